//! The makruk FEN writer: `Display` for [`Fen`].

use core::fmt;

use super::{Fen, MAX_LEN};
use crate::attrs::Attrs;
use crate::bridge::{self, Text};

/// The attribute byte of [`Epin::code`](crate::Epin::code) for a promoted
/// piece.
const ENHANCED: u8 = Attrs::Enhanced.bits();

impl fmt::Display for Fen {
    /// Writes the six fields: the board (a promoted met as `M~`), `w` or
    /// `b`, `-`, the counting limit or `-`, the counting ply or halfmove
    /// clock, and the fullmove number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        bridge::write_board(&mut text, self.position.board(), |text, piece| {
            let [letter, attrs] = piece.code().to_le_bytes();
            text.push(letter);
            if attrs == ENHANCED {
                text.push(b'~');
            }
        });
        text.push(b' ');
        text.push(if self.position.turn().is_first() {
            b'w'
        } else {
            b'b'
        });
        for byte in b" - " {
            text.push(*byte);
        }
        match self.counting {
            Some(limit) => text.push_number(limit.get()),
            None => text.push(b'-'),
        }
        text.push(b' ');
        text.push_number(self.clocks.halfmove());
        text.push(b' ');
        text.push_number(self.clocks.fullmove());
        text.write_to(f)
    }
}

// The longest makruk FEN fits the writer's buffer.
const _: () = assert!(MAX_LEN < bridge::TEXT);
