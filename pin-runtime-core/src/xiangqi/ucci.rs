//! `Ucci`: a xiangqi move as UCCI (ICCS coordinates) writes it (`h2e2`).

use core::fmt;

use super::{FILES, RANKS};
use crate::Cell;
use crate::error::{Rejected, Rest, ShortError, ShortKind, Words};

/// A xiangqi move as UCCI engines exchange it, in ICCS coordinates: two
/// points, files `a`–`i` from red's left and ranks `0`–`9` from red's side
/// (`h2e2`), or the null move `0000`. Three bytes, `Copy`, hashable; a
/// constant can be a `match` pattern, and the literal `xiangqi::ucci!("h2e2")`
/// is one, checked at compile time.
///
/// ```text
/// ucci  ::= point point | "0000"
/// point ::= "a" … "i" "0" … "9"        the two points differ
/// ```
///
/// Points are given as CELL coordinates, whose ranks count from 1: `h2`
/// is `h3`. [`Fen::pmn`](super::Fen::pmn) reads a `Ucci` on a position.
///
/// ```
/// use pin_runtime::xiangqi::Ucci;
/// use pin_runtime::Cell;
///
/// let ucci = Ucci::parse("h2e2")?;
/// assert_eq!(ucci.from(), Some(Cell::parse("h3")?));
/// assert_eq!(ucci.to(), Some(Cell::parse("e3")?));
/// assert_eq!(ucci.to_string(), "h2e2");
///
/// const CANNON: Ucci = match Ucci::parse("h2e2") {
///     Ok(ucci) => ucci,
///     Err(_) => panic!("not a UCCI move"),
/// };
/// assert!(matches!(Ucci::parse("h2e2")?, CANNON));
///
/// let err = Ucci::parse("h3e3=").unwrap_err();
/// assert_eq!(err.to_string(), "invalid UCCI move \"h3e3=\": expected 4 bytes, found 5 bytes");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ucci {
    null: bool,
    /// The origin, numbered as `index` numbers points (rank by rank from
    /// red's side, a0 = 0).
    from: u8,
    /// The destination, as `from`.
    to: u8,
}

/// The length of every UCCI move.
const LEN: usize = 4;

/// The board's files and ranks as bytes.
#[allow(clippy::cast_possible_truncation, reason = "9 files")]
const FILES_U8: u8 = FILES as u8;
#[allow(clippy::cast_possible_truncation, reason = "10 ranks")]
const RANKS_U8: u8 = RANKS as u8;

/// `a0a0` as a little-endian word: subtracted from a move's bytes, it
/// leaves each coordinate from 0.
const ORIGIN: u32 = u32::from_le_bytes(*b"a0a0");

/// Added to the coordinates (file, rank, file, rank), it sets the high
/// bit of a file past `i` or a rank past `9`.
const SLACK: u32 = u32::from_le_bytes([
    0x80 - FILES_U8,
    0x80 - RANKS_U8,
    0x80 - FILES_U8,
    0x80 - RANKS_U8,
]);

/// The high bit of each byte.
const HIGH: u32 = 0x8080_8080;

/// The index of the point at `file` (0 = `a`) and `rank` (0 = `0`, red's
/// side): `rank * FILES + file`, its place on the board read rank by rank
/// from red's side.
const fn index(file: u8, rank: u8) -> u8 {
    rank * FILES_U8 + file
}

/// The file of an index (0 = `a`).
const fn file_of(index: u8) -> u8 {
    index % FILES_U8
}

/// The rank of an index (0 = `0`, red's side).
const fn rank_of(index: u8) -> u8 {
    index / FILES_U8
}

/// The index of a CELL coordinate on the xiangqi board, if on it.
const fn index_of(cell: Cell) -> Option<u8> {
    match cell.rank() {
        Some(rank) if cell.dimensions() == 2 && rank < RANKS_U8 && cell.file() < FILES_U8 => {
            Some(index(cell.file(), rank))
        }
        _ => None,
    }
}

/// The CELL coordinate of an index.
const fn cell_of(index: u8) -> Cell {
    Cell::new_2d(file_of(index), rank_of(index))
}

impl Ucci {
    /// The null move, `0000`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Ucci;
    ///
    /// assert_eq!(Ucci::parse("0000"), Ok(Ucci::NULL));
    /// assert!(Ucci::NULL.is_null());
    /// ```
    pub const NULL: Self = Self {
        null: true,
        from: 0,
        to: 0,
    };

    /// A move between two points (CELL coordinates of the xiangqi board,
    /// `a1` to `i10`). Returns `None` when a cell is off the board or both
    /// are the same.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Ucci;
    /// use pin_runtime::Cell;
    ///
    /// let ucci = Ucci::new(Cell::parse("h3")?, Cell::parse("h10")?).unwrap();
    /// assert_eq!(ucci.to_string(), "h2h9");
    /// assert_eq!(Ucci::new(Cell::parse("j1")?, Cell::parse("h10")?), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn new(from: Cell, to: Cell) -> Option<Self> {
        match (index_of(from), index_of(to)) {
            (Some(from), Some(to)) if from != to => Some(Self {
                null: false,
                from,
                to,
            }),
            _ => None,
        }
    }

    /// Reads a UCCI move. The whole input is the move: nothing is
    /// trimmed, so writing it back gives the same bytes.
    ///
    /// # Errors
    ///
    /// A [`UcciError`] naming the first mistake, its byte index, what was
    /// expected and what was found: for example `""`, `"h2-e2"` (5
    /// bytes), `"h2e"`, `"j2e2"`, `"h2h2"`, `"7g7f"`, `"000"`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Ucci, UcciErrorKind};
    ///
    /// let err = Ucci::parse("7g7f").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (UcciErrorKind::ExpectedFile, 0));
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured for chess::Uci: with `#[inline]` the call stayed"
    )]
    #[inline(always)]
    pub const fn parse(input: &str) -> Result<Self, UcciError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Reads a UCCI move from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// A [`UcciError`], as [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Ucci;
    ///
    /// assert_eq!(Ucci::parse_bytes(b"b0c2")?.to_string(), "b0c2");
    /// # Ok::<(), pin_runtime::xiangqi::UcciError>(())
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured for chess::Uci: with `#[inline]` the call stayed"
    )]
    #[inline(always)]
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, UcciError> {
        if let (LEN, Some(points)) = (input.len(), input.first_chunk::<4>()) {
            let word = u32::from_le_bytes(*points);
            let lanes = word.wrapping_sub(ORIGIN);
            if (lanes | lanes.wrapping_add(SLACK)) & HIGH == 0 && word & 0xFFFF != word >> 16 {
                let [file, rank, to_file, to_rank] = lanes.to_le_bytes();
                return Ok(Self {
                    null: false,
                    from: index(file, rank),
                    to: index(to_file, to_rank),
                });
            }
        }
        Self::parse_slow(input)
    }

    /// Reads anything but a well-formed move between two points.
    #[cold]
    const fn parse_slow(input: &[u8]) -> Result<Self, UcciError> {
        match read(input) {
            Ok(ucci) => Ok(ucci),
            Err((kind, index)) => Err(UcciError::new(kind, index, input)),
        }
    }

    /// Returns the origin, as a CELL coordinate (`h3` for `h2`), or `None`
    /// for the null move.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Ucci;
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Ucci::parse("b0c2")?.from(), Some(Cell::parse("b1")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn from(self) -> Option<Cell> {
        if self.null {
            None
        } else {
            Some(cell_of(self.from))
        }
    }

    /// Returns the destination, as a CELL coordinate, or `None` for the
    /// null move.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Ucci;
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Ucci::parse("b0c2")?.to(), Some(Cell::parse("c3")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to(self) -> Option<Cell> {
        if self.null {
            None
        } else {
            Some(cell_of(self.to))
        }
    }

    /// Returns `true` for the null move, `0000`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Ucci;
    ///
    /// assert!(Ucci::parse("0000")?.is_null());
    /// # Ok::<(), pin_runtime::xiangqi::UcciError>(())
    /// ```
    #[must_use]
    pub const fn is_null(self) -> bool {
        self.null
    }

    /// Writes the move into a buffer.
    const fn to_bytes(self) -> [u8; LEN] {
        if self.null {
            return *b"0000";
        }
        [
            b'a' + file_of(self.from),
            b'0' + rank_of(self.from),
            b'a' + file_of(self.to),
            b'0' + rank_of(self.to),
        ]
    }
}

/// Reads a point at `at`: its index, or the kind of mistake and where.
const fn read_point(input: &[u8], at: usize) -> Result<u8, (UcciErrorKind, usize)> {
    let file = if at < input.len() && input[at] >= b'a' && input[at] <= b'i' {
        input[at] - b'a'
    } else {
        return Err((UcciErrorKind::ExpectedFile, at));
    };
    if at + 1 < input.len() && input[at + 1].is_ascii_digit() {
        Ok(index(file, input[at + 1] - b'0'))
    } else {
        Err((UcciErrorKind::ExpectedRank, at + 1))
    }
}

/// Reads a UCCI move: the move, or the kind of mistake and its byte index.
const fn read(input: &[u8]) -> Result<Ucci, (UcciErrorKind, usize)> {
    if input.is_empty() {
        return Err((UcciErrorKind::Empty, 0));
    }
    if input.len() > LEN {
        return Err((UcciErrorKind::TooLong, LEN));
    }
    if input[0] == b'0' {
        let mut i = 1;
        while i < LEN {
            if i >= input.len() || input[i] != b'0' {
                return Err((UcciErrorKind::ExpectedNull, i));
            }
            i += 1;
        }
        return Ok(Ucci::NULL);
    }
    let from = tri!(read_point(input, 0));
    let to = tri!(read_point(input, 2));
    if from == to {
        return Err((UcciErrorKind::SameSquare, 2));
    }
    Ok(Ucci {
        null: false,
        from,
        to,
    })
}

impl fmt::Display for Ucci {
    /// Writes the move (`h2e2`), honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bytes = self.to_bytes();
        // Only ASCII letters and digits are written.
        f.pad(core::str::from_utf8(&bytes).unwrap_or_default())
    }
}

impl fmt::Debug for Ucci {
    /// Writes `Ucci("h2e2")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Ucci(\"{self}\")")
    }
}

impl core::str::FromStr for Ucci {
    type Err = UcciError;

    fn from_str(s: &str) -> Result<Self, UcciError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Ucci {
    type Error = UcciError;

    fn try_from(s: &str) -> Result<Self, UcciError> {
        Self::parse(s)
    }
}

/// What kind of mistake a [`UcciError`] reports.
///
/// ```
/// use pin_runtime::xiangqi::{Ucci, UcciErrorKind};
///
/// assert_eq!(Ucci::parse("h2h2").unwrap_err().kind(), UcciErrorKind::SameSquare);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UcciErrorKind {
    /// The input is empty.
    Empty,
    /// The input is longer than a move (4 bytes): a promotion or a drop,
    /// which xiangqi has not.
    TooLong,
    /// A point does not start with a file letter `a`–`i`.
    ExpectedFile,
    /// A point's file is not followed by a rank digit `0`–`9`.
    ExpectedRank,
    /// The destination is the origin (`h2h2`).
    SameSquare,
    /// A move starting with `0` is not the null move `0000`.
    ExpectedNull,
}

/// A string that is not a UCCI move: the kind of mistake, its byte index
/// and, for the message, the input (its first 8 bytes, so that a move of
/// another protocol, `h2e2+` or `P*5e`, is quoted, and its length); the
/// [`ShortError`](crate::ShortError) of UCCI, whose accessors it has.
///
/// The index is that of the offending byte, or the input's length when it
/// ended too early; 4 for [`UcciErrorKind::TooLong`].
///
/// ```
/// use pin_runtime::xiangqi::{Ucci, UcciErrorKind};
///
/// let err = Ucci::parse("h2j2").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid UCCI move \"h2j2\": expected a file letter (a-i), found 'j' at byte 2",
/// );
/// let err = Ucci::parse("h2e").unwrap_err();
/// assert_eq!((err.kind(), err.index()), (UcciErrorKind::ExpectedRank, 3));
/// ```
///
/// # Accessors
///
/// [`kind`](ShortError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::xiangqi::{Ucci, UcciErrorKind};
///
/// assert_eq!(Ucci::parse("h2e").unwrap_err().kind(), UcciErrorKind::ExpectedRank);
/// ```
///
/// [`index`](ShortError::index) gives the byte index of the mistake: the
/// offending byte, or the input's length when it ended too early; 4 for
/// [`UcciErrorKind::TooLong`].
///
/// ```
/// use pin_runtime::xiangqi::Ucci;
///
/// assert_eq!(Ucci::parse("h2e").unwrap_err().index(), 3);
/// ```
pub type UcciError = ShortError<UcciErrorKind, 8>;

impl ShortKind for UcciErrorKind {}

impl Words for UcciErrorKind {
    const ERROR: &'static str = "UcciError";
    const NOTATION: &'static str = "UCCI";
    const THING: &'static str = "move";
    const LENGTHS: &'static str = "4 bytes";
    const MAX_LEN: usize = LEN;

    fn write_expected(
        self,
        rejected: &Rejected<'_>,
        out: &mut impl fmt::Write,
    ) -> Result<Rest, fmt::Error> {
        match self {
            Self::Empty | Self::TooLong => return Ok(Rest::Length),
            Self::ExpectedFile => out.write_str("expected a file letter (a-i)")?,
            Self::ExpectedRank => out.write_str("expected a rank digit (0-9)")?,
            Self::SameSquare => {
                let origin = rejected.input().get(..2).unwrap_or_default();
                return rejected.write_same_square(out, origin);
            }
            Self::ExpectedNull => out.write_str("expected the null move 0000")?,
        }
        Ok(Rest::Found)
    }
}
