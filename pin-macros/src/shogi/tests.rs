//! The two SFEN readers compared: this crate's and `pin_runtime`'s, on
//! listed, generated and mutated positions, and exhaustively, field by
//! field, over small alphabets; and the bounds they share.

use pin_runtime::shogi::Sfen;
use pin_runtime::{Board, Epin, Hand, Position};
use proptest::prelude::*;

use super::{MAX_LEN, MAX_PIECES, SfenError, parse};
use crate::bridge::tests::{Mistake, agree, agree_on_every_string, mutated};

#[test]
fn the_bounds_are_the_runtime_s() {
    assert_eq!(MAX_LEN, pin_runtime::shogi::MAX_LEN);
    assert_eq!(MAX_PIECES, pin_runtime::shogi::MAX_PIECES);
}

fn ours(error: SfenError) -> Mistake {
    let field = error.field.map(super::error::Field::name);
    Mistake::new(
        &error.kind,
        error.index,
        field,
        error.cell(),
        error.to_string(),
    )
}

fn theirs(error: pin_runtime::shogi::SfenError) -> Mistake {
    let field = error.field().map(pin_runtime::shogi::Field::name);
    let cell = error.cell().map(|cell| cell.to_string());
    Mistake::new(&error.kind(), error.index(), field, cell, error.to_string())
}

/// Compares the readers on `input`; returns whether it reads.
fn agree_on(input: &str) -> bool {
    agree(
        input,
        parse(input.as_bytes()).map_err(ours),
        Sfen::parse(input).map(drop).map_err(theirs),
    )
}

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

#[test]
fn agrees_on_every_listed_mistake() {
    let empty = "9/9/9/9/9/9/9/9/9";
    for input in [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "ln3k1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGKG1NL w S2Pbp 24",
        "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1",
        "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnl10p",
        "4k4/9/9/9/9/9/9/9/4K4 b p2PbS 3",
        "",
        " 9/9/9/9/9/9/9/9/9 b - 1",
        "9/9/9/9/9/9/9/9/8 b - 1",
        "9/9/9/9/9/9/9/9/91 b - 1",
        "9/9/9/9/9/9/9/9/9P b - 1",
        "9/9/9/9/9/9/9/9/9x b - 1",
        "9/9/9/9/9/9/9/9/45 b - 1",
        "9/9/9/9/9/9/9/9/0 b - 1",
        "9/9/9/9/9/9/9/9/4+G4 b - 1",
        "9/9/9/9/9/9/9/9/4+k4 b - 1",
        "9/9/9/9/9/9/9/9/8+ b - 1",
        "9/9/9/9/9/9/9/9/8+",
        "9/9/9/9/9/9/9/9/4Q4 b - 1",
        "9/9/9/9/9/9/9/9/4K^4 b - 1",
        "9/9/9/9/9/9/9/9 b - 1",
        "9/9/9/9/9/9/9/9/9/9 b - 1",
        "9/9/9/9//9/9/9/9 b - 1",
        "9/9/9/9/9/9/9/9/",
        "9/9/9/9/9/9/9/9/9",
        "9/9/9/9/9/9/9/9/9 B - 1",
        "9/9/9/9/9/9/9/9/9 \u{ff42} - 1",
        "9/9/9/9/9/9/9/9/9  b - 1",
        "9/9/9/9/9/9/9/9/9 b",
        "9/9/9/9/9/9/9/9/9 bw - 1",
        "9/9/9/9/9/9/9/9/9 b\t- 1",
        "9/9/9/9/9/9/9/9/9 b ",
        "9/9/9/9/9/9/9/9/9 b  1",
        "9/9/9/9/9/9/9/9/9 b -P 1",
        "9/9/9/9/9/9/9/9/9 b PP 1",
        "9/9/9/9/9/9/9/9/9 b P2P 1",
        "9/9/9/9/9/9/9/9/9 b 1P 1",
        "9/9/9/9/9/9/9/9/9 b 0P 1",
        "9/9/9/9/9/9/9/9/9 b 02P 1",
        "9/9/9/9/9/9/9/9/9 b 82P 1",
        "9/9/9/9/9/9/9/9/9 b 81P 1",
        "9/9/9/9/9/9/9/9/9 b 0",
        "9/9/9/9/9/9/9/9/9 b +P 1",
        "9/9/9/9/9/9/9/9/9 b K 1",
        "9/9/9/9/9/9/9/9/9 b k 1",
        "9/9/9/9/9/9/9/9/9 b P2 1",
        "9/9/9/9/9/9/9/9/9 b Px 1",
        "9/9/9/9/9/9/9/9/9 b Pé 1",
        "PPPPPPPPP/9/9/9/9/9/9/9/9 b 73P 1",
        "9/9/9/9/9/9/9/9/9 b - ",
        "9/9/9/9/9/9/9/9/9 b - +1",
        "9/9/9/9/9/9/9/9/9 b - 01",
        "9/9/9/9/9/9/9/9/9 b - 0",
        "9/9/9/9/9/9/9/9/9 b - 4294967295",
        "9/9/9/9/9/9/9/9/9 b - 4294967296",
        "9/9/9/9/9/9/9/9/9 b - 1 ",
        "9/9/9/9/9/9/9/9/9 b - 1 moves 7g7f",
        "9/9/9/9/9/9/9/9/9 b - 1\n",
        "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
        "9/9/9/9/9/9/9/9/9 J/j - 1",
        "9/9/9/9/9/9/9/9/é8 b - 1",
        "9/9/9/9/9/9/9/9/8é b - 1",
        "♔8/9/9/9/9/9/9/9/9 b - 1",
    ] {
        agree_on(input);
    }
    agree_on(&"9".repeat(MAX_LEN + 1));
    agree_on(&format!("{empty} b {}", "P".repeat(300)));
    // The longest SFEN: 81 promoted pieces, a ten-digit move number.
    let promoted = vec!["+P".repeat(9); 9].join("/");
    assert!(agree_on(&format!("{promoted} w - 4294967295")));
    agree_on(&format!("{promoted} w P 1"));
    agree_on(&format!("{START} b - 1"));
}

#[test]
fn agrees_on_every_last_rank_of_up_to_four_bytes() {
    let template = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/{} b - 1";
    agree_on_every_string(template, b"189+Pgk/ 0", 4, agree_on);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_last_rank_of_up_to_six_bytes() {
    let template = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/{} b - 1";
    agree_on_every_string(template, b"189+Pgk/ 0", 6, agree_on);
}

#[test]
fn agrees_on_every_text_after_the_board_of_up_to_five_bytes() {
    // The side, the spaces, the hands and the move number, and the fields
    // missing or doubled.
    agree_on_every_string("9/9/9/9/9/9/9/9/9{}", b" bwB-1P", 5, agree_on);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_text_after_the_board_of_up_to_seven_bytes() {
    // The side, the spaces, the hands and the move number, and the fields
    // missing or doubled.
    agree_on_every_string("9/9/9/9/9/9/9/9/9{}", b" bwB-1P", 7, agree_on);
}

#[test]
fn agrees_on_every_hands_field_of_up_to_four_bytes() {
    agree_on_every_string("9/9/9/9/9/9/9/9/9 b {}", b"012Pp+K- ", 4, agree_on);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_hands_field_of_up_to_six_bytes() {
    agree_on_every_string("9/9/9/9/9/9/9/9/9 b {}", b"012Pp+K- ", 6, agree_on);
}

#[test]
fn agrees_on_every_move_number_of_up_to_five_bytes() {
    agree_on_every_string("9/9/9/9/9/9/9/9/9 w - {}", b"0129 x", 5, agree_on);
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_move_number_of_up_to_seven_bytes() {
    agree_on_every_string("9/9/9/9/9/9/9/9/9 w - {}", b"0129 x", 7, agree_on);
}

/// The tokens SFEN says on a board, in FEEN.
const TOKENS: [&str; 28] = [
    "K^", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P", "k^", "r", "b",
    "g", "s", "n", "l", "p", "+r", "+b", "+s", "+n", "+l", "+p",
];

/// The pieces SFEN says in hand, in FEEN.
const HELD: [&str; 14] = [
    "R", "B", "G", "S", "N", "L", "P", "r", "b", "g", "s", "n", "l", "p",
];

/// An SFEN written by the runtime from squares (an index into [`TOKENS`]
/// or none), counts in hand (by [`HELD`]), the side and a move number;
/// `None` for more pieces than squares.
pub(crate) fn sfen_of(
    squares: &[Option<usize>],
    held: &[(usize, u32)],
    second: bool,
    number: Option<u32>,
) -> Option<String> {
    let mut board: Board<9, 9> = [[None; 9]; 9];
    for (i, square) in squares.iter().enumerate() {
        board[i / 9][i % 9] = square.map(|n| Epin::parse(TOKENS[n]).unwrap());
    }
    let mut hands = [Hand::new(), Hand::new()];
    for &(piece, count) in held {
        let piece = Epin::parse(HELD[piece]).unwrap();
        let side = usize::from(piece.side() != pin_runtime::Side::First);
        let _ = hands[side].add(piece, count);
    }
    let styles = if second { "j/J" } else { "J/j" };
    let feen = format!(
        "{} {}/{} {styles}",
        pin_runtime::placement(&board),
        hands[0],
        hands[1]
    );
    let sfen = Sfen::from_position(feen.parse::<Position<Board<9, 9>>>().ok()?).unwrap();
    Some(match number {
        Some(number) => sfen.with_move_number(number).to_string(),
        None => sfen.to_string(),
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn agrees_on_generated_and_mutated_sfens(
        squares in proptest::collection::vec(proptest::option::weighted(0.4, 0..28usize), 81),
        held in proptest::collection::vec((0..14usize, 1..20u32), 0..6),
        second in any::<bool>(),
        number in proptest::option::of(any::<u32>()),
        edits in proptest::collection::vec(
            (0..4u8, any::<usize>(), prop::sample::select(b"+-/ 0123456789KkPpGgbwx^".to_vec())),
            0..3,
        ),
    ) {
        let text = sfen_of(&squares, &held, second, number);
        prop_assume!(text.is_some());
        let mut text = text.unwrap_or_default();
        prop_assert!(agree_on(&text), "{text:?}");
        for (edit, at, byte) in edits {
            text = mutated(&text, edit, at, byte);
            agree_on(&text);
        }
    }

    #[test]
    fn agrees_on_random_text(input in "[1-9+/ PpKkGgbw\\-0x]{0,40}") {
        agree_on(&input);
    }
}
