//! The one reader of untrusted bytes: a left-to-right scanner shared by
//! `Pin`, `Epin` and the prefix reader.
//!
//! It never indexes, allocates or loops over the input, so no input can make
//! it panic or take time proportional to its length: full-token readers check
//! the length before reading a byte.

use crate::State;
use crate::error::{Notation, ParseError, ParseErrorKind};
use crate::letter::Ascii;
use crate::repr::Attrs;

/// The last part a token was read up to; it tells what may follow.
#[derive(Clone, Copy)]
enum Last {
    Letter,
    Terminal,
    Derivation,
}

/// A token read from the start of the input.
#[derive(Clone, Copy)]
pub(crate) struct Token {
    pub(crate) ascii: Ascii,
    pub(crate) attrs: Attrs,
    /// Its length in bytes.
    pub(crate) len: usize,
    last: Last,
}

/// Reads the longest token at the start of `bytes` (the derivation marker
/// only when `notation` is EPIN), or says why none starts there and at which
/// byte.
#[inline]
pub(crate) const fn scan(
    bytes: &[u8],
    notation: Notation,
) -> Result<Token, (ParseErrorKind, usize)> {
    let (state, rest) = match bytes {
        [b'+', rest @ ..] => (State::Enhanced, rest),
        [b'-', rest @ ..] => (State::Diminished, rest),
        _ => (State::Normal, bytes),
    };
    let mut len = bytes.len() - rest.len();
    let (ascii, rest) = match rest {
        [byte, rest @ ..] => match Ascii::from_byte(*byte) {
            Some(ascii) => (ascii, rest),
            None if len == 0 => return Err((ParseErrorKind::ExpectedLetterOrModifier, 0)),
            None => return Err((ParseErrorKind::ExpectedLetter, len)),
        },
        [] if len == 0 => return Err((ParseErrorKind::Empty, 0)),
        [] => return Err((ParseErrorKind::ExpectedLetter, len)),
    };
    len += 1;
    let mut last = Last::Letter;
    let (terminal, rest) = match rest {
        [b'^', rest @ ..] => {
            last = Last::Terminal;
            len += 1;
            (true, rest)
        }
        _ => (false, rest),
    };
    let derived = matches!((notation, rest), (Notation::Epin, [b'\'', ..]));
    if derived {
        last = Last::Derivation;
        len += 1;
    }
    Ok(Token {
        ascii,
        attrs: Attrs::new(state, terminal, derived),
        len,
        last,
    })
}

/// Reads a whole input as one token of `notation`.
#[inline]
pub(crate) const fn parse(bytes: &[u8], notation: Notation) -> Result<Token, ParseError> {
    if bytes.len() > notation.max_len() {
        return Err(ParseError::new(
            ParseErrorKind::TooLong,
            notation,
            bytes,
            notation.max_len(),
        ));
    }
    match scan(bytes, notation) {
        Ok(token) if token.len == bytes.len() => Ok(token),
        Ok(token) => {
            let kind = match token.last {
                Last::Letter => ParseErrorKind::UnexpectedAfterLetter,
                Last::Terminal => ParseErrorKind::UnexpectedAfterTerminal,
                Last::Derivation => ParseErrorKind::UnexpectedAfterDerivation,
            };
            Err(ParseError::new(kind, notation, bytes, token.len))
        }
        Err((kind, index)) => Err(ParseError::new(kind, notation, bytes, index)),
    }
}

/// Reads the longest EPIN token at the start of `bytes`; an error quotes the
/// input only up to the byte it found.
#[inline]
pub(crate) const fn parse_prefix(bytes: &[u8]) -> Result<Token, ParseError> {
    match scan(bytes, Notation::Epin) {
        Ok(token) => Ok(token),
        Err((kind, index)) => {
            let read = match bytes.split_at_checked(index + 1) {
                Some((read, _)) => read,
                None => bytes,
            };
            Err(ParseError::new(kind, Notation::Epin, read, index))
        }
    }
}
