//! The SVG diagram: squares, pieces as text, hands, labels, marks.
//!
//! Every length is a whole number of the document's units, a square being
//! [`SQUARE`] units wide, so the numbers are written as integers.

use core::fmt;

use super::glyph::{self, Family, Parts};
use super::label::Scheme;
use super::out::Out;
use super::text;
use super::view::{ROW, View};
use super::{Arrow, Glyphs, Pattern, Rect, Svg};
use crate::{Cell, Epin, Side, State};

/// A square's side.
pub(crate) const SQUARE: u32 = 48;
/// Around the whole picture.
const PAD: u32 = 8;
/// The band of coordinate labels beside the board.
const MARGIN: u32 = 20;
/// Between the layers of a 3-D board.
const GAP: u32 = 24;
/// The band of layer labels above a 3-D board.
const LAYER: u32 = 22;
/// Between the board and a hand.
const HAND_GAP: u32 = 12;
/// How far below a label's centre its baseline is (13-unit text).
const LABEL_DROP: u32 = 5;
/// The lane right of the board where the side to move is marked.
const LANE: u32 = 24;

const BACKGROUND: &str = "#f7f4ee";
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const WOOD: &str = "#e9c27a";
const INK: &str = "#3b2a14";
const LABEL: &str = "#6b6256";
const STAND: &str = "#e6dccb";

/// Where everything goes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geometry {
    pub(crate) width: u32,
    pub(crate) height: u32,
    /// The top-left corner of the first layer drawn (layer `A`).
    board_x: u32,
    board_y: u32,
    /// Whether the hands are drawn, the x of the top side's hand (at the
    /// left) and of the bottom side's (at the right), and how many items
    /// a column holds.
    hands: bool,
    top_hand_x: u32,
    bottom_hand_x: u32,
    per_column: u32,
    /// Columns of the top side's hand.
    top_columns: u32,
    /// The items of the bottom side's hand when it is a shogi player's,
    /// whose stand reads from the top down (see [`Geometry::hand_item`]).
    bottom_shogi_items: Option<u32>,
    lane_x: u32,
    scheme: Option<Scheme>,
    flipped: bool,
    layers: u32,
    ranks: u32,
    files: u32,
}

/// A count as `u32`, saturating (board sizes are at most 255, counts of
/// hand items at most a few thousand).
fn small(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Geometry {
    pub(crate) fn new(svg: &Svg<'_>) -> Self {
        let view = &svg.view;
        let scheme = svg.options.scheme(view, false);
        let flipped = svg.options.bottom.is_second();
        let (layers, ranks, files) = (small(view.layers), small(view.ranks), small(view.files));
        let hands = svg.hands.unwrap_or_else(|| {
            !view.hand_is_empty(Side::First)
                || !view.hand_is_empty(Side::Second)
                || view
                    .styles
                    .iter()
                    .any(|&style| Family::of(style) == Family::Shogi)
        });
        let per_column = ranks.max(1);
        let columns = |side: Side| {
            let items = small(view.hand(side).count());
            items.div_ceil(per_column).max(1)
        };
        let top = if flipped { Side::First } else { Side::Second };
        let two_d = view.dimensions >= 2;
        let cell = matches!(scheme, Some(Scheme::Cell { .. }));
        let shogi = matches!(scheme, Some(Scheme::Shogi { .. }));

        let mut x = PAD;
        let top_hand_x = x;
        let top_columns = columns(top);
        if hands {
            x += top_columns * SQUARE + HAND_GAP;
        }
        if cell && two_d {
            x += MARGIN;
        }
        let board_x = x;
        x += layers * files * SQUARE + (layers - 1) * GAP;
        if shogi && two_d {
            x += MARGIN;
        }
        let lane_x = x;
        x += LANE;
        let bottom_hand_x = x;
        if hands {
            x += columns(top.flipped()) * SQUARE;
        }
        let width = x + PAD;
        let bottom = top.flipped();
        let bottom_shogi_items = (Family::of(view.styles[bottom.index()]) == Family::Shogi)
            .then(|| small(view.hand(bottom).count()));

        let mut y = PAD;
        if layers > 1 {
            y += LAYER;
        }
        if shogi {
            y += MARGIN;
        }
        let board_y = y;
        y += ranks * SQUARE;
        if cell {
            y += MARGIN;
        }
        let height = y + PAD;
        Self {
            width,
            height,
            board_x,
            board_y,
            hands,
            top_hand_x,
            bottom_hand_x,
            per_column,
            top_columns,
            bottom_shogi_items,
            lane_x,
            scheme,
            flipped,
            layers,
            ranks,
            files,
        }
    }

    /// The top-left corner of the square at `index` in the order written.
    fn square(&self, index: usize) -> (u32, u32) {
        let index = small(index);
        let files = self.files.max(1);
        let ranks = self.ranks.max(1);
        let file = index % files;
        let written_rank = index / files % ranks;
        let written_layer = index / files / ranks;
        let block = self.layers.saturating_sub(1).saturating_sub(written_layer);
        let (x, y) = if self.flipped {
            (files - 1 - file, ranks - 1 - written_rank)
        } else {
            (file, written_rank)
        };
        (
            self.board_x + block * (files * SQUARE + GAP) + x * SQUARE,
            self.board_y + y * SQUARE,
        )
    }

    /// The top-left corner of the `item`-th piece in `side`'s hand.
    ///
    /// Each stand is filled from its player's end of the board, columns
    /// outwards. A shogi player's stand at the bottom is filled in reverse,
    /// so that it reads from the top down (飛 above 角 above 歩), as a
    /// printed shogi diagram lists the hand beside the board, while its
    /// pieces still sit at the player's end.
    fn hand_item(&self, side: Side, item: u32) -> (u32, u32) {
        let bottom = side.is_first() != self.flipped;
        let item = match self.bottom_shogi_items {
            Some(items) if bottom => items.saturating_sub(1).saturating_sub(item),
            _ => item,
        };
        let column = item / self.per_column;
        let row = item % self.per_column;
        if side.is_first() == self.flipped {
            // At the top: left of the board, filled from the top down,
            // columns outwards.
            let column = column.min(self.top_columns - 1);
            (
                self.top_hand_x + (self.top_columns - 1 - column) * SQUARE,
                self.board_y + row * SQUARE,
            )
        } else {
            // At the bottom: right of the board, filled from the bottom up,
            // columns outwards.
            (
                self.bottom_hand_x + column * SQUARE,
                self.board_y + (self.ranks - 1 - row) * SQUARE,
            )
        }
    }

    pub(crate) fn square_rect(&self, view: &View<'_>, cell: Cell) -> Option<Rect> {
        let index = view.board_dimensions()?.index_of(cell)?;
        let (x, y) = self.square(index);
        Some(Rect {
            x,
            y,
            width: SQUARE,
            height: SQUARE,
        })
    }

    pub(crate) fn hand_rect(&self, view: &View<'_>, side: Side, item: usize) -> Option<Rect> {
        if !self.hands || item >= view.hand(side).count() {
            return None;
        }
        let (x, y) = self.hand_item(side, small(item));
        Some(Rect {
            x,
            y,
            width: SQUARE,
            height: SQUARE,
        })
    }
}

/// Writes the whole document.
pub(crate) fn write<W: fmt::Write>(svg: &Svg<'_>, out: &mut W) -> fmt::Result {
    let geometry = Geometry::new(svg);
    let mut out = Out::new(out);
    let g = &geometry;
    let out = &mut out;
    header(svg, g, out)?;
    squares(svg, g, out)?;
    marks(svg, g, out)?;
    labels(svg, g, out)?;
    pieces(svg, g, out)?;
    hands(svg, g, out)?;
    turn(svg, g, out)?;
    arrows(svg, g, out)?;
    out.raw(b"</svg>\n")?;
    out.flush()
}

fn header<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    out.raw(b"<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 ")?;
    out.u(g.width)?;
    out.raw(b" ")?;
    out.u(g.height)?;
    out.raw(b"\"")?;
    if let Some(width) = svg.size {
        let height = u64::from(width) * u64::from(g.height) / u64::from(g.width.max(1));
        out.attr(b" width=\"", width)?;
        out.attr(b" height=\"", u32::try_from(height).unwrap_or(u32::MAX))?;
    } else {
        out.attr(b" width=\"", g.width)?;
        out.attr(b" height=\"", g.height)?;
    }
    out.raw(b" font-family=\"DejaVu Sans,Noto Sans CJK JP,Noto Sans CJK SC,sans-serif\" text-anchor=\"middle\">\n<title>")?;
    let view = &svg.view;
    view.write_feen(out)?;
    out.raw(b", ")?;
    out.s(svg.options.side_name(view, view.turn))?;
    out.raw(b" to move</title>\n<desc>")?;
    describe(svg, g, out)?;
    out.raw(b"</desc>\n")?;
    let checkered = matches!(pattern(svg), Pattern::Checkered);
    if svg.check.is_some() || checkered {
        out.raw(b"<defs>")?;
        if checkered {
            out.raw(b"<pattern id=\"pin-checkers\" width=\"96\" height=\"96\" patternUnits=\"userSpaceOnUse\"><path fill=\"")?;
            out.s(DARK)?;
            out.raw(b"\" d=\"M0 0h48v48h-48zM48 48h48v48h-48z\"/></pattern>")?;
        }
        if svg.check.is_some() {
            out.raw(b"<radialGradient id=\"pin-check\"><stop offset=\"0\" stop-color=\"#ff0000\"/><stop offset=\".5\" stop-color=\"#e70000\"/><stop offset=\"1\" stop-color=\"#9e0000\" stop-opacity=\"0\"/></radialGradient>")?;
        }
        out.raw(b"</defs>\n")?;
    }
    out.raw(b"<rect width=\"")?;
    out.u(g.width)?;
    out.raw(b"\" height=\"")?;
    out.u(g.height)?;
    out.raw(b"\" fill=\"")?;
    out.s(BACKGROUND)?;
    out.raw(b"\"/>\n")
}

/// The description for screen readers: the board as text, rank by rank
/// from the top as drawn, each rank's label then its squares' tokens (`.`
/// for an empty square), the files below, the hands above and below with
/// the side to move, as the ASCII text diagram says them. No `<` or `&`.
///
/// ```text
/// second  w  hand: none
/// 2: k^ .
/// 1: . K^
///    a b
/// first   W  hand: none  (to move)
/// ```
fn describe<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    let view = &svg.view;
    let mut options = svg.options;
    options.glyphs = Glyphs::Tokens;
    let text = text::Layout::new(svg.view, options, true);
    let top = if g.flipped { Side::First } else { Side::Second };
    text.hand_line(top, out)?;
    let files = view.files.min(ROW);
    let mut reader = view.reader();
    let mut row = [None; ROW];
    let row = &mut row[..files];
    let scheme = svg.options.scheme(view, true);
    for block in 0..view.layers {
        if view.layers > 1 {
            out.raw(b"\nlayer ")?;
            out.raw(Scheme::layer(block).as_bytes())?;
        }
        let layer = view.layers - 1 - block;
        for y in 0..view.ranks {
            let written = if g.flipped { view.ranks - 1 - y } else { y };
            reader.read((layer * view.ranks + written) * view.files, row);
            out.raw(b"\n")?;
            if let (Some(scheme), true) = (scheme, view.dimensions >= 2) {
                out.raw(scheme.rank(view.ranks - 1 - written, view.ranks).as_bytes())?;
                out.raw(b":")?;
            }
            for x in 0..files {
                let square = row[if g.flipped { files - 1 - x } else { x }];
                out.raw(b" ")?;
                match square {
                    Some(piece) => out.s(piece.encode().as_str())?,
                    None => out.raw(b".")?,
                }
            }
        }
    }
    if let Some(scheme) = scheme {
        out.raw(b"\nfiles:")?;
        for x in 0..files {
            let file = if g.flipped { files - 1 - x } else { x };
            out.raw(b" ")?;
            out.raw(scheme.file(file, files).as_bytes())?;
        }
    }
    out.raw(b"\n")?;
    text.hand_line(top.flipped(), out)
}

/// The pattern the squares are drawn in.
fn pattern(svg: &Svg<'_>) -> Pattern {
    match svg.pattern {
        Pattern::Auto => match Family::of(svg.view.styles[0]) {
            Family::Shogi | Family::Makruk => Pattern::Grid,
            Family::Xiangqi => Pattern::Lines,
            Family::Chess | Family::Other => Pattern::Checkered,
        },
        pattern => pattern,
    }
}

fn squares<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    let pattern = pattern(svg);
    let (width, height) = (g.files * SQUARE, g.ranks * SQUARE);
    for block in 0..g.layers {
        let x = g.board_x + block * (width + GAP);
        let y = g.board_y;
        let fill = match pattern {
            Pattern::Checkered => LIGHT,
            _ => WOOD,
        };
        out.raw(b"<rect class=\"board\"")?;
        out.attr(b" x=\"", x)?;
        out.attr(b" y=\"", y)?;
        out.attr(b" width=\"", width)?;
        out.attr(b" height=\"", height)?;
        out.raw(b" fill=\"")?;
        out.s(fill)?;
        out.raw(b"\"/>\n")?;
        match pattern {
            Pattern::Checkered => checkers(g, block, x, y, out)?,
            Pattern::Lines => lines(g, x, y, out)?,
            _ => grid(g, x, y, out)?,
        }
    }
    Ok(())
}

/// The dark squares of one layer: those whose CELL indices add up to an
/// even number (`a1` is dark), drawn by a pattern of two dark squares in
/// four, shifted by a square when the top-left square is light. The
/// pattern is the same in every document, so two diagrams on one page
/// agree whichever definition the page uses.
fn checkers<W: fmt::Write>(
    g: &Geometry,
    block: u32,
    x0: u32,
    y0: u32,
    out: &mut Out<'_, W>,
) -> fmt::Result {
    // CELL indices of the square drawn top left.
    let (file, rank) = if g.flipped {
        (g.files - 1, 0)
    } else {
        (0, g.ranks - 1)
    };
    let shift = if (file + rank + block).is_multiple_of(2) {
        0
    } else {
        SQUARE
    };
    out.raw(b"<rect class=\"dark\" fill=\"url(#pin-checkers)\"")?;
    out.attr(b" x=\"", shift)?;
    out.attr(b" width=\"", g.files * SQUARE)?;
    out.attr(b" height=\"", g.ranks * SQUARE)?;
    out.raw(b" transform=\"translate(")?;
    out.n(i64::from(x0) - i64::from(shift))?;
    out.raw(b" ")?;
    out.u(y0)?;
    out.raw(b")\"/>\n")
}

/// Lines between the squares, a frame, and the star points of a board
/// divided in thirds (shogi's).
fn grid<W: fmt::Write>(g: &Geometry, x0: u32, y0: u32, out: &mut Out<'_, W>) -> fmt::Result {
    let (width, height) = (g.files * SQUARE, g.ranks * SQUARE);
    out.raw(b"<path stroke=\"")?;
    out.s(INK)?;
    out.raw(b"\" stroke-width=\"1.2\" d=\"")?;
    for x in 1..g.files {
        out.segment(x0 + x * SQUARE, y0, b'v', height)?;
    }
    for y in 1..g.ranks {
        out.segment(x0, y0 + y * SQUARE, b'h', width)?;
    }
    out.raw(b"\"/>\n")?;
    frame(x0, y0, width, height, out)?;
    if g.files.is_multiple_of(3) && g.ranks.is_multiple_of(3) && g.files >= 6 && g.ranks >= 6 {
        out.raw(b"<g fill=\"")?;
        out.s(INK)?;
        out.raw(b"\">")?;
        for (fx, fy) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
            out.raw(b"<circle r=\"3\"")?;
            out.attr(b" cx=\"", x0 + fx * width / 3)?;
            out.attr(b" cy=\"", y0 + fy * height / 3)?;
            out.raw(b"/>")?;
        }
        out.raw(b"</g>\n")?;
    }
    Ok(())
}

fn frame<W: fmt::Write>(
    x: u32,
    y: u32,
    width: u32,
    height: u32,
    out: &mut Out<'_, W>,
) -> fmt::Result {
    out.raw(b"<rect fill=\"none\" stroke=\"")?;
    out.s(INK)?;
    out.raw(b"\" stroke-width=\"2\"")?;
    out.attr(b" x=\"", x)?;
    out.attr(b" y=\"", y)?;
    out.attr(b" width=\"", width)?;
    out.attr(b" height=\"", height)?;
    out.raw(b"/>\n")
}

/// Points on lines (xiangqi's): lines through the squares' centres, a
/// river across the middle of an even number of ranks, where only the
/// edge files cross, and a palace of diagonals on the three middle files
/// at each end.
fn lines<W: fmt::Write>(g: &Geometry, x0: u32, y0: u32, out: &mut Out<'_, W>) -> fmt::Result {
    let half = SQUARE / 2;
    let (left, top) = (x0 + half, y0 + half);
    let (width, height) = ((g.files - 1) * SQUARE, (g.ranks - 1) * SQUARE);
    let river = g.ranks >= 4 && g.ranks.is_multiple_of(2);
    out.raw(b"<path fill=\"none\" stroke=\"")?;
    out.s(INK)?;
    out.raw(b"\" stroke-width=\"1.2\" d=\"")?;
    for y in 0..g.ranks {
        out.segment(left, top + y * SQUARE, b'h', width)?;
    }
    for x in 0..g.files {
        let column = left + x * SQUARE;
        if river && x > 0 && x + 1 < g.files {
            let bank = (g.ranks / 2 - 1) * SQUARE;
            out.segment(column, top, b'v', bank)?;
            out.segment(column, top + bank + SQUARE, b'v', bank)?;
        } else {
            out.segment(column, top, b'v', height)?;
        }
    }
    if g.files >= 3 && !g.files.is_multiple_of(2) && g.ranks >= 6 {
        let middle = left + (g.files / 2 - 1) * SQUARE;
        let span = 2 * SQUARE;
        for y in [top, top + height - span] {
            out.raw(b"M")?;
            out.u(middle)?;
            out.raw(b" ")?;
            out.u(y)?;
            out.raw(b"l96 96m0-96l-96 96")?;
        }
    }
    out.raw(b"\"/>\n")?;
    if river && g.files >= 5 {
        // 楚 河 on the left half of the river, 漢 界 on the right, each
        // character where a piece would stand between two files, upright
        // whichever side is at the bottom (as the text diagram writes them).
        let centre = top + (g.ranks / 2 - 1) * SQUARE + half;
        let (left_pair, right_pair) = ((g.files - 1) / 2, 3 * (g.files - 1) / 2);
        out.raw(b"<g class=\"river\" font-size=\"24\" fill=\"")?;
        out.s(LABEL)?;
        out.raw(b"\">")?;
        for (at, text) in [
            (left_pair - 1, "楚"),
            (left_pair + 1, "河"),
            (right_pair - 1, "漢"),
            (right_pair + 1, "界"),
        ] {
            out.attr(b"<text x=\"", left + at * half)?;
            out.attr(b" y=\"", centre + RIVER_DROP)?;
            out.raw(b">")?;
            out.s(text)?;
            out.raw(b"</text>")?;
        }
        out.raw(b"</g>\n")?;
    }
    // The outer frame, a little outside the edge lines.
    frame(left - 5, top - 5, width + 10, height + 10, out)
}

/// How far below the river's middle the baseline of its words is.
const RIVER_DROP: u32 = 8;

/// Highlighted squares: the last move, other highlights, the check.
fn marks<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    let view = &svg.view;
    let fill = |out: &mut Out<'_, W>, cell: Cell, color: &str| -> fmt::Result {
        if let Some(rect) = g.square_rect(view, cell) {
            out.raw(b"<rect")?;
            out.attr(b" x=\"", rect.x)?;
            out.attr(b" y=\"", rect.y)?;
            out.raw(b" width=\"48\" height=\"48\" fill=\"")?;
            out.s(color)?;
            out.raw(b"\"/>\n")?;
        }
        Ok(())
    };
    if let Some((from, to)) = svg.last_move {
        if let Some(from) = from {
            fill(out, from, "#cdd26a\" fill-opacity=\".8")?;
        }
        fill(out, to, "#cdd26a\" fill-opacity=\".8")?;
    }
    for &cell in svg.highlights {
        fill(out, cell, "#4f8fd6\" fill-opacity=\".45")?;
    }
    if let Some(cell) = svg.check {
        fill(out, cell, "url(#pin-check)")?;
    }
    Ok(())
}

fn labels<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    let (files, ranks) = (g.files, g.ranks);
    let block = files * SQUARE + GAP;
    let half = SQUARE / 2;
    out.raw(b"<g class=\"coordinates\" font-size=\"13\" fill=\"")?;
    out.s(LABEL)?;
    out.raw(b"\">")?;
    if g.layers > 1 {
        for layer in 0..g.layers {
            out.raw(b"<text")?;
            out.attr(b" x=\"", g.board_x + layer * block + files * SQUARE / 2)?;
            out.attr(b" y=\"", g.board_y - LAYER / 2 + LABEL_DROP)?;
            out.raw(b">layer ")?;
            out.raw(Scheme::layer(layer as usize).as_bytes())?;
            out.raw(b"</text>")?;
        }
    }
    if let Some(scheme) = g.scheme {
        let (file_y, rank_x) = match scheme {
            Scheme::Cell { .. } => (
                g.board_y + ranks * SQUARE + MARGIN / 2,
                g.board_x.saturating_sub(MARGIN / 2),
            ),
            Scheme::Shogi { .. } => (
                g.board_y - MARGIN / 2,
                g.board_x + g.layers * block - GAP + MARGIN / 2,
            ),
        };
        for layer in 0..g.layers {
            for x in 0..files {
                let file = if g.flipped { files - 1 - x } else { x };
                out.raw(b"<text x=\"")?;
                out.u(g.board_x + layer * block + x * SQUARE + half)?;
                out.raw(b"\" y=\"")?;
                out.u(file_y + LABEL_DROP)?;
                out.raw(b"\">")?;
                out.raw(scheme.file(file as usize, files as usize).as_bytes())?;
                out.raw(b"</text>")?;
            }
        }
        if svg.view.dimensions >= 2 {
            for y in 0..ranks {
                let rank = if g.flipped { y } else { ranks - 1 - y };
                out.raw(b"<text x=\"")?;
                out.u(rank_x)?;
                out.raw(b"\" y=\"")?;
                out.u(g.board_y + y * SQUARE + half + LABEL_DROP)?;
                out.raw(b"\">")?;
                out.raw(scheme.rank(rank as usize, ranks as usize).as_bytes())?;
                out.raw(b"</text>")?;
            }
        }
    }
    out.raw(b"</g>\n")
}

fn pieces<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    let view = &svg.view;
    let mut reader = view.reader();
    let mut row = [None; ROW];
    let files = view.files.min(ROW);
    let row = &mut row[..files];
    out.raw(b"<g class=\"pieces\" font-weight=\"bold\">\n")?;
    // One group per side, whose attributes the plain pieces' text inherits.
    for side in Side::ALL {
        out.s(match side {
            Side::First => "<g class=\"first\"",
            Side::Second => "<g class=\"second\"",
        })?;
        out.s(plain_ink(side))?;
        out.attr(b" font-size=\"", TOKEN_SIZE)?;
        out.raw(b">\n")?;
        for line in 0..view.layers * view.ranks {
            reader.read(line * view.files, row);
            for (file, square) in row.iter().enumerate() {
                if let Some(piece) = *square {
                    if piece.side() == side {
                        let (x, y) = g.square(line * view.files + file);
                        piece_at(svg, piece, x, y, true, out)?;
                    }
                }
            }
        }
        out.raw(b"</g>\n")?;
    }
    out.raw(b"</g>\n")
}

/// The font size of a token of one or two characters drawn plain, which
/// each side's group of pieces gives its text.
const TOKEN_SIZE: u32 = Look::Plain.shape().tokens[0].letter;

/// The colours of a plain piece's text: white outlined in black for the
/// first side, black outlined in white for the second.
const fn plain_ink(side: Side) -> &'static str {
    match side {
        Side::First => " fill=\"#fff\" stroke=\"#111\" stroke-width=\"1.5\" paint-order=\"stroke\"",
        Side::Second => " fill=\"#111\" stroke=\"#fff\" stroke-width=\"1\" paint-order=\"stroke\"",
    }
}

/// The look of a piece.
#[derive(Clone, Copy)]
enum Look {
    /// A chess-like piece: its token or figurine, outlined.
    Plain,
    /// A shogi piece: a pentagon pointing at the opponent.
    Shogi,
    /// A xiangqi piece: a disc.
    Disc,
}

/// How a piece of one look is drawn: its outline and the sizes of its
/// text, in units (a square is [`SQUARE`] units wide).
#[derive(Clone, Copy)]
struct Shape {
    outline: Outline,
    /// A traditional symbol.
    glyph: Font,
    /// A token, by how many characters it has besides its letter (state
    /// modifier, `^`, `'`; 0 to 3).
    tokens: [TokenFont; 4],
    /// How far below the square's centre a token's baseline is.
    token_drop: u32,
}

/// The outline drawn under a piece's text, centred in its square.
#[derive(Clone, Copy)]
enum Outline {
    None,
    /// A pentagon pointing up (or down, turned), from its point: `shoulder`
    /// across and down to each shoulder, `side` across and down to each
    /// corner of the base, the base between them.
    Pentagon {
        point: u32,
        shoulder: (u32, u32),
        side: (u32, u32),
    },
    /// A disc with a ring inside it, in the side's colour.
    Disc {
        radius: u32,
        ring: u32,
    },
}

/// A font size, and how far below the square's centre the baseline is
/// that centres the ink (no `dominant-baseline`: not every renderer has
/// it).
#[derive(Clone, Copy)]
struct Font {
    size: u32,
    drop: u32,
}

/// The sizes of a token: its letter, and its modifier and markers, at
/// about two thirds of the letter's.
#[derive(Clone, Copy)]
struct TokenFont {
    letter: u32,
    small: u32,
}

/// The text of a piece on a tile (a pentagon, a disc): smaller, to fit it.
const ON_TILE: (Font, [TokenFont; 4], u32) = (
    Font { size: 26, drop: 9 },
    [
        TokenFont {
            letter: 21,
            small: 14,
        },
        TokenFont {
            letter: 18,
            small: 12,
        },
        TokenFont {
            letter: 15,
            small: 10,
        },
        TokenFont {
            letter: 13,
            small: 9,
        },
    ],
    8,
);

/// Every look's shape: the one table of the pieces' sizes.
const SHAPES: [Shape; 3] = [
    // Plain: longer tokens smaller, so that `+W^'` fits its square.
    Shape {
        outline: Outline::None,
        glyph: Font { size: 38, drop: 14 },
        tokens: [
            TokenFont {
                letter: 24,
                small: 16,
            },
            TokenFont {
                letter: 24,
                small: 16,
            },
            TokenFont {
                letter: 20,
                small: 13,
            },
            TokenFont {
                letter: 17,
                small: 10,
            },
        ],
        token_drop: 9,
    },
    Shape {
        outline: Outline::Pentagon {
            point: 21,
            shoulder: (14, 8),
            side: (4, 34),
        },
        glyph: ON_TILE.0,
        tokens: ON_TILE.1,
        token_drop: ON_TILE.2,
    },
    Shape {
        outline: Outline::Disc {
            radius: 21,
            ring: 17,
        },
        glyph: ON_TILE.0,
        tokens: ON_TILE.1,
        token_drop: ON_TILE.2,
    },
];

impl Look {
    /// The look's row of [`SHAPES`].
    const fn shape(self) -> &'static Shape {
        &SHAPES[self as usize]
    }
}

/// The side of the triangle folded down at a derived piece's corner.
const FOLD: u32 = 13;

/// Draws `piece` in the square whose top-left corner is at (`x`, `y`).
///
/// `grouped`: inside its side's group in `pieces`, whose attributes a plain
/// piece's text inherits; elsewhere it writes them all.
fn piece_at<W: fmt::Write>(
    svg: &Svg<'_>,
    piece: Epin,
    x: u32,
    y: u32,
    grouped: bool,
    out: &mut Out<'_, W>,
) -> fmt::Result {
    let family = Family::of(svg.view.style_of(piece));
    let first = piece.side().is_first();
    let (cx, cy) = (x + SQUARE / 2, y + SQUARE / 2);
    let look = match family {
        Family::Shogi => Look::Shogi,
        Family::Xiangqi => Look::Disc,
        _ => Look::Plain,
    };
    let shape = look.shape();
    let symbol = match svg.options.glyphs {
        Glyphs::Traditional => glyph::traditional(piece, family, true),
        Glyphs::Tokens => None,
    };
    // The second side's shogi pieces face the first side: turned half a
    // turn, or, when the second side is at the bottom, the first side's.
    let turned = matches!(look, Look::Shogi) && (first == svg.options.bottom.is_second());
    outline(shape.outline, first, turned, (cx, cy), out)?;
    // The text: its colours, then the glyph.
    let ink = match look {
        Look::Plain if grouped => "",
        Look::Plain => plain_ink(piece.side()),
        Look::Shogi if piece.state() == State::Enhanced && symbol.is_some() => {
            " stroke=\"none\" fill=\"#c0171f\""
        }
        Look::Disc if first => " stroke=\"none\" fill=\"#b3261e\"",
        Look::Shogi | Look::Disc => " stroke=\"none\" fill=\"#111\"",
    };
    let drop = match symbol {
        Some(_) => shape.glyph.drop,
        None => shape.token_drop,
    };
    out.raw(b"<text x=\"")?;
    out.u(cx)?;
    out.raw(b"\" y=\"")?;
    out.u(cy + drop)?;
    out.raw(b"\"")?;
    out.s(ink)?;
    if turned && symbol.is_some() {
        out.raw(b" transform=\"rotate(180 ")?;
        out.u(cx)?;
        out.raw(b" ")?;
        out.u(cy)?;
        out.raw(b")\"")?;
    }
    if let Some(symbol) = symbol {
        out.attr(b" font-weight=\"normal\" font-size=\"", shape.glyph.size)?;
        out.raw(b">")?;
        out.s(symbol.text)?;
    } else {
        let parts = glyph::parts(piece);
        let extra = parts.modifier.len() + parts.markers.len();
        let font = shape.tokens[extra.min(3)];
        if !grouped {
            out.raw(b" font-weight=\"bold\"")?;
        }
        if !(grouped && font.letter == TOKEN_SIZE) {
            out.attr(b" font-size=\"", font.letter)?;
        }
        token(parts, font, out)?;
    }
    out.raw(b"</text>")?;
    if symbol.is_some() && glyph::promoted(piece, family) {
        // A promoted piece's figurine (crazyhouse's `Q~`): a red tilde in
        // the upper left corner, as FEN marks it.
        out.raw(b"<text font-size=\"20\" font-weight=\"bold\" fill=\"#c0171f\" stroke=\"#fff\" stroke-width=\"1\" paint-order=\"stroke\"")?;
        out.attr(b" x=\"", x + 9)?;
        out.attr(b" y=\"", y + 16)?;
        out.raw(b">~</text>")?;
    }
    if piece.is_derived() {
        // A corner folded down: the piece plays the other side's style.
        out.raw(b"<path fill=\"#7b3fa0\" stroke=\"none\" d=\"M")?;
        out.u(x + SQUARE)?;
        out.raw(b" ")?;
        out.u(y)?;
        out.raw(b"h-")?;
        out.u(FOLD)?;
        out.raw(b"l")?;
        out.u(FOLD)?;
        out.raw(b" ")?;
        out.u(FOLD)?;
        out.raw(b"z\"/>")?;
    }
    out.raw(b"\n")
}

/// Draws a piece's outline around the centre of its square; `turned`
/// points a pentagon down.
fn outline<W: fmt::Write>(
    outline: Outline,
    first: bool,
    turned: bool,
    (cx, cy): (u32, u32),
    out: &mut Out<'_, W>,
) -> fmt::Result {
    match outline {
        Outline::None => Ok(()),
        Outline::Pentagon {
            point,
            shoulder: (shoulder_x, shoulder_y),
            side: (side_x, side_y),
        } => {
            // Down the right-hand edges, across the base, up to the point
            // (turned: up, across, down).
            let (apex, down, up) = if turned {
                (cy + point, "-", " ")
            } else {
                (cy - point, " ", "-")
            };
            out.raw(b"<path fill=\"#f6dfa6\" stroke=\"#6b4a1f\" stroke-width=\"1.2\" d=\"M")?;
            out.u(cx)?;
            out.raw(b" ")?;
            out.u(apex)?;
            out.raw(b"l")?;
            out.u(shoulder_x)?;
            out.s(down)?;
            out.u(shoulder_y)?;
            out.raw(b" ")?;
            out.u(side_x)?;
            out.s(down)?;
            out.u(side_y)?;
            out.raw(b"h-")?;
            out.u(2 * (shoulder_x + side_x))?;
            out.raw(b"l")?;
            out.u(side_x)?;
            out.s(up)?;
            out.u(side_y)?;
            out.raw(b"z\"/>")
        }
        Outline::Disc { radius, ring } => {
            out.attr(b"<circle r=\"", radius)?;
            out.raw(b" fill=\"#f3e2bb\" stroke=\"#6b4a1f\" stroke-width=\"1.5\"")?;
            out.attr(b" cx=\"", cx)?;
            out.attr(b" cy=\"", cy)?;
            out.attr(b"/><circle r=\"", ring)?;
            out.raw(b" fill=\"none\" stroke-width=\"1\" stroke=\"")?;
            out.s(if first { "#b3261e" } else { "#222" })?;
            out.raw(b"\"")?;
            out.attr(b" cx=\"", cx)?;
            out.attr(b" cy=\"", cy)?;
            out.raw(b"/>")
        }
    }
}

/// A token as text: the letter at `font.letter`, the modifier and markers
/// at `font.small`.
fn token<W: fmt::Write>(parts: Parts, font: TokenFont, out: &mut Out<'_, W>) -> fmt::Result {
    out.raw(b">")?;
    if !parts.modifier.is_empty() {
        out.attr(b"<tspan font-size=\"", font.small)?;
        out.raw(b">")?;
        out.s(parts.modifier)?;
        out.raw(b"</tspan>")?;
    }
    out.raw(&[parts.letter])?;
    if !parts.markers.is_empty() {
        out.attr(b"<tspan font-size=\"", font.small)?;
        out.raw(b">")?;
        out.s(parts.markers)?;
        out.raw(b"</tspan>")?;
    }
    Ok(())
}

fn hands<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    if !g.hands {
        return Ok(());
    }
    let view = &svg.view;
    out.raw(b"<g class=\"hands\">\n")?;
    for side in Side::ALL {
        // The stand: as tall as the board, as wide as the columns used.
        let items = small(view.hand(side).count());
        let columns = items.div_ceil(g.per_column).max(1);
        let bottom = side.is_first() != g.flipped;
        let stand_x = if bottom {
            g.bottom_hand_x
        } else {
            g.top_hand_x
        };
        out.raw(b"<rect rx=\"6\" fill=\"")?;
        out.s(STAND)?;
        out.raw(b"\"")?;
        out.attr(b" x=\"", stand_x)?;
        out.attr(b" y=\"", g.board_y)?;
        out.attr(b" width=\"", columns * SQUARE)?;
        out.attr(b" height=\"", g.ranks * SQUARE)?;
        out.raw(b"/>\n")?;
        for (i, (piece, count)) in view.hand(side).enumerate() {
            let (x, y) = g.hand_item(side, small(i));
            piece_at(svg, piece, x, y, false, out)?;
            if count > 1 {
                badge(count, x, y, out)?;
            }
        }
    }
    out.raw(b"</g>\n")
}

/// A piece's count in hand, in a dark badge at the item's lower right.
fn badge<W: fmt::Write>(count: u32, x: u32, y: u32, out: &mut Out<'_, W>) -> fmt::Result {
    let digits = match count {
        0..=9 => 1,
        10..=99 => 2,
        100..=999 => 3,
        1000..=9999 => 4,
        _ => 5,
    };
    let width = (6 * digits + 6).max(16);
    let right = x + SQUARE - 2;
    out.raw(b"<rect rx=\"8\" height=\"16\" fill=\"#2d2d2d\"")?;
    out.attr(b" x=\"", right - width)?;
    out.attr(b" y=\"", y + SQUARE - 18)?;
    out.attr(b" width=\"", width)?;
    out.raw(b"/><text font-size=\"11\" font-weight=\"bold\" fill=\"#fff\"")?;
    out.attr(b" x=\"", right - width / 2)?;
    out.attr(b" y=\"", y + SQUARE - 6)?;
    out.raw(b">")?;
    out.u(count)?;
    out.raw(b"</text>\n")
}

/// A disc beside the board, at the end of the side to move.
fn turn<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    let turn = svg.view.turn;
    let at_bottom = turn.is_first() != g.flipped;
    let cy = if at_bottom {
        g.board_y + g.ranks * SQUARE - SQUARE / 2
    } else {
        g.board_y + SQUARE / 2
    };
    out.raw(b"<circle class=\"turn\" r=\"8\" stroke=\"#222\" stroke-width=\"1.5\"")?;
    out.attr(b" cx=\"", g.lane_x + LANE / 2)?;
    out.attr(b" cy=\"", cy)?;
    out.s(if turn.is_first() {
        " fill=\"#fff\"/>\n"
    } else {
        " fill=\"#222\"/>\n"
    })
}

fn arrows<W: fmt::Write>(svg: &Svg<'_>, g: &Geometry, out: &mut Out<'_, W>) -> fmt::Result {
    let mut open = false;
    for &Arrow { from, to } in svg.arrows {
        let (Some(tail), Some(head)) =
            (g.square_rect(&svg.view, from), g.square_rect(&svg.view, to))
        else {
            continue;
        };
        if !open {
            out.raw(b"<g class=\"arrows\" fill=\"#2e7d32\" stroke=\"#2e7d32\" opacity=\".75\">\n")?;
            open = true;
        }
        let half = i64::from(SQUARE / 2);
        // In tenths of a unit.
        let (x0, y0) = (
            (i64::from(tail.x) + half) * 10,
            (i64::from(tail.y) + half) * 10,
        );
        let (x1, y1) = (
            (i64::from(head.x) + half) * 10,
            (i64::from(head.y) + half) * 10,
        );
        if (x0, y0) == (x1, y1) {
            out.raw(b"<circle fill=\"none\" stroke-width=\"4\" r=\"21\"")?;
            out.attr(b" cx=\"", head.x + SQUARE / 2)?;
            out.attr(b" cy=\"", head.y + SQUARE / 2)?;
            out.raw(b"/>\n")?;
            continue;
        }
        let (dx, dy) = (x1 - x0, y1 - y0);
        #[allow(clippy::cast_possible_wrap, reason = "a picture's size")]
        let length = (dx * dx + dy * dy).unsigned_abs().isqrt() as i64;
        // The head: 20 units long, 26 wide; the shaft stops at its base.
        let (head_length, head_half) = (200, 130);
        let (bx, by) = (
            x1 - dx * head_length / length,
            y1 - dy * head_length / length,
        );
        let (px, py) = (-dy * head_half / length, dx * head_half / length);
        out.raw(b"<path stroke-width=\"10\" stroke-linecap=\"round\" d=\"M")?;
        out.tenths(x0)?;
        out.raw(b" ")?;
        out.tenths(y0)?;
        out.raw(b"L")?;
        out.tenths(bx)?;
        out.raw(b" ")?;
        out.tenths(by)?;
        out.raw(b"\"/><path stroke=\"none\" d=\"M")?;
        out.tenths(x1)?;
        out.raw(b" ")?;
        out.tenths(y1)?;
        out.raw(b"L")?;
        out.tenths(bx + px)?;
        out.raw(b" ")?;
        out.tenths(by + py)?;
        out.raw(b"L")?;
        out.tenths(bx - px)?;
        out.raw(b" ")?;
        out.tenths(by - py)?;
        out.raw(b"z\"/>\n")?;
    }
    if open {
        out.raw(b"</g>\n")?;
    }
    Ok(())
}
