//! `San`: a chess move as Standard Algebraic Notation writes it (`Nf3`,
//! `exd5`, `e8=Q+`, `O-O`, `N@f3`, `--`), read as python-chess reads it
//! and written back as it was read; what it means on a position is the
//! rules'.

use core::fmt;

use super::san_error::{SanError, SanErrorKind};
use super::uci::cell_of;
use crate::error::byte_at;
use crate::{Cell, Letter};

/// A chess move in SAN, the notation of PGN and of people (`Nf3`, `exd5`,
/// `e8=Q+`, `O-O`), with python-chess's extensions: crazyhouse drops
/// (`N@f3`, `@e4`), null moves (`--`) and the spellings its
/// `Board.parse_san` also reads (`0-0`, `e8Q`, `Ng1-f3`, `e2e4`). Eight
/// bytes, `Copy`, hashable; a constant can be a `match` pattern, and the
/// literal `chess::san!("Nf3")` is one, checked at compile time.
///
/// A `San` is the text, not a move of a position: which knight `Nf3` moves,
/// whether `exd5` takes anything or `Qh5#` mates is the rules' to say on a
/// position. It keeps how the move was written, so [`Display`](fmt::Display)
/// writes the input back byte for byte, and two `San`s are equal when their
/// texts are; [`canonical`](Self::canonical) gives the spelling
/// python-chess's `Board.san` writes.
///
/// ```text
/// san       ::= ( move | castling | drop ) [ check ] | null
/// move      ::= [ piece ] [ file ] [ rank ] [ "x" | "-" ] square [ promotion ]
/// castling  ::= "O-O" | "O-O-O" | "0-0" | "0-0-0"
/// drop      ::= [ piece | "P" | "p" | "n" | "b" | "r" | "q" | "k" ] "@" square
/// null      ::= "--" | "Z0" | "0000" | "@@@@"
/// piece     ::= "N" | "B" | "R" | "Q" | "K"
/// square    ::= file rank
/// file      ::= "a" … "h"
/// rank      ::= "1" … "8"
/// promotion ::= [ "=" ] ( "N" | "B" | "R" | "Q" | "K" | "n" | "b" | "r" | "q" | "k" )
/// check     ::= "+" | "#"
/// ```
///
/// This is, byte for byte, what python-chess 1.11 reads without
/// `InvalidMoveError`: `Board.parse_san`'s castling strings, its regular
/// expression `^([NBKRQ])?([a-h])?([1-8])?[\-x]?([a-h][1-8])(=?[nbrqkNBRQK])?[\+#]?\Z`
/// and its null moves, and `CrazyhouseBoard.parse_san`'s drops. So a move
/// with no piece letter is a pawn's, but with both origin coordinates
/// (`e2e4`, `g1f3`) it is long algebraic notation of any piece's move, as
/// python-chess reads it; `x` and the check mark are kept, not checked
/// (`Nf3` and `Nxf3` find the same move); `K` as a promotion or a drop is
/// syntax the rules refuse. One difference: a drop takes one check mark,
/// as every other move does, where `CrazyhouseBoard` strips any run of
/// them (`N@f3+#`). A null move takes none, as in python-chess.
///
/// | part | read with |
/// |---|---|
/// | the kind of move, with all its parts | [`kind`](Self::kind) → [`SanKind`] |
/// | the piece letter of a move | [`piece`](Self::piece) → [`Letter`] |
/// | the origin's file and rank, as written | [`origin_file`](Self::origin_file), [`origin_rank`](Self::origin_rank) |
/// | `x` | [`is_capture`](Self::is_capture) |
/// | the destination of a move or drop | [`to`](Self::to) → [`Cell`] |
/// | `=Q` | [`promotion`](Self::promotion) → [`Letter`] |
/// | the piece before `@` | [`drop_piece`](Self::drop_piece) → [`Letter`] |
/// | `O-O`, `O-O-O` | [`castling`](Self::castling) → [`CastlingSide`] |
/// | `--` | [`is_null`](Self::is_null) |
/// | `+`, `#` | [`suffix`](Self::suffix) → [`Suffix`] |
///
/// ```
/// use pin_runtime::chess::{San, Suffix};
/// use pin_runtime::{Cell, Letter};
///
/// let san = San::parse("Nbxd7+")?;
/// assert_eq!(san.piece(), Some(Letter::N));
/// assert_eq!((san.origin_file(), san.origin_rank()), (Some(1), None));
/// assert!(san.is_capture());
/// assert_eq!(san.to(), Some(Cell::parse("d7")?));
/// assert_eq!(san.suffix(), Some(Suffix::Check));
/// assert_eq!(san.to_string(), "Nbxd7+");
///
/// // Read as python-chess reads it, written back as it was.
/// let castle = San::parse("0-0")?;
/// assert_eq!(castle.to_string(), "0-0");
/// assert_eq!(castle.canonical().to_string(), "O-O");
///
/// let err = San::parse("Nf3!").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid SAN move \"Nf3!\": expected no annotation after the move, found '!' at byte 3",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    form: Form,
    /// A move's piece letter, `N` `B` `R` `Q` `K`, or 0 when none is
    /// written; a drop's letter as written, either case, or 0 for `@e4`;
    /// 0 otherwise.
    piece: u8,
    /// The origin's file as written, `a`–`h`, or 0.
    file: u8,
    /// The origin's rank as written, `1`–`8`, or 0.
    rank: u8,
    /// The destination of a move or drop, `rank * 8 + file` (a1 = 0); 0
    /// otherwise.
    to: u8,
    /// The promotion's letter as written, either case, or 0.
    promotion: u8,
    /// `x`, `-` and `=` as written ([`CAPTURE`], [`HYPHEN`], [`EQUALS`]).
    marks: u8,
    /// The check mark written, `+` or `#`, or 0.
    suffix: u8,
}

/// What a [`San`] is, with its spelling where SAN has several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
enum Form {
    /// A piece's or a pawn's move to a square.
    Normal,
    /// A crazyhouse drop.
    Drop,
    /// `O-O`.
    CastleH,
    /// `O-O-O`.
    CastleA,
    /// `0-0`.
    ZeroCastleH,
    /// `0-0-0`.
    ZeroCastleA,
    /// `--`.
    NullDashes,
    /// `Z0`.
    NullZ0,
    /// `0000`.
    NullZeros,
    /// `@@@@`.
    NullAts,
}

/// `x` is written before the destination.
const CAPTURE: u8 = 1;

/// `-` is written before the destination.
const HYPHEN: u8 = 2;

/// `=` is written before the promotion.
const EQUALS: u8 = 4;

/// The longest SAN move, in bytes: `Qa1xb2=Q+`.
pub(crate) const MAX_LEN: usize = 9;

/// What a [`San`] move is, with its parts: [`San::kind`].
///
/// ```
/// use pin_runtime::chess::{CastlingSide, San, SanKind};
/// use pin_runtime::{Cell, Letter};
///
/// assert_eq!(
///     San::parse("exd8=Q#")?.kind(),
///     SanKind::Normal {
///         piece: None,
///         from_file: Some(4),
///         from_rank: None,
///         capture: true,
///         to: Cell::parse("d8")?,
///         promotion: Some(Letter::Q),
///     },
/// );
/// assert_eq!(San::parse("O-O-O")?.kind(), SanKind::Castling(CastlingSide::ASide));
/// assert_eq!(San::parse("@e4")?.kind(), SanKind::Drop { piece: Letter::P, to: Cell::parse("e4")? });
/// assert_eq!(San::parse("--")?.kind(), SanKind::Null);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SanKind {
    /// A move to a square: `Nf3`, `exd5`, `e8=Q`, `Ng1f3`, `e2e4`.
    Normal {
        /// The piece letter written (`N`, `B`, `R`, `Q`, `K`), or `None`:
        /// a pawn's move, or with both origin coordinates any piece's, as
        /// python-chess reads `g1f3`.
        piece: Option<Letter>,
        /// The origin's file written, from 0 (`a`).
        from_file: Option<u8>,
        /// The origin's rank written, from 0 (`1`).
        from_rank: Option<u8>,
        /// Whether `x` is written.
        capture: bool,
        /// The destination.
        to: Cell,
        /// The piece promoted to, uppercase whatever the case written.
        promotion: Option<Letter>,
    },
    /// Castling, `O-O` or `O-O-O` (`0-0`, `0-0-0`).
    Castling(CastlingSide),
    /// A crazyhouse drop: `N@f3`, `@e4` (a pawn, `P`).
    Drop {
        /// The piece dropped, uppercase.
        piece: Letter,
        /// The square it is dropped on.
        to: Cell,
    },
    /// The null move: `--` (`Z0`, `0000`, `@@@@`).
    Null,
}

/// The side of the king a castling goes to: the h-side, `O-O` (the
/// king's side), or the a-side, `O-O-O` (the queen's), in Chess960 too.
///
/// ```
/// use pin_runtime::chess::{CastlingSide, San};
///
/// assert_eq!(San::parse("O-O")?.castling(), Some(CastlingSide::HSide));
/// assert_eq!(San::parse("0-0-0+")?.castling(), Some(CastlingSide::ASide));
/// # Ok::<(), pin_runtime::chess::SanError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file: `O-O`.
    HSide,
    /// Towards the a-file: `O-O-O`.
    ASide,
}

/// The check mark after a SAN move: `+` or `#`.
///
/// ```
/// use pin_runtime::chess::{San, Suffix};
///
/// assert_eq!(San::parse("Qxf7#")?.suffix(), Some(Suffix::Checkmate));
/// assert_eq!(San::parse("Bb5+")?.suffix(), Some(Suffix::Check));
/// assert_eq!(San::parse("e4")?.suffix(), None);
/// # Ok::<(), pin_runtime::chess::SanError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`: the move gives check.
    Check,
    /// `#`: the move mates.
    Checkmate,
}

impl Suffix {
    /// Returns the mark, `'+'` or `'#'`.
    ///
    /// ```
    /// use pin_runtime::chess::Suffix;
    ///
    /// assert_eq!(Suffix::Checkmate.as_char(), '#');
    /// ```
    #[must_use]
    pub const fn as_char(self) -> char {
        match self {
            Self::Check => '+',
            Self::Checkmate => '#',
        }
    }
}

/// A move in the rules' terms, from [`San::raw`]: the encodings of
/// [`San::new_normal`], [`San::new_castling`] and [`San::new_drop`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RawSan {
    /// A move to a square.
    Normal {
        /// The piece letter, uppercase ASCII (`b'N'` … `b'K'`), or 0 when
        /// none is written: a pawn's move, or, with both origin
        /// coordinates, any piece's (python-chess's `find_move`).
        piece: u8,
        /// The origin's file written, from 0.
        from_file: Option<u8>,
        /// The origin's rank written, from 0.
        from_rank: Option<u8>,
        /// Whether `x` is written.
        capture: bool,
        /// The destination, `rank * 8 + file`.
        to: u8,
        /// The promotion, uppercase ASCII (`b'Q'`, `b'R'`, `b'B'`, `b'N'`,
        /// or `b'K'`, which the syntax reads), or 0.
        promotion: u8,
    },
    /// Castling: `O-O` when `h_side`, else `O-O-O`.
    Castling {
        /// Whether the king goes to the h-side.
        h_side: bool,
    },
    /// A crazyhouse drop.
    Drop {
        /// The piece, uppercase ASCII: `b'P'` (also for `@e4`), `b'N'`,
        /// `b'B'`, `b'R'`, `b'Q'`, or `b'K'`, which the syntax reads.
        piece: u8,
        /// The square, `rank * 8 + file`.
        to: u8,
    },
    /// The null move.
    Null,
}

impl San {
    /// The longest move, in bytes: `Qa1xb2=Q+` (a queen's promotion is
    /// syntax; the rules refuse it). Longer input is refused before any
    /// byte is read.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// let longest = "Qa1xb2=Q+";
    /// assert_eq!(longest.len(), San::MAX_LEN);
    /// assert_eq!(San::parse(longest)?.to_string(), longest);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    pub const MAX_LEN: usize = MAX_LEN;

    /// The null move, `--`: the side to move passes (UCI `0000`, PMN
    /// `...`).
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert_eq!(San::NULL.to_string(), "--");
    /// assert_eq!(San::parse("--"), Ok(San::NULL));
    /// assert!(San::parse("Z0")?.is_null());
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    pub const NULL: Self = Self::bare(Form::NullDashes);

    /// A move of no parts but its form: castling and the null moves.
    const fn bare(form: Form) -> Self {
        Self {
            form,
            piece: 0,
            file: 0,
            rank: 0,
            to: 0,
            promotion: 0,
            marks: 0,
            suffix: 0,
        }
    }

    /// A move to a square, spelled as python-chess's `Board.san` spells
    /// it, for the rules. `piece` is 0 for a pawn (or, with both origin
    /// coordinates, any piece) or the uppercase ASCII letter `b'N'`,
    /// `b'B'`, `b'R'`, `b'Q'` or `b'K'`; `from_file`, `from_rank` and `to`
    /// count from 0 (`to` is `rank * 8 + file`, a1 = 0); `promotion` is 0
    /// or the uppercase ASCII letter `b'Q'`, `b'R'`, `b'B'`, `b'N'` (or
    /// `b'K'`); `suffix` is 0, `b'+'` or `b'#'`. Out-of-range coordinates
    /// are masked to the board; other bytes are the caller's to get right.
    #[allow(
        clippy::fn_params_excessive_bools,
        reason = "one flag, the rules' own encoding"
    )]
    pub(crate) const fn new_normal(
        piece: u8,
        from_file: Option<u8>,
        from_rank: Option<u8>,
        capture: bool,
        to: u8,
        promotion: u8,
        suffix: u8,
    ) -> Self {
        let file = match from_file {
            Some(file) => b'a' + (file & 7),
            None => 0,
        };
        let rank = match from_rank {
            Some(rank) => b'1' + (rank & 7),
            None => 0,
        };
        let promotion = promotion.to_ascii_uppercase();
        let capture = if capture { CAPTURE } else { 0 };
        let equals = if promotion == 0 { 0 } else { EQUALS };
        Self {
            form: Form::Normal,
            piece,
            file,
            rank,
            to: to & 63,
            promotion,
            marks: capture | equals,
            suffix,
        }
    }

    /// Castling, `O-O` when `h_side` else `O-O-O`, with the check mark
    /// `suffix` (0, `b'+'` or `b'#'`), for the rules.
    pub(crate) const fn new_castling(h_side: bool, suffix: u8) -> Self {
        let form = if h_side { Form::CastleH } else { Form::CastleA };
        Self {
            suffix,
            ..Self::bare(form)
        }
    }

    /// A crazyhouse drop of `piece` (uppercase ASCII, `b'P'` … `b'Q'`) on
    /// the square `to` (`rank * 8 + file`), with the check mark `suffix`
    /// (0, `b'+'` or `b'#'`), for the rules: a pawn's is `@e4`, as
    /// python-chess writes it.
    pub(crate) const fn new_drop(piece: u8, to: u8, suffix: u8) -> Self {
        let piece = match piece.to_ascii_uppercase() {
            b'P' => 0,
            piece => piece,
        };
        Self {
            form: Form::Drop,
            piece,
            to: to & 63,
            suffix,
            ..Self::NULL
        }
    }

    /// A move to a square (neither castling, a drop nor the null move) as
    /// stored, for the rules to read without decoding it: the piece letter
    /// (0 for none), the origin's file and rank as written (`a`–`h`,
    /// `1`–`8`, or 0), the destination (`rank * 8 + file`) and the
    /// promotion's letter in uppercase (or 0); `None` for the other forms.
    #[inline]
    pub(crate) const fn normal_bytes(self) -> Option<[u8; 5]> {
        match self.form {
            Form::Normal => Some([
                self.piece,
                self.file,
                self.rank,
                self.to,
                self.promotion.to_ascii_uppercase(),
            ]),
            _ => None,
        }
    }

    /// The move in the rules' terms: the encodings of
    /// [`new_normal`](Self::new_normal), [`new_castling`](Self::new_castling)
    /// and [`new_drop`](Self::new_drop), letters uppercase whatever the
    /// case written, a pawn's drop `b'P'`. The check mark is
    /// [`suffix_byte`](Self::suffix_byte).
    pub(crate) const fn raw(self) -> RawSan {
        match self.form {
            Form::Normal => RawSan::Normal {
                piece: self.piece,
                from_file: self.origin_file(),
                from_rank: self.origin_rank(),
                capture: self.is_capture(),
                to: self.to,
                promotion: self.promotion.to_ascii_uppercase(),
            },
            Form::Drop => RawSan::Drop {
                piece: match self.piece {
                    0 => b'P',
                    piece => piece.to_ascii_uppercase(),
                },
                to: self.to,
            },
            Form::CastleH | Form::ZeroCastleH => RawSan::Castling { h_side: true },
            Form::CastleA | Form::ZeroCastleA => RawSan::Castling { h_side: false },
            Form::NullDashes | Form::NullZ0 | Form::NullZeros | Form::NullAts => RawSan::Null,
        }
    }

    /// The check mark written: 0, `b'+'` or `b'#'`.
    pub(crate) const fn suffix_byte(self) -> u8 {
        self.suffix
    }

    /// Reads a SAN move as python-chess's `Board.parse_san` (and
    /// `CrazyhouseBoard.parse_san`, for drops) reads it, without a
    /// position: the whole input is the move, nothing is trimmed, and the
    /// spelling is kept (see [`San`] for the grammar).
    ///
    /// # Errors
    ///
    /// A [`SanError`] naming the first byte no move continues with, what
    /// was expected and what was found: for example `""`, `"Nf3!"`,
    /// `"Nf3 "`, `"nf3"`, `"Ni9"`, `"o-o"`, `"Nf3++"`, `"e8="`, `"--+"`,
    /// `"P@e9"`, or more than 9 bytes.
    ///
    /// ```
    /// use pin_runtime::chess::{San, SanErrorKind};
    ///
    /// assert_eq!(San::parse("e8Q")?.to_string(), "e8Q");
    /// let err = San::parse("nf3").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (SanErrorKind::ExpectedAt, 1));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid SAN move \"nf3\": expected '@' after the piece to drop 'n' \
    ///      (a piece that moves is named in uppercase), found 'f' at byte 1",
    /// );
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[inline]
    pub const fn parse(input: &str) -> Result<Self, SanError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Reads a SAN move from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// A [`SanError`], as [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert_eq!(San::parse_bytes(b"Rad1")?.to_string(), "Rad1");
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[inline]
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, SanError> {
        if let Some(san) = read_common(input) {
            return Ok(san);
        }
        match read(input) {
            Ok(san) => Ok(san),
            Err((kind, index)) => Err(SanError::new(kind, index, input)),
        }
    }

    /// Returns what the move is, with all its parts.
    ///
    /// ```
    /// use pin_runtime::chess::{San, SanKind};
    /// use pin_runtime::{Cell, Letter};
    ///
    /// assert_eq!(
    ///     San::parse("R1a3")?.kind(),
    ///     SanKind::Normal {
    ///         piece: Some(Letter::R),
    ///         from_file: None,
    ///         from_rank: Some(0),
    ///         capture: false,
    ///         to: Cell::parse("a3")?,
    ///         promotion: None,
    ///     },
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(self) -> SanKind {
        match self.form {
            Form::Normal => SanKind::Normal {
                piece: self.piece(),
                from_file: self.origin_file(),
                from_rank: self.origin_rank(),
                capture: self.is_capture(),
                to: cell_of(self.to),
                promotion: self.promotion(),
            },
            Form::Drop => SanKind::Drop {
                piece: match self.drop_piece() {
                    Some(piece) => piece,
                    None => Letter::P,
                },
                to: cell_of(self.to),
            },
            Form::CastleH | Form::ZeroCastleH => SanKind::Castling(CastlingSide::HSide),
            Form::CastleA | Form::ZeroCastleA => SanKind::Castling(CastlingSide::ASide),
            Form::NullDashes | Form::NullZ0 | Form::NullZeros | Form::NullAts => SanKind::Null,
        }
    }

    /// Returns the piece letter of a move to a square (`N`, `B`, `R`, `Q`,
    /// `K`), or `None` when none is written (a pawn's move, or, with both
    /// origin coordinates, any piece's, as python-chess reads `g1f3`) and
    /// for castling, drops and the null move.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(San::parse("Kxe2")?.piece(), Some(Letter::K));
    /// assert_eq!(San::parse("exd5")?.piece(), None);
    /// assert_eq!(San::parse("N@f3")?.piece(), None);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn piece(self) -> Option<Letter> {
        match self.form {
            Form::Normal => Letter::from_ascii(self.piece),
            _ => None,
        }
    }

    /// Returns the origin's file written to tell the moving piece apart,
    /// from 0 (`a`): the `b` of `Nbd7`, the `e` of `exd5` and `e2e4`.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert_eq!(San::parse("Nbd7")?.origin_file(), Some(1));
    /// assert_eq!(San::parse("N5d7")?.origin_file(), None);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn origin_file(self) -> Option<u8> {
        match self.file {
            0 => None,
            file => Some(file - b'a'),
        }
    }

    /// Returns the origin's rank written to tell the moving piece apart,
    /// from 0 (`1`): the `5` of `N5d7`, the `2` of `e2e4`.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert_eq!(San::parse("N5d7")?.origin_rank(), Some(4));
    /// assert_eq!(San::parse("Nbd7")?.origin_rank(), None);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn origin_rank(self) -> Option<u8> {
        match self.rank {
            0 => None,
            rank => Some(rank - b'1'),
        }
    }

    /// Returns `true` when `x` is written: a capture, as the text says
    /// (python-chess reads the move alike without it).
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert!(San::parse("Bxc6")?.is_capture());
    /// assert!(!San::parse("Bc6")?.is_capture());
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.marks & CAPTURE != 0
    }

    /// Returns the destination of a move or a drop, or `None` for castling
    /// and the null move.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    /// use pin_runtime::Cell;
    ///
    /// assert_eq!(San::parse("Nf3")?.to(), Some(Cell::parse("f3")?));
    /// assert_eq!(San::parse("Q@h5")?.to(), Some(Cell::parse("h5")?));
    /// assert_eq!(San::parse("O-O")?.to(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to(self) -> Option<Cell> {
        match self.form {
            Form::Normal | Form::Drop => Some(cell_of(self.to)),
            _ => None,
        }
    }

    /// Returns the piece a move promotes to, uppercase whatever the case
    /// written (`Q`, `R`, `B`, `N`, or `K`, which only the rules refuse),
    /// or `None`.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(San::parse("bxa8=N")?.promotion(), Some(Letter::N));
    /// assert_eq!(San::parse("e8q")?.promotion(), Some(Letter::Q));
    /// assert_eq!(San::parse("e7")?.promotion(), None);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn promotion(self) -> Option<Letter> {
        Letter::from_ascii(self.promotion)
    }

    /// Returns the piece a crazyhouse drop puts on the board, uppercase
    /// (`P` for `@e4`), or `None` when the move is no drop.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(San::parse("N@f3")?.drop_piece(), Some(Letter::N));
    /// assert_eq!(San::parse("@e4")?.drop_piece(), Some(Letter::P));
    /// assert_eq!(San::parse("Nf3")?.drop_piece(), None);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn drop_piece(self) -> Option<Letter> {
        match (self.form, self.piece) {
            (Form::Drop, 0) => Some(Letter::P),
            (Form::Drop, piece) => Letter::from_ascii(piece),
            _ => None,
        }
    }

    /// Returns the side a castling goes to, or `None` when the move is no
    /// castling.
    ///
    /// ```
    /// use pin_runtime::chess::{CastlingSide, San};
    ///
    /// assert_eq!(San::parse("O-O-O#")?.castling(), Some(CastlingSide::ASide));
    /// assert_eq!(San::parse("Kg1")?.castling(), None);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn castling(self) -> Option<CastlingSide> {
        match self.form {
            Form::CastleH | Form::ZeroCastleH => Some(CastlingSide::HSide),
            Form::CastleA | Form::ZeroCastleA => Some(CastlingSide::ASide),
            _ => None,
        }
    }

    /// Returns `true` for a crazyhouse drop (`N@f3`, `@e4`).
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert!(San::parse("B@b5")?.is_drop());
    /// assert!(!San::parse("Bb5")?.is_drop());
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn is_drop(self) -> bool {
        matches!(self.form, Form::Drop)
    }

    /// Returns `true` for the null move, however written (`--`, `Z0`,
    /// `0000`, `@@@@`).
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert!(San::parse("0000")?.is_null());
    /// assert!(!San::parse("O-O")?.is_null());
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn is_null(self) -> bool {
        matches!(
            self.form,
            Form::NullDashes | Form::NullZ0 | Form::NullZeros | Form::NullAts
        )
    }

    /// Returns the check mark written after the move, or `None`. It is
    /// kept as written: whether the move checks is the rules' to say.
    ///
    /// ```
    /// use pin_runtime::chess::{San, Suffix};
    ///
    /// assert_eq!(San::parse("O-O#")?.suffix(), Some(Suffix::Checkmate));
    /// assert_eq!(San::parse("--")?.suffix(), None);
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn suffix(self) -> Option<Suffix> {
        match self.suffix {
            b'+' => Some(Suffix::Check),
            b'#' => Some(Suffix::Checkmate),
            _ => None,
        }
    }

    /// Returns the move spelled as python-chess's `Board.san` spells it:
    /// castling with the letter `O`, a capture with `x` and no `-`, a
    /// promotion with `=` and an uppercase letter, a drop's piece
    /// uppercase and a pawn's left out (`@e4`), the null move `--`. The
    /// disambiguation and the check mark are kept: which are right is the
    /// rules' to say on a position.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// for (written, canonical) in [
    ///     ("0-0-0+", "O-O-O+"),
    ///     ("e8q", "e8=Q"),
    ///     ("Ng1-f3", "Ng1f3"),
    ///     ("p@e4", "@e4"),
    ///     ("Z0", "--"),
    ///     ("Nbd7", "Nbd7"),
    /// ] {
    ///     assert_eq!(San::parse(written)?.canonical().to_string(), canonical);
    /// }
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn canonical(self) -> Self {
        let form = match self.form {
            Form::ZeroCastleH => Form::CastleH,
            Form::ZeroCastleA => Form::CastleA,
            Form::NullZ0 | Form::NullZeros | Form::NullAts => Form::NullDashes,
            form => form,
        };
        let piece = match (self.form, self.piece.to_ascii_uppercase()) {
            (Form::Drop, b'P') => 0,
            (_, piece) => piece,
        };
        let promotion = self.promotion.to_ascii_uppercase();
        let equals = if promotion == 0 { 0 } else { EQUALS };
        Self {
            form,
            piece,
            promotion,
            marks: self.marks & CAPTURE | equals,
            ..self
        }
    }

    /// Returns `true` when the move is spelled as python-chess's
    /// `Board.san` spells it, that is when it is its own
    /// [`canonical`](Self::canonical) spelling: `O-O` not `0-0`, `e8=Q`
    /// not `e8Q` or `e8=q`, `Ng1f3` not `Ng1-f3`, `@e4` not `P@e4`, `--`
    /// not `Z0`.
    ///
    /// ```
    /// use pin_runtime::chess::San;
    ///
    /// assert!(San::parse("exd8=Q+")?.is_canonical());
    /// assert!(!San::parse("exd8q+")?.is_canonical());
    /// assert!(!San::parse("0-0")?.is_canonical());
    /// # Ok::<(), pin_runtime::chess::SanError>(())
    /// ```
    #[must_use]
    pub const fn is_canonical(self) -> bool {
        let canonical = self.canonical();
        canonical.form as u8 == self.form as u8
            && canonical.piece == self.piece
            && canonical.promotion == self.promotion
            && canonical.marks == self.marks
    }

    /// Writes the move into a buffer, returning it and its length.
    pub(crate) const fn to_bytes(self) -> ([u8; MAX_LEN], usize) {
        let mut out = [0; MAX_LEN];
        let len = match self.form {
            Form::Normal => {
                let mut len = put(&mut out, 0, self.piece);
                len = put(&mut out, len, self.file);
                len = put(&mut out, len, self.rank);
                let separator = if self.marks & CAPTURE != 0 {
                    b'x'
                } else if self.marks & HYPHEN != 0 {
                    b'-'
                } else {
                    0
                };
                len = put(&mut out, len, separator);
                len = put_square(&mut out, len, self.to);
                if self.promotion != 0 && self.marks & EQUALS != 0 {
                    len = put(&mut out, len, b'=');
                }
                put(&mut out, len, self.promotion)
            }
            Form::Drop => {
                let len = put(&mut out, 0, self.piece);
                let len = put(&mut out, len, b'@');
                put_square(&mut out, len, self.to)
            }
            Form::CastleH => put_all(&mut out, b"O-O"),
            Form::CastleA => put_all(&mut out, b"O-O-O"),
            Form::ZeroCastleH => put_all(&mut out, b"0-0"),
            Form::ZeroCastleA => put_all(&mut out, b"0-0-0"),
            Form::NullDashes => put_all(&mut out, b"--"),
            Form::NullZ0 => put_all(&mut out, b"Z0"),
            Form::NullZeros => put_all(&mut out, b"0000"),
            Form::NullAts => put_all(&mut out, b"@@@@"),
        };
        let len = put(&mut out, len, self.suffix);
        (out, len)
    }
}

/// Writes `byte` at `len` unless it is 0; returns the new length. A move
/// is at most [`MAX_LEN`] bytes, so `len` is always in the buffer.
const fn put(out: &mut [u8; MAX_LEN], len: usize, byte: u8) -> usize {
    if byte == 0 || len >= MAX_LEN {
        return len;
    }
    out[len] = byte;
    len + 1
}

/// Writes the square `rank * 8 + file` at `len`; returns the new length.
const fn put_square(out: &mut [u8; MAX_LEN], len: usize, square: u8) -> usize {
    let len = put(out, len, b'a' + square % 8);
    put(out, len, b'1' + square / 8 % 8)
}

/// Writes `word` at the start; returns its length.
const fn put_all(out: &mut [u8; MAX_LEN], word: &[u8]) -> usize {
    let mut len = 0;
    while len < word.len() {
        len = put(out, len, word[len]);
    }
    len
}

/// Whether `byte` is a promotion's letter, of either case.
const fn is_promotion(byte: u8) -> bool {
    matches!(
        byte,
        b'N' | b'B' | b'R' | b'Q' | b'K' | b'n' | b'b' | b'r' | b'q' | b'k'
    )
}

/// Reads a square at `at`: its index, or the kind of mistake and where.
const fn read_square(input: &[u8], at: usize) -> Result<u8, (SanErrorKind, usize)> {
    let file = match byte_at(input, at) {
        Some(byte @ b'a'..=b'h') => byte - b'a',
        _ => return Err((SanErrorKind::ExpectedSquare, at)),
    };
    match byte_at(input, at + 1) {
        Some(byte @ b'1'..=b'8') => Ok((byte - b'1') * 8 + file),
        _ => Err((SanErrorKind::ExpectedRank, at + 1)),
    }
}

/// The kind of mistake of a byte that follows a whole move: an
/// annotation, or `kind`.
const fn after_move(byte: u8, kind: SanErrorKind) -> SanErrorKind {
    match byte {
        b'!' | b'?' => SanErrorKind::Annotation,
        _ => kind,
    }
}

/// Reads the optional check mark at `at`, then the end of the input: the
/// mark (0 when there is none), or the mistake.
const fn read_suffix(input: &[u8], at: usize) -> Result<u8, (SanErrorKind, usize)> {
    let (suffix, end) = match byte_at(input, at) {
        Some(mark @ (b'+' | b'#')) => (mark, at + 1),
        _ => (0, at),
    };
    match byte_at(input, end) {
        None => Ok(suffix),
        Some(byte) if suffix == 0 => Err((after_move(byte, SanErrorKind::ExpectedCheck), end)),
        Some(byte) => Err((after_move(byte, SanErrorKind::ExpectedEnd), end)),
    }
}

/// Reads a null move spelled `word`, as the whole input.
const fn read_null(input: &[u8], word: &[u8], form: Form) -> Result<San, (SanErrorKind, usize)> {
    let mut i = 0;
    while i < word.len() {
        if i >= input.len() || input[i] != word[i] {
            return Err((SanErrorKind::ExpectedNull, i));
        }
        i += 1;
    }
    match byte_at(input, i) {
        None => Ok(San::bare(form)),
        Some(byte) => Err((after_move(byte, SanErrorKind::ExpectedEnd), i)),
    }
}

/// Reads castling written with `letter` (`O` or `0`), whose first two
/// bytes are `letter` and `-`.
const fn read_castling(input: &[u8], letter: u8) -> Result<San, (SanErrorKind, usize)> {
    if !matches!(byte_at(input, 2), Some(byte) if byte == letter) {
        return Err((SanErrorKind::ExpectedCastling, 2));
    }
    let a_side = matches!(byte_at(input, 3), Some(b'-'));
    if a_side && !matches!(byte_at(input, 4), Some(byte) if byte == letter) {
        return Err((SanErrorKind::ExpectedCastling, 4));
    }
    let suffix = tri!(read_suffix(input, if a_side { 5 } else { 3 }));
    let form = match (letter, a_side) {
        (b'O', false) => Form::CastleH,
        (b'O', true) => Form::CastleA,
        (_, false) => Form::ZeroCastleH,
        (_, true) => Form::ZeroCastleA,
    };
    Ok(San {
        suffix,
        ..San::bare(form)
    })
}

/// Reads a drop of `piece` (as written, 0 for `@e4`) whose square starts
/// at `at`.
const fn read_drop(input: &[u8], piece: u8, at: usize) -> Result<San, (SanErrorKind, usize)> {
    let to = tri!(read_square(input, at));
    let suffix = tri!(read_suffix(input, at + 2));
    Ok(San {
        form: Form::Drop,
        piece,
        to,
        suffix,
        ..San::NULL
    })
}

/// The mark of a separator byte, `x` or `-`.
const fn separator(byte: u8) -> u8 {
    if byte == b'x' { CAPTURE } else { HYPHEN }
}

/// Reads a move to a square after its piece letter `piece` (0 when none
/// is written), from `at`: python-chess's
/// `([a-h])?([1-8])?[\-x]?([a-h][1-8])(=?[nbrqkNBRQK])?[\+#]?`, read left
/// to right with one byte of look-ahead where `b` is a file or a bishop.
const fn read_normal(input: &[u8], piece: u8, at: usize) -> Result<San, (SanErrorKind, usize)> {
    let (mut file, mut rank, mut marks) = (0, 0, 0);
    let mut i = at;
    let to = match byte_at(input, i) {
        Some(first @ b'a'..=b'h') => match byte_at(input, i + 1) {
            // A square: the destination, or the origin of a longer move.
            Some(second @ b'1'..=b'8') => match (byte_at(input, i + 2), byte_at(input, i + 3)) {
                (Some(mark @ (b'x' | b'-')), _) => {
                    (file, rank, marks) = (first, second, separator(mark));
                    i += 3;
                    tri!(read_square(input, i))
                }
                // After a square, `b` is a file only when a rank follows:
                // else it is a promotion (`e8b`).
                (Some(b'a'..=b'h'), Some(b'1'..=b'8')) | (Some(b'a' | b'c'..=b'h'), _) => {
                    (file, rank) = (first, second);
                    i += 2;
                    tri!(read_square(input, i))
                }
                _ => (second - b'1') * 8 + (first - b'a'),
            },
            Some(b'a'..=b'h') => {
                file = first;
                i += 1;
                tri!(read_square(input, i))
            }
            Some(mark @ (b'x' | b'-')) => {
                (file, marks) = (first, separator(mark));
                i += 2;
                tri!(read_square(input, i))
            }
            _ => return Err((SanErrorKind::ExpectedRank, i + 1)),
        },
        Some(first @ b'1'..=b'8') => {
            rank = first;
            i += 1;
            if let Some(mark @ (b'x' | b'-')) = byte_at(input, i) {
                marks = separator(mark);
                i += 1;
            }
            tri!(read_square(input, i))
        }
        Some(mark @ (b'x' | b'-')) => {
            marks = separator(mark);
            i += 1;
            tri!(read_square(input, i))
        }
        _ => return Err((SanErrorKind::ExpectedSquare, i)),
    };
    i += 2;
    let mut promotion = 0;
    match byte_at(input, i) {
        Some(b'=') => match byte_at(input, i + 1) {
            Some(letter) if is_promotion(letter) => {
                (promotion, marks) = (letter, marks | EQUALS);
                i += 2;
            }
            _ => return Err((SanErrorKind::ExpectedPromotion, i + 1)),
        },
        Some(letter) if is_promotion(letter) => {
            promotion = letter;
            i += 1;
        }
        _ => {}
    }
    let suffix = tri!(read_suffix(input, i));
    Ok(San {
        form: Form::Normal,
        piece,
        file,
        rank,
        to,
        promotion,
        marks,
        suffix,
    })
}

/// Reads the moves most games are made of, as [`read`] reads them, by
/// their shape alone: a pawn's push (`e4`) or capture (`exd5`), a piece's
/// move (`Nf3`) or capture (`Nxf3`), each with or without a check mark;
/// `None` for anything else.
#[inline]
pub(crate) const fn read_common(input: &[u8]) -> Option<San> {
    let (body, suffix) = match input {
        [body @ .., mark @ (b'+' | b'#')] => (body, *mark),
        _ => (input, 0),
    };
    let (piece, file, marks, to_file, to_rank) = match *body {
        [to_file @ b'a'..=b'h', to_rank @ b'1'..=b'8'] => (0, 0, 0, to_file, to_rank),
        [
            piece @ (b'N' | b'B' | b'R' | b'Q' | b'K'),
            to_file @ b'a'..=b'h',
            to_rank @ b'1'..=b'8',
        ] => (piece, 0, 0, to_file, to_rank),
        [
            file @ b'a'..=b'h',
            b'x',
            to_file @ b'a'..=b'h',
            to_rank @ b'1'..=b'8',
        ] => (0, file, CAPTURE, to_file, to_rank),
        [
            piece @ (b'N' | b'B' | b'R' | b'Q' | b'K'),
            b'x',
            to_file @ b'a'..=b'h',
            to_rank @ b'1'..=b'8',
        ] => (piece, 0, CAPTURE, to_file, to_rank),
        _ => return None,
    };
    Some(San {
        form: Form::Normal,
        piece,
        file,
        rank: 0,
        to: (to_rank - b'1') * 8 + (to_file - b'a'),
        promotion: 0,
        marks,
        suffix,
    })
}

/// Reads a SAN move: the move, or the kind of mistake and its byte index.
pub(crate) const fn read(input: &[u8]) -> Result<San, (SanErrorKind, usize)> {
    let Some(&first) = input.first() else {
        return Err((SanErrorKind::Empty, 0));
    };
    if input.len() > MAX_LEN {
        return Err((SanErrorKind::TooLong, MAX_LEN));
    }
    let second = byte_at(input, 1);
    match (first, second) {
        (
            b'N' | b'B' | b'R' | b'Q' | b'K' | b'P' | b'p' | b'n' | b'b' | b'r' | b'q' | b'k',
            Some(b'@'),
        ) => read_drop(input, first, 2),
        (b'N' | b'B' | b'R' | b'Q' | b'K', _) => read_normal(input, first, 1),
        (b'P' | b'p' | b'n' | b'r' | b'q' | b'k', _) => Err((SanErrorKind::ExpectedAt, 1)),
        (b'-', Some(b'-')) => read_null(input, b"--", Form::NullDashes),
        (b'a'..=b'h' | b'1'..=b'8' | b'x' | b'-', _) => read_normal(input, 0, 0),
        (b'O' | b'0', Some(b'-')) => read_castling(input, first),
        (b'0', Some(b'0')) => read_null(input, b"0000", Form::NullZeros),
        (b'O' | b'0', _) => Err((SanErrorKind::ExpectedCastling, 1)),
        (b'@', Some(b'@')) => read_null(input, b"@@@@", Form::NullAts),
        (b'@', _) => read_drop(input, 0, 1),
        (b'Z', _) => read_null(input, b"Z0", Form::NullZ0),
        _ => Err((SanErrorKind::ExpectedMove, 0)),
    }
}

impl fmt::Display for San {
    /// Writes the move as it was read (`Nxf7+`, `0-0`), honouring width
    /// and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (bytes, len) = self.to_bytes();
        let text = bytes.get(..len).unwrap_or_default();
        // Only ASCII letters, digits and marks are written.
        f.pad(core::str::from_utf8(text).unwrap_or_default())
    }
}

impl fmt::Debug for San {
    /// Writes `San("Nxf7+")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "San(\"{self}\")")
    }
}

impl core::str::FromStr for San {
    type Err = SanError;

    fn from_str(s: &str) -> Result<Self, SanError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for San {
    type Error = SanError;

    fn try_from(s: &str) -> Result<Self, SanError> {
        Self::parse(s)
    }
}

/// The rules' constructors and readers, checked when the crate is built:
/// each constructor gives the move its canonical text reads as, and
/// [`San::raw`] gives back what it was built from.
const _: () = {
    /// Whether two moves are the same text.
    const fn same(a: San, b: San) -> bool {
        a.form as u8 == b.form as u8
            && a.piece == b.piece
            && a.file == b.file
            && a.rank == b.rank
            && a.to == b.to
            && a.promotion == b.promotion
            && a.marks == b.marks
            && a.suffix == b.suffix
    }
    /// The move a text reads as.
    const fn san(text: &str) -> San {
        match San::parse(text) {
            Ok(san) => san,
            Err(_) => panic!("not a SAN move"),
        }
    }
    // b1 = 1, d7 = 51, f3 = 21, e8 = 60, e4 = 28.
    let knight = San::new_normal(b'N', Some(1), None, true, 51, 0, b'+');
    assert!(same(knight, san("Nbxd7+")) && knight.suffix_byte() == b'+');
    assert!(matches!(
        knight.raw(),
        RawSan::Normal {
            piece: b'N',
            from_file: Some(1),
            from_rank: None,
            capture: true,
            to: 51,
            promotion: 0,
        }
    ));
    let pawn = San::new_normal(0, Some(3), None, true, 60, b'Q', b'#');
    assert!(same(pawn, san("dxe8=Q#")));
    assert!(matches!(
        san("dxe8q#").raw(),
        RawSan::Normal {
            piece: 0,
            from_file: Some(3),
            from_rank: None,
            capture: true,
            to: 60,
            promotion: b'Q',
        }
    ));
    let long = San::new_normal(b'N', Some(6), Some(0), false, 21, 0, 0);
    assert!(same(long, san("Ng1f3")) && long.suffix_byte() == 0);
    assert!(same(San::new_castling(true, 0), san("O-O")));
    assert!(same(San::new_castling(false, b'#'), san("O-O-O#")));
    assert!(matches!(
        san("0-0-0").raw(),
        RawSan::Castling { h_side: false }
    ));
    assert!(same(San::new_drop(b'P', 28, 0), san("@e4")));
    assert!(same(San::new_drop(b'N', 21, b'+'), san("N@f3+")));
    assert!(matches!(
        san("p@e4").raw(),
        RawSan::Drop {
            piece: b'P',
            to: 28
        }
    ));
    assert!(matches!(san("Z0").raw(), RawSan::Null));
    assert!(same(San::NULL, san("--")));
    // The common moves' shortcut reads as the reader does.
    let common: [&[u8]; 8] = [
        b"a1", b"h8#", b"Nf3", b"Kh1+", b"exd5", b"hxg8", b"Qxf7#", b"Bxa1",
    ];
    let mut i = 0;
    while i < common.len() {
        match (read_common(common[i]), read(common[i])) {
            (Some(quick), Ok(read)) => assert!(same(quick, read)),
            _ => panic!("a common move"),
        }
        i += 1;
    }
};
