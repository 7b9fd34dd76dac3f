//! The reader of chess FEN: the board straight into a `Board<8, 8>`, then
//! the pockets, the side to move, the castling rights, the en-passant
//! square and the clocks, left to right.
//!
//! Every loop moves forward through the input and stops at the first
//! mistake, so time is linear in the input's length; every index is checked
//! against the length before it is read, so no input panics.

use super::error::{FenError, FenErrorKind as Kind, Field};
use super::fen::{Clocks, Fen, Pockets};
use super::{BLACK, MAX_LEN, Square, WHITE};
use crate::{Board, Epin, Hand, Position, State};

/// A FEN read, and the index just past it.
pub(crate) struct Read {
    pub(crate) fen: Fen,
    pub(crate) end: usize,
}

/// The token of a piece, checked when the tables are built.
const fn piece(token: &str) -> Epin {
    match Epin::parse(token) {
        Ok(piece) => piece,
        Err(_) => panic!("not an EPIN token"),
    }
}

/// The piece every byte writes on the board, for the three kinds of rank:
/// `[0]` any rank but the pawns' start ranks, `[1]` rank 7 (black pawns
/// are `+p` there), `[2]` rank 2 (white pawns are `+P`). Kings are terminal
/// (`K^`). A `static`, so a lookup reads one entry.
static PIECES: [[Option<Epin>; 256]; 3] = {
    let mut tables = [[None; 256]; 3];
    let letters = [
        (b'K', "K^"),
        (b'Q', "Q"),
        (b'R', "R"),
        (b'B', "B"),
        (b'N', "N"),
        (b'P', "P"),
        (b'k', "k^"),
        (b'q', "q"),
        (b'r', "r"),
        (b'b', "b"),
        (b'n', "n"),
        (b'p', "p"),
    ];
    let mut kind = 0;
    while kind < 3 {
        let mut i = 0;
        while i < letters.len() {
            let (byte, token) = letters[i];
            tables[kind][byte as usize] = Some(piece(token));
            i += 1;
        }
        kind += 1;
    }
    tables[1][b'p' as usize] = Some(piece("+p"));
    tables[2][b'P' as usize] = Some(piece("+P"));
    tables
};

/// The table of [`PIECES`] for each board row (row 0 is rank 8).
const ROW_KIND: [usize; 8] = [0, 1, 0, 0, 0, 0, 2, 0];

/// The byte at `at`, or `None` past the end.
const fn byte_at(bytes: &[u8], at: usize) -> Option<u8> {
    if at < bytes.len() {
        Some(bytes[at])
    } else {
        None
    }
}

/// The rank number (8 to 1) of a board row (0 to 7).
#[allow(clippy::cast_possible_truncation, reason = "rows are below 8")]
const fn rank_number(row: usize) -> u8 {
    8 - row as u8
}

/// Whether a byte is a square on the board: a piece letter or a count.
const fn starts_square(byte: u8) -> bool {
    PIECES[0][byte as usize].is_some() || matches!(byte, b'1'..=b'8')
}

/// Reads the board from the start of the input into `board`; returns the
/// index just past rank 1 and the pieces read.
const fn read_board(bytes: &[u8], board: &mut Board<8, 8>) -> Result<(usize, u32), FenError> {
    let len = bytes.len();
    let mut at = 0;
    let mut row = 0;
    let mut pieces = 0;
    loop {
        let table = &PIECES[ROW_KIND[row]];
        let mut file = 0;
        // Whether the last square read was a count of empty squares.
        let mut counted = false;
        while file < 8 {
            if at >= len {
                return Err(if file == 0 {
                    FenError::new(Kind::ExpectedSquare { found: None }, at, Field::Board)
                        .on(Square::at(row, file))
                } else {
                    short_rank(row, file, at)
                });
            }
            let byte = bytes[at];
            if let Some(piece) = table[byte as usize] {
                at += 1;
                if at < len && bytes[at] == b'~' {
                    if matches!(byte, b'K' | b'k' | b'P' | b'p') {
                        let kind = Kind::Unpromotable { piece: byte };
                        return Err(FenError::new(kind, at, Field::Board).on(Square::at(row, file)));
                    }
                    board[row][file] = Some(piece.enhanced());
                    at += 1;
                } else {
                    board[row][file] = Some(piece);
                }
                file += 1;
                pieces += 1;
                counted = false;
            } else if matches!(byte, b'1'..=b'8') {
                if counted {
                    let kind = Kind::AdjacentCounts { count: byte };
                    return Err(FenError::new(kind, at, Field::Board).on(Square::at(row, file)));
                }
                file += (byte - b'0') as usize;
                if file > 8 {
                    #[allow(clippy::cast_possible_truncation, reason = "at most 15")]
                    let squares = file as u8;
                    let kind = Kind::RankOverflow {
                        rank: rank_number(row),
                        squares,
                    };
                    return Err(FenError::new(kind, at, Field::Board));
                }
                at += 1;
                counted = true;
            } else if file > 0 && matches!(byte, b'/' | b' ' | b'[') {
                return Err(short_rank(row, file, at));
            } else {
                let kind = Kind::ExpectedSquare { found: Some(byte) };
                return Err(FenError::new(kind, at, Field::Board).on(Square::at(row, file)));
            }
        }
        if row == 7 {
            return Ok((at, pieces));
        }
        match byte_at(bytes, at) {
            Some(b'/') => {
                at += 1;
                row += 1;
            }
            Some(byte) if starts_square(byte) => {
                let squares = if byte.is_ascii_digit() {
                    8 + byte - b'0'
                } else {
                    9
                };
                let kind = Kind::RankOverflow {
                    rank: rank_number(row),
                    squares,
                };
                return Err(FenError::new(kind, at, Field::Board));
            }
            found => {
                let kind = Kind::ExpectedRank {
                    rank: rank_number(row + 1),
                    found,
                };
                return Err(FenError::new(kind, at, Field::Board));
            }
        }
    }
}

/// The error for a rank that ends at `at` after `file` squares.
#[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
const fn short_rank(row: usize, file: usize, at: usize) -> FenError {
    let kind = Kind::ShortRank {
        rank: rank_number(row),
        squares: file as u8,
    };
    FenError::new(kind, at, Field::Board)
}

/// The place of a pocket letter in [`POCKET_PIECES`].
const fn pocket_index(byte: u8) -> Option<usize> {
    match byte {
        b'Q' => Some(0),
        b'R' => Some(1),
        b'B' => Some(2),
        b'N' => Some(3),
        b'P' => Some(4),
        b'q' => Some(5),
        b'r' => Some(6),
        b'b' => Some(7),
        b'n' => Some(8),
        b'p' => Some(9),
        _ => None,
    }
}

/// The pieces a pocket holds, white's then black's, in the order FEN
/// writes them.
pub(crate) const POCKET_PIECES: [Epin; 10] = [
    piece("Q"),
    piece("R"),
    piece("B"),
    piece("N"),
    piece("P"),
    piece("q"),
    piece("r"),
    piece("b"),
    piece("n"),
    piece("p"),
];

/// Reads the pockets, if any, from `at` (just past rank 1) into `hands`.
/// Returns their form, the index past them and the pieces counted with the
/// board's `pieces`.
const fn read_pockets(
    bytes: &[u8],
    mut at: usize,
    mut pieces: u32,
    hands: &mut [Hand; 2],
) -> Result<(Pockets, usize), FenError> {
    let (form, end) = match byte_at(bytes, at) {
        Some(b'[') => (Pockets::Brackets, b']'),
        Some(b'/') => (Pockets::Slash, b' '),
        _ => return Ok((Pockets::Absent, at)),
    };
    at += 1;
    let mut counts = [0u32; 10];
    loop {
        let found = byte_at(bytes, at);
        match found {
            Some(byte) if byte == end => {
                if end == b']' {
                    at += 1;
                }
                break;
            }
            None if end == b' ' => break,
            Some(byte) if pocket_index(byte).is_some() => {
                pieces += 1;
                if pieces > 64 {
                    let kind = Kind::TooManyPieces { pieces };
                    return Err(FenError::new(kind, at, Field::Pockets));
                }
                if let Some(i) = pocket_index(byte) {
                    counts[i] += 1;
                }
                at += 1;
            }
            _ => {
                let kind = Kind::Pocket { found, end };
                return Err(FenError::new(kind, at, Field::Pockets));
            }
        }
    }
    let mut i = 0;
    while i < counts.len() {
        let hand = &mut hands[i / 5];
        if hand.add(POCKET_PIECES[i], counts[i]).is_err() {
            // Not reached: five kinds of at most 64 pieces fit in a hand.
            let kind = Kind::TooManyPieces { pieces };
            return Err(FenError::new(kind, at, Field::Pockets));
        }
        i += 1;
    }
    Ok((form, at))
}

/// Checks that a space is at `at`, before `field`.
const fn space(bytes: &[u8], at: usize, field: Field) -> Result<(), FenError> {
    match byte_at(bytes, at) {
        Some(b' ') => Ok(()),
        found => Err(FenError::new(Kind::ExpectedSpace { found }, at, field)),
    }
}

/// Whether a square holds a piece of letter `letter`, as written in FEN
/// (its case is its side).
const fn holds(square: Option<Epin>, letter: u8) -> bool {
    match square {
        Some(piece) => piece.raw().0.byte() == letter,
        None => false,
    }
}

/// The FEN letter of a square's piece, `None` when it is empty.
const fn letter_of(square: Option<Epin>) -> Option<u8> {
    match square {
        Some(piece) => Some(piece.raw().0.byte()),
        None => None,
    }
}

/// The rights read so far: for each side (white, black) and wing (a, h),
/// the right as written, 0 when none.
type Rights = [[u8; 2]; 2];

/// Reads one castling right at `at` and gives its rook the right (`-R`).
const fn castle(
    board: &mut Board<8, 8>,
    right: u8,
    at: usize,
    rights: &mut Rights,
) -> Result<(), FenError> {
    let white = right.is_ascii_uppercase();
    let (row, side, king_letter, rook_letter) = if white {
        (7, 0, b'K', b'R')
    } else {
        (0, 1, b'k', b'r')
    };
    let mut king_file = 8;
    let mut file = 0;
    while file < 8 {
        if holds(board[row][file], king_letter) {
            if king_file < 8 {
                return Err(FenError::new(Kind::TwoKings { right }, at, Field::Castling));
            }
            king_file = file;
        }
        file += 1;
    }
    if king_file == 8 {
        return Err(FenError::new(Kind::NoKing { right }, at, Field::Castling));
    }
    let file = match right.to_ascii_lowercase() {
        b'k' | b'q' => {
            let h_side = right.eq_ignore_ascii_case(&b'k');
            // The outermost rook on that side of the king.
            let (mut file, step) = if h_side { (7, usize::MAX) } else { (0, 1) };
            while file != king_file && !holds(board[row][file], rook_letter) {
                file = file.wrapping_add(step);
            }
            if file == king_file {
                return Err(FenError::new(Kind::NoRook { right }, at, Field::Castling));
            }
            file
        }
        letter => {
            let file = (letter - b'a') as usize;
            if !holds(board[row][file], rook_letter) {
                let found = letter_of(board[row][file]);
                let kind = Kind::NotRook { right, found };
                return Err(FenError::new(kind, at, Field::Castling).on(Square::at(row, file)));
            }
            file
        }
    };
    let square = Square::at(row, file);
    let Some(piece) = board[row][file] else {
        return Err(FenError::new(Kind::NoRook { right }, at, Field::Castling));
    };
    if piece.is_enhanced() {
        let kind = Kind::PromotedRook { right };
        return Err(FenError::new(kind, at, Field::Castling).on(square));
    }
    let wing = (file > king_file) as usize;
    let previous = rights[side][wing];
    if previous != 0 {
        let kind = Kind::SameSide { right, previous };
        let error = FenError::new(kind, at, Field::Castling).on(square);
        return Err(error.and(Square::at(row, king_file)));
    }
    rights[side][wing] = right;
    board[row][file] = Some(piece.with_state(State::Diminished));
    Ok(())
}

/// Reads the castling field from `at`; returns the index past it.
const fn read_castling(
    bytes: &[u8],
    mut at: usize,
    board: &mut Board<8, 8>,
) -> Result<usize, FenError> {
    if let Some(b'-') = byte_at(bytes, at) {
        return Ok(at + 1);
    }
    let mut rights = [[0; 2]; 2];
    let start = at;
    loop {
        let found = byte_at(bytes, at);
        match found {
            Some(b' ') | None if at > start => return Ok(at),
            Some(right @ (b'K' | b'Q' | b'k' | b'q' | b'A'..=b'H' | b'a'..=b'h')) => {
                if let Err(error) = castle(board, right, at, &mut rights) {
                    return Err(error);
                }
                at += 1;
            }
            _ => {
                let kind = Kind::CastlingRight { found };
                return Err(FenError::new(kind, at, Field::Castling));
            }
        }
    }
}

/// Reads the en-passant field from `at` and marks the pawn that just
/// advanced (`-P`); returns the index past it.
const fn read_en_passant(
    bytes: &[u8],
    at: usize,
    board: &mut Board<8, 8>,
    white_to_move: bool,
) -> Result<usize, FenError> {
    let file = match byte_at(bytes, at) {
        Some(b'-') => return Ok(at + 1),
        Some(file @ b'a'..=b'h') => file - b'a',
        found => {
            return Err(FenError::new(
                Kind::EnPassantSquare { found },
                at,
                Field::EnPassant,
            ));
        }
    };
    let rank = match byte_at(bytes, at + 1) {
        Some(rank @ b'1'..=b'8') => rank - b'1',
        found => {
            let kind = Kind::EnPassantSquare { found };
            return Err(FenError::new(kind, at + 1, Field::EnPassant));
        }
    };
    let square = Square::new(file, rank);
    // Rows of the passed square, of the pawn in front of it and of the
    // square it came from.
    let (expected, passed, pawn, origin, letter) = if white_to_move {
        (5, 2, 3, 1, b'p')
    } else {
        (2, 5, 4, 6, b'P')
    };
    if rank != expected {
        let kind = Kind::EnPassantRank {
            expected: expected + 1,
        };
        return Err(FenError::new(kind, at, Field::EnPassant).on(square));
    }
    let file = file as usize;
    let Some(moved) = board[pawn][file] else {
        let kind = Kind::EnPassantPawn { found: None };
        return Err(FenError::new(kind, at, Field::EnPassant).on(square));
    };
    if moved.raw().0.byte() != letter {
        let found = Some(moved.raw().0.byte());
        let kind = Kind::EnPassantPawn { found };
        return Err(FenError::new(kind, at, Field::EnPassant).on(square));
    }
    let behind = [passed, origin];
    let mut i = 0;
    while i < behind.len() {
        let row = behind[i];
        if let Some(found) = letter_of(board[row][file]) {
            let kind = Kind::EnPassantBlocked { found };
            let error = FenError::new(kind, at, Field::EnPassant).on(square);
            return Err(error.and(Square::at(row, file)));
        }
        i += 1;
    }
    board[pawn][file] = Some(moved.with_state(State::Diminished));
    Ok(at + 2)
}

/// Reads a clock (a decimal number without sign or leading zero, at most
/// `u32::MAX`) at `at`; returns it and the index past it.
const fn read_number(bytes: &[u8], at: usize, field: Field) -> Result<(u32, usize), FenError> {
    match byte_at(bytes, at) {
        Some(b'0') if matches!(byte_at(bytes, at + 1), Some(b'0'..=b'9')) => {
            return Err(FenError::new(Kind::LeadingZero, at, field));
        }
        Some(b'0'..=b'9') => {}
        found => return Err(FenError::new(Kind::ExpectedNumber { found }, at, field)),
    }
    let mut value: u64 = 0;
    let mut end = at;
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        value = value * 10 + (bytes[end] - b'0') as u64;
        if value > u32::MAX as u64 {
            return Err(FenError::new(Kind::NumberTooLarge, at, field));
        }
        end += 1;
    }
    #[allow(clippy::cast_possible_truncation, reason = "checked against u32::MAX")]
    let value = value as u32;
    Ok((value, end))
}

/// Reads the clocks from `at` (the halfmove clock's first byte).
const fn read_clocks(bytes: &[u8], at: usize) -> Result<(Clocks, usize), FenError> {
    let (halfmove, at) = match read_number(bytes, at, Field::HalfmoveClock) {
        Ok(read) => read,
        Err(error) => return Err(error),
    };
    if let Err(error) = space(bytes, at, Field::FullmoveNumber) {
        return Err(error);
    }
    let (fullmove, end) = match read_number(bytes, at + 1, Field::FullmoveNumber) {
        Ok(read) => read,
        Err(error) => return Err(error),
    };
    match Clocks::new(halfmove, fullmove) {
        Some(clocks) => Ok((clocks, end)),
        None => Err(FenError::new(
            Kind::ZeroFullmove,
            at + 1,
            Field::FullmoveNumber,
        )),
    }
}

/// Reads a FEN from the start of `bytes`. With `prefix`, it may be followed
/// by a space and anything that does not start with a digit (EPD
/// operations), or by a space after the fullmove number; `end` is then the
/// index of that space. Without, it must end the input.
pub(crate) const fn read(bytes: &[u8], prefix: bool) -> Result<Read, FenError> {
    let len = bytes.len();
    if !prefix && len > MAX_LEN {
        return Err(FenError::whole(Kind::TooLong { len }, MAX_LEN));
    }
    let mut board = [[None; 8]; 8];
    let (at, pieces) = match read_board(bytes, &mut board) {
        Ok(read) => read,
        Err(error) => return Err(error),
    };
    let mut hands = [Hand::new(), Hand::new()];
    let (pockets, at) = match read_pockets(bytes, at, pieces, &mut hands) {
        Ok(read) => read,
        Err(error) => return Err(error),
    };
    if let Err(error) = space(bytes, at, Field::Side) {
        return Err(error);
    }
    let white_to_move = match byte_at(bytes, at + 1) {
        Some(b'w') => true,
        Some(b'b') => false,
        found => return Err(FenError::new(Kind::Side { found }, at + 1, Field::Side)),
    };
    if let Err(error) = space(bytes, at + 2, Field::Castling) {
        return Err(error);
    }
    let at = match read_castling(bytes, at + 3, &mut board) {
        Ok(at) => at,
        Err(error) => return Err(error),
    };
    if let Err(error) = space(bytes, at, Field::EnPassant) {
        return Err(error);
    }
    let at = match read_en_passant(bytes, at + 1, &mut board, white_to_move) {
        Ok(at) => at,
        Err(error) => return Err(error),
    };
    let (clocks, end) = match byte_at(bytes, at) {
        None => (None, at),
        Some(b' ') if prefix && !matches!(byte_at(bytes, at + 1), Some(b'0'..=b'9')) => (None, at),
        Some(b' ') => match read_clocks(bytes, at + 1) {
            Ok((clocks, end)) => match byte_at(bytes, end) {
                None => (Some(clocks), end),
                Some(b' ') if prefix => (Some(clocks), end),
                Some(found) => {
                    let kind = Kind::ExpectedEnd { found };
                    return Err(FenError::new(kind, end, Field::FullmoveNumber));
                }
            },
            Err(error) => return Err(error),
        },
        Some(found) => {
            let kind = Kind::ExpectedClocksOrEnd { found };
            return Err(FenError::new(kind, at, Field::EnPassant));
        }
    };
    let (active, inactive) = if white_to_move {
        (WHITE, BLACK)
    } else {
        (BLACK, WHITE)
    };
    let position = Position::from_scan(board, hands, active, inactive);
    Ok(Read {
        fen: Fen::from_parts(&position, clocks, pockets),
        end,
    })
}
