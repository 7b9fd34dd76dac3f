//! `Qpi`: a style letter and a PIN token (`W:K^`), the letters' cases
//! agreeing; the rejected inputs with their exact errors; the conversions
//! from strings and bytes; and resolving EPIN tokens to QPI from the sides'
//! styles (`Epin::qualify`) and back (`Qpi::to_epin`).

use pin_runtime::{Epin, Letter, ParseErrorKind as Kind, Pin, Qpi, epin, qpi, sin};

#[test]
fn qpi_errors() {
    let cases: &[(&str, Kind, usize, &str)] = &[
        (
            "",
            Kind::Empty,
            0,
            "invalid QPI token \"\": expected 3 to 5 bytes, found an empty string",
        ),
        (
            "C:+K^x",
            Kind::TooLong,
            5,
            "invalid QPI token: expected 3 to 5 bytes, found 6 bytes",
        ),
        (
            "1:K",
            Kind::ExpectedStyleLetter,
            0,
            "invalid QPI token \"1:K\": expected a style letter (A-Z or a-z), found '1' at byte 0",
        ),
        (
            "CK",
            Kind::ExpectedColon,
            1,
            "invalid QPI token \"CK\": expected ':' after the style letter, found 'K' at byte 1",
        ),
        (
            "C",
            Kind::ExpectedColon,
            1,
            "invalid QPI token \"C\": expected ':' after the style letter, found end of token at byte 1",
        ),
        (
            "C:",
            Kind::ExpectedLetterOrModifier,
            2,
            "invalid QPI token \"C:\": expected a letter or a state modifier ('+' or '-'), found end of token at byte 2",
        ),
        (
            "C:k",
            Kind::CaseMismatch,
            2,
            "invalid QPI token \"C:k\": expected an uppercase piece letter, like the style letter 'C', found 'k' at byte 2",
        ),
        (
            "s:+K^",
            Kind::CaseMismatch,
            3,
            "invalid QPI token \"s:+K^\": expected a lowercase piece letter, like the style letter 's', found 'K' at byte 3",
        ),
        (
            "C:K'",
            Kind::UnexpectedAfterLetter,
            3,
            "invalid QPI token \"C:K'\": expected '^' or end of token after the letter 'K', found '\\'' at byte 3",
        ),
        (
            "C:+",
            Kind::ExpectedLetter,
            3,
            "invalid QPI token \"C:+\": expected a letter after the state modifier '+', found end of token at byte 3",
        ),
    ];
    for &(input, kind, index, message) in cases {
        let error = Qpi::parse(input).unwrap_err();
        assert_eq!((error.kind(), error.index()), (kind, index), "{input:?}");
        assert_eq!(error.to_string(), message, "{input:?}");
    }
}

#[test]
fn qpi_round_trips_for_every_piece_and_style() {
    for pin in Pin::ALL {
        for style in Letter::ALL {
            let qpi = Qpi::new(style, pin);
            let text = qpi.to_string();
            assert_eq!(Qpi::parse(&text), Ok(qpi), "{text}");
            assert_eq!(Qpi::from_code(qpi.code()), Some(qpi));
            assert_eq!(qpi.sin().side(), pin.side());
        }
    }
}

#[test]
fn qualify_follows_the_notation_table() {
    // Chess `W` for the first side, shogi `J` for the second (seed 004
    // shows the same table with other letters).
    let (chess, shogi) = (sin!("W"), sin!("J"));
    assert_eq!(epin!("P").qualify(chess, shogi), qpi!("W:P"));
    assert_eq!(epin!("P'").qualify(chess, shogi), qpi!("J:P"));
    assert_eq!(epin!("p").qualify(chess, shogi), qpi!("j:p"));
    assert_eq!(epin!("p'").qualify(chess, shogi), qpi!("w:p"));
    // Only the letters of the styles matter, not their case.
    assert_eq!(epin!("p'").qualify(sin!("w"), sin!("j")), qpi!("w:p"));
    assert_eq!(epin!("+K^'").qualify(chess, shogi), qpi!("J:+K^"));
}

#[test]
fn to_epin_inverts_qualify_between_different_styles() {
    let (chess, shogi) = (sin!("W"), sin!("J"));
    for epin in Epin::ALL {
        let qpi = epin.qualify(chess, shogi);
        assert_eq!(qpi.to_epin(chess, shogi), Some(epin), "{epin}");
    }
    // With one style on both sides, P and P' qualify alike; the inverse
    // gives the native token.
    let (a, b) = (sin!("W"), sin!("w"));
    assert_eq!(epin!("P'").qualify(a, b), epin!("P").qualify(a, b));
    assert_eq!(qpi!("W:P").to_epin(a, b), Some(epin!("P")));
    // Xiangqi is neither side's style.
    assert_eq!(qpi!("C:P").to_epin(chess, shogi), None);
}

#[test]
fn qualified_pieces_convert_from_strings_and_bytes() {
    crate::conversions_agree_with::<Qpi>(Qpi::parse);
    for pin in Pin::ALL {
        let qpi = Qpi::new(Letter::W, pin);
        assert_eq!(Qpi::try_from(qpi.to_string().as_bytes()), Ok(qpi));
    }
}
