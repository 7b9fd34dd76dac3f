//! `shogi::kif` against cshogi and against the same games in CSA, round
//! trips and bad input.

use pin_runtime::Side;
use pin_runtime::shogi::kif::{Reader, Statement, Writer};
use pin_runtime::shogi::{Ending, RecordErrorKind, Sfen, Usi, WriteError, csa};

use super::{read, vectors};

#[test]
fn real_records_read_as_cshogi_reads_them() {
    let (games, refused) = vectors();
    let mut plies = 0;
    let mut files = 0;
    for (file, expected) in games
        .iter()
        .filter(|(file, _)| super::is(file, "kif") || super::is(file, "kifu"))
    {
        files += 1;
        let text = read(file);
        let game = Reader::new(&text).next().expect("a game");
        let theirs = &expected[0];
        let label = file.as_str();
        let mainline: Vec<_> = game
            .mainline()
            .collect::<Result<_, _>>()
            .expect("the main line");
        // cshogi's times: the seconds of each move.
        plies += super::compare(
            label,
            &game.start().expect("a start"),
            [game.player(Side::First), game.player(Side::Second)],
            &mainline,
            theirs,
            true,
        );
        // cshogi names the endings it knows in CSA's words, read from the
        // summary line (`まで…`), none without one.
        if let Some(theirs) = theirs["endgame"].as_str() {
            assert_eq!(
                game.ending().map(Ending::csa),
                Some(theirs),
                "{label}: ending"
            );
        }
    }
    assert!(files >= 20, "{files} KIF files");
    assert!(plies >= 1000, "{plies} plies");
    // What cshogi refuses or misreads: the board diagrams, `同歩`.
    for file in [
        "9fu.kif",
        "kifu_for_iphone.kif",
        "32ryu-cumbersome.kif",
        "shogidokoro.kifu",
        "taichitsume.kif",
        "shogidb2.kifu",
    ] {
        assert!(refused.contains_key(file), "{file}");
        let text = read(file);
        let game = Reader::new(&text).next().expect("a game");
        assert!(game.mainline().all(|ply| ply.is_ok()), "{file}");
    }
    let text = read("kifu_for_iphone.kif");
    let game = Reader::new(&text).next().expect("a game");
    assert_eq!(
        game.start().expect("a start").to_string(),
        "3sks3/9/4+P4/6+B2/9/9/9/9/9 b S2rb4gs4n4l17p 1"
    );
    assert_eq!(game.ending(), Some(Ending::Checkmate));
}

/// The games written both ways in the records: the same start, moves and
/// ending from either.
#[test]
fn kif_and_csa_of_the_same_games_agree() {
    for stem in ["8mai", "9fu", "chudan"] {
        let kif = read(&format!("{stem}.kif"));
        let csa_text = read(&format!("{stem}.csa"));
        let kif = Reader::new(&kif).next().expect("a game");
        let csa = csa::Reader::new(&csa_text).next().expect("a game");
        assert_eq!(kif.start(), csa.start(), "{stem}");
        let ours: Vec<_> = kif
            .mainline()
            .map(|ply| ply.map(|ply| (ply.usi(), *ply.sfen())))
            .collect();
        let theirs: Vec<_> = csa
            .mainline()
            .map(|ply| ply.map(|ply| (ply.usi(), *ply.sfen())))
            .collect();
        assert!(!ours.is_empty());
        assert_eq!(ours.len(), theirs.len(), "{stem}");
        for (ours, theirs) in ours.iter().zip(&theirs) {
            assert_eq!(ours.as_ref().ok(), theirs.as_ref().ok(), "{stem}");
        }
        assert_eq!(kif.ending(), csa.ending(), "{stem}");
    }
}

/// Every game written, read again: the same headers, start, main line
/// with times, and ending; written again, the same text. And the same
/// game written as CSA reads the same.
#[test]
fn records_written_back_read_the_same() {
    let mut games = 0;
    for entry in std::fs::read_dir(super::dir()).expect("the records") {
        let path = entry.expect("an entry").path();
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .expect("a name");
        if !super::is(name, "kif") && !super::is(name, "kifu") {
            continue;
        }
        let text = read(name);
        for game in Reader::new(&text) {
            let written = game.write(String::new()).expect(name);
            let again = Reader::new(&written).next().expect("a game");
            assert_eq!(again.start(), game.start(), "{name}");
            assert!(again.mainline().eq(game.mainline()), "{name}\n{written}");
            assert_eq!(again.ending(), game.ending(), "{name}");
            for side in [Side::First, Side::Second] {
                assert_eq!(again.player(side), game.player(side), "{name}");
            }
            assert_eq!(
                again.write(String::new()).as_deref(),
                Ok(written.as_str()),
                "{name}"
            );

            let start = game.start().expect("a start");
            let mut writer = csa::Writer::new(String::new(), start).expect("a writer");
            for ply in game.mainline() {
                writer
                    .play(ply.expect("played").usi(), None)
                    .expect("written");
            }
            let as_csa = writer.finish().expect("written");
            let as_csa = csa::Reader::new(&as_csa).next().expect("a game");
            assert!(
                as_csa
                    .mainline()
                    .map(|ply| ply.map(|ply| *ply.sfen()).ok())
                    .eq(game.mainline().map(|ply| ply.map(|ply| *ply.sfen()).ok())),
                "{name}"
            );
            games += 1;
        }
    }
    assert!(games >= 25, "{games} games");
}

#[test]
fn branches_are_exposed_and_the_main_line_played() {
    let text = read("fork.kif");
    let game = Reader::new(&text).next().expect("a game");
    let branches: Vec<_> = game.branches().collect();
    assert_eq!(branches.len(), 7);
    assert!(branches.iter().all(|branch| branch.moves().count() > 0));
    assert_eq!(game.mainline().count(), 3);
    assert_eq!(game.ending(), Some(Ending::Resign));
    let marked = game
        .statements()
        .filter(|(statement, _)| matches!(statement, Statement::Move(line) if line.has_branches()))
        .count();
    assert_eq!(marked, 7);
    // Each branch played from the line it leaves, the nearest before it
    // with its first move: the position after its last move.
    let last: Vec<String> = branches
        .iter()
        .map(|branch| {
            let plies: Vec<_> = branch.mainline().collect::<Result<_, _>>().expect("played");
            assert_eq!(plies[0].number(), branch.first());
            plies.last().expect("a move").sfen().to_string()
        })
        .collect();
    assert_eq!(
        last,
        [
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/2P6/9/PP1PPPPPP/1B5R1/LNSGKGSNL w - 4",
            "lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P6/PP1PPPPPP/1B1S3R1/LN1GKGSNL w - 4",
            "lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4",
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/7P1/9/PPPPPPP1P/1B5R1/LNSGKGSNL w - 4",
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4",
            "lnsgkgsnl/1r5b1/p1ppppppp/1p7/7P1/9/PPPPPPP1P/1B5R1/LNSGKGSNL w - 4",
            "lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4",
        ]
    );
    // Every branch of the real records plays.
    let mut played = 0;
    for file in [
        "doh_branch.kifu",
        "fork-notime.kif",
        "fork-test.kif",
        "henka.kif",
        "illegal.kif",
        "last-fork.kifu",
    ] {
        let text = read(file);
        let game = Reader::new(&text).next().expect("a game");
        for branch in game.branches() {
            assert!(
                branch.mainline().all(|ply| ply.is_ok()),
                "{file} line {}",
                branch.line()
            );
            played += 1;
        }
    }
    assert_eq!(played, 18);
    // A branch that no line before it leaves.
    let game = Reader::new("   1 ７六歩(77)\n\n変化：3手\n   3 ２六歩(27)\n")
        .next()
        .expect("a game");
    let branch = game.branches().next().expect("a branch");
    let errors: Vec<_> = branch.mainline().collect();
    assert_eq!(errors.len(), 1);
    assert_eq!(
        errors[0].as_ref().expect_err("no line").to_string(),
        "KIF game 1, line 3, column 1: expected a line before the branch with a move 3 to leave, found none"
    );
}

#[test]
fn handicaps_and_diagrams() {
    for (name, sfen) in [
        (
            "平手",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        ),
        (
            "香落ち",
            "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        ),
        (
            "角落ち",
            "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        ),
        (
            "二枚落ち",
            "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        ),
        (
            "十枚落ち",
            "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        ),
    ] {
        let text = format!("手合割：{name}　\n");
        let game = Reader::new(&text).next().expect("a game");
        assert_eq!(game.start().expect("a start").to_string(), sfen, "{name}");
        // Written back as the handicap's name.
        let written = game.write(String::new()).expect("written");
        assert_eq!(
            written,
            format!("手合割：{name}\n手数----指手---------消費時間--\n")
        );
    }
    // Another position: a board diagram, read back the same.
    let start = Sfen::parse(
        "ln3k1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK1GNL w 2PS10p 1",
    )
    .expect("an SFEN");
    let mut writer = Writer::new(String::new(), start);
    writer
        .play(Usi::parse("P*5e").expect("USI"), None)
        .expect("played");
    let text = writer.finish().expect("written");
    assert!(
        text.starts_with("後手の持駒：歩十\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n"),
        "{text}"
    );
    assert!(text.contains("|v香v桂 ・ ・ ・v玉 ・v桂v香|一\n"), "{text}");
    assert!(
        text.contains("先手の持駒：銀　歩二\n後手番\n手数"),
        "{text}"
    );
    let game = Reader::new(&text).next().expect("a game");
    assert_eq!(game.start(), Ok(start));
    assert_eq!(
        game.mainline()
            .next()
            .expect("a move")
            .expect("played")
            .usi()
            .to_string(),
        "P*5e"
    );
    // A diagram in the middle of a game: `手数＝N`, the moves before it.
    let start = start.with_move_number(53);
    let mut writer = Writer::new(String::new(), start);
    writer
        .play(Usi::parse("P*5e").expect("USI"), None)
        .expect("played");
    let text = writer.finish().expect("written");
    assert!(
        text.contains("後手番\n手数＝52\n手数----指手---------消費時間--\n  53 ５五歩打\n"),
        "{text}"
    );
    let game = Reader::new(&text).next().expect("a game");
    assert_eq!(game.start(), Ok(start));
    let ply = game.mainline().next().expect("a move").expect("played");
    assert_eq!((ply.number(), ply.sfen().move_number()), (53, Some(54)));
    assert_eq!(game.write(String::new()).as_deref(), Ok(text.as_str()));
}

#[test]
fn every_ending_is_read_and_written() {
    for (word, ending) in [
        ("投了", Ending::Resign),
        ("中断", Ending::Interrupted),
        ("千日手", Ending::Repetition),
        ("切れ負け", Ending::TimeUp),
        ("反則負け", Ending::IllegalMove),
        ("持将棋", Ending::Impasse),
        ("入玉勝ち", Ending::Declaration),
        ("詰み", Ending::Checkmate),
        ("不詰", Ending::NoCheckmate),
        ("引き分け", Ending::Draw),
    ] {
        let text = format!("   1 ７六歩(77)\n   2 {word}\n   3 ２六歩(27)\n");
        let game = Reader::new(&text).next().expect("a game");
        assert_eq!(game.ending(), Some(ending), "{word}");
        assert_eq!(game.mainline().count(), 1);
        let written = game.write(String::new()).expect("written");
        assert!(written.ends_with(&format!("   2 {word}\n")), "{written}");
    }
    // 反則勝ち: the side to move wins by the other's foul.
    let game = Reader::new("   1 ７六歩(77)\n   2 反則勝ち\n")
        .next()
        .expect("a game");
    assert_eq!(game.ending(), Some(Ending::IllegalAction(Side::First)));
    assert!(
        game.write(String::new())
            .expect("written")
            .ends_with("   2 反則勝ち\n")
    );
    // KIF has no word for these.
    let mut writer = Writer::new(String::new(), Sfen::START);
    assert_eq!(
        writer.end(Ending::MaxMoves, None),
        Err(WriteError::Ending(Ending::MaxMoves))
    );
}

#[test]
fn move_forms() {
    let text = "手数----指手---------消費時間--\n\
        1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n   5 ４五角打\n   6 ５二玉(51)\n\
        7 ２三角不成(45)\n   8 同銀(22)\n   9 ４八銀(39)\n  10 ８八角打\n  11 ５八金(49)\n  12 ７七角成(88)\n  13 同　桂(89)\n";
    let game = Reader::new(text).next().expect("a game");
    let usi: Vec<String> = game
        .mainline()
        .map(|ply| ply.expect("played").usi().to_string())
        .collect();
    assert_eq!(
        usi,
        [
            "7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "5a5b", "4e2c", "2b2c", "3i4h", "B*8h",
            "4i5h", "8h7g+", "8i7g"
        ]
    );
    // Written with 不成 where the piece could promote.
    let written = game.write(String::new()).expect("written");
    assert!(written.contains("   7 ２三角不成(45)\n"), "{written}");
    assert!(written.contains("   8 同　銀(22)\n"), "{written}");
}

/// Messy records: what is read, and what is refused with its line.
#[test]
fn messy_records() {
    // A byte-order mark, CRLF, ASCII colons, no ending, no header, odd
    // spacing, a summary line: read.
    let text = "\u{feff}開始日時:2024/01/02\r\n先手:A\r\n1 ７六歩(77)\r\n    2   ３四歩(33)   (0:05/0:00:05)\r\nまで2手で中断\r\n";
    let game = Reader::new(text).next().expect("a game");
    assert_eq!(game.player(Side::First), Some("A"));
    assert_eq!(game.header("開始日時"), Some("2024/01/02"));
    let plies: Vec<_> = game.mainline().collect::<Result<_, _>>().expect("played");
    assert_eq!(plies.len(), 2);
    assert_eq!(plies[1].total().map(|total| total.as_secs()), Some(5));
    assert_eq!(game.ending(), None);

    let cases: &[(&str, u32, &str)] = &[
        (
            "   1 ７六歩(77)\n   2 ３四銀(33)\n",
            2,
            "KIF game 1, line 2, column 6: move 2: expected gote's silver (s) on 3c, found p",
        ),
        (
            "   1 同　歩(77)\n",
            1,
            "KIF game 1, line 1, column 6: move 1: expected a square, found 同 (the square of the move before) with no move before",
        ),
        (
            "   1 ７六歩\n",
            1,
            "KIF game 1, line 1, column 6: move 1: expected a move: a square (７六, or 同), a piece (歩), 成, 不成 or 打, \
             and the origin in parentheses (77), found \"７六歩\"",
        ),
        (
            "   1 ６八金成(69)\n",
            1,
            "KIF game 1, line 1, column 6: move 1: expected a piece that promotes (P L N S B R) on 6i, found sente's gold (G)",
        ),
        (
            "   1 ５五玉打\n",
            1,
            "KIF game 1, line 1, column 6: move 1: expected a piece a hand holds (P L N S G B R), found a drop of sente's king (K)",
        ),
        (
            "手合割：その他\n   1 ７六歩(77)\n",
            1,
            "KIF game 1, line 1, column 1: expected a handicap (平手, 香落ち, 右香落ち, 角落ち, 飛車落ち, 飛香落ち, 二枚落ち, \
             三枚落ち, 四枚落ち, 五枚落ち, 左五枚落ち, 六枚落ち, 八枚落ち, 十枚落ち) or a board diagram, found \"その他\"",
        ),
        (
            "| ・ ・ ・|一\n",
            1,
            "KIF game 1, line 1, column 1: the start position: expected a rank of the board diagram: | then 9 squares \
             (` ・` empty, ` 歩` sente's, `v歩` gote's) and |, found \"| ・ ・ ・|一\"",
        ),
        (
            "先手の持駒：歩百\n",
            1,
            "KIF game 1, line 1, column 1: the start position: expected pieces in hand (なし, or pieces with counts: \
             飛　角二　歩十八), found \"歩百\"",
        ),
    ];
    for &(text, line, message) in cases {
        let game = Reader::new(text).next().expect("a game");
        let err = game.mainline().find_map(Result::err).expect(text);
        assert_eq!(err.line(), line, "{text}");
        assert_eq!(err.to_string(), message, "{text}");
    }
    let game = Reader::new("   1 ７六歩(77)\n   2 ３四銀(33)\n")
        .next()
        .expect("a game");
    let err = game.mainline().find_map(Result::err).expect("an error");
    assert!(matches!(
        err.kind(),
        RecordErrorKind::Piece { number: 2, .. }
    ));
    assert!(matches!(
        game.write(String::new()),
        Err(WriteError::Record(_))
    ));
}

/// Random edits of a real record (its lines kept whole, as characters)
/// never panic, and every move the main line gives is one the position
/// plays.
#[test]
fn edited_records_never_panic() {
    use proptest::prelude::*;
    let text = read("fork.kif");
    let pieces: Vec<char> = "歩香桂銀金角飛玉と成打同不　 ()0123456789+*:：\n一二三四五六七八九１２３４５６７８９変化手|v・".chars().collect();
    let chars: Vec<char> = text.chars().collect();
    let mut runner = proptest::test_runner::TestRunner::new(proptest::test_runner::Config {
        cases: 64,
        ..Default::default()
    });
    let edits = prop::collection::vec(
        (
            0..3u8,
            any::<prop::sample::Index>(),
            prop::sample::select(pieces),
        ),
        1..4,
    );
    runner
        .run(&edits, |edits| {
            let mut edited = chars.clone();
            for (kind, at, c) in edits {
                let at = at.index(edited.len() + 1);
                match kind {
                    0 if at < edited.len() => edited[at] = c,
                    1 if at < edited.len() => {
                        edited.remove(at);
                    }
                    _ => edited.insert(at, c),
                }
            }
            let edited: String = edited.into_iter().collect();
            for game in Reader::new(&edited) {
                let _ = game.ending();
                let _ = game
                    .branches()
                    .map(|branch| branch.moves().count())
                    .sum::<usize>();
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
