//! A private reader of the PIN and EPIN grammars (and SIN and QPI), with
//! the runtime's words: the twin of `pin_runtime`'s `parse.rs`.
//!
//! It accepts, decodes and rejects exactly as `pin_runtime` does, with the
//! same messages, but for one difference: the runtime rejects an input
//! longer than any token by its length alone, in constant time, where this
//! reader, in no hurry at compile time, names the first byte that cannot
//! belong to the token and its index (only a SIN token, one letter, keeps
//! the runtime's length message once its letter is read). The tests at the
//! bottom prove both on every string of up to five bytes over the bytes that
//! matter, and on longer ones.

use crate::error::{Notation, ParseError, ParseErrorKind};

/// Reads `token` as one token of `notation` and returns its code: for PIN
/// and EPIN the letter byte, with state (bits 8–9), `^` (bit 10) and `'`
/// (bit 11); for SIN the letter byte; for QPI the PIN code with the style's
/// letter byte in bits 16–23.
///
/// Input of any length is read left to right up to its first mistake, so an
/// over-long token is rejected at the first byte that cannot belong to it.
///
/// Twin of `pin_runtime::parse::parse` with `pin_runtime::parse::mistake`.
pub(crate) fn parse(token: &[u8], notation: Notation) -> Result<u32, ParseError> {
    let (kind, index) = if token.is_empty() {
        (ParseErrorKind::Empty, 0)
    } else {
        match notation {
            Notation::Sin if !token[0].is_ascii_alphabetic() => {
                (ParseErrorKind::ExpectedStyleLetter, 0)
            }
            Notation::Sin if token.len() == 1 => return Ok(u32::from(token[0])),
            // The runtime has no words for a byte after the letter: its
            // length message says it.
            Notation::Sin => (ParseErrorKind::TooLong, notation.max_len()),
            Notation::Qpi => match qpi(token) {
                Ok(code) => return Ok(code),
                Err(mistake) => mistake,
            },
            Notation::Pin | Notation::Epin => match scan(token, notation) {
                Ok(code) => return Ok(u32::from(code)),
                Err(mistake) => mistake,
            },
        }
    };
    Err(ParseError::new(token, notation, kind, index))
}

/// Reads a PIN or EPIN token: its code, or the mistake and its index.
/// Twin of `pin_runtime::parse::scan` with
/// `pin_runtime::parse::token_mistake`.
fn scan(token: &[u8], notation: Notation) -> Result<u16, (ParseErrorKind, usize)> {
    let mut at = 0;
    let mut attrs: u16 = match token.first() {
        Some(b'+') => 1,
        Some(b'-') => 2,
        _ => 0,
    };
    if attrs != 0 {
        at = 1;
    }
    let letter = match token.get(at) {
        Some(&byte) if byte.is_ascii_alphabetic() => byte,
        _ if at == 0 => return Err((ParseErrorKind::ExpectedLetterOrModifier, 0)),
        _ => return Err((ParseErrorKind::ExpectedLetter, at)),
    };
    at += 1;
    let mut after = ParseErrorKind::UnexpectedAfterLetter;
    if token.get(at) == Some(&b'^') {
        attrs |= 4;
        at += 1;
        after = ParseErrorKind::UnexpectedAfterTerminal;
    }
    if notation == Notation::Epin && token.get(at) == Some(&b'\'') {
        attrs |= 8;
        at += 1;
        after = ParseErrorKind::UnexpectedAfterDerivation;
    }
    if at == token.len() {
        Ok(u16::from(letter) | attrs << 8)
    } else {
        Err((after, at))
    }
}

/// Reads a QPI token: its code, or the mistake and its index. Twin of
/// `pin_runtime::parse::qpi_mistake`.
fn qpi(token: &[u8]) -> Result<u32, (ParseErrorKind, usize)> {
    let style = token[0];
    if !style.is_ascii_alphabetic() {
        return Err((ParseErrorKind::ExpectedStyleLetter, 0));
    }
    if token.get(1) != Some(&b':') {
        return Err((ParseErrorKind::ExpectedColon, 1));
    }
    let pin = &token[2..];
    if pin.is_empty() {
        return Err((ParseErrorKind::ExpectedLetterOrModifier, 2));
    }
    let code = scan(pin, Notation::Pin).map_err(|(kind, index)| (kind, index + 2))?;
    let letter = code.to_le_bytes()[0];
    if letter.is_ascii_uppercase() != style.is_ascii_uppercase() {
        // The letter follows the modifier, if there is one.
        let index = if matches!(pin[0], b'+' | b'-') { 3 } else { 2 };
        return Err((ParseErrorKind::CaseMismatch, index));
    }
    Ok(u32::from(code) | u32::from(style) << 16)
}

/// Reads the longest EPIN token at the start of `bytes`, with its code and
/// length. Twin of `pin_runtime::parse::parse_prefix`.
pub(crate) fn parse_prefix(bytes: &[u8]) -> Result<(u32, usize), ParseError> {
    let mut at = usize::from(matches!(bytes.first(), Some(b'+' | b'-')));
    if bytes.get(at).is_some_and(u8::is_ascii_alphabetic) {
        at += 1;
        if bytes.get(at) == Some(&b'^') {
            at += 1;
        }
        if bytes.get(at) == Some(&b'\'') {
            at += 1;
        }
    } else {
        // No token starts here: the error quotes the input up to the
        // character that stopped it, whole.
        let len = bytes
            .get(at)
            .map_or(1, |&byte| crate::error::utf8_len(byte));
        at = (at + len).min(bytes.len());
    }
    let read = &bytes[..at];
    parse(read, Notation::Epin).map(|code| (code, at))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::parse;
    use crate::error::{Notation, ParseError, ParseErrorKind};
    use pin_runtime::{Epin, Pin, Qpi, Sin};

    /// The bytes that matter: markers, letters, digits, whitespace, NUL,
    /// quotes and backslash (escaped in messages), and non-ASCII bytes.
    const ALPHABET: &[u8] = b"+-^':AKzk0 \n\0\"\\\x7f\xc3";

    /// Whether a kind of mistake is the runtime's twin of `runtime`.
    pub(crate) fn same_kind(ours: ParseErrorKind, runtime: pin_runtime::ParseErrorKind) -> bool {
        use pin_runtime::ParseErrorKind as R;
        matches!(
            (ours, runtime),
            (ParseErrorKind::Empty, R::Empty)
                | (ParseErrorKind::TooLong, R::TooLong)
                | (
                    ParseErrorKind::ExpectedLetterOrModifier,
                    R::ExpectedLetterOrModifier
                )
                | (ParseErrorKind::ExpectedLetter, R::ExpectedLetter)
                | (
                    ParseErrorKind::UnexpectedAfterLetter,
                    R::UnexpectedAfterLetter
                )
                | (
                    ParseErrorKind::UnexpectedAfterTerminal,
                    R::UnexpectedAfterTerminal
                )
                | (
                    ParseErrorKind::UnexpectedAfterDerivation,
                    R::UnexpectedAfterDerivation
                )
                | (ParseErrorKind::ExpectedStyleLetter, R::ExpectedStyleLetter)
                | (ParseErrorKind::ExpectedColon, R::ExpectedColon)
                | (ParseErrorKind::CaseMismatch, R::CaseMismatch)
        )
    }

    const NOTATIONS: [Notation; 4] = [Notation::Pin, Notation::Epin, Notation::Sin, Notation::Qpi];

    /// The runtime's verdict on `input` read as `notation`.
    fn runtime(input: &[u8], notation: Notation) -> Result<u32, pin_runtime::ParseError> {
        match notation {
            Notation::Pin => Pin::parse_bytes(input).map(|pin| u32::from(pin.code())),
            Notation::Epin => Epin::parse_bytes(input).map(|epin| u32::from(epin.code())),
            Notation::Sin => Sin::parse_bytes(input).map(|sin| u32::from(sin.code())),
            Notation::Qpi => Qpi::parse_bytes(input).map(Qpi::code),
        }
    }

    /// Checks that this reader and the runtime give the same verdict on
    /// `input` in every notation: the same code, or the same kind, index and
    /// message, except where the runtime rejects the input by its length
    /// alone (see [`agree_on_over_long`]).
    fn agree(input: &[u8]) {
        for notation in NOTATIONS {
            match (parse(input, notation), runtime(input, notation)) {
                (Ok(ours), Ok(theirs)) => assert_eq!(ours, theirs, "{notation:?} {input:?}"),
                (Err(ours), Err(theirs))
                    if theirs.kind() == pin_runtime::ParseErrorKind::TooLong =>
                {
                    agree_on_over_long(input, notation, &ours, theirs);
                }
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

    /// Checks this reader's verdict on an input the runtime rejects by its
    /// length alone (`theirs`): it must name the first byte that cannot
    /// belong to the token, in the runtime's words.
    ///
    /// The oracle is the runtime itself, on the input cut just after the
    /// byte named: that cut must be rejected at that byte, for the same
    /// reason. When the cut is itself too long for the runtime to read, the
    /// bytes before the named one fill the longest token, which then starts
    /// (after a QPI token's style and colon) with a state modifier; the
    /// runtime reads the cut without that modifier, one byte shorter, and
    /// must stop one index earlier for the same reason.
    fn agree_on_over_long(
        input: &[u8],
        notation: Notation,
        ours: &ParseError,
        theirs: pin_runtime::ParseError,
    ) {
        // Formatted only when an assertion fails.
        let context = || format!("{notation:?} {input:?}: {ours:?}");
        if ours.kind == ParseErrorKind::TooLong {
            // A SIN letter followed by more bytes: the runtime's message.
            assert_eq!(notation, Notation::Sin, "{}", context());
            assert_eq!(ours.index, theirs.index(), "{}", context());
            assert_eq!(ours.message, theirs.to_string(), "{}", context());
            return;
        }
        let named = ours.index;
        assert!(named < input.len(), "{}", context());
        let mut cut = input[..=named].to_vec();
        let mut shift = 0;
        if cut.len() > notation.max_len() {
            let modifier = if notation == Notation::Qpi { 2 } else { 0 };
            assert!(matches!(cut[modifier], b'+' | b'-'), "{}", context());
            cut.remove(modifier);
            shift = 1;
        }
        let oracle = runtime(&cut, notation)
            .err()
            .unwrap_or_else(|| panic!("{}", context()));
        assert!(
            same_kind(ours.kind, oracle.kind()),
            "{}: {oracle:?}",
            context()
        );
        assert_eq!(
            ours.index,
            oracle.index() + shift,
            "{}: {oracle:?}",
            context()
        );
        // The input as the runtime quotes it, then what the oracle expected
        // and found, at the index named.
        let whole = theirs.to_string();
        let (quoted, _) = whole
            .split_once(": expected")
            .unwrap_or_else(|| panic!("{}", context()));
        let oracle = oracle.to_string();
        let (_, expected) = oracle
            .split_once(": expected")
            .unwrap_or_else(|| panic!("{}", context()));
        let at = format!(" at byte {}", named - shift);
        let expected = expected
            .strip_suffix(&at)
            .unwrap_or_else(|| panic!("{}", context()));
        assert_eq!(
            ours.message,
            format!("{quoted}: expected{expected} at byte {named}"),
            "{}",
            context()
        );
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
    /// `alphabet`; returns how many strings were checked.
    fn walk(input: &mut Vec<u8>, depth: usize, alphabet: &[u8]) -> usize {
        agree(input);
        let mut count = 1;
        if depth > 0 {
            for &byte in alphabet {
                input.push(byte);
                count += walk(input, depth - 1, alphabet);
                input.pop();
            }
        }
        count
    }

    #[test]
    fn agrees_with_the_runtime_on_every_string_of_up_to_three_bytes_over_the_alphabet() {
        let count = walk(&mut Vec::with_capacity(3), 3, ALPHABET);
        assert_eq!(count, (0..=3).map(|n| ALPHABET.len().pow(n)).sum::<usize>());
    }

    #[test]
    #[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
    fn agrees_with_the_runtime_on_every_string_of_up_to_five_bytes_over_the_alphabet() {
        let count = walk(&mut Vec::with_capacity(5), 5, ALPHABET);
        assert_eq!(count, (0..=5).map(|n| ALPHABET.len().pow(n)).sum::<usize>());
    }

    #[test]
    fn agrees_with_the_runtime_on_every_string_of_up_to_four_bytes_over_the_markers() {
        // Longer than any QPI token; the bytes that decide where reading
        // stops: markers, the colon, a letter in either case, and a byte that
        // is none of them.
        const MARKERS: &[u8] = b"+-^':Kk0";
        let count = walk(&mut Vec::with_capacity(4), 4, MARKERS);
        assert_eq!(count, (0..=4).map(|n| MARKERS.len().pow(n)).sum::<usize>());
    }

    #[test]
    #[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
    fn agrees_with_the_runtime_on_every_string_of_up_to_six_bytes_over_the_markers() {
        // Longer than any QPI token; the bytes that decide where reading
        // stops: markers, the colon, a letter in either case, and a byte that
        // is none of them.
        const MARKERS: &[u8] = b"+-^':Kk0";
        let count = walk(&mut Vec::with_capacity(6), 6, MARKERS);
        assert_eq!(count, (0..=6).map(|n| MARKERS.len().pow(n)).sum::<usize>());
    }

    #[test]
    fn over_long_tokens_name_the_first_byte_that_cannot_belong() {
        let cases: &[(&[u8], Notation, &str)] = &[
            (
                b"+K^'x",
                Notation::Epin,
                "invalid EPIN token \"+K^'x\": expected end of token after the derivation \
                 marker '\\'', found 'x' at byte 4",
            ),
            (
                b"KING",
                Notation::Pin,
                "invalid PIN token \"KING\": expected '^' or end of token after the letter 'K', \
                 found 'I' at byte 1",
            ),
            (
                b"+K^ ",
                Notation::Pin,
                "invalid PIN token \"+K^ \": expected end of token after the terminal marker \
                 '^', found a space at byte 3",
            ),
            (
                b"KNIGHT",
                Notation::Pin,
                "invalid PIN token: expected '^' or end of token after the letter 'K', \
                 found 'N' at byte 1",
            ),
            (
                b"W:+K^x",
                Notation::Qpi,
                "invalid QPI token: expected end of token after the terminal marker '^', \
                 found 'x' at byte 5",
            ),
            (
                b"WJ",
                Notation::Sin,
                "invalid SIN token \"WJ\": expected 1 byte, found 2 bytes",
            ),
            (
                b"1W",
                Notation::Sin,
                "invalid SIN token \"1W\": expected a style letter (A-Z or a-z), found '1' \
                 at byte 0",
            ),
        ];
        for &(input, notation, message) in cases {
            let mistake = parse(input, notation).unwrap_err();
            assert_eq!(mistake.message, message);
            assert_eq!(
                runtime(input, notation).unwrap_err().kind(),
                pin_runtime::ParseErrorKind::TooLong
            );
        }
    }

    #[test]
    fn every_token_has_the_runtime_code() {
        for epin in Epin::ALL {
            let code = u32::from(epin.code());
            assert_eq!(parse(epin.encode().as_bytes(), Notation::Epin), Ok(code));
        }
        for pin in Pin::ALL {
            let code = u32::from(pin.code());
            assert_eq!(parse(pin.encode().as_bytes(), Notation::Pin), Ok(code));
            for style in [b'C', b's'] {
                let sin = Sin::from_code(style).unwrap().with_side(pin.side());
                let qpi = Qpi::new(sin.letter(), pin);
                assert_eq!(
                    parse(qpi.to_string().as_bytes(), Notation::Qpi),
                    Ok(qpi.code())
                );
            }
        }
    }
}
