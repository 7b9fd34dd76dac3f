//! Shogi SFEN (USI) read into a FEEN position and written back; documented as `pin_runtime::shogi`.

mod binary;
mod binary_error;
mod check;
mod command_error;
pub mod csa;
#[cfg(feature = "encoding")]
mod decode;
mod ending;
mod error;
mod fairy;
mod fairy_error;
mod fairy_lenient;
mod fairy_read;
mod hcp;
mod hcpe;
pub mod kif;
mod lenient;
mod move16;
mod move_error;
mod packed;
mod play;
pub mod protocol;
mod psv;
mod read;
mod record;
mod record_error;
mod records;
mod sfen;
mod square;
mod usi;
mod write;

pub use binary_error::{BinaryError, BinaryErrorKind, BinaryFormat, PackError};
pub use command_error::{CommandError, CommandErrorKind};
#[cfg(feature = "encoding")]
#[cfg_attr(docsrs, doc(cfg(feature = "encoding")))]
pub use decode::decode;
pub use ending::Ending;
pub use error::{Field, FromPositionError, SfenError, SfenErrorKind};
pub use fairy::FairyFen;
pub use fairy_error::{FairyFenError, FairyFenErrorKind, FairyField};
pub use hcpe::Hcpe;
pub use move_error::{MoveError, MoveErrorKind};
pub use psv::PackedSfenValue;
pub use record_error::{Excerpt, RecordError, RecordErrorKind, RecordFormat, WriteError};
pub use records::Records;
pub use sfen::Sfen;
pub use square::{Square, SquareError};
pub use usi::{Usi, UsiError, UsiErrorKind};

use crate::{Board, Position, Sin};

/// The longest SFEN read, in bytes: a board of 81 promoted pieces (170
/// bytes), the side, 14 pieces in hand with two-digit counts (42 bytes), a
/// ten-digit move number and the three spaces. Longer input is refused by
/// its length alone.
pub const MAX_LEN: usize = 226;

/// The longest shogi FEN of Fairy-Stockfish read
/// ([`FairyFen`]), in bytes: a board of 81 promoted pieces (170 bytes),
/// empty pockets `[]`, the side, `- -`, two ten-digit clocks and the five
/// spaces (pieces in the pockets leave fewer on the board, each one byte
/// shorter). Longer input is refused by its length alone.
pub const FAIRY_MAX_LEN: usize = 200;

/// The most pieces on the board and in both hands together: one per
/// square, as in FEEN.
pub const MAX_PIECES: usize = RANKS * FILES;

/// The letters of the pieces in hand, by slot: sente's `R B G S N L P`,
/// then gote's, in the order SFEN writes them.
const HAND_LETTERS: &[u8; 2 * HAND_KINDS] = b"RBGSNLPrbgsnlp";

/// The kinds of piece a side may hold: `R B G S N L P`.
const HAND_KINDS: usize = 7;

/// The ranks of the shogi board.
const RANKS: usize = 9;

/// The squares of each rank (files) of the shogi board.
const FILES: usize = 9;

/// The start position of shogi, sente to move: the position of
/// `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`.
///
/// ```
/// use pin_runtime::shogi::START;
///
/// assert_eq!(
///     START.to_string(),
///     "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
/// );
/// ```
pub const START: Position<Board<9, 9>> = *Sfen::START.position();

/// Shogi's style for sente, `J`; gote's is `j`.
const JAPANESE: Sin = match Sin::from_code(b'J') {
    Some(style) => style,
    None => panic!("J is a style letter"),
};
