//! `Dialect`: the letters a xiangqi FEN is written with, read beside the
//! value and given back to the writer.

use core::fmt;

use super::error::FenError;
use super::fen::Fen;
use super::write::{TABLES, write};
use crate::Repairs;
use crate::bridge::lenient::{Fields, Pending, keyword};

/// The letters of the horse and the elephant.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, Letters};
///
/// let (_, dialect) =
///     Fen::parse_dialect("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1")?;
/// assert_eq!(dialect.letters(), Letters::Wxf);
/// # Ok::<(), pin_runtime::xiangqi::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Letters {
    /// UCCI's, the canonical: horse `N`, elephant `B`.
    #[default]
    Ucci,
    /// WXF's: horse `H`, elephant `E`.
    Wxf,
}

/// The letter of red's turn.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, RedTurn};
///
/// let (_, dialect) = Fen::parse_dialect("4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1")?;
/// assert_eq!(dialect.red_turn(), RedTurn::R);
/// # Ok::<(), pin_runtime::xiangqi::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RedTurn {
    /// `w`, the canonical, as UCCI engines write it.
    #[default]
    W,
    /// `r`.
    R,
}

/// The dialect of a xiangqi FEN: the letters it is written with, so that a
/// tool that rewrites a file keeps them. Read beside the value by
/// [`Fen::parse_dialect`] and [`Fen::parse_lenient_dialect`], written back
/// by [`Fen::display_in`]; not stored in the [`Fen`], whose equality and
/// `Display` stay those of the canonical text (UCCI letters, `w`).
///
/// A text without a horse or an elephant reads as UCCI's letters, and one
/// with black to move as `w` for red: nothing in it says otherwise.
///
/// ```
/// use pin_runtime::xiangqi::{Dialect, Fen, Letters, RedTurn};
///
/// let line = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1";
/// let (fen, dialect) = Fen::parse_dialect(line)?;
/// assert_eq!(fen.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
/// assert_eq!(dialect, Dialect::CANONICAL.with_letters(Letters::Wxf).with_red_turn(RedTurn::R));
/// assert_eq!(fen.display_in(dialect).to_string(), line);
/// # Ok::<(), pin_runtime::xiangqi::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dialect {
    letters: Letters,
    red_turn: RedTurn,
}

impl Dialect {
    /// The dialect `Display` writes: UCCI letters, `w` for red.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Dialect;
    ///
    /// assert_eq!(Dialect::CANONICAL, Dialect::default());
    /// ```
    pub const CANONICAL: Self = Self {
        letters: Letters::Ucci,
        red_turn: RedTurn::W,
    };

    /// The letters of the horse and the elephant.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Dialect, Letters};
    ///
    /// assert_eq!(Dialect::CANONICAL.letters(), Letters::Ucci);
    /// ```
    #[must_use]
    pub const fn letters(self) -> Letters {
        self.letters
    }

    /// The letter of red's turn.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Dialect, RedTurn};
    ///
    /// assert_eq!(Dialect::CANONICAL.red_turn(), RedTurn::W);
    /// ```
    #[must_use]
    pub const fn red_turn(self) -> RedTurn {
        self.red_turn
    }

    /// The same dialect with `letters`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Dialect, Letters};
    ///
    /// assert_eq!(Dialect::CANONICAL.with_letters(Letters::Wxf).letters(), Letters::Wxf);
    /// ```
    #[must_use]
    pub const fn with_letters(mut self, letters: Letters) -> Self {
        self.letters = letters;
        self
    }

    /// The same dialect with `red_turn`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Dialect, RedTurn};
    ///
    /// assert_eq!(Dialect::CANONICAL.with_red_turn(RedTurn::R).red_turn(), RedTurn::R);
    /// ```
    #[must_use]
    pub const fn with_red_turn(mut self, red_turn: RedTurn) -> Self {
        self.red_turn = red_turn;
        self
    }

    /// The dialect of `input`, a text its readers read: WXF if its board
    /// has a WXF letter, `r` if its side is.
    const fn of(input: &str) -> Self {
        let bytes = input.as_bytes();
        let mut pending = Pending::new();
        let fields = Fields::split(bytes, &mut pending);
        let first = keyword(bytes, &fields, b"fen", ["position fen", ""], &mut pending);
        let mut dialect = Self::CANONICAL;
        if let Some(board) = fields.get(first) {
            let mut at = board[0];
            while at < board[1] {
                if matches!(bytes[at], b'H' | b'E' | b'h' | b'e') {
                    dialect.letters = Letters::Wxf;
                }
                at += 1;
            }
        }
        if let Some(side) = fields.get(first + 1) {
            if side[1] - side[0] == 1 && bytes[side[0]] == b'r' {
                dialect.red_turn = RedTurn::R;
            }
        }
        dialect
    }
}

impl Fen {
    /// Reads a xiangqi FEN as [`parse`](Self::parse) does, and the
    /// [`Dialect`] it is written in.
    ///
    /// # Errors
    ///
    /// The errors of [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Dialect, Fen};
    ///
    /// let (_, dialect) = Fen::parse_dialect("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")?;
    /// assert_eq!(dialect, Dialect::CANONICAL);
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    pub const fn parse_dialect(input: &str) -> Result<(Self, Dialect), FenError> {
        match Self::parse(input) {
            Ok(fen) => Ok((fen, Dialect::of(input))),
            Err(error) => Err(error),
        }
    }

    /// Reads a xiangqi FEN as [`parse_lenient`](Self::parse_lenient) does,
    /// and the [`Dialect`] it is written in.
    ///
    /// # Errors
    ///
    /// The errors of [`parse_lenient`](Self::parse_lenient).
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Fen, RedTurn};
    ///
    /// let (fen, dialect, repairs) = Fen::parse_lenient_dialect("4k4/9/9/9/9/9/9/9/9/4K4 r")?;
    /// assert_eq!((dialect.red_turn(), repairs.len()), (RedTurn::R, 2));
    /// assert_eq!(fen.display_in(dialect).to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 r - -");
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    pub const fn parse_lenient_dialect(input: &str) -> Result<(Self, Dialect, Repairs), FenError> {
        match Self::parse_lenient(input) {
            Ok((fen, repairs)) => Ok((fen, Dialect::of(input), repairs)),
            Err(error) => Err(error),
        }
    }

    /// The FEN written in `dialect`; `Display` writes it in
    /// [`Dialect::CANONICAL`].
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Dialect, Fen, Letters};
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/3NKB3 w - - 0 1")?;
    /// assert_eq!(
    ///     fen.display_in(Dialect::CANONICAL.with_letters(Letters::Wxf)).to_string(),
    ///     "4k4/9/9/9/9/9/9/9/9/3HKE3 w - - 0 1",
    /// );
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn display_in(&self, dialect: Dialect) -> DisplayIn<'_> {
        DisplayIn { fen: self, dialect }
    }
}

/// A xiangqi [`Fen`] written in a [`Dialect`]; see [`Fen::display_in`].
///
/// ```
/// use pin_runtime::xiangqi::{Dialect, Fen};
///
/// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")?;
/// assert_eq!(fen.display_in(Dialect::CANONICAL).to_string(), fen.to_string());
/// # Ok::<(), pin_runtime::xiangqi::FenError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DisplayIn<'a> {
    fen: &'a Fen,
    dialect: Dialect,
}

impl fmt::Display for DisplayIn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let table = match self.dialect.letters {
            Letters::Ucci => TABLES[0],
            Letters::Wxf => TABLES[1],
        };
        let red = match self.dialect.red_turn {
            RedTurn::W => b'w',
            RedTurn::R => b'r',
        };
        write(f, self.fen, table, red)
    }
}
