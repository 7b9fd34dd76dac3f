//! A private reader of the PIN and EPIN grammars, with the runtime's words.
//!
//! It must accept, decode and reject exactly as `pin_runtime` does, with the
//! same messages; the tests at the bottom prove it on every string of up to
//! five bytes over the bytes that matter.

use std::fmt::Write as _;

/// The notation a literal is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Notation {
    Pin,
    Epin,
}

impl Notation {
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Self::Pin => "PIN",
            Self::Epin => "EPIN",
        }
    }

    /// The macro that reads this notation.
    pub(crate) const fn macro_name(self) -> &'static str {
        match self {
            Self::Pin => "pin!",
            Self::Epin => "epin!",
        }
    }

    const fn max_len(self) -> usize {
        match self {
            Self::Pin => 3,
            Self::Epin => 4,
        }
    }
}

/// Where reading stopped; the runtime's `ParseErrorKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Empty,
    TooLong,
    ExpectedLetterOrModifier,
    ExpectedLetter,
    UnexpectedAfterLetter,
    UnexpectedAfterTerminal,
    UnexpectedAfterDerivation,
}

/// A rejected literal: the kind of mistake, its byte index and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Mistake {
    pub(crate) kind: Kind,
    pub(crate) index: usize,
    pub(crate) message: String,
}

/// Reads `token` as one token of `notation` and returns its code: the
/// letter byte, with state (bits 8–9), `^` (bit 10) and `'` (bit 11).
pub(crate) fn parse(token: &[u8], notation: Notation) -> Result<u16, Mistake> {
    let fail = |kind, index| {
        Err(Mistake {
            kind,
            index,
            message: message(token, notation, kind, index),
        })
    };
    if token.is_empty() {
        return fail(Kind::Empty, 0);
    }
    if token.len() > notation.max_len() {
        return fail(Kind::TooLong, notation.max_len());
    }
    let mut at = 0;
    let mut attrs: u16 = match token[0] {
        b'+' => 1,
        b'-' => 2,
        _ => 0,
    };
    if attrs != 0 {
        at = 1;
    }
    let letter = match token.get(at) {
        Some(&byte) if byte.is_ascii_alphabetic() => byte,
        _ if at == 0 => return fail(Kind::ExpectedLetterOrModifier, 0),
        _ => return fail(Kind::ExpectedLetter, at),
    };
    at += 1;
    let mut after = Kind::UnexpectedAfterLetter;
    if token.get(at) == Some(&b'^') {
        attrs |= 4;
        at += 1;
        after = Kind::UnexpectedAfterTerminal;
    }
    if notation == Notation::Epin && token.get(at) == Some(&b'\'') {
        attrs |= 8;
        at += 1;
        after = Kind::UnexpectedAfterDerivation;
    }
    if at == token.len() {
        Ok(u16::from(letter) | attrs << 8)
    } else {
        fail(after, at)
    }
}

/// The runtime's message for a mistake of `kind` at `index` of `token`.
fn message(token: &[u8], notation: Notation, kind: Kind, index: usize) -> String {
    let mut out = format!("invalid {} token", notation.name());
    if token.len() <= 4 {
        out.push_str(" \"");
        for &byte in token {
            match byte {
                b'"' => out.push_str("\\\""),
                b'\\' => out.push_str("\\\\"),
                b'\n' => out.push_str("\\n"),
                b'\r' => out.push_str("\\r"),
                b'\t' => out.push_str("\\t"),
                b'\0' => out.push_str("\\0"),
                0x20..=0x7E => out.push(char::from(byte)),
                _ => {
                    let _ = write!(out, "\\x{byte:02x}");
                }
            }
        }
        out.push('"');
    }
    let max = notation.max_len();
    let expected = match kind {
        Kind::Empty => {
            let _ = write!(out, ": expected 1 to {max} bytes, found an empty string");
            return out;
        }
        Kind::TooLong => {
            let _ = write!(
                out,
                ": expected 1 to {max} bytes, found {} bytes",
                token.len()
            );
            return out;
        }
        Kind::ExpectedLetterOrModifier => "a letter or a state modifier ('+' or '-')",
        Kind::ExpectedLetter => "a letter after the state modifier",
        Kind::UnexpectedAfterLetter if notation == Notation::Pin => {
            "'^' or end of token after the letter"
        }
        Kind::UnexpectedAfterLetter => "'^', '\\'' or end of token after the letter",
        Kind::UnexpectedAfterTerminal if notation == Notation::Pin => {
            "end of token after the terminal marker '^'"
        }
        Kind::UnexpectedAfterTerminal => "'\\'' or end of token after the terminal marker '^'",
        Kind::UnexpectedAfterDerivation => "end of token after the derivation marker '\\''",
    };
    let _ = write!(out, ": expected {expected}");
    if matches!(kind, Kind::ExpectedLetter | Kind::UnexpectedAfterLetter) {
        if let Some(&byte) = index.checked_sub(1).and_then(|i| token.get(i)) {
            let _ = write!(out, " {:?}", char::from(byte));
        }
    }
    out.push_str(", found ");
    match token.get(index) {
        Some(&byte) => out.push_str(&describe(byte)),
        None => out.push_str("end of token"),
    }
    let _ = write!(out, " at byte {index}");
    out
}

/// Names a byte as the runtime does: whitespace, control and non-ASCII bytes
/// by their class, anything else as a `char` literal.
pub(crate) fn describe(byte: u8) -> String {
    let c = char::from(byte);
    if byte.is_ascii_whitespace() || byte == 0x0B {
        format!("whitespace {c:?}")
    } else if byte.is_ascii_control() {
        format!("control character {c:?}")
    } else if !byte.is_ascii() {
        format!("non-ASCII byte 0x{byte:02x}")
    } else {
        format!("{c:?}")
    }
}

#[cfg(test)]
mod tests {
    use super::{Kind, Notation, parse};
    use pin_runtime::{Epin, ParseErrorKind, Pin};

    /// The bytes that matter: markers, letters, digits, whitespace, NUL,
    /// quotes and backslash (escaped in messages), and non-ASCII bytes.
    const ALPHABET: &[u8] = b"+-^'AKzk0 \n\0\"\\\x7f\xc3";

    fn same_kind(ours: Kind, runtime: ParseErrorKind) -> bool {
        matches!(
            (ours, runtime),
            (Kind::Empty, ParseErrorKind::Empty)
                | (Kind::TooLong, ParseErrorKind::TooLong)
                | (
                    Kind::ExpectedLetterOrModifier,
                    ParseErrorKind::ExpectedLetterOrModifier
                )
                | (Kind::ExpectedLetter, ParseErrorKind::ExpectedLetter)
                | (
                    Kind::UnexpectedAfterLetter,
                    ParseErrorKind::UnexpectedAfterLetter
                )
                | (
                    Kind::UnexpectedAfterTerminal,
                    ParseErrorKind::UnexpectedAfterTerminal
                )
                | (
                    Kind::UnexpectedAfterDerivation,
                    ParseErrorKind::UnexpectedAfterDerivation
                )
        )
    }

    fn agree(input: &[u8]) {
        let runtime = [
            (Notation::Pin, Pin::parse_bytes(input).map(Pin::code)),
            (Notation::Epin, Epin::parse_bytes(input).map(Epin::code)),
        ];
        for (notation, runtime) in runtime {
            match (parse(input, notation), runtime) {
                (Ok(ours), Ok(theirs)) => assert_eq!(ours, theirs, "{notation:?} {input:?}"),
                (Err(ours), Err(theirs)) => {
                    assert!(
                        same_kind(ours.kind, theirs.kind()),
                        "{notation:?} {input:?}"
                    );
                    assert_eq!(ours.index, theirs.index(), "{notation:?} {input:?}");
                    assert_eq!(ours.message, theirs.to_string(), "{notation:?} {input:?}");
                }
                (ours, theirs) => {
                    panic!("{notation:?} {input:?}: {ours:?} but the runtime says {theirs:?}")
                }
            }
        }
    }

    #[test]
    fn agrees_with_the_runtime_on_every_string_of_up_to_two_bytes() {
        agree(b"");
        for a in 0..=u8::MAX {
            agree(&[a]);
            for b in 0..=u8::MAX {
                agree(&[a, b]);
            }
        }
    }

    /// Checks `input` and every extension of it by up to `depth` bytes of
    /// the alphabet; returns how many strings were checked.
    fn walk(input: &mut Vec<u8>, depth: usize) -> usize {
        agree(input);
        let mut count = 1;
        if depth > 0 {
            for &byte in ALPHABET {
                input.push(byte);
                count += walk(input, depth - 1);
                input.pop();
            }
        }
        count
    }

    #[test]
    fn agrees_with_the_runtime_on_every_string_of_up_to_five_bytes_over_the_alphabet() {
        let count = walk(&mut Vec::with_capacity(5), 5);
        assert_eq!(count, (0..=5).map(|n| ALPHABET.len().pow(n)).sum::<usize>());
    }

    #[test]
    fn every_token_has_the_runtime_code() {
        for epin in Epin::ALL {
            assert_eq!(
                parse(epin.encode().as_bytes(), Notation::Epin),
                Ok(epin.code())
            );
        }
        for pin in Pin::ALL {
            assert_eq!(
                parse(pin.encode().as_bytes(), Notation::Pin),
                Ok(pin.code())
            );
        }
    }
}
