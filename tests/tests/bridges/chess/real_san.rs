//! SAN as real files write it, against python-chess 1.11.2: every move of
//! the main lines of the PGN files of `tests/data/pgn` (python-chess's,
//! Lichess's, a broadcast's, Chess960 and crazyhouse games) and every `bm`,
//! `am`, `pm` and `sm` operand of the EPD suites of `tests/corpus/chess`,
//! with python-chess's reading of each on its position, as
//! `tests/scripts/real_san.py` recorded them in
//! `tests/data/rules/real-san.jsonl` (see its docstring for the format and
//! `tests/data/rules/SOURCES.md` for the files).
//!
//! Two differences from python-chess are known and allowed for:
//!
//! - The rules judge positions with one king a side (`Chessboard::new`
//!   says so); python-chess resolves SAN without kings or with several
//!   (`python-chess-epd.txt` holds 84 such operands, its own SAN tests:
//!   `8/5P2/8/2r5/8/8/8/8 w - -` with `bm f8=B`, `Kde6` among three black
//!   kings). Here each is refused with `NoKing` or `SecondKing`.
//! - `CrazyhouseBoard.parse_san` strips any run of `+` and `#` after a drop
//!   (`N@f3+#`), where `San` reads one mark, as after every other move. No
//!   record has such a run; [`classify`] checks that `San` refuses one if a
//!   rerun on other files brings it.
//!
//! The PGN moves are recorded with their check marks although
//! python-chess's PGN lexer skips them (the script explains how), so
//! `San::parse` reads each move as the file writes it (`Nxe1+`, `P@f3+`,
//! `Z0`, `g1f3`, `e1c1`), move numbers and glyphs (`?!`) apart.

use std::collections::BTreeMap;

use pin_runtime::chess::{
    CastlingForm, Chessboard, Dialect, Epd, Fen, MoveError, MoveErrorKind, San, Uci,
};
use serde_json::Value;

/// The records of `real-san.jsonl`, the header line left out.
fn records() -> Vec<Value> {
    let path = format!("{}/data/rules/real-san.jsonl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header")).expect("JSON");
    assert_eq!(header["python-chess"], "1.11.2");
    let records: Vec<Value> = lines
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    assert_eq!(header["records"].as_u64(), Some(records.len() as u64));
    records
}

/// A string field.
fn text<'a>(record: &'a Value, key: &str) -> &'a str {
    record[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} in {record}"))
}

/// A number field.
fn number(record: &Value, key: &str) -> u64 {
    record[key]
        .as_u64()
        .unwrap_or_else(|| panic!("{key} in {record}"))
}

/// The dialect a record's FEN is written in: Shredder-FEN castling for
/// Chess960, X-FEN otherwise, the en-passant square after every double
/// step.
fn dialect(record: &Value) -> Dialect {
    let castling = if record["variant"] == "chess960" {
        CastlingForm::Shredder
    } else {
        CastlingForm::XFen
    };
    Dialect::CANONICAL.with_castling(castling)
}

/// Whether our move is python-chess's `uci960` (castling king takes rook,
/// which this crate writes `e1g1` when the king starts on the e-file): the
/// same text, or a legal move of the same SAN.
fn same_move(fen: &Fen, ours: Uci, uci960: &str) -> bool {
    ours.to_string() == uci960 || {
        let theirs = Uci::parse(uci960).expect("UCI");
        fen.is_legal(theirs) && fen.san(theirs) == fen.san(ours)
    }
}

/// How a record's SAN fared, on both sides alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    /// Read and resolved to python-chess's move, and written back as
    /// python-chess's `Board.san` writes it.
    Resolved,
    /// Ambiguous for both.
    Ambiguous,
    /// Illegal for python-chess; read and refused for another reason than
    /// ambiguity here.
    Illegal,
    /// Not SAN for python-chess (`InvalidMoveError`); refused here when
    /// read (`San::parse`).
    InvalidUnread,
    /// Not SAN for python-chess; read here, and refused by the rules.
    InvalidRefused,
    /// A position without one king a side: refused here with `NoKing` or
    /// `SecondKing` when read, whatever python-chess said.
    Unjudged,
}

/// Whether a FEN's board has one king a side.
fn one_king_a_side(fen: &str) -> bool {
    let board = fen.split([' ', '[']).next().unwrap_or_default();
    let count = |king: char| board.chars().filter(|&c| c == king).count();
    count('K') == 1 && count('k') == 1
}

/// Checks one record against `San::parse`, `Fen::resolve_san` and
/// `Fen::san`, and says how it fared.
fn classify(record: &Value) -> Class {
    let fen_text = text(record, "fen");
    let san_text = text(record, "san");
    let fen = Fen::parse(fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"));
    let read = San::parse(san_text);
    // python-chess's crazyhouse reader strips any run of `+` and `#` after
    // a drop; `San` reads one mark.
    let marks = san_text.len() - san_text.trim_end_matches(['+', '#']).len();
    if record["variant"] == "crazyhouse" && san_text.contains('@') && marks > 1 {
        assert!(read.is_err(), "{fen_text} {san_text:?}: {read:?}");
        return Class::InvalidUnread;
    }
    let resolved: Result<Result<Uci, MoveError>, _> = read.map(|san| fen.resolve_san(san));
    if !one_king_a_side(fen_text) {
        if let Ok(result) = &resolved {
            assert!(
                result.as_ref().is_err_and(|e| matches!(
                    e.kind(),
                    MoveErrorKind::NoKing { .. } | MoveErrorKind::SecondKing { .. }
                )),
                "{fen_text} {san_text:?}: {result:?}"
            );
        }
        return Class::Unjudged;
    }
    match record.get("error").and_then(Value::as_str) {
        None => {
            let uci960 = text(record, "uci");
            let Ok(Ok(uci)) = resolved else {
                panic!("{fen_text} {san_text:?}: python-chess reads {uci960}, we {resolved:?}");
            };
            assert!(
                same_move(&fen, uci, uci960),
                "{fen_text} {san_text:?}: {uci} against {uci960}"
            );
            let canonical = fen
                .san(uci)
                .unwrap_or_else(|e| panic!("{fen_text} {uci}: {e}"));
            assert_eq!(
                canonical.to_string(),
                text(record, "canonical"),
                "{fen_text} {uci}"
            );
            Class::Resolved
        }
        Some("ambiguous") => {
            let Ok(Err(err)) = resolved else {
                panic!("{fen_text} {san_text:?}: python-chess finds it ambiguous, we {resolved:?}");
            };
            assert!(
                matches!(err.kind(), MoveErrorKind::Ambiguous { .. }),
                "{fen_text} {san_text:?}: {err}"
            );
            Class::Ambiguous
        }
        Some("illegal") => {
            let Ok(Err(err)) = resolved else {
                panic!("{fen_text} {san_text:?}: python-chess finds it illegal, we {resolved:?}");
            };
            assert!(
                !matches!(err.kind(), MoveErrorKind::Ambiguous { .. }),
                "{fen_text} {san_text:?}: {err}"
            );
            Class::Illegal
        }
        Some("invalid") => match resolved {
            Err(_) => Class::InvalidUnread,
            Ok(Err(_)) => Class::InvalidRefused,
            Ok(Ok(uci)) => {
                panic!("{fen_text} {san_text:?}: python-chess refuses it, we read {uci}")
            }
        },
        Some(other) => panic!("unknown error class {other:?}"),
    }
}

/// Every move of the PGN files: read, resolved to python-chess's move and
/// written back as python-chess writes it, in standard chess, Chess960 and
/// crazyhouse.
#[test]
fn pgn_moves_resolve_as_python_chess_reads_them() {
    let mut counts: BTreeMap<(String, Class), usize> = BTreeMap::new();
    let mut files = BTreeMap::new();
    for record in records().iter().filter(|r| r.get("game").is_some()) {
        let class = classify(record);
        *counts
            .entry((text(record, "variant").to_string(), class))
            .or_default() += 1;
        *files.entry(text(record, "file").to_string()).or_insert(0) += 1;
    }
    // Exact counts: the file is fixed, and a rerun of the script on other
    // files sets them anew.
    let expected = [
        (("chess".to_string(), Class::Resolved), 2861),
        (("chess960".to_string(), Class::Resolved), 499),
        (("crazyhouse".to_string(), Class::Resolved), 170),
    ];
    assert_eq!(counts, BTreeMap::from(expected));
    assert_eq!(files.len(), 15, "{files:?}");
}

/// Every `bm`, `am`, `pm` and `sm` operand of the EPD suites: read and
/// resolved as python-chess reads it, or refused as it refuses it; and
/// where `Epd::parse` reads the line, `Epd::san_moves` gives, operand for
/// operand, what `Fen::resolve_san` gives on the record's position.
#[test]
fn epd_operands_resolve_as_python_chess_reads_them() {
    let records = records();
    let mut counts: BTreeMap<Class, usize> = BTreeMap::new();
    // (file, line, opcode) → the records of that operation, in order.
    let mut operations: BTreeMap<(&str, u64, &str), Vec<&Value>> = BTreeMap::new();
    for record in records.iter().filter(|r| r.get("line").is_some()) {
        *counts.entry(classify(record)).or_default() += 1;
        operations
            .entry((
                text(record, "file"),
                number(record, "line"),
                text(record, "opcode"),
            ))
            .or_default()
            .push(record);
    }
    let expected = [
        (Class::Resolved, 7968),
        (Class::Ambiguous, 2),
        (Class::Illegal, 5),
        (Class::InvalidUnread, 170),
        (Class::Unjudged, 84),
    ];
    assert_eq!(counts, BTreeMap::from(expected));

    let mut corpus: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut compared = 0;
    for ((file, line, opcode), group) in &operations {
        let lines = corpus.entry(file).or_insert_with(|| {
            let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            text.split('\n').map(str::to_string).collect()
        });
        let index = usize::try_from(*line).expect("a line number") - 1;
        let Ok(epd) = Epd::parse(&lines[index]) else {
            continue;
        };
        let context = format!("{file}:{line} {opcode}");
        let operands: Vec<&str> = epd
            .operation(opcode)
            .unwrap_or_else(|| panic!("{context}: no operation"))
            .map(|operand| operand.as_str())
            .collect();
        let words: Vec<&str> = group.iter().map(|r| text(r, "san")).collect();
        assert_eq!(operands, words, "{context}");
        let fen = Fen::parse(text(group[0], "fen")).expect("a FEN");
        for (result, record) in epd.san_moves(opcode).zip(group) {
            let san_text = text(record, "san");
            match San::parse(san_text) {
                Ok(san) => assert_eq!(result, fen.resolve_san(san), "{context} {san_text:?}"),
                Err(_) => assert!(
                    result
                        .as_ref()
                        .is_err_and(|e| matches!(e.kind(), MoveErrorKind::NotSan { .. })),
                    "{context} {san_text:?}: {result:?}"
                ),
            }
            compared += 1;
        }
    }
    assert_eq!(compared, 5115, "operands compared with Epd::san_moves");
}

/// Every game replayed on a `Chessboard` by `play_san`, from the position
/// of its first record: each move is played from the position python-chess
/// recorded before it.
#[test]
fn pgn_games_replay_on_a_chessboard() {
    let records = records();
    let mut games: BTreeMap<(&str, u64), Vec<&Value>> = BTreeMap::new();
    for record in records.iter().filter(|r| r.get("game").is_some()) {
        games
            .entry((text(record, "file"), number(record, "game")))
            .or_default()
            .push(record);
    }
    let mut plies = 0;
    for ((file, game), moves) in &games {
        let first = Fen::parse(text(moves[0], "fen")).expect("a FEN");
        let mut board = Chessboard::new(first).unwrap_or_else(|e| panic!("{file} {game}: {e}"));
        for (ply, record) in (1..).zip(moves) {
            assert_eq!(number(record, "ply"), ply, "{file} game {game}");
            let written = board.fen().display_in(dialect(record)).to_string();
            assert_eq!(written, text(record, "fen"), "{file} game {game} ply {ply}");
            let san = San::parse(text(record, "san")).expect("SAN");
            board
                .play_san(san)
                .unwrap_or_else(|e| panic!("{file} game {game} ply {ply}: {e}"));
            plies += 1;
        }
    }
    assert_eq!(games.len(), 44);
    assert_eq!(plies, 3530);
}
