//! What the lenient readers share: the input's fields found between runs
//! of whitespace, the repairs gathered in any order and handed back in the
//! order of the input, and the canonical text rebuilt from the fields in a
//! fixed buffer, each byte with the index of the input it comes from, so
//! that the strict reader reads it and its errors point into the input.

use super::{Repair, RepairKind, Repairs};

/// The most fields told apart; the rest of the input is one last field.
pub(crate) const MAX_FIELDS: usize = 12;

/// The room of the rebuilt text: more than the longest text of every
/// bridge's strict reader, so a text that does not fit is refused by it.
pub(crate) const ROOM: usize = 512;

/// Whitespace a lenient reader removes around the fields.
const fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

/// Whitespace that separates fields.
const fn is_separator(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t')
}

/// The repairs found so far, in any order: handed back sorted by byte
/// index.
pub(crate) struct Pending {
    repairs: [Repair; Pending::CAPACITY],
    len: usize,
    more: usize,
}

impl Pending {
    /// How many repairs are kept before sorting; the others are counted.
    const CAPACITY: usize = 32;

    pub(crate) const fn new() -> Self {
        Self {
            repairs: [Repair::new(0, RepairKind::Whitespace { found: ' ' }); Self::CAPACITY],
            len: 0,
            more: 0,
        }
    }

    pub(crate) const fn add(&mut self, at: usize, kind: RepairKind) {
        if self.len < self.repairs.len() {
            self.repairs[self.len] = Repair::new(at, kind);
            self.len += 1;
        } else {
            self.more += 1;
        }
    }

    /// Adds the repairs another lenient reader made, and counts those it
    /// did not keep.
    #[cfg(feature = "chess")]
    pub(crate) const fn add_repairs(&mut self, repairs: &Repairs) {
        let kept = repairs.as_slice();
        let mut i = 0;
        while i < kept.len() {
            self.add(kept[i].at(), kept[i].kind());
            i += 1;
        }
        self.more += repairs.more();
    }

    /// How many repairs are kept.
    pub(crate) const fn len(&self) -> usize {
        self.len
    }

    /// The repair kept at `i`, which is below [`len`](Self::len).
    pub(crate) const fn get(&self, i: usize) -> Repair {
        self.repairs[i % Self::CAPACITY]
    }

    /// The repairs by byte index (in the order found at the same index).
    pub(crate) const fn sorted(mut self) -> Repairs {
        // An insertion sort: a few repairs.
        let mut i = 1;
        while i < self.len {
            let mut j = i;
            while j > 0 && self.repairs[j - 1].at() > self.repairs[j].at() {
                let swap = self.repairs[j - 1];
                self.repairs[j - 1] = self.repairs[j];
                self.repairs[j] = swap;
                j -= 1;
            }
            i += 1;
        }
        let mut repairs = Repairs::new();
        let mut k = 0;
        while k < self.len {
            repairs.push(self.repairs[k]);
            k += 1;
        }
        let mut more = self.more;
        while more > 0 {
            repairs.push(Repair::new(0, RepairKind::Whitespace { found: ' ' }));
            more -= 1;
        }
        repairs
    }
}

/// The fields of an input: each as `[start, end)` byte indices, after
/// removing whitespace around them (named as repairs) and reading each run
/// of spaces and tabs between them as one space (named when it is not one
/// space).
pub(crate) struct Fields {
    pub(crate) spans: [[usize; 2]; MAX_FIELDS],
    pub(crate) len: usize,
    /// The index just past the last field: where a field left out would
    /// start.
    pub(crate) end: usize,
    /// The index of the whitespace after the last field, and its first
    /// character, if any.
    pub(crate) trailing: Option<(usize, char)>,
}

impl Fields {
    /// Splits `bytes` (a `str`'s) into fields; repairs go to `pending`,
    /// except the trailing whitespace, which the caller names last.
    pub(crate) const fn split(bytes: &[u8], pending: &mut Pending) -> Self {
        let mut fields = Self {
            spans: [[0; 2]; MAX_FIELDS],
            len: 0,
            end: 0,
            trailing: None,
        };
        let mut start = 0;
        while start < bytes.len() && is_space(bytes[start]) {
            start += 1;
        }
        if start > 0 {
            pending.add(
                0,
                RepairKind::Whitespace {
                    found: bytes[0] as char,
                },
            );
        }
        let mut end = bytes.len();
        while end > start && is_space(bytes[end - 1]) {
            end -= 1;
        }
        if end < bytes.len() {
            fields.trailing = Some((end, bytes[end] as char));
        }
        fields.end = end;
        let mut at = start;
        while at < end {
            // A field: up to the next separator, or to the end for the last.
            let field_start = at;
            if fields.len + 1 < MAX_FIELDS {
                while at < end && !is_separator(bytes[at]) {
                    at += 1;
                }
            } else {
                at = end;
            }
            fields.spans[fields.len] = [field_start, at];
            fields.len += 1;
            // The separator: one space, or a run to repair.
            let run = at;
            while at < end && is_separator(bytes[at]) {
                at += 1;
            }
            if at - run > 1 || (at > run && bytes[run] != b' ') {
                let (found_at, found) = if bytes[run] == b' ' {
                    (run + 1, bytes[run + 1])
                } else {
                    (run, bytes[run])
                };
                pending.add(
                    found_at,
                    RepairKind::Separator {
                        found: found as char,
                    },
                );
            }
        }
        fields
    }

    /// The field at `i`, if any, as `[start, end)`.
    pub(crate) const fn get(&self, i: usize) -> Option<[usize; 2]> {
        if i < self.len {
            Some(self.spans[i])
        } else {
            None
        }
    }
}

/// The number of fields a keyword in front of the position takes, 0 when
/// there is none: `position <word>` (`word` being `fen` or `sfen`, as UCI,
/// UCCI and USI write it), or the word alone when `alone`. Named in
/// `pending` as `keyword`, the keyword's two words or its one.
pub(crate) const fn keyword(
    bytes: &[u8],
    fields: &Fields,
    word: &[u8],
    keywords: [&'static str; 2],
    pending: &mut Pending,
) -> usize {
    let Some(first) = fields.get(0) else {
        return 0;
    };
    if let Some(second) = fields.get(1) {
        if field_is(bytes, first, b"position") && field_is(bytes, second, word) {
            pending.add(
                first[0],
                RepairKind::Keyword {
                    keyword: keywords[0],
                },
            );
            return 2;
        }
    }
    if !keywords[1].is_empty() && field_is(bytes, first, word) {
        pending.add(
            first[0],
            RepairKind::Keyword {
                keyword: keywords[1],
            },
        );
        return 1;
    }
    0
}

/// Appends the fields of `fields` from `from` on to `text`, a fullmove
/// number `0` (at `fullmove`) as `1`, named.
pub(crate) const fn rest(
    bytes: &[u8],
    fields: &Fields,
    from: usize,
    fullmove: usize,
    text: &mut Rebuilt,
    pending: &mut Pending,
) {
    let mut i = from;
    while let Some(field) = fields.get(i) {
        if i == fullmove && field_is(bytes, field, b"0") {
            text.field(b"1", field[0], true);
            pending.add(field[0], RepairKind::ZeroFullmove);
        } else {
            text.input_field(bytes, field);
        }
        i += 1;
    }
}

/// Whether the field `span` of `bytes` is `text`.
pub(crate) const fn field_is(bytes: &[u8], span: [usize; 2], text: &[u8]) -> bool {
    if span[1] - span[0] != text.len() {
        return false;
    }
    let mut i = 0;
    while i < text.len() {
        if bytes[span[0] + i] != text[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A canonical text rebuilt from an input's fields, each byte with the
/// index of the input it comes from.
#[derive(Clone, Copy)]
pub(crate) struct Rebuilt {
    bytes: [u8; ROOM],
    origin: [u32; ROOM],
    len: usize,
    /// Where a byte past the text is in the input: its end.
    end: usize,
    /// Whether something did not fit.
    overflow: bool,
}

impl Rebuilt {
    pub(crate) const fn new(end: usize) -> Self {
        Self {
            bytes: [0; ROOM],
            origin: [0; ROOM],
            len: 0,
            end,
            overflow: false,
        }
    }

    /// Appends one byte, which stands for byte `origin` of the input.
    #[allow(clippy::cast_possible_truncation, reason = "inputs read are short")]
    pub(crate) const fn push(&mut self, byte: u8, origin: usize) {
        if self.len < ROOM {
            self.bytes[self.len] = byte;
            self.origin[self.len] = origin as u32;
            self.len += 1;
        } else {
            self.overflow = true;
        }
    }

    /// Appends a space (if not at the start) and `text`, standing for the
    /// input from `origin` on (a field's bytes) or all at `origin` (a value
    /// put in: `spread` false).
    pub(crate) const fn field(&mut self, text: &[u8], origin: usize, spread: bool) {
        if self.len > 0 {
            self.push(b' ', if origin > 0 { origin - 1 } else { 0 });
        }
        let mut i = 0;
        while i < text.len() {
            self.push(text[i], if spread { origin + i } else { origin });
            i += 1;
        }
    }

    /// Appends the field `span` of `bytes`.
    pub(crate) const fn input_field(&mut self, bytes: &[u8], span: [usize; 2]) {
        let (_, field) = bytes.split_at(span[0]);
        let (field, _) = field.split_at(span[1] - span[0]);
        self.field(field, span[0], true);
    }

    /// The text, or `None` when it did not fit (or is not UTF-8, which a
    /// text rebuilt from a `str`'s fields at ASCII separators always is).
    pub(crate) const fn text(&self) -> Option<&str> {
        if self.overflow {
            return None;
        }
        match core::str::from_utf8(self.bytes.split_at(self.len).0) {
            Ok(text) => Some(text),
            Err(_) => None,
        }
    }

    /// The index of the input that byte `at` of the text stands for.
    pub(crate) const fn origin(&self, at: usize) -> usize {
        if at < self.len {
            self.origin[at] as usize
        } else {
            self.end
        }
    }

    /// The length of the text so far.
    pub(crate) const fn len(&self) -> usize {
        self.len
    }

    /// Cuts the text back to `len` bytes.
    pub(crate) const fn truncate(&mut self, len: usize) {
        if len < self.len {
            self.len = len;
        }
    }
}
