//! The text diagram: a framed board, line by line, with its labels and the
//! two hands.

use core::fmt;

use super::glyph::{self, Family};
use super::label::Scheme;
use super::out::Out;
use super::view::{ROW, Reader, View};
use super::{Glyphs, Options, SideNames};
use crate::{Epin, Side};

/// Terminal columns of one square.
const CELL: usize = 4;
/// Columns between the layers of a 3-D board.
const GAP: usize = 3;
/// 32 characters of each frame's rule.
const RULE: &str = "────────────────────────────────";
const DASHES: &str = "--------------------------------";

/// The characters a diagram is drawn with.
struct Pen {
    top: [&'static str; 3],
    bottom: [&'static str; 3],
    side: &'static str,
    empty: &'static str,
    times: &'static str,
}

const UNICODE: Pen = Pen {
    top: ["┌", "─", "┐"],
    bottom: ["└", "─", "┘"],
    side: "│",
    empty: "·",
    times: "×",
};

const ASCII: Pen = Pen {
    top: ["+", "-", "+"],
    bottom: ["+", "-", "+"],
    side: "|",
    empty: ".",
    times: "x",
};

/// How a text diagram draws pieces.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pieces {
    /// Their tokens.
    Tokens,
    /// Their games' symbols (figurines, kanji, hanzi).
    Symbols,
    /// In ASCII, their games' letters.
    Letters,
}

/// A text diagram laid out: what goes where.
pub(crate) struct Layout<'a> {
    view: View<'a>,
    pen: &'static Pen,
    /// How pieces are drawn.
    pieces: Pieces,
    /// The empty square is a wide `・` (boards of kanji or hanzi).
    wide_empty: bool,
    scheme: Option<Scheme>,
    /// The second side is at the bottom.
    flipped: bool,
    /// Columns of the rank labels (0: none).
    rank_width: usize,
    /// The ranks above xiangqi's river, when a line for the river is
    /// drawn between the two halves of the board.
    river: Option<usize>,
    /// How the sides are named.
    names: SideNames,
}

impl<'a> Layout<'a> {
    pub(crate) fn new(view: View<'a>, options: Options, ascii: bool) -> Self {
        let pieces = match (options.glyphs, ascii) {
            (Glyphs::Traditional, false) => Pieces::Symbols,
            (Glyphs::Traditional, true) => Pieces::Letters,
            (Glyphs::Tokens, _) => Pieces::Tokens,
        };
        let scheme = options.scheme(&view, ascii);
        // The widest rank label is the first or the last.
        let rank_width = match scheme {
            Some(scheme) if view.dimensions >= 2 => scheme
                .rank(0, view.ranks)
                .width()
                .max(scheme.rank(view.ranks - 1, view.ranks).width()),
            _ => 0,
        };
        Self {
            pen: if ascii { &ASCII } else { &UNICODE },
            pieces,
            wide_empty: pieces == Pieces::Symbols
                && matches!(Family::of(view.styles[0]), Family::Shogi | Family::Xiangqi),
            scheme,
            flipped: options.bottom.is_second(),
            rank_width,
            river: (!ascii && river(&view)).then_some(view.ranks / 2),
            names: options.names,
            view,
        }
    }

    /// Columns taken left of a layer's frame: the rank labels in CELL.
    fn left(&self) -> usize {
        match self.scheme {
            Some(Scheme::Cell { .. }) if self.rank_width > 0 => self.rank_width + 1,
            _ => 0,
        }
    }

    /// Columns of a layer's frame.
    fn frame(&self) -> usize {
        CELL * self.view.files + 3
    }

    /// Columns of one layer with its labels, and the gap after it.
    fn block(&self) -> usize {
        let right = match self.scheme {
            Some(Scheme::Shogi { .. }) if self.rank_width > 0 => self.rank_width + 1,
            _ => 0,
        };
        self.left() + self.frame() + right + GAP
    }

    /// Writes the whole diagram, lines joined by `\n`.
    pub(crate) fn write<W: fmt::Write>(&self, out: &mut Out<'_, W>) -> fmt::Result {
        let mut reader = self.view.reader();
        let mut row = [None; ROW];
        for k in 0..self.lines() {
            if k > 0 {
                out.s("\n")?;
            }
            self.line(k, &mut reader, &mut row, out)?;
        }
        Ok(())
    }

    /// How many lines the diagram has.
    pub(crate) fn lines(&self) -> usize {
        let layers = usize::from(self.view.dimensions == 3);
        let files = usize::from(self.scheme.is_some());
        // Two hands, two edges, the ranks, the river.
        4 + layers + files + self.view.ranks + usize::from(self.river.is_some())
    }

    /// Writes line `k` (from 0), without its `\n`; nothing past the last.
    pub(crate) fn line<W: fmt::Write>(
        &self,
        mut k: usize,
        reader: &mut Reader<'_>,
        row: &mut [Option<Epin>; ROW],
        out: &mut Out<'_, W>,
    ) -> fmt::Result {
        let top = if self.flipped {
            Side::First
        } else {
            Side::Second
        };
        // Each part takes its lines in turn, `k` counting down through them.
        let mut part = |lines: usize| {
            let here = k < lines;
            if !here {
                k -= lines;
            }
            here
        };
        let shogi = matches!(self.scheme, Some(Scheme::Shogi { .. }));
        // The ranks above the river, or all of them.
        let upper = self.river.unwrap_or(self.view.ranks);
        let cell = matches!(self.scheme, Some(Scheme::Cell { .. }));
        #[allow(
            clippy::same_functions_in_if_condition,
            reason = "each call passes over its part's lines"
        )]
        if part(1) {
            self.hand_line(top, out)
        } else if part(usize::from(self.view.dimensions == 3)) {
            self.layer_line(out)
        } else if part(usize::from(shogi)) {
            self.file_line(out)
        } else if part(1) {
            self.border(self.pen.top, out)
        } else if part(upper) {
            self.rank_line(k, reader, row, out)
        } else if part(usize::from(self.river.is_some())) {
            self.river_line(out)
        } else if part(self.view.ranks - upper) {
            self.rank_line(k + upper, reader, row, out)
        } else if part(1) {
            self.border(self.pen.bottom, out)
        } else if part(usize::from(cell)) {
            self.file_line(out)
        } else if part(1) {
            self.hand_line(top.flipped(), out)
        } else {
            Ok(())
        }
    }

    /// `second  w  hand: 2×P b` and, for the side to move, `(to move)`.
    pub(crate) fn hand_line<W: fmt::Write>(&self, side: Side, out: &mut Out<'_, W>) -> fmt::Result {
        let style = self.view.styles[side.index()];
        let name = self.names.name(side, style);
        out.s(name)?;
        // Names are ASCII, at most 6 bytes: two spaces after the longest.
        for _ in name.len()..8 {
            out.s(" ")?;
        }
        out.raw(&[style.code()])?;
        out.s("  hand:")?;
        let mut empty = true;
        for (piece, count) in self.view.hand(side) {
            empty = false;
            out.s(" ")?;
            self.item(piece, out)?;
            if count > 1 {
                out.s(self.pen.times)?;
                out.u(count)?;
            }
        }
        if empty {
            out.s(" none")?;
        }
        if self.view.turn == side {
            out.s("  (to move)")?;
        }
        Ok(())
    }

    /// A piece in hand: its glyph without padding.
    fn item<W: fmt::Write>(&self, piece: Epin, out: &mut Out<'_, W>) -> fmt::Result {
        let Some((symbol, family)) = self.symbol(piece) else {
            let parts = self.parts(piece);
            out.s(parts.modifier)?;
            out.raw(&[parts.letter])?;
            return out.s(parts.markers);
        };
        if family == Family::Shogi && piece.side().is_second() {
            out.s("v")?;
        }
        out.s(symbol.text)?;
        if glyph::promoted(piece, family) {
            out.s("~")?;
        }
        if piece.is_derived() {
            out.s("'")?;
        }
        Ok(())
    }

    /// A piece's token split for drawing, or its game's letters.
    fn parts(&self, piece: Epin) -> glyph::Parts {
        if self.pieces == Pieces::Letters {
            glyph::game_parts(piece, Family::of(self.view.style_of(piece)))
        } else {
            glyph::parts(piece)
        }
    }

    /// The traditional symbol of a piece, when drawn so and it has one.
    fn symbol(&self, piece: Epin) -> Option<(glyph::Symbol, Family)> {
        if self.pieces != Pieces::Symbols {
            return None;
        }
        let family = Family::of(self.view.style_of(piece));
        glyph::traditional(piece, family, false).map(|symbol| (symbol, family))
    }

    /// `layer A` above each layer.
    fn layer_line<W: fmt::Write>(&self, out: &mut Out<'_, W>) -> fmt::Result {
        let mut line = Line::new(out);
        for block in 0..self.view.layers {
            let start = block * self.block() + self.left() + 2;
            line.pad_to(start);
            line.text("layer ", 6)?;
            let label = Scheme::layer(block);
            line.bytes(label.as_bytes(), label.width())?;
        }
        Ok(())
    }

    /// The file labels, each above or below its squares.
    fn file_line<W: fmt::Write>(&self, out: &mut Out<'_, W>) -> fmt::Result {
        let Some(scheme) = self.scheme else {
            return Ok(());
        };
        let files = self.view.files;
        let mut line = Line::new(out);
        for block in 0..self.view.layers {
            for x in 0..files {
                let file = if self.flipped { files - 1 - x } else { x };
                let label = scheme.file(file, files);
                // Under the letter of the token, the cell's second column.
                line.pad_to(block * self.block() + self.left() + 2 + CELL * x + 1);
                line.bytes(label.as_bytes(), label.width())?;
            }
        }
        Ok(())
    }

    /// The top or bottom edge of each layer's frame.
    fn border<W: fmt::Write>(&self, pen: [&str; 3], out: &mut Out<'_, W>) -> fmt::Result {
        let mut line = Line::new(out);
        for block in 0..self.view.layers {
            line.pad_to(block * self.block() + self.left());
            line.text(pen[0], 1)?;
            // The rule in runs of up to 32 characters of one width.
            let run = if pen[1] == "-" { DASHES } else { RULE };
            let step = run.len() / 32;
            let mut left = self.frame() - 2;
            while left > 0 {
                let n = left.min(32);
                line.text(run.get(..n * step).unwrap_or_default(), n)?;
                left -= n;
            }
            line.text(pen[2], 1)?;
        }
        Ok(())
    }

    /// The river across the middle of a xiangqi board: `楚 河` on the left
    /// half and `漢 界` on the right, each character where a piece would
    /// stand between two files.
    fn river_line<W: fmt::Write>(&self, out: &mut Out<'_, W>) -> fmt::Result {
        let mut line = Line::new(out);
        line.pad_to(self.left());
        line.text(self.pen.side, 1)?;
        // Positions in half files from file `a`, as the SVG places them.
        let left = (self.view.files - 1) / 2;
        let right = 3 * (self.view.files - 1) / 2;
        for (half, text) in [
            (left - 1, "楚"),
            (left + 1, "河"),
            (right - 1, "漢"),
            (right + 1, "界"),
        ] {
            // A square's symbol stands in its second and third columns.
            line.pad_to(self.left() + 3 + 2 * half);
            line.text(text, 2)?;
        }
        line.pad_to(self.left() + self.frame() - 1);
        line.text(self.pen.side, 1)
    }

    /// The `y`-th rank from the top of each layer.
    fn rank_line<W: fmt::Write>(
        &self,
        y: usize,
        reader: &mut Reader<'_>,
        row: &mut [Option<Epin>; ROW],
        out: &mut Out<'_, W>,
    ) -> fmt::Result {
        let view = &self.view;
        let files = view.files.min(ROW);
        let row = &mut row[..files];
        // The rank as written, and its CELL index.
        let written = if self.flipped { view.ranks - 1 - y } else { y };
        let rank = view.ranks - 1 - written;
        let label = self.scheme.map(|scheme| scheme.rank(rank, view.ranks));
        let mut line = Line::new(out);
        for block in 0..view.layers {
            let layer = view.layers - 1 - block;
            reader.read((layer * view.ranks + written) * view.files, row);
            line.pad_to(block * self.block());
            if let (Some(label), Some(Scheme::Cell { .. })) = (label, self.scheme) {
                if self.rank_width > 0 {
                    line.pad(self.rank_width - label.width());
                    line.bytes(label.as_bytes(), label.width())?;
                    line.pad(1);
                }
            }
            line.text(self.pen.side, 1)?;
            line.pad(1);
            for x in 0..files {
                let square = if self.flipped {
                    row[files - 1 - x]
                } else {
                    row[x]
                };
                self.square(square, &mut line)?;
            }
            line.text(self.pen.side, 1)?;
            if let (Some(label), Some(Scheme::Shogi { .. })) = (label, self.scheme) {
                if self.rank_width > 0 {
                    line.pad(1);
                    line.bytes(label.as_bytes(), label.width())?;
                }
            }
        }
        Ok(())
    }

    /// One square, four columns: the letter (or symbol) in the second.
    /// Written whole, spaces included: a `│` always follows it.
    fn square<W: fmt::Write>(
        &self,
        square: Option<Epin>,
        line: &mut Line<'_, '_, W>,
    ) -> fmt::Result {
        let Some(piece) = square else {
            let empty = match (self.wide_empty, self.pen.empty) {
                (true, _) => " ・ ",
                (false, ".") => " .  ",
                (false, _) => " ·  ",
            };
            return line.text(empty, CELL);
        };
        let derived = if piece.is_derived() { "'" } else { "" };
        match self.symbol(piece) {
            Some((symbol, family)) if symbol.wide => {
                let second = family == Family::Shogi && piece.side().is_second();
                line.text(if second { "v" } else { " " }, 1)?;
                line.text(symbol.text, 2)?;
                line.text(if derived.is_empty() { " " } else { derived }, 1)
            }
            Some((symbol, family)) => {
                line.text(" ", 1)?;
                line.text(symbol.text, 1)?;
                let marks = match (glyph::promoted(piece, family), piece.is_derived()) {
                    (false, false) => "  ",
                    (false, true) => "' ",
                    (true, false) => "~ ",
                    (true, true) => "~'",
                };
                line.text(marks, 2)
            }
            None => {
                // One write of four bytes: modifier, letter, markers, spaces.
                let parts = self.parts(piece);
                let mut cell = [b' '; CELL];
                if let Some(&modifier) = parts.modifier.as_bytes().first() {
                    cell[0] = modifier;
                }
                cell[1] = parts.letter;
                for (slot, &marker) in cell[2..].iter_mut().zip(parts.markers.as_bytes()) {
                    *slot = marker;
                }
                line.bytes(&cell, CELL)
            }
        }
    }
}

/// Whether a diagram of `view` draws xiangqi's river: a flat board of an
/// even number of ranks, at least four, and five files or more, the first
/// side playing xiangqi (`C`), as the SVG's points on lines draw it.
pub(crate) fn river(view: &View<'_>) -> bool {
    view.dimensions == 2
        && Family::of(view.styles[0]) == Family::Xiangqi
        && view.ranks >= 4
        && view.ranks.is_multiple_of(2)
        && view.files >= 5
}

/// A line being written: spaces are held back until something follows
/// them, so no line ends in spaces, and the column is counted.
struct Line<'o, 'w, W> {
    out: &'o mut Out<'w, W>,
    column: usize,
    spaces: usize,
}

impl<'o, 'w, W: fmt::Write> Line<'o, 'w, W> {
    fn new(out: &'o mut Out<'w, W>) -> Self {
        Self {
            out,
            column: 0,
            spaces: 0,
        }
    }

    /// Holds back `n` spaces.
    fn pad(&mut self, n: usize) {
        self.spaces += n;
    }

    /// Holds back spaces up to `column`.
    fn pad_to(&mut self, column: usize) {
        let at = self.column + self.spaces;
        self.spaces += column.saturating_sub(at);
    }

    /// Writes `text`, `width` columns wide, after the spaces held back.
    #[inline]
    fn text(&mut self, text: &str, width: usize) -> fmt::Result {
        if text.is_empty() {
            return Ok(());
        }
        self.spaces()?;
        self.column += width;
        self.out.s(text)
    }

    /// Writes the spaces held back.
    #[inline]
    fn spaces(&mut self) -> fmt::Result {
        const SPACES: &str = "                                ";
        while self.spaces > 0 {
            let n = self.spaces.min(SPACES.len());
            self.out.s(SPACES.get(..n).unwrap_or_default())?;
            self.spaces -= n;
            self.column += n;
        }
        Ok(())
    }

    /// Writes whole UTF-8 characters, `width` columns wide, after the
    /// spaces held back.
    #[inline]
    fn bytes(&mut self, bytes: &[u8], width: usize) -> fmt::Result {
        if bytes.is_empty() {
            return Ok(());
        }
        self.spaces()?;
        self.column += width;
        self.out.raw(bytes)
    }
}
