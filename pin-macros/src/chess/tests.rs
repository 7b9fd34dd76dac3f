//! The two chess FEN readers compared: this crate's and `pin_runtime`'s, on
//! listed, generated and mutated positions, and exhaustively, field by
//! field, over small alphabets: the same texts read, the same mistakes, and
//! the same FEEN written of what reads; and the bound they share.

use std::collections::BTreeSet;

use pin_runtime::chess::Fen;
use proptest::prelude::*;

use super::read::{Piece, State};
use super::{FenError, MAX_LEN, board_text, feen, parse};
use crate::bridge::tests::{Mistake, agree, agree_on_every_string, mutated};

#[test]
fn the_bound_is_the_runtime_s() {
    assert_eq!(MAX_LEN, pin_runtime::chess::MAX_LEN);
}

fn ours(error: FenError) -> Mistake {
    let field = error.field.map(super::error::Field::name);
    Mistake::new(
        &error.kind,
        error.index,
        field,
        error.cell(),
        error.to_string(),
    )
}

fn theirs(error: pin_runtime::chess::FenError) -> Mistake {
    let field = error.field().map(pin_runtime::chess::Field::name);
    let cell = error.cell().map(|cell| cell.to_string());
    Mistake::new(&error.kind(), error.index(), field, cell, error.to_string())
}

/// Compares the readers on `input`, and the FEEN they write of it when it
/// reads; returns whether it reads.
fn agree_on(input: &str) -> bool {
    let runtime = Fen::parse(input);
    let read = agree(
        input,
        parse(input.as_bytes()).map_err(ours),
        runtime.map(drop).map_err(theirs),
    );
    if let Ok(fen) = runtime {
        assert_eq!(
            feen(input.as_bytes()).ok(),
            Some(fen.position().to_string()),
            "{input:?}"
        );
    }
    read
}

/// Inputs that read, in every castling notation, with and without clocks
/// and pockets, and one input for each mistake the runtime words (the
/// listed test checks that every kind is met).
const LISTED: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK - 0 1",
    "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
    "rr2k1r1/8/8/8/8/8/8/RR2K1R1 w KBkb - 0 1",
    "rnbqkbnr/ppp2ppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Ppp] b KQkq - 0 1",
    "rnbqkbnr/ppp2ppp/8/8/8/8/PPPP1PPP/RNBQKBNR/PppQQnn b KQkq - 0 1",
    "rnbqkbnr/ppp2ppp/8/8/8/8/PPPP1PPP/RNBQKBNR[] w KQkq -",
    "rnbqkbnr/ppp2ppp/8/8/8/8/PPPP1PPP/RNBQKBNR/ w KQkq -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ~KB~N~R w Qkq - 0 1",
    "8/8/8/8/8/8/8/K6k b - - 4294967295 4294967295",
    // Too long, and the board.
    "",
    " rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppp1ppp/8/4x3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqk~bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP~P/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnrp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN~ w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1~ w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNQ~~ w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR~ w KQkq - 0 1",
    "8/8/8/8/8/8/8/8é w - -",
    "8/8/8/8/é/8/8/8 w - -",
    // Pockets.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[K] w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Q]",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ] w - -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ w - -",
    // The side to move.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wKQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
    // Castling.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
    "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KB - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KE - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kc - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR~ w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R~NBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR~ w Hq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KH - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QA - 0 1",
    "rr2k1r1/8/8/8/8/8/8/RR2K1R1 w QB - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq-- 0 1",
    // En passant.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq i6 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e6 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
    "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 1",
    "rnbqkbnr/pppppppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
    "rnbqkbnr/pppp1ppp/4N3/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
    "rnbqkbnr/pppp1ppp/8/8/4P3/4N3/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6x 0 1",
    // The clocks.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0x1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 00 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 01",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4294967296 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 4294967296",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 bm e4;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\t0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +3+3",
    // Other notations.
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w",
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "♔7/8/8/8/8/8/8/8 w - -",
];

#[test]
fn agrees_on_every_listed_input_and_meets_every_mistake() {
    let mut kinds = BTreeSet::new();
    for input in LISTED {
        if let Err(error) = Fen::parse(input) {
            let kind = format!("{:?}", error.kind());
            kinds.insert(kind[..kind.find([' ', '{']).unwrap_or(kind.len())].to_string());
        }
        agree_on(input);
    }
    agree_on(&"8/".repeat(100));
    agree_on(&"1".repeat(MAX_LEN + 1));
    // The longest FEN: 64 promoted queens, empty pockets, two ten-digit
    // clocks; one byte more is refused by its length.
    let promoted = vec!["Q~".repeat(8); 8].join("/");
    let longest = format!("{promoted}[] w - - 4294967295 4294967295");
    assert_eq!(longest.len(), MAX_LEN);
    assert!(agree_on(&longest));
    assert!(!agree_on(&format!("{longest}0")));
    kinds.insert("TooLong".to_string());
    assert_eq!(kinds.len(), 29, "{kinds:?}");
}

#[test]
fn agrees_on_every_last_rank_of_up_to_five_bytes() {
    // Counts, pieces, `~` after each kind, too many or too few squares,
    // and what may follow rank 1 (pockets, a ninth rank, the side).
    let template = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/{} w - - 0 1";
    agree_on_every_string(template, b"17QKP~/[ ", 5, agree_on);
}

#[test]
fn agrees_on_every_middle_rank_of_up_to_five_bytes() {
    let template = "rnbqkbnr/pppppppp/8/{}/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    agree_on_every_string(template, b"1347Nn~/ ", 5, agree_on);
}

#[test]
fn agrees_on_every_pockets_field_of_up_to_five_bytes() {
    let template = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR{} w KQkq -";
    agree_on_every_string(template, b"[]/QpK ~", 5, agree_on);
}

#[test]
fn agrees_on_every_castling_field_of_up_to_three_bytes() {
    // Rooks in the corners and inner ones, a promoted rook, and kings in
    // the corners, two on a back rank, or none.
    for board in [
        "r1r1k1rr/8/8/8/8/8/8/RR2K1R~R",
        "1r2k1r1/8/8/8/8/8/8/1R2KR2",
        "kr5r/8/8/8/8/8/8/RKK4R",
    ] {
        let template = format!("{board} w {{}} - 0 1");
        agree_on_every_string(&template, b"KQkqAbGh- ", 3, agree_on);
    }
}

#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn agrees_on_every_castling_field_of_up_to_five_bytes() {
    // Rooks in the corners and inner ones, a promoted rook, and kings in
    // the corners, two on a back rank, or none.
    for board in [
        "r1r1k1rr/8/8/8/8/8/8/RR2K1R~R",
        "1r2k1r1/8/8/8/8/8/8/1R2KR2",
        "kr5r/8/8/8/8/8/8/RKK4R",
    ] {
        let template = format!("{board} w {{}} - 0 1");
        agree_on_every_string(&template, b"KQkqAbGh- ", 5, agree_on);
    }
}

#[test]
fn agrees_on_every_castling_field_of_up_to_four_bytes_in_chess960() {
    for board in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB",
        "rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ",
        "qnrbbkrn/pppppppp/8/8/8/8/PPPPPPPP/QNRBBKRN",
    ] {
        let template = format!("{board} b {{}} - 0 1");
        agree_on_every_string(&template, b"KQkqABCDEFGHa ", 4, agree_on);
    }
}

#[test]
fn agrees_on_every_en_passant_field_of_up_to_four_bytes() {
    // Pawns that just advanced, blocked, missing or of the wrong side, for
    // each side to move.
    for (board, side) in [
        ("rnbqkbnr/pp1p1ppp/4N3/2pPp3/8/8/PPP1PPPP/RNBQKBNR", "w"),
        ("rnbqkbnr/pppp1ppp/8/8/2PpP3/3B4/PP3PPP/RNBQKBNR", "b"),
    ] {
        let template = format!("{board} {side} KQkq {{}}");
        agree_on_every_string(&template, b"-acde3645 ", 4, agree_on);
    }
}

#[test]
fn agrees_on_every_text_after_the_board_of_up_to_six_bytes() {
    // The side, the castling rights, the en-passant square, the clocks,
    // the spaces between them, and the fields missing or doubled.
    agree_on_every_string("4k3/8/8/8/8/8/8/4K2R{}", b" wbK-01", 6, agree_on);
}

#[test]
fn agrees_on_every_clocks_field_of_up_to_six_bytes() {
    agree_on_every_string("4k3/8/8/8/8/8/8/4K3 w - -{}", b"0129 x", 6, agree_on);
}

/// A board's letters on each square, `~` for a promoted piece, for the
/// generator: each square `None` or an index into [`LETTERS`], and whether
/// the piece is promoted.
const LETTERS: &[u8] = b"QRBNPqrbnp";

/// A FEN written from a generated board: kings set on their back ranks at
/// `kings`, the castling rights `rights` asks for where rooks back them
/// (`K`/`Q` or a file letter), an en-passant square when `en_passant` names
/// a file where one can be, pockets and clocks when asked.
#[allow(
    clippy::too_many_arguments,
    reason = "one argument per field of the FEN generated"
)]
fn generated(
    squares: &[Option<(usize, bool)>],
    kings: (usize, usize),
    rights: &[(bool, bool, bool)],
    white_to_move: bool,
    en_passant: Option<usize>,
    pockets: Option<(bool, &[usize])>,
    clocks: Option<(u32, u32)>,
) -> String {
    let mut board = [[None::<(u8, bool)>; 8]; 8];
    for (i, square) in squares.iter().enumerate() {
        board[i / 8][i % 8] = square.map(|(n, promoted)| {
            let letter = LETTERS[n];
            (letter, promoted && !letter.eq_ignore_ascii_case(&b'p'))
        });
    }
    board[7][kings.0] = Some((b'K', false));
    board[0][kings.1] = Some((b'k', false));
    // The en-passant square: the pawn that just advanced, the two squares
    // behind it empty.
    let mut square = "-".to_string();
    if let Some(file) = en_passant {
        let (pawn, behind, letter, rank) = if white_to_move {
            (3, [2, 1], b'p', '6')
        } else {
            (4, [5, 6], b'P', '3')
        };
        board[pawn][file] = Some((letter, false));
        for row in behind {
            board[row][file] = None;
        }
        square = format!("{}{rank}", char::from(b'a' + u8::try_from(file).unwrap()));
    }
    // The castling rights the rooks back: (side, wing, by file letter).
    let mut castling = String::new();
    let mut given = Vec::new();
    for &(black, h_side, by_file) in rights {
        if given.contains(&(black, h_side)) {
            continue;
        }
        let (row, king, case) = if black {
            (0, kings.1, 0x20)
        } else {
            (7, kings.0, 0)
        };
        let files: Vec<usize> = if h_side {
            (king + 1..8).rev().collect()
        } else {
            (0..king).collect()
        };
        let rook = files
            .into_iter()
            .find(|&file| board[row][file].is_some_and(|(letter, _)| letter == b'R' | case));
        let Some(rook) = rook else { continue };
        if board[row][rook].is_some_and(|(_, promoted)| promoted) {
            continue;
        }
        let right = match (by_file, h_side) {
            (true, _) => b'A' + u8::try_from(rook).unwrap(),
            (false, true) => b'K',
            (false, false) => b'Q',
        } | case;
        given.push((black, h_side));
        castling.push(char::from(right));
    }
    if castling.is_empty() {
        castling.push('-');
    }
    // The board as FEN writes it: `~` after a promoted piece.
    let board = board.map(|rank| {
        rank.map(|square| {
            square.map(|(letter, promoted)| Piece {
                letter,
                state: if promoted {
                    State::Enhanced
                } else {
                    State::Normal
                },
            })
        })
    });
    let board = board_text(&board, |text, piece| {
        text.push(char::from(piece.letter));
        if piece.state == State::Enhanced {
            text.push('~');
        }
    });
    let pockets = pockets.map_or_else(String::new, |(brackets, held)| {
        let held: String = held.iter().map(|&n| char::from(LETTERS[n])).collect();
        if brackets {
            format!("[{held}]")
        } else {
            format!("/{held}")
        }
    });
    let side = if white_to_move { "w" } else { "b" };
    let clocks = clocks.map_or_else(String::new, |(halfmove, fullmove)| {
        format!(" {halfmove} {fullmove}")
    });
    format!("{board}{pockets} {side} {castling} {square}{clocks}")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8000))]

    #[test]
    fn agrees_on_generated_and_mutated_fens(
        squares in proptest::collection::vec(
            proptest::option::weighted(0.35, (0..10usize, proptest::bool::weighted(0.1))),
            64,
        ),
        kings in (0..8usize, 0..8usize),
        rights in proptest::collection::vec(any::<(bool, bool, bool)>(), 0..5),
        white_to_move in any::<bool>(),
        en_passant in proptest::option::of(0..8usize),
        pockets in proptest::option::of(
            (any::<bool>(), proptest::collection::vec(0..10usize, 0..6)),
        ),
        clocks in proptest::option::of((any::<u32>(), 1..=u32::MAX)),
        edits in proptest::collection::vec(
            (0..4u8, any::<usize>(), prop::sample::select(b"KQRPkqrp18~/[] -wbaeh036".to_vec())),
            0..3,
        ),
    ) {
        let pockets = pockets.as_ref().map(|(brackets, held)| (*brackets, held.as_slice()));
        let mut text = generated(
            &squares, kings, &rights, white_to_move, en_passant, pockets, clocks,
        );
        prop_assert!(agree_on(&text), "{text:?}");
        if let Ok(fen) = Fen::parse(&text) {
            // What the runtime writes of it, X-FEN and Shredder-FEN.
            prop_assert!(agree_on(&fen.to_string()));
            prop_assert!(agree_on(&fen.shredder().to_string()));
        }
        for (edit, at, byte) in edits {
            text = mutated(&text, edit, at, byte);
            agree_on(&text);
        }
    }

    #[test]
    fn agrees_on_random_text(input in "[1-8KQRPkqrp~/ \\[\\]wb\\-ae36]{0,40}") {
        agree_on(&input);
    }
}
