//! The lenient reader of SFEN: USI's `sfen` or `position sfen` keyword
//! skipped, the fields found between runs of whitespace, short forms
//! filled with empty fields, hands written as other tools write them
//! (`PPP`, `1P`) counted; the canonical text rebuilt then read by the
//! strict reader.

use super::error::SfenError;
use super::{MAX_PIECES, Sfen};
use crate::bridge::lenient::{Fields, Pending, ROOM, Rebuilt, keyword};
use crate::{OmittedField, RepairKind, Repairs};

/// Reads `input` as `Sfen::parse` does, else repairs it.
pub(super) const fn read(input: &str) -> Result<(Sfen, Repairs), SfenError> {
    let strict = match Sfen::parse(input) {
        Ok(sfen) => return Ok((sfen, Repairs::new())),
        Err(error) => error,
    };
    let bytes = input.as_bytes();
    if bytes.len() > ROOM {
        return Err(strict);
    }
    let mut pending = Pending::new();
    let fields = Fields::split(bytes, &mut pending);
    // USI's keywords.
    let first = keyword(
        bytes,
        &fields,
        b"sfen",
        ["position sfen", "sfen"],
        &mut pending,
    );
    let Some(board) = fields.get(first) else {
        return Err(strict);
    };
    let mut text = Rebuilt::new(fields.end);
    text.input_field(bytes, board);
    if let Some(side) = fields.get(first + 1) {
        text.input_field(bytes, side);
    } else {
        text.field(b"b", fields.end, false);
        pending.add(
            fields.end,
            RepairKind::Omitted {
                field: OmittedField::Turn,
            },
        );
    }
    if let Some(hands) = fields.get(first + 2) {
        self::hands(bytes, hands, &mut text, &mut pending);
    } else {
        text.field(b"-", fields.end, false);
        pending.add(
            fields.end,
            RepairKind::Omitted {
                field: OmittedField::Hands,
            },
        );
    }
    let mut i = first + 3;
    while let Some(field) = fields.get(i) {
        text.input_field(bytes, field);
        i += 1;
    }
    let sfen = match text.text() {
        Some(sfen) => tri!(Sfen::parse(sfen), |error| error
            .with_index(text.origin(error.index()))),
        None => return Err(strict),
    };
    if let Some((at, found)) = fields.trailing {
        pending.add(at, RepairKind::Whitespace { found });
    }
    Ok((sfen, pending.sorted()))
}

/// The letters of pieces in hand.
const HAND: &[u8] = b"RBGSNLPrbgsnlp";

/// The place of a hand letter in [`HAND`].
const fn slot(letter: u8) -> Option<usize> {
    let mut i = 0;
    while i < HAND.len() {
        if HAND[i] == letter {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Appends the hands field `span` to `text`: a piece written again is
/// counted with the first, a count of 1 is dropped, both named; the items
/// stay in the order of their first writing. A field that is not a list of
/// `[count]letter` items is appended as it is, for the strict reader to
/// name its mistake.
const fn hands(bytes: &[u8], span: [usize; 2], text: &mut Rebuilt, pending: &mut Pending) {
    let mut counts = [0u32; 14];
    // Each slot's first item, by the order of first writing.
    let mut order = [0usize; 14];
    let mut starts = [0usize; 14];
    let mut kinds = 0;
    let mut repaired = false;
    let mut found = Pending::new();
    let mut at = span[0];
    while at < span[1] {
        let item = at;
        let mut count: u32 = 0;
        let mut digits = 0;
        while at < span[1] && bytes[at].is_ascii_digit() {
            count = count
                .saturating_mul(10)
                .saturating_add((bytes[at] - b'0') as u32);
            digits += 1;
            at += 1;
        }
        let Some(slot) = (if at < span[1] { slot(bytes[at]) } else { None }) else {
            text.input_field(bytes, span);
            return;
        };
        if digits > 0 && (count == 0 || bytes[item] == b'0') {
            text.input_field(bytes, span);
            return;
        }
        if digits == 1 && count == 1 {
            found.add(
                item,
                RepairKind::CountOfOne {
                    piece: bytes[at] as char,
                },
            );
            repaired = true;
        }
        if digits == 0 {
            count = 1;
        }
        if counts[slot] == 0 {
            order[kinds] = slot;
            starts[slot] = item;
            kinds += 1;
        } else {
            // Named once, at its first repetition.
            if !written_again(bytes, span[0], item, bytes[at]) {
                found.add(
                    item,
                    RepairKind::RepeatedPiece {
                        piece: bytes[at] as char,
                    },
                );
            }
            repaired = true;
        }
        counts[slot] = counts[slot].saturating_add(count);
        at += 1;
    }
    if !repaired {
        text.input_field(bytes, span);
        return;
    }
    let mut k = 0;
    while k < found.len() {
        let repair = found.get(k);
        pending.add(repair.at(), repair.kind());
        k += 1;
    }
    // The items, each at its first writing.
    let mut i = 0;
    while i < kinds {
        let slot = order[i];
        let origin = starts[slot];
        if i == 0 {
            text.push(b' ', origin.saturating_sub(1));
        }
        // A count too large for the strict reader is kept too large.
        #[allow(clippy::cast_possible_truncation, reason = "81 squares")]
        let count = if counts[slot] > MAX_PIECES as u32 {
            MAX_PIECES as u32 + 1
        } else {
            counts[slot]
        };
        if count > 1 {
            write_count(text, count, origin);
        }
        text.push(HAND[slot], origin);
        i += 1;
    }
}

/// Whether the hands from `start` before `item` list `letter` at least
/// twice: its repetition already named.
const fn written_again(bytes: &[u8], start: usize, item: usize, letter: u8) -> bool {
    let mut seen = 0;
    let mut at = start;
    while at < item {
        seen += (bytes[at] == letter) as usize;
        at += 1;
    }
    seen > 1
}

/// Appends a count of at most three digits.
#[allow(clippy::cast_possible_truncation, reason = "digits")]
const fn write_count(text: &mut Rebuilt, count: u32, origin: usize) {
    if count >= 100 {
        text.push(b'0' + (count / 100 % 10) as u8, origin);
    }
    if count >= 10 {
        text.push(b'0' + (count / 10 % 10) as u8, origin);
    }
    text.push(b'0' + (count % 10) as u8, origin);
}
