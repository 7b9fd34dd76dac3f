//! What the FEEN benchmarks fold both crates' pieces into, so that a
//! reading is compared with the other crate's: one number per piece,
//! whatever the crate. Included by `feen.rs` and `distinct.rs`.

use pin_runtime::{Epin, State};
use sashite_feen::sashite_epin::{Identifier, State as TheirState};

/// Folds a value into a checksum (FNV-1a's step on a whole word).
pub(crate) fn mix(sum: u64, value: u64) -> u64 {
    (sum ^ value).wrapping_mul(0x0100_0000_01b3)
}

/// Everything a piece says, as one number: letter, side, state, terminal,
/// derived. The same number for the same token in both crates.
fn attributes(letter: u8, first: bool, state: u8, terminal: bool, derived: bool) -> u64 {
    u64::from(letter) << 8
        | u64::from(first) << 4
        | u64::from(state) << 2
        | u64::from(terminal) << 1
        | u64::from(derived)
}

/// Our piece as one number.
pub(crate) fn ours_piece(piece: Epin) -> u64 {
    let state = match piece.state() {
        State::Diminished => 0,
        State::Normal => 1,
        State::Enhanced => 2,
    };
    attributes(
        piece.letter().as_byte(),
        piece.is_first(),
        state,
        piece.is_terminal(),
        piece.is_derived(),
    )
}

/// The other crate's piece as one number.
pub(crate) fn their_piece(piece: Identifier) -> u64 {
    let state = match piece.state() {
        TheirState::Diminished => 0,
        TheirState::Normal => 1,
        TheirState::Enhanced => 2,
    };
    attributes(
        piece.letter().as_ascii(),
        piece.is_first(),
        state,
        piece.is_terminal(),
        piece.is_derived(),
    )
}
