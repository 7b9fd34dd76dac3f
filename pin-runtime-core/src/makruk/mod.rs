//! Makruk FEN, as Fairy-Stockfish and `PyChess` write it, read into a FEEN
//! position and written back; documented as `pin_runtime::makruk`.

mod check;
mod error;
mod fen;
mod lenient;
mod read;
mod write;

pub use error::{FenError, FenErrorKind, Field, FromPositionError};
pub use fen::Fen;

use crate::{Board, Position, Sin};

/// The longest makruk FEN read, in bytes: a board of 64 promoted mets
/// (135 bytes), the side, the flags, a ten-digit counting limit, two
/// ten-digit clocks and the five spaces. Longer input is refused by its
/// length alone.
pub const MAX_LEN: usize = 172;

/// The ranks of the makruk board.
pub(crate) const RANKS: usize = 8;

/// The squares of each rank (files) of the makruk board.
pub(crate) const FILES: usize = 8;

/// The start position of makruk, white to move: the position of
/// `rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1`.
///
/// ```
/// use pin_runtime::makruk::START;
///
/// assert_eq!(
///     START.to_string(),
///     "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / S/s",
/// );
/// ```
pub const START: Position<Board<8, 8>> = *Fen::START.position();

/// Makruk's style for white, `S` (Siamese); black's is `s`.
const SIAMESE: Sin = match Sin::from_code(b'S') {
    Some(style) => style,
    None => panic!("S is a style letter"),
};
