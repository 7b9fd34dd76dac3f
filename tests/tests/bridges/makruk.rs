//! `makruk::Fen`: makruk FEN as Fairy-Stockfish writes it, read into FEEN
//! and written back; every letter, field and error kind; positions of
//! random legal games played by pyffish (`tests/data/fairy/makruk.txt`,
//! written by `tests/scripts/fairy_vectors.py`); the lenient reader; the
//! literal macro.

use std::num::NonZeroU32;

use pin_runtime::feen::Dimensions;
use pin_runtime::makruk::{Fen, FenErrorKind as Kind, Field, FromPositionError, MAX_LEN, START};
use pin_runtime::{Board, Epin, OmittedField, Position, RepairKind, Side, feen};
use proptest::prelude::*;

use super::{edited, edits, strings};

/// Makruk FENs written canonically, and the FEEN of their positions.
const CANONICAL: [(&str, &str); 6] = [
    (
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / S/s",
    ),
    (
        "rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3",
        "rnsmk^snr/8/1p+M1pppp/p7/8/PPPP1PPP/8/RNSK^MSNR / s/S",
    ),
    (
        "8/8/8/4k2K/5m~2/4m~3/8/8 w - 128 8 58",
        "8/8/8/4k^2K^/5+m2/4+m3/8/8 / S/s",
    ),
    (
        "8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1",
        "8/3k^4/6+M1/2K^1S3/8/8/8/8 / s/S",
    ),
    ("8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 / S/s"),
    (
        "KMSNRPkm/snrp4/8/8/8/8/8/8 b - 4294967295 4294967295 4294967295",
        "K^MSNRPk^m/snrp4/8/8/8/8/8/8 / s/S",
    ),
];

#[test]
fn canonical_fens_read_to_their_feen_and_write_back() {
    for (text, feen) in CANONICAL {
        let fen = Fen::parse(text).unwrap();
        assert_eq!(fen.position().to_string(), feen, "{text:?}");
        assert_eq!(fen.to_string(), text);
        assert_eq!(format!("{fen:?}"), format!("Fen({text:?})"));
        assert_eq!(text.parse::<Fen>(), Ok(fen));
        assert_eq!(Fen::try_from(text), Ok(fen));
        let position: Position<Board<8, 8>> = feen.parse().unwrap();
        assert_eq!(*fen.position(), position);
        assert_eq!(Position::from(fen), position);
        assert_eq!(fen.turn(), position.turn());
        // From the position: the same board and side, not counting, `0 1`.
        let from = Fen::try_from(position).unwrap();
        assert_eq!(*from.position(), position);
        assert_eq!(
            (
                from.counting_limit(),
                from.halfmove_clock(),
                from.fullmove_number()
            ),
            (None, Some(0), 1)
        );
    }
}

#[test]
fn the_start_is_fairy_stockfishs() {
    assert_eq!(
        START.to_string(),
        "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / S/s"
    );
    assert_eq!(START.turn(), Side::First);
    // The khuns on different files: white's on d1, black's on e8.
    assert_eq!(START.board()[7][3], Some(Epin::parse("K^").unwrap()));
    assert_eq!(START.board()[0][4], Some(Epin::parse("k^").unwrap()));
    assert_eq!(
        Fen::from_position(START).unwrap().to_string(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
    );
}

#[test]
fn counting_and_clocks_are_kept_beside_the_position() {
    let fen = Fen::parse("8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 30").unwrap();
    assert_eq!(fen.counting_limit(), Some(128));
    assert_eq!(fen.counting_ply(), Some(97));
    assert_eq!(fen.halfmove_clock(), None);
    assert_eq!(fen.fullmove_number(), 30);
    let plain = fen.with_clocks(5, NonZeroU32::new(31).unwrap());
    assert_eq!(plain.to_string(), "8/2K3k1/5m2/4S1S1/8/8/8/8 w - - 5 31");
    assert_eq!(
        (
            plain.counting_limit(),
            plain.counting_ply(),
            plain.halfmove_clock()
        ),
        (None, None, Some(5))
    );
    let counting = plain.with_counting(NonZeroU32::new(16).unwrap(), 3);
    assert_eq!(
        counting.to_string(),
        "8/2K3k1/5m2/4S1S1/8/8/8/8 w - 16 3 31"
    );
    assert_eq!(counting.position(), fen.position());
    // Clocks and counting are not the position: equal positions, unequal FENs.
    assert_ne!(fen, plain);
    assert_eq!(fen.into_position(), plain.into_position());
}

/// Every error kind, with its message: field, byte, expected, found.
const REJECTIONS: &[(&str, &str)] = &[
    (
        "",
        "invalid makruk FEN board at a8 (byte 0): expected a piece (K M S N R P, M~ for a promoted met; lowercase for black) or a count of empty squares, found end of input",
    ),
    (
        "8/8/8/8/8/8/8/3Q4 w - - 0 1",
        "invalid makruk FEN board at d1 (byte 15): expected a piece (K M S N R P, M~ for a promoted met; lowercase for black) or a count of empty squares, found 'Q'",
    ),
    (
        "8/8/8/8/8/8/8/3\u{2654}4 w - - 0 1",
        "invalid makruk FEN board at d1 (byte 15): expected a piece (K M S N R P, M~ for a promoted met; lowercase for black) or a count of empty squares, found '\u{2654}'",
    ),
    (
        "8/8/8/8/8/8/8/3R~3 w - - 0 1",
        "invalid makruk FEN board at e1 (byte 16): expected a piece (K M S N R P, M~ for a promoted met; lowercase for black) or a count of empty squares, found '~'",
    ),
    (
        "8/8/8/8/8/8/8/3+M3 w - - 0 1",
        "invalid makruk FEN board at d1 (byte 15): expected a piece (K M S N R P, M~ for a promoted met; lowercase for black) or a count of empty squares, found '+'",
    ),
    (
        "8/8/8/8/8/8/8/~7 w - - 0 1",
        "invalid makruk FEN board at a1 (byte 14): expected a piece (K M S N R P, M~ for a promoted met; lowercase for black) or a count of empty squares, found '~'",
    ),
    (
        "8/8/8/8/8/8/8/RRRRRRRRw - - 0 1",
        "invalid makruk FEN board at rank 1 (byte 22): expected '/' or ' ' after the 8 squares of the rank, found 'w'",
    ),
    (
        "8/8/8/8/8/8/8/3M~~3 w - - 0 1",
        "invalid makruk FEN board at e1 (byte 17): expected a piece (K M S N R P, M~ for a promoted met; lowercase for black) or a count of empty squares, found '~'",
    ),
    (
        "8/8/8/8/8/8/8/08 w - - 0 1",
        "invalid makruk FEN board at a1 (byte 14): expected a count of empty squares from 1 to 8, found '0'",
    ),
    (
        "8/8/8/8/8/8/8/44 w - - 0 1",
        "invalid makruk FEN board at e1 (byte 15): expected a piece after a count of empty squares (a run of empty squares is one count), found '4'",
    ),
    (
        "8/8/8/8/8/8/8/9 w - - 0 1",
        "invalid makruk FEN board at rank 1 (byte 14): expected 8 squares in the rank, found more",
    ),
    (
        "8/8/8/8/8/8/8/7 w - - 0 1",
        "invalid makruk FEN board at rank 1 (byte 15): expected 8 squares in the rank, found 7",
    ),
    (
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        "invalid makruk FEN at byte 15 (board): expected 8 ranks, found more",
    ),
    (
        "8/8/8/8/8/8/8 w - - 0 1",
        "invalid makruk FEN at byte 13 (board): expected 8 ranks, found 7",
    ),
    (
        "8/8/8/8/8/8/8/8",
        "invalid makruk FEN at byte 15 (side to move): expected ' ' and the side to move ('w' or 'b'), found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 W - - 0 1",
        "invalid makruk FEN at byte 16 (side to move): expected 'w' (white) or 'b' (black), found 'W'",
    ),
    (
        "8/8/8/8/8/8/8/8 ",
        "invalid makruk FEN at byte 16 (side to move): expected 'w' (white) or 'b' (black), found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 wb - - 0 1",
        "invalid makruk FEN at byte 17 (side to move): expected ' ' after the side to move field, found 'b'",
    ),
    (
        "8/8/8/8/8/8/8/8 w",
        "invalid makruk FEN at byte 17 (flags): expected ' ' and the flags ('-' in makruk), found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 w DEde - 0 1",
        "invalid makruk FEN at byte 18 (flags): expected '-' (makruk has no castling; DEde are the first-move flags of Cambodian makruk), found 'D'",
    ),
    (
        "8/8/8/8/8/8/8/8 w -",
        "invalid makruk FEN at byte 19 (counting): expected ' ' and the counting field ('-' or the counting limit), found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 w -- - 0 1",
        "invalid makruk FEN at byte 19 (flags): expected ' ' after the flags field, found '-'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - x 0 1",
        "invalid makruk FEN at byte 20 (counting): expected '-' or the counting limit (decimal digits), found 'x'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - 0 0 1",
        "invalid makruk FEN at byte 20 (counting): expected a counting limit from 1 ('-' when not counting), found 0",
    ),
    (
        "8/8/8/8/8/8/8/8 w - 0128 0 1",
        "invalid makruk FEN at byte 20 (counting): expected the counting without leading zeros, found '0'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - 4294967296 0 1",
        "invalid makruk FEN at byte 20 (counting): expected the counting to be at most 4294967295, found more",
    ),
    (
        "8/8/8/8/8/8/8/8 w - -",
        "invalid makruk FEN at byte 21 (halfmove clock): expected ' ' and the halfmove clock, found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 w - 128",
        "invalid makruk FEN at byte 23 (counting ply): expected ' ' and the counting ply, found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 w - 128x 0 1",
        "invalid makruk FEN at byte 23 (counting): expected ' ' after the counting field, found 'x'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - x 1",
        "invalid makruk FEN at byte 22 (halfmove clock): expected the halfmove clock (decimal digits), found 'x'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - 128 -1 1",
        "invalid makruk FEN at byte 24 (counting ply): expected the counting ply (decimal digits), found '-'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0",
        "invalid makruk FEN at byte 23 (fullmove number): expected ' ' and the fullmove number, found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0x 1",
        "invalid makruk FEN at byte 23 (halfmove clock): expected ' ' after the halfmove clock field, found 'x'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0 0",
        "invalid makruk FEN at byte 24 (fullmove number): expected a fullmove number from 1, found 0",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0 01",
        "invalid makruk FEN at byte 24 (fullmove number): expected the fullmove number without leading zeros, found '0'",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0 ",
        "invalid makruk FEN at byte 24 (fullmove number): expected the fullmove number (decimal digits), found end of input",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0 1 ",
        "invalid makruk FEN at byte 25 (fullmove number): expected end of input after the fullmove number, found a space",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0 1\n",
        "invalid makruk FEN at byte 25 (fullmove number): expected end of input after the fullmove number, found a line feed",
    ),
];

#[test]
fn every_rejection_says_field_byte_expected_and_found() {
    for (input, message) in REJECTIONS {
        let err = Fen::parse(input).unwrap_err();
        assert_eq!(err.to_string(), *message, "{input:?}");
        if let Some(cell) = err.cell() {
            assert!(message.starts_with(&format!("invalid makruk FEN board at {cell} (")));
            let [row, column] = err.coord().unwrap();
            let expected = Dimensions::new(&[8, 8]).and_then(|board| board.cell(row * 8 + column));
            assert_eq!(Some(cell), expected);
            assert_eq!(err.field(), Some(Field::Board));
        }
        assert!(err.index() <= input.len());
        assert_eq!(input.parse::<Fen>(), Err(err));
    }
    let long = "8".repeat(MAX_LEN + 1);
    let err = Fen::parse(&long).unwrap_err();
    assert_eq!(
        (err.kind(), err.field(), err.index()),
        (Kind::TooLong { len: MAX_LEN + 1 }, None, MAX_LEN)
    );
}

#[test]
fn every_kind_is_reached() {
    let kinds: Vec<Kind> = REJECTIONS
        .iter()
        .map(|(input, _)| Fen::parse(input).unwrap_err().kind())
        .collect();
    let has = |f: fn(&Kind) -> bool| kinds.iter().any(f);
    assert!(has(|k| matches!(k, Kind::ExpectedSquare { .. })));
    assert!(has(|k| matches!(k, Kind::ExpectedRankEnd { .. })));
    assert!(has(|k| matches!(k, Kind::ZeroCount)));
    assert!(has(|k| matches!(k, Kind::CountAfterCount { .. })));
    assert!(has(|k| matches!(k, Kind::RankTooWide)));
    assert!(has(|k| matches!(k, Kind::RankTooNarrow { .. })));
    assert!(has(|k| matches!(k, Kind::TooManyRanks)));
    assert!(has(|k| matches!(k, Kind::TooFewRanks { .. })));
    assert!(has(|k| matches!(k, Kind::MissingField)));
    assert!(has(|k| matches!(k, Kind::Side { .. })));
    assert!(has(|k| matches!(k, Kind::ExpectedSpace { .. })));
    assert!(has(|k| matches!(k, Kind::ExpectedDash { .. })));
    assert!(has(|k| matches!(k, Kind::ExpectedCounting { .. })));
    assert!(has(|k| matches!(k, Kind::ZeroCounting)));
    assert!(has(|k| matches!(k, Kind::ExpectedNumber { .. })));
    assert!(has(|k| matches!(k, Kind::LeadingZero)));
    assert!(has(|k| matches!(k, Kind::NumberTooLarge)));
    assert!(has(|k| matches!(k, Kind::ZeroFullmove)));
    assert!(has(|k| matches!(k, Kind::ExpectedEnd { .. })));
}

#[test]
fn the_longest_fen_is_the_bound() {
    let full = ["M~M~M~M~M~M~M~M~"; 8].join("/");
    let text = format!("{full} b - {0} {0} {0}", u32::MAX);
    assert_eq!(text.len(), MAX_LEN);
    assert_eq!(Fen::parse(&text).unwrap().to_string(), text);
}

#[test]
fn every_byte_on_a_square_reads_as_its_letter_only() {
    for byte in 0..=u8::MAX {
        let square = char::from(byte);
        let text = format!("4k3/8/8/8/8/8/8/3K{square}3 w - - 0 1");
        let expected = match byte {
            b'K' | b'M' | b'S' | b'N' | b'R' | b'P' => Some(if byte == b'K' {
                "K^".to_string()
            } else {
                square.to_string()
            }),
            b'k' | b'm' | b's' | b'n' | b'r' | b'p' => Some(if byte == b'k' {
                "k^".to_string()
            } else {
                square.to_string()
            }),
            _ => None,
        };
        let read = Fen::parse(&text)
            .ok()
            .and_then(|fen| fen.position().board()[7][4]);
        assert_eq!(read.map(|piece| piece.to_string()), expected, "{text:?}");
        // With `~` after it: only a met promotes.
        let promoted = format!("4k3/8/8/8/8/8/8/3K{square}~3 w - - 0 1");
        let read = Fen::parse(&promoted)
            .ok()
            .and_then(|fen| fen.position().board()[7][4]);
        let expected = match byte {
            b'M' => Some("+M"),
            b'm' => Some("+m"),
            _ => None,
        };
        assert_eq!(
            read.map(|piece| piece.to_string()).as_deref(),
            expected,
            "{promoted:?}"
        );
    }
}

const BOARD: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR";

#[test]
fn side_fields_up_to_two_bytes_read_as_w_or_b_only() {
    for side in strings(b"wbWB- r", 2) {
        let read = Fen::parse(&format!("{BOARD} {side} - - 0 1")).map(|fen| fen.turn());
        let expected = match side.as_str() {
            "w" => Some(Side::First),
            "b" => Some(Side::Second),
            _ => None,
        };
        assert_eq!(read.ok(), expected, "{side:?}");
    }
}

#[test]
fn flags_and_counting_fields_up_to_three_bytes_read_as_in_fairy_stockfish() {
    for field in strings(b"-0129DEde ", 3) {
        let flags = Fen::parse(&format!("{BOARD} w {field} - 0 1"));
        assert_eq!(flags.is_ok(), field == "-", "{field:?}");
        let counting = Fen::parse(&format!("{BOARD} w - {field} 0 1")).map(|f| f.counting_limit());
        let expected = match field.as_str() {
            "-" => Some(None),
            text if !text.is_empty()
                && text.bytes().all(|b| b.is_ascii_digit())
                && !text.starts_with('0') =>
            {
                Some(text.parse().ok())
            }
            _ => None,
        };
        assert_eq!(counting.ok(), expected, "{field:?}");
    }
}

#[test]
fn clocks_up_to_three_bytes_read_as_decimal_without_sign_or_leading_zeros() {
    let number = |s: &str| -> Option<u32> {
        (!s.is_empty()
            && s.bytes().all(|b| b.is_ascii_digit())
            && (s == "0" || !s.starts_with('0')))
        .then(|| s.parse().ok())
        .flatten()
    };
    for clock in strings(b"01+- 9", 3) {
        let halfmove = Fen::parse(&format!("{BOARD} w - - {clock} 1")).map(|f| f.halfmove_clock());
        assert_eq!(halfmove.ok(), number(&clock).map(Some), "{clock:?}");
        let ply = Fen::parse(&format!("{BOARD} w - 16 {clock} 1")).map(|f| f.counting_ply());
        assert_eq!(ply.ok(), number(&clock).map(Some), "{clock:?}");
        let fullmove = Fen::parse(&format!("{BOARD} w - - 0 {clock}")).map(|f| f.fullmove_number());
        assert_eq!(
            fullmove.ok(),
            number(&clock).filter(|n| *n > 0),
            "{clock:?}"
        );
    }
}

#[test]
fn positions_makruk_fen_cannot_say_are_refused_naming_the_first_square_or_item() {
    let cases: [(&str, &str); 7] = [
        (
            "4k^3/8/8/8/8/8/8/4K^3 / W/w",
            "cannot write makruk FEN: expected the makruk styles S/s, found W/w",
        ),
        (
            "4k^3/8/8/8/8/8/8/3QK^3 / S/s",
            "cannot write makruk FEN at d1: expected a makruk piece (K^ M S N R P +M, lowercase for black), found Q",
        ),
        (
            "4k^3/8/8/8/8/8/8/3+RK^3 / S/s",
            "cannot write makruk FEN at d1: expected a makruk piece (K^ M S N R P +M, lowercase for black), found +R",
        ),
        (
            "4k^3/8/8/8/8/8/8/3M'K^3 / S/s",
            "cannot write makruk FEN at d1: expected a makruk piece (K^ M S N R P +M, lowercase for black), found M'",
        ),
        (
            "4k^3/8/8/8/8/8/8/3-MK^3 / S/s",
            "cannot write makruk FEN at d1: expected a makruk piece (K^ M S N R P +M, lowercase for black), found -M",
        ),
        (
            "4k3/8/8/8/8/8/8/4K^3 / S/s",
            "cannot write makruk FEN at e8: expected a makruk piece (K^ M S N R P +M, lowercase for black), found k (a khun is K^)",
        ),
        (
            "4k^3/8/8/8/8/8/8/4K^3 P/ S/s",
            "cannot write makruk FEN in the first hand: expected no piece in hand (makruk FEN has no hands), found P",
        ),
    ];
    for (feen, message) in cases {
        let position: Position<Board<8, 8>> = feen.parse().unwrap();
        let err = Fen::from_position(position).unwrap_err();
        assert_eq!(err.to_string(), message, "{feen:?}");
        assert_eq!(Fen::try_from(position), Err(err));
        if let FromPositionError::Square { .. } = err {
            assert!(message.contains(&err.cell().unwrap().to_string()));
        } else {
            assert_eq!(err.cell(), None);
        }
    }
    let second = feen!("4k^3/8/8/8/8/8/8/4K^3 /p S/s");
    assert!(matches!(
        Fen::from_position(second),
        Err(FromPositionError::HandPiece {
            side: Side::Second,
            ..
        })
    ));
}

/// The positions of `tests/data/fairy/makruk.txt`: the FEN pyffish writes,
/// and the same with promoted mets shown (`M~`).
fn vectors() -> Vec<(String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/fairy/makruk.txt");
    std::fs::read_to_string(path)
        .expect("tests/data/fairy/makruk.txt")
        .lines()
        .map(|line| {
            let (fen, shown) = line.split_once('\t').expect("two FENs a line");
            (fen.to_string(), shown.to_string())
        })
        .collect()
}

#[test]
fn every_position_of_pyffishs_random_games_reads_and_writes_back() {
    let vectors = vectors();
    assert!(vectors.len() > 1000);
    let mut counting = 0;
    let mut promoted = 0;
    for (fen, shown) in &vectors {
        let plain = Fen::parse(fen).unwrap_or_else(|e| panic!("{fen:?}: {e}"));
        let with_promoted = Fen::parse(shown).unwrap_or_else(|e| panic!("{shown:?}: {e}"));
        assert_eq!(plain.to_string(), *fen);
        assert_eq!(with_promoted.to_string(), *shown);
        // The same position but for the promoted mets' state.
        let demoted = with_promoted
            .position()
            .to_string()
            .replace("+M", "M")
            .replace("+m", "m");
        assert_eq!(plain.position().to_string(), demoted, "{fen:?}");
        assert_eq!(plain.counting_limit(), with_promoted.counting_limit());
        // The fields as pyffish wrote them.
        let fields: Vec<&str> = fen.split(' ').collect();
        assert_eq!(fields[2], "-");
        assert_eq!(plain.turn() == Side::First, fields[1] == "w");
        assert_eq!(
            plain
                .counting_limit()
                .map(|n| n.to_string())
                .as_deref()
                .unwrap_or("-"),
            fields[3]
        );
        assert_eq!(
            plain
                .counting_ply()
                .or(plain.halfmove_clock())
                .map(|n| n.to_string())
                .as_deref(),
            Some(fields[4])
        );
        counting += usize::from(plain.counting_limit().is_some());
        promoted += usize::from(shown.contains('~'));
        // Through FEEN and back.
        let feen: Position<Board<8, 8>> = plain.position().to_string().parse().unwrap();
        assert_eq!(
            Fen::from_position(feen).map(|f| *f.position()),
            Ok(*plain.position())
        );
        assert_eq!(
            Fen::parse_lenient(fen).map(|(f, r)| (f, r.is_empty())),
            Ok((plain, true))
        );
    }
    // The games reached the counting rules and promotions.
    assert!(counting > 100, "{counting}");
    assert!(promoted > 100, "{promoted}");
}

/// What a reader should find: each square's FEEN token, white to move, the
/// fourth to sixth fields.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Read {
    board: Vec<Option<String>>,
    white: bool,
    counting: Option<u32>,
    fifth: u32,
    fullmove: u32,
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
        white: fen.turn() == Side::First,
        counting: fen.counting_limit(),
        fifth: fen.counting_ply().or(fen.halfmove_clock())?,
        fullmove: fen.fullmove_number(),
    })
}

/// A makruk FEN as NOTATION's table reads it, from its fields split at
/// single spaces.
fn oracle(text: &str) -> Option<Read> {
    let number = |s: &str| {
        (!s.is_empty()
            && s.bytes().all(|b| b.is_ascii_digit())
            && (s == "0" || !s.starts_with('0')))
        .then(|| s.parse::<u32>().ok())
        .flatten()
    };
    let [board, side, "-", counting, fifth, fullmove] = text.split(' ').collect::<Vec<_>>()[..]
    else {
        return None;
    };
    let white = match side {
        "w" => true,
        "b" => false,
        _ => return None,
    };
    let counting = match counting {
        "-" => None,
        limit => Some(number(limit).filter(|n| *n > 0)?),
    };
    let fifth = number(fifth)?;
    let fullmove = number(fullmove).filter(|n| *n > 0)?;
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return None;
    }
    let mut squares = Vec::new();
    for rank in ranks {
        let bytes = rank.as_bytes();
        let mut width = 0;
        let mut after_count = false;
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            i += 1;
            if (b'1'..=b'8').contains(&b) && !after_count {
                squares.extend(std::iter::repeat_n(None, usize::from(b - b'0')));
                width += usize::from(b - b'0');
                after_count = true;
                continue;
            }
            after_count = false;
            let mut token = match b {
                b'K' => "K^".to_string(),
                b'k' => "k^".to_string(),
                b'M' | b'S' | b'N' | b'R' | b'P' | b'm' | b's' | b'n' | b'r' | b'p' => {
                    char::from(b).to_string()
                }
                _ => return None,
            };
            if bytes.get(i) == Some(&b'~') && (b == b'M' || b == b'm') {
                token = format!("+{token}");
                i += 1;
            }
            squares.push(Some(token));
            width += 1;
        }
        if width != 8 {
            return None;
        }
    }
    Some(Read {
        board: squares,
        white,
        counting,
        fifth,
        fullmove,
    })
}

/// Texts near valid makruk FENs: a vector of pyffish's, then up to three
/// edits with bytes that matter to the grammar.
fn mutated() -> impl Strategy<Value = String> {
    let texts: Vec<String> = vectors()
        .into_iter()
        .step_by(7)
        .map(|(_, shown)| shown)
        .collect();
    (
        prop::sample::select(texts),
        edits(b"KMSNRPkmsnrpQ~+-/ 0123456789wbDE"),
    )
        .prop_map(|(text, edits)| edited(text, edits))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn the_reader_agrees_with_the_conventions_table(text in mutated()) {
        prop_assert_eq!(ours(&text), oracle(&text), "{:?}", text);
    }

    #[test]
    fn lenient_reading_keeps_what_the_strict_reader_reads(text in mutated()) {
        let strict = Fen::parse(&text);
        match Fen::parse_lenient(&text) {
            Ok((fen, repairs)) => {
                prop_assert_eq!(strict.is_ok(), repairs.is_empty());
                if let Ok(strict) = strict {
                    prop_assert_eq!(fen, strict);
                }
                prop_assert_eq!(Fen::parse(&fen.to_string()), Ok(fen));
            }
            Err(error) => {
                prop_assert!(strict.is_err());
                prop_assert!(error.index() <= text.len());
            }
        }
    }
}

#[test]
fn short_forms_and_whitespace_are_read_leniently_and_named() {
    let full = format!("{BOARD} w - - 0 1");
    for (input, repairs) in [
        (
            BOARD.to_string(),
            vec![
                (
                    43,
                    RepairKind::Omitted {
                        field: OmittedField::Turn,
                    },
                ),
                (
                    43,
                    RepairKind::Omitted {
                        field: OmittedField::Flags,
                    },
                ),
                (
                    43,
                    RepairKind::Omitted {
                        field: OmittedField::Counting,
                    },
                ),
                (
                    43,
                    RepairKind::Omitted {
                        field: OmittedField::StartClocks,
                    },
                ),
            ],
        ),
        (
            format!("{BOARD} w - -"),
            vec![(
                49,
                RepairKind::Omitted {
                    field: OmittedField::StartClocks,
                },
            )],
        ),
        (
            format!("{BOARD} w - - 0 0"),
            vec![(52, RepairKind::ZeroFullmove)],
        ),
        (
            format!("position fen {full}"),
            vec![(
                0,
                RepairKind::Keyword {
                    keyword: "position fen",
                },
            )],
        ),
        (
            format!(" {BOARD}  w\t- - 0 1\r\n"),
            vec![
                (0, RepairKind::Whitespace { found: ' ' }),
                (45, RepairKind::Separator { found: ' ' }),
                (47, RepairKind::Separator { found: '\t' }),
                (55, RepairKind::Whitespace { found: '\r' }),
            ],
        ),
    ] {
        let (fen, found) = Fen::parse_lenient(&input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(fen.to_string(), full, "{input:?}");
        let found: Vec<_> = found.iter().map(|r| (r.at(), r.kind())).collect();
        assert_eq!(found, repairs, "{input:?}");
    }
    // Read as the strict reader reads it: no repairs.
    let (fen, repairs) = Fen::parse_lenient(&full).unwrap();
    assert_eq!(
        (fen, repairs.is_empty()),
        (Fen::parse(&full).unwrap(), true)
    );
}

#[test]
fn what_lenient_reading_does_not_repair_is_refused_where_it_is_in_the_input() {
    for (input, index, kind) in [
        (
            format!("{BOARD} w DEde - 0 1"),
            46,
            Kind::ExpectedDash { found: Some('D') },
        ),
        (
            format!("{BOARD}  w DEde - 0 1"),
            47,
            Kind::ExpectedDash { found: Some('D') },
        ),
        (format!("{BOARD} w - 0 0 1"), 48, Kind::ZeroCounting),
        (format!("{BOARD} w - - 5"), 51, Kind::MissingField),
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKQSNR w".to_string(),
            39,
            Kind::ExpectedSquare { found: Some('Q') },
        ),
        (format!("  {BOARD} x"), 46, Kind::Side { found: Some('x') }),
        (
            "   ".to_string(),
            0,
            Kind::ExpectedSquare { found: Some(' ') },
        ),
    ] {
        let err = Fen::parse_lenient(&input).unwrap_err();
        assert_eq!((err.index(), err.kind()), (index, kind), "{input:?}: {err}");
    }
}

const START_LITERAL: Fen =
    pin_runtime::makruk::fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");

static COUNTING: Fen = pin_runtime::makruk::fen!("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1");

#[test]
fn fen_literals_are_what_parse_reads_from_the_same_text() {
    assert_eq!(
        START_LITERAL,
        Fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1").unwrap()
    );
    assert_eq!(*START_LITERAL.position(), START);
    assert_eq!(
        COUNTING,
        Fen::parse("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1").unwrap()
    );
    let name = |fen: Fen| match fen {
        pin_runtime::makruk::fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1") => {
            "start"
        }
        pin_runtime::makruk::fen!("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1") => "counting",
        _ => "other",
    };
    assert_eq!(name(START_LITERAL), "start");
    assert_eq!(name(COUNTING), "counting");
    assert_eq!(
        name(
            Fen::from_position(START)
                .unwrap()
                .with_clocks(1, NonZeroU32::MIN)
        ),
        "other"
    );
}

#[test]
fn a_makruk_fen_given_to_feen_is_named_with_its_reader() {
    let text = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    for err in [
        pin_runtime::Feen::parse(text).unwrap_err(),
        Position::<Board<8, 8>>::parse(text).unwrap_err(),
    ] {
        assert_eq!(err.kind(), pin_runtime::FeenErrorKind::MakrukFen);
        assert_eq!(
            err.to_string(),
            "invalid FEEN position at byte 44: expected the three fields of FEEN (placement, \
             hands, style-turn), found a makruk FEN (side to move, flags, counting, clocks), \
             which makruk::Fen::parse reads"
        );
    }
    // A chess FEN is still a chess FEN.
    let chess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        pin_runtime::Feen::parse(chess).unwrap_err().kind(),
        pin_runtime::FeenErrorKind::ChessFen
    );
}
