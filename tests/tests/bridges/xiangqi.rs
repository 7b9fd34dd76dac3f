//! Xiangqi FEN: round trips, UCCI and WXF letters, every error pinned,
//! exhaustive tests over each field's small alphabets, and generated and
//! mutated positions against an oracle written here from the conventions.

use std::num::NonZeroU32;

use pin_runtime::feen::Dimensions;
use pin_runtime::xiangqi::{Fen, FenErrorKind as Kind, Field, FromPositionError, MAX_LEN, START};
use pin_runtime::{Board, Epin, Position, Side, feen};
use proptest::prelude::*;

use super::{edited, edits, strings};

type Xiangqi = Position<Board<10, 9>>;

/// Canonical FENs (UCCI letters), each with its FEEN position.
const CANONICAL: [(&str, &str); 5] = [
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
        "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C2C4/9/RHEAK^AEHR / c/C",
    ),
    (
        "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 4 3",
        "r1eak^ae1r/9/1ch4ch/s1s1s1s1s/9/9/S1S1S1S1S/1C2C1H2/9/RHEAK^AE1R / c/C",
    ),
    (
        "3k5/9/9/9/9/9/9/9/4p4/4K4 w - -",
        "3k^5/9/9/9/9/9/9/9/4s4/4K^4 / C/c",
    ),
    (
        "4k4/4a4/4b4/9/9/9/9/4B4/4A4/4K4 b - - 120 61",
        "4k^4/4a4/4e4/9/9/9/9/4E4/4A4/4K^4 / c/C",
    ),
];

/// The same FEN with WXF letters: `N` → `H`, `B` → `E` (either case).
fn wxf(ucci: &str) -> String {
    let (board, rest) = ucci.split_once(' ').unwrap();
    let board: String = board
        .chars()
        .map(|c| match c {
            'N' => 'H',
            'n' => 'h',
            'B' => 'E',
            'b' => 'e',
            c => c,
        })
        .collect();
    format!("{board} {rest}")
}

#[test]
fn canonical_fens_read_to_their_feen_and_write_back() {
    for (fen, feen) in CANONICAL {
        let read = Fen::parse(fen).unwrap();
        assert_eq!(read.to_string(), fen);
        assert_eq!(read.position().to_string(), feen, "{fen}");
        assert_eq!(*read.position(), feen.parse::<Xiangqi>().unwrap());
        // FEEN -> FEN -> FEEN.
        let back = Fen::from_position(feen.parse().unwrap()).unwrap();
        let back = match (read.halfmove_clock(), read.fullmove_number()) {
            (Some(halfmove), Some(fullmove)) => {
                back.with_clocks(halfmove, NonZeroU32::new(fullmove).unwrap())
            }
            _ => back,
        };
        assert_eq!(back, read);
        assert_eq!(back.to_string(), fen);
        // The WXF twin reads to the same position, written back in UCCI.
        let twin = Fen::parse(&wxf(fen)).unwrap();
        assert_eq!(twin, read, "{}", wxf(fen));
        assert_eq!(twin.to_string(), fen);
        // Every way in agrees.
        assert_eq!(fen.parse::<Fen>(), Ok(read));
        assert_eq!(Fen::try_from(fen), Ok(read));
        assert_eq!(
            Fen::try_from(*read.position()).map(Fen::into_position),
            Ok(*read.position())
        );
        assert_eq!(Xiangqi::from(read), *read.position());
        assert_eq!(format!("{read:?}"), format!("Fen(\"{fen}\")"));
    }
}

#[test]
fn the_start_is_the_openings_example_start() {
    const OPENINGS: Xiangqi =
        feen!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c");
    assert_eq!(START, OPENINGS);
    assert_eq!(
        Fen::from_position(START)
            .unwrap()
            .with_clocks(0, NonZeroU32::MIN)
            .to_string(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    );
    // Red's general on e1, black's on e10.
    assert_eq!(START.board()[9][4], Epin::parse("K^").ok());
    assert_eq!(START.board()[0][4], Epin::parse("k^").ok());
}

#[test]
fn red_is_read_as_w_or_r_and_written_w() {
    let r = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1").unwrap();
    let w = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
    assert_eq!(r, w);
    assert_eq!(r.position().turn(), Side::First);
    assert_eq!(r.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
}

#[test]
fn clocks_are_kept_beside_the_position() {
    let read = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
    assert_eq!(
        (read.halfmove_clock(), read.fullmove_number()),
        (Some(0), Some(1))
    );
    assert_eq!(read.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    let max = format!("4k4/9/9/9/9/9/9/9/9/4K4 w - - {0} {0}", u32::MAX);
    let max = Fen::parse(&max).unwrap();
    assert_eq!(max.fullmove_number(), Some(u32::MAX));
    let without = max.without_clocks();
    assert_eq!(
        (without.halfmove_clock(), without.fullmove_number()),
        (None, None)
    );
    assert_eq!(without.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - -");
    assert_eq!(without.position(), read.position());
}

/// Inputs and the exact message each is refused with.
const REJECTIONS: &[(&str, &str)] = &[
    (
        "9/9/9/9/9/9/9/9/9/3\u{2654}5 w - - 0 1",
        "invalid xiangqi FEN board at d1 (byte 19): expected a piece (K A B N R C P in UCCI, or E H for B N in WXF; lowercase for black) or a count of empty squares, found '\u{2654}'",
    ),
    (
        "",
        "invalid xiangqi FEN board at a10 (byte 0): expected a piece (K A B N R C P in UCCI, or E H for B N in WXF; lowercase for black) or a count of empty squares, found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/3Q5 w - - 0 1",
        "invalid xiangqi FEN board at d1 (byte 19): expected a piece (K A B N R C P in UCCI, or E H for B N in WXF; lowercase for black) or a count of empty squares, found 'Q'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/3S5 w - - 0 1",
        "invalid xiangqi FEN board at d1 (byte 19): expected a piece (K A B N R C P in UCCI, or E H for B N in WXF; lowercase for black) or a count of empty squares, found 'S'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/3+R5 w - - 0 1",
        "invalid xiangqi FEN board at d1 (byte 19): expected a piece (K A B N R C P in UCCI, or E H for B N in WXF; lowercase for black) or a count of empty squares, found '+'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/8 w - - 0 1",
        "invalid xiangqi FEN board at rank 1 (byte 19): expected 9 squares in the rank, found 8",
    ),
    // A rank too narrow is located where it ends, not at its last item.
    (
        "9/9/9/9/9/9/9/9/9/3K3 w - - 0 1",
        "invalid xiangqi FEN board at rank 1 (byte 21): expected 9 squares in the rank, found 7",
    ),
    (
        "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "invalid xiangqi FEN board at rank 10 (byte 8): expected 9 squares in the rank, found 8",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9R w - - 0 1",
        "invalid xiangqi FEN board at rank 1 (byte 19): expected 9 squares in the rank, found more",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9; w - - 0 1",
        "invalid xiangqi FEN board at rank 1 (byte 19): expected '/' or ' ' after the 9 squares of the rank, found ';'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/54 w - - 0 1",
        "invalid xiangqi FEN board at f1 (byte 19): expected a piece after a count of empty squares (a run of empty squares is one count), found '4'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/09 w - - 0 1",
        "invalid xiangqi FEN board at a1 (byte 18): expected a count of empty squares from 1 to 9, found '0'",
    ),
    (
        "9/9/9/9/9/9/9/9/9 w - - 0 1",
        "invalid xiangqi FEN at byte 17 (board): expected 10 ranks, found 9",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9/9 w - - 0 1",
        "invalid xiangqi FEN at byte 19 (board): expected 10 ranks, found more",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9/ w - - 0 1",
        "invalid xiangqi FEN at byte 19 (board): expected 10 ranks, found more",
    ),
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        "invalid xiangqi FEN board at b1 (byte 51): expected UCCI letters (N B) throughout, as 'n' at byte 1, found the WXF letter 'H'",
    ),
    (
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "invalid xiangqi FEN board at b1 (byte 51): expected WXF letters (H E) throughout, as 'h' at byte 1, found the UCCI letter 'N'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9",
        "invalid xiangqi FEN at byte 19 (side to move): expected ' ' and the side to move ('w' or 'b'), found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 W - - 0 1",
        "invalid xiangqi FEN at byte 20 (side to move): expected 'w' or 'r' (red), or 'b' (black), found 'W'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 R - - 0 1",
        "invalid xiangqi FEN at byte 20 (side to move): expected 'w' or 'r' (red), or 'b' (black), found 'R'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 ",
        "invalid xiangqi FEN at byte 20 (side to move): expected 'w' or 'r' (red), or 'b' (black), found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w",
        "invalid xiangqi FEN at byte 21 (castling): expected ' ' and the castling field ('-' in xiangqi), found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 wb - - 0 1",
        "invalid xiangqi FEN at byte 21 (side to move): expected ' ' after the side to move field, found 'b'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w K - 0 1",
        "invalid xiangqi FEN at byte 22 (castling): expected '-' (xiangqi has no castling), found 'K'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w -",
        "invalid xiangqi FEN at byte 23 (en passant): expected ' ' and the en-passant field ('-' in xiangqi), found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w -- 0 1",
        "invalid xiangqi FEN at byte 23 (castling): expected ' ' after the castling field, found '-'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - e3 0 1",
        "invalid xiangqi FEN at byte 24 (en passant): expected '-' (xiangqi has no en passant), found 'e'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - -0 1",
        "invalid xiangqi FEN at byte 25 (en passant): expected ' ' after the en passant field, found '0'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - ",
        "invalid xiangqi FEN at byte 26 (halfmove clock): expected the halfmove clock (decimal digits), found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 0",
        "invalid xiangqi FEN at byte 27 (fullmove number): expected ' ' and the fullmove number, found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 0 ",
        "invalid xiangqi FEN at byte 28 (fullmove number): expected the fullmove number (decimal digits), found end of input",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - -1 1",
        "invalid xiangqi FEN at byte 26 (halfmove clock): expected the halfmove clock (decimal digits), found '-'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 00 1",
        "invalid xiangqi FEN at byte 26 (halfmove clock): expected the halfmove clock without leading zeros, found '0'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 0 4294967296",
        "invalid xiangqi FEN at byte 28 (fullmove number): expected the fullmove number to be at most 4294967295, found more",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 0 0",
        "invalid xiangqi FEN at byte 28 (fullmove number): expected a fullmove number from 1, found 0",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 0x 1",
        "invalid xiangqi FEN at byte 27 (halfmove clock): expected ' ' after the halfmove clock field, found 'x'",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 0 1 ",
        "invalid xiangqi FEN at byte 29 (fullmove number): expected end of input after the fullmove number, found a space",
    ),
    (
        "9/9/9/9/9/9/9/9/9/9 w - - 0 1\r\n",
        "invalid xiangqi FEN at byte 29 (fullmove number): expected end of input after the fullmove number, found a carriage return",
    ),
];

#[test]
fn every_rejection_says_field_byte_expected_and_found() {
    for (input, message) in REJECTIONS {
        let err = Fen::parse(input).unwrap_err();
        assert_eq!(err.to_string(), *message, "{input:?}");
        if let Some(cell) = err.cell() {
            assert!(message.starts_with(&format!("invalid xiangqi FEN board at {cell} (")));
            let [row, column] = err.coord().unwrap();
            let expected = Dimensions::new(&[10, 9]).and_then(|board| board.cell(row * 9 + column));
            assert_eq!(Some(cell), expected);
        }
        assert_eq!(input.parse::<Fen>(), Err(err));
    }
    let long = "9".repeat(MAX_LEN + 1);
    let err = Fen::parse(&long).unwrap_err();
    assert_eq!(
        (err.kind(), err.field(), err.index()),
        (Kind::TooLong { len: MAX_LEN + 1 }, None, MAX_LEN)
    );
}

#[test]
fn the_longest_fen_is_the_bound() {
    let full = ["RRRRRRRRR"; 10].join("/");
    let text = format!("{full} b - - {0} {0}", u32::MAX);
    assert_eq!(text.len(), MAX_LEN);
    assert_eq!(Fen::parse(&text).unwrap().to_string(), text);
}

#[test]
fn positions_xiangqi_fen_cannot_say_are_refused_naming_the_first_square_or_item() {
    let cases: &[(&str, &str)] = &[
        (
            "4k^4/9/9/9/9/9/9/9/9/4K^4 / J/j",
            "cannot write xiangqi FEN: expected the xiangqi styles C/c, found J/j",
        ),
        (
            "4k^4/9/9/9/9/9/9/9/9/4K^4 / c/W",
            "cannot write xiangqi FEN: expected the xiangqi styles C/c, found W/c",
        ),
        (
            "4k^4/9/9/9/9/9/9/9/9/4K4 / C/c",
            "cannot write xiangqi FEN at e1: expected a xiangqi piece (K^ A E H R C S, lowercase for black), found K (a general is K^)",
        ),
        (
            "4k^4/9/9/9/9/9/9/9/9/3NK^4 / C/c",
            "cannot write xiangqi FEN at d1: expected a xiangqi piece (K^ A E H R C S, lowercase for black), found N",
        ),
        (
            "4k^4/9/9/9/9/9/9/9/9/3PK^4 / C/c",
            "cannot write xiangqi FEN at d1: expected a xiangqi piece (K^ A E H R C S, lowercase for black), found P",
        ),
        (
            "4k^4/9/9/9/9/9/9/9/9/3+SK^4 / C/c",
            "cannot write xiangqi FEN at d1: expected a xiangqi piece (K^ A E H R C S, lowercase for black), found +S",
        ),
        (
            "4k^4/9/9/9/9/9/9/9/9/3r'K^4 / C/c",
            "cannot write xiangqi FEN at d1: expected a xiangqi piece (K^ A E H R C S, lowercase for black), found r'",
        ),
        (
            "4k^3b/9/9/9/9/9/9/9/9/3bK^4 / C/c",
            "cannot write xiangqi FEN at i10: expected a xiangqi piece (K^ A E H R C S, lowercase for black), found b",
        ),
        (
            "4k^4/9/9/9/9/9/9/9/9/4K^4 /r C/c",
            "cannot write xiangqi FEN in the second hand: expected no piece in hand (xiangqi FEN has no hands), found r",
        ),
    ];
    for (feen, message) in cases {
        let position: Xiangqi = feen.parse().unwrap();
        let err = Fen::from_position(position).unwrap_err();
        assert_eq!(err.to_string(), *message, "{feen}");
        assert_eq!(Fen::try_from(position), Err(err));
    }
    let position: Xiangqi = "4k^4/9/9/9/9/9/9/9/9/3NK^4 / C/c".parse().unwrap();
    assert_eq!(
        Fen::from_position(position),
        Err(FromPositionError::Square {
            coord: [9, 3],
            piece: Epin::parse("N").unwrap()
        })
    );
}

// ---------------------------------------------------------------------
// Exhaustive tests over each field's small alphabet.

const BOARD: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

#[test]
fn side_fields_up_to_two_bytes_read_as_w_r_or_b_only() {
    let alphabet: Vec<u8> = (0..=127).filter(|b| *b != b' ').collect();
    for side in strings(&alphabet, 1)
        .into_iter()
        .chain(strings(b"wrbWRB -", 2))
    {
        let text = format!("{BOARD} {side} - - 0 1");
        let read = Fen::parse(&text).map(|fen| fen.position().turn());
        let expected = match side.as_str() {
            "w" | "r" => Some(Side::First),
            "b" => Some(Side::Second),
            _ => None,
        };
        assert_eq!(read.ok(), expected, "{text:?}");
    }
}

#[test]
fn castling_and_en_passant_fields_up_to_two_bytes_read_as_dash_only() {
    for field in strings(b"-KQkqe3 ", 2) {
        for text in [
            format!("{BOARD} w {field} - 0 1"),
            format!("{BOARD} w - {field} 0 1"),
        ] {
            let read = Fen::parse(&text);
            assert_eq!(read.is_ok(), field == "-", "{text:?}");
        }
    }
}

#[test]
fn clocks_up_to_three_bytes_read_as_decimal_without_sign_or_leading_zeros() {
    let number = |s: &str| {
        (!s.is_empty()
            && s.bytes().all(|b| b.is_ascii_digit())
            && (s == "0" || !s.starts_with('0')))
        .then(|| s.parse::<u32>().unwrap())
    };
    for clock in strings(b"019+- a", 3) {
        let halfmove =
            Fen::parse(&format!("{BOARD} w - - {clock} 1")).map(|fen| fen.halfmove_clock());
        assert_eq!(halfmove.ok(), number(&clock).map(Some), "{clock:?}");
        let fullmove =
            Fen::parse(&format!("{BOARD} w - - 0 {clock}")).map(|fen| fen.fullmove_number());
        assert_eq!(
            fullmove.ok(),
            number(&clock).filter(|n| *n > 0).map(Some),
            "{clock:?}"
        );
    }
}

/// The letter set of a board letter: `None` for letters of both, or not a
/// piece.
fn set(letter: u8) -> Option<&'static str> {
    match letter.to_ascii_uppercase() {
        b'N' | b'B' => Some("UCCI"),
        b'H' | b'E' => Some("WXF"),
        _ => None,
    }
}

#[test]
fn every_pair_of_letters_reads_only_within_one_set() {
    let letters = b"KARCPNBHEkarcpnbhe";
    for &first in letters {
        for &second in letters {
            let text = format!(
                "{}8/9/9/9/9/9/9/9/9/{}8 w - - 0 1",
                char::from(first),
                char::from(second)
            );
            let mixed = matches!((set(first), set(second)), (Some(a), Some(b)) if a != b);
            let read = Fen::parse(&text);
            assert_eq!(read.is_err(), mixed, "{text}");
            if let Err(err) = read {
                assert!(matches!(err.kind(), Kind::MixedLetters { .. }), "{text}");
                assert_eq!(err.coord(), Some([9, 0]));
            }
        }
    }
}

// ---------------------------------------------------------------------
// Generated and mutated positions, against an oracle written here.

/// What a reader should find: each square's FEEN token, red to move, the
/// clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Read {
    board: Vec<Option<String>>,
    red: bool,
    clocks: Option<(u32, u32)>,
}

fn ours(text: &str) -> Option<Read> {
    let fen = Fen::parse(text).ok()?;
    Some(Read {
        board: fen
            .position()
            .board()
            .iter()
            .flatten()
            .map(|square| square.map(|piece| piece.to_string()))
            .collect(),
        red: fen.position().turn() == Side::First,
        clocks: fen.halfmove_clock().zip(fen.fullmove_number()),
    })
}

/// A xiangqi FEN as the conventions read it, from its fields split at
/// single spaces.
fn oracle(text: &str) -> Option<Read> {
    let fields: Vec<&str> = text.split(' ').collect();
    let (board, side, rest) = match fields.as_slice() {
        [board, side, "-", "-"] => (board, side, None),
        [board, side, "-", "-", halfmove, fullmove] => (board, side, Some((halfmove, fullmove))),
        _ => return None,
    };
    let number = |s: &str| {
        (!s.is_empty()
            && s.bytes().all(|b| b.is_ascii_digit())
            && (s == "0" || !s.starts_with('0')))
        .then(|| s.parse::<u32>().ok())
        .flatten()
    };
    let clocks = match rest {
        None => None,
        Some((halfmove, fullmove)) => {
            Some((number(halfmove)?, number(fullmove).filter(|n| *n > 0)?))
        }
    };
    let red = match *side {
        "w" | "r" => true,
        "b" => false,
        _ => return None,
    };
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 10 {
        return None;
    }
    let mut squares = Vec::new();
    let mut sets = std::collections::BTreeSet::new();
    for rank in ranks {
        let mut width = 0;
        let mut after_count = false;
        for b in rank.bytes() {
            match b {
                b'1'..=b'9' if !after_count => {
                    squares.extend(std::iter::repeat_n(None, usize::from(b - b'0')));
                    width += usize::from(b - b'0');
                    after_count = true;
                    continue;
                }
                _ => {}
            }
            let feen = match b.to_ascii_uppercase() {
                b'K' => "K^",
                b'A' => "A",
                b'R' => "R",
                b'C' => "C",
                b'P' => "S",
                b'N' | b'H' => "H",
                b'B' | b'E' => "E",
                _ => return None,
            };
            if let Some(set) = set(b) {
                sets.insert(set);
            }
            let token = if b.is_ascii_lowercase() {
                feen.to_ascii_lowercase()
            } else {
                feen.to_string()
            };
            squares.push(Some(token));
            width += 1;
            after_count = false;
        }
        if width != 9 {
            return None;
        }
    }
    (sets.len() <= 1).then_some(Read {
        board: squares,
        red,
        clocks,
    })
}

/// A generated position: squares with their UCCI letters, side, clocks.
#[derive(Clone, Debug)]
struct Model {
    board: Vec<Option<u8>>,
    side: u8,
    clocks: Option<(u32, u32)>,
}

impl Model {
    fn fen(&self, wxf_letters: bool) -> String {
        let mut text = String::new();
        for (row, rank) in self.board.chunks(9).enumerate() {
            if row > 0 {
                text.push('/');
            }
            let mut empty = 0;
            for square in rank {
                match square {
                    None => empty += 1,
                    Some(letter) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let letter = match (wxf_letters, letter) {
                            (true, b'N') => b'H',
                            (true, b'n') => b'h',
                            (true, b'B') => b'E',
                            (true, b'b') => b'e',
                            (_, letter) => *letter,
                        };
                        text.push(char::from(letter));
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
        }
        text.push(' ');
        text.push(char::from(self.side));
        text.push_str(" - -");
        if let Some((halfmove, fullmove)) = self.clocks {
            text.push_str(&[String::new(), halfmove.to_string(), fullmove.to_string()].join(" "));
        }
        text
    }
}

fn model() -> impl Strategy<Value = Model> {
    let square = prop_oneof![
        3 => Just(None),
        2 => prop::sample::select(b"KARCPNBkarcpnb".to_vec()).prop_map(Some),
    ];
    (
        prop::collection::vec(square, 90),
        prop::sample::select(b"wrb".to_vec()),
        prop_oneof![1 => Just(None), 4 => (0..200u32, 1..500u32).prop_map(Some), 1 => (any::<u32>(), 1..=u32::MAX).prop_map(Some)],
    )
        .prop_map(|(board, side, clocks)| Model { board, side, clocks })
}

/// A generated FEN, with UCCI or WXF letters, with a few bytes replaced,
/// removed, inserted or repeated.
fn mutated() -> impl Strategy<Value = String> {
    (
        model(),
        any::<bool>(),
        edits(b"KARCPNBHEkarcpnbhe+-0123456789/ wrbx\t"),
    )
        .prop_map(|(model, wxf_letters, edits)| edited(model.fen(wxf_letters), edits))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 4000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Generated positions: read as the oracle reads them, UCCI and WXF
    /// alike, written back in UCCI with `w` for red, through FEEN to the
    /// same position.
    #[test]
    fn generated_positions_read_as_written(model in model()) {
        let ucci = model.fen(false);
        let read = ours(&ucci);
        prop_assert!(read.is_some(), "{}", ucci);
        prop_assert_eq!(&read, &oracle(&ucci), "{}", ucci);
        let wxf = model.fen(true);
        prop_assert_eq!(Fen::parse(&wxf), Fen::parse(&ucci), "{}", wxf);
        let fen = Fen::parse(&ucci).unwrap();
        let canonical = Model { side: if model.side == b'b' { b'b' } else { b'w' }, ..model };
        prop_assert_eq!(fen.to_string(), canonical.fen(false));
        let back = Fen::from_position(fen.position().to_string().parse().unwrap()).unwrap();
        prop_assert_eq!(back.position(), fen.position());
    }

    /// Mutated FENs: no panic; accepted exactly when the oracle accepts,
    /// read alike; what is read writes back to text that reads the same.
    #[test]
    fn mutated_fens_read_as_the_oracle_reads_them(text in mutated()) {
        prop_assert_eq!(ours(&text), oracle(&text), "{:?}", text);
        if let Ok(fen) = Fen::parse(&text) {
            prop_assert_eq!(Fen::parse(&fen.to_string()), Ok(fen));
        }
        if let Err(err) = Fen::parse(&text) {
            prop_assert!(err.index() <= text.len(), "{:?}", text);
            if let Some([row, column]) = err.coord() {
                prop_assert!(row < 10 && column < 9);
                prop_assert_eq!(err.field(), Some(Field::Board));
            }
        }
    }
}

/// Pairs each `xiangqi::fen!` literal with its text, so a test can read
/// the text at run time and compare.
macro_rules! fen_literals {
    ($($text:literal),+ $(,)?) => {
        [$((pin_runtime::xiangqi::fen!($text), $text)),+]
    };
}

/// The start, written by `xiangqi::fen!` where a constant is needed.
const START_LITERAL: Fen = pin_runtime::xiangqi::fen!(
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
);

/// A position without clocks, in WXF letters, in a `static`.
static WXF: Fen =
    pin_runtime::xiangqi::fen!("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAKAEHR b - -");

#[test]
fn fen_literals_are_what_parse_reads_from_the_same_text() {
    let literals = fen_literals![
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
        "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 4 3",
        // Not canonical: WXF letters, `r` for red, no clocks.
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -",
        // The longest.
        "RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR b - - 4294967295 4294967295",
    ];
    for (literal, text) in literals {
        assert_eq!(Fen::parse(text), Ok(literal), "{text}");
    }
    for (text, _) in &CANONICAL[..3] {
        assert!(
            literals.iter().any(|&(_, literal)| literal == *text),
            "{text}"
        );
    }
    assert_eq!(literals[4].1.len(), MAX_LEN);
    assert_eq!(literals[3].0.position(), literals[0].0.position());
    assert_eq!(
        literals[3].0.to_string(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -"
    );
}

#[test]
fn fen_literals_are_constants_statics_and_patterns() {
    const TABLE: [Fen; 2] = [
        START_LITERAL,
        pin_runtime::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1"),
    ];
    assert_eq!(*START_LITERAL.position(), START);
    assert_eq!(
        (
            START_LITERAL.halfmove_clock(),
            START_LITERAL.fullmove_number()
        ),
        (Some(0), Some(1))
    );
    assert_eq!(WXF.fullmove_number(), None);
    assert_eq!(WXF.position().turn(), Side::Second);
    let name = |fen: Fen| match fen {
        pin_runtime::xiangqi::fen!(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
        ) => "start",
        pin_runtime::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1") => "generals",
        _ => "other",
    };
    assert_eq!(name(TABLE[0]), "start");
    assert_eq!(name(TABLE[1]), "generals");
    assert_eq!(name(WXF), "other");
    // The same position without its clocks: no match.
    assert_eq!(
        name(
            Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -")
                .unwrap()
        ),
        "other"
    );
}
