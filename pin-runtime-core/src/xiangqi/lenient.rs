//! The lenient reader of xiangqi FEN: the fields found between runs of
//! whitespace, and short forms (`<board> w`, as Pikafish writes it)
//! filled with empty fields; the canonical text rebuilt then read by the
//! strict reader.

use super::error::FenError;
use super::fen::Fen;
use crate::bridge::lenient::{Fields, Pending, ROOM, Rebuilt, keyword, rest};
use crate::{OmittedField, RepairKind, Repairs};

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
    // UCI's and UCCI's keyword.
    let first = keyword(bytes, &fields, b"fen", ["position fen", ""], &mut pending);
    let Some(board) = fields.get(first) else {
        return Err(strict);
    };
    let mut text = Rebuilt::new(fields.end);
    text.input_field(bytes, board);
    // The side, then the two fields xiangqi leaves empty.
    let empty = [
        (b"w".as_slice(), OmittedField::Turn),
        (b"-".as_slice(), OmittedField::Castling),
        (b"-".as_slice(), OmittedField::EnPassant),
    ];
    rest(
        bytes,
        &fields,
        first + 1,
        first + 5,
        &mut text,
        &mut pending,
    );
    let mut i = if fields.len > first + 1 {
        fields.len
    } else {
        first + 1
    };
    while i < first + 4 {
        let (value, field) = empty[i - first - 1];
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
