//! Where a mistake is in a text: the one shape of the located errors of
//! FEEN and of every bridge (the byte index, the field and, on the board,
//! the square, rank or layer by CELL), with its accessors written once.

use core::fmt;

use crate::Cell;
use crate::feen::to_u8;

/// Where a mistake is: its byte index in the input, the field it is in
/// (`None` for a mistake about the whole input) and what of the board it
/// is at or about. Each error type keeps one beside its kind and answers
/// `index()`, `field()`, `cell()` (and, on a bridge's board of a fixed
/// shape, `coord()`) from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Location<F> {
    /// Four bytes, so that the bridges' errors stay small: every text read
    /// is far shorter (a FEEN position has at most 4096 bytes; a prefix
    /// read from a longer text is named within its first few hundred).
    index: u32,
    field: Option<F>,
    spot: Spot,
}

impl<F: Copy> Location<F> {
    /// At byte `index` of `field`, nowhere on the board.
    pub(crate) const fn new(index: usize, field: Option<F>) -> Self {
        Self::at(index, field, Spot::Outside)
    }

    /// At byte `index` of `field`, at or about `spot`.
    pub(crate) const fn at(index: usize, field: Option<F>, spot: Spot) -> Self {
        #[allow(clippy::cast_possible_truncation, reason = "checked just before")]
        let index = if index > u32::MAX as usize {
            u32::MAX
        } else {
            index as u32
        };
        Self { index, field, spot }
    }

    /// The same location at byte `index`: an error found in a text a
    /// lenient reader rewrote, placed back in the input.
    #[cfg(feature = "bridge")]
    pub(crate) const fn with_index(self, index: usize) -> Self {
        Self::at(index, self.field, self.spot)
    }

    /// The same location, at or about `spot`.
    #[cfg(feature = "bridge")]
    pub(crate) const fn with_spot(mut self, spot: Spot) -> Self {
        self.spot = spot;
        self
    }

    /// The byte index.
    pub(crate) const fn index(&self) -> usize {
        self.index as usize
    }

    /// The field, `None` for a mistake about the whole input.
    pub(crate) const fn field(&self) -> Option<F> {
        self.field
    }

    /// What of the board the mistake is at or about.
    pub(crate) const fn spot(&self) -> Spot {
        self.spot
    }

    /// The square, by its CELL name, if the location names one.
    pub(crate) const fn cell(&self) -> Option<Cell> {
        match self.spot {
            Spot::Square(cell) => Some(cell),
            _ => None,
        }
    }

    /// The square as `[row, column]` from 0 in the order written, on a
    /// 2-D board of `ranks` ranks, if the location names one.
    #[cfg(feature = "bridge")]
    pub(crate) const fn coord(&self, ranks: usize) -> Option<[usize; 2]> {
        match self.spot {
            Spot::Square(cell) => match cell.rank() {
                Some(rank) => Some([ranks - 1 - rank as usize, cell.file() as usize]),
                None => None,
            },
            _ => None,
        }
    }

    /// Writes the start of a bridge's message: `invalid <notation> board at
    /// c3 (byte 50): ` at a square of the board, `… board at rank 9 (byte
    /// 9): ` about a rank, `invalid <notation> at byte 62 (hands): `
    /// elsewhere (a square that a mistake off the board is about, such as
    /// the rook of a castling right, is not named here).
    #[cfg(feature = "bridge")]
    pub(crate) fn write_bridge(
        &self,
        f: &mut fmt::Formatter<'_>,
        notation: &str,
        on_board: bool,
        field: Option<&str>,
    ) -> fmt::Result {
        let index = self.index;
        match (self.spot, field) {
            (Spot::Square(cell), _) if on_board => {
                write!(f, "invalid {notation} board at {cell} (byte {index}): ")
            }
            (Spot::Rank { rank, .. }, _) if on_board => {
                write!(
                    f,
                    "invalid {notation} board at rank {rank} (byte {index}): "
                )
            }
            (_, Some(field)) => write!(f, "invalid {notation} at byte {index} ({field}): "),
            (_, None) => write!(f, "invalid {notation} at byte {index}: "),
        }
    }
}

/// The square, rank or layer of a board a mistake is about, by CELL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Spot {
    /// Not on the board, or where CELL has no name.
    Outside,
    /// A square.
    Square(Cell),
    /// A rank, and the first rank written, which it is compared with.
    Rank { rank: Line, first: Line },
    /// A layer, and the first layer written when it is compared with it.
    Layer { layer: u16, first: Option<u16> },
}

/// A rank of a board by CELL: its number from 1, and its layer's index on a
/// 3-D board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Line {
    number: u16,
    /// The layer's index, or [`Line::FLAT`] on a board of fewer than three
    /// dimensions: two bytes where an `Option<u16>` takes four, so that the
    /// errors that keep a [`Spot`] stay small.
    layer: u16,
}

impl Line {
    /// The `layer` of a rank on a board of fewer than three dimensions. No
    /// board has that many layers: a placement has at most 4096 bytes.
    const FLAT: u16 = u16::MAX;

    /// Rank `number` of layer `layer`, `None` off a 3-D board.
    const fn new(number: u16, layer: Option<u16>) -> Self {
        let layer = match layer {
            Some(layer) if layer < Self::FLAT => layer,
            _ => Self::FLAT,
        };
        Self { number, layer }
    }

    /// The layer's index, `None` off a 3-D board.
    const fn layer(self) -> Option<u16> {
        if self.layer == Self::FLAT {
            None
        } else {
            Some(self.layer)
        }
    }
}

/// A board's ranks and layers as written in a placement field, counted to
/// its end: the names of places depend on them.
#[derive(Clone, Copy)]
struct Written {
    /// 1 to 3.
    dimensions: usize,
    layers: usize,
    /// Ranks in the first layer, and in the layer asked about.
    first_ranks: usize,
    ranks: usize,
}

/// Counts the ranks and layers of a placement field (every run of two or
/// more `/` ends a layer), and the ranks of its `layer`-th layer (from 1).
const fn written(field: &[u8], layer: usize) -> Written {
    let mut counted = Written {
        dimensions: 1,
        layers: 1,
        first_ranks: 1,
        ranks: 1,
    };
    let mut in_layer = 1;
    let mut at = 0;
    while at < field.len() {
        if field[at] != b'/' {
            at += 1;
            continue;
        }
        let mut run = 0;
        while at < field.len() && field[at] == b'/' {
            run += 1;
            at += 1;
        }
        if run == 1 {
            in_layer += 1;
            if counted.dimensions == 1 {
                counted.dimensions = 2;
            }
        } else {
            if counted.layers == 1 {
                counted.first_ranks = in_layer;
            }
            if counted.layers == layer {
                counted.ranks = in_layer;
            }
            counted.dimensions = 3;
            counted.layers += 1;
            in_layer = 1;
        }
    }
    if counted.layers == 1 {
        counted.first_ranks = in_layer;
    }
    if counted.layers == layer {
        counted.ranks = in_layer;
    }
    counted
}

/// A rank or layer number for a message, cast to `u16` with saturation at
/// `u16::MAX` (never reached: a placement has at most 4096 bytes).
const fn saturating_u16(n: usize) -> u16 {
    if n > u16::MAX as usize {
        u16::MAX
    } else {
        #[allow(clippy::cast_possible_truncation, reason = "checked just above")]
        let n = n as u16;
        n
    }
}

impl Spot {
    /// The square at `square` (from 1) of rank `rank` of layer `layer`
    /// (from 1, in the order written) of the board written in `field`.
    pub(crate) const fn square(field: &[u8], layer: usize, rank: usize, square: usize) -> Self {
        let counted = written(field, layer);
        // Every count covers the place a mistake was found at: the scan
        // read it, and the count reads the whole field.
        let file = to_u8(square.saturating_sub(1));
        let rank = to_u8(counted.ranks.saturating_sub(rank));
        let layer = to_u8(counted.layers.saturating_sub(layer));
        match (counted.dimensions, file, rank, layer) {
            (1, Some(file), _, _) => Self::Square(Cell::new_1d(file)),
            (2, Some(file), Some(rank), _) => Self::Square(Cell::new_2d(file, rank)),
            (3, Some(file), Some(rank), Some(layer)) => {
                Self::Square(Cell::new_3d(file, rank, layer))
            }
            _ => Self::Outside,
        }
    }

    /// Rank `rank` of layer `layer` (from 1, in the order written) of the
    /// board written in `field`, and its first rank.
    pub(crate) const fn rank(field: &[u8], layer: usize, rank: usize) -> Self {
        let counted = written(field, layer);
        let (layer, first_layer) = if counted.dimensions == 3 {
            (
                Some(saturating_u16(counted.layers.saturating_sub(layer))),
                Some(saturating_u16(counted.layers - 1)),
            )
        } else {
            (None, None)
        };
        Self::Rank {
            rank: Line::new(
                saturating_u16(counted.ranks.saturating_sub(rank) + 1),
                layer,
            ),
            first: Line::new(saturating_u16(counted.first_ranks), first_layer),
        }
    }

    /// Layer `layer` (from 1, in the order written) of the board written in
    /// `field`, compared with the first layer when `compared`; nothing when
    /// the board is not 3-D.
    pub(crate) const fn layer(field: &[u8], layer: usize, compared: bool) -> Self {
        let counted = written(field, layer);
        if counted.dimensions != 3 {
            return Self::Outside;
        }
        let first = if compared {
            Some(saturating_u16(counted.layers - 1))
        } else {
            None
        };
        Self::Layer {
            layer: saturating_u16(counted.layers.saturating_sub(layer)),
            first,
        }
    }
}

/// Writes a layer's name: its index in letters from `A` (bijective base 26,
/// as CELL, going on past `IV` for boards too deep to read).
pub(crate) fn write_layer(f: &mut fmt::Formatter<'_>, index: u16) -> fmt::Result {
    let mut letters = [0u8; 4];
    let mut start = letters.len();
    let mut n = u32::from(index) + 1;
    while n > 0 && start > 0 {
        n -= 1;
        start -= 1;
        #[allow(clippy::cast_possible_truncation, reason = "below 26")]
        let letter = b'A' + (n % 26) as u8;
        letters[start] = letter;
        n /= 26;
    }
    let letters = letters.get(start..).unwrap_or_default();
    f.write_str(core::str::from_utf8(letters).unwrap_or_default())
}

impl fmt::Display for Line {
    /// Writes `7`, or `1 of layer A` on a 3-D board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number)?;
        if let Some(layer) = self.layer() {
            f.write_str(" of layer ")?;
            write_layer(f, layer)?;
        }
        Ok(())
    }
}

#[cfg(feature = "bridge")]
impl Spot {
    /// The square at `row` and `column` (from 0, in the order written) of a
    /// 2-D board of `ranks` ranks: the first square written in a rank is
    /// file `a`, the last rank written is rank 1.
    pub(crate) const fn grid_square(row: usize, column: usize, ranks: usize) -> Self {
        match (to_u8(column), to_u8(ranks - 1 - row)) {
            (Some(file), Some(rank)) => Self::Square(Cell::new_2d(file, rank)),
            _ => Self::Outside,
        }
    }

    /// The rank of `row` (from 0, in the order written) of a 2-D board of
    /// `ranks` ranks, compared with the first.
    pub(crate) const fn grid_rank(row: usize, ranks: usize) -> Self {
        Self::Rank {
            rank: Line::new(saturating_u16(ranks - row), None),
            first: Line::new(saturating_u16(ranks), None),
        }
    }
}
