//! Why a move could not be played on a chess position, or written in
//! another notation.

use core::fmt;

use super::uci::{cell_of, square_of};
use super::{San, SanError, Uci};
use crate::{Cell, Epin, Letter, Pmn, PmnForm, Side};

/// The move as it was given: PMN or UCI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Given {
    Pmn(Pmn),
    Uci(Uci),
    San(San),
    /// Text that is not a move of the notation expected.
    Unread,
    /// No move: the position itself, which the rules cannot judge.
    Position,
}

/// What in the position refused a move; see
/// [`Fen::play`](super::Fen::play) for the order of the checks.
///
/// ```
/// use pin_runtime::chess::{Fen, MoveErrorKind};
/// use pin_runtime::{Cell, Pmn};
///
/// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// let err = fen.uci(Pmn::parse("e7-e5")?).unwrap_err();
/// assert_eq!(err.kind(), MoveErrorKind::NotMover { square: Cell::parse("e7")?, found: Some("+p".parse()?) });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// A PMN form chess does not have: a static capture (`+e4`), a change
    /// in place (`e4=Q`), a drop that takes (`P.e4`).
    Form,
    /// A drop on a position without pockets: only crazyhouse drops.
    NoPockets,
    /// A square off the 8×8 board, or of another number of dimensions.
    OffBoard {
        /// The square.
        square: Cell,
    },
    /// The origin does not hold a piece of the side to move.
    NotMover {
        /// The origin.
        square: Cell,
        /// What stands there: `None` when it is empty.
        found: Option<Epin>,
    },
    /// The destination of `-` or a drop is occupied.
    Occupied {
        /// The destination.
        square: Cell,
        /// What stands there.
        found: Epin,
    },
    /// The destination of `+` holds a piece of the side to move.
    OwnPiece {
        /// The destination.
        square: Cell,
        /// What stands there.
        found: Epin,
    },
    /// The destination of `+` is empty.
    Vacant {
        /// The destination.
        square: Cell,
    },
    /// A drop without its piece (`*e4`).
    NoDropPiece,
    /// The mover's pocket does not hold the piece dropped.
    NotInHand {
        /// The piece dropped.
        piece: Epin,
    },
    /// A `~` that is neither castling (a king, or a rook that may castle
    /// when its king stays, on the back rank, to the g- or c-file, f- or
    /// d-file for the rook) nor en passant (a pawn diagonally forward to
    /// an empty square).
    NotSpecial {
        /// The origin.
        square: Cell,
        /// The piece there.
        found: Epin,
    },
    /// Castling without its side's rook that may castle (`-R`).
    NoCastlingRook {
        /// The king's square.
        king: Cell,
        /// Whether castling is on the h-side (else the a-side).
        h_side: bool,
    },
    /// A square the castling king or rook lands on holds another piece.
    CastlingBlocked {
        /// The square.
        square: Cell,
        /// The piece there.
        found: Epin,
    },
    /// En passant without the enemy pawn that just advanced two squares
    /// (`-p`) behind the destination.
    NoEnPassantPawn {
        /// The square behind the destination.
        square: Cell,
        /// What stands there.
        found: Option<Epin>,
    },
    /// A pawn's double step over a piece: FEN could not write its
    /// en-passant square.
    PassedSquare {
        /// The square passed.
        square: Cell,
        /// The piece there.
        found: Epin,
    },
    /// An `=` (a UCI promotion) other than a pawn's to `Q`, `R`, `B` or
    /// `N` of its side (`+Q`… with pockets).
    Promotion {
        /// The square of the piece.
        square: Cell,
        /// The piece.
        found: Epin,
        /// The piece `=` names.
        actor: Epin,
    },
    /// A `/` that is not the rule's: none without pockets; with pockets,
    /// the taken letter in the mover's case, without state (a promoted
    /// piece as `P`).
    Captured {
        /// The square of the piece taken.
        square: Cell,
        /// The `/` the rule gives, if any.
        expected: Option<Epin>,
        /// The `/` of the move, if any.
        found: Option<Epin>,
    },
    /// A king taken where captures go to a pocket, which holds none.
    KingTaken {
        /// The king's square.
        square: Cell,
        /// The king.
        found: Epin,
    },
    /// A move UCI would read back as another: a king's two-file step from
    /// its e-file start square (castling there), a pawn's diagonal step
    /// behind the enemy `-P` (en passant there).
    Unwritable {
        /// The UCI move, which reads as another move.
        uci: Uci,
    },
    /// The null move (`0000`), which the rules do not count among the
    /// legal moves.
    NullMove,
    /// Text that is not a SAN move, such as an EPD operand of `bm`.
    NotSan {
        /// Why it is not one.
        error: SanError,
    },
    /// The rules judge positions with one king a side: this side has none.
    NoKing {
        /// The side without a king.
        side: Side,
    },
    /// The rules judge positions with one king a side: a second king of a
    /// side stands here.
    SecondKing {
        /// The second king's square (the first on a lower square, a1 to h8
        /// rank by rank).
        square: Cell,
        /// The king.
        found: Epin,
    },
    /// The piece does not move from its square to the destination as its
    /// rules say (a knight's jump, a bishop's diagonal not blocked, a
    /// pawn's step forward or its capture).
    Unreachable {
        /// The origin.
        square: Cell,
        /// The piece there.
        found: Epin,
        /// The destination.
        to: Cell,
    },
    /// A pawn reaching the last rank without promoting.
    MustPromote {
        /// The destination, on the last rank.
        square: Cell,
    },
    /// A promotion of a pawn that does not reach the last rank.
    PromotionRank {
        /// The destination.
        square: Cell,
    },
    /// A pawn dropped on the first or last rank.
    PawnDropRank {
        /// The destination.
        square: Cell,
    },
    /// The move leaves the mover's king in check (or puts it there).
    LeavesCheck {
        /// The king's square after the move.
        king: Cell,
        /// The square of a piece that would give check.
        by: Cell,
        /// That piece.
        attacker: Epin,
    },
    /// A SAN move that more than one legal move matches.
    Ambiguous {
        /// A piece of the kind that moves (of the side to move).
        piece: Epin,
        /// The destination.
        to: Cell,
        /// The squares of the pieces whose moves match.
        candidates: SquareSet,
        /// Whether the move takes a piece.
        capture: bool,
        /// The promotion, if any.
        promotion: Option<Letter>,
    },
    /// A SAN move that no legal move matches, and no piece of its kind
    /// (of the side to move, on the origin's file or rank if written)
    /// moves to its destination at all.
    NoCandidate {
        /// A piece of the kind written (of the side to move).
        piece: Epin,
        /// The destination.
        to: Cell,
    },
    /// Castling while in check.
    CastlingInCheck {
        /// The king's square.
        king: Cell,
        /// The square of a piece that gives check.
        by: Cell,
        /// That piece.
        attacker: Epin,
    },
    /// Castling across or onto a square an enemy piece attacks.
    CastlingThrough {
        /// The attacked square the king crosses or lands on.
        square: Cell,
        /// The square of a piece that attacks it.
        by: Cell,
        /// That piece.
        attacker: Epin,
    },
    /// The halfmove clock (or, with `fullmove`, the fullmove number) would
    /// pass `u32::MAX`.
    ClockOverflow {
        /// Whether the fullmove number overflows.
        fullmove: bool,
    },
}

/// A move a chess position refused to play, or to write in the other
/// notation: the move as given and the [`MoveErrorKind`]. The position is
/// unchanged.
///
/// ```
/// use pin_runtime::chess::{Fen, Uci};
///
/// let mut fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// let err = fen.play_uci(Uci::parse("e7e5")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot play \"e7e5\": expected a piece of the side to move (white) on e7, found +p",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveError {
    given: Given,
    kind: MoveErrorKind,
}

impl MoveError {
    pub(super) const fn new(given: Given, kind: MoveErrorKind) -> Self {
        Self { given, kind }
    }

    /// Returns what refused the move.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, MoveErrorKind, Uci};
    ///
    /// let fen = Fen::parse("8/8/8/8/8/8/8/K6k w - - 0 1")?;
    /// assert_eq!(fen.pmn(Uci::parse("P@e4")?).unwrap_err().kind(), MoveErrorKind::NoPockets);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> MoveErrorKind {
        self.kind
    }
}

/// A chess piece named in words, with its side: "the black bishop".
struct Named(Epin);

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {}", Kinds(self.0, false))
    }
}

/// A kind of chess piece with its side, one or several: "white bishop",
/// "white bishops".
struct Kinds(Epin, bool);

impl fmt::Display for Kinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let color = if self.0.is_first() { "white" } else { "black" };
        let name = match self.0.letter() {
            Letter::P => "pawn",
            Letter::N => "knight",
            Letter::B => "bishop",
            Letter::R => "rook",
            Letter::Q => "queen",
            Letter::K => "king",
            _ => return write!(f, "piece {}", self.0),
        };
        let plural = if self.1 { "s" } else { "" };
        write!(f, "{color} {name}{plural}")
    }
}

/// The squares a SAN move's candidates stand on, the fix written for each:
/// `ambiguous: the white knights on b1 and f3 reach d2; write Nbd2 or
/// Nfd2`.
fn write_ambiguous(
    f: &mut fmt::Formatter<'_>,
    piece: Epin,
    to: Cell,
    candidates: SquareSet,
    capture: bool,
    promotion: Option<Letter>,
) -> fmt::Result {
    write!(f, "ambiguous: the {} on ", Kinds(piece, true))?;
    let count = candidates.len();
    for (i, square) in candidates.iter().enumerate() {
        let separator = match (i, count - i) {
            (0, _) => "",
            (_, 1) => " and ",
            _ => ", ",
        };
        write!(f, "{separator}{square}")?;
    }
    write!(f, " reach {to}; write ")?;
    let letter = match piece.letter() {
        Letter::P => None,
        letter => Some(letter),
    };
    for (i, square) in candidates.iter().enumerate() {
        let separator = match (i, count - i) {
            (0, _) => "",
            (_, 1) => " or ",
            _ => ", ",
        };
        f.write_str(separator)?;
        if let Some(letter) = letter {
            write!(f, "{letter}")?;
        }
        // As python-chess disambiguates among the others: the file unless
        // one shares it, the rank if one does, both if both.
        let (file, rank) = (square.file(), square.rank());
        let others = candidates.iter().filter(|other| *other != square);
        let (mut same_rank, mut same_file) = (false, false);
        for other in others {
            same_rank |= other.rank() == rank;
            same_file |= other.file() == file;
        }
        if same_rank || !same_file || letter.is_none() {
            write!(f, "{}", char::from(b'a' + (file & 7)))?;
        }
        if same_file && letter.is_some() {
            write!(f, "{}", rank.unwrap_or(0) + 1)?;
        }
        if capture {
            f.write_str("x")?;
        }
        write!(f, "{to}")?;
        if let Some(promotion) = promotion {
            write!(f, "={promotion}")?;
        }
    }
    Ok(())
}

/// A set of squares of the chess board, as a [`MoveError`] names them: the
/// pieces an ambiguous SAN move could be.
///
/// ```
/// use pin_runtime::chess::{Fen, MoveErrorKind, San};
///
/// let fen = Fen::parse("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")?;
/// let err = fen.resolve_san(San::parse("Nd2")?).unwrap_err();
/// let MoveErrorKind::Ambiguous { candidates, .. } = err.kind() else { panic!() };
/// let squares: Vec<String> = candidates.iter().map(|cell| cell.to_string()).collect();
/// assert_eq!(squares, ["b1", "f3"]);
/// assert_eq!(candidates.len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(u64);

impl SquareSet {
    /// The set of the squares whose bits are set: bit `rank * 8 + file`,
    /// a1 = 0, b1 = 1, a2 = 8.
    ///
    /// ```
    /// use pin_runtime::chess::SquareSet;
    ///
    /// assert_eq!(SquareSet::from_bits(0b11).len(), 2);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u64) -> Self {
        Self(bits)
    }

    /// The bits of the set: bit `rank * 8 + file`, a1 = 0.
    ///
    /// ```
    /// use pin_runtime::chess::SquareSet;
    ///
    /// assert_eq!(SquareSet::from_bits(0x8000).bits(), 0x8000);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The number of squares.
    ///
    /// ```
    /// use pin_runtime::chess::SquareSet;
    ///
    /// assert_eq!(SquareSet::default().len(), 0);
    /// ```
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// use pin_runtime::chess::SquareSet;
    ///
    /// assert!(SquareSet::default().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether a square is in the set (a cell off the 8×8 board never is).
    ///
    /// ```
    /// use pin_runtime::chess::SquareSet;
    /// use pin_runtime::Cell;
    ///
    /// let set = SquareSet::from_bits(1 << 12);
    /// assert!(set.contains(Cell::parse("e2")?));
    /// assert!(!set.contains(Cell::parse("e4")?));
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        match square_of(cell) {
            Some(square) => self.0 & (1 << square) != 0,
            None => false,
        }
    }

    /// The squares, a1 to h8 rank by rank.
    ///
    /// ```
    /// use pin_runtime::chess::SquareSet;
    ///
    /// let set = SquareSet::from_bits((1 << 63) | 1);
    /// let names: Vec<String> = set.iter().map(|cell| cell.to_string()).collect();
    /// assert_eq!(names, ["a1", "h8"]);
    /// ```
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            #[allow(clippy::cast_possible_truncation, reason = "below 64")]
            let square = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(cell_of(square))
        })
    }
}

/// Names what stands on a square: the piece, or "an empty square".
fn write_found(f: &mut fmt::Formatter<'_>, found: Option<Epin>) -> fmt::Result {
    match found {
        Some(piece) => write!(f, "{piece}"),
        None => f.write_str("an empty square"),
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.given {
            Given::Pmn(pmn) => write!(f, "cannot play \"{pmn}\": ")?,
            Given::Uci(uci) => write!(f, "cannot play \"{uci}\": ")?,
            Given::San(san) => write!(f, "cannot play \"{san}\": ")?,
            Given::Unread => f.write_str("cannot read the move: ")?,
            Given::Position => f.write_str("cannot judge the position: ")?,
        }
        match self.kind {
            MoveErrorKind::Form => {
                let form = match self.given {
                    Given::Pmn(pmn) => match pmn.form() {
                        PmnForm::Static => "a static capture",
                        PmnForm::Mutate => "a change in place",
                        _ => "a drop that takes",
                    },
                    Given::Uci(_) | Given::San(_) | Given::Unread | Given::Position => {
                        "a move chess does not have"
                    }
                };
                write!(
                    f,
                    "expected a chess move ('-', '+', '~', a drop '*' or '...'), found {form}"
                )
            }
            MoveErrorKind::NoPockets => {
                f.write_str("expected pockets (crazyhouse) to drop from, found none")
            }
            MoveErrorKind::OffBoard { square } => write!(
                f,
                "expected a square of the chess board (a1 to h8), found {square}"
            ),
            MoveErrorKind::NotMover { square, found } => {
                f.write_str("expected a piece of the side to move ")?;
                match found {
                    Some(piece) => {
                        let color = if piece.is_first() { "black" } else { "white" };
                        write!(f, "({color}) on {square}, found {piece}")
                    }
                    None => write!(f, "on {square}, found an empty square"),
                }
            }
            MoveErrorKind::Occupied { square, found } => {
                write!(f, "expected an empty square at {square}, found {found}")
            }
            MoveErrorKind::OwnPiece { square, found } => write!(
                f,
                "expected a piece of the other side to take on {square}, found {found}"
            ),
            MoveErrorKind::Vacant { square } => {
                write!(
                    f,
                    "expected a piece to take on {square}, found an empty square"
                )
            }
            MoveErrorKind::NoDropPiece => {
                f.write_str("expected the piece to drop before '*', found none")
            }
            MoveErrorKind::NotInHand { piece } => write!(
                f,
                "expected {piece} in the pocket of the side to move, found none"
            ),
            _ => self.write_rule(f),
        }
    }
}

impl MoveError {
    /// Writes why a rule of chess or of FEN refused the move.
    #[allow(clippy::too_many_lines, reason = "one message a kind, side by side")]
    fn write_rule(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveErrorKind::NotSpecial { square, found } => write!(
                f,
                "expected castling or en passant for '~', found {found} on {square}"
            ),
            MoveErrorKind::NoCastlingRook { king, h_side } => {
                let wing = if h_side { "h" } else { "a" };
                write!(
                    f,
                    "expected a rook that may castle (-R) on the {wing}-side of the king on {king}, found none"
                )
            }
            MoveErrorKind::CastlingBlocked { square, found } => {
                write!(
                    f,
                    "expected an empty square at {square} for castling, found {found}"
                )
            }
            MoveErrorKind::NoEnPassantPawn { square, found } => {
                f.write_str("expected the pawn that just advanced two squares ")?;
                let pawn = if square.rank() == Some(3) { "-P" } else { "-p" };
                write!(f, "({pawn}) behind, on {square}, found ")?;
                write_found(f, found)
            }
            MoveErrorKind::PassedSquare { square, found } => write!(
                f,
                "expected an empty square at {square} for the pawn's double step, found {found}"
            ),
            MoveErrorKind::Promotion {
                square,
                found,
                actor,
            } => {
                if matches!(found.letter(), Letter::P) && found.is_first() == actor.is_first() {
                    write!(
                        f,
                        "expected a promotion to Q, R, B or N (+Q, +R, +B, +N with pockets), found ={actor} for {found} on {square}"
                    )
                } else if matches!(found.letter(), Letter::P) {
                    write!(
                        f,
                        "expected a promotion to a piece of the pawn's side, found ={actor} for {found} on {square}"
                    )
                } else {
                    write!(f, "expected a pawn to promote on {square}, found {found}")
                }
            }
            MoveErrorKind::Captured {
                square,
                expected,
                found,
            } => {
                match expected {
                    Some(piece) => write!(
                        f,
                        "expected /{piece} for the piece taken on {square}, found "
                    )?,
                    None => write!(
                        f,
                        "expected no '/' for the piece taken on {square} without pockets, found "
                    )?,
                }
                match found {
                    Some(piece) => write!(f, "/{piece}"),
                    None => f.write_str("none"),
                }
            }
            MoveErrorKind::KingTaken { square, found } => write!(
                f,
                "expected a piece a pocket can hold, found {found} taken on {square}"
            ),
            MoveErrorKind::Unwritable { uci } => write!(
                f,
                "expected a move UCI writes, found one whose UCI {uci} reads as another move"
            ),
            MoveErrorKind::NotSan { error } => write!(f, "{error}"),
            MoveErrorKind::NullMove => {
                f.write_str("expected a legal move, found the null move, which passes the turn")
            }
            MoveErrorKind::NoKing { side } => {
                let color = if matches!(side, Side::First) {
                    "white"
                } else {
                    "black"
                };
                write!(
                    f,
                    "expected one king a side for the rules, found no {color} king"
                )
            }
            MoveErrorKind::SecondKing { square, found } => write!(
                f,
                "expected one king a side for the rules, found a second {found} on {square}"
            ),
            MoveErrorKind::Unreachable { square, found, to } => {
                write!(f, "{} on {square} does not move to {to}", Named(found))
            }
            MoveErrorKind::MustPromote { square } => write!(
                f,
                "a pawn reaching the last rank must promote, found none on {square}"
            ),
            MoveErrorKind::PromotionRank { square } => write!(
                f,
                "a pawn promotes on the last rank only, found a promotion on {square}"
            ),
            MoveErrorKind::PawnDropRank { square } => write!(
                f,
                "a pawn cannot be dropped on the first or last rank, found a drop on {square}"
            ),
            MoveErrorKind::LeavesCheck { king, by, attacker } => write!(
                f,
                "leaves the king on {king} in check from {} on {by}",
                Named(attacker)
            ),
            MoveErrorKind::Ambiguous {
                piece,
                to,
                candidates,
                capture,
                promotion,
            } => write_ambiguous(f, piece, to, candidates, capture, promotion),
            MoveErrorKind::NoCandidate { piece, to } => {
                write!(f, "no {} reaches {to}", Kinds(piece, false))
            }
            MoveErrorKind::CastlingInCheck { king, by, attacker } => write!(
                f,
                "castling out of check: the king on {king} is in check from {} on {by}",
                Named(attacker)
            ),
            MoveErrorKind::CastlingThrough {
                square,
                by,
                attacker,
            } => write!(
                f,
                "castling through {square}, attacked by {} on {by}",
                Named(attacker)
            ),
            MoveErrorKind::ClockOverflow { fullmove } => {
                let clock = if fullmove {
                    "fullmove number"
                } else {
                    "halfmove clock"
                };
                write!(
                    f,
                    "expected a {clock} below {}, found {} before the move",
                    u32::MAX,
                    u32::MAX
                )
            }
            _ => Ok(()),
        }
    }
}

impl core::error::Error for MoveError {}
