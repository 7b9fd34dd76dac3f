//! How a chess game ends: checkmate, stalemate, insufficient material,
//! the seventy-five-move rule, and the fifty-move rule as a claim.

use core::fmt;

use super::board::{BISHOP_, KING_, KNIGHT_, PAWN_, QUEEN_, ROOK_, Sets};
use super::list::{Kind, MoveList};
use crate::Side;
use crate::chess::fen::Fen;

/// How a game ended, or may be ended by a claim, as
/// [`Fen::outcome`] finds it (python-chess's `Outcome` and
/// `Termination`).
///
/// ```
/// use pin_runtime::chess::{Fen, Outcome};
/// use pin_runtime::Side;
///
/// let fen = Fen::parse("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")?;
/// assert_eq!(fen.outcome(), Some(Outcome::Checkmate { winner: Side::Second }));
/// assert_eq!(fen.outcome().unwrap().to_string(), "0-1 (checkmate)");
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Outcome {
    /// The side to move is checkmated.
    Checkmate {
        /// The side that gave mate: [`Side::First`] is white.
        winner: Side,
    },
    /// The side to move has no legal move and is not in check: a draw.
    Stalemate,
    /// Neither side has the material to mate, as python-chess counts it: a
    /// draw.
    InsufficientMaterial,
    /// 150 plies without a capture or a pawn move: a draw without a claim.
    SeventyFiveMoves,
    /// 100 plies without a capture or a pawn move (or 99 and a move that
    /// makes it 100): a draw if the side to move claims it, which the game
    /// goes on without.
    FiftyMoves,
}

impl Outcome {
    /// The winner, `None` for a draw.
    ///
    /// ```
    /// use pin_runtime::chess::Outcome;
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Outcome::Checkmate { winner: Side::First }.winner(), Some(Side::First));
    /// assert_eq!(Outcome::Stalemate.winner(), None);
    /// ```
    #[must_use]
    pub const fn winner(self) -> Option<Side> {
        match self {
            Self::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// Whether the game ends only if a player claims it: the fifty-move
    /// rule.
    ///
    /// ```
    /// use pin_runtime::chess::Outcome;
    ///
    /// assert!(Outcome::FiftyMoves.is_claim());
    /// assert!(!Outcome::SeventyFiveMoves.is_claim());
    /// ```
    #[must_use]
    pub const fn is_claim(self) -> bool {
        matches!(self, Self::FiftyMoves)
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    ///
    /// ```
    /// use pin_runtime::chess::Outcome;
    ///
    /// assert_eq!(Outcome::InsufficientMaterial.result(), "1/2-1/2");
    /// ```
    #[must_use]
    pub const fn result(self) -> &'static str {
        match self {
            Self::Checkmate {
                winner: Side::First,
            } => "1-0",
            Self::Checkmate {
                winner: Side::Second,
            } => "0-1",
            _ => "1/2-1/2",
        }
    }

    /// The reason in words, as python-chess names its terminations
    /// (lowercase, with spaces).
    ///
    /// ```
    /// use pin_runtime::chess::Outcome;
    ///
    /// assert_eq!(Outcome::SeventyFiveMoves.reason(), "seventy-five-move rule");
    /// ```
    #[must_use]
    pub const fn reason(self) -> &'static str {
        match self {
            Self::Checkmate { .. } => "checkmate",
            Self::Stalemate => "stalemate",
            Self::InsufficientMaterial => "insufficient material",
            Self::SeventyFiveMoves => "seventy-five-move rule",
            Self::FiftyMoves => "fifty-move rule",
        }
    }
}

impl fmt::Display for Outcome {
    /// The result and the reason: `1-0 (checkmate)`, `1/2-1/2 (stalemate)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result(), self.reason())
    }
}

/// The light squares.
const LIGHT: u64 = 0x55AA_55AA_55AA_55AA;

impl Sets {
    /// Whether `side` cannot mate whatever happens, as python-chess counts
    /// it.
    fn insufficient(&self, side: usize) -> bool {
        let own = self.sides[side];
        let r = &self.roles;
        if self.crazyhouse {
            let held: u32 = self.pockets.iter().flatten().map(|&n| u32::from(n)).sum();
            let heavy = |role: usize| self.pockets.iter().any(|pocket| pocket[role] > 0);
            return self.occupied().count_ones() + held <= 3
                && self.promoted == 0
                && r[PAWN_] | r[ROOK_] | r[QUEEN_] == 0
                && !heavy(PAWN_)
                && !heavy(ROOK_)
                && !heavy(QUEEN_);
        }
        if own & (r[PAWN_] | r[ROOK_] | r[QUEEN_]) != 0 {
            return false;
        }
        if own & r[KNIGHT_] != 0 {
            return own.count_ones() <= 2 && self.sides[side ^ 1] & !r[KING_] & !r[QUEEN_] == 0;
        }
        if own & r[BISHOP_] != 0 {
            let same_color = r[BISHOP_] & LIGHT == 0 || r[BISHOP_] & !LIGHT == 0;
            return same_color && r[PAWN_] == 0 && r[KNIGHT_] == 0;
        }
        true
    }

    /// Whether the side to move may claim the fifty-move rule, the clock
    /// at `halfmove` and legal moves `list`: at 100 plies, or at 99 with a
    /// move that neither captures nor moves a pawn and leaves the other
    /// side a legal move.
    fn fifty(&self, list: &MoveList, halfmove: u32) -> bool {
        if list.is_empty() || self.crazyhouse {
            return false;
        }
        if halfmove >= 100 {
            return true;
        }
        if halfmove < 99 {
            return false;
        }
        let theirs = self.sides[self.turn ^ 1];
        list.raw().any(|(kind, from, to, promotion)| {
            let zeroing = match kind {
                Kind::Pawn | Kind::EnPassant => true,
                Kind::Drop => from == 0,
                Kind::Castle => false,
                Kind::Normal => theirs & (1 << to) != 0,
            };
            if zeroing {
                return false;
            }
            let mut next = *self;
            next.play(kind, from, to, promotion);
            next.has_moves()
        })
    }
}

impl Fen {
    /// Returns how the game ends here, if it does, checked in
    /// python-chess's order: checkmate, insufficient material, stalemate,
    /// the seventy-five-move rule; then [`Outcome::FiftyMoves`] when the
    /// side to move may claim the fifty-move rule (the only outcome the
    /// game goes on after unless claimed). Repetitions need the game's
    /// history, which a FEN does not hold.
    ///
    /// `None` also when the rules cannot judge the position (a side
    /// without a king, or with two). A FEN without clocks counts its
    /// halfmove clock as 0. Crazyhouse has neither move rule, as
    /// python-chess plays it: material never leaves its game.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Outcome};
    ///
    /// assert_eq!(Fen::START.outcome(), None);
    /// let stalemate = Fen::parse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")?;
    /// assert_eq!(stalemate.outcome(), Some(Outcome::Stalemate));
    /// let bare = Fen::parse("8/8/4k3/8/8/3BK3/8/8 w - - 0 1")?;
    /// assert_eq!(bare.outcome(), Some(Outcome::InsufficientMaterial));
    /// let long = Fen::parse("8/8/4k3/8/8/3RK3/8/8 w - - 100 80")?;
    /// assert_eq!(long.outcome(), Some(Outcome::FiftyMoves));
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_on(&Sets::from_fen(self))
    }

    /// [`outcome`](Self::outcome) on the rules' copy of this position.
    pub(super) fn outcome_on(&self, board: &Sets) -> Option<Outcome> {
        board.kings().ok()?;
        let mut list = MoveList::new();
        board.generate(&mut list);
        let check = board.is_check();
        if list.is_empty() && check {
            let winner = if board.turn == 0 {
                Side::Second
            } else {
                Side::First
            };
            return Some(Outcome::Checkmate { winner });
        }
        if board.insufficient(0) && board.insufficient(1) {
            return Some(Outcome::InsufficientMaterial);
        }
        if list.is_empty() {
            return Some(Outcome::Stalemate);
        }
        let halfmove = self.halfmove_clock().unwrap_or(0);
        if halfmove >= 150 && !board.crazyhouse {
            return Some(Outcome::SeventyFiveMoves);
        }
        if board.fifty(&list, halfmove) {
            return Some(Outcome::FiftyMoves);
        }
        None
    }

    /// Returns whether the side to move may claim a draw by the fifty-move
    /// rule (python-chess's `can_claim_fifty_moves`): 100 plies or more
    /// without a capture or a pawn move and a legal move left, or 99 and a
    /// move that makes 100 without ending the game; never in crazyhouse.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert!(Fen::parse("8/8/4k3/8/8/3RK3/8/8 w - - 99 80")?.can_claim_fifty_moves());
    /// assert!(!Fen::parse("8/8/4k3/8/8/3RK3/8/8 w - - 98 80")?.can_claim_fifty_moves());
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.fifty_on(&Sets::from_fen(self))
    }

    /// [`can_claim_fifty_moves`](Self::can_claim_fifty_moves) on the rules'
    /// copy of this position.
    pub(super) fn fifty_on(&self, board: &Sets) -> bool {
        if board.kings().is_err() {
            return false;
        }
        let mut list = MoveList::new();
        board.generate(&mut list);
        board.fifty(&list, self.halfmove_clock().unwrap_or(0))
    }
}
