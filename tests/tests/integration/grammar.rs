//! The PIN and EPIN grammars are closed, so their readers are tested
//! exhaustively: every byte string of up to 3 bytes, and every 4- and 5-byte
//! string over an alphabet of the bytes that matter, read by every entry
//! point of `Pin` and `Epin` and by `Epin::parse_prefix_bytes` (and
//! `parse_prefix_str` where the input is text), against the
//! grammars written as regular expressions: the same verdict, and for a
//! rejection the kind, index, offending byte and message the grammar
//! implies.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::str::FromStr;

use pin_runtime::{Epin, ParseError, ParseErrorKind, Pin};
use regex_lite::Regex;

use crate::full_match;

/// Checks every entry point of `$ty` on `input` against the oracle `$regex`:
/// they agree with each other and with the regex, an accepted token encodes
/// back to the input, and a rejection reports the oracle's mistake.
macro_rules! check_entry_points {
    ($oracle:expr, $ty:ident, $regex:expr, $input:expr, $max:expr, $with_message:expr) => {{
        let (input, name) = ($input, stringify!($ty));
        let result = $ty::parse_bytes(input);
        assert_eq!(
            result.is_ok(),
            full_match($regex, input),
            "{name} {input:?}"
        );
        assert_eq!($ty::try_from(input), result, "{name} {input:?}");
        if let Ok(text) = std::str::from_utf8(input) {
            assert_eq!($ty::parse(text), result, "{name} {input:?}");
            assert_eq!($ty::from_str(text), result, "{name} {input:?}");
            assert_eq!($ty::try_from(text), result, "{name} {input:?}");
            assert_eq!($ty::is_valid(text), result.is_ok(), "{name} {input:?}");
        }
        match result {
            Ok(piece) => assert_eq!(piece.encode().as_bytes(), input),
            Err(error) => $oracle.check_error(error, input, $max, name == "Pin", $with_message),
        }
    }};
}

/// The longest prefix of `input` that is UTF-8: where a pattern of ASCII
/// bytes anchored at the start finds the same match as in `input`.
fn valid_prefix(input: &[u8]) -> &str {
    match std::str::from_utf8(input) {
        Ok(text) => text,
        Err(error) => std::str::from_utf8(&input[..error.valid_up_to()]).unwrap_or_default(),
    }
}

/// The two grammars as the specification writes them.
struct Oracle {
    pin: Regex,
    epin: Regex,
    epin_prefix: Regex,
    /// Every prefix of every EPIN token, the empty one included, by
    /// [`key`].
    viable: HashSet<u64, BuildHasherDefault<KeyHasher>>,
}

/// A byte string of up to 7 bytes as one integer: its length in the top
/// byte, its bytes below. Distinct strings have distinct keys.
fn key(bytes: &[u8]) -> u64 {
    assert!(bytes.len() < 8, "{bytes:?}");
    let packed = bytes
        .iter()
        .fold(0, |key, &byte| key << 8 | u64::from(byte));
    u64::try_from(bytes.len()).unwrap() << 56 | packed
}

/// Hashes a [`key`] with one multiplication. The oracle looks prefixes up
/// hundreds of millions of times, and `SipHash` over byte vectors was most
/// of the exhaustive tests' run time.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, _: &[u8]) {
        unreachable!("only keys are hashed")
    }

    fn write_u64(&mut self, key: u64) {
        let product = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = product ^ product >> 32;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl Oracle {
    fn new() -> Self {
        let mut viable = HashSet::default();
        for epin in Epin::ALL {
            let bytes = epin.encode().as_bytes();
            for end in 0..=bytes.len() {
                viable.insert(key(&bytes[..end]));
            }
        }
        Self {
            pin: Regex::new(r"\A[-+]?[A-Za-z]\^?\z").unwrap(),
            epin: Regex::new(r"\A[-+]?[A-Za-z]\^?'?\z").unwrap(),
            epin_prefix: Regex::new(r"\A[-+]?[A-Za-z]\^?'?").unwrap(),
            viable,
        }
    }

    /// The kind and index a rejection of `input` must report: the length
    /// (counted in characters where the error keeps the input), or else
    /// the first byte at which no token can go on, named by what came
    /// before it.
    fn mistake(&self, input: &[u8], max: usize, pin: bool) -> (ParseErrorKind, usize) {
        if input.is_empty() {
            return (ParseErrorKind::Empty, 0);
        }
        // Too long: more characters than the longest token has bytes, or
        // more bytes than an error keeps (5); a byte outside UTF-8 counts as
        // one character.
        let characters: usize = input
            .utf8_chunks()
            .map(|chunk| chunk.valid().chars().count() + chunk.invalid().len())
            .sum();
        if input.len() > max && (input.len() > 5 || characters > max) {
            return (ParseErrorKind::TooLong, max);
        }
        let viable =
            |prefix: &[u8]| self.viable.contains(&key(prefix)) && !(pin && prefix.contains(&b'\''));
        // Every prefix of a viable prefix is viable, so the longest one ends
        // just before the first byte that leaves the set.
        let index = (1..=input.len())
            .find(|&end| !viable(&input[..end]))
            .map_or(input.len(), |end| end - 1);
        let kind = match index.checked_sub(1).map(|i| input[i]) {
            None => ParseErrorKind::ExpectedLetterOrModifier,
            Some(b'+' | b'-') => ParseErrorKind::ExpectedLetter,
            Some(b'^') => ParseErrorKind::UnexpectedAfterTerminal,
            Some(b'\'') => ParseErrorKind::UnexpectedAfterDerivation,
            Some(_) => ParseErrorKind::UnexpectedAfterLetter,
        };
        (kind, index)
    }

    fn check(&self, input: &[u8], with_message: bool) {
        self.check_pin(input, with_message);
        self.check_epin(input, with_message);
        self.check_prefix(input);
    }

    fn check_pin(&self, input: &[u8], with_message: bool) {
        check_entry_points!(self, Pin, &self.pin, input, 3, with_message);
    }

    fn check_epin(&self, input: &[u8], with_message: bool) {
        check_entry_points!(self, Epin, &self.epin, input, 4, with_message);
    }

    fn check_prefix(&self, input: &[u8]) {
        if let Ok(text) = std::str::from_utf8(input) {
            assert_eq!(
                Epin::parse_prefix_str(text).map(|(piece, rest)| (piece, text.len() - rest.len())),
                Epin::parse_prefix_bytes(input),
                "prefix {input:?}"
            );
        }
        match (
            Epin::parse_prefix_bytes(input),
            self.epin_prefix.find(valid_prefix(input)),
        ) {
            (Ok((epin, len)), Some(found)) => {
                assert_eq!(len, found.end(), "prefix {input:?}");
                assert_eq!(epin.encode().as_bytes(), &input[..len], "prefix {input:?}");
            }
            (Err(error), None) => {
                let (kind, index) = self.mistake(&input[..input.len().min(2)], 4, false);
                assert_eq!(
                    (error.kind(), error.index()),
                    (kind, index),
                    "prefix {input:?}"
                );
            }
            (ours, oracle) => panic!("prefix {input:?}: {ours:?} but the oracle found {oracle:?}"),
        }
    }

    fn check_error(
        &self,
        error: ParseError,
        input: &[u8],
        max: usize,
        pin: bool,
        with_message: bool,
    ) {
        let (kind, index) = self.mistake(input, max, pin);
        assert_eq!((error.kind(), error.index()), (kind, index), "{input:?}");
        assert_eq!(error.input_len(), input.len(), "{input:?}");
        let found = match kind {
            ParseErrorKind::Empty | ParseErrorKind::TooLong => None,
            _ => input.get(index).copied(),
        };
        assert_eq!(error.found(), found, "{input:?}");
        if with_message {
            let message = error.to_string();
            let head = if pin {
                "invalid PIN token"
            } else {
                "invalid EPIN token"
            };
            assert!(message.starts_with(head), "{message}");
            match kind {
                ParseErrorKind::Empty | ParseErrorKind::TooLong => {
                    assert!(
                        message.contains(&format!("found {} bytes", input.len()))
                            || input.is_empty(),
                        "{message}"
                    );
                }
                _ => assert!(message.ends_with(&format!(" at byte {index}")), "{message}"),
            }
        }
    }
}

#[test]
fn every_string_of_up_to_two_bytes_agrees_with_the_oracle() {
    let oracle = Oracle::new();
    oracle.check(b"", true);
    for a in 0..=u8::MAX {
        oracle.check(&[a], true);
        for b in 0..=u8::MAX {
            oracle.check(&[a, b], true);
        }
    }
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn every_string_of_three_bytes_agrees_with_the_oracle() {
    let oracle = Oracle::new();
    for a in 0..=u8::MAX {
        for b in 0..=u8::MAX {
            for c in 0..=u8::MAX {
                oracle.check(&[a, b, c], false);
            }
        }
    }
}

/// The bytes that matter: markers, letters at both ends of both cases,
/// digits, whitespace, NUL, and bytes of non-ASCII characters (`\xc3\x80`
/// is `À`, `\xe2\x80\x80` a space of three bytes), alone or cut short.
const ALPHABET: &[u8] = b"+-^'AKZakz09 \n\0\x80\xc3\xe2\xff";

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn every_string_of_four_and_five_bytes_over_the_alphabet_agrees_with_the_oracle() {
    let oracle = Oracle::new();
    let mut input = Vec::with_capacity(5);
    for &a in ALPHABET {
        for &b in ALPHABET {
            for &c in ALPHABET {
                for &d in ALPHABET {
                    input.clear();
                    input.extend([a, b, c, d]);
                    oracle.check(&input, true);
                    for &e in ALPHABET {
                        input.truncate(4);
                        input.push(e);
                        oracle.check(&input, true);
                    }
                }
            }
        }
    }
}

#[test]
fn over_long_input_is_rejected_by_its_length() {
    let long = vec![b'K'; 1 << 20];
    let pin = Pin::parse_bytes(&long).unwrap_err();
    assert_eq!(
        (pin.kind(), pin.index(), pin.input_len()),
        (ParseErrorKind::TooLong, 3, 1 << 20)
    );
    assert_eq!(
        pin.to_string(),
        "invalid PIN token: expected 1 to 3 bytes, found 1048576 bytes"
    );
    let epin = Epin::parse_bytes(&long).unwrap_err();
    assert_eq!((epin.kind(), epin.index()), (ParseErrorKind::TooLong, 4));
    // A prefix reader stops after the token whatever follows.
    assert_eq!(
        Epin::parse_prefix_bytes(&long).unwrap(),
        (Epin::parse("K").unwrap(), 1)
    );
}
