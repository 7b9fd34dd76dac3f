//! The errors' shared parts: where a mistake is in a text ([`Location`]),
//! the token errors ([`ParseError`]), the one error of the short notations
//! ([`ShortError`]), the bridges' reading errors written once
//! ([`ReadError`], with any game's feature), and how every message names
//! what it found.

use core::fmt;

mod location;
mod parse;
// Each game uses some of the shell's constructors: the build with every
// game finds one none uses.
#[cfg(feature = "bridge")]
#[cfg_attr(
    not(all(
        feature = "chess",
        feature = "shogi",
        feature = "xiangqi",
        feature = "makruk"
    )),
    allow(dead_code, unused_imports)
)]
mod read;
mod short;

pub(crate) use location::{Location, Spot, write_layer};
pub(crate) use parse::Notation;
pub use parse::{LocatedParseError, ParseError, ParseErrorKind};
#[cfg(feature = "bridge")]
pub(crate) use read::BridgeKind;
#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
pub(crate) use read::Hint;
#[cfg(feature = "bridge")]
pub use read::ReadError;
pub(crate) use short::{Rejected, Rest, Words, ascii};
pub use short::{ShortError, ShortKind};

/// The byte at `at`, or `None` past the end.
pub(crate) const fn byte_at(bytes: &[u8], at: usize) -> Option<u8> {
    if at < bytes.len() {
        Some(bytes[at])
    } else {
        None
    }
}

/// Names a character as token errors do, or says the input ended.
pub(crate) fn write_found_or_end(out: &mut impl fmt::Write, found: Option<char>) -> fmt::Result {
    match found {
        Some(c) => write_found(out, c),
        None => out.write_str("end of input"),
    }
}

/// Names an offending character: whitespace by its name (`a tab`),
/// control characters as such, anything else as a `char` literal (`'é'`).
pub(crate) fn write_found(out: &mut impl fmt::Write, c: char) -> fmt::Result {
    let name = match c {
        ' ' => "a space",
        '\t' => "a tab",
        '\n' => "a line feed",
        '\r' => "a carriage return",
        '\x0B' => "a vertical tab",
        '\x0C' => "a form feed",
        '\u{A0}' => "a no-break space",
        '\u{3000}' => "an ideographic space",
        c if c.is_whitespace() => return write!(out, "whitespace {c:?}"),
        c if c.is_control() => return write!(out, "control character {c:?}"),
        c => return write!(out, "{c:?}"),
    };
    out.write_str(name)
}

/// Names the character at the start of `bytes`, decoded from UTF-8, or its
/// first byte when no character starts there; nothing when `bytes` is
/// empty.
pub(crate) fn write_found_at(out: &mut impl fmt::Write, bytes: &[u8]) -> fmt::Result {
    match (decode(bytes, 0), bytes.first()) {
        (Some(c), _) => write_found(out, c),
        (None, Some(byte)) => write!(out, "non-ASCII byte 0x{byte:02x}"),
        (None, None) => Ok(()),
    }
}

/// The length of the UTF-8 sequence a byte starts: 1 for ASCII and for a
/// byte that starts none.
pub(crate) const fn utf8_len(byte: u8) -> usize {
    match byte {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 1,
    }
}

/// The character whose UTF-8 encoding starts at `bytes[at]`, or `None`
/// past the end or where no well-formed sequence starts.
pub(crate) const fn decode(bytes: &[u8], at: usize) -> Option<char> {
    if at >= bytes.len() {
        return None;
    }
    let lead = bytes[at];
    let len = utf8_len(lead);
    if lead < 0x80 {
        return Some(lead as char);
    }
    if len == 1 || at + len > bytes.len() {
        return None;
    }
    let mut code = (lead & (0x7F >> len)) as u32;
    let mut i = 1;
    while i < len {
        let byte = bytes[at + i];
        if byte & 0xC0 != 0x80 {
            return None;
        }
        code = code << 6 | (byte & 0x3F) as u32;
        i += 1;
    }
    // The shortest encoding only, as `str` holds.
    let least = match len {
        2 => 0x80,
        3 => 0x800,
        _ => 0x1_0000,
    };
    if code < least {
        return None;
    }
    char::from_u32(code)
}

/// Writes rejected input between quotes: its characters as they are, those
/// that would not show escaped as in a Rust string (except `'`), and bytes
/// that are not UTF-8 as `\xNN`.
pub(crate) fn write_quoted(out: &mut impl fmt::Write, bytes: &[u8]) -> fmt::Result {
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if c.is_ascii() {
                #[allow(clippy::cast_possible_truncation, reason = "ASCII")]
                write_escaped(out, c as u8)?;
            } else {
                write!(out, "{}", c.escape_debug())?;
            }
        }
        for &byte in chunk.invalid() {
            write_escaped(out, byte)?;
        }
    }
    Ok(())
}

/// Writes one byte of a quoted token, escaped as in a Rust byte string
/// except that `'` is left alone.
fn write_escaped(out: &mut impl fmt::Write, byte: u8) -> fmt::Result {
    match byte {
        b'"' => out.write_str("\\\""),
        b'\\' => out.write_str("\\\\"),
        b'\n' => out.write_str("\\n"),
        b'\r' => out.write_str("\\r"),
        b'\t' => out.write_str("\\t"),
        b'\0' => out.write_str("\\0"),
        0x20..=0x7E => out.write_char(char::from(byte)),
        _ => write!(out, "\\x{byte:02x}"),
    }
}

/// The room for a message in [`MessageBuffer`]. The longest message is a
/// CELL coordinate's, 161 bytes (seven bytes, five of them written as
/// `\xNN`, then a control character named as found); a token's is 139 (an
/// EPIN token of four characters in five bytes, with `\x7f` and `\u{301}`
/// escaped). Measured over every input of up to seven bytes (six for
/// tokens) drawn from the characters and bytes that change a message's
/// length: escaped, control, whitespace and non-ASCII characters, bytes
/// outside UTF-8, markers, digits and letters. An over-long token is not
/// quoted, and its length has at most 10 digits.
const MESSAGE_CAPACITY: usize = 192;

/// The buffer a message is written to before it is padded; every message
/// fits, and one that did not would be written unpadded instead.
pub(crate) type MessageBuffer = crate::text::Text<MESSAGE_CAPACITY>;
