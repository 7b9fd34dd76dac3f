//! The xiangqi FEN writer, with UCCI letters: `Display` for [`Fen`].

use core::fmt;

use super::{Fen, MAX_LEN};
use crate::bridge::{self, Text};

/// The UCCI letter of each FEEN letter byte the board may hold: `H` is
/// written `N`, `E` is `B`, `S` is `P`; 0 for any other byte.
static UCCI: [u8; 256] = {
    let mut table = [0; 256];
    let pairs: [(u8, u8); 7] = [
        (b'K', b'K'),
        (b'A', b'A'),
        (b'E', b'B'),
        (b'H', b'N'),
        (b'R', b'R'),
        (b'C', b'C'),
        (b'S', b'P'),
    ];
    let mut i = 0;
    while i < pairs.len() {
        let (feen, ucci) = pairs[i];
        table[feen as usize] = ucci;
        table[feen.to_ascii_lowercase() as usize] = ucci.to_ascii_lowercase();
        i += 1;
    }
    table
};

impl fmt::Display for Fen {
    /// Writes the FEN with UCCI letters and `w` or `b`, then `- -` and the
    /// clocks when there are some.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        bridge::write_board(&mut text, self.position.board(), |text, piece| {
            let [letter, _] = piece.code().to_le_bytes();
            text.push(UCCI[usize::from(letter)]);
        });
        text.push(b' ');
        text.push(if self.position.turn().is_first() {
            b'w'
        } else {
            b'b'
        });
        for byte in b" - -" {
            text.push(*byte);
        }
        if let Some(clocks) = self.clocks {
            text.push(b' ');
            text.push_number(clocks.halfmove());
            text.push(b' ');
            text.push_number(clocks.fullmove());
        }
        text.write_to(f)
    }
}

// The longest xiangqi FEN fits the writer's buffer.
const _: () = assert!(MAX_LEN < bridge::TEXT);
