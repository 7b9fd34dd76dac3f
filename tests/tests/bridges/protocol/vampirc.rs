//! `FromEngine` and `ToEngine` against vampirc-uci 0.11, the most used UCI
//! crate: on the `info` lines of the python-chess vectors (generated and
//! Stockfish's) and on generated `go` commands. vampirc-uci's numbers are
//! narrower (`depth` a `u8`, `mate` an `i8`, `movestogo` a `u8`, any
//! number at most 12 digits), it knows no `wdl`, it reads `currmovenum`
//! where the UCI document writes `currmovenumber`, and its `go` holds one
//! kind of time control; an empty list (`pv`, `currline`) takes the rest
//! of its line there.
//! Lines it cannot hold are counted, not compared.

use proptest::prelude::*;
use vampirc_uci::{UciInfoAttribute, UciMessage, UciTimeControl};

use pin_runtime::chess::protocol::{FromEngine, Info, ToEngine};
use pin_runtime::protocol::{Bound, Score};

const VECTORS: &str = include_str!("../../../data/protocol/chess.jsonl");

/// What vampirc-uci reads in an info line, in our types' terms: each field
/// as text.
fn theirs(attributes: &[UciInfoAttribute]) -> Vec<(String, String)> {
    let moves = |line: &[vampirc_uci::UciMove]| {
        line.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut fields = Vec::new();
    for attribute in attributes {
        let (name, value) = match attribute {
            UciInfoAttribute::Depth(n) => ("depth", n.to_string()),
            UciInfoAttribute::SelDepth(n) => ("seldepth", n.to_string()),
            UciInfoAttribute::Time(t) => ("time", t.num_milliseconds().to_string()),
            UciInfoAttribute::Nodes(n) => ("nodes", n.to_string()),
            UciInfoAttribute::Pv(line) => ("pv", moves(line)),
            UciInfoAttribute::MultiPv(n) => ("multipv", n.to_string()),
            UciInfoAttribute::Score {
                cp,
                mate,
                lower_bound,
                upper_bound,
            } => {
                if let Some(cp) = cp {
                    fields.push(("score".to_owned(), format!("cp {cp}")));
                }
                if let Some(mate) = mate {
                    fields.push(("score".to_owned(), format!("mate {mate}")));
                }
                if lower_bound == &Some(true) {
                    fields.push(("bound".to_owned(), "lower".to_owned()));
                }
                if upper_bound == &Some(true) {
                    fields.push(("bound".to_owned(), "upper".to_owned()));
                }
                continue;
            }
            UciInfoAttribute::CurrMove(m) => ("currmove", m.to_string()),
            UciInfoAttribute::CurrMoveNum(n) => ("currmovenumber", n.to_string()),
            UciInfoAttribute::HashFull(n) => ("hashfull", n.to_string()),
            UciInfoAttribute::Nps(n) => ("nps", n.to_string()),
            UciInfoAttribute::TbHits(n) => ("tbhits", n.to_string()),
            UciInfoAttribute::SbHits(n) => ("sbhits", n.to_string()),
            UciInfoAttribute::CpuLoad(n) => ("cpuload", n.to_string()),
            UciInfoAttribute::String(s) => ("string", s.clone()),
            UciInfoAttribute::Refutation(line) => ("refutation", moves(line)),
            UciInfoAttribute::CurrLine { cpu_nr, line } => (
                "currline",
                format!("{} {}", cpu_nr.map_or(0, u32::from), moves(line)),
            ),
            UciInfoAttribute::Any(name, value) => {
                fields.push((name.clone(), value.clone()));
                continue;
            }
        };
        fields.push((name.to_owned(), value));
    }
    fields.sort();
    fields
}

/// The same of ours.
fn ours(info: &Info<'_>) -> Vec<(String, String)> {
    let mut fields = Vec::new();
    let mut push = |name: &str, value: String| fields.push((name.to_owned(), value));
    for (name, value) in super::info_numbers(info) {
        push(name, value.to_string());
    }
    match info.score {
        Some(Score::Centipawns(cp)) => push("score", format!("cp {cp}")),
        Some(Score::Mate(moves)) => push("score", format!("mate {moves}")),
        Some(score) => panic!("{score:?}: USI's"),
        None => {}
    }
    match info.bound {
        Some(Bound::Lower) => push("bound", "lower".to_owned()),
        Some(Bound::Upper) => push("bound", "upper".to_owned()),
        None => {}
    }
    if let Some(m) = info.currmove {
        push("currmove", m.to_string());
    }
    for (name, moves) in [("pv", info.pv), ("refutation", info.refutation)] {
        if let Some(moves) = moves {
            push(name, moves.to_string());
        }
    }
    if let Some(line) = info.currline {
        push(
            "currline",
            format!("{} {}", line.cpu.unwrap_or(0), line.moves),
        );
    }
    if let Some(text) = info.string {
        push("string", text.to_owned());
    }
    fields.sort();
    fields
}

/// Whether vampirc-uci's types hold every number of the line.
fn fits(info: &Info<'_>) -> bool {
    let small = |n: Option<u32>, most: u32| n.is_none_or(|n| n <= most);
    small(info.depth, 255)
        && small(info.seldepth, 255)
        && small(info.multipv, 65535)
        && small(info.currmovenumber, 65535)
        && small(info.hashfull, 65535)
        && small(info.cpuload, 65535)
        && [info.time, info.nodes, info.nps, info.tbhits, info.sbhits]
            .iter()
            .all(|n| n.is_none_or(|n| n < 1_000_000_000_000))
        && info.currmovenumber.is_none()
        // An empty list takes the rest of the line in vampirc-uci.
        && info.pv.is_none_or(|pv| !pv.is_empty())
        && info.refutation.is_none_or(|line| !line.is_empty())
        && info.currline.is_none_or(|line| !line.moves.is_empty())
        && match info.score {
            Some(Score::Mate(m)) => i8::try_from(m).is_ok(),
            _ => true,
        }
        && info.wdl.is_none()
}

#[test]
fn info_lines_read_as_vampirc_reads_them() {
    let (mut compared, mut narrower) = (0, 0);
    for record in VECTORS.lines().skip(1) {
        let record: serde_json::Value = serde_json::from_str(record).unwrap();
        if record["kind"] != "info" {
            continue;
        }
        let line = format!("info {}", record["line"].as_str().unwrap());
        let Ok(FromEngine::Info(info)) = FromEngine::parse(&line) else {
            panic!("{line}")
        };
        if !fits(&info) {
            narrower += 1;
            continue;
        }
        let UciMessage::Info(attributes) = vampirc_uci::parse_one(&line) else {
            panic!("vampirc-uci refuses {line}")
        };
        assert_eq!(ours(&info), theirs(&attributes), "{line}");
        compared += 1;
    }
    assert!(compared > 500, "{compared} compared, {narrower} too wide");
}

/// A `go` command vampirc-uci can hold: clock limits with the search
/// limits, or one of `infinite`, `ponder` and `movetime`.
fn go_lines() -> impl Strategy<Value = String> {
    let clocks = (
        prop::option::of(0..i64::from(u32::MAX)),
        prop::option::of(0..i64::from(u32::MAX)),
        prop::option::of(0..100_000_i64),
        prop::option::of(0..100_000_i64),
        prop::option::of(1..=255_u32),
    )
        .prop_map(|(wtime, btime, winc, binc, movestogo)| {
            let mut words = Vec::new();
            for (name, value) in [
                ("wtime", wtime),
                ("btime", btime),
                ("winc", winc),
                ("binc", binc),
            ] {
                if let Some(value) = value {
                    words.push(format!("{name} {value}"));
                }
            }
            if let Some(n) = movestogo {
                words.push(format!("movestogo {n}"));
            }
            words
        });
    let other = prop::sample::select(vec![
        vec![],
        vec!["infinite".to_owned()],
        vec!["ponder".to_owned()],
        vec!["movetime 5000".to_owned()],
    ]);
    let search = (
        prop::option::of(1..=255_u32),
        prop::option::of(0..1_000_000_000_000_u64),
        prop::option::of(1..=127_u32),
        prop::sample::subsequence(vec!["e2e4", "d2d4", "g1f3", "c2c4", "e7e8q"], 0..=5),
    );
    (prop_oneof![clocks, other], search).prop_map(|(mut words, (depth, nodes, mate, moves))| {
        if let Some(depth) = depth {
            words.push(format!("depth {depth}"));
        }
        if let Some(nodes) = nodes {
            words.push(format!("nodes {nodes}"));
        }
        if let Some(mate) = mate {
            words.push(format!("mate {mate}"));
        }
        if !moves.is_empty() {
            words.push(format!("searchmoves {}", moves.join(" ")));
        }
        format!("go {}", words.join(" ")).trim_end().to_owned()
    })
}

proptest! {
    #[test]
    fn go_commands_read_as_vampirc_reads_them(line in go_lines()) {
        let ToEngine::Go(go) = ToEngine::parse(&line).unwrap() else { panic!("{line}") };
        let UciMessage::Go { time_control, search_control } = vampirc_uci::parse_one(&line) else {
            panic!("vampirc-uci refuses {line}")
        };
        let ms = |d: Option<vampirc_uci::Duration>| d.map(|d| d.num_milliseconds());
        match time_control {
            None => prop_assert!(go.wtime.is_none() && go.btime.is_none() && !go.infinite && !go.ponder && go.movetime.is_none()),
            Some(UciTimeControl::Infinite) => prop_assert!(go.infinite),
            Some(UciTimeControl::Ponder) => prop_assert!(go.ponder),
            Some(UciTimeControl::MoveTime(t)) => prop_assert_eq!(go.movetime, Some(t.num_milliseconds().try_into().unwrap())),
            Some(UciTimeControl::TimeLeft { white_time, black_time, white_increment, black_increment, moves_to_go }) => {
                prop_assert_eq!(
                    (go.wtime, go.btime, go.winc, go.binc, go.movestogo),
                    (ms(white_time), ms(black_time), ms(white_increment), ms(black_increment), moves_to_go.map(u32::from))
                );
            }
        }
        let search = search_control.unwrap_or_default();
        prop_assert_eq!(go.depth, search.depth.map(u32::from));
        prop_assert_eq!(go.nodes, search.nodes);
        prop_assert_eq!(go.mate, search.mate.map(u32::from));
        let ours: Vec<String> = go.searchmoves.map(|m| m.iter().map(|m| m.to_string()).collect()).unwrap_or_default();
        let theirs: Vec<String> = search.search_moves.iter().map(ToString::to_string).collect();
        prop_assert_eq!(ours, theirs);
    }
}
