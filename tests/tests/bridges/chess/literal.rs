//! `chess::fen!`: each literal is the `Fen` that `Fen::parse` reads from
//! the same text, a constant usable in `const`, `static` and patterns.

use pin_runtime::chess::{Fen, MAX_LEN, START, fen};
use pin_runtime::{Side, cell, epin};

/// Pairs each `chess::fen!` literal with its text, so a test can read the
/// text at run time and compare.
macro_rules! fen_literals {
    ($($text:literal),+ $(,)?) => {
        [$((fen!($text), $text)),+]
    };
}

/// The start, written by `chess::fen!` where a constant is needed.
const START_LITERAL: Fen = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

/// An EPD position (no clocks) with an en-passant square, in a `static`.
static SICILIAN: Fen = fen!("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6");

#[test]
fn fen_literals_are_what_parse_reads_from_the_same_text() {
    let literals = fen_literals![
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6",
        // Chess960 by Shredder-FEN and by X-FEN, an inner rook.
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1",
        "rr2k3/8/8/8/8/8/8/RR2K3 b Bb - 7 40",
        // Crazyhouse pockets, both forms, and a promoted piece.
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNqn] w KQkq - 0 1",
        "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBQ~R/NPp b KQkq - 3 9",
        // The longest.
        "Q~Q~Q~Q~Q~Q~Q~Q~/Q~Q~Q~Q~Q~Q~Q~Q~/Q~Q~Q~Q~Q~Q~Q~Q~/Q~Q~Q~Q~Q~Q~Q~Q~/Q~Q~Q~Q~Q~Q~Q~Q~/Q~Q~Q~Q~Q~Q~Q~Q~/Q~Q~Q~Q~Q~Q~Q~Q~/Q~Q~Q~Q~Q~Q~Q~Q~[] w - - 4294967295 4294967295",
    ];
    for (literal, text) in literals {
        assert_eq!(Fen::parse(text), Ok(literal), "{text}");
    }
    assert_eq!(literals[7].1.len(), MAX_LEN);
    // Read as written: the X-FEN right of the inner rook stays a letter.
    assert_eq!(literals[4].0.to_string(), literals[4].1);
}

#[test]
fn fen_literals_are_constants_statics_and_patterns() {
    const TABLE: [Fen; 2] = [START_LITERAL, fen!("4k3/8/8/8/8/8/8/4K3 b - - 0 1")];
    assert_eq!(*START_LITERAL.position(), START);
    assert_eq!(
        (
            START_LITERAL.halfmove_clock(),
            START_LITERAL.fullmove_number()
        ),
        (Some(0), Some(1))
    );
    assert_eq!(SICILIAN.fullmove_number(), None);
    assert_eq!(
        SICILIAN.position().get(cell!("c5")),
        Some(Some(epin!("-p")))
    );
    assert_eq!(SICILIAN.position().turn(), Side::First);
    let name = |fen: Fen| match fen {
        fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") => "start",
        fen!("4k3/8/8/8/8/8/8/4K3 b - - 0 1") | fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1") => "kings",
        _ => "other",
    };
    assert_eq!(name(TABLE[0]), "start");
    assert_eq!(name(TABLE[1]), "kings");
    assert_eq!(name(SICILIAN), "other");
    // The same position as EPD, without clocks: no match.
    let epd = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").unwrap();
    assert_eq!(name(epd), "other");
}
