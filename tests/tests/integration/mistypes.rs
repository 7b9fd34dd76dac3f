//! Messages for what people really type: a non-ASCII character quoted whole
//! (a full-width letter from an input method, a chess symbol, an accented
//! letter), whitespace named (a tab, a carriage return, a second space
//! between fields), and an empty or blank line called an empty position; in
//! positions, placements, tokens and squares alike.

use pin_runtime::{Board, Cell, Epin, Feen, FeenErrorKind, Pin, Qpi, Sin, parse_board};

/// Positions as typed, and the whole message of their error.
const POSITIONS: &[(&str, &str)] = &[
    (
        "",
        "invalid FEEN position at byte 0: expected <placement> <hands> <style-turn>, found an \
         empty position",
    ),
    (
        "\n",
        "invalid FEEN position at byte 0: expected <placement> <hands> <style-turn>, found an \
         empty position",
    ),
    (
        "  \r\n",
        "invalid FEEN position at byte 0: expected <placement> <hands> <style-turn>, found an \
         empty position",
    ),
    (
        "8/8 / W/w\n",
        "invalid FEEN position at byte 9 (style-turn): expected end of input after the \
         style-turn field, found a line feed",
    ),
    (
        "8/8 / W/w\r\n",
        "invalid FEEN position at byte 9 (style-turn): expected end of input after the \
         style-turn field, found a carriage return",
    ),
    (
        "8/8\t/\tW/w",
        "invalid FEEN position at i3 (byte 3): invalid EPIN token \"\\t\": expected a letter or \
         a state modifier ('+' or '-'), found a tab",
    ),
    (
        "8/8  / W/w",
        "invalid FEEN position at byte 4 (hands): expected one space between fields, found a \
         second space",
    ),
    (
        "8/8 /  W/w",
        "invalid FEEN position at byte 6 (style-turn): expected one space between fields, found \
         a second space",
    ),
    (
        "8/8\u{3000}/ W/w",
        "invalid FEEN position at i2 (byte 3): invalid EPIN token \"\\u{3000}\": expected a \
         letter or a state modifier ('+' or '-'), found an ideographic space",
    ),
    (
        "8/8 / Ｗ/ｗ",
        "invalid FEEN position at byte 6 (style-turn): expected a style letter (A-Z or a-z), \
         found 'Ｗ'",
    ),
    (
        "8/8 / W／w",
        "invalid FEEN position at byte 7 (style-turn): expected '/' after the style of the side \
         to move, found '／'",
    ),
    (
        "rnbqk^bnr/ｐppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        "invalid FEEN position at a7 (byte 10): invalid EPIN token \"ｐ\": expected a letter or a \
         state modifier ('+' or '-'), found 'ｐ'",
    ),
    (
        "♜7/8 / W/w",
        "invalid FEEN position at a2 (byte 0): invalid EPIN token \"♜\": expected a letter or a \
         state modifier ('+' or '-'), found '♜'",
    ),
    (
        "8/+♔7 / W/w",
        "invalid FEEN position at a1 (byte 3): invalid EPIN token \"+♔\": expected a letter \
         after the state modifier '+', found '♔'",
    ),
    (
        "8/8 2é/ W/w",
        "invalid FEEN position at byte 5 (hands): invalid EPIN token \"é\": expected a letter or \
         a state modifier ('+' or '-'), found 'é'",
    ),
    (
        "8/8 /\u{200b}W/w",
        "invalid FEEN position at byte 5 (hands): invalid EPIN token \"\\u{200b}\": expected a \
         letter or a state modifier ('+' or '-'), found '\\u{200b}'",
    ),
];

#[test]
fn positions_as_typed() {
    for &(input, message) in POSITIONS {
        assert_eq!(
            Feen::parse(input).unwrap_err().to_string(),
            message,
            "{input:?}"
        );
    }
    // A blank line is an empty position, at byte 0 of no field.
    let error = Feen::parse("\r\n").unwrap_err();
    assert_eq!(
        (error.kind(), error.field(), error.cell()),
        (FeenErrorKind::Empty, None, None)
    );
    // A character of four bytes after a modifier is quoted whole too.
    let error = Feen::parse("8/+😀7 / W/w").unwrap_err();
    let FeenErrorKind::Token(token) = error.kind() else {
        panic!("{error:?}");
    };
    assert_eq!((token.input_len(), token.index(), error.index()), (5, 1, 3));
    assert!(error.to_string().ends_with("found '😀'"), "{error}");
}

#[test]
fn placements_as_typed() {
    for (input, message) in [
        (
            "",
            "invalid FEEN placement at byte 0: expected ranks of pieces and counts of empty \
             squares, found an empty placement",
        ),
        (
            " \n",
            "invalid FEEN placement at byte 0: expected ranks of pieces and counts of empty \
             squares, found an empty placement",
        ),
        (
            "8/8 ",
            "invalid FEEN placement at i1 (byte 3): invalid EPIN token \" \": expected a letter \
             or a state modifier ('+' or '-'), found a space",
        ),
        (
            "8/4♙3",
            "invalid FEEN placement at e1 (byte 3): invalid EPIN token \"♙\": expected a letter \
             or a state modifier ('+' or '-'), found '♙'",
        ),
    ] {
        let error = parse_board::<Board<2, 8>>(input).unwrap_err();
        assert_eq!(error.to_string(), message, "{input:?}");
    }
}

/// A token, what it is read as, and the whole message of its error.
type Token = (&'static str, fn(&str) -> String, &'static str);

fn pin(text: &str) -> String {
    Pin::parse(text).unwrap_err().to_string()
}

fn epin(text: &str) -> String {
    Epin::parse(text).unwrap_err().to_string()
}

fn sin(text: &str) -> String {
    Sin::parse(text).unwrap_err().to_string()
}

fn qpi(text: &str) -> String {
    Qpi::parse(text).unwrap_err().to_string()
}

fn cell(text: &str) -> String {
    Cell::parse(text).unwrap_err().to_string()
}

const TOKENS: &[Token] = &[
    (
        "Ｋ",
        pin,
        "invalid PIN token \"Ｋ\": expected a letter or a state modifier ('+' or '-'), found 'Ｋ' \
         at byte 0",
    ),
    (
        "K♔",
        pin,
        "invalid PIN token \"K♔\": expected '^' or end of token after the letter 'K', found '♔' \
         at byte 1",
    ),
    (
        "K\r",
        epin,
        "invalid EPIN token \"K\\r\": expected '^', '\\'' or end of token after the letter 'K', \
         found a carriage return at byte 1",
    ),
    (
        "\u{200b}K",
        epin,
        "invalid EPIN token \"\\u{200b}K\": expected a letter or a state modifier ('+' or '-'), \
         found '\\u{200b}' at byte 0",
    ),
    (
        "ｗ",
        sin,
        "invalid SIN token \"ｗ\": expected a style letter (A-Z or a-z), found 'ｗ' at byte 0",
    ),
    (
        "W\t",
        sin,
        "invalid SIN token \"W\\t\": expected 1 byte, found 2 bytes",
    ),
    (
        "W：K",
        qpi,
        "invalid QPI token \"W：K\": expected ':' after the style letter, found '：' at byte 1",
    ),
    (
        "W:♔",
        qpi,
        "invalid QPI token \"W:♔\": expected a letter or a state modifier ('+' or '-'), found \
         '♔' at byte 2",
    ),
    (
        "ｅ4",
        cell,
        "invalid CELL coordinate \"ｅ4\": expected a file letter (a-z), found 'ｅ' at byte 0",
    ),
    (
        "e４",
        cell,
        "invalid CELL coordinate \"e４\": expected a rank (1-256) or end of coordinate after the \
         file \"e\", found '４' at byte 1",
    ),
    (
        "e4\t",
        cell,
        "invalid CELL coordinate \"e4\\t\": expected a layer letter (A-Z) or end of coordinate \
         after the rank 4, found a tab at byte 2",
    ),
];

#[test]
fn tokens_and_squares_as_typed() {
    for &(input, read, message) in TOKENS {
        assert_eq!(read(input), message, "{input:?}");
    }
    // Bytes outside UTF-8, from the byte readers, are shown as bytes.
    assert_eq!(
        Pin::parse_bytes(b"\xc3").unwrap_err().to_string(),
        "invalid PIN token \"\\xc3\": expected a letter or a state modifier ('+' or '-'), found \
         non-ASCII byte 0xc3 at byte 0"
    );
}
