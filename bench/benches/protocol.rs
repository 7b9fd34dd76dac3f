//! The UCI readers, ours against vampirc-uci 0.11 (the most used UCI crate),
//! timed in pairs as `moves.rs` times its own: within one process, every
//! round times a batch of ours and then a batch of theirs (the other order
//! on every other round), so both halves of a pair see the same load on a
//! shared machine. Times are per line.
//!
//! - `info_parse`: a Stockfish `info` line with a 20-move `pv`
//!   ([`INFO`]), `FromEngine::parse` against `vampirc_uci::parse_one`;
//! - `go_parse`: a `go` command with every limit vampirc-uci can hold at
//!   once ([`GO`]), `ToEngine::parse` against `vampirc_uci::parse_one`.
//!
//! Both sides read the whole line; ours checks every move of the `pv` and
//! of `searchmoves` as UCI, vampirc-uci builds a `Vec` of its moves and
//! `String`s. Usage: `protocol [ROUNDS]` (default 200). For every
//! operation it prints one tab-separated line: the operation, the median
//! nanoseconds per line of ours and of theirs, the median of the per-round
//! ratios (ours / theirs), its lowest and highest decile.
//! `bench/scripts/protocol-ratios` runs it several times, times
//! python-chess's reader on the same `info` line, and prints the table of
//! `BENCHMARKS.md`.

use std::hint::black_box;

use pin_runtime::chess::protocol::{FromEngine, ToEngine};
use vampirc_uci::UciMessage;

#[path = "shared/pairs.rs"]
mod pairs;

use pairs::{Pair, time};

/// A Stockfish 15.1 `info` line of the start position with a 20-move `pv`
/// (a Ruy Lopez), as it writes them (without `UCI_ShowWDL`: vampirc-uci
/// reads no `wdl`).
const INFO: &str = "info depth 20 seldepth 28 multipv 1 score cp 34 nodes 1234567 nps 1000000 hashfull 512 tbhits 0 time 1234 pv e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6b8 d2d4 b8d7";

/// A `go` command with clocks, increments, moves to go, depth, nodes, mate
/// and the moves to search.
const GO: &str = "go wtime 300000 btime 300000 winc 2000 binc 2000 movestogo 40 depth 30 nodes 100000000 mate 5 searchmoves e2e4 d2d4 g1f3 c2c4";

/// Lines per batch, ours; theirs is about a hundred times slower, and
/// times a hundredth as many.
const REPEAT: usize = 20_000;

fn pairs() -> Vec<Pair> {
    // Both read the lines, and read the same moves.
    let Ok(FromEngine::Info(info)) = FromEngine::parse(INFO) else {
        panic!("an info line")
    };
    let UciMessage::Info(attributes) = vampirc_uci::parse_one(INFO) else {
        panic!("vampirc-uci reads the info line")
    };
    let pv = attributes
        .iter()
        .find_map(|attribute| match attribute {
            vampirc_uci::UciInfoAttribute::Pv(pv) => Some(pv),
            _ => None,
        })
        .expect("a pv");
    assert_eq!(info.pv.expect("a pv").len(), 20);
    assert_eq!(pv.len(), 20);
    let Ok(ToEngine::Go(go)) = ToEngine::parse(GO) else {
        panic!("a go command")
    };
    assert!(matches!(vampirc_uci::parse_one(GO), UciMessage::Go { .. }));
    assert_eq!(go.searchmoves.expect("searchmoves").len(), 4);
    vec![
        Pair {
            operation: "info_parse",
            ours: Box::new(|| {
                time(REPEAT, || {
                    let mut read = 0;
                    for _ in 0..REPEAT {
                        read += usize::from(FromEngine::parse(black_box(INFO)).is_ok());
                    }
                    read
                })
            }),
            theirs: Box::new(|| {
                time(REPEAT / 100, || {
                    let mut read = 0;
                    for _ in 0..REPEAT / 100 {
                        let message = vampirc_uci::parse_one(black_box(INFO));
                        read += usize::from(matches!(message, UciMessage::Info(_)));
                    }
                    read
                })
            }),
        },
        Pair {
            operation: "go_parse",
            ours: Box::new(|| {
                time(REPEAT, || {
                    let mut read = 0;
                    for _ in 0..REPEAT {
                        read += usize::from(ToEngine::parse(black_box(GO)).is_ok());
                    }
                    read
                })
            }),
            theirs: Box::new(|| {
                time(REPEAT / 100, || {
                    let mut read = 0;
                    for _ in 0..REPEAT / 100 {
                        let message = vampirc_uci::parse_one(black_box(GO));
                        read += usize::from(matches!(message, UciMessage::Go { .. }));
                    }
                    read
                })
            }),
        },
    ]
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(200);
    pairs::run(&pairs(), rounds);
}
