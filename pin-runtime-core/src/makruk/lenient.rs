//! The lenient reader of makruk FEN: UCI's `position fen` skipped, the
//! fields found between runs of whitespace, and short forms (the board
//! alone, `<board> w`, `<board> w -`, `<board> w - -`) filled with the
//! empty fields, a fullmove number `0` read as `1`; the canonical text
//! rebuilt then read by the strict reader.

use super::error::FenError;
use super::fen::Fen;
use crate::bridge::lenient::{Fields, Pending, ROOM, Rebuilt, keyword, rest};
use crate::{OmittedField, RepairKind, Repairs};

/// The fields after the board a short form may leave out, in order, and
/// what each is read as.
const EMPTY: [(&[u8], OmittedField); 4] = [
    (b"w", OmittedField::Turn),
    (b"-", OmittedField::Flags),
    (b"-", OmittedField::Counting),
    (b"0 1", OmittedField::StartClocks),
];

/// Reads `input` as `Fen::parse` does, else repairs it.
pub(super) const fn read(input: &str) -> Result<(Fen, Repairs), FenError> {
    let strict = match Fen::parse(input) {
        Ok(fen) => return Ok((fen, Repairs::new())),
        Err(error) => error,
    };
    let bytes = input.as_bytes();
    if bytes.len() > ROOM {
        return Err(strict);
    }
    let mut pending = Pending::new();
    let fields = Fields::split(bytes, &mut pending);
    // UCI's keyword, as Fairy-Stockfish reads it.
    let first = keyword(bytes, &fields, b"fen", ["position fen", ""], &mut pending);
    let Some(board) = fields.get(first) else {
        return Err(strict);
    };
    let mut text = Rebuilt::new(fields.end);
    text.input_field(bytes, board);
    // The fields after the board, a fullmove number `0` read as `1`.
    rest(
        bytes,
        &fields,
        first + 1,
        first + 5,
        &mut text,
        &mut pending,
    );
    // The board is there, so at least `first + 1` fields are.
    let mut i = fields.len;
    // The clocks are one short form only when both are left out: a
    // halfmove clock without the fullmove number is refused.
    while i < first + 1 + EMPTY.len() {
        let (value, field) = EMPTY[i - first - 1];
        text.field(value, fields.end, false);
        pending.add(fields.end, RepairKind::Omitted { field });
        i += 1;
    }
    let fen = match text.text() {
        Some(fen) => tri!(Fen::parse(fen), |error| error
            .with_index(text.origin(error.index()))),
        None => return Err(strict),
    };
    if let Some((at, found)) = fields.trailing {
        pending.add(at, RepairKind::Whitespace { found });
    }
    Ok((fen, pending.sorted()))
}
