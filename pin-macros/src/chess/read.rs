//! The chess FEN reader: the board rank by rank, then the pockets, the side
//! to move, the castling rights, the en-passant square and the clocks, left
//! to right, stopping at the first mistake. The twin of `pin_runtime`'s
//! `chess/read.rs`; it fills a board of letters and marks, enough to check
//! the castling rights and the en-passant square and to write the FEEN the
//! runtime's position writes.

use super::MAX_LEN;
use super::error::{FenError, FenErrorKind as Kind, Field, Square};
use crate::bridge::{NumberError, byte_at, char_at, char_of, number};

/// The state of a piece, as FEEN marks it. Twin of `pin_runtime::State`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// No mark.
    Normal,
    /// `+`: a promoted piece (`Q~`), or a pawn on its start rank.
    Enhanced,
    /// `-`: a rook with a castling right, the pawn that just advanced two
    /// squares.
    Diminished,
}

/// A piece on the board: its FEN letter (its case is its side) and its
/// state; kings are terminal. Twin of the runtime's `Epin` on a chess board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Piece {
    pub(crate) letter: u8,
    pub(crate) state: State,
}

/// The board, rows in the order written (row 0 is rank 8). Twin of
/// `pin_runtime::Board<8, 8>`.
pub(crate) type Board = [[Option<Piece>; 8]; 8];

/// What the reader fills: the board, the pockets' counts (white's then
/// black's, each `Q R B N P`, as [`POCKET_LETTERS`]) and the side to move.
/// Twin of the runtime's `Fen` as its reader fills it.
pub(crate) struct Fen {
    pub(crate) board: Board,
    pub(crate) pockets: [u32; 10],
    pub(crate) white_to_move: bool,
}

/// The letters of the pieces on the board. Twin of the letters of
/// `pin_runtime::chess::read::PIECES`.
const PIECES: &[u8] = b"KQRBNPkqrbnp";

/// The letters a pocket holds, white's then black's, in the order FEN
/// writes them. Twin of `pin_runtime::chess::read::POCKET_PIECES`.
pub(crate) const POCKET_LETTERS: &[u8; 10] = b"QRBNPqrbnp";

/// The piece a letter writes on `row`: kings terminal, pawns on their start
/// rank `+P`. Twin of `pin_runtime::chess::read::ROWS`.
fn piece(letter: u8, row: usize) -> Piece {
    let state = match (letter, row) {
        (b'p', 1) | (b'P', 6) => State::Enhanced,
        _ => State::Normal,
    };
    Piece { letter, state }
}

/// The rank number (8 to 1) of a board row (0 to 7). Twin of
/// `pin_runtime::chess::read::rank_number`.
fn rank_number(row: usize) -> u8 {
    u8::try_from(8 - row).unwrap_or_default()
}

/// What the last square of a rank read was. Twin of
/// `pin_runtime::chess::read::Last`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    None,
    Piece,
    Count,
    Promoted,
}

/// Twin of `pin_runtime::chess::read::overflow`.
fn overflow(row: usize, squares: usize, at: usize) -> FenError {
    let kind = Kind::RankOverflow {
        rank: rank_number(row),
        squares: u8::try_from(squares).unwrap_or(u8::MAX),
    };
    FenError::new(kind, at, Field::Board).at_rank(row)
}

/// Twin of `pin_runtime::chess::read::short_rank`.
fn short_rank(row: usize, file: usize, at: usize) -> FenError {
    let kind = Kind::ShortRank {
        rank: rank_number(row),
        squares: u8::try_from(file).unwrap_or_default(),
    };
    FenError::new(kind, at, Field::Board).at_rank(row)
}

/// Reads the board from the start of the input; returns the index just
/// past rank 1 and the number of pieces on it. Twin of
/// `pin_runtime::chess::read::read_board`, with the mistakes of its
/// `read_board_slowly`, which words them.
fn read_board(bytes: &[u8], board: &mut Board) -> Result<(usize, u32), FenError> {
    let mut at = 0;
    let mut pieces = 0;
    for (row, rank) in board.iter_mut().enumerate() {
        let mut file = 0;
        let mut last = Last::None;
        while let Some(byte) = byte_at(bytes, at) {
            if PIECES.contains(&byte) {
                if file == 8 {
                    return Err(overflow(row, 9, at));
                }
                rank[file] = Some(piece(byte, row));
                file += 1;
                pieces += 1;
                last = Last::Piece;
            } else if matches!(byte, b'1'..=b'8') {
                if last == Last::Count {
                    let kind = Kind::AdjacentCounts {
                        count: char::from(byte),
                    };
                    return Err(FenError::new(kind, at, Field::Board).at_square(row, file));
                }
                file += usize::from(byte - b'0');
                if file > 8 {
                    return Err(overflow(row, file, at));
                }
                last = Last::Count;
            } else if byte == b'~' && last == Last::Piece {
                let Some(promoted) = &mut rank[file - 1] else {
                    break;
                };
                if matches!(promoted.letter, b'K' | b'k' | b'P' | b'p') {
                    let kind = Kind::Unpromotable {
                        piece: char::from(promoted.letter),
                    };
                    return Err(FenError::new(kind, at, Field::Board).at_square(row, file - 1));
                }
                promoted.state = State::Enhanced;
                last = Last::Promoted;
            } else if byte == b'~' && matches!(last, Last::Count | Last::Promoted) {
                let before = bytes.get(at.wrapping_sub(1)).copied().unwrap_or_default();
                let kind = Kind::Unpromotable {
                    piece: char::from(before),
                };
                return Err(FenError::new(kind, at, Field::Board).at_rank(row));
            } else {
                break;
            }
            at += 1;
        }
        let found = char_at(bytes, at);
        if file < 8 {
            return Err(match found {
                Some('/' | ' ' | '[') | None if file > 0 => short_rank(row, file, at),
                _ => FenError::new(Kind::ExpectedSquare { found }, at, Field::Board)
                    .at_square(row, file),
            });
        }
        if row == 7 {
            break;
        }
        if found != Some('/') {
            let kind = Kind::ExpectedRank {
                rank: rank_number(row + 1),
                found,
            };
            return Err(FenError::new(kind, at, Field::Board));
        }
        at += 1;
    }
    Ok((at, pieces))
}

/// Reads the pockets, if any, from `at` (just past rank 1); `pieces` is the
/// number of pieces on the board. Returns the index past them. Twin of
/// `pin_runtime::chess::read::read_pockets`.
fn read_pockets(
    bytes: &[u8],
    mut at: usize,
    mut pieces: u32,
    counts: &mut [u32; 10],
) -> Result<usize, FenError> {
    let end = match byte_at(bytes, at) {
        Some(b'[') => b']',
        Some(b'/') => b' ',
        _ => return Ok(at),
    };
    at += 1;
    let start = at;
    loop {
        let found = byte_at(bytes, at);
        if let Some(index) = found.and_then(|byte| POCKET_LETTERS.iter().position(|&l| l == byte)) {
            pieces += 1;
            if pieces > 64 {
                let kind = Kind::TooManyPieces { pieces };
                return Err(FenError::new(kind, at, Field::Pockets));
            }
            counts[index] += 1;
            at += 1;
            continue;
        }
        match found {
            Some(b']') if end == b']' => return Ok(at + 1),
            Some(b' ') | None if end == b' ' => return Ok(at),
            _ if end == b' ' && reads_as_ranks(bytes, start) => {
                let slashes = bytes[start..]
                    .iter()
                    .take_while(|&&byte| byte != b' ')
                    .filter(|&&byte| byte == b'/')
                    .count();
                let kind = Kind::TooManyRanks { ranks: 9 + slashes };
                return Err(FenError::new(kind, start - 1, Field::Board));
            }
            _ => {
                let kind = Kind::Pocket {
                    found: char_at(bytes, at),
                    end: char::from(end),
                };
                return Err(FenError::new(kind, at, Field::Pockets));
            }
        }
    }
}

/// Whether the field from `start` to the next space is more ranks after
/// the board rather than pockets. Twin of
/// `pin_runtime::chess::read::reads_as_ranks`.
fn reads_as_ranks(bytes: &[u8], start: usize) -> bool {
    let field = bytes[start..]
        .split(|&byte| byte == b' ')
        .next()
        .unwrap_or_default();
    let ranks: Vec<&[u8]> = field.split(|&byte| byte == b'/').collect();
    let board_bytes = field
        .iter()
        .all(|byte| b"KQRBNPkqrbnp12345678~/".contains(byte));
    let marked = ranks.len() > 1 || field.iter().any(|byte| b"12345678~".contains(byte));
    let pieces = field
        .iter()
        .filter(|byte| b"KQRBNPkqrbnp".contains(byte))
        .count();
    board_bytes && ranks.iter().all(|rank| !rank.is_empty()) && (marked || pieces == 8)
}

/// Checks that a space is at `at`, before `field`. Twin of
/// `pin_runtime::chess::read::space`.
fn space(bytes: &[u8], at: usize, field: Field) -> Result<(), FenError> {
    if byte_at(bytes, at) == Some(b' ') {
        Ok(())
    } else {
        let kind = Kind::ExpectedSpace {
            found: char_at(bytes, at),
        };
        Err(FenError::new(kind, at, field))
    }
}

/// Whether a square holds a piece of letter `letter`. Twin of
/// `pin_runtime::chess::read::holds`.
fn holds(square: Option<Piece>, letter: u8) -> bool {
    square.is_some_and(|piece| piece.letter == letter)
}

/// Where the king of letter `king` stands on a back rank. Twin of the
/// runtime's `king_file` results (`NO_KING`, `TWO_KINGS`).
#[derive(Clone, Copy)]
enum King {
    None,
    Two,
    On(usize),
}

/// Twin of `pin_runtime::chess::read::king_file`.
fn king_file(rank: &[Option<Piece>; 8], king: u8) -> King {
    let mut files = (0..8).filter(|&file| holds(rank[file], king));
    match (files.next(), files.next()) {
        (None, _) => King::None,
        (Some(_), Some(_)) => King::Two,
        (Some(file), None) => King::On(file),
    }
}

/// What reading the castling rights has found so far, for each side
/// (white, black): its king on its back rank, once looked for, and on each
/// wing (a, h) the right as written. Twin of
/// `pin_runtime::chess::read::Castling`.
struct Castling {
    kings: [Option<King>; 2],
    rights: [[Option<u8>; 2]; 2],
}

/// A castling error. Twin of `pin_runtime::chess::read::castling_error`.
fn castling_error(kind: Kind, at: usize) -> FenError {
    FenError::new(kind, at, Field::Castling)
}

/// Reads one castling right at `at` and gives its rook the right (`-R`).
/// Twin of `pin_runtime::chess::read::castle`.
fn castle(
    board: &mut Board,
    right: u8,
    at: usize,
    castling: &mut Castling,
) -> Result<(), FenError> {
    let case = right & 0x20;
    let side = usize::from(case != 0);
    let row = if case == 0 { 7 } else { 0 };
    let rook = b'R' | case;
    let right_char = char::from(right);
    let found_king =
        *castling.kings[side].get_or_insert_with(|| king_file(&board[row], b'K' | case));
    let king_file = match found_king {
        King::None => return Err(castling_error(Kind::NoKing { right: right_char }, at)),
        King::Two => return Err(castling_error(Kind::TwoKings { right: right_char }, at)),
        King::On(file) => file,
    };
    let file = match right | 0x20 {
        b'k' => (king_file + 1..8)
            .rev()
            .find(|&file| holds(board[row][file], rook)),
        b'q' => (0..king_file).find(|&file| holds(board[row][file], rook)),
        letter => {
            let file = usize::from(letter - b'a');
            if !holds(board[row][file], rook) {
                let found = board[row][file].map(|piece| char::from(piece.letter));
                let kind = Kind::NotRook {
                    right: right_char,
                    found,
                };
                return Err(castling_error(kind, at).on(Square::new(row, file)));
            }
            Some(file)
        }
    };
    let Some(file) = file else {
        return Err(castling_error(Kind::NoRook { right: right_char }, at));
    };
    let square = Square::new(row, file);
    if board[row][file].is_some_and(|piece| piece.state == State::Enhanced) {
        let kind = Kind::PromotedRook { right: right_char };
        return Err(castling_error(kind, at).on(square));
    }
    let wing = usize::from(file > king_file);
    if let Some(previous) = castling.rights[side][wing] {
        let kind = Kind::SameSide {
            right: right_char,
            previous: char::from(previous),
        };
        let error = castling_error(kind, at).on(square);
        return Err(error.and(Square::new(row, king_file)));
    }
    castling.rights[side][wing] = Some(right);
    board[row][file] = Some(Piece {
        letter: rook,
        state: State::Diminished,
    });
    Ok(())
}

/// Reads the castling field from `at`; returns the index past it. Twin of
/// `pin_runtime::chess::read::read_castling` (whose shortcut for `KQkq`
/// with rooks in the corners reads what the right-by-right path reads).
fn read_castling(bytes: &[u8], mut at: usize, board: &mut Board) -> Result<usize, FenError> {
    if byte_at(bytes, at) == Some(b'-') {
        return Ok(at + 1);
    }
    let mut castling = Castling {
        kings: [None; 2],
        rights: [[None; 2]; 2],
    };
    let start = at;
    loop {
        match byte_at(bytes, at) {
            Some(b' ') | None if at > start => return Ok(at),
            Some(right @ (b'K' | b'Q' | b'k' | b'q' | b'A'..=b'H' | b'a'..=b'h')) => {
                castle(board, right, at, &mut castling)?;
                at += 1;
            }
            _ => {
                let kind = Kind::CastlingRight {
                    found: char_at(bytes, at),
                };
                return Err(FenError::new(kind, at, Field::Castling));
            }
        }
    }
}

/// Reads the en-passant field from `at` and marks the pawn that just
/// advanced (`-P`); returns the index past it. Twin of
/// `pin_runtime::chess::read::read_en_passant`.
fn read_en_passant(
    bytes: &[u8],
    at: usize,
    board: &mut Board,
    white_to_move: bool,
) -> Result<usize, FenError> {
    let file = match byte_at(bytes, at) {
        Some(b'-') => return Ok(at + 1),
        Some(file @ b'a'..=b'h') => usize::from(file - b'a'),
        _ => {
            let kind = Kind::EnPassantSquare {
                found: char_at(bytes, at),
            };
            return Err(FenError::new(kind, at, Field::EnPassant));
        }
    };
    let Some(rank @ b'1'..=b'8') = byte_at(bytes, at + 1) else {
        let kind = Kind::EnPassantSquare {
            found: char_at(bytes, at + 1),
        };
        return Err(FenError::new(kind, at + 1, Field::EnPassant));
    };
    let square = Square::new(usize::from(b'8' - rank), file);
    // Rows of the passed square, of the pawn in front of it and of the
    // square it came from.
    let (passed, pawn, origin, letter) = if white_to_move {
        (2, 3, 1, b'p')
    } else {
        (5, 4, 6, b'P')
    };
    if square.row != passed {
        let kind = Kind::EnPassantRank {
            expected: rank_number(passed),
        };
        return Err(FenError::new(kind, at, Field::EnPassant).on(square));
    }
    let found = board[pawn][file].map(|piece| char::from(piece.letter));
    if found != Some(char::from(letter)) {
        let kind = Kind::EnPassantPawn { found };
        return Err(FenError::new(kind, at, Field::EnPassant).on(square));
    }
    for row in [passed, origin] {
        if let Some(piece) = board[row][file] {
            let kind = Kind::EnPassantBlocked {
                found: char::from(piece.letter),
            };
            let error = FenError::new(kind, at, Field::EnPassant).on(square);
            return Err(error.and(Square::new(row, file)));
        }
    }
    if let Some(moved) = &mut board[pawn][file] {
        moved.state = State::Diminished;
    }
    Ok(at + 2)
}

/// Reads a clock at `at`; returns it and the index past it. Twin of
/// `pin_runtime::chess::read::read_number`.
fn read_number(bytes: &[u8], at: usize, field: Field) -> Result<(u32, usize), FenError> {
    number(bytes, at).map_err(|error| {
        let kind = match error {
            NumberError::Missing => Kind::ExpectedNumber {
                found: char_at(bytes, at),
            },
            NumberError::LeadingZero => Kind::LeadingZero,
            NumberError::TooLarge => Kind::NumberTooLarge,
        };
        FenError::new(kind, at, field)
    })
}

/// Reads the clocks from `at` (the halfmove clock's first byte); returns
/// the index past them. Twin of `pin_runtime::chess::read::read_clocks`.
fn read_clocks(bytes: &[u8], at: usize) -> Result<usize, FenError> {
    let (_, at) = read_number(bytes, at, Field::HalfmoveClock)?;
    space(bytes, at, Field::FullmoveNumber)?;
    match read_number(bytes, at + 1, Field::FullmoveNumber)? {
        (0, _) => Err(FenError::new(
            Kind::ZeroFullmove,
            at + 1,
            Field::FullmoveNumber,
        )),
        (_, end) => Ok(end),
    }
}

/// Reads a whole FEN. Twin of `pin_runtime::chess::read::read`, without
/// its `prefix` (the macros read whole literals).
pub(crate) fn fen(bytes: &[u8]) -> Result<Fen, FenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(FenError::whole(Kind::TooLong { len }, MAX_LEN));
    }
    let mut fen = Fen {
        board: [[None; 8]; 8],
        pockets: [0; 10],
        white_to_move: true,
    };
    let (at, pieces) = read_board(bytes, &mut fen.board)?;
    let at = read_pockets(bytes, at, pieces, &mut fen.pockets)?;
    space(bytes, at, Field::Side)?;
    fen.white_to_move = match byte_at(bytes, at + 1) {
        Some(b'w') => true,
        Some(b'b') => false,
        _ => {
            let kind = Kind::Side {
                found: char_at(bytes, at + 1),
            };
            return Err(FenError::new(kind, at + 1, Field::Side));
        }
    };
    space(bytes, at + 2, Field::Castling)?;
    let at = read_castling(bytes, at + 3, &mut fen.board)?;
    space(bytes, at, Field::EnPassant)?;
    let at = read_en_passant(bytes, at + 1, &mut fen.board, fen.white_to_move)?;
    match byte_at(bytes, at) {
        None => Ok(fen),
        Some(b' ') => {
            let end = read_clocks(bytes, at + 1)?;
            if end == len {
                return Ok(fen);
            }
            let kind = Kind::ExpectedEnd {
                found: char_of(bytes, end),
            };
            Err(FenError::new(kind, end, Field::FullmoveNumber))
        }
        Some(_) => {
            let kind = Kind::ExpectedClocksOrEnd {
                found: char_of(bytes, at),
            };
            Err(FenError::new(kind, at, Field::EnPassant))
        }
    }
}
