//! The one reader of FEEN text: a left-to-right scanner of the three fields
//! that knows no board shape. The view ([`Feen`](crate::Feen)) runs it to
//! validate; the typed readers run it with somewhere to put the squares and
//! hand items, then compare the shape it found with their type's.
//!
//! Every loop moves forward through the input and stops at the first
//! mistake or bound, so time is linear in the input's length and no input
//! panics: every index is checked against the length before it is read.

use super::error::{FeenError, FeenErrorKind, Field};
use super::{Dimensions, MAX_DIMENSION, MAX_LEN, MAX_SQUARES};
use crate::attrs::Attrs;
use crate::error::{Spot, byte_at};
use crate::letter::Ascii;
use crate::{Epin, Hand, Sin};

/// What the placement scan found.
#[derive(Clone, Copy)]
pub(crate) struct Layout {
    /// The board's sizes, outermost first.
    pub(crate) dimensions: Dimensions,
    /// Pieces on the board.
    pub(crate) pieces: usize,
    /// The byte index just past the placement.
    pub(crate) end: usize,
}

/// What the whole-position scan found, besides the placement.
#[derive(Clone, Copy)]
pub(crate) struct Scanned {
    pub(crate) layout: Layout,
    /// Byte index of the hands field.
    pub(crate) hands: usize,
    /// Byte index of the `/` between the two hands.
    pub(crate) hand_separator: usize,
    /// Pieces in both hands.
    pub(crate) hand_pieces: usize,
    pub(crate) active: Sin,
    pub(crate) inactive: Sin,
}

/// Reads the EPIN token at `at`, if one starts there: the piece and the
/// index just past it. The longest token is read: `^` and `'` never start
/// one, so they always belong to the token before them.
///
/// A second reader of EPIN tokens beside `parse::scan`, for speed: that one
/// also works out why no token starts (the kind and index of the mistake)
/// and builds the attributes from their three parts, where this one only
/// says whether a token starts and looks its attribute bits up in a table;
/// a mistake is then described by `parse::parse_prefix` (see
/// [`token_error`]). Counted with valgrind's callgrind (`instructions`
/// benchmark of pin-bench, `ours-feen` and `ours-feen-squares`), reading
/// through `parse::scan` instead took 23% more instructions to check the
/// chess start (2,495 against 2,022 per call) and 3% to 5% more on the
/// shogi positions; 10% to 26% more when every square is walked too; and
/// 38% to 56% more when the letters the placement reads in place went
/// through it as well. Both are tested: `Epin::parse_prefix` against a
/// regular expression on every short string, this one against
/// `Epin::parse_prefix` on each of the 624 tokens as a hand item and on
/// every short placement, and against the reference crate on random
/// positions.
#[inline]
pub(crate) const fn token(bytes: &[u8], at: usize) -> Option<(Epin, usize)> {
    let len = bytes.len();
    if at >= len {
        return None;
    }
    let (bits, letter_at) = match bytes[at] {
        b'+' => (1, at + 1),
        b'-' => (2, at + 1),
        _ => (0, at),
    };
    if letter_at >= len {
        return None;
    }
    let Some(ascii) = Ascii::from_byte(bytes[letter_at]) else {
        return None;
    };
    let (markers, end) = markers(bytes, letter_at + 1);
    Some((
        Epin::from_parts(ascii, Attrs::from_valid_bits(bits | markers)),
        end,
    ))
}

/// Reads the markers after a token's letter, from `at`: `^`, then `'`.
/// Returns their attribute bits and the index past them. Most tokens have
/// none, which costs one look at the next byte.
#[inline]
const fn markers(bytes: &[u8], at: usize) -> (u8, usize) {
    let len = bytes.len();
    let mut bits = 0;
    let mut end = at;
    if end < len && matches!(bytes[end], b'^' | b'\'') {
        if bytes[end] == b'^' {
            bits |= crate::attrs::TERMINAL;
            end += 1;
        }
        if end < len && bytes[end] == b'\'' {
            bits |= crate::attrs::DERIVED;
            end += 1;
        }
    }
    (bits, end)
}

/// What a byte can start in a placement, for the scanner's dispatch.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// A letter: a piece without a state modifier, the most common square.
    Letter,
    /// `1` to `9`: a count of empty squares.
    Count,
    /// `/`: a separator.
    Slash,
    /// A space: the end of the field, in a whole position.
    Space,
    /// Anything else: a state modifier, `0`, or a byte no square starts
    /// with; read with the care they need.
    Other,
}

/// The [`Class`] of every byte value. A `static`, so a lookup reads one
/// entry rather than copying the table.
static CLASSES: [Class; 256] = {
    let mut classes = [Class::Other; 256];
    let mut byte: u8 = 0;
    loop {
        classes[byte as usize] = match byte {
            b'A'..=b'Z' | b'a'..=b'z' => Class::Letter,
            b'1'..=b'9' => Class::Count,
            b'/' => Class::Slash,
            b' ' => Class::Space,
            _ => Class::Other,
        };
        if byte == u8::MAX {
            break classes;
        }
        byte += 1;
    }
};

/// The error for a position where no token starts: the token parser's,
/// quoting the input from `at` up to the character that stopped it, and
/// the index of that character in the input.
const fn token_error(bytes: &[u8], at: usize) -> (FeenErrorKind, usize) {
    let rest = match bytes.split_at_checked(at) {
        Some((_, rest)) => rest,
        None => bytes,
    };
    match crate::parse::parse_prefix(rest) {
        Err(error) => (FeenErrorKind::Token(error), at + error.index()),
        // Not reached: callers found no token at `at`.
        Ok(_) => (FeenErrorKind::ExpectedSquare { found: None }, at),
    }
}

/// The character that starts at `at`, for an error to quote whole; `None`
/// past the end. Readers take `&str`, so a character starts wherever
/// reading stops; a byte that starts none would read as U+FFFD.
const fn char_at(bytes: &[u8], at: usize) -> Option<char> {
    if at >= bytes.len() {
        return None;
    }
    match crate::error::decode(bytes, at) {
        Some(c) => Some(c),
        None => Some(char::REPLACEMENT_CHARACTER),
    }
}

/// The placement field being read: the input, where the field starts, and
/// whether a space ends it. Errors name squares from it.
#[derive(Clone, Copy)]
struct Span<'a> {
    bytes: &'a [u8],
    start: usize,
    spaced: bool,
}

impl<'a> Span<'a> {
    /// The field as written, to its first space when `spaced`, else to the
    /// end of the input; only errors ask for it.
    const fn field(self) -> &'a [u8] {
        let rest = match self.bytes.split_at_checked(self.start) {
            Some((_, rest)) => rest,
            None => &[],
        };
        if !self.spaced {
            return rest;
        }
        let mut end = 0;
        while end < rest.len() && rest[end] != b' ' {
            end += 1;
        }
        match rest.split_at_checked(end) {
            Some((field, _)) => field,
            None => rest,
        }
    }
}

/// The place in a placement a scan has reached, for errors.
#[derive(Clone, Copy)]
struct Reached {
    /// Layer from 1.
    layer: usize,
    /// Rank from 1, in its layer.
    rank: usize,
    /// Whether a `//` has said the board is 3-D.
    three_d: bool,
}

impl Reached {
    /// An error at square `square` (from 1) of the rank reached.
    const fn at_square(
        self,
        span: Span<'_>,
        kind: FeenErrorKind,
        index: usize,
        square: usize,
    ) -> FeenError {
        let spot = Spot::square(span.field(), self.layer, self.rank, square);
        FeenError::on_board(kind, index, spot)
    }

    /// An error about the rank reached.
    const fn at_rank(self, span: Span<'_>, kind: FeenErrorKind, index: usize) -> FeenError {
        let spot = Spot::rank(span.field(), self.layer, self.rank);
        FeenError::on_board(kind, index, spot)
    }

    /// An error about the layer reached, compared with the first layer
    /// when `compared`; named only on a 3-D board.
    const fn at_layer(
        self,
        span: Span<'_>,
        kind: FeenErrorKind,
        index: usize,
        compared: bool,
    ) -> FeenError {
        let spot = Spot::layer(span.field(), self.layer, compared);
        FeenError::on_board(kind, index, spot)
    }

    /// An error about the board as a whole.
    const fn on_board(kind: FeenErrorKind, index: usize) -> FeenError {
        FeenError::on_board(kind, index, Spot::Outside)
    }

    /// Checks the rank that ends at `at`, of `width` squares, against the
    /// first rank's `files` (0 while the first is read); returns the width
    /// every rank has.
    const fn end_rank(
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

    /// Checks the layer of a 3-D board that ends at `at` (its last rank
    /// just ended): at least two ranks, and as many as the first layer's
    /// `ranks` (0 while the first is read); returns the ranks every layer
    /// has.
    const fn end_layer(self, span: Span<'_>, ranks: usize, at: usize) -> Result<usize, FeenError> {
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

/// Reads the placement that starts at `start`, writing every piece into
/// `out` at its index in the order written while that index is in `out`
/// (empty squares are left as they are). The placement ends at the end of
/// the input or, when `spaced`, at the first space.
#[allow(
    clippy::too_many_lines,
    reason = "one left-to-right reader reads best in one piece"
)]
pub(crate) const fn placement(
    bytes: &[u8],
    start: usize,
    out: &mut [Option<Epin>],
    spaced: bool,
) -> Result<Layout, FeenError> {
    let len = bytes.len();
    let span = Span {
        bytes,
        start,
        spaced,
    };
    let mut at = start;
    // Squares so far in the current rank, and in every rank (from the first).
    let mut width = 0;
    let mut files = 0;
    // Ranks in the first layer (0 until a `//` ends it).
    let mut ranks = 0;
    let mut place = Reached {
        layer: 1,
        rank: 1,
        three_d: false,
    };
    let mut square = 0;
    let mut pieces = 0;
    loop {
        let (byte, class) = if at < len {
            (bytes[at], CLASSES[bytes[at] as usize])
        } else {
            (b' ', Class::Space)
        };
        match class {
            Class::Letter => {
                // A piece without a state modifier: the letter, then
                // perhaps `^` and `'`.
                let Some(ascii) = Ascii::from_byte(byte) else {
                    let (kind, index) = token_error(bytes, at);
                    return Err(place.at_square(span, kind, index, width + 1));
                };
                let (bits, end) = markers(bytes, at + 1);
                if width == MAX_DIMENSION {
                    let kind = FeenErrorKind::RankTooWide;
                    return Err(place.at_square(span, kind, at, width + 1));
                }
                if square < out.len() {
                    out[square] = Some(Epin::from_parts(ascii, Attrs::from_valid_bits(bits)));
                }
                width += 1;
                square += 1;
                pieces += 1;
                at = end;
            }
            Class::Count => {
                let count_at = at;
                let mut count = (byte - b'0') as usize;
                at += 1;
                while at < len && bytes[at].is_ascii_digit() && count <= MAX_DIMENSION {
                    count = count * 10 + (bytes[at] - b'0') as usize;
                    at += 1;
                }
                if width + count > MAX_DIMENSION {
                    let kind = FeenErrorKind::RankTooWide;
                    return Err(place.at_square(span, kind, count_at, width + 1));
                }
                width += count;
                square += count;
            }
            Class::Other if byte == b'0' => {
                let kind = match byte_at(bytes, at + 1) {
                    Some(b'0'..=b'9') => FeenErrorKind::LeadingZero,
                    _ => FeenErrorKind::ZeroCount,
                };
                return Err(place.at_square(span, kind, at, width + 1));
            }
            Class::Slash if width > 0 => {
                files = tri!(place.end_rank(span, width, files, at));
                width = 0;
                at += 1;
                if at < len && bytes[at] == b'/' {
                    ranks = tri!(place.end_layer(span, ranks, at - 1));
                    at += 1;
                    if at < len && bytes[at] == b'/' {
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
                // A separator is followed by a square.
                let found = byte_at(bytes, at);
                if found.is_none() || (spaced && matches!(found, Some(b' '))) {
                    let kind = FeenErrorKind::ExpectedSquare {
                        found: char_at(bytes, at),
                    };
                    return Err(place.at_square(span, kind, at, 1));
                }
            }
            Class::Space if spaced || at >= len => {
                // The end of the placement.
                if width == 0 {
                    let kind = FeenErrorKind::ExpectedSquare {
                        found: char_at(bytes, at),
                    };
                    return Err(place.at_square(span, kind, at, 1));
                }
                files = tri!(place.end_rank(span, width, files, at));
                break;
            }
            Class::Slash => {
                // A separator where a rank should start: only at the start,
                // since every separator checks what follows it.
                let kind = FeenErrorKind::ExpectedSquare { found: Some('/') };
                return Err(place.at_square(span, kind, at, 1));
            }
            Class::Space | Class::Other => {
                let Some((piece, end)) = token(bytes, at) else {
                    let (kind, index) = token_error(bytes, at);
                    return Err(place.at_square(span, kind, index, width + 1));
                };
                if width == MAX_DIMENSION {
                    let kind = FeenErrorKind::RankTooWide;
                    return Err(place.at_square(span, kind, at, width + 1));
                }
                if square < out.len() {
                    out[square] = Some(piece);
                }
                width += 1;
                square += 1;
                pieces += 1;
                at = end;
            }
        }
    }
    let dimensions = if place.three_d {
        // The last layer, as the `//` after every other one checked.
        tri!(place.end_layer(span, ranks, at));
        Dimensions::from_sizes([place.layer, ranks, files], 3)
    } else if place.rank > 1 {
        Dimensions::from_sizes([place.rank, files, 0], 2)
    } else {
        Dimensions::from_sizes([files, 0, 0], 1)
    };
    let squares = dimensions.square_count();
    if squares > MAX_SQUARES {
        let kind = FeenErrorKind::TooManySquares { squares };
        return Err(FeenError::new(kind, at, Some(Field::Placement)));
    }
    Ok(Layout {
        dimensions,
        pieces,
        end: at,
    })
}

/// The rank of a piece among all 624 in the canonical order of hands,
/// counts aside: letter `A` to `Z`, then uppercase before lowercase, then
/// state `-`, `+`, none, then without `^` before with, then without `'`
/// before with.
pub(crate) const fn hand_rank(piece: Epin) -> u16 {
    let (byte, attrs) = (piece.letter_byte(), piece.attribute_byte());
    // ASCII letters: the low five bits count from 1 at `A` and `a`; bit 5
    // is set in lowercase. A letter spans 24 ranks: two cases of the twelve
    // attribute bytes.
    let letter = (byte & 0x1F) as u16 - 1;
    let case = ((byte >> 5) & 1) as u16;
    letter * 24 + case * 12 + ATTRS_RANK[(attrs & 15) as usize] as u16
}

/// The canonical rank of each attribute byte among the twelve: state (`-`
/// 0, `+` 1, none 2) × 4, then `^` × 2, then `'`.
const ATTRS_RANK: [u8; 16] = {
    let mut ranks = [0; 16];
    let mut i = 0;
    while i < Attrs::ALL.len() {
        let attrs = Attrs::ALL[i];
        let state = match attrs.state() {
            crate::State::Diminished => 0,
            crate::State::Enhanced => 1,
            crate::State::Normal => 2,
        };
        ranks[attrs.bits() as usize] =
            state * 4 + attrs.is_terminal() as u8 * 2 + attrs.is_derived() as u8;
        i += 1;
    }
    ranks
};

/// The place of an item in the canonical order of a hand: count
/// descending, then [`hand_rank`].
const fn hand_order(piece: Epin, count: u32) -> u32 {
    // Counts are at most `MAX_SQUARES`, below 2^16.
    (0xFFFF - count) << 16 | hand_rank(piece) as u32
}

/// A hand item read from the text: its piece, count and where it started.
#[derive(Clone, Copy)]
pub(crate) struct Item {
    pub(crate) piece: Epin,
    pub(crate) count: u32,
    at: usize,
    pub(crate) end: usize,
}

/// Reads the hand item at `at`: an optional count of 2 or more, then a
/// token.
pub(crate) const fn read_item(bytes: &[u8], at: usize) -> Result<Item, FeenError> {
    let len = bytes.len();
    let mut next = at;
    let mut count: u32 = 1;
    if let Some(digit @ b'0'..=b'9') = byte_at(bytes, at) {
        if digit == b'0' {
            let kind = match byte_at(bytes, at + 1) {
                Some(b'0'..=b'9') => FeenErrorKind::LeadingZero,
                _ => FeenErrorKind::HandCount { count: 0 },
            };
            return Err(FeenError::new(kind, at, Some(Field::Hands)));
        }
        count = 0;
        while next < len && bytes[next].is_ascii_digit() {
            count = count * 10 + (bytes[next] - b'0') as u32;
            if count as usize > MAX_SQUARES {
                let kind = FeenErrorKind::HandCountTooLarge;
                return Err(FeenError::new(kind, at, Some(Field::Hands)));
            }
            next += 1;
        }
        if count == 1 {
            let kind = FeenErrorKind::HandCount { count };
            return Err(FeenError::new(kind, at, Some(Field::Hands)));
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
        Err(FeenError::new(kind, index, Some(Field::Hands)))
    }
}

/// Reads one hand from `start` to the first `/`, space or end of input,
/// checking that it is aggregated and in canonical order, and pushing its
/// items into `out` when given. Returns the index past it and its pieces.
const fn hand(
    bytes: &[u8],
    start: usize,
    mut out: Option<&mut Hand>,
) -> Result<(usize, usize), FeenError> {
    let len = bytes.len();
    let mut at = start;
    let mut pieces = 0;
    // One bit per piece (by `hand_rank`) already in this hand.
    let mut seen = [0u64; 10];
    let mut previous: Option<Item> = None;
    while at < len && bytes[at] != b'/' && bytes[at] != b' ' {
        let item = tri!(read_item(bytes, at));
        let rank = hand_rank(item.piece) as usize;
        if seen[rank / 64] & 1 << (rank % 64) != 0 {
            let kind = FeenErrorKind::Repeated {
                piece: item.piece,
                first: first_listed(bytes, start, item.piece),
            };
            return Err(FeenError::new(kind, at, Some(Field::Hands)));
        }
        seen[rank / 64] |= 1 << (rank % 64);
        if let Some(previous) = previous {
            if hand_order(item.piece, item.count) < hand_order(previous.piece, previous.count) {
                let kind = FeenErrorKind::Unordered {
                    piece: item.piece,
                    count: item.count,
                    previous: previous.piece,
                    previous_count: previous.count,
                };
                return Err(FeenError::new(kind, at, Some(Field::Hands)));
            }
        }
        if let Some(hand) = &mut out {
            if !hand.push_canonical(item.piece, item.count) {
                return Err(FeenError::new(
                    FeenErrorKind::HandFull,
                    at,
                    Some(Field::Hands),
                ));
            }
        }
        pieces += item.count as usize;
        previous = Some(item);
        at = item.end;
    }
    Ok((at, pieces))
}

/// Where a hand starting at `start` first lists `piece` (only asked when it
/// lists it twice, so the hand reads well up to there).
const fn first_listed(bytes: &[u8], start: usize, piece: Epin) -> usize {
    let mut at = start;
    while let Ok(item) = read_item(bytes, at) {
        if item.piece.code() == piece.code() {
            return item.at;
        }
        at = item.end;
    }
    start
}

/// Reads the hands field from `start`: the first hand, `/`, the second.
/// Returns the index of the `/`, the index past the field and the pieces.
const fn hands(
    bytes: &[u8],
    start: usize,
    out: Option<&mut [Hand; 2]>,
) -> Result<(usize, usize, usize), FeenError> {
    let (first, second) = match out {
        Some(hands) => {
            let [first, second] = hands;
            (Some(first), Some(second))
        }
        None => (None, None),
    };
    let (separator, first_pieces) = tri!(hand(bytes, start, first));
    match byte_at(bytes, separator) {
        Some(b'/') => {}
        _ if separator == start && matches!(byte_at(bytes, start), Some(b' ')) => {
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
    let (end, second_pieces) = tri!(hand(bytes, separator + 1, second));
    if let Some(b'/') = byte_at(bytes, end) {
        let kind = FeenErrorKind::ExtraHandSeparator;
        return Err(FeenError::new(kind, end, Some(Field::Hands)));
    }
    Ok((separator, end, first_pieces + second_pieces))
}

/// Reads the style-turn field from `start` to the end of the input.
const fn styles(bytes: &[u8], start: usize) -> Result<(Sin, Sin), FeenError> {
    let field = Some(Field::StyleTurn);
    let Some(active) = style(bytes, start) else {
        let kind = match byte_at(bytes, start) {
            Some(b' ') => FeenErrorKind::SecondSpace,
            _ => FeenErrorKind::ExpectedStyle {
                found: char_at(bytes, start),
            },
        };
        return Err(FeenError::new(kind, start, field));
    };
    if !matches!(byte_at(bytes, start + 1), Some(b'/')) {
        let kind = FeenErrorKind::ExpectedStyleSeparator {
            found: char_at(bytes, start + 1),
        };
        return Err(FeenError::new(kind, start + 1, field));
    }
    let Some(inactive) = style(bytes, start + 2) else {
        let kind = FeenErrorKind::ExpectedStyle {
            found: char_at(bytes, start + 2),
        };
        return Err(FeenError::new(kind, start + 2, field));
    };
    if active.side().is_first() == inactive.side().is_first() {
        let kind = FeenErrorKind::SameCase { active, inactive };
        return Err(FeenError::new(kind, start + 2, field));
    }
    if let Some(found) = char_at(bytes, start + 3) {
        let kind = FeenErrorKind::ExpectedEnd { found };
        return Err(FeenError::new(kind, start + 3, field));
    }
    Ok((active, inactive))
}

/// The style letter at `at`, if there is one.
const fn style(bytes: &[u8], at: usize) -> Option<Sin> {
    match byte_at(bytes, at) {
        Some(byte) => Sin::from_code(byte),
        None => None,
    }
}

/// Reads a whole position: the placement (pieces into `board`), a space,
/// the hands (into `hands`, when given), a space, the styles. With
/// `expected`, a placement of other dimensions is an error as soon as it
/// ends. (Whether a text FEEN rejects is in a bridge's notation is
/// worked out by the callers that build the error for users, not here.)
pub(crate) const fn position(
    bytes: &[u8],
    board: &mut [Option<Epin>],
    hands_out: Option<&mut [Hand; 2]>,
    expected: Option<&Dimensions>,
) -> Result<Scanned, FeenError> {
    let len = bytes.len();
    tri!(check_len(bytes));
    let layout = match placement(bytes, 0, board, true) {
        Ok(layout) => layout,
        Err(error) => {
            let error = match expected {
                Some(expected) => first_rank_against(bytes, error, expected),
                None => error,
            };
            return Err(blank_or(bytes, error));
        }
    };
    if let Some(expected) = expected {
        if !layout.dimensions.equals(expected) {
            let kind = FeenErrorKind::Shape {
                found: layout.dimensions,
                expected: *expected,
            };
            return Err(FeenError::new(kind, 0, Some(Field::Placement)));
        }
    }
    if layout.end >= len {
        let kind = FeenErrorKind::MissingField;
        return Err(FeenError::new(kind, layout.end, Some(Field::Hands)));
    }
    let hands_at = layout.end + 1;
    let (separator, end, hand_pieces) = tri!(hands(bytes, hands_at, hands_out));
    if end >= len {
        let kind = FeenErrorKind::MissingField;
        return Err(FeenError::new(kind, end, Some(Field::StyleTurn)));
    }
    let (active, inactive) = tri!(styles(bytes, end + 1));
    let squares = layout.dimensions.square_count();
    let pieces = layout.pieces + hand_pieces;
    if pieces > squares {
        let kind = FeenErrorKind::TooManyPieces { pieces, squares };
        return Err(FeenError::new(kind, hands_at, Some(Field::Hands)));
    }
    Ok(Scanned {
        layout,
        hands: hands_at,
        hand_separator: separator,
        hand_pieces,
        active,
        inactive,
    })
}

/// The error of a text whose placement did not read: [`FeenErrorKind::Empty`]
/// when the text is blank (a line of whitespace, such as `"\n"`), else
/// `error`. Asked only once reading failed.
const fn blank_or(bytes: &[u8], error: FeenError) -> FeenError {
    let mut at = 0;
    while at < bytes.len() {
        match crate::error::decode(bytes, at) {
            Some(c) if c.is_whitespace() => at += c.len_utf8(),
            _ => return error,
        }
    }
    FeenError::new(FeenErrorKind::Empty, 0, None)
}

/// Checks the length of a position or placement: not empty, and at most
/// [`MAX_LEN`] bytes.
const fn check_len(bytes: &[u8]) -> Result<(), FeenError> {
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

/// Reads a placement alone (no other field, no space, at most [`MAX_LEN`]
/// bytes like a whole position), its pieces into `board`; a placement of
/// other dimensions than `expected` is an error.
pub(crate) const fn placement_only(
    bytes: &[u8],
    board: &mut [Option<Epin>],
    expected: Dimensions,
) -> Result<Layout, FeenError> {
    let layout = tri!(placement_of_any_shape(bytes, board), |error| {
        first_rank_against(bytes, error, &expected).in_placement()
    });
    if !layout.dimensions.equals(&expected) {
        let kind = FeenErrorKind::Shape {
            found: layout.dimensions,
            expected,
        };
        return Err(FeenError::new(kind, 0, Some(Field::Placement)).in_placement());
    }
    Ok(layout)
}

/// A rank found as wide as no other by a reader that knows no shape, when
/// the shape `expected` is known and its first rank is the one whose width
/// differs from the shape's: blamed on the first rank, against the shape's
/// width, rather than on the next rank against the first. Any other error
/// as it is.
const fn first_rank_against(bytes: &[u8], error: FeenError, expected: &Dimensions) -> FeenError {
    let sizes = expected.as_slice();
    let FeenErrorKind::RankWidth {
        expected: first_width,
        ..
    } = error.kind()
    else {
        return error;
    };
    if sizes.len() != 2 || sizes[1] == first_width {
        return error;
    }
    // A flat text: no `//` in its placement.
    let mut i = 1;
    while i < bytes.len() && bytes[i] != b' ' {
        if bytes[i] == b'/' && bytes[i - 1] == b'/' {
            return error;
        }
        i += 1;
    }
    // The first rank ends at the first `/`, space or end.
    let mut end = 0;
    while end < bytes.len() && bytes[end] != b'/' && bytes[end] != b' ' {
        end += 1;
    }
    let mut field_end = end;
    while field_end < bytes.len() && bytes[field_end] != b' ' {
        field_end += 1;
    }
    let kind = FeenErrorKind::RankWidth {
        width: first_width,
        expected: sizes[1],
    };
    let spot = Spot::rank(bytes.split_at(field_end).0, 1, 1);
    FeenError::on_board(kind, end, spot)
}

/// Reads a placement alone, as [`placement_only`] does, of whatever shape
/// it has.
pub(crate) const fn placement_of_any_shape(
    bytes: &[u8],
    board: &mut [Option<Epin>],
) -> Result<Layout, FeenError> {
    tri!(check_len(bytes), |error| error.in_placement());
    match placement(bytes, 0, board, false) {
        Ok(layout) => Ok(layout),
        Err(error) => Err(blank_or(bytes, error).in_placement()),
    }
}
