//! The conversions and traits beyond parsing: `TryFrom<Epin> for Pin`,
//! `Not` and `Display` of `Side`, `Display` and `Default` of `State`,
//! `From<Letter> for char`, and `TryFrom` of strings and bytes for `Sin` and
//! `Qpi`, agreeing with their parsers.

use pin_runtime::{Epin, Letter, ParseError, Pin, Qpi, Side, Sin, State, TryFromEpinError};

#[test]
fn a_pin_is_a_native_epin() {
    for epin in Epin::ALL {
        let converted = Pin::try_from(epin);
        assert_eq!(converted.ok(), Pin::from_epin(epin));
        if epin.is_native() {
            assert_eq!(converted.map(Epin::from), Ok(epin));
        } else {
            let error: TryFromEpinError = converted.unwrap_err();
            assert_eq!(error.epin(), epin);
            assert_eq!(
                error.to_string(),
                format!(
                    "expected a native EPIN token, without the derivation marker '\\'', found \"{epin}\""
                )
            );
        }
    }
    assert_eq!(
        Epin::ALL
            .iter()
            .filter(|e| Pin::from_epin(**e).is_some())
            .count(),
        Pin::COUNT
    );
}

#[test]
fn sides_and_states() {
    for side in Side::ALL {
        assert_eq!(!side, side.flipped());
        assert_ne!(!side, side);
        assert_eq!(side.to_string(), side.name());
    }
    assert_eq!(format!("[{:^8}]", Side::Second), "[ second ]");
    for state in State::ALL {
        assert_eq!(state.to_string(), state.name());
    }
    assert_eq!(State::default(), State::Normal);
    assert_eq!(Pin::parse("K").unwrap().state(), State::default());
}

#[test]
fn letters_are_chars() {
    for letter in Letter::ALL {
        assert_eq!(char::from(letter), letter.as_char());
        assert_eq!(Letter::try_from(char::from(letter)), Ok(letter));
    }
}

/// Strings that are tokens and strings that are not, for `Sin` and `Qpi`.
const TEXTS: [&str; 12] = [
    "C", "c", "W:K^", "s:+r", "", "CC", "1", "C:k", "C:", "CK", " C", "é",
];

/// Checks that `TryFrom<&str>`, `TryFrom<&[u8]>` and `FromStr` give what
/// the parser gives.
fn agree<T>(parse: fn(&str) -> Result<T, ParseError>)
where
    T: PartialEq + std::fmt::Debug + for<'a> TryFrom<&'a str, Error = ParseError>,
    T: for<'a> TryFrom<&'a [u8], Error = ParseError> + std::str::FromStr<Err = ParseError>,
{
    for text in TEXTS {
        let parsed = parse(text);
        assert_eq!(T::try_from(text), parsed, "{text:?}");
        assert_eq!(T::try_from(text.as_bytes()), parsed, "{text:?}");
        assert_eq!(text.parse::<T>(), parsed, "{text:?}");
    }
}

#[test]
fn styles_and_qualified_pieces_convert_from_strings_and_bytes() {
    agree::<Sin>(Sin::parse);
    agree::<Qpi>(Qpi::parse);
    for sin in Sin::ALL {
        assert_eq!(Sin::try_from(sin.to_string().as_str()), Ok(sin));
    }
    for pin in Pin::ALL {
        let qpi = Qpi::new(Letter::W, pin);
        assert_eq!(Qpi::try_from(qpi.to_string().as_bytes()), Ok(qpi));
    }
}

#[test]
fn messages_naming_a_long_enum_are_cut_at_a_fragment() {
    const LONG: &str = "AVeryLongEnumNameThatGoesOnAndOnForMoreThanTwoHundredBytesToCheckWhat\
                        HappensWhenTheMessageDoesNotFitInItsBufferAtAllBecauseNobodyWouldEverName\
                        ATypeLikeThisButTheMessageMustStillBeValidTextAndSayWhereItWasCutOff";
    assert!(LONG.len() > 200);
    let pin = Pin::parse("q").unwrap();
    let message = pin_runtime::UnmappedError::new(pin, LONG).to_string();
    // Whole fragments up to the one that does not fit, then `...`.
    assert_eq!(
        message,
        format!("expected a PIN token that a variant of {LONG}...")
    );
    let short = pin_runtime::UnmappedError::new(pin, &LONG[..150]).to_string();
    assert!(short.ends_with("maps, found \"q\""), "{short}");
}
