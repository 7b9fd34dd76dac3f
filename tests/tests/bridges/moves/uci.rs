//! `chess::Uci`: the UCI move grammar, exhaustively over the bytes that
//! matter against a regular expression, and every message.

use std::collections::HashSet;

use pin_runtime::chess::{Uci, UciError, UciErrorKind};
use pin_runtime::{Cell, Letter};
use regex_lite::Regex;

use crate::full_match;

use crate::strings;

/// The grammar as the protocol writes it (the two squares differ).
const GRAMMAR: &str = "^(?:[a-h][1-8][a-h][1-8][qrbn]?|[PNBRQ]@[a-h][1-8]|0000)$";

/// Every prefix of every move, to find where an input stops being one.
fn viable_prefixes() -> HashSet<Vec<u8>> {
    let mut all = HashSet::new();
    let squares: Vec<[u8; 2]> = (b'a'..=b'h')
        .flat_map(|f| (b'1'..=b'8').map(move |r| [f, r]))
        .collect();
    let mut moves: Vec<Vec<u8>> = vec![b"0000".to_vec()];
    for from in &squares {
        for to in squares.iter().filter(|to| *to != from) {
            moves.push([from.as_slice(), to.as_slice()].concat());
            for p in *b"qrbn" {
                moves.push([from.as_slice(), to.as_slice(), &[p]].concat());
            }
        }
    }
    for piece in *b"PNBRQ" {
        for to in &squares {
            moves.push([&[piece, b'@'], to.as_slice()].concat());
        }
    }
    for m in moves {
        for end in 0..=m.len() {
            all.insert(m[..end].to_vec());
        }
    }
    all
}

/// The mistake the grammar implies for an input it rejects: the kind, and
/// the index where the input stops being the start of a move.
fn expected_mistake(input: &[u8], viable: &HashSet<Vec<u8>>) -> (UciErrorKind, usize) {
    if input.is_empty() {
        return (UciErrorKind::Empty, 0);
    }
    if input.len() > 5 {
        return (UciErrorKind::TooLong, 5);
    }
    let square = |s: &[u8]| matches!(s, [b'a'..=b'h', b'1'..=b'8']);
    if input.len() >= 4 && square(&input[..2]) && square(&input[2..4]) && input[..2] == input[2..4]
    {
        return (UciErrorKind::SameSquare, 2);
    }
    let index = (0..=input.len())
        .rev()
        .find(|&end| viable.contains(&input[..end]))
        .unwrap();
    let kind = if input[0] == b'0' {
        if index < 4 {
            UciErrorKind::ExpectedNull
        } else {
            UciErrorKind::ExpectedEnd
        }
    } else if b"PNBRQ".contains(&input[0]) {
        match index {
            1 => UciErrorKind::ExpectedAt,
            2 => UciErrorKind::ExpectedFile,
            3 => UciErrorKind::ExpectedRank,
            _ => UciErrorKind::ExpectedEnd,
        }
    } else if input[0].is_ascii_uppercase() && input.get(1) == Some(&b'@') {
        UciErrorKind::ExpectedDropPiece
    } else {
        match index {
            0 | 2 => UciErrorKind::ExpectedFile,
            1 | 3 => UciErrorKind::ExpectedRank,
            _ => UciErrorKind::ExpectedPromotion,
        }
    };
    (kind, index)
}

/// Whether the grammar reads `input`: the regular expression, and two
/// different squares.
fn is_move(input: &[u8], regex: &Regex) -> bool {
    full_match(regex, input) && (input[0] == b'0' || input[1] == b'@' || input[..2] != input[2..4])
}

fn check(input: &[u8], regex: &Regex, viable: &HashSet<Vec<u8>>) {
    let result = Uci::parse_bytes(input);
    assert_eq!(result.is_ok(), is_move(input, regex), "{input:?}");
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(Uci::parse(text), result, "{input:?}");
        assert_eq!(text.parse::<Uci>(), result, "{input:?}");
        assert_eq!(Uci::try_from(text), result, "{input:?}");
    }
    match result {
        Ok(uci) => assert_eq!(uci.to_string().as_bytes(), input),
        Err(error) => {
            let (kind, index) = expected_mistake(input, viable);
            assert_eq!((error.kind(), error.index()), (kind, index), "{input:?}");
            assert!(error.to_string().starts_with("invalid UCI move"));
        }
    }
}

/// Every string over the bytes that matter up to `short` bytes, and over
/// fewer bytes up to `long`.
fn grammar_up_to(short: usize, long: usize) {
    let regex = Regex::new(GRAMMAR).unwrap();
    let viable = viable_prefixes();
    for text in strings(b"0aeh18@PKq-", short) {
        check(text.as_bytes(), &regex, &viable);
    }
    for text in strings(b"e2@Pq0 ", long) {
        check(text.as_bytes(), &regex, &viable);
    }
}

#[test]
fn grammar_over_the_bytes_that_matter() {
    grammar_up_to(4, 5);
}

#[test]
#[ignore = "about 3 seconds; the default run stops a byte shorter"]
fn grammar_over_the_bytes_that_matter_at_full_length() {
    grammar_up_to(5, 6);
}

#[test]
fn every_move_round_trips() {
    let regex = Regex::new(GRAMMAR).unwrap();
    let viable = viable_prefixes();
    let mut accepted = 0;
    for m in &viable {
        if is_move(m, &regex) {
            let uci = Uci::parse_bytes(m).unwrap();
            assert_eq!(uci.to_string().as_bytes(), m.as_slice());
            accepted += 1;
        } else {
            check(m, &regex, &viable);
        }
    }
    // 64 × 63 moves, each with four promotions or none, 5 × 64 drops, 0000.
    assert_eq!(accepted, 64 * 63 * 5 + 5 * 64 + 1);
}

#[test]
fn accessors() {
    let e7 = Cell::parse("e7").unwrap();
    let e8 = Cell::parse("e8").unwrap();
    let promotion = Uci::parse("e7e8q").unwrap();
    assert_eq!(
        (promotion.from(), promotion.to(), promotion.promotion()),
        (Some(e7), Some(e8), Some(Letter::Q))
    );
    assert_eq!(promotion.drop_piece(), None);
    assert!(!promotion.is_drop() && !promotion.is_null());
    assert_eq!(Uci::new(e7, e8, Some(Letter::Q)), Some(promotion));
    assert_eq!(Uci::new(e7, e8, Some(Letter::P)), None);
    let drop = Uci::parse("N@f6").unwrap();
    assert_eq!((drop.from(), drop.drop_piece()), (None, Some(Letter::N)));
    assert_eq!(drop.promotion(), None);
    assert_eq!(
        Uci::new_drop(Letter::N, Cell::parse("f6").unwrap()),
        Some(drop)
    );
    assert_eq!(Uci::new_drop(Letter::N, Cell::parse("f").unwrap()), None);
    assert_eq!(Uci::new(Cell::new_3d(0, 0, 0), e8, None), None);
    assert_eq!(Uci::NULL.to(), None);
    assert_eq!(Uci::NULL.from(), None);
    assert_eq!(format!("{:?}", Uci::NULL), "Uci(\"0000\")");
    assert_eq!(format!("[{drop:>6}]"), "[  N@f6]");
}

#[test]
fn moves_are_patterns() {
    const CASTLE: Uci = match Uci::parse("e1g1") {
        Ok(uci) => uci,
        Err(_) => panic!(),
    };
    let read = Uci::parse("e1g1").unwrap();
    assert!(matches!(read, CASTLE));
    assert!(!matches!(Uci::parse("e1c1").unwrap(), CASTLE));
}

#[test]
fn messages() {
    let cases: [(&str, &str); 14] = [
        (
            "Pe4",
            "invalid UCI move \"Pe4\": expected '@' after the piece to drop 'P', found 'e' at byte 1",
        ),
        (
            "",
            "invalid UCI move \"\": expected 4 or 5 bytes, found an empty string",
        ),
        (
            "e2e4e5",
            "invalid UCI move \"e2e4e…\": expected 4 or 5 bytes, found 6 bytes",
        ),
        (
            "e2-e4",
            "invalid UCI move \"e2-e4\": expected a file letter (a-h), found '-' at byte 2",
        ),
        (
            "e2e4 ",
            "invalid UCI move \"e2e4 \": expected a promotion (q, r, b, n) or end of move, found a space at byte 4",
        ),
        (
            "E2E4",
            "invalid UCI move \"E2E4\": expected a file letter (a-h), found 'E' at byte 0",
        ),
        (
            "e9e4",
            "invalid UCI move \"e9e4\": expected a rank (1-8), found '9' at byte 1",
        ),
        (
            "e2e",
            "invalid UCI move \"e2e\": expected a rank (1-8), found end of move at byte 3",
        ),
        (
            "e2e2",
            "invalid UCI move \"e2e2\": expected a destination other than the origin e2, found e2 at byte 2",
        ),
        (
            "K@e4",
            "invalid UCI move \"K@e4\": expected a piece to drop (P, N, B, R, Q), found 'K' at byte 0",
        ),
        (
            "P@e4q",
            "invalid UCI move \"P@e4q\": expected end of move, found 'q' at byte 4",
        ),
        (
            "000",
            "invalid UCI move \"000\": expected the null move 0000, found end of move at byte 3",
        ),
        (
            "00001",
            "invalid UCI move \"00001\": expected end of move, found '1' at byte 4",
        ),
        (
            "e2é",
            "invalid UCI move \"e2é\": expected a file letter (a-h), found 'é' at byte 2",
        ),
    ];
    for (input, message) in cases {
        let error: UciError = Uci::parse(input).unwrap_err();
        assert_eq!(error.to_string(), message, "{input:?}");
    }
    assert_eq!(
        format!("{:?}", Uci::parse("e2e2").unwrap_err()),
        "UciError { kind: SameSquare, index: 2, .. }"
    );
}
