//! CELL: the name of a square (`e4`, `a1A`), on a board of 1 to 3
//! dimensions.

use core::fmt;

use crate::error::{Rejected, Rest, ShortError, ShortKind, Words, ascii};

/// A square's name in CELL: a file, then a rank on a 2-D or 3-D board, then
/// a layer on a 3-D board (`e`, `e4`, `a1A`). Four bytes, `Copy`, ordered
/// and hashable, for tables and sets of squares.
///
/// ```text
/// cell  ::= file [ rank [ layer ] ]
/// file  ::= "a" … "z" | "aa" … "iv"     index 0–255 (bijective base 26)
/// rank  ::= "1" … "256"                 index 0–255, no leading zero
/// layer ::= "A" … "Z" | "AA" … "IV"     index 0–255
/// ```
///
/// Indices count from 0: file `a`, rank `1` and layer `A` are index 0.
/// On a FEEN board the first square written in a rank is file `a`, the
/// **last** rank written is rank `1`, and the last layer written is layer
/// `A`, so the chess `e1` is the fifth square of the last rank;
/// [`Dimensions::cell`](crate::feen::Dimensions::cell) and
/// [`Dimensions::index_of`](crate::feen::Dimensions::index_of) map between
/// cells and squares in the order written.
///
/// ```
/// use pin_runtime::Cell;
///
/// let e4: Cell = "e4".parse()?;
/// assert_eq!((e4.file(), e4.rank(), e4.layer()), (4, Some(3), None));
/// assert_eq!(e4, Cell::new_2d(4, 3));
/// assert_eq!(e4.to_string(), "e4");
///
/// // Ordered rank by rank from a1, as most engines number squares.
/// assert!(Cell::parse("h1")? < Cell::parse("a2")?);
///
/// let err = Cell::parse("e04").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid CELL coordinate \"e04\": expected a rank without leading zeros, found '0' at byte 1",
/// );
/// # Ok::<(), pin_runtime::CellError>(())
/// ```
///
/// Ordering compares the number of dimensions first, then layer, rank and
/// file: `a1` < `b1` < `h1` < `a2`, and every 1-D cell comes before every
/// 2-D one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    // Field order is the ordering: dimensions, layer, rank, file.
    dimensions: Dims,
    /// Layer index; 0 below three dimensions.
    layer: u8,
    /// Rank index; 0 on a 1-D board.
    rank: u8,
    file: u8,
}

/// How many coordinates a cell has. An enum, so `Option<Cell>` stays four
/// bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Dims {
    One = 1,
    Two = 2,
    Three = 3,
}

/// How many files, ranks or layers CELL names: 256, indices 0 to 255, one
/// byte each.
const NAMED: u16 = u8::MAX as u16 + 1;

/// The letters of files and layers, the digits of bijective base 26: `a`
/// to `z`, then `aa`.
const LETTERS: u16 = 26;

/// The name of the last file, `iv`, and of the last layer, `IV`: the
/// [`NAMED`]th, written in two letters.
const LAST_FILE: &str = "iv";
const LAST_LAYER: &str = "IV";

/// The longest CELL coordinate: `iv256IV`.
pub(crate) const MAX_LEN: usize = 7;

// The names above are those the writer gives the last file, rank and
// layer.
const _: () = {
    let last = u8::MAX;
    let (bytes, len) = Cell::new_3d(last, last, last).to_bytes();
    let expected = b"iv256IV";
    assert!(len == MAX_LEN && expected.len() == MAX_LEN);
    assert!(LAST_FILE.len() == 2 && LAST_LAYER.len() == 2);
    let mut i = 0;
    while i < MAX_LEN {
        assert!(bytes[i] == expected[i]);
        i += 1;
    }
    assert!(bytes[0] == LAST_FILE.as_bytes()[0] && bytes[1] == LAST_FILE.as_bytes()[1]);
    assert!(bytes[5] == LAST_LAYER.as_bytes()[0] && bytes[6] == LAST_LAYER.as_bytes()[1]);
};

impl Cell {
    /// The square at `file` (0 = `a`) of a 1-D board.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::new_1d(26).to_string(), "aa");
    /// ```
    #[must_use]
    pub const fn new_1d(file: u8) -> Self {
        Self {
            dimensions: Dims::One,
            layer: 0,
            rank: 0,
            file,
        }
    }

    /// The square at `file` (0 = `a`) and `rank` (0 = `1`) of a 2-D board.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::new_2d(4, 0).to_string(), "e1");
    /// assert_eq!(Cell::new_2d(255, 255).to_string(), "iv256");
    /// ```
    #[must_use]
    pub const fn new_2d(file: u8, rank: u8) -> Self {
        Self {
            dimensions: Dims::Two,
            layer: 0,
            rank,
            file,
        }
    }

    /// The square at `file` (0 = `a`), `rank` (0 = `1`) and `layer`
    /// (0 = `A`) of a 3-D board.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::new_3d(0, 0, 0).to_string(), "a1A");
    /// assert_eq!(Cell::new_3d(2, 1, 27).to_string(), "c2AB");
    /// ```
    #[must_use]
    pub const fn new_3d(file: u8, rank: u8, layer: u8) -> Self {
        Self {
            dimensions: Dims::Three,
            layer,
            rank,
            file,
        }
    }

    /// Reads a CELL coordinate.
    ///
    /// # Errors
    ///
    /// A [`CellError`] naming the first mistake, its byte index, what was
    /// expected and what was found: for example `""`, `"E4"` (a file is
    /// lowercase), `"a0"`, `"e04"`, `"a257"`, `"iw1"` (files end at `iv`),
    /// `"4e"`, `"e4a"` (a layer is uppercase), `"a1A1"`, or more than 7
    /// bytes.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// const E1: Cell = match Cell::parse("e1") {
    ///     Ok(cell) => cell,
    ///     Err(_) => panic!("not a CELL coordinate"),
    /// };
    /// assert_eq!(E1.rank(), Some(0));
    /// assert_eq!(Cell::parse("iv256IV")?, Cell::new_3d(255, 255, 255));
    /// assert!(Cell::parse("e4 ").is_err());
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    pub const fn parse(input: &str) -> Result<Self, CellError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Reads a CELL coordinate from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// A [`CellError`], as [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::parse_bytes(b"a1A")?, Cell::new_3d(0, 0, 0));
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, CellError> {
        match read(input) {
            Ok(cell) => Ok(cell),
            Err((kind, index)) => Err(CellError::new(kind, index, input)),
        }
    }

    /// Returns the file index: 0 for `a`, 25 for `z`, 26 for `aa`, 255 for
    /// `iv`.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::parse("h8")?.file(), 7);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn file(self) -> u8 {
        self.file
    }

    /// Returns the rank index (0 for rank `1`), or `None` on a 1-D board.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::parse("h8")?.rank(), Some(7));
    /// assert_eq!(Cell::parse("h")?.rank(), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn rank(self) -> Option<u8> {
        match self.dimensions {
            Dims::One => None,
            Dims::Two | Dims::Three => Some(self.rank),
        }
    }

    /// Returns the layer index (0 for layer `A`), or `None` below three
    /// dimensions.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::parse("a1C")?.layer(), Some(2));
    /// assert_eq!(Cell::parse("a1")?.layer(), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn layer(self) -> Option<u8> {
        match self.dimensions {
            Dims::One | Dims::Two => None,
            Dims::Three => Some(self.layer),
        }
    }

    /// Returns how many coordinates the cell has: 1, 2 or 3, the
    /// dimensions of the boards it names a square of.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::parse("e")?.dimensions(), 1);
    /// assert_eq!(Cell::parse("e4")?.dimensions(), 2);
    /// assert_eq!(Cell::parse("e4B")?.dimensions(), 3);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn dimensions(self) -> usize {
        self.dimensions as usize
    }

    /// Returns the cell's integer code: the file in bits 0–7, the rank in
    /// bits 8–15, the layer in bits 16–23 and the number of dimensions in
    /// bits 24–31 (`e4` is `0x0203_0004`). Stable; the `cell!` macro lowers
    /// literals to it.
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// let e4 = Cell::parse("e4")?;
    /// assert_eq!(e4.code(), 0x0200_0304);
    /// assert_eq!(Cell::from_code(e4.code()), Some(e4));
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn code(self) -> u32 {
        u32::from_le_bytes([self.file, self.rank, self.layer, self.dimensions as u8])
    }

    /// Returns the cell whose [`code`](Self::code) this is, or `None` for
    /// any other integer (coordinates a cell of fewer dimensions does not
    /// have must be 0).
    ///
    /// ```
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(Cell::from_code(0x0100_0000), Some(Cell::new_1d(0)));
    /// assert_eq!(Cell::from_code(0x0100_0100), None);
    /// assert_eq!(Cell::from_code(0x0400_0000), None);
    /// ```
    #[must_use]
    pub const fn from_code(code: u32) -> Option<Self> {
        let [file, rank, layer, dimensions] = code.to_le_bytes();
        match (dimensions, rank, layer) {
            (1, 0, 0) => Some(Self::new_1d(file)),
            (2, _, 0) => Some(Self::new_2d(file, rank)),
            (3, _, _) => Some(Self::new_3d(file, rank, layer)),
            _ => None,
        }
    }

    /// Writes the coordinate into a buffer, returning it and its length.
    pub(crate) const fn to_bytes(self) -> ([u8; MAX_LEN], usize) {
        let mut out = [0; MAX_LEN];
        let mut len = write_letters(&mut out, 0, self.file, b'a');
        if let Some(rank) = self.rank() {
            len = write_number(&mut out, len, rank as u16 + 1);
        }
        if let Some(layer) = self.layer() {
            len = write_letters(&mut out, len, layer, b'A');
        }
        (out, len)
    }
}

/// Writes an index as one or two letters from `a` (bijective base 26).
const fn write_letters(out: &mut [u8; MAX_LEN], at: usize, index: u8, a: u8) -> usize {
    let value = index as u16 + 1;
    if value > LETTERS {
        #[allow(
            clippy::cast_possible_truncation,
            reason = "at most NAMED / LETTERS + 1"
        )]
        let first = ((value - 1) / LETTERS) as u8;
        #[allow(clippy::cast_possible_truncation, reason = "below LETTERS")]
        let second = ((value - 1) % LETTERS) as u8;
        out[at] = a + first - 1;
        out[at + 1] = a + second;
        at + 2
    } else {
        out[at] = a + index;
        at + 1
    }
}

/// Writes a number from 1 to [`NAMED`] in decimal.
const fn write_number(out: &mut [u8; MAX_LEN], at: usize, n: u16) -> usize {
    let mut digits = [0u8; 3];
    let mut len = 0;
    let mut rest = n;
    while rest > 0 || len == 0 {
        #[allow(clippy::cast_possible_truncation, reason = "a digit")]
        let digit = (rest % 10) as u8;
        digits[len] = b'0' + digit;
        rest /= 10;
        len += 1;
    }
    let mut i = 0;
    while i < len {
        out[at + i] = digits[len - 1 - i];
        i += 1;
    }
    at + len
}

/// Reads one or two letters in `a..=z` (shifted by `a`) as an index from
/// 0, bijective base 26; returns the index (or `None` past the [`NAMED`]th)
/// and the bytes read. The first byte is known to be a letter.
const fn read_letters(input: &[u8], at: usize, a: u8) -> (Option<u8>, usize) {
    let mut value = (input[at] - a) as u16 + 1;
    let mut end = at + 1;
    #[allow(clippy::cast_possible_truncation, reason = "LETTERS fits a byte")]
    let last = a + (LETTERS - 1) as u8;
    if end < input.len() && input[end] >= a && input[end] <= last {
        value = value * LETTERS + (input[end] - a) as u16 + 1;
        end += 1;
    }
    if value > NAMED {
        (None, end)
    } else {
        #[allow(clippy::cast_possible_truncation, reason = "at most NAMED, checked")]
        let index = (value - 1) as u8;
        (Some(index), end)
    }
}

/// Reads a CELL coordinate: the cell, or the kind of mistake and its byte
/// index.
pub(crate) const fn read(input: &[u8]) -> Result<Cell, (CellErrorKind, usize)> {
    if input.is_empty() {
        return Err((CellErrorKind::Empty, 0));
    }
    if input.len() > MAX_LEN {
        return Err((CellErrorKind::TooLong, MAX_LEN));
    }
    if !input[0].is_ascii_lowercase() {
        return Err((CellErrorKind::ExpectedFile, 0));
    }
    let (file, mut at) = read_letters(input, 0, b'a');
    let Some(file) = file else {
        return Err((CellErrorKind::FileTooLarge, 0));
    };
    if at == input.len() {
        return Ok(Cell::new_1d(file));
    }
    if !input[at].is_ascii_digit() {
        return Err((CellErrorKind::ExpectedRankOrEnd, at));
    }
    let rank_start = at;
    if input[at] == b'0' {
        let leading = at + 1 < input.len() && input[at + 1].is_ascii_digit();
        let kind = if leading {
            CellErrorKind::LeadingZero
        } else {
            CellErrorKind::RankZero
        };
        return Err((kind, at));
    }
    let mut rank: u32 = 0;
    while at < input.len() && input[at].is_ascii_digit() {
        rank = rank * 10 + (input[at] - b'0') as u32;
        at += 1;
    }
    // At most 6 digits fit in 7 bytes, so `rank` cannot overflow.
    if rank > NAMED as u32 {
        return Err((CellErrorKind::RankTooLarge, rank_start));
    }
    #[allow(clippy::cast_possible_truncation, reason = "from 1 to NAMED, checked")]
    let rank = (rank - 1) as u8;
    if at == input.len() {
        return Ok(Cell::new_2d(file, rank));
    }
    if !input[at].is_ascii_uppercase() {
        return Err((CellErrorKind::ExpectedLayerOrEnd, at));
    }
    let layer_start = at;
    let (layer, end) = read_letters(input, at, b'A');
    let Some(layer) = layer else {
        return Err((CellErrorKind::LayerTooLarge, layer_start));
    };
    if end < input.len() {
        return Err((CellErrorKind::ExpectedEnd, end));
    }
    Ok(Cell::new_3d(file, rank, layer))
}

impl fmt::Display for Cell {
    /// Writes the coordinate (`e4`), honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (bytes, len) = self.to_bytes();
        let text = match bytes.split_at_checked(len) {
            Some((text, _)) => text,
            None => &bytes,
        };
        // Only ASCII letters and digits are written.
        f.pad(core::str::from_utf8(text).unwrap_or_default())
    }
}

impl fmt::Debug for Cell {
    /// Writes `Cell(e4)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cell({self})")
    }
}

impl core::str::FromStr for Cell {
    type Err = CellError;

    fn from_str(s: &str) -> Result<Self, CellError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Cell {
    type Error = CellError;

    fn try_from(s: &str) -> Result<Self, CellError> {
        Self::parse(s)
    }
}

/// What kind of mistake a [`CellError`] reports.
///
/// ```
/// use pin_runtime::{Cell, CellErrorKind};
///
/// assert_eq!(Cell::parse("a0").unwrap_err().kind(), CellErrorKind::RankZero);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CellErrorKind {
    /// The input is empty.
    Empty,
    /// The input is longer than any coordinate (7 bytes, `iv256IV`).
    TooLong,
    /// The coordinate does not start with a lowercase file letter.
    ExpectedFile,
    /// The file is past `iv`, the 256th.
    FileTooLarge,
    /// Neither a rank digit nor the end follows the file.
    ExpectedRankOrEnd,
    /// The rank is `0`: ranks count from 1.
    RankZero,
    /// The rank starts with `0`, as in `e04`.
    LeadingZero,
    /// The rank is past 256.
    RankTooLarge,
    /// Neither an uppercase layer letter nor the end follows the rank.
    ExpectedLayerOrEnd,
    /// The layer is past `IV`, the 256th.
    LayerTooLarge,
    /// Something follows the layer.
    ExpectedEnd,
}

/// A string that is not a CELL coordinate: the kind of mistake, its byte
/// index and, for the message, the input (its first 7 bytes and its
/// length); the [`ShortError`] of CELL, whose accessors it has.
///
/// The index is that of the offending byte, the start of a file, rank or
/// layer out of range, or the input's length when it ended too early. For
/// [`CellErrorKind::TooLong`] it is 7, the first index past the longest
/// coordinate.
///
/// ```
/// use pin_runtime::{Cell, CellErrorKind};
///
/// let err = Cell::parse("E4").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid CELL coordinate \"E4\": expected a file letter (a-z), found 'E' at byte 0",
/// );
/// assert_eq!(err.index(), 0);
/// assert_eq!(Cell::parse("4e").unwrap_err().kind(), CellErrorKind::ExpectedFile);
/// assert_eq!(Cell::parse("e4a").unwrap_err().index(), 2);
/// assert_eq!(Cell::parse("a300").unwrap_err().index(), 1);
/// ```
///
/// # Accessors
///
/// [`kind`](ShortError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::{Cell, CellErrorKind};
///
/// assert_eq!(Cell::parse("4e").unwrap_err().kind(), CellErrorKind::ExpectedFile);
/// ```
///
/// [`index`](ShortError::index) gives the byte index of the mistake: the
/// offending byte, the start of a file, rank or layer out of range, or the
/// input's length when it ended too early. For [`CellErrorKind::TooLong`]
/// it is 7, the first index past the longest coordinate.
///
/// ```
/// use pin_runtime::Cell;
///
/// assert_eq!(Cell::parse("e4a").unwrap_err().index(), 2);
/// assert_eq!(Cell::parse("a300").unwrap_err().index(), 1);
/// ```
pub type CellError = ShortError<CellErrorKind, 7>;

impl ShortKind for CellErrorKind {}

impl Words for CellErrorKind {
    const ERROR: &'static str = "CellError";
    const NOTATION: &'static str = "CELL";
    const THING: &'static str = "coordinate";
    const LENGTHS: &'static str = "1 to 7 bytes";
    const MAX_LEN: usize = MAX_LEN;

    fn write_expected(
        self,
        rejected: &Rejected<'_>,
        out: &mut impl fmt::Write,
    ) -> Result<Rest, fmt::Error> {
        let index = rejected.index();
        let (before, after) = (rejected.before(), rejected.after());
        match self {
            Self::Empty | Self::TooLong => return Ok(Rest::Length),
            Self::ExpectedFile => out.write_str("expected a file letter (a-z)")?,
            Self::FileTooLarge => {
                let file = after.get(..2).unwrap_or(after);
                write!(
                    out,
                    "expected a file from a to {LAST_FILE}, found \"{}\" at byte {index}",
                    ascii(file)
                )?;
                return Ok(Rest::Nothing);
            }
            Self::ExpectedRankOrEnd => write!(
                out,
                "expected a rank (1-{NAMED}) or end of coordinate after the file \"{}\"",
                ascii(before)
            )?,
            Self::RankZero => out.write_str("expected a rank from 1")?,
            Self::LeadingZero => out.write_str("expected a rank without leading zeros")?,
            Self::RankTooLarge => {
                let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
                let rank = after.get(..digits).unwrap_or(after);
                write!(
                    out,
                    "expected a rank from 1 to {NAMED}, found {} at byte {index}",
                    ascii(rank)
                )?;
                return Ok(Rest::Nothing);
            }
            Self::ExpectedLayerOrEnd => {
                let letters = before.iter().take_while(|b| b.is_ascii_lowercase()).count();
                let rank = before.get(letters..).unwrap_or_default();
                write!(
                    out,
                    "expected a layer letter (A-Z) or end of coordinate after the rank {}",
                    ascii(rank)
                )?;
            }
            Self::LayerTooLarge => {
                let layer = after.get(..2).unwrap_or(after);
                write!(
                    out,
                    "expected a layer from A to {LAST_LAYER}, found \"{}\" at byte {index}",
                    ascii(layer)
                )?;
                return Ok(Rest::Nothing);
            }
            Self::ExpectedEnd => {
                let digits_end = before
                    .iter()
                    .rposition(u8::is_ascii_digit)
                    .map_or(0, |i| i + 1);
                let layer = before.get(digits_end..).unwrap_or_default();
                write!(
                    out,
                    "expected end of coordinate after the layer \"{}\"",
                    ascii(layer)
                )?;
            }
        }
        Ok(Rest::Found)
    }
}
