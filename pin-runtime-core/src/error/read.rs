//! The error of a bridge's reader (chess FEN, SFEN, Fairy-Stockfish's shogi
//! FEN, xiangqi FEN, makruk FEN), written once: the kind of mistake and
//! where it is, with its constructors, accessors and `Display`. Each
//! notation gives its kinds, its fields and its words through
//! [`BridgeKind`], and names the error with an alias (`chess::FenError`).

use core::fmt;
use core::hash::Hash;

use super::{Location, Spot, byte_at};
use crate::Cell;
use crate::bridge::{Misread, NumberError, has};

/// A text that a bridge's reader rejected: the kind of mistake, the byte
/// index, the field and, on the board, the square by its CELL coordinate.
///
/// Each bridge names it for its own kinds: [`chess::FenError`],
/// [`shogi::SfenError`], [`shogi::FairyFenError`], [`xiangqi::FenError`]
/// and [`makruk::FenError`]; `K` is the bridge's kind of mistake
/// ([`chess::FenErrorKind`], …), which [`kind`](Self::kind) returns. Its
/// message says where, what was expected and what was found:
///
/// ```
/// use pin_runtime::{ReadError, makruk};
///
/// let err: ReadError<makruk::FenErrorKind> =
///     makruk::Fen::parse("4k3/8/8/8/8/8/8/3K4 w - x 0 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid makruk FEN at byte 24 (counting): \
///      expected '-' or the counting limit (decimal digits), found 'x'",
/// );
/// assert_eq!(err.field(), Some(makruk::Field::Counting));
/// ```
///
/// [`chess::FenError`]: crate::chess::FenError
/// [`shogi::SfenError`]: crate::shogi::SfenError
/// [`shogi::FairyFenError`]: crate::shogi::FairyFenError
/// [`xiangqi::FenError`]: crate::xiangqi::FenError
/// [`makruk::FenError`]: crate::makruk::FenError
/// [`chess::FenErrorKind`]: crate::chess::FenErrorKind
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReadError<K: BridgeKind> {
    kind: K,
    /// The byte, the field, and the square the mistake is at (board) or
    /// about (chess's castling and en passant).
    at: Location<K::Field>,
    /// What else the bridge's message names (chess's second square and
    /// hint); nothing elsewhere.
    extra: K::Extra,
}

/// A bridge's kind of mistake, and what its reading error needs of the
/// bridge: its fields, its words and its board. Implemented by the kinds
/// of the crate's bridges only.
pub trait BridgeKind: Copy + fmt::Debug + Eq + Hash {
    /// The fields of the notation (`chess::Field`, …).
    type Field: Copy + fmt::Debug + Eq + Hash;
    /// What else an error of the notation keeps, `()` when nothing.
    type Extra: Copy + fmt::Debug + Eq + Hash;
    /// The notation as messages name it: `"FEN"`, `"SFEN"`, `"makruk FEN"`.
    const NOTATION: &'static str;
    /// The error's name, as `Debug` writes it: `"FenError"`.
    const ERROR: &'static str;
    /// The ranks of the notation's board.
    const RANKS: usize;
    /// The board's field.
    const BOARD: Self::Field;
    /// What an error keeps besides its kind and location when it is made.
    const EXTRA: Self::Extra;
    /// The kind of a number that starts with `0` followed by a digit.
    const LEADING_ZERO: Self;
    /// The kind of a number above `u32::MAX`.
    const NUMBER_TOO_LARGE: Self;

    /// The field's name, as messages write it.
    fn field_name(field: Self::Field) -> &'static str;

    /// Writes what was expected and what was found.
    fn write_mistake(error: &ReadError<Self>, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// Adds what the error keeps besides its kind and location to its
    /// `Debug` output.
    fn debug_extra(_extra: &Self::Extra, _out: &mut fmt::DebugStruct<'_, '_>) {}
}

impl<K: BridgeKind> ReadError<K> {
    /// An error at `index` in `field`, off the board's squares.
    pub(crate) const fn new(kind: K, index: usize, field: Option<K::Field>) -> Self {
        Self {
            kind,
            at: Location::new(index, field),
            extra: K::EXTRA,
        }
    }

    /// An error on the board that its rules of ranks and counts found.
    pub(crate) const fn on_board(kind: K, misread: Misread) -> Self {
        Self {
            kind,
            at: Location::at(misread.index, Some(K::BOARD), misread.spot),
            extra: K::EXTRA,
        }
    }

    /// The error a number reader gave at `index` in `field`: `missing`
    /// where no digit is.
    pub(crate) const fn number(
        error: NumberError,
        missing: K,
        index: usize,
        field: K::Field,
    ) -> Self {
        let kind = match error {
            NumberError::LeadingZero => K::LEADING_ZERO,
            NumberError::TooLarge => K::NUMBER_TOO_LARGE,
            NumberError::Missing => missing,
        };
        Self::new(kind, index, Some(field))
    }

    /// The same error at byte `index`: found in a text a lenient reader
    /// rewrote, placed back in the input.
    pub(crate) const fn with_index(mut self, index: usize) -> Self {
        self.at = self.at.with_index(index);
        self
    }

    /// The same error, at or about `spot`.
    pub(crate) const fn with_spot(mut self, spot: Spot) -> Self {
        self.at = self.at.with_spot(spot);
        self
    }

    /// The same error, keeping `extra` besides its kind and location.
    pub(crate) const fn with_extra(mut self, extra: K::Extra) -> Self {
        self.extra = extra;
        self
    }

    /// What the error keeps besides its kind and location.
    pub(crate) const fn extra(&self) -> &K::Extra {
        &self.extra
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, FenErrorKind};
    ///
    /// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1").unwrap_err();
    /// assert_eq!(err.kind(), FenErrorKind::Side { found: Some('W') });
    /// ```
    #[must_use]
    pub const fn kind(&self) -> K {
        self.kind
    }

    /// Returns the byte index of the mistake in the input: the offending
    /// byte, or where something missing was expected.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// assert_eq!(Sfen::parse("9/9/9/9/9/9/9/9/9 b - x").unwrap_err().index(), 22);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.at.index()
    }

    /// Returns the field the mistake is in, of the notation's own field
    /// type ([`chess::Field`](crate::chess::Field),
    /// [`shogi::Field`](crate::shogi::Field),
    /// [`shogi::FairyField`](crate::shogi::FairyField),
    /// [`xiangqi::Field`](crate::xiangqi::Field),
    /// [`makruk::Field`](crate::makruk::Field)), or `None` when it is about
    /// the whole input (too long).
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Fen, Field};
    ///
    /// let err = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0").unwrap_err();
    /// assert_eq!(err.field(), Some(Field::FullmoveNumber));
    /// ```
    #[must_use]
    pub const fn field(&self) -> Option<K::Field> {
        self.at.field()
    }

    /// Returns the square the mistake is at, on the board, or about (the
    /// square a chess castling right names, the en-passant square), as
    /// `[row, column]` from 0 in the order written (as a
    /// [`Board`](crate::Board) is indexed: row 0 is the first rank
    /// written; see [`shogi::Square`](crate::shogi::Square) for a shogi
    /// square's USI name); `None` when no square is concerned. See
    /// [`cell`](Self::cell) for its CELL coordinate.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let err = Fen::parse("rnbqkbnr/pppp1ppp/8/4x3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    /// assert_eq!(err.coord(), Some([3, 4]));
    /// assert!(err.to_string().starts_with("invalid FEN board at e5 (byte 21)"));
    /// ```
    #[must_use]
    pub const fn coord(&self) -> Option<[usize; 2]> {
        self.at.coord(K::RANKS)
    }

    /// Returns the square the mistake is at, on the board, or about (the
    /// square a chess castling right names, the en-passant square), by its
    /// CELL coordinate (the first square written in a rank is file `a`, the
    /// last rank written is rank 1); `None` when no square is concerned.
    ///
    /// ```
    /// use pin_runtime::Cell;
    /// use pin_runtime::chess::Fen;
    ///
    /// let err = Fen::parse("rnbqkbnr/pppp1ppp/8/4x3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    /// assert_eq!(err.cell(), Some(Cell::parse("e5")?));
    /// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1").unwrap_err();
    /// assert_eq!(err.cell(), Some(Cell::parse("e3")?));
    /// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0").unwrap_err();
    /// assert_eq!(err.cell(), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn cell(&self) -> Option<Cell> {
        self.at.cell()
    }
}

impl<K: BridgeKind> fmt::Display for ReadError<K> {
    /// Writes `invalid FEN board at e5 (byte 21): …` at a square of the
    /// board, `invalid SFEN board at rank 7 (byte 12): …` about a rank,
    /// `invalid FEN at byte 46 (castling): …` elsewhere, then what was
    /// expected and what was found.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = self.field();
        let on_board = matches!(field, Some(field) if field == K::BOARD);
        self.at
            .write_bridge(f, K::NOTATION, on_board, field.map(K::field_name))?;
        K::write_mistake(self, f)
    }
}

impl<K: BridgeKind> fmt::Debug for ReadError<K> {
    /// Writes the error under its notation's name: `FenError { kind: …,
    /// at: … }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct(K::ERROR);
        out.field("kind", &self.kind).field("at", &self.at);
        K::debug_extra(&self.extra, &mut out);
        out.finish()
    }
}

impl<K: BridgeKind> core::error::Error for ReadError<K> {}

/// What the input looks like where a bridge's reader expected a field or
/// its end, which the message names: a line that is not the notation
/// alone but the notation with what often follows it.
///
/// Public (in this private module) as the `Extra` of the SFEN and xiangqi
/// FEN errors; chess FEN keeps it inside its own `Extra`.
#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
#[cfg_attr(
    not(any(feature = "shogi", feature = "xiangqi")),
    allow(unreachable_pub, reason = "only chess FEN's errors use it, privately")
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hint {
    /// Nothing known.
    None,
    /// EPD operations: words and `;`.
    Epd,
    /// The moves of an engine's `position` command: the word `moves`.
    Moves,
}

#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
impl<K: BridgeKind<Extra = Hint>> ReadError<K> {
    /// The same error, its message naming what the input from `at` looks
    /// like if it is a position command's moves.
    /// EPD operations are not named: these notations have no EPD, and a
    /// hint kept but never written would set apart errors that read alike.
    pub(crate) const fn hinted(self, bytes: &[u8], at: usize) -> Self {
        let hint = match Hint::of(bytes, at) {
            Hint::Moves => Hint::Moves,
            Hint::None | Hint::Epd => Hint::None,
        };
        self.with_extra(hint)
    }
}

#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
impl Hint {
    /// Writes, after a mistake, where a position command's moves are read
    /// when the hint is [`Moves`](Self::Moves): `keyword` is the command's
    /// word before the position (`fen`, `sfen`), `notation` the position's
    /// name and `reader` the function's path.
    pub(crate) fn write_moves(
        self,
        f: &mut fmt::Formatter<'_>,
        keyword: &str,
        notation: &str,
        reader: &str,
    ) -> fmt::Result {
        match self {
            Self::Moves => write!(
                f,
                ": a position command's moves? read \"position {keyword} <{notation}> moves …\" \
                 with {reader}"
            ),
            Self::None | Self::Epd => Ok(()),
        }
    }

    /// What the words of `bytes` from `at` (after a space, if one is
    /// there) look like: the word `moves` alone or followed by a space is
    /// a position command's moves; a word followed somewhere by a `;`, EPD
    /// operations.
    pub(crate) const fn of(bytes: &[u8], at: usize) -> Self {
        let at = match byte_at(bytes, at) {
            Some(b' ') => at + 1,
            _ => at,
        };
        if !matches!(byte_at(bytes, at), Some(b'a'..=b'z' | b'A'..=b'Z')) {
            return Self::None;
        }
        if has(bytes, at, b"moves") && matches!(byte_at(bytes, at + 5), None | Some(b' ')) {
            return Self::Moves;
        }
        let mut i = at;
        while i < bytes.len() {
            if bytes[i] == b';' {
                return Self::Epd;
            }
            i += 1;
        }
        Self::None
    }
}
