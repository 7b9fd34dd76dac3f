//! Why an SFEN was rejected, and where, in the runtime's words: the twin of
//! `pin_runtime`'s `shogi/error.rs`, for reading (its `FromPositionError`
//! has no twin: the macros write no position).

use std::fmt;

use super::{MAX_LEN, MAX_PIECES};
use crate::bridge::{NumberError, Place, found_or_end};
use crate::error::describe;

/// The field of an SFEN a mistake is in. Twin of
/// `pin_runtime::shogi::Field`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Field {
    Board,
    Side,
    Hands,
    MoveNumber,
}

impl Field {
    /// Twin of `pin_runtime::shogi::Field::name`.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Side => "side to move",
            Self::Hands => "hands",
            Self::MoveNumber => "move number",
        }
    }
}

/// What is wrong, with what its message and its fix need. Twin of
/// `pin_runtime::shogi::SfenErrorKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SfenErrorKind {
    TooLong { len: usize },
    ExpectedSquare { found: Option<char> },
    ExpectedRankEnd { found: char },
    ExpectedPromotable { found: Option<char> },
    ZeroCount,
    CountAfterCount { found: char },
    RankTooWide,
    RankTooNarrow { squares: usize },
    TooManyRanks,
    TooFewRanks { ranks: usize },
    MissingField,
    Side { found: Option<char> },
    ExpectedSpace { found: char },
    ExpectedHands { found: Option<char> },
    AfterNoHands { found: char },
    ExpectedHandPiece { found: Option<char> },
    PromotedInHand,
    KingInHand { found: char },
    HandCount { count: u32 },
    LeadingZero,
    HandCountTooLarge,
    Repeated { letter: char, first: usize },
    TooManyPieces { pieces: usize },
    ExpectedMoveNumber { found: Option<char> },
    MoveNumberTooLarge,
    ExpectedEnd { found: char },
}

/// A rejected literal: the kind of mistake and where it is. Twin of
/// `pin_runtime::shogi::SfenError`; its `Display` is the runtime's message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SfenError {
    pub(crate) kind: SfenErrorKind,
    pub(crate) index: usize,
    pub(crate) field: Option<Field>,
    pub(crate) place: Place,
}

impl SfenError {
    /// Twin of `pin_runtime::shogi::SfenError::new`.
    pub(super) const fn new(kind: SfenErrorKind, index: usize, field: Option<Field>) -> Self {
        Self {
            kind,
            index,
            field,
            place: Place::None,
        }
    }

    /// Twin of `pin_runtime::shogi::SfenError::square`.
    pub(super) const fn square(
        kind: SfenErrorKind,
        index: usize,
        row: usize,
        column: usize,
    ) -> Self {
        Self {
            kind,
            index,
            field: Some(Field::Board),
            place: Place::Square(row, column),
        }
    }

    /// Twin of `pin_runtime::shogi::SfenError::rank`.
    pub(super) const fn rank(kind: SfenErrorKind, index: usize, row: usize) -> Self {
        Self {
            kind,
            index,
            field: Some(Field::Board),
            place: Place::Rank(row),
        }
    }

    /// Twin of `pin_runtime::shogi::SfenError::move_number`.
    pub(super) const fn move_number(error: NumberError, found: Option<char>, index: usize) -> Self {
        let kind = match error {
            NumberError::LeadingZero => SfenErrorKind::LeadingZero,
            NumberError::TooLarge => SfenErrorKind::MoveNumberTooLarge,
            NumberError::Missing => SfenErrorKind::ExpectedMoveNumber { found },
        };
        Self::new(kind, index, Some(Field::MoveNumber))
    }

    /// The square's CELL coordinate, when the mistake is at one. Twin of
    /// `pin_runtime::shogi::SfenError::cell`.
    #[cfg(test)]
    pub(crate) fn cell(&self) -> Option<String> {
        self.place.cell(9)
    }

    /// What was expected and found. Twin of
    /// `pin_runtime::shogi::SfenError::write_mistake`.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, as the runtime writes them, to compare side by side"
    )]
    fn mistake(&self) -> String {
        const PIECE_IN_HAND: &str = "expected a piece in hand (R B G S N L P, lowercase for gote)";
        match self.kind {
            SfenErrorKind::TooLong { len } => {
                format!("expected at most {MAX_LEN} bytes, found {len}")
            }
            SfenErrorKind::ExpectedSquare { found } => format!(
                "expected a piece (K R B G S N L P, +R +B +S +N +L +P, lowercase for gote) or a \
                 count of empty squares, found {}",
                found_or_end(found)
            ),
            SfenErrorKind::ExpectedRankEnd { found } => format!(
                "expected '/' or ' ' after the 9 squares of the rank, found {}",
                describe(found)
            ),
            SfenErrorKind::ExpectedPromotable { found } => format!(
                "expected a piece that promotes (R B S N L P, lowercase for gote) after '+', \
                 found {}{}",
                found_or_end(found),
                if matches!(found, Some('G' | 'g' | 'K' | 'k')) {
                    " (golds and kings never promote)"
                } else {
                    ""
                }
            ),
            SfenErrorKind::ZeroCount => {
                "expected a count of empty squares from 1 to 9, found '0'".to_string()
            }
            SfenErrorKind::CountAfterCount { found } => format!(
                "expected a piece after a count of empty squares (a run of empty squares is one \
                 count), found {}",
                describe(found)
            ),
            SfenErrorKind::RankTooWide => "expected 9 squares in the rank, found more".to_string(),
            SfenErrorKind::RankTooNarrow { squares } => {
                format!("expected 9 squares in the rank, found {squares}")
            }
            SfenErrorKind::TooManyRanks => "expected 9 ranks, found more".to_string(),
            SfenErrorKind::TooFewRanks { ranks } => format!("expected 9 ranks, found {ranks}"),
            SfenErrorKind::MissingField => match self.field {
                Some(Field::Side) => {
                    "expected ' ' and the side to move ('b' or 'w'), found end of input"
                }
                _ => "expected ' ' and the pieces in hand ('-' for none), found end of input",
            }
            .to_string(),
            SfenErrorKind::Side { found } => format!(
                "expected 'b' (sente) or 'w' (gote), found {}",
                found_or_end(found)
            ),
            SfenErrorKind::ExpectedSpace { found } => format!(
                "expected ' ' after the side to move, found {}",
                describe(found)
            ),
            SfenErrorKind::ExpectedHands { found } => format!(
                "expected '-' or pieces in hand (R B G S N L P, lowercase for gote), found {}",
                found_or_end(found)
            ),
            SfenErrorKind::AfterNoHands { found } => format!(
                "expected ' ' or end of input after '-' (no piece in hand), found {}",
                describe(found)
            ),
            SfenErrorKind::ExpectedHandPiece { found } => {
                format!("{PIECE_IN_HAND}, found {}", found_or_end(found))
            }
            SfenErrorKind::PromotedInHand => {
                format!("{PIECE_IN_HAND}, found '+': a piece in hand is never promoted")
            }
            SfenErrorKind::KingInHand { found } => format!(
                "{PIECE_IN_HAND}, found {}: a king is never in hand",
                describe(found)
            ),
            SfenErrorKind::HandCount { count } => {
                format!("expected a count from 2 (a single piece has none), found {count}")
            }
            SfenErrorKind::LeadingZero => match self.field {
                Some(Field::MoveNumber) => {
                    "expected a move number without leading zeros, found '0'"
                }
                _ => "expected a count without leading zeros, found '0'",
            }
            .to_string(),
            SfenErrorKind::HandCountTooLarge => {
                format!("expected a count of at most {MAX_PIECES} pieces, found more")
            }
            SfenErrorKind::Repeated { letter, first } => format!(
                "expected each piece once in the hands, with a count, found {} again (first at \
                 byte {first})",
                describe(letter)
            ),
            SfenErrorKind::TooManyPieces { pieces } => format!(
                "expected at most {MAX_PIECES} pieces on the board and in hand, found {pieces}"
            ),
            SfenErrorKind::ExpectedMoveNumber { found } => format!(
                "expected a move number (decimal digits), found {}",
                found_or_end(found)
            ),
            SfenErrorKind::MoveNumberTooLarge => {
                format!("expected a move number of at most {}, found more", u32::MAX)
            }
            SfenErrorKind::ExpectedEnd { found } => format!(
                "expected end of input after the move number, found {}",
                describe(found)
            ),
        }
    }
}

impl fmt::Display for SfenError {
    /// Twin of `pin_runtime::shogi::SfenError`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = self.field.map(Field::name);
        let location = self.place.location("SFEN", 9, self.index, field);
        write!(f, "{location}{}", self.mistake())
    }
}
