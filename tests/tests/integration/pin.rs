//! `Pin`: every token read, decoded and written back; the transformations
//! against `Epin`'s; the conversion from a native `Epin`; the rejected
//! tokens with their exact errors; and the tokens of the earlier drafts.

use pin_runtime::{Epin, Letter, ParseErrorKind as Kind, Pin, Side, State, TryFromEpinError};

use crate::parse_error::{Case, check_rejections};

/// Every PIN token with the attributes it must decode to, built from the
/// grammar's parts rather than from the crate.
pub(crate) fn tokens() -> Vec<(String, Letter, Side, State, bool)> {
    let mut tokens = Vec::new();
    for (prefix, state) in [
        ("", State::Normal),
        ("+", State::Enhanced),
        ("-", State::Diminished),
    ] {
        for upper in b'A'..=b'Z' {
            let letter = Letter::from_ascii(upper).expect("a letter");
            for (c, side) in [
                (upper, Side::First),
                (upper.to_ascii_lowercase(), Side::Second),
            ] {
                for (suffix, terminal) in [("", false), ("^", true)] {
                    let token = format!("{prefix}{}{suffix}", char::from(c));
                    tokens.push((token, letter, side, state, terminal));
                }
            }
        }
    }
    tokens
}

#[test]
fn every_pin_token_parses_decodes_and_re_encodes() {
    let tokens = tokens();
    assert_eq!(tokens.len(), 312);
    for (token, letter, side, state, terminal) in &tokens {
        let pin = Pin::parse(token).unwrap_or_else(|e| panic!("{token}: {e}"));
        assert_eq!(pin.letter(), *letter, "{token}");
        assert_eq!(pin.side(), *side, "{token}");
        assert_eq!(pin.state(), *state, "{token}");
        assert_eq!(pin.is_terminal(), *terminal, "{token}");
        assert_eq!(pin.encode().as_str(), token);
        assert_eq!(pin.to_string(), *token);
        assert_eq!(Pin::new(*letter, *side, *state, *terminal), pin);
        assert_eq!(Pin::from_code(pin.code()), Some(pin));
    }
    let mut all: Vec<Pin> = tokens.iter().map(|t| Pin::parse(&t.0).unwrap()).collect();
    all.sort();
    assert_eq!(all, Pin::ALL);
}

#[test]
fn pin_transformations_agree_with_epin_ones() {
    for pin in Pin::ALL {
        let epin = Epin::from(pin);
        assert_eq!(Epin::from(pin.enhanced()), epin.enhanced());
        assert_eq!(Epin::from(pin.diminished()), epin.diminished());
        assert_eq!(Epin::from(pin.normalized()), epin.normalized());
        assert_eq!(Epin::from(pin.flipped()), epin.flipped());
        assert_eq!(Epin::from(pin.marked_terminal()), epin.marked_terminal());
        assert_eq!(
            Epin::from(pin.unmarked_terminal()),
            epin.unmarked_terminal()
        );
        assert_eq!(epin.derived().pin(), pin);
        for state in State::ALL {
            assert_eq!(pin.with_state(state).state(), state);
        }
        for terminal in [false, true] {
            assert_eq!(pin.with_terminal(terminal).is_terminal(), terminal);
        }
    }
}

#[test]
fn a_pin_is_a_native_epin() {
    for epin in Epin::ALL {
        let converted = Pin::try_from(epin);
        assert_eq!(converted.ok(), Pin::from_epin(epin));
        if epin.is_native() {
            assert_eq!(converted.map(Epin::from), Ok(epin));
        } else {
            let error: TryFromEpinError = converted.unwrap_err();
            assert_eq!(error.epin(), epin);
            assert_eq!(
                error.to_string(),
                format!(
                    "expected a native EPIN token, without the derivation marker '\\'', found \"{epin}\""
                )
            );
        }
    }
    assert_eq!(
        Epin::ALL
            .iter()
            .filter(|e| Pin::from_epin(**e).is_some())
            .count(),
        Pin::COUNT
    );
}

/// Rejected PIN tokens, each with the error it must give.
const REJECTED: &[Case] = &[
    (
        "",
        Kind::Empty,
        0,
        "invalid PIN token \"\": expected 1 to 3 bytes, found an empty string",
    ),
    (
        "KK",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"KK\": expected '^' or end of token after the letter 'K', found 'K' at byte 1",
    ),
    (
        "K+",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K+\": expected '^' or end of token after the letter 'K', found '+' at byte 1",
    ),
    (
        "++K",
        Kind::ExpectedLetter,
        1,
        "invalid PIN token \"++K\": expected a letter after the state modifier '+', found '+' at byte 1",
    ),
    (
        "+",
        Kind::ExpectedLetter,
        1,
        "invalid PIN token \"+\": expected a letter after the state modifier '+', found end of token at byte 1",
    ),
    (
        "-",
        Kind::ExpectedLetter,
        1,
        "invalid PIN token \"-\": expected a letter after the state modifier '-', found end of token at byte 1",
    ),
    (
        "+1",
        Kind::ExpectedLetter,
        1,
        "invalid PIN token \"+1\": expected a letter after the state modifier '+', found '1' at byte 1",
    ),
    (
        "1",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid PIN token \"1\": expected a letter or a state modifier ('+' or '-'), found '1' at byte 0",
    ),
    (
        "^K",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid PIN token \"^K\": expected a letter or a state modifier ('+' or '-'), found '^' at byte 0",
    ),
    (
        "'K",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid PIN token \"'K\": expected a letter or a state modifier ('+' or '-'), found '\\'' at byte 0",
    ),
    (
        "K'",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K'\": expected '^' or end of token after the letter 'K', found '\\'' at byte 1",
    ),
    (
        "K^'",
        Kind::UnexpectedAfterTerminal,
        2,
        "invalid PIN token \"K^'\": expected end of token after the terminal marker '^', found '\\'' at byte 2",
    ),
    (
        "K^^",
        Kind::UnexpectedAfterTerminal,
        2,
        "invalid PIN token \"K^^\": expected end of token after the terminal marker '^', found '^' at byte 2",
    ),
    (
        "KKKK",
        Kind::TooLong,
        3,
        "invalid PIN token \"KKKK\": expected 1 to 3 bytes, found 4 bytes",
    ),
    (
        "K'^",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K'^\": expected '^' or end of token after the letter 'K', found '\\'' at byte 1",
    ),
    (
        "K''",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K''\": expected '^' or end of token after the letter 'K', found '\\'' at byte 1",
    ),
    (
        "+K^'",
        Kind::TooLong,
        3,
        "invalid PIN token \"+K^'\": expected 1 to 3 bytes, found 4 bytes",
    ),
    (
        " K",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid PIN token \" K\": expected a letter or a state modifier ('+' or '-'), found a space at byte 0",
    ),
    (
        "K ",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K \": expected '^' or end of token after the letter 'K', found a space at byte 1",
    ),
    (
        "K\n",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K\\n\": expected '^' or end of token after the letter 'K', found a line feed at byte 1",
    ),
    (
        "é",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid PIN token \"é\": expected a letter or a state modifier ('+' or '-'), found 'é' at byte 0",
    ),
    (
        "K♔",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K♔\": expected '^' or end of token after the letter 'K', found '♔' at byte 1",
    ),
    (
        "K\u{a0}",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K\\u{a0}\": expected '^' or end of token after the letter 'K', found a no-break space at byte 1",
    ),
    (
        "K♔♔",
        Kind::TooLong,
        3,
        "invalid PIN token: expected 1 to 3 bytes, found 7 bytes",
    ),
    (
        "KN♔",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"KN♔\": expected '^' or end of token after the letter 'K', found 'N' at byte 1",
    ),
    (
        "KNI♔",
        Kind::TooLong,
        3,
        "invalid PIN token: expected 1 to 3 bytes, found 6 bytes",
    ),
    (
        "\0",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid PIN token \"\\0\": expected a letter or a state modifier ('+' or '-'), found control character '\\0' at byte 0",
    ),
    (
        "K\"",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K\\\"\": expected '^' or end of token after the letter 'K', found '\"' at byte 1",
    ),
    (
        "+K^x",
        Kind::TooLong,
        3,
        "invalid PIN token \"+K^x\": expected 1 to 3 bytes, found 4 bytes",
    ),
    (
        "KNIGHT",
        Kind::TooLong,
        3,
        "invalid PIN token: expected 1 to 3 bytes, found 6 bytes",
    ),
    (
        "-p'x",
        Kind::TooLong,
        3,
        "invalid PIN token \"-p'x\": expected 1 to 3 bytes, found 4 bytes",
    ),
    (
        "K\\",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K\\\\\": expected '^' or end of token after the letter 'K', found '\\\\' at byte 1",
    ),
];

#[test]
fn pin_rejections() {
    check_rejections(REJECTED, Pin::parse);
}

#[test]
fn old_pin_tokens_are_still_pin_tokens() {
    for token in ["K", "k", "+K", "-K", "+R", "-p"] {
        let pin = Pin::parse(token).unwrap();
        assert_eq!(
            pin.state(),
            match token.as_bytes()[0] {
                b'+' => State::Enhanced,
                b'-' => State::Diminished,
                _ => State::Normal,
            }
        );
    }
}
