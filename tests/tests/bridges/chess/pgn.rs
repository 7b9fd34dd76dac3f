//! `chess::pgn` against python-chess 1.11.2's `read_game` on the real
//! files of `tests/data/pgn` (their sources in
//! `tests/data/rules/SOURCES.md`): the games split alike, the same tags in
//! the same order, and every main line played to the same positions
//! (`tests/data/pgn/python-chess.jsonl`, written by
//! `tests/scripts/pgn_chess.py`).

use std::collections::BTreeMap;

use pin_runtime::chess::pgn::{PgnErrorKind, Reader, Token};
use serde_json::Value;

/// The directory of the files.
pub(super) fn dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/pgn")
}

/// The records of a file of vectors of `tests/data/pgn`: a header line
/// counting them, then one a line.
pub(super) fn vectors(name: &str) -> Vec<Value> {
    let text = std::fs::read_to_string(dir().join(name)).expect("the vectors");
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header")).expect("JSON");
    let records: Vec<Value> = lines
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    assert_eq!(header["games"].as_u64(), Some(records.len() as u64));
    records
}

#[test]
fn real_files_read_as_python_chess_reads_them() {
    let records = vectors("python-chess.jsonl");
    let mut by_file: BTreeMap<&str, Vec<&Value>> = BTreeMap::new();
    for record in &records {
        by_file
            .entry(record["file"].as_str().expect("a file"))
            .or_default()
            .push(record);
    }
    let mut plies = 0;
    for (file, expected) in by_file {
        let bytes = std::fs::read(dir().join(file)).expect("the file");
        let games: Vec<_> = Reader::new(&bytes).collect();
        assert_eq!(games.len(), expected.len(), "{file}: games");
        for (game, record) in games.iter().zip(expected) {
            let label = format!("{file} game {}", game.number());
            let tags: Vec<Value> = game
                .tags()
                .map(|(name, value)| serde_json::json!([name, value.as_str().expect("UTF-8")]))
                .collect();
            assert_eq!(&Value::Array(tags), &record["tags"], "{label}: tags");
            if record["variant_known"] == false {
                let err = game
                    .mainline()
                    .next()
                    .expect("an error")
                    .expect_err("unknown variant");
                assert_eq!(err.kind(), PgnErrorKind::Variant, "{label}");
                continue;
            }
            let theirs = record["mainline"].as_array().expect("moves");
            let ours: Vec<_> = game.mainline().collect();
            let played = ours.iter().take_while(|ply| ply.is_ok()).count();
            assert_eq!(
                played,
                theirs.len(),
                "{label}: plies played; {:?}",
                ours.last()
            );
            for (ply, theirs) in ours.iter().zip(theirs) {
                let ply = ply.as_ref().expect("played");
                assert_eq!(
                    ply.fen().to_string(),
                    theirs[1].as_str().expect("a FEN"),
                    "{label}"
                );
                plies += 1;
            }
            // python-chess stops at the first illegal move, as we do.
            let errors = record["errors"].as_u64().unwrap_or(0);
            assert_eq!(
                ours.len() > played,
                errors > 0,
                "{label}: {:?}",
                ours.last()
            );
        }
    }
    assert!(plies > 3000, "{plies}");
}

#[test]
fn every_token_of_the_real_files_is_read() {
    let mut counts = [0usize; 4];
    for entry in std::fs::read_dir(dir()).expect("the directory") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|ext| ext != "pgn") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("the file");
        for game in Reader::new(&bytes) {
            for (token, at) in game.tokens() {
                assert!(at.line() >= game.line() && at.column() >= 1);
                match token {
                    Token::Move(_) => counts[0] += 1,
                    Token::Comment(_) => counts[1] += 1,
                    Token::Nag(_) | Token::Suffix(_) => counts[2] += 1,
                    Token::BadMove(text, error) => {
                        panic!("{}: {at}: {text:?}: {error}", path.display())
                    }
                    _ => counts[3] += 1,
                }
            }
        }
    }
    assert!(counts.iter().all(|&n| n > 10), "{counts:?}");
}

/// A stream read game by game gives the games a file's bytes give: the
/// same numbers, lines, tags, tokens and main lines.
#[test]
fn a_stream_reads_as_the_whole_file() {
    use pin_runtime::chess::pgn::StreamReader;
    let mut games = 0;
    for entry in std::fs::read_dir(dir()).expect("the directory") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|ext| ext != "pgn") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("the file");
        let whole: Vec<_> = Reader::new(&bytes).collect();
        // A small buffer, so that lines arrive in pieces.
        let stream = std::io::BufReader::with_capacity(16, bytes.as_slice());
        let mut reader = StreamReader::new(stream);
        let mut read = 0;
        while let Some(game) = reader.next_game() {
            let game = game.expect("no read error");
            let expected = &whole[read];
            let label = format!("{} game {}", path.display(), expected.number());
            assert_eq!(
                (game.number(), game.line()),
                (expected.number(), expected.line()),
                "{label}"
            );
            assert!(game.tags().eq(expected.tags()), "{label}");
            assert!(game.tokens().eq(expected.tokens()), "{label}");
            let fens = |game: &pin_runtime::chess::pgn::Game<'_>| {
                game.mainline()
                    .map(|ply| ply.map(|ply| *ply.fen()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(fens(&game), fens(expected), "{label}");
            read += 1;
        }
        assert_eq!(read, whole.len(), "{}", path.display());
        games += read;
    }
    assert!(games > 40, "{games}");
}

/// A `FEN` tag that is not UTF-8 is named so, with its first bad byte.
#[test]
fn a_fen_tag_not_utf8_is_named() {
    let file = b"[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\xe9\"]\n\n1. Kd2 *\n";
    let game = Reader::new(file).next().expect("a game");
    let err = game.start().expect_err("not UTF-8");
    assert_eq!(
        err.kind(),
        PgnErrorKind::FenEncoding {
            index: 29,
            byte: 0xE9
        }
    );
    assert_eq!(
        err.to_string(),
        "game 1, line 1, column 1: the FEN tag: expected UTF-8, found the byte 0xE9 at byte 29"
    );
    let first = game.mainline().next().expect("an error");
    assert_eq!(first.expect_err("no start").kind(), err.kind());
}

/// Of a `Variant` or `FEN` tag given twice, the last value counts, as in
/// python-chess (whose tags are a dictionary), and as the writer writes it.
#[test]
fn the_last_of_a_tag_given_twice_counts() {
    let file = b"[Variant \"Standard\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n";
    let game = Reader::new(file).next().expect("a game");
    assert_eq!(
        game.start().expect("a start").to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    );
    assert_eq!(
        game.tag("Variant").and_then(|value| value.as_str()),
        Some("Standard")
    );
}

/// A `(` where the line has no move since the game's start is passed over,
/// as python-chess passes over it, and the `)` after it closes the
/// variation around it.
#[test]
fn a_variation_before_the_first_move_is_the_main_line() {
    let sans = |text: &'static [u8]| {
        let game = Reader::new(text).next().expect("a game");
        let plies: Vec<String> = game
            .mainline()
            .map(|ply| ply.expect("played").san().to_string())
            .collect();
        (plies, game.result())
    };
    assert_eq!(
        sans(b"( 1. d4 ) 1... d5 1-0"),
        (vec!["d4".to_string(), "d5".to_string()], Some("1-0"))
    );
    assert_eq!(
        sans(b"1. e4 ( ( 1. d4 ) 1... e5 ) 2. Nf3 *"),
        (
            vec!["e4".to_string(), "e5".to_string(), "Nf3".to_string()],
            Some("*")
        )
    );
}
