//! `#[derive(Pieces)]` over every token: the enums of `build.rs` have one
//! variant per PIN token, per EPIN token and per letter, declared in a
//! shuffled order, and one maps every third PIN token; each is checked
//! against the token lists written beside it and against the runtime. Also
//! the errors of the derived conversions, their messages included.

use std::collections::HashMap;
use std::fmt::Debug;

use pin_runtime::feen::Dimensions;
use pin_runtime::{
    Epin, Letter, ParseVariantError, Pieces, Pin, UnmappedError, UnmappedSquareError, board,
    board_of, cell, epin, pin,
};

mod typed;

include!(concat!(env!("OUT_DIR"), "/pieces.rs"));

/// An enum and what its variants map to: the tokens in declaration order,
/// the conversions, and how the runtime reads a token's text.
struct Mapping<'a, E, T> {
    all: &'a [E],
    tokens: &'a [&'a str],
    to: fn(E) -> T,
    from: fn(T) -> Option<E>,
    read: fn(&str) -> T,
}

impl<E, T> Mapping<'_, E, T>
where
    E: Copy + PartialEq + Debug + TryFrom<T, Error = UnmappedError<T>>,
    T: Copy + PartialEq + Debug + From<E>,
{
    /// Checks, for every variant, that it maps the token written beside it
    /// in declaration order, and `ALL`, both `const fn` conversions, `From`
    /// and `TryFrom`.
    fn round_trips(&self) {
        assert_eq!(self.all.len(), self.tokens.len());
        for (&variant, &token) in self.all.iter().zip(self.tokens) {
            let mapped = (self.to)(variant);
            assert_eq!(mapped, (self.read)(token), "{token}");
            assert_eq!((self.from)(mapped), Some(variant), "{token}");
            assert_eq!(T::from(variant), mapped, "{token}");
            assert_eq!(E::try_from(mapped), Ok(variant), "{token}");
        }
    }

    /// Checks that every one of `every` has its variant.
    fn covers(&self, every: &[T]) {
        for &token in every {
            assert_eq!((self.from)(token).map(self.to), Some(token), "{token:?}");
        }
    }
}

/// Checks `Display` and `FromStr` of an enum mapping `tokens`.
fn writes_and_parses<E>(all: &[E], tokens: &[&str])
where
    E: Copy + PartialEq + Debug + std::fmt::Display + std::str::FromStr,
    E::Err: Debug,
{
    for (&variant, &token) in all.iter().zip(tokens) {
        assert_eq!(variant.to_string(), token);
        assert_eq!(format!("{variant:>5}"), format!("{token:>5}"));
        assert_eq!(token.parse::<E>().ok(), Some(variant), "{token}");
    }
}

#[test]
fn an_enum_of_every_pin_token_maps_each_to_its_variant() {
    let mapping = Mapping {
        all: &AllPins::ALL,
        tokens: &ALLPINS_TOKENS,
        to: AllPins::to_pin,
        from: AllPins::from_pin,
        read: |token| Pin::parse(token).unwrap(),
    };
    mapping.round_trips();
    mapping.covers(&Pin::ALL);
    writes_and_parses(&AllPins::ALL, &ALLPINS_TOKENS);
}

#[test]
fn an_enum_of_every_epin_token_maps_each_to_its_variant() {
    let mapping = Mapping {
        all: &AllEpins::ALL,
        tokens: &ALLEPINS_TOKENS,
        to: AllEpins::to_epin,
        from: AllEpins::from_epin,
        read: |token| Epin::parse(token).unwrap(),
    };
    mapping.round_trips();
    mapping.covers(&Epin::ALL);
    writes_and_parses(&AllEpins::ALL, &ALLEPINS_TOKENS);
}

#[test]
fn an_enum_of_every_letter_maps_each_to_its_variant() {
    let mapping = Mapping {
        all: &AllLetters::ALL,
        tokens: &ALLLETTERS_TOKENS,
        to: AllLetters::to_letter,
        from: AllLetters::from_letter,
        read: |token| Letter::from_ascii(token.as_bytes()[0]).unwrap(),
    };
    mapping.round_trips();
    mapping.covers(&Letter::ALL);
}

#[test]
fn variants_listing_several_tokens_read_each_and_write_the_first() {
    assert_eq!(GroupedPins::ALL.len(), 52);
    for (&variant, tokens) in GroupedPins::ALL.iter().zip(&GROUPEDPINS_TOKENS) {
        let first = Pin::parse(tokens[0]).unwrap();
        assert_eq!(variant.to_pin(), first);
        assert_eq!(Pin::from(variant), first);
        assert_eq!(variant.to_string(), tokens[0]);
        for token in tokens {
            let pin = Pin::parse(token).unwrap();
            assert_eq!(GroupedPins::from_pin(pin), Some(variant), "{token}");
            assert_eq!(GroupedPins::try_from(pin), Ok(variant), "{token}");
            assert_eq!(token.parse::<GroupedPins>(), Ok(variant), "{token}");
            assert_eq!(
                <GroupedPins as Pieces>::from_epin(Epin::from(pin)),
                Some(variant)
            );
        }
    }
    // Every PIN token has its variant: the one of its letter and case.
    for pin in Pin::ALL {
        let variant = GroupedPins::from_pin(pin).unwrap();
        let written = variant.to_pin();
        assert_eq!(
            (written.letter(), written.side()),
            (pin.letter(), pin.side())
        );
        let derived = Epin::new(pin, true);
        assert_eq!(<GroupedPins as Pieces>::from_epin(derived), None);
    }
}

#[test]
fn the_pieces_tables_agree_with_the_conversions() {
    fn agree<P: Pieces + Copy + PartialEq + Debug>() {
        assert_eq!(P::ALL.len(), P::EPINS.len());
        for (i, (&value, &epin)) in P::ALL.iter().zip(P::EPINS).enumerate() {
            assert_eq!(value.to_epin(), epin);
            assert_eq!(
                P::INDEX_IN_ALL[epin.index()],
                Some(u16::try_from(i).unwrap())
            );
        }
        for epin in Epin::ALL {
            let read = P::from_epin(epin);
            let index = P::INDEX_IN_ALL[epin.index()];
            assert_eq!(read, index.map(|i| P::ALL[usize::from(i)]), "{epin}");
        }
        #[allow(deprecated)]
        let former = P::POSITIONS;
        assert_eq!(former, P::INDEX_IN_ALL);
    }
    agree::<AllPins>();
    agree::<AllEpins>();
    agree::<SomePins>();
    agree::<GroupedPins>();
    assert_eq!(<SomePins as Pieces>::NAME, "SomePins");
    for pin in Pin::ALL {
        assert_eq!(
            <AllPins as Pieces>::from_epin(Epin::from(pin)),
            AllPins::from_pin(pin)
        );
    }
    for epin in Epin::ALL {
        assert_eq!(
            <AllEpins as Pieces>::from_epin(epin),
            AllEpins::from_epin(epin)
        );
    }
}

#[test]
fn unmapped_tokens_have_no_variant() {
    Mapping {
        all: &SomePins::ALL,
        tokens: &SOMEPINS_TOKENS,
        to: SomePins::to_pin,
        from: SomePins::from_pin,
        read: |token| Pin::parse(token).unwrap(),
    }
    .round_trips();
    writes_and_parses(&SomePins::ALL, &SOMEPINS_TOKENS);
    let mapped: HashMap<&str, SomePins> = SOMEPINS_TOKENS.into_iter().zip(SomePins::ALL).collect();
    let mut unmapped = 0;
    for pin in Pin::ALL {
        let token = pin.to_string();
        if let Some(&variant) = mapped.get(token.as_str()) {
            assert_eq!(SomePins::from_pin(pin), Some(variant));
            continue;
        }
        unmapped += 1;
        assert_eq!(SomePins::from_pin(pin), None, "{token}");
        let error = SomePins::try_from(pin).unwrap_err();
        assert_eq!((error.token(), error.target()), (pin, "SomePins"));
        assert_eq!(
            error.to_string(),
            format!("expected a PIN token that a variant of SomePins maps, found \"{token}\"")
        );
        assert_eq!(
            token.parse::<SomePins>(),
            Err(ParseVariantError::Unmapped(error))
        );
    }
    assert_eq!(unmapped, Pin::COUNT - SOMEPINS_TOKENS.len());
    assert_eq!(unmapped, 208);
}

#[test]
fn strings_that_are_not_tokens_fail_with_the_parser_error() {
    for text in ["", "K+", "KK", "K'", " K", "KNIGHT", "\u{e9}"] {
        let error = text.parse::<AllPins>().unwrap_err();
        let parsed = Pin::parse(text).unwrap_err();
        assert_eq!(error, ParseVariantError::Invalid(parsed), "{text:?}");
        assert_eq!(error.to_string(), parsed.to_string());
    }
    let error = "K'^".parse::<AllEpins>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid EPIN token \"K'^\": expected end of token after the derivation marker '\\'', \
         found '^' at byte 2"
    );
    assert!(std::error::Error::source(&error).is_none());
}

/// Roles: a few letters of the alphabet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Role {
    #[letter("K")]
    King,
    #[letter("R")]
    Rook,
}

#[test]
fn unmapped_letters_have_no_role() {
    for letter in Letter::ALL {
        let role = Role::from_letter(letter);
        match letter {
            Letter::K => assert_eq!(role, Some(Role::King)),
            Letter::R => assert_eq!(role, Some(Role::Rook)),
            _ => {
                assert_eq!(role, None);
                assert_eq!(
                    Role::try_from(letter).unwrap_err().to_string(),
                    format!("expected a letter that a variant of Role maps, found '{letter}'")
                );
            }
        }
    }
}

#[test]
fn a_role_and_a_side_make_a_piece() {
    for pin in Pin::ALL {
        let role = Role::from_letter(pin.letter());
        assert_eq!(
            role.is_some(),
            matches!(pin.letter(), Letter::K | Letter::R)
        );
        if let Some(role) = role {
            let rebuilt = Pin::new(role.to_letter(), pin.side(), pin.state(), pin.is_terminal());
            assert_eq!(rebuilt, pin);
        }
    }
}

const START: [[Option<SomePins>; 3]; 1] = board_of!(
    SomePins,
    [[
        Some(Epin::new(SomePins::ALL[0].to_pin(), false)),
        None,
        Some(Epin::new(SomePins::ALL[1].to_pin(), false)),
    ]]
);

#[test]
fn boards_convert_square_by_square() {
    assert_eq!(
        START,
        [[Some(SomePins::ALL[0]), None, Some(SomePins::ALL[1])]]
    );

    let board: [[Option<Epin>; 4]; 2] = board!("K^'2p/P'1+r^'q");
    let converted = AllEpins::from_board(board).unwrap();
    for (rank, squares) in board.iter().enumerate() {
        for (square, piece) in squares.iter().enumerate() {
            assert_eq!(converted[rank][square].map(AllEpins::to_epin), *piece);
        }
    }
    // A PIN enum maps native pieces; a derived one has no PIN token.
    let natives = AllPins::from_board(board!("K^2p/P1+r^q")).unwrap();
    assert_eq!(natives[1][2].map(AllPins::to_pin), Some(pin!("+r^")));
    let chess_like = Dimensions::new(&[2, 4]).unwrap();
    assert_eq!(
        AllPins::from_board(board!("K^2p/P1+r^'q")).unwrap_err(),
        UnmappedSquareError::new(epin!("+r^'"), chess_like, 6, "AllPins")
    );
}

#[test]
fn the_first_unmapped_square_is_reported() {
    let unmapped = Pin::ALL
        .into_iter()
        .find(|&pin| SomePins::from_pin(pin).is_none())
        .unwrap();
    let mapped = SomePins::ALL[0].to_pin();
    let piece = |pin| Some(Epin::from(pin));
    let board = [
        [piece(mapped), None],
        [piece(mapped), piece(unmapped)],
        [piece(unmapped), None],
    ];
    let error = SomePins::from_board(board).unwrap_err();
    assert_eq!(
        (error.piece(), error.index(), error.rank(), error.square()),
        (Epin::from(unmapped), 3, 2, 2)
    );
    assert_eq!(error.cell(), Some(cell!("b2")));
    assert_eq!(
        error.to_string(),
        format!(
            "expected a piece that a variant of SomePins maps, found \"{unmapped}\" at b2: \
             SomePins maps \"A\" but not \"{unmapped}\""
        )
    );
}

#[test]
fn messages_naming_a_long_enum_are_cut_at_a_fragment() {
    const LONG: &str = "AVeryLongEnumNameThatGoesOnAndOnForMoreThanTwoHundredBytesToCheckWhat\
                        HappensWhenTheMessageDoesNotFitInItsBufferAtAllBecauseNobodyWouldEverName\
                        ATypeLikeThisButTheMessageMustStillBeValidTextAndSayWhereItWasCutOff";
    assert!(LONG.len() > 200);
    let pin = Pin::parse("q").unwrap();
    let message = UnmappedError::new(pin, LONG).to_string();
    // Whole fragments up to the one that does not fit, then `...`.
    assert_eq!(
        message,
        format!("expected a PIN token that a variant of {LONG}...")
    );
    let short = UnmappedError::new(pin, &LONG[..150]).to_string();
    assert!(short.ends_with("maps, found \"q\""), "{short}");
}

/// A piece type implementing `Pieces` by hand, its table given under the
/// name `$table`: the current one or the former.
macro_rules! by_hand {
    ($name:ident, $table:ident) => {
        #[derive(Clone, Copy, Debug, PartialEq)]
        enum $name {
            King,
            Pawn,
        }

        #[allow(deprecated)]
        impl Pieces for $name {
            const NAME: &'static str = stringify!($name);
            const ALL: &'static [Self] = &[Self::King, Self::Pawn];
            const EPINS: &'static [Epin] = &[epin!("K^"), epin!("P")];
            const $table: [Option<u16>; Epin::COUNT] = {
                let mut table = [None; Epin::COUNT];
                table[epin!("K^").index()] = Some(0);
                table[epin!("P").index()] = Some(1);
                table[epin!("+P").index()] = Some(1);
                table
            };

            fn to_epin(self) -> Epin {
                Self::EPINS[self as usize]
            }
        }
    };
}

by_hand!(Current, INDEX_IN_ALL);
by_hand!(Former, POSITIONS);

#[test]
fn a_table_given_by_hand_under_either_name_is_read() {
    fn read<P: Pieces + Copy + Debug>() -> Vec<String> {
        let position: pin_runtime::TypedPosition<pin_runtime::BoardOf<P, 1, 3>> =
            pin_runtime::Position::<pin_runtime::Board<1, 3>>::parse("K^1+P / W/w")
                .unwrap()
                .try_into()
                .unwrap();
        #[allow(deprecated)]
        let same = P::POSITIONS == P::INDEX_IN_ALL;
        assert!(same);
        position
            .squares()
            .map(|square| format!("{square:?}"))
            .collect()
    }
    assert_eq!(read::<Current>(), ["Some(King)", "None", "Some(Pawn)"]);
    assert_eq!(read::<Former>(), ["Some(King)", "None", "Some(Pawn)"]);
}
