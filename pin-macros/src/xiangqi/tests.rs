//! The two xiangqi FEN readers compared: this crate's and `pin_runtime`'s,
//! on listed, generated and mutated positions, and exhaustively, field by
//! field, over small alphabets; and the bound they share.

use std::num::NonZeroU32;

use pin_runtime::xiangqi::Fen;
use pin_runtime::{Board, Epin, Position};
use proptest::prelude::*;

use super::{FenError, MAX_LEN, parse};
use crate::bridge::tests::{Mistake, agree, agree_on_every_string, mutated};

#[test]
fn the_bound_is_the_runtime_s() {
    assert_eq!(MAX_LEN, pin_runtime::xiangqi::MAX_LEN);
}

fn ours(error: FenError) -> Mistake {
    let field = error.field.map(super::Field::name);
    Mistake::new(
        &error.kind,
        error.index,
        field,
        error.cell(),
        error.to_string(),
    )
}

fn theirs(error: pin_runtime::xiangqi::FenError) -> Mistake {
    let field = error.field().map(pin_runtime::xiangqi::Field::name);
    let cell = error.cell().map(|cell| cell.to_string());
    Mistake::new(&error.kind(), error.index(), field, cell, error.to_string())
}

/// Compares the readers on `input`; returns whether it reads.
fn agree_on(input: &str) -> bool {
    agree(
        input,
        parse(input.as_bytes()).map_err(ours),
        Fen::parse(input).map(drop).map_err(theirs),
    )
}

#[test]
fn agrees_on_every_listed_mistake() {
    let empty = "9/9/9/9/9/9/9/9/9/9";
    for input in [
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "4k4/9/9/9/9/9/9/9/9/3RK4 b - - 3 40",
        "3k5/9/9/9/9/9/9/9/4p4/4K4 w - -",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 ",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
        "",
        " 9/9/9/9/9/9/9/9/9/9 w - -",
        "9/9/9/9/9/9/9/9/9/8 w - -",
        "9/9/9/9/9/9/9/9/9/91 w - -",
        "9/9/9/9/9/9/9/9/9/9P w - -",
        "9/9/9/9/9/9/9/9/9/9x w - -",
        "9/9/9/9/9/9/9/9/9/45 w - -",
        "9/9/9/9/9/9/9/9/9/0 w - -",
        "9/9/9/9/9/9/9/9/9/4Q4 w - -",
        "9/9/9/9/9/9/9/9/9/4K^4 w - -",
        "9/9/9/9/9/9/9/9/9 w - -",
        "9/9/9/9/9/9/9/9/9/9/9 w - -",
        "9/9/9/9//9/9/9/9/9 w - -",
        "9/9/9/9/9/9/9/9/9/",
        "9/9/9/9/9/9/9/9/9/9 W - -",
        "9/9/9/9/9/9/9/9/9/9 R - -",
        "9/9/9/9/9/9/9/9/9/9 B - -",
        "9/9/9/9/9/9/9/9/9/9  w - -",
        "9/9/9/9/9/9/9/9/9/9 w",
        "9/9/9/9/9/9/9/9/9/9 w -",
        "9/9/9/9/9/9/9/9/9/9 w-- -",
        "9/9/9/9/9/9/9/9/9/9 w K - 0 1",
        "9/9/9/9/9/9/9/9/9/9 w - e3 0 1",
        "9/9/9/9/9/9/9/9/9/9 w - -  0 1",
        "9/9/9/9/9/9/9/9/9/9 w - -0 1",
        "9/9/9/9/9/9/9/9/9/9 w - - 0",
        "9/9/9/9/9/9/9/9/9/9 w - - 0 ",
        "9/9/9/9/9/9/9/9/9/9 w - - 0x1",
        "9/9/9/9/9/9/9/9/9/9 w - - 0 0",
        "9/9/9/9/9/9/9/9/9/9 w - - 00 1",
        "9/9/9/9/9/9/9/9/9/9 w - - 0 01",
        "9/9/9/9/9/9/9/9/9/9 w - - 4294967296 1",
        "9/9/9/9/9/9/9/9/9/9 w - - 0 4294967296",
        "9/9/9/9/9/9/9/9/9/9 w - - 0 1\n",
        "9/9/9/9/9/9/9/9/9/9 w - - +0 1",
        "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c",
        "9/9/9/9/9/9/9/9/9/é8 w - -",
        "9/9/9/9/9/9/9/9/9/8é w - -",
        "9/9/9/9/9/9/9/9/9/9 ｗ - -",
    ] {
        agree_on(input);
    }
    agree_on(&"9".repeat(MAX_LEN + 1));
    // The longest xiangqi FEN: 90 pieces, two ten-digit clocks.
    let full = ["RRRRRRRRR"; 10].join("/");
    assert!(agree_on(&format!("{full} w - - 4294967295 4294967295")));
    agree_on(&format!("{empty} w - - 4294967295 4294967295 "));
}

#[test]
fn agrees_on_every_last_rank_of_up_to_four_bytes() {
    let template = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/{} w - - 0 1";
    agree_on_every_string(template, b"189HNk/ 0", 4, agree_on);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_last_rank_of_up_to_six_bytes() {
    let template = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/{} w - - 0 1";
    agree_on_every_string(template, b"189HNk/ 0", 6, agree_on);
}

#[test]
fn agrees_on_every_text_after_the_board_of_up_to_six_bytes() {
    // The side, castling and en passant, the clocks, and the fields missing
    // or doubled.
    agree_on_every_string("9/9/9/9/9/9/9/9/9/9{}", b" wrB-1K", 6, agree_on);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_text_after_the_board_of_up_to_seven_bytes() {
    // The side, castling and en passant, the clocks, and the fields missing
    // or doubled.
    agree_on_every_string("9/9/9/9/9/9/9/9/9/9{}", b" wrB-1K", 7, agree_on);
}

#[test]
fn agrees_on_every_pair_of_clocks_of_up_to_five_bytes() {
    agree_on_every_string("9/9/9/9/9/9/9/9/9/9 b - - {}", b"0129 x", 5, agree_on);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_pair_of_clocks_of_up_to_seven_bytes() {
    agree_on_every_string("9/9/9/9/9/9/9/9/9/9 b - - {}", b"0129 x", 7, agree_on);
}

/// The tokens xiangqi FEN says, in FEEN.
const TOKENS: [&str; 14] = [
    "K^", "A", "E", "H", "R", "C", "S", "k^", "a", "e", "h", "r", "c", "s",
];

/// A xiangqi FEN written by the runtime from squares (an index into
/// [`TOKENS`] or none), the side and the clocks; in WXF letters when
/// `wxf`, with `r` for red when `red`.
pub(crate) fn fen_of(
    squares: &[Option<usize>],
    second: bool,
    clocks: Option<(u32, NonZeroU32)>,
    wxf: bool,
    red: bool,
) -> String {
    let mut board: Board<10, 9> = [[None; 9]; 10];
    for (i, square) in squares.iter().enumerate() {
        board[i / 9][i % 9] = square.map(|n| Epin::parse(TOKENS[n]).unwrap());
    }
    let styles = if second { "c/C" } else { "C/c" };
    let position = format!("{} / {styles}", pin_runtime::placement(&board));
    let fen = Fen::from_position(position.parse::<Position<Board<10, 9>>>().unwrap()).unwrap();
    let text = match clocks {
        Some((halfmove, fullmove)) => fen.with_clocks(halfmove, fullmove).to_string(),
        None => fen.to_string(),
    };
    let (board, rest) = text.split_once(' ').unwrap_or_default();
    let board: String = board
        .chars()
        .map(|c| match (wxf, c) {
            (true, 'N') => 'H',
            (true, 'n') => 'h',
            (true, 'B') => 'E',
            (true, 'b') => 'e',
            (_, c) => c,
        })
        .collect();
    let rest = match (red, rest.strip_prefix('w')) {
        (true, Some(rest)) => format!("r{rest}"),
        _ => rest.to_string(),
    };
    format!("{board} {rest}")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn agrees_on_generated_and_mutated_fens(
        squares in proptest::collection::vec(proptest::option::weighted(0.4, 0..14usize), 90),
        second in any::<bool>(),
        clocks in proptest::option::of((any::<u32>(), 1..=u32::MAX)),
        wxf in any::<bool>(),
        red in any::<bool>(),
        edits in proptest::collection::vec(
            (0..4u8, any::<usize>(), prop::sample::select(b"-/ 0123456789KkPpNnHhBbEewrx".to_vec())),
            0..3,
        ),
    ) {
        let clocks = clocks.map(|(halfmove, fullmove)| (halfmove, NonZeroU32::new(fullmove).unwrap_or(NonZeroU32::MIN)));
        let mut text = fen_of(&squares, second, clocks, wxf, red);
        prop_assert!(agree_on(&text), "{text:?}");
        for (edit, at, byte) in edits {
            text = mutated(&text, edit, at, byte);
            agree_on(&text);
        }
    }

    #[test]
    fn agrees_on_random_text(input in "[1-9/ KkNnHhBbEewr\\-0x]{0,40}") {
        agree_on(&input);
    }
}
