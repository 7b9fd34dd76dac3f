//! Errors by square: every FEEN error about a square names it by its CELL
//! name beside one byte index (`at e7 (byte 14)`); a token's own index is
//! not repeated; ranks and layers are named in CELL terms; a board that did
//! not read is named from its placement field as written; and every reader
//! names a mistake alike.

use pin_runtime::{
    Board, Board3, Cell, Feen, FeenError, FeenErrorKind, Position, cell, parse_board,
};

/// Checks a rejected position: the square named (by `cell()` and in the
/// message), the byte index, and the whole message.
fn check(input: &str, square: Option<Cell>, index: usize, message: &str) -> FeenError {
    let error = Feen::parse(input).unwrap_err();
    assert_eq!(error.to_string(), message, "{input:?}");
    assert_eq!((error.cell(), error.index()), (square, index), "{input:?}");
    // One byte index per message.
    assert_eq!(message.matches("byte").count(), 1, "{message}");
    error
}

#[test]
fn squares_are_named_by_cell_on_every_shape() {
    check(
        "rnbqk^bnr/pppp?ppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        Some(cell!("e7")),
        14,
        "invalid FEEN position at e7 (byte 14): invalid EPIN token \"?\": expected a letter or a \
         state modifier ('+' or '-'), found '?'",
    );
    check(
        "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNB?K^BNR / W/w",
        Some(cell!("d1")),
        39,
        "invalid FEEN position at d1 (byte 39): invalid EPIN token \"?\": expected a letter or a \
         state modifier ('+' or '-'), found '?'",
    );
    // Xiangqi's tenth rank, two digits.
    check(
        "rheak^aeh0/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c",
        Some(cell!("i10")),
        9,
        "invalid FEEN position at i10 (byte 9): expected a count of empty squares from 1, found 0",
    );
    // A 1-D board names files alone.
    check(
        "k^+p4+?K^ / W/w",
        Some(cell!("g")),
        6,
        "invalid FEEN position at g (byte 6): invalid EPIN token \"+?\": expected a letter after \
         the state modifier '+', found '?'",
    );
    // A 3-D board names layers from the last written, `A`.
    check(
        "ab/c$//AB/CD / W/w",
        Some(cell!("b1B")),
        4,
        "invalid FEEN position at b1B (byte 4): invalid EPIN token \"$\": expected a letter or a \
         state modifier ('+' or '-'), found '$'",
    );
    check(
        "ab/cd//AB/CD//EF/G$ / W/w",
        Some(cell!("b1A")),
        18,
        "invalid FEEN position at b1A (byte 18): invalid EPIN token \"$\": expected a letter or a \
         state modifier ('+' or '-'), found '$'",
    );
    // A missing square is named where it should be.
    check(
        "8/8/ / W/w",
        Some(cell!("a1")),
        4,
        "invalid FEEN position at a1 (byte 4): expected a piece or a count of empty squares, \
         found a space",
    );
    // The 256th square of a rank is file iv.
    check(
        &format!("{}K / W/w", "K".repeat(255)),
        Some(cell!("iv")),
        255,
        "invalid FEEN position at iv (byte 255): expected at most 255 squares in a rank, found more",
    );
}

#[test]
fn a_token_error_inside_a_position_gives_one_index_the_offending_byte() {
    let error = check(
        "8/+? / W/w",
        Some(cell!("a1")),
        3,
        "invalid FEEN position at a1 (byte 3): invalid EPIN token \"+?\": expected a letter after \
         the state modifier '+', found '?'",
    );
    // The token error itself keeps its own index, from the token's start.
    let FeenErrorKind::Token(token) = error.kind() else {
        panic!("{error:?}");
    };
    assert_eq!(token.index(), 1);
    assert_eq!(
        token.to_string(),
        "invalid EPIN token \"+?\": expected a letter after the state modifier '+', found '?' at byte 1"
    );
    // In a hand, the field is named instead of a square.
    check(
        "8/8 2+?/ W/w",
        None,
        6,
        "invalid FEEN position at byte 6 (hands): invalid EPIN token \"+?\": expected a letter \
         after the state modifier '+', found '?'",
    );
}

#[test]
fn ranks_and_layers_are_named_in_cell_terms() {
    check(
        "rnbqk^bnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        None,
        17,
        "invalid FEEN position at byte 17 (placement): expected 8 squares in rank 7, as in rank 8, \
         found 7",
    );
    check(
        "ab/cd//ABC/CD / W/w",
        None,
        10,
        "invalid FEEN position at byte 10 (placement): expected 2 squares in rank 2 of layer A, \
         as in rank 2 of layer B, found 3",
    );
    check(
        "ab/cd//AB/CD/EF / W/w",
        None,
        15,
        "invalid FEEN position at byte 15 (placement): expected 2 ranks in layer A, as in layer \
         B, found 3",
    );
    check(
        "ab/cd//AB//CD/EF / W/w",
        None,
        9,
        "invalid FEEN position at byte 9 (placement): expected at least 2 ranks in layer B of a \
         3-D board, found 1",
    );
    // 256 ranks: a 2-D board names no layer.
    check(
        &format!("{} / W/w", vec!["1"; 256].join("/")),
        None,
        509,
        "invalid FEEN position at byte 509 (placement): expected at most 255 ranks, found more",
    );
}

#[test]
fn a_board_that_did_not_read_is_named_as_written() {
    // Nine ranks where chess has eight: the mistake in the second rank
    // written is named on a board of nine ranks, rank 8.
    let nine = "rnbqk^bnr/pppp?ppp/8/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w";
    let error = check(
        nine,
        Some(cell!("e8")),
        14,
        "invalid FEEN position at e8 (byte 14): invalid EPIN token \"?\": expected a letter or a \
         state modifier ('+' or '-'), found '?'",
    );
    // A typed read finds the same mistake before the board's shape.
    assert_eq!(Position::<Board<8, 8>>::parse(nine), Err(error));
    // Counted to the first space: the layers written make it 3-D.
    check(
        "ab/c?//AB/CD / W/w",
        Some(cell!("b1B")),
        4,
        "invalid FEEN position at b1B (byte 4): invalid EPIN token \"?\": expected a letter or a \
         state modifier ('+' or '-'), found '?'",
    );
    // Past the ranks CELL names (256), no square is named.
    let deep = format!("1/x?/{} / W/w", vec!["1"; 298].join("/"));
    check(
        &deep,
        None,
        3,
        "invalid FEEN position at byte 3 (placement): invalid EPIN token \"?\": expected a letter \
         or a state modifier ('+' or '-'), found '?'",
    );
}

#[test]
fn every_reader_names_a_mistake_alike() {
    for input in [
        "rnbqk^bnr/pppp?ppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        "rnbqk^bnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        "8/0K6/8/8/8/8/8/8 / W/w",
        "ab/c$//AB/CD / W/w",
        "ab/cd//AB/C / W/w",
    ] {
        let view = Feen::parse(input).unwrap_err();
        for (typed, files) in [
            (Position::<Board<8, 8>>::parse(input).unwrap_err(), 8),
            (Position::<Board<2, 2>>::parse(input).unwrap_err(), 2),
            (Position::<Board3<2, 2, 2>>::parse(input).unwrap_err(), 0),
        ] {
            // A 2-D shape of another width than a flat text's first rank
            // blames that rank against its width (see below).
            match view.kind() {
                FeenErrorKind::RankWidth { expected, .. }
                    if files != 0 && expected != files && !input.contains("//") =>
                {
                    assert_eq!(
                        typed.kind(),
                        FeenErrorKind::RankWidth {
                            width: expected,
                            expected: files
                        },
                        "{input:?}"
                    );
                }
                _ => assert_eq!(typed, view, "{input:?}"),
            }
        }
        // The placement read alone: the same square and byte, and the same
        // message but for what is read.
        let field = input.split(' ').next().unwrap();
        for board in [
            parse_board::<Board<8, 8>>(field).unwrap_err(),
            parse_board::<Board3<2, 2, 2>>(field).unwrap_err(),
        ] {
            assert_eq!((board.cell(), board.index()), (view.cell(), view.index()));
            let position = view.to_string().replace(" (placement)", "");
            assert_eq!(
                board.to_string(),
                position.replace("FEEN position", "FEEN placement"),
                "{input:?}"
            );
        }
    }
}

/// A typed shape knows its width: a first rank of another width is blamed
/// against it, not the next rank against the first.
#[test]
fn a_typed_shape_checks_the_first_rank_against_its_width() {
    let text = "rnbqk^bnrr/8/8/8/8/8/8/RNBQK^BNR / W/w";
    let err = text.parse::<Position<Board<8, 8>>>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid FEEN position at byte 10 (placement): expected 8 squares in rank 8, found 9"
    );
    assert_eq!(err.index(), 10);
    let err = parse_board::<Board<8, 8>>("rnbqk^bnrr/8/8/8/8/8/8/RNBQK^BNR").unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid FEEN placement at byte 10: expected 8 squares in rank 8, found 9"
    );
    // Without a shape, the first rank sets the width.
    let err = Feen::parse(text).unwrap_err();
    assert!(
        err.to_string().contains("in rank 7, as in rank 8, found 8"),
        "{err}"
    );
    // A first rank of the shape's width: the rank that differs is named.
    let err = "rnbqk^bnr/9/8/8/8/8/8/RNBQK^BNR / W/w"
        .parse::<Position<Board<8, 8>>>()
        .unwrap_err();
    assert!(
        err.to_string().contains("in rank 7, as in rank 8, found 9"),
        "{err}"
    );
}
