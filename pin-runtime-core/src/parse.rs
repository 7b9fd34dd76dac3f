//! The one reader of untrusted bytes: a left-to-right scanner shared by
//! `Pin`, `Epin` and the prefix reader.
//!
//! It never indexes, allocates or loops over the input, so no input can make
//! it panic or take time proportional to its length: full-token readers check
//! the length before reading a byte.

use crate::State;
use crate::attrs::Attrs;
use crate::error::{Notation, ParseError, ParseErrorKind};
use crate::letter::Ascii;

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

/// Matches a whole input against the shapes of a `$notation` token and
/// hands each shape's letter byte and attributes to `$finish(letter,
/// attrs, $bytes)`, which checks the letter; `$otherwise` for any other
/// input. Tests prove that these shapes and [`scan`] read the same grammar.
///
/// A macro, so that [`parse!`] and [`is_token!`] share the shapes while
/// each finishes in its own way (`const fn` cannot be generic over it),
/// expanded in each type's `parse_bytes` and `is_valid` (`piece_api!`)
/// with `$notation` a constant there: the match keeps only that
/// notation's shapes.
///
/// Measured against this shape match in the `versus` benchmark and found
/// slower: a branch-free reading of the input as one word (about twice the
/// instructions), straight-line code per length with table lookups and
/// selects (fewer taken branches, yet slower on half the inputs), guards
/// that test both modifiers at once, and `Option` tables for the
/// modifiers and markers.
macro_rules! shapes {
    ($bytes:ident, $notation:expr, $finish:ident, $otherwise:expr) => {{
        use $crate::attrs::Attrs as A;
        use $crate::error::Notation as N;

        match ($notation, $bytes) {
            (_, [letter]) => $finish(letter, A::Normal, $bytes),
            (_, [letter, b'^']) => $finish(letter, A::NormalTerminal, $bytes),
            (N::Epin, [letter, b'\'']) => $finish(letter, A::NormalDerived, $bytes),
            (_, [b'+', letter]) => $finish(letter, A::Enhanced, $bytes),
            (_, [b'-', letter]) => $finish(letter, A::Diminished, $bytes),
            (_, [b'+', letter, b'^']) => $finish(letter, A::EnhancedTerminal, $bytes),
            (_, [b'-', letter, b'^']) => $finish(letter, A::DiminishedTerminal, $bytes),
            (N::Epin, [letter, b'^', b'\'']) => $finish(letter, A::NormalTerminalDerived, $bytes),
            (N::Epin, [b'+', letter, b'\'']) => $finish(letter, A::EnhancedDerived, $bytes),
            (N::Epin, [b'-', letter, b'\'']) => $finish(letter, A::DiminishedDerived, $bytes),
            (N::Epin, [b'+', letter, b'^', b'\'']) => {
                $finish(letter, A::EnhancedTerminalDerived, $bytes)
            }
            (N::Epin, [b'-', letter, b'^', b'\'']) => {
                $finish(letter, A::DiminishedTerminalDerived, $bytes)
            }
            _ => $otherwise,
        }
    }};
}

/// Reads a whole input as one token of `$notation`: a `Result<$ty,
/// ParseError>`, the value built by `$ty::raw`. A rejected input is
/// recorded by [`diagnose`] as it is, and the error scans for the mistake
/// with [`mistake`] only when asked.
///
/// Each shape returns the finished `Result` from its own call of `finish`,
/// a function returning it by value: the compiler then holds the whole
/// result as one word and stores it with one write (for `Epin`, its code
/// with the attributes' bits an immediate of the shape, the variant's byte
/// and the error merged with a select). Merging the shapes' letter and
/// attributes first and building the value once, after the match, had the
/// compiler merge an `Epin`'s attributes as a 16-bit value, widen it and
/// the letter before an `or`, and store the result in three pieces: 3 more
/// instructions for an `Epin` token than before it was a 16-bit code.
macro_rules! parse {
    ($ty:ident, $bytes:ident, $notation:expr) => {{
        /// The value of a shape's letter byte and attributes, or the
        /// error when the byte is no letter.
        #[allow(
            clippy::inline_always,
            reason = "measured: the result stays one word only when inlined into every shape"
        )]
        #[inline(always)]
        const fn finish(
            letter: &u8,
            attrs: $crate::attrs::Attrs,
            bytes: &[u8],
        ) -> Result<$ty, $crate::ParseError> {
            match $crate::letter::Ascii::from_byte(*letter) {
                Some(ascii) => Ok($ty::raw(ascii, attrs)),
                None => Err($crate::parse::diagnose(bytes, $notation)),
            }
        }

        $crate::parse::shapes!(
            $bytes,
            $notation,
            finish,
            Err($crate::parse::diagnose($bytes, $notation))
        )
    }};
}

/// Whether a whole input is one token of `$notation`: the shapes of
/// [`parse!`], their letter checked once, with no value built (as
/// `parse!(…).is_ok()`, the check took up to 6 more instructions a token,
/// the error's word built for a select).
macro_rules! is_token {
    ($bytes:ident, $notation:expr) => {{
        /// A shape's letter byte.
        #[allow(clippy::inline_always, reason = "one load in every shape")]
        #[inline(always)]
        const fn letter<'a>(letter: &'a u8, _: $crate::attrs::Attrs, _: &[u8]) -> Option<&'a u8> {
            Some(letter)
        }

        match $crate::parse::shapes!($bytes, $notation, letter, None) {
            Some(letter) => $crate::letter::Ascii::from_byte(*letter).is_some(),
            None => false,
        }
    }};
}

pub(crate) use {is_token, parse, shapes};

/// Records an input that is not one token of `notation`: a few loads and an
/// `or` (see `ParseError::new`).
#[inline]
pub(crate) const fn diagnose(bytes: &[u8], notation: Notation) -> ParseError {
    ParseError::new(notation, bytes)
}

/// Finds the first mistake in an input that is not one token of `notation`:
/// its length, or else where reading stopped, and the byte index.
///
/// The input is too long when it has more characters than the longest
/// token has bytes: a character of several bytes (`ｗ`, `é`) is read as the
/// one character it is, so the error names it. The length is the one rule
/// here that [`located_mistake`] has not: a shortcut, for an error that
/// keeps at most 5 bytes of its input.
pub(crate) const fn mistake(bytes: &[u8], notation: Notation) -> (ParseErrorKind, usize) {
    if bytes.len() > notation.max_len() && chars(bytes) > notation.max_len() {
        (ParseErrorKind::TooLong, notation.max_len())
    } else {
        located_mistake(bytes, notation)
    }
}

/// Finds the first mistake in an input of any length that is not one token
/// of `notation`, read left to right as [`scan`] reads: the first byte that
/// cannot belong to the token, and what was expected there. Only a SIN
/// token, one letter, is too long once its letter is read: nothing may
/// follow it.
pub(crate) const fn located_mistake(bytes: &[u8], notation: Notation) -> (ParseErrorKind, usize) {
    match (notation, bytes) {
        (_, []) => (ParseErrorKind::Empty, 0),
        (Notation::Sin, [letter, ..]) if Ascii::from_byte(*letter).is_some() => {
            (ParseErrorKind::TooLong, notation.max_len())
        }
        (Notation::Sin, _) => (ParseErrorKind::ExpectedStyleLetter, 0),
        (Notation::Qpi, _) => qpi_mistake(bytes),
        (Notation::Pin | Notation::Epin, _) => token_mistake(bytes, notation),
    }
}

/// The characters of `bytes` decoded as UTF-8, a byte that starts none
/// counted as one.
const fn chars(bytes: &[u8]) -> usize {
    let mut count = 0;
    let mut at = 0;
    while at < bytes.len() {
        at += match crate::error::decode(bytes, at) {
            Some(c) => c.len_utf8(),
            None => 1,
        };
        count += 1;
    }
    count
}

/// Where [`scan`] stopped in a PIN or EPIN token: just past the longest
/// token at the start of `bytes`, or where no token starts.
const fn token_mistake(bytes: &[u8], notation: Notation) -> (ParseErrorKind, usize) {
    match scan(bytes, notation) {
        Ok(token) => (
            match token.last {
                Last::Letter => ParseErrorKind::UnexpectedAfterLetter,
                Last::Terminal => ParseErrorKind::UnexpectedAfterTerminal,
                Last::Derivation => ParseErrorKind::UnexpectedAfterDerivation,
            },
            token.len,
        ),
        Err(mistake) => mistake,
    }
}

/// The first mistake in a QPI token: the style letter, the colon, the PIN
/// part, then the case of its letter.
const fn qpi_mistake(bytes: &[u8]) -> (ParseErrorKind, usize) {
    match bytes {
        [style, ..] if Ascii::from_byte(*style).is_none() => {
            (ParseErrorKind::ExpectedStyleLetter, 0)
        }
        [_, b':'] => (ParseErrorKind::ExpectedLetterOrModifier, 2),
        [_, b':', pin @ ..] => {
            if crate::Pin::parse_bytes(pin).is_err() {
                let (kind, index) = token_mistake(pin, Notation::Pin);
                (kind, index + 2)
            } else if let [b'+' | b'-', ..] = pin {
                (ParseErrorKind::CaseMismatch, 3)
            } else {
                (ParseErrorKind::CaseMismatch, 2)
            }
        }
        _ => (ParseErrorKind::ExpectedColon, 1),
    }
}

/// Reads the longest EPIN token at the start of `bytes`; an error quotes the
/// input only up to the character it found, whole (a non-ASCII character
/// is kept with all its bytes).
#[inline]
pub(crate) const fn parse_prefix(bytes: &[u8]) -> Result<Token, ParseError> {
    match scan(bytes, Notation::Epin) {
        Ok(token) => Ok(token),
        Err((_, index)) => {
            // `scan` stops at byte 0 or 1, so what is kept is at most a
            // modifier and a character of 4 bytes.
            let end = match bytes.split_at_checked(index) {
                Some((_, [found, ..])) => index + crate::error::utf8_len(*found),
                _ => index,
            };
            let read = match bytes.split_at_checked(end) {
                Some((read, _)) => read,
                None => bytes,
            };
            Err(ParseError::prefix(read))
        }
    }
}

/// Finds the mistake in what [`parse_prefix`] kept of a text where no token
/// starts: where [`scan`] stopped.
pub(crate) const fn prefix_mistake(bytes: &[u8]) -> (ParseErrorKind, usize) {
    token_mistake(bytes, Notation::Epin)
}
