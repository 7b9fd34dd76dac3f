//! An engine's `position` command read and played in one call:
//! `position startpos moves e2e4 e7e5`.

use super::command_error::{CommandError, CommandErrorKind};
use super::{Fen, Uci};
use crate::protocol::{Collapsed, is_word, skip_spaces, word_end};

impl Fen {
    /// Reads a UCI engine's `position` command and plays its moves:
    /// `position startpos [moves <uci>…]` or `position fen <FEN> [moves
    /// <uci>…]`, words separated by any run of spaces, tabs and line ends,
    /// which may also start and end the command (a line read with its
    /// `\r\n`). `startpos`
    /// is the start position with its clocks at `0 1`; a FEN without
    /// clocks (four fields) keeps none. The moves are played as
    /// [`play_uci`](Self::play_uci) plays them.
    ///
    /// # Errors
    ///
    /// A [`CommandError`] naming the byte of the command and, for a move,
    /// its number (the first is 1): a command that does not start with
    /// `position startpos` or `position fen <FEN>`, a FEN that is not one,
    /// anything but ` moves` after the position, a move that is not UCI
    /// or that cannot be played on the position it comes to.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let fen = Fen::from_position_command("position startpos moves e2e4 c7c5 g1f3")?;
    /// assert_eq!(fen.to_string(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    ///
    /// let fen = Fen::from_position_command("position fen 4k3/8/8/8/8/8/8/4K2R w K - moves e1g1")?;
    /// assert_eq!(fen.to_string(), "4k3/8/8/8/8/8/8/5RK1 b - -");
    ///
    /// let err = Fen::from_position_command("position startpos moves e2e4 e7e5 e1g1").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid position command at byte 34, in move 3: cannot play \"e1g1\": \
    ///      expected an empty square at g1 for castling, found N",
    /// );
    /// # Ok::<(), pin_runtime::chess::CommandError>(())
    /// ```
    pub const fn from_position_command(command: &str) -> Result<Self, CommandError> {
        let bytes = command.as_bytes();
        let first = skip_spaces(bytes, 0);
        let first_end = word_end(bytes, first);
        let start = skip_spaces(bytes, first_end);
        if !is_word(bytes, first, first_end, b"position") || start == first_end {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedPosition,
                first,
                bytes,
            ));
        }
        let start_end = word_end(bytes, start);
        let (mut fen, at) = if is_word(bytes, start, start_end, b"startpos") {
            (Fen::START, start_end)
        } else if is_word(bytes, start, start_end, b"fen")
            && skip_spaces(bytes, start_end) > start_end
        {
            tri!(Self::position_fen(command, start_end))
        } else {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedStart,
                start,
                bytes,
            ));
        };
        // `moves` as a word, or the end.
        let word = skip_spaces(bytes, at);
        if word == bytes.len() {
            return Ok(fen);
        }
        let mut at = word_end(bytes, word);
        if !is_word(bytes, word, at, b"moves") {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedMoves,
                word,
                bytes,
            ));
        }
        let mut number = 0;
        loop {
            let start = skip_spaces(bytes, at);
            if start == bytes.len() {
                return Ok(fen);
            }
            let end = word_end(bytes, start);
            number += 1;
            let (head, _) = bytes.split_at(end);
            let (_, word) = head.split_at(start);
            let uci = match Uci::parse_bytes(word) {
                Ok(uci) => uci,
                Err(error) => {
                    let kind = CommandErrorKind::Uci { number, error };
                    return Err(CommandError::new(kind, start + error.index(), bytes));
                }
            };
            if let Err(error) = fen.play_uci(uci) {
                let kind = CommandErrorKind::Move { number, error };
                return Err(CommandError::new(kind, start, bytes));
            }
            at = end;
        }
    }

    /// Reads the FEN after `position fen` (whose `fen` ends at `at`), its
    /// fields separated by any whitespace: the FEN and where it ends.
    const fn position_fen(command: &str, at: usize) -> Result<(Self, usize), CommandError> {
        let bytes = command.as_bytes();
        let first = skip_spaces(bytes, at);
        let words = Collapsed::new(bytes, at);
        let (text, collapsed) = match words.text() {
            Some(text) => (text, true),
            None => match command.split_at_checked(first) {
                Some((_, text)) => (text, false),
                None => ("", false),
            },
        };
        match Fen::parse_prefix(text) {
            // The FEN ends the text, or a space follows it.
            Ok((fen, rest)) => {
                let len = text.len() - rest.len();
                let end = if collapsed {
                    words.original(len)
                } else {
                    first + len
                };
                Ok((fen, end))
            }
            Err(error) => Err(CommandError::new(
                CommandErrorKind::Fen(error),
                first,
                bytes,
            )),
        }
    }
}
