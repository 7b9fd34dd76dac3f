//! Why a xiangqi FEN was rejected, and where, in the runtime's words: the
//! twin of `pin_runtime`'s `xiangqi/error.rs`, for reading (its
//! `FromPositionError` has no twin: the macros write no position).

use std::fmt;

use super::MAX_LEN;
use crate::bridge::{NumberError, Place, found_or_end};
use crate::error::describe;

/// The field of a xiangqi FEN a mistake is in. Twin of
/// `pin_runtime::xiangqi::Field`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Field {
    Board,
    Side,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
}

impl Field {
    /// Twin of `pin_runtime::xiangqi::Field::name`.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Side => "side to move",
            Self::Castling => "castling",
            Self::EnPassant => "en passant",
            Self::HalfmoveClock => "halfmove clock",
            Self::FullmoveNumber => "fullmove number",
        }
    }
}

/// What is wrong, with what its message and its fix need. Twin of
/// `pin_runtime::xiangqi::FenErrorKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FenErrorKind {
    TooLong {
        len: usize,
    },
    ExpectedSquare {
        found: Option<char>,
    },
    ExpectedRankEnd {
        found: char,
    },
    MixedLetters {
        found: char,
        first: char,
        first_at: usize,
    },
    ZeroCount,
    CountAfterCount {
        found: char,
    },
    RankTooWide,
    RankTooNarrow {
        squares: usize,
    },
    TooManyRanks,
    TooFewRanks {
        ranks: usize,
    },
    MissingField,
    Side {
        found: Option<char>,
    },
    ExpectedSpace {
        found: char,
    },
    ExpectedDash {
        found: Option<char>,
    },
    ExpectedNumber {
        found: Option<char>,
    },
    LeadingZero,
    NumberTooLarge,
    ZeroFullmove,
    ExpectedEnd {
        found: char,
    },
}

/// A rejected literal: the kind of mistake and where it is. Twin of
/// `pin_runtime::xiangqi::FenError`; its `Display` is the runtime's
/// message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FenError {
    pub(crate) kind: FenErrorKind,
    pub(crate) index: usize,
    pub(crate) field: Option<Field>,
    pub(crate) place: Place,
}

impl FenError {
    /// Twin of `pin_runtime::xiangqi::FenError::new`.
    pub(super) const fn new(kind: FenErrorKind, index: usize, field: Option<Field>) -> Self {
        Self {
            kind,
            index,
            field,
            place: Place::None,
        }
    }

    /// Twin of `pin_runtime::xiangqi::FenError::square`.
    pub(super) const fn square(
        kind: FenErrorKind,
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

    /// Twin of `pin_runtime::xiangqi::FenError::rank`.
    pub(super) const fn rank(kind: FenErrorKind, index: usize, row: usize) -> Self {
        Self {
            kind,
            index,
            field: Some(Field::Board),
            place: Place::Rank(row),
        }
    }

    /// Twin of `pin_runtime::xiangqi::FenError::number`.
    pub(super) const fn number(
        error: NumberError,
        found: Option<char>,
        index: usize,
        field: Field,
    ) -> Self {
        let kind = match error {
            NumberError::LeadingZero => FenErrorKind::LeadingZero,
            NumberError::TooLarge => FenErrorKind::NumberTooLarge,
            NumberError::Missing => FenErrorKind::ExpectedNumber { found },
        };
        Self::new(kind, index, Some(field))
    }

    /// The square's CELL coordinate, when the mistake is at one. Twin of
    /// `pin_runtime::xiangqi::FenError::cell`.
    #[cfg(test)]
    pub(crate) fn cell(&self) -> Option<String> {
        self.place.cell(10)
    }

    /// The name of the field, or `fallback` without one, as the messages
    /// write it. No twin: the runtime writes `self.field.map_or(…)` inline.
    fn field_name(&self, fallback: &'static str) -> &'static str {
        self.field.map_or(fallback, Field::name)
    }

    /// What was expected and found. Twin of
    /// `pin_runtime::xiangqi::FenError::write_mistake`.
    fn mistake(&self) -> String {
        match self.kind {
            FenErrorKind::TooLong { len } => {
                format!("expected at most {MAX_LEN} bytes, found {len}")
            }
            FenErrorKind::ExpectedSquare { found } => format!(
                "expected a piece (K A B N R C P in UCCI, or E H for B N in WXF; lowercase for \
                 black) or a count of empty squares, found {}",
                found_or_end(found)
            ),
            FenErrorKind::ExpectedRankEnd { found } => format!(
                "expected '/' or ' ' after the 9 squares of the rank, found {}",
                describe(found)
            ),
            FenErrorKind::MixedLetters {
                found,
                first,
                first_at,
            } => {
                let (set, letters, other) = if matches!(first, 'N' | 'n' | 'B' | 'b') {
                    ("UCCI", "N B", "WXF")
                } else {
                    ("WXF", "H E", "UCCI")
                };
                format!(
                    "expected {set} letters ({letters}) throughout, as {} at byte {first_at}, \
                     found the {other} letter {}",
                    describe(first),
                    describe(found)
                )
            }
            FenErrorKind::ZeroCount => {
                "expected a count of empty squares from 1 to 9, found '0'".to_string()
            }
            FenErrorKind::CountAfterCount { found } => format!(
                "expected a piece after a count of empty squares (a run of empty squares is one \
                 count), found {}",
                describe(found)
            ),
            FenErrorKind::RankTooWide => "expected 9 squares in the rank, found more".to_string(),
            FenErrorKind::RankTooNarrow { squares } => {
                format!("expected 9 squares in the rank, found {squares}")
            }
            FenErrorKind::TooManyRanks => "expected 10 ranks, found more".to_string(),
            FenErrorKind::TooFewRanks { ranks } => format!("expected 10 ranks, found {ranks}"),
            FenErrorKind::MissingField => {
                let what = match self.field {
                    Some(Field::Side) => "the side to move ('w' or 'b')",
                    Some(Field::Castling) => "the castling field ('-' in xiangqi)",
                    Some(Field::EnPassant) => "the en-passant field ('-' in xiangqi)",
                    _ => "the fullmove number",
                };
                format!("expected ' ' and {what}, found end of input")
            }
            FenErrorKind::Side { found } => format!(
                "expected 'w' or 'r' (red), or 'b' (black), found {}",
                found_or_end(found)
            ),
            FenErrorKind::ExpectedSpace { found } => format!(
                "expected ' ' after the {} field, found {}",
                self.field_name("previous"),
                describe(found)
            ),
            FenErrorKind::ExpectedDash { found } => {
                let what = match self.field {
                    Some(Field::EnPassant) => "en passant",
                    _ => "castling",
                };
                format!(
                    "expected '-' (xiangqi has no {what}), found {}",
                    found_or_end(found)
                )
            }
            FenErrorKind::ExpectedNumber { found } => format!(
                "expected the {} (decimal digits), found {}",
                self.field_name("number"),
                found_or_end(found)
            ),
            FenErrorKind::LeadingZero => format!(
                "expected the {} without leading zeros, found '0'",
                self.field_name("number")
            ),
            FenErrorKind::NumberTooLarge => format!(
                "expected the {} to be at most {}, found more",
                self.field_name("number"),
                u32::MAX
            ),
            FenErrorKind::ZeroFullmove => "expected a fullmove number from 1, found 0".to_string(),
            FenErrorKind::ExpectedEnd { found } => format!(
                "expected end of input after the fullmove number, found {}",
                describe(found)
            ),
        }
    }
}

impl fmt::Display for FenError {
    /// Twin of `pin_runtime::xiangqi::FenError`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = self.field.map(Field::name);
        let location = self.place.location("xiangqi FEN", 10, self.index, field);
        write!(f, "{location}{}", self.mistake())
    }
}
