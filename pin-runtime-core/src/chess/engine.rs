//! The engine's own board: a FEN from a board without states (an engine's
//! pieces, as a `#[derive(Pieces)]` enum or plain tokens) and the castling
//! rights and en-passant square an engine keeps beside it, and the same
//! three given back by a [`Fen`].

use super::error::{FromPositionError, FromPositionErrorKind as Kind, Unwritable};
use super::{BLACK, BOARD_FILES, FILES, RANKS, WHITE, row as row_of};
use crate::bridge::cell;
use core::num::NonZeroU32;

use crate::{Board, Cell, Epin, Letter, Position, Side, State};

use super::Fen;

/// Castling rights as an engine keeps them beside its board: for each
/// side, the files of the rooks that may still castle. A right names its
/// rook, as X-FEN and Shredder-FEN do, so Chess960 rights are said the same
/// way as the standard `KQkq`.
///
/// ```
/// use pin_runtime::chess::Castling;
/// use pin_runtime::{Cell, Side};
///
/// // White may castle with the h1 rook, black with both.
/// let rights = Castling::NONE.with(Side::First, 7).with(Side::Second, 0).with(Side::Second, 7);
/// assert!(rights.contains(Side::First, 7) && !rights.contains(Side::First, 0));
/// let rooks: Vec<String> = rights.rooks().map(|cell| cell.to_string()).collect();
/// assert_eq!(rooks, ["h1", "a8", "h8"]);
/// assert_eq!(Castling::STANDARD.without(Side::First, 0), rights);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Castling {
    /// White's files, then black's: bit `f` for file `f` (`a` is 0).
    files: [u8; 2],
}

impl Castling {
    /// No castling right (FEN's `-`).
    ///
    /// ```
    /// use pin_runtime::chess::Castling;
    ///
    /// assert!(Castling::NONE.is_empty());
    /// assert_eq!(Castling::NONE, Castling::default());
    /// ```
    pub const NONE: Self = Self { files: [0, 0] };

    /// Both sides with both rooks of the start position, a1 h1 a8 h8
    /// (FEN's `KQkq` there).
    ///
    /// ```
    /// use pin_runtime::chess::{self, Castling, Fen};
    ///
    /// assert_eq!(Fen::from_position(chess::START)?.castling(), Castling::STANDARD);
    /// # Ok::<(), chess::FromPositionError>(())
    /// ```
    pub const STANDARD: Self = Self {
        files: [0x81, 0x81],
    };

    /// Returns the rights with `side`'s right to castle with the rook of
    /// `file` (`0` for a, `7` for h) added. A file past h names no square
    /// of the board and leaves the rights as they are.
    ///
    /// ```
    /// use pin_runtime::chess::Castling;
    /// use pin_runtime::Side;
    ///
    /// let rights = Castling::NONE.with(Side::First, 7);
    /// assert!(rights.contains(Side::First, 7));
    /// assert_eq!(rights.with(Side::First, 8), rights);
    /// ```
    #[must_use]
    pub const fn with(mut self, side: Side, file: u8) -> Self {
        if file < BOARD_FILES {
            self.files[side.index()] |= 1 << file;
        }
        self
    }

    /// Returns the rights without `side`'s right to castle with the rook of
    /// `file`.
    ///
    /// ```
    /// use pin_runtime::chess::Castling;
    /// use pin_runtime::Side;
    ///
    /// let rights = Castling::STANDARD.without(Side::Second, 0);
    /// assert!(!rights.contains(Side::Second, 0) && rights.contains(Side::Second, 7));
    /// ```
    #[must_use]
    pub const fn without(mut self, side: Side, file: u8) -> Self {
        if file < BOARD_FILES {
            self.files[side.index()] &= !(1 << file);
        }
        self
    }

    /// Returns whether `side` may castle with the rook of `file`.
    ///
    /// ```
    /// use pin_runtime::chess::Castling;
    /// use pin_runtime::Side;
    ///
    /// assert!(Castling::STANDARD.contains(Side::First, 0));
    /// assert!(!Castling::STANDARD.contains(Side::First, 1));
    /// assert!(!Castling::STANDARD.contains(Side::First, 200));
    /// ```
    #[must_use]
    pub const fn contains(self, side: Side, file: u8) -> bool {
        file < BOARD_FILES && self.files[side.index()] & (1 << file) != 0
    }

    /// Returns whether neither side may castle.
    ///
    /// ```
    /// use pin_runtime::chess::Castling;
    ///
    /// assert!(Castling::NONE.is_empty() && !Castling::STANDARD.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.files[0] == 0 && self.files[1] == 0
    }

    /// Returns the squares of the rooks that may castle, white's first,
    /// each side's from file a to h.
    ///
    /// ```
    /// use pin_runtime::chess::Castling;
    ///
    /// let rooks: Vec<String> = Castling::STANDARD.rooks().map(|cell| cell.to_string()).collect();
    /// assert_eq!(rooks, ["a1", "h1", "a8", "h8"]);
    /// ```
    pub fn rooks(self) -> impl Iterator<Item = Cell> {
        Side::ALL.into_iter().flat_map(move |side| {
            let rank = if side.is_first() { 0 } else { 7 };
            (0..8u8)
                .filter(move |&file| self.contains(side, file))
                .map(move |file| Cell::new_2d(file, rank))
        })
    }
}

/// The row of each side's back rank: white's rank 1, black's rank 8.
const BACK: [usize; 2] = [row_of(1), row_of(8)];

/// The row of each side's pawns' start rank.
const START: [usize; 2] = [row_of(2), row_of(7)];

impl Fen {
    /// A `Fen` of an engine's board and the castling rights and en-passant
    /// square it keeps beside it, without clocks (add them with
    /// [`with_clocks`](Self::with_clocks)).
    ///
    /// The board need not carry the states FEN's position has (`-R`, `+P`,
    /// `-P`): the states of its pawns and of its rooks with a castling
    /// right are set from the parts. Each pawn on its start rank may
    /// advance two squares (`+P`), the pawn that passed `en_passant` just
    /// advanced two (`-P`), every other pawn is `P`; a rook named by
    /// `castling` is `-R`, any other `-R` is `R`. Other pieces are written
    /// as they are: a promoted piece (`+Q`) stays one. So a board of an
    /// engine's own pieces, converted with its `#[derive(Pieces)]` enum's
    /// `to_board`, is written without naming a state.
    ///
    /// # Errors
    ///
    /// [`FromPositionErrorKind::CastlingRook`](super::FromPositionErrorKind::CastlingRook)
    /// when `castling` names a square that holds no rook of its side;
    /// [`FromPositionErrorKind::EnPassantSquare`](super::FromPositionErrorKind::EnPassantSquare)
    /// when `en_passant` is not on rank 6 with white to move (rank 3 with
    /// black to move),
    /// [`FromPositionErrorKind::EnPassantPawn`](super::FromPositionErrorKind::EnPassantPawn)
    /// when no pawn of the side that just moved stands just in front of it;
    /// then the errors of [`from_position`](Self::from_position) for the
    /// position the parts make (a right whose king is not on its back rank,
    /// an en-passant square whose pawn's start square is not empty, a piece
    /// outside the chess set, ...).
    ///
    /// ```
    /// use pin_runtime::chess::{Castling, Fen};
    /// use pin_runtime::{board, Board, Cell, Side};
    ///
    /// // An engine's board: no state anywhere.
    /// let board: Board<8, 8> = board!("rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR");
    /// let e3 = Cell::parse("e3")?;
    /// let fen = Fen::from_board(board, Side::Second, Castling::STANDARD, Some(e3))?;
    /// assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
    /// assert_eq!((fen.castling(), fen.en_passant()), (Castling::STANDARD, Some(e3)));
    ///
    /// let no_rook = Castling::NONE.with(Side::First, 6);
    /// let err = Fen::from_board(board, Side::Second, no_rook, None).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot write FEN at g1: expected a rook of the side with the castling right \
    ///      on its back rank, found N",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_board(
        mut board: Board<8, 8>,
        turn: Side,
        castling: Castling,
        en_passant: Option<Cell>,
    ) -> Result<Self, FromPositionError> {
        // Pawns and rooks without the states the parts give.
        let mut row = 0;
        while row < RANKS {
            let mut file = 0;
            while file < FILES {
                if let Some(piece) = board[row][file] {
                    let piece = plain(piece);
                    // A pawn on its start rank may advance two squares.
                    let start = START[piece.side().index()];
                    board[row][file] = Some(
                        if row == start && is(piece, Letter::P, piece.side().index()) {
                            piece.with_state(State::Enhanced)
                        } else {
                            piece
                        },
                    );
                }
                file += 1;
            }
            row += 1;
        }
        // The rooks that may castle.
        let mut side = 0;
        while side < 2 {
            let mut file = 0;
            while file < FILES {
                if castling.files[side] & (1 << file) != 0 {
                    let row = BACK[side];
                    let rook = match board[row][file] {
                        Some(piece) if is(piece, Letter::R, side) => piece,
                        found => return Err(missing(Kind::CastlingRook, row, file, found)),
                    };
                    board[row][file] = Some(rook.with_state(State::Diminished));
                }
                file += 1;
            }
            side += 1;
        }
        // The pawn that passed the en-passant square: of the side that
        // just moved, one rank further from its own side.
        if let Some(square) = en_passant {
            // White to move: black's pawn passed rank 6 and stands on 5.
            let (mover, passed, reached) = if turn.is_first() {
                (1, row_of(6), row_of(5))
            } else {
                (0, row_of(3), row_of(4))
            };
            let file = square.file() as usize;
            let on_rank = match square.rank() {
                Some(rank) => rank as usize == RANKS - 1 - passed && square.layer().is_none(),
                None => false,
            };
            if !on_rank || file >= FILES {
                let place = Unwritable::Named(square);
                return Err(FromPositionError::new(Kind::EnPassantSquare, place));
            }
            let pawn = match board[reached][file] {
                Some(piece) if is(piece, Letter::P, mover) => piece,
                found => return Err(missing(Kind::EnPassantPawn, reached, file, found)),
            };
            board[reached][file] = Some(pawn.with_state(State::Diminished));
        }
        let (active, inactive) = if turn.is_first() {
            (WHITE, BLACK)
        } else {
            (BLACK, WHITE)
        };
        match Position::new(board, active, inactive) {
            Some(position) => Self::from_position(position),
            // Never: W and w have opposite cases.
            None => Err(FromPositionError::new(
                Kind::Styles {
                    first: WHITE,
                    second: BLACK,
                },
                Unwritable::Whole,
            )),
        }
    }

    /// [`from_board`](Self::from_board) with an engine's clocks too: the
    /// halfmove clock and the fullmove number, written as the FEN's last
    /// two fields, so that nothing the engine keeps is lost.
    ///
    /// # Errors
    ///
    /// Those of [`from_board`](Self::from_board).
    ///
    /// ```
    /// use core::num::NonZeroU32;
    /// use pin_runtime::chess::{Castling, Fen};
    /// use pin_runtime::{board, Board, Side};
    ///
    /// let board: Board<8, 8> = board!("4k^3/8/8/8/8/8/8/4K^2R");
    /// let twelfth = NonZeroU32::new(12).unwrap();
    /// let castling = Castling::NONE.with(Side::First, 7);
    /// let fen = Fen::from_board_with_clocks(board, Side::First, castling, None, 3, twelfth)?;
    /// assert_eq!(fen.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - 3 12");
    /// # Ok::<(), pin_runtime::chess::FromPositionError>(())
    /// ```
    pub const fn from_board_with_clocks(
        board: Board<8, 8>,
        turn: Side,
        castling: Castling,
        en_passant: Option<Cell>,
        halfmove: u32,
        fullmove: NonZeroU32,
    ) -> Result<Self, FromPositionError> {
        match Self::from_board(board, turn, castling, en_passant) {
            Ok(fen) => Ok(fen.with_clocks(halfmove, fullmove)),
            Err(error) => Err(error),
        }
    }

    /// Returns the castling rights: the rooks of the position that may
    /// castle (its `-R` and `-r`).
    ///
    /// ```
    /// use pin_runtime::chess::{Castling, Fen};
    /// use pin_runtime::Side;
    ///
    /// let fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")?;
    /// assert_eq!(fen.castling(), Castling::NONE.with(Side::First, 7).with(Side::Second, 0));
    /// // Chess960 rights name their rooks alike.
    /// let fen = Fen::parse("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1")?;
    /// assert_eq!(fen.castling().rooks().count(), 4);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn castling(&self) -> Castling {
        let board = self.position().board();
        let mut castling = Castling::NONE;
        let mut side = 0;
        while side < 2 {
            let mut file = 0;
            while file < FILES {
                if let Some(piece) = board[BACK[side]][file] {
                    if is(piece, Letter::R, side) && matches!(piece.state(), State::Diminished) {
                        castling.files[side] |= 1 << file;
                    }
                }
                file += 1;
            }
            side += 1;
        }
        castling
    }

    /// Returns the en-passant square: the square the `-P` (or `-p`) just
    /// passed, as the FEN's fourth field names it.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::Cell;
    ///
    /// let fen = Fen::parse("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2")?;
    /// assert_eq!(fen.en_passant(), Some(Cell::parse("e3")?));
    /// assert_eq!(Fen::parse("8/8/8/8/8/8/8/K1k5 w - - 0 1")?.en_passant(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn en_passant(&self) -> Option<Cell> {
        let board = self.position().board();
        // The pawn stands on rank 4 (white's) or 5 (black's).
        let mut side = 0;
        while side < 2 {
            let (reached, passed) = if side == 0 {
                (row_of(4), row_of(3))
            } else {
                (row_of(5), row_of(6))
            };
            let mut file = 0;
            while file < FILES {
                if let Some(piece) = board[reached][file] {
                    if is(piece, Letter::P, side) && matches!(piece.state(), State::Diminished) {
                        return Some(cell(passed, file, RANKS));
                    }
                }
                file += 1;
            }
            side += 1;
        }
        None
    }

    /// Returns the board as an engine keeps it: pawns and rooks without the
    /// states FEN's position gives them (`+P`, `-P` and `-R` as `P` and
    /// `R`), their rights being [`castling`](Self::castling) and
    /// [`en_passant`](Self::en_passant). Kings stay `K^`, promoted pieces
    /// (`+Q`, crazyhouse's `Q~`) stay promoted. With the turn and the two
    /// rights, [`from_board`](Self::from_board) makes the same `Fen` again
    /// (without its clocks and pockets).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::board;
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
    /// assert_eq!(
    ///     fen.plain_board(),
    ///     board!("rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR"),
    /// );
    /// let again = Fen::from_board(fen.plain_board(), fen.turn(), fen.castling(), fen.en_passant())?;
    /// assert_eq!(again, fen.without_clocks());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn plain_board(&self) -> Board<8, 8> {
        let mut board = *self.position().board();
        let mut row = 0;
        while row < RANKS {
            let mut file = 0;
            while file < FILES {
                if let Some(piece) = board[row][file] {
                    board[row][file] = Some(plain(piece));
                }
                file += 1;
            }
            row += 1;
        }
        board
    }
}

/// `piece` without the state FEN gives a pawn or a rook from the rights
/// and the start ranks: a pawn in any state is `P`, a `-R` is `R`. A `+R`
/// (a promoted rook in crazyhouse) and every other piece are kept.
const fn plain(piece: Epin) -> Epin {
    let letter = piece.letter().as_byte();
    match (letter, piece.state()) {
        (b'P', _) | (b'R', State::Diminished) => piece.with_state(State::Normal),
        _ => piece,
    }
}

/// Whether `piece` is a native, non-terminal `letter` of side `side` (0 for
/// white), in any state.
const fn is(piece: Epin, letter: Letter, side: usize) -> bool {
    piece.letter().as_byte() == letter.as_byte()
        && piece.side().index() == side
        && !piece.is_derived()
        && !piece.is_terminal()
}

/// The mistake `kind` at the square of `row` and `file`, which holds
/// `found`.
const fn missing(kind: Kind, row: usize, file: usize, found: Option<Epin>) -> FromPositionError {
    let square = cell(row, file, RANKS);
    let place = match found {
        Some(piece) => Unwritable::Square(square, piece),
        None => Unwritable::Empty(square),
    };
    FromPositionError::new(kind, place)
}
