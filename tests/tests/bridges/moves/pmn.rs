//! `Pmn`: the grammar exhaustively over strings of operators, squares and
//! pieces against a regular expression built from it, every entry point
//! agreeing, writing back byte for byte, and a table of rejections with
//! the exact message each gives.

use std::collections::HashSet;
use std::str::FromStr;

use pin_runtime::{Cell, CellErrorKind, Epin, ParseErrorKind, Pmn, PmnErrorKind, PmnForm};
use regex_lite::{Captures, Regex};

use crate::strings;

/// The grammar of PMN as NOTATION writes it, CELL and EPIN spelled out.
fn grammar() -> Regex {
    let letters = |a: char, i: char, v: char, z: char| {
        format!(
            "(?:[{a}-{z}]|[{a}-{h}][{a}-{z}]|{i}[{a}-{v}])",
            h = char::from(i as u8 - 1)
        )
    };
    let file = letters('a', 'i', 'v', 'z');
    let layer = letters('A', 'I', 'V', 'Z');
    let rank = "(?:[1-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])";
    let cell = format!("(?:{file}(?:{rank}(?:{layer})?)?)");
    let epin = "(?:[-+]?[A-Za-z]\\^?'?)";
    let actor = format!("(?:={epin})");
    let captured = format!("(?:/{epin})");
    let pattern = format!(
        "^(?:\\.\\.\\.\
         |(?P<mf>{cell})-(?P<mt>{cell}){actor}?\
         |(?P<cf>{cell})\\+(?P<ct>{cell}){actor}?{captured}?\
         |(?P<sf>{cell})~(?P<st>{cell}){actor}?{captured}?\
         |\\+{cell}{captured}?\
         |{epin}?\\*{cell}{actor}?\
         |{epin}?\\.{cell}{actor}?{captured}?\
         |{cell}={epin})$"
    );
    Regex::new(&pattern).unwrap()
}

/// Whether the grammar reads `input`: the regular expression, and two
/// different squares for `-`, `+` and `~`.
fn is_pmn(input: &[u8], regex: &Regex) -> bool {
    let Some(captures) = std::str::from_utf8(input)
        .ok()
        .and_then(|text| regex.captures(text))
    else {
        return false;
    };
    let same = |captures: &Captures<'_>, from: &str, to: &str| matches!((captures.name(from), captures.name(to)), (Some(a), Some(b)) if a.as_str() == b.as_str());
    !(same(&captures, "mf", "mt") || same(&captures, "cf", "ct") || same(&captures, "sf", "st"))
}

/// Reads `input` by every entry point, checks them against each other and
/// the grammar, and a move against its text.
fn check(input: &[u8], regex: &Regex) -> Option<PmnForm> {
    let result = Pmn::parse_bytes(input);
    assert_eq!(
        result.is_ok(),
        is_pmn(input, regex),
        "{:?}",
        String::from_utf8_lossy(input)
    );
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(Pmn::parse(text), result, "{text:?}");
        assert_eq!(Pmn::from_str(text), result, "{text:?}");
        assert_eq!(Pmn::try_from(text), result, "{text:?}");
    }
    match result {
        Ok(pmn) => {
            assert_eq!(pmn.to_string().as_bytes(), input);
            // The accessors give the parts back.
            let rebuilt = rebuild(pmn);
            assert_eq!(rebuilt, pmn, "{pmn}");
        }
        Err(error) => {
            assert!(error.index() <= input.len().min(Pmn::MAX_LEN), "{error:?}");
            assert!(error.to_string().starts_with("invalid PMN move"), "{error}");
        }
    }
    result.ok().map(Pmn::form)
}

/// The move built again from its accessors, by the constructors.
fn rebuild(pmn: Pmn) -> Pmn {
    let to = pmn.to();
    let built = match pmn.form() {
        PmnForm::Pass => Pmn::PASS,
        PmnForm::Move | PmnForm::Capture | PmnForm::Special => {
            Pmn::new(pmn.form(), pmn.from().unwrap(), to.unwrap()).unwrap()
        }
        PmnForm::Static => Pmn::new_static(to.unwrap()),
        PmnForm::Drop => Pmn::new_drop(pmn.piece(), to.unwrap(), false),
        PmnForm::DropCapture => Pmn::new_drop(pmn.piece(), to.unwrap(), true),
        PmnForm::Mutate => return Pmn::new_mutate(to.unwrap(), pmn.actor().unwrap()),
    };
    let built = match pmn.form() {
        PmnForm::Pass | PmnForm::Static => built,
        _ => built.with_actor(pmn.actor()).unwrap(),
    };
    if let Some(built) = built.with_captured(pmn.captured()) {
        built
    } else {
        assert_eq!(pmn.captured(), None);
        built
    }
}

/// The pieces of the strings: every operator and suffix mark, squares of
/// one, two and three dimensions, pieces with and without modifiers.
const TOKENS: [&str; 16] = [
    "-", "+", "~", "*", ".", "=", "/", "...", "e2", "e4", "e", "a1A", "P", "+p", "K^'", "E",
];

/// Every sequence of up to `tokens` tokens, and every string of up to
/// `bytes` bytes over the bytes that change a verdict.
/// Returns the forms of the strings that were moves.
fn grammar_up_to(tokens: usize, bytes: usize) -> HashSet<PmnForm> {
    let regex = grammar();
    let mut sequences = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..tokens {
        last = last
            .iter()
            .flat_map(|s| TOKENS.iter().map(move |t| format!("{s}{t}")))
            .collect();
        sequences.extend(last.iter().cloned());
    }
    let mut forms = HashSet::new();
    for text in &sequences {
        forms.extend(check(text.as_bytes(), &regex));
    }
    for text in strings(b"e2-+~*./=P^' ", bytes) {
        forms.extend(check(text.as_bytes(), &regex));
    }
    forms
}

#[test]
fn grammar_over_operators_squares_and_pieces() {
    // Each form is among the strings read.
    assert_eq!(grammar_up_to(4, 4).len(), 8);
}

#[test]
#[ignore = "about 8 seconds; the default run stops a token and a byte shorter"]
fn grammar_over_operators_squares_and_pieces_at_full_length() {
    assert_eq!(grammar_up_to(5, 5).len(), 8);
}

#[test]
fn longest_moves_and_the_length_bound() {
    let regex = grammar();
    for text in [
        "iv256IV~iv256IU=+K^'/+K^'",
        "+K^'.iv256IV=-k^'/+K^'",
        "iv256IV=+K^'",
        "+iv256IV/-k^'",
        "iv256IV-iv256IU=+K^'",
    ] {
        assert!(check(text.as_bytes(), &regex).is_some(), "{text}");
    }
    let long = "iv256IV~iv256IU=+K^'/+K^'x";
    let error = Pmn::parse(long).unwrap_err();
    assert_eq!((error.kind(), error.index()), (PmnErrorKind::TooLong, 25));
    assert_eq!(
        error.to_string(),
        "invalid PMN move \"iv256IV~iv256IU=+K^'/+K^'…\": expected 1 to 25 bytes, found 26 bytes"
    );
}

#[test]
fn the_fast_path_agrees_with_the_reader() {
    // Every five-byte move between one-digit squares, and with a one-letter
    // actor, read by the fast path, equals the same move built part by
    // part.
    for op in [PmnForm::Move, PmnForm::Capture, PmnForm::Special] {
        for (from, to) in [("a1", "z9"), ("e2", "e4"), ("h9", "a1")] {
            let (from, to) = (Cell::parse(from).unwrap(), Cell::parse(to).unwrap());
            let pmn = Pmn::new(op, from, to).unwrap();
            assert_eq!(Pmn::parse(&pmn.to_string()), Ok(pmn));
            for letter in ["Q", "n", "Z"] {
                let with = pmn.with_actor(Some(Epin::parse(letter).unwrap())).unwrap();
                assert_eq!(Pmn::parse(&with.to_string()), Ok(with));
            }
        }
    }
}

#[test]
fn moves_are_patterns_and_values() {
    const CASTLE: Pmn = match Pmn::parse("e1~g1") {
        Ok(pmn) => pmn,
        Err(_) => panic!(),
    };
    assert!(matches!(Pmn::parse("e1~g1").unwrap(), CASTLE));
    assert!(!matches!(Pmn::parse("e1~c1").unwrap(), CASTLE));
    assert_eq!(format!("{CASTLE:?}"), "Pmn(\"e1~g1\")");
    assert_eq!(format!("[{CASTLE:>7}]"), "[  e1~g1]");
    assert_eq!(size_of::<Pmn>(), 15);
}

/// Strings that are not moves, with the kind, index and message (after
/// the quoted input) each must give.
const REJECTIONS: &[(&str, PmnErrorKind, usize, &str)] = &[
    (
        "",
        PmnErrorKind::Empty,
        0,
        "expected 1 to 25 bytes, found an empty string",
    ),
    (
        "e2 e4",
        PmnErrorKind::InvalidByte,
        2,
        "expected a visible ASCII character ('!' to '~'), found a space at byte 2",
    ),
    (
        "e2-é4",
        PmnErrorKind::InvalidByte,
        3,
        "expected a visible ASCII character ('!' to '~'), found 'é' at byte 3",
    ),
    (
        "e2e4",
        PmnErrorKind::ExpectedOperator,
        2,
        "expected an operator ('-', '+', '~' or '=') after the square e2, found 'e' at byte 2",
    ),
    (
        "e2",
        PmnErrorKind::ExpectedOperator,
        2,
        "expected an operator ('-', '+', '~' or '=') after the square e2, found end of move at byte 2",
    ),
    (
        "e0-e4",
        PmnErrorKind::Cell(CellErrorKind::RankZero),
        1,
        "expected a rank from 1, found '0' at byte 1",
    ),
    (
        "e2-e04",
        PmnErrorKind::Cell(CellErrorKind::LeadingZero),
        4,
        "expected a rank without leading zeros, found '0' at byte 4",
    ),
    (
        "E4-e5",
        PmnErrorKind::Cell(CellErrorKind::ExpectedFile),
        0,
        "expected a square: a file letter (a-z), found 'E' at byte 0",
    ),
    (
        "iw1-a1",
        PmnErrorKind::Cell(CellErrorKind::FileTooLarge),
        0,
        "expected a file from a to iv, found \"iw\" at byte 0",
    ),
    (
        "a300-a1",
        PmnErrorKind::Cell(CellErrorKind::RankTooLarge),
        1,
        "expected a rank from 1 to 256, found \"300\" at byte 1",
    ),
    (
        "a1IW-a1",
        PmnErrorKind::Cell(CellErrorKind::LayerTooLarge),
        2,
        "expected a layer from A to IV, found \"IW\" at byte 2",
    ),
    (
        "a1ABC-a1",
        PmnErrorKind::Cell(CellErrorKind::ExpectedEnd),
        4,
        "expected the end of the square after its layer, found 'C' at byte 4",
    ),
    (
        "eA-e4",
        PmnErrorKind::Cell(CellErrorKind::ExpectedRankOrEnd),
        1,
        "expected a rank (1-256) after the file, found 'A' at byte 1",
    ),
    (
        "a1234567-a1",
        PmnErrorKind::Cell(CellErrorKind::RankTooLarge),
        1,
        "expected a rank from 1 to 256, found \"123\" at byte 1",
    ),
    (
        "iv256IVV-a1",
        PmnErrorKind::Cell(CellErrorKind::ExpectedEnd),
        7,
        "expected the end of the square after its layer, found 'V' at byte 7",
    ),
    (
        "e2-",
        PmnErrorKind::Cell(CellErrorKind::ExpectedFile),
        3,
        "expected a square: a file letter (a-z), found end of move at byte 3",
    ),
    (
        "K+*e4",
        PmnErrorKind::ExpectedDropOperator,
        1,
        "expected '*' or '.' after the piece K, found '+' at byte 1",
    ),
    (
        "PP*e4",
        PmnErrorKind::ExpectedDropOperator,
        1,
        "expected '*' or '.' after the piece P, found 'P' at byte 1",
    ),
    (
        "+*e5",
        PmnErrorKind::Piece(ParseErrorKind::ExpectedLetter),
        1,
        "expected a letter after the state modifier '+', found '*' at byte 1",
    ),
    (
        "1*e5",
        PmnErrorKind::Piece(ParseErrorKind::ExpectedLetterOrModifier),
        0,
        "expected a piece: a letter or a state modifier ('+' or '-'), found '1' at byte 0",
    ),
    (
        "e7-e8=",
        PmnErrorKind::Piece(ParseErrorKind::Empty),
        6,
        "expected a piece: a letter or a state modifier ('+' or '-'), found end of move at byte 6",
    ),
    (
        "e2-e2",
        PmnErrorKind::SameSquare,
        3,
        "expected a destination other than the origin e2, found e2 at byte 3",
    ),
    (
        "a1A~a1A=Q",
        PmnErrorKind::SameSquare,
        4,
        "expected a destination other than the origin a1A, found a1A at byte 4",
    ),
    (
        "e2-e4/p",
        PmnErrorKind::UnexpectedCaptured,
        5,
        "expected no '/' on a move to an empty square ('-'), found '/' at byte 5",
    ),
    (
        "P*e5/p",
        PmnErrorKind::UnexpectedCaptured,
        4,
        "expected no '/' on a drop to an empty square ('*'), found '/' at byte 4",
    ),
    (
        "e4=+P/p",
        PmnErrorKind::UnexpectedCaptured,
        5,
        "expected no '/' on a change in place ('='), found '/' at byte 5",
    ),
    (
        "+e4=Q",
        PmnErrorKind::UnexpectedActor,
        3,
        "expected no '=' on a static capture, where nothing moves, found '=' at byte 3",
    ),
    (
        "d1+f3/p=Q",
        PmnErrorKind::ActorAfterCaptured,
        7,
        "expected end of move ('=' comes before '/'), found '=' at byte 7",
    ),
    (
        "e7-e8=Q=R",
        PmnErrorKind::RepeatedSuffix,
        7,
        "expected end of move (each suffix at most once), found '=' at byte 7",
    ),
    (
        "d1+f3/p/p",
        PmnErrorKind::RepeatedSuffix,
        7,
        "expected end of move (each suffix at most once), found '/' at byte 7",
    ),
    (
        "e4=+P=Q",
        PmnErrorKind::RepeatedSuffix,
        5,
        "expected end of move (each suffix at most once), found '=' at byte 5",
    ),
    (
        "e2-e4x",
        PmnErrorKind::ExpectedEnd,
        5,
        "expected '=' or end of move, found 'x' at byte 5",
    ),
    (
        "d1+f3-",
        PmnErrorKind::ExpectedEnd,
        5,
        "expected '=', '/' or end of move, found '-' at byte 5",
    ),
    (
        "d1+f3=Q-",
        PmnErrorKind::ExpectedEnd,
        7,
        "expected '/' or end of move, found '-' at byte 7",
    ),
    (
        "+e4/p^^",
        PmnErrorKind::ExpectedEnd,
        6,
        "expected end of move, found '^' at byte 6",
    ),
    (
        "P*e4*",
        PmnErrorKind::ExpectedEnd,
        4,
        "expected '=' or end of move, found '*' at byte 4",
    ),
    (
        "....",
        PmnErrorKind::Cell(CellErrorKind::ExpectedFile),
        1,
        "expected a square: a file letter (a-z), found '.' at byte 1",
    ),
];

#[test]
fn rejections() {
    for &(input, kind, index, message) in REJECTIONS {
        let error = Pmn::parse(input).unwrap_err();
        assert_eq!((error.kind(), error.index()), (kind, index), "{input:?}");
        let quoted = format!("{input:?}").replace("\\u{e9}", "é");
        assert_eq!(
            error.to_string(),
            format!("invalid PMN move {quoted}: {message}"),
            "{input:?}"
        );
    }
    assert_eq!(
        format!("{:?}", Pmn::parse("e2e4").unwrap_err()),
        "PmnError { kind: ExpectedOperator, index: 2, .. }"
    );
}

#[test]
fn left_to_the_position() {
    // Squares of another dimension, suffixes that may change nothing, a
    // drop without its piece, and `~` all parse.
    for text in ["e4-e", "e7-e8=P", "d1+f3/p", "*e5", "a1~b2=Q/q", "e4=P"] {
        assert_eq!(Pmn::parse(text).unwrap().to_string(), text);
    }
}
