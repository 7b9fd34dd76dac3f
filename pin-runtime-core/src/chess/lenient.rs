//! The lenient reader of chess FEN: the fields found between runs of
//! whitespace, short forms filled with empty fields, castling rights given
//! twice or that no rook backs dropped, an impossible en-passant square
//! dropped; the canonical text rebuilt then read by the strict reader.

use super::error::{FenError, FenErrorKind as Kind, Field};
use super::fen::Fen;
use crate::bridge::lenient::{Fields, Pending, ROOM, Rebuilt, keyword, rest};
use crate::{Cell, OmittedField, RepairKind, Repairs};

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
    // The board and the side to move.
    let mut text = Rebuilt::new(fields.end);
    text.input_field(bytes, board);
    match fields.get(first + 1) {
        Some(side) => text.input_field(bytes, side),
        None => omit(
            &mut text,
            b"w",
            OmittedField::Turn,
            fields.end,
            &mut pending,
        ),
    }
    // The castling rights, each tried on its own against the board.
    match fields.get(first + 2) {
        Some(castling) => {
            tri!(castling_rights(bytes, castling, &mut text, &mut pending));
        }
        None => omit(
            &mut text,
            b"-",
            OmittedField::Castling,
            fields.end,
            &mut pending,
        ),
    }
    let before_en_passant = text.len();
    match fields.get(first + 3) {
        Some(square) => text.input_field(bytes, square),
        None => omit(
            &mut text,
            b"-",
            OmittedField::EnPassant,
            fields.end,
            &mut pending,
        ),
    }
    rest(
        bytes,
        &fields,
        first + 4,
        first + 5,
        &mut text,
        &mut pending,
    );
    let fen = match parse(&text) {
        Ok(fen) => fen,
        Err(error) => match (error.kind(), fields.get(first + 3)) {
            (
                Kind::EnPassantRank { .. }
                | Kind::EnPassantPawn { .. }
                | Kind::EnPassantBlocked { .. },
                Some(span),
            ) => {
                // Read again without it.
                let mut again = text;
                again.truncate(before_en_passant);
                again.field(b"-", span[0], false);
                rest(
                    bytes,
                    &fields,
                    first + 4,
                    first + 5,
                    &mut again,
                    &mut Pending::new(),
                );
                let field = bytes.split_at(span[0]).1.split_at(span[1] - span[0]).0;
                let Ok(square) = Cell::parse_bytes(field) else {
                    return Err(error);
                };
                let fen = tri!(parse(&again));
                pending.add(span[0], RepairKind::ImpossibleEnPassant { square });
                fen
            }
            _ => return Err(error),
        },
    };
    if let Some((at, found)) = fields.trailing {
        pending.add(at, RepairKind::Whitespace { found });
    }
    Ok((fen, pending.sorted()))
}

/// Puts `value` in for a field left out, and names it.
const fn omit(
    text: &mut Rebuilt,
    value: &[u8],
    field: OmittedField,
    end: usize,
    pending: &mut Pending,
) {
    text.field(value, end, false);
    pending.add(end, RepairKind::Omitted { field });
}

/// Reads the rebuilt text strictly; an error points into the input.
const fn parse(text: &Rebuilt) -> Result<Fen, FenError> {
    match text.text() {
        Some(fen) => match Fen::parse(fen) {
            Ok(fen) => Ok(fen),
            Err(error) => Err(error.with_index(text.origin(error.index()))),
        },
        None => Err(FenError::new(
            Kind::TooLong { len: text.len() },
            super::MAX_LEN,
            None,
        )),
    }
}

/// Appends the castling field `span` to `text` (the board and the side to
/// move before it): each right kept if the strict reader takes it after
/// those kept, dropped and named if it is given twice or no rook backs it;
/// any other mistake in the field is the strict reader's error.
const fn castling_rights(
    bytes: &[u8],
    span: [usize; 2],
    text: &mut Rebuilt,
    pending: &mut Pending,
) -> Result<(), FenError> {
    if span[1] - span[0] == 1 && bytes[span[0]] == b'-' {
        text.input_field(bytes, span);
        return Ok(());
    }
    // Most fields are right as a whole: one strict read of them all, and
    // the rights one by one only when that read stops in the field (a
    // prefix of a field the strict reader takes is taken too, so the
    // result is the same).
    let mut whole = *text;
    whole.push(b' ', span[0]);
    let mut at = span[0];
    while at < span[1] {
        whole.push(bytes[at], at);
        at += 1;
    }
    match parse(&whole) {
        Err(error)
            if matches!(
                error.field(),
                Some(Field::Castling | Field::Board | Field::Side | Field::Pockets)
            ) => {}
        _ => {
            *text = whole;
            return Ok(());
        }
    }
    let start = text.len();
    let mut kept = 0;
    let mut at = span[0];
    while at < span[1] {
        let right = bytes[at];
        let mut trial = *text;
        if kept == 0 {
            trial.push(b' ', at);
        }
        trial.push(right, at);
        // The rights so far, then a field the strict reader stops at.
        let error = match parse(&trial) {
            Ok(_) => None,
            Err(error) => Some(error),
        };
        let verdict = match error {
            Some(error) if matches!(error.field(), Some(Field::Castling)) => match error.kind() {
                Kind::NoKing { right }
                | Kind::TwoKings { right }
                | Kind::NoRook { right }
                | Kind::NotRook { right, .. }
                | Kind::PromotedRook { right } => Some(RepairKind::RightWithoutRook { right }),
                Kind::SameSide { right, previous } if right == previous => {
                    Some(RepairKind::RepeatedRight { right })
                }
                _ => return Err(error),
            },
            // The board or the side: the strict reader's error, read again
            // on the whole text.
            Some(error)
                if matches!(
                    error.field(),
                    Some(Field::Board | Field::Side | Field::Pockets)
                ) =>
            {
                return Err(error);
            }
            _ => None,
        };
        if let Some(repair) = verdict {
            pending.add(at, repair);
        } else {
            *text = trial;
            kept += 1;
        }
        at += 1;
    }
    if kept == 0 {
        // Every right dropped: none.
        text.truncate(start);
        text.field(b"-", span[0], false);
    }
    Ok(())
}
