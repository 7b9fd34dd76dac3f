//! Every short string over each field's alphabet, in a FEN whose other
//! fields are fine: read exactly when the rules (restated here as oracles)
//! say so, the mistake at the byte they name, and read as `shakmaty` reads
//! it whenever this module reads it.

use std::collections::BTreeSet;

use pin_runtime::State;
use pin_runtime::chess::{Fen, FenError, Field};

use super::{TestBoard, parse, test_board};

/// Every string of `len` bytes over `alphabet`.
fn strings(alphabet: &[u8], len: u32) -> impl Iterator<Item = String> + '_ {
    let count = alphabet.len().pow(len);
    (0..count).map(move |mut n| {
        let mut text = String::with_capacity(len as usize);
        for _ in 0..len {
            text.push(char::from(alphabet[n % alphabet.len()]));
            n /= alphabet.len();
        }
        text
    })
}

/// Every string of up to `max` bytes over `alphabet`, the empty one too.
fn strings_up_to(alphabet: &[u8], max: u32) -> impl Iterator<Item = String> + '_ {
    (0..=max).flat_map(move |len| strings(alphabet, len))
}

/// Checks our reading of `text`, in which the field under test starts at
/// byte `start`, against the oracle: `Ok` when it reads, else the byte
/// index in the field of the mistake.
fn check<T: PartialEq + std::fmt::Debug>(
    text: &str,
    start: usize,
    oracle: Result<T, usize>,
    read: impl Fn(&Fen) -> T,
) -> Option<Fen> {
    match (parse(text), oracle) {
        (Ok(fen), Ok(expected)) => {
            assert_eq!(read(&fen), expected, "{text:?}");
            // Written back and read again, the same.
            assert_eq!(parse(&fen.to_string()), Ok(fen), "{text:?}");
            Some(fen)
        }
        (Err(error), Err(at)) => {
            assert_eq!(error.index(), start + at, "{text:?}: {error}");
            None
        }
        (ours, oracle) => panic!(
            "{text:?}: read {:?}, oracle {oracle:?}",
            ours.map_err(|e| e.to_string())
        ),
    }
}

/// Checks that `shakmaty` reads `text` as we do, when we read it.
fn same_as_shakmaty(text: &str, fen: Option<&Fen>) {
    if let Some(fen) = fen {
        let theirs = shakmaty::fen::Fen::from_ascii(text.as_bytes())
            .unwrap_or_else(|error| panic!("{text:?}: shakmaty: {error}"));
        assert_eq!(
            super::ours(fen),
            super::theirs(theirs.as_setup()),
            "{text:?}"
        );
    }
}

/// The squares, by board row and file, of the rooks a FEN gives a right.
fn castling_rooks(fen: &Fen) -> BTreeSet<(usize, usize)> {
    let mut rooks = BTreeSet::new();
    for (row, rank) in fen.position().board().iter().enumerate() {
        for (file, square) in rank.iter().enumerate() {
            if square.is_some_and(|p| {
                p.letter_char().eq_ignore_ascii_case(&'r') && p.state() == State::Diminished
            }) {
                rooks.insert((row, file));
            }
        }
    }
    rooks
}

/// The castling rules, restated: the rooks a field names, or the index of
/// the first right in the way.
fn castling_oracle(board: &TestBoard, field: &str) -> Result<BTreeSet<(usize, usize)>, usize> {
    let bytes = field.as_bytes();
    match bytes {
        [b'-'] => return Ok(BTreeSet::new()),
        [b'-', ..] => return Err(1),
        [] => return Err(0),
        _ => {}
    }
    let mut rooks = BTreeSet::new();
    let mut wings = BTreeSet::new();
    for (i, &right) in bytes.iter().enumerate() {
        let white = right.is_ascii_uppercase();
        let lower = right.to_ascii_lowercase();
        if !(lower == b'k' || lower == b'q' || (b'a'..=b'h').contains(&lower)) {
            return Err(i);
        }
        let row = if white { 7 } else { 0 };
        let (king, rook) = if white { (b'K', b'R') } else { (b'k', b'r') };
        let kings: Vec<usize> = (0..8)
            .filter(|&f| board[row][f].is_some_and(|(l, _)| l == king))
            .collect();
        let [king_file] = kings[..] else {
            return Err(i);
        };
        let is_rook = |f: usize| board[row][f].is_some_and(|(l, _)| l == rook);
        let file = match lower {
            b'k' => (king_file + 1..8).rev().find(|&f| is_rook(f)),
            b'q' => (0..king_file).find(|&f| is_rook(f)),
            _ => Some(usize::from(lower - b'a')).filter(|&f| is_rook(f)),
        };
        let Some(file) = file else { return Err(i) };
        let promoted = board[row][file].is_some_and(|(_, promoted)| promoted);
        if promoted || !wings.insert((white, file > king_file)) {
            return Err(i);
        }
        rooks.insert((row, file));
    }
    Ok(rooks)
}

/// Boards for the castling field: the start, inner rooks on both sides,
/// kings off their back ranks, promoted rooks, two kings on a back rank.
const CASTLING_BOARDS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "rr2k1rr/8/8/8/8/8/8/RR2K1RR",
    "r6r/4k3/8/8/8/8/4K3/R6R",
    "r~3k1rr/8/8/8/8/8/8/RR3KNR~",
    "r1k1k2r/8/8/8/8/8/8/R1K1K2R",
];

/// The alphabet of castling rights: `KQkq`, the files, `-`.
const CASTLING: &[u8] = b"KQkqABCDEFGHabcdefgh-";

fn castling_fields(board_text: &str, max: u32) -> usize {
    let board = test_board(board_text);
    let mut read = 0;
    let prefix = format!("{board_text} w ");
    let mut text = String::new();
    for field in strings_up_to(CASTLING, max) {
        text.clear();
        text.push_str(&prefix);
        text.push_str(&field);
        text.push_str(" - 0 1");
        let fen = check(
            &text,
            prefix.len(),
            castling_oracle(&board, &field),
            castling_rooks,
        );
        read += usize::from(fen.is_some());
        same_as_shakmaty(&text, fen.as_ref());
    }
    read
}

#[test]
fn every_castling_field_up_to_4_bytes() {
    let read = CASTLING_BOARDS.map(|board| castling_fields(board, 4));
    // `-`, and every set of wings (a side of a king) in any order, each
    // right spelled in one of `s` ways: the sum over k wings of
    // C(4, k) s^k k!. The start: s = 2 (`K` or `H`), 633. Inner rooks: s = 3
    // (`K`, `H` or `G`), 2713. No king on its back rank: `-` alone. Promoted
    // rooks: two wings, s = 3, 25. Two kings on each back rank: `-`.
    assert_eq!(read, [633, 2713, 1, 25, 1]);
}

/// The five-byte fields (4 million per board) on the boards where rights
/// exist: a fifth right is always one too many.
#[test]
#[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
fn every_castling_field_of_5_bytes() {
    for board in &CASTLING_BOARDS[..2] {
        castling_fields(board, 5);
    }
}

/// The en-passant rules, restated: the square a field names (its board row
/// and file), or the index of the mistake.
fn en_passant_oracle(
    board: &TestBoard,
    white_to_move: bool,
    field: &str,
) -> Result<Option<(usize, usize)>, usize> {
    let bytes = field.as_bytes();
    match bytes {
        [b'-'] => return Ok(None),
        [b'-', ..] => return Err(1),
        _ => {}
    }
    let Some(file @ b'a'..=b'h') = bytes.first().copied() else {
        return Err(0);
    };
    let Some(rank @ b'1'..=b'8') = bytes.get(1).copied() else {
        return Err(1);
    };
    let (expected, pawn, pawn_row, behind) = if white_to_move {
        (b'6', b'p', 3, [2, 1])
    } else {
        (b'3', b'P', 4, [5, 6])
    };
    let file = usize::from(file - b'a');
    if rank != expected
        || board[pawn_row][file].map(|(l, _)| l) != Some(pawn)
        || behind.iter().any(|&row| board[row][file].is_some())
    {
        return Err(0);
    }
    if bytes.len() > 2 {
        return Err(2);
    }
    Ok(Some((behind[0], file)))
}

/// The square behind the `-P` of a FEN, by board row and file.
fn en_passant_square(fen: &Fen) -> Option<(usize, usize)> {
    let board = fen.position().board();
    (0..8)
        .flat_map(|row| (0..8).map(move |file| (row, file)))
        .find_map(|(row, file)| {
            let piece = board[row][file]?;
            (piece.letter_char().eq_ignore_ascii_case(&'p') && piece.state() == State::Diminished)
                .then(|| {
                    if piece.is_first() {
                        (row + 1, file)
                    } else {
                        (row - 1, file)
                    }
                })
        })
}

#[test]
fn every_en_passant_field_up_to_4_bytes() {
    // Pawns on every file where they land after two squares, but on the h
    // file; blocked behind on c, d, f and g.
    let board_text = "4k3/3n4/2n5/pppppppn/PPPPPPPN/5N2/6N1/4K3";
    let board = test_board(board_text);
    let mut read = 0;
    for white_to_move in [true, false] {
        let side = if white_to_move { 'w' } else { 'b' };
        for field in strings_up_to(b"abcdhi-012345689x", 4) {
            let prefix = format!("{board_text} {side} - ");
            let text = format!("{prefix}{field}");
            let oracle = en_passant_oracle(&board, white_to_move, &field);
            let fen = check(&text, prefix.len(), oracle, en_passant_square);
            read += usize::from(fen.is_some());
            same_as_shakmaty(&text, fen.as_ref());
        }
    }
    // `-`, and a, b, e on each side.
    assert_eq!(read, 8);
}

#[test]
fn every_side_field_up_to_2_bytes() {
    let board = "4k3/8/8/8/8/8/8/4K3";
    let mut alphabet: Vec<u8> = (0..128).collect();
    alphabet.retain(|&b| b != b' ');
    let mut read = 0;
    for field in
        strings_up_to(&alphabet, 2).chain(["é".to_string(), "wé".to_string(), " ".to_string()])
    {
        let text = format!("{board} {field} - -");
        let oracle = match field.as_bytes() {
            [b'w'] => Ok(true),
            [b'b'] => Ok(false),
            [b'w' | b'b', ..] => Err(1),
            _ => Err(0),
        };
        let fen = check(&text, board.len() + 1, oracle, |fen| fen.turn().is_first());
        read += usize::from(fen.is_some());
        same_as_shakmaty(&text, fen.as_ref());
    }
    assert_eq!(read, 2);
}

/// The clock rules, restated: the value of a field, or the index of the
/// mistake (`last`: the fullmove number, which ends the input).
fn clock_oracle(field: &str, last: bool) -> Result<u32, usize> {
    let digits = field.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || (field.starts_with('0') && digits > 1) {
        return Err(0);
    }
    let value: u64 = field[..digits].parse().map_err(|_| 0usize)?;
    let value = u32::try_from(value).map_err(|_| 0usize)?;
    if last && value == 0 {
        return Err(0);
    }
    if digits < field.len() {
        // Past the digits: a space and the fullmove number, or the end.
        return Err(digits);
    }
    Ok(value)
}

#[test]
fn every_clock_field_up_to_4_bytes() {
    let board = "4k3/8/8/8/8/8/8/4K3 w - -";
    let alphabet = b"0123456789+-x";
    let bounds = [
        "4294967295",
        "4294967296",
        "9999999999",
        "10000000000",
        "04294967295",
        "00",
    ];
    let fields: Vec<String> = strings_up_to(alphabet, 4)
        .chain(bounds.iter().map(|b| (*b).to_string()))
        .collect();
    let mut read = 0;
    for field in &fields {
        let text = format!("{board} {field} 1");
        let fen = check(&text, board.len() + 1, clock_oracle(field, false), |fen| {
            fen.halfmove_clock().unwrap_or(u32::MAX)
        });
        read += usize::from(fen.is_some());
        same_as_shakmaty(&text, fen.as_ref());
        let text = format!("{board} 0 {field}");
        let fen = check(&text, board.len() + 3, clock_oracle(field, true), |fen| {
            fen.fullmove_number().unwrap_or(0)
        });
        read += usize::from(fen.is_some());
        same_as_shakmaty(&text, fen.as_ref());
    }
    // 0 to 9999 and 4294967295: halfmove clocks, and the same but 0 as
    // fullmove numbers.
    assert_eq!(read, 10_001 + 10_000);
}

/// The rules of one rank, restated: its squares, or the index of the
/// mistake in it (its length when it ends short).
fn rank_oracle(rank: &str) -> Result<Vec<Option<(u8, bool)>>, usize> {
    let bytes = rank.as_bytes();
    let mut squares = Vec::new();
    let mut after_count = false;
    let mut i = 0;
    while i < bytes.len() {
        let byte = bytes[i];
        match byte {
            b'K' | b'Q' | b'R' | b'B' | b'N' | b'P' | b'k' | b'q' | b'r' | b'b' | b'n' | b'p' => {
                if squares.len() == 8 {
                    return Err(i);
                }
                let promoted = bytes.get(i + 1) == Some(&b'~');
                if promoted && b"KPkp".contains(&byte) {
                    return Err(i + 1);
                }
                squares.push(Some((byte, promoted)));
                i += 1 + usize::from(promoted);
                after_count = false;
            }
            b'1'..=b'8' => {
                if after_count || squares.len() + usize::from(byte - b'0') > 8 {
                    return Err(i);
                }
                squares.extend(std::iter::repeat_n(None, usize::from(byte - b'0')));
                i += 1;
                after_count = true;
            }
            _ => return Err(i),
        }
    }
    if squares.len() == 8 {
        Ok(squares)
    } else {
        Err(bytes.len())
    }
}

#[test]
fn every_rank_up_to_5_bytes() {
    let mut read = 0;
    for rank in strings_up_to(b"12345789Qpk~x", 5) {
        // The rank under test is rank 5, between ranks of 8 empty squares.
        let prefix = "4k3/8/8/";
        let text = format!("{prefix}{rank}/8/8/8/4K3 w - - 0 1");
        let squares = |fen: &Fen| {
            fen.position().board()[3]
                .iter()
                .map(|square| square.map(|p| (p.letter_char() as u8, p.state() == State::Enhanced)))
                .collect::<Vec<_>>()
        };
        let fen = check(&text, prefix.len(), rank_oracle(&rank), squares);
        read += usize::from(fen.is_some());
        same_as_shakmaty(&text, fen.as_ref());
    }
    // Among them `8`, `Q7`, `1p6`, `3Q~4`, `k1p~5`, `Q1QpQ3`...
    assert!(read > 1000, "{read}");
}

#[test]
fn errors_name_the_field_they_are_in() {
    let field = |text: &str| Fen::parse(text).map_err(|e: FenError| e.field());
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    assert_eq!(
        field(&format!("{start}[K] w - -")),
        Err(Some(Field::Pockets))
    );
    assert_eq!(field(&format!("{start} x - -")), Err(Some(Field::Side)));
    assert_eq!(field(&format!("{start} w x -")), Err(Some(Field::Castling)));
    assert_eq!(
        field(&format!("{start} w - x")),
        Err(Some(Field::EnPassant))
    );
    assert_eq!(
        field(&format!("{start} w - - x 1")),
        Err(Some(Field::HalfmoveClock))
    );
    assert_eq!(
        field(&format!("{start} w - - 0 x")),
        Err(Some(Field::FullmoveNumber))
    );
    assert_eq!(field(&"x".repeat(200)), Err(None));
}
