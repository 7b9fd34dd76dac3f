//! The reader of PMN: the form from the operator, then squares, pieces and
//! suffixes left to right.

use super::error::{Allowed, PmnErrorKind};
use super::{MAX_LEN, Pmn, PmnForm};
use crate::error::Notation;
use crate::{Cell, CellErrorKind, Epin};

/// A mistake: its kind, its byte index, and the suffixes that could have
/// come where an end of move was expected (which a [`PmnError`] does not
/// keep: its message reads the input again for them).
///
/// [`PmnError`]: crate::PmnError
pub(super) type Mistake = (PmnErrorKind, usize, Allowed);

/// A mistake with nothing allowed in its place.
const fn mistake(kind: PmnErrorKind, index: usize) -> Mistake {
    (kind, index, Allowed::NONE)
}

/// The longest CELL coordinate.
const CELL_MAX: usize = 7;

/// Reads a square at `at`: the longest run that CELL's characters can
/// make there (lowercase letters, then digits, then uppercase letters),
/// read as a CELL coordinate. Returns the cell and the index past it.
const fn read_cell(input: &[u8], at: usize) -> Result<(Cell, usize), Mistake> {
    let mut end = at;
    while end < input.len() && input[end].is_ascii_lowercase() {
        end += 1;
    }
    while end < input.len() && input[end].is_ascii_digit() {
        end += 1;
    }
    while end < input.len() && input[end].is_ascii_uppercase() {
        end += 1;
    }
    if end == at {
        return Err(mistake(PmnErrorKind::Cell(CellErrorKind::ExpectedFile), at));
    }
    // A run longer than a coordinate is read up to the longest one: the
    // mistake is in those bytes, or just after them.
    let read_end = if end - at > CELL_MAX {
        at + CELL_MAX
    } else {
        end
    };
    let Some((head, _)) = input.split_at_checked(read_end) else {
        return Err(mistake(PmnErrorKind::Cell(CellErrorKind::ExpectedFile), at));
    };
    let Some((_, text)) = head.split_at_checked(at) else {
        return Err(mistake(PmnErrorKind::Cell(CellErrorKind::ExpectedFile), at));
    };
    match Cell::parse_bytes(text) {
        Ok(_) if read_end < end => Err(mistake(
            PmnErrorKind::Cell(CellErrorKind::ExpectedEnd),
            read_end,
        )),
        Ok(cell) => Ok((cell, end)),
        Err(error) => Err(mistake(
            PmnErrorKind::Cell(error.kind()),
            at + error.index(),
        )),
    }
}

/// Reads the longest EPIN token at `at`. Returns it and the index past it.
const fn read_piece(input: &[u8], at: usize) -> Result<(Epin, usize), Mistake> {
    let Some((_, rest)) = input.split_at_checked(at) else {
        return Err(mistake(
            PmnErrorKind::Piece(crate::ParseErrorKind::Empty),
            at,
        ));
    };
    match crate::parse::scan(rest, Notation::Epin) {
        Ok(token) => Ok((Epin::from_parts(token.ascii, token.attrs), at + token.len)),
        Err((kind, index)) => Err(mistake(PmnErrorKind::Piece(kind), at + index)),
    }
}

/// The suffixes a form may take.
const fn suffixes(form: PmnForm) -> Allowed {
    match form {
        PmnForm::Move | PmnForm::Drop => Allowed::ACTOR,
        PmnForm::Capture | PmnForm::Special | PmnForm::DropCapture => Allowed::BOTH,
        PmnForm::Static => Allowed::CAPTURED,
        PmnForm::Pass | PmnForm::Mutate => Allowed::NONE,
    }
}

/// Reads the suffixes from `at` to the end: `=X` then `/Y`, each as the
/// form allows, and fills them in.
const fn read_suffixes(input: &[u8], mut at: usize, pmn: &mut Pmn) -> Result<(), Mistake> {
    let allowed = suffixes(pmn.form);
    // The suffixes that may still come.
    let mut left = allowed;
    while at < input.len() {
        match input[at] {
            b'=' if left.actor() => {
                let (piece, end) = tri!(read_piece(input, at + 1));
                pmn.actor = super::code_of(Some(piece));
                at = end;
                left = left.without_actor();
            }
            b'/' if left.captured() => {
                let (piece, end) = tri!(read_piece(input, at + 1));
                pmn.captured = super::code_of(Some(piece));
                at = end;
                left = Allowed::NONE;
            }
            b'=' if pmn.actor().is_some() || matches!(pmn.form, PmnForm::Mutate) => {
                return Err(mistake(PmnErrorKind::RepeatedSuffix, at));
            }
            b'=' if pmn.captured().is_some() && allowed.actor() => {
                return Err(mistake(PmnErrorKind::ActorAfterCaptured, at));
            }
            b'=' => return Err(mistake(PmnErrorKind::UnexpectedActor, at)),
            b'/' if pmn.captured().is_some() => {
                return Err(mistake(PmnErrorKind::RepeatedSuffix, at));
            }
            b'/' => return Err(mistake(PmnErrorKind::UnexpectedCaptured, at)),
            _ => return Err((PmnErrorKind::ExpectedEnd, at, left)),
        }
    }
    Ok(())
}

/// Reads a PMN move: the move, or the mistake.
pub(super) const fn read(input: &[u8]) -> Result<Pmn, Mistake> {
    if input.is_empty() {
        return Err(mistake(PmnErrorKind::Empty, 0));
    }
    if input.len() > MAX_LEN {
        return Err(mistake(PmnErrorKind::TooLong, MAX_LEN));
    }
    // Every byte is visible ASCII; the first `*` or `.` makes a drop.
    let mut drop_at = None;
    let mut i = 0;
    while i < input.len() {
        match input[i] {
            b'*' | b'.' if drop_at.is_none() => drop_at = Some(i),
            b'!'..=b'~' => {}
            _ => return Err(mistake(PmnErrorKind::InvalidByte, i)),
        }
        i += 1;
    }
    if let [b'.', b'.', b'.'] = input {
        return Ok(Pmn::PASS);
    }
    if let Some(operator) = drop_at {
        return read_drop(input, operator);
    }
    if input[0] == b'+' {
        let (square, end) = tri!(read_cell(input, 1));
        let mut pmn = Pmn::from_parts(PmnForm::Static, Pmn::NOWHERE, square);
        tri!(read_suffixes(input, end, &mut pmn));
        return Ok(pmn);
    }
    let (from, operator) = tri!(read_cell(input, 0));
    let operator_byte = if operator < input.len() {
        input[operator]
    } else {
        0
    };
    let form = match operator_byte {
        b'-' => PmnForm::Move,
        b'+' => PmnForm::Capture,
        b'~' => PmnForm::Special,
        b'=' => PmnForm::Mutate,
        _ => return Err(mistake(PmnErrorKind::ExpectedOperator, operator)),
    };
    if let PmnForm::Mutate = form {
        let (piece, end) = tri!(read_piece(input, operator + 1));
        let mut pmn = Pmn::from_parts(form, Pmn::NOWHERE, from);
        pmn.actor = super::code_of(Some(piece));
        tri!(read_suffixes(input, end, &mut pmn));
        return Ok(pmn);
    }
    let (to, end) = tri!(read_cell(input, operator + 1));
    if to.code() == from.code() {
        return Err(mistake(PmnErrorKind::SameSquare, operator + 1));
    }
    let mut pmn = Pmn::from_parts(form, from, to);
    tri!(read_suffixes(input, end, &mut pmn));
    Ok(pmn)
}

/// Reads a drop whose operator, `*` or `.`, is at `operator`.
const fn read_drop(input: &[u8], operator: usize) -> Result<Pmn, Mistake> {
    let piece = if operator == 0 {
        None
    } else {
        let Some((text, _)) = input.split_at_checked(operator) else {
            return Err(mistake(PmnErrorKind::ExpectedDropOperator, 0));
        };
        match tri!(read_piece(text, 0)) {
            (piece, end) if end == operator => Some(piece),
            (_, end) => return Err(mistake(PmnErrorKind::ExpectedDropOperator, end)),
        }
    };
    let form = if input[operator] == b'*' {
        PmnForm::Drop
    } else {
        PmnForm::DropCapture
    };
    let (to, end) = tri!(read_cell(input, operator + 1));
    let mut pmn = Pmn::from_parts(form, Pmn::NOWHERE, to);
    pmn.piece = super::code_of(piece);
    tri!(read_suffixes(input, end, &mut pmn));
    Ok(pmn)
}
