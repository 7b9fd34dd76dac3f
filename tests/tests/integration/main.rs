//! The integration tests of `pin-runtime`, in one binary: one module per
//! subject, named by what it tests, so a behaviour's tests are found by its
//! name. A new subject is a new module here.
//!
//! The README's examples run as doctests of the `pin-tests` library; the
//! compile-fail cases of the macros are in `ui-tests`.

mod bridges;
mod cell;
mod chess;
mod corpus;
mod derive;
mod diagram;
mod epin;
mod fairy_shogi;
mod feen;
mod feen_reference;
mod grammar;
mod hand;
mod indices;
mod keys;
mod layout;
mod lenient;
mod letter;
mod locations;
mod makruk;
mod mistypes;
mod moves;
mod parse_error;
mod pin;
mod position;
mod qpi;
mod serde;
mod shogi;
mod side;
mod sin;
mod state;
mod writable;
mod xiangqi;

use pin_runtime::ParseError;

/// Strings that are tokens and strings that are not, of SIN and QPI.
const STYLE_TEXTS: [&str; 12] = [
    "C", "c", "W:K^", "s:+r", "", "CC", "1", "C:k", "C:", "CK", " C", "é",
];

/// Checks that `TryFrom<&str>`, `TryFrom<&[u8]>` and `FromStr` of `T` give
/// what its parser gives, on tokens and on strings that are not.
fn conversions_agree_with<T>(parse: fn(&str) -> Result<T, ParseError>)
where
    T: PartialEq + std::fmt::Debug + for<'a> TryFrom<&'a str, Error = ParseError>,
    T: for<'a> TryFrom<&'a [u8], Error = ParseError> + std::str::FromStr<Err = ParseError>,
{
    for text in STYLE_TEXTS {
        let parsed = parse(text);
        assert_eq!(T::try_from(text), parsed, "{text:?}");
        assert_eq!(T::try_from(text.as_bytes()), parsed, "{text:?}");
        assert_eq!(text.parse::<T>(), parsed, "{text:?}");
    }
}

/// Every string of up to `max` bytes over `alphabet`, shortest first: the
/// inputs of the exhaustive tests of a field.
fn strings(alphabet: &[u8], max: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..max {
        let next: Vec<String> = last
            .iter()
            .flat_map(|s| {
                alphabet
                    .iter()
                    .map(move |&b| format!("{s}{}", char::from(b)))
            })
            .collect();
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}

/// One to three edits of a text, each taking a byte of `alphabet`: replace
/// a byte, remove one, insert one, or repeat one. Applied by [`edited`].
fn edits(
    alphabet: &'static [u8],
) -> impl proptest::strategy::Strategy<Value = Vec<(u8, proptest::sample::Index, u8)>> {
    use proptest::prelude::*;
    let edit = (
        0..4u8,
        any::<prop::sample::Index>(),
        prop::sample::select(alphabet),
    );
    prop::collection::vec(edit, 1..4)
}

/// `text` with `edits` applied in turn (ASCII in, ASCII out).
fn edited(text: String, edits: Vec<(u8, proptest::sample::Index, u8)>) -> String {
    let mut bytes = text.into_bytes();
    for (kind, at, byte) in edits {
        let at = at.index(bytes.len() + 1);
        match kind {
            0 if at < bytes.len() => bytes[at] = byte,
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, byte),
            _ if at < bytes.len() => bytes.insert(at, bytes[at]),
            _ => bytes.push(byte),
        }
    }
    String::from_utf8(bytes).expect("ASCII edits")
}
