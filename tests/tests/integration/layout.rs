//! What the types cost in memory, and the traits engines rely on: every
//! value is a plain `Copy`, thread-safe, hashable, printable value. All of
//! it is checked at run time, so a change that breaks one of these fails
//! this module's tests, naming the type, rather than the build of the whole
//! test binary.

use std::fmt::Debug;
use std::hash::Hash;
use std::mem::size_of;

use pin_runtime::feen::Dimensions;
use pin_runtime::{
    Board, Cell, CellError, CellErrorKind, Encoded, Epin, Feen, FeenError, FeenErrorKind,
    FeenField, Hand, HandError, Letter, ParseError, ParseErrorKind, ParseVariantError, Pin,
    Position, Qpi, Side, Sin, State, TryFromEpinError, UnmappedError, UnmappedSquareError,
};

#[test]
fn pieces_are_two_bytes_with_or_without_option() {
    assert_eq!(size_of::<Pin>(), 2);
    assert_eq!(size_of::<Option<Pin>>(), 2);
    assert_eq!(size_of::<Epin>(), 2);
    assert_eq!(size_of::<Option<Epin>>(), 2);
    assert_eq!(size_of::<[[Option<Epin>; 8]; 8]>(), 128);
    assert_eq!(size_of::<[[Option<Epin>; 9]; 9]>(), 162);
}

#[test]
fn parts_are_one_byte_and_results_one_word() {
    assert_eq!(size_of::<Letter>(), 1);
    assert_eq!(size_of::<Side>(), 1);
    assert_eq!(size_of::<State>(), 1);
    assert_eq!(size_of::<Encoded>(), 4);
    assert_eq!(size_of::<ParseError>(), 8);
    // The error leaves room for the variant, so a parse result is returned
    // in one register.
    assert_eq!(size_of::<Result<Pin, ParseError>>(), 8);
    assert_eq!(size_of::<Result<Epin, ParseError>>(), 8);
    assert_eq!(size_of::<Option<ParseError>>(), 8);
}

#[test]
fn styles_are_one_byte_and_qualified_pieces_three() {
    assert_eq!(size_of::<Sin>(), 1);
    assert_eq!(size_of::<Option<Sin>>(), 1);
    assert_eq!(size_of::<Qpi>(), 3);
}

#[test]
fn a_chess_position_and_a_hand_are_plain_arrays() {
    // 64 squares of 2 bytes, two hands of 66 bytes, two style bytes and
    // the turn, padded to 2 bytes.
    assert_eq!(size_of::<Position<Board<8, 8>>>(), 264);
    // 16 slots of a piece and its count (2 + 2 bytes), and the number of
    // slots in use, padded to 2 bytes.
    assert_eq!(size_of::<Hand>(), 66);
}

#[test]
fn a_cell_error_is_sixteen_bytes() {
    // The kind, the index, the input's first 7 bytes and its length.
    assert_eq!(size_of::<CellError>(), 16);
    // The error leaves room for the variant.
    assert_eq!(size_of::<Result<Cell, CellError>>(), 16);
    assert_eq!(size_of::<Option<CellError>>(), 16);
}

#[test]
fn conversion_errors_are_small() {
    assert_eq!(size_of::<TryFromEpinError>(), 2);
    assert!(size_of::<Result<Pin, TryFromEpinError>>() <= 4);
    assert!(size_of::<UnmappedError<Pin>>() <= 3 * size_of::<usize>());
}

/// Whether the type `$ty` implements the trait `$bound`, as a `bool`
/// worked out by method resolution: `Probe<T>` has `holds` returning `true`
/// through a trait implemented only when `T: $bound`, and `&Probe<T>` one
/// returning `false` for every `T`, which the call reaches by one more
/// auto-reference when the first does not apply. Only for a named type, as
/// here: inside a generic function the first would never apply.
macro_rules! implements {
    ($ty:ty: $bound:path) => {{
        struct Probe<T: ?Sized>(std::marker::PhantomData<T>);
        #[allow(dead_code, reason = "one of the two answers goes unused for each type")]
        trait Holds {
            fn holds(&self) -> bool {
                true
            }
        }
        impl<T: ?Sized + $bound> Holds for Probe<T> {}
        #[allow(dead_code, reason = "one of the two answers goes unused for each type")]
        trait Fails {
            fn holds(&self) -> bool {
                false
            }
        }
        impl<T: ?Sized> Fails for &Probe<T> {}
        (&Probe::<$ty>(std::marker::PhantomData)).holds()
    }};
}

/// The traits every value type has, and which of them `$ty` lacks.
macro_rules! missing_traits {
    ($ty:ty) => {{
        let traits = [
            ("Copy", implements!($ty: Copy)),
            ("Send", implements!($ty: Send)),
            ("Sync", implements!($ty: Sync)),
            ("Unpin", implements!($ty: Unpin)),
            ("Debug", implements!($ty: Debug)),
            ("Hash", implements!($ty: Hash)),
            ("Eq", implements!($ty: Eq)),
        ];
        let missing: Vec<&str> = traits
            .into_iter()
            .filter(|&(_, holds)| !holds)
            .map(|(name, _)| name)
            .collect();
        (stringify!($ty), missing)
    }};
}

#[test]
fn the_probe_tells_a_missing_trait() {
    // The check below can fail: a type lacking a trait is reported.
    assert_eq!(missing_traits!(String), ("String", vec!["Copy"]));
    assert_eq!(
        missing_traits!(std::cell::Cell<u8>),
        ("std::cell::Cell<u8>", vec!["Copy", "Sync", "Hash"])
    );
}

#[test]
fn every_type_is_a_plain_value() {
    // Every type here has no lifetime parameter but `Feen`, whose borrow is
    // the input's: `'static` holds for the others by construction.
    let lacking: Vec<(&str, Vec<&str>)> = [
        missing_traits!(Pin),
        missing_traits!(Epin),
        missing_traits!(Letter),
        missing_traits!(Side),
        missing_traits!(State),
        missing_traits!(Encoded),
        missing_traits!(ParseError),
        missing_traits!(ParseErrorKind),
        missing_traits!(Sin),
        missing_traits!(Qpi),
        missing_traits!(TryFromEpinError),
        missing_traits!(UnmappedError<Pin>),
        missing_traits!(UnmappedSquareError),
        missing_traits!(ParseVariantError<Epin>),
        missing_traits!(Hand),
        missing_traits!(HandError),
        missing_traits!(Position<Board<8, 8>>),
        missing_traits!(Feen<'static>),
        missing_traits!(FeenError),
        missing_traits!(FeenErrorKind),
        missing_traits!(FeenField),
        missing_traits!(Dimensions),
        missing_traits!(Cell),
        missing_traits!(CellError),
        missing_traits!(CellErrorKind),
    ]
    .into_iter()
    .filter(|(_, missing)| !missing.is_empty())
    .collect();
    assert_eq!(lacking, [], "types lacking a trait of plain values");
}
