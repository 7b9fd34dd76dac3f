//! Chess FEN (and EPD, X-FEN, Shredder-FEN, crazyhouse) read into a FEEN position and written back; documented as `pin_runtime::chess`.

mod binary;
mod binary_error;
mod check;
mod command;
mod command_error;
mod dialect;
mod engine;
mod epd;
mod error;
mod fen;
mod lenient;
mod move_error;
pub mod pgn;
mod play;
pub mod polyglot;
pub mod protocol;
mod read;
mod rules;
pub(crate) use read::board_both;
mod san;
mod san_error;
mod uci;
mod write;

pub use binary::{BinaryFen, BinaryForm};
pub use binary_error::{BinaryFenError, BinaryFenErrorKind, BinaryField, ToBinaryError};
pub use command_error::{CommandError, CommandErrorKind};
pub use dialect::{CastlingForm, Dialect, DisplayIn, EnPassantForm};
pub use engine::Castling;
pub use epd::{Epd, EpdError, EpdErrorKind, Operand, Operands, Operations, Unescaped};
pub use error::{FenError, FenErrorKind, Field, FromPositionError, FromPositionErrorKind};
pub use fen::{Fen, Pockets};
pub use move_error::{MoveError, MoveErrorKind, SquareSet};
pub use rules::{Chessboard, MoveIter, MoveList, MoveListIntoIter, Outcome, SanMoves};
pub use san::{CastlingSide, San, SanKind, Suffix};
pub use san_error::{SanError, SanErrorKind};
pub use uci::{Uci, UciError, UciErrorKind};
pub use write::Shredder;

use crate::{Board, Position, Sin};

/// The ranks of the chess board.
const RANKS: usize = 8;

/// The squares of each rank (files) of the chess board.
const FILES: usize = 8;

/// The squares of the chess board.
const SQUARES: usize = RANKS * FILES;

/// The files of the board as a `u8`: the files of [`Castling`] and the
/// square indices `rank * 8 + file` of the moves count them.
#[allow(clippy::cast_possible_truncation, reason = "8 files")]
const BOARD_FILES: u8 = FILES as u8;

/// The bit that makes an ASCII letter lowercase: the side of a piece
/// letter or of a castling right.
const LOWERCASE: u8 = 0x20;

/// The row of a rank (from 1, as chess names it) on the board, whose rows
/// are numbered from 0 in the order written, rank 8 first.
const fn row(rank: usize) -> usize {
    RANKS - rank
}

/// The longest FEN read, in bytes: a board of 64 promoted pieces, empty
/// crazyhouse pockets, no castling or en-passant square, and two clocks of
/// ten digits.
///
/// ```
/// use pin_runtime::chess::{Fen, MAX_LEN};
///
/// let rank = "Q~".repeat(8);
/// let longest = format!("{}[] w - - 4294967295 4294967295", [rank.as_str(); 8].join("/"));
/// assert_eq!(longest.len(), MAX_LEN);
/// assert_eq!(Fen::parse(&longest)?.to_string(), longest);
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
pub const MAX_LEN: usize = 165;

/// The style of white, `W`.
const WHITE: Sin = match Sin::from_code(b'W') {
    Some(sin) => sin,
    None => panic!("not a style letter"),
};

/// The style of black, `w`.
const BLACK: Sin = match Sin::from_code(b'w') {
    Some(sin) => sin,
    None => panic!("not a style letter"),
};

/// The start position of chess, as FEN reads
/// `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`:
/// `-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w`.
///
/// ```
/// use pin_runtime::chess;
/// use pin_runtime::{Board, Position};
///
/// let feen = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w";
/// assert_eq!(chess::START, feen.parse::<Position<Board<8, 8>>>()?);
/// # Ok::<(), pin_runtime::FeenError>(())
/// ```
pub const START: Position<Board<8, 8>> = *Fen::START.position();
