//! `Usi`: a shogi move as the USI protocol writes it (`7g7f`, `8h2b+`,
//! `P*5e`).

use core::fmt;

use super::Square;
use super::square::{FILES_U8, RANKS_U8};
use crate::error::{Rejected, Rest, ShortError, ShortKind, Words, byte_at};
use crate::{Cell, Letter};

/// A shogi move as engines and GUIs exchange it over USI: two squares and
/// an optional promotion (`7g7f`, `8h2b+`), a drop (`P*5e`), or the null
/// move (`0000`, as python-shogi and some engines write it). Three bytes,
/// `Copy`, hashable; a constant can be a `match` pattern, and the literal
/// `shogi::usi!("7g7f")` is one, checked at compile time.
///
/// ```text
/// usi    ::= square square [ "+" ] | piece "*" square | "0000"
/// square ::= "1" … "9" "a" … "i"      file 9 on the left, rank a on top; the squares differ
/// piece  ::= "P" | "L" | "N" | "S" | "G" | "B" | "R"   uppercase for both sides
/// ```
///
/// Squares are given as CELL coordinates, the board's own ([`Square`]
/// names them as USI does): `7g` is `c3`. Which side moves or drops is the
/// side to move's; [`Sfen::pmn`](super::Sfen::pmn) reads a `Usi` on a
/// position.
///
/// ```
/// use pin_runtime::shogi::Usi;
/// use pin_runtime::Cell;
///
/// let usi = Usi::parse("8h2b+")?;
/// assert_eq!(usi.from(), Some(Cell::parse("b2")?));
/// assert_eq!(usi.to(), Some(Cell::parse("h8")?));
/// assert!(usi.promotes());
/// assert_eq!(usi.to_string(), "8h2b+");
///
/// const PAWN: Usi = match Usi::parse("7g7f") {
///     Ok(usi) => usi,
///     Err(_) => panic!("not a USI move"),
/// };
/// assert!(matches!(Usi::parse("7g7f")?, PAWN));
///
/// let err = Usi::parse("7g-7f").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid USI move \"7g-7f\": expected a file digit (1-9), found '-' at byte 2",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Usi {
    kind: Shape,
    /// The origin, numbered as `index_at` numbers squares (row by row in
    /// the order written, 9a = 0); 0 for a drop or the null move.
    from: u8,
    /// The destination, as `from`; 0 for the null move.
    to: u8,
}

/// What a [`Usi`] move is, with its dropped piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
enum Shape {
    Move,
    Promote,
    DropPawn,
    DropLance,
    DropKnight,
    DropSilver,
    DropGold,
    DropBishop,
    DropRook,
    Null,
}

impl Shape {
    /// The drop of an uppercase byte `P`, `L`, `N`, `S`, `G`, `B`, `R`.
    const fn drop(byte: u8) -> Option<Self> {
        match byte {
            b'P' => Some(Self::DropPawn),
            b'L' => Some(Self::DropLance),
            b'N' => Some(Self::DropKnight),
            b'S' => Some(Self::DropSilver),
            b'G' => Some(Self::DropGold),
            b'B' => Some(Self::DropBishop),
            b'R' => Some(Self::DropRook),
            _ => None,
        }
    }

    /// The letter dropped, if a drop.
    const fn dropped(self) -> Option<Letter> {
        match self {
            Self::DropPawn => Some(Letter::P),
            Self::DropLance => Some(Letter::L),
            Self::DropKnight => Some(Letter::N),
            Self::DropSilver => Some(Letter::S),
            Self::DropGold => Some(Letter::G),
            Self::DropBishop => Some(Letter::B),
            Self::DropRook => Some(Letter::R),
            Self::Move | Self::Promote | Self::Null => None,
        }
    }
}

/// The longest USI move, in bytes: `8h2b+`.
const MAX_LEN: usize = 5;

/// `1a1a` as a little-endian word: subtracted from the four bytes of a
/// move, it leaves each coordinate from 0.
const ORIGIN: u32 = u32::from_le_bytes(*b"1a1a");

/// Added to the coordinates (file, rank, file, rank), it sets the high
/// bit of one past the last file or rank.
const SLACK: u32 = u32::from_le_bytes([
    0x80 - FILES_U8,
    0x80 - RANKS_U8,
    0x80 - FILES_U8,
    0x80 - RANKS_U8,
]);

/// The high bit of each byte.
const HIGH: u32 = 0x8080_8080;

/// The index of the square at `row` and `column`, from 0 in the order
/// written (9a is row 0, column 0): `row * FILES + column`, its place on
/// the board read rank by rank.
const fn index_at(row: u8, column: u8) -> u8 {
    row * FILES_U8 + column
}

/// The index of a USI file (from 0: file 1) and rank (from 0: rank a): the
/// rank is the row, and file 1 the last column.
const fn index(file: u8, rank: u8) -> u8 {
    index_at(rank, FILES_U8 - 1 - file)
}

/// The square of an index, as `index_at` numbers them.
const fn square_of(index: u8) -> Square {
    let (row, column) = (index / FILES_U8, index % FILES_U8);
    match Square::from_coord([row as usize, column as usize]) {
        Some(square) => square,
        None => panic!("an index is below 81"),
    }
}

/// The index of a CELL coordinate on the shogi board, if on it.
const fn index_of(cell: Cell) -> Option<u8> {
    match Square::from_cell(cell) {
        Some(square) => {
            let [row, column] = square.coord();
            #[allow(clippy::cast_possible_truncation, reason = "below 9")]
            Some(index_at(row as u8, column as u8))
        }
        None => None,
    }
}

/// The CELL coordinate of an index.
const fn cell_of(index: u8) -> Cell {
    square_of(index).cell()
}

impl Usi {
    /// The null move, `0000`.
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    ///
    /// assert_eq!(Usi::parse("0000"), Ok(Usi::NULL));
    /// assert!(Usi::NULL.is_null());
    /// ```
    pub const NULL: Self = Self {
        kind: Shape::Null,
        from: 0,
        to: 0,
    };

    /// A move between two squares (CELL coordinates of the shogi board),
    /// promoting or not. Returns `None` when a cell is off the board or
    /// both are the same.
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    /// use pin_runtime::Cell;
    ///
    /// let usi = Usi::new(Cell::parse("b2")?, Cell::parse("h8")?, true).unwrap();
    /// assert_eq!(usi.to_string(), "8h2b+");
    /// assert_eq!(Usi::new(Cell::parse("j1")?, Cell::parse("h8")?, false), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn new(from: Cell, to: Cell, promotes: bool) -> Option<Self> {
        let (Some(from), Some(to)) = (index_of(from), index_of(to)) else {
            return None;
        };
        if from == to {
            return None;
        }
        let kind = if promotes {
            Shape::Promote
        } else {
            Shape::Move
        };
        Some(Self { kind, from, to })
    }

    /// A drop of `piece` (`P`, `L`, `N`, `S`, `G`, `B` or `R`) on `to`.
    /// Returns `None` for another letter or a cell off the board.
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    /// use pin_runtime::{Cell, Letter};
    ///
    /// assert_eq!(Usi::new_drop(Letter::P, Cell::parse("e5")?).unwrap().to_string(), "P*5e");
    /// assert_eq!(Usi::new_drop(Letter::K, Cell::parse("e5")?), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn new_drop(piece: Letter, to: Cell) -> Option<Self> {
        let (Some(kind), Some(to)) = (Shape::drop(piece.as_byte()), index_of(to)) else {
            return None;
        };
        Some(Self { kind, from: 0, to })
    }

    /// Reads a USI move. The whole input is the move: nothing is trimmed,
    /// so writing it back gives the same bytes.
    ///
    /// # Errors
    ///
    /// A [`UsiError`] naming the first mistake, its byte index, what was
    /// expected and what was found: for example `""`, `"7g-7f"`,
    /// `"7g7f "`, `"7g7g"`, `"7g7f="`, `"K*5e"`, `"p*5e"`, `"P5e"`, or more
    /// than 5 bytes.
    ///
    /// ```
    /// use pin_runtime::shogi::{Usi, UsiErrorKind};
    ///
    /// assert_eq!(Usi::parse("P*5e")?.to_string(), "P*5e");
    /// let err = Usi::parse("7g7fx").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (UsiErrorKind::ExpectedPromotion, 4));
    /// # Ok::<(), pin_runtime::shogi::UsiError>(())
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured for chess::Uci: with `#[inline]` the call stayed"
    )]
    #[inline(always)]
    pub const fn parse(input: &str) -> Result<Self, UsiError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Reads a USI move from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// A [`UsiError`], as [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    ///
    /// assert_eq!(Usi::parse_bytes(b"2g2f")?.to_string(), "2g2f");
    /// # Ok::<(), pin_runtime::shogi::UsiError>(())
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured for chess::Uci: with `#[inline]` the call stayed"
    )]
    #[inline(always)]
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, UsiError> {
        let kind = match input.len() {
            4 => Shape::Move,
            5 if input[4] == b'+' => Shape::Promote,
            _ => return Self::parse_slow(input),
        };
        let Some(squares) = input.first_chunk::<4>() else {
            return Self::parse_slow(input);
        };
        let word = u32::from_le_bytes(*squares);
        let lanes = word.wrapping_sub(ORIGIN);
        if (lanes | lanes.wrapping_add(SLACK)) & HIGH == 0 && word & 0xFFFF != word >> 16 {
            let [file, rank, to_file, to_rank] = lanes.to_le_bytes();
            return Ok(Self {
                kind,
                from: index(file, rank),
                to: index(to_file, to_rank),
            });
        }
        Self::parse_slow(input)
    }

    /// Reads anything but a well-formed move between two squares.
    #[cold]
    const fn parse_slow(input: &[u8]) -> Result<Self, UsiError> {
        match read(input) {
            Ok(usi) => Ok(usi),
            Err((kind, index)) => Err(UsiError::new(kind, index, input)),
        }
    }

    /// Returns the origin, as a CELL coordinate (`c3` for `7g`), or `None`
    /// for a drop or the null move.
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Usi::parse("7g7f")?.from(), Some(Cell::parse("c3")?));
    /// assert_eq!(Usi::parse("P*5e")?.from(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn from(self) -> Option<Cell> {
        match self.kind {
            Shape::Move | Shape::Promote => Some(cell_of(self.from)),
            _ => None,
        }
    }

    /// Returns the destination, as a CELL coordinate, or `None` for the
    /// null move.
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Usi::parse("P*5e")?.to(), Some(Cell::parse("e5")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to(self) -> Option<Cell> {
        match self.kind {
            Shape::Null => None,
            _ => Some(cell_of(self.to)),
        }
    }

    /// Returns `true` when the moved piece promotes (`+`).
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    ///
    /// assert!(Usi::parse("8h2b+")?.promotes());
    /// assert!(!Usi::parse("8h2b")?.promotes());
    /// # Ok::<(), pin_runtime::shogi::UsiError>(())
    /// ```
    #[must_use]
    pub const fn promotes(self) -> bool {
        matches!(self.kind, Shape::Promote)
    }

    /// Returns the piece a drop puts on the board (of the side to move),
    /// or `None` when the move is no drop.
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Usi::parse("S*4h")?.drop_piece(), Some(Letter::S));
    /// # Ok::<(), pin_runtime::shogi::UsiError>(())
    /// ```
    #[must_use]
    pub const fn drop_piece(self) -> Option<Letter> {
        self.kind.dropped()
    }

    /// Returns `true` for the null move, `0000`.
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    ///
    /// assert!(Usi::parse("0000")?.is_null());
    /// # Ok::<(), pin_runtime::shogi::UsiError>(())
    /// ```
    #[must_use]
    pub const fn is_null(self) -> bool {
        matches!(self.kind, Shape::Null)
    }

    /// Returns `true` for a drop (`P*5e`).
    ///
    /// ```
    /// use pin_runtime::shogi::Usi;
    ///
    /// assert!(Usi::parse("P*5e")?.is_drop());
    /// # Ok::<(), pin_runtime::shogi::UsiError>(())
    /// ```
    #[must_use]
    pub const fn is_drop(self) -> bool {
        self.kind.dropped().is_some()
    }

    /// Writes the move into a buffer, returning it and its length.
    pub(crate) const fn to_bytes(self) -> ([u8; MAX_LEN], usize) {
        let mut out = [0; MAX_LEN];
        if let Shape::Null = self.kind {
            return (*b"0000\0", 4);
        }
        let to = square_of(self.to);
        out[2] = b'0' + to.file();
        out[3] = b'a' + to.rank() - 1;
        if let Some(letter) = self.kind.dropped() {
            out[0] = letter.as_byte();
            out[1] = b'*';
            return (out, 4);
        }
        let from = square_of(self.from);
        out[0] = b'0' + from.file();
        out[1] = b'a' + from.rank() - 1;
        if let Shape::Promote = self.kind {
            out[4] = b'+';
            (out, 5)
        } else {
            (out, 4)
        }
    }
}

/// Reads a square at `at`: its index, or the kind of mistake and where.
const fn read_square(input: &[u8], at: usize) -> Result<u8, (UsiErrorKind, usize)> {
    let file = match byte_at(input, at) {
        Some(byte @ b'1'..=b'9') => byte - b'1',
        _ => return Err((UsiErrorKind::ExpectedFile, at)),
    };
    match byte_at(input, at + 1) {
        Some(byte @ b'a'..=b'i') => Ok(index(file, byte - b'a')),
        _ => Err((UsiErrorKind::ExpectedRank, at + 1)),
    }
}

/// Reads a USI move: the move, or the kind of mistake and its byte index.
const fn read(input: &[u8]) -> Result<Usi, (UsiErrorKind, usize)> {
    if input.is_empty() {
        return Err((UsiErrorKind::Empty, 0));
    }
    if input.len() > MAX_LEN {
        return Err((UsiErrorKind::TooLong, MAX_LEN));
    }
    if input[0] == b'0' {
        let mut i = 1;
        while i < 4 {
            if i >= input.len() || input[i] != b'0' {
                return Err((UsiErrorKind::ExpectedNull, i));
            }
            i += 1;
        }
        if input.len() > 4 {
            return Err((UsiErrorKind::ExpectedEnd, 4));
        }
        return Ok(Usi::NULL);
    }
    if let Some(kind) = Shape::drop(input[0]) {
        if !matches!(byte_at(input, 1), Some(b'*')) {
            return Err((UsiErrorKind::ExpectedAsterisk, 1));
        }
        let to = tri!(read_square(input, 2));
        if input.len() > 4 {
            return Err((UsiErrorKind::ExpectedEnd, 4));
        }
        return Ok(Usi { kind, from: 0, to });
    }
    if input[0].is_ascii_alphabetic() && matches!(byte_at(input, 1), Some(b'*')) {
        return Err((UsiErrorKind::ExpectedDropPiece, 0));
    }
    let from = tri!(read_square(input, 0));
    let to = tri!(read_square(input, 2));
    if from == to {
        return Err((UsiErrorKind::SameSquare, 2));
    }
    let kind = if input.len() > 4 {
        if input[4] != b'+' {
            return Err((UsiErrorKind::ExpectedPromotion, 4));
        }
        Shape::Promote
    } else {
        Shape::Move
    };
    Ok(Usi { kind, from, to })
}

impl fmt::Display for Usi {
    /// Writes the move (`8h2b+`), honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (bytes, len) = self.to_bytes();
        let text = bytes.get(..len).unwrap_or_default();
        // Only ASCII letters, digits, `*`, `+` and `0` are written.
        f.pad(core::str::from_utf8(text).unwrap_or_default())
    }
}

impl fmt::Debug for Usi {
    /// Writes `Usi("7g7f")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Usi(\"{self}\")")
    }
}

impl core::str::FromStr for Usi {
    type Err = UsiError;

    fn from_str(s: &str) -> Result<Self, UsiError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Usi {
    type Error = UsiError;

    fn try_from(s: &str) -> Result<Self, UsiError> {
        Self::parse(s)
    }
}

/// What kind of mistake a [`UsiError`] reports.
///
/// ```
/// use pin_runtime::shogi::{Usi, UsiErrorKind};
///
/// assert_eq!(Usi::parse("7g7g").unwrap_err().kind(), UsiErrorKind::SameSquare);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UsiErrorKind {
    /// The input is empty.
    Empty,
    /// The input is longer than any move (5 bytes, `8h2b+`).
    TooLong,
    /// A square does not start with a file digit `1`–`9`.
    ExpectedFile,
    /// A square's file is not followed by a rank letter `a`–`i`.
    ExpectedRank,
    /// The destination is the origin (`7g7g`).
    SameSquare,
    /// The byte after the squares is not `+`.
    ExpectedPromotion,
    /// The piece before `*` is not `P`, `L`, `N`, `S`, `G`, `B` or `R`.
    ExpectedDropPiece,
    /// A piece to drop is not followed by `*`.
    ExpectedAsterisk,
    /// A move starting with `0` is not the null move `0000`.
    ExpectedNull,
    /// Something follows a drop or the null move.
    ExpectedEnd,
}

/// A string that is not a USI move: the kind of mistake, its byte index
/// and, for the message, the input (its first 5 bytes and its length);
/// the [`ShortError`](crate::ShortError) of USI, whose accessors it has.
///
/// The index is that of the offending byte, or the input's length when it
/// ended too early; 5 for [`UsiErrorKind::TooLong`].
///
/// ```
/// use pin_runtime::shogi::{Usi, UsiErrorKind};
///
/// let err = Usi::parse("p*5e").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid USI move \"p*5e\": expected a piece to drop (P, L, N, S, G, B, R), found 'p' at byte 0",
/// );
/// assert_eq!(Usi::parse("K*5e").unwrap_err().kind(), UsiErrorKind::ExpectedDropPiece);
/// assert_eq!(Usi::parse("7g7").unwrap_err().index(), 3);
/// ```
///
/// # Accessors
///
/// [`kind`](ShortError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::shogi::{Usi, UsiErrorKind};
///
/// assert_eq!(Usi::parse("K*5e").unwrap_err().kind(), UsiErrorKind::ExpectedDropPiece);
/// ```
///
/// [`index`](ShortError::index) gives the byte index of the mistake: the
/// offending byte, or the input's length when it ended too early; 5 for
/// [`UsiErrorKind::TooLong`].
///
/// ```
/// use pin_runtime::shogi::Usi;
///
/// assert_eq!(Usi::parse("7g7").unwrap_err().index(), 3);
/// ```
pub type UsiError = ShortError<UsiErrorKind, 5>;

impl ShortKind for UsiErrorKind {}

impl Words for UsiErrorKind {
    const ERROR: &'static str = "UsiError";
    const NOTATION: &'static str = "USI";
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
            Self::ExpectedFile => out.write_str("expected a file digit (1-9)")?,
            Self::ExpectedRank => out.write_str("expected a rank letter (a-i)")?,
            Self::SameSquare => {
                return rejected.write_same_square(out, input.get(..2).unwrap_or_default());
            }
            Self::ExpectedPromotion => out.write_str("expected '+' or end of move")?,
            Self::ExpectedDropPiece => {
                out.write_str("expected a piece to drop (P, L, N, S, G, B, R)")?;
            }
            Self::ExpectedAsterisk => {
                let piece = char::from(input.first().copied().unwrap_or_default());
                write!(out, "expected '*' after the piece to drop {piece:?}")?;
            }
            Self::ExpectedNull => out.write_str("expected the null move 0000")?,
            Self::ExpectedEnd => out.write_str("expected end of move")?,
        }
        Ok(Rest::Found)
    }
}
