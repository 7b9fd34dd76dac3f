//! FEEN piece placements: the openings round-trip, and every error is
//! pinned with its rank, square, byte index and message.

use pin_runtime::{Epin, PlacementErrorKind as Kind, board, epin, parse_placement, placement};

const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R";
const SHOGI: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL";
const XIANGQI: &str = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR";
const MAKRUK: &str = "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR";
const CROSS: &str = "lnsgk^gsnl/1r5b1/pppp1pppp/4p4/4P'4/9/PPPPPPPP1/1B4p'2/RNBQK^BNR1";

fn round_trip<const W: usize, const H: usize>(text: &str, constant: [[Option<Epin>; W]; H]) {
    let board = parse_placement::<W, H>(text).unwrap();
    assert_eq!(board, constant, "{text}");
    assert_eq!(placement(&board).to_string(), text);
}

#[test]
fn openings_round_trip_and_match_their_constants() {
    round_trip(
        CHESS,
        board!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R"),
    );
    round_trip(
        SHOGI,
        board!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL"),
    );
    round_trip(
        XIANGQI,
        board!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR"),
    );
    round_trip(
        MAKRUK,
        board!("rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR"),
    );
    round_trip(
        CROSS,
        board!("lnsgk^gsnl/1r5b1/pppp1pppp/4p4/4P'4/9/PPPPPPPP1/1B4p'2/RNBQK^BNR1"),
    );
}

#[test]
fn boards_are_rank_major_in_the_order_written() {
    const BOARD: [[Option<Epin>; 3]; 2] = board!("k^2/1+P'1");
    assert_eq!(
        BOARD,
        [
            [Some(epin!("k^")), None, None],
            [None, Some(epin!("+P'")), None]
        ]
    );
    assert_eq!(size_of_val(&BOARD), 12);
}

#[test]
fn counts_are_read_greedily_and_written_merged() {
    let board = parse_placement::<12, 1>("12").unwrap();
    assert_eq!(board, [[None; 12]]);
    // Two counts in a row mean the same squares as their sum.
    let board = parse_placement::<3, 1>("1K1").unwrap();
    assert_eq!(placement(&board).to_string(), "1K1");
    let board = parse_placement::<11, 1>("K10").unwrap();
    assert_eq!(placement(&board).to_string(), "K10");
}

type Case = (&'static str, Kind, usize, usize, usize, &'static str);

/// Each mistake, read as an 8 × 2 board, with the error it must give.
const CASES: &[Case] = &[
    (
        "",
        Kind::Empty,
        0,
        0,
        0,
        "invalid FEEN placement: expected at least one rank, found an empty string",
    ),
    (
        "/8",
        Kind::EmptyRank,
        1,
        0,
        0,
        "invalid FEEN placement at rank 1 (byte 0): expected a piece or a count of empty squares, found an empty rank",
    ),
    (
        "8/8/",
        Kind::TrailingSeparator,
        2,
        0,
        3,
        "invalid FEEN placement at rank 2 (byte 3): expected a rank after '/', found end of input",
    ),
    (
        "8//8",
        Kind::Layers,
        1,
        0,
        1,
        "invalid FEEN placement at rank 1 (byte 1): found the layer separator \"//\" of a 3-D board, which is not supported",
    ),
    (
        "8/0K6",
        Kind::ZeroCount,
        2,
        1,
        2,
        "invalid FEEN placement at rank 2, square 1 (byte 2): expected a count of empty squares from 1, found 0",
    ),
    (
        "8/K07",
        Kind::LeadingZero,
        2,
        2,
        3,
        "invalid FEEN placement at rank 2, square 2 (byte 3): expected a count of empty squares without leading zeros, found '0'",
    ),
    (
        "8/99999",
        Kind::CountTooLarge,
        2,
        1,
        2,
        "invalid FEEN placement at rank 2, square 1 (byte 2): expected a count of at most 1024 empty squares, found a larger one",
    ),
    (
        "7/8",
        Kind::RankWidth {
            width: 7,
            expected: 8,
        },
        1,
        0,
        1,
        "invalid FEEN placement at rank 1 (byte 1): rank 1 has 7 squares, expected 8",
    ),
    (
        "8/9",
        Kind::RankWidth {
            width: 9,
            expected: 8,
        },
        2,
        0,
        3,
        "invalid FEEN placement at rank 2 (byte 3): rank 2 has 9 squares, expected 8",
    ),
    (
        "8",
        Kind::RankCount {
            found: 1,
            expected: 2,
        },
        0,
        0,
        1,
        "invalid FEEN placement: expected 2 ranks, found 1",
    ),
    (
        "8/8/8",
        Kind::RankCount {
            found: 3,
            expected: 2,
        },
        0,
        0,
        5,
        "invalid FEEN placement: expected 2 ranks, found 3",
    ),
];

#[test]
fn every_error_for_an_eight_by_two_board() {
    for &(input, kind, rank, square, index, message) in CASES {
        let error = parse_placement::<8, 2>(input).unwrap_err();
        assert_eq!(error.kind(), kind, "{input:?}");
        assert_eq!(
            (error.rank(), error.square(), error.index()),
            (rank, square, index),
            "{input:?}"
        );
        assert_eq!(error.to_string(), message, "{input:?}");
    }
}

#[test]
fn token_errors_carry_the_epin_error() {
    let error = parse_placement::<8, 2>("8/2K'^4").unwrap_err();
    let Kind::Token(token) = error.kind() else {
        panic!("{error:?}")
    };
    assert_eq!(
        (token.index(), token.to_string().as_str()),
        (
            0,
            "invalid EPIN token \"^\": expected a letter or a state modifier ('+' or '-'), found '^' at byte 0",
        )
    );
    assert_eq!((error.rank(), error.square(), error.index()), (2, 4, 5));
    assert_eq!(
        error.to_string(),
        "invalid FEEN placement at rank 2, square 4 (byte 5): invalid EPIN token \"^\": \
         expected a letter or a state modifier ('+' or '-'), found '^' at byte 0"
    );
    let error = parse_placement::<8, 1>("4+ 3").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid FEEN placement at rank 1, square 5 (byte 1): invalid EPIN token \"+ \": \
         expected a letter after the state modifier '+', found whitespace ' ' at byte 1"
    );
}

#[test]
fn the_first_mistake_in_reading_order_is_reported() {
    // A bad token in rank 1 comes before rank 2's width.
    let error = parse_placement::<8, 2>("7?/9").unwrap_err();
    assert!(matches!(error.kind(), Kind::Token(_)));
    // A wrong width comes before a wrong number of ranks.
    let error = parse_placement::<8, 2>("8/8/7").unwrap_err();
    assert_eq!(
        error.kind(),
        Kind::RankWidth {
            width: 7,
            expected: 8
        }
    );
}
