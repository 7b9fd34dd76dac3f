//! Lichess's binary FEN (`Fen::to_binary`, `Fen::from_binary`): shakmaty
//! 0.30.1's bytes of every position of `tests/data/binary/chess-*.txt`
//! (written by `tests/scripts/binary_vectors.rs`, which needs shakmaty's
//! `variant` feature) and scalachess's own vectors, written byte for byte
//! and read back; random FENs against shakmaty's `PackedSetup` (chess, the
//! feature this package builds it with); mutated bytes read without
//! panicking, and written back as they were when read; and each error's
//! message.

use core::num::NonZeroU32;

use pin_runtime::chess::{
    BinaryFen, BinaryFenError, BinaryFenErrorKind as Kind, BinaryField as Field, BinaryForm, Fen,
    Pockets, ToBinaryError,
};
use pin_runtime::{Cell, Epin, Side};
use shakmaty::packed::PackedSetup;

use super::{Rights, Rng, ours, random_fen, theirs};

/// The four forms.
const FORMS: [BinaryForm; 4] = [
    BinaryForm::Shakmaty,
    BinaryForm::Scalachess,
    BinaryForm::ScalachessChess960,
    BinaryForm::ScalachessFromPosition,
];

/// The lines of a vectors file of `tests/data/binary/`: the bytes, the
/// FEN, and the comment line before it (scalachess's variant).
fn vectors(name: &str) -> Vec<(Vec<u8>, String, String)> {
    let path = format!("{}/data/binary/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut comment = String::new();
    let mut lines = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix('#') {
            rest.trim().clone_into(&mut comment);
            continue;
        }
        let (hex, fen) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("{name}: {line}"));
        lines.push((bytes(hex), fen.to_owned(), comment.clone()));
    }
    lines
}

/// The bytes of lowercase hexadecimal.
fn bytes(hex: &str) -> Vec<u8> {
    assert!(hex.len().is_multiple_of(2), "{hex}");
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or_else(|e| panic!("{hex}: {e}")))
        .collect()
}

/// A `Fen` as binary FEN reads it back: with clocks (`0 1` for none),
/// pockets in brackets.
fn normalized(fen: &Fen) -> Fen {
    let fullmove = NonZeroU32::new(fen.fullmove_number().unwrap_or(1)).expect("from 1");
    let fen = fen.with_clocks(fen.halfmove_clock().unwrap_or(0), fullmove);
    match fen.pockets() {
        Pockets::Absent => fen,
        _ => fen.with_pockets(Pockets::Brackets).expect("pockets"),
    }
}

/// Checks a FEN our `Fen` reads and its shakmaty bytes: written byte for
/// byte, read back, and so in every form.
fn check_vector(bytes: &[u8], text: &str) {
    let fen = Fen::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let binary = fen
        .try_to_binary()
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(fen.to_binary(), binary, "{text}");
    assert_eq!(binary.as_bytes(), bytes, "{text}");
    assert_eq!(binary.as_ref(), bytes, "{text}");
    assert_eq!(binary.len(), bytes.len(), "{text}");
    let expected = normalized(&fen);
    assert_eq!(
        Fen::from_binary_form(bytes),
        Ok((expected, BinaryForm::Shakmaty)),
        "{text}"
    );
    assert_eq!(Fen::from_binary(bytes), Ok(expected), "{text}");
    for form in FORMS {
        let written = fen
            .try_to_binary_in(form)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let (read, read_form) = Fen::from_binary_form(written.as_bytes())
            .unwrap_or_else(|e| panic!("{text} in {form:?}: {e}"));
        assert_eq!(read, expected, "{text} in {form:?}");
        // The form read writes the same bytes: scalachess's where they
        // differ from shakmaty's.
        assert_eq!(
            fen.try_to_binary_in(read_form)
                .map(|b| b.as_bytes().to_vec()),
            Ok(written.as_bytes().to_vec()),
            "{text} in {form:?}"
        );
        // scalachess's bytes start with shakmaty's, then zeros.
        assert!(written.as_bytes().starts_with(bytes), "{text} in {form:?}");
        if form == BinaryForm::Scalachess {
            assert!(written.as_bytes()[bytes.len()..].iter().all(|&b| b == 0));
        }
    }
}

/// Every line of a file of shakmaty's bytes whose FEN our `Fen` reads;
/// returns how many.
fn check_file(name: &str) -> usize {
    let lines = vectors(name);
    for (bytes, fen, _) in &lines {
        check_vector(bytes, fen);
    }
    lines.len()
}

#[test]
fn perft_positions_are_written_as_shakmaty_writes_them_and_read_back() {
    assert!(check_file("chess-perft.txt") > 2900);
}

#[test]
fn game_positions_are_written_as_shakmaty_writes_them_and_read_back() {
    assert!(check_file("chess-games.txt") > 5000);
}

#[test]
fn edge_positions_are_written_as_shakmaty_writes_them_and_read_back() {
    let lines = vectors("chess-edges.txt");
    assert!(lines.len() > 60);
    // The lengths: none for the empty board, 64 for the longest.
    assert!(lines[0].0.is_empty());
    assert_eq!(lines.iter().map(|(b, _, _)| b.len()).max(), Some(64));
    for (bytes, fen, _) in &lines {
        check_vector(bytes, fen);
    }
}

#[test]
fn scalachess_positions_are_written_as_shakmaty_writes_them() {
    let mut refused = 0;
    for (bytes, text, _) in vectors("chess-scalachess-positions.txt") {
        // Promoted rooks that may castle: crazyhouse at Lichess, but no
        // FEN this crate reads, nor binary FEN.
        if text.starts_with("r~n~b~q~") {
            assert!(Fen::parse(&text).is_err(), "{text}");
            let err = Fen::from_binary(&bytes).unwrap_err();
            assert_eq!(err.kind(), Kind::Promoted { nibble: Some(14) }, "{text}");
            assert_eq!(err.cell(), Some(cell("a8")));
            refused += 1;
            continue;
        }
        check_vector(&bytes, &text);
    }
    assert_eq!(refused, 2);
}

/// A square by name.
fn cell(name: &str) -> Cell {
    Cell::parse(name).expect("a square")
}

#[test]
fn scalachess_vectors_are_read_and_written_back_in_its_form() {
    let lines = vectors("chess-scalachess.txt");
    assert_eq!(lines.len(), 17);
    for (bytes, text, variant) in lines {
        let read = Fen::from_binary_form(&bytes);
        let expected_form = match variant.as_str() {
            "Chess960" => BinaryForm::ScalachessChess960,
            "FromPosition" => BinaryForm::ScalachessFromPosition,
            _ if bytes.last() == Some(&0) => BinaryForm::Scalachess,
            _ => BinaryForm::Shakmaty,
        };
        match variant.as_str() {
            "Standard" | "Chess960" | "FromPosition" | "Crazyhouse"
                if !text.starts_with("r~n~b~q~") =>
            {
                let fen = normalized(&Fen::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}")));
                assert_eq!(read, Ok((fen, expected_form)), "{text}");
                let written = fen.try_to_binary_in(expected_form).expect("writable");
                assert_eq!(written.as_bytes(), bytes, "{text}");
            }
            "Crazyhouse" => {
                // Rooks promoted and with castling rights: the first
                // promoted bit, a8's, on a black rook that may castle.
                let err = read.unwrap_err();
                assert_eq!(err.kind(), Kind::Promoted { nibble: Some(14) });
                assert_eq!((err.index(), err.field()), (33, Some(Field::Promoted)));
                assert_eq!(
                    err.to_string(),
                    "invalid binary FEN at byte 33 (promoted pieces): expected promoted \
                     pieces only among queens, rooks, bishops and knights (nibbles 2 to 9), \
                     found a8 promoted, nibble 14 (a black rook that may castle)"
                );
            }
            other => {
                // Lichess's other variants: the variant byte named.
                let found = match other {
                    "KingOfTheHill" => 4,
                    "ThreeCheck" => 5,
                    "Antichess" => 6,
                    "Atomic" => 7,
                    "Horde" => 8,
                    "RacingKings" => 9,
                    _ => panic!("{other}"),
                };
                let err = read.unwrap_err();
                assert_eq!(err.kind(), Kind::Variant { found }, "{text}");
                assert_eq!(err.field(), Some(Field::Variant), "{text}");
                assert_eq!(usize::from(bytes[err.index()]), usize::from(found));
            }
        }
    }
}

/// shakmaty's bytes of a FEN it reads, and packs as chess.
fn shakmaty_bytes(text: &str) -> Option<Result<Vec<u8>, shakmaty::packed::PackSetupError>> {
    let setup = text.parse::<shakmaty::fen::Fen>().ok()?.into_setup();
    Some(PackedSetup::pack_standard(&setup).map(|packed| packed.as_bytes().to_vec()))
}

#[test]
fn random_fens_are_written_as_shakmaty_writes_them() {
    random_fens(0x5EED_B1AF, 4_000);
}

#[test]
#[ignore = "400,000 random FENs: CI runs it (cargo test -- --ignored)"]
fn random_fens_are_written_as_shakmaty_writes_them_all() {
    random_fens(0x5EED_B1AF_0000, 400_000);
}

/// `count` random FENs: written as shakmaty writes them (refused where it
/// refuses), read back, in every form.
fn random_fens(seed: u64, count: usize) {
    let mut rng = Rng::new(seed);
    let (mut written, mut refused) = (0, 0);
    for _ in 0..count {
        let text = random_fen(&mut rng, Rights::XFen, false).text;
        let fen = Fen::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let ours = fen.try_to_binary();
        if fen.pockets() == Pockets::Absent {
            let theirs = shakmaty_bytes(&text).expect("shakmaty reads it");
            match (&ours, &theirs) {
                (Ok(ours), Ok(theirs)) => assert_eq!(ours.as_bytes(), theirs, "{text}"),
                (Err(ToBinaryError::Promoted { .. }), Err(_)) => {}
                _ => panic!("{text}: {ours:?} against {theirs:?}"),
            }
        }
        let Ok(binary) = ours else {
            refused += 1;
            continue;
        };
        written += 1;
        check_vector(binary.as_bytes(), &text);
    }
    // The random FENs hold promoted pieces, without pockets, in about
    // half the positions: refused by both writers.
    assert!(written > count / 3 && refused > 0, "{written} {refused}");
}

/// Reads `bytes` in every way: never a panic; what is read is written
/// back as it was, and, for chess, shakmaty reads it alike.
fn read_any(bytes: &[u8]) -> Result<(Fen, BinaryForm), BinaryFenError> {
    let read = Fen::from_binary_form(bytes);
    assert_eq!(Fen::from_binary(bytes), read.map(|(fen, _)| fen));
    if let Ok((fen, form)) = read {
        let written = fen.try_to_binary_in(form);
        assert_eq!(
            written.map(|b| b.as_bytes().to_vec()),
            Ok(bytes.to_vec()),
            "{bytes:02x?} read as {fen} in {form:?}"
        );
        if fen.pockets() == Pockets::Absent {
            // shakmaty reads the same position (without its `variant`
            // feature, a crazyhouse variant byte is not chess to it).
            let packed = PackedSetup::try_from_bytes(bytes).expect("at most 64 bytes");
            let setup = packed.unpack_standard().expect("shakmaty reads it");
            assert_eq!(ours(&fen), theirs(&setup), "{bytes:02x?}");
        }
    }
    read
}

#[test]
fn mutated_bytes_are_read_without_panics_and_written_back() {
    mutated(0xB1_4A27, 30_000);
}

#[test]
#[ignore = "3,000,000 mutated binary FENs: CI runs it (cargo test -- --ignored)"]
fn mutated_bytes_are_read_without_panics_and_written_back_all() {
    mutated(0xB1_4A27_0000, 3_000_000);
}

/// `count` mutations of the vectors' bytes: a byte changed, a bit flipped,
/// bytes cut off or added.
fn mutated(seed: u64, count: usize) {
    let mut sources: Vec<Vec<u8>> = Vec::new();
    for name in [
        "chess-perft.txt",
        "chess-games.txt",
        "chess-edges.txt",
        "chess-scalachess.txt",
    ] {
        sources.extend(vectors(name).into_iter().map(|(bytes, _, _)| bytes));
    }
    let mut rng = Rng::new(seed);
    let mut read = 0;
    for _ in 0..count {
        let mut bytes = sources[rng.below(sources.len())].clone();
        for _ in 0..=rng.below(3) {
            let at = rng.below(bytes.len() + 1);
            match rng.below(6) {
                0 if at < bytes.len() => bytes[at] = u8::try_from(rng.below(256)).unwrap_or(0),
                1 if at < bytes.len() => bytes[at] ^= 1 << rng.below(8),
                2 => bytes.truncate(at),
                3 => bytes.push(u8::try_from(rng.below(256)).unwrap_or(0)),
                4 => bytes.push(0),
                _ if at < bytes.len() => bytes[at] = 0,
                _ => bytes.push(rng.pick(&[1, 0x80, 0xFF])),
            }
        }
        read += usize::from(read_any(&bytes).is_ok());
    }
    assert!(read > count / 20, "{read}");
}

#[test]
fn every_short_input_is_read_without_panics() {
    // Every string of up to two bytes, and of three over the bytes that
    // matter: most are refused, each read one written back.
    let alphabet = [0, 1, 2, 0x0f, 0x10, 0x7f, 0x80, 0x81, 0xff];
    read_any(&[]).expect("the empty board");
    for a in 0..=255 {
        read_any(&[a]).ok();
        for b in 0..=255 {
            read_any(&[a, b]).ok();
        }
    }
    for a in alphabet {
        for b in alphabet {
            for c in alphabet {
                read_any(&[a, b, c]).ok();
                // After the board of a lone white king on a1.
                read_any(&[0, 0, 0, 0, 0, 0, 0, 1, 0x0a, a, b, c]).ok();
            }
        }
    }
}

/// Reads `bytes`, which must be refused; returns the error.
fn refused(bytes: &[u8]) -> BinaryFenError {
    read_any(bytes).expect_err("refused")
}

/// The bytes of a board: each square (from a1) and its nibble.
fn board(pieces: &[(&str, u8)]) -> Vec<u8> {
    let mut squares: Vec<(usize, u8)> = pieces
        .iter()
        .map(|&(name, nibble)| {
            let cell = cell(name);
            (
                usize::from(cell.rank().expect("2-D")) * 8 + usize::from(cell.file()),
                nibble,
            )
        })
        .collect();
    squares.sort_unstable();
    let occupied: u64 = squares.iter().map(|&(square, _)| 1u64 << square).sum();
    let mut bytes = occupied.to_be_bytes().to_vec();
    for pair in squares.chunks(2) {
        let high = pair.get(1).map_or(0, |&(_, nibble)| nibble);
        bytes.push(pair[0].1 | high << 4);
    }
    bytes
}

/// The bytes of a board with clocks (halfmove clock and ply, one byte
/// each) and a variant byte.
fn with_tail(pieces: &[(&str, u8)], tail: &[u8]) -> Vec<u8> {
    let mut bytes = board(pieces);
    bytes.extend_from_slice(tail);
    bytes
}

/// Kings on e1 and e8, white to move.
const KINGS: [(&str, u8); 2] = [("e1", 10), ("e8", 11)];

/// A refused input and its error: kind, byte index, field, square and
/// message.
type Case = (
    Vec<u8>,
    Kind,
    usize,
    Option<Field>,
    Option<&'static str>,
    &'static str,
);

/// One input for each mistake (some for two), and its error.
#[allow(clippy::too_many_lines, reason = "a table, a case a row")]
fn cases() -> Vec<Case> {
    vec![
        (
            vec![0; 65],
            Kind::TooLong { len: 65 },
            64,
            None,
            None,
            "invalid binary FEN at byte 64: expected at most 64 bytes, found 65",
        ),
        (
            {
                let mut bytes = board(&[("e1", 10), ("a2", 0), ("e8", 11)]);
                bytes[9] |= 0x10;
                bytes
            },
            Kind::Padding { found: 1 },
            9,
            Some(Field::Pieces),
            None,
            "invalid binary FEN at byte 9 (pieces): expected 0 in the high nibble after the \
             last piece, found 1",
        ),
        (
            board(&[("e1", 10), ("e4", 13), ("e8", 11)]),
            Kind::CastlingRank { nibble: 13 },
            8,
            Some(Field::Pieces),
            Some("e4"),
            "invalid binary FEN board at e4 (byte 8): expected nibble 13 (a white rook that may \
             castle) on the first rank, found it on rank 4",
        ),
        (
            board(&[("e1", 10), ("a1", 14), ("e8", 11)]),
            Kind::CastlingRank { nibble: 14 },
            8,
            Some(Field::Pieces),
            Some("a1"),
            "invalid binary FEN board at a1 (byte 8): expected nibble 14 (a black rook that may \
             castle) on the eighth rank, found it on rank 1",
        ),
        (
            board(&[("e2", 10), ("h1", 13), ("e8", 11)]),
            Kind::CastlingKing {
                nibble: 13,
                kings: 0,
            },
            8,
            Some(Field::Pieces),
            Some("h1"),
            "invalid binary FEN board at h1 (byte 8): expected one white king on the first rank \
             for nibble 13 (a white rook that may castle), found none",
        ),
        (
            board(&[("e1", 10), ("a8", 14), ("d8", 15), ("e8", 15)]),
            Kind::CastlingKing {
                nibble: 14,
                kings: 2,
            },
            8,
            Some(Field::Pieces),
            Some("a8"),
            "invalid binary FEN board at a8 (byte 8): expected one black king on the eighth rank \
             for nibble 14 (a black rook that may castle), found 2",
        ),
        (
            board(&[("a1", 13), ("b1", 13), ("e1", 10), ("e8", 11)]),
            Kind::CastlingSide {
                nibble: 13,
                wing: 'a',
            },
            8,
            Some(Field::Pieces),
            Some("b1"),
            "invalid binary FEN board at b1 (byte 8): expected at most one rook that may castle \
             a-side of the white king, found a second (nibble 13)",
        ),
        (
            board(&[("e1", 10), ("e8", 11), ("g8", 14), ("h8", 14)]),
            Kind::CastlingSide {
                nibble: 14,
                wing: 'h',
            },
            9,
            Some(Field::Pieces),
            Some("h8"),
            "invalid binary FEN board at h8 (byte 9): expected at most one rook that may castle \
             h-side of the black king, found a second (nibble 14)",
        ),
        (
            board(&[("e1", 10), ("e3", 12), ("e8", 11)]),
            Kind::EnPassantRank,
            8,
            Some(Field::Pieces),
            Some("e3"),
            "invalid binary FEN board at e3 (byte 8): expected nibble 12 (a pawn that just \
             advanced two squares) on rank 4 (white's) or 5 (black's), found it on rank 3",
        ),
        (
            board(&[("e1", 10), ("a4", 12), ("b4", 12), ("e8", 15)]),
            Kind::SecondEnPassant,
            9,
            Some(Field::Pieces),
            Some("b4"),
            "invalid binary FEN board at b4 (byte 9): expected at most one nibble 12 (one \
             en-passant square), found a second",
        ),
        (
            board(&[("e1", 10), ("e4", 12), ("e8", 11)]),
            Kind::EnPassantTurn,
            8,
            Some(Field::Pieces),
            Some("e4"),
            "invalid binary FEN board at e4 (byte 8): expected black to move after nibble 12 (a \
             white pawn that just advanced two squares), found white to move",
        ),
        (
            board(&[("e1", 10), ("d5", 12), ("e8", 15)]),
            Kind::EnPassantTurn,
            8,
            Some(Field::Pieces),
            Some("d5"),
            "invalid binary FEN board at d5 (byte 8): expected white to move after nibble 12 (a \
             black pawn that just advanced two squares), found black to move",
        ),
        (
            board(&[("e1", 10), ("e3", 2), ("e4", 12), ("e8", 15)]),
            Kind::EnPassantBlocked { found: cell("e3") },
            9,
            Some(Field::Pieces),
            Some("e4"),
            "invalid binary FEN board at e4 (byte 9): expected e3 and e2 empty behind nibble 12 \
             (a pawn that just advanced two squares), found a piece at e3",
        ),
        (
            board(&[("e1", 10), ("d5", 12), ("d7", 1), ("e8", 11)]),
            Kind::EnPassantBlocked { found: cell("d7") },
            8,
            Some(Field::Pieces),
            Some("d5"),
            "invalid binary FEN board at d5 (byte 8): expected d6 and d7 empty behind nibble 12 \
             (a pawn that just advanced two squares), found a piece at d7",
        ),
        (
            with_tail(&KINGS, &[0, 1]),
            Kind::KingTurn,
            8,
            Some(Field::Pieces),
            Some("e8"),
            "invalid binary FEN board at e8 (byte 8): expected nibble 15 (a black king, black to \
             move) for every black king with black to move, found 11 (a black king, white to move)",
        ),
        (
            board(&[("e1", 10), ("d8", 15), ("e8", 11)]),
            Kind::KingTurn,
            9,
            Some(Field::Pieces),
            Some("e8"),
            "invalid binary FEN board at e8 (byte 9): expected nibble 15 (a black king, black to \
             move) for every black king with black to move, found 11 (a black king, white to move)",
        ),
        (
            with_tail(&[("e1", 10), ("e8", 15)], &[0, 2]),
            Kind::PlyTurn { ply: 2 },
            10,
            Some(Field::Ply),
            None,
            "invalid binary FEN at byte 10 (ply): expected an odd ply (black to move, as a black \
             king's nibble 15 says), found 2",
        ),
        (
            with_tail(&[("e1", 10), ("e8", 15)], &[0, 0, 1]),
            Kind::PlyTurn { ply: 0 },
            10,
            Some(Field::Ply),
            None,
            "invalid binary FEN at byte 10 (ply): expected an odd ply (black to move, as a black \
             king's nibble 15 says), found 0",
        ),
        (
            with_tail(&KINGS, &[0x80, 0x80, 0x80, 0x80, 0x80]),
            Kind::Overlong { found: 0x80 },
            13,
            Some(Field::HalfmoveClock),
            None,
            "invalid binary FEN at byte 13 (halfmove clock): expected the halfmove clock in at \
             most 5 bytes (LEB128), found a fifth byte 0x80 with the continuation bit",
        ),
        (
            with_tail(&KINGS, &[1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
            Kind::Overlong { found: 0xFF },
            14,
            Some(Field::Ply),
            None,
            "invalid binary FEN at byte 14 (ply): expected the ply in at most 5 bytes (LEB128), \
             found a fifth byte 0xff with the continuation bit",
        ),
        (
            with_tail(&KINGS, &[0x85, 0]),
            Kind::NonMinimal,
            10,
            Some(Field::HalfmoveClock),
            None,
            "invalid binary FEN at byte 10 (halfmove clock): expected the halfmove clock in as \
             few bytes as it takes (LEB128), found a last byte 0",
        ),
        (
            // Cut short: the missing byte reads as 0.
            with_tail(&KINGS, &[0, 0x83]),
            Kind::NonMinimal,
            11,
            Some(Field::Ply),
            None,
            "invalid binary FEN at byte 11 (ply): expected the ply in as few bytes as it takes \
             (LEB128), found a last byte 0",
        ),
        (
            with_tail(&KINGS, &[0x80, 0x80, 0x80, 0x80, 0x10]),
            Kind::TooLarge { value: 1 << 32 },
            9,
            Some(Field::HalfmoveClock),
            None,
            "invalid binary FEN at byte 9 (halfmove clock): expected the halfmove clock to be at \
             most 4294967295, found 4294967296",
        ),
        (
            with_tail(&KINGS, &[0, 0xFE, 0xFF, 0xFF, 0xFF, 0x1F]),
            Kind::TooLarge {
                value: (1 << 33) - 2,
            },
            10,
            Some(Field::Ply),
            None,
            "invalid binary FEN at byte 10 (ply): expected a ply of at most 8589934589 \
             (fullmove number 4294967295), found 8589934590",
        ),
        (
            with_tail(&KINGS, &[0, 0, 5, 0x12]),
            Kind::Variant { found: 5 },
            11,
            Some(Field::Variant),
            None,
            "invalid binary FEN at byte 11 (variant): expected variant 0 (chess), 1 \
             (crazyhouse), 2 (Chess960) or 3 (from a position), found 5 (three-check, which \
             chess::Fen does not hold)",
        ),
        (
            with_tail(&KINGS, &[0, 0, 200]),
            Kind::Variant { found: 200 },
            11,
            Some(Field::Variant),
            None,
            "invalid binary FEN at byte 11 (variant): expected variant 0 (chess), 1 \
             (crazyhouse), 2 (Chess960) or 3 (from a position), found 200 (no variant)",
        ),
        (
            with_tail(&KINGS, &[0, 0, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
            Kind::TooManyPieces { pieces: 92 },
            14,
            Some(Field::Pockets),
            None,
            "invalid binary FEN at byte 14 (pockets): expected at most 64 pieces on the board \
             and in the pockets, found 92",
        ),
        (
            with_tail(&KINGS, &[0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
            Kind::Promoted { nibble: None },
            21,
            Some(Field::Promoted),
            Some("a4"),
            "invalid binary FEN at byte 21 (promoted pieces): expected promoted pieces only \
             among queens, rooks, bishops and knights (nibbles 2 to 9), found a4 promoted, an \
             empty square",
        ),
        (
            with_tail(&KINGS, &[0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10]),
            Kind::Promoted { nibble: Some(10) },
            24,
            Some(Field::Promoted),
            Some("e1"),
            "invalid binary FEN at byte 24 (promoted pieces): expected promoted pieces only \
             among queens, rooks, bishops and knights (nibbles 2 to 9), found e1 promoted, \
             nibble 10 (a white king)",
        ),
        (
            with_tail(&KINGS, &[3, 0]),
            Kind::LeftOver {
                found: 0,
                after: Field::HalfmoveClock,
            },
            10,
            None,
            None,
            "invalid binary FEN at byte 10: expected end of input after the halfmove clock, \
             found 0x00",
        ),
        (
            with_tail(&KINGS, &[0, 0, 2, 7]),
            Kind::LeftOver {
                found: 7,
                after: Field::Variant,
            },
            12,
            None,
            None,
            "invalid binary FEN at byte 12: expected end of input after the variant, found 0x07",
        ),
        (
            with_tail(&KINGS, &[0, 0, 1, 0x10, 0]),
            Kind::TrailingZero { layout: 17 },
            13,
            None,
            None,
            "invalid binary FEN at byte 13: expected a last byte other than 0 (shakmaty leaves \
             trailing zeros out) or all 17 bytes of the layout (scalachess), found 0",
        ),
    ]
}

#[test]
fn each_mistake_is_named_at_its_byte() {
    for (bytes, kind, index, field, square, message) in cases() {
        let err = refused(&bytes);
        assert_eq!(err.kind(), kind, "{bytes:02x?}: {err}");
        assert_eq!((err.index(), err.field()), (index, field), "{err}");
        assert_eq!(err.cell(), square.map(cell), "{err}");
        assert_eq!(err.to_string(), message);
    }
}

#[test]
fn binary_fens_are_displayed_as_hex() {
    fn send_sync<T: Send + Sync + Copy>() {}
    let binary = Fen::START.to_binary();
    let hex = "ffff00000000ffff2d844ad200000000111111113e955be3";
    assert_eq!(binary.to_string(), hex);
    assert_eq!(format!("{binary:>50}"), format!("  {hex}"));
    assert_eq!(format!("{binary:?}"), format!("BinaryFen(\"{hex}\")"));
    let empty = Fen::parse("8/8/8/8/8/8/8/8 w - -").expect("a FEN");
    assert_eq!(empty.to_binary().to_string(), "");
    assert_eq!(size_of::<BinaryFen>(), 65);
    assert_eq!(size_of::<BinaryFenError>(), 32);
    assert!(size_of::<ToBinaryError>() <= 12);
    send_sync::<BinaryFen>();
    send_sync::<BinaryFenError>();
    send_sync::<ToBinaryError>();
}

#[test]
fn what_binary_fen_cannot_hold_is_refused_by_the_writer() {
    let fen = Fen::parse("4k3/8/8/8/8/8/8/R~2QK~3 w - - 0 1");
    assert!(fen.is_err(), "a promoted king is no FEN");
    let fen = Fen::parse("4k3/8/8/8/8/8/8/R~2Q~K3 w - - 0 1").expect("a FEN");
    assert_eq!(fen.to_binary(), BinaryFen::UNWRITABLE);
    assert_eq!(
        fen.try_to_binary(),
        Err(ToBinaryError::Promoted {
            cell: cell("a1"),
            piece: Epin::parse("+R").expect("a token"),
        })
    );
    let fen = Fen::parse("4k3/8/8/8/8/8/8/4K3[QQQQQQQQQQQQQQQQqq] w - - 0 1").expect("a FEN");
    assert_eq!(fen.to_binary(), BinaryFen::UNWRITABLE);
    assert_eq!(
        fen.try_to_binary(),
        Err(ToBinaryError::Pocket {
            side: Side::First,
            piece: Epin::parse("Q").expect("a token"),
            count: 16,
        })
    );
    // Fifteen is the most a nibble holds.
    let fen = Fen::parse("4k3/8/8/8/8/8/8/4K3[QQQQQQQQQQQQQQQqq] w - - 0 1").expect("a FEN");
    assert!(fen.try_to_binary().is_ok());
    // What no position is written as, refused by both readers.
    let err = Fen::from_binary(BinaryFen::UNWRITABLE.as_bytes()).expect_err("refused");
    assert_eq!(
        (err.kind(), err.index()),
        (Kind::Variant { found: 255 }, 10)
    );
    let packed = PackedSetup::try_from_bytes(BinaryFen::UNWRITABLE.as_bytes()).expect("64 bytes");
    assert!(packed.unpack_standard().is_err());
}
