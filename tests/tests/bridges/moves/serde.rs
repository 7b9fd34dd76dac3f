//! With the `serde` feature, moves serialize as their strings.

use pin_runtime::Pmn;
use pin_runtime::chess::Uci;

#[test]
fn moves_round_trip_as_strings() {
    let moves: Vec<Pmn> =
        serde_json::from_str(r#"["e2-e4", "...", "+P*e5", "b7+a8=Q/r"]"#).unwrap();
    assert_eq!(moves[2], Pmn::parse("+P*e5").unwrap());
    assert_eq!(
        serde_json::to_string(&moves).unwrap(),
        r#"["e2-e4","...","+P*e5","b7+a8=Q/r"]"#
    );
    let moves: Vec<Uci> = serde_json::from_str(r#"["e2e4", "0000", "P@e4", "e7e8q"]"#).unwrap();
    assert_eq!(
        serde_json::to_string(&moves).unwrap(),
        r#"["e2e4","0000","P@e4","e7e8q"]"#
    );
}

#[test]
fn bad_moves_fail_with_the_parse_message() {
    let error = serde_json::from_str::<Pmn>(r#""e2e4""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid PMN move \"e2e4\": expected an operator ('-', '+', '~' or '=') after the square e2, found 'e' at byte 2 at line 1 column 6"
    );
    let error = serde_json::from_str::<Uci>(r#""e2-e4""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid UCI move \"e2-e4\": expected a file letter (a-h), found '-' at byte 2 at line 1 column 7"
    );
    let error = serde_json::from_str::<Pmn>("42").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid type: integer `42`, expected a PMN move such as \"e2-e4\" at line 1 column 2"
    );
}
