//! The board of the bridges whose ranks are pieces and counts of empty
//! squares from 1 to 9 (SFEN, xiangqi FEN, makruk FEN, Fairy-Stockfish's
//! shogi FEN): one loop for all, built for each with its own constants.

use super::{char_at, char_of};
use crate::Epin;
use crate::error::Spot;
use crate::error::byte_at;

/// The pieces a bridge's board holds, by the byte that writes each. A
/// `static`, so a lookup reads one entry.
pub(crate) type PieceTable = [Option<Epin>; 256];

/// The set of letters each byte belongs to, for a notation with several
/// (xiangqi's UCCI and WXF): [`COMMON`] for a letter of every set.
pub(crate) type SetTable = [u8; 256];

/// The set of the letters common to every set of a notation.
pub(crate) const COMMON: u8 = 0;

/// A mistake in the board of a bridge whose ranks are squares and counts
/// of empty squares from 1 to 9 (SFEN, xiangqi FEN), as [`read_board`]
/// finds it: each notation names it with its own error kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BoardMistake {
    /// Neither a square nor the end of the rank, at a square.
    ExpectedSquare { found: Option<char> },
    /// A full rank followed by neither `/` nor a space.
    ExpectedRankEnd { found: char },
    /// `+` not followed by a piece that promotes, at a square.
    ExpectedPromotable { found: Option<char> },
    /// A letter of another set than the first letter not common to all,
    /// at a square.
    MixedLetters {
        found: char,
        first: char,
        first_at: usize,
    },
    /// A count of `0`, at a square.
    ZeroCount,
    /// A count right after a count, at a square.
    CountAfterCount { found: char },
    /// More squares than the rank has.
    RankTooWide,
    /// Fewer squares than the rank has.
    RankTooNarrow { squares: usize },
    /// A rank after the last.
    TooManyRanks,
    /// The board ends before its last rank.
    TooFewRanks { ranks: usize },
}

/// A [`BoardMistake`], its byte index and the square or rank it is at
/// (outside the board's squares for the number of ranks).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Misread {
    pub(crate) mistake: BoardMistake,
    pub(crate) index: usize,
    pub(crate) spot: Spot,
}

impl Misread {
    /// `mistake` at byte `index`, at the square of `row` and `column` of a
    /// board of `ranks` ranks.
    const fn square(
        mistake: BoardMistake,
        index: usize,
        row: usize,
        column: usize,
        ranks: usize,
    ) -> Self {
        let spot = Spot::grid_square(row, column, ranks);
        Self {
            mistake,
            index,
            spot,
        }
    }

    /// `mistake` at byte `index`, about the rank of `row` of a board of
    /// `ranks` ranks.
    const fn rank(mistake: BoardMistake, index: usize, row: usize, ranks: usize) -> Self {
        let spot = Spot::grid_rank(row, ranks);
        Self {
            mistake,
            index,
            spot,
        }
    }

    /// `mistake` at byte `index`, about the whole board.
    const fn board(mistake: BoardMistake, index: usize) -> Self {
        Self {
            mistake,
            index,
            spot: Spot::Outside,
        }
    }
}

/// Reads the board of `RANKS` ranks of `FILES` squares at the start of
/// `bytes` into `board`, up to the space after it or the end of the input;
/// returns that index and the pieces on the board. The rules that SFEN
/// and xiangqi FEN share: a rank is pieces and counts of empty squares
/// from 1 to 9, never two counts in a row; ranks are joined by `/`.
///
/// `table` gives each piece's byte. With `SETS`, the letters of one board
/// are of one set of `sets` (xiangqi's UCCI or WXF); with `PROMOTES`, `+`
/// and a piece of `promoted` is a promoted piece (SFEN's); with `TILDE`, a
/// letter of `promoted` followed by `~` is the promoted piece of that
/// table (makruk's `M~`); with `POCKETS`, a `[` ends the board as a space
/// does (Fairy-Stockfish's pockets). One loop, built for each notation with
/// its own constants, so that what a notation does not have costs it
/// nothing.
#[allow(
    clippy::inline_always,
    reason = "measured: left to LLVM, its one call in the SFEN and xiangqi readers stayed a call (SFEN 7 % more instructions)"
)]
#[inline(always)]
pub(crate) const fn read_board<
    const RANKS: usize,
    const FILES: usize,
    const SETS: bool,
    const PROMOTES: bool,
    const TILDE: bool,
    const POCKETS: bool,
>(
    bytes: &[u8],
    board: &mut [[Option<Epin>; FILES]; RANKS],
    table: &PieceTable,
    sets: &SetTable,
    promoted: &PieceTable,
) -> Result<(usize, usize), Misread> {
    let len = bytes.len();
    let mut at = 0;
    let mut row = 0;
    let mut column = 0;
    let mut pieces = 0;
    // Whether the last square read was a count of empty squares.
    let mut after_count = false;
    // The set of the first letter that is not common to all, and where.
    let mut set = COMMON;
    let mut set_at = 0;
    while at < len {
        let byte = bytes[at];
        if let Some(piece) = table[byte as usize] {
            if column == FILES {
                return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
            }
            let letters = sets[byte as usize];
            if SETS && letters != COMMON {
                if set == COMMON {
                    set = letters;
                    set_at = at;
                } else if set != letters {
                    return Err(mixed_letters::<RANKS>(bytes, at, set_at, row, column));
                }
            }
            board[row][column] = Some(piece);
            if TILDE && matches!(byte_at(bytes, at + 1), Some(b'~')) {
                if let Some(promoted) = promoted[byte as usize] {
                    board[row][column] = Some(promoted);
                    at += 1;
                }
            }
            column += 1;
            pieces += 1;
            at += 1;
            after_count = false;
            continue;
        }
        match byte {
            b'1'..=b'9' => {
                if column == FILES {
                    return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
                }
                if after_count {
                    let mistake = BoardMistake::CountAfterCount {
                        found: char_of(bytes, at),
                    };
                    return Err(Misread::square(mistake, at, row, column, RANKS));
                }
                column += (byte - b'0') as usize;
                if column > FILES {
                    return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
                }
                at += 1;
                after_count = true;
            }
            b'+' if PROMOTES => {
                if column == FILES {
                    return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
                }
                let piece = match byte_at(bytes, at + 1) {
                    Some(letter) => promoted[letter as usize],
                    None => None,
                };
                let Some(piece) = piece else {
                    let mistake = BoardMistake::ExpectedPromotable {
                        found: char_at(bytes, at + 1),
                    };
                    return Err(Misread::square(mistake, at + 1, row, column, RANKS));
                };
                board[row][column] = Some(piece);
                column += 1;
                pieces += 1;
                at += 2;
                after_count = false;
            }
            b'/' => {
                tri!(end_rank::<RANKS, FILES>(bytes, at, row, column));
                if row == RANKS - 1 {
                    return Err(Misread::board(BoardMistake::TooManyRanks, at));
                }
                row += 1;
                column = 0;
                at += 1;
                after_count = false;
            }
            b' ' => break,
            b'[' if POCKETS => break,
            _ => return Err(unreadable::<RANKS, FILES>(bytes, at, row, column)),
        }
    }
    // The board ends at a space, at the end of the input or, with
    // `POCKETS`, at a `[`.
    tri!(end_rank::<RANKS, FILES>(bytes, at, row, column));
    if row < RANKS - 1 {
        let mistake = BoardMistake::TooFewRanks { ranks: row + 1 };
        return Err(Misread::board(mistake, at));
    }
    Ok((at, pieces))
}

/// The mistake of the letter at `at`, of another set than the letter at
/// `set_at`, at the square of `row` and `column`.
#[cold]
const fn mixed_letters<const RANKS: usize>(
    bytes: &[u8],
    at: usize,
    set_at: usize,
    row: usize,
    column: usize,
) -> Misread {
    let mistake = BoardMistake::MixedLetters {
        found: char_of(bytes, at),
        first: char_of(bytes, set_at),
        first_at: set_at,
    };
    Misread::square(mistake, at, row, column, RANKS)
}

/// The mistake of the byte at `at`, which neither a square nor a rank's
/// end starts, with `column` squares of the rank of `row` read.
#[cold]
const fn unreadable<const RANKS: usize, const FILES: usize>(
    bytes: &[u8],
    at: usize,
    row: usize,
    column: usize,
) -> Misread {
    if column == FILES {
        let mistake = BoardMistake::ExpectedRankEnd {
            found: char_of(bytes, at),
        };
        return Misread::rank(mistake, at, row, RANKS);
    }
    let mistake = match bytes[at] {
        b'0' => BoardMistake::ZeroCount,
        _ => BoardMistake::ExpectedSquare {
            found: char_at(bytes, at),
        },
    };
    Misread::square(mistake, at, row, column, RANKS)
}

/// Checks that the rank of `row` that ends at `at` after `column` squares
/// has all its squares: one comparison in the board loop, the mistake
/// built out of it (inlined whole, its error arms took registers from the
/// loop: 24 to 55 instructions more an SFEN).
#[allow(clippy::inline_always, reason = "one comparison, once a rank")]
#[inline(always)]
const fn end_rank<const RANKS: usize, const FILES: usize>(
    bytes: &[u8],
    at: usize,
    row: usize,
    column: usize,
) -> Result<(), Misread> {
    if column < FILES {
        Err(short_rank::<RANKS>(bytes, at, row, column))
    } else {
        Ok(())
    }
}

/// The mistake of the rank of `row`, ended at `at` after `column` squares,
/// fewer than its files.
#[cold]
const fn short_rank<const RANKS: usize>(
    bytes: &[u8],
    at: usize,
    row: usize,
    column: usize,
) -> Misread {
    if column == 0 {
        let mistake = BoardMistake::ExpectedSquare {
            found: char_at(bytes, at),
        };
        Misread::square(mistake, at, row, 0, RANKS)
    } else {
        let mistake = BoardMistake::RankTooNarrow { squares: column };
        Misread::rank(mistake, at, row, RANKS)
    }
}
