//! The chess rules (`chess::Fen::legal_moves`, `perft`, `san` and
//! `resolve_san`), ours against `shakmaty` 0.30
//! and, for perft, `cozy-chess` 0.3, timed in turns as `moves.rs` and
//! `distinct.rs` time: within one process, every round times a batch of
//! ours and a batch of each reference, one after the other (the order
//! turned by one on every round), so the routines of a round see the same
//! load on a shared machine; the ratio is taken per round.
//!
//! The positions: the 145 middle-game positions of real games of
//! `bench/data/chess-middle-games.txt` (before moves 12 to 40), then the
//! six positions of the chessprogramming wiki's perft page ([`PERFT`]):
//! 151 in all, each timed in turn (`varied`); and, to show what repeating
//! one input is worth, Kiwipete alone as many times (`repeated`).
//!
//! | operation | ours | references |
//! |---|---|---|
//! | `legal_moves_len` | `Fen::legal_moves(&fen).len()`, from a `Fen` read beforehand (the rules copy it into their bitboards inside the call) | `shakmaty`: `Chess::legal_moves().len()` on a position set up beforehand; `shakmaty-setup`: the same from its `Fen` read beforehand, set up (`into_position`) at each call |
//! | `legal_moves_iter` | every move of `legal_moves` folded into a checksum (origin, destination, promotion of each `Uci`) | the same of shakmaty's `Move`s, both ways (castling folded as the king's step, as UCI writes it) |
//! | `perft` | `Fen::perft(depth)` | `shakmaty::perft(&chess, depth)`; `cozy-chess`: the usual recursive perft, counting each piece's move set's `len()` at depth 1 |
//! | `san` | `Fen::san` of every legal move, written into a `String` cleared each time | `shakmaty`: `San::from_move`, written likewise; `shakmaty-plus`: `SanPlus::from_move` (with `+` and `#`, as ours) |
//! | `resolve_san` | `Fen::resolve_san` of every legal move's SAN, read beforehand | `shakmaty-parse`: `San::from_ascii` of the text then `to_move`; `shakmaty`: `to_move` of a `San` read beforehand |
//! | `board_legal_moves_len`, `board_san`, `board_resolve_san` | the same on a `Chessboard` made beforehand (the rules' sets kept beside the FEN), as shakmaty's position is set up beforehand | as above |
//!
//! `legal_moves_*` and the SAN operations time a batch of every position
//! (every legal move of every position for SAN) [`REPEAT`] times, and
//! give nanoseconds per position (per move); `perft` times one call per
//! position and round, and gives nanoseconds per leaf node (the count of
//! the perft).
//!
//! Before timing, every crate is held to the others on every position:
//! the same legal moves (as UCI), the same checksum, and the same perft
//! counts (the wiki's, at every depth up to the one timed; depth 3 on
//! every middle-game position), the same SAN text as `SanPlus` writes, and
//! each SAN resolved back to its move by both. A wrong fast path
//! stops the benchmark instead of timing fast.
//!
//! Usage: `rules [ROUNDS [PERFT_ROUNDS]]` (default 100 and 11). For every
//! operation, input and reference it prints one tab-separated line: the
//! operation, the input, the reference, the unit, the units in one pass
//! (positions, moves, or the nodes of one perft), the median nanoseconds
//! per unit of ours and of the reference, the median of
//! the per-round ratios (ours / reference), its lowest and highest decile.
//! `bench/scripts/rules-ratios` runs it several times and prints the
//! tables of `BENCHMARKS.md`.
//!
//! `rules count <operation> <input> <ours|REFERENCE|none>` instead runs
//! one batch of one routine (`none` sets everything up and runs nothing)
//! and prints the units of the batch, for
//! `bench/scripts/rules-instructions` to count under callgrind, which
//! counts the timed function ([`time`]) alone. It skips the checks, which
//! under callgrind take a minute; the SAN lists are still checked as they
//! are built, and every timed run checks everything.

use pin_bench::{decile, median};
use std::hint::black_box;
use std::time::Instant;

use pin_runtime::chess::{Chessboard, Fen, Uci};
use shakmaty::fen::Fen as TheirFen;
use shakmaty::{CastlingMode, Chess, Move, Position as _};

/// Positions of real games, each with the move its game played next (see
/// the file's header); the move is not used here.
const MIDDLE_GAMES: &str = include_str!("../data/chess-middle-games.txt");

/// The six perft positions of the chessprogramming wiki
/// (<https://www.chessprogramming.org/Perft_Results>): name, FEN, and the
/// node counts at depths 1 to 4.
const PERFT: [(&str, &str, [u64; 4]); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        [20, 400, 8_902, 197_281],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        [48, 2_039, 97_862, 4_085_603],
    ),
    (
        "position3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        [14, 191, 2_812, 43_238],
    ),
    (
        "position4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        [6, 264, 9_467, 422_333],
    ),
    (
        "position5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        [44, 1_486, 62_379, 2_103_487],
    ),
    (
        "position6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        [46, 2_079, 89_890, 3_894_594],
    ),
];

/// The perft depth timed.
const DEPTH: u32 = 4;

/// The position of `repeated`: Kiwipete, the second of [`PERFT`].
const REPEATED: usize = 1;

/// Batches per timing of the operations timed per position or move: each
/// routine goes this many times over its list.
const REPEAT: usize = 10;

/// A timed batch: nanoseconds for the whole batch.
type Routine = Box<dyn Fn() -> f64>;

/// Times `f` once, in nanoseconds.
#[inline(never)]
fn time<R>(f: impl FnOnce() -> R) -> f64 {
    let start = Instant::now();
    black_box(f());
    start.elapsed().as_secs_f64() * 1e9
}

/// One operation on one input: ours and each reference, timed in turn.
struct Group {
    operation: &'static str,
    input: &'static str,
    /// What the times are per: `position`, `move` or `node`.
    unit: &'static str,
    /// Units per batch.
    units: usize,
    /// Units in one pass over the list: positions or moves (the batch
    /// makes [`REPEAT`] passes), or the nodes of one perft.
    count: usize,
    ours: Routine,
    references: Vec<(&'static str, Routine)>,
    /// Per round: ours, then each reference, in nanoseconds per unit.
    samples: Vec<Vec<f64>>,
}

impl Group {
    /// Times every routine once, starting with the `round`th (ours is the
    /// 0th), and keeps the times.
    fn round(&mut self, round: usize) {
        let count = 1 + self.references.len();
        let mut times = vec![0.0; count];
        #[allow(clippy::cast_precision_loss, reason = "small counts")]
        let units = self.units as f64;
        for step in 0..count {
            let at = (round + step) % count;
            let routine = if at == 0 {
                &self.ours
            } else {
                &self.references[at - 1].1
            };
            times[at] = routine() / units;
        }
        self.samples.push(times);
    }

    /// The routine named `side`: `ours` or a reference's name.
    fn routine(&self, side: &str) -> Option<&Routine> {
        if side == "ours" {
            return Some(&self.ours);
        }
        self.references
            .iter()
            .find(|(name, _)| *name == side)
            .map(|(_, routine)| routine)
    }
}

/// Our move, folded into a number: origin (64 for none), destination,
/// promotion letter.
fn ours_key(m: Uci) -> u64 {
    let square = |cell: pin_runtime::Cell| cell.file() + 8 * cell.rank().unwrap_or(0);
    let from = m.from().map_or(64, square);
    let to = m.to().map_or(64, square);
    let promotion = m.promotion().map_or(0, pin_runtime::Letter::as_byte);
    key(from, to, promotion)
}

/// Shakmaty's move folded as [`ours_key`] folds ours: castling as the
/// king's step of two files, as UCI writes it in standard chess.
fn their_key(m: Move) -> u64 {
    match m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => key(
            u8::from(from),
            u8::from(to),
            promotion.map_or(0, |role| role.upper_char() as u8),
        ),
        Move::EnPassant { from, to } => key(u8::from(from), u8::from(to), 0),
        Move::Castle { king, rook } => {
            let king = u8::from(king);
            let to = if u8::from(rook) > king {
                king + 2
            } else {
                king - 2
            };
            key(king, to, 0)
        }
        Move::Put { role, to } => key(64, u8::from(to), role.upper_char() as u8),
    }
}

/// Origin, destination and letter, spread over a word so that the sum of
/// a list's moves does not depend on their order.
fn key(from: u8, to: u8, letter: u8) -> u64 {
    (u64::from(from) | u64::from(to) << 8 | u64::from(letter) << 16)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Every move of a list folded into one number, whatever their order.
fn ours_checksum(fen: &Fen) -> u64 {
    fen.legal_moves()
        .iter()
        .fold(0, |sum, m| sum.wrapping_add(ours_key(m)))
}

/// Every move of shakmaty's list folded likewise.
fn their_checksum(chess: &Chess) -> u64 {
    chess
        .legal_moves()
        .iter()
        .fold(0, |sum, &m| sum.wrapping_add(their_key(m)))
}

/// Shakmaty's position set up from its `Fen`, as a user sets it up.
fn set_up(fen: &TheirFen) -> Chess {
    fen.clone()
        .into_position(CastlingMode::Standard)
        .expect("a legal position")
}

/// The usual recursive perft on `cozy-chess`'s moves: bulk counting at
/// depth 1, each piece's set of moves counted by its `len()`.
fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for m in moves {
                let mut next = board.clone();
                next.play_unchecked(m);
                nodes += cozy_perft(&next, depth - 1);
            }
            false
        });
    }
    nodes
}

/// A bench position, read by every crate.
struct Position {
    name: &'static str,
    text: &'static str,
    ours: Fen,
    /// Ours kept for the rules.
    board: Chessboard,
    their_fen: TheirFen,
    chess: Chess,
    cozy: cozy_chess::Board,
}

impl Position {
    fn read(name: &'static str, text: &'static str) -> Self {
        let ours = Fen::parse(text).unwrap_or_else(|error| panic!("{text}: {error}"));
        let their_fen =
            TheirFen::from_ascii(text.as_bytes()).unwrap_or_else(|error| panic!("{text}: {error}"));
        let chess = set_up(&their_fen);
        let cozy = cozy_chess::Board::from_fen(text, false)
            .unwrap_or_else(|error| panic!("{text}: {error:?}"));
        let board = Chessboard::new(ours).unwrap_or_else(|error| panic!("{text}: {error}"));
        Self {
            name,
            text,
            ours,
            board,
            their_fen,
            chess,
            cozy,
        }
    }
}

/// The middle-game positions, then the perft positions.
fn positions() -> Vec<Position> {
    let middle = MIDDLE_GAMES
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| line.rsplit_once(' ').expect("a FEN and a move").0);
    let mut positions: Vec<Position> = middle.map(|text| Position::read("middle", text)).collect();
    // The count the docs and BENCHMARKS.md give.
    assert_eq!(positions.len(), 145);
    positions.extend(
        PERFT
            .iter()
            .map(|(name, text, _)| Position::read(name, text)),
    );
    positions
}

/// Holds every crate to the others on every position: the same legal
/// moves, the same checksum, the same perft counts.
fn check(positions: &[Position]) {
    for position in positions {
        let text = position.text;
        let mut ours: Vec<String> = position
            .ours
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        let mut theirs: Vec<String> = position
            .chess
            .legal_moves()
            .iter()
            .map(|m| m.to_uci(CastlingMode::Standard).to_string())
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{text}: legal moves");
        assert_eq!(position.ours.legal_moves().len(), theirs.len(), "{text}");
        assert_eq!(
            ours_checksum(&position.ours),
            their_checksum(&position.chess),
            "{text}: checksum"
        );
        let mut cozy = 0;
        position.cozy.generate_moves(|moves| {
            cozy += moves.len();
            false
        });
        assert_eq!(cozy, theirs.len(), "{text}: cozy-chess's legal moves");
        if position.name == "middle" {
            let nodes = shakmaty::perft(&position.chess, 3);
            assert_eq!(position.ours.perft(3), nodes, "{text}: perft 3");
            assert_eq!(cozy_perft(&position.cozy, 3), nodes, "{text}: cozy perft 3");
        }
    }
    for (name, text, counts) in PERFT {
        let position = positions
            .iter()
            .find(|position| position.name == name)
            .expect("the perft position");
        for depth in 1..=DEPTH {
            let expected = counts[depth as usize - 1];
            assert_eq!(
                position.ours.perft(depth),
                expected,
                "{text}: perft {depth}"
            );
            assert_eq!(
                shakmaty::perft(&position.chess, depth),
                expected,
                "{text}: shakmaty perft {depth}"
            );
            assert_eq!(
                cozy_perft(&position.cozy, depth),
                expected,
                "{text}: cozy perft {depth}"
            );
        }
    }
}

/// The inputs of the per-position operations: every position, and
/// Kiwipete as many times.
fn inputs(positions: &'static [Position]) -> [(&'static str, &'static [&'static Position]); 2] {
    let varied: Vec<&Position> = positions.iter().collect();
    let kiwipete = positions
        .iter()
        .find(|position| position.name == PERFT[REPEATED].0)
        .expect("Kiwipete");
    let repeated = vec![kiwipete; positions.len()];
    [("varied", varied.leak()), ("repeated", repeated.leak())]
}

/// A routine over a list of items, [`REPEAT`] times.
fn batch<T: 'static>(items: &'static [T], each: impl Fn(&T) -> u64 + 'static) -> Routine {
    Box::new(move || {
        time(|| {
            let mut sum = 0u64;
            for _ in 0..REPEAT {
                for item in black_box(items) {
                    sum = sum.wrapping_add(each(black_box(item)));
                }
            }
            sum
        })
    })
}

/// `legal_moves_len` and `legal_moves_iter`, on both inputs.
fn legal_groups(positions: &'static [Position]) -> Vec<Group> {
    let mut groups = Vec::new();
    for (input, items) in inputs(positions) {
        let units = REPEAT * items.len();
        groups.push(Group {
            operation: "legal_moves_len",
            input,
            unit: "position",
            units,
            count: items.len(),
            ours: batch(items, |p: &&Position| p.ours.legal_moves().len() as u64),
            references: vec![
                (
                    "shakmaty",
                    batch(items, |p: &&Position| p.chess.legal_moves().len() as u64),
                ),
                (
                    "shakmaty-setup",
                    batch(items, |p: &&Position| {
                        set_up(&p.their_fen).legal_moves().len() as u64
                    }),
                ),
            ],
            samples: Vec::new(),
        });
        groups.push(Group {
            operation: "board_legal_moves_len",
            input,
            unit: "position",
            units,
            count: items.len(),
            ours: batch(items, |p: &&Position| p.board.legal_moves().len() as u64),
            references: vec![(
                "shakmaty",
                batch(items, |p: &&Position| p.chess.legal_moves().len() as u64),
            )],
            samples: Vec::new(),
        });
        groups.push(Group {
            operation: "legal_moves_iter",
            input,
            unit: "position",
            units,
            count: items.len(),
            ours: batch(items, |p: &&Position| ours_checksum(&p.ours)),
            references: vec![
                (
                    "shakmaty",
                    batch(items, |p: &&Position| their_checksum(&p.chess)),
                ),
                (
                    "shakmaty-setup",
                    batch(items, |p: &&Position| their_checksum(&set_up(&p.their_fen))),
                ),
            ],
            samples: Vec::new(),
        });
    }
    groups
}

/// `perft` at [`DEPTH`] on each perft position: one call per routine.
fn perft_groups(positions: &'static [Position]) -> Vec<Group> {
    PERFT
        .iter()
        .map(|&(name, _, counts)| {
            let position: &'static Position = positions
                .iter()
                .find(|position| position.name == name)
                .expect("the perft position");
            let nodes = usize::try_from(counts[DEPTH as usize - 1]).expect("a count");
            let single = |f: fn(&Position) -> u64| -> Routine {
                Box::new(move || time(|| f(black_box(position))))
            };
            Group {
                operation: "perft",
                input: name,
                unit: "node",
                units: nodes,
                count: nodes,
                ours: single(|p| p.ours.perft(DEPTH)),
                references: vec![
                    ("shakmaty", single(|p| shakmaty::perft(&p.chess, DEPTH))),
                    ("cozy-chess", single(|p| cozy_perft(&p.cozy, DEPTH))),
                ],
                samples: Vec::new(),
            }
        })
        .collect()
}

/// SAN written and resolved: every legal move of every position.
mod san {
    use std::fmt::Write as _;
    use std::hint::black_box;

    use pin_runtime::chess::{San, Uci};
    use shakmaty::san::{San as TheirSan, SanPlus};
    use shakmaty::{Move, Position as _};

    use super::{Group, Position, REPEAT, Routine, batch, inputs, time};

    /// A move of a position, in both crates, with its SAN.
    pub(super) struct Item {
        position: &'static Position,
        ours: Uci,
        theirs: Move,
        /// Ours, as `San::parse` reads our text.
        san: San,
        /// Shakmaty's, as `San::from_ascii` reads the same text.
        their_san: TheirSan,
        /// The text both crates write, with `+` or `#`.
        text: &'static str,
    }

    /// Every legal move of every position, written in SAN by both crates
    /// (held to the same text) and read back by both (held to the same
    /// move).
    fn items(positions: &'static [&'static Position]) -> Vec<Item> {
        let mut items = Vec::new();
        for &position in positions {
            let fen = &position.ours;
            let chess = &position.chess;
            for theirs in chess.legal_moves() {
                let uci = theirs.to_uci(shakmaty::CastlingMode::Standard).to_string();
                let ours = Uci::parse(&uci).expect("a UCI move");
                let san = fen
                    .san(ours)
                    .unwrap_or_else(|error| panic!("{}: {uci}: {error}", position.text));
                let text = san.to_string();
                let plus = SanPlus::from_move(chess.clone(), theirs).to_string();
                assert_eq!(text, plus, "{}: {uci}", position.text);
                let read = San::parse(&text).unwrap_or_else(|error| panic!("{text}: {error}"));
                assert_eq!(fen.resolve_san(read), Ok(ours), "{}: {text}", position.text);
                let their_san = TheirSan::from_ascii(text.as_bytes()).expect("SAN");
                assert_eq!(their_san.to_move(chess), Ok(theirs));
                items.push(Item {
                    position,
                    ours,
                    theirs,
                    san: read,
                    their_san,
                    text: text.leak(),
                });
            }
        }
        items
    }

    /// A routine over every move, writing into a `String` cleared at
    /// each move, [`REPEAT`] times.
    fn written(items: &'static [Item], each: impl Fn(&mut String, &Item) + 'static) -> Routine {
        Box::new(move || {
            time(|| {
                let mut out = String::with_capacity(16);
                let mut sum = 0u64;
                for _ in 0..REPEAT {
                    for item in black_box(items) {
                        out.clear();
                        each(&mut out, black_box(item));
                        sum = sum.wrapping_add(out.len() as u64);
                    }
                }
                sum
            })
        })
    }

    /// `san` and `resolve_san`, on both inputs.
    #[allow(
        clippy::too_many_lines,
        reason = "one group a row of the table, side by side"
    )]
    pub(super) fn groups(positions: &'static [Position]) -> Vec<Group> {
        let mut groups = Vec::new();
        for (input, list) in inputs(positions) {
            let items: &'static [Item] = items(list).leak();
            let units = REPEAT * items.len();
            groups.push(Group {
                operation: "san",
                input,
                unit: "move",
                units,
                count: items.len(),
                ours: written(items, |out, item| {
                    if let Ok(san) = item.position.ours.san(item.ours) {
                        let _ = write!(out, "{san}");
                    }
                }),
                references: vec![
                    (
                        "shakmaty",
                        written(items, |out, item| {
                            let san = TheirSan::from_move(&item.position.chess, item.theirs);
                            let _ = write!(out, "{san}");
                        }),
                    ),
                    (
                        "shakmaty-plus",
                        written(items, |out, item| {
                            let san = SanPlus::from_move(item.position.chess.clone(), item.theirs);
                            let _ = write!(out, "{san}");
                        }),
                    ),
                ],
                samples: Vec::new(),
            });
            groups.push(Group {
                operation: "board_san",
                input,
                unit: "move",
                units,
                count: items.len(),
                ours: written(items, |out, item| {
                    if let Ok(san) = item.position.board.san(item.ours) {
                        let _ = write!(out, "{san}");
                    }
                }),
                references: vec![
                    (
                        "shakmaty",
                        written(items, |out, item| {
                            let san = TheirSan::from_move(&item.position.chess, item.theirs);
                            let _ = write!(out, "{san}");
                        }),
                    ),
                    (
                        "shakmaty-plus",
                        written(items, |out, item| {
                            let san = SanPlus::from_move(item.position.chess.clone(), item.theirs);
                            let _ = write!(out, "{san}");
                        }),
                    ),
                ],
                samples: Vec::new(),
            });
            groups.push(Group {
                operation: "board_resolve_san",
                input,
                unit: "move",
                units,
                count: items.len(),
                ours: batch(items, |item: &Item| {
                    item.position.board.resolve_san(item.san).map_or(0, |uci| {
                        u64::from(uci.to().map_or(0, pin_runtime::Cell::file))
                    })
                }),
                references: vec![(
                    "shakmaty-parse",
                    batch(items, |item: &Item| {
                        TheirSan::from_ascii(item.text.as_bytes())
                            .ok()
                            .and_then(|san| san.to_move(&item.position.chess).ok())
                            .map_or(0, |m| u64::from(u8::from(m.to())))
                    }),
                )],
                samples: Vec::new(),
            });
            groups.push(Group {
                operation: "resolve_san",
                input,
                unit: "move",
                units,
                count: items.len(),
                ours: batch(items, |item: &Item| {
                    item.position.ours.resolve_san(item.san).map_or(0, |uci| {
                        u64::from(uci.to().map_or(0, pin_runtime::Cell::file))
                    })
                }),
                references: vec![
                    (
                        "shakmaty-parse",
                        batch(items, |item: &Item| {
                            TheirSan::from_ascii(item.text.as_bytes())
                                .ok()
                                .and_then(|san| san.to_move(&item.position.chess).ok())
                                .map_or(0, |m| u64::from(u8::from(m.to())))
                        }),
                    ),
                    (
                        "shakmaty",
                        batch(items, |item: &Item| {
                            item.their_san
                                .to_move(&item.position.chess)
                                .map_or(0, |m| u64::from(u8::from(m.to())))
                        }),
                    ),
                ],
                samples: Vec::new(),
            });
        }
        groups
    }
}

/// Every group: the per-position ones, then perft; with `checked`, after
/// holding the crates to each other ([`check`]).
fn groups(checked: bool) -> (Vec<Group>, Vec<Group>) {
    let positions: &'static [Position] = positions().leak();
    if checked {
        check(positions);
    }
    let mut fast = legal_groups(positions);
    fast.extend(san::groups(positions));
    (fast, perft_groups(positions))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("count") {
        let [_, operation, input, side] = args.as_slice() else {
            panic!("count <operation> <input> <ours|REFERENCE|none>");
        };
        let (fast, perft) = groups(false);
        let group = fast
            .iter()
            .chain(&perft)
            .find(|group| group.operation == operation && group.input == input)
            .unwrap_or_else(|| panic!("{operation} {input}: no such operation and input"));
        if side != "none" {
            let routine = group
                .routine(side)
                .unwrap_or_else(|| panic!("{side}: no such routine"));
            black_box(routine());
        }
        println!("{}", group.units);
        return;
    }
    let rounds: usize = args.first().and_then(|arg| arg.parse().ok()).unwrap_or(100);
    let perft_rounds: usize = args.get(1).and_then(|arg| arg.parse().ok()).unwrap_or(11);
    let (mut fast, mut perft) = groups(true);
    for round in 0..rounds {
        for group in &mut fast {
            group.round(round);
        }
    }
    for round in 0..perft_rounds {
        for group in &mut perft {
            group.round(round);
        }
    }
    for group in fast.iter().chain(&perft) {
        let ours = median(group.samples.iter().map(|s| s[0]).collect());
        for (index, (reference, _)) in group.references.iter().enumerate() {
            let theirs = median(group.samples.iter().map(|s| s[index + 1]).collect());
            let ratios: Vec<f64> = group.samples.iter().map(|s| s[0] / s[index + 1]).collect();
            println!(
                "{}\t{}\t{reference}\t{}\t{}\t{ours:.3}\t{theirs:.3}\t{:.3}\t{:.3}\t{:.3}",
                group.operation,
                group.input,
                group.unit,
                group.count,
                median(ratios.clone()),
                decile(ratios.clone(), 1),
                decile(ratios, 9),
            );
        }
    }
}
