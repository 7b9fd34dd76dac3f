//! USI: every command and message read from its canonical form and written
//! back byte for byte, USI's own words, whitespace, unknown words and
//! errors.

use pin_runtime::protocol::{OptionKind, Score};
use pin_runtime::shogi::protocol::{BestMove, Checkmate, FromEngine, GameOver, Go, ToEngine};
use pin_runtime::shogi::{Sfen, Usi};

/// Every command a GUI sends, in its canonical form.
const COMMANDS: &[&str] = &[
    "usi",
    "isready",
    "setoption name USI_Hash value 256",
    "setoption name USI_Ponder value true",
    "setoption name EvalDir value eval dir",
    "setoption name ClearHash",
    "usinewgame",
    "position startpos",
    "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e",
    "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d",
    "position sfen 8k/9/9/9/9/9/9/9/K8 b G2P 1",
    "go btime 60000 wtime 50000 byoyomi 10000",
    "go btime 300000 wtime 300000 binc 10000 winc 10000",
    "go ponder btime 1000 wtime 1000 byoyomi 3000",
    "go infinite",
    "go mate 30000",
    "go mate infinite",
    "go depth 10 nodes 100000",
    "stop",
    "ponderhit",
    "gameover win",
    "gameover lose",
    "gameover draw",
    "quit",
];

/// Every message an engine sends, in its canonical form.
const MESSAGES: &[&str] = &[
    "id name YaneuraOu NNUE 7.10 64AVX2",
    "id author by yaneurao",
    "usiok",
    "readyok",
    "bestmove 7g7f",
    "bestmove 7g7f ponder 3c3d",
    "bestmove 8h2b+ ponder 3a2b",
    "bestmove P*5e",
    "bestmove resign",
    "bestmove win",
    "checkmate G*8b 9b8b 8c8b",
    "checkmate nomate",
    "checkmate timeout",
    "checkmate notimplemented",
    "info depth 15 seldepth 20 score cp 95 nodes 1234567 nps 800000 hashfull 300 time 1543 pv 7g7f 3c3d 2g2f",
    "info depth 5 score cp -200 lowerbound pv 2g2f",
    "info depth 9 score mate 7 pv 2b3a+ 4a3a G*4b",
    "info depth 9 score mate -4",
    "info score mate +",
    "info score mate -",
    "info multipv 2 score cp 34 pv 2g2f 8c8d",
    "info currmove 7g7f currmovenumber 1",
    "info string 評価関数読み込み完了",
    "option name USI_Hash type spin default 256 min 1 max 33554432",
    "option name USI_Ponder type check default false",
    "option name BookFile type combo default standard_book.db var no_book var standard_book.db",
    "option name EvalDir type string default eval",
    "option name ClearHash type button",
    "option name BookDir type filename default book",
];

#[test]
fn every_command_and_message_is_written_back_byte_for_byte() {
    // Any whitespace, at the ends too.
    super::round_trips!(
        COMMANDS,
        ToEngine,
        |line: &str| format!(" {}\r\n", line.replace(' ', " \t")),
        |line: &str| line.starts_with("setoption"),
    );
    super::round_trips!(
        MESSAGES,
        FromEngine,
        |line: &str| format!("\t{}  \n", line.replace(' ', "  ")),
        |line: &str| {
            ["id ", "option", "string"]
                .iter()
                .any(|text| line.contains(text))
        },
    );
}

fn usi(text: &str) -> Usi {
    Usi::parse(text).unwrap()
}

#[test]
fn usi_words_read_as_their_types() {
    let ToEngine::Go(go) = ToEngine::parse("go btime 60000 wtime 50000 byoyomi 10000").unwrap()
    else {
        panic!()
    };
    assert_eq!(
        (go.btime, go.wtime, go.byoyomi),
        (Some(60_000), Some(50_000), Some(10_000))
    );
    let ToEngine::Go(go) = ToEngine::parse("go mate infinite").unwrap() else {
        panic!()
    };
    assert_eq!(go.mate, Some(Go::MATE_INFINITE));
    let ToEngine::PositionCommand(command) =
        ToEngine::parse("position startpos moves 7g7f 3c3d 8h2b+").unwrap()
    else {
        panic!()
    };
    assert_eq!(
        command.sfen(),
        Sfen::from_position_command("position startpos moves 7g7f 3c3d 8h2b+").unwrap()
    );
    assert_eq!(
        command.moves().iter().collect::<Vec<_>>(),
        [usi("7g7f"), usi("3c3d"), usi("8h2b+")]
    );
    assert_eq!(
        FromEngine::parse("bestmove 7g7f ponder 3c3d").unwrap(),
        FromEngine::BestMove(BestMove::new(usi("7g7f")).with_ponder(Some(usi("3c3d"))))
    );
    let FromEngine::Info(info) = FromEngine::parse("info score mate - pv 8h2b+").unwrap() else {
        panic!()
    };
    assert_eq!(info.score, Some(Score::Mated));
    let FromEngine::Checkmate(Checkmate::Moves(line)) =
        FromEngine::parse("checkmate G*8b 9b8b").unwrap()
    else {
        panic!()
    };
    assert_eq!(line.iter().collect::<Vec<_>>(), [usi("G*8b"), usi("9b8b")]);
    assert_eq!(
        ToEngine::parse("gameover draw").unwrap(),
        ToEngine::GameOver(GameOver::Draw)
    );
    let FromEngine::EngineOption(option) =
        FromEngine::parse("option name USI_Hash type spin default 256 min 1 max 33554432").unwrap()
    else {
        panic!()
    };
    assert_eq!(
        option.kind,
        OptionKind::Spin {
            default: Some(256),
            min: Some(1),
            max: Some(33_554_432)
        }
    );
    // An unknown word, skipped and given.
    let (command, skipped) = ToEngine::parse_skipping("joho usinewgame").unwrap();
    assert_eq!(command, ToEngine::UsiNewGame);
    assert_eq!(skipped.iter().collect::<Vec<_>>(), [(0, "joho")]);
}

#[test]
fn refused_usi_lines_name_the_byte() {
    let refused: &[(&str, usize, &str)] = &[
        (
            "usiok",
            0,
            "invalid USI command at byte 0: expected a command (usi, isready, setoption, usinewgame, position, go, stop, ponderhit, gameover or quit), found \"usiok\"",
        ),
        (
            "gameover",
            8,
            "invalid USI command at byte 8: expected \"win\", \"lose\" or \"draw\", found end of command",
        ),
        (
            "go byoyomi x",
            11,
            "invalid USI command at byte 11: expected a number from -9223372036854775808 to 9223372036854775807, found \"x\"",
        ),
    ];
    for (line, index, message) in refused {
        let error = ToEngine::parse(line).unwrap_err();
        assert_eq!(
            (error.index(), error.to_string().as_str()),
            (*index, *message)
        );
    }
    let error = ToEngine::parse("position startpos moves 7g7f 7g7f").unwrap_err();
    assert_eq!(error.index(), 29);
    let error = FromEngine::parse("bestmove 7g7").unwrap_err();
    assert_eq!(error.index(), 12);
    assert!(
        error
            .to_string()
            .starts_with("invalid USI message at byte 12: invalid USI move \"7g7\"")
    );
    let error = FromEngine::parse("checkmate G*8b 9b8").unwrap_err();
    assert_eq!(error.index(), 18);
}
