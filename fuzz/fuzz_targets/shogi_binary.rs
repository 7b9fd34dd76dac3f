//! Shogi's binary positions (`shogi::Sfen::from_packed`, `from_hcp`) and
//! records (`PackedSfenValue::from_bytes`, `Hcpe::from_bytes`): any bytes,
//! and any bits flipped in the start position's, never panic; what is read
//! writes the same bytes back; an error's byte is in the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pin_runtime::shogi::{Hcpe, PackedSfenValue, Sfen};

/// Checks both position readers on `bytes`.
fn position(bytes: &[u8; 32]) {
    match Sfen::from_packed(bytes) {
        Ok(sfen) => assert_eq!(sfen.to_packed(), *bytes, "{sfen}"),
        Err(error) => {
            let _ = error.to_string();
            assert!(error.index() < 32);
        }
    }
    match Sfen::from_hcp(bytes) {
        Ok(sfen) => assert_eq!(sfen.to_hcp(), *bytes, "{sfen}"),
        Err(error) => {
            let _ = error.to_string();
            assert!(error.index() < 32);
        }
    }
}

/// Bits of `base` flipped: each pair of bytes of `data` names a byte and
/// a bit.
fn flipped(mut base: [u8; 32], data: &[u8]) -> [u8; 32] {
    for pair in data.chunks_exact(2) {
        base[usize::from(pair[0]) % 32] ^= 1 << (pair[1] % 8);
    }
    base
}

fuzz_target!(|data: &[u8]| {
    if let Some(bytes) = data.first_chunk::<32>() {
        position(bytes);
    }
    let start = Sfen::START.without_move_number();
    position(&flipped(start.to_packed(), data));
    position(&flipped(start.to_hcp(), data));
    if let Some(record) = data.first_chunk::<40>() {
        if let Ok(read) = PackedSfenValue::from_bytes(record) {
            assert_eq!(read.to_bytes(), *record);
        }
    }
    if let Some(record) = data.first_chunk::<38>() {
        if let Ok(read) = Hcpe::from_bytes(record) {
            assert_eq!(read.to_bytes(), *record);
        }
    }
});
