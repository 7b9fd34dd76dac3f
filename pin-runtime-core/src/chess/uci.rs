//! `Uci`: a chess move as the UCI protocol writes it (`e2e4`, `e7e8q`,
//! `P@e4`, `0000`).

use core::fmt;

use crate::error::{Rejected, Rest, ShortError, ShortKind, Words, byte_at};
use crate::{Cell, Letter};

/// A chess move as engines and GUIs exchange it over UCI: two squares and
/// an optional promotion (`e2e4`, `e7e8q`), a crazyhouse drop (`P@e4`) or
/// the null move (`0000`). Three bytes, `Copy`, hashable; a constant can be
/// a `match` pattern, and the literal `chess::uci!("e2e4")` is one, checked
/// at compile time.
///
/// ```text
/// uci       ::= square square [ promotion ] | drop "@" square | "0000"
/// square    ::= "a" … "h" "1" … "8"        the two squares differ
/// promotion ::= "q" | "r" | "b" | "n"       lowercase, for both sides
/// drop      ::= "P" | "N" | "B" | "R" | "Q"  uppercase, for both sides
/// ```
///
/// A `Uci` is what the text says, not a move of a position: castling is
/// the king's two squares in standard chess (`e1g1`) and king-takes-rook
/// in Chess960 (`e1h1`), and which side promotes or drops is the side to
/// move.
///
/// ```
/// use pin_runtime::chess::Uci;
/// use pin_runtime::{Cell, Letter};
///
/// let uci = Uci::parse("e7e8q")?;
/// assert_eq!(uci.from(), Some(Cell::parse("e7")?));
/// assert_eq!(uci.to(), Some(Cell::parse("e8")?));
/// assert_eq!(uci.promotion(), Some(Letter::Q));
/// assert_eq!(uci.to_string(), "e7e8q");
///
/// const CASTLE: Uci = match Uci::parse("e1g1") {
///     Ok(uci) => uci,
///     Err(_) => panic!("not a UCI move"),
/// };
/// assert!(matches!(Uci::parse("e1g1")?, CASTLE));
///
/// let err = Uci::parse("e2-e4").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid UCI move \"e2-e4\": expected a file letter (a-h), found '-' at byte 2",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uci {
    kind: Shape,
    /// The origin, `rank * 8 + file` (a1 = 0); 0 for a drop or the null
    /// move.
    from: u8,
    /// The destination, `rank * 8 + file`; 0 for the null move.
    to: u8,
}

/// What a [`Uci`] move is, with its promotion or dropped piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
enum Shape {
    Move,
    PromoteQueen,
    PromoteRook,
    PromoteBishop,
    PromoteKnight,
    DropPawn,
    DropKnight,
    DropBishop,
    DropRook,
    DropQueen,
    Null,
}

impl Shape {
    /// The promotion of a lowercase byte `q`, `r`, `b`, `n`.
    const fn promotion(byte: u8) -> Option<Self> {
        match byte {
            b'q' => Some(Self::PromoteQueen),
            b'r' => Some(Self::PromoteRook),
            b'b' => Some(Self::PromoteBishop),
            b'n' => Some(Self::PromoteKnight),
            _ => None,
        }
    }

    /// The drop of an uppercase byte `P`, `N`, `B`, `R`, `Q`.
    const fn drop(byte: u8) -> Option<Self> {
        match byte {
            b'P' => Some(Self::DropPawn),
            b'N' => Some(Self::DropKnight),
            b'B' => Some(Self::DropBishop),
            b'R' => Some(Self::DropRook),
            b'Q' => Some(Self::DropQueen),
            _ => None,
        }
    }

    /// The letter promoted to or dropped, uppercase; `None` for a plain
    /// move or the null move.
    const fn letter(self) -> Option<Letter> {
        match self {
            Self::Move | Self::Null => None,
            Self::PromoteQueen | Self::DropQueen => Some(Letter::Q),
            Self::PromoteRook | Self::DropRook => Some(Letter::R),
            Self::PromoteBishop | Self::DropBishop => Some(Letter::B),
            Self::PromoteKnight | Self::DropKnight => Some(Letter::N),
            Self::DropPawn => Some(Letter::P),
        }
    }

    const fn is_drop(self) -> bool {
        matches!(
            self,
            Self::DropPawn | Self::DropKnight | Self::DropBishop | Self::DropRook | Self::DropQueen
        )
    }
}

/// A [`Uci`] move in the rules' terms, from [`Uci::raw_parts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RawUci {
    /// The null move.
    Null,
    /// Origin, destination and promotion (0, or 1 knight … 4 queen).
    Move(u8, u8, usize),
    /// A drop: kind of piece (0 pawn … 4 queen) and destination.
    Drop(u8, u8),
}

/// The longest UCI move, in bytes: `e7e8q`.
pub(crate) const MAX_LEN: usize = 5;

/// `a1a1` as a little-endian word: subtracted from the four bytes of a
/// move, it leaves each coordinate's index.
const ORIGIN: u32 = u32::from_le_bytes(*b"a1a1");

/// The bits of a four-byte word that are 0 when each byte is below 8.
const HIGH: u32 = 0xF8F8_F8F8;

/// The index of a square on the 8×8 board, `rank * 8 + file`, from a 2-D
/// cell, or `None` off the board.
pub(crate) const fn square_of(cell: Cell) -> Option<u8> {
    match cell.rank() {
        Some(rank) if cell.dimensions() == 2 && rank < 8 && cell.file() < 8 => {
            Some(rank * 8 + cell.file())
        }
        _ => None,
    }
}

/// The cell of a square index `rank * 8 + file`.
pub(crate) const fn cell_of(square: u8) -> Cell {
    Cell::new_2d(square % 8, square / 8)
}

impl Uci {
    /// The null move, `0000`: the side to move passes (PMN `...`).
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    ///
    /// assert_eq!(Uci::NULL.to_string(), "0000");
    /// assert_eq!(Uci::parse("0000"), Ok(Uci::NULL));
    /// assert!(Uci::NULL.is_null());
    /// ```
    pub const NULL: Self = Self {
        kind: Shape::Null,
        from: 0,
        to: 0,
    };

    /// A move between two squares, with an optional promotion (`Q`, `R`,
    /// `B` or `N`, either case). Returns `None` when a cell is not a square
    /// of the 8×8 board, when both are the same square, or for another
    /// promotion letter.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::{Cell, Letter};
    ///
    /// let e7 = Cell::parse("e7")?;
    /// let e8 = Cell::parse("e8")?;
    /// assert_eq!(Uci::new(e7, e8, Some(Letter::N)).unwrap().to_string(), "e7e8n");
    /// assert_eq!(Uci::new(e7, e8, Some(Letter::K)), None);
    /// assert_eq!(Uci::new(e7, e7, None), None);
    /// assert_eq!(Uci::new(e7, Cell::parse("e9")?, None), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn new(from: Cell, to: Cell, promotion: Option<Letter>) -> Option<Self> {
        let (Some(from), Some(to)) = (square_of(from), square_of(to)) else {
            return None;
        };
        if from == to {
            return None;
        }
        let kind = match promotion {
            None => Shape::Move,
            Some(letter) => match Shape::promotion(letter.as_byte().to_ascii_lowercase()) {
                Some(kind) => kind,
                None => return None,
            },
        };
        Some(Self { kind, from, to })
    }

    /// A crazyhouse drop of a pawn, knight, bishop, rook or queen on `to`.
    /// Returns `None` for another letter, or when `to` is not a square of
    /// the 8×8 board.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::{Cell, Letter};
    ///
    /// let e4 = Cell::parse("e4")?;
    /// assert_eq!(Uci::new_drop(Letter::P, e4).unwrap().to_string(), "P@e4");
    /// assert_eq!(Uci::new_drop(Letter::K, e4), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn new_drop(piece: Letter, to: Cell) -> Option<Self> {
        let (Some(kind), Some(to)) = (Shape::drop(piece.as_byte()), square_of(to)) else {
            return None;
        };
        Some(Self { kind, from: 0, to })
    }

    /// Reads a UCI move. The whole input is the move: nothing is trimmed,
    /// and only the canonical spelling is read (lowercase squares and
    /// promotions, uppercase dropped pieces), so writing it back gives the
    /// same bytes.
    ///
    /// # Errors
    ///
    /// A [`UciError`] naming the first mistake, its byte index, what was
    /// expected and what was found: for example `""`, `"e2-e4"`, `"e2e4 "`,
    /// `"E2E4"`, `"e7e8Q"`, `"e2e2"` (one square twice), `"K@e4"`, `"000"`,
    /// `"e9e4"`, or more than 5 bytes.
    ///
    /// ```
    /// use pin_runtime::chess::{Uci, UciErrorKind};
    ///
    /// assert_eq!(Uci::parse("P@e4")?.to_string(), "P@e4");
    /// let err = Uci::parse("e7e8Q").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (UciErrorKind::ExpectedPromotion, 4));
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured: with `#[inline]` the call stayed, and its result went through memory"
    )]
    #[inline(always)]
    pub const fn parse(input: &str) -> Result<Self, UciError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Reads a UCI move from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// A [`UciError`], as [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    ///
    /// assert_eq!(Uci::parse_bytes(b"g1f3")?.to_string(), "g1f3");
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured: with `#[inline]` the call stayed, and its result went through memory"
    )]
    #[inline(always)]
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, UciError> {
        // The moves of a game: two squares, sometimes a promotion.
        let kind = match input.len() {
            4 => Some(Shape::Move),
            5 => Shape::promotion(input[4]),
            _ => return Self::parse_slow(input),
        };
        let Some(squares) = input.first_chunk::<4>() else {
            return Self::parse_slow(input);
        };
        let word = u32::from_le_bytes(*squares);
        let indices = word.wrapping_sub(ORIGIN);
        // A byte below its `a` or `1` borrows and sets high bits of its own
        // lane; one past `h` or `8` is 8 or more. The two squares differ
        // as their two bytes do.
        if let (Some(kind), 0, true) = (kind, indices & HIGH, word & 0xFFFF != word >> 16) {
            let [file, rank, to_file, to_rank] = indices.to_le_bytes();
            return Ok(Self {
                kind,
                from: rank << 3 | file,
                to: to_rank << 3 | to_file,
            });
        }
        Self::parse_slow(input)
    }

    /// Reads anything but a well-formed move between two squares.
    #[cold]
    const fn parse_slow(input: &[u8]) -> Result<Self, UciError> {
        match read(input) {
            Ok(uci) => Ok(uci),
            Err((kind, index)) => Err(UciError::new(kind, index, input)),
        }
    }

    /// Returns the origin square, or `None` for a drop or the null move.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Uci::parse("g1f3")?.from(), Some(Cell::parse("g1")?));
    /// assert_eq!(Uci::parse("N@f3")?.from(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn from(self) -> Option<Cell> {
        match self.kind {
            Shape::Null
            | Shape::DropPawn
            | Shape::DropKnight
            | Shape::DropBishop
            | Shape::DropRook
            | Shape::DropQueen => None,
            _ => Some(cell_of(self.from)),
        }
    }

    /// Returns the destination square, or `None` for the null move.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Uci::parse("N@f3")?.to(), Some(Cell::parse("f3")?));
    /// assert_eq!(Uci::NULL.to(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to(self) -> Option<Cell> {
        match self.kind {
            Shape::Null => None,
            _ => Some(cell_of(self.to)),
        }
    }

    /// Returns the piece a pawn promotes to, `Q`, `R`, `B` or `N`, or
    /// `None` when the move is no promotion.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Uci::parse("b7a8n")?.promotion(), Some(Letter::N));
    /// assert_eq!(Uci::parse("b7a8")?.promotion(), None);
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[must_use]
    pub const fn promotion(self) -> Option<Letter> {
        if self.kind.is_drop() {
            None
        } else {
            self.kind.letter()
        }
    }

    /// Returns the piece a crazyhouse drop puts on the board, `P`, `N`,
    /// `B`, `R` or `Q` (of the side to move), or `None` when the move is no
    /// drop.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Uci::parse("Q@h5")?.drop_piece(), Some(Letter::Q));
    /// assert_eq!(Uci::parse("d1h5")?.drop_piece(), None);
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[must_use]
    pub const fn drop_piece(self) -> Option<Letter> {
        if self.kind.is_drop() {
            self.kind.letter()
        } else {
            None
        }
    }

    /// Returns `true` for the null move, `0000`.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    ///
    /// assert!(Uci::parse("0000")?.is_null());
    /// assert!(!Uci::parse("e2e4")?.is_null());
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[must_use]
    pub const fn is_null(self) -> bool {
        matches!(self.kind, Shape::Null)
    }

    /// Returns `true` for a crazyhouse drop (`P@e4`).
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    ///
    /// assert!(Uci::parse("P@e4")?.is_drop());
    /// assert!(!Uci::parse("e2e4")?.is_drop());
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[must_use]
    pub const fn is_drop(self) -> bool {
        self.kind.is_drop()
    }

    /// The origin and destination indices, `rank * 8 + file`, of a move
    /// between two squares; `None` for a drop or the null move.
    #[inline]
    pub(crate) const fn squares(self) -> Option<(u8, u8)> {
        match self.kind {
            Shape::Move
            | Shape::PromoteQueen
            | Shape::PromoteRook
            | Shape::PromoteBishop
            | Shape::PromoteKnight => Some((self.from, self.to)),
            _ => None,
        }
    }

    /// A move between two square indices (both below 64), promoting to a
    /// kind of piece of the rules (1 knight, 2 bishop, 3 rook, 4 queen) or
    /// not (0).
    #[inline]
    pub(crate) const fn raw(from: u8, to: u8, promotion: usize) -> Self {
        let kind = match promotion {
            4 => Shape::PromoteQueen,
            3 => Shape::PromoteRook,
            2 => Shape::PromoteBishop,
            1 => Shape::PromoteKnight,
            _ => Shape::Move,
        };
        Self {
            kind,
            from: from & 63,
            to: to & 63,
        }
    }

    /// A drop of a kind of piece of the rules (0 pawn, 1 knight, 2 bishop,
    /// 3 rook, 4 queen) on a square index.
    #[inline]
    pub(crate) const fn raw_drop(role: u8, to: u8) -> Self {
        let kind = match role {
            0 => Shape::DropPawn,
            1 => Shape::DropKnight,
            2 => Shape::DropBishop,
            3 => Shape::DropRook,
            _ => Shape::DropQueen,
        };
        Self {
            kind,
            from: 0,
            to: to & 63,
        }
    }

    /// The move in the rules' terms: origin and destination indices and
    /// promotion (as [`raw`](Self::raw) takes them), a drop's kind of piece
    /// and destination, or the null move.
    #[inline]
    pub(crate) const fn raw_parts(self) -> RawUci {
        match self.kind {
            Shape::Null => RawUci::Null,
            Shape::Move => RawUci::Move(self.from, self.to, 0),
            Shape::PromoteQueen => RawUci::Move(self.from, self.to, 4),
            Shape::PromoteRook => RawUci::Move(self.from, self.to, 3),
            Shape::PromoteBishop => RawUci::Move(self.from, self.to, 2),
            Shape::PromoteKnight => RawUci::Move(self.from, self.to, 1),
            Shape::DropPawn => RawUci::Drop(0, self.to),
            Shape::DropKnight => RawUci::Drop(1, self.to),
            Shape::DropBishop => RawUci::Drop(2, self.to),
            Shape::DropRook => RawUci::Drop(3, self.to),
            Shape::DropQueen => RawUci::Drop(4, self.to),
        }
    }

    /// Writes the move into a buffer, returning it and its length.
    pub(crate) const fn to_bytes(self) -> ([u8; MAX_LEN], usize) {
        let mut out = [0; MAX_LEN];
        if let Shape::Null = self.kind {
            return (*b"0000\0", 4);
        }
        let to = self.to;
        out[2] = b'a' + to % 8;
        out[3] = b'1' + to / 8;
        if let (true, Some(letter)) = (self.kind.is_drop(), self.kind.letter()) {
            out[0] = letter.as_byte();
            out[1] = b'@';
            return (out, 4);
        }
        out[0] = b'a' + self.from % 8;
        out[1] = b'1' + self.from / 8;
        match self.kind.letter() {
            Some(letter) => {
                out[4] = letter.as_byte().to_ascii_lowercase();
                (out, 5)
            }
            None => (out, 4),
        }
    }
}

/// Reads a square at `at`: its index, or the kind of mistake and where.
const fn read_square(input: &[u8], at: usize) -> Result<u8, (UciErrorKind, usize)> {
    let file = match byte_at(input, at) {
        Some(byte @ b'a'..=b'h') => byte - b'a',
        _ => return Err((UciErrorKind::ExpectedFile, at)),
    };
    match byte_at(input, at + 1) {
        Some(byte @ b'1'..=b'8') => Ok((byte - b'1') * 8 + file),
        _ => Err((UciErrorKind::ExpectedRank, at + 1)),
    }
}

/// Reads a UCI move: the move, or the kind of mistake and its byte index.
pub(crate) const fn read(input: &[u8]) -> Result<Uci, (UciErrorKind, usize)> {
    if input.is_empty() {
        return Err((UciErrorKind::Empty, 0));
    }
    if input.len() > MAX_LEN {
        return Err((UciErrorKind::TooLong, MAX_LEN));
    }
    if input[0] == b'0' {
        let mut i = 1;
        while i < 4 {
            if i >= input.len() || input[i] != b'0' {
                return Err((UciErrorKind::ExpectedNull, i));
            }
            i += 1;
        }
        if input.len() > 4 {
            return Err((UciErrorKind::ExpectedEnd, 4));
        }
        return Ok(Uci::NULL);
    }
    if let Some(kind) = Shape::drop(input[0]) {
        if !matches!(byte_at(input, 1), Some(b'@')) {
            return Err((UciErrorKind::ExpectedAt, 1));
        }
        let to = tri!(read_square(input, 2));
        if input.len() > 4 {
            return Err((UciErrorKind::ExpectedEnd, 4));
        }
        return Ok(Uci { kind, from: 0, to });
    }
    if input[0].is_ascii_uppercase() && matches!(byte_at(input, 1), Some(b'@')) {
        return Err((UciErrorKind::ExpectedDropPiece, 0));
    }
    let from = tri!(read_square(input, 0));
    let to = tri!(read_square(input, 2));
    if from == to {
        return Err((UciErrorKind::SameSquare, 2));
    }
    let kind = if input.len() > 4 {
        match Shape::promotion(input[4]) {
            Some(kind) => kind,
            None => return Err((UciErrorKind::ExpectedPromotion, 4)),
        }
    } else {
        Shape::Move
    };
    Ok(Uci { kind, from, to })
}

impl fmt::Display for Uci {
    /// Writes the move (`e7e8q`), honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (bytes, len) = self.to_bytes();
        let text = bytes.get(..len).unwrap_or_default();
        // Only ASCII letters, digits, `@` and `0` are written.
        f.pad(core::str::from_utf8(text).unwrap_or_default())
    }
}

impl fmt::Debug for Uci {
    /// Writes `Uci("e2e4")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Uci(\"{self}\")")
    }
}

impl core::str::FromStr for Uci {
    type Err = UciError;

    fn from_str(s: &str) -> Result<Self, UciError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Uci {
    type Error = UciError;

    fn try_from(s: &str) -> Result<Self, UciError> {
        Self::parse(s)
    }
}

/// What kind of mistake a [`UciError`] reports.
///
/// ```
/// use pin_runtime::chess::{Uci, UciErrorKind};
///
/// assert_eq!(Uci::parse("e2e2").unwrap_err().kind(), UciErrorKind::SameSquare);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UciErrorKind {
    /// The input is empty.
    Empty,
    /// The input is longer than any move (5 bytes, `e7e8q`).
    TooLong,
    /// A square does not start with a file letter `a`–`h`.
    ExpectedFile,
    /// A square's file is not followed by a rank `1`–`8`.
    ExpectedRank,
    /// The destination is the origin (`e2e2`).
    SameSquare,
    /// The byte after the squares is not a promotion, `q`, `r`, `b` or `n`.
    ExpectedPromotion,
    /// The piece before `@` is not `P`, `N`, `B`, `R` or `Q`.
    ExpectedDropPiece,
    /// A piece to drop is not followed by `@`.
    ExpectedAt,
    /// A move starting with `0` is not the null move `0000`.
    ExpectedNull,
    /// Something follows a drop or the null move.
    ExpectedEnd,
}

/// A string that is not a UCI move: the kind of mistake, its byte index
/// and, for the message, the input (its first 5 bytes and its length);
/// the [`ShortError`](crate::ShortError) of UCI, whose accessors it has.
///
/// The index is that of the offending byte, or the input's length when it
/// ended too early. For [`UciErrorKind::TooLong`] it is 5, the first index
/// past the longest move.
///
/// ```
/// use pin_runtime::chess::{Uci, UciErrorKind};
///
/// let err = Uci::parse("e7e8Q").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid UCI move \"e7e8Q\": expected a promotion (q, r, b, n) or end of move, found 'Q' at byte 4",
/// );
/// assert_eq!(err.index(), 4);
/// assert_eq!(Uci::parse("K@e4").unwrap_err().kind(), UciErrorKind::ExpectedDropPiece);
/// assert_eq!(Uci::parse("e2e").unwrap_err().index(), 3);
/// assert_eq!(Uci::parse("e2e4e5").unwrap_err().index(), 5);
/// ```
///
/// # Accessors
///
/// [`kind`](ShortError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::chess::{Uci, UciErrorKind};
///
/// assert_eq!(Uci::parse("K@e4").unwrap_err().kind(), UciErrorKind::ExpectedDropPiece);
/// ```
///
/// [`index`](ShortError::index) gives the byte index of the mistake: the
/// offending byte, or the input's length when it ended too early. For
/// [`UciErrorKind::TooLong`] it is 5, the first index past the longest
/// move.
///
/// ```
/// use pin_runtime::chess::Uci;
///
/// assert_eq!(Uci::parse("e2e").unwrap_err().index(), 3);
/// assert_eq!(Uci::parse("e2e4e5").unwrap_err().index(), 5);
/// ```
pub type UciError = ShortError<UciErrorKind, 5>;

impl ShortKind for UciErrorKind {}

impl Words for UciErrorKind {
    const ERROR: &'static str = "UciError";
    const NOTATION: &'static str = "UCI";
    const THING: &'static str = "move";
    const LENGTHS: &'static str = "4 or 5 bytes";
    const MAX_LEN: usize = MAX_LEN;

    fn write_expected(
        self,
        rejected: &Rejected<'_>,
        out: &mut impl fmt::Write,
    ) -> Result<Rest, fmt::Error> {
        let input = rejected.input();
        match self {
            Self::Empty | Self::TooLong => return Ok(Rest::Length),
            Self::ExpectedFile => out.write_str("expected a file letter (a-h)")?,
            Self::ExpectedRank => out.write_str("expected a rank (1-8)")?,
            Self::SameSquare => {
                return rejected.write_same_square(out, input.get(..2).unwrap_or_default());
            }
            Self::ExpectedPromotion => {
                out.write_str("expected a promotion (q, r, b, n) or end of move")?;
            }
            Self::ExpectedDropPiece => {
                out.write_str("expected a piece to drop (P, N, B, R, Q)")?;
            }
            Self::ExpectedAt => {
                let piece = char::from(input.first().copied().unwrap_or_default());
                write!(out, "expected '@' after the piece to drop {piece:?}")?;
            }
            Self::ExpectedNull => out.write_str("expected the null move 0000")?,
            Self::ExpectedEnd => out.write_str("expected end of move")?,
        }
        Ok(Rest::Found)
    }
}
