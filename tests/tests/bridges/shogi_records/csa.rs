//! `shogi::csa` against cshogi, round trips and bad input.

use pin_runtime::Side;
use pin_runtime::shogi::csa::{Reader, Statement, Writer};
use pin_runtime::shogi::{Ending, RecordErrorKind, Sfen, Usi, WriteError};

use super::{read, vectors};

#[test]
fn real_records_read_as_cshogi_reads_them() {
    let (games, refused) = vectors();
    let mut plies = 0;
    let mut files = 0;
    for (file, expected) in games.iter().filter(|(file, _)| super::is(file, "csa")) {
        files += 1;
        let text = read(file);
        let ours: Vec<_> = Reader::new(&text).collect();
        assert_eq!(ours.len(), expected.len(), "{file}: games");
        for (game, theirs) in ours.iter().zip(expected) {
            let label = format!("{file} game {}", game.number());
            let mainline: Vec<_> = game
                .mainline()
                .collect::<Result<_, _>>()
                .expect("the main line");
            // cshogi 1.1.0 reads a time on the line of its move
            // (`+7776FU,T12`) as 0: compared where each is on a line of its
            // own, as Floodgate writes them.
            plies += super::compare(
                &label,
                &game.start().expect("a start"),
                [game.player(Side::First), game.player(Side::Second)],
                &mainline,
                theirs,
                !text.contains(",T"),
            );
            assert_eq!(
                game.ending().map(Ending::csa),
                theirs["endgame"]
                    .as_str()
                    .filter(|ending| !ending.is_empty()),
                "{label}: ending"
            );
        }
    }
    assert!(files >= 15, "{files} CSA files");
    assert!(plies >= 1200, "{plies} plies");
    // The file cshogi crashes on: its board is placed by `P-` lines alone,
    // and its game is the one of `9fu.csa`, whose board is written rank
    // by rank.
    assert!(refused.contains_key("9fu_komabetsu.csa"));
    let placed = read("9fu_komabetsu.csa");
    let ranks = read("9fu.csa");
    let placed = Reader::new(&placed).next().expect("a game");
    let ranks = Reader::new(&ranks).next().expect("a game");
    assert_eq!(placed.start(), ranks.start());
    assert!(placed.mainline().eq(ranks.mainline()));
}

/// Every game written, read again: the same players, headers, start, main
/// line with times, and ending; written again, the same text.
#[test]
fn records_written_back_read_the_same() {
    let mut games = 0;
    for entry in std::fs::read_dir(super::dir()).expect("the records") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|extension| extension != "csa") {
            continue;
        }
        let text = read(
            path.file_name()
                .and_then(|name| name.to_str())
                .expect("a name"),
        );
        for game in Reader::new(&text) {
            let Ok(written) = game.write(String::new()) else {
                continue;
            };
            let again = Reader::new(&written).next().expect("a game");
            assert_eq!(again.start(), game.start(), "{path:?}");
            assert!(again.mainline().eq(game.mainline()), "{path:?}");
            assert_eq!(again.ending(), game.ending(), "{path:?}");
            assert!(again.headers().eq(game.headers()), "{path:?}");
            for side in [Side::First, Side::Second] {
                assert_eq!(again.player(side), game.player(side), "{path:?}");
            }
            assert_eq!(again.write(String::new()).as_deref(), Ok(written.as_str()));
            games += 1;
        }
    }
    assert!(games >= 15, "{games} games");
}

#[test]
fn versions_and_headers() {
    let text = "'CSA encoding=UTF-8\nV3.0\nN+先手\nN-後手\n$EVENT:第1局\n$TIME:600+10+0\nPI\n+\n+2726FU\nT0.512\n%TORYO,T1\n";
    let game = Reader::new(text).next().expect("a game");
    assert_eq!(game.version(), Some("V3.0"));
    assert_eq!(game.player(Side::Second), Some("後手"));
    assert_eq!(game.header("TIME"), Some("600+10+0"));
    let ply = game.mainline().next().expect("a move").expect("played");
    assert_eq!(ply.time(), Some(std::time::Duration::from_millis(512)));
    assert_eq!(
        game.write(String::new()).expect("written"),
        "V2.2\nN+先手\nN-後手\n$EVENT:第1局\n$TIME:600+10+0\nPI\n+\n+2726FU,T0.512\n%TORYO,T1\n"
    );
    let first = game.statements().next().expect("a statement").0;
    assert_eq!(first, Statement::Comment("CSA encoding=UTF-8"));
}

#[test]
fn every_ending_is_read_and_written() {
    for (special, ending) in [
        ("%TORYO", Ending::Resign),
        ("%CHUDAN", Ending::Interrupted),
        ("%SENNICHITE", Ending::Repetition),
        ("%TIME_UP", Ending::TimeUp),
        ("%ILLEGAL_MOVE", Ending::IllegalMove),
        ("%+ILLEGAL_ACTION", Ending::IllegalAction(Side::First)),
        ("%-ILLEGAL_ACTION", Ending::IllegalAction(Side::Second)),
        ("%JISHOGI", Ending::Impasse),
        ("%KACHI", Ending::Declaration),
        ("%HIKIWAKE", Ending::Draw),
        ("%MAX_MOVES", Ending::MaxMoves),
        ("%TSUMI", Ending::Checkmate),
        ("%FUZUMI", Ending::NoCheckmate),
        ("%MATTA", Ending::Takeback),
        ("%ERROR", Ending::Error),
    ] {
        let text = format!("PI\n+\n+7776FU\n{special}\n+3334FU\n");
        let game = Reader::new(&text).next().expect("a game");
        assert_eq!(game.ending(), Some(ending));
        // Nothing after the ending is played.
        assert_eq!(game.mainline().count(), 1);
        assert_eq!(ending.csa(), special);
        let mut writer = Writer::new(String::new(), Sfen::START).expect("a writer");
        writer.end(ending, None).expect("written");
        assert_eq!(
            writer.finish().expect("written"),
            format!("V2.2\nPI\n+\n{special}\n")
        );
    }
}

#[test]
fn games_split_at_slashes() {
    let text = "V2.2\nN+a\nPI\n+\n+7776FU\n%TORYO\n/\nN+b\nPI82HI\n-\n-3334FU\n/\n\n";
    let games: Vec<_> = Reader::new(text).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].player(Side::First), Some("b"));
    assert_eq!(games[1].line(), 8);
    let ply = games[1].mainline().next().expect("a move").expect("played");
    assert_eq!(ply.usi().to_string(), "3c3d");
    assert_eq!(ply.side(), Side::Second);
    assert_eq!(
        ply.sfen().to_string(),
        "lnsgkgsnl/7b1/pppppp1pp/6p2/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2"
    );
}

#[test]
fn a_handicap_start_is_written_rank_by_rank() {
    let start = Sfen::parse("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
        .expect("an SFEN");
    let mut writer = Writer::new(String::new(), start).expect("a writer");
    writer
        .play(Usi::parse("3c3d").expect("USI"), None)
        .expect("played");
    let text = writer.finish().expect("written");
    assert!(
        text.starts_with("V2.2\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 *  *  *  *  *  *  * -KA * \n"),
        "{text}"
    );
    assert!(
        text.ends_with("P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n-\n-3334FU\n"),
        "{text}"
    );
    let game = Reader::new(&text).next().expect("a game");
    assert_eq!(game.start(), Ok(start));
    // Pieces in hand, written one by one.
    let start = Sfen::parse("8k/9/8P/9/9/9/9/9/9 b G2r 1").expect("an SFEN");
    let text = Writer::new(String::new(), start)
        .and_then(Writer::finish)
        .expect("written");
    assert!(text.ends_with("P+00KI\nP-00HI00HI\n+\n"), "{text}");
    assert_eq!(
        Reader::new(&text).next().expect("a game").start(),
        Ok(start)
    );
}

#[test]
fn the_writer_refuses_what_csa_cannot_say() {
    let mut writer = Writer::new(String::new(), Sfen::START).expect("a writer");
    assert_eq!(writer.play(Usi::NULL, None), Err(WriteError::NullMove));
    writer
        .play(Usi::parse("7g7f").expect("USI"), None)
        .expect("played");
    assert_eq!(writer.header("EVENT", "late"), Err(WriteError::Order));
    assert!(matches!(
        writer.play(Usi::parse("7f7e").expect("USI"), None),
        Err(WriteError::Move(_))
    ));
    assert_eq!(writer.finish().expect("written"), "V2.2\nPI\n+\n+7776FU\n");
}

/// Messy records: what is read, and what is refused with its line.
#[test]
fn messy_records() {
    // A byte-order mark, CRLF and CR line ends, trailing spaces, no ending,
    // no version: read.
    let text = "\u{feff}N+a \r\nPI\r+\r\n+7776FU ,T3\r\n-3334FU\r\n";
    let game = Reader::new(text).next().expect("a game");
    assert_eq!(game.player(Side::First), Some("a"));
    assert_eq!(game.mainline().flatten().count(), 2);
    assert_eq!(game.ending(), None);

    // No start position at all: the start of shogi, sente to move.
    let game = Reader::new("+7776FU\n").next().expect("a game");
    assert_eq!(game.mainline().count(), 1);

    let cases: &[(&str, u32, &str)] = &[
        (
            "PI\n+\n+7776FU\n+3334FU\n",
            4,
            "CSA game 1, line 4, column 1: move 2: expected a move of gote (-), found one of sente",
        ),
        (
            "PI\n+\n+7776F\n",
            3,
            "CSA game 1, line 3, column 1: move 1: expected a move: a side, the origin (00 for a drop), \
             the destination and the piece after it (+7776FU), found \"+7776F\"",
        ),
        (
            "PI\n+\n+0055KA\n",
            3,
            "CSA game 1, line 3, column 1: move 1: cannot play \"B*5e\": expected B in the hand of the side to move, found none",
        ),
        (
            "PI\n+\n+5958OU\n-5152OU\n+5857NK\n",
            5,
            "CSA game 1, line 5, column 1: move 3: expected sente's promoted knight (+N) on 5h, found K",
        ),
        (
            "PI\n+\n+7776FU,T3\n-4132TO\n",
            4,
            "CSA game 1, line 4, column 1: move 2: expected gote's tokin (+p) on 4a, found g",
        ),
        (
            "PI\n+\n+0055OU\n",
            3,
            "CSA game 1, line 3, column 1: move 1: expected a piece a hand holds (P L N S G B R), found a drop of sente's king (K)",
        ),
        (
            "PI55FU\n+\n",
            1,
            "CSA game 1, line 1, column 1: the start position: expected PI and squares with pieces to take off (PI82HI22KA), found \"PI55FU\"",
        ),
        (
            "P1-KY-KE\n+\n",
            1,
            "CSA game 1, line 1, column 1: the start position: expected a rank of 9 squares, each ` * ` or a side and piece (P1-KY-KE-GI-KI-OU-KI-GI-KE-KY), found \"P1-KY-KE\"",
        ),
        (
            "P+00OU\n+\n",
            1,
            "CSA game 1, line 1, column 1: the start position: expected squares with pieces (P+63KI, 00 for a hand: P-00FU00KA, 00AL for the rest), found \"P+00OU\"",
        ),
    ];
    for &(text, line, message) in cases {
        let game = Reader::new(text).next().expect("a game");
        let err = game.mainline().find_map(Result::err).expect(text);
        assert_eq!(err.line(), line, "{text}");
        assert_eq!(err.to_string(), message, "{text}");
    }
    let game = Reader::new("PI\n+\n+7776FU\n-3334FU\n+8822KI\n")
        .next()
        .expect("a game");
    let err = game.mainline().find_map(Result::err).expect("an error");
    assert!(matches!(
        err.kind(),
        RecordErrorKind::Piece { number: 3, .. }
    ));
    assert!(matches!(
        game.write(String::new()),
        Err(WriteError::Record(_))
    ));
}

/// Random edits of a real record never panic, and every move the main
/// line gives is one the position plays.
#[test]
fn edited_records_never_panic() {
    use proptest::prelude::*;
    let text = read("v2.csa");
    let alphabet: &'static [u8] = b"+-0123456789PTNV%',/\n FUKAHIOGRYTSMLE";
    let mut runner = proptest::test_runner::TestRunner::new(proptest::test_runner::Config {
        cases: 64,
        ..Default::default()
    });
    let short: String = text.lines().take(60).collect::<Vec<_>>().join("\n");
    runner
        .run(&crate::edits(alphabet), |edits| {
            let edited = crate::edited(short.clone(), edits);
            for game in Reader::new(&edited) {
                let _ = game.start();
                let _ = game.ending();
                let mut sfen = game.start().unwrap_or(Sfen::START);
                for ply in game.mainline().flatten() {
                    sfen.play_usi(ply.usi()).expect("a move the position plays");
                    prop_assert_eq!(&sfen, ply.sfen());
                }
                let _ = game.write(String::new());
            }
            Ok(())
        })
        .expect("no panic");
}
