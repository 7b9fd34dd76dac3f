//! What the readers of the bridges share: decimal numbers, characters
//! named in messages, and where on the board a mistake is. The twin of
//! `pin_runtime`'s `bridge.rs`, for reading only (its writers' text buffer
//! and board checks have no twin: the macros write no position).

use std::fmt::Write as _;

#[cfg(test)]
pub(crate) mod tests;

use crate::error::describe;

/// Why no decimal number could be read. Twin of
/// `pin_runtime::bridge::NumberError`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumberError {
    Missing,
    LeadingZero,
    TooLarge,
}

/// Reads a decimal number without sign or leading zeros from `at` up to
/// the first byte that is not a digit: the number and the index past it.
/// Twin of `pin_runtime::bridge::number`.
pub(crate) fn number(bytes: &[u8], at: usize) -> Result<(u32, usize), NumberError> {
    let digits = bytes
        .get(at..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 {
        return Err(NumberError::Missing);
    }
    if bytes[at] == b'0' && digits > 1 {
        return Err(NumberError::LeadingZero);
    }
    let mut value: u32 = 0;
    for &digit in &bytes[at..at + digits] {
        value = value
            .checked_mul(10)
            .and_then(|tens| tens.checked_add(u32::from(digit - b'0')))
            .ok_or(NumberError::TooLarge)?;
    }
    Ok((value, at + digits))
}

/// The byte at `at`, `None` past the end. Twin of
/// `pin_runtime::bridge::byte_at`.
pub(crate) fn byte_at(bytes: &[u8], at: usize) -> Option<u8> {
    bytes.get(at).copied()
}

/// The character that starts at `at`, `None` past the end. Twin of
/// `pin_runtime::bridge::char_at`.
pub(crate) fn char_at(bytes: &[u8], at: usize) -> Option<char> {
    let rest = bytes.get(at..).filter(|rest| !rest.is_empty())?;
    crate::error::decode(rest)
}

/// The character at `at`, which the caller knows is there. Twin of
/// `pin_runtime::bridge::char_of`.
pub(crate) fn char_of(bytes: &[u8], at: usize) -> char {
    char_at(bytes, at).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// Names a character as the runtime does, or says the input ended. Twin of
/// `pin_runtime::bridge::write_found_or_end`.
pub(crate) fn found_or_end(found: Option<char>) -> String {
    found.map_or_else(|| "end of input".to_string(), describe)
}

/// The CELL coordinate of the square at `row` and `column` (from 0, in the
/// order written) of a board of `ranks` ranks. Twin of
/// `pin_runtime::bridge::cell`.
pub(crate) fn cell(row: usize, column: usize, ranks: usize) -> String {
    let file = char::from(b'a' + u8::try_from(column).unwrap_or_default());
    format!("{file}{}", ranks - row)
}

/// Where on its board a mistake is. Twin of `pin_runtime::bridge::Place`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    None,
    Square(usize, usize),
    Rank(usize),
}

impl Place {
    /// The square's CELL coordinate on a board of `ranks` ranks, if the
    /// place is one. Twin of `pin_runtime::bridge::Place::cell`.
    #[cfg(test)]
    pub(crate) fn cell(self, ranks: usize) -> Option<String> {
        match self {
            Self::Square(row, column) => Some(cell(row, column, ranks)),
            Self::None | Self::Rank(_) => None,
        }
    }

    /// The start of an error's message: `invalid <notation> board at c3
    /// (byte 50): `, `… board at rank 9 (byte 9): `, or `invalid
    /// <notation> at byte 62 (hands): ` off the board. Twin of
    /// `pin_runtime::bridge::Place::write_location`.
    pub(crate) fn location(
        self,
        notation: &str,
        ranks: usize,
        index: usize,
        field: Option<&str>,
    ) -> String {
        let mut out = String::new();
        let _ = match (self, field) {
            (Self::Square(row, column), _) => write!(
                out,
                "invalid {notation} board at {} (byte {index}): ",
                cell(row, column, ranks)
            ),
            (Self::Rank(row), _) => write!(
                out,
                "invalid {notation} board at rank {} (byte {index}): ",
                ranks - row
            ),
            (Self::None, Some(field)) => {
                write!(out, "invalid {notation} at byte {index} ({field}): ")
            }
            (Self::None, None) => write!(out, "invalid {notation} at byte {index}: "),
        };
        out
    }
}
