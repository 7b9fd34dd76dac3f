//! The chess FEN reader and writer (`chess::Fen::parse`, `Display`): any
//! text, and the start position's text with bytes of it replaced, never
//! panics; what is read writes a text that reads back to itself; an
//! error's index is at most the input's length; the reader's plain board
//! loop, where it reads, reads the board its checked loop reads.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pin_runtime::chess::Fen;

/// Reads `text`, writes what it read and reads that back.
fn check(text: &str) {
    let (plain, checked) = pin_runtime::__private::chess_board_both(text);
    if let Some(plain) = plain {
        assert_eq!(checked.as_ref().ok(), Some(&plain), "{text:?}");
    }
    match Fen::parse(text) {
        Ok(fen) => {
            let written = fen.to_string();
            let again = Fen::parse(&written).unwrap_or_else(|error| {
                panic!("{text:?} wrote {written:?}, which reads as: {error}")
            });
            assert_eq!(again, fen, "{text:?} wrote {written:?}");
            assert_eq!(again.to_string(), written);
        }
        Err(error) => {
            let _ = error.to_string();
            assert!(error.index() <= text.len(), "{text:?}: {error}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = core::str::from_utf8(data) {
        check(text);
    }
    // Each pair of bytes replaces one byte of the start position's text:
    // the first names where, the second gives a byte of FEN's alphabet.
    const ALPHABET: &[u8] = b"KQRBNPkqrbnp12345678/ -wAHah0[]~";
    let mut text = *b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for pair in data.chunks_exact(2) {
        let at = usize::from(pair[0]) % text.len();
        text[at] = ALPHABET[usize::from(pair[1]) % ALPHABET.len()];
    }
    if let Ok(text) = core::str::from_utf8(&text) {
        check(text);
    }
});
