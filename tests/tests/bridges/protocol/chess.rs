//! UCI: every command and message read from its canonical form and written
//! back byte for byte, unknown words skipped, and the errors with their
//! messages.

use pin_runtime::chess::Uci;
use pin_runtime::chess::protocol::{
    BestMove, FromEngine, Go, Info, MessageError, PositionCommand, Register, ToEngine,
};
use pin_runtime::protocol::{
    Bound, EngineOption, Expected, Id, Moves, OptionKind, ProtocolErrorKind, Score, Status, Vars,
    Wdl,
};

/// Every command a GUI sends, in its canonical form.
pub(super) const COMMANDS: &[&str] = &[
    "uci",
    "debug on",
    "debug off",
    "isready",
    "setoption name Hash value 64",
    "setoption name Clear Hash",
    "setoption name SyzygyPath value /tb/a b;/tb/c",
    "setoption name UCI_ShowWDL value true",
    "setoption name Empty value",
    "register later",
    "register name Stefan MK code 4359874324",
    "register code 42",
    "ucinewgame",
    "position startpos",
    "position startpos moves e2e4 e7e5 g1f3",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4",
    "position fen 4k3/8/8/8/8/8/8/4K2R w K -",
    "go",
    "go infinite",
    "go ponder wtime 300000 btime 300000 winc 2000 binc 2000 movestogo 40",
    "go wtime -15 btime 1000",
    "go depth 20 nodes 1000000 mate 3 movetime 5000",
    "go infinite searchmoves e2e4 d2d4",
    "go searchmoves",
    "stop",
    "ponderhit",
    "quit",
];

/// Every message an engine sends, in its canonical form.
pub(super) const MESSAGES: &[&str] = &[
    "id name Stockfish 17",
    "id author the Stockfish developers (see AUTHORS file)",
    "uciok",
    "readyok",
    "bestmove e2e4",
    "bestmove e2e4 ponder e7e5",
    "bestmove (none)",
    "bestmove e7e8q",
    "bestmove P@e4",
    "copyprotection checking",
    "copyprotection ok",
    "copyprotection error",
    "registration checking",
    "registration ok",
    "registration error",
    "info",
    "info depth 1 seldepth 1 multipv 1 score cp 18 wdl 31 962 7 nodes 20 nps 10000 hashfull 0 tbhits 0 time 2 pv e2e4",
    "info depth 24 seldepth 33 multipv 2 score mate -3 upperbound nodes 1234567 nps 1000000 time 1234 pv e2e4 e7e5",
    "info depth 10 score cp -34 lowerbound",
    "info depth 5 currmove e2e4 currmovenumber 1",
    "info nodes 10 sbhits 3 cpuload 500",
    "info refutation d1h5 g6h5",
    "info currline 1 e2e4 e7e5",
    "info currline e2e4",
    "info pv",
    "info string NNUE evaluation using nn-1111cefa1111.nnue enabled",
    "info depth 3 string two  spaces\tand a tab",
    "info string",
    "info pv e2e4 e7e5 refutation e2e4 d7d5 currline 2 d2d4 string done",
    "option name Hash type spin default 16 min 1 max 33554432",
    "option name Clear Hash type button",
    "option name Ponder type check default false",
    "option name UCI_Chess960 type check",
    "option name Debug Log File type string default",
    "option name NalimovPath type string default <empty>",
    "option name SyzygyPath type filename default c:\\tb",
    "option name Style type combo default Normal var Solid var Normal var Risky",
    "option name Mode type combo var very slow var fast",
    "option name Contempt type spin default -10 min -100 max 100",
];

#[test]
fn every_command_is_written_back_byte_for_byte() {
    for line in COMMANDS {
        let command = ToEngine::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(command.to_string(), *line);
        assert_eq!(ToEngine::parse(&command.to_string()).unwrap(), command);
        let (again, skipped) = ToEngine::parse_skipping(line).unwrap();
        assert_eq!((again, skipped.len()), (command, 0), "{line}");
    }
}

#[test]
fn every_message_is_written_back_byte_for_byte() {
    for line in MESSAGES {
        let message = FromEngine::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(message.to_string(), *line);
        assert_eq!(FromEngine::parse(&message.to_string()).unwrap(), message);
        let (again, skipped) = FromEngine::parse_skipping(line).unwrap();
        assert_eq!((again, skipped.len()), (message, 0), "{line}");
    }
}

fn uci(text: &str) -> Uci {
    Uci::parse(text).unwrap()
}

#[test]
fn commands_give_their_typed_parts() {
    assert_eq!(
        ToEngine::parse("setoption name SyzygyPath value /tb/a b;/tb/c").unwrap(),
        ToEngine::SetOption {
            name: "SyzygyPath",
            value: Some("/tb/a b;/tb/c")
        }
    );
    assert_eq!(
        ToEngine::parse("register name Stefan MK code 4359874324").unwrap(),
        ToEngine::Register(Register::Now {
            name: Some("Stefan MK"),
            code: Some("4359874324")
        })
    );
    let ToEngine::Go(go) =
        ToEngine::parse("go ponder wtime 300000 btime 299000 winc 2000 binc 1000 movestogo 40")
            .unwrap()
    else {
        panic!()
    };
    assert!(go.ponder && !go.infinite);
    assert_eq!(
        (go.wtime, go.btime, go.winc, go.binc, go.movestogo),
        (
            Some(300_000),
            Some(299_000),
            Some(2000),
            Some(1000),
            Some(40)
        )
    );
    let ToEngine::Go(go) =
        ToEngine::parse("go depth 20 nodes 1000000 mate 3 movetime 5000 searchmoves e2e4 d2d4")
            .unwrap()
    else {
        panic!()
    };
    assert_eq!(
        (go.depth, go.nodes, go.mate, go.movetime),
        (Some(20), Some(1_000_000), Some(3), Some(5000))
    );
    let searched = [uci("e2e4"), uci("d2d4")];
    assert_eq!(go.searchmoves, Some(Moves::from_slice(&searched)));
    let ToEngine::PositionCommand(position) =
        ToEngine::parse("position startpos moves e2e4 e7e5").unwrap()
    else {
        panic!()
    };
    assert_eq!(
        position.fen(),
        pin_runtime::chess::Fen::from_position_command("position startpos moves e2e4 e7e5")
            .unwrap()
    );
    assert_eq!(
        position.moves().iter().collect::<Vec<_>>(),
        [uci("e2e4"), uci("e7e5")]
    );
}

#[test]
fn messages_give_their_typed_parts() {
    let line = "info depth 24 seldepth 33 multipv 2 score mate -3 wdl 0 10 990 upperbound currmove e2e4 currmovenumber 3 nodes 1234567 nps 1000000 hashfull 512 tbhits 7 sbhits 8 cpuload 900 time 1234 pv e2e4 e7e5 refutation d1h5 g6h5 currline 2 d2d4 string a b";
    let FromEngine::Info(info) = FromEngine::parse(line).unwrap() else {
        panic!()
    };
    assert_eq!(info.depth, Some(24));
    assert_eq!(info.seldepth, Some(33));
    assert_eq!(info.multipv, Some(2));
    assert_eq!(info.score, Some(Score::Mate(-3)));
    assert_eq!(info.bound, Some(Bound::Upper));
    assert_eq!(
        info.wdl,
        Some(Wdl {
            win: 0,
            draw: 10,
            loss: 990
        })
    );
    assert_eq!(info.currmove, Some(uci("e2e4")));
    assert_eq!(info.currmovenumber, Some(3));
    assert_eq!(info.nodes, Some(1_234_567));
    assert_eq!(info.nps, Some(1_000_000));
    assert_eq!(info.hashfull, Some(512));
    assert_eq!((info.tbhits, info.sbhits), (Some(7), Some(8)));
    assert_eq!(info.cpuload, Some(900));
    assert_eq!(info.time, Some(1234));
    assert_eq!(info.pv.unwrap().to_string(), "e2e4 e7e5");
    assert_eq!(info.refutation.unwrap().to_string(), "d1h5 g6h5");
    let currline = info.currline.unwrap();
    assert_eq!(
        (currline.cpu, currline.moves.to_string()),
        (Some(2), "d2d4".to_owned())
    );
    assert_eq!(info.string, Some("a b"));
    assert_eq!(FromEngine::Info(info).to_string(), line);

    assert_eq!(
        FromEngine::parse("bestmove (none)").unwrap(),
        FromEngine::BestMove(BestMove::NONE)
    );
    assert_eq!(
        FromEngine::parse("bestmove 0000 ponder 0000").unwrap(),
        FromEngine::BestMove(BestMove::NONE)
    );
    assert_eq!(
        FromEngine::parse("bestmove e2e4 ponder e7e5").unwrap(),
        FromEngine::BestMove(BestMove::new(uci("e2e4")).with_ponder(Some(uci("e7e5"))))
    );
    assert_eq!(
        FromEngine::parse("id name Stockfish 17").unwrap(),
        FromEngine::Id(Id::Name("Stockfish 17"))
    );
    assert_eq!(
        FromEngine::parse("copyprotection checking").unwrap(),
        FromEngine::CopyProtection(Status::Checking)
    );
    let FromEngine::EngineOption(option) = FromEngine::parse(
        "option name Style type combo default Normal var Solid var Normal var Risky",
    )
    .unwrap() else {
        panic!()
    };
    assert_eq!(option.name, "Style");
    assert_eq!(
        option.kind,
        OptionKind::Combo {
            default: Some("Normal"),
            vars: Vars::from_slice(&["Solid", "Normal", "Risky"])
        }
    );
    assert_eq!(
        FromEngine::parse("option name Debug Log File type string default").unwrap(),
        FromEngine::EngineOption(EngineOption {
            name: "Debug Log File",
            kind: OptionKind::String { default: Some("") }
        })
    );
}

#[test]
fn an_engine_writes_its_messages_from_typed_parts() {
    use std::fmt::Write as _;

    let pv = [uci("e2e4"), uci("e7e5"), uci("g1f3")];
    let mut info = Info::new();
    info.depth = Some(20);
    info.seldepth = Some(28);
    info.multipv = Some(1);
    info.score = Some(Score::Centipawns(34));
    info.nodes = Some(1_234_567);
    info.nps = Some(1_000_000);
    info.pv = Some(Moves::from_slice(&pv));
    let mut out = String::new();
    writeln!(out, "{}", FromEngine::Info(info)).unwrap();
    writeln!(
        out,
        "{}",
        FromEngine::BestMove(BestMove::new(pv[0]).with_ponder(Some(pv[1])))
    )
    .unwrap();
    writeln!(out, "{}", FromEngine::Id(Id::Name("pin engine"))).unwrap();
    let kind = OptionKind::Spin {
        default: Some(16),
        min: Some(1),
        max: Some(1024),
    };
    writeln!(
        out,
        "{}",
        FromEngine::EngineOption(EngineOption { name: "Hash", kind })
    )
    .unwrap();
    assert_eq!(
        out,
        "info depth 20 seldepth 28 multipv 1 score cp 34 nodes 1234567 nps 1000000 pv e2e4 e7e5 g1f3\n\
         bestmove e2e4 ponder e7e5\n\
         id name pin engine\n\
         option name Hash type spin default 16 min 1 max 1024\n"
    );
    let mut go = Go::new();
    go.wtime = Some(1000);
    go.btime = Some(900);
    go.searchmoves = Some(Moves::from_slice(&pv[..1]));
    assert_eq!(
        ToEngine::Go(go).to_string(),
        "go wtime 1000 btime 900 searchmoves e2e4"
    );
    let command = PositionCommand::parse("position startpos moves e2e4").unwrap();
    assert_eq!(
        ToEngine::PositionCommand(command).to_string(),
        "position startpos moves e2e4"
    );
}

/// A line, what it is written as, and the words skipped in it.
type Skipping = (&'static str, &'static str, &'static [(usize, &'static str)]);

#[test]
fn unknown_words_are_skipped_and_given() {
    let cases: &[Skipping] = &[
        ("joho debug on", "debug on", &[(0, "joho")]),
        ("debug joho on", "debug on", &[(6, "joho")]),
        (
            "isready now please",
            "isready",
            &[(8, "now"), (12, "please")],
        ),
        (
            "go wtime 1000 hurry 10 btime 900",
            "go wtime 1000 btime 900",
            &[(14, "hurry"), (20, "10")],
        ),
        ("xyzzy uci", "uci", &[(0, "xyzzy")]),
        (
            "setoption joho name Hash value 1",
            "setoption name Hash value 1",
            &[(10, "joho")],
        ),
    ];
    for (line, written, skipped_words) in cases {
        let (command, skipped) = ToEngine::parse_skipping(line).unwrap();
        assert_eq!(command.to_string(), *written, "{line}");
        assert_eq!(skipped.iter().collect::<Vec<_>>(), *skipped_words, "{line}");
        assert_eq!(ToEngine::parse(line).unwrap(), command);
    }
    let cases: &[Skipping] = &[
        (
            "info depth 3 ebf 1.5 pv e2e4",
            "info depth 3 pv e2e4",
            &[(13, "ebf"), (17, "1.5")],
        ),
        (
            "bestmove e2e4 draw ponder e7e5",
            "bestmove e2e4 ponder e7e5",
            &[(14, "draw")],
        ),
        ("12:00 readyok", "readyok", &[(0, "12:00")]),
        (
            "option name A type spin joho default 1",
            "option name A type spin default 1",
            &[(24, "joho")],
        ),
        (
            "option name A type check min 1",
            "option name A type check",
            &[(25, "min"), (29, "1")],
        ),
        ("id joho name X", "id name X", &[(3, "joho")]),
    ];
    for (line, written, skipped_words) in cases {
        let (message, skipped) = FromEngine::parse_skipping(line).unwrap();
        assert_eq!(message.to_string(), *written, "{line}");
        assert_eq!(skipped.iter().collect::<Vec<_>>(), *skipped_words, "{line}");
    }
    // More than eight: the first eight are kept, all are counted.
    let line = "a b c d e f g h i j uciok";
    let (_, skipped) = FromEngine::parse_skipping(line).unwrap();
    assert_eq!((skipped.len(), skipped.iter().count()), (10, 8));
}

/// Lines refused: the byte and the whole message.
const REFUSED_COMMANDS: &[(&str, usize, &str)] = &[
    (
        "",
        0,
        "invalid UCI command at byte 0: expected a command (uci, debug, isready, setoption, register, ucinewgame, position, go, stop, ponderhit or quit), found end of command",
    ),
    (
        "joho",
        0,
        "invalid UCI command at byte 0: expected a command (uci, debug, isready, setoption, register, ucinewgame, position, go, stop, ponderhit or quit), found \"joho\"",
    ),
    (
        "debug",
        5,
        "invalid UCI command at byte 5: expected \"on\" or \"off\", found end of command",
    ),
    (
        "setoption Hash",
        14,
        "invalid UCI command at byte 14: expected \"name\", found end of command",
    ),
    (
        "register",
        8,
        "invalid UCI command at byte 8: expected \"later\", \"name\" or \"code\", found end of command",
    ),
    (
        "go depth -1",
        9,
        "invalid UCI command at byte 9: expected a number from 0 to 4294967295, found \"-1\"",
    ),
    (
        "go nodes 18446744073709551616",
        9,
        "invalid UCI command at byte 9: expected a number from 0 to 18446744073709551615, found '1'",
    ),
    (
        "go searchmoves e2e4 e2e9",
        23,
        "invalid UCI command at byte 23: invalid UCI move \"e2e9\": expected a rank (1-8), found '9' at byte 3",
    ),
    (
        "position startpos moves e2e4 e2e4",
        29,
        "invalid UCI command at byte 29: invalid position command at byte 29, in move 2: cannot play \"e2e4\": expected a piece of the side to move on e2, found an empty square",
    ),
    (
        "joho position startpos moves e2e4 e2e4",
        34,
        "invalid UCI command at byte 34: invalid position command at byte 29, in move 2: cannot play \"e2e4\": expected a piece of the side to move on e2, found an empty square",
    ),
];

const REFUSED_MESSAGES: &[(&str, usize, &str)] = &[
    (
        "  ",
        2,
        "invalid UCI message at byte 2: expected a message (id, uciok, readyok, bestmove, copyprotection, registration, info or option), found end of message",
    ),
    (
        "info depth",
        10,
        "invalid UCI message at byte 10: expected a number from 0 to 4294967295, found end of message",
    ),
    (
        "info score x34",
        11,
        "invalid UCI message at byte 11: expected \"cp\" or \"mate\", found \"x34\"",
    ),
    (
        "info score cp 2147483648",
        14,
        "invalid UCI message at byte 14: expected a number from -2147483648 to 2147483647, found \"2147483648\"",
    ),
    (
        "info wdl 1 2",
        12,
        "invalid UCI message at byte 12: expected a number from 0 to 4294967295, found end of message",
    ),
    (
        "info pv e2e4 e7e5 castle",
        23,
        "invalid UCI message at byte 23: invalid UCI move \"castl…\": expected 4 or 5 bytes, found 6 bytes",
    ),
    (
        "info currmove",
        13,
        "invalid UCI message at byte 13: expected a UCI move, found end of message",
    ),
    (
        "bestmove",
        8,
        "invalid UCI message at byte 8: expected a UCI move, found end of message",
    ),
    (
        "bestmove E2E4",
        9,
        "invalid UCI message at byte 9: invalid UCI move \"E2E4\": expected a file letter (a-h), found 'E' at byte 0",
    ),
    (
        "id licence 1",
        12,
        "invalid UCI message at byte 12: expected \"name\", \"author\", \"copyright\", \"user\" or \"version\", found end of message",
    ),
    (
        "copyprotection",
        14,
        "invalid UCI message at byte 14: expected \"checking\", \"ok\" or \"error\", found end of message",
    ),
    (
        "option name Hash",
        16,
        "invalid UCI message at byte 16: expected \"type\", found end of message",
    ),
    (
        "option name Hash type integer",
        22,
        "invalid UCI message at byte 22: expected an option type (check, spin, combo, button, string or filename), found \"integer\"",
    ),
    (
        "option name A type check default yes",
        33,
        "invalid UCI message at byte 33: expected \"true\" or \"false\", found \"yes\"",
    ),
    (
        "option name A type spin default 1 min one",
        38,
        "invalid UCI message at byte 38: expected a number from -9223372036854775808 to 9223372036854775807, found \"one\"",
    ),
];

#[test]
fn refused_lines_name_the_byte_and_what_was_expected() {
    for (line, index, message) in REFUSED_COMMANDS {
        let error: MessageError = ToEngine::parse(line).unwrap_err();
        assert_eq!(
            (error.index(), error.to_string().as_str()),
            (*index, *message),
            "{line:?}"
        );
    }
    for (line, index, message) in REFUSED_MESSAGES {
        let error = FromEngine::parse(line).unwrap_err();
        assert_eq!(
            (error.index(), error.to_string().as_str()),
            (*index, *message),
            "{line:?}"
        );
    }
    assert_eq!(
        ToEngine::parse("debug").unwrap_err().kind(),
        ProtocolErrorKind::Expected(Expected::OnOff)
    );
}

#[test]
fn sizes() {
    // What a reader returns by value.
    assert!(
        size_of::<FromEngine<'_>>() <= 400,
        "{}",
        size_of::<FromEngine<'_>>()
    );
    assert!(
        size_of::<ToEngine<'_>>() <= 400,
        "{}",
        size_of::<ToEngine<'_>>()
    );
    assert!(
        size_of::<MessageError>() <= 200,
        "{}",
        size_of::<MessageError>()
    );
}
