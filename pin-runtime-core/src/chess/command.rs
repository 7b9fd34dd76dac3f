//! An engine's `position` command read and played in one call:
//! `position startpos moves e2e4 e7e5`.

use super::command_error::{CommandError, CommandErrorKind};
use super::{Fen, Uci};
use crate::bridge::has;

impl Fen {
    /// Reads a UCI engine's `position` command and plays its moves:
    /// `position startpos [moves <uci>…]` or `position fen <FEN> [moves
    /// <uci>…]`, words separated by one space, nothing trimmed. `startpos`
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
        if !has(bytes, 0, b"position ") {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedPosition,
                0,
                bytes,
            ));
        }
        let (mut fen, mut at) = if has(bytes, 9, b"startpos") {
            (Fen::START, 17)
        } else if has(bytes, 9, b"fen ") {
            let Some((_, text)) = command.split_at_checked(13) else {
                return Err(CommandError::new(CommandErrorKind::ExpectedStart, 9, bytes));
            };
            match Fen::parse_prefix(text) {
                // The FEN ends the command, or a space follows it.
                Ok((fen, rest)) => {
                    let mut end = bytes.len() - rest.len();
                    if !rest.is_empty() || bytes[end - 1] == b' ' {
                        end -= 1;
                    }
                    (fen, end)
                }
                Err(error) => {
                    return Err(CommandError::new(CommandErrorKind::Fen(error), 13, bytes));
                }
            }
        } else {
            return Err(CommandError::new(CommandErrorKind::ExpectedStart, 9, bytes));
        };
        if at == bytes.len() {
            return Ok(fen);
        }
        // A space, then `moves` as a word.
        if bytes[at] != b' ' {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedMoves,
                at,
                bytes,
            ));
        }
        if !has(bytes, at + 1, b"moves") || (at + 6 < bytes.len() && bytes[at + 6] != b' ') {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedMoves,
                at + 1,
                bytes,
            ));
        }
        at += 6;
        let mut number = 0;
        while at < bytes.len() {
            // A space, then a move up to the next space or the end.
            let start = at + 1;
            let mut end = start;
            while end < bytes.len() && bytes[end] != b' ' {
                end += 1;
            }
            number += 1;
            let Some((head, _)) = bytes.split_at_checked(end) else {
                return Err(CommandError::new(
                    CommandErrorKind::ExpectedMoves,
                    at,
                    bytes,
                ));
            };
            let Some((_, word)) = head.split_at_checked(start) else {
                return Err(CommandError::new(
                    CommandErrorKind::ExpectedMoves,
                    at,
                    bytes,
                ));
            };
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
        Ok(fen)
    }
}
