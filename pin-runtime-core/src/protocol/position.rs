//! `PositionCommand`: a `position` command, read and played by its game's
//! bridge (`from_position_command`), with its words.

use core::fmt;
use core::hash::{Hash, Hasher};

use super::{Cursor, Moves, is_space, words, write_words};

/// A game's position as a `position` command gives it: `chess::Fen`,
/// `shogi::Sfen`. Sealed: its supertrait, which reads the command, is
/// private.
///
/// ```
/// use pin_runtime::chess::Fen;
/// use pin_runtime::protocol::{Bridge, PositionCommand};
///
/// fn start<P: Bridge>(command: &PositionCommand<'_, P>) -> bool {
///     command.text().split_whitespace().nth(1) == Some("startpos")
/// }
/// assert!(start(&PositionCommand::<Fen>::parse("position startpos")?));
/// # Ok::<(), pin_runtime::chess::CommandError>(())
/// ```
pub trait Bridge: ReadPosition {}

pub(crate) use sealed::ReadPosition;

mod sealed {
    use core::fmt;
    use core::hash::Hash;

    use crate::protocol::ProtocolMove;

    /// How a game's bridge reads a `position` command: implemented by
    /// each game's position type, called by [`PositionCommand`] only.
    ///
    /// [`PositionCommand`]: super::PositionCommand
    pub trait ReadPosition: Copy + fmt::Debug + PartialEq + Eq + Hash {
        /// The game's move.
        type Move: ProtocolMove;
        /// Why a command could not be read or played.
        type Error: Copy + fmt::Debug + fmt::Display + PartialEq + Eq + Hash;
        /// Reads and plays a command.
        ///
        /// # Errors
        ///
        /// Why it could not.
        fn read(command: &str) -> Result<Self, Self::Error>;
        /// The byte of the command where an error is.
        fn index(error: &Self::Error) -> usize;
    }
}

/// A `position` command, read and played by its game's
/// `from_position_command`: its words and the position they come to.
///
/// ```
/// use pin_runtime::chess::protocol::{PositionCommand, ToEngine};
///
/// let ToEngine::PositionCommand(command) = ToEngine::parse("position startpos moves e2e4")? else { panic!() };
/// assert_eq!(command.fen().to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// assert_eq!(command.moves().to_string(), "e2e4");
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PositionCommand<'a, P: Bridge> {
    /// From `position` to the end of the last word.
    text: &'a str,
    position: P,
}

impl<'a, P: Bridge> PositionCommand<'a, P> {
    /// Reads a `position` command, as the bridge's `from_position_command`
    /// does.
    ///
    /// # Errors
    ///
    /// The bridge's error (`chess::CommandError`, `shogi::CommandError`).
    ///
    /// ```
    /// use pin_runtime::chess::protocol::{PositionCommand, ToEngine};
    ///
    /// let command = PositionCommand::parse("position fen 8/8/8/8/8/8/8/K6k w - - 0 1")?;
    /// assert_eq!(ToEngine::PositionCommand(command).to_string(), "position fen 8/8/8/8/8/8/8/K6k w - - 0 1");
    /// assert!(PositionCommand::parse("position startpos moves e2e4 e2e4").is_err());
    /// # Ok::<(), pin_runtime::chess::CommandError>(())
    /// ```
    pub fn parse(command: &'a str) -> Result<Self, P::Error> {
        let position = P::read(command)?;
        let trimmed = command.trim_matches(|c: char| c.is_ascii() && is_space(c as u8));
        Ok(Self {
            text: trimmed,
            position,
        })
    }

    /// Returns the position the command comes to, its moves played.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::protocol::PositionCommand;
    ///
    /// assert_eq!(*PositionCommand::<Fen>::parse("position startpos")?.position(), Fen::START);
    /// # Ok::<(), pin_runtime::chess::CommandError>(())
    /// ```
    #[must_use]
    pub const fn position(&self) -> &P {
        &self.position
    }

    /// Returns the moves after `moves` (none without).
    ///
    /// ```
    /// use pin_runtime::chess::protocol::PositionCommand;
    ///
    /// let command = PositionCommand::parse("position startpos moves e2e4 e7e5")?;
    /// assert_eq!(command.moves().len(), 2);
    /// # Ok::<(), pin_runtime::chess::CommandError>(())
    /// ```
    #[must_use]
    pub fn moves(&self) -> Moves<'a, P::Move> {
        let mut cursor = Cursor::new(self.text);
        while let Some((_, word)) = cursor.next_word() {
            if word == "moves" {
                break;
            }
        }
        // Read and played already: every word is a move.
        Moves::read(&mut cursor, &[]).unwrap_or_else(|_| Moves::from_slice(&[]))
    }

    /// Returns the command as read, from `position` to the end of its last
    /// word, whitespace as written.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::PositionCommand;
    ///
    /// assert_eq!(PositionCommand::parse(" position  startpos\r\n")?.text(), "position  startpos");
    /// # Ok::<(), pin_runtime::chess::CommandError>(())
    /// ```
    #[must_use]
    pub const fn text(&self) -> &'a str {
        self.text
    }
}

impl<P: Bridge> PartialEq for PositionCommand<'_, P> {
    /// The same words, and so the same position.
    fn eq(&self, other: &Self) -> bool {
        words(self.text).eq(words(other.text))
    }
}

impl<P: Bridge> Eq for PositionCommand<'_, P> {}

impl<P: Bridge> Hash for PositionCommand<'_, P> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for word in words(self.text) {
            word.hash(state);
        }
    }
}

impl<P: Bridge> fmt::Display for PositionCommand<'_, P> {
    /// The words with one space between them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_words(f, self.text)
    }
}
