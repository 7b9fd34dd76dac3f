//! Writes the chess start's diagram a given number of times into a reused
//! `String`, for `bench/scripts/diagram-cost` to take the CPU time and the
//! instructions of the work itself, which a machine busy with other jobs
//! hides from criterion's wall-clock timings.
//!
//! `diagram_loop svg|text|none N`: `none` runs the bare loop.

use std::fmt::Write as _;
use std::hint::black_box;

use pin_runtime::{Board, Position, feen};

const CHESS: Position<Board<8, 8>> =
    feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `cargo bench` runs every bench target with `--bench`: nothing to do.
    let [which, times] = args.as_slice() else {
        return;
    };
    let times: usize = times.parse().expect("a number of times");
    let mut out = String::with_capacity(16 * 1024);
    let mut bytes = 0;
    for _ in 0..times {
        out.clear();
        let position = black_box(&CHESS);
        match which.as_str() {
            "svg" => write!(out, "{}", position.svg()).unwrap(),
            "text" => write!(out, "{}", position.diagram()).unwrap(),
            _ => {}
        }
        bytes += out.len();
    }
    black_box(bytes);
}
