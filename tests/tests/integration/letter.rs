//! `Letter`: the 26 letters of the alphabet, read from either case of a
//! `char` or a byte and written back in a side's case.

use pin_runtime::{Letter, Side};

#[test]
fn letters_convert_from_chars_and_bytes() {
    for letter in Letter::ALL {
        let upper = letter.as_char();
        assert_eq!(Letter::from_char(upper), Some(letter));
        assert_eq!(Letter::from_char(upper.to_ascii_lowercase()), Some(letter));
        assert_eq!(Letter::try_from(upper), Ok(letter));
        assert_eq!(
            letter.to_side_char(Side::Second),
            upper.to_ascii_lowercase()
        );
        assert_eq!(letter.as_byte(), upper as u8);
    }
    let letters = (0..=u8::MAX)
        .filter(|&b| Letter::from_ascii(b).is_some())
        .count();
    assert_eq!(letters, 52);
    assert_eq!(Letter::from_char('ß'), None);
}

#[test]
fn letters_are_chars() {
    for letter in Letter::ALL {
        assert_eq!(char::from(letter), letter.as_char());
        assert_eq!(Letter::try_from(char::from(letter)), Ok(letter));
    }
}
