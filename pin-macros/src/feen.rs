//! A private reader of FEEN positions and placements, with the runtime's
//! words.
//!
//! It must read as `pin_runtime`'s scanner does: the same texts accepted,
//! the same first mistake, index and message. The tests at the bottom
//! compare the two on generated and mutated positions.

use std::fmt::Write as _;

use crate::grammar;

/// The longest position read, in bytes (the runtime's `feen::MAX_LEN`).
const MAX_LEN: usize = 4096;
/// The most squares along one dimension (`feen::MAX_DIMENSION`).
const MAX_DIMENSION: usize = 255;
/// The most squares on a board (`feen::MAX_SQUARES`).
const MAX_SQUARES: usize = 65_025;
/// The most different pieces a typed position's hand holds (`Hand::CAPACITY`).
const HAND_CAPACITY: usize = 16;

/// The field of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Field {
    Placement,
    Hands,
    StyleTurn,
}

impl Field {
    const fn name(self) -> &'static str {
        match self {
            Self::Placement => "placement",
            Self::Hands => "hands",
            Self::StyleTurn => "style-turn",
        }
    }
}

/// What is wrong, with what its message and its fix need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    TooLong {
        len: usize,
    },
    Token {
        message: String,
    },
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

/// A rejected literal: the kind of mistake, where, and the runtime's
/// message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Mistake {
    pub(crate) kind: Kind,
    pub(crate) index: usize,
    pub(crate) field: Option<Field>,
    pub(crate) layer: usize,
    pub(crate) rank: usize,
    pub(crate) square: usize,
    pub(crate) message: String,
}

/// A board read from a placement: its sizes outermost first and its
/// squares (EPIN codes, 0 for empty) in the order written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) dimensions: Vec<usize>,
    pub(crate) squares: Vec<u16>,
    end: usize,
}

/// A whole position read: the board, both hands (EPIN code and count, in
/// the order written) and the two styles (letter bytes, the side to move
/// first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub(crate) layout: Layout,
    pub(crate) hands: [Vec<(u16, u32)>; 2],
    pub(crate) styles: [u8; 2],
}

/// Where a mistake is, before its message is written.
struct At {
    index: usize,
    field: Option<Field>,
    layer: usize,
    rank: usize,
    square: usize,
}

impl At {
    fn field(index: usize, field: Option<Field>) -> Self {
        Self {
            index,
            field,
            layer: 0,
            rank: 0,
            square: 0,
        }
    }

    fn placement(index: usize, layer: usize, rank: usize, square: usize) -> Self {
        Self {
            index,
            field: Some(Field::Placement),
            layer,
            rank,
            square,
        }
    }
}

type Result<T> = std::result::Result<T, (Kind, At)>;

/// The text of a piece's token from its EPIN code.
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
pub(crate) fn item_text(code: u16, count: u32) -> String {
    if count > 1 {
        format!("{count}{}", token_text(code))
    } else {
        token_text(code)
    }
}

/// Names a byte as the runtime does, or says the input ended.
fn found_or_end(found: Option<u8>) -> String {
    found.map_or_else(|| "end of input".to_string(), grammar::describe)
}

impl Mistake {
    fn new(kind: Kind, at: &At, whole: bool) -> Self {
        let mut message = format!(
            "invalid FEEN {} at ",
            if whole { "position" } else { "placement" }
        );
        if at.rank == 0 {
            let _ = write!(message, "byte {}", at.index);
            if let (Some(field), true) = (at.field, whole) {
                let _ = write!(message, " ({})", field.name());
            }
        } else {
            if at.layer != 0 {
                let _ = write!(message, "layer {}, ", at.layer);
            }
            let _ = write!(message, "rank {}", at.rank);
            if at.square != 0 {
                let _ = write!(message, ", square {}", at.square);
            }
            let _ = write!(message, " (byte {})", at.index);
        }
        message.push_str(": ");
        message.push_str(&mistake_text(&kind, at));
        Self {
            kind,
            index: at.index,
            field: at.field,
            layer: at.layer,
            rank: at.rank,
            square: at.square,
            message,
        }
    }
}

/// What was expected and found, as the runtime's `FeenError` says it.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per kind, as the runtime writes them, to compare side by side"
)]
fn mistake_text(kind: &Kind, at: &At) -> String {
    let in_hands = at.field == Some(Field::Hands);
    match kind {
        Kind::TooLong { len } => format!("expected at most {MAX_LEN} bytes, found {len}"),
        Kind::Token { message } => message.clone(),
        Kind::ExpectedSquare { found } => format!(
            "expected a piece or a count of empty squares, found {}",
            found_or_end(*found)
        ),
        Kind::ZeroCount => "expected a count of empty squares from 1, found 0".to_string(),
        Kind::LeadingZero if in_hands => {
            "expected a count of pieces without leading zeros, found '0'".to_string()
        }
        Kind::LeadingZero => {
            "expected a count of empty squares without leading zeros, found '0'".to_string()
        }
        Kind::TooManyDimensions => {
            "expected a square after \"//\", found a third '/': boards have at most 3 dimensions"
                .to_string()
        }
        Kind::RankTooWide => format!(
            "expected at most {MAX_DIMENSION} squares in rank {}, found more",
            at.rank
        ),
        Kind::TooManyRanks if at.layer != 0 => format!(
            "expected at most {MAX_DIMENSION} ranks in layer {}, found more",
            at.layer
        ),
        Kind::TooManyRanks => format!("expected at most {MAX_DIMENSION} ranks, found more"),
        Kind::TooManyLayers => format!("expected at most {MAX_DIMENSION} layers, found more"),
        Kind::ThinLayer => format!(
            "expected at least 2 ranks in every layer of a 3-D board, found 1 in layer {}",
            at.layer
        ),
        Kind::RankWidth { width, expected } => {
            format!("rank {} has {width} squares, expected {expected}", at.rank)
        }
        Kind::LayerDepth { ranks, expected } => {
            format!("layer {} has {ranks} ranks, expected {expected}", at.layer)
        }
        Kind::TooManySquares { squares } => {
            format!("expected at most {MAX_SQUARES} squares, found {squares}")
        }
        Kind::MissingField => match at.field {
            Some(field) => format!(
                "expected ' ' and the {} field, found end of input",
                field.name()
            ),
            None => "expected ' ' and another field, found end of input".to_string(),
        },
        Kind::ExpectedHandSeparator { found } => format!(
            "expected '/' between the first and the second hand, found {}",
            found_or_end(*found)
        ),
        Kind::ExtraHandSeparator => {
            "expected ' ' after the second hand, found a second '/'".to_string()
        }
        Kind::HandCount { count } => {
            format!("expected a count from 2 (a single piece has none), found {count}")
        }
        Kind::HandCountTooLarge => {
            format!("expected a count of at most {MAX_SQUARES} pieces, found more")
        }
        Kind::Repeated { piece, first } => format!(
            "expected each piece once in a hand, with a count, found {} again (first at byte {first})",
            token_text(*piece)
        ),
        Kind::Unordered {
            piece,
            count,
            previous,
            previous_count,
        } => format!(
            "expected hand items in canonical order, found {} after {}",
            item_text(*piece, *count),
            item_text(*previous, *previous_count)
        ),
        Kind::HandFull => {
            format!("expected at most {HAND_CAPACITY} different pieces in a hand, found more")
        }
        Kind::ExpectedStyle { found } => format!(
            "expected a style letter (A-Z or a-z), found {}",
            found_or_end(*found)
        ),
        Kind::ExpectedStyleSeparator { found } => format!(
            "expected '/' after the style of the side to move, found {}",
            found_or_end(*found)
        ),
        Kind::SameCase { active, inactive } => {
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
        Kind::ExpectedEnd { found } => format!(
            "expected end of input after the style-turn field, found {}",
            grammar::describe(*found)
        ),
        Kind::Fen => "expected the three fields of FEEN (placement, hands, style-turn), \
                      found a chess FEN (side to move, castling, en passant, clocks)"
            .to_string(),
        Kind::TooManyPieces { pieces, squares } => format!(
            "expected at most {squares} piece{} on the board and in hand (one per square), found {pieces}",
            if *squares == 1 { "" } else { "s" }
        ),
    }
}

/// The EPIN token at `at`: its code and the index past it.
fn token(bytes: &[u8], at: usize) -> Option<(u16, usize)> {
    let (attrs, letter_at) = match bytes.get(at)? {
        b'+' => (1u16, at + 1),
        b'-' => (2, at + 1),
        _ => (0, at),
    };
    let letter = *bytes.get(letter_at).filter(|b| b.is_ascii_alphabetic())?;
    let mut attrs = attrs;
    let mut end = letter_at + 1;
    if bytes.get(end) == Some(&b'^') {
        attrs |= 4;
        end += 1;
    }
    if bytes.get(end) == Some(&b'\'') {
        attrs |= 8;
        end += 1;
    }
    Some((u16::from(letter) | attrs << 8, end))
}

/// The token reader's error for a place where no token starts.
fn token_error(bytes: &[u8], at: usize) -> Kind {
    match grammar::parse_prefix(&bytes[at.min(bytes.len())..]) {
        Err(mistake) => Kind::Token {
            message: mistake.message,
        },
        Ok(_) => Kind::ExpectedSquare { found: None },
    }
}

/// The place in a placement a scan has reached, for errors.
#[derive(Clone, Copy)]
struct Place {
    layer: usize,
    rank: usize,
    three_d: bool,
}

impl Place {
    /// Where a square (or, with `square` 0, a whole rank) is.
    fn at(self, index: usize, square: usize) -> At {
        let layer = if self.three_d { self.layer } else { 0 };
        At::placement(index, layer, self.rank, square)
    }

    /// Checks the rank that ends at `index` against the first rank's width.
    fn end_rank(self, width: usize, files: usize, index: usize) -> Result<usize> {
        if files == 0 || width == files {
            Ok(width)
        } else {
            let kind = Kind::RankWidth {
                width,
                expected: files,
            };
            Err((kind, self.at(index, 0)))
        }
    }

    /// Checks the layer that ends at `index` against the first layer's
    /// number of ranks.
    fn end_layer(self, ranks: usize, index: usize) -> Result<usize> {
        let kind = if self.rank < 2 {
            Kind::ThinLayer
        } else if ranks == 0 || self.rank == ranks {
            return Ok(self.rank);
        } else {
            Kind::LayerDepth {
                ranks: self.rank,
                expected: ranks,
            }
        };
        Err((kind, At::placement(index, self.layer, 0, 0)))
    }
}

/// Reads a placement from `start`; it ends at the end of the input or, when
/// `spaced`, at the first space.
#[allow(
    clippy::too_many_lines,
    reason = "the runtime's left-to-right reader, kept in one piece to compare"
)]
fn placement(bytes: &[u8], start: usize, spaced: bool) -> Result<Layout> {
    let mut at = start;
    let (mut width, mut files, mut ranks) = (0, 0, 0);
    let mut place = Place {
        layer: 1,
        rank: 1,
        three_d: false,
    };
    let mut squares: Vec<u16> = Vec::new();
    loop {
        let byte = bytes.get(at).copied();
        match byte {
            Some(digit @ b'1'..=b'9') => {
                let count_at = at;
                let mut count = usize::from(digit - b'0');
                at += 1;
                while let Some(digit @ b'0'..=b'9') = bytes.get(at) {
                    if count > MAX_DIMENSION {
                        break;
                    }
                    count = count * 10 + usize::from(digit - b'0');
                    at += 1;
                }
                if width + count > MAX_DIMENSION {
                    return Err((Kind::RankTooWide, place.at(count_at, width + 1)));
                }
                width += count;
                squares.extend(std::iter::repeat_n(0, count));
            }
            Some(b'0') => {
                let kind = if matches!(bytes.get(at + 1), Some(b'0'..=b'9')) {
                    Kind::LeadingZero
                } else {
                    Kind::ZeroCount
                };
                return Err((kind, place.at(at, width + 1)));
            }
            Some(b'/') if width > 0 => {
                files = place.end_rank(width, files, at)?;
                width = 0;
                at += 1;
                if bytes.get(at) == Some(&b'/') {
                    ranks = place.end_layer(ranks, at - 1)?;
                    at += 1;
                    if bytes.get(at) == Some(&b'/') {
                        return Err((Kind::TooManyDimensions, At::placement(at, 0, 0, 0)));
                    }
                    place = Place {
                        layer: place.layer + 1,
                        rank: 1,
                        three_d: true,
                    };
                    if place.layer > MAX_DIMENSION {
                        return Err((Kind::TooManyLayers, At::placement(at - 2, 0, 0, 0)));
                    }
                } else {
                    place.rank += 1;
                    if place.rank > MAX_DIMENSION {
                        return Err((Kind::TooManyRanks, place.at(at - 1, 0)));
                    }
                }
                let found = bytes.get(at).copied();
                if found.is_none() || (spaced && found == Some(b' ')) {
                    return Err((Kind::ExpectedSquare { found }, place.at(at, 1)));
                }
            }
            None | Some(b' ') if spaced || byte.is_none() => {
                if width == 0 {
                    return Err((Kind::ExpectedSquare { found: byte }, place.at(at, 1)));
                }
                files = place.end_rank(width, files, at)?;
                break;
            }
            Some(b'/') => {
                let kind = Kind::ExpectedSquare { found: Some(b'/') };
                return Err((kind, place.at(at, 1)));
            }
            _ => {
                let Some((code, end)) = token(bytes, at) else {
                    return Err((token_error(bytes, at), place.at(at, width + 1)));
                };
                if width == MAX_DIMENSION {
                    return Err((Kind::RankTooWide, place.at(at, width + 1)));
                }
                squares.push(code);
                width += 1;
                at = end;
            }
        }
    }
    let dimensions = if place.three_d {
        place.end_layer(ranks, at)?;
        vec![place.layer, ranks, files]
    } else if place.rank > 1 {
        vec![place.rank, files]
    } else {
        vec![files]
    };
    let count: usize = dimensions.iter().product();
    if count > MAX_SQUARES {
        let kind = Kind::TooManySquares { squares: count };
        return Err((kind, At::field(at, Some(Field::Placement))));
    }
    Ok(Layout {
        dimensions,
        squares,
        end: at,
    })
}

/// The rank of a piece in the canonical order of hands, counts aside.
pub(crate) fn hand_rank(code: u16) -> u16 {
    let [letter, attrs] = code.to_le_bytes();
    let state = match attrs & 3 {
        2 => 0,
        1 => 1,
        _ => 2,
    };
    let rank = state * 4 + u16::from(attrs & 4 != 0) * 2 + u16::from(attrs & 8 != 0);
    u16::from((letter & 0x1F) - 1) * 24 + u16::from(letter >> 5 & 1) * 12 + rank
}

/// The place of an item in the canonical order of a hand.
pub(crate) fn hand_order(code: u16, count: u32) -> (std::cmp::Reverse<u32>, u16) {
    (std::cmp::Reverse(count), hand_rank(code))
}

/// A hand item: piece, count, and where it starts and ends.
struct Item {
    code: u16,
    count: u32,
    at: usize,
    end: usize,
}

/// Reads the hand item at `at`.
fn item(bytes: &[u8], at: usize) -> Result<Item> {
    let hands = Some(Field::Hands);
    let mut next = at;
    let mut count = 1;
    if let Some(&digit @ b'0'..=b'9') = bytes.get(at) {
        if digit == b'0' {
            let kind = if matches!(bytes.get(at + 1), Some(b'0'..=b'9')) {
                Kind::LeadingZero
            } else {
                Kind::HandCount { count: 0 }
            };
            return Err((kind, At::field(at, hands)));
        }
        count = 0;
        while let Some(&digit @ b'0'..=b'9') = bytes.get(next) {
            count = count * 10 + u32::from(digit - b'0');
            if count as usize > MAX_SQUARES {
                return Err((Kind::HandCountTooLarge, At::field(at, hands)));
            }
            next += 1;
        }
        if count == 1 {
            return Err((Kind::HandCount { count }, At::field(at, hands)));
        }
    }
    match token(bytes, next) {
        Some((code, end)) => Ok(Item {
            code,
            count,
            at,
            end,
        }),
        None => Err((token_error(bytes, next), At::field(next, hands))),
    }
}

/// Reads one hand from `start` to the first `/`, space or end.
fn hand(bytes: &[u8], start: usize, limit: Option<usize>) -> Result<(usize, Vec<(u16, u32)>)> {
    let hands = Some(Field::Hands);
    let mut at = start;
    let mut items: Vec<Item> = Vec::new();
    while let Some(&byte) = bytes.get(at) {
        if byte == b'/' || byte == b' ' {
            break;
        }
        let item = item(bytes, at)?;
        if let Some(first) = items.iter().find(|seen| seen.code == item.code) {
            let kind = Kind::Repeated {
                piece: item.code,
                first: first.at,
            };
            return Err((kind, At::field(at, hands)));
        }
        if let Some(previous) = items.last() {
            if hand_order(item.code, item.count) < hand_order(previous.code, previous.count) {
                let kind = Kind::Unordered {
                    piece: item.code,
                    count: item.count,
                    previous: previous.code,
                    previous_count: previous.count,
                };
                return Err((kind, At::field(at, hands)));
            }
        }
        if limit.is_some_and(|limit| items.len() == limit) {
            return Err((Kind::HandFull, At::field(at, hands)));
        }
        at = item.end;
        items.push(item);
    }
    Ok((
        at,
        items.iter().map(|item| (item.code, item.count)).collect(),
    ))
}

/// Whether the text from the second field on reads as the end of a chess
/// FEN.
fn looks_like_fen(bytes: &[u8], second_field: usize) -> bool {
    matches!(bytes.get(second_field), Some(b'w' | b'b'))
        && bytes.get(second_field + 1) == Some(&b' ')
        && bytecount(&bytes[second_field + 1..], b' ') >= 2
}

/// How many times `byte` occurs in `bytes`.
#[allow(
    clippy::naive_bytecount,
    reason = "a literal of a few hundred bytes, read once per compile"
)]
fn bytecount(bytes: &[u8], byte: u8) -> usize {
    bytes.iter().filter(|&&b| b == byte).count()
}

/// The items of a hand: EPIN code and count, in the order written.
pub(crate) type Items = Vec<(u16, u32)>;

/// Reads the hands field from `start`.
fn hands(bytes: &[u8], start: usize, limit: Option<usize>) -> Result<(usize, [Items; 2])> {
    let (separator, first) = hand(bytes, start, limit)?;
    match bytes.get(separator) {
        Some(b'/') => {}
        _ if looks_like_fen(bytes, start) => return Err((Kind::Fen, At::field(start, None))),
        found => {
            let kind = Kind::ExpectedHandSeparator {
                found: found.copied(),
            };
            return Err((kind, At::field(separator, Some(Field::Hands))));
        }
    }
    let (end, second) = hand(bytes, separator + 1, limit)?;
    if bytes.get(end) == Some(&b'/') {
        return Err((Kind::ExtraHandSeparator, At::field(end, Some(Field::Hands))));
    }
    Ok((end, [first, second]))
}

/// Reads the style-turn field from `start` to the end.
fn styles(bytes: &[u8], start: usize) -> Result<[u8; 2]> {
    let field = Some(Field::StyleTurn);
    let letter = |at: usize| bytes.get(at).copied().filter(u8::is_ascii_alphabetic);
    let Some(active) = letter(start) else {
        let kind = Kind::ExpectedStyle {
            found: bytes.get(start).copied(),
        };
        return Err((kind, At::field(start, field)));
    };
    let found = bytes.get(start + 1).copied();
    if found != Some(b'/') {
        let kind = Kind::ExpectedStyleSeparator { found };
        return Err((kind, At::field(start + 1, field)));
    }
    let Some(inactive) = letter(start + 2) else {
        let kind = Kind::ExpectedStyle {
            found: bytes.get(start + 2).copied(),
        };
        return Err((kind, At::field(start + 2, field)));
    };
    if active.is_ascii_uppercase() == inactive.is_ascii_uppercase() {
        return Err((
            Kind::SameCase { active, inactive },
            At::field(start + 2, field),
        ));
    }
    if let Some(&found) = bytes.get(start + 3) {
        return Err((Kind::ExpectedEnd { found }, At::field(start + 3, field)));
    }
    Ok([active, inactive])
}

/// Reads a whole position, as `Position::parse` does for a board of the
/// shape written (hands hold at most `Hand::CAPACITY` different pieces).
pub(crate) fn parse_position(bytes: &[u8]) -> std::result::Result<Position, Mistake> {
    read_position(bytes, Some(HAND_CAPACITY)).map_err(|(kind, at)| Mistake::new(kind, &at, true))
}

/// Reads a whole position; `limit` bounds the different pieces of a hand
/// (`None` as `Feen::parse` reads).
fn read_position(bytes: &[u8], limit: Option<usize>) -> Result<Position> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err((Kind::TooLong { len }, At::field(MAX_LEN, None)));
    }
    let layout = placement(bytes, 0, true)?;
    if layout.end >= len {
        return Err((
            Kind::MissingField,
            At::field(layout.end, Some(Field::Hands)),
        ));
    }
    let hands_at = layout.end + 1;
    let (end, hands) = hands(bytes, hands_at, limit)?;
    if end >= len {
        return Err((Kind::MissingField, At::field(end, Some(Field::StyleTurn))));
    }
    let styles = styles(bytes, end + 1)?;
    let squares = layout.squares.len();
    let on_board = layout.squares.iter().filter(|&&code| code != 0).count();
    let in_hand: u32 = hands.iter().flatten().map(|&(_, count)| count).sum();
    let pieces = on_board + in_hand as usize;
    if pieces > squares {
        let kind = Kind::TooManyPieces { pieces, squares };
        return Err((kind, At::field(hands_at, Some(Field::Hands))));
    }
    Ok(Position {
        layout,
        hands,
        styles,
    })
}

/// Reads a placement alone, as `parse_placement` does for a board of the
/// shape written.
pub(crate) fn parse_placement(bytes: &[u8]) -> std::result::Result<Layout, Mistake> {
    placement(bytes, 0, false).map_err(|(kind, at)| Mistake::new(kind, &at, false))
}

/// The items of the hand around byte `at` of a position, as far as they
/// read, for a fix to show.
pub(crate) fn hand_around(bytes: &[u8], at: usize) -> Option<Items> {
    let start = bytes[..at.min(bytes.len())]
        .iter()
        .rposition(|&b| b == b' ' || b == b'/')
        .map_or(0, |i| i + 1);
    let mut items = Vec::new();
    let mut next = start;
    while let Some(&byte) = bytes.get(next) {
        if byte == b'/' || byte == b' ' {
            break;
        }
        let item = item(bytes, next).ok()?;
        items.push((item.code, item.count));
        next = item.end;
    }
    Some(items)
}

#[cfg(test)]
mod tests {
    use super::{Mistake, parse_placement, parse_position, read_position};
    use pin_runtime::feen::Grid;
    use pin_runtime::{Board, Board3, Epin, Feen, Hand, Position, parse_board};
    use proptest::prelude::*;

    /// Compares this reader with `Feen::parse` and `Position::parse` on
    /// `input`, and the placement reader on its first field.
    fn agree(input: &str) {
        let bytes = input.as_bytes();
        // The view: no bound on hands.
        let view = Feen::parse(input);
        match (read_position(bytes, None), &view) {
            (Ok(ours), Ok(feen)) => {
                assert_eq!(ours.layout.dimensions, feen.dimensions(), "{input:?}");
                let squares: Vec<u16> = feen.squares().map(|s| s.map_or(0, Epin::code)).collect();
                assert_eq!(ours.layout.squares, squares, "{input:?}");
                let first: Vec<(u16, u32)> =
                    feen.first_hand().map(|(p, n)| (p.code(), n)).collect();
                let second: Vec<(u16, u32)> =
                    feen.second_hand().map(|(p, n)| (p.code(), n)).collect();
                assert_eq!(ours.hands, [first, second], "{input:?}");
                assert_eq!(ours.styles, [feen.active().code(), feen.inactive().code()]);
            }
            (Err((kind, at)), Err(theirs)) => {
                let ours = Mistake::new(kind, &at, true);
                assert_eq!(ours.message, theirs.to_string(), "{input:?}");
                assert_eq!(ours.index, theirs.index(), "{input:?}");
            }
            (ours, theirs) => panic!(
                "{input:?}: {:?} but the runtime says {theirs:?}",
                ours.is_ok()
            ),
        }
        // Typed positions, with the bounded hands, on a few shapes.
        let ours = parse_position(bytes);
        agree_typed::<Board<8, 8>>(input, &ours);
        agree_typed::<Board<1, 8>>(input, &ours);
        agree_typed::<Board<3, 3>>(input, &ours);
        agree_typed::<Board3<2, 2, 2>>(input, &ours);
        // The placement alone.
        let field = input.split(' ').next().unwrap_or_default();
        let ours = parse_placement(field.as_bytes());
        agree_board::<Board<8, 8>>(field, &ours);
        agree_board::<Board<1, 8>>(field, &ours);
        agree_board::<Board3<2, 2, 2>>(field, &ours);
    }

    /// `Position::<B>::parse` agrees with our reader: the same mistake, or
    /// a shape error exactly when our shape is not `B`'s.
    fn agree_typed<B: Grid>(input: &str, ours: &Result<super::Position, Mistake>) {
        let theirs = Position::<B>::parse(input);
        match (ours, theirs) {
            (Ok(ours), Ok(position)) => {
                assert_eq!(
                    ours.layout.dimensions,
                    B::DIMENSIONS.as_slice(),
                    "{input:?}"
                );
                assert_eq!(position.to_string(), input, "{input:?}");
                let hand =
                    |hand: &Hand| hand.iter().map(|(p, n)| (p.code(), n)).collect::<Vec<_>>();
                assert_eq!(
                    ours.hands,
                    [hand(position.first_hand()), hand(position.second_hand())]
                );
            }
            (Ok(ours), Err(error)) => {
                assert_ne!(
                    ours.layout.dimensions,
                    B::DIMENSIONS.as_slice(),
                    "{input:?}: {error}"
                );
            }
            (Err(ours), Err(theirs))
                if !matches!(theirs.kind(), pin_runtime::FeenErrorKind::Shape { .. }) =>
            {
                assert_eq!(ours.message, theirs.to_string(), "{input:?}");
            }
            (Err(_), Err(_)) => {
                // A shape error is found as soon as the placement ends,
                // before a later mistake in the other fields.
            }
            (Err(ours), Ok(_)) => panic!("{input:?}: {} but the runtime accepts it", ours.message),
        }
    }

    /// `parse_board::<B>` agrees with our placement reader.
    fn agree_board<B: Grid + PartialEq + std::fmt::Debug>(
        field: &str,
        ours: &Result<super::Layout, Mistake>,
    ) {
        let theirs = parse_board::<B>(field);
        match (ours, theirs) {
            (Ok(ours), Ok(board)) => {
                let squares: Vec<u16> = board
                    .squares()
                    .iter()
                    .map(|s| s.map_or(0, Epin::code))
                    .collect();
                assert_eq!(ours.squares, squares, "{field:?}");
            }
            (Ok(ours), Err(_)) => {
                assert_ne!(ours.dimensions, B::DIMENSIONS.as_slice(), "{field:?}");
            }
            (Err(ours), Err(theirs)) => assert_eq!(ours.message, theirs.to_string(), "{field:?}"),
            (Err(ours), Ok(_)) => panic!("{field:?}: {} but the runtime accepts it", ours.message),
        }
    }

    #[test]
    fn agrees_on_the_examples_and_on_every_listed_mistake() {
        for input in [
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w",
            "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
            "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S",
            "ab/cd//AB/CD / W/w",
            "k^+p4+PK^ / W/w",
            "a/b/c / W/w",
            "",
            " / W/w",
            "8/8/ / W/w",
            "/8 / W/w",
            "8//8 / W/w",
            "ab/cd//AB / W/w",
            "a/b///c/d / W/w",
            "rkr/pp/PPPP / W/w",
            "ab/cd/ef//AB/CD / W/w",
            "08 / W/w",
            "0 / W/w",
            "k$k / W/w",
            "256 / W/w",
            "200A100 / W/w",
            "8/8 PP/ W/w",
            "8/8 3P3Q2P/ W/w",
            "8/8 QP/ W/w",
            "8/8 2P3Q/ W/w",
            "8/8 pP/ W/w",
            "8/8 1P/ W/w",
            "8/8 0P/ W/w",
            "8/8 02P/ W/w",
            "8/8 2/ W/w",
            "8/8 P/p/ W/w",
            "8/8 P W/w",
            "8/8 / C/C",
            "8/8 / C",
            "8/8 / CC/c",
            "8/8 / W/w ",
            "8/8 / 1/w",
            "8/8 /",
            "8/8",
            "8/8 / W/w 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "1 2P/ W/w",
            "8/8  / W/w",
            "ab/cd//AB/C? / W/w",
            "8/1x? / W/w",
            "a//b/c / W/w",
            "8/8 ABCDEFGHIJKLMNOPQ/ W/w",
            "8/8 99999P/ W/w",
            "K'K / W/w",
            "K'^ / W/w",
        ] {
            agree(input);
        }
        agree(&"K".repeat(5000));
        agree(&format!("{} / W/w", "K".repeat(300)));
        agree(&format!("{} / W/w", "1/".repeat(300)));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn agrees_on_random_text(input in "[Kkq+\\-^'/0-9 xWwP]{0,24}") {
            agree(&input);
        }

        #[test]
        fn agrees_on_mutated_positions(
            squares in proptest::collection::vec(proptest::option::of(0..624usize), 16),
            hand in proptest::collection::vec((0..624usize, 1..4u32), 0..4),
            position in 0..60usize,
            byte in prop::sample::select(b"Kk+-^'/019 xPpWw".to_vec()),
            action in 0..3u8,
        ) {
            let mut board = [[None; 4]; 4];
            for (i, square) in squares.iter().enumerate() {
                board[i / 4][i % 4] = square.map(|n| Epin::ALL[n]);
            }
            let mut first = Hand::new();
            for (piece, count) in hand {
                let _ = first.add(Epin::ALL[piece], count);
            }
            let text = format!("{} {first}/ W/w", pin_runtime::placement(&board));
            let mut text = text.into_bytes();
            let position = position.min(text.len());
            match action {
                0 => text.insert(position, byte),
                1 if position < text.len() => { text.remove(position); }
                _ if position < text.len() => text[position] = byte,
                _ => {}
            }
            agree(&String::from_utf8(text).unwrap());
        }
    }
}
