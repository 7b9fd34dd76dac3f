//! Two text diagrams side by side, and what differs between them: for the
//! message of a failing test.

use core::fmt::{self, Write as _};

use super::out::Out;
use super::text::Layout;
use super::view::{ROW, Reader, View};
use super::{Options, Text};
use crate::{Epin, Side};

/// Columns between the two diagrams.
const GAP: usize = 4;
/// The most differing squares named; past them, how many more.
const NAMED: usize = 12;

/// Two text diagrams side by side under the words `left` and `right`, then
/// what differs between the positions. Made by [`compare`].
///
/// ```
/// use pin_runtime::{Board, Position, feen};
/// use pin_runtime::diagram::compare;
///
/// const FOUND: Position<Board<2, 2>> = feen!("k^1/1K^ / W/w");
/// const EXPECTED: Position<Board<2, 2>> = feen!("k^1/K^1 / W/w");
/// assert_eq!(
///     compare(FOUND.diagram().ascii(), EXPECTED.diagram().ascii()).to_string(),
///     "\
/// left                                right
/// second  w  hand: none               second  w  hand: none
///   +---------+                         +---------+
/// 2 |  k^  .  |                       2 |  k^  .  |
/// 1 |  .   K^ |                       1 |  K^  .  |
///   +---------+                         +---------+
///      a   b                               a   b
/// first   W  hand: none  (to move)    first   W  hand: none  (to move)
/// differs at a1, b1",
/// );
/// ```
#[derive(Clone, Copy)]
pub struct Compare<'a> {
    left: Text<'a>,
    right: Text<'a>,
}

/// Returns `left` and `right` side by side, and what differs between their
/// positions: the squares, by CELL name (when the boards have the same
/// shape), the hands, the styles and the side to move. For the message of
/// an assertion, where `assert_eq!` itself shows only the FEEN:
///
/// ```should_panic
/// use pin_runtime::{Board, Position, feen};
/// use pin_runtime::diagram::compare;
///
/// const FOUND: Position<Board<2, 2>> = feen!("k^1/1K^ / W/w");
/// const EXPECTED: Position<Board<2, 2>> = feen!("k^1/K^1 / W/w");
/// assert_eq!(FOUND, EXPECTED, "\n{}", compare(FOUND.diagram(), EXPECTED.diagram()));
/// ```
#[must_use]
pub const fn compare<'a>(left: Text<'a>, right: Text<'a>) -> Compare<'a> {
    Compare { left, right }
}

impl fmt::Display for Compare<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let left = self.left.layout();
        let right = self.right.layout();
        let mut out = Out::new(f);
        // The left column as wide as its widest line.
        let mut width = 4;
        let mut reader = self.left.view.reader();
        let mut row = [None; ROW];
        for k in 0..left.lines() {
            let mut columns = Columns(0);
            let mut counter = Out::new(&mut columns);
            left.line(k, &mut reader, &mut row, &mut counter)?;
            counter.flush()?;
            width = width.max(columns.0);
        }
        out.s("left")?;
        pad(&mut out, width + GAP - 4)?;
        out.s("right")?;
        let mut readers = (self.left.view.reader(), self.right.view.reader());
        let mut rows = ([None; ROW], [None; ROW]);
        for k in 0..left.lines().max(right.lines()) {
            out.s("\n")?;
            let mut columns = Columns(0);
            let mut counter = Out::new(&mut columns);
            left.line(k, &mut readers.0, &mut rows.0, &mut counter)?;
            counter.flush()?;
            left.line(k, &mut readers.0, &mut rows.0, &mut out)?;
            if k < right.lines() {
                pad(&mut out, width + GAP - columns.0)?;
                right.line(k, &mut readers.1, &mut rows.1, &mut out)?;
            }
        }
        out.s("\n")?;
        differences(&self.left.view, &self.right.view, &mut out)?;
        out.flush()
    }
}

impl fmt::Debug for Compare<'_> {
    /// Writes the comparison, as `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Text<'_> {
    fn layout(&self) -> Layout<'_> {
        let options: Options = self.options;
        Layout::new(self.view, options, self.ascii)
    }
}

fn pad<W: fmt::Write>(out: &mut Out<'_, W>, n: usize) -> fmt::Result {
    const SPACES: &str = "                                ";
    let mut left = n;
    while left > 0 {
        let step = left.min(SPACES.len());
        out.s(SPACES.get(..step).unwrap_or_default())?;
        left -= step;
    }
    Ok(())
}

/// Says what differs: `differs at a1, b1`, `the first hand differs`, ...,
/// or `no difference`.
fn differences<W: fmt::Write>(
    left: &View<'_>,
    right: &View<'_>,
    out: &mut Out<'_, W>,
) -> fmt::Result {
    let mut any = false;
    let mut said = |out: &mut Out<'_, W>, what: &str| -> fmt::Result {
        if any {
            out.s("; ")?;
        }
        any = true;
        out.s(what)
    };
    match (left.board_dimensions(), right.board_dimensions()) {
        (Some(shape), Some(other)) if shape == other => {
            let mut named = 0;
            let mut more = 0;
            let mut readers: (Reader<'_>, Reader<'_>) = (left.reader(), right.reader());
            let mut squares: ([Option<Epin>; 1], [Option<Epin>; 1]) = ([None], [None]);
            for index in 0..shape.square_count() {
                readers.0.read(index, &mut squares.0);
                readers.1.read(index, &mut squares.1);
                if squares.0 == squares.1 {
                    continue;
                }
                if named == NAMED {
                    more += 1;
                    continue;
                }
                if named == 0 {
                    said(out, "differs at ")?;
                } else {
                    out.s(", ")?;
                }
                if let Some(cell) = shape.cell(index) {
                    write!(out, "{cell}")?;
                }
                named += 1;
            }
            if more > 0 {
                write!(out, " and {more} more")?;
            }
        }
        (Some(shape), Some(other)) => {
            said(out, "")?;
            write!(out, "the boards differ: {shape} and {other}")?;
        }
        _ => {}
    }
    for side in Side::ALL {
        if !left.hand(side).eq(right.hand(side)) {
            said(out, "")?;
            write!(out, "the {} hand differs", side.name())?;
        }
    }
    if left.styles != right.styles {
        said(out, "the styles differ")?;
    }
    if left.turn != right.turn {
        said(out, "the side to move differs")?;
    }
    if !any {
        out.s("no difference")?;
    }
    Ok(())
}

/// Counts the terminal columns of what is written: two for East Asian wide
/// characters (kanji, hanzi, `・`), one for any other.
struct Columns(usize);

impl fmt::Write for Columns {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            let wide = matches!(
                u32::from(c),
                0x1100..=0x115F
                    | 0x2E80..=0xA4CF
                    | 0xAC00..=0xD7A3
                    | 0xF900..=0xFAFF
                    | 0xFE30..=0xFE4F
                    | 0xFF00..=0xFF60
                    | 0xFFE0..=0xFFE6
                    | 0x2_0000..=0x3_FFFD
            );
            self.0 += if wide { 2 } else { 1 };
        }
        Ok(())
    }
}
