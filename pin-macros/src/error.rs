//! Why a token was rejected, and where, in the runtime's words: the twin of
//! `pin_runtime`'s `error.rs`.

use std::fmt::{self, Write as _};

/// The longest token quoted whole in a message: the longest token of any
/// notation (QPI's 5 bytes), as the runtime keeps that many bytes of a
/// rejected input.
const QUOTED_LEN: usize = 5;

/// The notation a literal is read as. Twin of `pin_runtime::error::Notation`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Notation {
    Pin,
    Epin,
    Sin,
    Qpi,
}

impl Notation {
    /// Twin of `pin_runtime::error::Notation::name`.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Self::Pin => "PIN",
            Self::Epin => "EPIN",
            Self::Sin => "SIN",
            Self::Qpi => "QPI",
        }
    }

    /// The name of the macro (and the derive's attribute) that reads this
    /// notation. No twin: the runtime names no macro.
    pub(crate) const fn macro_name(self) -> &'static str {
        match self {
            Self::Pin => "pin",
            Self::Epin => "epin",
            Self::Sin => "sin",
            Self::Qpi => "qpi",
        }
    }

    /// An example of a token, for messages. No twin.
    pub(crate) const fn example(self) -> &'static str {
        match self {
            Self::Pin => "K^",
            Self::Epin => "S'",
            Self::Sin => "W",
            Self::Qpi => "W:K^",
        }
    }

    /// The longest token of the notation, in bytes. Twin of
    /// `pin_runtime::error::Notation::max_len`.
    pub(crate) const fn max_len(self) -> usize {
        match self {
            Self::Sin => 1,
            Self::Pin => 3,
            Self::Epin => 4,
            Self::Qpi => 5,
        }
    }

    /// The lengths a token may have, as messages say them. Twin of
    /// `pin_runtime::error::Notation::lengths`.
    const fn lengths(self) -> &'static str {
        match self {
            Self::Sin => "1 byte",
            Self::Pin => "1 to 3 bytes",
            Self::Epin => "1 to 4 bytes",
            Self::Qpi => "3 to 5 bytes",
        }
    }
}

/// Where reading stopped. Twin of `pin_runtime::ParseErrorKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParseErrorKind {
    Empty,
    TooLong,
    ExpectedLetterOrModifier,
    ExpectedLetter,
    UnexpectedAfterLetter,
    UnexpectedAfterTerminal,
    UnexpectedAfterDerivation,
    ExpectedStyleLetter,
    ExpectedColon,
    CaseMismatch,
}

/// A rejected literal: the kind of mistake, its byte index and the message.
/// Twin of `pin_runtime::ParseError`, which finds the kind and index again
/// from the input it keeps; this one, at compile time, keeps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ParseError {
    pub(crate) kind: ParseErrorKind,
    pub(crate) index: usize,
    pub(crate) message: String,
}

impl ParseError {
    /// The error of a mistake of `kind` at `index` of `token`, with the
    /// runtime's message.
    pub(crate) fn new(
        token: &[u8],
        notation: Notation,
        kind: ParseErrorKind,
        index: usize,
    ) -> Self {
        Self {
            kind,
            index,
            message: message(token, notation, kind, index),
        }
    }

    /// The message without its closing ` at byte N`, as a position's error
    /// gives it. Twin of `pin_runtime::ParseError::write_message` without
    /// the index.
    pub(crate) fn bare(&self) -> &str {
        let index = format!(" at byte {}", self.index);
        self.message
            .strip_suffix(index.as_str())
            .unwrap_or(&self.message)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The runtime's message for a mistake of `kind` at `index` of `token`.
/// Twin of `pin_runtime::ParseError::write_message`.
fn message(token: &[u8], notation: Notation, kind: ParseErrorKind, index: usize) -> String {
    let mut out = format!("invalid {} token", notation.name());
    if token.len() <= QUOTED_LEN {
        out.push(' ');
        out.push_str(&quote(token));
    }
    let lengths = notation.lengths();
    let expected = match kind {
        ParseErrorKind::Empty => {
            let _ = write!(out, ": expected {lengths}, found an empty string");
            return out;
        }
        ParseErrorKind::TooLong => {
            let _ = write!(out, ": expected {lengths}, found {} bytes", token.len());
            return out;
        }
        ParseErrorKind::ExpectedLetterOrModifier => "a letter or a state modifier ('+' or '-')",
        ParseErrorKind::ExpectedLetter => "a letter after the state modifier",
        ParseErrorKind::UnexpectedAfterLetter if notation == Notation::Epin => {
            "'^', '\\'' or end of token after the letter"
        }
        ParseErrorKind::UnexpectedAfterLetter => "'^' or end of token after the letter",
        ParseErrorKind::UnexpectedAfterTerminal if notation == Notation::Epin => {
            "'\\'' or end of token after the terminal marker '^'"
        }
        ParseErrorKind::UnexpectedAfterTerminal => "end of token after the terminal marker '^'",
        ParseErrorKind::UnexpectedAfterDerivation => {
            "end of token after the derivation marker '\\''"
        }
        ParseErrorKind::ExpectedStyleLetter => "a style letter (A-Z or a-z)",
        ParseErrorKind::ExpectedColon => "':' after the style letter",
        ParseErrorKind::CaseMismatch if token[0].is_ascii_uppercase() => {
            "an uppercase piece letter, like the style letter"
        }
        ParseErrorKind::CaseMismatch => "a lowercase piece letter, like the style letter",
    };
    let _ = write!(out, ": expected {expected}");
    let about = match kind {
        ParseErrorKind::ExpectedLetter | ParseErrorKind::UnexpectedAfterLetter => {
            index.checked_sub(1)
        }
        ParseErrorKind::CaseMismatch => Some(0),
        _ => None,
    };
    if let Some(&byte) = about.and_then(|i| token.get(i)) {
        let _ = write!(out, " {:?}", char::from(byte));
    }
    out.push_str(", found ");
    match token.get(index..) {
        Some(rest) if !rest.is_empty() => out.push_str(&describe_at(rest)),
        _ => out.push_str("end of token"),
    }
    let _ = write!(out, " at byte {index}");
    out
}

/// A token between double quotes, written as the runtime's messages write
/// it: its characters as they are, those that would not show escaped as in
/// a Rust string (except `'`), bytes that are not UTF-8 as `\xNN`. Twin of
/// `pin_runtime::error::write_quoted`, with the quotes.
pub(crate) fn quote(token: &[u8]) -> String {
    let mut out = String::from("\"");
    for chunk in token.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\0' => out.push_str("\\0"),
                ' '..='~' => out.push(c),
                c if c.is_ascii() => {
                    let _ = write!(out, "\\x{:02x}", u32::from(c));
                }
                c => {
                    let _ = write!(out, "{}", c.escape_debug());
                }
            }
        }
        for &byte in chunk.invalid() {
            let _ = write!(out, "\\x{byte:02x}");
        }
    }
    out.push('"');
    out
}

/// Names a character as the runtime does: whitespace by its name, control
/// characters as such, anything else as a `char` literal. Twin of
/// `pin_runtime::error::write_found`.
pub(crate) fn describe(c: char) -> String {
    let name = match c {
        ' ' => "a space",
        '\t' => "a tab",
        '\n' => "a line feed",
        '\r' => "a carriage return",
        '\x0B' => "a vertical tab",
        '\x0C' => "a form feed",
        '\u{A0}' => "a no-break space",
        '\u{3000}' => "an ideographic space",
        c if c.is_whitespace() => return format!("whitespace {c:?}"),
        c if c.is_control() => return format!("control character {c:?}"),
        c => return format!("{c:?}"),
    };
    name.to_string()
}

/// Names the character at the start of `bytes`, or its first byte when no
/// character starts there. Twin of `pin_runtime::error::write_found_at`.
pub(crate) fn describe_at(bytes: &[u8]) -> String {
    match (decode(bytes), bytes.first()) {
        (Some(c), _) => describe(c),
        (None, Some(byte)) => format!("non-ASCII byte 0x{byte:02x}"),
        (None, None) => String::new(),
    }
}

/// The character whose UTF-8 encoding starts `bytes`, if one does. Twin of
/// `pin_runtime::error::decode`.
pub(crate) fn decode(bytes: &[u8]) -> Option<char> {
    let len = utf8_len(*bytes.first()?);
    let sequence = bytes.get(..len)?;
    std::str::from_utf8(sequence).ok()?.chars().next()
}

/// The length of the UTF-8 sequence a byte starts: 1 for ASCII and for a
/// byte that starts none. Twin of `pin_runtime::error::utf8_len`.
pub(crate) const fn utf8_len(byte: u8) -> usize {
    match byte {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 1,
    }
}
