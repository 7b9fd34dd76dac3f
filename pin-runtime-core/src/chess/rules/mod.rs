//! The rules of chess where notation needs them: legal moves, check,
//! the end of a game, perft; standard chess, Chess960 and crazyhouse.
//!
//! The rules copy a [`Fen`] once into sets of squares
//! ([`board::Sets`]) and work there: the squares each piece
//! attacks from tables of 64 entries, sliders by subtraction along their
//! lines, pins and checks found from the king.

mod attacks;
mod board;
mod chessboard;
mod legal;
mod list;
mod outcome;
mod san;

pub use chessboard::Chessboard;
pub use list::{MoveIter, MoveList, MoveListIntoIter};
pub use outcome::Outcome;
pub use san::SanMoves;

use super::fen::Fen;
use board::Sets;

impl Fen {
    /// Returns the legal moves of the side to move: standard chess and
    /// Chess960 (castling with any rook a castling right names, its king
    /// and rook landing on the g- and f-files or the c- and d-files, as
    /// python-chess plays it), and with pockets crazyhouse's drops.
    ///
    /// The list is empty when the side to move is mated or stalemated, and
    /// when the rules cannot judge the position: a side without a king or
    /// with two ([`is_legal`](Self::is_legal) and
    /// [`play_legal`](Self::play_legal) say so in their error).
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Uci};
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")?;
    /// let moves = fen.legal_moves();
    /// assert_eq!(moves.len(), 29);
    /// assert!(moves.contains(Uci::parse("e1e2")?));
    /// assert!(!moves.contains(Uci::parse("e4e5")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let board = Sets::from_fen(self);
        let mut list = MoveList::new();
        if board.kings().is_ok() {
            board.generate(&mut list);
        }
        list
    }

    /// Counts the paths of legal moves `depth` plies deep from this
    /// position (perft): 1 at depth 0, the number of legal moves at depth
    /// 1; 0 when the rules cannot judge the position.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert_eq!(Fen::START.perft(3), 8_902);
    /// // Kiwipete.
    /// let fen = Fen::parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(fen.perft(2), 2_039);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        let board = Sets::from_fen(self);
        if board.kings().is_err() {
            return 0;
        }
        board.perft(depth)
    }
}
