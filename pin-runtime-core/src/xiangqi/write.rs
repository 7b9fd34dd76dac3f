//! The xiangqi FEN writer: `Display` for [`Fen`], with UCCI letters, and
//! the writer of its dialects.

use core::fmt;

use super::{Fen, MAX_LEN};
use crate::bridge::{self, Text};

/// The UCCI letter of each FEEN letter byte the board may hold: `H` is
/// written `N`, `E` is `B`, `S` is `P`; 0 for any other byte.
static UCCI: [u8; 256] = letters(b'B', b'N');

/// The WXF letter of each FEEN letter byte the board may hold: `S` is
/// written `P`, the others as they are; 0 for any other byte.
static WXF: [u8; 256] = letters(b'E', b'H');

/// The letter table of a set whose elephant is `elephant` and horse
/// `horse`.
const fn letters(elephant: u8, horse: u8) -> [u8; 256] {
    let mut table = [0; 256];
    let pairs: [(u8, u8); 7] = [
        (b'K', b'K'),
        (b'A', b'A'),
        (b'E', elephant),
        (b'H', horse),
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
}

impl fmt::Display for Fen {
    /// Writes the FEN with UCCI letters and `w` or `b`, then `- -` and the
    /// clocks when there are some.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write(f, self, &UCCI, b'w')
    }
}

/// Writes `fen` with the letters of `table` and `red` for red's turn.
pub(super) fn write(
    f: &mut fmt::Formatter<'_>,
    fen: &Fen,
    table: &[u8; 256],
    red: u8,
) -> fmt::Result {
    let mut text = Text::new();
    bridge::write_board(&mut text, fen.position.board(), |text, piece| {
        let [letter, _] = piece.code().to_le_bytes();
        text.push(table[usize::from(letter)]);
    });
    text.push(b' ');
    text.push(if fen.position.turn().is_first() {
        red
    } else {
        b'b'
    });
    for byte in b" - -" {
        text.push(*byte);
    }
    if let Some(clocks) = fen.clocks {
        text.push(b' ');
        text.push_number(clocks.halfmove());
        text.push(b' ');
        text.push_number(clocks.fullmove());
    }
    text.write_to(f)
}

/// The letter tables of UCCI and WXF.
pub(super) const TABLES: [&[u8; 256]; 2] = [&UCCI, &WXF];

// The longest xiangqi FEN fits the writer's buffer.
const _: () = assert!(MAX_LEN < bridge::TEXT);
