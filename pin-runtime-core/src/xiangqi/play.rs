//! Moves on a xiangqi [`Fen`]: PMN and UCCI both ways, a move played, and
//! an engine's `position` command.

use core::num::NonZeroU32;

use super::command_error::{CommandError, CommandErrorKind};
use super::move_error::{Given, MoveError, MoveErrorKind};
use super::{Fen, FenError, Ucci, UcciError};
use crate::command::{self, Engine, Mistake};
use crate::{Captures, Pmn, PmnForm, Side};

impl Fen {
    /// Plays a PMN move checked as `given`.
    fn play_given(&mut self, pmn: Pmn, given: Given) -> Result<(), MoveError> {
        let refuse = |kind| Err(MoveError::new(given, kind));
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
        .ok_or(MoveError::new(given, MoveErrorKind::Form))
    }

    /// Reads a UCCI engine's `position` command and plays its moves:
    /// `position startpos [moves <ucci>…]` or `position fen <FEN> [moves
    /// <ucci>…]`, words separated by any run of spaces, tabs and line ends,
    /// which may also start and end the command. `startpos`
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
        Self::from_command(command, b"position")
    }

    /// Reads UCCI's `probe` command, whose position is written as
    /// `position`'s, and plays its moves.
    pub(crate) fn from_probe_command(command: &str) -> Result<Self, CommandError> {
        Self::from_command(command, b"probe")
    }

    /// Reads a command of `keyword` and a position, and plays its moves.
    fn from_command(command: &str, keyword: &[u8]) -> Result<Self, CommandError> {
        command::read_after::<Self>(command, keyword).map_err(|(mistake, index)| {
            let kind = match mistake {
                Mistake::ExpectedPosition => CommandErrorKind::ExpectedPosition,
                Mistake::ExpectedStart => CommandErrorKind::ExpectedStart,
                Mistake::Position(error) => CommandErrorKind::Fen(error),
                Mistake::ExpectedMoves => CommandErrorKind::ExpectedMoves,
                Mistake::Move(number, error) => CommandErrorKind::Ucci { number, error },
                Mistake::Play(number, error) => CommandErrorKind::Move { number, error },
            };
            CommandError::new(kind, index, command)
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
        Fen::START
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
