//! The lenient readers (`parse_lenient` of `chess::Fen`, `shogi::Sfen`,
//! `xiangqi::Fen`): each repair as its message says it, what is never
//! repaired, the dialects written back, and the strict readers' messages
//! that point to them. The corpus (`corpus.rs`) checks them on real files.

use pin_runtime::chess::{self, CastlingForm};
use pin_runtime::{OmittedField, RepairKind, Repairs, shogi, xiangqi};

use crate::chess::{Rng, mutate};
use crate::corpus::corpus;

/// A chess FEN's lenient reading: the canonical text and the repairs'
/// messages, or the error's.
fn chess_lenient(text: &str) -> Result<(String, String), String> {
    chess::Fen::parse_lenient(text)
        .map(|(fen, repairs)| (fen.to_string(), repairs.to_string()))
        .map_err(|error| error.to_string())
}

#[test]
fn chess_repairs_are_named_with_their_byte() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "8/8/8/8/8/8/8/K6k",
            "8/8/8/8/8/8/8/K6k w - -",
            "at byte 17: the side to move left out, read as the first player to move\n\
             at byte 17: the castling rights left out, read as none (`-`)\n\
             at byte 17: the en-passant square left out, read as none (`-`)",
        ),
        (
            "8/8/8/8/8/8/8/K6k b",
            "8/8/8/8/8/8/8/K6k b - -",
            "at byte 19: the castling rights left out, read as none (`-`)\n\
             at byte 19: the en-passant square left out, read as none (`-`)",
        ),
        (
            " 8/8/8/8/8/8/8/K6k\tw -  - 0 1\r\n",
            "8/8/8/8/8/8/8/K6k w - - 0 1",
            "at byte 0: removed a space outside the fields\n\
             at byte 18: read the separator as one space, found a tab\n\
             at byte 23: read the separator as one space, found a space\n\
             at byte 29: removed a carriage return outside the fields",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkqKq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "at byte 30: dropped the castling right 'K' given twice\n\
             at byte 31: dropped the castling right 'q' given twice",
        ),
        (
            "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1",
            "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
            "at byte 25: dropped the castling right 'Q', which no rook backs\n\
             at byte 26: dropped the castling right 'k', which no rook backs",
        ),
        (
            "4k3/8/8/8/8/8/8/R6R w KQkq - 0 1",
            "4k3/8/8/8/8/8/8/R6R w - - 0 1",
            "at byte 22: dropped the castling right 'K', which no rook backs\n\
             at byte 23: dropped the castling right 'Q', which no rook backs\n\
             at byte 24: dropped the castling right 'k', which no rook backs\n\
             at byte 25: dropped the castling right 'q', which no rook backs",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "at byte 24: dropped the en-passant square e3, which no pawn's double step explains",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - - 0 0",
            "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
            "at byte 28: read the fullmove number 0 as 1",
        ),
        (
            "position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "at byte 0: skipped the keyword `position fen` in front of the position",
        ),
    ];
    for (input, canonical, repairs) in cases {
        assert_eq!(
            chess_lenient(input),
            Ok(((*canonical).to_string(), (*repairs).to_string())),
            "{input:?}"
        );
    }
}

#[test]
fn chess_refuses_what_it_cannot_repair_with_the_strict_error() {
    let cases: &[(&str, &str)] = &[
        // A board wrong in itself.
        (
            "8/8/8/8/8/8/8/K7k w",
            "invalid FEN board at rank 1 (byte 16): expected 8 squares, found 9",
        ),
        (
            "8/8/8/8/8/8/K6k w - -",
            "invalid FEN at byte 15 (board): expected '/' and rank 1, found a space",
        ),
        // A side of another dialect, an unknown castling letter, two rooks
        // named on one side.
        (
            "8/8/8/8/8/8/8/K6k r - -",
            "invalid FEN at byte 18 (side to move): expected 'w' or 'b', found 'r'",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2R w Kx -",
            "invalid FEN at byte 25 (castling): expected '-' or a castling right (K, Q, k, q or \
             a file letter A-H, a-h), found 'x'",
        ),
        // EPD operations, a move list, three-check's counts.
        (
            "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;",
            "invalid FEN at byte 26 (halfmove clock): expected the halfmove clock (a decimal \
             number), found 'b': an EPD operation? read EPD lines with chess::Epd",
        ),
        (
            "position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1e2",
            "invalid FEN at byte 42 (fullmove number): expected end of input after the fullmove \
             number, found a space: a position command's moves? read \"position fen <FEN> moves \
             …\" with chess::Fen::from_position_command",
        ),
    ];
    for (input, error) in cases {
        assert_eq!(chess_lenient(input), Err((*error).to_string()), "{input:?}");
    }
}

#[test]
fn shogi_repairs_are_named_with_their_byte() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "at byte 0: skipped the keyword `sfen` in front of the position",
        ),
        (
            "8k/9/9/9/9/9/9/9/K8 b 1S2P1b",
            "8k/9/9/9/9/9/9/9/K8 b S2Pb",
            "at byte 22: read the count 1 before 'S' in hand as no count\n\
             at byte 26: read the count 1 before 'b' in hand as no count",
        ),
        (
            "8k/9/9/9/9/9/9/9/K8 w PPPPbbP",
            "8k/9/9/9/9/9/9/9/K8 w 5P2b",
            "at byte 23: counted the piece 'P' written again in hand\n\
             at byte 27: counted the piece 'b' written again in hand",
        ),
        (
            "8k/9/9/9/9/9/9/9/K8",
            "8k/9/9/9/9/9/9/9/K8 b -",
            "at byte 19: the side to move left out, read as the first player to move\n\
             at byte 19: the hands left out, read as empty hands (`-`)",
        ),
    ];
    for (input, canonical, repairs) in cases {
        let read = shogi::Sfen::parse_lenient(input)
            .map(|(sfen, repairs)| (sfen.to_string(), repairs.to_string()))
            .map_err(|error| error.to_string());
        assert_eq!(
            read,
            Ok(((*canonical).to_string(), (*repairs).to_string())),
            "{input:?}"
        );
    }
    // Fairy-Stockfish's shogi FEN (pockets, `w` for sente) is not an SFEN.
    assert!(
        shogi::Sfen::parse_lenient(
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1"
        )
        .is_err()
    );
    // A move list changes the position: refused.
    assert!(
        shogi::Sfen::parse_lenient("position sfen 8k/9/9/9/9/9/9/9/K8 b - 1 moves 9i9h").is_err()
    );
}

#[test]
fn xiangqi_short_forms_are_filled_and_named() {
    let (fen, repairs) = xiangqi::Fen::parse_lenient("4k4/9/9/9/9/9/9/9/9/4K4").unwrap();
    assert_eq!(fen.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - -");
    let fields: Vec<_> = repairs
        .iter()
        .map(|repair| (repair.at(), repair.kind()))
        .collect();
    assert_eq!(
        fields,
        [
            OmittedField::Turn,
            OmittedField::Castling,
            OmittedField::EnPassant
        ]
        .map(|field| (23, RepairKind::Omitted { field }))
    );
    let err = xiangqi::Fen::parse_lenient("4k4/9/9/9/9/9/9/9/4K4 w").unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid xiangqi FEN at byte 21 (board): expected 10 ranks, found 9"
    );
}

#[test]
fn more_repairs_than_kept_are_counted() {
    let input = "8/8/8/8/8/8/8/K6k\t\tw\t\t-\t\t-\t\t0\t\t1\t\t";
    let (_, repairs) = chess::Fen::parse_lenient(input).unwrap();
    assert_eq!((repairs.len(), repairs.more(), repairs.total()), (6, 0, 6));
    let hands = "8k/9/9/9/9/9/9/9/K8 b 1R1B1G1S1N1L1P1r1b1g 1";
    let (sfen, repairs) = shogi::Sfen::parse_lenient(hands).unwrap();
    assert_eq!(sfen.to_string(), "8k/9/9/9/9/9/9/9/K8 b RBGSNLPrbg 1");
    assert_eq!((repairs.len(), repairs.more()), (Repairs::CAPACITY, 2));
    assert!(repairs.to_string().ends_with("\nand 2 more repairs"));
}

#[test]
fn strict_messages_point_to_the_way_out() {
    // An EPD line too long for a FEN is named as EPD, at its operations.
    let line = format!(
        "4k3/8/8/8/8/8/8/4K3 w - - id \"{}\";",
        "a very long identifier ".repeat(8)
    );
    let err = chess::Fen::parse(&line).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid FEN at byte 26 (halfmove clock): expected the halfmove clock (a decimal \
         number), found 'i': an EPD operation? read EPD lines with chess::Epd"
    );
    // Anything else too long is too long.
    let long = format!("4k3/8/8/8/8/8/8/4K3 w - - 0 1{}", " ".repeat(200));
    assert!(
        chess::Fen::parse(&long)
            .unwrap_err()
            .to_string()
            .contains("at most 165 bytes")
    );
    // USI's keywords.
    for (input, keyword) in [
        ("sfen 8k/9/9/9/9/9/9/9/K8 b - 1", "sfen"),
        ("position sfen 8k/9/9/9/9/9/9/9/K8 b - 1", "position"),
    ] {
        let err = shogi::Sfen::parse(input).unwrap_err();
        assert_eq!(err.kind(), shogi::SfenErrorKind::Keyword { keyword });
        assert_eq!(
            err.to_string(),
            format!(
                "invalid SFEN at byte 0 (board): expected the board, found USI's keyword \
                 `{keyword}`: the SFEN is what follows `position sfen` (Sfen::parse_lenient \
                 skips it)"
            )
        );
    }
}

#[test]
fn position_commands_are_pointed_to_their_reader() {
    const SHOGI: &str = ": a position command's moves? read \"position sfen <SFEN> moves …\" \
                         with shogi::Sfen::from_position_command";
    const XIANGQI: &str = ": a position command's moves? read \"position fen <FEN> moves …\" \
                           with xiangqi::Fen::from_position_command";
    let shogi_cases = [
        (
            "position sfen 8k/9/9/9/9/9/9/9/K8 b - 1 moves 9i9h",
            "invalid SFEN at byte 39 (move number): expected end of input after the move \
             number, found a space",
        ),
        (
            "8k/9/9/9/9/9/9/9/K8 b - moves 9i9h",
            "invalid SFEN at byte 24 (move number): expected a move number (decimal digits), \
             found 'm'",
        ),
        (
            "8k/9/9/9/9/9/9/9/K8 b - 1 moves",
            "invalid SFEN at byte 25 (move number): expected end of input after the move \
             number, found a space",
        ),
    ];
    for (input, message) in shogi_cases {
        let strict = shogi::Sfen::parse(input.trim_start_matches("position sfen "));
        let lenient = shogi::Sfen::parse_lenient(input);
        let lenient = lenient.map(|_| ()).unwrap_err().to_string();
        assert_eq!(lenient, format!("{message}{SHOGI}"), "{input:?}");
        if input.starts_with("position") {
            continue;
        }
        assert_eq!(strict.unwrap_err().to_string(), lenient, "{input:?}");
    }
    // `position startpos` holds no SFEN at all.
    let err = shogi::Sfen::parse_lenient("position startpos moves 7g7f").unwrap_err();
    assert_eq!(
        err.kind(),
        shogi::SfenErrorKind::Keyword {
            keyword: "position"
        }
    );
    assert_eq!(
        err.to_string(),
        "invalid SFEN at byte 0 (board): expected the board, found USI's keyword `position`: \
         a position command? read \"position startpos moves …\" with \
         shogi::Sfen::from_position_command"
    );
    let xiangqi_cases = [
        (
            "position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0e1",
            "invalid xiangqi FEN at byte 46 (fullmove number): expected end of input after the \
             fullmove number, found a space",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - moves e0e1",
            "invalid xiangqi FEN at byte 30 (halfmove clock): expected the halfmove clock \
             (decimal digits), found 'm'",
        ),
    ];
    for (input, message) in xiangqi_cases {
        let lenient = xiangqi::Fen::parse_lenient(input);
        let lenient = lenient.map(|_| ()).unwrap_err().to_string();
        assert_eq!(lenient, format!("{message}{XIANGQI}"), "{input:?}");
        if !input.starts_with("position") {
            let strict = xiangqi::Fen::parse(input).unwrap_err().to_string();
            assert_eq!(strict, lenient, "{input:?}");
        }
    }
    // Other words after the position are not named as moves.
    for input in [
        "8k/9/9/9/9/9/9/9/K8 b - 1 move 9i9h",
        "8k/9/9/9/9/9/9/9/K8 b - movesx",
    ] {
        let message = shogi::Sfen::parse(input).unwrap_err().to_string();
        assert!(!message.contains("from_position_command"), "{message}");
    }
    let message = xiangqi::Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 bm e0e1;")
        .unwrap_err()
        .to_string();
    assert!(!message.contains("position"), "{message}");
}

/// Every strictly read line of the corpus is written back as read in the
/// dialect read, when its canonical text or its Shredder-FEN is the line.
#[test]
fn dialects_write_back_the_corpus_as_read() {
    let mut shredder = 0;
    let mut xiangqi_kept = 0;
    for source in corpus() {
        for line in &source.lines {
            match source.game.as_str() {
                "chess" => {
                    let Ok((fen, dialect)) = chess::Fen::parse_dialect(line) else {
                        continue;
                    };
                    let written = fen.display_in(dialect).to_string();
                    if fen.to_string() == *line || fen.shredder().to_string() == *line {
                        assert_eq!(&written, line, "{}", source.path());
                    }
                    shredder += usize::from(dialect.castling() == CastlingForm::Shredder);
                    assert_eq!(chess::Fen::parse(&written), Ok(fen), "{line:?}");
                }
                "xiangqi" => {
                    let Ok((fen, dialect)) = xiangqi::Fen::parse_dialect(line) else {
                        continue;
                    };
                    let written = fen.display_in(dialect).to_string();
                    assert_eq!(xiangqi::Fen::parse(&written), Ok(fen), "{line:?}");
                    xiangqi_kept += usize::from(written == *line && fen.to_string() != *line);
                }
                _ => {}
            }
        }
    }
    // The corpus has Chess960 lines in Shredder-FEN and xiangqi lines in
    // WXF letters or with 'r' for red.
    assert!(
        shredder > 0 && xiangqi_kept > 0,
        "{shredder} {xiangqi_kept}"
    );
}

/// Mutated corpus lines: a line the strict reader reads is read alike
/// without repairs; a line read leniently writes text the strict reader
/// reads to the same value.
#[test]
fn repairs_never_change_what_the_strict_reader_reads() {
    let mut rng = Rng::new(23);
    let mut read = [0usize; 3];
    for source in corpus() {
        for line in source.lines.iter().step_by(7) {
            for _ in 0..4 {
                let text = mutate(line, &mut rng);
                match source.game.as_str() {
                    "chess" => {
                        check(
                            &text,
                            chess::Fen::parse,
                            chess::Fen::parse_lenient,
                            &mut read[0],
                        );
                    }
                    "shogi" => {
                        check(
                            &text,
                            shogi::Sfen::parse,
                            shogi::Sfen::parse_lenient,
                            &mut read[1],
                        );
                    }
                    "xiangqi" => check(
                        &text,
                        xiangqi::Fen::parse,
                        xiangqi::Fen::parse_lenient,
                        &mut read[2],
                    ),
                    _ => {}
                }
            }
        }
    }
    assert!(read.iter().all(|&n| n > 0), "{read:?}");
}

fn check<T, E>(
    text: &str,
    strict: impl Fn(&str) -> Result<T, E>,
    lenient: impl Fn(&str) -> Result<(T, Repairs), E>,
    read: &mut usize,
) where
    T: PartialEq + std::fmt::Debug + std::fmt::Display,
    E: PartialEq + std::fmt::Debug,
{
    let leniently = lenient(text);
    if let Ok(value) = strict(text) {
        assert_eq!(leniently, Ok((value, Repairs::new())), "{text:?}");
    }
    if let Ok((value, _)) = leniently {
        *read += 1;
        assert_eq!(strict(&value.to_string()), Ok(value), "{text:?}");
    }
}

/// SFEN and xiangqi FEN have no EPD: operations after them are no hint,
/// and leave the error what it is without them.
#[test]
fn operations_are_no_hint_outside_chess() {
    let with = shogi::Sfen::parse("8k/9/9/9/9/9/9/9/K8 b - 1 bm x;").unwrap_err();
    let without = shogi::Sfen::parse("8k/9/9/9/9/9/9/9/K8 b - 1 bm").unwrap_err();
    assert_eq!(with, without);
    let with = xiangqi::Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 bm x;").unwrap_err();
    let without = xiangqi::Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 bm").unwrap_err();
    assert_eq!(with, without);
}
