//! The CSA writer.

use core::fmt;
use core::time::Duration;

use crate::Side;
use crate::shogi::record::{HAND_ORDER, Kind, Setup};
use crate::shogi::{Ending, Sfen, Usi, WriteError};

/// Writes a CSA record, V2.2, statement by statement, each on its own
/// line: the version, then the players and headers, then the start
/// position (`PI` for the start of shogi, else the board `P1`…`P9` and the
/// hands `P+00FU…`, then the side to move), written before the first move
/// or the ending, then each move with its time (`+7776FU,T12`), then the
/// ending. Moves are given in USI and checked by playing them on the
/// position, which CSA needs: it names the piece after each move.
///
/// ```
/// use pin_runtime::shogi::csa::Writer;
/// use pin_runtime::shogi::{Ending, Sfen, Usi};
/// use pin_runtime::Side;
/// use std::time::Duration;
///
/// let mut writer = Writer::new(String::new(), Sfen::START)?;
/// writer.player(Side::First, "Sente")?;
/// writer.header("EVENT", "casual")?;
/// for usi in ["7g7f", "3c3d", "8h2b+"] {
///     writer.play(Usi::parse(usi)?, Some(Duration::from_secs(1)))?;
/// }
/// writer.end(Ending::Resign, None)?;
/// assert_eq!(
///     writer.finish()?,
///     "V2.2\nN+Sente\n$EVENT:casual\nPI\n+\n+7776FU,T1\n-3334FU,T1\n+8822UM,T1\n%TORYO\n",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Writer<W> {
    out: W,
    sfen: Sfen,
    /// Whether the start position is written.
    started: bool,
}

impl<W: fmt::Write> Writer<W> {
    /// A writer of a game from `start` to `out`; writes the version.
    ///
    /// # Errors
    ///
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn new(mut out: W, start: Sfen) -> Result<Self, WriteError> {
        out.write_str("V2.2\n")?;
        Ok(Self {
            out,
            sfen: start,
            started: false,
        })
    }

    /// Writes a player's name, `N+name`.
    ///
    /// # Errors
    ///
    /// [`WriteError::Order`] after the first move, [`WriteError::Format`]
    /// when `out` refuses the text.
    pub fn player(&mut self, side: Side, name: &str) -> Result<(), WriteError> {
        self.before_start()?;
        let sign = sign(side);
        writeln!(self.out, "N{sign}{}", one_line(name))?;
        Ok(())
    }

    /// Writes a header, `$NAME:value` (`name` without `$`).
    ///
    /// # Errors
    ///
    /// As [`player`](Self::player).
    pub fn header(&mut self, name: &str, value: &str) -> Result<(), WriteError> {
        self.before_start()?;
        writeln!(self.out, "${}:{}", one_line(name), one_line(value))?;
        Ok(())
    }

    /// Writes a comment line, `'text`.
    ///
    /// # Errors
    ///
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn comment(&mut self, text: &str) -> Result<(), WriteError> {
        writeln!(self.out, "'{}", one_line(text))?;
        Ok(())
    }

    /// Plays a move and writes it, with its time when given (`T` with
    /// whole seconds, or three decimals when the time has milliseconds).
    ///
    /// # Errors
    ///
    /// [`WriteError::Move`] when the position refuses the move (then
    /// nothing is written), [`WriteError::NullMove`] for `0000`,
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn play(&mut self, usi: Usi, time: Option<Duration>) -> Result<(), WriteError> {
        if usi.is_null() {
            return Err(WriteError::NullMove);
        }
        self.start()?;
        let mover = self.sfen.turn();
        let mut after = self.sfen;
        after.play_usi(usi).map_err(WriteError::Move)?;
        let (Some(to), from) = (usi.to(), usi.from()) else {
            return Err(WriteError::NullMove);
        };
        let kind = after
            .position()
            .get(to)
            .flatten()
            .and_then(Kind::of)
            .map_or(Kind::Pawn, |(kind, _)| kind);
        self.sfen = after;
        self.out.write_str(sign(mover))?;
        match from.and_then(crate::shogi::Square::from_cell) {
            Some(from) => write!(self.out, "{}{}", from.file(), from.rank())?,
            None => self.out.write_str("00")?,
        }
        if let Some(to) = crate::shogi::Square::from_cell(to) {
            write!(self.out, "{}{}", to.file(), to.rank())?;
        }
        self.out.write_str(kind.csa())?;
        self.time(time)?;
        self.out.write_char('\n')?;
        Ok(())
    }

    /// Writes the ending, `%TORYO`, with its time when given.
    ///
    /// # Errors
    ///
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn end(&mut self, ending: Ending, time: Option<Duration>) -> Result<(), WriteError> {
        self.start()?;
        self.out.write_str(ending.csa())?;
        self.time(time)?;
        self.out.write_char('\n')?;
        Ok(())
    }

    /// Writes the start position if no move was written, and gives the
    /// output back.
    ///
    /// # Errors
    ///
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn finish(mut self) -> Result<W, WriteError> {
        self.start()?;
        Ok(self.out)
    }

    /// The position after the moves written.
    #[must_use]
    pub const fn sfen(&self) -> &Sfen {
        &self.sfen
    }

    /// Refuses a header after the start position.
    fn before_start(&self) -> Result<(), WriteError> {
        if self.started {
            Err(WriteError::Order)
        } else {
            Ok(())
        }
    }

    /// `,T12` or `,T1.500`.
    fn time(&mut self, time: Option<Duration>) -> fmt::Result {
        let Some(time) = time else {
            return Ok(());
        };
        write!(self.out, ",T{}", time.as_secs())?;
        let millis = time.subsec_millis();
        if millis > 0 {
            write!(self.out, ".{millis:03}")?;
        }
        Ok(())
    }

    /// Writes the start position, once.
    fn start(&mut self) -> fmt::Result {
        if self.started {
            return Ok(());
        }
        self.started = true;
        let setup = Setup::from_sfen(&self.sfen);
        let mut start = Setup::from_sfen(&Sfen::START);
        start.turn = setup.turn;
        if setup == start {
            self.out.write_str("PI\n")?;
        } else {
            for (rank, row) in setup.board.iter().enumerate() {
                write!(self.out, "P{}", rank + 1)?;
                for square in row {
                    match square {
                        Some((kind, side)) => write!(self.out, "{}{}", sign(*side), kind.csa())?,
                        None => self.out.write_str(" * ")?,
                    }
                }
                self.out.write_char('\n')?;
            }
            for (side, hand) in [Side::First, Side::Second].into_iter().zip(setup.hands) {
                if hand.iter().all(|&count| count == 0) {
                    continue;
                }
                write!(self.out, "P{}", sign(side))?;
                for (kind, count) in HAND_ORDER.iter().zip(hand) {
                    for _ in 0..count {
                        write!(self.out, "00{}", kind.csa())?;
                    }
                }
                self.out.write_char('\n')?;
            }
        }
        writeln!(self.out, "{}", sign(setup.turn))
    }
}

/// `+` for sente, `-` for gote.
const fn sign(side: Side) -> &'static str {
    match side {
        Side::First => "+",
        Side::Second => "-",
    }
}

/// The text up to its first line end: a statement is one line.
fn one_line(text: &str) -> &str {
    text.split(['\n', '\r']).next().unwrap_or("")
}
