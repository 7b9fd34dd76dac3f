//! The lenient reader of EPD: the forms engines' test suites are written
//! in, read as the strict grammar means them.
//!
//! ```text
//! line       = [space] fields [sep clocks] [sep operations] [space]
//! fields     = the first four words, as chess::Fen::parse_lenient reads them
//! clocks     = digits sep digits          (read as hmvc and fmvn)
//! operations = *( ";" / sep ) *( operation *( ";" / sep ) )
//! operation  = opcode *( sep operand ) [ *sep ";" ]
//! sep        = 1*( " " / "\t" / "\r" / "\n" / "," )
//! operand    = string / word
//! word       = 1*( any character but sep, ";", '"' and control characters )
//! ```
//!
//! An operation ends at its `;`, at the end of the line, after a string
//! (a string is its operation's only operand), or before a word that is
//! one of the PGN standard's opcodes (`bm Nxd4 id "x"` is `bm Nxd4; id
//! "x";`). Each difference from the strict grammar is a repair at its byte.
//! The same scan reads the operations again when they are iterated, so
//! what is checked and what is read cannot differ.

use super::error::{EpdError, EpdErrorKind};
use super::operations::Form;
use super::{Epd, MAX_OPCODE_LEN, MAX_OPERATIONS, is_control, same_bytes, string_end};
use crate::bridge::lenient::Pending;
use crate::bridge::{char_at, number};
use crate::chess::Fen;
use crate::{RepairKind, Repairs};

/// The opcodes of the PGN standard (section 16.2.5) but the comments
/// `c0` to `c9`, which end the operation before them when the `;` between
/// is missing: no move, number or identifier is written like one.
const STANDARD_OPCODES: [&[u8]; 35] = [
    b"acd",
    b"acn",
    b"acs",
    b"am",
    b"bm",
    b"ce",
    b"dm",
    b"draw_accept",
    b"draw_claim",
    b"draw_offer",
    b"draw_reject",
    b"eco",
    b"fmvn",
    b"hmvc",
    b"id",
    b"nic",
    b"noop",
    b"pm",
    b"pv",
    b"rc",
    b"resign",
    b"sm",
    b"tcgs",
    b"tcri",
    b"tcsi",
    b"v0",
    b"v1",
    b"v2",
    b"v3",
    b"v4",
    b"v5",
    b"v6",
    b"v7",
    b"v8",
    b"v9",
];

/// Whether `word` is a comment's opcode, `c0` to `c9`: a pawn's move to
/// the c-file is written alike (`c4`), so it ends the operation before it
/// only when a string, a comment's operand, follows it.
const fn is_comment_opcode(word: &[u8]) -> bool {
    matches!(word, [b'c', b'0'..=b'9'])
}

/// Whitespace, which the lenient grammar reads as a separator.
const fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

/// Whether a byte separates operands: whitespace, or a comma
/// (`bm Qd1, Qe2;`).
const fn is_separator(byte: u8) -> bool {
    is_space(byte) || byte == b','
}

/// The index past the separators from `at`.
pub(super) const fn separators(bytes: &[u8], mut at: usize, end: usize) -> usize {
    while at < end && is_separator(bytes[at]) {
        at += 1;
    }
    at
}

/// The index past the word at `at`: up to a separator, `;`, `"` or a
/// control character.
pub(super) const fn word_end(bytes: &[u8], mut at: usize, end: usize) -> usize {
    while at < end {
        let byte = bytes[at];
        if is_separator(byte) || byte == b';' || byte == b'"' || is_control(byte) {
            break;
        }
        at += 1;
    }
    at
}

/// An operation found by [`scan_operation`]: `[start, end)` spans of its
/// opcode and of its operands (from the first operand's start to the
/// last's end; empty, at the opcode's end, without operands), and where
/// the next operation's scan starts.
pub(super) struct Scanned {
    pub(super) opcode: [usize; 2],
    pub(super) operands: [usize; 2],
    pub(super) next: usize,
}

/// Notes a repair, when they are gathered.
const fn note(pending: &mut Option<&mut Pending>, at: usize, kind: RepairKind) {
    if let Some(pending) = pending {
        pending.add(at, kind);
    }
}

/// The repair of a separator run `[start, end)` where one space belongs:
/// none for one space, else the first character that is not it.
const fn note_run(pending: &mut Option<&mut Pending>, bytes: &[u8], start: usize, end: usize) {
    if end == start + 1 && bytes[start] == b' ' {
        return;
    }
    let at = if bytes[start] == b' ' {
        start + 1
    } else {
        start
    };
    if at < end {
        note(
            pending,
            at,
            RepairKind::Separator {
                found: bytes[at] as char,
            },
        );
    }
}

/// Scans the operation from `at` in `bytes` (the operations, up to the end
/// of the line without its trailing whitespace): the empty operations
/// before it, its opcode, its operands, what ends it and the separator
/// after it. `None` at the end. Repairs go to `pending` when it is given
/// (when the line is checked); on checked text the scan does not fail.
pub(super) const fn scan_operation(
    bytes: &[u8],
    mut at: usize,
    mut pending: Option<&mut Pending>,
) -> Result<Option<Scanned>, EpdError> {
    let end = bytes.len();
    // Empty operations (`;;`, the perft suite's `;D1 20`) and what
    // separates them.
    while at < end && (bytes[at] == b';' || is_separator(bytes[at])) {
        if bytes[at] == b';' {
            note(&mut pending, at, RepairKind::EmptyOperation);
        }
        at += 1;
    }
    if at >= end {
        return Ok(None);
    }

    let start = at;
    let opcode_end = tri!(opcode_end(bytes, at));
    at = opcode_end;
    let opcode = slice_bytes(bytes, start, opcode_end);
    let mut operands = [opcode_end, opcode_end];
    let mut count = 0;

    // The operands, up to what ends the operation.
    loop {
        let run = at;
        let after = separators(bytes, at, end);
        if after >= end {
            // The last operation, without its `;`.
            note(&mut pending, end, RepairKind::MissingSemicolon);
            return Ok(Some(Scanned {
                opcode: [start, opcode_end],
                operands,
                next: end,
            }));
        }
        match bytes[after] {
            b';' => {
                if after > run {
                    let found = bytes[run] as char;
                    note(&mut pending, run, RepairKind::Whitespace { found });
                }
                let next = after_semicolon(bytes, after + 1, &mut pending);
                return Ok(Some(Scanned {
                    opcode: [start, opcode_end],
                    operands,
                    next,
                }));
            }
            b'"' => {
                if after == run {
                    let kind = EpdErrorKind::ExpectedSeparator { found: Some('"') };
                    return Err(EpdError::in_operation(kind, after, opcode));
                }
                if count > 0 {
                    let kind = EpdErrorKind::StringAfterWords;
                    return Err(EpdError::in_operation(kind, after, opcode));
                }
                note_run(&mut pending, bytes, run, after);
                let string_end = tri!(string_end(bytes, after, opcode));
                let next = after_string(bytes, string_end, &mut pending);
                return Ok(Some(Scanned {
                    opcode: [start, opcode_end],
                    operands: [after, string_end],
                    next,
                }));
            }
            _ => {
                let word_end = word_end(bytes, after, end);
                if word_end == after {
                    // A control character.
                    let found = char_at(bytes, after);
                    let kind = EpdErrorKind::ExpectedOperand { found };
                    return Err(EpdError::in_operation(kind, after, opcode));
                }
                let word = slice_bytes(bytes, after, word_end);
                let comment = is_comment_opcode(word) && {
                    let next = separators(bytes, word_end, end);
                    next > word_end && next < end && bytes[next] == b'"'
                };
                if is_standard_opcode(word) || comment {
                    // The next operation, its `;` left out.
                    note(&mut pending, after, RepairKind::MissingSemicolon);
                    return Ok(Some(Scanned {
                        opcode: [start, opcode_end],
                        operands,
                        next: after,
                    }));
                }
                note_run(&mut pending, bytes, run, after);
                if count == 0 {
                    operands[0] = after;
                }
                operands[1] = word_end;
                count += 1;
                at = word_end;
            }
        }
    }
}

/// Checks the opcode at `at`, a word; returns the index past it.
const fn opcode_end(bytes: &[u8], start: usize) -> Result<usize, EpdError> {
    let end = word_end(bytes, start, bytes.len());
    if !bytes[start].is_ascii_alphabetic() {
        let found = char_at(bytes, start);
        return Err(EpdError::new(EpdErrorKind::ExpectedOpcode { found }, start));
    }
    let mut at = start + 1;
    while at < end {
        if !(bytes[at].is_ascii_alphanumeric() || bytes[at] == b'_') {
            let found = char_at(bytes, at);
            return Err(EpdError::new(EpdErrorKind::ExpectedOpcode { found }, at));
        }
        if at - start == MAX_OPCODE_LEN {
            return Err(EpdError::new(EpdErrorKind::OpcodeTooLong, at));
        }
        at += 1;
    }
    Ok(end)
}

/// Where the next operation starts after a string, which ends its
/// operation (a string is its operation's only operand), at `at`: after
/// its `;`, or at once, the `;` left out.
const fn after_string(bytes: &[u8], at: usize, pending: &mut Option<&mut Pending>) -> usize {
    let end = bytes.len();
    let next = separators(bytes, at, end);
    if next >= end {
        note(pending, end, RepairKind::MissingSemicolon);
        return end;
    }
    if bytes[next] == b';' {
        if next > at {
            let found = bytes[at] as char;
            note(pending, at, RepairKind::Whitespace { found });
        }
        return after_semicolon(bytes, next + 1, pending);
    }
    note(pending, next, RepairKind::MissingSemicolon);
    if next > at {
        note_run(pending, bytes, at, next);
    } else {
        note(pending, next, RepairKind::MissingSpace);
    }
    next
}

/// Where the next operation starts after the `;` that ends one, at `at`:
/// past one space, or past another separator, repaired, or at once when
/// nothing separates them (a repair too) or another `;` follows.
const fn after_semicolon(bytes: &[u8], at: usize, pending: &mut Option<&mut Pending>) -> usize {
    let end = bytes.len();
    let next = separators(bytes, at, end);
    if next > at {
        note_run(pending, bytes, at, next);
    } else if next < end && bytes[next] != b';' {
        note(pending, next, RepairKind::MissingSpace);
    }
    next
}

/// Whether `word` is one of the PGN standard's opcodes.
const fn is_standard_opcode(word: &[u8]) -> bool {
    let mut i = 0;
    while i < STANDARD_OPCODES.len() {
        if same_bytes(word, STANDARD_OPCODES[i]) {
            return true;
        }
        i += 1;
    }
    false
}

/// `bytes[start..end]`, empty where out of range.
const fn slice_bytes(bytes: &[u8], start: usize, end: usize) -> &[u8] {
    match bytes.split_at_checked(end) {
        Some((head, _)) => match head.split_at_checked(start) {
            Some((_, tail)) => tail,
            None => &[],
        },
        None => &[],
    }
}

/// The `[start, end)` spans of the first words of `bytes[..end]`,
/// separated by whitespace: the four fields, then the clocks if two
/// numbers follow. Returns the spans found and how many.
const fn words(bytes: &[u8], end: usize) -> ([[usize; 2]; 6], usize) {
    let mut spans = [[0; 2]; 6];
    let mut count = 0;
    let mut at = 0;
    while count < spans.len() {
        while at < end && is_space(bytes[at]) {
            at += 1;
        }
        if at >= end {
            break;
        }
        let start = at;
        while at < end && !is_space(bytes[at]) {
            at += 1;
        }
        spans[count] = [start, at];
        count += 1;
    }
    (spans, count)
}

/// Whether `bytes[span]` is all decimal digits.
const fn is_digits(bytes: &[u8], span: [usize; 2]) -> bool {
    digits_end(bytes, span) == span[1] && span[1] > span[0]
}

/// The end of the digits that start `bytes[span]`.
const fn digits_end(bytes: &[u8], span: [usize; 2]) -> usize {
    let mut at = span[0];
    while at < span[1] && bytes[at].is_ascii_digit() {
        at += 1;
    }
    at
}

/// The end of the fullmove number written at `span`, a word of digits,
/// or of digits and the `;` that ends it (`… 8 47; pv …`), or `None`.
const fn fullmove_end(bytes: &[u8], span: [usize; 2]) -> Option<usize> {
    let end = digits_end(bytes, span);
    if end == span[0] || (end < span[1] && bytes[end] != b';') {
        None
    } else {
        Some(end)
    }
}

/// Reads `input` as `Epd::parse` does, else repairs it.
pub(super) const fn read(input: &str) -> Result<(Epd<'_>, Repairs), EpdError> {
    let strict = match Epd::parse(input) {
        Ok(epd) => return Ok((epd, Repairs::new())),
        Err(error) => error,
    };
    let bytes = input.as_bytes();
    let mut pending = Pending::new();
    // Whitespace at the end of the line, and the NUL of a C string.
    let mut end = bytes.len();
    while end > 0 && (is_space(bytes[end - 1]) || bytes[end - 1] == 0) {
        end -= 1;
    }
    if end < bytes.len() {
        let found = bytes[end] as char;
        pending.add(end, RepairKind::Whitespace { found });
    }
    let (spans, count) = words(bytes, end);
    // The four fields, then the clocks if two numbers follow.
    let (fen_end, form) = if count >= 6 && is_digits(bytes, spans[4]) {
        let Some(fullmove_end) = fullmove_end(bytes, spans[5]) else {
            return Err(EpdError::new(EpdErrorKind::Clocks, spans[4][0]));
        };
        pending.add(spans[4][0], RepairKind::ClocksAsOperations);
        (fullmove_end, Form::Clocks)
    } else if count == 5 && is_digits(bytes, spans[4]) {
        return Err(EpdError::new(EpdErrorKind::Clocks, spans[4][0]));
    } else if count >= 4 {
        (spans[3][1], Form::Lenient)
    } else {
        (end, Form::Lenient)
    };
    let Some((fen_text, _)) = input.split_at_checked(fen_end) else {
        return Err(strict);
    };
    let (mut fen, fen_repairs) = match Fen::parse_lenient(fen_text) {
        Ok(read) => read,
        Err(error) => return Err(EpdError::fen(error)),
    };
    pending.add_repairs(&fen_repairs);
    if fen_end >= end && matches!(form, Form::Lenient) {
        // The fields alone: no operations.
        let epd = Epd::new(&fen, "", Form::Lenient);
        return Ok((epd, pending.sorted()));
    }
    // Where the operations start: the clocks, or the first operation.
    let ops_start = match form {
        Form::Clocks => spans[4][0],
        Form::Lenient | Form::Strict => {
            let start = separators(bytes, fen_end, end);
            note_run(&mut Some(&mut pending), bytes, fen_end, start);
            start
        }
    };
    let Some((line, _)) = bytes.split_at_checked(end) else {
        return Err(strict);
    };
    let scan_start = match form {
        Form::Clocks if fen_end < end && bytes[fen_end] == b';' => {
            // The fullmove number's own `;`.
            after_semicolon(line, fen_end + 1, &mut Some(&mut pending))
        }
        Form::Clocks => {
            // The FEN reader named the separators up to the clocks.
            let start = separators(line, fen_end, end);
            if start > fen_end {
                note_run(&mut Some(&mut pending), bytes, fen_end, start);
            }
            start
        }
        Form::Lenient | Form::Strict => ops_start,
    };
    let given = match form {
        Form::Clocks => Some(spans[4][0]),
        Form::Lenient | Form::Strict => None,
    };
    let clocks = tri!(check_operations(line, scan_start, given, &mut pending));
    if let Some(clocks) = clocks {
        fen.clocks = Some(clocks);
    }
    let Some((_, operations)) = input.split_at_checked(ops_start) else {
        return Err(strict);
    };
    let operations = super::operations::slice(operations, 0, end - ops_start);
    Ok((Epd::new(&fen, operations, form), pending.sorted()))
}

/// Checks the operations of `line` from `at`: each as the scan reads it,
/// each opcode once, at most [`MAX_OPERATIONS`]. Returns the clocks that
/// `hmvc` and `fmvn` give when both are there and valid. With the clocks
/// `given` before the operations (at that index), neither may be there.
const fn check_operations(
    line: &[u8],
    mut at: usize,
    given: Option<usize>,
    pending: &mut Pending,
) -> Result<Option<crate::bridge::Clocks>, EpdError> {
    let mut opcodes = [[0; 2]; MAX_OPERATIONS];
    let mut count = 0;
    let mut halfmove = None;
    let mut fullmove = None;
    while let Some(scanned) = tri!(scan_operation(line, at, Some(pending))) {
        let opcode = slice_bytes(line, scanned.opcode[0], scanned.opcode[1]);
        if count == MAX_OPERATIONS {
            return Err(EpdError::new(
                EpdErrorKind::TooManyOperations,
                scanned.opcode[0],
            ));
        }
        let mut i = 0;
        while i < count {
            if same_bytes(slice_bytes(line, opcodes[i][0], opcodes[i][1]), opcode) {
                let kind = EpdErrorKind::RepeatedOpcode {
                    first: opcodes[i][0],
                };
                return Err(EpdError::in_operation(kind, scanned.opcode[0], opcode));
            }
            i += 1;
        }
        let clock = same_bytes(opcode, b"hmvc") || same_bytes(opcode, b"fmvn");
        if let (true, Some(first)) = (clock, given) {
            // The clocks were given before the operations.
            let kind = EpdErrorKind::RepeatedOpcode { first };
            return Err(EpdError::in_operation(kind, scanned.opcode[0], opcode));
        }
        if clock {
            let value = match number(line, scanned.operands[0]) {
                Ok((value, end)) if end == scanned.operands[1] => Some(value),
                _ => None,
            };
            if same_bytes(opcode, b"hmvc") {
                halfmove = value;
            } else {
                fullmove = value;
            }
        }
        opcodes[count] = scanned.opcode;
        count += 1;
        at = scanned.next;
    }
    Ok(match (halfmove, fullmove) {
        (Some(halfmove), Some(fullmove)) => crate::bridge::Clocks::new(halfmove, fullmove),
        _ => None,
    })
}
