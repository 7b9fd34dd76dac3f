//! The lenient reader of Fairy-Stockfish's shogi FEN: UCI's `position fen`
//! skipped, the fields found between runs of whitespace, a board without
//! its pockets given empty ones, and short forms filled with the empty
//! fields; the canonical text rebuilt then read by the strict reader.

use super::fairy::FairyFen;
use super::fairy_error::FairyFenError;
use crate::bridge::lenient::{Fields, Pending, ROOM, Rebuilt, keyword, rest};
use crate::{OmittedField, RepairKind, Repairs};

/// Reads `input` as `FairyFen::parse` does, else repairs it.
pub(super) const fn read(input: &str) -> Result<(FairyFen, Repairs), FairyFenError> {
    let strict = match FairyFen::parse(input) {
        Ok(fen) => return Ok((fen, Repairs::new())),
        Err(error) => error,
    };
    let bytes = input.as_bytes();
    if bytes.len() > ROOM {
        return Err(strict);
    }
    let mut pending = Pending::new();
    let fields = Fields::split(bytes, &mut pending);
    let first = keyword(bytes, &fields, b"fen", ["position fen", ""], &mut pending);
    let Some(board) = fields.get(first) else {
        return Err(strict);
    };
    let mut text = Rebuilt::new(fields.end);
    text.input_field(bytes, board);
    // A board without pockets (no `[` in the field) gets empty ones.
    let mut has_pockets = false;
    let mut at = board[0];
    while at < board[1] {
        if bytes[at] == b'[' {
            has_pockets = true;
        }
        at += 1;
    }
    if !has_pockets {
        text.push(b'[', board[1]);
        text.push(b']', board[1]);
        omitted(&mut pending, board[1], OmittedField::Hands);
    }
    if let Some(side) = fields.get(first + 1) {
        text.input_field(bytes, side);
    } else {
        text.field(b"w", fields.end, false);
        omitted(&mut pending, fields.end, OmittedField::Turn);
    }
    // After the side: the clocks alone (as the variant definitions write
    // them) or `- -` and the clocks; what is left out at the end is filled.
    let after_side = first + 2;
    let starts_with_digit = match fields.get(after_side) {
        Some(span) => bytes[span[0]].is_ascii_digit(),
        None => false,
    };
    // A fullmove number `0` read as `1`.
    let fullmove = if starts_with_digit {
        after_side + 1
    } else {
        after_side + 3
    };
    rest(
        bytes,
        &fields,
        after_side,
        fullmove,
        &mut text,
        &mut pending,
    );
    let present = fields.len.saturating_sub(after_side);
    if !starts_with_digit {
        if present == 1 {
            text.field(b"-", fields.end, false);
            omitted(&mut pending, fields.end, OmittedField::EnPassant);
        }
        if present <= 2 {
            text.field(b"0 1", fields.end, false);
            omitted(&mut pending, fields.end, OmittedField::StartClocks);
        }
    }
    let fen = match text.text() {
        Some(fen) => tri!(FairyFen::parse(fen), |error| error
            .with_index(text.origin(error.index()))),
        None => return Err(strict),
    };
    if let Some((at, found)) = fields.trailing {
        pending.add(at, RepairKind::Whitespace { found });
    }
    Ok((fen, pending.sorted()))
}

/// Names the field left out at `at`.
const fn omitted(pending: &mut Pending, at: usize, field: OmittedField) {
    pending.add(at, RepairKind::Omitted { field });
}
