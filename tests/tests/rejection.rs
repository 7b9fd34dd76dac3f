//! Rejected inputs, each with the exact error it must give: kind, byte index
//! and message.

use pin_runtime::ParseErrorKind as Kind;
use pin_runtime::{Epin, ParseError, ParseErrorKind, Pin};

type Case = (&'static str, ParseErrorKind, usize, &'static str);

const PIN: &[Case] = &[
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
        "invalid PIN token \" K\": expected a letter or a state modifier ('+' or '-'), found whitespace ' ' at byte 0",
    ),
    (
        "K ",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K \": expected '^' or end of token after the letter 'K', found whitespace ' ' at byte 1",
    ),
    (
        "K\n",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid PIN token \"K\\n\": expected '^' or end of token after the letter 'K', found whitespace '\\n' at byte 1",
    ),
    (
        "é",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid PIN token \"\\xc3\\xa9\": expected a letter or a state modifier ('+' or '-'), found non-ASCII byte 0xc3 at byte 0",
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

const EPIN: &[Case] = &[
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
        "invalid EPIN token \" K\": expected a letter or a state modifier ('+' or '-'), found whitespace ' ' at byte 0",
    ),
    (
        "K\n",
        Kind::UnexpectedAfterLetter,
        1,
        "invalid EPIN token \"K\\n\": expected '^', '\\'' or end of token after the letter 'K', found whitespace '\\n' at byte 1",
    ),
    (
        "é",
        Kind::ExpectedLetterOrModifier,
        0,
        "invalid EPIN token \"\\xc3\\xa9\": expected a letter or a state modifier ('+' or '-'), found non-ASCII byte 0xc3 at byte 0",
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

/// Checks every case of `table` against `parse`: the kind, the index and
/// the whole message.
fn check<T: std::fmt::Debug>(table: &[Case], parse: fn(&str) -> Result<T, ParseError>) {
    for &(input, kind, index, message) in table {
        let error = parse(input).expect_err(input);
        assert_eq!(error.kind(), kind, "{input:?}");
        assert_eq!(error.index(), index, "{input:?}");
        assert_eq!(error.to_string(), message, "{input:?}");
    }
}

#[test]
fn pin_rejections() {
    check(PIN, Pin::parse);
}

#[test]
fn epin_rejections() {
    check(EPIN, Epin::parse);
}

#[test]
fn prefix_rejections_quote_the_input_up_to_the_mistake() {
    let error = Epin::parse_prefix(b"+1rnbqk").unwrap_err();
    assert_eq!((error.kind(), error.index()), (Kind::ExpectedLetter, 1));
    assert_eq!(
        error.to_string(),
        "invalid EPIN token \"+1\": expected a letter after the state modifier '+', found '1' at byte 1"
    );
    let error = Epin::parse_prefix(b"/8/8").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid EPIN token \"/\": expected a letter or a state modifier ('+' or '-'), found '/' at byte 0"
    );
    let error = Epin::parse_prefix(b"").unwrap_err();
    assert_eq!(error.kind(), Kind::Empty);
}

#[test]
fn messages_pad_and_debug_names_the_kind() {
    let error = Pin::parse("").unwrap_err();
    let message = error.to_string();
    assert_eq!(format!("{error:>80}"), format!("{message:>80}"));
    assert_eq!(
        format!("{error:?}"),
        format!("ParseError {{ kind: Empty, index: 0, message: {message:?} }}")
    );
}

#[test]
fn found_is_the_offending_byte() {
    assert_eq!(Pin::parse("K+").unwrap_err().found(), Some(b'+'));
    assert_eq!(Pin::parse("+").unwrap_err().found(), None);
    assert_eq!(Pin::parse("KNIGHT").unwrap_err().found(), None);
    assert_eq!(Epin::parse("K'^").unwrap_err().found(), Some(b'^'));
}

#[test]
fn errors_are_std_errors_without_a_source() {
    let error: &dyn std::error::Error = &Pin::parse("K+").unwrap_err();
    assert!(error.source().is_none());
}
