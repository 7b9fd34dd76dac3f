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
    Empty,
    TooLong {
        len: usize,
    },
    Token(ParseError),
    ExpectedSquare {
        found: Option<char>,
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
    SecondSpace,
    ExpectedHandSeparator {
        found: Option<char>,
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
        found: Option<char>,
    },
    ExpectedStyleSeparator {
        found: Option<char>,
    },
    SameCase {
        active: u8,
        inactive: u8,
    },
    ExpectedEnd {
        found: char,
    },
    ChessFen,
    Sfen,
    XiangqiFen,
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
    pub(crate) place: Place,
    /// Read as a whole position (else as a placement alone).
    whole: bool,
    /// For a text that looks like another notation, the message of that
    /// notation's reader, which rejects it too.
    pub(crate) rejected: Option<String>,
}

/// The square, rank or layer of a board a mistake is about, by CELL. Twin
/// of `pin_runtime::feen::error::Place`, with the square as its CELL name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    Outside,
    Square(String),
    Rank { rank: Line, first: Line },
    Layer { layer: u32, first: Option<u32> },
}

/// A rank by CELL: its number from 1, and its layer's index on a 3-D
/// board. Twin of `pin_runtime::feen::error::Line`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Line {
    number: u32,
    layer: Option<u32>,
}

/// A board's ranks and layers as written in a placement field. Twin of
/// `pin_runtime::feen::error::Written`.
struct Written {
    dimensions: usize,
    layers: usize,
    first_ranks: usize,
    ranks: usize,
}

/// Counts the ranks and layers of a placement field (every run of two or
/// more `/` ends a layer), and the ranks of its `layer`-th layer. Twin of
/// `pin_runtime::feen::error::written`.
fn written(field: &[u8], layer: usize) -> Written {
    let mut layers = vec![1];
    let mut dimensions = 1;
    for run in field.split(|&b| b != b'/').filter(|run| !run.is_empty()) {
        if run.len() == 1 {
            dimensions = dimensions.max(2);
            *layers.last_mut().unwrap_or(&mut 0) += 1;
        } else {
            dimensions = 3;
            layers.push(1);
        }
    }
    Written {
        dimensions,
        layers: layers.len(),
        first_ranks: layers[0],
        ranks: layers.get(layer.wrapping_sub(1)).copied().unwrap_or(1),
    }
}

/// A rank or layer number for a message, saturating (never reached: a
/// placement has at most 4096 bytes). Twin of
/// `pin_runtime::feen::error::saturating_u16`.
fn narrow(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The letters of a file (from `a`) or layer (from `A`) index: bijective
/// base 26, as CELL writes them. Twin of the runtime's `Cell` writer and
/// `pin_runtime::feen::error::write_layer`.
fn letters(index: u32, a: u8) -> String {
    let mut out = Vec::new();
    let mut n = index + 1;
    while n > 0 {
        n -= 1;
        out.push(a + u8::try_from(n % 26).unwrap_or_default());
        n /= 26;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

impl Place {
    /// Twin of `pin_runtime::feen::error::Place::square`.
    pub(crate) fn square(field: &[u8], layer: usize, rank: usize, square: usize) -> Self {
        let counted = written(field, layer);
        let file = square.saturating_sub(1);
        let rank = counted.ranks.saturating_sub(rank);
        let layer = counted.layers.saturating_sub(layer);
        let named = match counted.dimensions {
            1 => file <= 255,
            2 => file <= 255 && rank <= 255,
            _ => file <= 255 && rank <= 255 && layer <= 255,
        };
        if !named {
            return Self::Outside;
        }
        let mut cell = letters(narrow(file), b'a');
        if counted.dimensions > 1 {
            let _ = write!(cell, "{}", rank + 1);
        }
        if counted.dimensions > 2 {
            cell.push_str(&letters(narrow(layer), b'A'));
        }
        Self::Square(cell)
    }

    /// Twin of `pin_runtime::feen::error::Place::rank`.
    pub(crate) fn rank(field: &[u8], layer: usize, rank: usize) -> Self {
        let counted = written(field, layer);
        let three_d = counted.dimensions == 3;
        Self::Rank {
            rank: Line {
                number: narrow(counted.ranks.saturating_sub(rank) + 1),
                layer: three_d.then(|| narrow(counted.layers.saturating_sub(layer))),
            },
            first: Line {
                number: narrow(counted.first_ranks),
                layer: three_d.then(|| narrow(counted.layers - 1)),
            },
        }
    }

    /// Twin of `pin_runtime::feen::error::Place::layer`.
    pub(crate) fn layer(field: &[u8], layer: usize, compared: bool) -> Self {
        let counted = written(field, layer);
        if counted.dimensions != 3 {
            return Self::Outside;
        }
        Self::Layer {
            layer: narrow(counted.layers.saturating_sub(layer)),
            first: compared.then(|| narrow(counted.layers - 1)),
        }
    }
}

impl fmt::Display for Line {
    /// Twin of `pin_runtime::feen::error::Line`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number)?;
        if let Some(layer) = self.layer {
            write!(f, " of layer {}", letters(layer, b'A'))?;
        }
        Ok(())
    }
}

impl FeenError {
    /// An error at `index`, in `field`, outside the board's squares. Twin
    /// of `pin_runtime::FeenError::new`.
    pub(crate) const fn new(kind: FeenErrorKind, index: usize, field: Option<Field>) -> Self {
        Self {
            kind,
            index,
            field,
            place: Place::Outside,
            whole: true,
            rejected: None,
        }
    }

    /// An error in the placement, about `place`. Twin of
    /// `pin_runtime::FeenError::on_board`.
    pub(crate) fn on_board(kind: FeenErrorKind, index: usize, place: Place) -> Self {
        let mut error = Self::new(kind, index, Some(Field::Placement));
        error.place = place;
        error
    }

    /// The same error, for a placement read on its own. Twin of
    /// `pin_runtime::FeenError::in_placement`.
    pub(crate) fn in_placement(mut self) -> Self {
        self.whole = false;
        self
    }

    /// The square's CELL name, when the mistake is at a square. Twin of
    /// `pin_runtime::FeenError::cell`.
    #[cfg(test)]
    pub(crate) fn cell(&self) -> Option<&str> {
        match &self.place {
            Place::Square(cell) => Some(cell),
            _ => None,
        }
    }

    /// Writes where the mistake is. Twin of
    /// `pin_runtime::FeenError::write_location`.
    fn write_location(&self, out: &mut String) {
        if let Place::Square(cell) = &self.place {
            let _ = write!(out, "{cell} (byte {})", self.index);
            return;
        }
        let _ = write!(out, "byte {}", self.index);
        if let (Some(field), true) = (self.field, self.whole) {
            let _ = write!(out, " ({})", field.name());
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
            FeenErrorKind::Empty if self.whole => {
                "expected <placement> <hands> <style-turn>, found an empty position".to_string()
            }
            FeenErrorKind::Empty => {
                "expected ranks of pieces and counts of empty squares, found an empty placement"
                    .to_string()
            }
            FeenErrorKind::TooLong { len } => format!("expected at most {MAX_LEN} bytes, found {len}"),
            FeenErrorKind::Token(error) => error.bare().to_string(),
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
            FeenErrorKind::RankTooWide => {
                format!("expected at most {MAX_DIMENSION} squares in a rank, found more")
            }
            FeenErrorKind::TooManyRanks => match self.place {
                Place::Layer { layer, .. } => format!(
                    "expected at most {MAX_DIMENSION} ranks in layer {}, found more",
                    letters(layer, b'A')
                ),
                _ => format!("expected at most {MAX_DIMENSION} ranks, found more"),
            },
            FeenErrorKind::TooManyLayers => {
                format!("expected at most {MAX_DIMENSION} layers, found more")
            }
            FeenErrorKind::ThinLayer => match self.place {
                Place::Layer { layer, .. } => format!(
                    "expected at least 2 ranks in layer {} of a 3-D board, found 1",
                    letters(layer, b'A')
                ),
                _ => "expected at least 2 ranks in every layer of a 3-D board, found 1".to_string(),
            },
            FeenErrorKind::RankWidth { width, expected } => match self.place {
                Place::Rank { rank, first } => {
                    format!("expected {expected} squares in rank {rank}, as in rank {first}, found {width}")
                }
                _ => format!("expected {expected} squares in every rank, found {width}"),
            },
            FeenErrorKind::LayerDepth { ranks, expected } => match self.place {
                Place::Layer {
                    layer,
                    first: Some(first),
                } => format!(
                    "expected {expected} ranks in layer {}, as in layer {}, found {ranks}",
                    letters(layer, b'A'),
                    letters(first, b'A')
                ),
                _ => format!("expected {expected} ranks in every layer, found {ranks}"),
            },
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
            FeenErrorKind::SecondSpace => {
                "expected one space between fields, found a second space".to_string()
            }
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
            FeenErrorKind::ChessFen => other_notation(
                "a chess FEN (side to move, castling, en passant, clocks)",
                "chess::Fen::parse",
                self.rejected.as_deref(),
            ),
            FeenErrorKind::Sfen => other_notation(
                "an SFEN (side to move, hands, move number)",
                "shogi::Sfen::parse",
                self.rejected.as_deref(),
            ),
            FeenErrorKind::XiangqiFen => other_notation(
                "a xiangqi FEN (side to move, '-' and '-', clocks)",
                "xiangqi::Fen::parse",
                self.rejected.as_deref(),
            ),
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

/// Says that the text is in another notation, `found`, which `reader`
/// reads, or looks like one that `reader` rejects with the message
/// `rejected`. Twin of `pin_runtime::FeenError::write_other_notation`.
fn other_notation(found: &str, reader: &str, rejected: Option<&str>) -> String {
    let start = "expected the three fields of FEEN (placement, hands, style-turn), found";
    match rejected {
        None => format!("{start} {found}, which {reader} reads"),
        Some(message) => {
            format!("{start} what looks like {found}, which {reader} rejects: {message}")
        }
    }
}

/// Names a character as the runtime does, or says the input ended. Twin
/// of `pin_runtime::feen::error::write_found_or_end`.
fn found_or_end(found: Option<char>) -> String {
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
