//! Moves on a shogi [`Sfen`]: PMN and USI both ways, a move played, and an
//! engine's `position` command.

use super::command_error::{CommandError, CommandErrorKind};
use super::move_error::{Given, MoveError, MoveErrorKind};
use super::{Sfen, SfenError, Usi, UsiError};
use crate::command::{self, Engine, Mistake};
use crate::{ApplyErrorKind, Captures, Epin, Letter, Pmn, PmnForm, Side, State};

/// The piece a capture of `taken` puts in `mover`'s hand: its letter in the
/// mover's case, unpromoted; `None` for a king.
const fn in_hand(taken: Epin, mover: Side) -> Option<Epin> {
    if matches!(taken.letter(), Letter::K) {
        return None;
    }
    Some(
        taken
            .with_side(mover)
            .with_state(State::Normal)
            .unmarked_terminal()
            .native(),
    )
}

impl Sfen {
    /// Checks the rules of shogi a PMN move must keep, beyond those of
    /// [`Position::apply`](crate::Position::apply).
    fn check_rules(&self, pmn: Pmn, given: Given) -> Result<(), MoveError> {
        let refuse = |kind| Err(MoveError::new(given, kind));
        let position = &self.position;
        let mover = position.turn();
        match pmn.form() {
            PmnForm::Pass | PmnForm::Move | PmnForm::Capture | PmnForm::Drop => {}
            _ => return refuse(MoveErrorKind::Form),
        }
        if let (PmnForm::Drop, Some(actor), Some(to)) = (pmn.form(), pmn.actor(), pmn.to()) {
            let found = pmn.piece().unwrap_or(actor);
            return refuse(MoveErrorKind::Promotion {
                square: to,
                found,
                actor,
            });
        }
        let (Some(from), Some(to)) = (pmn.from(), pmn.to()) else {
            return Ok(());
        };
        // The other checks are `apply`'s when the origin holds no piece
        // of the side to move.
        let Some(Some(own)) = position.get(from) else {
            return Ok(());
        };
        if own.side() != mover {
            return Ok(());
        }
        if let Some(actor) = pmn.actor() {
            let promotable = own.is_normal()
                && !matches!(own.letter(), Letter::K | Letter::G)
                && actor == own.with_state(State::Enhanced);
            if !promotable {
                return refuse(MoveErrorKind::Promotion {
                    square: from,
                    found: own,
                    actor,
                });
            }
        }
        if let (PmnForm::Capture, Some(Some(taken))) = (pmn.form(), position.get(to)) {
            if taken.side() == mover {
                return refuse(MoveErrorKind::OwnPiece {
                    square: to,
                    found: taken,
                });
            }
            let Some(expected) = in_hand(taken, mover) else {
                return refuse(MoveErrorKind::KingTaken {
                    square: to,
                    found: taken,
                });
            };
            if pmn.captured() != Some(expected) {
                return refuse(MoveErrorKind::Captured {
                    square: to,
                    expected,
                    found: pmn.captured(),
                });
            }
        }
        Ok(())
    }

    /// Plays a PMN move checked as `given`.
    fn play_given(&mut self, pmn: Pmn, given: Given) -> Result<(), MoveError> {
        self.check_rules(pmn, given)?;
        let number = match self.move_number {
            Some(number) => match number.checked_add(1) {
                Some(next) => Some(next),
                None => {
                    return Err(MoveError::new(given, MoveErrorKind::MoveNumberOverflow));
                }
            },
            None => None,
        };
        if let Err(error) = self.position.apply(pmn, Captures::ToHand) {
            return Err(MoveError::new(given, MoveErrorKind::Apply(error.kind())));
        }
        self.move_number = number;
        Ok(())
    }

    /// Plays a PMN move: the taken piece enters the mover's hand, the
    /// moved piece lands (promoted by `=+X`), a drop comes from the
    /// mover's hand, the turn passes and the move number, when there is
    /// one, grows by one. Shogi keeps no other books.
    ///
    /// What is checked is what SFEN can say and the notation's rules, not
    /// how pieces move: a capture writes the rule's `/` (the taken letter
    /// in the mover's case, unpromoted), an `=` is `=+X` on the moved
    /// piece's own unpromoted letter (not `K`, `G`). The bridge values are
    /// `Copy`: to take a move back, keep the value from before it.
    ///
    /// # Errors
    ///
    /// A [`MoveError`], the `Sfen` unchanged: a form shogi does not have
    /// (`~`, `+e4`, `e4=+P`, `P.e5`); an `=` or `/` other than the rule's;
    /// a king taken; a move number that would pass `u32::MAX`; then the
    /// checks of [`Position::apply`](crate::Position::apply) (squares, the
    /// mover's piece, the destination, the piece in hand).
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    /// use pin_runtime::Pmn;
    ///
    /// let mut sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
    /// for pmn in ["c3-c4", "g7-g6", "b2+h8=+B/B"] {
    ///     sfen.play(Pmn::parse(pmn)?)?;
    /// }
    /// assert_eq!(sfen.to_string(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, pmn: Pmn) -> Result<(), MoveError> {
        self.play_given(pmn, Given::Pmn(pmn))
    }

    /// Plays a USI move, as [`play`](Self::play) plays the PMN move
    /// [`pmn`](Self::pmn) gives, and returns that PMN move.
    ///
    /// # Errors
    ///
    /// A [`MoveError`], as [`play`](Self::play) gives; the `Sfen` is
    /// unchanged.
    ///
    /// ```
    /// use pin_runtime::shogi::{Sfen, Usi};
    ///
    /// let mut sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
    /// assert_eq!(sfen.play_usi(Usi::parse("7g7f")?)?.to_string(), "c3-c4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_usi(&mut self, usi: Usi) -> Result<Pmn, MoveError> {
        let pmn = self.convert(usi)?;
        self.play_given(pmn, Given::Usi(usi))?;
        Ok(pmn)
    }

    /// The PMN move a USI move says on this position, unchecked.
    fn convert(&self, usi: Usi) -> Result<Pmn, MoveError> {
        let given = Given::Usi(usi);
        let position = &self.position;
        let mover = position.turn();
        if usi.is_null() {
            return Ok(Pmn::PASS);
        }
        if let (Some(letter), Some(to)) = (usi.drop_piece(), usi.to()) {
            let piece = Epin::new(crate::Pin::new(letter, mover, State::Normal, false), false);
            return Ok(Pmn::new_drop(Some(piece), to, false));
        }
        let (Some(from), Some(to)) = (usi.from(), usi.to()) else {
            return Ok(Pmn::PASS);
        };
        let target = position.get(to).flatten();
        let form = if target.is_some() {
            PmnForm::Capture
        } else {
            PmnForm::Move
        };
        let Some(mut pmn) = Pmn::new(form, from, to) else {
            return Err(MoveError::new(given, MoveErrorKind::Form));
        };
        if usi.promotes() {
            let actor = match position.get(from).flatten() {
                Some(own) => own.with_state(State::Enhanced),
                None => {
                    return Err(MoveError::new(
                        given,
                        MoveErrorKind::Apply(ApplyErrorKind::NotMover {
                            square: from,
                            found: None,
                        }),
                    ));
                }
            };
            pmn = pmn.with_actor(Some(actor)).unwrap_or(pmn);
        }
        if let Some(taken) = target.and_then(|taken| in_hand(taken, mover)) {
            pmn = pmn.with_captured(Some(taken)).unwrap_or(pmn);
        }
        Ok(pmn)
    }

    /// Returns the PMN move a USI move is on this position: squares as CELL
    /// coordinates (`7g7f` is `c3-c4`), `+` to an occupied square with the
    /// taken piece as it enters the hand (`8h2b+` taking a bishop is
    /// `b2+h8=+B/B`), a promotion as `=+X`, a drop in the mover's case
    /// (`P*5e` is `p*e5` for gote), `0000` as `...`.
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: the move must be one [`play`](Self::play) plays,
    /// the move number aside.
    ///
    /// ```
    /// use pin_runtime::shogi::{Sfen, Usi};
    ///
    /// let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w P 2")?;
    /// assert_eq!(sfen.pmn(Usi::parse("3c3d")?)?.to_string(), "g7-g6");
    /// assert!(sfen.pmn(Usi::parse("P*5e")?).is_err(), "the pawn in hand is sente's");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pmn(&self, usi: Usi) -> Result<Pmn, MoveError> {
        let pmn = self.convert(usi)?;
        let mut played = self.without_move_number();
        played.play_given(pmn, Given::Usi(usi))?;
        Ok(pmn)
    }

    /// Returns the USI move of a PMN move on this position (`b2+h8=+B/B`
    /// is `8h2b+`, `p*e5` is `P*5e`, `...` is `0000`).
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: the move must be one [`play`](Self::play) plays,
    /// the move number aside.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    /// use pin_runtime::Pmn;
    ///
    /// let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
    /// assert_eq!(sfen.usi(Pmn::parse("c3-c4")?)?.to_string(), "7g7f");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn usi(&self, pmn: Pmn) -> Result<Usi, MoveError> {
        let given = Given::Pmn(pmn);
        let mut played = self.without_move_number();
        played.play_given(pmn, given)?;
        let usi = match (pmn.form(), pmn.from(), pmn.to()) {
            (PmnForm::Pass, _, _) => Some(Usi::NULL),
            (PmnForm::Drop, _, Some(to)) => pmn
                .piece()
                .and_then(|piece| Usi::new_drop(piece.letter(), to)),
            (_, Some(from), Some(to)) => Usi::new(from, to, pmn.actor().is_some()),
            _ => None,
        };
        usi.ok_or(MoveError::new(given, MoveErrorKind::Form))
    }

    /// Reads a USI engine's `position` command and plays its moves:
    /// `position startpos [moves <usi>…]` or `position sfen <SFEN> [moves
    /// <usi>…]`, words separated by any run of spaces, tabs and line ends,
    /// which may also start and end the command. `startpos`
    /// is the start position at move number 1. The moves are played as
    /// [`play_usi`](Self::play_usi) plays them.
    ///
    /// # Errors
    ///
    /// A [`CommandError`] naming the byte of the command and, for a move,
    /// its number (the first is 1).
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let sfen = Sfen::from_position_command("position startpos moves 7g7f 3c3d 8h2b+")?;
    /// assert_eq!(sfen.to_string(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
    ///
    /// let err = Sfen::from_position_command("position startpos moves 7g7f 3c3d 5i5h+").unwrap_err();
    /// assert_eq!((err.index(), err.move_number()), (34, Some(3)));
    /// # Ok::<(), pin_runtime::shogi::CommandError>(())
    /// ```
    pub fn from_position_command(command: &str) -> Result<Self, CommandError> {
        command::read::<Self>(command).map_err(|(mistake, index)| {
            let kind = match mistake {
                Mistake::ExpectedPosition => CommandErrorKind::ExpectedPosition,
                Mistake::ExpectedStart => CommandErrorKind::ExpectedStart,
                Mistake::Position(error) => CommandErrorKind::Sfen(error),
                Mistake::ExpectedMoves => CommandErrorKind::ExpectedMoves,
                Mistake::Move(number, error) => CommandErrorKind::Usi { number, error },
                Mistake::Play(number, error) => CommandErrorKind::Move { number, error },
            };
            CommandError::new(kind, index, command)
        })
    }
}

impl Engine for Sfen {
    type Move = Usi;
    type MoveError = UsiError;
    type PlayError = MoveError;
    type PositionError = SfenError;
    const KEYWORD: &'static str = "sfen";

    fn start() -> Self {
        Sfen::START
    }

    fn read_position(text: &str) -> Result<(Self, usize), SfenError> {
        // Three fields, and the move number when a number follows.
        let mut end = 0;
        for (i, word) in text.split(' ').enumerate() {
            let number = !word.is_empty() && word.bytes().all(|byte| byte.is_ascii_digit());
            if i < 3 || (i == 3 && number) {
                end += word.len() + usize::from(i > 0);
            } else {
                break;
            }
        }
        let sfen = Sfen::parse(text.get(..end).unwrap_or(text))?;
        Ok((sfen, end))
    }

    fn read_move(word: &[u8]) -> Result<Usi, (UsiError, usize)> {
        Usi::parse_bytes(word).map_err(|error| (error, error.index()))
    }

    fn play_move(&mut self, played: Usi) -> Result<(), MoveError> {
        self.play_usi(played).map(|_| ())
    }
}
