//! What the types cost in memory, and the auto traits engines rely on.

use std::mem::size_of;

use pin_runtime::{
    Encoded, Epin, Letter, ParseError, ParseVariantError, Pin, Qpi, Side, Sin, State,
    TryFromEpinError, UnmappedError, UnmappedSquareError,
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
fn parts_are_one_byte_and_results_fit_two_registers() {
    assert_eq!(size_of::<Letter>(), 1);
    assert_eq!(size_of::<Side>(), 1);
    assert_eq!(size_of::<State>(), 1);
    assert_eq!(size_of::<Encoded>(), 4);
    assert_eq!(size_of::<ParseError>(), 8);
    assert!(size_of::<Result<Pin, ParseError>>() <= 16);
    assert!(size_of::<Result<Epin, ParseError>>() <= 16);
}

fn assert_value_type<
    T: Copy + Send + Sync + Unpin + std::fmt::Debug + std::hash::Hash + 'static,
>() {
}

#[test]
fn every_type_is_a_plain_value() {
    assert_value_type::<Pin>();
    assert_value_type::<Epin>();
    assert_value_type::<Letter>();
    assert_value_type::<Side>();
    assert_value_type::<State>();
    assert_value_type::<Encoded>();
    assert_value_type::<ParseError>();
    assert_value_type::<Sin>();
    assert_value_type::<Qpi>();
    assert_value_type::<TryFromEpinError>();
    assert_value_type::<UnmappedError<Pin>>();
    assert_value_type::<UnmappedSquareError>();
    assert_value_type::<ParseVariantError<Epin>>();
}

#[test]
fn conversion_errors_are_small() {
    assert_eq!(size_of::<TryFromEpinError>(), 2);
    assert!(size_of::<Result<Pin, TryFromEpinError>>() <= 4);
    assert!(size_of::<UnmappedError<Pin>>() <= 3 * size_of::<usize>());
}
