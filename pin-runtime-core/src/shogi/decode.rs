//! `decode`: a record's bytes as text, UTF-8 or `Shift_JIS`.

extern crate alloc;

use alloc::borrow::Cow;

/// The text of a game record's bytes, for [`kif::Reader`](super::kif::Reader)
/// and [`csa::Reader`](super::csa::Reader): the bytes themselves when they
/// are UTF-8 (a byte-order mark left out), else the bytes read as
/// `Shift_JIS` as Windows writes it (code page 932, the encoding of `.kif`
/// files from Kifu for Windows and of CSA files before V3.0), with U+FFFD
/// for a byte sequence that is neither. Japanese text in `Shift_JIS` is
/// almost never valid UTF-8, so the test of UTF-8 tells them apart; a
/// `.kifu` file is UTF-8 by its name.
///
/// With the `encoding` feature only: it allocates the decoded text and
/// builds on `encoding_rs`. The readers themselves take a `&str` and
/// allocate nothing, so a caller that decodes with its own tools (or
/// knows its files are UTF-8) needs neither. The readers take text rather
/// than bytes because KIF is read character by character (kanji squares
/// and pieces, full-width spaces) and both formats put names and comments
/// in the file's encoding: decoding once, where the encoding is known,
/// keeps every reader on `&str` and the core without `alloc`.
///
/// ```
/// use pin_runtime::shogi::{decode, kif};
///
/// // "   1 ７六歩(77)" in Shift_JIS.
/// let bytes = b"   1 \x82\x56\x98\x5a\x95\xe0(77)\r\n";
/// let text = decode(bytes);
/// let game = kif::Reader::new(&text).next().unwrap();
/// assert_eq!(game.mainline().next().unwrap()?.usi().to_string(), "7g7f");
/// # Ok::<(), pin_runtime::shogi::RecordError>(())
/// ```
///
/// ```
/// use pin_runtime::shogi::{csa, decode};
/// use pin_runtime::Side;
///
/// // Sente's name, "先手", in Shift_JIS.
/// let bytes = b"N+\x90\xe6\x8e\xe8\r\nPI\r\n+\r\n+7776FU\r\n";
/// let text = decode(bytes);
/// let game = csa::Reader::new(&text).next().unwrap();
/// assert_eq!(game.player(Side::First), Some("先手"));
///
/// // UTF-8 is borrowed as it is.
/// assert_eq!(decode("\u{feff}N+先手".as_bytes()), "N+先手");
/// ```
#[must_use]
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match core::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => encoding_rs::SHIFT_JIS.decode_without_bom_handling(bytes).0,
    }
}
