//! The engine protocols (`chess::protocol`, `shogi::protocol`,
//! `xiangqi::protocol`): any line,
//! read as a command and as a message of each, never panics; what is read
//! writes a line that reads back equal and writes the same again;
//! `parse_skipping` reads what `parse` reads; an error's byte is in the
//! line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pin_runtime::{chess, shogi, xiangqi};

/// Checks one reader on `line`.
macro_rules! check {
    ($line:expr, $ty:ty) => {{
        let line: &str = $line;
        match <$ty>::parse(line) {
            Ok(read) => {
                let written = read.to_string();
                let again = <$ty>::parse(&written)
                    .unwrap_or_else(|e| panic!("{line:?} wrote {written:?}: {e}"));
                assert_eq!(again, read, "{line:?} wrote {written:?}");
                assert_eq!(again.to_string(), written);
                assert_eq!(<$ty>::parse_skipping(line).map(|(r, _)| r), Ok(read));
            }
            Err(error) => {
                let _ = error.to_string();
                assert!(error.index() <= line.len());
                assert_eq!(<$ty>::parse_skipping(line).map(|(r, _)| r), Err(error));
            }
        }
    }};
}

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    check!(line, chess::protocol::ToEngine);
    check!(line, chess::protocol::FromEngine);
    check!(line, shogi::protocol::ToEngine);
    check!(line, shogi::protocol::FromEngine);
    check!(line, xiangqi::protocol::ToEngine);
    check!(line, xiangqi::protocol::FromEngine);
});
