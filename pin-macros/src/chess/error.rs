//! Why a chess FEN was rejected, and where, in the runtime's words: the
//! twin of `pin_runtime`'s `chess/error.rs`, for reading (its
//! `FromPositionError` has no twin: the macros write no position).

use std::fmt;

use super::MAX_LEN;
use crate::bridge::{self, Place, found_or_end};
use crate::error::describe;

/// The field of a FEN a mistake is in. Twin of `pin_runtime::chess::Field`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Field {
    Board,
    Pockets,
    Side,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
}

impl Field {
    /// Twin of `pin_runtime::chess::Field::name`.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Pockets => "pockets",
            Self::Side => "side to move",
            Self::Castling => "castling",
            Self::EnPassant => "en passant",
            Self::HalfmoveClock => "halfmove clock",
            Self::FullmoveNumber => "fullmove number",
        }
    }

    /// What the field holds, as messages say it. Twin of
    /// `pin_runtime::chess::Field::contents`.
    const fn contents(self) -> &'static str {
        match self {
            Self::Castling => "castling rights",
            Self::EnPassant => "en-passant square",
            _ => self.name(),
        }
    }
}

/// What is wrong, with what its message needs. Twin of
/// `pin_runtime::chess::FenErrorKind`: the same variants, fields and field
/// types, so that both `Debug` forms are the same text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FenErrorKind {
    TooLong { len: usize },
    ExpectedSquare { found: Option<char> },
    AdjacentCounts { count: char },
    Unpromotable { piece: char },
    RankOverflow { rank: u8, squares: u8 },
    ShortRank { rank: u8, squares: u8 },
    ExpectedRank { rank: u8, found: Option<char> },
    TooManyRanks { ranks: usize },
    Pocket { found: Option<char>, end: char },
    TooManyPieces { pieces: u32 },
    ExpectedSpace { found: Option<char> },
    Side { found: Option<char> },
    CastlingRight { found: Option<char> },
    NoKing { right: char },
    TwoKings { right: char },
    NoRook { right: char },
    NotRook { right: char, found: Option<char> },
    PromotedRook { right: char },
    SameSide { right: char, previous: char },
    EnPassantSquare { found: Option<char> },
    EnPassantRank { expected: u8 },
    EnPassantPawn { found: Option<char> },
    EnPassantBlocked { found: char },
    ExpectedNumber { found: Option<char> },
    LeadingZero,
    NumberTooLarge,
    ZeroFullmove,
    ExpectedClocksOrEnd { found: char },
    ExpectedEnd { found: char },
}

/// A square of the board: its row from 0 (rank 8) and its file from 0
/// (`a`). Twin of the runtime's `Cell` of an 8×8 board, as its chess
/// errors use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Square {
    pub(crate) row: usize,
    pub(crate) file: usize,
}

impl Square {
    /// The square at `row` and `file`.
    pub(crate) const fn new(row: usize, file: usize) -> Self {
        Self { row, file }
    }

    /// The square of the same file on the rank numbered `rank` (1 to 8).
    const fn on_rank(self, rank: usize) -> Self {
        Self::new(8 - rank, self.file)
    }

    /// Its CELL coordinate (`e4`). Twin of `Cell`'s `Display`.
    fn cell(self) -> String {
        bridge::cell(self.row, self.file, 8)
    }
}

/// A rejected literal: the kind of mistake and where it is. Twin of
/// `pin_runtime::chess::FenError`; its `Display` is the runtime's message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FenError {
    pub(crate) kind: FenErrorKind,
    pub(crate) index: usize,
    pub(crate) field: Option<Field>,
    pub(crate) place: Place,
    /// The square the mistake is about, off the board's field (the rook of
    /// a castling right, the en-passant square).
    square: Option<Square>,
    /// A second square the message names.
    other: Option<Square>,
}

impl FenError {
    /// Twin of `pin_runtime::chess::FenError::new`.
    pub(super) const fn new(kind: FenErrorKind, index: usize, field: Field) -> Self {
        Self {
            kind,
            index,
            field: Some(field),
            place: Place::None,
            square: None,
            other: None,
        }
    }

    /// Twin of `pin_runtime::chess::FenError::whole`.
    pub(super) const fn whole(kind: FenErrorKind, index: usize) -> Self {
        Self {
            kind,
            index,
            field: None,
            place: Place::None,
            square: None,
            other: None,
        }
    }

    /// Twin of `pin_runtime::chess::FenError::at_square`.
    pub(super) const fn at_square(mut self, row: usize, column: usize) -> Self {
        self.place = Place::Square(row, column);
        self
    }

    /// Twin of `pin_runtime::chess::FenError::at_rank`.
    pub(super) const fn at_rank(mut self, row: usize) -> Self {
        self.place = Place::Rank(row);
        self
    }

    /// Twin of `pin_runtime::chess::FenError::on`.
    pub(super) const fn on(mut self, square: Square) -> Self {
        self.square = Some(square);
        self
    }

    /// Twin of `pin_runtime::chess::FenError::and`.
    pub(super) const fn and(mut self, other: Square) -> Self {
        self.other = Some(other);
        self
    }

    /// The square's CELL coordinate, on the board or about the mistake.
    /// Twin of `pin_runtime::chess::FenError::cell`.
    #[cfg(test)]
    pub(crate) fn cell(&self) -> Option<String> {
        self.place.cell(8).or_else(|| self.square.map(Square::cell))
    }

    /// Twin of `pin_runtime::chess::FenError::square`.
    fn square(&self) -> Square {
        self.square.unwrap_or(Square::new(7, 0))
    }

    /// What was expected and found. Twin of
    /// `pin_runtime::chess::FenError::write_mistake`.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, each a sentence, as the runtime's"
    )]
    fn mistake(&self) -> String {
        let field = self.field.map_or("input", Field::contents);
        match self.kind {
            FenErrorKind::TooLong { len } => {
                format!("expected at most {MAX_LEN} bytes, found {len}")
            }
            FenErrorKind::ExpectedSquare { found } => format!(
                "expected a piece (KQRBNP, kqrbnp) or a count of empty squares (1 to 8), found {}",
                found_or_end(found)
            ),
            FenErrorKind::AdjacentCounts { count } => format!(
                "expected a piece after a count of empty squares, found another count '{count}'"
            ),
            FenErrorKind::Unpromotable { piece } => format!(
                "expected '~' (promoted) only after a queen, rook, bishop or knight, found it \
                 after '{piece}'"
            ),
            FenErrorKind::RankOverflow { squares, .. }
            | FenErrorKind::ShortRank { squares, .. } => {
                format!("expected 8 squares, found {squares}")
            }
            FenErrorKind::ExpectedRank { rank, found } => format!(
                "expected '/' and rank {rank}, found {}",
                found_or_end(found)
            ),
            FenErrorKind::TooManyRanks { ranks } => format!(
                "expected 8 ranks, or crazyhouse pockets (QRBNP, qrbnp) after the eighth, \
                 found {ranks} ranks"
            ),
            FenErrorKind::Pocket { found, end } => format!(
                "expected a pocket piece (QRBNP, qrbnp) or {end:?} to end the pockets, found {}",
                found_or_end(found)
            ),
            FenErrorKind::TooManyPieces { pieces } => format!(
                "expected at most 64 pieces on the board and in the pockets, found {pieces}"
            ),
            FenErrorKind::ExpectedSpace { found } => {
                format!(
                    "expected ' ' and the {field}, found {}",
                    found_or_end(found)
                )
            }
            FenErrorKind::Side { found } => {
                format!("expected 'w' or 'b', found {}", found_or_end(found))
            }
            FenErrorKind::CastlingRight { found } => format!(
                "expected '-' or a castling right (K, Q, k, q or a file letter A-H, a-h), found {}",
                found_or_end(found)
            ),
            FenErrorKind::NoKing { right } => {
                let (side, rank) = back_rank(right);
                format!(
                    "expected a {side} king on the {rank} rank for the right '{right}', found none"
                )
            }
            FenErrorKind::TwoKings { right } => {
                let (side, rank) = back_rank(right);
                format!(
                    "expected one {side} king on the {rank} rank for the right '{right}', found \
                     two or more"
                )
            }
            FenErrorKind::NoRook { right } => {
                let (_, rank) = back_rank(right);
                let wing = if right.eq_ignore_ascii_case(&'K') {
                    "h"
                } else {
                    "a"
                };
                format!(
                    "expected a rook for the right '{right}' on the {rank} rank {wing}-side of \
                     the king, found none"
                )
            }
            FenErrorKind::NotRook { right, found } => {
                let (side, _) = back_rank(right);
                format!(
                    "expected a {side} rook at {} for the right '{right}', found {}",
                    self.square().cell(),
                    piece_or_empty(found)
                )
            }
            FenErrorKind::PromotedRook { right } => format!(
                "expected an unpromoted rook for the right '{right}', found a promoted rook at {}",
                self.square().cell()
            ),
            FenErrorKind::SameSide { right, previous } if right == previous => {
                format!("expected each castling right once, found '{right}' twice")
            }
            FenErrorKind::SameSide { right, previous } => {
                let (side, _) = back_rank(right);
                let wing = if self.square().file > self.other.map_or(0, |other| other.file) {
                    "h"
                } else {
                    "a"
                };
                format!(
                    "expected at most one right {wing}-side of the {side} king, found '{right}' \
                     after '{previous}'"
                )
            }
            FenErrorKind::EnPassantSquare { found } => format!(
                "expected '-' or an en-passant square (a-h and 3 or 6), found {}",
                found_or_end(found)
            ),
            FenErrorKind::EnPassantRank { expected } => {
                let side = if expected == 6 { "white" } else { "black" };
                format!(
                    "expected an en-passant square on rank {expected} with {side} to move, found \
                     {}",
                    self.square().cell()
                )
            }
            FenErrorKind::EnPassantPawn { found } => {
                let square = self.square();
                let (pawn, side) = en_passant_pawn(square);
                format!(
                    "expected a {side} pawn at {}, in front of the en-passant square {}, found {}",
                    pawn.cell(),
                    square.cell(),
                    piece_or_empty(found)
                )
            }
            FenErrorKind::EnPassantBlocked { found } => {
                let square = self.square();
                format!(
                    "expected {} and {} empty, as a pawn just passed them, found '{found}' at {}",
                    square.cell(),
                    en_passant_origin(square).cell(),
                    self.other.unwrap_or(square).cell()
                )
            }
            FenErrorKind::ExpectedNumber { found } => format!(
                "expected the {field} (a decimal number), found {}",
                found_or_end(found)
            ),
            FenErrorKind::LeadingZero => {
                format!("expected the {field} without leading zeros, found '0' followed by a digit")
            }
            FenErrorKind::NumberTooLarge => {
                format!(
                    "expected the {field} to be at most {}, found more",
                    u32::MAX
                )
            }
            FenErrorKind::ZeroFullmove => "expected a fullmove number from 1, found 0".to_string(),
            FenErrorKind::ExpectedClocksOrEnd { found } => format!(
                "expected end of input (EPD) or ' ' and the halfmove clock, found {}",
                describe(found)
            ),
            FenErrorKind::ExpectedEnd { found } => format!(
                "expected end of input after the fullmove number, found {}",
                describe(found)
            ),
        }
    }
}

/// A piece letter quoted, or `an empty square`. No twin: the runtime
/// writes it inline in two arms.
fn piece_or_empty(found: Option<char>) -> String {
    found.map_or_else(
        || "an empty square".to_string(),
        |piece| format!("'{piece}'"),
    )
}

/// The side and back rank, in words, of a castling right by its case.
/// Twin of `pin_runtime::chess::error::back_rank`.
const fn back_rank(right: char) -> (&'static str, &'static str) {
    if right.is_ascii_uppercase() {
        ("white", "first")
    } else {
        ("black", "eighth")
    }
}

/// The pawn in front of an en-passant square, and its side in words. Twin
/// of `pin_runtime::chess::error::en_passant_pawn`.
const fn en_passant_pawn(square: Square) -> (Square, &'static str) {
    if square.row == 5 {
        (square.on_rank(4), "white")
    } else {
        (square.on_rank(5), "black")
    }
}

/// The square a pawn that passed an en-passant square came from. Twin of
/// `pin_runtime::chess::error::en_passant_origin`.
const fn en_passant_origin(square: Square) -> Square {
    if square.row == 5 {
        square.on_rank(2)
    } else {
        square.on_rank(7)
    }
}

impl fmt::Display for FenError {
    /// Twin of `pin_runtime::chess::FenError`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = self.field.map(Field::name);
        let location = self.place.location("FEN", 8, self.index, field);
        write!(f, "{location}{}", self.mistake())
    }
}
