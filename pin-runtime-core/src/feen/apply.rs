//! A PMN move applied to a position without game rules, and taken back.

use core::fmt;

use super::{Dimensions, Grid, Hand, MAX_LEN, Position, PositionError};
use crate::{Cell, Epin, Pmn, PmnForm, Side};

/// What becomes of a piece a move takes: the capture policy of
/// [`Position::apply`].
///
/// ```
/// use pin_runtime::{Board, Captures, Pmn, Position};
///
/// let before: Position<Board<1, 3>> = "K^p1 / W/w".parse()?;
/// let take = Pmn::parse("a+b")?;
///
/// let mut chess = before;
/// chess.apply(take, Captures::Remove)?;
/// assert_eq!(chess.to_string(), "1K^1 / w/W");
///
/// let mut held = before;
/// held.apply(take, Captures::ToHand)?;
/// assert_eq!(held.to_string(), "1K^1 p/ w/W");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Captures {
    /// A taken piece leaves play (chess, xiangqi); a move may not say how
    /// it enters a hand (`/`).
    Remove,
    /// A taken piece enters the mover's hand: as it stood, or as the
    /// move's `/Y` says (shogi, crazyhouse).
    ToHand,
}

/// What [`Position::apply`] changed, to take it back with
/// [`Position::undo`]: the squares before and after, the pieces that left
/// and entered the mover's hand, and the side that moved. Small and
/// `Copy`.
///
/// ```
/// use pin_runtime::{Board, Captures, Pmn, Position};
///
/// let before: Position<Board<2, 2>> = "k^1/P1 / W/w".parse()?;
/// let mut position = before;
/// let undo = position.apply(Pmn::parse("a1-a2=Q")?, Captures::Remove);
/// assert!(undo.is_err(), "a2 holds k^");
/// let undo = position.apply(Pmn::parse("a1-b2=Q")?, Captures::Remove)?;
/// assert_eq!(position.to_string(), "k^Q/2 / w/W");
/// position.undo(undo)?;
/// assert_eq!(position, before);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Undo {
    /// The square the move left, and the piece that stood there.
    from: Option<(Cell, Epin)>,
    /// The square the move ended on, took or changed: before, after.
    to: Option<(Cell, Option<Epin>, Option<Epin>)>,
    /// The piece that left the mover's hand (a drop).
    hand_out: Option<Epin>,
    /// The piece that entered the mover's hand (a capture under
    /// [`Captures::ToHand`]).
    hand_in: Option<Epin>,
    /// The side that moved.
    mover: Side,
}

/// Why [`Position::apply`] refused a move: the move, and what in the
/// position refused it. The position is unchanged.
///
/// ```
/// use pin_runtime::{ApplyErrorKind, Board, Captures, Cell, Epin, Pmn, Position};
///
/// let mut position: Position<Board<2, 2>> = "k^1/P1 / W/w".parse()?;
/// let err = position.apply(Pmn::parse("a1-a2")?, Captures::Remove).unwrap_err();
/// assert_eq!(
///     err.kind(),
///     ApplyErrorKind::Occupied { square: Cell::parse("a2")?, found: Epin::parse("k^")? },
/// );
/// assert_eq!(err.to_string(), "cannot apply \"a1-a2\": expected an empty square at a2, found k^");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ApplyError {
    pmn: Pmn,
    kind: ApplyErrorKind,
}

/// What in a position refused a move; see [`Position::apply`] for the
/// order of the checks.
///
/// ```
/// use pin_runtime::{ApplyErrorKind, Board, Captures, Pmn, Position};
///
/// let mut position: Position<Board<2, 2>> = "k^1/P1 / W/w".parse()?;
/// let err = position.apply(Pmn::parse("a1~b2")?, Captures::Remove).unwrap_err();
/// assert_eq!(err.kind(), ApplyErrorKind::Special);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ApplyErrorKind {
    /// A square of the move is not on the board: off its edges, or with
    /// another number of dimensions.
    OffBoard {
        /// The square.
        square: Cell,
        /// The board's dimensions.
        dimensions: Dimensions,
    },
    /// A `~` move: its other effects (a castling rook, a pawn taken en
    /// passant) are the rules', which a game's bridge applies.
    Special,
    /// The origin of `-` or `+` does not hold a piece of the side to move
    /// (a piece's side is its letter's case).
    NotMover {
        /// The origin.
        square: Cell,
        /// What stands there: `None` when it is empty.
        found: Option<Epin>,
    },
    /// A drop does not name its piece (`*e5`): inferring it is the rules'
    /// job.
    NoDropPiece,
    /// The mover's hand does not hold the piece dropped, as that exact
    /// token.
    NotInHand {
        /// The piece dropped.
        piece: Epin,
    },
    /// The destination of `-` or `*` is occupied.
    Occupied {
        /// The destination.
        square: Cell,
        /// What stands there.
        found: Epin,
    },
    /// The square of `+`, `.`, a static capture or `=` is empty: there is
    /// nothing to take or change.
    Vacant {
        /// The square.
        square: Cell,
    },
    /// `=X` names the piece as it already is: the move does not change it.
    SameActor {
        /// The square the piece stands on or lands on.
        square: Cell,
        /// The piece, unchanged.
        piece: Epin,
    },
    /// `/Y` names the taken piece as it stands: the move does not change
    /// it.
    SameCaptured {
        /// The square of the taken piece.
        square: Cell,
        /// The taken piece, unchanged.
        piece: Epin,
    },
    /// `/Y` under [`Captures::Remove`], where taken pieces enter no hand.
    CapturedRemoved {
        /// The square of the taken piece.
        square: Cell,
        /// The taken piece.
        piece: Epin,
    },
    /// The taken piece would be a 17th different piece in the mover's
    /// hand, which FEEN cannot write ([`Hand::CAPACITY`]).
    HandFull {
        /// The taken piece, as it enters the hand.
        piece: Epin,
    },
    /// The position after the move would be written in more than 4,096
    /// bytes, which FEEN cannot read back.
    TooLong {
        /// The bytes it would take.
        len: usize,
    },
    /// The position refused a change, for a reason of its own.
    Refused(PositionError),
}

/// Why [`Position::undo`] refused an [`Undo`]: the position does not show
/// what the move left. The position is unchanged.
///
/// ```
/// use pin_runtime::{Board, Captures, Pmn, Position, UndoError};
///
/// let mut position: Position<Board<1, 3>> = "K^2 / W/w".parse()?;
/// let undo = position.apply(Pmn::parse("a-b")?, Captures::Remove)?;
/// let mut other: Position<Board<1, 3>> = "2K^ / w/W".parse()?;
/// let err = other.undo(undo).unwrap_err();
/// assert_eq!(err.to_string(), "cannot undo the move: expected K^ on b, as the move left it, found an empty square");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UndoError {
    /// The side to move is not the one the move left to move.
    Turn {
        /// The side that is to move after the move.
        expected: Side,
    },
    /// A square does not hold what the move left there.
    Square {
        /// The square.
        square: Cell,
        /// What the move left there (`None`: empty).
        expected: Option<Epin>,
        /// What stands there.
        found: Option<Epin>,
    },
    /// The mover's hand does not hold the piece the move put there.
    NotInHand {
        /// The piece.
        piece: Epin,
    },
    /// The position refused a change, for a reason of its own.
    Refused(PositionError),
}

/// The index a cell names on the board of `B`, or the error.
const fn index_on<B: Grid>(square: Cell) -> Result<usize, ApplyErrorKind> {
    match B::DIMENSIONS.index_of(square) {
        Some(index) => Ok(index),
        None => Err(ApplyErrorKind::OffBoard {
            square,
            dimensions: B::DIMENSIONS,
        }),
    }
}

/// The piece a capture puts in the mover's hand under a policy, or why
/// the move's `/Y` is refused.
fn into_hand(
    taken: Epin,
    suffix: Option<Epin>,
    policy: Captures,
    square: Cell,
) -> Result<Option<Epin>, ApplyErrorKind> {
    match (suffix, policy) {
        (Some(_), Captures::Remove) => Err(ApplyErrorKind::CapturedRemoved {
            square,
            piece: taken,
        }),
        (Some(piece), Captures::ToHand) if piece == taken => {
            Err(ApplyErrorKind::SameCaptured { square, piece })
        }
        (Some(piece), Captures::ToHand) => Ok(Some(piece)),
        (None, Captures::ToHand) => Ok(Some(taken)),
        (None, Captures::Remove) => Ok(None),
    }
}

/// Whether a position of this shape may be written in more than
/// [`MAX_LEN`] bytes: at most 4 bytes a square, 2 between ranks, and 294
/// for the hands (16 pieces each, a count of 5 digits) and the rest.
const fn may_be_too_long(dimensions: Dimensions) -> bool {
    dimensions
        .square_count()
        .saturating_mul(6)
        .saturating_add(294)
        > MAX_LEN
}

/// Counts the bytes written.
struct Counter(usize);

/// The last change [`Position::perform`] made before one was refused, each
/// after those before it: the piece out of the hand, the origin emptied,
/// the destination written. The piece into the hand is the last change and
/// has no variant: once it is made, nothing is refused, and a refused one
/// changed nothing.
#[derive(Clone, Copy)]
enum Made {
    /// The piece out of the mover's hand, if any.
    HandOut,
    /// Then the origin, if any, emptied.
    From,
    /// Then the destination written.
    To,
}

impl fmt::Write for Counter {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 = self.0.saturating_add(s.len());
        Ok(())
    }
}

impl<B: Grid> Position<B> {
    /// Applies a PMN move without game rules: its direct effects, and the
    /// turn passes to the other side (a PMN string is one whole turn).
    /// Returns what it changed, for [`undo`](Self::undo).
    ///
    /// The taken piece goes (under [`Captures::ToHand`], into the mover's
    /// hand as it stood, or as `/Y`); the actor moves, lands or changes (to
    /// `=X` if given). Not checked: the side of a taken or changed piece,
    /// how pieces move, promotion zones, check. A game's bridge adds its
    /// rules (`chess::Fen::play`).
    ///
    /// # Errors
    ///
    /// An [`ApplyError`] naming the square and what stands there; the
    /// position is unchanged. The checks are made on the position before
    /// the move, in this order:
    ///
    /// 1. every square is on the board ([`ApplyErrorKind::OffBoard`]);
    /// 2. `~` is refused ([`ApplyErrorKind::Special`]);
    /// 3. the origin of `-`, `+` holds a piece of the side to move
    ///    ([`ApplyErrorKind::NotMover`]);
    /// 4. a drop names its piece, held in the mover's hand as that token
    ///    ([`ApplyErrorKind::NoDropPiece`], [`ApplyErrorKind::NotInHand`]);
    /// 5. the destination is empty for `-`, `*`, occupied for `+`, `.`,
    ///    `+e4`, `=` ([`ApplyErrorKind::Occupied`],
    ///    [`ApplyErrorKind::Vacant`]);
    /// 6. `=X` differs from the actor, `/Y` from the taken piece, and no
    ///    `/` under [`Captures::Remove`] ([`ApplyErrorKind::SameActor`],
    ///    [`ApplyErrorKind::CapturedRemoved`],
    ///    [`ApplyErrorKind::SameCaptured`]);
    /// 7. the result stays writable FEEN: at most 16 different pieces in a
    ///    hand ([`ApplyErrorKind::HandFull`]), at most 4,096 bytes
    ///    ([`ApplyErrorKind::TooLong`]; a board of more than 633 squares is
    ///    written to count them).
    ///
    /// ```
    /// use pin_runtime::{Board, Captures, Pmn, Position};
    ///
    /// let mut shogi: Position<Board<3, 3>> = "k^2/1p1/1R1 / J/j".parse()?;
    /// shogi.apply(Pmn::parse("b1+b2=+R/P")?, Captures::ToHand)?;
    /// assert_eq!(shogi.to_string(), "k^2/1+R1/3 P/ j/J");
    /// shogi.apply(Pmn::parse("...")?, Captures::ToHand)?;
    /// shogi.apply(Pmn::parse("P*c2")?, Captures::ToHand)?;
    /// assert_eq!(shogi.to_string(), "k^2/1+RP/3 / j/J");
    ///
    /// let err = shogi.apply(Pmn::parse("b2-b3")?, Captures::ToHand).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot apply \"b2-b3\": expected a piece of the side to move (lowercase) on b2, found +R",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&mut self, pmn: Pmn, captures: Captures) -> Result<Undo, ApplyError> {
        let undo = self
            .plan(pmn, captures)
            .map_err(|kind| ApplyError { pmn, kind })?;
        if may_be_too_long(B::DIMENSIONS) {
            let len = self.len_after(&undo);
            if len > MAX_LEN {
                return Err(ApplyError {
                    pmn,
                    kind: ApplyErrorKind::TooLong { len },
                });
            }
        }
        self.perform(&undo)
            .map_err(|kind| ApplyError { pmn, kind })?;
        Ok(undo)
    }

    /// The bytes the position would be written in after a checked move:
    /// the move made on a copy, square by square, and the copy written.
    fn len_after(&self, undo: &Undo) -> usize {
        let mut after = *self;
        let (board, hands) = after.board_and_hands_mut();
        let squares = board.as_squares_mut();
        let mut put = |cell: Cell, piece: Option<Epin>| {
            if let Some(square) = B::DIMENSIONS
                .index_of(cell)
                .and_then(|index| squares.get_mut(index))
            {
                *square = piece;
            }
        };
        if let Some((cell, _)) = undo.from {
            put(cell, None);
        }
        if let Some((cell, _, piece)) = undo.to {
            put(cell, piece);
        }
        let hand = &mut hands[undo.mover.index()];
        if let Some(piece) = undo.hand_out {
            let _ = hand.remove(piece, 1);
        }
        if let Some(piece) = undo.hand_in {
            let _ = hand.add(piece, 1);
        }
        let mut counter = Counter(0);
        // Counting cannot fail.
        let _ = fmt::write(&mut counter, format_args!("{after}"));
        counter.0
    }

    /// Checks a move, in the order [`apply`](Self::apply) gives, and says
    /// what it would change.
    fn plan(&self, pmn: Pmn, captures: Captures) -> Result<Undo, ApplyErrorKind> {
        let mover = self.turn();
        let mut undo = Undo {
            from: None,
            to: None,
            hand_out: None,
            hand_in: None,
            mover,
        };
        let form = pmn.form();
        if let PmnForm::Pass = form {
            return Ok(undo);
        }
        // 1. Squares.
        let from = match pmn.from() {
            Some(cell) => Some((cell, index_on::<B>(cell)?)),
            None => None,
        };
        let Some(to) = pmn.to() else {
            return Ok(undo);
        };
        let to_index = index_on::<B>(to)?;
        // 2. `~`.
        if let PmnForm::Special = form {
            return Err(ApplyErrorKind::Special);
        }
        let squares = self.board().as_squares();
        let at = |index: usize| squares.get(index).copied().flatten();
        // 3. The mover's piece.
        let mut actor = None;
        if let Some((cell, index)) = from {
            let found = at(index);
            match found {
                Some(piece) if piece.side() == mover => actor = Some(piece),
                _ => {
                    return Err(ApplyErrorKind::NotMover {
                        square: cell,
                        found,
                    });
                }
            }
            undo.from = actor.map(|piece| (cell, piece));
        }
        // 4. The piece dropped.
        if pmn.is_drop() {
            let Some(piece) = pmn.piece() else {
                return Err(ApplyErrorKind::NoDropPiece);
            };
            if self.hand(mover).count(piece) == 0 {
                return Err(ApplyErrorKind::NotInHand { piece });
            }
            actor = Some(piece);
            undo.hand_out = Some(piece);
        }
        // 5. The destination.
        let before = at(to_index);
        let taking = !matches!(form, PmnForm::Move | PmnForm::Drop);
        match before {
            Some(found) if !taking => {
                return Err(ApplyErrorKind::Occupied { square: to, found });
            }
            None if taking => return Err(ApplyErrorKind::Vacant { square: to }),
            _ => {}
        }
        if let PmnForm::Mutate = form {
            actor = before;
        }
        // 6. The suffixes.
        let mut after = actor;
        if let (Some(new), Some(old)) = (pmn.actor(), actor) {
            if new == old {
                let square = match from {
                    Some((cell, _)) if !matches!(form, PmnForm::Mutate) => cell,
                    _ => to,
                };
                return Err(ApplyErrorKind::SameActor { square, piece: new });
            }
            after = Some(new);
        }
        if let PmnForm::Mutate = form {
            undo.to = Some((to, before, after));
            return Ok(undo);
        }
        if let (Some(taken), true) = (before, taking) {
            undo.hand_in = into_hand(taken, pmn.captured(), captures, to)?;
        }
        undo.to = Some((
            to,
            before,
            if matches!(form, PmnForm::Static) {
                None
            } else {
                after
            },
        ));
        // 7. Writable: a new kind of piece in a full hand.
        self.check_hand(&undo)?;
        Ok(undo)
    }

    /// Checks that a piece entering the mover's hand finds room there.
    fn check_hand(&self, undo: &Undo) -> Result<(), ApplyErrorKind> {
        let Some(piece) = undo.hand_in else {
            return Ok(());
        };
        let hand = self.hand(undo.mover);
        // A drop may take the last of a kind out as the capture brings
        // one in.
        let leaves = match undo.hand_out {
            Some(out) => out != piece && hand.count(out) == 1,
            None => false,
        };
        if hand.count(piece) == 0 && hand.len() == Hand::CAPACITY && !leaves {
            return Err(ApplyErrorKind::HandFull { piece });
        }
        Ok(())
    }

    /// Makes the changes of a checked move, removals first so that no step
    /// between makes a longer text than the result; a step refused undoes
    /// the steps before it.
    fn perform(&mut self, undo: &Undo) -> Result<(), ApplyErrorKind> {
        let mover = undo.mover;
        if let Some(piece) = undo.hand_out {
            self.remove_from_hand(mover, piece, 1)
                .map_err(|error| ApplyErrorKind::Refused(PositionError::Hand(error)))?;
        }
        if let Some((cell, _)) = undo.from {
            if let Err(error) = self.set(cell, None) {
                self.put_back(undo, Made::HandOut);
                return Err(ApplyErrorKind::Refused(error));
            }
        }
        if let Some((cell, _, after)) = undo.to {
            if let Err(error) = self.set(cell, after) {
                self.put_back(undo, Made::From);
                return Err(ApplyErrorKind::Refused(error));
            }
        }
        if let Some(piece) = undo.hand_in {
            if let Err(error) = self.add_to_hand(mover, piece, 1) {
                self.put_back(undo, Made::To);
                return Err(match error {
                    PositionError::Hand(super::HandError::Full { piece }) => {
                        ApplyErrorKind::HandFull { piece }
                    }
                    error => ApplyErrorKind::Refused(error),
                });
            }
        }
        self.switch_turn();
        Ok(())
    }

    /// Takes back the changes of [`perform`](Self::perform) up to `made`,
    /// last first; each step returns to a position this one was, which its
    /// mutators accepted then.
    fn put_back(&mut self, undo: &Undo, made: Made) {
        let mover = undo.mover;
        if let Made::To = made {
            if let Some((cell, before, _)) = undo.to {
                let _ = self.set(cell, before);
            }
        }
        if let Made::From | Made::To = made {
            if let Some((cell, piece)) = undo.from {
                let _ = self.set(cell, Some(piece));
            }
        }
        if let Some(piece) = undo.hand_out {
            let _ = self.add_to_hand(mover, piece, 1);
        }
    }

    /// Takes back a move [`apply`](Self::apply) made, restoring the
    /// position exactly as it was before it.
    ///
    /// An `Undo` of another position is refused unless this position shows
    /// what the move left (the side to move, the squares it changed, the
    /// piece it put in hand); then the squares and hand are put back as
    /// they were before the move, which gives that other position's
    /// predecessor when moves are taken back in order.
    ///
    /// # Errors
    ///
    /// An [`UndoError`] when the position does not show what the move left,
    /// or refuses a change back (a hand of another position may be full);
    /// the position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{Board, Captures, Pmn, Position};
    ///
    /// let start: Position<Board<3, 3>> = "k^2/1p1/1R1 / J/j".parse()?;
    /// let mut position = start;
    /// let first = position.apply(Pmn::parse("b1+b2=+R/P")?, Captures::ToHand)?;
    /// let second = position.apply(Pmn::parse("a3-a2")?, Captures::ToHand)?;
    /// position.undo(second)?;
    /// position.undo(first)?;
    /// assert_eq!(position, start);
    /// assert!(position.undo(first).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self, undo: Undo) -> Result<(), UndoError> {
        let expected = undo.mover.flipped();
        if self.turn() != expected {
            return Err(UndoError::Turn { expected });
        }
        if let Some((square, _)) = undo.from {
            let found = self.get(square).flatten();
            if found.is_some() {
                return Err(UndoError::Square {
                    square,
                    expected: None,
                    found,
                });
            }
        }
        if let Some((square, _, after)) = undo.to {
            let found = self.get(square).flatten();
            if found != after {
                return Err(UndoError::Square {
                    square,
                    expected: after,
                    found,
                });
            }
        }
        if let Some(piece) = undo.hand_in {
            if self.hand(undo.mover).count(piece) == 0 {
                return Err(UndoError::NotInHand { piece });
            }
        }
        // Back in the reverse order of `perform`: each step can only be
        // refused here for a position other than the one the move was
        // applied to.
        let mover = undo.mover;
        if let Some(piece) = undo.hand_in {
            self.remove_from_hand(mover, piece, 1)
                .map_err(|error| UndoError::Refused(PositionError::Hand(error)))?;
        }
        if let Some((cell, before, after)) = undo.to {
            if let Err(error) = self.set(cell, before) {
                if let Some(piece) = undo.hand_in {
                    let _ = self.add_to_hand(mover, piece, 1);
                }
                return Err(UndoError::Refused(error));
            }
            if let Some((from, piece)) = undo.from {
                if let Err(error) = self.set(from, Some(piece)) {
                    let _ = self.set(cell, after);
                    if let Some(piece) = undo.hand_in {
                        let _ = self.add_to_hand(mover, piece, 1);
                    }
                    return Err(UndoError::Refused(error));
                }
            }
        }
        if let Some(piece) = undo.hand_out {
            if let Err(error) = self.add_to_hand(mover, piece, 1) {
                if let Some((cell, _, after)) = undo.to {
                    if let Some((from, _)) = undo.from {
                        let _ = self.set(from, None);
                    }
                    let _ = self.set(cell, after);
                }
                if let Some(piece) = undo.hand_in {
                    let _ = self.add_to_hand(mover, piece, 1);
                }
                return Err(UndoError::Refused(error));
            }
        }
        self.switch_turn();
        Ok(())
    }
}

impl ApplyError {
    /// Returns the move refused.
    ///
    /// ```
    /// use pin_runtime::{Board, Captures, Pmn, Position};
    ///
    /// let mut position: Position<Board<1, 2>> = "K^1 / W/w".parse()?;
    /// let pmn = Pmn::parse("b-a")?;
    /// assert_eq!(position.apply(pmn, Captures::Remove).unwrap_err().pmn(), pmn);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn pmn(&self) -> Pmn {
        self.pmn
    }

    /// Returns what in the position refused the move.
    ///
    /// ```
    /// use pin_runtime::{ApplyErrorKind, Board, Captures, Cell, Pmn, Position};
    ///
    /// let mut position: Position<Board<1, 2>> = "K^1 / W/w".parse()?;
    /// let err = position.apply(Pmn::parse("b-a")?, Captures::Remove).unwrap_err();
    /// assert_eq!(err.kind(), ApplyErrorKind::NotMover { square: Cell::parse("b")?, found: None });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> ApplyErrorKind {
        self.kind
    }
}

/// Names what stands on a square: the piece, or "an empty square".
fn write_square(f: &mut fmt::Formatter<'_>, found: Option<Epin>) -> fmt::Result {
    match found {
        Some(piece) => write!(f, "{piece}"),
        None => f.write_str("an empty square"),
    }
}

impl fmt::Display for ApplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot apply \"{}\": ", self.pmn)?;
        self.write_reason(f)
    }
}

impl ApplyError {
    /// The refusal of `pmn` for `kind`, for a bridge to write its reason.
    #[cfg(any(feature = "shogi", feature = "xiangqi"))]
    pub(crate) const fn new(pmn: Pmn, kind: ApplyErrorKind) -> Self {
        Self { pmn, kind }
    }

    /// Writes why the move was refused: the message after its move.
    pub(crate) fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_reason_named(f, |cell, f| write!(f, "{cell}"))
    }

    /// [`write_reason`](Self::write_reason), each square written by
    /// `name`: in CELL, or as a game's own move notation names it.
    pub(crate) fn write_reason_named(
        &self,
        f: &mut fmt::Formatter<'_>,
        name: NameSquare,
    ) -> fmt::Result {
        let named = |square| Named(square, name);
        match self.kind {
            ApplyErrorKind::OffBoard { square, dimensions } => write!(
                f,
                "expected a square of the board ({dimensions}), found {}",
                named(square)
            ),
            ApplyErrorKind::Special => f.write_str(
                "expected a move without game rules, found '~', whose other effects a game's bridge applies",
            ),
            ApplyErrorKind::NotMover { square, found } => {
                f.write_str("expected a piece of the side to move ")?;
                match found {
                    Some(piece) => {
                        // The piece found is the other side's.
                        let case = if piece.is_first() {
                            "lowercase"
                        } else {
                            "uppercase"
                        };
                        write!(f, "({case}) on {}, found {piece}", named(square))
                    }
                    None => write!(f, "on {}, found an empty square", named(square)),
                }
            }
            ApplyErrorKind::NoDropPiece => write!(
                f,
                "expected the piece to drop before '{}', found none",
                self.pmn.form().operator()
            ),
            ApplyErrorKind::NotInHand { piece } => {
                write!(f, "expected {piece} in the hand of the side to move, found none")
            }
            ApplyErrorKind::Occupied { square, found } => {
                write!(f, "expected an empty square at {}, found {found}", named(square))
            }
            ApplyErrorKind::Vacant { square } => {
                let what = match self.pmn.form() {
                    PmnForm::Mutate => "change",
                    _ => "take",
                };
                write!(
                    f,
                    "expected a piece to {what} on {}, found an empty square",
                    named(square)
                )
            }
            ApplyErrorKind::SameActor { square, piece } => write!(
                f,
                "expected a piece other than {piece} after '=', found {piece} at {}",
                named(square)
            ),
            ApplyErrorKind::SameCaptured { square, piece } => write!(
                f,
                "expected a piece other than {piece} after '/', found {piece} at {}",
                named(square)
            ),
            ApplyErrorKind::CapturedRemoved { square, piece } => write!(
                f,
                "expected no '/' where taken pieces leave play, found {piece} taken at {}",
                named(square)
            ),
            ApplyErrorKind::HandFull { piece } => write!(
                f,
                "expected at most {} different pieces in the hand of the side to move, found a new one: {piece}",
                Hand::CAPACITY
            ),
            ApplyErrorKind::TooLong { len } => write!(
                f,
                "expected a position of at most {MAX_LEN} bytes, found {len} bytes"
            ),
            ApplyErrorKind::Refused(error) => write!(f, "{error}"),
        }
    }
}

/// How a message names a square: in CELL, or as a game's own move
/// notation does (USI's `7g`, UCCI's `h2`).
pub(crate) type NameSquare = fn(Cell, &mut fmt::Formatter<'_>) -> fmt::Result;

/// A square written by a [`NameSquare`].
pub(crate) struct Named(pub(crate) Cell, pub(crate) NameSquare);

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.1)(self.0, f)
    }
}

impl core::error::Error for ApplyError {}

impl fmt::Display for UndoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("cannot undo the move: ")?;
        match *self {
            Self::Turn { expected } => write!(
                f,
                "expected the {} side to move, as the move left it, found the other",
                expected.name()
            ),
            Self::Square {
                square,
                expected,
                found,
            } => {
                f.write_str("expected ")?;
                write_square(f, expected)?;
                write!(f, " on {square}, as the move left it, found ")?;
                write_square(f, found)
            }
            Self::NotInHand { piece } => write!(
                f,
                "expected {piece} in the hand of the side that moved, as the move left it, found none"
            ),
            Self::Refused(error) => write!(f, "{error}"),
        }
    }
}

impl core::error::Error for UndoError {}
