//! `Epin`: every token read, decoded and written back; transformations,
//! queries and comparisons checked over every token against what its text
//! says; codes, order, hashing, formatting and `const` use; reading a token
//! at the start of a longer string; the rejected tokens with their exact
//! errors; and the tokens of the earlier drafts (PNN, and PIN and EPIN before
//! `^`), which all still read as EPIN.

use std::collections::{BTreeSet, HashSet};

use pin_runtime::{Epin, Letter, ParseErrorKind as Kind, Pin, Side, State};

use crate::parse_error::{Case, check_rejections};

/// Rewrites a token's text as a transformation must: the expected result,
/// worked out on the text.
fn text_with_state(token: &str, state: State) -> String {
    let bare = token.trim_start_matches(['+', '-']);
    match state.modifier() {
        Some(m) => format!("{m}{bare}"),
        None => bare.to_string(),
    }
}

fn flip_case(token: &str) -> String {
    token
        .chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

fn with_terminal_text(token: &str, terminal: bool) -> String {
    let derived = token.ends_with('\'');
    let core = token.trim_end_matches('\'').trim_end_matches('^');
    format!(
        "{core}{}{}",
        if terminal { "^" } else { "" },
        if derived { "'" } else { "" }
    )
}

#[test]
fn epin_transformations_match_the_text() {
    for epin in Epin::ALL {
        let token = epin.to_string();
        assert_eq!(
            epin.enhanced().to_string(),
            text_with_state(&token, State::Enhanced)
        );
        assert_eq!(
            epin.diminished().to_string(),
            text_with_state(&token, State::Diminished)
        );
        assert_eq!(
            epin.normalized().to_string(),
            text_with_state(&token, State::Normal)
        );
        assert_eq!(epin.flipped().to_string(), flip_case(&token));
        assert_eq!(
            epin.marked_terminal().to_string(),
            with_terminal_text(&token, true)
        );
        assert_eq!(
            epin.unmarked_terminal().to_string(),
            with_terminal_text(&token, false)
        );
        assert_eq!(
            epin.derived().to_string(),
            format!("{}'", token.trim_end_matches('\''))
        );
        assert_eq!(epin.native().to_string(), token.trim_end_matches('\''));
        assert_eq!(epin.with_derived(epin.is_derived()), epin);
        assert_eq!(epin.with_pin(epin.pin()), epin);
        assert_eq!(Epin::new(epin.pin(), epin.is_derived()), epin);
        for letter in Letter::ALL {
            let changed = epin.with_letter(letter);
            assert_eq!(changed.letter(), letter);
            assert_eq!(
                (changed.side(), changed.state(), changed.is_terminal()),
                (epin.side(), epin.state(), epin.is_terminal())
            );
            assert_eq!(changed.is_derived(), epin.is_derived());
        }
        for side in Side::ALL {
            assert_eq!(epin.with_side(side).side(), side);
            assert_eq!(epin.with_side(side).letter(), epin.letter());
        }
        assert_eq!(
            epin.letter_char().to_string(),
            token.trim_matches(['+', '-', '^', '\''])
        );
    }
}

#[test]
fn queries_match_the_attributes() {
    for epin in Epin::ALL {
        assert_eq!(epin.is_normal(), epin.state() == State::Normal);
        assert_eq!(epin.is_enhanced(), epin.state() == State::Enhanced);
        assert_eq!(epin.is_diminished(), epin.state() == State::Diminished);
        assert_eq!(epin.is_first(), epin.side() == Side::First);
        assert_eq!(epin.is_second(), epin.side() == Side::Second);
    }
}

#[test]
fn comparisons_look_at_one_attribute() {
    let sample = ["K", "k", "+K", "-k^", "K^'", "q'", "+Q^"];
    for a in sample {
        for b in sample {
            let (x, y) = (Epin::parse(a).unwrap(), Epin::parse(b).unwrap());
            assert_eq!(x.same_letter(y), x.letter() == y.letter(), "{a} {b}");
            assert_eq!(x.same_side(y), x.side() == y.side(), "{a} {b}");
            assert_eq!(x.same_state(y), x.state() == y.state(), "{a} {b}");
            assert_eq!(
                x.same_terminal(y),
                x.is_terminal() == y.is_terminal(),
                "{a} {b}"
            );
            assert_eq!(
                x.same_derivation(y),
                x.is_derived() == y.is_derived(),
                "{a} {b}"
            );
            let (p, q) = (x.pin(), y.pin());
            assert_eq!(p.same_letter(q), x.same_letter(y));
            assert_eq!(p.same_side(q), x.same_side(y));
            assert_eq!(p.same_state(q), x.same_state(y));
            assert_eq!(p.same_terminal(q), x.same_terminal(y));
        }
    }
}

#[test]
fn every_value_is_distinct_hashable_and_ordered() {
    let hashed: HashSet<Epin> = Epin::ALL.into_iter().collect();
    let ordered: BTreeSet<Epin> = Epin::ALL.into_iter().collect();
    assert_eq!((hashed.len(), ordered.len()), (624, 624));
    assert!(Pin::ALL.is_sorted());
    assert!(Epin::ALL.is_sorted());
    let texts: HashSet<String> = Epin::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(texts.len(), 624);
}

#[test]
fn debug_shows_the_token_and_display_pads() {
    let king = Pin::parse("+K^").unwrap();
    assert_eq!(format!("{king:?}"), r#"Pin("+K^")"#);
    assert_eq!(format!("{:?}", Epin::parse("S'").unwrap()), r#"Epin("S'")"#);
    assert_eq!(format!("[{king:>5}]"), "[  +K^]");
    assert_eq!(format!("[{king:<5}]"), "[+K^  ]");
    assert_eq!(format!("[{:^6}]", king.encode()), "[ +K^  ]");
    assert_eq!(format!("{:?}", king.encode()), r#"Encoded("+K^")"#);
    assert_eq!(format!("[{:>3}]", Letter::K), "[  K]");
}

#[test]
fn encoded_tokens_compare_as_text() {
    let (a, b) = (
        Epin::parse("K").unwrap().encode(),
        Epin::parse("+K").unwrap().encode(),
    );
    assert!(b < a, "'+' sorts before 'K'");
    assert_eq!(a, "K");
    assert_eq!("K", a);
    assert_eq!(&*a, "K");
    assert_eq!(AsRef::<[u8]>::as_ref(&b), b"+K");
}

#[test]
fn everything_is_usable_in_const() {
    const KING: Pin = match Pin::parse("K^") {
        Ok(pin) => pin,
        Err(_) => panic!(),
    };
    const FLIPPED: Pin = KING.flipped().enhanced();
    const DERIVED: Epin = Epin::new(FLIPPED, true);
    const ENCODED: pin_runtime::Encoded = FLIPPED.encode();
    const ENCODED_TEXT: &str = ENCODED.as_str();
    const FROM_CODE: Option<Epin> = Epin::from_code(0x0C4B);
    const PREFIX: Result<(Epin, usize), pin_runtime::ParseError> =
        Epin::parse_prefix_bytes(b"K^'rnb");
    const PREFIX_STR: Result<(Epin, &str), pin_runtime::ParseError> =
        Epin::parse_prefix_str("K^'rnb");
    assert_eq!(DERIVED.to_string(), "+k^'");
    const { assert!(Epin::is_valid("+k^'")) };
    const { assert!(!Pin::is_valid("+k^'")) };
    assert_eq!(ENCODED_TEXT, "+k^");
    assert_eq!(FROM_CODE.map(|e| e.to_string()).as_deref(), Some("K^'"));
    assert_eq!(
        PREFIX.map(|(e, n)| (e.to_string(), n)),
        Ok(("K^'".to_string(), 3))
    );
    assert_eq!(
        PREFIX_STR.map(|(e, rest)| (e.to_string(), rest)),
        Ok(("K^'".to_string(), "rnb"))
    );
}

#[test]
fn every_epin_token_parses_decodes_and_re_encodes() {
    let mut count = 0;
    let mut all = Vec::new();
    for (pin_token, letter, side, state, terminal) in crate::pin::tokens() {
        for (suffix, derived) in [("", false), ("'", true)] {
            let token = format!("{pin_token}{suffix}");
            let epin = Epin::parse(&token).unwrap_or_else(|e| panic!("{token}: {e}"));
            assert_eq!(epin.letter(), letter, "{token}");
            assert_eq!(epin.side(), side, "{token}");
            assert_eq!(epin.state(), state, "{token}");
            assert_eq!(epin.is_terminal(), terminal, "{token}");
            assert_eq!(epin.is_derived(), derived, "{token}");
            assert_eq!(epin.is_native(), !derived, "{token}");
            assert_eq!(epin.pin().encode().as_str(), pin_token);
            assert_eq!(epin.encode().as_str(), token);
            assert_eq!(epin.to_string(), token);
            assert_eq!(
                Epin::new(Pin::new(letter, side, state, terminal), derived),
                epin
            );
            assert_eq!(Epin::from_code(epin.code()), Some(epin));
            all.push(epin);
            count += 1;
        }
    }
    assert_eq!(count, 624);
    all.sort();
    assert_eq!(all, Epin::ALL);
}

#[test]
fn codes_are_exactly_the_values_code_returns() {
    let pin_codes: HashSet<u16> = Pin::ALL.iter().map(|p| p.code()).collect();
    let epin_codes: HashSet<u16> = Epin::ALL.iter().map(|e| e.code()).collect();
    assert_eq!(pin_codes.len(), 312);
    assert_eq!(epin_codes.len(), 624);
    for code in 0..=u16::MAX {
        assert_eq!(
            Pin::from_code(code).is_some(),
            pin_codes.contains(&code),
            "{code:#06x}"
        );
        assert_eq!(
            Epin::from_code(code).is_some(),
            epin_codes.contains(&code),
            "{code:#06x}"
        );
    }
    // A PIN token and the native EPIN token have the same code.
    for pin in Pin::ALL {
        assert_eq!(Epin::from_code(pin.code()), Some(Epin::from(pin)));
    }
}

/// Rejected EPIN tokens, each with the error it must give.
const REJECTED: &[Case] = &[
    (
        "",
        Kind::Empty,
        0,
        "invalid EPIN token \"\": expected 1 to 4 bytes, found an empty string",
    ),
    (
        "KK",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid EPIN token \"KK\": expected '^', '\\'' or end of token after the letter 'K', found 'K' at byte 1",
    ),
    (
        "K+",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid EPIN token \"K+\": expected '^', '\\'' or end of token after the letter 'K', found '+' at byte 1",
    ),
    (
        "++K",
        Kind::ExpectedLetter,
        1,
        "invalid EPIN token \"++K\": expected a letter after the state modifier '+', found '+' at byte 1",
    ),
    (
        "+",
        Kind::ExpectedLetter,
        1,
        "invalid EPIN token \"+\": expected a letter after the state modifier '+', found end of token at byte 1",
    ),
    (
        "+1",
        Kind::ExpectedLetter,
        1,
        "invalid EPIN token \"+1\": expected a letter after the state modifier '+', found '1' at byte 1",
    ),
    (
        "1",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid EPIN token \"1\": expected a letter or a state modifier ('+' or '-'), found '1' at byte 0",
    ),
    (
        "'K",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid EPIN token \"'K\": expected a letter or a state modifier ('+' or '-'), found '\\'' at byte 0",
    ),
    (
        "K^^",
        Kind::UnexpectedAfterTerminal,
        2,
        "invalid EPIN token \"K^^\": expected '\\'' or end of token after the terminal marker '^', found '^' at byte 2",
    ),
    (
        "KKKK",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid EPIN token \"KKKK\": expected '^', '\\'' or end of token after the letter 'K', found 'K' at byte 1",
    ),
    (
        "K'^",
        Kind::UnexpectedAfterDerivation,
        2,
        "invalid EPIN token \"K'^\": expected end of token after the derivation marker '\\'', found '^' at byte 2",
    ),
    (
        "K''",
        Kind::UnexpectedAfterDerivation,
        2,
        "invalid EPIN token \"K''\": expected end of token after the derivation marker '\\'', found '\\'' at byte 2",
    ),
    (
        "K^'^",
        Kind::UnexpectedAfterDerivation,
        3,
        "invalid EPIN token \"K^'^\": expected end of token after the derivation marker '\\'', found '^' at byte 3",
    ),
    (
        " K",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid EPIN token \" K\": expected a letter or a state modifier ('+' or '-'), found a space at byte 0",
    ),
    (
        "K\n",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid EPIN token \"K\\n\": expected '^', '\\'' or end of token after the letter 'K', found a line feed at byte 1",
    ),
    (
        "é",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid EPIN token \"é\": expected a letter or a state modifier ('+' or '-'), found 'é' at byte 0",
    ),
    (
        "K\t",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid EPIN token \"K\\t\": expected '^', '\\'' or end of token after the letter 'K', found a tab at byte 1",
    ),
    (
        "K\r",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid EPIN token \"K\\r\": expected '^', '\\'' or end of token after the letter 'K', found a carriage return at byte 1",
    ),
    (
        "♔",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid EPIN token \"♔\": expected a letter or a state modifier ('+' or '-'), found '♔' at byte 0",
    ),
    (
        "ｗ",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid EPIN token \"ｗ\": expected a letter or a state modifier ('+' or '-'), found 'ｗ' at byte 0",
    ),
    (
        "+é",
        Kind::ExpectedLetter,
        1,
        "invalid EPIN token \"+é\": expected a letter after the state modifier '+', found 'é' at byte 1",
    ),
    (
        "K^é",
        Kind::UnexpectedAfterTerminal,
        2,
        "invalid EPIN token \"K^é\": expected '\\'' or end of token after the terminal marker '^', found 'é' at byte 2",
    ),
    (
        "+K^x",
        Kind::UnexpectedAfterTerminal,
        3,
        "invalid EPIN token \"+K^x\": expected '\\'' or end of token after the terminal marker '^', found 'x' at byte 3",
    ),
    (
        "KNIGHT",
        Kind::TooLong,
        4,
        "invalid EPIN token: expected 1 to 4 bytes, found 6 bytes",
    ),
    (
        "-p'x",
        Kind::UnexpectedAfterDerivation,
        3,
        "invalid EPIN token \"-p'x\": expected end of token after the derivation marker '\\'', found 'x' at byte 3",
    ),
    (
        "+K'^",
        Kind::UnexpectedAfterDerivation,
        3,
        "invalid EPIN token \"+K'^\": expected end of token after the derivation marker '\\'', found '^' at byte 3",
    ),
];

#[test]
fn epin_rejections() {
    check_rejections(REJECTED, Epin::parse);
}

#[test]
fn prefix_rejections_quote_the_input_up_to_the_mistake() {
    let error = Epin::parse_prefix_str("+1rnbqk").unwrap_err();
    assert_eq!((error.kind(), error.index()), (Kind::ExpectedLetter, 1));
    assert_eq!(
        error.to_string(),
        "invalid EPIN token \"+1\": expected a letter after the state modifier '+', found '1' at byte 1"
    );
    let error = Epin::parse_prefix_str("/8/8").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid EPIN token \"/\": expected a letter or a state modifier ('+' or '-'), found '/' at byte 0"
    );
    let error = Epin::parse_prefix_str("").unwrap_err();
    assert_eq!(error.kind(), Kind::Empty);
    for input in ["+1rnbqk", "/8/8", "", "K'^", "-p é"] {
        assert_eq!(
            Epin::parse_prefix_bytes(input.as_bytes()),
            Epin::parse_prefix_str(input).map(|(piece, rest)| (piece, input.len() - rest.len())),
            "{input:?}"
        );
    }
}

#[test]
fn the_prefix_reader_of_text_gives_the_rest_after_the_token() {
    let mut rest = "+K^'rnb-p'é";
    let mut read = Vec::new();
    while let Ok((piece, after)) = Epin::parse_prefix_str(rest) {
        read.push(piece.to_string());
        rest = after;
    }
    assert_eq!(read, ["+K^'", "r", "n", "b", "-p'"]);
    assert_eq!(rest, "é");
}

#[test]
#[allow(deprecated)]
fn the_old_prefix_reader_is_the_byte_one() {
    for input in [&b"+K^'rnb"[..], b"K'^", b"+1", b"", b"\xff"] {
        assert_eq!(Epin::parse_prefix(input), Epin::parse_prefix_bytes(input));
    }
}

/// Tokens shown in the early PIN, PNN and early EPIN documents.
const OLD_TOKENS: &[&str] = &[
    // early PIN
    "K", "k", "+K", "-K", "P", "p", // PNN: `'` was an "intermediate state"
    "K'", "+R'", "-p'", "p'", // early EPIN, chess against ōgi
    "P'", "k'", "s", "S'",
];

#[test]
fn old_tokens_parse_as_epin() {
    for token in OLD_TOKENS {
        let epin = Epin::parse(token).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(epin.to_string(), *token);
        assert!(!epin.is_terminal(), "no old draft had '^'");
        assert_eq!(epin.is_derived(), token.ends_with('\''));
    }
}
