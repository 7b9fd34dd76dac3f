//! Moves on a xiangqi [`Fen`]: PMN and UCCI both ways, a move played, and
//! an engine's `position` command.

use crate::command::expected;
use core::fmt;
use core::num::NonZeroU32;

use super::{Fen, FenError, Ucci, UcciError};
use crate::command::{self, Engine, Found, Mistake};
use crate::{ApplyErrorKind, Captures, Cell, Epin, Pmn, PmnForm, Side};

/// The start position, clocks `0 1`.
const START: Fen =
    match Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") {
        Ok(fen) => fen,
        Err(_) => panic!("the start position is not a FEN"),
    };

/// The move as it was given: PMN or UCCI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Given {
    Pmn(Pmn),
    Ucci(Ucci),
}

/// What in a xiangqi position refused a move.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, MoveErrorKind};
/// use pin_runtime::Pmn;
///
/// let fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
/// assert_eq!(fen.ucci(Pmn::parse("h3+h10/H")?).unwrap_err().kind(), MoveErrorKind::Suffix);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// A PMN form xiangqi does not have: `~`, a static capture, a drop, a
    /// change in place.
    Form,
    /// An `=` or a `/`: xiangqi pieces neither promote nor enter a hand.
    Suffix,
    /// The destination of `+` holds a piece of the side to move.
    OwnPiece {
        /// The destination.
        square: Cell,
        /// What stands there.
        found: Epin,
    },
    /// A check of [`Position::apply`](crate::Position::apply) refused the
    /// move: squares off the board, no piece of the side to move on the
    /// origin, an occupied or empty destination.
    Apply(ApplyErrorKind),
    /// The halfmove clock (or, with `fullmove`, the fullmove number) would
    /// pass `u32::MAX`.
    ClockOverflow {
        /// Whether the fullmove number overflows.
        fullmove: bool,
    },
}

/// A move a xiangqi position refused to play, or to write in the other
/// notation: the move as given and the [`MoveErrorKind`]. The position is
/// unchanged.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, Ucci};
///
/// let mut fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
/// let err = fen.play_ucci(Ucci::parse("h7h0")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot play \"h7h0\": expected a piece of the side to move (uppercase) on h8, found c",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveError {
    given: Given,
    kind: MoveErrorKind,
}

impl MoveError {
    /// Returns what refused the move.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Fen, MoveErrorKind};
    /// use pin_runtime::Pmn;
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")?;
    /// assert_eq!(fen.ucci(Pmn::parse("e1~e2")?).unwrap_err().kind(), MoveErrorKind::Form);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> MoveErrorKind {
        self.kind
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pmn = match self.given {
            Given::Pmn(pmn) => {
                write!(f, "cannot play \"{pmn}\": ")?;
                pmn
            }
            Given::Ucci(ucci) => {
                write!(f, "cannot play \"{ucci}\": ")?;
                Pmn::PASS
            }
        };
        match self.kind {
            MoveErrorKind::Form => {
                f.write_str("expected a xiangqi move ('-', '+' or '...'), found another form")
            }
            MoveErrorKind::Suffix => f.write_str(
                "expected no '=' or '/' (pieces neither promote nor enter a hand), found one",
            ),
            MoveErrorKind::OwnPiece { square, found } => write!(
                f,
                "expected a piece of the other side to take on {square}, found {found}"
            ),
            MoveErrorKind::Apply(kind) => crate::ApplyError::new(pmn, kind).write_reason(f),
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
        }
    }
}

impl core::error::Error for MoveError {}

impl Fen {
    /// Plays a PMN move checked as `given`.
    fn play_given(&mut self, pmn: Pmn, given: Given) -> Result<(), MoveError> {
        let refuse = |kind| Err(MoveError { given, kind });
        match pmn.form() {
            PmnForm::Pass | PmnForm::Move | PmnForm::Capture => {}
            _ => return refuse(MoveErrorKind::Form),
        }
        if pmn.actor().is_some() || pmn.captured().is_some() {
            return refuse(MoveErrorKind::Suffix);
        }
        let mover = self.position.turn();
        let to = pmn.to();
        let target = to.and_then(|to| self.position.get(to)).flatten();
        // A piece of the mover's taken, once the origin holds one of its
        // own (else `apply` says what it holds).
        let own = pmn
            .from()
            .and_then(|from| self.position.get(from))
            .flatten();
        let moving = own.is_some_and(|own| own.side() == mover);
        if let (PmnForm::Capture, Some(square), Some(found), true) =
            (pmn.form(), to, target, moving)
        {
            if found.side() == mover {
                return refuse(MoveErrorKind::OwnPiece { square, found });
            }
        }
        let taking = pmn.form() == PmnForm::Capture && target.is_some();
        let clocks = match (self.halfmove_clock(), self.fullmove_number()) {
            (Some(halfmove), Some(fullmove)) => {
                let halfmove = if taking {
                    0
                } else {
                    let Some(next) = halfmove.checked_add(1) else {
                        return refuse(MoveErrorKind::ClockOverflow { fullmove: false });
                    };
                    next
                };
                let fullmove = match mover {
                    Side::First => fullmove,
                    Side::Second => {
                        let Some(next) = fullmove.checked_add(1) else {
                            return refuse(MoveErrorKind::ClockOverflow { fullmove: true });
                        };
                        next
                    }
                };
                Some((halfmove, fullmove))
            }
            _ => None,
        };
        if let Err(error) = self.position.apply(pmn, Captures::Remove) {
            return refuse(MoveErrorKind::Apply(error.kind()));
        }
        if let Some((halfmove, fullmove)) = clocks {
            if let Some(fullmove) = NonZeroU32::new(fullmove) {
                *self = self.with_clocks(halfmove, fullmove);
            }
        }
        Ok(())
    }

    /// Plays a PMN move: the taken piece leaves play, the turn passes, the
    /// halfmove clock counts plies since the last capture (a soldier's
    /// move does not start it again) and the fullmove number grows after
    /// black's move, as Fairy-Stockfish writes them; clocks that are absent
    /// stay absent.
    ///
    /// What is checked is what the notation says, not how pieces move.
    /// The bridge values are `Copy`: to take a move back, keep the value
    /// from before it.
    ///
    /// # Errors
    ///
    /// A [`MoveError`], the `Fen` unchanged: a form xiangqi does not have
    /// (`~`, `+e4`, `P*e5`, `e4=R`); any `=` or `/`; a piece of one's own
    /// side taken; then the checks of
    /// [`Position::apply`](crate::Position::apply) (squares, the mover's
    /// piece, the destination); a clock that would pass `u32::MAX`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    /// use pin_runtime::Pmn;
    ///
    /// let mut fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
    /// fen.play(Pmn::parse("h3-e3")?)?;
    /// fen.play(Pmn::parse("h10-g8")?)?;
    /// assert_eq!(fen.to_string(), "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, pmn: Pmn) -> Result<(), MoveError> {
        self.play_given(pmn, Given::Pmn(pmn))
    }

    /// Plays a UCCI move, as [`play`](Self::play) plays the PMN move
    /// [`pmn`](Self::pmn) gives, and returns that PMN move.
    ///
    /// # Errors
    ///
    /// A [`MoveError`], as [`play`](Self::play) gives; the `Fen` is
    /// unchanged.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Fen, Ucci};
    ///
    /// let mut fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
    /// assert_eq!(fen.play_ucci(Ucci::parse("h2h9")?)?.to_string(), "h3+h10");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_ucci(&mut self, ucci: Ucci) -> Result<Pmn, MoveError> {
        let pmn = self.convert(ucci);
        self.play_given(pmn, Given::Ucci(ucci))?;
        Ok(pmn)
    }

    /// The PMN move a UCCI move says on this position, unchecked.
    fn convert(&self, ucci: Ucci) -> Pmn {
        let (Some(from), Some(to)) = (ucci.from(), ucci.to()) else {
            return Pmn::PASS;
        };
        let form = match self.position.get(to) {
            Some(Some(_)) => PmnForm::Capture,
            _ => PmnForm::Move,
        };
        Pmn::new(form, from, to).unwrap_or(Pmn::PASS)
    }

    /// Returns the PMN move a UCCI move is on this position: ranks from 0
    /// become CELL ranks from 1 (`h2e2` is `h3-e3`), `+` to an occupied
    /// point (`h2h9` taking a horse is `h3+h10`), `0000` is `...`.
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: the move must be one [`play`](Self::play) plays,
    /// the clocks aside.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Fen, Ucci};
    ///
    /// let fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
    /// assert_eq!(fen.pmn(Ucci::parse("h2e2")?)?.to_string(), "h3-e3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pmn(&self, ucci: Ucci) -> Result<Pmn, MoveError> {
        let pmn = self.convert(ucci);
        let mut played = self.without_clocks();
        played.play_given(pmn, Given::Ucci(ucci))?;
        Ok(pmn)
    }

    /// Returns the UCCI move of a PMN move on this position (`h3-e3` is
    /// `h2e2`, `...` is `0000`).
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: the move must be one [`play`](Self::play) plays,
    /// the clocks aside.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    /// use pin_runtime::Pmn;
    ///
    /// let fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
    /// assert_eq!(fen.ucci(Pmn::parse("h3+h10")?)?.to_string(), "h2h9");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ucci(&self, pmn: Pmn) -> Result<Ucci, MoveError> {
        let given = Given::Pmn(pmn);
        let mut played = self.without_clocks();
        played.play_given(pmn, given)?;
        match (pmn.from(), pmn.to()) {
            (Some(from), Some(to)) => Ucci::new(from, to),
            _ => Some(Ucci::NULL),
        }
        .ok_or(MoveError {
            given,
            kind: MoveErrorKind::Form,
        })
    }

    /// Reads a UCCI engine's `position` command and plays its moves:
    /// `position startpos [moves <ucci>…]` or `position fen <FEN> [moves
    /// <ucci>…]`, words separated by one space, nothing trimmed. `startpos`
    /// is the start position with its clocks at `0 1`. The moves are
    /// played as [`play_ucci`](Self::play_ucci) plays them.
    ///
    /// # Errors
    ///
    /// A [`CommandError`] naming the byte of the command and, for a move,
    /// its number (the first is 1).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// let fen = Fen::from_position_command("position startpos moves h2e2 h9g7")?;
    /// assert_eq!(fen.to_string(), "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
    /// # Ok::<(), pin_runtime::xiangqi::CommandError>(())
    /// ```
    pub fn from_position_command(command: &str) -> Result<Self, CommandError> {
        command::read::<Self>(command).map_err(|(mistake, index)| {
            let kind = match mistake {
                Mistake::ExpectedPosition => CommandErrorKind::ExpectedPosition,
                Mistake::ExpectedStart => CommandErrorKind::ExpectedStart,
                Mistake::Position(error) => CommandErrorKind::Fen(error),
                Mistake::ExpectedMoves => CommandErrorKind::ExpectedMoves,
                Mistake::Move(number, error) => CommandErrorKind::Ucci { number, error },
                Mistake::Play(number, error) => CommandErrorKind::Move { number, error },
            };
            CommandError {
                kind,
                index,
                found: Found::new(command, index),
            }
        })
    }
}

impl Engine for Fen {
    type Move = Ucci;
    type MoveError = UcciError;
    type PlayError = MoveError;
    type PositionError = FenError;
    const KEYWORD: &'static str = "fen";

    fn start() -> Self {
        START
    }

    fn read_position(text: &str) -> Result<(Self, usize), FenError> {
        // Four fields, and the two clocks when two numbers follow.
        let words: [Option<&str>; 6] = {
            let mut split = text.split(' ');
            core::array::from_fn(|_| split.next())
        };
        let number = |word: Option<&str>| {
            word.is_some_and(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()))
        };
        let fields = if number(words[4]) && number(words[5]) {
            6
        } else {
            4
        };
        let end = words
            .iter()
            .take(fields)
            .enumerate()
            .map(|(i, word)| word.map_or(0, str::len) + usize::from(i > 0))
            .sum::<usize>()
            .min(text.len());
        let fen = Fen::parse(text.get(..end).unwrap_or(text))?;
        Ok((fen, end))
    }

    fn read_move(word: &[u8]) -> Result<Ucci, (UcciError, usize)> {
        Ucci::parse_bytes(word).map_err(|error| (error, error.index()))
    }

    fn play_move(&mut self, played: Ucci) -> Result<(), MoveError> {
        self.play_ucci(played).map(|_| ())
    }
}

/// What kind of mistake a [`CommandError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CommandErrorKind {
    /// The command does not start with `position` and a space.
    ExpectedPosition,
    /// Neither `startpos` nor `fen` and a space follow `position`.
    ExpectedStart,
    /// The FEN after `fen` is not one.
    Fen(FenError),
    /// Something other than ` moves` or the end follows the position.
    ExpectedMoves,
    /// A move is not a UCCI move.
    Ucci {
        /// The move's number, from 1.
        number: usize,
        /// Why it is not one.
        error: UcciError,
    },
    /// A move could not be played on the position it came to.
    Move {
        /// The move's number, from 1.
        number: usize,
        /// Why it could not.
        error: MoveError,
    },
}

/// A UCCI `position` command that could not be read or played: the kind
/// of mistake and its byte in the command.
///
/// ```
/// use pin_runtime::xiangqi::Fen;
///
/// let err = Fen::from_position_command("position startpos moves h2e2 7g7f").unwrap_err();
/// assert_eq!((err.index(), err.move_number()), (29, Some(2)));
/// assert_eq!(
///     err.to_string(),
///     "invalid position command at byte 29, in move 2: invalid UCCI move \"7g7f\": \
///      expected a file letter (a-i), found '7' at byte 0",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CommandError {
    kind: CommandErrorKind,
    index: usize,
    found: Found,
}

impl CommandError {
    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{CommandErrorKind, Fen};
    ///
    /// let err = Fen::from_position_command("position sfen 9/9 b -").unwrap_err();
    /// assert_eq!(err.kind(), CommandErrorKind::ExpectedStart);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> CommandErrorKind {
        self.kind
    }

    /// Returns the byte of the command where the mistake is (for a move
    /// that could not be played, where the move starts).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// assert_eq!(Fen::from_position_command("position startpos moves h2-e2").unwrap_err().index(), 28);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the number of the move the mistake is in (the first is 1).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// assert_eq!(Fen::from_position_command("position startpos moves h2-e2").unwrap_err().move_number(), Some(1));
    /// ```
    #[must_use]
    pub const fn move_number(&self) -> Option<usize> {
        match self.kind {
            CommandErrorKind::Ucci { number, .. } | CommandErrorKind::Move { number, .. } => {
                Some(number)
            }
            _ => None,
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position command at byte {}", self.index)?;
        match self.kind {
            CommandErrorKind::ExpectedPosition => self.found.write(f, expected::POSITION),
            CommandErrorKind::ExpectedStart => self.found.write(f, expected::START_FEN),
            CommandErrorKind::ExpectedMoves => self.found.write(f, expected::MOVES),
            CommandErrorKind::Fen(error) => write!(f, ", in the FEN: {error}"),
            CommandErrorKind::Ucci { number, error } => write!(f, ", in move {number}: {error}"),
            CommandErrorKind::Move { number, error } => write!(f, ", in move {number}: {error}"),
        }
    }
}

impl core::error::Error for CommandError {}
