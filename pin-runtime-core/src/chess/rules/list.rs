//! `MoveList`: the legal moves of a position, a set of destinations per
//! piece, iterated as UCI moves.

use core::fmt;
use core::iter::FusedIterator;

use super::attacks::{Bits, RANK_1, RANK_8, Squares, bit};
use crate::chess::Uci;

/// What an entry of a [`MoveList`] moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A piece (not a pawn) to any of the destinations, taking what stands
    /// there.
    Normal,
    /// A pawn: a destination on the last rank is four moves, one a
    /// promotion.
    Pawn,
    /// A pawn taking en passant.
    EnPassant,
    /// The king castling with the rook of the destination.
    Castle,
    /// A drop of the kind of piece the origin holds (0 pawn … 4 queen).
    Drop,
}

/// The most entries a list holds: one per square of the mover's pieces,
/// two en-passant captures, two castlings and five kinds of drop.
const CAPACITY: usize = 64 + 2 + 2 + 5;

/// The promotions in the order a list gives them: queen, rook, bishop,
/// knight, as indices of the kinds of piece.
const PROMOTIONS: [usize; 4] = [4, 3, 2, 1];

/// The legal moves of a chess position, as
/// [`Fen::legal_moves`](super::super::Fen::legal_moves) finds them.
///
/// A list is a fixed-size value, without allocation: a set of destinations
/// for each piece that moves, so that it holds every move of any position
/// a [`Fen`](super::super::Fen) reads, crazyhouse drops included. It
/// iterates the moves as [`Uci`] (by reference with [`iter`](Self::iter),
/// or by value), each written as
/// [`Fen::uci`](super::super::Fen::uci) writes it (castling `e1g1` when the
/// king starts on the e-file, king-takes-rook otherwise), pieces in the
/// order king, pawns, knights, bishops, rooks, queens, then castling and
/// drops.
///
/// ```
/// use pin_runtime::chess::{Fen, Uci};
///
/// let moves = Fen::START.legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.contains(Uci::parse("g1f3")?));
/// assert!(!moves.contains(Uci::parse("e2e5")?));
/// let first: Vec<String> = moves.iter().take(3).map(|m| m.to_string()).collect();
/// assert_eq!(first, ["a2a3", "a2a4", "b2b3"]);
/// # Ok::<(), pin_runtime::chess::UciError>(())
/// ```
#[derive(Clone)]
pub struct MoveList {
    /// Each entry's destinations.
    targets: [Bits; CAPACITY],
    /// Each entry's origin (a kind of piece for a drop).
    from: [u8; CAPACITY],
    /// Each entry's kind.
    kinds: [Kind; CAPACITY],
    /// The entries used.
    entries: u8,
    /// Whether the side to move is white, whose pawns promote on rank 8.
    white: bool,
    /// Whether the side to move's king starts on e1 or e8, whose castling
    /// UCI writes as two files' step.
    standard_king: bool,
}

impl MoveList {
    /// An empty list.
    pub(crate) const fn new() -> Self {
        Self {
            targets: [0; CAPACITY],
            from: [0; CAPACITY],
            kinds: [Kind::Normal; CAPACITY],
            entries: 0,
            white: true,
            standard_king: false,
        }
    }

    /// Sets what writing the moves in UCI needs to know of the position.
    pub(crate) const fn set_context(&mut self, white: bool, standard_king: bool) {
        self.white = white;
        self.standard_king = standard_king;
    }

    /// Adds the moves of a piece, unless it has none.
    #[inline]
    pub(crate) fn push(&mut self, kind: Kind, from: u8, targets: Bits) {
        let at = self.entries as usize;
        if targets != 0 && at < CAPACITY {
            self.targets[at] = targets;
            self.from[at] = from;
            self.kinds[at] = kind;
            self.entries += 1;
        }
    }

    /// The last rank of the side to move.
    const fn last_rank(&self) -> Bits {
        if self.white { RANK_8 } else { RANK_1 }
    }

    /// The number of moves.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// // Kiwipete.
    /// let fen = Fen::parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(fen.legal_moves().len(), 48);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        let last = self.last_rank();
        let mut len = 0;
        for at in 0..self.entries as usize {
            let targets = self.targets[at];
            len += targets.count_ones();
            if let Kind::Pawn = self.kinds[at] {
                len += 3 * (targets & last).count_ones();
            }
        }
        len as usize
    }

    /// Whether there is no move: checkmate or stalemate (or a position
    /// the rules cannot judge).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let mate = Fen::parse("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")?;
    /// assert!(mate.legal_moves().is_empty());
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.entries == 0
    }

    /// Whether a move is in the list, written as the list writes it.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Uci};
    ///
    /// let fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
    /// let moves = fen.legal_moves();
    /// assert!(moves.contains(Uci::parse("e1g1")?));
    /// assert!(!moves.contains(Uci::parse("e1h1")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn contains(&self, uci: Uci) -> bool {
        self.iter().any(|m| m == uci)
    }

    /// Iterates the moves.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let fen = Fen::parse("7k/4P3/8/8/8/8/8/K7 w - - 0 1")?;
    /// let moves: Vec<String> = fen.legal_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["a1b1", "a1a2", "a1b2", "e7e8q", "e7e8r", "e7e8b", "e7e8n"]);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub fn iter(&self) -> MoveIter<'_> {
        MoveIter {
            list: self,
            cursor: Cursor::new(self),
        }
    }

    /// The moves as the rules play them: kind, origin, destination and
    /// promotion (a kind of piece, 0 for none).
    pub(crate) fn raw(&self) -> impl Iterator<Item = (Kind, u8, u8, usize)> + '_ {
        let last = self.last_rank();
        (0..self.entries as usize).flat_map(move |at| {
            let kind = self.kinds[at];
            let from = self.from[at];
            Squares(self.targets[at]).flat_map(move |to| {
                let promotes = matches!(kind, Kind::Pawn) && last & bit(to) != 0;
                let count = if promotes { 4 } else { 1 };
                (0..count).map(move |i| (kind, from, to, if promotes { PROMOTIONS[i] } else { 0 }))
            })
        })
    }

    /// The entries: kind, origin and destinations.
    pub(crate) fn entries(&self) -> impl Iterator<Item = (Kind, u8, Bits)> + '_ {
        (0..self.entries as usize).map(|at| (self.kinds[at], self.from[at], self.targets[at]))
    }

    /// The UCI move of an entry's move.
    #[inline]
    fn uci(&self, kind: Kind, from: u8, to: u8, promotion: usize) -> Uci {
        match kind {
            Kind::Drop => Uci::raw_drop(from, to),
            Kind::Castle => {
                let (king_to, _) = super::board::Sets::castling_targets(from, to);
                if self.standard_king {
                    Uci::raw(from, king_to, 0)
                } else {
                    Uci::raw(from, to, 0)
                }
            }
            _ => Uci::raw(from, to, promotion),
        }
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for MoveList {
    /// Two lists are equal when they hold the same moves in the same order.
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for MoveList {}

impl<'a> IntoIterator for &'a MoveList {
    type Item = Uci;
    type IntoIter = MoveIter<'a>;

    fn into_iter(self) -> MoveIter<'a> {
        self.iter()
    }
}

/// Where an iteration of a [`MoveList`] stands.
#[derive(Clone, Copy, Debug)]
struct Cursor {
    entry: usize,
    left: Bits,
    /// The promotion given next for the current destination, as an index
    /// of [`PROMOTIONS`].
    promotion: usize,
}

impl Cursor {
    /// The start of a list.
    const fn new(list: &MoveList) -> Self {
        Self {
            entry: 0,
            left: if list.entries > 0 { list.targets[0] } else { 0 },
            promotion: 0,
        }
    }

    /// The next move of `list`.
    #[inline]
    fn next(&mut self, list: &MoveList) -> Option<Uci> {
        loop {
            if self.entry >= list.entries as usize {
                return None;
            }
            if self.left == 0 {
                self.entry += 1;
                if self.entry < list.entries as usize {
                    self.left = list.targets[self.entry];
                }
                continue;
            }
            #[allow(clippy::cast_possible_truncation, reason = "below 64")]
            let to = self.left.trailing_zeros() as u8;
            let kind = list.kinds[self.entry];
            let from = list.from[self.entry];
            if matches!(kind, Kind::Pawn) && list.last_rank() & bit(to) != 0 {
                let promotion = PROMOTIONS[self.promotion & 3];
                self.promotion += 1;
                if self.promotion == 4 {
                    self.promotion = 0;
                    self.left &= self.left - 1;
                }
                return Some(list.uci(kind, from, to, promotion));
            }
            self.left &= self.left - 1;
            return Some(list.uci(kind, from, to, 0));
        }
    }
}

/// The moves of a [`MoveList`], from [`MoveList::iter`].
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let list = Fen::START.legal_moves();
/// let mut moves = list.iter();
/// assert_eq!(moves.next().map(|m| m.to_string()).as_deref(), Some("a2a3"));
/// assert_eq!(moves.count(), 19);
/// ```
#[derive(Clone, Debug)]
pub struct MoveIter<'a> {
    list: &'a MoveList,
    cursor: Cursor,
}

impl Iterator for MoveIter<'_> {
    type Item = Uci;

    #[inline]
    fn next(&mut self) -> Option<Uci> {
        self.cursor.next(self.list)
    }
}

impl FusedIterator for MoveIter<'_> {}

/// The moves of a [`MoveList`] taken by value (`for m in fen.legal_moves()`).
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let mut count = 0;
/// for m in Fen::START.legal_moves() {
///     assert!(Fen::START.is_legal(m));
///     count += 1;
/// }
/// assert_eq!(count, 20);
/// ```
#[derive(Clone, Debug)]
pub struct MoveListIntoIter {
    list: MoveList,
    cursor: Cursor,
}

impl Iterator for MoveListIntoIter {
    type Item = Uci;

    #[inline]
    fn next(&mut self) -> Option<Uci> {
        self.cursor.next(&self.list)
    }
}

impl FusedIterator for MoveListIntoIter {}

impl IntoIterator for MoveList {
    type Item = Uci;
    type IntoIter = MoveListIntoIter;

    fn into_iter(self) -> MoveListIntoIter {
        MoveListIntoIter {
            cursor: Cursor::new(&self),
            list: self,
        }
    }
}
