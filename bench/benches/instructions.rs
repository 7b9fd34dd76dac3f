//! A loop for counting instructions, not timing: `bench/scripts/instruction-counts`
//! runs it under valgrind's callgrind, whose counts do not move with the
//! machine's load the way timings do.
//!
//! Usage: `instructions <parser> <input|empty>`, where the parser is
//! `ours-pin`, `theirs-pin`, `ours-epin`, `theirs-epin`, `ours-feen`
//! (`Feen::parse`), `ours-feen-squares` (`Feen::parse`, then every square),
//! `theirs-feen` (`sashite_feen::Feen::parse`), `ours-fen`
//! (`chess::Fen::parse`), `theirs-fen` (`shakmaty::fen::Fen::from_ascii`),
//! `ours-fen-write` or `theirs-fen-write` (a FEN read beforehand written
//! into a reused `String`; `shakmaty`'s `Epd` for a FEN of four fields),
//! `ours-sfen-write` (`shogi::Sfen::to_string`) or `theirs-sfen-write`
//! (the `shogi` crate's `Position::to_sfen`), each of an SFEN read
//! beforehand and written as a new `String`, `ours-sfen`
//! (`shogi::Sfen::parse`), `ours-xiangqi-fen` (`xiangqi::Fen::parse`),
//! `ours-sfen-write-reused` or `ours-xiangqi-fen-write` (one read
//! beforehand, written into a reused `String`), `ours-position-8` or
//! `ours-position-9` (`Position::parse` on an 8 × 8 or a 9 × 9 board),
//! `ours-feen-write-8`, `ours-feen-write` or `ours-feen-write-10` (a
//! `Position` of 8 × 8, 9 × 9 or 10 × 9 read beforehand, written into a
//! reused `String`), `ours-cell`, `ours-pmn`, `ours-uci`, `ours-usi` or
//! `ours-ucci` (`Cell::parse`, `Pmn::parse`, `chess::Uci::parse`,
//! `shogi::Usi::parse`, `xiangqi::Ucci::parse`), the same with `-write`
//! (one read beforehand, written into a reused `String`) or with
//! `-message` (the error of one rejected beforehand, its message written
//! into a reused `String`), or `loop`; it parses (or writes) the input a
//! million times. Without arguments (as `cargo bench` runs it) it does nothing.
//! `bench/scripts/instructions-against` runs every read and write here
//! against an earlier commit.

use std::fmt::Write as _;
use std::hint::black_box;

/// Calls per run.
const CALLS: usize = 1_000_000;

#[allow(
    clippy::too_many_lines,
    reason = "one arm per mode, each a loop, read best side by side"
)]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [parser, input] = args.as_slice() else {
        return;
    };
    let input = if input == "empty" { "" } else { input.as_str() };
    match parser.as_str() {
        "ours-pin" => {
            for _ in 0..CALLS {
                let _ = black_box(pin_runtime::Pin::parse(black_box(input)));
            }
        }
        "theirs-pin" => {
            for _ in 0..CALLS {
                let _ = black_box(sashite_pin::Identifier::parse(black_box(input)));
            }
        }
        "ours-epin" => {
            for _ in 0..CALLS {
                let _ = black_box(pin_runtime::Epin::parse(black_box(input)));
            }
        }
        "theirs-epin" => {
            for _ in 0..CALLS {
                let _ = black_box(sashite_epin::Identifier::parse(black_box(input)));
            }
        }
        "ours-feen" => {
            for _ in 0..CALLS {
                let _ = black_box(pin_runtime::Feen::parse(black_box(input)));
            }
        }
        "ours-feen-squares" => {
            for _ in 0..CALLS {
                if let Ok(feen) = pin_runtime::Feen::parse(black_box(input)) {
                    for square in feen.squares() {
                        black_box(square);
                    }
                }
            }
        }
        "theirs-feen" => {
            for _ in 0..CALLS {
                let _ = black_box(sashite_feen::Feen::parse(black_box(input)));
            }
        }
        "ours-fen" => {
            for _ in 0..CALLS {
                let _ = black_box(pin_runtime::chess::Fen::parse(black_box(input)));
            }
        }
        "theirs-fen" => {
            for _ in 0..CALLS {
                let _ = black_box(shakmaty::fen::Fen::from_ascii(black_box(input.as_bytes())));
            }
        }
        "ours-fen-write" => {
            let Ok(fen) = pin_runtime::chess::Fen::parse(input) else {
                return;
            };
            write_calls(&fen);
        }
        "theirs-fen-write" => {
            let Ok(fen) = shakmaty::fen::Fen::from_ascii(input.as_bytes()) else {
                return;
            };
            // Four fields (EPD) are written back as four, by `Epd`.
            if input.split(' ').count() == 4 {
                write_calls(&shakmaty::fen::Epd::from_fen(fen));
            } else {
                write_calls(&fen);
            }
        }
        "ours-sfen-write" => sfen_write(true, input),
        "theirs-sfen-write" => sfen_write(false, input),
        "ours-sfen" => {
            for _ in 0..CALLS {
                let _ = black_box(pin_runtime::shogi::Sfen::parse(black_box(input)));
            }
        }
        "ours-xiangqi-fen" => {
            for _ in 0..CALLS {
                let _ = black_box(pin_runtime::xiangqi::Fen::parse(black_box(input)));
            }
        }
        "ours-sfen-write-reused" => {
            let Ok(sfen) = pin_runtime::shogi::Sfen::parse(input) else {
                return;
            };
            write_calls(&sfen);
        }
        "ours-xiangqi-fen-write" => {
            let Ok(fen) = pin_runtime::xiangqi::Fen::parse(input) else {
                return;
            };
            write_calls(&fen);
        }
        "ours-feen-write" => {
            let Ok(position) = input.parse::<pin_runtime::Position<pin_runtime::Board<9, 9>>>()
            else {
                return;
            };
            write_calls(&position);
        }
        "ours-feen-write-8" => {
            let Ok(position) = input.parse::<pin_runtime::Position<pin_runtime::Board<8, 8>>>()
            else {
                return;
            };
            write_calls(&position);
        }
        "ours-feen-write-10" => {
            let Ok(position) = input.parse::<pin_runtime::Position<pin_runtime::Board<10, 9>>>()
            else {
                return;
            };
            write_calls(&position);
        }
        "ours-position-8" => {
            for _ in 0..CALLS {
                let _ = black_box(
                    black_box(input).parse::<pin_runtime::Position<pin_runtime::Board<8, 8>>>(),
                );
            }
        }
        "ours-position-9" => {
            for _ in 0..CALLS {
                let _ = black_box(
                    black_box(input).parse::<pin_runtime::Position<pin_runtime::Board<9, 9>>>(),
                );
            }
        }
        "loop" => {
            for _ in 0..CALLS {
                let _ = black_box(black_box(input).len());
            }
        }
        _ => short_notations(parser, input),
    }
}

/// The modes of the short notations: a function of its own, never
/// inlined, so that adding them left the code of the other modes, and
/// their counts, as they were.
#[inline(never)]
fn short_notations(mode: &str, input: &str) {
    match mode {
        "ours-cell" => short_calls(pin_runtime::Cell::parse, input),
        "ours-pmn" => short_calls(pin_runtime::Pmn::parse, input),
        "ours-uci" => short_calls(pin_runtime::chess::Uci::parse, input),
        "ours-usi" => short_calls(pin_runtime::shogi::Usi::parse, input),
        "ours-ucci" => short_calls(pin_runtime::xiangqi::Ucci::parse, input),
        "ours-cell-write" | "ours-cell-message" => {
            short_write(mode, &pin_runtime::Cell::parse(input));
        }
        "ours-pmn-write" | "ours-pmn-message" => {
            short_write(mode, &pin_runtime::Pmn::parse(input));
        }
        "ours-uci-write" | "ours-uci-message" => {
            short_write(mode, &pin_runtime::chess::Uci::parse(input));
        }
        "ours-usi-write" | "ours-usi-message" => {
            short_write(mode, &pin_runtime::shogi::Usi::parse(input));
        }
        "ours-ucci-write" | "ours-ucci-message" => {
            short_write(mode, &pin_runtime::xiangqi::Ucci::parse(input));
        }
        _ => {}
    }
}

/// Reads `input` with a reader of a short notation (CELL, PMN, an
/// engine's moves), [`CALLS`] times.
fn short_calls<T, E>(parse: impl Fn(&str) -> Result<T, E>, input: &str) {
    for _ in 0..CALLS {
        let _ = black_box(parse(black_box(input)));
    }
}

/// Writes what a reader of a short notation gave: the value for a
/// `-write` mode, the error's message for a `-message` mode; nothing when
/// the reader gave the other.
fn short_write<T: std::fmt::Display, E: std::fmt::Display>(mode: &str, read: &Result<T, E>) {
    match (mode.ends_with("-message"), read) {
        (false, Ok(value)) => write_calls(value),
        (true, Err(error)) => write_calls(error),
        _ => {}
    }
}

/// Writes `value` into a reused `String`, [`CALLS`] times.
fn write_calls(value: &impl std::fmt::Display) {
    let mut out = String::with_capacity(256);
    for _ in 0..CALLS {
        out.clear();
        let _ = write!(out, "{}", black_box(value));
        black_box(&out);
    }
}

/// Writes an SFEN read beforehand a million times, each as a new `String`:
/// ours with `shogi::Sfen::to_string`, or the `shogi` crate's `to_sfen`.
fn sfen_write(ours: bool, input: &str) {
    if ours {
        let Ok(sfen) = pin_runtime::shogi::Sfen::parse(input) else {
            return;
        };
        for _ in 0..CALLS {
            black_box(black_box(&sfen).to_string());
        }
    } else {
        shogi::bitboard::Factory::init();
        let mut position = shogi::Position::new();
        if position.set_sfen(input).is_err() {
            return;
        }
        for _ in 0..CALLS {
            black_box(black_box(&position).to_sfen());
        }
    }
}
