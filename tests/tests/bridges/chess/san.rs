//! `chess::San`: the SAN move grammar, exhaustively over the bytes that
//! matter against a regular expression that reads as python-chess 1.11
//! reads (its `Board.parse_san` and `CrazyhouseBoard.parse_san`), every
//! form written back byte for byte, the parts, the canonical spelling and
//! every kind of message.

use pin_runtime::chess::{CastlingSide, San, SanError, SanErrorKind, SanKind, Suffix};
use pin_runtime::{Cell, Letter};
use std::fmt::Write as _;

use regex_lite::Regex;

use crate::{full_match, strings};

/// What python-chess reads without `InvalidMoveError`: `Board.parse_san`'s
/// castling strings, its regular expression
/// `^([NBKRQ])?([a-h])?([1-8])?[\-x]?([a-h][1-8])(=?[nbrqkNBRQK])?[\+#]?\Z`
/// and its null moves, and `CrazyhouseBoard.parse_san`'s drops (a piece
/// letter of either case or none, `@`, a square), with one check mark
/// where `CrazyhouseBoard` strips any run of them. Checked against
/// python-chess itself on every string of up to 4 bytes over
/// `NBKPnbkpaeh128x-=+#@O0Z!? ` and of 5 and 6 bytes over `NQbe18x-=+#@O0`
/// (with `[+#]*` after a drop).
const GRAMMAR: &str = "^(?:(?:O-O|O-O-O|0-0|0-0-0)[+#]?\
    |[NBKRQ]?[a-h]?[1-8]?[-x]?[a-h][1-8](?:=?[nbrqkNBRQK])?[+#]?\
    |--|Z0|0000|@@@@\
    |[pnbrqkPNBRQK]?@[a-h][1-8][+#]?)$";

/// The starts of the moves the grammar reads: where an input stops being
/// one is the end of its longest start this matches.
const PREFIXES: &str = "^(?:[NBKRQ]?[a-h]?[1-8]?[-x]?\
    |[NBKRQ]?[a-h]?[1-8]?[-x]?[a-h]\
    |[NBKRQ]?[a-h]?[1-8]?[-x]?[a-h][1-8](?:=|=?[nbrqkNBRQK][+#]?|[+#])?\
    |O(?:-(?:O(?:-O?)?)?)?|O-O(?:-O)?[+#]\
    |0(?:-(?:0(?:-0?)?)?)?|0-0(?:-0)?[+#]\
    |-{1,2}|Z0?|0{1,4}|@{1,4}\
    |[pnbrqkPNBRQK]|[pnbrqkPNBRQK]?@(?:[a-h](?:[1-8][+#]?)?)?)$";

/// Checks the reading of `input` against the grammar: accepted as it
/// matches, written back as given, refused at the end of its longest
/// start, every entry point alike.
fn check(input: &[u8], grammar: &Regex, prefixes: &Regex) {
    let result = San::parse_bytes(input);
    assert_eq!(result.is_ok(), full_match(grammar, input), "{input:?}");
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(San::parse(text), result, "{input:?}");
        assert_eq!(text.parse::<San>(), result, "{input:?}");
        assert_eq!(San::try_from(text), result, "{input:?}");
    }
    match result {
        Ok(san) => {
            assert_eq!(san.to_string().as_bytes(), input);
            assert_eq!(
                San::parse(&san.canonical().to_string()),
                Ok(san.canonical())
            );
            assert_eq!(san.is_canonical(), san.canonical() == san, "{san}");
        }
        Err(error) => {
            let message = error.to_string();
            assert!(message.starts_with("invalid SAN move"), "{message}");
            if input.len() > San::MAX_LEN {
                assert_eq!((error.kind(), error.index()), (SanErrorKind::TooLong, 9));
                return;
            }
            // The starts of a move are the prefixes of their own, so the
            // longest one ends where the next byte fails.
            let index = error.index();
            assert!(index <= input.len(), "{input:?}: {message}");
            assert!(
                full_match(prefixes, &input[..index]),
                "{input:?}: {message}"
            );
            assert!(
                index == input.len() || !full_match(prefixes, &input[..=index]),
                "{input:?}: {message}"
            );
            let kind = error.kind();
            assert_eq!(
                kind == SanErrorKind::ExpectedMove,
                index == 0 && !input.is_empty(),
                "{input:?}: {kind:?}"
            );
            assert_eq!(
                kind == SanErrorKind::Annotation,
                matches!(input.get(index), Some(b'!' | b'?'))
                    && full_match(grammar, &input[..index]),
                "{input:?}: {kind:?}"
            );
        }
    }
}

/// Every string over the bytes that matter up to `short` bytes, and over
/// fewer bytes up to `long`.
fn grammar_up_to(short: usize, long: usize) {
    let grammar = Regex::new(GRAMMAR).unwrap();
    let prefixes = Regex::new(PREFIXES).unwrap();
    for text in strings(b"NBKPnbkpaeh128x-=+#@O0Z!? ", short) {
        check(text.as_bytes(), &grammar, &prefixes);
    }
    for text in strings(b"Qbe18x-=+#@O0", long) {
        check(text.as_bytes(), &grammar, &prefixes);
    }
}

#[test]
fn grammar_over_the_bytes_that_matter() {
    grammar_up_to(3, 4);
}

#[test]
#[ignore = "about 5 seconds; the default run stops a byte shorter"]
fn grammar_over_the_bytes_that_matter_at_full_length() {
    grammar_up_to(4, 5);
}

#[test]
fn invalid_utf8_and_long_inputs_are_refused() {
    let grammar = Regex::new(GRAMMAR).unwrap();
    let prefixes = Regex::new(PREFIXES).unwrap();
    for input in [
        &b"\xff"[..],
        b"Nf\xc3",
        b"e4\xe2\x80\x8b",
        b"Qa1xb2=Q+ ",
        b"Nf3 e5 Nc3 Nc6",
        b"e\0",
    ] {
        check(input, &grammar, &prefixes);
    }
}

/// Calls `f` with every move the grammar reads to or on `squares`, built
/// from its parts; returns how many.
fn for_each_move(squares: &[&str], mut f: impl FnMut(&str)) -> usize {
    let mut promotions = vec![String::new()];
    for letter in "NBRQKnbrqk".chars() {
        promotions.push(letter.to_string());
        promotions.push(format!("={letter}"));
    }
    let options = |items: &'static str| {
        std::iter::once("").chain((0..items.len()).map(move |i| &items[i..=i]))
    };
    let mut text = String::new();
    let mut count = 0;
    let mut call = |parts: &[&str]| {
        text.clear();
        for part in parts {
            text.push_str(part);
        }
        f(&text);
        count += 1;
    };
    for piece in options("NBRQK") {
        for file in options("abcdefgh") {
            for rank in options("12345678") {
                for mark in options("x-") {
                    for to in squares {
                        for promotion in &promotions {
                            for suffix in options("+#") {
                                call(&[piece, file, rank, mark, to, promotion, suffix]);
                            }
                        }
                    }
                }
            }
        }
    }
    for castling in ["O-O", "O-O-O", "0-0", "0-0-0"] {
        for suffix in options("+#") {
            call(&[castling, suffix]);
        }
    }
    for piece in options("PNBRQKpnbrqk") {
        for to in squares {
            for suffix in options("+#") {
                call(&[piece, "@", to, suffix]);
            }
        }
    }
    for null in ["--", "Z0", "0000", "@@@@"] {
        call(&[null]);
    }
    count
}

/// Checks that every move to or on `squares` is read, written back byte
/// for byte, and spelled canonically as a move of the same parts; returns
/// how many there are and the longest.
fn round_trips(squares: &[&str]) -> (usize, usize) {
    let mut longest = 0;
    let mut written = String::new();
    let count = for_each_move(squares, |text| {
        let san = San::parse(text).unwrap_or_else(|error| panic!("{error}"));
        written.clear();
        write!(written, "{san}").unwrap();
        assert_eq!(written, text);
        let canonical = san.canonical();
        assert!(canonical.is_canonical(), "{text}");
        written.clear();
        write!(written, "{canonical}").unwrap();
        assert_eq!(San::parse(&written), Ok(canonical));
        assert_eq!(canonical.kind(), san.kind(), "{text}");
        assert_eq!(canonical.suffix(), san.suffix(), "{text}");
        longest = longest.max(text.len());
    });
    (count, longest)
}

/// The moves of each kind on `squares` squares: pieces (or none), origin
/// files and ranks (or none), `x`, `-` or none, promotions (none, or one
/// of ten letters with or without `=`) and check marks (or none); castling;
/// drops of twelve letters or none; null moves.
const fn moves_on(squares: usize) -> usize {
    6 * 9 * 9 * 3 * squares * 21 * 3 + 4 * 3 + 13 * squares * 3 + 4
}

#[test]
fn every_move_to_some_squares_round_trips() {
    // Every file and every rank, `b` (a file or a bishop) among them.
    let squares = ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"];
    assert_eq!(round_trips(&squares), (moves_on(8), San::MAX_LEN));
}

#[test]
#[ignore = "about 10 seconds: every one of the 5.9 million moves"]
fn every_move_round_trips() {
    let names: Vec<String> = (b'a'..=b'h')
        .flat_map(|f| (b'1'..=b'8').map(move |r| format!("{}{}", char::from(f), char::from(r))))
        .collect();
    let squares: Vec<&str> = names.iter().map(String::as_str).collect();
    assert_eq!(round_trips(&squares), (moves_on(64), San::MAX_LEN));
}

#[test]
fn every_form_is_written_back() {
    for text in [
        "e4",
        "exd5",
        "e8=Q",
        "e8Q",
        "e8=q",
        "e8q",
        "exd8=N+",
        "bxa1=R#",
        "b8b",
        "Nf3",
        "Nxf7+",
        "Qh4#",
        "Nbd7",
        "N5d7",
        "Ng1f3",
        "Ng1-f3",
        "Ng1xf3",
        "R1a3",
        "Rxa3",
        "Kxe2",
        "e2e4",
        "e2-e4",
        "e2xd3",
        "e7e8q",
        "xd5",
        "-d5",
        "1e4",
        "ed5",
        "O-O",
        "O-O-O",
        "0-0",
        "0-0-0",
        "O-O+",
        "O-O-O#",
        "0-0+",
        "N@f3",
        "@e4",
        "P@e4",
        "p@e4",
        "n@f3",
        "b@c4",
        "Q@h5+",
        "K@e4#",
        "--",
        "Z0",
        "0000",
        "@@@@",
        "e8=K",
        "Qa1xb2=Q+",
    ] {
        let san = San::parse(text).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(san.to_string(), text);
        assert_eq!(format!("{san:?}"), format!("San({text:?})"));
    }
}

#[test]
fn parts() {
    let cell = |name: &str| Cell::parse(name).unwrap();
    let san = |text: &str| San::parse(text).unwrap();
    assert_eq!(
        san("Nbxd7+").kind(),
        SanKind::Normal {
            piece: Some(Letter::N),
            from_file: Some(1),
            from_rank: None,
            capture: true,
            to: cell("d7"),
            promotion: None,
        }
    );
    assert_eq!(
        san("e7e8q").kind(),
        SanKind::Normal {
            piece: None,
            from_file: Some(4),
            from_rank: Some(6),
            capture: false,
            to: cell("e8"),
            promotion: Some(Letter::Q),
        }
    );
    let move_ = san("Rh1-h8#");
    assert_eq!(
        (move_.piece(), move_.origin_file(), move_.origin_rank()),
        (Some(Letter::R), Some(7), Some(0))
    );
    assert!(!move_.is_capture());
    assert_eq!(move_.suffix(), Some(Suffix::Checkmate));
    assert_eq!((move_.castling(), move_.drop_piece()), (None, None));
    assert!(!move_.is_null() && !move_.is_drop());

    for (text, side) in [
        ("O-O", CastlingSide::HSide),
        ("0-0+", CastlingSide::HSide),
        ("O-O-O#", CastlingSide::ASide),
        ("0-0-0", CastlingSide::ASide),
    ] {
        let castle = san(text);
        assert_eq!(castle.kind(), SanKind::Castling(side));
        assert_eq!(castle.castling(), Some(side));
        assert_eq!(
            (castle.piece(), castle.to(), castle.promotion()),
            (None, None, None)
        );
        assert!(!castle.is_capture());
    }

    for (text, piece) in [
        ("@e4", Letter::P),
        ("P@e4", Letter::P),
        ("p@e4", Letter::P),
        ("N@e4", Letter::N),
        ("b@e4", Letter::B),
        ("K@e4", Letter::K),
    ] {
        let drop = san(text);
        assert_eq!(
            drop.kind(),
            SanKind::Drop {
                piece,
                to: cell("e4")
            }
        );
        assert_eq!(
            (drop.drop_piece(), drop.to()),
            (Some(piece), Some(cell("e4")))
        );
        assert_eq!(
            (drop.piece(), drop.origin_file(), drop.origin_rank()),
            (None, None, None)
        );
        assert!(drop.is_drop());
    }

    for text in ["--", "Z0", "0000", "@@@@"] {
        let null = san(text);
        assert_eq!(null.kind(), SanKind::Null);
        assert!(null.is_null());
        assert_eq!((null.to(), null.suffix(), null.piece()), (None, None, None));
        assert_eq!(null.canonical(), San::NULL);
    }
    assert_eq!(Suffix::Check.as_char(), '+');
    assert_eq!(format!("[{:>6}]", san("Nf3")), "[   Nf3]");
}

#[test]
fn canonical_spellings() {
    for (written, canonical) in [
        ("0-0", "O-O"),
        ("0-0-0#", "O-O-O#"),
        ("e8Q", "e8=Q"),
        ("e8=q", "e8=Q"),
        ("e8q+", "e8=Q+"),
        ("Ng1-f3", "Ng1f3"),
        ("e2-e4", "e2e4"),
        ("P@e4", "@e4"),
        ("p@e4", "@e4"),
        ("n@f3+", "N@f3+"),
        ("Z0", "--"),
        ("0000", "--"),
        ("@@@@", "--"),
    ] {
        let san = San::parse(written).unwrap();
        assert!(!san.is_canonical(), "{written}");
        assert_eq!(san.canonical().to_string(), canonical);
        assert!(san.canonical().is_canonical());
        assert_ne!(san, san.canonical());
    }
    for text in [
        "Nf3", "exd8=Q#", "O-O-O", "@e4", "N@f3", "--", "Ng1f3", "e2e4", "xd5",
    ] {
        let san = San::parse(text).unwrap();
        assert!(san.is_canonical(), "{text}");
        assert_eq!(san.canonical(), san);
    }
}

#[test]
fn moves_are_constants_and_patterns() {
    const CASTLE: San = match San::parse("O-O") {
        Ok(san) => san,
        Err(_) => panic!(),
    };
    assert!(matches!(San::parse("O-O").unwrap(), CASTLE));
    assert!(!matches!(San::parse("0-0").unwrap(), CASTLE));
    assert!(matches!(San::parse("0-0").unwrap().canonical(), CASTLE));
}

#[test]
fn layout() {
    fn value<T: Copy + Send + Sync + Eq + std::hash::Hash + std::fmt::Debug + 'static>() {}
    value::<San>();
    value::<SanError>();
    value::<SanKind>();
    assert_eq!(size_of::<San>(), 8);
    assert_eq!(size_of::<Option<San>>(), 8);
    // The kind, the index, the input's first 9 bytes and its length.
    assert_eq!(size_of::<SanError>(), 20);
    assert_eq!(size_of::<Result<San, SanError>>(), 20);
}

#[test]
fn serde_as_strings() {
    let moves: Vec<San> = serde_json::from_str(r#"["Nf3", "0-0", "e8q+", "@e4", "--"]"#).unwrap();
    assert_eq!(moves[1].castling(), Some(CastlingSide::HSide));
    assert_eq!(
        serde_json::to_string(&moves).unwrap(),
        r#"["Nf3","0-0","e8q+","@e4","--"]"#
    );
    let error = serde_json::from_str::<San>(r#""Nf3!""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid SAN move \"Nf3!\": expected no annotation after the move, found '!' at byte 3 at line 1 column 6"
    );
    let error = serde_json::from_str::<San>("42").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid type: integer `42`, expected a SAN move such as \"Nf3\" at line 1 column 2"
    );
}

#[test]
#[allow(clippy::too_many_lines, reason = "a table, one case per kind and more")]
fn messages() {
    let cases: [(&str, SanErrorKind, &str); 25] = [
        (
            "",
            SanErrorKind::Empty,
            "invalid SAN move \"\": expected 2 to 9 bytes, found an empty string",
        ),
        (
            "Nf3 e5 Nc3",
            SanErrorKind::TooLong,
            "invalid SAN move \"Nf3 e5 Nc…\": expected 2 to 9 bytes, found 10 bytes",
        ),
        (
            "o-o",
            SanErrorKind::ExpectedMove,
            "invalid SAN move \"o-o\": expected a piece letter (N, B, R, Q, K), a square (a1-h8), \
             castling (O-O) or a drop (@), found 'o' at byte 0",
        ),
        (
            " e4",
            SanErrorKind::ExpectedMove,
            "invalid SAN move \" e4\": expected a piece letter (N, B, R, Q, K), a square (a1-h8), \
             castling (O-O) or a drop (@), found a space at byte 0",
        ),
        (
            "Nz3",
            SanErrorKind::ExpectedSquare,
            "invalid SAN move \"Nz3\": expected a square (a1-h8), found 'z' at byte 1",
        ),
        (
            "Nx",
            SanErrorKind::ExpectedSquare,
            "invalid SAN move \"Nx\": expected a square (a1-h8), found end of move at byte 2",
        ),
        (
            "@i4",
            SanErrorKind::ExpectedSquare,
            "invalid SAN move \"@i4\": expected a square (a1-h8), found 'i' at byte 1",
        ),
        (
            "Ng9",
            SanErrorKind::ExpectedRank,
            "invalid SAN move \"Ng9\": expected a rank (1-8), found '9' at byte 2",
        ),
        (
            "E4",
            SanErrorKind::ExpectedMove,
            "invalid SAN move \"E4\": expected a piece letter (N, B, R, Q, K), a square (a1-h8), \
             castling (O-O) or a drop (@), found 'E' at byte 0",
        ),
        (
            "e8=",
            SanErrorKind::ExpectedPromotion,
            "invalid SAN move \"e8=\": expected the piece to promote to (Q, R, B, N), found end of move at byte 3",
        ),
        (
            "e8=P",
            SanErrorKind::ExpectedPromotion,
            "invalid SAN move \"e8=P\": expected the piece to promote to (Q, R, B, N), found 'P' at byte 3",
        ),
        (
            "Nf3 ",
            SanErrorKind::ExpectedCheck,
            "invalid SAN move \"Nf3 \": expected a check (+), mate (#) or end of move, found a space at byte 3",
        ),
        (
            "O-O-O-O",
            SanErrorKind::ExpectedCheck,
            "invalid SAN move \"O-O-O-O\": expected a check (+), mate (#) or end of move, found '-' at byte 5",
        ),
        (
            "Nf3++",
            SanErrorKind::ExpectedEnd,
            "invalid SAN move \"Nf3++\": expected end of move, found '+' at byte 4",
        ),
        (
            "--+",
            SanErrorKind::ExpectedEnd,
            "invalid SAN move \"--+\": expected end of move, found '+' at byte 2",
        ),
        (
            "Nf3!",
            SanErrorKind::Annotation,
            "invalid SAN move \"Nf3!\": expected no annotation after the move, found '!' at byte 3",
        ),
        (
            "e4+?!",
            SanErrorKind::Annotation,
            "invalid SAN move \"e4+?!\": expected no annotation after the move, found '?' at byte 3",
        ),
        (
            "O-0",
            SanErrorKind::ExpectedCastling,
            "invalid SAN move \"O-0\": expected castling O-O or O-O-O, found '0' at byte 2",
        ),
        (
            "0-0-",
            SanErrorKind::ExpectedCastling,
            "invalid SAN move \"0-0-\": expected castling 0-0 or 0-0-0, found end of move at byte 4",
        ),
        (
            "0",
            SanErrorKind::ExpectedCastling,
            "invalid SAN move \"0\": expected castling 0-0 or 0-0-0, or the null move 0000, found end of move at byte 1",
        ),
        (
            "000",
            SanErrorKind::ExpectedNull,
            "invalid SAN move \"000\": expected the null move 0000, found end of move at byte 3",
        ),
        (
            "Z9",
            SanErrorKind::ExpectedNull,
            "invalid SAN move \"Z9\": expected the null move Z0, found '9' at byte 1",
        ),
        (
            "Pe4",
            SanErrorKind::ExpectedAt,
            "invalid SAN move \"Pe4\": expected '@' after the piece to drop 'P' \
             (a pawn's move names no piece), found 'e' at byte 1",
        ),
        (
            "nf3",
            SanErrorKind::ExpectedAt,
            "invalid SAN move \"nf3\": expected '@' after the piece to drop 'n' \
             (a piece that moves is named in uppercase), found 'f' at byte 1",
        ),
        (
            "Nf3é",
            SanErrorKind::ExpectedCheck,
            "invalid SAN move \"Nf3é\": expected a check (+), mate (#) or end of move, found 'é' at byte 3",
        ),
    ];
    for (input, kind, message) in cases {
        let error = San::parse(input).unwrap_err();
        assert_eq!(error.kind(), kind, "{input:?}");
        assert_eq!(error.to_string(), message, "{input:?}");
    }
    assert_eq!(
        format!("{:?}", San::parse("Nf3!").unwrap_err()),
        "SanError { kind: Annotation, index: 3, .. }"
    );
}
