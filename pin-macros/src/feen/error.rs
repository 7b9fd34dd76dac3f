//! Why a FEEN position or placement was rejected, and where, in the
//! runtime's words: the twin of `pin_runtime`'s `feen/error.rs`.

use std::fmt::{self, Write as _};

use super::{HAND_CAPACITY, MAX_DIMENSION, MAX_LEN, MAX_SQUARES};
use crate::error::{ParseError, describe};

/// The field of a position a mistake is in. Twin of `pin_runtime::Field`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Field {
    Placement,
    Hands,
    StyleTurn,
}

impl Field {
    /// Twin of `pin_runtime::Field::name`.
    pub(super) const fn name(self) -> &'static str {
        match self {
            Self::Placement => "placement",
            Self::Hands => "hands",
            Self::StyleTurn => "style-turn",
        }
    }
}

/// What is wrong, with what its message and its fix need. Twin of
/// `pin_runtime::FeenErrorKind`, with pieces as EPIN codes and styles as
/// letter bytes; it has no `Shape`, since this reader knows no type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FeenErrorKind {
    TooLong {
        len: usize,
    },
    Token(ParseError),
    ExpectedSquare {
        found: Option<u8>,
    },
    ZeroCount,
    LeadingZero,
    TooManyDimensions,
    RankTooWide,
    TooManyRanks,
    TooManyLayers,
    ThinLayer,
    RankWidth {
        width: usize,
        expected: usize,
    },
    LayerDepth {
        ranks: usize,
        expected: usize,
    },
    TooManySquares {
        squares: usize,
    },
    MissingField,
    ExpectedHandSeparator {
        found: Option<u8>,
    },
    ExtraHandSeparator,
    HandCount {
        count: u32,
    },
    HandCountTooLarge,
    Repeated {
        piece: u16,
        first: usize,
    },
    Unordered {
        piece: u16,
        count: u32,
        previous: u16,
        previous_count: u32,
    },
    HandFull,
    ExpectedStyle {
        found: Option<u8>,
    },
    ExpectedStyleSeparator {
        found: Option<u8>,
    },
    SameCase {
        active: u8,
        inactive: u8,
    },
    ExpectedEnd {
        found: u8,
    },
    Fen,
    TooManyPieces {
        pieces: usize,
        squares: usize,
    },
}

/// A rejected literal: the kind of mistake and where it is. Twin of
/// `pin_runtime::FeenError`; its `Display` is the runtime's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FeenError {
    pub(crate) kind: FeenErrorKind,
    pub(crate) index: usize,
    pub(crate) field: Option<Field>,
    pub(crate) layer: usize,
    pub(crate) rank: usize,
    pub(crate) square: usize,
    /// Read as a whole position (else as a placement alone).
    whole: bool,
}

impl FeenError {
    /// An error at `index`, in `field`, outside the board's squares. Twin
    /// of `pin_runtime::FeenError::new`.
    pub(crate) const fn new(kind: FeenErrorKind, index: usize, field: Option<Field>) -> Self {
        Self {
            kind,
            index,
            field,
            layer: 0,
            rank: 0,
            square: 0,
            whole: true,
        }
    }

    /// An error in the placement, at a layer (0 when not known to be 3-D),
    /// rank and square (0 for a whole rank). Twin of
    /// `pin_runtime::FeenError::at`.
    pub(crate) const fn at(
        kind: FeenErrorKind,
        index: usize,
        layer: usize,
        rank: usize,
        square: usize,
    ) -> Self {
        let mut error = Self::new(kind, index, Some(Field::Placement));
        error.layer = layer;
        error.rank = rank;
        error.square = square;
        error
    }

    /// The same error, for a placement read on its own. Twin of
    /// `pin_runtime::FeenError::in_placement`.
    pub(crate) fn in_placement(mut self) -> Self {
        self.whole = false;
        self
    }

    /// Writes where the mistake is. Twin of
    /// `pin_runtime::FeenError::write_location`.
    fn write_location(&self, out: &mut String) {
        if self.rank == 0 {
            let _ = write!(out, "byte {}", self.index);
            if let (Some(field), true) = (self.field, self.whole) {
                let _ = write!(out, " ({})", field.name());
            }
        } else {
            if self.layer != 0 {
                let _ = write!(out, "layer {}, ", self.layer);
            }
            let _ = write!(out, "rank {}", self.rank);
            if self.square != 0 {
                let _ = write!(out, ", square {}", self.square);
            }
            let _ = write!(out, " (byte {})", self.index);
        }
    }

    /// What was expected and found. Twin of
    /// `pin_runtime::FeenError::write_mistake`.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, as the runtime writes them, to compare side by side"
    )]
    fn mistake(&self) -> String {
        let in_hands = self.field == Some(Field::Hands);
        match &self.kind {
            FeenErrorKind::TooLong { len } => format!("expected at most {MAX_LEN} bytes, found {len}"),
            FeenErrorKind::Token(error) => error.message.clone(),
            FeenErrorKind::ExpectedSquare { found } => format!(
                "expected a piece or a count of empty squares, found {}",
                found_or_end(*found)
            ),
            FeenErrorKind::ZeroCount => {
                "expected a count of empty squares from 1, found 0".to_string()
            }
            FeenErrorKind::LeadingZero if in_hands => {
                "expected a count of pieces without leading zeros, found '0'".to_string()
            }
            FeenErrorKind::LeadingZero => {
                "expected a count of empty squares without leading zeros, found '0'".to_string()
            }
            FeenErrorKind::TooManyDimensions => {
                "expected a square after \"//\", found a third '/': boards have at most 3 dimensions"
                    .to_string()
            }
            FeenErrorKind::RankTooWide => format!(
                "expected at most {MAX_DIMENSION} squares in rank {}, found more",
                self.rank
            ),
            FeenErrorKind::TooManyRanks if self.layer != 0 => format!(
                "expected at most {MAX_DIMENSION} ranks in layer {}, found more",
                self.layer
            ),
            FeenErrorKind::TooManyRanks => {
                format!("expected at most {MAX_DIMENSION} ranks, found more")
            }
            FeenErrorKind::TooManyLayers => {
                format!("expected at most {MAX_DIMENSION} layers, found more")
            }
            FeenErrorKind::ThinLayer => format!(
                "expected at least 2 ranks in every layer of a 3-D board, found 1 in layer {}",
                self.layer
            ),
            FeenErrorKind::RankWidth { width, expected } => {
                format!("rank {} has {width} squares, expected {expected}", self.rank)
            }
            FeenErrorKind::LayerDepth { ranks, expected } => {
                format!("layer {} has {ranks} ranks, expected {expected}", self.layer)
            }
            FeenErrorKind::TooManySquares { squares } => {
                format!("expected at most {MAX_SQUARES} squares, found {squares}")
            }
            FeenErrorKind::MissingField => match self.field {
                Some(field) => format!(
                    "expected ' ' and the {} field, found end of input",
                    field.name()
                ),
                None => "expected ' ' and another field, found end of input".to_string(),
            },
            FeenErrorKind::ExpectedHandSeparator { found } => format!(
                "expected '/' between the first and the second hand, found {}",
                found_or_end(*found)
            ),
            FeenErrorKind::ExtraHandSeparator => {
                "expected ' ' after the second hand, found a second '/'".to_string()
            }
            FeenErrorKind::HandCount { count } => {
                format!("expected a count from 2 (a single piece has none), found {count}")
            }
            FeenErrorKind::HandCountTooLarge => {
                format!("expected a count of at most {MAX_SQUARES} pieces, found more")
            }
            FeenErrorKind::Repeated { piece, first } => format!(
                "expected each piece once in a hand, with a count, found {} again (first at byte {first})",
                token_text(*piece)
            ),
            FeenErrorKind::Unordered {
                piece,
                count,
                previous,
                previous_count,
            } => format!(
                "expected hand items in canonical order, found {} after {}",
                item_text(*piece, *count),
                item_text(*previous, *previous_count)
            ),
            FeenErrorKind::HandFull => {
                format!("expected at most {HAND_CAPACITY} different pieces in a hand, found more")
            }
            FeenErrorKind::ExpectedStyle { found } => format!(
                "expected a style letter (A-Z or a-z), found {}",
                found_or_end(*found)
            ),
            FeenErrorKind::ExpectedStyleSeparator { found } => format!(
                "expected '/' after the style of the side to move, found {}",
                found_or_end(*found)
            ),
            FeenErrorKind::SameCase { active, inactive } => {
                let case = if active.is_ascii_uppercase() {
                    "a lowercase"
                } else {
                    "an uppercase"
                };
                format!(
                    "expected {case} style after '{}', one per side, found '{}'",
                    char::from(*active),
                    char::from(*inactive)
                )
            }
            FeenErrorKind::ExpectedEnd { found } => format!(
                "expected end of input after the style-turn field, found {}",
                describe(*found)
            ),
            FeenErrorKind::Fen => "expected the three fields of FEEN (placement, hands, style-turn), \
                          found a chess FEN (side to move, castling, en passant, clocks)"
                .to_string(),
            FeenErrorKind::TooManyPieces { pieces, squares } => format!(
                "expected at most {squares} piece{} on the board and in hand (one per square), found {pieces}",
                if *squares == 1 { "" } else { "s" }
            ),
        }
    }
}

impl fmt::Display for FeenError {
    /// Twin of `pin_runtime::FeenError`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.whole { "position" } else { "placement" };
        let mut location = String::new();
        self.write_location(&mut location);
        write!(f, "invalid FEEN {what} at {location}: {}", self.mistake())
    }
}

/// Names a byte as the runtime does, or says the input ended. Twin of
/// `pin_runtime::feen::error::write_found_or_end`.
fn found_or_end(found: Option<u8>) -> String {
    found.map_or_else(|| "end of input".to_string(), describe)
}

/// The text of a piece's token from its EPIN code. Twin of
/// `pin_runtime::Epin::encode`.
pub(crate) fn token_text(code: u16) -> String {
    let [letter, attrs] = code.to_le_bytes();
    let mut text = String::new();
    match attrs & 3 {
        1 => text.push('+'),
        2 => text.push('-'),
        _ => {}
    }
    text.push(char::from(letter));
    if attrs & 4 != 0 {
        text.push('^');
    }
    if attrs & 8 != 0 {
        text.push('\'');
    }
    text
}

/// A hand item as FEEN writes it: its count when above 1, then its token.
/// Twin of `pin_runtime::feen::error::write_item`.
pub(crate) fn item_text(code: u16, count: u32) -> String {
    if count > 1 {
        format!("{count}{}", token_text(code))
    } else {
        token_text(code)
    }
}
