//! A private reader of chess FEN (EPD, X-FEN, Shredder-FEN, crazyhouse),
//! with the runtime's words: the twin of `pin_runtime::chess`, file for file
//! (`error.rs`, `read.rs`), each function's doc naming its twin.
//!
//! It decides whether a literal is a FEN and words the first mistake, as
//! the runtime's reader does: the same texts accepted, the same kind, index,
//! field, square and message; and it writes the FEEN of the position read,
//! as the runtime's position writes it. The value of a literal comes from
//! the runtime's own `const` reader. The tests (`tests.rs`) compare the two
//! exhaustively, field by field, over small alphabets, and on generated and
//! mutated positions, and test the bound below equal to the runtime's.

mod error;
mod read;
#[cfg(test)]
mod tests;

pub(crate) use error::{FenError, FenErrorKind};

/// The longest FEN read, in bytes. Twin of `pin_runtime::chess::MAX_LEN`.
pub(crate) const MAX_LEN: usize = 165;

/// Reads a chess FEN, as `Fen::parse` does. Twin of
/// `pin_runtime::chess::Fen::parse`.
pub(crate) fn parse(bytes: &[u8]) -> Result<(), FenError> {
    read::fen(bytes).map(drop)
}

/// The FEEN of the position a chess FEN reads, as the runtime writes it:
/// kings terminal (`K^`), rooks with a castling right `-R`, pawns on their
/// start rank `+P`, the pawn the en-passant square names `-P`, promoted
/// pieces `+Q`, the pockets as hands in FEEN's canonical order, the side to
/// move's style first. Twin of the `Display` of
/// `pin_runtime::chess::Fen::parse(…)?.position()`.
pub(crate) fn feen(bytes: &[u8]) -> Result<String, FenError> {
    let fen = read::fen(bytes)?;
    let mut text = board_text(&fen.board, |text, piece| {
        match piece.state {
            read::State::Normal => {}
            read::State::Enhanced => text.push('+'),
            read::State::Diminished => text.push('-'),
        }
        text.push(char::from(piece.letter));
        if piece.letter.eq_ignore_ascii_case(&b'K') {
            text.push('^');
        }
    });
    let (white, black) = fen.pockets.split_at(5);
    text.push(' ');
    text.push_str(&hand(&read::POCKET_LETTERS[..5], white));
    text.push('/');
    text.push_str(&hand(&read::POCKET_LETTERS[5..], black));
    text.push_str(if fen.white_to_move { " W/w" } else { " w/W" });
    Ok(text)
}

/// A board written rank by rank: each piece as `piece` writes it, each
/// run of empty squares as one count, ranks joined by `/`. Twin of
/// `pin_runtime::bridge::Text::board`.
fn board_text(board: &read::Board, piece: impl Fn(&mut String, read::Piece)) -> String {
    let mut text = String::new();
    for (row, rank) in board.iter().enumerate() {
        if row > 0 {
            text.push('/');
        }
        let mut empty = 0;
        for square in rank {
            let Some(square) = square else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                text.push_str(&empty.to_string());
                empty = 0;
            }
            piece(&mut text, *square);
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
    }
    text
}

/// A hand of pocket pieces (`letters`, counted by `counts`) as FEEN writes
/// it: most numerous first, then by letter, a count from 2. Twin of
/// `pin_runtime::chess::read::fill_hand` and `Hand`'s `Display`.
fn hand(letters: &[u8], counts: &[u32]) -> String {
    let mut items: Vec<(u8, u32)> = letters
        .iter()
        .zip(counts)
        .filter(|(_, count)| **count > 0)
        .map(|(&letter, &count)| (letter, count))
        .collect();
    items.sort_by_key(|&(letter, count)| (std::cmp::Reverse(count), letter));
    items
        .iter()
        .map(|&(letter, count)| match count {
            1 => char::from(letter).to_string(),
            _ => format!("{count}{}", char::from(letter)),
        })
        .collect()
}
