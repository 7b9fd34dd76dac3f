//! With the `serde` feature, pieces serialize as their token strings.

use pin_runtime::{Epin, Pin, Qpi, Sin};

#[test]
fn pieces_round_trip_as_token_strings() {
    for epin in Epin::ALL {
        let json = serde_json::to_string(&epin).unwrap();
        assert_eq!(json, format!("\"{epin}\""));
        assert_eq!(serde_json::from_str::<Epin>(&json).unwrap(), epin);
    }
    for pin in Pin::ALL {
        let json = serde_json::to_string(&pin).unwrap();
        assert_eq!(serde_json::from_str::<Pin>(&json).unwrap(), pin);
    }
    let board: Vec<Option<Epin>> = serde_json::from_str(r#"["K^", null, "s'"]"#).unwrap();
    assert_eq!(
        serde_json::to_string(&board).unwrap(),
        r#"["K^",null,"s'"]"#
    );
}

#[test]
fn bad_tokens_fail_with_the_parse_message() {
    let error = serde_json::from_str::<Pin>(r#""K+""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid PIN token \"K+\": expected '^' or end of token after the letter 'K', found '+' at byte 1 at line 1 column 4"
    );
    let error = serde_json::from_str::<Epin>(r#""K'^""#).unwrap_err();
    assert!(error.to_string().starts_with(
        "invalid EPIN token \"K'^\": expected end of token after the derivation marker '\\'', found '^' at byte 2"
    ));
    let error = serde_json::from_str::<Pin>("42").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid type: integer `42`, expected a PIN token such as \"+K^\" at line 1 column 2"
    );
    let error = serde_json::from_str::<Epin>("null").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("expected an EPIN token such as \"S'\"")
    );
}

#[test]
fn positions_round_trip_as_feen_strings() {
    use pin_runtime::{Board, Feen, Position, feen};

    let shogi = feen!(
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S"
    );
    let json = serde_json::to_string(&shogi).unwrap();
    assert_eq!(json, format!("\"{shogi}\""));
    assert_eq!(
        serde_json::from_str::<Position<Board<9, 9>>>(&json).unwrap(),
        shogi
    );
    let view: Feen<'_> = serde_json::from_str(&json).unwrap();
    assert_eq!(view.as_str(), shogi.to_string());
    assert_eq!(serde_json::to_string(&view).unwrap(), json);

    let error = serde_json::from_str::<Position<Board<8, 8>>>(&json).unwrap_err();
    assert!(
        error.to_string().starts_with(
            "invalid FEEN position at byte 0 (placement): expected a board of 8 ranks of 8 squares, found 9 ranks of 9 squares"
        ),
        "{error}"
    );
    let error = serde_json::from_str::<Position<Board<8, 8>>>("7").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("expected a FEEN position of 8 ranks of 8 squares"),
        "{error}"
    );
}

#[test]
fn styles_and_qualified_pieces_round_trip_as_token_strings() {
    for sin in Sin::ALL {
        let json = serde_json::to_string(&sin).unwrap();
        assert_eq!(json, format!("\"{sin}\""));
        assert_eq!(serde_json::from_str::<Sin>(&json).unwrap(), sin);
        for pin in Pin::ALL {
            let qpi = Qpi::new(sin.letter(), pin);
            let json = serde_json::to_string(&qpi).unwrap();
            assert_eq!(json, format!("\"{qpi}\""));
            assert_eq!(serde_json::from_str::<Qpi>(&json).unwrap(), qpi);
        }
    }
}

#[test]
fn bad_styles_and_qualified_pieces_fail_with_the_parse_message() {
    let error = serde_json::from_str::<Sin>(r#""W:""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid SIN token \"W:\": expected 1 byte, found 2 bytes at line 1 column 4"
    );
    let error = serde_json::from_str::<Qpi>(r#""W:k""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid QPI token \"W:k\": expected an uppercase piece letter, like the style letter 'W', \
         found 'k' at byte 2 at line 1 column 5"
    );
    let error = serde_json::from_str::<Qpi>("7").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid type: integer `7`, expected a QPI token such as \"W:K^\" at line 1 column 1"
    );
    let error = serde_json::from_str::<Sin>("null").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("expected a SIN token such as \"W\"")
    );
}

/// The impls are written against `serde_core`; a user names the traits
/// through `serde`, which re-exports them, and a bound on them is met.
#[test]
fn the_impls_are_serdes_traits() {
    fn round_trip<T>(value: &T) -> T
    where
        T: serde::Serialize + serde::de::DeserializeOwned,
    {
        serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
    }
    let pin = Pin::parse("+K^").unwrap();
    assert_eq!(round_trip(&pin), pin);
    let qpi = Qpi::parse("W:K^").unwrap();
    assert_eq!(round_trip(&qpi), qpi);
    let sin = Sin::parse("w").unwrap();
    assert_eq!(round_trip(&sin), sin);
}
