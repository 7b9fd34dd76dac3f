//! The reader of FEEN text: a left-to-right scanner of the three fields
//! that knows no board shape. The twin of `pin_runtime`'s `feen/scan.rs`,
//! function for function; it collects what it reads in vectors where the
//! runtime writes into its caller's board and hands.

use super::error::{FeenError, FeenErrorKind, Field, Place};
use super::{Items, Layout, MAX_DIMENSION, MAX_LEN, MAX_SQUARES, Position};
use crate::parse;

/// The EPIN token at `at`: its code and the index past it. Twin of
/// `pin_runtime::feen::scan::token`, which reads tokens beside the
/// runtime's `parse::scan` for speed; here the one reason is to mirror it.
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

/// The token reader's error for a place where no token starts, and the
/// index of the character that stopped it. Twin of
/// `pin_runtime::feen::scan::token_error`.
fn token_error(bytes: &[u8], at: usize) -> (FeenErrorKind, usize) {
    match parse::parse_prefix(&bytes[at.min(bytes.len())..]) {
        Err(error) => {
            let index = at + error.index;
            (FeenErrorKind::Token(error), index)
        }
        Ok(_) => (FeenErrorKind::ExpectedSquare { found: None }, at),
    }
}

/// The character that starts at `at`, `None` past the end. Twin of
/// `pin_runtime::feen::scan::char_at`.
fn char_at(bytes: &[u8], at: usize) -> Option<char> {
    let rest = bytes.get(at..).filter(|rest| !rest.is_empty())?;
    Some(crate::error::decode(rest).unwrap_or(char::REPLACEMENT_CHARACTER))
}

/// The placement field being read. Twin of
/// `pin_runtime::feen::scan::Span`.
#[derive(Clone, Copy)]
struct Span<'a> {
    bytes: &'a [u8],
    start: usize,
    spaced: bool,
}

impl<'a> Span<'a> {
    /// The field as written. Twin of `pin_runtime::feen::scan::Span::field`.
    fn field(self) -> &'a [u8] {
        let rest = self.bytes.get(self.start..).unwrap_or_default();
        if !self.spaced {
            return rest;
        }
        let end = rest.iter().position(|&b| b == b' ').unwrap_or(rest.len());
        &rest[..end]
    }
}

/// The place in a placement a scan has reached, for errors. Twin of
/// `pin_runtime::feen::scan::Reached`.
#[derive(Clone, Copy)]
struct Reached {
    layer: usize,
    rank: usize,
    three_d: bool,
}

impl Reached {
    /// Twin of `pin_runtime::feen::scan::Reached::at_square`.
    fn at_square(
        self,
        span: Span<'_>,
        kind: FeenErrorKind,
        index: usize,
        square: usize,
    ) -> FeenError {
        let place = Place::square(span.field(), self.layer, self.rank, square);
        FeenError::on_board(kind, index, place)
    }

    /// Twin of `pin_runtime::feen::scan::Reached::at_rank`.
    fn at_rank(self, span: Span<'_>, kind: FeenErrorKind, index: usize) -> FeenError {
        let place = Place::rank(span.field(), self.layer, self.rank);
        FeenError::on_board(kind, index, place)
    }

    /// Twin of `pin_runtime::feen::scan::Reached::at_layer`.
    fn at_layer(
        self,
        span: Span<'_>,
        kind: FeenErrorKind,
        index: usize,
        compared: bool,
    ) -> FeenError {
        let place = Place::layer(span.field(), self.layer, compared);
        FeenError::on_board(kind, index, place)
    }

    /// Twin of `pin_runtime::feen::scan::Reached::on_board`.
    fn on_board(kind: FeenErrorKind, index: usize) -> FeenError {
        FeenError::on_board(kind, index, Place::Outside)
    }

    /// Checks the rank that ends at `at` against the first rank's width.
    /// Twin of `pin_runtime::feen::scan::Reached::end_rank`.
    fn end_rank(
        self,
        span: Span<'_>,
        width: usize,
        files: usize,
        at: usize,
    ) -> Result<usize, FeenError> {
        if files == 0 || width == files {
            Ok(width)
        } else {
            let kind = FeenErrorKind::RankWidth {
                width,
                expected: files,
            };
            Err(self.at_rank(span, kind, at))
        }
    }

    /// Checks the layer that ends at `at` against the first layer's number
    /// of ranks. Twin of `pin_runtime::feen::scan::Reached::end_layer`.
    fn end_layer(self, span: Span<'_>, ranks: usize, at: usize) -> Result<usize, FeenError> {
        let (kind, compared) = if self.rank < 2 {
            (FeenErrorKind::ThinLayer, false)
        } else if ranks == 0 || self.rank == ranks {
            return Ok(self.rank);
        } else {
            let kind = FeenErrorKind::LayerDepth {
                ranks: self.rank,
                expected: ranks,
            };
            (kind, true)
        };
        Err(self.at_layer(span, kind, at, compared))
    }
}

/// Reads a placement from `start`; it ends at the end of the input or, when
/// `spaced`, at the first space. Twin of
/// `pin_runtime::feen::scan::placement`.
#[allow(
    clippy::too_many_lines,
    reason = "the runtime's left-to-right reader, kept in one piece to compare"
)]
pub(crate) fn placement(bytes: &[u8], start: usize, spaced: bool) -> Result<Layout, FeenError> {
    let span = Span {
        bytes,
        start,
        spaced,
    };
    let mut at = start;
    let (mut width, mut files, mut ranks) = (0, 0, 0);
    let mut place = Reached {
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
                    let kind = FeenErrorKind::RankTooWide;
                    return Err(place.at_square(span, kind, count_at, width + 1));
                }
                width += count;
                squares.extend(std::iter::repeat_n(0, count));
            }
            Some(b'0') => {
                let kind = if matches!(bytes.get(at + 1), Some(b'0'..=b'9')) {
                    FeenErrorKind::LeadingZero
                } else {
                    FeenErrorKind::ZeroCount
                };
                return Err(place.at_square(span, kind, at, width + 1));
            }
            Some(b'/') if width > 0 => {
                files = place.end_rank(span, width, files, at)?;
                width = 0;
                at += 1;
                if bytes.get(at) == Some(&b'/') {
                    ranks = place.end_layer(span, ranks, at - 1)?;
                    at += 1;
                    if bytes.get(at) == Some(&b'/') {
                        let kind = FeenErrorKind::TooManyDimensions;
                        return Err(Reached::on_board(kind, at));
                    }
                    place = Reached {
                        layer: place.layer + 1,
                        rank: 1,
                        three_d: true,
                    };
                    if place.layer > MAX_DIMENSION {
                        let kind = FeenErrorKind::TooManyLayers;
                        return Err(Reached::on_board(kind, at - 2));
                    }
                } else {
                    place.rank += 1;
                    if place.rank > MAX_DIMENSION {
                        let kind = FeenErrorKind::TooManyRanks;
                        return Err(place.at_layer(span, kind, at - 1, false));
                    }
                }
                let found = bytes.get(at).copied();
                if found.is_none() || (spaced && found == Some(b' ')) {
                    let kind = FeenErrorKind::ExpectedSquare {
                        found: char_at(bytes, at),
                    };
                    return Err(place.at_square(span, kind, at, 1));
                }
            }
            None | Some(b' ') if spaced || byte.is_none() => {
                if width == 0 {
                    let kind = FeenErrorKind::ExpectedSquare {
                        found: char_at(bytes, at),
                    };
                    return Err(place.at_square(span, kind, at, 1));
                }
                files = place.end_rank(span, width, files, at)?;
                break;
            }
            Some(b'/') => {
                let kind = FeenErrorKind::ExpectedSquare { found: Some('/') };
                return Err(place.at_square(span, kind, at, 1));
            }
            _ => {
                let Some((code, end)) = token(bytes, at) else {
                    let (kind, index) = token_error(bytes, at);
                    return Err(place.at_square(span, kind, index, width + 1));
                };
                if width == MAX_DIMENSION {
                    let kind = FeenErrorKind::RankTooWide;
                    return Err(place.at_square(span, kind, at, width + 1));
                }
                squares.push(code);
                width += 1;
                at = end;
            }
        }
    }
    let dimensions = if place.three_d {
        place.end_layer(span, ranks, at)?;
        vec![place.layer, ranks, files]
    } else if place.rank > 1 {
        vec![place.rank, files]
    } else {
        vec![files]
    };
    let count: usize = dimensions.iter().product();
    if count > MAX_SQUARES {
        let kind = FeenErrorKind::TooManySquares { squares: count };
        return Err(FeenError::new(kind, at, Some(Field::Placement)));
    }
    Ok(Layout {
        dimensions,
        squares,
        end: at,
    })
}

/// The rank of a piece in the canonical order of hands, counts aside. Twin
/// of `pin_runtime::feen::scan::hand_rank`.
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

/// The place of an item in the canonical order of a hand. Twin of
/// `pin_runtime::feen::scan::hand_order`.
pub(crate) fn hand_order(code: u16, count: u32) -> (std::cmp::Reverse<u32>, u16) {
    (std::cmp::Reverse(count), hand_rank(code))
}

/// A hand item: piece, count, and where it starts and ends. Twin of
/// `pin_runtime::feen::scan::Item`.
struct Item {
    piece: u16,
    count: u32,
    at: usize,
    end: usize,
}

/// Reads the hand item at `at`. Twin of
/// `pin_runtime::feen::scan::read_item`.
fn read_item(bytes: &[u8], at: usize) -> Result<Item, FeenError> {
    let hands = Some(Field::Hands);
    let mut next = at;
    let mut count = 1;
    if let Some(&digit @ b'0'..=b'9') = bytes.get(at) {
        if digit == b'0' {
            let kind = if matches!(bytes.get(at + 1), Some(b'0'..=b'9')) {
                FeenErrorKind::LeadingZero
            } else {
                FeenErrorKind::HandCount { count: 0 }
            };
            return Err(FeenError::new(kind, at, hands));
        }
        count = 0;
        while let Some(&digit @ b'0'..=b'9') = bytes.get(next) {
            count = count * 10 + u32::from(digit - b'0');
            if count as usize > MAX_SQUARES {
                return Err(FeenError::new(FeenErrorKind::HandCountTooLarge, at, hands));
            }
            next += 1;
        }
        if count == 1 {
            return Err(FeenError::new(
                FeenErrorKind::HandCount { count },
                at,
                hands,
            ));
        }
    }
    if let Some((piece, end)) = token(bytes, next) {
        Ok(Item {
            piece,
            count,
            at,
            end,
        })
    } else {
        let (kind, index) = token_error(bytes, next);
        Err(FeenError::new(kind, index, hands))
    }
}

/// Reads one hand from `start` to the first `/`, space or end; `limit`
/// bounds its different pieces. Twin of `pin_runtime::feen::scan::hand`.
fn hand(bytes: &[u8], start: usize, limit: Option<usize>) -> Result<(usize, Items), FeenError> {
    let hands = Some(Field::Hands);
    let mut at = start;
    let mut items: Vec<Item> = Vec::new();
    while let Some(&byte) = bytes.get(at) {
        if byte == b'/' || byte == b' ' {
            break;
        }
        let item = read_item(bytes, at)?;
        if let Some(first) = items.iter().find(|seen| seen.piece == item.piece) {
            let kind = FeenErrorKind::Repeated {
                piece: item.piece,
                first: first.at,
            };
            return Err(FeenError::new(kind, at, hands));
        }
        if let Some(previous) = items.last() {
            if hand_order(item.piece, item.count) < hand_order(previous.piece, previous.count) {
                let kind = FeenErrorKind::Unordered {
                    piece: item.piece,
                    count: item.count,
                    previous: previous.piece,
                    previous_count: previous.count,
                };
                return Err(FeenError::new(kind, at, hands));
            }
        }
        if limit.is_some_and(|limit| items.len() == limit) {
            return Err(FeenError::new(FeenErrorKind::HandFull, at, hands));
        }
        at = item.end;
        items.push(item);
    }
    Ok((
        at,
        items.iter().map(|item| (item.piece, item.count)).collect(),
    ))
}

/// Reads the hands field from `start`. Twin of
/// `pin_runtime::feen::scan::hands`.
fn hands(
    bytes: &[u8],
    start: usize,
    limit: Option<usize>,
) -> Result<(usize, [Items; 2]), FeenError> {
    let (separator, first) = hand(bytes, start, limit)?;
    match bytes.get(separator) {
        Some(b'/') => {}
        _ if separator == start && bytes.get(start) == Some(&b' ') => {
            let kind = FeenErrorKind::SecondSpace;
            return Err(FeenError::new(kind, start, Some(Field::Hands)));
        }
        _ => {
            let kind = FeenErrorKind::ExpectedHandSeparator {
                found: char_at(bytes, separator),
            };
            return Err(FeenError::new(kind, separator, Some(Field::Hands)));
        }
    }
    let (end, second) = hand(bytes, separator + 1, limit)?;
    if bytes.get(end) == Some(&b'/') {
        let kind = FeenErrorKind::ExtraHandSeparator;
        return Err(FeenError::new(kind, end, Some(Field::Hands)));
    }
    Ok((end, [first, second]))
}

/// Reads the style-turn field from `start` to the end. Twin of
/// `pin_runtime::feen::scan::styles`.
fn styles(bytes: &[u8], start: usize) -> Result<[u8; 2], FeenError> {
    let field = Some(Field::StyleTurn);
    let style = |at: usize| bytes.get(at).copied().filter(u8::is_ascii_alphabetic);
    let Some(active) = style(start) else {
        let kind = if bytes.get(start) == Some(&b' ') {
            FeenErrorKind::SecondSpace
        } else {
            FeenErrorKind::ExpectedStyle {
                found: char_at(bytes, start),
            }
        };
        return Err(FeenError::new(kind, start, field));
    };
    if bytes.get(start + 1) != Some(&b'/') {
        let kind = FeenErrorKind::ExpectedStyleSeparator {
            found: char_at(bytes, start + 1),
        };
        return Err(FeenError::new(kind, start + 1, field));
    }
    let Some(inactive) = style(start + 2) else {
        let kind = FeenErrorKind::ExpectedStyle {
            found: char_at(bytes, start + 2),
        };
        return Err(FeenError::new(kind, start + 2, field));
    };
    if active.is_ascii_uppercase() == inactive.is_ascii_uppercase() {
        let kind = FeenErrorKind::SameCase { active, inactive };
        return Err(FeenError::new(kind, start + 2, field));
    }
    if let Some(found) = char_at(bytes, start + 3) {
        let kind = FeenErrorKind::ExpectedEnd { found };
        return Err(FeenError::new(kind, start + 3, field));
    }
    Ok([active, inactive])
}

/// Reads a whole position; `limit` bounds the different pieces of a hand
/// (`None` as `Feen::parse` reads). A text that a bridge reads is rejected
/// as such. Twin of `pin_runtime::feen::scan::position`, which finds the
/// shape of a typed position's board where this reader returns the shape
/// read.
pub(crate) fn position(bytes: &[u8], limit: Option<usize>) -> Result<Position, FeenError> {
    fields(bytes, limit).map_err(|error| other_notation(bytes, error))
}

/// The error of a text that FEEN rejects: the notation it is in when a
/// bridge reads it, or that it looks like, with that bridge's message,
/// else `error`. Twin of `pin_runtime::bridge::other_notation`.
fn other_notation(bytes: &[u8], error: FeenError) -> FeenError {
    if matches!(
        error.kind,
        FeenErrorKind::Empty | FeenErrorKind::TooLong { .. }
    ) {
        return error;
    }
    let Some(second) = bytes.iter().position(|&b| b == b' ').map(|at| at + 1) else {
        return error;
    };
    let chess = crate::chess::parse(bytes);
    let shogi = crate::shogi::parse(bytes);
    let xiangqi = crate::xiangqi::parse(bytes);
    let (kind, rejected) = if chess.is_ok() {
        (FeenErrorKind::ChessFen, None)
    } else if shogi.is_ok() {
        (FeenErrorKind::Sfen, None)
    } else if xiangqi.is_ok() {
        (FeenErrorKind::XiangqiFen, None)
    } else {
        match looks_like(bytes, second) {
            Some(FeenErrorKind::ChessFen) => (
                FeenErrorKind::ChessFen,
                chess.err().map(|error| error.to_string()),
            ),
            Some(FeenErrorKind::Sfen) => (
                FeenErrorKind::Sfen,
                shogi.err().map(|error| error.to_string()),
            ),
            Some(_) => (
                FeenErrorKind::XiangqiFen,
                xiangqi.err().map(|error| error.to_string()),
            ),
            None => return error,
        }
    };
    let mut error = FeenError::new(kind, second, None);
    error.rejected = rejected;
    error
}

/// The notation a text looks like from its fields, the second at
/// `second`. Twin of `pin_runtime::bridge::hint::looks_like`.
fn looks_like(bytes: &[u8], second: usize) -> Option<FeenErrorKind> {
    let side = match bytes.get(second..) {
        Some([side @ (b'w' | b'b' | b'r'), b' ', ..]) => *side,
        _ => return None,
    };
    let fields: Vec<&[u8]> = bytes[second..].split(|&b| b == b' ').collect();
    if fields.iter().any(|field| field.contains(&b'/')) {
        return None;
    }
    let last = fields.last().copied().unwrap_or_default();
    let number = !last.is_empty() && last.iter().all(u8::is_ascii_digit);
    if side != b'r' && (fields.len() == 2 || (fields.len() == 3 && number)) {
        return Some(FeenErrorKind::Sfen);
    }
    if fields.len() < 3 {
        return None;
    }
    let board = &bytes[..second - 1];
    let ranks = board.split(|&b| b == b'/').count();
    let first_rank = board.split(|&b| b == b'/').next().unwrap_or_default();
    let width: usize = first_rank
        .iter()
        .map(|&b| match b {
            b'1'..=b'9' => usize::from(b - b'0'),
            _ if b.is_ascii_alphabetic() => 1,
            _ => 0,
        })
        .sum();
    if side == b'r' || ranks == 10 || width == 9 {
        Some(FeenErrorKind::XiangqiFen)
    } else {
        Some(FeenErrorKind::ChessFen)
    }
}

/// Reads the three fields of a whole position. Twin of
/// `pin_runtime::feen::scan::fields`.
fn fields(bytes: &[u8], limit: Option<usize>) -> Result<Position, FeenError> {
    let len = bytes.len();
    check_len(bytes)?;
    let layout = placement(bytes, 0, true).map_err(|error| blank_or(bytes, error))?;
    if layout.end >= len {
        let kind = FeenErrorKind::MissingField;
        return Err(FeenError::new(kind, layout.end, Some(Field::Hands)));
    }
    let hands_at = layout.end + 1;
    let (end, hands) = hands(bytes, hands_at, limit)?;
    if end >= len {
        let kind = FeenErrorKind::MissingField;
        return Err(FeenError::new(kind, end, Some(Field::StyleTurn)));
    }
    let styles = styles(bytes, end + 1)?;
    let squares = layout.squares.len();
    let on_board = layout.squares.iter().filter(|&&code| code != 0).count();
    let in_hand: u32 = hands.iter().flatten().map(|&(_, count)| count).sum();
    let pieces = on_board + in_hand as usize;
    if pieces > squares {
        let kind = FeenErrorKind::TooManyPieces { pieces, squares };
        return Err(FeenError::new(kind, hands_at, Some(Field::Hands)));
    }
    Ok(Position {
        layout,
        hands,
        styles,
    })
}

/// Checks the length of a position or placement. Twin of
/// `pin_runtime::feen::scan::check_len`.
fn check_len(bytes: &[u8]) -> Result<(), FeenError> {
    let len = bytes.len();
    if len == 0 {
        Err(FeenError::new(FeenErrorKind::Empty, 0, None))
    } else if len > MAX_LEN {
        Err(FeenError::new(
            FeenErrorKind::TooLong { len },
            MAX_LEN,
            None,
        ))
    } else {
        Ok(())
    }
}

/// Reads a placement alone (no other field, no space, at most `MAX_LEN`
/// bytes). Twin of `pin_runtime::feen::scan::placement_only`.
pub(crate) fn placement_only(bytes: &[u8]) -> Result<Layout, FeenError> {
    check_len(bytes).map_err(FeenError::in_placement)?;
    placement(bytes, 0, false).map_err(|error| blank_or(bytes, error).in_placement())
}

/// The error of a text whose placement did not read: empty when the text is
/// blank. Twin of `pin_runtime::feen::scan::blank_or`.
fn blank_or(bytes: &[u8], error: FeenError) -> FeenError {
    match std::str::from_utf8(bytes) {
        Ok(text) if text.chars().all(char::is_whitespace) => {
            FeenError::new(FeenErrorKind::Empty, 0, None)
        }
        _ => error,
    }
}

/// The items of the hand around byte `at` of a position, as far as they
/// read, for a fix to show. No twin: the runtime gives no fixes.
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
        let item = read_item(bytes, next).ok()?;
        items.push((item.piece, item.count));
        next = item.end;
    }
    Some(items)
}
