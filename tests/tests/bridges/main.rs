//! The integration tests of `pin-runtime`'s bridges (chess, shogi,
//! xiangqi, makruk and Fairy-Stockfish's shogi FEN), of real files read
//! with them (the corpus and the lenient readers) and of moves: one module
//! per subject, as in the `integration` test binary, which holds the
//! notations and values.

#[path = "../common/mod.rs"]
mod common;

mod bridges;
mod chess;
mod corpus;
mod fairy_shogi;
mod lenient;
mod makruk;
mod moves;
mod protocol;
mod shogi;
mod shogi_binary;
mod shogi_records;
mod xiangqi;

use common::{full_match, strings};

/// The placement field of a test board, row by row (`/` between rows):
/// each square a letter byte and whether it bears `mark` (before the
/// letter when `before`, as shogi's `+`, else after it, as crazyhouse's
/// `~`), a run of empty squares its count.
fn placement<const FILES: usize>(
    board: &[[Option<(u8, bool)>; FILES]],
    mark: char,
    before: bool,
) -> String {
    let mut text = String::new();
    for (row, rank) in board.iter().enumerate() {
        if row > 0 {
            text.push('/');
        }
        let mut empty = 0;
        for square in rank {
            let Some((letter, marked)) = *square else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                text.push_str(&empty.to_string());
                empty = 0;
            }
            if marked && before {
                text.push(mark);
            }
            text.push(char::from(letter));
            if marked && !before {
                text.push(mark);
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
    }
    text
}

/// One to three edits of a text, each taking a byte of `alphabet`: replace
/// a byte, remove one, insert one, or repeat one. Applied by [`edited`].
fn edits(
    alphabet: &'static [u8],
) -> impl proptest::strategy::Strategy<Value = Vec<(u8, proptest::sample::Index, u8)>> {
    use proptest::prelude::*;
    let edit = (
        0..4u8,
        any::<prop::sample::Index>(),
        prop::sample::select(alphabet),
    );
    prop::collection::vec(edit, 1..4)
}

/// `text` with `edits` applied in turn (ASCII in, ASCII out).
fn edited(text: String, edits: Vec<(u8, proptest::sample::Index, u8)>) -> String {
    let mut bytes = text.into_bytes();
    for (kind, at, byte) in edits {
        let at = at.index(bytes.len() + 1);
        match kind {
            0 if at < bytes.len() => bytes[at] = byte,
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, byte),
            _ if at < bytes.len() => bytes.insert(at, bytes[at]),
            _ => bytes.push(byte),
        }
    }
    String::from_utf8(bytes).expect("ASCII edits")
}
