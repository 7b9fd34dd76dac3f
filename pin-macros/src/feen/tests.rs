//! The two FEEN readers compared: this crate's and `pin_runtime`'s, on
//! listed, random and mutated positions, and exhaustively, field by field,
//! over small alphabets; and the bounds they share.

use super::{
    FeenError, FeenErrorKind, HAND_CAPACITY, Layout, MAX_DIMENSION, MAX_LEN, MAX_SQUARES,
    parse_placement, parse_position, scan,
};
use pin_runtime::feen::Grid;
use pin_runtime::{Board, Board3, Epin, Feen, Hand, Position, Side, parse_board};
use proptest::prelude::*;

#[test]
fn the_bounds_are_the_runtime_s() {
    assert_eq!(MAX_LEN, pin_runtime::feen::MAX_LEN);
    assert_eq!(MAX_DIMENSION, pin_runtime::feen::MAX_DIMENSION);
    assert_eq!(MAX_SQUARES, pin_runtime::feen::MAX_SQUARES);
    assert_eq!(HAND_CAPACITY, Hand::CAPACITY);
}

/// Whether a kind of mistake is the runtime's, field by field: pieces by
/// their EPIN code, styles by their letter, a token's mistake by its kind,
/// index and message.
fn same_kind(ours: &FeenErrorKind, theirs: pin_runtime::FeenErrorKind) -> bool {
    use FeenErrorKind as O;
    use pin_runtime::FeenErrorKind as R;
    match (ours, theirs) {
        (O::TooLong { len }, R::TooLong { len: their_len }) => *len == their_len,
        (O::Token(ours), R::Token(theirs)) => {
            crate::parse::tests::same_kind(ours.kind, theirs.kind())
                && ours.index == theirs.index()
                && ours.message == theirs.to_string()
        }
        (O::ExpectedSquare { found }, R::ExpectedSquare { found: theirs })
        | (O::ExpectedHandSeparator { found }, R::ExpectedHandSeparator { found: theirs })
        | (O::ExpectedStyle { found }, R::ExpectedStyle { found: theirs })
        | (O::ExpectedStyleSeparator { found }, R::ExpectedStyleSeparator { found: theirs }) => {
            *found == theirs
        }
        (
            O::RankWidth { width, expected },
            R::RankWidth {
                width: w,
                expected: e,
            },
        ) => (*width, *expected) == (w, e),
        (
            O::LayerDepth { ranks, expected },
            R::LayerDepth {
                ranks: r,
                expected: e,
            },
        ) => (*ranks, *expected) == (r, e),
        (O::TooManySquares { squares }, R::TooManySquares { squares: theirs }) => {
            *squares == theirs
        }
        (O::HandCount { count }, R::HandCount { count: theirs }) => *count == theirs,
        (O::Repeated { piece, first }, R::Repeated { piece: p, first: f }) => {
            (*piece, *first) == (p.code(), f)
        }
        (
            O::Unordered {
                piece,
                count,
                previous,
                previous_count,
            },
            R::Unordered {
                piece: p,
                count: c,
                previous: q,
                previous_count: d,
            },
        ) => (*piece, *count, *previous, *previous_count) == (p.code(), c, q.code(), d),
        (
            O::SameCase { active, inactive },
            R::SameCase {
                active: a,
                inactive: i,
            },
        ) => (*active, *inactive) == (a.code(), i.code()),
        (O::ExpectedEnd { found }, R::ExpectedEnd { found: theirs }) => *found == theirs,
        (
            O::TooManyPieces { pieces, squares },
            R::TooManyPieces {
                pieces: p,
                squares: s,
            },
        ) => (*pieces, *squares) == (p, s),
        (O::Empty, R::Empty)
        | (O::SecondSpace, R::SecondSpace)
        | (O::ZeroCount, R::ZeroCount)
        | (O::LeadingZero, R::LeadingZero)
        | (O::TooManyDimensions, R::TooManyDimensions)
        | (O::RankTooWide, R::RankTooWide)
        | (O::TooManyRanks, R::TooManyRanks)
        | (O::TooManyLayers, R::TooManyLayers)
        | (O::ThinLayer, R::ThinLayer)
        | (O::MissingField, R::MissingField)
        | (O::ExtraHandSeparator, R::ExtraHandSeparator)
        | (O::HandCountTooLarge, R::HandCountTooLarge)
        | (O::HandFull, R::HandFull)
        | (O::ChessFen, R::ChessFen)
        | (O::Sfen, R::Sfen)
        | (O::XiangqiFen, R::XiangqiFen) => true,
        _ => false,
    }
}

/// Checks that a mistake is the runtime's: the same kind, index, field,
/// square (by its CELL name) and message.
fn assert_same_error(ours: &FeenError, theirs: &pin_runtime::FeenError, input: &str) {
    assert!(
        same_kind(&ours.kind, theirs.kind()),
        "{input:?}: {:?}, the runtime {:?}",
        ours.kind,
        theirs.kind()
    );
    let field = ours.field.map(super::Field::name);
    let their_field = theirs.field().map(pin_runtime::FeenField::name);
    let their_cell = theirs.cell().map(|cell| cell.to_string());
    assert_eq!(
        (ours.index, field, ours.cell()),
        (theirs.index(), their_field, their_cell.as_deref()),
        "{input:?}"
    );
    assert_eq!(ours.to_string(), theirs.to_string(), "{input:?}");
}

/// Compares this reader with `Feen::parse` on a whole position, field by
/// field: the same verdict; read, the same board, hands and styles;
/// rejected, the same mistake. Returns whether the position reads.
fn agree_on_view(input: &str) -> bool {
    // The view: no bound on hands.
    match (scan::position(input.as_bytes(), None), Feen::parse(input)) {
        (Ok(ours), Ok(feen)) => {
            assert_eq!(ours.layout.dimensions, feen.dimensions(), "{input:?}");
            let squares: Vec<u16> = feen.squares().map(|s| s.map_or(0, Epin::code)).collect();
            assert_eq!(ours.layout.squares, squares, "{input:?}");
            let first: Vec<(u16, u32)> = feen.first_hand().map(|(p, n)| (p.code(), n)).collect();
            let second: Vec<(u16, u32)> = feen.second_hand().map(|(p, n)| (p.code(), n)).collect();
            assert_eq!(ours.hands, [first, second], "{input:?}");
            assert_eq!(
                ours.styles,
                [feen.active().code(), feen.inactive().code()],
                "{input:?}"
            );
            true
        }
        (Err(ours), Err(theirs)) => {
            assert_same_error(&ours, &theirs, input);
            false
        }
        (ours, theirs) => panic!("{input:?}: {ours:?} but the runtime says {theirs:?}"),
    }
}

/// Compares this reader with `Feen::parse` and `Position::parse` on
/// `input`, and the placement reader on its first field.
fn agree(input: &str) {
    agree_on_view(input);
    // Typed positions, with the bounded hands, on a few shapes.
    let ours = parse_position(input.as_bytes());
    agree_typed::<Board<8, 8>>(input, &ours);
    agree_typed::<Board<1, 8>>(input, &ours);
    agree_typed::<Board<3, 3>>(input, &ours);
    agree_typed::<Board3<2, 2, 2>>(input, &ours);
    // The placement alone.
    let field = input.split(' ').next().unwrap_or_default();
    let ours = parse_placement(field.as_bytes());
    agree_board::<Board<8, 8>>(field, &ours);
    agree_board::<Board<1, 8>>(field, &ours);
    agree_board::<Board3<2, 2, 2>>(field, &ours);
}

/// `Position::<B>::parse` agrees with our reader: the same mistake, or
/// a shape error exactly when our shape is not `B`'s.
fn agree_typed<B: Grid>(input: &str, ours: &Result<super::Position, FeenError>) {
    let theirs = Position::<B>::parse(input);
    match (ours, theirs) {
        (Ok(ours), Ok(position)) => {
            assert_eq!(
                ours.layout.dimensions,
                B::DIMENSIONS.as_slice(),
                "{input:?}"
            );
            assert_eq!(position.to_string(), input, "{input:?}");
            let hand = |hand: &Hand| hand.iter().map(|(p, n)| (p.code(), n)).collect::<Vec<_>>();
            assert_eq!(
                ours.hands,
                [
                    hand(position.hand(Side::First)),
                    hand(position.hand(Side::Second))
                ]
            );
        }
        (Ok(ours), Err(error)) => {
            assert_ne!(
                ours.layout.dimensions,
                B::DIMENSIONS.as_slice(),
                "{input:?}: {error}"
            );
        }
        (Err(ours), Err(theirs))
            if !matches!(theirs.kind(), pin_runtime::FeenErrorKind::Shape { .. }) =>
        {
            assert_same_error(ours, &theirs, input);
        }
        (Err(_), Err(_)) => {
            // A shape error is found as soon as the placement ends,
            // before a later mistake in the other fields.
        }
        (Err(ours), Ok(_)) => panic!("{input:?}: {ours} but the runtime accepts it"),
    }
}

/// `parse_board::<B>` agrees with our placement reader.
fn agree_board<B: Grid + PartialEq + std::fmt::Debug>(
    field: &str,
    ours: &Result<Layout, FeenError>,
) {
    let theirs = parse_board::<B>(field);
    match (ours, theirs) {
        (Ok(ours), Ok(board)) => {
            let squares: Vec<u16> = board
                .as_squares()
                .iter()
                .map(|s| s.map_or(0, Epin::code))
                .collect();
            assert_eq!(ours.squares, squares, "{field:?}");
        }
        (Ok(ours), Err(theirs)) => match theirs.kind() {
            pin_runtime::FeenErrorKind::Shape { found, .. } => {
                assert_eq!(ours.dimensions, found.as_slice(), "{field:?}");
                assert_ne!(ours.dimensions, B::DIMENSIONS.as_slice(), "{field:?}");
            }
            _ => panic!("{field:?}: {ours:?} but the runtime says {theirs}"),
        },
        (Err(ours), Err(theirs)) => assert_same_error(ours, &theirs, field),
        (Err(ours), Ok(_)) => panic!("{field:?}: {ours} but the runtime accepts it"),
    }
}

#[test]
fn agrees_on_the_examples_and_on_every_listed_mistake() {
    for input in [
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S",
        "ab/cd//AB/CD / W/w",
        "k^+p4+PK^ / W/w",
        "a/b/c / W/w",
        "",
        " / W/w",
        "8/8/ / W/w",
        "/8 / W/w",
        "8//8 / W/w",
        "ab/cd//AB / W/w",
        "a/b///c/d / W/w",
        "rkr/pp/PPPP / W/w",
        "ab/cd/ef//AB/CD / W/w",
        "08 / W/w",
        "0 / W/w",
        "k$k / W/w",
        "256 / W/w",
        "200A100 / W/w",
        "8/8 PP/ W/w",
        "8/8 3P3Q2P/ W/w",
        "8/8 QP/ W/w",
        "8/8 2P3Q/ W/w",
        "8/8 pP/ W/w",
        "8/8 1P/ W/w",
        "8/8 0P/ W/w",
        "8/8 02P/ W/w",
        "8/8 2/ W/w",
        "8/8 P/p/ W/w",
        "8/8 P W/w",
        "8/8 / C/C",
        "8/8 / C",
        "8/8 / CC/c",
        "8/8 / W/w ",
        "8/8 / 1/w",
        "8/8 /",
        "8/8",
        "8/8 / W/w 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "1 2P/ W/w",
        "8/8  / W/w",
        "ab/cd//AB/C? / W/w",
        "8/1x? / W/w",
        "a//b/c / W/w",
        "8/8 ABCDEFGHIJKLMNOPQ/ W/w",
        "8/8 99999P/ W/w",
        "K'K / W/w",
        "K'^ / W/w",
        // Squares by CELL name on boards of each shape, and ranks and
        // layers compared with the first.
        "rnbqk^bnr/pppp?ppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        "rnbqk^bnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        "ab/cd//ABC/CD / W/w",
        "ab/cd//AB/CD/EF / W/w",
        "ab/cd//AB//CD/EF / W/w",
        "ab/c$//AB/CD / W/w",
        "ab/cd//AB/CD//EF/G$ / W/w",
        "k^$ / W/w",
        "8/+? / W/w",
        "8/8x8/ / W/w",
        // Characters users mistype: whole non-ASCII characters, named
        // whitespace, a second space, an empty or blank position.
        "8/é7 / W/w",
        "8/+é7 / W/w",
        "8/+😀7 / W/w",
        "♔7/8 / W/w",
        "8/8 ♔/ W/w",
        "8/8 2♔/ W/w",
        "8/8 / Ｗ/w",
        "8/8 / W/ｗ",
        "8/8 / W|w",
        "8/8 Pé/ W/w",
        "8/8\t/ W/w",
        "8/8 / W/w\r",
        "8/8 / W/w\n",
        "8/8 /  W/w",
        "\n",
        "\r\n",
        " ",
        "\t \u{3000}",
        "\u{3000}8/8 / W/w",
        "8/8\u{a0}/ W/w",
        "8/8 2",
    ] {
        agree(input);
    }
    agree(&"K".repeat(5000));
    agree(&format!("{} / W/w", "8/".repeat(300)));
    agree(&format!("{}é / W/w", "1/".repeat(260)));
    agree(&format!("{}/x?", "a/a//".repeat(300)));
    agree(&format!("{} / W/w", "K".repeat(300)));
    agree(&format!("{} / W/w", "1/".repeat(300)));
}

#[test]
fn agrees_on_positions_in_the_notations_of_the_bridges() {
    // Read or not by the bridges: each is named by the notation it is in.
    for input in [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w S2Pbp",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -",
        "lnsgk+gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w K - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        "8/8 b - -",
        "8/8 w - 1",
    ] {
        agree(input);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn agrees_on_random_text(input in "[Kkq+\\-^'/0-9 xWwPé♔ｗ\t]{0,24}") {
        agree(&input);
    }

    #[test]
    fn agrees_on_mutated_positions(
        squares in proptest::collection::vec(proptest::option::of(0..624usize), 16),
        hand in proptest::collection::vec((0..624usize, 1..4u32), 0..4),
        position in 0..60usize,
        byte in prop::sample::select(b"Kk+-^'/019 xPpWw".to_vec()),
        action in 0..3u8,
    ) {
        let mut board = [[None; 4]; 4];
        for (i, square) in squares.iter().enumerate() {
            board[i / 4][i % 4] = square.map(|n| Epin::ALL[n]);
        }
        let mut first = Hand::new();
        for (piece, count) in hand {
            let _ = first.add(Epin::ALL[piece], count);
        }
        let text = format!("{} {first}/ W/w", pin_runtime::placement(&board));
        let mut text = text.into_bytes();
        let position = position.min(text.len());
        match action {
            0 => text.insert(position, byte),
            1 if position < text.len() => { text.remove(position); }
            _ if position < text.len() => text[position] = byte,
            _ => {}
        }
        agree(&String::from_utf8(text).unwrap());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn agrees_on_generated_and_mutated_sfens_and_xiangqi_fens(
        squares in proptest::collection::vec(proptest::option::weighted(0.4, 0..14usize), 90),
        held in proptest::collection::vec((0..14usize, 1..5u32), 0..4),
        second in any::<bool>(),
        number in proptest::option::of(0..1000u32),
        shogi in any::<bool>(),
        position in any::<usize>(),
        byte in prop::sample::select(b"Kk+-^/019 bwPp".to_vec()),
        edit in 0..5u8,
    ) {
        let text = if shogi {
            crate::shogi::tests::sfen_of(&squares[..81], &held, second, number)
        } else {
            let clocks = number.map(|n| (n, std::num::NonZeroU32::MIN));
            Some(crate::xiangqi::tests::fen_of(&squares, second, clocks, edit == 4, !second))
        };
        prop_assume!(text.is_some());
        let text = text.unwrap_or_default();
        agree(&text);
        agree(&crate::bridge::tests::mutated(&text, edit, position, byte));
    }
}

/// Calls `check` on every string of up to `len` bytes over `alphabet`, in
/// place of `{}` in `template`.
pub(crate) fn every_string(
    template: &str,
    alphabet: &[u8],
    len: usize,
    check: &mut dyn FnMut(&str),
) {
    fn extend(
        text: &mut String,
        at: usize,
        left: usize,
        alphabet: &[u8],
        check: &mut dyn FnMut(&str),
    ) -> usize {
        check(text);
        let mut count = 1;
        if left > 0 {
            for &byte in alphabet {
                text.insert(at, char::from(byte));
                count += extend(text, at + 1, left - 1, alphabet, check);
                text.remove(at);
            }
        }
        count
    }
    let (before, after) = template.split_once("{}").unwrap_or((template, ""));
    let mut text = format!("{before}{after}");
    let count = extend(&mut text, before.len(), len, alphabet, check);
    assert_eq!(
        count,
        (0..=len)
            .map(|n| alphabet.len().pow(u32::try_from(n).unwrap()))
            .sum::<usize>()
    );
}

/// Compares the readers on every string of up to `len` bytes over
/// `alphabet` in place of `{}` in `template`, as whole positions; `also`
/// compares more on each. Both verdicts must be reached.
fn agree_on_every_string(template: &str, alphabet: &[u8], len: usize, also: fn(&str)) {
    crate::bridge::tests::agree_on_every_string(template, alphabet, len, |input| {
        also(input);
        agree_on_view(input)
    });
}

/// The placement alone, as `parse_board` reads it: the same mistake, or
/// the shape read.
fn agree_on_placement(input: &str) {
    let field = input.split(' ').next().unwrap_or_default();
    agree_board::<Board<1, 2>>(field, &parse_placement(field.as_bytes()));
}

/// A typed position with bounded hands, as `Position::parse` reads it.
fn agree_on_typed(input: &str) {
    agree_typed::<Board<2, 2>>(input, &parse_position(input.as_bytes()));
}

#[test]
fn agrees_on_every_placement_of_up_to_four_bytes_over_counts_pieces_and_markers() {
    agree_on_every_string("{} / W/w", b"12Kk+^'/", 4, agree_on_placement);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_placement_of_up_to_six_bytes_over_counts_pieces_and_markers() {
    agree_on_every_string("{} / W/w", b"12Kk+^'/", 6, agree_on_placement);
}

#[test]
fn agrees_on_every_placement_of_up_to_six_bytes_over_zeros_modifiers_and_strays() {
    agree_on_every_string("{} / W/w", b"0K-^/ x", 6, agree_on_placement);
}

#[test]
fn agrees_on_every_placement_of_up_to_ten_bytes_over_one_piece_and_slashes() {
    // Long enough for 3-D boards: `1/1//1/1` and their mistakes.
    agree_on_every_string("{} / W/w", b"1K/", 10, agree_on_placement);
}

#[test]
fn agrees_on_every_hands_field_of_up_to_four_bytes() {
    // A board of four squares, one of them taken: three pieces in hand at
    // most.
    agree_on_every_string("K1/2 {} W/w", b"012Pp+'/", 4, agree_on_typed);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_hands_field_of_up_to_six_bytes() {
    // A board of four squares, one of them taken: three pieces in hand at
    // most.
    agree_on_every_string("K1/2 {} W/w", b"012Pp+'/", 6, agree_on_typed);
}

#[test]
fn agrees_on_every_style_turn_field_of_up_to_four_bytes() {
    agree_on_every_string("K1/2 / {}", b"WwBb/ 1\t", 4, agree_on_typed);
}

#[test]
fn agrees_on_every_text_after_the_placement_of_up_to_six_bytes() {
    // The hands and style-turn fields and the spaces around them: missing
    // fields, extra separators, a chess FEN's fields.
    agree_on_every_string("K1/2{}", b" /Ww2P", 6, agree_on_typed);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_text_after_the_placement_of_up_to_seven_bytes() {
    // The hands and style-turn fields and the spaces around them: missing
    // fields, extra separators, a chess FEN's fields.
    agree_on_every_string("K1/2{}", b" /Ww2P", 7, agree_on_typed);
}

#[test]
fn hand_order_is_the_runtime_s_on_every_pair_of_pieces() {
    let mut text = String::new();
    for first in Epin::ALL {
        for second in Epin::ALL {
            // The two readers, on the pair written with and without counts.
            for count in ["", "2"] {
                text.clear();
                text.push_str("8/8 ");
                for piece in [first, second] {
                    text.push_str(count);
                    text.push_str(piece.encode().as_str());
                }
                text.push_str("/ W/w");
                let read = agree_on_view(&text);
                assert_eq!(
                    read,
                    first != second && first_in_hand(first, second) == first
                );
            }
            // This crate's order, which its fixes sort by, and the order a
            // runtime `Hand` keeps.
            if first != second {
                let ours = scan::hand_order(first.code(), 1) < scan::hand_order(second.code(), 1);
                assert_eq!(
                    ours,
                    first_in_hand(first, second) == first,
                    "{first} {second}"
                );
            }
        }
    }
}

/// Which of two different pieces a runtime `Hand` holding one of each
/// lists first.
fn first_in_hand(first: Epin, second: Epin) -> Epin {
    let hand = Hand::from_items(&[(first, 1), (second, 1)]).unwrap();
    hand.iter().next().unwrap().0
}
