//! `Chessboard`: a position kept for the rules, its bitboards beside its
//! FEN, for the loops that ask the rules many questions of one position or
//! play a game move after move.

use core::fmt;

use super::board::{BISHOP_, KNIGHT_, NO_SQUARE, QUEEN_, ROOK_, Sets, WHITE};
use super::legal::{Move, king_fault};
use super::list::{Kind, MoveList};
use super::outcome::Outcome;
use crate::chess::fen::Fen;
use crate::chess::move_error::{Given, MoveError};
use crate::chess::play::{play_judged, play_judged_bare};
use crate::chess::{San, Uci};
use crate::{Letter, Pmn};

/// A chess position kept for the rules: a [`Fen`] and the rules' sets of
/// squares, in step. Every method of the rules on [`Fen`]
/// ([`legal_moves`](Fen::legal_moves), [`san`](Fen::san),
/// [`resolve_san`](Fen::resolve_san), …) copies the board into those sets
/// first; a `Chessboard` copies it once, so a loop over many moves of one
/// position (a move list written in SAN, an engine's line) or a game
/// replayed move after move pays for it once.
///
/// A `Chessboard` holds only positions the rules judge: one king a side.
///
/// ```
/// use pin_runtime::chess::{Chessboard, Fen, San};
///
/// let mut board = Chessboard::new(Fen::START)?;
/// for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
///     board.play_san(San::parse(san)?)?;
/// }
/// assert!(board.legal_moves().is_empty());
/// assert_eq!(
///     board.fen().to_string(),
///     "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Chessboard {
    fen: Fen,
    sets: Sets,
}

impl Chessboard {
    /// The standard start position, [`Fen::START`], its sets written out.
    pub(crate) const START: Self = Self {
        fen: Fen::START,
        sets: Sets::START,
    };

    /// Copies a position for the rules.
    ///
    /// # Errors
    ///
    /// A [`MoveError`] of kind [`NoKing`](super::super::MoveErrorKind::NoKing)
    /// or [`SecondKing`](super::super::MoveErrorKind::SecondKing): the rules
    /// judge positions with one king a side.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// let err = Chessboard::new(Fen::parse("8/8/8/8/8/8/8/K7 w - - 0 1")?).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot judge the position: expected one king a side for the rules, found no black king",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(fen: Fen) -> Result<Self, MoveError> {
        let sets = Sets::from_fen(&fen);
        match sets.kings() {
            Ok(_) => Ok(Self { fen, sets }),
            Err(fault) => Err(MoveError::new(Given::Position, king_fault(&fen, fault))),
        }
    }

    /// The position as FEN.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// assert_eq!(*Chessboard::new(Fen::START)?.fen(), Fen::START);
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    #[must_use]
    pub const fn fen(&self) -> &Fen {
        &self.fen
    }

    /// The position as FEN, by value.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// assert_eq!(Chessboard::new(Fen::START)?.into_fen(), Fen::START);
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    #[must_use]
    pub const fn into_fen(self) -> Fen {
        self.fen
    }

    /// The legal moves, as [`Fen::legal_moves`] gives them.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// assert_eq!(Chessboard::new(Fen::START)?.legal_moves().len(), 20);
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.sets.generate(&mut list);
        list
    }

    /// Whether a move is legal, as [`Fen::is_legal`] says.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen, Uci};
    ///
    /// let board = Chessboard::new(Fen::START)?;
    /// assert!(board.is_legal(Uci::parse("g1f3")?));
    /// assert!(!board.is_legal(Uci::parse("g1g3")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_legal(&self, uci: Uci) -> bool {
        self.sets.read_uci(uci).is_some_and(|m| self.sets.legal(m))
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// assert!(!Chessboard::new(Fen::START)?.is_check());
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    #[must_use]
    pub const fn is_check(&self) -> bool {
        self.sets.is_check()
    }

    /// How the game ends here, if it does, as [`Fen::outcome`] says.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// assert_eq!(Chessboard::new(Fen::START)?.outcome(), None);
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.fen.outcome_on(&self.sets)
    }

    /// Whether the side to move may claim the fifty-move rule, as
    /// [`Fen::can_claim_fifty_moves`] says.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// assert!(!Chessboard::new(Fen::START)?.can_claim_fifty_moves());
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    #[must_use]
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.fen.fifty_on(&self.sets)
    }

    /// The SAN of a legal move, as [`Fen::san`] writes it.
    ///
    /// # Errors
    ///
    /// Those of [`Fen::san`].
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// let board = Chessboard::new(Fen::START)?;
    /// let sans: Vec<String> = board.legal_moves().iter().map(|m| board.san(m).unwrap().to_string()).collect();
    /// assert_eq!(&sans[..4], ["a3", "a4", "b3", "b4"]);
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    pub fn san(&self, uci: Uci) -> Result<San, MoveError> {
        self.fen.san_on(&self.sets, uci)
    }

    /// The legal move a SAN move names, as [`Fen::resolve_san`] reads it.
    ///
    /// # Errors
    ///
    /// Those of [`Fen::resolve_san`].
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen, San};
    ///
    /// let board = Chessboard::new(Fen::START)?;
    /// assert_eq!(board.resolve_san(San::parse("Nf3")?)?.to_string(), "g1f3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resolve_san(&self, san: San) -> Result<Uci, MoveError> {
        self.fen.resolve_on(&self.sets, san).map(|(uci, _)| uci)
    }

    /// Plays a legal move, as [`Fen::play_legal`] plays it, and returns it
    /// in PMN.
    ///
    /// # Errors
    ///
    /// Those of [`Fen::play_legal`]; a refused move changes nothing.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen, Uci};
    ///
    /// let mut board = Chessboard::new(Fen::START)?;
    /// assert_eq!(board.play(Uci::parse("e2e4")?)?.to_string(), "e2-e4");
    /// assert!(board.play(Uci::parse("e2e4")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, uci: Uci) -> Result<Pmn, MoveError> {
        match self.fen.judge(&self.sets, uci) {
            Ok(m) => {
                let pmn = self.fen.play_uci(uci)?;
                self.sets.play(m.kind, m.from, m.to, m.promotion);
                Ok(pmn)
            }
            Err(kind) => Err(MoveError::new(Given::Uci(uci), kind)),
        }
    }

    /// Plays a SAN move, as [`Fen::play_san`] plays it, and returns it in
    /// PMN.
    ///
    /// # Errors
    ///
    /// Those of [`Fen::play_san`]; a refused move changes nothing.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen, San};
    ///
    /// let mut board = Chessboard::new(Fen::START)?;
    /// assert_eq!(board.play_san(San::parse("Nf3")?)?.to_string(), "g1-f3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_san(&mut self, san: San) -> Result<Pmn, MoveError> {
        self.play_san_uci::<true>(san).map(|(_, pmn)| pmn)
    }

    /// [`play_san`](Self::play_san), giving the move in UCI as well: the
    /// SAN resolved once. Without `PMN` (a main line's ply has no PMN
    /// move), a move played by [`play_judged_bare`] is given with
    /// [`Pmn::PASS`] in its place.
    #[inline]
    pub(crate) fn play_san_uci<const PMN: bool>(
        &mut self,
        san: San,
    ) -> Result<(Uci, Pmn), MoveError> {
        let (uci, m) = self.fen.resolve_on(&self.sets, san)?;
        let Some(m) = m else {
            // The null move: the turn passes.
            let pmn = self.fen.play_uci(uci)?;
            self.sets = Sets::from_fen(&self.fen);
            return Ok((uci, pmn));
        };
        let judged = if PMN {
            self.play_judged(m)
        } else {
            match self.judged(m) {
                Some((promotion, passed))
                    if play_judged_bare(&mut self.fen, m.from, m.to, promotion, passed) =>
                {
                    Some(Pmn::PASS)
                }
                _ => None,
            }
        };
        let pmn = match judged {
            Some(pmn) => pmn,
            None => self.fen.play_uci(uci)?,
        };
        self.sets.play(m.kind, m.from, m.to, m.promotion);
        Ok((uci, pmn))
    }

    /// Plays a legal move between two squares, neither castling nor en
    /// passant, on the FEN by [`play_judged`]: the rules found it legal,
    /// so nothing is checked again. `None`, the FEN unchanged, for the
    /// other moves, and as [`play_judged`] says.
    #[inline]
    fn play_judged(&mut self, m: Move) -> Option<Pmn> {
        let (promotion, passed) = self.judged(m)?;
        play_judged(&mut self.fen, m.from, m.to, promotion, passed)
    }

    /// What [`play_judged`] takes of a move that is not castling, en
    /// passant or a drop, on a board without pockets: the letter a pawn
    /// becomes, and the square of the other side's pawn that just
    /// advanced two squares. `None` for the other moves.
    #[inline]
    fn judged(&self, m: Move) -> Option<(Option<Letter>, Option<u8>)> {
        let sets = &self.sets;
        if sets.crazyhouse || !matches!(m.kind, Kind::Normal | Kind::Pawn) {
            return None;
        }
        let promotion = match m.promotion {
            0 => None,
            KNIGHT_ => Some(Letter::N),
            BISHOP_ => Some(Letter::B),
            ROOK_ => Some(Letter::R),
            QUEEN_ => Some(Letter::Q),
            _ => return None,
        };
        let passed = match sets.ep {
            NO_SQUARE => None,
            ep if sets.turn == WHITE => Some(ep.wrapping_sub(8)),
            ep => Some(ep.wrapping_add(8)),
        };
        Some((promotion, passed))
    }

    /// Counts the paths of legal moves `depth` plies deep, as
    /// [`Fen::perft`] does.
    ///
    /// ```
    /// use pin_runtime::chess::{Chessboard, Fen};
    ///
    /// assert_eq!(Chessboard::new(Fen::START)?.perft(2), 400);
    /// # Ok::<(), pin_runtime::chess::MoveError>(())
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        self.sets.perft(depth)
    }
}

impl TryFrom<Fen> for Chessboard {
    type Error = MoveError;

    /// [`Chessboard::new`].
    fn try_from(fen: Fen) -> Result<Self, MoveError> {
        Self::new(fen)
    }
}

impl From<Chessboard> for Fen {
    fn from(board: Chessboard) -> Self {
        board.fen
    }
}

impl fmt::Debug for Chessboard {
    /// `Chessboard("<FEN>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Chessboard(\"{}\")", self.fen)
    }
}

impl fmt::Display for Chessboard {
    /// The position as FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.fen, f)
    }
}
