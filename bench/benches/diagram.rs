//! Diagrams written through `core::fmt`: a position to SVG text and to its
//! text diagram, from a `Position` and from a `Feen` view.
//!
//! Each group times the same picture written two ways:
//!
//! - `string`: into a `String` cleared and reused across iterations, as a
//!   GUI redrawing a board would;
//! - `count`: into a `core::fmt::Write` sink that only counts the bytes,
//!   which is the writer's own cost.
//!
//! Groups: `diagram_svg` (the default SVG: tokens, coordinates, turn
//! marker), `diagram_svg_marked` (with figurines, the last move, a check and
//! two arrows), `diagram_text` (the Unicode text diagram).

use std::fmt::{self, Write as _};
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pin_runtime::diagram::{Arrow, Glyphs};
use pin_runtime::{Board, Feen, Position, cell, feen};

const CHESS: Position<Board<8, 8>> =
    feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");
const SHOGI_HANDS: Position<Board<9, 9>> =
    feen!("ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp j/J");

/// Counts the bytes written, and keeps nothing.
struct Count(usize);

impl fmt::Write for Count {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 += s.len();
        Ok(())
    }
}

/// Times `picture` written into a reused `String` and into a counter.
fn both(c: &mut Criterion, group: &str, name: &str, picture: &dyn fmt::Display) {
    let mut group = c.benchmark_group(group);
    let mut out = String::with_capacity(16 * 1024);
    group.bench_function(format!("{name}/string"), |b| {
        b.iter(|| {
            out.clear();
            write!(out, "{}", black_box(picture)).unwrap();
            out.len()
        });
    });
    group.bench_function(format!("{name}/count"), |b| {
        b.iter(|| {
            let mut count = Count(0);
            write!(count, "{}", black_box(picture)).unwrap();
            count.0
        });
    });
    group.finish();
}

fn svg(c: &mut Criterion) {
    let chess = CHESS.to_string();
    let view = Feen::parse(&chess).unwrap();
    both(c, "diagram_svg", "chess", &CHESS.svg());
    both(c, "diagram_svg", "chess-feen", &view.svg());
    both(c, "diagram_svg", "shogi-hands", &SHOGI_HANDS.svg());
    let arrows = [
        Arrow::new(cell!("g1"), cell!("f3")),
        Arrow::new(cell!("e7"), cell!("e5")),
    ];
    let marked = CHESS
        .svg()
        .glyphs(Glyphs::Traditional)
        .last_move(cell!("e2"), cell!("e4"))
        .check(cell!("e8"))
        .arrows(&arrows);
    both(c, "diagram_svg_marked", "chess", &marked);
}

fn text(c: &mut Criterion) {
    let chess = CHESS.to_string();
    let view = Feen::parse(&chess).unwrap();
    both(c, "diagram_text", "chess", &CHESS.diagram());
    both(c, "diagram_text", "chess-feen", &view.diagram());
    both(c, "diagram_text", "shogi-hands", &SHOGI_HANDS.diagram());
}

criterion_group!(benches, svg, text);
criterion_main!(benches);
