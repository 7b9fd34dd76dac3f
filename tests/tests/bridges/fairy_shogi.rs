//! `shogi::FairyFen`: shogi in Fairy-Stockfish's FEN (pockets in `[…]`,
//! `w` for sente, chess's clocks), read and written as Fairy-Stockfish
//! does, against the SFEN pyffish writes for the same positions of random
//! legal games (`tests/data/fairy/shogi.txt`, written by
//! `tests/scripts/fairy_vectors.py`); every error kind; the lenient reader.

use std::num::NonZeroU32;

use pin_runtime::shogi::{
    FAIRY_MAX_LEN, FairyFen, FairyFenErrorKind as Kind, FairyField as Field, START, Sfen,
};
use pin_runtime::{Board, OmittedField, Position, RepairKind, Side};
use proptest::prelude::*;

use super::{edited, edits, strings};

/// The positions of `tests/data/fairy/shogi.txt`: the FEN pyffish writes
/// for the variant `shogi`, and the SFEN it writes for the same position.
fn vectors() -> Vec<(String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/fairy/shogi.txt");
    std::fs::read_to_string(path)
        .expect("tests/data/fairy/shogi.txt")
        .lines()
        .map(|line| {
            let (fen, sfen) = line.split_once('\t').expect("a FEN and an SFEN a line");
            (fen.to_string(), sfen.to_string())
        })
        .collect()
}

#[test]
fn every_position_of_pyffishs_random_games_reads_as_its_sfen() {
    let vectors = vectors();
    assert!(vectors.len() > 1000);
    let mut with_pockets = 0;
    let mut promoted = 0;
    for (text, sfen_text) in &vectors {
        let fen = FairyFen::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        let sfen = Sfen::parse(sfen_text).unwrap_or_else(|e| panic!("{sfen_text:?}: {e}"));
        // The same board, hands and side to move as the SFEN.
        assert_eq!(fen.position(), sfen.position(), "{text:?}");
        // Written back byte for byte, pockets in Fairy-Stockfish's order.
        assert_eq!(fen.to_string(), *text);
        // The move number as Fairy-Stockfish computes it.
        assert_eq!(fen.to_sfen(), sfen, "{text:?}");
        assert_eq!(Sfen::from(fen), sfen);
        // From the SFEN: all but the halfmove clock, which SFEN has not.
        let back = FairyFen::from(sfen);
        assert_eq!(back.position(), fen.position());
        assert_eq!(back.fullmove_number(), fen.fullmove_number(), "{text:?}");
        assert_eq!(
            back.with_clocks(
                fen.halfmove_clock(),
                NonZeroU32::new(fen.fullmove_number()).unwrap()
            ),
            fen
        );
        assert_eq!(
            FairyFen::parse_lenient(text).map(|(f, r)| (f, r.is_empty())),
            Ok((fen, true))
        );
        with_pockets += usize::from(!text.contains("[]"));
        promoted += usize::from(text.contains('+'));
    }
    assert!(with_pockets > 500, "{with_pockets}");
    assert!(promoted > 200, "{promoted}");
}

#[test]
fn the_start_in_both_of_fairy_stockfishs_forms() {
    for text in [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
    ] {
        let fen = FairyFen::parse(text).unwrap();
        assert_eq!(fen.into_position(), START);
        assert_eq!(fen.turn(), Side::First);
        assert_eq!(
            fen.to_string(),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"
        );
        assert_eq!(
            fen.to_sfen().to_string(),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
        );
    }
}

#[test]
fn pockets_in_any_order_are_counted_and_written_in_fairy_stockfishs() {
    let fen = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[pbPBRPrGSNLgsnlP] b - - 3 9").unwrap();
    assert_eq!(
        fen.position().to_string(),
        "4k^4/9/9/9/9/9/9/9/4K^4 3PBGLNRS/bglnprs j/J"
    );
    assert_eq!(
        fen.to_string(),
        "4k4/9/9/9/9/9/9/9/4K4[GNLPPPSRBgnlpsrb] b - - 3 9"
    );
    assert_eq!((fen.halfmove_clock(), fen.fullmove_number()), (3, 9));
    assert_eq!(
        format!("{fen:?}"),
        "FairyFen(\"4k4/9/9/9/9/9/9/9/4K4[GNLPPPSRBgnlpsrb] b - - 3 9\")"
    );
    assert_eq!(fen.to_string().parse::<FairyFen>(), Ok(fen));
    assert_eq!(FairyFen::try_from(fen.to_string().as_str()), Ok(fen));
    let position: Position<Board<9, 9>> = fen.into();
    assert_eq!(
        FairyFen::try_from(position).map(|f| *f.position()),
        Ok(position)
    );
}

#[test]
fn every_letter_reads_on_the_board_and_in_the_pockets_as_sfen_reads_it() {
    for byte in 0..=u8::MAX {
        let c = char::from(byte);
        let board = format!("4k4/9/9/9/9/9/9/9/3{c}K4[] w - - 0 1");
        let sfen = format!("4k4/9/9/9/9/9/9/9/3{c}K4 b - 1");
        assert_eq!(
            FairyFen::parse(&board).ok().map(|f| *f.position()),
            Sfen::parse(&sfen).ok().map(|s| *s.position()),
            "{board:?}"
        );
        let promoted = format!("4k4/9/9/9/9/9/9/9/3+{c}K4[] w - - 0 1");
        let sfen = format!("4k4/9/9/9/9/9/9/9/3+{c}K4 b - 1");
        assert_eq!(
            FairyFen::parse(&promoted).ok().map(|f| *f.position()),
            Sfen::parse(&sfen).ok().map(|s| *s.position()),
            "{promoted:?}"
        );
        let pocket = format!("4k4/9/9/9/9/9/9/9/4K4[{c}] w - - 0 1");
        let sfen = format!("4k4/9/9/9/9/9/9/9/4K4 b {c} 1");
        // `[-]` is no piece in hand, as SFEN's `-`.
        assert_eq!(
            FairyFen::parse(&pocket).ok().map(|f| *f.position()),
            Sfen::parse(&sfen).ok().map(|s| *s.position()),
            "{pocket:?}"
        );
    }
}

/// Every error kind, with its message.
const REJECTIONS: &[(&str, &str)] = &[
    (
        "",
        "invalid Fairy-Stockfish shogi FEN board at a9 (byte 0): expected a piece (K R B G S N L P, + before a promoted one; lowercase for gote) or a count of empty squares, found end of input",
    ),
    (
        "4k4/9/9/9/9/9/9/9/3QK4[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN board at d1 (byte 19): expected a piece (K R B G S N L P, + before a promoted one; lowercase for gote) or a count of empty squares, found 'Q'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/3+GK4[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN board at d1 (byte 20): expected a piece that promotes (R B S N L P) after '+', found 'G'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4P[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN board at rank 1 (byte 21): expected 9 squares in the rank, found more",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4x w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN board at rank 1 (byte 21): expected '/', '[' or ' ' after the 9 squares of the rank, found 'x'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K04[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN board at f1 (byte 20): expected a count of empty squares from 1 to 9, found '0'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K13[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN board at g1 (byte 21): expected a piece after a count of empty squares (a run of empty squares is one count), found '3'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K3[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN board at rank 1 (byte 21): expected 9 squares in the rank, found 8",
    ),
    (
        "4k4/9/9/9/9/9/9/9/9/4K4[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 19 (board): expected 9 ranks, found more",
    ),
    (
        "4k4/9/9/9/9/9/9/4K4[] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 19 (board): expected 9 ranks, found 8",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4 b - 1",
        "invalid Fairy-Stockfish shogi FEN at byte 21 (pockets): expected '[' and the pockets after the board (Fairy-Stockfish writes them even empty: []), found a space",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[Q] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 22 (pockets): expected a piece in the pockets (R B G S N L P, lowercase for gote) or ']', found 'Q'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[2P] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 22 (pockets): expected a piece in the pockets (R B G S N L P, lowercase for gote) or ']', found '2'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[k] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 22 (pockets): expected a piece in the pockets (R B G S N L P, lowercase for gote), found 'k': a king is never in hand",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[+P] w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 22 (pockets): expected a piece in the pockets (R B G S N L P, lowercase for gote), found '+': a piece in hand is never promoted",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[PP",
        "invalid Fairy-Stockfish shogi FEN at byte 24 (pockets): expected ']' after the pockets, found end of input",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[]",
        "invalid Fairy-Stockfish shogi FEN at byte 23 (side to move): expected ' ' and the side to move ('w' or 'b'), found end of input",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] W - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 24 (side to move): expected 'w' (sente, first) or 'b' (gote), found 'W'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[]w - - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 23 (pockets): expected ' ' after the pockets field, found 'w'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w",
        "invalid Fairy-Stockfish shogi FEN at byte 25 (halfmove clock): expected ' ' and the halfmove clock, found end of input",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w KQ - 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 26 (castling): expected '-' (shogi has no castling), found 'K'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w - e3 0 1",
        "invalid Fairy-Stockfish shogi FEN at byte 28 (en passant): expected '-' (shogi has no en passant), found 'e'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w -",
        "invalid Fairy-Stockfish shogi FEN at byte 27 (en passant): expected ' ' and the en-passant field ('-'), found end of input",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w - -",
        "invalid Fairy-Stockfish shogi FEN at byte 29 (halfmove clock): expected ' ' and the halfmove clock, found end of input",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w - - x 1",
        "invalid Fairy-Stockfish shogi FEN at byte 30 (halfmove clock): expected the halfmove clock (decimal digits), found 'x'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w 00 1",
        "invalid Fairy-Stockfish shogi FEN at byte 26 (halfmove clock): expected the halfmove clock without leading zeros, found '0'",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w 4294967296 1",
        "invalid Fairy-Stockfish shogi FEN at byte 26 (halfmove clock): expected the halfmove clock to be at most 4294967295, found more",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w 0",
        "invalid Fairy-Stockfish shogi FEN at byte 27 (fullmove number): expected ' ' and the fullmove number, found end of input",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w 0 0",
        "invalid Fairy-Stockfish shogi FEN at byte 28 (fullmove number): expected a fullmove number from 1, found 0",
    ),
    (
        "4k4/9/9/9/9/9/9/9/4K4[] w 0 1 moves",
        "invalid Fairy-Stockfish shogi FEN at byte 29 (fullmove number): expected end of input after the fullmove number, found a space",
    ),
];

#[test]
fn every_rejection_says_field_byte_expected_and_found() {
    for (input, message) in REJECTIONS {
        let err = FairyFen::parse(input).unwrap_err();
        assert_eq!(err.to_string(), *message, "{input:?}");
        if let Some(cell) = err.cell() {
            assert!(message.contains(&format!("board at {cell} (")));
            assert_eq!(err.field(), Some(Field::Board));
            assert!(err.coord().is_some());
        }
        assert!(err.index() <= input.len());
        assert_eq!(input.parse::<FairyFen>(), Err(err));
    }
    let long = "9".repeat(FAIRY_MAX_LEN + 1);
    let err = FairyFen::parse(&long).unwrap_err();
    assert_eq!(
        (err.kind(), err.field(), err.index()),
        (
            Kind::TooLong {
                len: FAIRY_MAX_LEN + 1
            },
            None,
            FAIRY_MAX_LEN
        )
    );
    // More pieces than squares: 81 on the board, one in the pockets.
    let board = "PPPPPPPPP/".repeat(8) + "PPPPKPPPP";
    let err = FairyFen::parse(&format!("{board}[P] w 0 1")).unwrap_err();
    assert_eq!(err.kind(), Kind::TooManyPieces { pieces: 82 });
    assert_eq!(err.index(), 90);
    assert_eq!(err.field(), Some(Field::Pockets));
}

#[test]
fn the_longest_fen_is_the_bound() {
    let full = ["+P+P+P+P+P+P+P+P+P"; 9].join("/");
    let text = format!("{full}[] b - - {0} {0}", u32::MAX);
    assert_eq!(text.len(), FAIRY_MAX_LEN);
    assert_eq!(FairyFen::parse(&text).unwrap().to_string(), text);
}

#[test]
fn the_side_is_read_as_fairy_stockfish_means_it() {
    for side in strings(b"wbWBs -", 2) {
        let read =
            FairyFen::parse(&format!("4k4/9/9/9/9/9/9/9/4K4[] {side} 0 1")).map(|f| f.turn());
        let expected = match side.as_str() {
            "w" => Some(Side::First),
            "b" => Some(Side::Second),
            _ => None,
        };
        assert_eq!(read.ok(), expected, "{side:?}");
    }
    // An SFEN, whose `w` is gote, is not read as this FEN, strictly or
    // leniently.
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    assert!(FairyFen::parse(sfen).is_err());
    assert!(FairyFen::parse_lenient(sfen).is_err());
}

#[test]
fn short_forms_and_whitespace_are_read_leniently_and_named() {
    let board = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL";
    let full = format!("{board}[] w - - 0 1");
    let clocks = RepairKind::Omitted {
        field: OmittedField::StartClocks,
    };
    for (input, repairs) in [
        (
            board.to_string(),
            vec![
                (
                    61,
                    RepairKind::Omitted {
                        field: OmittedField::Hands,
                    },
                ),
                (
                    61,
                    RepairKind::Omitted {
                        field: OmittedField::Turn,
                    },
                ),
                (61, clocks),
            ],
        ),
        (format!("{board}[] w"), vec![(65, clocks)]),
        (format!("{board}[] w - -"), vec![(69, clocks)]),
        (
            format!("{board} w 0 1"),
            vec![(
                61,
                RepairKind::Omitted {
                    field: OmittedField::Hands,
                },
            )],
        ),
        (
            format!("{board}[] w - - 0 0"),
            vec![(72, RepairKind::ZeroFullmove)],
        ),
        (
            format!("{board}[-] w 0 0"),
            vec![(69, RepairKind::ZeroFullmove)],
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
            format!("{board}[]\tw - - 0 1 "),
            vec![
                (63, RepairKind::Separator { found: '\t' }),
                (73, RepairKind::Whitespace { found: ' ' }),
            ],
        ),
    ] {
        let (fen, found) =
            FairyFen::parse_lenient(&input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(fen.to_string(), full, "{input:?}");
        let found: Vec<_> = found.iter().map(|r| (r.at(), r.kind())).collect();
        assert_eq!(found, repairs, "{input:?}");
    }
    for (input, index, kind) in [
        (format!("{board}[K] w"), 62, Kind::KingInHand { found: 'K' }),
        (
            format!("{board}[] w - 5"),
            68,
            Kind::ExpectedDash { found: Some('5') },
        ),
        (
            format!("{board}Q w"),
            61,
            Kind::ExpectedRankEnd { found: 'Q' },
        ),
    ] {
        let err = FairyFen::parse_lenient(&input).unwrap_err();
        assert_eq!((err.index(), err.kind()), (index, kind), "{input:?}: {err}");
    }
}

/// Texts near pyffish's FENs: a vector, then up to three edits with bytes
/// that matter to the grammar.
fn mutated() -> impl Strategy<Value = String> {
    let texts: Vec<String> = vectors()
        .into_iter()
        .step_by(5)
        .map(|(fen, _)| fen)
        .collect();
    (
        prop::sample::select(texts),
        edits(b"KRBGSNLPkrbgsnlpQ+-[]/ 0123456789wb"),
    )
        .prop_map(|(text, edits)| edited(text, edits))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn what_is_read_is_written_back_and_agrees_with_sfen(text in mutated()) {
        if let Ok(fen) = FairyFen::parse(&text) {
            let written = fen.to_string();
            prop_assert_eq!(FairyFen::parse(&written), Ok(fen));
            let sfen = Sfen::parse(&fen.to_sfen().to_string()).unwrap();
            prop_assert_eq!(sfen.position(), fen.position());
        }
        let strict = FairyFen::parse(&text);
        match FairyFen::parse_lenient(&text) {
            Ok((fen, repairs)) => {
                prop_assert_eq!(strict.is_ok(), repairs.is_empty());
                if let Ok(strict) = strict {
                    prop_assert_eq!(fen, strict);
                }
            }
            Err(error) => {
                prop_assert!(strict.is_err());
                prop_assert!(error.index() <= text.len());
            }
        }
    }
}
