//! The four token notations as their macros see them: which macro reads
//! which, and the runtime's verdict on a literal, read by
//! `pin_runtime_core`'s own parsers.

use pin_runtime_core::__private::LocatedParseError;
use pin_runtime_core::{Epin, ParseError, Pin, Qpi, Sin};

/// The notation a literal is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Notation {
    Pin,
    Epin,
    Sin,
    Qpi,
}

impl Notation {
    /// The name of the macro (and the derive's attribute) that reads this
    /// notation.
    pub(crate) const fn macro_name(self) -> &'static str {
        match self {
            Self::Pin => "pin",
            Self::Epin => "epin",
            Self::Sin => "sin",
            Self::Qpi => "qpi",
        }
    }

    /// An example of a token, for messages.
    pub(crate) const fn example(self) -> &'static str {
        match self {
            Self::Pin => "K^",
            Self::Epin => "S'",
            Self::Sin => "W",
            Self::Qpi => "W:K^",
        }
    }

    /// Reads `text` as one token with the runtime's parser: its code
    /// (`Pin::code`, `Epin::code`, `Sin::code` or `Qpi::code`), or the
    /// runtime's error.
    pub(crate) fn parse(self, text: &str) -> Result<u32, ParseError> {
        match self {
            Self::Pin => Pin::parse(text).map(|pin| u32::from(pin.code())),
            Self::Epin => Epin::parse(text).map(|epin| u32::from(epin.code())),
            Self::Sin => Sin::parse(text).map(|sin| u32::from(sin.code())),
            Self::Qpi => Qpi::parse(text).map(Qpi::code),
        }
    }

    /// Whether `text` is one token of this notation.
    pub(crate) fn reads(self, text: &str) -> bool {
        self.parse(text).is_ok()
    }

    /// Reads `text` as one token: its code, or the message of the mistake
    /// in the runtime's words, located at the first byte that cannot
    /// belong to the token even where the runtime rejects an input longer
    /// than any token by its length alone.
    pub(crate) fn read(self, text: &str) -> Result<u32, String> {
        self.parse(text)
            .map_err(|error| LocatedParseError::new(error, text.as_bytes()).to_string())
    }
}

#[cfg(test)]
mod tests {
    use pin_runtime_core::__private::LocatedParseError;
    use pin_runtime_core::{Epin, ParseErrorKind, Pin, Qpi, Sin};

    use super::Notation;

    const NOTATIONS: [Notation; 4] = [Notation::Pin, Notation::Epin, Notation::Sin, Notation::Qpi];

    /// The bytes that matter: markers, letters, digits, whitespace, NUL,
    /// quotes and backslash (escaped in messages), and non-ASCII bytes.
    const ALPHABET: &[u8] = b"+-^':AKzk0 \n\0\"\\\x7f\xc3";

    /// The bytes that decide where reading stops in an input longer than
    /// any token: markers, the colon, a letter in either case, and a byte
    /// that is none of them.
    const MARKERS: &[u8] = b"+-^':Kk0";

    /// The runtime's verdict on `input` read as `notation`.
    fn runtime(input: &[u8], notation: Notation) -> Result<u32, pin_runtime_core::ParseError> {
        match notation {
            Notation::Pin => Pin::parse_bytes(input).map(|pin| u32::from(pin.code())),
            Notation::Epin => Epin::parse_bytes(input).map(|epin| u32::from(epin.code())),
            Notation::Sin => Sin::parse_bytes(input).map(|sin| u32::from(sin.code())),
            Notation::Qpi => Qpi::parse_bytes(input).map(Qpi::code),
        }
    }

    /// Checks what a macro reports on `input` in every notation against
    /// the runtime's verdict: the runtime's own message where it has read
    /// the input, and where it rejects it by its length alone, the first
    /// byte that cannot belong to the token (see [`located_over_long`]).
    fn check(input: &[u8]) {
        for notation in NOTATIONS {
            let Err(theirs) = runtime(input, notation) else {
                continue;
            };
            let ours = LocatedParseError::new(theirs, input);
            if theirs.kind() == ParseErrorKind::TooLong {
                located_over_long(input, notation, &ours, theirs);
            } else {
                let context = || format!("{notation:?} {input:?}");
                assert_eq!(ours.kind(), theirs.kind(), "{}", context());
                assert_eq!(ours.index(), theirs.index(), "{}", context());
                assert_eq!(ours.to_string(), theirs.to_string(), "{}", context());
            }
        }
    }

    /// Checks the located error of an input the runtime rejects by its
    /// length alone (`theirs`): it must name the first byte that cannot
    /// belong to the token, in the runtime's words.
    ///
    /// The oracle is the runtime's whole-token reader, on the input cut
    /// just after the byte named: that cut must be rejected at that byte,
    /// for the same reason. When the cut is itself too long for the runtime
    /// to read, the bytes before the named one fill the longest token,
    /// which then starts (after a QPI token's style and colon) with a state
    /// modifier; the runtime reads the cut without that modifier, one byte
    /// shorter, and must stop one index earlier for the same reason.
    fn located_over_long(
        input: &[u8],
        notation: Notation,
        ours: &LocatedParseError<'_>,
        theirs: pin_runtime_core::ParseError,
    ) {
        // Formatted only when an assertion fails.
        let context = || format!("{notation:?} {input:?}: {ours:?}");
        let message = ours.to_string();
        if ours.kind() == ParseErrorKind::TooLong {
            // A SIN letter followed by more bytes: the runtime's message.
            assert_eq!(notation, Notation::Sin, "{}", context());
            assert_eq!(ours.index(), theirs.index(), "{}", context());
            assert_eq!(message, theirs.to_string(), "{}", context());
            return;
        }
        let named = ours.index();
        assert!(named < input.len(), "{}", context());
        let mut cut = input[..=named].to_vec();
        let mut shift = 0;
        let longest = match notation {
            Notation::Sin => 1,
            Notation::Pin => 3,
            Notation::Epin => 4,
            Notation::Qpi => 5,
        };
        if cut.len() > longest {
            let modifier = if notation == Notation::Qpi { 2 } else { 0 };
            assert!(matches!(cut[modifier], b'+' | b'-'), "{}", context());
            cut.remove(modifier);
            shift = 1;
        }
        let oracle = runtime(&cut, notation)
            .err()
            .unwrap_or_else(|| panic!("{}", context()));
        assert_eq!(ours.kind(), oracle.kind(), "{}: {oracle:?}", context());
        assert_eq!(
            ours.index(),
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
            message,
            format!("{quoted}: expected{expected} at byte {named}"),
            "{}",
            context()
        );
    }

    /// Checks `input` and every extension of it by up to `depth` bytes of
    /// `alphabet`; returns how many strings were checked.
    fn walk(input: &mut Vec<u8>, depth: usize, alphabet: &[u8]) -> usize {
        check(input);
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
    fn every_string_of_up_to_two_bytes_has_the_runtime_s_message_or_is_located() {
        check(b"");
        for a in 0..=u8::MAX {
            check(&[a]);
            for b in 0..=u8::MAX {
                check(&[a, b]);
            }
        }
    }

    #[test]
    fn every_string_of_up_to_three_bytes_over_the_alphabet_is_reported_alike() {
        let count = walk(&mut Vec::with_capacity(3), 3, ALPHABET);
        assert_eq!(count, (0..=3).map(|n| ALPHABET.len().pow(n)).sum::<usize>());
    }

    #[test]
    #[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
    fn every_string_of_up_to_five_bytes_over_the_alphabet_is_reported_alike() {
        let count = walk(&mut Vec::with_capacity(5), 5, ALPHABET);
        assert_eq!(count, (0..=5).map(|n| ALPHABET.len().pow(n)).sum::<usize>());
    }

    #[test]
    fn every_string_of_up_to_four_bytes_over_the_markers_is_located() {
        let count = walk(&mut Vec::with_capacity(4), 4, MARKERS);
        assert_eq!(count, (0..=4).map(|n| MARKERS.len().pow(n)).sum::<usize>());
    }

    #[test]
    #[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
    fn every_string_of_up_to_six_bytes_over_the_markers_is_located() {
        // Longer than any QPI token.
        let count = walk(&mut Vec::with_capacity(6), 6, MARKERS);
        assert_eq!(count, (0..=6).map(|n| MARKERS.len().pow(n)).sum::<usize>());
    }

    #[test]
    fn over_long_tokens_name_the_first_byte_that_cannot_belong() {
        let cases: &[(&str, Notation, &str)] = &[
            (
                "+K^'x",
                Notation::Epin,
                "invalid EPIN token \"+K^'x\": expected end of token after the derivation \
                 marker '\\'', found 'x' at byte 4",
            ),
            (
                "KING",
                Notation::Pin,
                "invalid PIN token \"KING\": expected '^' or end of token after the letter 'K', \
                 found 'I' at byte 1",
            ),
            (
                "+K^ ",
                Notation::Pin,
                "invalid PIN token \"+K^ \": expected end of token after the terminal marker \
                 '^', found a space at byte 3",
            ),
            (
                "KNIGHT",
                Notation::Pin,
                "invalid PIN token: expected '^' or end of token after the letter 'K', \
                 found 'N' at byte 1",
            ),
            (
                "K♔♔",
                Notation::Pin,
                "invalid PIN token: expected '^' or end of token after the letter 'K', \
                 found '♔' at byte 1",
            ),
            (
                "W:+K^x",
                Notation::Qpi,
                "invalid QPI token: expected end of token after the terminal marker '^', \
                 found 'x' at byte 5",
            ),
            (
                "W:+k^x",
                Notation::Qpi,
                "invalid QPI token: expected end of token after the terminal marker '^', \
                 found 'x' at byte 5",
            ),
            (
                "WJ",
                Notation::Sin,
                "invalid SIN token \"WJ\": expected 1 byte, found 2 bytes",
            ),
            (
                "1W",
                Notation::Sin,
                "invalid SIN token \"1W\": expected a style letter (A-Z or a-z), found '1' \
                 at byte 0",
            ),
        ];
        for &(input, notation, message) in cases {
            assert_eq!(notation.read(input), Err(message.to_string()), "{input:?}");
            assert_eq!(
                runtime(input.as_bytes(), notation).unwrap_err().kind(),
                ParseErrorKind::TooLong,
                "{input:?}"
            );
        }
    }

    #[test]
    fn each_notation_reads_with_the_runtime_s_parser() {
        assert_eq!(Notation::Pin.read("+K^"), Ok(0x054B));
        assert_eq!(Notation::Epin.read("-s'"), Ok(0x0A73));
        assert_eq!(Notation::Sin.read("w"), Ok(u32::from(b'w')));
        assert_eq!(Notation::Qpi.read("c:-p"), Ok(0x0063_0270));
        assert!(Notation::Pin.reads("K") && !Notation::Pin.reads("K'"));
        assert!(Notation::Epin.reads("K'") && !Notation::Epin.reads("K'^"));
        assert!(Notation::Qpi.reads("c:k") && !Notation::Qpi.reads("c:K"));
    }
}
