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
    /// promotion. A list holds its pawns' moves apart, as four sets of
    /// destinations (see [`MoveList::pawns`]).
    Pawn,
    /// A pawn taking en passant.
    EnPassant,
    /// The king castling with the rook of the destination.
    Castle,
    /// A drop of the kind of piece the origin holds (0 pawn … 4 queen).
    Drop,
}

/// The most entries a list holds. The rules judge a position with one
/// king a side, so the side to move has at most 63 pieces; its pawns'
/// moves are held apart (four sets), so at most 63 entries are pieces
/// (the king and 62 others), each once. Then up to two pawns taking en
/// passant (one on each side of the pawn taken), two castlings (one rook
/// a wing: a second rook on that wing stands on the first's path or
/// landing square) and five kinds of drop.
pub(crate) const CAPACITY: usize = 63 + 2 + 2 + 5;

/// An entry's kind in the two high bits of its origin's byte.
const KIND_SHIFT: u32 = 6;

/// The promotions in the order a list gives them: queen, rook, bishop,
/// knight, as indices of the kinds of piece.
const PROMOTIONS: [usize; 4] = [4, 3, 2, 1];

/// The steps from a pawn's origin to each of its sets of destinations in
/// a [`MoveList`] (toward the a-file, one step, toward the h-file, two
/// steps), for white; black's are the same steps down the board, which
/// shifts the toward-files' two.
const PAWN_STEPS: [[u32; 4]; 2] = [[7, 8, 9, 16], [9, 8, 7, 16]];

/// The squares `n` squares up the board from a set's (white), or down
/// (black).
#[inline]
const fn forward(white: bool, set: Bits, n: u32) -> Bits {
    if white { set << n } else { set >> n }
}

/// The squares `n` squares down the board from a set's (white), or up
/// (black): where pawns that moved to the set came from.
#[inline]
const fn backward(white: bool, set: Bits, n: u32) -> Bits {
    if white { set >> n } else { set << n }
}

/// The number of squares of a set: the bit-counting sequence the
/// default x86-64 target compiles `count_ones` to, the last step (a
/// multiplication) left to [`sum_counts`].
#[inline]
const fn byte_counts(x: Bits) -> Bits {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

/// The sum of the bytes of [`byte_counts`] summed, each below 256: the
/// bytes added in pairs, then the four 16-bit sums by a multiplication.
#[inline]
const fn sum_counts(bytes: Bits) -> usize {
    let pairs = (bytes & 0x00FF_00FF_00FF_00FF) + ((bytes >> 8) & 0x00FF_00FF_00FF_00FF);
    (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize
}

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
    /// Each entry's origin (a kind of piece for a drop), its kind in the
    /// two high bits (see [`Kind::code`]).
    from: [u8; CAPACITY],
    /// The entries used.
    entries: u8,
    /// The entries before the pawns' moves (the king's, when it has
    /// moves), which come next in the list's order.
    pawns_at: u8,
    /// The pawns' moves as four sets of destinations, each a step of
    /// [`PAWN_STEPS`] from its origin: toward the a-file, one step, toward
    /// the h-file, two steps.
    pawns: [Bits; 4],
    /// Whether the side to move is white, whose pawns promote on rank 8.
    white: bool,
    /// Whether the side to move's king starts on e1 or e8, whose castling
    /// UCI writes as two files' step.
    standard_king: bool,
}

impl Kind {
    /// The two bits of an entry's kind (a pawn's moves are held apart).
    #[inline]
    const fn code(self) -> u8 {
        match self {
            Self::Normal | Self::Pawn => 0,
            Self::EnPassant => 1,
            Self::Castle => 2,
            Self::Drop => 3,
        }
    }

    /// The kind of an entry's two bits.
    #[inline]
    const fn of_code(code: u8) -> Self {
        match code & 3 {
            0 => Self::Normal,
            1 => Self::EnPassant,
            2 => Self::Castle,
            _ => Self::Drop,
        }
    }
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub(crate) const fn new() -> Self {
        Self {
            targets: [0; CAPACITY],
            from: [0; CAPACITY],
            entries: 0,
            pawns_at: 0,
            pawns: [0; 4],
            white: true,
            standard_king: false,
        }
    }

    /// Sets what writing the moves in UCI needs to know of the position.
    #[inline]
    pub(crate) const fn set_context(&mut self, white: bool, standard_king: bool) {
        self.white = white;
        self.standard_king = standard_king;
    }

    /// Adds the moves of a piece, unless it has none (a push without a
    /// branch on the moves: the entry is written, and kept if it has any).
    #[inline]
    pub(crate) fn push(&mut self, kind: Kind, from: u8, targets: Bits) {
        let at = self.entries as usize;
        if at < CAPACITY {
            self.targets[at] = targets;
            self.from[at] = (from & 63) | (kind.code() << KIND_SHIFT);
            self.entries += u8::from(targets != 0);
        }
    }

    /// Sets the pawns' moves, the four sets of destinations of
    /// [`MoveList::pawns`], which come next in the list's order.
    #[inline]
    pub(crate) const fn set_pawns(&mut self, pawns: [Bits; 4]) {
        self.pawns = pawns;
        self.pawns_at = self.entries;
    }

    /// The last rank of the side to move.
    #[inline]
    const fn last_rank(&self) -> Bits {
        if self.white { RANK_8 } else { RANK_1 }
    }

    /// The pawns with moves.
    #[inline]
    const fn pawn_origins(&self) -> Bits {
        let steps = PAWN_STEPS[if self.white { 0 } else { 1 }];
        let mut origins = 0;
        let mut i = 0;
        while i < 4 {
            origins |= backward(self.white, self.pawns[i], steps[i]);
            i += 1;
        }
        origins
    }

    /// The destinations of the pawn on `from`.
    #[inline]
    const fn pawn_targets(&self, from: u8) -> Bits {
        let steps = PAWN_STEPS[if self.white { 0 } else { 1 }];
        let origin = bit(from);
        let mut targets = 0;
        let mut i = 0;
        while i < 4 {
            targets |= forward(self.white, origin, steps[i]) & self.pawns[i];
            i += 1;
        }
        targets
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
    #[inline]
    pub fn len(&self) -> usize {
        // Bytes of counts summed over at most 16 sets (each byte at most
        // 8 × 16), then added up.
        let entries = (self.entries as usize).min(CAPACITY);
        let mut len = 0;
        for chunk in self.targets[..entries].chunks(16) {
            let mut bytes = 0;
            for &targets in chunk {
                bytes += byte_counts(targets);
            }
            len += sum_counts(bytes);
        }
        let [a, b, c, d] = self.pawns;
        let mut bytes = byte_counts(a) + byte_counts(b) + byte_counts(c) + byte_counts(d);
        let last = self.last_rank();
        if (a | b | c) & last != 0 {
            // Three moves more for each promotion.
            bytes += 3 * (byte_counts(a & last) + byte_counts(b & last) + byte_counts(c & last));
        }
        len + sum_counts(bytes)
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
        let [a, b, c, d] = self.pawns;
        self.entries == 0 && a | b | c | d == 0
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
    /// promotion (a kind of piece, 0 for none), not in the list's order
    /// (the pawns' moves last).
    pub(crate) fn raw(&self) -> impl Iterator<Item = (Kind, u8, u8, usize)> + '_ {
        let pieces = self
            .entries()
            .flat_map(|(kind, from, targets)| Squares(targets).map(move |to| (kind, from, to, 0)));
        let last = self.last_rank();
        let white = self.white;
        let steps = PAWN_STEPS[usize::from(!white)];
        let pawns = (0..4).flat_map(move |i| {
            Squares(self.pawns[i]).flat_map(move |to| {
                #[allow(clippy::cast_possible_truncation, reason = "below 64")]
                let step = steps[i] as u8;
                let from = if white {
                    to.wrapping_sub(step)
                } else {
                    to.wrapping_add(step)
                };
                let promotes = last & bit(to) != 0;
                let count = if promotes { 4 } else { 1 };
                (0..count).map(move |p| {
                    let promotion = if promotes { PROMOTIONS[p] } else { 0 };
                    (Kind::Pawn, from, to, promotion)
                })
            })
        });
        pieces.chain(pawns)
    }

    /// The entries but the pawns' moves: kind, origin and destinations.
    #[inline]
    pub(crate) fn entries(&self) -> impl Iterator<Item = (Kind, u8, Bits)> + '_ {
        let entries = (self.entries as usize).min(CAPACITY);
        self.targets[..entries]
            .iter()
            .zip(&self.from[..entries])
            .map(|(&targets, &from)| (Kind::of_code(from >> KIND_SHIFT), from & 63, targets))
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
    /// The next entry to load.
    entry: usize,
    /// The pawns not yet loaded, loaded before entry `pawns_at`.
    pawns: Bits,
    /// The current entry's kind, origin and destinations left.
    kind: Kind,
    from: u8,
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
            pawns: list.pawn_origins(),
            kind: Kind::Normal,
            from: 0,
            left: 0,
            promotion: 0,
        }
    }

    /// Loads the next entry (a pawn's moves, in the list's order, at the
    /// pawns' place), or says there is none.
    #[inline]
    fn load(&mut self, list: &MoveList) -> bool {
        if self.entry == list.pawns_at as usize && self.pawns != 0 {
            #[allow(clippy::cast_possible_truncation, reason = "below 64")]
            let from = self.pawns.trailing_zeros() as u8;
            self.pawns &= self.pawns - 1;
            self.kind = Kind::Pawn;
            self.from = from;
            self.left = list.pawn_targets(from);
            return true;
        }
        let at = self.entry;
        if at >= (list.entries as usize).min(CAPACITY) {
            return false;
        }
        let from = list.from[at];
        self.kind = Kind::of_code(from >> KIND_SHIFT);
        self.from = from & 63;
        self.left = list.targets[at];
        self.entry += 1;
        true
    }

    /// The next move of `list`.
    #[inline]
    fn next(&mut self, list: &MoveList) -> Option<Uci> {
        while self.left == 0 {
            if !self.load(list) {
                return None;
            }
        }
        #[allow(clippy::cast_possible_truncation, reason = "below 64")]
        let to = self.left.trailing_zeros() as u8;
        if matches!(self.kind, Kind::Pawn) && list.last_rank() & bit(to) != 0 {
            let promotion = PROMOTIONS[self.promotion & 3];
            self.promotion += 1;
            if self.promotion == 4 {
                self.promotion = 0;
                self.left &= self.left - 1;
            }
            return Some(list.uci(self.kind, self.from, to, promotion));
        }
        self.left &= self.left - 1;
        Some(list.uci(self.kind, self.from, to, 0))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::Fen;

    /// The bound of [`CAPACITY`]: every piece of a side that has at most
    /// 63 (the other side's king stands on the 64th square), and the
    /// special entries.
    #[test]
    fn capacity_holds_every_piece_and_special() {
        assert_eq!(CAPACITY, 63 + 2 + 2 + 5);
    }

    /// Every move a list holds is legal, written once, and counted by
    /// `len`; every other legal move (castling aside) is in it.
    #[test]
    fn crowded_positions_list_every_move() {
        for text in [
            // A knight, bishop, rook or queen on every dark square.
            "1N1B1R1Q/N1B1R1Q1/1Q1R1B1N/Q1R1B1N1/1N1B1R1Q/N1B1R1Q1/1Q1R1B1N/K1R1B1Nk w - - 0 1",
            // Pawns about to promote and take, en passant both ways, drops.
            "r3k2r/PP1P1PPP/8/1PpP4/8/8/p6p/R3K2R[QRBNPqrbnp] w KQkq c6 0 1",
            "r3k2r/P6P/8/8/3PpP2/8/ppp4p/R3K2R[QRBNPqrbnp] b KQkq d3 0 1",
            // A crowd of white pieces, few empty squares.
            "QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQ1QQQ/QQQ3QQ/QQQQQQQQ/QQQQQQQQ/QQQQQQKk w - - 0 1",
            "NNNNNNNN/NNNNNNNN/BBBBBBBB/8/8/RRRRRRRR/PPPPPPPP/RNBQKBNR[NNNN] w KQ - 0 1",
        ] {
            let fen = Fen::parse(text).unwrap();
            let list = fen.legal_moves();
            let mut all = [Uci::NULL; 1024];
            let mut count = 0;
            for m in &list {
                all[count] = m;
                count += 1;
            }
            let moves = &all[..count];
            assert_eq!(list.len(), moves.len(), "{text}");
            assert_eq!(list.is_empty(), moves.is_empty(), "{text}");
            assert_eq!(list.raw().count(), moves.len(), "{text}");
            for (i, m) in moves.iter().enumerate() {
                assert!(fen.is_legal(*m), "{text}: {m}");
                assert!(!moves[..i].contains(m), "{text}: {m} twice");
            }
            let mut legal = 0;
            for from in 0..64 {
                for to in 0..64 {
                    for promotion in 0..5 {
                        let m = Uci::raw(from, to, promotion);
                        let king = (from == 4 || from == 60) && (to & 7).abs_diff(4) >= 2;
                        if !king && fen.is_legal(m) {
                            legal += 1;
                            assert!(list.contains(m), "{text}: {m}");
                        }
                    }
                }
            }
            for role in 0..5 {
                for to in 0..64 {
                    legal += usize::from(fen.is_legal(Uci::raw_drop(role, to)));
                }
            }
            assert!(legal <= moves.len(), "{text}");
        }
    }
}
