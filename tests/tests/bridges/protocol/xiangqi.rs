//! UCCI: every command and message read from its canonical form and
//! written back byte for byte, `ElephantEye`'s own lines read, UCCI's words,
//! whitespace, unknown words and errors.

use pin_runtime::protocol::{Id, OptionKind, Score, Vars};
use pin_runtime::xiangqi::protocol::{FromEngine, Offer, ToEngine};
use pin_runtime::xiangqi::{Fen, Ucci};

/// Every command a GUI sends, in its canonical form.
const COMMANDS: &[&str] = &[
    "ucci",
    "setoption usemillisec true",
    "setoption bookfiles BOOK.DAT",
    "setoption newgame",
    "isready",
    "position startpos",
    "position startpos moves h2e2 h9g7",
    "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2",
    "banmoves h2e2 b0c2",
    "go depth 10",
    "go depth infinite",
    "go ponder depth infinite",
    "go draw time 300000 increment 2000 opptime 280000 oppincrement 2000",
    "go time 60000 movestogo 40 opptime 50000 oppmovestogo 40",
    "go nodes 1000000",
    "ponderhit",
    "ponderhit draw",
    "probe startpos",
    "probe fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2",
    "stop",
    "quit",
];

/// Every message an engine sends, in its canonical form.
const MESSAGES: &[&str] = &[
    "id name ElephantEye 3.3",
    "id copyright 2004-2016 www.xqbase.com",
    "id author Morning Yellow",
    "id user ElephantEye Test Team",
    "option usemillisec type check default true",
    "option hashsize type spin default 16 min 16 max 1024",
    "option idle type combo default none var none var small var medium var large",
    "option bookfiles type string default BOOK.DAT",
    "option newgame type button",
    "ucciok",
    "readyok",
    "info depth 6 score 4 pv h2e2 h9g7",
    "info depth 10 score -120 nodes 100000 time 1500 pv b2e2 b9c7 b0c2",
    "info currmove h2e2 currmovenumber 1",
    "bestmove h2e2",
    "bestmove h2e2 ponder h9g7",
    "bestmove h2e2 ponder h9g7 draw",
    "bestmove h2e2 resign",
    "nobestmove",
    "pophash",
    "pophash bestmove h2e2",
    "pophash bestmove h2e2 lowerbound 12 depth 8 upperbound 40 depth 6",
    "pophash lowerbound -4 depth 0 upperbound -4 depth 0",
    "info idleline [go draw depth 3]",
    "info busyline [stop]",
    "bye",
];

#[test]
fn every_command_and_message_is_written_back_byte_for_byte() {
    super::round_trips!(
        COMMANDS,
        ToEngine,
        |line: &str| format!("  {}\r\n", line.replace(' ', "\t ")),
        |line: &str| line.starts_with("setoption"),
    );
    super::round_trips!(
        MESSAGES,
        FromEngine,
        |line: &str| format!("{} \n", line.replace(' ', "  ")),
        |line: &str| line.starts_with("id") || line.contains("line ["),
    );
}

#[test]
fn elephant_eye_lines_read_as_their_types() {
    // As ElephantEye writes its options: bounds and values before the
    // default.
    let FromEngine::EngineOption(option) =
        FromEngine::parse("option hashsize type spin min 16 max 1024 default 16").unwrap()
    else {
        panic!()
    };
    assert_eq!(option.name, "hashsize");
    assert_eq!(
        option.kind,
        OptionKind::Spin {
            default: Some(16),
            min: Some(16),
            max: Some(1024)
        }
    );
    let FromEngine::EngineOption(option) = FromEngine::parse(
        "option randomness type combo var none var tiny var small var medium var large var huge default none",
    )
    .unwrap() else {
        panic!()
    };
    assert_eq!(
        option.kind,
        OptionKind::Combo {
            default: Some("none"),
            vars: Vars::from_slice(&["none", "tiny", "small", "medium", "large", "huge"])
        }
    );
    assert_eq!(
        FromEngine::parse("id copyright 2004-2016 www.xqbase.com").unwrap(),
        FromEngine::Id(Id::Copyright("2004-2016 www.xqbase.com"))
    );
    let FromEngine::Info(info) = FromEngine::parse("info depth 6 score 4 pv h2e2 h9g7").unwrap()
    else {
        panic!()
    };
    assert_eq!(info.score, Some(Score::Centipawns(4)));
    assert_eq!(
        info.pv.unwrap().iter().collect::<Vec<_>>(),
        [Ucci::parse("h2e2").unwrap(), Ucci::parse("h9g7").unwrap()]
    );
    let FromEngine::BestMove(best, offer) =
        FromEngine::parse("bestmove h2e2 ponder h9g7 draw").unwrap()
    else {
        panic!()
    };
    assert_eq!(
        (best.best, best.ponder, offer),
        (
            Some(Ucci::parse("h2e2").unwrap()),
            Some(Ucci::parse("h9g7").unwrap()),
            Some(Offer::Draw)
        )
    );
    let ToEngine::Go(go) =
        ToEngine::parse("go draw time 300000 increment 2000 opptime 280000 oppincrement 2000")
            .unwrap()
    else {
        panic!()
    };
    assert!(go.draw);
    assert_eq!(
        (go.time, go.increment, go.opptime, go.oppincrement),
        (Some(300_000), Some(2000), Some(280_000), Some(2000))
    );
    let ToEngine::Go(go) = ToEngine::parse("go depth infinite").unwrap() else {
        panic!()
    };
    assert!(go.infinite);
    let ToEngine::PositionCommand(command) =
        ToEngine::parse("position startpos moves h2e2 h9g7").unwrap()
    else {
        panic!()
    };
    assert_eq!(
        command.fen(),
        Fen::from_position_command("position startpos moves h2e2 h9g7").unwrap()
    );
}

#[test]
fn each_protocol_reads_its_own_limits_and_skips_the_others() {
    let (command, skipped) = ToEngine::parse_skipping("go wtime 1000 time 900 mate 3").unwrap();
    assert_eq!(command.to_string(), "go time 900");
    assert_eq!(
        skipped.iter().map(|(_, word)| word).collect::<Vec<_>>(),
        ["wtime", "1000", "mate", "3"]
    );
    let (command, skipped) =
        pin_runtime::chess::protocol::ToEngine::parse_skipping("go wtime 1000 time 900 draw")
            .unwrap();
    assert_eq!(command.to_string(), "go wtime 1000");
    assert_eq!(skipped.len(), 3);
    // A combo's empty value is written without a trailing space.
    let line = "option mode type combo var";
    assert_eq!(FromEngine::parse(line).unwrap().to_string(), line);
}

#[test]
fn refused_ucci_lines_name_the_byte() {
    let error = ToEngine::parse("ucciok").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid UCCI command at byte 0: expected a command (ucci, setoption, isready, position, banmoves, go, ponderhit, probe, stop or quit), found \"ucciok\""
    );
    let error = ToEngine::parse("go time x").unwrap_err();
    assert_eq!(error.index(), 8);
    let error = ToEngine::parse("banmoves h2e2 h2").unwrap_err();
    assert_eq!(error.index(), 16);
    let error = FromEngine::parse("option hashsize").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid UCCI message at byte 15: expected \"type\", found end of message"
    );
    let error = FromEngine::parse("info pv h2e2 h9").unwrap_err();
    assert_eq!(error.index(), 15);
}

/// `ElephantEye` 3.31's conversation (`tests/data/protocol/eleeye.txt`,
/// written by `tests/scripts/protocol_eleeye.py`): `> ` before a command
/// sent, `< ` before a line it wrote.
const ELEEYE: &str = include_str!("../../../data/protocol/eleeye.txt");

#[test]
fn a_real_engine_s_conversation_is_read_and_written_back() {
    let (mut commands, mut messages, mut pophashes, mut best) = (0, 0, 0, 0);
    for line in ELEEYE.lines().filter(|line| !line.is_empty()) {
        if let Some(command) = line.strip_prefix("> ") {
            let read = ToEngine::parse(command).unwrap_or_else(|e| panic!("{command}: {e}"));
            assert_eq!(read.to_string(), command);
            if let ToEngine::Probe(probe) = read {
                // The position probed is the one a `position` command with
                // the same words comes to.
                let position = command.replacen("probe", "position", 1);
                assert_eq!(probe.fen(), Fen::from_position_command(&position).unwrap());
            }
            commands += 1;
        } else if let Some(message) = line.strip_prefix("< ") {
            let (read, skipped) =
                FromEngine::parse_skipping(message).unwrap_or_else(|e| panic!("{message}: {e}"));
            assert!(skipped.is_empty(), "{message}");
            assert_eq!(
                FromEngine::parse(&read.to_string()).unwrap(),
                read,
                "{message}"
            );
            match read {
                FromEngine::PopHash(hash) => {
                    assert!(hash.lower.is_some() && hash.upper.is_some(), "{message}");
                    assert_eq!(read.to_string(), message);
                    pophashes += 1;
                }
                FromEngine::BestMove(found, _) => {
                    assert!(found.best.is_some() && found.ponder.is_some(), "{message}");
                    assert_eq!(read.to_string(), message);
                    best += 1;
                }
                FromEngine::Echo { busy, text } => {
                    // Debug lines: `info idleline [<the command>]`, the
                    // command kept whole, its words not read as info's.
                    assert!(!busy && text.starts_with('[') && text.ends_with(']'));
                    assert_eq!(read.to_string(), message);
                }
                _ => {}
            }
            messages += 1;
        } else {
            panic!("{line}: neither a command nor a message");
        }
    }
    assert_eq!((commands, pophashes, best), (36, 2, 9));
    assert!(messages > 60, "{messages}");
}
