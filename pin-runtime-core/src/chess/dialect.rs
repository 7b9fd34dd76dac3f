//! `Dialect`: how a chess FEN wrote what its position does not fix, read
//! beside the value and given back to the writer.

use core::fmt;

use super::error::FenError;
use super::fen::Fen;
use super::{FILES, LOWERCASE, row as row_of};
use crate::Repairs;
use crate::bridge::lenient::{Fields, Pending, keyword};

/// How castling rights are written.
///
/// ```
/// use pin_runtime::chess::{CastlingForm, Dialect, Fen};
///
/// let (_, dialect) = Fen::parse_dialect("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1")?;
/// assert_eq!(dialect.castling(), CastlingForm::Shredder);
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastlingForm {
    /// X-FEN, the canonical form: `K`/`Q` (`k`/`q`) for the outermost rook
    /// of a side of the king, the rook's file letter for an inner one.
    #[default]
    XFen,
    /// Shredder-FEN: every right by its rook's file letter (`HAha`).
    Shredder,
}

/// When the en-passant square is written.
///
/// Reading is the same for all three: a FEN without the square says no
/// en-passant capture is possible, which the first form says by writing
/// the square only after a double step (the reader drops a square no pawn
/// could have passed, [`Fen::parse_lenient`]).
///
/// ```
/// use pin_runtime::chess::{Dialect, EnPassantForm, Fen};
///
/// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
/// let legal = Dialect::CANONICAL.with_en_passant(EnPassantForm::Legal);
/// assert_eq!(fen.display_in(legal).to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EnPassantForm {
    /// After every double step, as FEN's standard says (the canonical
    /// form; python-chess's `fen(en_passant="fen")`).
    #[default]
    Always,
    /// Only when a pawn of the side to move stands ready to take, legal or
    /// not (Stockfish 15 and earlier, Polyglot's key; python-chess's
    /// `en_passant="xfen"`).
    Ready,
    /// Only when a legal en-passant capture exists (python-chess's default
    /// `fen()`, Stockfish 16 and later): two positions that allow the same
    /// moves are written alike. A position the rules cannot judge (a side
    /// without a king, or with two) is written as [`Ready`](Self::Ready)
    /// writes it.
    Legal,
}

/// The dialect of a chess FEN: how it wrote what the position does not fix,
/// so that a tool that rewrites a file keeps its form. Read beside the value
/// by [`Fen::parse_dialect`] and [`Fen::parse_lenient_dialect`], written
/// back by [`Fen::display_in`]; not stored in the [`Fen`], whose equality
/// and `Display` stay those of the canonical text.
///
/// The pockets' form (`[…]` or a ninth rank) is part of the value
/// ([`Pockets`](super::Pockets)), so it is not here.
///
/// ```
/// use pin_runtime::chess::{CastlingForm, Dialect, Fen};
///
/// let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
/// let (fen, dialect) = Fen::parse_dialect(line)?;
/// assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// assert_eq!(fen.display_in(dialect).to_string(), line);
/// assert_eq!(Dialect::CANONICAL.with_castling(CastlingForm::Shredder), dialect);
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dialect {
    castling: CastlingForm,
    en_passant: EnPassantForm,
}

impl Dialect {
    /// The form `Display` writes: X-FEN castling rights.
    ///
    /// ```
    /// use pin_runtime::chess::{CastlingForm, Dialect};
    ///
    /// assert_eq!(Dialect::CANONICAL.castling(), CastlingForm::XFen);
    /// assert_eq!(Dialect::CANONICAL, Dialect::default());
    /// ```
    pub const CANONICAL: Self = Self {
        castling: CastlingForm::XFen,
        en_passant: EnPassantForm::Always,
    };

    /// How castling rights are written.
    ///
    /// ```
    /// use pin_runtime::chess::{CastlingForm, Dialect};
    ///
    /// assert_eq!(Dialect::CANONICAL.castling(), CastlingForm::XFen);
    /// ```
    #[must_use]
    pub const fn castling(self) -> CastlingForm {
        self.castling
    }

    /// The same dialect, castling rights written as `castling` says.
    ///
    /// ```
    /// use pin_runtime::chess::{CastlingForm, Dialect};
    ///
    /// let shredder = Dialect::CANONICAL.with_castling(CastlingForm::Shredder);
    /// assert_eq!(shredder.castling(), CastlingForm::Shredder);
    /// ```
    #[must_use]
    pub const fn with_castling(mut self, castling: CastlingForm) -> Self {
        self.castling = castling;
        self
    }

    /// When the en-passant square is written.
    ///
    /// ```
    /// use pin_runtime::chess::{Dialect, EnPassantForm};
    ///
    /// assert_eq!(Dialect::CANONICAL.en_passant(), EnPassantForm::Always);
    /// ```
    #[must_use]
    pub const fn en_passant(self) -> EnPassantForm {
        self.en_passant
    }

    /// The same dialect, the en-passant square written as `en_passant`
    /// says.
    ///
    /// ```
    /// use pin_runtime::chess::{Dialect, EnPassantForm, Fen};
    ///
    /// // A pawn stands ready to take on d6, but the capture is not legal.
    /// let fen = Fen::parse("4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2")?;
    /// let ready = Dialect::CANONICAL.with_en_passant(EnPassantForm::Ready);
    /// let legal = Dialect::CANONICAL.with_en_passant(EnPassantForm::Legal);
    /// assert_eq!(fen.display_in(ready).to_string(), "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2");
    /// assert_eq!(fen.display_in(legal).to_string(), "4k3/8/8/2KPp2r/8/8/8/8 w - - 0 2");
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn with_en_passant(mut self, en_passant: EnPassantForm) -> Self {
        self.en_passant = en_passant;
        self
    }

    /// The dialect of `input`, whose reading is `fen`: Shredder-FEN when a
    /// right is a file letter where X-FEN writes `K` or `Q`.
    const fn of(input: &str, fen: &Fen) -> Self {
        let bytes = input.as_bytes();
        let mut pending = Pending::new();
        let fields = Fields::split(bytes, &mut pending);
        let first = keyword(bytes, &fields, b"fen", ["position fen", ""], &mut pending);
        let Some(span) = fields.get(first + 2) else {
            return Self::CANONICAL;
        };
        let board = fen.position().board();
        let mut at = span[0];
        while at < span[1] {
            let right = bytes[at];
            let case = right & LOWERCASE;
            let file = (right | LOWERCASE).wrapping_sub(b'a') as usize;
            if file < FILES {
                let rank = &board[if case == 0 { row_of(1) } else { row_of(8) }];
                if outermost(rank, file, b'R' | case, b'K' | case) {
                    return Self::CANONICAL.with_castling(CastlingForm::Shredder);
                }
            }
            at += 1;
        }
        Self::CANONICAL
    }
}

/// Whether the rook on `file` of a back rank may castle and is the
/// outermost rook of its side on its side of the king: X-FEN writes its
/// right `K` or `Q`.
const fn outermost(rank: &[Option<crate::Epin>; FILES], file: usize, rook: u8, king: u8) -> bool {
    // The king's side of `file`: toward the h-file if the king is before it.
    let mut king_file = FILES;
    let mut i = 0;
    while i < FILES {
        if let Some(piece) = rank[i] {
            if piece.letter_byte() == king {
                king_file = i;
            }
        }
        i += 1;
    }
    // The right was kept: its rook may castle (`-R`).
    let kept = match rank[file] {
        Some(piece) => piece.letter_byte() == rook && piece.is_diminished(),
        None => false,
    };
    if !kept || king_file == FILES || king_file == file {
        return false;
    }
    let (mut i, end) = if file > king_file {
        (file + 1, FILES)
    } else {
        (0, file)
    };
    while i < end {
        if let Some(piece) = rank[i] {
            if piece.letter_byte() == rook {
                return false;
            }
        }
        i += 1;
    }
    true
}

impl Fen {
    /// Reads a FEN as [`parse`](Self::parse) does, and the [`Dialect`] it
    /// is written in.
    ///
    /// # Errors
    ///
    /// The errors of [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::chess::{CastlingForm, Fen};
    ///
    /// let (_, dialect) = Fen::parse_dialect("4k3/8/8/8/8/8/8/4K2R w H - 0 1")?;
    /// assert_eq!(dialect.castling(), CastlingForm::Shredder);
    /// let (_, dialect) = Fen::parse_dialect("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
    /// assert_eq!(dialect.castling(), CastlingForm::XFen);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    pub const fn parse_dialect(input: &str) -> Result<(Self, Dialect), FenError> {
        match Self::parse(input) {
            Ok(fen) => Ok((fen, Dialect::of(input, &fen))),
            Err(error) => Err(error),
        }
    }

    /// Reads a FEN as [`parse_lenient`](Self::parse_lenient) does, and the
    /// [`Dialect`] it is written in.
    ///
    /// # Errors
    ///
    /// The errors of [`parse_lenient`](Self::parse_lenient).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let (fen, dialect, repairs) =
    ///     Fen::parse_lenient_dialect("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -")?;
    /// assert_eq!(repairs.len(), 1);
    /// assert_eq!(
    ///     fen.display_in(dialect).to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -",
    /// );
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    pub const fn parse_lenient_dialect(input: &str) -> Result<(Self, Dialect, Repairs), FenError> {
        match Self::parse_lenient(input) {
            Ok((fen, repairs)) => Ok((fen, Dialect::of(input, &fen), repairs)),
            Err(error) => Err(error),
        }
    }

    /// The FEN written in `dialect`; `Display` writes it in
    /// [`Dialect::CANONICAL`].
    ///
    /// ```
    /// use pin_runtime::chess::{CastlingForm, Dialect, Fen};
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// let shredder = Dialect::CANONICAL.with_castling(CastlingForm::Shredder);
    /// assert_eq!(
    ///     fen.display_in(shredder).to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
    /// );
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn display_in(&self, dialect: Dialect) -> DisplayIn<'_> {
        DisplayIn { fen: self, dialect }
    }
}

/// A [`Fen`] written in a [`Dialect`]; see [`Fen::display_in`].
///
/// ```
/// use pin_runtime::chess::{Dialect, Fen};
///
/// let fen = Fen::parse("8/8/8/8/8/8/8/K6k w - - 0 1")?;
/// assert_eq!(fen.display_in(Dialect::CANONICAL).to_string(), fen.to_string());
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DisplayIn<'a> {
    fen: &'a Fen,
    dialect: Dialect,
}

impl fmt::Display for DisplayIn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fen = self.fen;
        let en_passant = match self.dialect.en_passant {
            EnPassantForm::Always => true,
            EnPassantForm::Ready => fen.en_passant_ready(),
            EnPassantForm::Legal => fen.en_passant_legal(),
        };
        let shredder = matches!(self.dialect.castling, CastlingForm::Shredder);
        super::write::write(
            f,
            fen.position(),
            fen.clocks,
            fen.pockets(),
            shredder,
            en_passant,
        )
    }
}
