//! `chess::Epd`: lines accepted with their operations, every rejection
//! with its message, the operands' characters, and agreement with
//! python-chess on the corpus's chess lines (`tests/corpus`, read by
//! python-chess in `python-chess-epd.jsonl`).

use std::collections::BTreeMap;

use pin_runtime::chess::{Epd, EpdError, EpdErrorKind, Fen, FenErrorKind};
use pin_runtime::{RepairKind, Repairs};

use crate::corpus::{corpus, four_fields, root};

/// An EPD line, read: the four fields as written back, the clocks, and the
/// operations with their operands as written.
type Accepted = (
    &'static str,
    &'static str,
    Option<(u32, u32)>,
    &'static [(&'static str, &'static [&'static str])],
);

const K: &str = "4k3/8/8/8/8/8/8/4K3";

/// Lines read, from the corpus's forms and the grammar's edges.
const ACCEPTED: &[Accepted] = &[
    (
        "4k3/8/8/8/8/8/8/4K3 w - -",
        "4k3/8/8/8/8/8/8/4K3 w - -",
        None,
        &[],
    ),
    (
        r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#,
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -",
        None,
        &[("bm", &["Qg6"]), ("id", &[r#""WAC.001""#])],
    ),
    (
        "8/8/8/8/8/8/8/1n5B b - - dtz -7; wdl -2;",
        "8/8/8/8/8/8/8/1n5B b - -",
        None,
        &[("dtz", &["-7"]), ("wdl", &["-2"])],
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - am Kd1 Kf1 Ke2; pv Kd2 Kd8 Kc3; acd 12; ce -0.35; draw_offer;",
        "4k3/8/8/8/8/8/8/4K3 w - -",
        None,
        &[
            ("am", &["Kd1", "Kf1", "Ke2"]),
            ("pv", &["Kd2", "Kd8", "Kc3"]),
            ("acd", &["12"]),
            ("ce", &["-0.35"]),
            ("draw_offer", &[]),
        ],
    ),
    // Clocks from hmvc and fmvn, both valid, in either order.
    (
        "4k3/8/8/8/8/8/8/4K3 b - - hmvc 12; fmvn 80;",
        "4k3/8/8/8/8/8/8/4K3 b - -",
        Some((12, 80)),
        &[("hmvc", &["12"]), ("fmvn", &["80"])],
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 b - - fmvn 4294967295; id \"x\"; hmvc 0;",
        "4k3/8/8/8/8/8/8/4K3 b - -",
        Some((0, u32::MAX)),
        &[
            ("fmvn", &["4294967295"]),
            ("id", &["\"x\""]),
            ("hmvc", &["0"]),
        ],
    ),
    // Clocks that are not valid, or not both there: none, and the
    // operations as they are.
    (
        "4k3/8/8/8/8/8/8/4K3 b - - hmvc 12;",
        "4k3/8/8/8/8/8/8/4K3 b - -",
        None,
        &[("hmvc", &["12"])],
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 b - - hmvc 07; fmvn 1;",
        "4k3/8/8/8/8/8/8/4K3 b - -",
        None,
        &[("hmvc", &["07"]), ("fmvn", &["1"])],
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 b - - hmvc 0; fmvn 0;",
        "4k3/8/8/8/8/8/8/4K3 b - -",
        None,
        &[("hmvc", &["0"]), ("fmvn", &["0"])],
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 b - - hmvc +3; fmvn 4294967296;",
        "4k3/8/8/8/8/8/8/4K3 b - -",
        None,
        &[("hmvc", &["+3"]), ("fmvn", &["4294967296"])],
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 b - - hmvc 1 2; fmvn \"3\";",
        "4k3/8/8/8/8/8/8/4K3 b - -",
        None,
        &[("hmvc", &["1", "2"]), ("fmvn", &["\"3\""])],
    ),
    // Strings: `;`, spaces and escapes inside, empty, non-ASCII.
    (
        r#"4k3/8/8/8/8/8/8/4K3 w - - c0 "ERET.095; Queen sacrifice"; c1 ""; c2 "a\"b\\c\td";"#,
        "4k3/8/8/8/8/8/8/4K3 w - -",
        None,
        &[
            ("c0", &[r#""ERET.095; Queen sacrifice""#]),
            ("c1", &[r#""""#]),
            ("c2", &[r#""a\"b\\c\td""#]),
        ],
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - id \"Ströbeck ♔\"; c0 déjà;",
        "4k3/8/8/8/8/8/8/4K3 w - -",
        None,
        &[("id", &["\"Ströbeck ♔\""]), ("c0", &["déjà"])],
    ),
    // Opcodes of 15 characters, with digits and `_`; words with any
    // printing character but `;` and `"`.
    (
        "4k3/8/8/8/8/8/8/4K3 w - - a_b_c_d_e_f_g_1; D1 20; x \\'{}[]<>=+#!?;",
        "4k3/8/8/8/8/8/8/4K3 w - -",
        None,
        &[
            ("a_b_c_d_e_f_g_1", &[]),
            ("D1", &["20"]),
            ("x", &["\\'{}[]<>=+#!?"]),
        ],
    ),
    // The four fields as `Fen` reads them: written back canonically.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - id \"start\";",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        None,
        &[("id", &["\"start\""])],
    ),
    (
        "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - id \"zh\";",
        "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - -",
        None,
        &[("id", &["\"zh\""])],
    ),
    (
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm dxe3;",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3",
        None,
        &[("bm", &["dxe3"])],
    ),
];

/// The operations of `epd`, their operands as written.
fn operations<'a>(epd: &Epd<'a>) -> Vec<(&'a str, Vec<&'a str>)> {
    epd.operations()
        .map(|(opcode, operands)| (opcode, operands.map(|operand| operand.as_str()).collect()))
        .collect()
}

#[test]
fn lines_read_to_their_fields_clocks_and_operations() {
    for &(line, fields, clocks, expected) in ACCEPTED {
        let epd = Epd::parse(line).unwrap_or_else(|error| panic!("{line:?}: {error}"));
        assert_eq!(epd.fen().without_clocks().to_string(), fields, "{line:?}");
        let read = epd.fen().halfmove_clock().zip(epd.fen().fullmove_number());
        assert_eq!(read, clocks, "{line:?}");
        let expected: Vec<(&str, Vec<&str>)> = expected
            .iter()
            .map(|(opcode, operands)| (*opcode, operands.to_vec()))
            .collect();
        assert_eq!(operations(&epd), expected, "{line:?}");
        for (opcode, operands) in &expected {
            let found = epd.operation(opcode).map(|operands| operands.as_str());
            assert_eq!(
                found,
                Some(operands.join(" ").as_str()),
                "{line:?} {opcode}"
            );
            // The first operand, by the short way and step by step.
            let first = epd.operand(opcode).map(|operand| operand.as_str());
            assert_eq!(first, operands.first().copied(), "{line:?} {opcode}");
            let mut each = epd.operation(opcode).expect("read above");
            while let Some(ahead) = each.first() {
                assert_eq!(each.next(), Some(ahead), "{line:?} {opcode}");
            }
            assert_eq!(each.next(), None, "{line:?} {opcode}");
        }
        assert!(epd.operation("none").is_none());
        assert!(epd.operand("none").is_none());
        // Written back byte for byte when the fields were canonical, and
        // read again to the same value either way.
        let written = epd.to_string();
        if line.starts_with(fields) {
            assert_eq!(written, line);
        }
        assert_eq!(Epd::parse(&written), Ok(epd), "{line:?}");
        assert_eq!(Epd::try_from(line), Ok(epd));
        // The clocks are those of the FEN with the same fields.
        if let Some((halfmove, fullmove)) = clocks {
            let fen = Fen::parse(&format!("{fields} {halfmove} {fullmove}"));
            assert_eq!(fen.as_ref(), Ok(epd.fen()), "{line:?}");
        }
    }
}

#[test]
fn operands_read_without_quotes_and_escapes() {
    let cases: [(&str, &str); 8] = [
        (r#""WAC.001""#, "WAC.001"),
        (r#""""#, ""),
        (r#""a\"b""#, "a\"b"),
        (r#""a\\b""#, "a\\b"),
        (r#""\\\"""#, "\\\""),
        (r#""\t\r\n""#, "\t\r\n"),
        (r#""é;♔ ""#, "é;♔ "),
        (r"a\b", r"a\b"),
    ];
    for (operand, characters) in cases {
        let line = format!("{K} w - - c0 {operand};");
        let epd = Epd::parse(&line).unwrap_or_else(|error| panic!("{line:?}: {error}"));
        let read = epd
            .operation("c0")
            .and_then(|mut operands| operands.next())
            .unwrap();
        assert_eq!(read.as_str(), operand);
        assert_eq!(read.is_string(), operand.starts_with('"'));
        assert_eq!(read.unescaped().to_string(), characters, "{operand}");
        assert_eq!(
            read.unescaped().collect::<String>(),
            characters,
            "{operand}"
        );
        // `Display` writes what is left to read.
        let mut rest = read.unescaped();
        rest.next();
        assert_eq!(
            rest.to_string(),
            characters.chars().skip(1).collect::<String>()
        );
    }
}

/// Lines refused, each with its message.
const REJECTED: &[(&str, &str)] = &[
    // In the four fields: the FEN reader's error.
    (
        "",
        "invalid FEN board at a8 (byte 0): expected a piece (KQRBNP, kqrbnp) or a count of empty \
         squares (1 to 8), found end of input",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w KQ - bm Kd2;",
        "invalid FEN at byte 22 (castling): expected a rook for the right 'K' on the first rank \
         h-side of the king, found none",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - bm Kd2;",
        "invalid FEN at byte 25 (en passant): expected '-' or an en-passant square (a-h and 3 or \
         6), found 'm'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w  - - bm Kd2;",
        "invalid FEN at byte 22 (castling): expected '-' or a castling right (K, Q, k, q or a file \
         letter A-H, a-h), found a space",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3\tw - - bm Kd2;",
        "invalid FEN at byte 19 (side to move): expected ' ' and the side to move, found a tab",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - -  bm Kd2;",
        "invalid EPD at byte 26 (opcode): expected an opcode (a letter, then letters, digits or \
         '_'), found a space",
    ),
    // After the four fields.
    (
        "4k3/8/8/8/8/8/8/4K3 w - -;",
        "invalid EPD at byte 25: expected ' ' and the operations, or the end of the input, after \
         the en-passant field, found ';'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - ",
        "invalid EPD at byte 26 (opcode): expected an opcode (a letter, then letters, digits or \
         '_'), found end of input",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 bm Kd2;",
        "invalid EPD at byte 26: expected an opcode after the four fields, found the clocks of a \
         FEN (EPD writes them as the operations hmvc and fmvn)",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "invalid EPD at byte 26: expected an opcode after the four fields, found the clocks of a \
         FEN (EPD writes them as the operations hmvc and fmvn)",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - - bm Kd2;",
        "invalid EPD at byte 26 (opcode): expected an opcode (a letter, then letters, digits or \
         '_'), found '-'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - ;D1 20;",
        "invalid EPD at byte 26 (opcode): expected an opcode (a letter, then letters, digits or \
         '_'), found ';'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - _x;",
        "invalid EPD at byte 26 (opcode): expected an opcode (a letter, then letters, digits or \
         '_'), found '_'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - abcdefghijklmnop;",
        "invalid EPD at byte 41 (opcode): expected an opcode of at most 15 characters, found more",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"a\"; bm Kf2;",
        "invalid EPD at byte 42 (opcode): expected each opcode once, found 'bm' again (first at \
         byte 26)",
    ),
    // In an operation.
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2",
        "invalid EPD at byte 32 (operation 'bm'): expected ' ' and an operand, or ';' to end the \
         operation, found end of input",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm-Kd2;",
        "invalid EPD at byte 28 (operation 'bm'): expected ' ' and an operand, or ';' to end the \
         operation, found '-'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2\tKf2;",
        "invalid EPD at byte 32 (operation 'bm'): expected ' ' and an operand, or ';' to end the \
         operation, found a tab",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 ;",
        "invalid EPD at byte 33 (operation 'bm'): expected an operand (a word, or a string in \
         quotes), found ';'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm  Kd2;",
        "invalid EPD at byte 29 (operation 'bm'): expected an operand (a word, or a string in \
         quotes), found a space",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2\"x\";",
        "invalid EPD at byte 32 (operation 'bm'): expected ' ' and an operand, or ';' to end the \
         operation, found '\"'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 id \"x\";",
        "invalid EPD at byte 36 (operation 'bm'): expected a word (a string is its operation's \
         only operand), found '\"'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\" \"b\";",
        "invalid EPD at byte 32 (operation 'c0'): expected ';' after a string, its operation's \
         only operand, found a space",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\"b;",
        "invalid EPD at byte 32 (operation 'c0'): expected ';' after a string, its operation's \
         only operand, found 'b'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a",
        "invalid EPD at byte 31 (operation 'c0'): expected '\"' to close the string opened at \
         byte 29, found end of input",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\\\";",
        "invalid EPD at byte 34 (operation 'c0'): expected '\"' to close the string opened at \
         byte 29, found end of input",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"C:\\path\";",
        r#"invalid EPD at byte 33 (operation 'c0'): expected an escape (\" \\ \t \r \n) after '\', found 'p'"#,
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\\",
        r#"invalid EPD at byte 32 (operation 'c0'): expected an escape (\" \\ \t \r \n) after '\', found end of input"#,
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\tb\";",
        r"invalid EPD at byte 31 (operation 'c0'): expected a printing character in the string (control characters are escaped: \t \r \n), found a tab",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\nb\";",
        r"invalid EPD at byte 31 (operation 'c0'): expected a printing character in the string (control characters are escaped: \t \r \n), found a line feed",
    ),
    // After an operation.
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;id \"a\";",
        "invalid EPD at byte 33 (operation 'bm'): expected ' ' and the next operation, or the end \
         of the input, after ';', found 'i'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;;",
        "invalid EPD at byte 33 (operation 'bm'): expected ' ' and the next operation, or the end \
         of the input, after ';', found ';'",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\r",
        "invalid EPD at byte 33 (operation 'bm'): expected ' ' and the next operation, or the end \
         of the input, after ';', found a carriage return",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; ",
        "invalid EPD at byte 34 (opcode): expected an opcode (a letter, then letters, digits or \
         '_'), found end of input",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; ; id \"a\";",
        "invalid EPD at byte 34 (opcode): expected an opcode (a letter, then letters, digits or \
         '_'), found ';'",
    ),
];

#[test]
fn every_rejection_says_where_what_was_expected_and_what_was_found() {
    for &(line, message) in REJECTED {
        let error = Epd::parse(line).expect_err(line);
        assert_eq!(error.to_string(), message, "{line:?}");
        assert_eq!(Epd::try_from(line), Err(error));
        // A mistake in the four fields is the FEN reader's, at the same
        // byte.
        if let EpdErrorKind::Fen(fen) = error.kind() {
            assert_eq!(fen.index(), error.index());
            assert!(Fen::parse_prefix(line).is_err() || Fen::parse(line).is_err());
        }
        assert!(error.index() <= line.len(), "{line:?}");
    }
}

#[test]
fn the_operations_are_bounded_in_number() {
    let operations: Vec<String> = (0..=Epd::MAX_OPERATIONS)
        .map(|i| format!("c{i};"))
        .collect();
    let line = format!("{K} w - - {}", operations[..Epd::MAX_OPERATIONS].join(" "));
    let epd = Epd::parse(&line).expect("255 operations");
    assert_eq!(epd.operations().count(), Epd::MAX_OPERATIONS);
    assert_eq!(epd.to_string(), line);
    let line = format!("{K} w - - {}", operations.join(" "));
    let error = Epd::parse(&line).expect_err("256 operations");
    assert_eq!(error.kind(), EpdErrorKind::TooManyOperations);
    assert_eq!(error.index(), line.rfind("c255").unwrap_or_default());
    assert_eq!(
        error.to_string(),
        format!(
            "invalid EPD at byte {}: expected at most 255 operations, found more",
            error.index()
        )
    );
    // Strings and words are not bounded.
    let long = "x".repeat(100_000);
    let line = format!("{K} w - - c0 \"{long}\"; c1 {long};");
    assert_eq!(Epd::parse(&line).map(|epd| epd.to_string()), Ok(line));
}

#[test]
fn errors_name_the_operation_they_are_in() {
    let cases: [(&str, Option<&str>); 5] = [
        ("4k3/8/8/8/8/8/8/4K3 w - - bm Kd2", Some("bm")),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - abcdefghijklmno \"",
            Some("abcdefghijklmno"),
        ),
        ("4k3/8/8/8/8/8/8/4K3 w - - abcdefghijklmnop;", None),
        ("4k3/8/8/8/8/8/8/4K3 w - - 1;", None),
        ("4k3/8/8/8/8/8/8/4K3 x - - bm Kd2;", None),
    ];
    for (line, opcode) in cases {
        assert_eq!(Epd::parse(line).unwrap_err().opcode(), opcode, "{line:?}");
    }
}

#[test]
fn an_epd_is_its_fen_and_a_borrowed_str() {
    fn traits<T: Copy + Send + Sync + Eq + std::hash::Hash + std::fmt::Debug>() {}
    traits::<Epd<'_>>();
    traits::<EpdError>();
    // The FEN, the operations' text and how they are written (strictly, or
    // as the lenient reader found them), in a byte, padded to a word.
    assert_eq!(
        size_of::<Epd<'_>>(),
        (size_of::<Fen>() + size_of::<&str>() + 1).next_multiple_of(size_of::<usize>())
    );
    // The error is `'static`: it can be boxed and sent on.
    let error: Box<dyn std::error::Error + Send + Sync + 'static> =
        Box::new(Epd::parse("x").expect_err("not an EPD line"));
    assert!(error.to_string().starts_with("invalid FEN board"));
}

#[test]
fn debug_writes_the_line_as_a_rust_string() {
    let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - c0 "a\"b";"#).expect("an EPD line");
    assert_eq!(
        format!("{epd:?}"),
        r#"Epd("4k3/8/8/8/8/8/8/4K3 w - - c0 \"a\\\"b\";")"#
    );
}

// ---------------------------------------------------------------------
// Agreement with python-chess (`chess.Board.from_epd`).

/// How python-chess read a line, from `python-chess-epd.jsonl`.
struct Theirs {
    /// The four fields as it writes them.
    fen: Option<String>,
    clocks: Option<(u32, u32)>,
    /// Opcode, kind (`none`, `string`, `int`, `float`, `move`, `moves`),
    /// value.
    operations: Vec<(String, String, serde_json::Value)>,
}

/// python-chess's readings of the lines with operations, by file and line
/// number.
fn theirs() -> BTreeMap<(String, usize), Theirs> {
    let text = std::fs::read_to_string(root().join("python-chess-epd.jsonl"))
        .expect("tests/corpus/python-chess-epd.jsonl");
    let mut read = BTreeMap::new();
    for line in text.lines().skip(1) {
        let record: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let number = |value: &serde_json::Value| {
            value
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .expect("a clock")
        };
        let theirs = Theirs {
            fen: record["fen"].as_str().map(str::to_string),
            clocks: record["clocks"]
                .as_array()
                .map(|clocks| (number(&clocks[0]), number(&clocks[1]))),
            operations: record["operations"]
                .as_array()
                .expect("operations")
                .iter()
                .map(|operation| {
                    let text = |i: usize| operation[i].as_str().unwrap_or_default().to_string();
                    (text(0), text(1), operation[2].clone())
                })
                .collect(),
        };
        let file = record["file"].as_str().expect("a file").to_string();
        let number = usize::try_from(record["line"].as_u64().expect("a line number"))
            .expect("a line number");
        read.insert((file, number), theirs);
    }
    read
}

/// Compares an operation's operands with what python-chess made of them.
fn same_operands(
    operands: pin_runtime::chess::Operands<'_>,
    kind: &str,
    value: &serde_json::Value,
) -> bool {
    let operands: Vec<_> = operands.collect();
    let word = |i: usize| operands.get(i).filter(|operand| !operand.is_string());
    match kind {
        "none" => operands.is_empty(),
        "string" => {
            operands.len() == 1
                && operands[0].is_string()
                && value.as_str() == Some(operands[0].unescaped().to_string().as_str())
        }
        "int" => {
            operands.len() == 1
                && word(0).and_then(|w| w.as_str().parse::<i128>().ok())
                    == value.as_str().and_then(|v| v.parse::<i128>().ok())
        }
        "float" => {
            operands.len() == 1
                && word(0).and_then(|w| w.as_str().parse::<f64>().ok())
                    == value.as_str().and_then(|v| v.parse::<f64>().ok())
        }
        "move" => operands.len() == 1 && word(0).is_some(),
        "moves" => {
            value.as_u64() == u64::try_from(operands.len()).ok()
                && operands.iter().all(|operand| !operand.is_string())
        }
        _ => false,
    }
}

/// Why python-chess reads a line `chess::Epd` refuses: one of the
/// differences the type's page lists, from our error.
fn python_chess_alone(error: &EpdError) -> Option<&'static str> {
    Some(match error.kind() {
        EpdErrorKind::ExpectedSeparator { found: None } => "the last operation without ';'",
        EpdErrorKind::ExpectedOpcode { found: Some(';') }
        | EpdErrorKind::ExpectedNextOperation { found: ';' } => "empty operations (';;')",
        EpdErrorKind::ExpectedOpcode { found: Some('-') } => "a '-' before the operations",
        EpdErrorKind::ExpectedOpcode { found: Some(_) } | EpdErrorKind::OpcodeTooLong => {
            "an opcode with other characters or longer than 15 (`eval=mate`)"
        }
        EpdErrorKind::Clocks => "clocks or three-check counters after the fields",
        EpdErrorKind::UnclosedString { .. } => "a string not closed at the end of the line",
        EpdErrorKind::Fen(fen) => match fen.kind() {
            FenErrorKind::NoRook { .. }
            | FenErrorKind::NotRook { .. }
            | FenErrorKind::NoKing { .. }
            | FenErrorKind::TwoKings { .. }
            | FenErrorKind::SameSide { .. } => {
                "castling rights it drops (chess::Fen's differences)"
            }
            FenErrorKind::EnPassantRank { .. }
            | FenErrorKind::EnPassantPawn { .. }
            | FenErrorKind::EnPassantBlocked { .. } => "any en-passant square",
            _ => return None,
        },
        _ => return None,
    })
}

/// Why `chess::Epd` reads a line with operations that python-chess
/// refuses: a form only the lenient reader reads (python-chess reads a
/// FEN's clocks as an opcode, takes a comma for part of a move and the
/// next opcode for an operand when a `;` is left out), or an operand that
/// python-chess reads as a move, legal in the position, when it is not.
fn ours_alone(epd: &Epd<'_>, repairs: &Repairs, line: &str) -> Option<&'static str> {
    for repair in repairs {
        match repair.kind() {
            RepairKind::ClocksAsOperations => {
                return Some("a FEN's clocks before the operations (an opcode to python-chess)");
            }
            RepairKind::Separator { found: ',' } => {
                return Some("operands separated by a comma (part of a move to python-chess)");
            }
            RepairKind::MissingSemicolon
                if repair.at()
                    < line
                        .trim_end_matches(|c: char| c.is_whitespace() || c == '\0')
                        .len() =>
            {
                return Some("a ';' left out before the next opcode (an operand to python-chess)");
            }
            _ => {}
        }
    }
    let has_move = epd.operations().any(|(_, mut operands)| {
        operands.next().is_some_and(|operand| {
            !operand.is_string()
                && !operand
                    .as_str()
                    .starts_with(|c: char| c.is_ascii_digit() || "+-.".contains(c))
        })
    });
    if has_move {
        return Some("an operand python-chess reads as a move it cannot play");
    }
    // A word starting with a digit, a sign or `.`: python-chess reads the
    // operands, all of them, as one number.
    let not_a_number = epd.operations().any(|(_, operands)| {
        let text = operands.as_str();
        text.starts_with(|c: char| c.is_ascii_digit() || "+-.".contains(c))
            && text.parse::<f64>().is_err()
    });
    not_a_number.then_some("operands python-chess reads as a number that is none")
}

#[test]
fn lines_with_operations_read_as_python_chess_reads_them_or_differ_as_listed() {
    let theirs = theirs();
    let mut tally: BTreeMap<&str, usize> = BTreeMap::new();
    for source in corpus().into_iter().filter(|source| source.game == "chess") {
        for (i, line) in source.lines.iter().enumerate() {
            let key = (source.path(), i + 1);
            let at = format!("{} line {}: {line:?}", key.0, key.1);
            let ours = lenient_agrees_with_strict(line, &at);
            let verdict = match (&ours, theirs.get(&key)) {
                (Ok((epd, _)), None) if epd.operations().next().is_none() => continue,
                (Err(_), None) => "refused by us, not a line python-chess reads with operations",
                (Ok((epd, repairs)), None) => ours_alone(epd, repairs, line)
                    .unwrap_or_else(|| panic!("{at}: read by us alone")),
                (Err(error), Some(_)) => python_chess_alone(error).unwrap_or_else(|| {
                    panic!("{at}: read by python-chess alone, unlisted: {error}")
                }),
                (Ok((epd, repairs)), Some(their)) => {
                    let fields = their.fen.as_deref().unwrap_or_else(|| four_fields(line));
                    assert_eq!(epd.fen().without_clocks().to_string(), fields, "{at}");
                    let clocks = epd.fen().halfmove_clock().zip(epd.fen().fullmove_number());
                    if clocks.is_some() {
                        assert_eq!(clocks, Some(their.clocks.unwrap_or((0, 1))), "{at}");
                    }
                    let opcodes: Vec<&str> = epd.operations().map(|(opcode, _)| opcode).collect();
                    // python-chess keeps the NUL that ends a line in its
                    // last opcode (an opcode of its own after a `;`); the
                    // lenient reader removes it.
                    let their_operations: Vec<_> = their
                        .operations
                        .iter()
                        .filter(|(opcode, ..)| opcode != "\0")
                        .collect();
                    let their_opcodes: Vec<&str> = their_operations
                        .iter()
                        .map(|(opcode, ..)| opcode.trim_end_matches('\0'))
                        .collect();
                    assert_eq!(opcodes, their_opcodes, "{at}");
                    for ((_, operands), (opcode, kind, value)) in
                        epd.operations().zip(their_operations)
                    {
                        assert!(
                            same_operands(operands, kind, value),
                            "{at}: {opcode} read as {kind} {value}"
                        );
                    }
                    if repairs.is_empty() {
                        "both read alike"
                    } else {
                        "both read alike, we after repairs"
                    }
                }
            };
            *tally.entry(verdict).or_default() += 1;
        }
    }
    eprintln!("chess::Epd and python-chess on the corpus's lines with operations:");
    for (verdict, count) in &tally {
        eprintln!("  {count:>6}  {verdict}");
    }
    assert!(
        tally.get("both read alike").copied().unwrap_or(0) >= 1700,
        "{tally:?}"
    );
    assert!(
        tally
            .get("both read alike, we after repairs")
            .copied()
            .unwrap_or(0)
            >= 2000,
        "{tally:?}"
    );
}

/// Reads `line` leniently, and checks what holds on every line: a line
/// the strict reader reads is read alike without a repair; a line read
/// only leniently has a repair, and its text as written reads strictly to
/// an equal value with an equal hash.
fn lenient_agrees_with_strict<'a>(line: &'a str, at: &str) -> Result<(Epd<'a>, Repairs), EpdError> {
    let lenient = Epd::parse_lenient(line);
    match (Epd::parse(line), &lenient) {
        (Ok(strict), Ok((epd, repairs))) => {
            assert_eq!(&strict, epd, "{at}");
            assert!(repairs.is_empty(), "{at}: {repairs}");
        }
        (Ok(_), Err(error)) => panic!("{at}: refused leniently: {error}"),
        (Err(_), Ok((epd, repairs))) => {
            assert!(!repairs.is_empty(), "{at}: read without a repair");
            let written = epd.to_string();
            let again = Epd::parse(&written)
                .unwrap_or_else(|error| panic!("{at}: written as {written:?}: {error}"));
            assert_eq!(&again, epd, "{at}: written as {written:?}");
            assert_eq!(hash(&again), hash(epd), "{at}");
            assert_eq!(format!("{again:?}"), format!("{epd:?}"), "{at}");
        }
        (Err(_), Err(_)) => {}
    }
    lenient
}

/// The corpus's chess lines with operations, ASCII ones (which the edits
/// keep valid UTF-8).
fn lines_with_operations() -> &'static [String] {
    static LINES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    LINES.get_or_init(|| {
        corpus()
            .into_iter()
            .filter(|source| source.game == "chess")
            .flat_map(|source| source.lines)
            .filter(|line| line.contains(';') && line.is_ascii())
            .collect()
    })
}

proptest::proptest! {
    /// Real lines with a few bytes changed, put in or taken out, among
    /// those the lenient grammar is about: the lenient reader never
    /// panics, reads alike what the strict reader reads, and writes what
    /// it reads alone as text the strict reader reads to the same value.
    #[test]
    fn edited_lines_read_leniently_as_they_are_written(
        pick in proptest::prelude::any::<proptest::sample::Index>(),
        edits in crate::edits(b" \t\r\n;,\"\\019abkqKQBN-+/=cdeimv\x00"),
    ) {
        let lines = lines_with_operations();
        let line = crate::edited(lines[pick.index(lines.len())].clone(), edits);
        let _ = lenient_agrees_with_strict(&line, &format!("{line:?}"));
    }
}

/// The value's hash with the standard library's hasher.
fn hash<T: std::hash::Hash>(value: &T) -> u64 {
    use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
    BuildHasherDefault::<DefaultHasher>::default().hash_one(value)
}

// ---------------------------------------------------------------------
// The operations' grammar, every short string against a regex oracle.

/// The grammar of the operations as a regular expression, and one
/// operation, to take them apart. Not regular: each opcode once, checked
/// apart.
struct Oracle {
    line: regex_lite::Regex,
    operation: regex_lite::Regex,
}

impl Oracle {
    fn new() -> Self {
        const OPCODE: &str = r"[A-Za-z][A-Za-z0-9_]{0,14}";
        const WORD: &str = r#"[^ ;"\x00-\x1f\x7f]+"#;
        const STRING: &str = r#""(?:[^"\\\x00-\x1f\x7f]|\\["\\trn])*""#;
        let operation = format!("({OPCODE})((?: {WORD})+| {STRING})?;");
        Self {
            line: regex_lite::Regex::new(&format!("^{operation}(?: {operation})*$"))
                .expect("a regex"),
            operation: regex_lite::Regex::new(&operation).expect("a regex"),
        }
    }

    /// The operations of `text` as (opcode, operands), or `None` when
    /// `text` is not a line of operations.
    fn read<'t>(&self, text: &'t str) -> Option<Vec<(&'t str, &'t str)>> {
        if !self.line.is_match(text) {
            return None;
        }
        let operations: Vec<(&str, &str)> = self
            .operation
            .captures_iter(text)
            .map(|captures| {
                let opcode = captures.get(1).map_or("", |m| m.as_str());
                let operands = captures.get(2).map_or("", |m| &m.as_str()[1..]);
                (opcode, operands)
            })
            .collect();
        let mut opcodes: Vec<&str> = operations.iter().map(|(opcode, _)| *opcode).collect();
        opcodes.sort_unstable();
        opcodes.dedup();
        (opcodes.len() == operations.len()).then_some(operations)
    }
}

/// Reads every string of `operations` after a position's four fields and
/// compares with the oracle: the same lines accepted, taken apart alike,
/// written back as read.
fn agree_with_the_oracle(oracle: &Oracle, operations: &str) {
    let line = format!("8/8/8/8/8/8/8/8 w - - {operations}");
    let ours = Epd::parse(&line);
    match (ours, oracle.read(operations)) {
        (Ok(epd), Some(expected)) => {
            let read: Vec<(&str, &str)> = epd
                .operations()
                .map(|(opcode, operands)| (opcode, operands.as_str()))
                .collect();
            assert_eq!(read, expected, "{line:?}");
            assert_eq!(epd.to_string(), line);
        }
        (Err(error), None) => assert!(error.index() <= line.len(), "{line:?}"),
        (ours, theirs) => panic!("{line:?}: ours {ours:?}, the oracle {theirs:?}"),
    }
}

/// The bytes the operations' grammar tells apart.
const ALPHABET: &[u8] = b"ab1_ ;\"\\t\t-";

/// Calls `f` on every string of `len` bytes over [`ALPHABET`], one at a
/// time.
fn for_each_string(len: usize, mut f: impl FnMut(&str)) {
    let mut digits = vec![0; len];
    let mut text = vec![ALPHABET[0]; len];
    loop {
        f(std::str::from_utf8(&text).expect("ASCII"));
        let Some(i) = digits.iter().rposition(|&d| d + 1 < ALPHABET.len()) else {
            return;
        };
        digits[i] += 1;
        text[i] = ALPHABET[digits[i]];
        for j in i + 1..len {
            digits[j] = 0;
            text[j] = ALPHABET[0];
        }
    }
}

#[test]
fn operations_of_up_to_five_bytes_agree_with_the_oracle() {
    let oracle = Oracle::new();
    for len in 0..=5 {
        for_each_string(len, |operations| agree_with_the_oracle(&oracle, operations));
    }
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn operations_of_six_bytes_agree_with_the_oracle() {
    let oracle = Oracle::new();
    for_each_string(6, |operations| agree_with_the_oracle(&oracle, operations));
}
