//! What a diagram reads: a position's board, hands, styles and turn, from a
//! [`Position`], a [`TypedPosition`] or a [`Feen`] view alike, behind one
//! non-generic type.

use core::fmt;

use super::glyph::Family;
use crate::feen::write::Buffer;
use crate::feen::{self, Dimensions, Grid, HandIter};
use crate::typed::TypedGrid;
use crate::{Epin, Feen, Hand, Pieces, Position, Side, Sin, TypedPosition};

/// The most squares along one dimension (`feen::MAX_DIMENSION`): a rank
/// read into a row buffer never holds more.
pub(crate) const ROW: usize = feen::MAX_DIMENSION;

/// A position as a diagram reads it.
#[derive(Clone, Copy)]
pub(crate) struct View<'a> {
    /// Layers, ranks per layer, squares per rank; 1 where the board has no
    /// such dimension.
    pub(crate) layers: usize,
    pub(crate) ranks: usize,
    pub(crate) files: usize,
    /// 1, 2 or 3.
    pub(crate) dimensions: usize,
    sizes: Option<Dimensions>,
    board: Board<'a>,
    hands: Hands<'a>,
    /// The first side's style, then the second's.
    pub(crate) styles: [Sin; 2],
    pub(crate) turn: Side,
}

#[derive(Clone, Copy)]
enum Board<'a> {
    /// Every square in the order written.
    Squares(&'a [Option<Epin>]),
    /// A checked FEEN text, decoded as it is read.
    Text(Feen<'a>),
    /// A typed position's board, each value read as the token it is
    /// written as.
    Typed(&'a (dyn Typed + Sync)),
}

/// A typed position, seen without its piece type.
pub(crate) trait Typed {
    /// Reads squares from `start`, in the order written, into `buffer`, as
    /// tokens; squares past the board read as empty.
    fn read(&self, start: usize, buffer: &mut [Option<Epin>]);

    /// Writes the position as FEEN.
    fn write_feen(&self, out: &mut dyn fmt::Write) -> fmt::Result;
}

impl<B: TypedGrid> Typed for TypedPosition<B> {
    fn read(&self, start: usize, buffer: &mut [Option<Epin>]) {
        let squares = self.board().as_squares().get(start..).unwrap_or_default();
        for (i, slot) in buffer.iter_mut().enumerate() {
            *slot = squares.get(i).copied().flatten().map(Pieces::to_epin);
        }
    }

    fn write_feen(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{self}")
    }
}

#[derive(Clone, Copy)]
enum Hands<'a> {
    Held([&'a Hand; 2]),
    Text(Feen<'a>),
}

impl<'a> View<'a> {
    pub(crate) fn of_position<B: Grid>(position: &'a Position<B>) -> Self {
        Self::shaped(
            B::DIMENSIONS.as_slice(),
            Board::Squares(position.board().as_squares()),
            Hands::Held([position.hand(Side::First), position.hand(Side::Second)]),
            [position.style(Side::First), position.style(Side::Second)],
            position.turn(),
        )
    }

    pub(crate) fn of_typed<B: TypedGrid>(position: &'a TypedPosition<B>) -> Self
    where
        TypedPosition<B>: Sync,
    {
        Self::shaped(
            position.dimensions(),
            Board::Typed(position),
            Hands::Held([
                position.hand(Side::First).as_hand(),
                position.hand(Side::Second).as_hand(),
            ]),
            [position.style(Side::First), position.style(Side::Second)],
            position.turn(),
        )
    }

    pub(crate) fn of_feen(feen: Feen<'a>) -> Self {
        Self::shaped(
            feen.dimensions(),
            Board::Text(feen),
            Hands::Text(feen),
            [feen.style(Side::First), feen.style(Side::Second)],
            feen.turn(),
        )
    }

    fn shaped(
        sizes: &[usize],
        board: Board<'a>,
        hands: Hands<'a>,
        styles: [Sin; 2],
        turn: Side,
    ) -> Self {
        let (layers, ranks, files) = match *sizes {
            [files] => (1, 1, files),
            [ranks, files] => (1, ranks, files),
            [layers, ranks, files, ..] => (layers, ranks, files),
            [] => (1, 1, 1),
        };
        Self {
            layers,
            ranks,
            files,
            dimensions: sizes.len().clamp(1, 3),
            sizes: Dimensions::new(sizes),
            board,
            hands,
            styles,
            turn,
        }
    }

    /// The board's sizes, to map cells to squares.
    pub(crate) const fn board_dimensions(&self) -> Option<Dimensions> {
        self.sizes
    }

    /// Reads squares in the order written, from anywhere.
    pub(crate) fn reader(&self) -> Reader<'a> {
        Reader {
            board: self.board,
            cursor: None,
        }
    }

    /// The pieces a side holds and their counts, in the order drawn:
    /// canonical, or shogi's when the side plays shogi (see [`Drawn`]).
    pub(crate) fn hand(&self, side: Side) -> Drawn<'a> {
        let items = match (self.hands, side) {
            (Hands::Held(hands), side) => hands[side.index()].iter(),
            (Hands::Text(feen), Side::First) => feen.first_hand(),
            (Hands::Text(feen), Side::Second) => feen.second_hand(),
        };
        let shogi = Family::of(self.styles[side.index()]) == Family::Shogi;
        Drawn {
            rest: items.clone(),
            items,
            rank: if shogi { 0 } else { Drawn::CANONICAL },
        }
    }

    /// Whether a side holds nothing.
    pub(crate) fn hand_is_empty(&self, side: Side) -> bool {
        self.hand(side).next().is_none()
    }

    /// The style a piece plays in: its own side's, or the other side's
    /// when derived.
    pub(crate) const fn style_of(&self, piece: Epin) -> Sin {
        let side = if piece.is_derived() {
            piece.pin().side().flipped()
        } else {
            piece.pin().side()
        };
        self.styles[side.index()]
    }

    /// Writes the position as FEEN: the text read, or what the position
    /// holds written by the FEEN writer.
    pub(crate) fn write_feen<W: fmt::Write>(&self, out: &mut W) -> fmt::Result {
        match (self.board, self.hands, self.sizes) {
            (Board::Text(feen), _, _) => out.write_str(feen.as_str()),
            (Board::Typed(position), _, _) => position.write_feen(out),
            (Board::Squares(squares), Hands::Held([first, second]), Some(dimensions)) => {
                let fields = Fields {
                    squares,
                    dimensions,
                    hands: [*first, *second],
                    active: self.styles[self.turn.index()],
                    inactive: self.styles[self.turn.flipped().index()],
                };
                write!(out, "{fields}")
            }
            _ => Ok(()),
        }
    }
}

/// A position's fields, written as FEEN.
struct Fields<'a> {
    squares: &'a [Option<Epin>],
    dimensions: Dimensions,
    hands: [Hand; 2],
    active: Sin,
    inactive: Sin,
}

impl fmt::Display for Fields<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Buffer::new(f);
        out.placement(self.squares, self.dimensions)?;
        out.rest(&self.hands, self.active, self.inactive)?;
        out.flush()
    }
}

/// A hand in the order a diagram draws it. A shogi player's hand is read
/// as shogi boards set it out, `R B G S N L P` (飛 角 金 銀 桂 香 歩), then
/// any other piece; pieces of one letter, and every other hand, keep FEEN's
/// canonical order. No allocation: the canonical items are passed over once
/// per rank, seven ranks and the rest.
#[derive(Clone, Debug)]
pub(crate) struct Drawn<'a> {
    /// The whole hand, in canonical order.
    items: HandIter<'a>,
    /// What is left of the pass over `items` for `rank`.
    rest: HandIter<'a>,
    /// The rank being read, [`Drawn::DONE`] when every rank has been, or
    /// [`Drawn::CANONICAL`] when the hand is read as it is.
    rank: u8,
}

impl Drawn<'_> {
    /// The ranks of shogi's order: `R B G S N L P`, then the rest.
    const ORDER: &'static [u8; 7] = b"RBGSNLP";
    const OTHERS: u8 = 7;
    const DONE: u8 = 8;
    const CANONICAL: u8 = 9;

    /// The rank of a piece in shogi's order.
    fn rank_of(piece: Epin) -> u8 {
        let letter = piece.letter().as_byte();
        let mut rank = 0;
        while let Some(&at) = Self::ORDER.get(usize::from(rank)) {
            if at == letter {
                return rank;
            }
            rank += 1;
        }
        Self::OTHERS
    }
}

impl Iterator for Drawn<'_> {
    type Item = (Epin, u32);

    fn next(&mut self) -> Option<Self::Item> {
        if self.rank == Self::CANONICAL {
            return self.rest.next();
        }
        while self.rank < Self::DONE {
            for (piece, count) in self.rest.by_ref() {
                if Self::rank_of(piece) == self.rank {
                    return Some((piece, count));
                }
            }
            self.rank += 1;
            self.rest = self.items.clone();
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        if self.rank == Self::CANONICAL {
            return self.rest.size_hint();
        }
        (0, Some(self.items.len()))
    }

    fn count(self) -> usize {
        match self.rank {
            Self::CANONICAL => self.rest.len(),
            // Nothing read yet: the whole hand.
            0 if self.rest.len() == self.items.len() => self.items.len(),
            _ => self.fold(0, |n, _| n + 1),
        }
    }
}

/// Reads runs of squares by index in the order written. From a FEEN text it
/// keeps its place, so reading forward costs only the squares passed; going
/// back starts again from the first square.
pub(crate) struct Reader<'a> {
    board: Board<'a>,
    /// The squares not yet read and the index of the next one.
    cursor: Option<(feen::Squares<'a>, usize)>,
}

impl Reader<'_> {
    /// Reads `buffer.len()` squares from `start` (in the order written) into
    /// `buffer`; squares past the board read as empty.
    pub(crate) fn read(&mut self, start: usize, buffer: &mut [Option<Epin>]) {
        match self.board {
            Board::Squares(squares) => {
                if let Some(source) = squares.get(start..start + buffer.len()) {
                    buffer.copy_from_slice(source);
                    return;
                }
                let source = squares.get(start..).unwrap_or_default();
                for (i, slot) in buffer.iter_mut().enumerate() {
                    *slot = source.get(i).copied().flatten();
                }
            }
            Board::Typed(position) => position.read(start, buffer),
            Board::Text(feen) => {
                let (squares, next) = match &mut self.cursor {
                    Some((squares, next)) if *next <= start => (squares, next),
                    cursor => {
                        let (squares, next) = cursor.insert((feen.squares(), 0));
                        (squares, next)
                    }
                };
                if start > *next {
                    // `nth(n)` skips `n` squares and returns the one after.
                    let _ = squares.nth(start - *next - 1);
                    *next = start;
                }
                for slot in buffer.iter_mut() {
                    *slot = squares.next().flatten();
                    *next += 1;
                }
            }
        }
    }
}
