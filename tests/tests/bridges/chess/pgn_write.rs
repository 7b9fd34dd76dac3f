//! `chess::pgn::Writer` against python-chess 1.11.2's `FileExporter` on
//! every game of `tests/data/pgn` and of `writer/cases.pgn`, made for it:
//! byte for byte, in lines of 80 columns and on one line
//! (`tests/data/pgn/python-chess-export.jsonl`, written by
//! `tests/scripts/pgn_export.py`); what is written reads back to the same
//! game; games made move by move.

use pin_runtime::chess::pgn::{Game, PgnErrorKind, Reader, Token, WriteError, Writer};
use pin_runtime::chess::{San, Uci};

use super::pgn::{dir, vectors};

/// A game written, or the error.
fn written(game: &Game<'_>, columns: Option<usize>) -> Result<String, WriteError> {
    let mut writer = Writer::new(String::new()).with_columns(columns);
    writer.write_game(game)?;
    Ok(writer.into_inner())
}

#[test]
fn games_are_written_as_python_chess_writes_them() {
    let records = vectors("python-chess-export.jsonl");
    let (mut compared, mut refused) = (0, 0);
    let mut files = std::collections::BTreeMap::new();
    for record in &records {
        let file = record["file"].as_str().expect("a file");
        let bytes = files
            .entry(file)
            .or_insert_with(|| std::fs::read(dir().join(file)).expect("the file"));
        let number = usize::try_from(record["game"].as_u64().expect("a number")).expect("small");
        let game = Reader::new(bytes).nth(number - 1).expect("the game");
        let label = format!("{file} game {number}");
        if let Some(expected) = record["pgn"].as_str() {
            assert_eq!(written(&game, Some(80)).as_deref(), Ok(expected), "{label}");
            let line = record["line"].as_str().expect("one line");
            assert_eq!(written(&game, None).as_deref(), Ok(line), "{label}");
            compared += 1;
        } else {
            let err = written(&game, Some(80)).expect_err(&label);
            assert!(matches!(err, WriteError::Game(_)), "{label}: {err}");
            refused += 1;
        }
    }
    assert_eq!((compared, refused), (88, 6));
}

/// What was written reads back to the same game: the same tags and main
/// line, and written again, the same tokens but comments, and comments of
/// the same characters (python-chess's writer is no fixed point of its
/// reader: a comment after a move and the next move's starting comment are
/// written side by side and read back as one, which moves it before the
/// move's variations).
#[test]
fn what_is_written_reads_back() {
    let mut games = 0;
    let files = std::fs::read_dir(dir()).expect("the directory");
    let cases = std::iter::once(dir().join("writer/cases.pgn"));
    for path in files
        .map(|entry| entry.expect("an entry").path())
        .chain(cases)
    {
        if path.extension().is_none_or(|ext| ext != "pgn") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("the file");
        for game in Reader::new(&bytes) {
            let Ok(text) = written(&game, Some(80)) else {
                continue;
            };
            let label = format!("{} game {}", path.display(), game.number());
            let again: Vec<_> = Reader::new(text.as_bytes()).collect();
            assert_eq!(again.len(), 1, "{label}");
            let again = &again[0];
            let fens = |game: &Game<'_>| {
                game.mainline()
                    .map(|ply| ply.map(|ply| *ply.fen()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(fens(again), fens(&game), "{label}");
            let tags = |game: &Game<'_>| {
                game.tags()
                    .map(|(name, value)| (name.to_owned(), value.as_bytes().to_vec()))
                    .collect::<Vec<_>>()
            };
            let twice = written(again, Some(80)).expect("written again");
            let twice = Reader::new(twice.as_bytes()).next().expect("a game");
            assert_eq!(tags(&twice), tags(again), "{label}");
            assert_eq!(shape(&twice), shape(again), "{label}");
            games += 1;
        }
    }
    assert!(games > 80, "{games}");
}

/// A game's tokens but its comments, and the characters of its comments
/// but whitespace, sorted.
fn shape(game: &Game<'_>) -> (Vec<String>, Vec<char>) {
    let mut tokens = Vec::new();
    let mut comments = Vec::new();
    for (token, _) in game.tokens() {
        match token {
            Token::Comment(text) => comments.extend(
                String::from_utf8_lossy(text)
                    .chars()
                    .filter(|c| !c.is_whitespace()),
            ),
            token => tokens.push(format!("{token:?}")),
        }
    }
    comments.sort_unstable();
    (tokens, comments)
}

#[test]
fn a_game_made_move_by_move() {
    let mut writer = Writer::new(String::new());
    let tags = [
        ("Result", "0-1"),
        ("White", "A \"quoted\" name"),
        ("ECO", "C20"),
        ("Event", "Test"),
    ];
    let mut game = writer.game(&tags).expect("the tags");
    game.comment("before the first move").expect("a comment");
    game.play(San::parse("e4").expect("SAN")).expect("e4");
    game.nag(1).expect("a NAG");
    game.start_variation().expect("a variation");
    game.comment("or").expect("a comment");
    game.play_uci(Uci::parse("d2d4").expect("UCI")).expect("d4");
    game.play(San::parse("d5").expect("SAN")).expect("d5");
    game.end_variation().expect("the end");
    game.play(San::parse("e5").expect("SAN")).expect("e5");
    assert!(matches!(
        game.play(San::parse("Ke3").expect("SAN")),
        Err(WriteError::Move(_))
    ));
    game.play(San::parse("Nf3").expect("SAN")).expect("Nf3");
    game.comment("a long comment that does not fit on the line where the moves are")
        .expect("a comment");
    game.play(San::parse("Nc6").expect("SAN")).expect("Nc6");
    game.finish().expect("the end");
    let text = writer.into_inner();
    assert_eq!(
        text,
        "[Event \"Test\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"A \\\"quoted\\\" name\"]\n[Black \"?\"]\n[Result \"0-1\"]\n[ECO \"C20\"]\n\n\
         { before the first move } 1. e4 $1 ( { or } 1. d4 d5 ) 1... e5 2. Nf3\n\
         { a long comment that does not fit on the line where the moves are } 2... Nc6\n0-1\n\n"
    );
    // Read back and written again, the same text.
    let read = Reader::new(text.as_bytes()).next().expect("a game");
    assert_eq!(written(&read, Some(80)).as_deref(), Ok(text.as_str()));
    assert!(read.tokens().any(|(token, _)| token == Token::Nag(1)));
}

/// An output that refuses text.
struct Full;

impl std::fmt::Write for Full {
    fn write_str(&mut self, _: &str) -> std::fmt::Result {
        Err(std::fmt::Error)
    }
}

#[test]
fn writer_errors() {
    let message = |err: WriteError| err.to_string();
    let mut writer = Writer::new(String::new());
    assert_eq!(
        writer.game(&[("Bad Name", "x")]).unwrap_err(),
        WriteError::Tag
    );
    assert_eq!(
        writer.game(&[("Site", "two\nlines")]).unwrap_err(),
        WriteError::Tag
    );
    assert_eq!(
        writer.game(&[("Variant", "Atomic")]).unwrap_err(),
        WriteError::Variant
    );
    let err = writer
        .game(&[("FEN", "8/8/8/8/8/8/8/8 w - - 0 1")])
        .unwrap_err();
    assert_eq!(
        message(err),
        "the start position: cannot judge the position: expected one king a side for the rules, found no white king"
    );
    let err = writer.game(&[("FEN", "x")]).unwrap_err();
    assert!(matches!(err, WriteError::Fen(_)));
    assert!(
        message(err).starts_with("the FEN tag: invalid FEN"),
        "{err}"
    );
    let err = writer
        .game(&[])
        .expect("no tags")
        .play(San::parse("Ke2").expect("SAN"))
        .unwrap_err();
    assert_eq!(
        message(err),
        "cannot play \"Ke2\": expected a piece of the other side to take on e2, found +P"
    );
    let text = writer.into_inner();
    assert!(text.ends_with("[Result \"*\"]\n\n"), "{text}");
    assert!(!text.contains("Ke2"));
    let messages = [
        (
            WriteError::Fmt,
            "cannot write the game: the output gave an error",
        ),
        (
            WriteError::Variant,
            "expected a Variant tag naming standard chess, Chess960 or crazyhouse",
        ),
        (
            WriteError::VariationStart,
            "expected a move of the line before a variation of it, found none",
        ),
        (
            WriteError::VariationEnd,
            "expected a variation to end, found none open",
        ),
        (
            WriteError::Depth,
            "expected variations nested at most 16 deep, found one deeper",
        ),
    ];
    for (err, expected) in messages {
        assert_eq!(message(err), expected);
    }
    // Games read with a shape the writer refuses.
    let cases: [(&[u8], PgnErrorKind, &str); 3] = [
        (
            b"1. e4 e5 ( ( 1... c5 ) ) *",
            PgnErrorKind::NestedVariation,
            "cannot write the game: game 1, line 1, column 19: expected a move of the variation before a variation of it with a move or a NAG, found none",
        ),
        (
            b"1. e4 e5 ( 1... c5 1-0 ) *",
            PgnErrorKind::ResultInVariation,
            "cannot write the game: game 1, line 1, column 20: expected a move or the end of the variation, found a result",
        ),
        (
            b"1. e4 e5 (1... d5 (1... d6 (1... c6 (1... c5 (1... b6 (1... b5 (1... a6 (1... a5 (1... Nc6 \
              (1... Nf6 (1... Na6 (1... Nh6 (1... g6 (1... g5 (1... f6 (1... f5 (1... h6)))))))))))))))))",
            PgnErrorKind::Depth,
            "cannot write the game: game 1, line 1, column 158: expected variations nested at most 16 deep, found one deeper",
        ),
    ];
    for (text, kind, expected) in cases {
        let game = Reader::new(text).next().expect("a game");
        let err = written(&game, Some(80)).expect_err(expected);
        let WriteError::Game(pgn) = err else {
            panic!("{err}")
        };
        assert_eq!(pgn.kind(), kind);
        assert_eq!(message(err), expected);
    }
    let game = Reader::new(b"1. e4 *").next().expect("a game");
    assert_eq!(Writer::new(Full).write_game(&game), Err(WriteError::Fmt));
}

/// A `Result` tag that is no termination marker is kept as a tag, and the
/// movetext ends with `*`: its text there would read back as castling
/// (`0-0`) or as a token the reader refuses. A marker between spaces is
/// written as python-chess writes it.
#[test]
fn a_result_tag_that_is_no_marker_ends_the_movetext_with_a_star() {
    for (tag, end) in [
        ("0-0", "1. e4 e5 *\n\n"),
        ("won", "1. e4 e5 *\n\n"),
        ("1-0 ", "1. e4 e5 1-0\n\n"),
        ("1/2-1/2", "1. e4 e5 1/2-1/2\n\n"),
    ] {
        let record = format!("[Result \"{tag}\"]\n\n1. e4 e5 *\n");
        let game = Reader::new(record.as_bytes()).next().expect("a game");
        let text = written(&game, Some(80)).expect("written");
        assert!(text.contains(&format!("[Result \"{tag}\"]\n")), "{text}");
        assert!(text.ends_with(end), "{tag:?}: {text}");
        let again = Reader::new(text.as_bytes()).next().expect("a game");
        assert_eq!(again.mainline().count(), 2, "{text}");
        assert!(again.mainline().all(|ply| ply.is_ok()), "{text}");

        let mut writer = Writer::new(String::new());
        let mut made = writer.game(&[("Result", tag)]).expect("a game");
        made.play(San::parse("e4").expect("SAN")).expect("played");
        made.play(San::parse("e5").expect("SAN")).expect("played");
        made.finish().expect("finished");
        let text = writer.into_inner();
        assert!(text.ends_with(end), "{tag:?}: {text}");
    }
}
