//! `Sin`: style letters, one byte of either case, its case the side; the
//! rejected inputs; and the conversions from strings and bytes.

use pin_runtime::{ParseErrorKind as Kind, Side, Sin, sin};

#[test]
fn sin_tokens_are_one_letter() {
    let mut count = 0;
    for byte in 0..=u8::MAX {
        let text = [byte];
        match Sin::parse_bytes(&text) {
            Ok(sin) => {
                count += 1;
                assert_eq!(sin.code(), byte);
                assert_eq!(
                    sin.side(),
                    if byte.is_ascii_uppercase() {
                        Side::First
                    } else {
                        Side::Second
                    }
                );
                assert_eq!(sin.to_string().as_bytes(), &text);
            }
            Err(error) => assert_eq!(
                (error.kind(), error.index()),
                (Kind::ExpectedStyleLetter, 0)
            ),
        }
    }
    assert_eq!(count, 52);
    assert_eq!(format!("{:?}", sin!("C")), "Sin(\"C\")");
}

#[test]
fn sin_errors() {
    assert_eq!(
        Sin::parse("").unwrap_err().to_string(),
        "invalid SIN token \"\": expected 1 byte, found an empty string"
    );
    assert_eq!(Sin::parse("CS").unwrap_err().kind(), Kind::TooLong);
}

#[test]
fn styles_convert_from_strings_and_bytes() {
    crate::conversions_agree_with::<Sin>(Sin::parse);
    for sin in Sin::ALL {
        assert_eq!(Sin::try_from(sin.to_string().as_str()), Ok(sin));
    }
}
