//! `Repairs`: what a lenient reader changed to read a text that its strict
//! reader refuses, each repair with its byte index, kept without allocating.

use core::fmt;

use crate::Cell;
use crate::error::write_found;

/// One thing a lenient reader (`parse_lenient` of [`chess::Fen`],
/// [`shogi::Sfen`], [`xiangqi::Fen`]) changed in its input to read it: what
/// it found and did ([`kind`](Self::kind)), and where ([`at`](Self::at), a
/// byte index of the input).
///
/// `Display` writes `at byte N: ` then what was done.
///
/// ```
/// use pin_runtime::{Repair, RepairKind};
///
/// let repair = Repair::new(0, RepairKind::Keyword { keyword: "sfen" });
/// assert_eq!(repair.to_string(), "at byte 0: skipped the keyword `sfen` in front of the position");
/// ```
///
/// [`chess::Fen`]: crate::chess::Fen
/// [`shogi::Sfen`]: crate::shogi::Sfen
/// [`xiangqi::Fen`]: crate::xiangqi::Fen
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Repair {
    at: usize,
    kind: RepairKind,
}

impl Repair {
    /// A repair of `kind` at byte `at` of the input.
    ///
    /// ```
    /// use pin_runtime::{Repair, RepairKind};
    ///
    /// let repair = Repair::new(56, RepairKind::Whitespace { found: '\r' });
    /// assert_eq!(repair.to_string(), "at byte 56: removed a carriage return outside the fields");
    /// ```
    #[must_use]
    pub const fn new(at: usize, kind: RepairKind) -> Self {
        Self { at, kind }
    }

    /// The byte index of the input where the repair starts: the first byte
    /// of what was removed, skipped or changed, or where a field left out
    /// would have started.
    ///
    /// ```
    /// use pin_runtime::{Repair, RepairKind};
    ///
    /// let repair = Repair::new(19, RepairKind::Separator { found: '\t' });
    /// assert_eq!(repair.at(), 19);
    /// ```
    #[must_use]
    pub const fn at(&self) -> usize {
        self.at
    }

    /// What was found and done.
    ///
    /// ```
    /// use pin_runtime::{OmittedField, Repair, RepairKind};
    ///
    /// let kind = RepairKind::Omitted { field: OmittedField::Castling };
    /// assert_eq!(Repair::new(19, kind).kind(), kind);
    /// assert_eq!(kind.to_string(), "the castling rights left out, read as none (`-`)");
    /// ```
    #[must_use]
    pub const fn kind(&self) -> RepairKind {
        self.kind
    }
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.at, self.kind)
    }
}

/// What a lenient reader found and did: the kinds of [`Repair`].
///
/// Every repair keeps the meaning the text has for the tools that write it;
/// a text that two dialects read differently is never repaired (it is read
/// by the reader named for its dialect), and a board wrong in itself is
/// refused, never repaired.
///
/// ```
/// use pin_runtime::RepairKind;
///
/// let kind = RepairKind::RepeatedRight { right: 'q' };
/// assert_eq!(kind.to_string(), "dropped the castling right 'q' given twice");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepairKind {
    /// A keyword in front of the position, skipped: USI's `sfen` or
    /// `position sfen` before an SFEN.
    Keyword {
        /// The keyword as written, words joined by one space.
        keyword: &'static str,
    },
    /// Whitespace before the first field or after the last (a space, a tab,
    /// a carriage return, a line feed), removed.
    Whitespace {
        /// Its first character.
        found: char,
    },
    /// Fields separated by more than one space or by a tab, read as
    /// separated by one space.
    Separator {
        /// The first character of the separator that is not its one space:
        /// a second space or a tab.
        found: char,
    },
    /// A field left out (a short form such as `<board> <side>`), read as
    /// the format's empty value.
    Omitted {
        /// The field.
        field: OmittedField,
    },
    /// A piece written again in a hand instead of counted (`PPP` for
    /// `3P`, as shogiops writes hands), counted.
    RepeatedPiece {
        /// The piece's letter.
        piece: char,
    },
    /// A count of 1 before a piece in a hand (`1P`, as python-shogi
    /// writes it), read as the piece alone.
    CountOfOne {
        /// The piece's letter.
        piece: char,
    },
    /// A castling right given twice (`Kqkq`), kept once.
    RepeatedRight {
        /// The right written the second time.
        right: char,
    },
    /// A castling right that no rook backs (no rook on that side of the
    /// back rank, or no king between its rooks), dropped.
    RightWithoutRook {
        /// The right.
        right: char,
    },
    /// A fullmove number of 0 (the first move is number 1), read as 1, as
    /// `shakmaty` and python-chess read it.
    ZeroFullmove,
    /// An en-passant square the format does not allow (not on the rank
    /// behind a pawn of the side that just moved, or with that pawn not in
    /// front of it or the square it came from not empty), dropped.
    ImpossibleEnPassant {
        /// The square.
        square: Cell,
    },
    /// A FEN's clocks after an EPD line's four fields, read as the
    /// operations `hmvc` and `fmvn`.
    ClocksAsOperations,
    /// An EPD operation without the `;` that ends it (at the end of the
    /// line, or before the next operation), ended.
    MissingSemicolon,
    /// An empty EPD operation (a `;` without an opcode), removed.
    EmptyOperation,
    /// No space between an EPD operation's `;` (or string) and the next
    /// operation, one put in.
    MissingSpace,
}

impl fmt::Display for RepairKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Keyword { keyword } => {
                write!(
                    f,
                    "skipped the keyword `{keyword}` in front of the position"
                )
            }
            Self::Whitespace { found } => {
                f.write_str("removed ")?;
                write_found(f, found)?;
                f.write_str(" outside the fields")
            }
            Self::Separator { found } => {
                f.write_str("read the separator as one space, found ")?;
                write_found(f, found)
            }
            Self::Omitted { field } => {
                write!(f, "{} left out, read as {}", field.name(), field.empty())
            }
            Self::RepeatedPiece { piece } => {
                write!(f, "counted the piece {piece:?} written again in hand")
            }
            Self::CountOfOne { piece } => {
                write!(f, "read the count 1 before {piece:?} in hand as no count")
            }
            Self::RepeatedRight { right } => {
                write!(f, "dropped the castling right {right:?} given twice")
            }
            Self::RightWithoutRook { right } => {
                write!(
                    f,
                    "dropped the castling right {right:?}, which no rook backs"
                )
            }
            Self::ZeroFullmove => f.write_str("read the fullmove number 0 as 1"),
            Self::ImpossibleEnPassant { square } => {
                write!(
                    f,
                    "dropped the en-passant square {square}, which no pawn's double step explains"
                )
            }
            Self::ClocksAsOperations => f.write_str(
                "read the FEN's clocks after the fields as the operations hmvc and fmvn",
            ),
            Self::MissingSemicolon => f.write_str("ended the operation with the ';' left out"),
            Self::EmptyOperation => f.write_str("removed an empty operation (a ';' alone)"),
            Self::MissingSpace => f.write_str("put a space between two operations"),
        }
    }
}

/// A field a short form leaves out, read as the format's empty value.
///
/// ```
/// use pin_runtime::OmittedField;
///
/// assert_eq!(OmittedField::Hands.name(), "the hands");
/// assert_eq!(OmittedField::Hands.empty(), "empty hands (`-`)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum OmittedField {
    /// The side to move: read as the first player (white, sente, red), as
    /// the usual tools read a board alone.
    Turn,
    /// The castling rights (chess), or xiangqi FEN's third field: none.
    Castling,
    /// The en-passant square (chess), or xiangqi FEN's fourth field: none.
    EnPassant,
    /// The halfmove clock and the fullmove number: none.
    Clocks,
    /// The halfmove clock and the fullmove number of a format that
    /// requires them (makruk FEN, Fairy-Stockfish's shogi FEN): `0 1`,
    /// as at the start of a game.
    StartClocks,
    /// The hands (SFEN): both empty.
    Hands,
    /// The move number (SFEN): none.
    MoveNumber,
    /// Makruk FEN's flags: none.
    Flags,
    /// Makruk FEN's counting field: none.
    Counting,
}

impl OmittedField {
    /// The field, as the repair's message names it.
    ///
    /// ```
    /// use pin_runtime::OmittedField;
    ///
    /// assert_eq!(OmittedField::EnPassant.name(), "the en-passant square");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Turn => "the side to move",
            Self::Castling => "the castling rights",
            Self::EnPassant => "the en-passant square",
            Self::Clocks | Self::StartClocks => "the clocks",
            Self::Hands => "the hands",
            Self::MoveNumber => "the move number",
            Self::Flags => "the flags",
            Self::Counting => "the counting field",
        }
    }

    /// The value the field is read as, as the repair's message says it.
    ///
    /// ```
    /// use pin_runtime::OmittedField;
    ///
    /// assert_eq!(OmittedField::Turn.empty(), "the first player to move");
    /// ```
    #[must_use]
    pub const fn empty(self) -> &'static str {
        match self {
            Self::Turn => "the first player to move",
            Self::Castling | Self::EnPassant | Self::Flags | Self::Counting => "none (`-`)",
            Self::Clocks => "no clocks",
            Self::StartClocks => "`0 1` (the halfmove clock 0, the first move)",
            Self::Hands => "empty hands (`-`)",
            Self::MoveNumber => "no move number",
        }
    }
}

/// The repairs a lenient reader made, in the order of the input: the first
/// [`CAPACITY`](Self::CAPACITY) kept, and a count of the others. No
/// allocation: a `Repairs` is a fixed array.
///
/// `Display` writes one repair a line (no line feed after the last), then
/// `and N more repairs` when some were not kept; nothing when there are
/// none.
///
/// ```
/// use pin_runtime::{Repair, RepairKind, Repairs};
///
/// // What `chess::Fen::parse_lenient` makes of "4k3/8/8/8/8/8/8/4K3  w Kk - 0 1\r".
/// let mut repairs = Repairs::new();
/// repairs.push(Repair::new(20, RepairKind::Separator { found: ' ' }));
/// repairs.push(Repair::new(23, RepairKind::RightWithoutRook { right: 'K' }));
/// repairs.push(Repair::new(24, RepairKind::RightWithoutRook { right: 'k' }));
/// repairs.push(Repair::new(32, RepairKind::Whitespace { found: '\r' }));
/// assert_eq!(
///     repairs.to_string(),
///     "at byte 20: read the separator as one space, found a space\n\
///      at byte 23: dropped the castling right 'K', which no rook backs\n\
///      at byte 24: dropped the castling right 'k', which no rook backs\n\
///      at byte 32: removed a carriage return outside the fields",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Repairs {
    /// The first `len` are the repairs kept; the others are [`UNUSED`].
    kept: [Repair; Repairs::CAPACITY],
    len: u8,
    /// The repairs not kept.
    more: usize,
}

/// The value of the unused places of [`Repairs`], so that the derived
/// equality compares only the repairs kept.
const UNUSED: Repair = Repair::new(0, RepairKind::Whitespace { found: ' ' });

impl Repairs {
    /// How many repairs are kept; the others are counted ([`more`](Self::more)).
    ///
    /// ```
    /// assert_eq!(pin_runtime::Repairs::CAPACITY, 8);
    /// ```
    pub const CAPACITY: usize = 8;

    /// No repairs.
    ///
    /// ```
    /// use pin_runtime::Repairs;
    ///
    /// assert!(Repairs::new().is_empty());
    /// assert_eq!(Repairs::new(), Repairs::default());
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Self {
            kept: [UNUSED; Self::CAPACITY],
            len: 0,
            more: 0,
        }
    }

    /// Adds a repair: kept while there is room, else counted.
    ///
    /// ```
    /// use pin_runtime::{Repair, RepairKind, Repairs};
    ///
    /// let mut repairs = Repairs::new();
    /// for at in 0..10 {
    ///     repairs.push(Repair::new(at, RepairKind::Separator { found: '\t' }));
    /// }
    /// assert_eq!((repairs.len(), repairs.more(), repairs.total()), (8, 2, 10));
    /// assert!(repairs.to_string().ends_with("\nand 2 more repairs"));
    /// ```
    pub const fn push(&mut self, repair: Repair) {
        let len = self.len as usize;
        if len < Self::CAPACITY {
            self.kept[len] = repair;
            self.len += 1;
        } else {
            self.more = self.more.saturating_add(1);
        }
    }

    /// The repairs kept, in the order of the input.
    ///
    /// ```
    /// use pin_runtime::{Repair, RepairKind, Repairs};
    ///
    /// let mut repairs = Repairs::new();
    /// repairs.push(Repair::new(4, RepairKind::CountOfOne { piece: 'P' }));
    /// assert_eq!(repairs.as_slice(), [Repair::new(4, RepairKind::CountOfOne { piece: 'P' })]);
    /// ```
    #[must_use]
    pub const fn as_slice(&self) -> &[Repair] {
        self.kept.split_at(self.len as usize).0
    }

    /// The repair kept at `index`, if any.
    ///
    /// ```
    /// use pin_runtime::Repairs;
    ///
    /// assert_eq!(Repairs::new().get(0), None);
    /// ```
    #[must_use]
    pub const fn get(&self, index: usize) -> Option<&Repair> {
        if index < self.len as usize {
            Some(&self.kept[index])
        } else {
            None
        }
    }

    /// An iterator over the repairs kept, in the order of the input.
    ///
    /// ```
    /// use pin_runtime::{Repair, RepairKind, Repairs};
    ///
    /// let mut repairs = Repairs::new();
    /// repairs.push(Repair::new(4, RepairKind::CountOfOne { piece: 'P' }));
    /// repairs.push(Repair::new(6, RepairKind::CountOfOne { piece: 'p' }));
    /// assert_eq!(repairs.iter().map(Repair::at).collect::<Vec<_>>(), [4, 6]);
    /// ```
    pub fn iter(&self) -> core::slice::Iter<'_, Repair> {
        self.as_slice().iter()
    }

    /// How many repairs are kept, at most [`CAPACITY`](Self::CAPACITY).
    ///
    /// ```
    /// use pin_runtime::Repairs;
    ///
    /// assert_eq!(Repairs::new().len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// How many repairs were made beyond the first
    /// [`CAPACITY`](Self::CAPACITY), counted but not kept.
    ///
    /// ```
    /// use pin_runtime::Repairs;
    ///
    /// assert_eq!(Repairs::new().more(), 0);
    /// ```
    #[must_use]
    pub const fn more(&self) -> usize {
        self.more
    }

    /// How many repairs were made: those kept and the others.
    ///
    /// ```
    /// use pin_runtime::Repairs;
    ///
    /// assert_eq!(Repairs::new().total(), 0);
    /// ```
    #[must_use]
    pub const fn total(&self) -> usize {
        self.more.saturating_add(self.len as usize)
    }

    /// Whether nothing was repaired: the input was read as the strict
    /// reader reads it.
    ///
    /// ```
    /// use pin_runtime::{Repair, RepairKind, Repairs};
    ///
    /// let mut repairs = Repairs::new();
    /// assert!(repairs.is_empty());
    /// repairs.push(Repair::new(0, RepairKind::Keyword { keyword: "position sfen" }));
    /// assert!(!repairs.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Default for Repairs {
    fn default() -> Self {
        Self::new()
    }
}

impl<'a> IntoIterator for &'a Repairs {
    type Item = &'a Repair;
    type IntoIter = core::slice::Iter<'a, Repair>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Display for Repairs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, repair) in self.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{repair}")?;
        }
        match self.more {
            0 => Ok(()),
            1 => f.write_str("\nand 1 more repair"),
            more => write!(f, "\nand {more} more repairs"),
        }
    }
}
