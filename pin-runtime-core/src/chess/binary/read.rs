//! The reader of binary FEN: the pieces listed from a table of each rank's
//! files and read two a byte, what they count for the checks gathered on
//! the way, then the clocks, the variant and crazyhouse's pockets and
//! promoted pieces, each checked against what a writer writes.

use super::super::binary_error::{
    BinaryFenError, BinaryFenErrorKind as Kind, BinaryField as Field,
};
use super::super::fen::{Fen, Pockets};
use super::super::read::{CASTLING_ROOKS, POCKET_PIECES};
use super::super::{FILES, RANKS, SQUARES};
use super::{BinaryForm, CRAZYHOUSE, List, MAX_LEN, OCCUPANCY, list_rank};
use crate::bridge::{Clocks, fill_hand};
use crate::error::Spot;
use crate::{Cell, Epin, State};

/// The reader's copy of the input, padded with zeros past the longest
/// layout's last byte, so that reading past the input reads zeros: a
/// power of two, so that an index is kept in it by a mask.
const PADDED: usize = 128;

/// The piece each nibble reads as on each rank (from rank 1), before the
/// promoted bits: pawns on their start ranks may advance two squares
/// (`+P`), a pawn that just advanced two squares is white's on ranks 1 to
/// 4 (`-P`), black's above (`-p`), kings are terminal.
static READ: [[Option<Epin>; RANKS]; 16] = {
    let tokens = [
        "P", "p", "N", "n", "B", "b", "R", "r", "Q", "q", "K^", "k^", "-P", "-R", "-r", "k^",
    ];
    let mut table = [[None; RANKS]; 16];
    let mut nibble = 0;
    while nibble < 16 {
        let piece = token(tokens[nibble]);
        let mut rank = 0;
        while rank < RANKS {
            table[nibble][rank] = Some(piece);
            rank += 1;
        }
        nibble += 1;
    }
    table[0][1] = Some(token("+P"));
    table[1][6] = Some(token("+p"));
    let mut rank = 4;
    while rank < RANKS {
        table[12][rank] = Some(token("-p"));
        rank += 1;
    }
    table
};

/// [`READ`] by the board's rows (row 0 is rank 8): one lookup from a
/// square's index.
static READ_ROWS: [[Option<Epin>; RANKS]; 16] = {
    let mut table = [[None; RANKS]; 16];
    let mut nibble = 0;
    while nibble < 16 {
        let mut row = 0;
        while row < RANKS {
            table[nibble][row] = READ[nibble][RANKS - 1 - row];
            row += 1;
        }
        nibble += 1;
    }
    table
};

/// [`FLAGS`] by the board's rows, as [`READ_ROWS`].
static FLAGS_ROWS: [[u64; RANKS]; 16] = {
    let mut table = [[0; RANKS]; 16];
    let mut nibble = 0;
    while nibble < 16 {
        let mut row = 0;
        while row < RANKS {
            table[nibble][row] = FLAGS[nibble][RANKS - 1 - row];
            row += 1;
        }
        nibble += 1;
    }
    table
};

/// The token of a piece, checked when the tables are built.
const fn token(text: &str) -> Epin {
    match Epin::parse(text) {
        Ok(piece) => piece,
        Err(_) => panic!("not an EPIN token"),
    }
}

/// What the board loop counts, eight bits a count in [`FLAGS`]: black
/// kings with white to move (nibble 11) and with black to move (15).
const KINGS_11: u32 = 0;
/// See [`KINGS_11`].
const KINGS_15: u32 = 8;
/// Pawns that just advanced two squares.
const EN_PASSANT: u32 = 16;
/// White rooks that may castle.
const CASTLING_WHITE: u32 = 24;
/// Black rooks that may castle.
const CASTLING_BLACK: u32 = 32;
/// White kings on the first rank.
const BACK_WHITE: u32 = 40;
/// Black kings on the eighth rank.
const BACK_BLACK: u32 = 48;
/// Nibbles on ranks they cannot be on: 12 off ranks 4 and 5, 13 off the
/// first, 14 off the eighth.
const MISPLACED: u32 = 56;

/// The counts a nibble on a rank (from rank 1) adds, see [`KINGS_11`].
static FLAGS: [[u64; RANKS]; 16] = {
    let mut table = [[0; RANKS]; 16];
    let mut rank = 0;
    while rank < RANKS {
        table[11][rank] = 1 << KINGS_11;
        table[15][rank] = 1 << KINGS_15;
        table[12][rank] = if rank == 3 || rank == 4 {
            1 << EN_PASSANT
        } else {
            1 << MISPLACED
        };
        table[13][rank] = if rank == 0 {
            1 << CASTLING_WHITE
        } else {
            1 << MISPLACED
        };
        table[14][rank] = if rank == RANKS - 1 {
            1 << CASTLING_BLACK
        } else {
            1 << MISPLACED
        };
        rank += 1;
    }
    table[10][0] = 1 << BACK_WHITE;
    table[11][RANKS - 1] |= 1 << BACK_BLACK;
    table[15][RANKS - 1] |= 1 << BACK_BLACK;
    table
};

/// The count at `shift` in the board loop's counts.
const fn count(flags: u64, shift: u32) -> u32 {
    ((flags >> shift) & 0xFF) as u32
}

/// The input, zeros past its end.
type Padded = [u8; PADDED];

/// The nibble of the `k`th piece.
const fn nibble(buf: &Padded, k: usize) -> u8 {
    (buf[(OCCUPANCY + k / 2) % PADDED] >> ((k & 1) * 4)) & 15
}

/// The pieces before `square` (from a1): its nibble's place.
const fn place(occupied: u64, square: usize) -> usize {
    (occupied & ((1u64 << (square % SQUARES)) - 1)).count_ones() as usize
}

/// An error about the piece on `square` (from a1), at its nibble's byte.
const fn on_square(kind: Kind, occupied: u64, square: usize) -> BinaryFenError {
    let at = OCCUPANCY + place(occupied, square) / 2;
    #[allow(clippy::cast_possible_truncation, reason = "a square of the board")]
    let cell = Cell::new_2d((square % FILES) as u8, (square / FILES % RANKS) as u8);
    BinaryFenError::new(kind, at, Some(Field::Pieces)).with_spot(Spot::Square(cell))
}

/// The first square (from a1) of `occupied` whose nibble is `wanted`, and
/// after `after` of them.
const fn find(buf: &Padded, occupied: u64, wanted: u8, mut after: u32) -> usize {
    let mut bits = occupied;
    let mut k = 0;
    while bits != 0 {
        let square = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if nibble(buf, k) == wanted {
            if after == 0 {
                return square;
            }
            after -= 1;
        }
        k += 1;
    }
    0
}

/// The first nibble (from a1) on a rank it cannot be on.
#[cold]
const fn misplaced(buf: &Padded, occupied: u64) -> BinaryFenError {
    let mut bits = occupied;
    let mut k = 0;
    while bits != 0 {
        let square = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let nibble = nibble(buf, k);
        if FLAGS[nibble as usize][square / FILES % RANKS] >> MISPLACED != 0 {
            let kind = if nibble == 12 {
                Kind::EnPassantRank
            } else {
                Kind::CastlingRank { nibble }
            };
            return on_square(kind, occupied, square);
        }
        k += 1;
    }
    on_square(Kind::EnPassantRank, occupied, 0)
}

/// The kings, white's and black's.
const KINGS: [Epin; 2] = [token("K^"), token("k^")];

/// Checks the rooks that may castle of one side (0 white, 1 black): one
/// king of the side on its back rank, at most one rook on each side of it.
const fn check_castling(
    buf: &Padded,
    squares: &[Option<Epin>],
    occupied: u64,
    side: usize,
    kings: u32,
) -> Result<(), BinaryFenError> {
    #[allow(clippy::cast_possible_truncation, reason = "0 or 1")]
    let nibble = 13 + side as u8;
    if kings != 1 {
        let square = find(buf, occupied, nibble, 0);
        #[allow(clippy::cast_possible_truncation, reason = "at most 8")]
        let kind = Kind::CastlingKing {
            nibble,
            kings: kings as u8,
        };
        return Err(on_square(kind, occupied, square));
    }
    // The back rank's squares, from file a, in the board's order.
    let start = if side == 0 { (RANKS - 1) * FILES } else { 0 };
    let rook = CASTLING_ROOKS[side].code();
    let mut wings = [0; 2];
    let mut wing = 0;
    let mut file = 0;
    while file < FILES {
        if let Some(piece) = squares[(start + file) % SQUARES] {
            if piece.code() == rook {
                wings[wing] += 1;
                if wings[wing] > 1 {
                    let square = side * (SQUARES - FILES) + file;
                    let wing = if wing == 0 { 'a' } else { 'h' };
                    return Err(on_square(
                        Kind::CastlingSide { nibble, wing },
                        occupied,
                        square,
                    ));
                }
            } else if piece.code() == KINGS[side].code() {
                wing = 1;
            }
        }
        file += 1;
    }
    Ok(())
}

/// Reads a LEB128 number of at most five bytes at `at` (of `field`);
/// returns it and the index past it.
const fn leb128(buf: &Padded, at: usize, field: Field) -> Result<(u64, usize), BinaryFenError> {
    let mut value = 0;
    let mut i = 0;
    while i < 5 {
        let byte = buf[(at + i) % PADDED];
        value |= ((byte & 0x7F) as u64) << (7 * i);
        if byte & 0x80 == 0 {
            if i > 0 && byte == 0 {
                return Err(BinaryFenError::new(Kind::NonMinimal, at + i, Some(field)));
            }
            return Ok((value, at + i + 1));
        }
        i += 1;
    }
    let found = buf[(at + 4) % PADDED];
    Err(BinaryFenError::new(
        Kind::Overlong { found },
        at + 4,
        Some(field),
    ))
}

/// The by-letter order of the pocket pieces (`B N P Q R`), as places in
/// [`POCKET_PIECES`], white's then black's: the order of equal counts in a
/// hand, as the FEN reader fills it.
const POCKETS_BY_LETTER: [[usize; 5]; 2] = [[2, 3, 4, 0, 1], [7, 8, 9, 5, 6]];

/// The place in [`POCKET_PIECES`] of the white piece of each pockets' byte
/// (pawn, knight, bishop, rook, queen).
const POCKET_PLACES: [usize; 5] = [4, 3, 2, 1, 0];

/// Reads a binary FEN; see [`Fen::from_binary_form`].
#[allow(
    clippy::too_many_lines,
    reason = "one reader, part after part of the layout, reads best in one piece"
)]
pub(super) const fn read(bytes: &[u8]) -> Result<(Fen, BinaryForm), BinaryFenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(BinaryFenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }
    let mut buf: Padded = [0; PADDED];
    if let Some((head, _)) = buf.split_at_mut_checked(len) {
        head.copy_from_slice(bytes);
    }
    let occupied = u64::from_be_bytes([
        buf[0], buf[1], buf[2], buf[3], buf[4], buf[5], buf[6], buf[7],
    ]);
    let pieces = occupied.count_ones() as usize;
    let pieces_end = OCCUPANCY + pieces.div_ceil(2);
    if pieces % 2 == 1 && buf[pieces_end - 1] >> 4 != 0 {
        let kind = Kind::Padding {
            found: buf[pieces_end - 1] >> 4,
        };
        return Err(BinaryFenError::new(
            kind,
            pieces_end - 1,
            Some(Field::Pieces),
        ));
    }

    // From rank 1, each rank's squares listed by their index on the board
    // (the occupancy's bytes are the board's rows), as the writer lists
    // them.
    let mut list: List = [0; SQUARES + 8];
    let mut listed = 0;
    let mut row = RANKS;
    while row > 0 {
        row -= 1;
        listed = list_rank(&mut list, listed, row, buf[row]);
    }
    // An odd count's last byte pairs its piece with the high nibble, 0:
    // listed at the same square, and written first.
    let spare = if listed % 2 == 1 { listed } else { SQUARES };
    list[spare] = list[spare.wrapping_sub(1) % SQUARES];
    // Two pieces a byte, each nibble's piece on its row and what it counts
    // for the checks below from two tables; the second written first.
    let mut fen = Fen::EMPTY;
    let (board, hands) = fen.position.board_and_hands_mut();
    let squares = board.as_flattened_mut();
    let mut flags = 0;
    let mut pair = 0;
    while 2 * pair < pieces {
        let byte = buf[(OCCUPANCY + pair) % PADDED];
        let first = list[(2 * pair) % SQUARES] as usize % SQUARES;
        let second = list[(2 * pair + 1) % SQUARES] as usize % SQUARES;
        let (low, high) = ((byte & 15) as usize, (byte >> 4) as usize);
        squares[second] = READ_ROWS[high][second / FILES];
        flags += FLAGS_ROWS[high][second / FILES];
        squares[first] = READ_ROWS[low][first / FILES];
        flags += FLAGS_ROWS[low][first / FILES];
        pair += 1;
    }
    if count(flags, MISPLACED) != 0 {
        return Err(misplaced(&buf, occupied));
    }
    if count(flags, CASTLING_WHITE) != 0 {
        tri!(check_castling(
            &buf,
            squares,
            occupied,
            0,
            count(flags, BACK_WHITE)
        ));
    }
    if count(flags, CASTLING_BLACK) != 0 {
        tri!(check_castling(
            &buf,
            squares,
            occupied,
            1,
            count(flags, BACK_BLACK)
        ));
    }
    let en_passant = count(flags, EN_PASSANT);
    if en_passant > 1 {
        let square = find(&buf, occupied, 12, 1);
        return Err(on_square(Kind::SecondEnPassant, occupied, square));
    }

    // The clocks and the variant, read whether written or not: past the
    // input they read as zeros.
    let (halfmove, halfmove_end) = tri!(leb128(&buf, pieces_end, Field::HalfmoveClock));
    let (ply, ply_end) = tri!(leb128(&buf, halfmove_end, Field::Ply));
    if halfmove > u32::MAX as u64 {
        let kind = Kind::TooLarge { value: halfmove };
        return Err(BinaryFenError::new(
            kind,
            pieces_end,
            Some(Field::HalfmoveClock),
        ));
    }
    if ply / 2 >= u32::MAX as u64 {
        let kind = Kind::TooLarge { value: ply };
        return Err(BinaryFenError::new(kind, halfmove_end, Some(Field::Ply)));
    }
    let variant = buf[ply_end % PADDED];
    if variant > 3 {
        let kind = Kind::Variant { found: variant };
        return Err(BinaryFenError::new(kind, ply_end, Some(Field::Variant)));
    }
    let (kings_11, kings_15) = (count(flags, KINGS_11), count(flags, KINGS_15));
    let black = kings_15 > 0 || ply % 2 == 1;
    if black && kings_11 > 0 {
        let square = find(&buf, occupied, 11, 0);
        return Err(on_square(Kind::KingTurn, occupied, square));
    }
    // The ply the writers write for this turn and fullmove number, and
    // whether they write it.
    let written_ply = (ply & !1) | black as u64;
    let more = written_ply > 1 || (black && kings_11 + kings_15 == 0) || variant != 0;
    if more && written_ply != ply {
        let kind = Kind::PlyTurn { ply };
        return Err(BinaryFenError::new(kind, halfmove_end, Some(Field::Ply)));
    }
    if en_passant == 1 {
        tri!(check_en_passant(&buf, squares, occupied, black));
    }

    // The layout's end, and its last field.
    let (mut end, mut last_field) = if variant != 0 {
        (ply_end + 1, Field::Variant)
    } else if more {
        (ply_end, Field::Ply)
    } else if halfmove > 0 {
        (halfmove_end, Field::HalfmoveClock)
    } else if pieces > 0 {
        (pieces_end, Field::Pieces)
    } else {
        (pieces_end, Field::Occupancy)
    };
    let mut counts = [0; 16];
    if variant == CRAZYHOUSE {
        let pockets_at = ply_end + 1;
        #[allow(clippy::cast_possible_truncation, reason = "at most 64")]
        let (mut total, squares_count) = (pieces as u32, SQUARES as u32);
        let mut byte = 0;
        while byte < 5 {
            let pair = buf[(pockets_at + byte) % PADDED];
            let (white, black) = ((pair & 15) as u32, (pair >> 4) as u32);
            total += white + black;
            if total > squares_count {
                let kind = Kind::TooManyPieces { pieces: total };
                return Err(BinaryFenError::new(
                    kind,
                    pockets_at + byte,
                    Some(Field::Pockets),
                ));
            }
            counts[POCKET_PLACES[byte]] = white;
            counts[POCKET_PLACES[byte] + 5] = black;
            byte += 1;
        }
        let promoted_at = pockets_at + 5;
        let mut mask = [0; 8];
        let mut i = 0;
        while i < 8 {
            mask[i] = buf[(promoted_at + i) % PADDED];
            i += 1;
        }
        let promoted = u64::from_be_bytes(mask);
        let wrong = promoted & !promotable(&buf, &list, pieces);
        if wrong != 0 {
            return Err(promoted_error(&buf, occupied, wrong, promoted_at));
        }
        let mut bits = promoted;
        while bits != 0 {
            let square = (bits.trailing_zeros() as usize ^ (SQUARES - FILES)) % SQUARES;
            bits &= bits - 1;
            if let Some(piece) = squares[square] {
                squares[square] = Some(piece.with_state(State::Enhanced));
            }
        }
        (end, last_field) = if promoted != 0 {
            (promoted_at + 8, Field::Promoted)
        } else {
            (promoted_at, Field::Pockets)
        };
    }

    if len > end {
        let kind = Kind::LeftOver {
            found: bytes[end],
            after: last_field,
        };
        return Err(BinaryFenError::new(kind, end, None));
    }
    let zero_last = len > 0 && bytes[len - 1] == 0;
    if len < end && zero_last {
        #[allow(clippy::cast_possible_truncation, reason = "at most 64")]
        let kind = Kind::TrailingZero { layout: end as u8 };
        return Err(BinaryFenError::new(kind, len - 1, None));
    }
    let form = match variant {
        2 => BinaryForm::ScalachessChess960,
        3 => BinaryForm::ScalachessFromPosition,
        _ if zero_last => BinaryForm::Scalachess,
        _ => BinaryForm::Shakmaty,
    };

    if variant == CRAZYHOUSE {
        let [first, second] = hands;
        fill_hand(first, &POCKET_PIECES, &counts, &POCKETS_BY_LETTER[0]);
        fill_hand(second, &POCKET_PIECES, &counts, &POCKETS_BY_LETTER[1]);
        fen.pockets = Pockets::Brackets;
    }
    if black {
        fen.position.switch_turn();
    }
    #[allow(clippy::cast_possible_truncation, reason = "checked above")]
    let (halfmove, fullmove) = (halfmove as u32, (ply / 2) as u32 + 1);
    fen.clocks = Clocks::new(halfmove, fullmove);
    Ok((fen, form))
}

/// The squares (from a1) whose pieces may be promoted: queens, rooks,
/// bishops and knights (nibbles 2 to 9), from the nibbles and the list of
/// squares the reader made.
#[cold]
const fn promotable(buf: &Padded, list: &List, pieces: usize) -> u64 {
    let mut squares = 0;
    let mut k = 0;
    while k < pieces {
        let index = list[k % (SQUARES + 8)] as usize % SQUARES;
        if nibble(buf, k).wrapping_sub(2) < 8 {
            squares |= 1 << (index ^ (SQUARES - FILES));
        }
        k += 1;
    }
    squares
}

/// Checks the one pawn that just advanced two squares: of the side not to
/// move, the two squares it passed empty.
const fn check_en_passant(
    buf: &Padded,
    squares: &[Option<Epin>],
    occupied: u64,
    black: bool,
) -> Result<(), BinaryFenError> {
    let square = find(buf, occupied, 12, 0);
    // A white pawn on rank 4 passed ranks 3 and 2; a black one on 5, 6
    // and 7.
    let white = square < 4 * FILES;
    if white != black {
        return Err(on_square(Kind::EnPassantTurn, occupied, square));
    }
    let behind = if white {
        [square - FILES, square - 2 * FILES]
    } else {
        [square + FILES, square + 2 * FILES]
    };
    let mut i = 0;
    while i < 2 {
        let at = behind[i] % SQUARES;
        if squares[at ^ (SQUARES - FILES)].is_some() {
            #[allow(clippy::cast_possible_truncation, reason = "a square of the board")]
            let found = Cell::new_2d((at % FILES) as u8, (at / FILES) as u8);
            return Err(on_square(
                Kind::EnPassantBlocked { found },
                occupied,
                square,
            ));
        }
        i += 1;
    }
    Ok(())
}

/// The error of the first promoted bit (in byte order: rank 8 first) on a
/// square of `wrong`.
#[cold]
const fn promoted_error(buf: &Padded, occupied: u64, wrong: u64, at: usize) -> BinaryFenError {
    // The highest rank's byte comes first, and in it file a.
    let rank = (63 - wrong.leading_zeros() as usize) / FILES;
    let in_rank = (wrong >> (rank * FILES)) & 0xFF;
    let square = rank * FILES + in_rank.trailing_zeros() as usize;
    let nibble = if occupied & (1 << square) != 0 {
        Some(nibble(buf, place(occupied, square)))
    } else {
        None
    };
    #[allow(clippy::cast_possible_truncation, reason = "a square of the board")]
    let cell = Cell::new_2d((square % FILES) as u8, (square / FILES) as u8);
    let index = at + (RANKS - 1 - rank);
    BinaryFenError::new(Kind::Promoted { nibble }, index, Some(Field::Promoted))
        .with_spot(Spot::Square(cell))
}
