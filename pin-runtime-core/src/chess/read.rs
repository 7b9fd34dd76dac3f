//! The reader of chess FEN: the board straight into a `Board<RANKS, FILES>`, then
//! the pockets, the side to move, the castling rights, the en-passant
//! square and the clocks, left to right.
//!
//! Every loop moves forward through the input and stops at the first
//! mistake, so time is linear in the input's length; every index is checked
//! against the length before it is read, so no input panics.

use super::error::{FenError, FenErrorKind as Kind, Field};
use super::fen::{Fen, Pockets};
use super::{FILES, LOWERCASE, MAX_LEN, RANKS, SQUARES, row as row_of};
use crate::bridge::Clocks;
use crate::bridge::{self, NumberError, cell, char_at, char_of, number};
use crate::error::byte_at;
use crate::{Board, Cell, Epin, Hand, State};

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
static ROWS: [&[Option<Epin>; 256]; RANKS] = [
    &PIECES[0], &PIECES[1], &PIECES[0], &PIECES[0], &PIECES[0], &PIECES[0], &PIECES[2], &PIECES[0],
];

/// What a byte of the board is to [`read_board_plain`], which adds it to
/// its sum of what it has read (see [`START`] for its fields): a piece one
/// square and one piece, a count its number of squares, and a `/` the end
/// of a rank, eight squares fewer in the rank; [`COUNT`] marks a count of
/// empty squares, for the check of two side by side. 0 for every byte
/// that ends the board or that the plain loop leaves to [`read_board`]
/// (`~`, a space, a mistake).
static CLASSES: [u64; 256] = {
    let mut classes = [0; 256];
    let letters = b"KQRBNPkqrbnp";
    let mut i = 0;
    while i < letters.len() {
        classes[letters[i] as usize] = BOARD | squares(1) | 1 << PIECES_AT;
        i += 1;
    }
    let mut digit = b'1';
    while digit <= b'8' {
        classes[digit as usize] = BOARD | squares((digit - b'0') as u64) | COUNT;
        digit += 1;
    }
    classes[b'/' as usize] = BOARD | NEXT_RANK;
    classes
};

/// The class of a byte that advances `count` squares: the squares read,
/// and the squares of the rank, in both of its fields.
const fn squares(count: u64) -> u64 {
    count | count << LOW_AT | count << HIGH_AT
}

/// The sum [`read_board_plain`] starts from. Its fields, from the lowest
/// bit: the squares read (16 bits, the square to write next in its low
/// six), the pieces read (8 bits), then the squares read in the current
/// rank, `f`, from 0 at its start to 8 at its end, in two fields of two
/// biases: `f + 7` in 5 bits (the "low" field), whose carries above it
/// count the ranks ended (11 bits), and `f + 32` in 6 bits (the "high"
/// field), whose carries go to bits that are not looked at. A `/` takes 8
/// from `f` in both fields, as an addition that carries out of each.
///
/// While the ranks are right, `f` is 0 to 8 after every byte: the low
/// field 7 to 15, the high one 32 to 40, bit 4 of both clear. A rank too
/// long takes `f` to 9 to 16 at its first byte too many: the low field 16
/// to 23, its bit 4 set. A `/` before the rank's eighth square takes `f`
/// below 0, to -8 at least: the high field 24 to 31, its bit 4 set. So
/// each rank has exactly 8 squares while neither bit has been set after
/// any byte: [`RANK_CHECKS`].
const START: u64 = 7 << LOW_AT | 32 << HIGH_AT;
/// Where the pieces read are counted in [`START`]'s sum.
const PIECES_AT: u32 = 16;
/// Where the squares of the rank, `f + 7`, are, and above them the ranks
/// ended.
const LOW_AT: u32 = 24;
const RANKS_AT: u32 = LOW_AT + 5;
/// Where the squares of the rank, `f + 32`, are.
const HIGH_AT: u32 = 40;
/// A `/`: 8 squares fewer in the rank, in both fields, each carrying out
/// of its field (the low one into the count of ranks).
const NEXT_RANK: u64 = (32 - 8) << LOW_AT | (64 - 8) << HIGH_AT;
/// A count of empty squares, in [`CLASSES`], in bits the sum does not look
/// at (at most 72 bytes are added).
const COUNT: u64 = 1 << 56;
/// A byte of the board, in [`CLASSES`]: the sign bit, so that one test
/// tells whether two bytes both are. The sum's own bits from [`COUNT`]'s
/// up are not looked at, and it wraps around.
const BOARD: u64 = 1 << 63;
/// The bits of the sum that a rank too long or too short sets.
const RANK_CHECKS: u64 = 1 << (LOW_AT + 4) | 1 << (HIGH_AT + 4);
/// The squares read and the ranks ended, in the sum, and their values at
/// the end of a board: 64 squares, 7 ranks ended (the eighth, then, full).
const BOARD_MASK: u64 = 0xffff | 0x7ff << RANKS_AT;
const BOARD_END: u64 = SQUARES as u64 | ((RANKS - 1) as u64) << RANKS_AT;
/// The most bytes [`read_board_plain`] reads: a board has at most 64
/// squares and 7 `/`, so that 72 bytes of pieces, counts and `/` are not
/// a board, which the sum's checks find. Fewer bytes keep its fields from
/// carrying into each other however long the input.
const PLAIN_LEN: usize = SQUARES + RANKS;

/// The mask that keeps a square's index on the board.
const LAST_SQUARE: usize = SQUARES - 1;

/// The rank number (8 to 1) of a board row (0 to 7).
#[allow(clippy::cast_possible_truncation, reason = "rows are below 8")]
const fn rank_number(row: usize) -> u8 {
    (RANKS - row) as u8
}

/// Reads the board from the start of the input into `board`; returns the
/// index just past rank 1 and the number of pieces on the board.
///
/// One loop over the bytes, one table lookup and one store per piece, with
/// the checks a valid board needs and no more: each `/` and the end check
/// that the rank had 8 squares. At the first thing out of place it stops,
/// and [`board_error`] names the first mistake from where it stopped. (A
/// rank too long may write its extra squares over others before its end is
/// reached; the board is not returned then.)
const fn read_board(
    bytes: &[u8],
    board: &mut Board<RANKS, FILES>,
) -> Result<(usize, u32), FenError> {
    if let Some(read) = read_board_plain(bytes, board) {
        return Ok(read);
    }
    *board = [[None; FILES]; RANKS];
    read_board_checked(bytes, board)
}

/// Reads a board of pieces, counts and `/` as [`read_board`] does, without
/// a branch that depends on the bytes but the loop's end: each byte's
/// class and piece are loaded and written whatever they are, two bytes a
/// step, its class added to one sum whose every value is gathered for the
/// rank checks, and two counts side by side gathered apart (see
/// [`START`]). `None` for anything else (a mistake, a promoted
/// piece's `~`, pockets after a `/`), which [`read_board_checked`] reads
/// again from the start, and names. Files of distinct positions read
/// mostly at the speed of their bytes, not of the branch predictor.
#[inline]
#[allow(
    clippy::cast_possible_truncation,
    reason = "the pieces read are below 2^8, the square masked below 64"
)]
const fn read_board_plain(bytes: &[u8], board: &mut Board<RANKS, FILES>) -> Option<(usize, u32)> {
    let squares = board.as_flattened_mut();
    let len = if bytes.len() < PLAIN_LEN {
        bytes.len()
    } else {
        PLAIN_LEN
    };
    let mut at = 0;
    // The squares, pieces, ranks and squares of the rank read so far, one
    // sum of the bytes' classes.
    let mut read = START;
    // Every value of the sum, for its rank checks, and two counts side by
    // side.
    let (mut sums, mut previous, mut pairs) = (0, 0, 0);
    // Two bytes a step while both are of the board.
    while at + 1 < len {
        let (first, second) = (bytes[at], bytes[at + 1]);
        let (class, next) = (CLASSES[first as usize], CLASSES[second as usize]);
        // Both of the board: one test of the sign bit.
        if class & next & BOARD == 0 {
            break;
        }
        // A count or `/` writes an empty square where a piece comes later;
        // pawns take their states after the loop.
        squares[read as usize & LAST_SQUARE] = PIECES[0][first as usize];
        read = read.wrapping_add(class);
        sums |= read;
        squares[read as usize & LAST_SQUARE] = PIECES[0][second as usize];
        read = read.wrapping_add(next);
        sums |= read;
        pairs |= class & previous | next & class;
        previous = next;
        at += 2;
    }
    // The byte the pairs stopped at, or the input's last: added as the
    // others if it is of the board, and nothing if it is not (its class is
    // 0 and its square keeps what it holds), without a branch.
    let last = if at < len { bytes[at] } else { b' ' };
    let class = CLASSES[last as usize];
    let square = read as usize & LAST_SQUARE;
    let kept = squares[square];
    squares[square] = if class == 0 {
        kept
    } else {
        PIECES[0][last as usize]
    };
    read = read.wrapping_add(class);
    sums |= read;
    pairs |= class & previous;
    at += (class != 0) as usize;
    // Eight ranks of 8 squares; a `~` marks the piece before it, or is a
    // mistake: the checked loop reads it.
    if sums & RANK_CHECKS != 0
        || pairs & COUNT != 0
        || read & BOARD_MASK != BOARD_END
        || matches!(byte_at(bytes, at), Some(b'~'))
    {
        return None;
    }
    let pieces = (read >> PIECES_AT) as u8 as u32;
    // The pawns on their start ranks may advance two squares: each square
    // of those ranks replaced by a selection, not a branch.
    let (black_pawn, black_start) = (PIECES[0][b'p' as usize], PIECES[1][b'p' as usize]);
    let (white_pawn, white_start) = (PIECES[0][b'P' as usize], PIECES[2][b'P' as usize]);
    let (black_code, white_code) = (
        Epin::code_or_zero(black_pawn),
        Epin::code_or_zero(white_pawn),
    );
    let mut file = 0;
    while file < FILES {
        let black = squares[row_of(7) * FILES + file];
        squares[row_of(7) * FILES + file] = if Epin::code_or_zero(black) == black_code {
            black_start
        } else {
            black
        };
        let white = squares[row_of(2) * FILES + file];
        squares[row_of(2) * FILES + file] = if Epin::code_or_zero(white) == white_code {
            white_start
        } else {
            white
        };
        file += 1;
    }
    Some((at, pieces))
}

/// A board read: the index past it, its pieces and its squares.
pub(crate) type BoardRead = (usize, u32, Board<RANKS, FILES>);

/// What the two board loops read from the start of `bytes`, each on a
/// board of its own: [`read_board_plain`]'s (`None` where it leaves the
/// text to the other) and [`read_board_checked`]'s. For the tests that
/// hold them to the same board.
pub(crate) const fn board_both(bytes: &[u8]) -> (Option<BoardRead>, Result<BoardRead, FenError>) {
    let mut plain = [[None; FILES]; RANKS];
    let mut checked = [[None; FILES]; RANKS];
    let fast = match read_board_plain(bytes, &mut plain) {
        Some((at, pieces)) => Some((at, pieces, plain)),
        None => None,
    };
    let slow = match read_board_checked(bytes, &mut checked) {
        Ok((at, pieces)) => Ok((at, pieces, checked)),
        Err(error) => Err(error),
    };
    (fast, slow)
}

/// Reads the board as [`read_board`] does, with a check at every byte, and
/// names the first mistake.
const fn read_board_checked(
    bytes: &[u8],
    board: &mut Board<RANKS, FILES>,
) -> Result<(usize, u32), FenError> {
    let len = bytes.len();
    let squares = board.as_flattened_mut();
    let mut at = 0;
    let mut table = ROWS[0];
    // The next square, and where the current rank ends.
    let mut square = 0;
    let mut rank_end = FILES;
    // The index just past the last count of empty squares, to see counts
    // side by side.
    let mut count_end = usize::MAX;
    let mut empty = 0;
    while at < len {
        let byte = bytes[at];
        let piece = table[byte as usize];
        if piece.is_some() {
            squares[square & LAST_SQUARE] = piece;
            square += 1;
        } else if matches!(byte, b'1'..=b'8') {
            if count_end == at {
                return Err(board_error(bytes, at, square, rank_end));
            }
            count_end = at + 1;
            square += (byte - b'0') as usize;
            empty += (byte - b'0') as u32;
        } else if byte == b'/' && square == rank_end && rank_end < SQUARES {
            // The rank that starts here is row `rank_end / FILES`.
            table = ROWS[(rank_end / FILES) % RANKS];
            rank_end += FILES;
        } else if byte == b'~' {
            // After a piece's letter, which wrote the square before.
            let before = square.wrapping_sub(1) & LAST_SQUARE;
            let letter = if at > 0 { bytes[at - 1] } else { b'/' };
            match (letter, squares[before]) {
                (b'Q' | b'R' | b'B' | b'N' | b'q' | b'r' | b'b' | b'n', Some(piece)) => {
                    squares[before] = Some(piece.with_state(State::Enhanced));
                }
                _ => return Err(board_error(bytes, at, square, rank_end)),
            }
        } else {
            break;
        }
        at += 1;
    }
    if square != SQUARES || rank_end != SQUARES {
        return Err(board_error(bytes, at, square, rank_end));
    }
    #[allow(clippy::cast_possible_truncation, reason = "at most 64")]
    Ok((at, SQUARES as u32 - empty))
}

/// The first mistake of a board that [`read_board`] stopped reading at
/// `at`, with `square` squares read and the current rank ending at square
/// `rank_end`: the loop checks each rank's squares only at its end, so a
/// rank too long is found again by counting its squares; any other mistake
/// is the byte it stopped at, by the same rules as the loop.
#[cold]
const fn board_error(bytes: &[u8], at: usize, square: usize, rank_end: usize) -> FenError {
    let row = rank_end / FILES - 1;
    let file = square + FILES - rank_end;
    if file > FILES {
        return overflow_error(bytes, at, row);
    }
    let found = char_at(bytes, at);
    let before = if at > 0 { bytes[at - 1] } else { b'/' };
    match found {
        // A count after a count: the one check the loop makes on a count.
        Some(count @ '1'..='8') => {
            let kind = Kind::AdjacentCounts { count };
            return on_board(kind, at).at_square(row, file);
        }
        Some('~') if ROWS[0][before as usize].is_some() => {
            // After a king or a pawn, which the loop does not promote.
            let kind = Kind::Unpromotable {
                piece: before as char,
            };
            return on_board(kind, at).at_square(row, file - 1);
        }
        Some('~') if matches!(before, b'1'..=b'8' | b'~') => {
            // After a count of empty squares or another `~`.
            let kind = Kind::Unpromotable {
                piece: before as char,
            };
            return on_board(kind, at).at_rank(row);
        }
        _ => {}
    }
    if file < FILES {
        return match found {
            Some('/' | ' ' | '[') | None if file > 0 => short_rank(row, file, at),
            _ => on_board(Kind::ExpectedSquare { found }, at).at_square(row, file),
        };
    }
    // A whole rank, then neither `/` nor the end of the board.
    let kind = Kind::ExpectedRank {
        rank: rank_number(row + 1),
        found,
    };
    on_board(kind, at)
}

/// The error of the rank of `row`, which ends at or before `at` and has
/// more than 8 squares: at the piece or count that makes it too long.
const fn overflow_error(bytes: &[u8], at: usize, row: usize) -> FenError {
    // The rank starts after the last `/` before `at`; the loop read every
    // byte from there to `at` as a piece, a count or a `~`.
    let mut start = at;
    while start > 0 && bytes[start - 1] != b'/' {
        start -= 1;
    }
    let mut file = 0;
    let mut i = start;
    while i < at {
        let byte = bytes[i];
        if ROWS[0][byte as usize].is_some() {
            if file == FILES {
                return overflow(row, FILES + 1, i);
            }
            file += 1;
        } else if matches!(byte, b'1'..=b'8') {
            file += (byte - b'0') as usize;
            if file > FILES {
                return overflow(row, file, i);
            }
        }
        i += 1;
    }
    // Not reached: the rank has more than 8 squares before `at`.
    overflow(row, file, at)
}

/// An error on the board at `at`.
const fn on_board(kind: Kind, at: usize) -> FenError {
    FenError::new(kind, at, Some(Field::Board))
}

/// The error for a rank of `squares` squares, more than 8, at `at`.
#[allow(clippy::cast_possible_truncation, reason = "at most 16")]
const fn overflow(row: usize, squares: usize, at: usize) -> FenError {
    let kind = Kind::RankOverflow {
        rank: rank_number(row),
        squares: squares as u8,
    };
    FenError::new(kind, at, Some(Field::Board)).at_rank(row)
}

/// The error for a rank that ends at `at` after `file` squares.
#[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
const fn short_rank(row: usize, file: usize, at: usize) -> FenError {
    let kind = Kind::ShortRank {
        rank: rank_number(row),
        squares: file as u8,
    };
    FenError::new(kind, at, Some(Field::Board)).at_rank(row)
}

/// The kinds of piece a side's pocket holds: `Q R B N P`.
pub(crate) const POCKET_KINDS: usize = 5;

/// The pieces a pocket holds, white's then black's, in the order FEN
/// writes them.
pub(crate) const POCKET_PIECES: [Epin; 2 * POCKET_KINDS] = [
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

/// The places in [`POCKET_PIECES`] of white's and black's pieces in FEEN's
/// order of letters (`B N P Q R`), which orders items of equal counts.
const POCKETS_BY_LETTER: [[usize; POCKET_KINDS]; 2] = [[2, 3, 4, 0, 1], [7, 8, 9, 5, 6]];

/// The counts of the pieces read in pockets, by place in
/// [`POCKET_PIECES`]: sixteen, so that a place masked by [`COUNT_MASK`]
/// needs no bounds check.
type Counts = [u32; 16];

/// The mask that keeps a place in [`Counts`].
const COUNT_MASK: usize = 15;

/// The place of every pocket letter in [`POCKET_PIECES`], [`NOT_IN_POCKETS`]
/// for other bytes.
static POCKET_INDEX: [u8; 256] = {
    let mut table = [NOT_IN_POCKETS; 256];
    let mut i = 0;
    while i < POCKET_PIECES.len() {
        #[allow(clippy::cast_possible_truncation, reason = "below 10")]
        let index = i as u8;
        table[POCKET_PIECES[i].letter_byte() as usize] = index;
        i += 1;
    }
    table
};

/// A byte no pocket holds, in [`POCKET_INDEX`].
const NOT_IN_POCKETS: u8 = 0xFF;

/// Reads the pockets, if any, from `at` (just past rank 1) into the
/// position's hands (empty before). Returns their form and the index past
/// them; `pieces` is the number of pieces on the board.
const fn read_pockets(
    bytes: &[u8],
    mut at: usize,
    pieces: u32,
    hands: &mut [Hand; 2],
) -> Result<(Pockets, usize), FenError> {
    let (form, end) = match byte_at(bytes, at) {
        Some(b'[') => (Pockets::Brackets, b']'),
        Some(b'/') => (Pockets::Slash, b' '),
        _ => return Ok((Pockets::Absent, at)),
    };
    at += 1;
    let start = at;
    let mut counts: Counts = [0; 16];
    while at < bytes.len() {
        let index = POCKET_INDEX[bytes[at] as usize];
        if index == NOT_IN_POCKETS {
            break;
        }
        counts[index as usize & COUNT_MASK] += 1;
        at += 1;
    }
    // The first mistake may be the pocket letter that makes one piece more
    // than squares: the one at `start + SQUARES - pieces`, the letters being
    // one byte each.
    if (at - start) as u64 + pieces as u64 > SQUARES as u64 {
        #[allow(clippy::cast_possible_truncation, reason = "64 squares")]
        let kind = Kind::TooManyPieces {
            pieces: SQUARES as u32 + 1,
        };
        let at = start + SQUARES.saturating_sub(pieces as usize);
        return Err(FenError::new(kind, at, Some(Field::Pockets)));
    }
    match byte_at(bytes, at) {
        Some(b']') if end == b']' => at += 1,
        Some(b' ') | None if end == b' ' => {}
        _ if end == b' ' && reads_as_ranks(bytes, start) => {
            // Not pockets but more ranks: name them.
            let kind = Kind::TooManyRanks {
                ranks: RANKS + 1 + count_slashes(bytes, start),
            };
            return Err(FenError::new(kind, start - 1, Some(Field::Board)));
        }
        _ => {
            let kind = Kind::Pocket {
                found: char_at(bytes, at),
                end: end as char,
            };
            return Err(FenError::new(kind, at, Some(Field::Pockets)));
        }
    }
    let [first, second] = hands;
    bridge::fill_hand(first, &POCKET_PIECES, &counts, &POCKETS_BY_LETTER[0]);
    bridge::fill_hand(second, &POCKET_PIECES, &counts, &POCKETS_BY_LETTER[1]);
    Ok((form, at))
}

/// Whether the field from `start` to the next space or the end of the
/// input is a ninth rank or more after the board rather than pockets: it
/// holds only what ranks hold (pieces, counts, `~`, and `/` between ranks
/// of at least one square), and what pockets never hold (a count, a `~`, a
/// `/`) or exactly a rank's 8 squares.
const fn reads_as_ranks(bytes: &[u8], start: usize) -> bool {
    let mut pieces = 0;
    let mut rank_marks = false;
    // The bytes of the rank being read.
    let mut rank_len = 0;
    let mut at = start;
    while at < bytes.len() && bytes[at] != b' ' {
        let byte = bytes[at];
        if ROWS[0][byte as usize].is_some() {
            pieces += 1;
        } else if byte == b'/' && rank_len > 0 {
            rank_marks = true;
            rank_len = 0;
            at += 1;
            continue;
        } else if matches!(byte, b'1'..=b'8' | b'~') {
            rank_marks = true;
        } else {
            return false;
        }
        rank_len += 1;
        at += 1;
    }
    rank_len > 0 && (rank_marks || pieces == FILES)
}

/// The `/` from `start` to the next space or the end of the input.
const fn count_slashes(bytes: &[u8], start: usize) -> usize {
    let mut slashes = 0;
    let mut at = start;
    while at < bytes.len() && bytes[at] != b' ' {
        slashes += (bytes[at] == b'/') as usize;
        at += 1;
    }
    slashes
}

/// Checks that a space is at `at`, before `field`.
const fn space(bytes: &[u8], at: usize, field: Field) -> Result<(), FenError> {
    if let Some(b' ') = byte_at(bytes, at) {
        Ok(())
    } else {
        let kind = Kind::ExpectedSpace {
            found: char_at(bytes, at),
        };
        Err(FenError::new(kind, at, Some(field)))
    }
}

/// Whether a square holds a piece of letter `letter`, as written in FEN
/// (its case is its side).
const fn holds(square: Option<Epin>, letter: u8) -> bool {
    match square {
        Some(piece) => piece.letter_byte() == letter,
        None => false,
    }
}

/// The FEN letter of a square's piece, `None` when it is empty.
const fn letter_of(square: Option<Epin>) -> Option<char> {
    match square {
        Some(piece) => Some(piece.letter_byte() as char),
        None => None,
    }
}

/// A king's file not looked for yet.
const UNKNOWN: u8 = 0xFF;
/// No king on the back rank: a file past the last.
#[allow(clippy::cast_possible_truncation, reason = "8 files")]
const NO_KING: u8 = FILES as u8;
/// Two kings or more on the back rank.
const TWO_KINGS: u8 = NO_KING + 1;

/// What reading the castling rights has found so far, for each side
/// (white, black): the file of its king on its back rank, once looked for,
/// and on each wing (a, h) the right as written, 0 when none.
struct Castling {
    kings: [u8; 2],
    rights: [[u8; 2]; 2],
}

/// The file of the king of letter `king` on a rank, or [`NO_KING`] or
/// [`TWO_KINGS`].
#[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
const fn king_file(rank: &[Option<Epin>; FILES], king: u8) -> u8 {
    let mut file = 0;
    while file < FILES && !holds(rank[file], king) {
        file += 1;
    }
    let found = file;
    if found == FILES {
        return NO_KING;
    }
    file += 1;
    while file < FILES {
        if holds(rank[file], king) {
            return TWO_KINGS;
        }
        file += 1;
    }
    found as u8
}

/// The rooks that may castle, white's and black's.
pub(crate) const CASTLING_ROOKS: [Epin; 2] = [piece("-R"), piece("-r")];

/// A castling error, away from the readers' paths.
#[cold]
const fn castling_error(kind: Kind, at: usize) -> FenError {
    FenError::new(kind, at, Some(Field::Castling))
}

/// Reads one castling right at `at` and gives its rook the right (`-R`).
#[inline]
const fn castle(
    board: &mut Board<RANKS, FILES>,
    right: u8,
    at: usize,
    castling: &mut Castling,
) -> Result<(), FenError> {
    // The case of the right is its side's, and its rook's.
    let case = right & LOWERCASE;
    let side = (case != 0) as usize;
    let row = if case == 0 { row_of(1) } else { row_of(8) };
    let rook_letter = b'R' | case;
    if castling.kings[side] == UNKNOWN {
        castling.kings[side] = king_file(&board[row], b'K' | case);
    }
    let king_file = match castling.kings[side] {
        NO_KING => {
            let kind = Kind::NoKing {
                right: right as char,
            };
            return Err(castling_error(kind, at));
        }
        TWO_KINGS => {
            let kind = Kind::TwoKings {
                right: right as char,
            };
            return Err(castling_error(kind, at));
        }
        file => file as usize % FILES,
    };
    let file = match right | LOWERCASE {
        b'k' | b'q' => {
            // The outermost rook on that side of the king.
            let (mut file, step) = if right | LOWERCASE == b'k' {
                (FILES - 1, usize::MAX)
            } else {
                (0, 1)
            };
            while file != king_file && !holds(board[row][file], rook_letter) {
                file = file.wrapping_add(step) % FILES;
            }
            if file == king_file {
                let kind = Kind::NoRook {
                    right: right as char,
                };
                return Err(castling_error(kind, at));
            }
            file
        }
        letter => {
            let file = (letter - b'a') as usize % FILES;
            if !holds(board[row][file], rook_letter) {
                let found = letter_of(board[row][file]);
                let kind = Kind::NotRook {
                    right: right as char,
                    found,
                };
                return Err(castling_error(kind, at).on(cell(row, file, RANKS)));
            }
            file
        }
    };
    if let Some(piece) = board[row][file] {
        if piece.is_enhanced() {
            let kind = Kind::PromotedRook {
                right: right as char,
            };
            return Err(castling_error(kind, at).on(cell(row, file, RANKS)));
        }
    }
    let wing = (file > king_file) as usize;
    let previous = castling.rights[side][wing];
    if previous != 0 {
        let kind = Kind::SameSide {
            right: right as char,
            previous: previous as char,
        };
        let error = castling_error(kind, at).on(cell(row, file, RANKS));
        return Err(error.and(cell(row, king_file, RANKS)));
    }
    castling.rights[side][wing] = right;
    board[row][file] = Some(CASTLING_ROOKS[side]);
    Ok(())
}

/// The `len` bytes from `at` and the rest, if there are that many.
const fn split(bytes: &[u8], at: usize, len: usize) -> Option<(&[u8], &[u8])> {
    match bytes.split_at_checked(at) {
        Some((_, rest)) => rest.split_at_checked(len),
        None => None,
    }
}

/// The most common castling field, `KQkq` with both sides' rooks in their
/// corners and kings between them, read in one step: when each back rank
/// holds one king, not in a corner, and an unpromoted rook in each corner,
/// the corner rooks are the outermost rooks on each side of their king and
/// get the rights. Returns `false`, changing nothing, otherwise: the rights
/// are then read one by one, as any other field.
const fn castle_from_corners(board: &mut Board<RANKS, FILES>) -> bool {
    let mut side = 0;
    while side < 2 {
        let (row, case) = if side == 0 {
            (row_of(1), 0)
        } else {
            (row_of(8), LOWERCASE)
        };
        let rank = &board[row];
        // With rooks in both corners, the king is between them or absent.
        if !plain(rank[0], b'R' | case) || !plain(rank[FILES - 1], b'R' | case) {
            return false;
        }
        let mut kings = 0;
        let mut file = 1;
        while file < FILES - 1 {
            kings += holds(rank[file], b'K' | case) as u32;
            file += 1;
        }
        if kings != 1 {
            return false;
        }
        side += 1;
    }
    board[row_of(1)][0] = Some(CASTLING_ROOKS[0]);
    board[row_of(1)][FILES - 1] = Some(CASTLING_ROOKS[0]);
    board[row_of(8)][0] = Some(CASTLING_ROOKS[1]);
    board[row_of(8)][FILES - 1] = Some(CASTLING_ROOKS[1]);
    true
}

/// Whether a square holds a piece of letter `letter` in the normal state
/// (a rook neither promoted nor given a right yet).
const fn plain(square: Option<Epin>, letter: u8) -> bool {
    match square {
        // The normal state's attribute byte is 0.
        Some(piece) => piece.code() == letter as u16,
        None => false,
    }
}

/// Reads the castling field from `at`; returns the index past it.
const fn read_castling(
    bytes: &[u8],
    mut at: usize,
    board: &mut Board<RANKS, FILES>,
) -> Result<usize, FenError> {
    if let Some(b'-') = byte_at(bytes, at) {
        return Ok(at + 1);
    }
    if let Some((b"KQkq", [] | [b' ', ..])) = split(bytes, at, 4) {
        if castle_from_corners(board) {
            return Ok(at + 4);
        }
    }
    let mut castling = Castling {
        kings: [UNKNOWN; 2],
        rights: [[0; 2]; 2],
    };
    let start = at;
    loop {
        let found = byte_at(bytes, at);
        match found {
            Some(b' ') | None if at > start => return Ok(at),
            Some(right @ (b'K' | b'Q' | b'k' | b'q' | b'A'..=b'H' | b'a'..=b'h')) => {
                tri!(castle(board, right, at, &mut castling));
                at += 1;
            }
            _ => {
                let kind = Kind::CastlingRight {
                    found: char_at(bytes, at),
                };
                return Err(FenError::new(kind, at, Some(Field::Castling)));
            }
        }
    }
}

/// Reads the en-passant field from `at` and marks the pawn that just
/// advanced (`-P`); returns the index past it.
const fn read_en_passant(
    bytes: &[u8],
    at: usize,
    board: &mut Board<RANKS, FILES>,
    white_to_move: bool,
) -> Result<usize, FenError> {
    let file = match byte_at(bytes, at) {
        Some(b'-') => return Ok(at + 1),
        Some(file @ b'a'..=b'h') => file - b'a',
        _ => {
            let kind = Kind::EnPassantSquare {
                found: char_at(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(Field::EnPassant)));
        }
    };
    let rank = if let Some(rank @ b'1'..=b'8') = byte_at(bytes, at + 1) {
        rank - b'1'
    } else {
        let kind = Kind::EnPassantSquare {
            found: char_at(bytes, at + 1),
        };
        return Err(FenError::new(kind, at + 1, Some(Field::EnPassant)));
    };
    let square = Cell::new_2d(file, rank);
    // The rank of the passed square, and the rows of that square, of the
    // pawn in front of it and of the square it came from.
    let (expected, passed, pawn, origin, letter) = if white_to_move {
        (6, row_of(6), row_of(5), row_of(7), b'p')
    } else {
        (3, row_of(3), row_of(4), row_of(2), b'P')
    };
    if rank + 1 != expected {
        let kind = Kind::EnPassantRank { expected };
        return Err(FenError::new(kind, at, Some(Field::EnPassant)).on(square));
    }
    let file = file as usize;
    let Some(moved) = board[pawn][file] else {
        let kind = Kind::EnPassantPawn { found: None };
        return Err(FenError::new(kind, at, Some(Field::EnPassant)).on(square));
    };
    if moved.letter_byte() != letter {
        let found = Some(moved.letter_byte() as char);
        let kind = Kind::EnPassantPawn { found };
        return Err(FenError::new(kind, at, Some(Field::EnPassant)).on(square));
    }
    let behind = [passed, origin];
    let mut i = 0;
    while i < behind.len() {
        let row = behind[i];
        if let Some(found) = letter_of(board[row][file]) {
            let kind = Kind::EnPassantBlocked { found };
            let error = FenError::new(kind, at, Some(Field::EnPassant)).on(square);
            return Err(error.and(cell(row, file, RANKS)));
        }
        i += 1;
    }
    board[pawn][file] = Some(moved.with_state(State::Diminished));
    Ok(at + 2)
}

/// Reads a clock (a decimal number without sign or leading zero, at most
/// `u32::MAX`) at `at`; returns it and the index past it.
#[inline]
const fn read_number(bytes: &[u8], at: usize, field: Field) -> Result<(u32, usize), FenError> {
    match number(bytes, at) {
        Ok(read) => Ok(read),
        Err(error) => {
            // Not `FenError::number`, which takes the kind of a missing
            // number made beforehand: decoding the character for it on
            // every bad clock cost a leading zero 3 % more instructions.
            let kind = match error {
                NumberError::Missing => Kind::ExpectedNumber {
                    found: char_at(bytes, at),
                },
                NumberError::LeadingZero => Kind::LeadingZero,
                NumberError::TooLarge => Kind::NumberTooLarge,
            };
            Err(FenError::new(kind, at, Some(field)))
        }
    }
}

/// Reads the two clocks from `at` (the halfmove clock's first byte).
const fn read_both_clocks(bytes: &[u8], at: usize) -> Result<(Clocks, usize), FenError> {
    // A word where the clocks were: EPD operations, or moves.
    let (halfmove, at) = tri!(read_number(bytes, at, Field::HalfmoveClock), |error| error
        .hinted(bytes, at));
    tri!(space(bytes, at, Field::FullmoveNumber));
    let (fullmove, end) = tri!(read_number(bytes, at + 1, Field::FullmoveNumber));
    match Clocks::new(halfmove, fullmove) {
        Some(clocks) => Ok((clocks, end)),
        None => Err(FenError::new(
            Kind::ZeroFullmove,
            at + 1,
            Some(Field::FullmoveNumber),
        )),
    }
}

/// The error of an input longer than [`MAX_LEN`]: an EPD line with
/// operations is named as such, at its first operation, as a shorter one
/// is; anything else is too long.
#[cold]
const fn too_long(bytes: &[u8]) -> FenError {
    let mut fen = Fen::EMPTY;
    if let Ok(end) = read(bytes, &mut fen, true) {
        if let Some(letter @ (b'a'..=b'z' | b'A'..=b'Z')) = byte_at(bytes, end + 1) {
            let kind = Kind::ExpectedNumber {
                found: Some(letter as char),
            };
            return FenError::new(kind, end + 1, Some(Field::HalfmoveClock)).hinted(bytes, end + 1);
        }
    }
    FenError::new(Kind::TooLong { len: bytes.len() }, MAX_LEN, None)
}

/// Reads a FEN from the start of `bytes` into `fen`, which holds
/// [`Fen::EMPTY`]; returns the index just past it. With `prefix`, it may
/// be followed by a space and anything that does not start with a digit
/// (EPD operations), or by a space after the fullmove number; the index is
/// then that space's. Without, it must end the input.
pub(crate) const fn read(bytes: &[u8], fen: &mut Fen, prefix: bool) -> Result<usize, FenError> {
    let len = bytes.len();
    if !prefix && len > MAX_LEN {
        return Err(too_long(bytes));
    }
    let (board, hands) = fen.position.board_and_hands_mut();
    let (at, pieces) = tri!(read_board(bytes, board));
    // Most FENs have no pockets, no castling rights or no en-passant
    // square: those are looked at here, without a call.
    let at = match byte_at(bytes, at) {
        Some(b'[' | b'/') => {
            let (pockets, at) = tri!(read_pockets(bytes, at, pieces, hands));
            fen.pockets = pockets;
            at
        }
        _ => at,
    };
    let white_to_move = tri!(read_side(bytes, at));
    tri!(space(bytes, at + 2, Field::Castling));
    let at = match byte_at(bytes, at + 3) {
        Some(b'-') => at + 4,
        _ => tri!(read_castling(bytes, at + 3, board)),
    };
    tri!(space(bytes, at, Field::EnPassant));
    let at = match byte_at(bytes, at + 1) {
        Some(b'-') => at + 2,
        _ => tri!(read_en_passant(bytes, at + 1, board, white_to_move)),
    };
    if !white_to_move {
        fen.position.switch_turn();
    }
    match read_clocks(bytes, at, prefix) {
        Ok((clocks, end)) => {
            fen.clocks = clocks;
            Ok(end)
        }
        Err(error) => Err(error),
    }
}

/// Reads the space at `at` (just past the board and pockets) and the side
/// to move after it: whether white moves.
#[inline]
const fn read_side(bytes: &[u8], at: usize) -> Result<bool, FenError> {
    tri!(space(bytes, at, Field::Side));
    match byte_at(bytes, at + 1) {
        Some(b'w') => Ok(true),
        Some(b'b') => Ok(false),
        _ => {
            let kind = Kind::Side {
                found: char_at(bytes, at + 1),
            };
            Err(FenError::new(kind, at + 1, Some(Field::Side)))
        }
    }
}

/// Reads what follows the en-passant field at `at`: the end of the input
/// (EPD), or a space and the clocks, which end the input; with `prefix`,
/// as [`read`] says. Returns the clocks, if any, and the index past the
/// FEN.
#[allow(
    clippy::inline_always,
    reason = "called once; as a call, with its result through memory, it cost 3% of a read"
)]
#[inline(always)]
const fn read_clocks(
    bytes: &[u8],
    at: usize,
    prefix: bool,
) -> Result<(Option<Clocks>, usize), FenError> {
    match byte_at(bytes, at) {
        None => Ok((None, at)),
        Some(b' ') if prefix && !matches!(byte_at(bytes, at + 1), Some(b'0'..=b'9')) => {
            Ok((None, at))
        }
        Some(b' ') => match read_both_clocks(bytes, at + 1) {
            Ok((clocks, end)) => match byte_at(bytes, end) {
                None => Ok((Some(clocks), end)),
                Some(b' ') if prefix => Ok((Some(clocks), end)),
                Some(_) => {
                    let kind = Kind::ExpectedEnd {
                        found: char_of(bytes, end),
                    };
                    Err(FenError::new(kind, end, Some(Field::FullmoveNumber)).hinted(bytes, end))
                }
            },
            Err(error) => Err(error),
        },
        Some(_) => {
            let kind = Kind::ExpectedClocksOrEnd {
                found: char_of(bytes, at),
            };
            Err(FenError::new(kind, at, Some(Field::EnPassant)))
        }
    }
}
