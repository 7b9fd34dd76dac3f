//! Xiangqi FEN (UCCI and WXF letters) read into a FEEN position and written back; documented as `pin_runtime::xiangqi`.

mod check;
mod command_error;
mod dialect;
mod error;
mod fen;
mod lenient;
mod move_error;
mod play;
pub mod protocol;
mod read;
mod ucci;
mod write;

pub use command_error::{CommandError, CommandErrorKind};
pub use dialect::{Dialect, DisplayIn, Letters, RedTurn};
pub use error::{FenError, FenErrorKind, Field, FromPositionError};
pub use fen::Fen;
pub use move_error::{MoveError, MoveErrorKind};
pub use ucci::{Ucci, UcciError, UcciErrorKind};

use crate::{Board, Position, Sin};

/// The longest xiangqi FEN read, in bytes: a board of 90 pieces (99
/// bytes), the side, `- -`, two ten-digit clocks and the five spaces.
/// Longer input is refused by its length alone.
pub const MAX_LEN: usize = 127;

/// The ranks of the xiangqi board.
pub(crate) const RANKS: usize = 10;

/// The points of each rank (files) of the xiangqi board.
pub(crate) const FILES: usize = 9;

/// The start position of xiangqi, red to move: the position of
/// `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
///
/// ```
/// use pin_runtime::xiangqi::START;
///
/// assert_eq!(
///     START.to_string(),
///     "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c",
/// );
/// ```
pub const START: Position<Board<10, 9>> = *Fen::START.position();

/// Xiangqi's style for red, `C`; black's is `c`.
const CHINESE: Sin = match Sin::from_code(b'C') {
    Some(style) => style,
    None => panic!("C is a style letter"),
};
