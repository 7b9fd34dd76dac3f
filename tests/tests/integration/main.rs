//! The integration tests of `pin-runtime`'s notations and values (PIN,
//! EPIN, SIN, QPI, CELL, FEEN, positions, derives, diagrams, keys): one
//! module per subject, named by what it tests, so a behaviour's tests are
//! found by its name. A new subject is a new module here, or in the
//! `bridges` test binary when it is about a game's bridge or moves.
//!
//! Two binaries rather than one, so that both are compiled at once on two
//! cores at the end of a fresh build. The README's examples run as
//! doctests of the `pin-tests` library; the compile-fail cases of the
//! macros are in `ui-tests`.

mod cell;
mod derive;
mod diagram;
mod epin;
mod feen;
mod feen_reference;
mod grammar;
mod hand;
mod indices;
mod keys;
mod layout;
mod letter;
mod locations;
mod mistypes;
mod parse_error;
mod pin;
mod position;
mod qpi;
mod serde;
mod side;
mod sin;
mod state;
mod writable;

#[path = "../common/mod.rs"]
mod common;

use common::{full_match, strings};
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
