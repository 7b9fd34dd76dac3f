//! Moves, ours against `shakmaty` 0.30, timed in pairs: within one process,
//! every round times a batch of ours and then a batch of theirs (the other
//! order on every other round), so both halves of a pair see the same load
//! on a shared machine. Each batch goes through a list of moves, so the
//! loop's own cost is spread over them; times are per move.
//!
//! - `uci_parse`: the 40 moves of a game read as UCI (`Uci::parse` against
//!   `UciMove::from_ascii`);
//! - `pmn_parse`: the same moves read as PMN (`Pmn::parse`, `e1~g1` for
//!   `e1g1`), against shakmaty reading them as UCI;
//! - `play_uci`: each of the 36 legal moves of the middle-game position
//!   after the game's 20th move, played on a copy of it (`Fen::play_uci`
//!   against `UciMove::to_move` and `play_unchecked` on a `Chess`);
//! - `play_uci_varied`: the same calls on 145 middle-game positions of
//!   real games (`bench/data/chess-middle-games.txt`, positions before
//!   moves 12 to 40), each with the move its game played next, in turn;
//! - `position_command`: `position fen <start> moves <the 40 moves>` read
//!   and played (`Fen::from_position_command` against shakmaty reading
//!   the FEN, then each word as UCI, converted and played), per command.
//!
//! Usage: `moves [ROUNDS]` (default 200), or `moves count <operation>
//! <ours|theirs>`, which runs one batch of one routine for
//! `bench/scripts/moves-instructions` to count under callgrind. For every operation it prints
//! one tab-separated line: the operation, the median nanoseconds per move
//! (per command for `position_command`) of ours and of theirs, the median
//! of the per-round ratios (ours / theirs), its lowest and highest decile.
//! `bench/scripts/moves-ratios` runs it several times and prints the
//! tables of `BENCHMARKS.md`.

use pin_bench::{decile, median};
use std::hint::black_box;
use std::time::Instant;

use pin_runtime::Pmn;
use pin_runtime::chess::{Fen, Uci};
use shakmaty::fen::Fen as TheirFen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position as _};

/// A Ruy Lopez (Zaitsev), 40 plies, castling on both sides.
const GAME: [&str; 40] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1", "b7b5",
    "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7", "b1d2", "c8b7", "b3c2", "f8e8",
    "d2f1", "e7f8", "f1g3", "g7g6", "c1g5", "h7h6", "g5d2", "f8g7", "a2a4", "c7c5", "d4d5", "c5c4",
    "b2b4", "c4b3", "c2b3", "d8c7",
];

/// The start position's FEN.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The position after the game's 20th move, white to play.
const MIDDLE: &str = "r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 1 11";

/// The 36 legal moves of [`MIDDLE`], as python-chess lists them.
const MIDDLE_MOVES: [&str; 36] = [
    "f3g5", "f3e5", "f3h4", "f3h2", "f3d2", "b3f7", "b3e6", "b3d5", "b3c4", "b3a4", "b3c2", "g1h2",
    "g1h1", "g1f1", "e1e3", "e1e2", "e1f1", "d1d3", "d1e2", "d1d2", "d1c2", "c1h6", "c1g5", "c1f4",
    "c1e3", "c1d2", "b1a3", "b1d2", "d4e5", "d4d5", "h3h4", "c3c4", "g2g3", "a2a3", "g2g4", "a2a4",
];

/// Positions of real games, each with the move its game played next (see
/// the file's header).
const MIDDLE_GAMES: &str = include_str!("../data/chess-middle-games.txt");

/// Times `f` once, then returns nanoseconds per `per` of its work.
#[inline(never)]
fn time<R>(per: usize, f: impl Fn() -> R) -> f64 {
    let start = Instant::now();
    black_box(f());
    #[allow(clippy::cast_precision_loss, reason = "small counts")]
    let per = per as f64;
    start.elapsed().as_secs_f64() * 1e9 / per
}

/// Batches per timing: each routine runs this many times over its list.
const REPEAT: usize = 500;

/// One operation: ours and theirs, each timing a batch.
struct Pair {
    operation: &'static str,
    ours: Box<dyn Fn() -> f64>,
    theirs: Box<dyn Fn() -> f64>,
    samples: Vec<(f64, f64)>,
}

/// The parse pairs: the game's moves read as UCI, and as PMN.
fn parse_pairs() -> [Pair; 2] {
    // The game's moves in PMN, as `&str`s like the UCI moves.
    let game_pmn: Vec<&'static str> = {
        let mut fen = Fen::parse(START).expect("a FEN");
        GAME.iter()
            .map(|uci| {
                let pmn = fen.play_uci(Uci::parse(uci).expect("a UCI move"));
                let text: &'static str = pmn.expect("a move of the game").to_string().leak();
                text
            })
            .collect()
    };
    let game_pmn: &'static [&'static str] = Box::leak(game_pmn.into_boxed_slice());
    [
        Pair {
            operation: "uci_parse",
            ours: Box::new(|| {
                time(REPEAT * GAME.len(), || {
                    let mut read = 0;
                    for _ in 0..REPEAT {
                        for m in black_box(&GAME) {
                            read += usize::from(Uci::parse(black_box(m)).is_ok());
                        }
                    }
                    read
                })
            }),
            theirs: Box::new(|| {
                time(REPEAT * GAME.len(), || {
                    let mut read = 0;
                    for _ in 0..REPEAT {
                        for m in black_box(&GAME) {
                            read +=
                                usize::from(UciMove::from_ascii(black_box(m.as_bytes())).is_ok());
                        }
                    }
                    read
                })
            }),
            samples: Vec::new(),
        },
        Pair {
            operation: "pmn_parse",
            ours: Box::new(move || {
                time(REPEAT * GAME.len(), || {
                    let mut read = 0;
                    for _ in 0..REPEAT {
                        for m in black_box(game_pmn) {
                            read += usize::from(Pmn::parse(black_box(m)).is_ok());
                        }
                    }
                    read
                })
            }),
            theirs: Box::new(|| {
                time(REPEAT * GAME.len(), || {
                    let mut read = 0;
                    for _ in 0..REPEAT {
                        for m in black_box(&GAME) {
                            read +=
                                usize::from(UciMove::from_ascii(black_box(m.as_bytes())).is_ok());
                        }
                    }
                    read
                })
            }),
            samples: Vec::new(),
        },
    ]
}

/// The lines of [`MIDDLE_GAMES`]: each position's FEN and its move.
fn middle_games() -> Vec<(&'static str, &'static str)> {
    MIDDLE_GAMES
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| line.rsplit_once(' ').expect("a FEN and a move"))
        .collect()
}

/// The pairs that play moves: each legal move of the middle game, and
/// the game as one command.
fn play_pairs() -> [Pair; 2] {
    let middle = Fen::parse(MIDDLE).expect("a FEN");
    let ours_moves: Vec<Uci> = MIDDLE_MOVES
        .iter()
        .map(|m| Uci::parse(m).expect("UCI"))
        .collect();
    let their_middle: Chess = TheirFen::from_ascii(MIDDLE.as_bytes())
        .expect("a FEN")
        .into_position(CastlingMode::Standard)
        .expect("a position");
    let their_moves: Vec<UciMove> = MIDDLE_MOVES
        .iter()
        .map(|m| UciMove::from_ascii(m.as_bytes()).expect("UCI"))
        .collect();
    // Both sides play every move alike, and agree on the result.
    for (ours, theirs) in ours_moves.iter().zip(&their_moves) {
        let mut fen = middle;
        fen.play_uci(*ours).expect("a legal move");
        let mut pos = their_middle.clone();
        pos.play_unchecked(theirs.to_move(&pos).expect("a legal move"));
        let written = TheirFen::from_position(&pos, shakmaty::EnPassantMode::Always).to_string();
        assert_eq!(fen.to_string(), written);
    }
    let command = format!("position fen {START} moves {}", GAME.join(" "));
    let command: &'static str = Box::leak(command.into_boxed_str());
    let ours_end = Fen::from_position_command(command).expect("a command");
    assert_eq!(
        ours_end.to_string(),
        their_command(command).expect("a command")
    );
    let ours_moves: &'static [Uci] = Box::leak(ours_moves.into_boxed_slice());
    let their_moves: &'static [UciMove] = Box::leak(their_moves.into_boxed_slice());
    let their_middle: &'static Chess = Box::leak(Box::new(their_middle));
    [
        Pair {
            operation: "play_uci",
            ours: Box::new(move || {
                time(REPEAT / 5 * ours_moves.len(), || {
                    let mut played = 0;
                    for _ in 0..REPEAT / 5 {
                        for m in black_box(ours_moves) {
                            let mut fen = *black_box(&middle);
                            played += usize::from(fen.play_uci(*m).is_ok());
                            black_box(&fen);
                        }
                    }
                    played
                })
            }),
            theirs: Box::new(move || {
                time(REPEAT / 5 * their_moves.len(), || {
                    let mut played = 0;
                    for _ in 0..REPEAT / 5 {
                        for m in black_box(their_moves) {
                            let mut pos = black_box(their_middle).clone();
                            if let Ok(m) = m.to_move(&pos) {
                                pos.play_unchecked(m);
                                played += 1;
                            }
                            black_box(&pos);
                        }
                    }
                    played
                })
            }),
            samples: Vec::new(),
        },
        Pair {
            operation: "position_command",
            ours: Box::new(move || {
                time(REPEAT / 20, || {
                    let mut read = 0;
                    for _ in 0..REPEAT / 20 {
                        read += usize::from(Fen::from_position_command(black_box(command)).is_ok());
                    }
                    read
                })
            }),
            theirs: Box::new(move || {
                time(REPEAT / 20, || {
                    let mut read = 0;
                    for _ in 0..REPEAT / 20 {
                        read += usize::from(their_command_position(black_box(command)).is_some());
                    }
                    read
                })
            }),
            samples: Vec::new(),
        },
    ]
}

/// The pair that plays the move each position of the real games played
/// next, on a copy of the position.
fn varied_pair() -> Pair {
    // Both sides read every position and move, and reach the same
    // position after the move.
    let mut ours_varied = Vec::new();
    let mut their_varied = Vec::new();
    for (text, m) in middle_games() {
        let fen = Fen::parse(text).expect("a FEN");
        let uci = Uci::parse(m).expect("UCI");
        let pos: Chess = TheirFen::from_ascii(text.as_bytes())
            .expect("a FEN")
            .into_position(CastlingMode::Standard)
            .expect("a position");
        let their_uci = UciMove::from_ascii(m.as_bytes()).expect("UCI");
        let mut played = fen;
        played.play_uci(uci).expect("a legal move");
        let mut their_played = pos.clone();
        their_played.play_unchecked(their_uci.to_move(&pos).expect("a legal move"));
        let written =
            TheirFen::from_position(&their_played, shakmaty::EnPassantMode::Always).to_string();
        assert_eq!(played.to_string(), written, "{text} {m}");
        ours_varied.push((fen, uci));
        their_varied.push((pos, their_uci));
    }
    // The count the docs and `bench/scripts/moves-instructions` give.
    assert_eq!(ours_varied.len(), 145);
    let ours_varied: &'static [(Fen, Uci)] = Box::leak(ours_varied.into_boxed_slice());
    let their_varied: &'static [(Chess, UciMove)] = Box::leak(their_varied.into_boxed_slice());
    Pair {
        operation: "play_uci_varied",
        ours: Box::new(move || {
            time(REPEAT / 20 * ours_varied.len(), || {
                let mut played = 0;
                for _ in 0..REPEAT / 20 {
                    for (middle, m) in black_box(ours_varied) {
                        let mut fen = *middle;
                        played += usize::from(fen.play_uci(*m).is_ok());
                        black_box(&fen);
                    }
                }
                played
            })
        }),
        theirs: Box::new(move || {
            time(REPEAT / 20 * their_varied.len(), || {
                let mut played = 0;
                for _ in 0..REPEAT / 20 {
                    for (middle, m) in black_box(their_varied) {
                        let mut pos = middle.clone();
                        if let Ok(m) = m.to_move(&pos) {
                            pos.play_unchecked(m);
                            played += 1;
                        }
                        black_box(&pos);
                    }
                }
                played
            })
        }),
        samples: Vec::new(),
    }
}

fn pairs() -> Vec<Pair> {
    let [play_uci, position_command] = play_pairs();
    parse_pairs()
        .into_iter()
        .chain([play_uci, varied_pair(), position_command])
        .collect()
}

/// What a user of shakmaty writes for a `position` command: the FEN read,
/// then each move read as UCI, converted and played.
fn their_command_position(command: &str) -> Option<Chess> {
    let rest = command.strip_prefix("position fen ")?;
    let (fen, moves) = match rest.split_once(" moves ") {
        Some((fen, moves)) => (fen, Some(moves)),
        None => (rest, None),
    };
    let mut pos: Chess = TheirFen::from_ascii(fen.as_bytes())
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()?;
    for word in moves.into_iter().flat_map(|moves| moves.split(' ')) {
        let m = UciMove::from_ascii(word.as_bytes())
            .ok()?
            .to_move(&pos)
            .ok()?;
        pos.play_unchecked(m);
    }
    Some(pos)
}

/// The FEN shakmaty writes after a command.
fn their_command(command: &str) -> Option<String> {
    let pos = their_command_position(command)?;
    Some(TheirFen::from_position(&pos, shakmaty::EnPassantMode::Always).to_string())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [count, operation, side] = args.as_slice() {
        if count == "count" {
            // One batch of one routine, for callgrind to count: `none`
            // builds the routines and runs nothing.
            let pairs = pairs();
            if let Some(pair) = pairs.iter().find(|pair| pair.operation == operation) {
                match side.as_str() {
                    "ours" => black_box((pair.ours)()),
                    "theirs" => black_box((pair.theirs)()),
                    _ => 0.0,
                };
            }
            return;
        }
    }
    let rounds: usize = args.first().and_then(|arg| arg.parse().ok()).unwrap_or(200);
    let mut pairs = pairs();
    for round in 0..rounds {
        for pair in &mut pairs {
            let (ours, theirs) = if round % 2 == 0 {
                let ours = (pair.ours)();
                (ours, (pair.theirs)())
            } else {
                let theirs = (pair.theirs)();
                ((pair.ours)(), theirs)
            };
            pair.samples.push((ours, theirs));
        }
    }
    for pair in pairs {
        let ours = median(pair.samples.iter().map(|s| s.0).collect());
        let theirs = median(pair.samples.iter().map(|s| s.1).collect());
        let ratios: Vec<f64> = pair.samples.iter().map(|s| s.0 / s.1).collect();
        println!(
            "{}\t{ours:.2}\t{theirs:.2}\t{:.3}\t{:.3}\t{:.3}",
            pair.operation,
            median(ratios.clone()),
            decile(ratios.clone(), 1),
            decile(ratios, 9),
        );
    }
}
