//! `cell!`: a reader of CELL coordinates with the runtime's words, twin of
//! `pin_runtime::cell` (`read` and `CellError`'s message), and the macro's
//! expansion.
//!
//! It accepts, decodes and rejects exactly as the runtime does, with the
//! same messages; the tests at the bottom prove it on every string of up to
//! four bytes over the bytes that matter and on every valid coordinate.

use std::fmt::Write as _;

use proc_macro2::{Literal, Span, TokenStream, TokenTree};

use crate::args::{self, Syntax};
use crate::error::{describe_at, quote};

/// The longest coordinate, `iv256IV`; the runtime's `cell::MAX_LEN`.
pub(crate) const MAX_LEN: usize = 7;

/// Where reading stopped; twin of the runtime's `CellErrorKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CellErrorKind {
    Empty,
    TooLong,
    ExpectedFile,
    FileTooLarge,
    ExpectedRankOrEnd,
    RankZero,
    LeadingZero,
    RankTooLarge,
    ExpectedLayerOrEnd,
    LayerTooLarge,
    ExpectedEnd,
}

/// Reads one or two letters from `a` (bijective base 26) as an index from
/// 0, `None` past 255, and the bytes read; twin of the runtime's
/// `read_letters`.
fn read_letters(input: &[u8], at: usize, a: u8) -> (Option<u8>, usize) {
    let letter = |byte: u8| byte.checked_sub(a).filter(|offset| *offset < 26);
    let mut value = u16::from(input[at] - a) + 1;
    let mut end = at + 1;
    if let Some(second) = input.get(end).copied().and_then(letter) {
        value = value * 26 + u16::from(second) + 1;
        end += 1;
    }
    (u8::try_from(value - 1).ok(), end)
}

/// Reads a coordinate and returns its code (the runtime's `Cell::code`), or
/// the kind of mistake and its index; twin of the runtime's `cell::read`.
pub(crate) fn read(input: &[u8]) -> Result<u32, (CellErrorKind, usize)> {
    if input.is_empty() {
        return Err((CellErrorKind::Empty, 0));
    }
    if input.len() > MAX_LEN {
        return Err((CellErrorKind::TooLong, MAX_LEN));
    }
    if !input[0].is_ascii_lowercase() {
        return Err((CellErrorKind::ExpectedFile, 0));
    }
    let (Some(file), mut at) = read_letters(input, 0, b'a') else {
        return Err((CellErrorKind::FileTooLarge, 0));
    };
    let code =
        |dimensions: u8, rank: u8, layer: u8| u32::from_le_bytes([file, rank, layer, dimensions]);
    let Some(&next) = input.get(at) else {
        return Ok(code(1, 0, 0));
    };
    if !next.is_ascii_digit() {
        return Err((CellErrorKind::ExpectedRankOrEnd, at));
    }
    let rank_start = at;
    let digits = input[at..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if next == b'0' {
        let kind = if digits > 1 {
            CellErrorKind::LeadingZero
        } else {
            CellErrorKind::RankZero
        };
        return Err((kind, at));
    }
    at += digits;
    let rank: u32 = std::str::from_utf8(&input[rank_start..at])
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(u32::MAX);
    if rank > 256 {
        return Err((CellErrorKind::RankTooLarge, rank_start));
    }
    let rank = u8::try_from(rank - 1).unwrap_or(u8::MAX);
    let Some(&next) = input.get(at) else {
        return Ok(code(2, rank, 0));
    };
    if !next.is_ascii_uppercase() {
        return Err((CellErrorKind::ExpectedLayerOrEnd, at));
    }
    let (Some(layer), end) = read_letters(input, at, b'A') else {
        return Err((CellErrorKind::LayerTooLarge, at));
    };
    if end < input.len() {
        return Err((CellErrorKind::ExpectedEnd, end));
    }
    Ok(code(3, rank, layer))
}

/// The message of a rejected coordinate; twin of the runtime's
/// `CellError::write_message`.
pub(crate) fn message(input: &[u8], kind: CellErrorKind, index: usize) -> String {
    let mut out = String::from("invalid CELL coordinate");
    if input.len() > MAX_LEN {
        let _ = write!(
            out,
            ": expected 1 to {MAX_LEN} bytes, found {} bytes",
            input.len()
        );
        return out;
    }
    let _ = write!(out, " {}: ", quote(input));
    let (before, after) = input.split_at(index.min(input.len()));
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    let expected = match kind {
        CellErrorKind::Empty => {
            let _ = write!(out, "expected 1 to {MAX_LEN} bytes, found an empty string");
            return out;
        }
        CellErrorKind::TooLong => {
            let _ = write!(
                out,
                "expected 1 to {MAX_LEN} bytes, found {} bytes",
                input.len()
            );
            return out;
        }
        CellErrorKind::FileTooLarge => {
            let file = &after[..after.len().min(2)];
            let _ = write!(
                out,
                "expected a file from a to iv, found \"{}\" at byte {index}",
                text(file)
            );
            return out;
        }
        CellErrorKind::RankTooLarge => {
            let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
            let _ = write!(
                out,
                "expected a rank from 1 to 256, found {} at byte {index}",
                text(&after[..digits])
            );
            return out;
        }
        CellErrorKind::LayerTooLarge => {
            let layer = &after[..after.len().min(2)];
            let _ = write!(
                out,
                "expected a layer from A to IV, found \"{}\" at byte {index}",
                text(layer)
            );
            return out;
        }
        CellErrorKind::ExpectedFile => "a file letter (a-z)".to_string(),
        CellErrorKind::ExpectedRankOrEnd => format!(
            "a rank (1-256) or end of coordinate after the file \"{}\"",
            text(before)
        ),
        CellErrorKind::RankZero => "a rank from 1".to_string(),
        CellErrorKind::LeadingZero => "a rank without leading zeros".to_string(),
        CellErrorKind::ExpectedLayerOrEnd => {
            let letters = before.iter().take_while(|b| b.is_ascii_lowercase()).count();
            format!(
                "a layer letter (A-Z) or end of coordinate after the rank {}",
                text(&before[letters..])
            )
        }
        CellErrorKind::ExpectedEnd => {
            let digits_end = before
                .iter()
                .rposition(u8::is_ascii_digit)
                .map_or(0, |i| i + 1);
            format!(
                "end of coordinate after the layer \"{}\"",
                text(&before[digits_end..])
            )
        }
    };
    let found = if after.is_empty() {
        "end of coordinate".to_string()
    } else {
        describe_at(after)
    };
    let _ = write!(out, "expected {expected}, found {found} at byte {index}");
    out
}

/// A coordinate the user probably meant, for the help line: trimmed of
/// whitespace, in the right cases, file before rank, without leading zeros.
fn fix(input: &str) -> Option<String> {
    let valid = |candidate: &str| read(candidate.as_bytes()).is_ok();
    let trimmed = input.trim();
    if trimmed != input && valid(trimmed) {
        return Some(format!("remove the whitespace: cell!({trimmed:?})"));
    }
    // `E4` for `e4`, `e4a` for `e4A`: lowercase file, uppercase layer.
    let letters: String = trimmed
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .collect();
    let rest = &trimmed[letters.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let layer = &rest[digits.len()..];
    // Only leading zeros go: a rank `0` has no fix.
    let number = match digits.trim_start_matches('0') {
        "" => digits.as_str(),
        number => number,
    };
    let cased = format!(
        "{}{number}{}",
        letters.to_ascii_lowercase(),
        layer.to_ascii_uppercase()
    );
    if cased != trimmed && valid(&cased) {
        return Some(format!(
            "files are lowercase, ranks decimal from 1, layers uppercase: cell!({cased:?})"
        ));
    }
    // `4e` for `e4`.
    let digits: String = trimmed.chars().take_while(char::is_ascii_digit).collect();
    let swapped = format!("{}{digits}", &trimmed[digits.len()..]);
    if !digits.is_empty() && valid(&swapped) {
        return Some(format!("the file comes first: cell!({swapped:?})"));
    }
    None
}

/// Expands `cell_code!("…")` to the coordinate's code, or to one error on
/// the literal.
pub(crate) fn code(input: TokenStream) -> TokenStream {
    let (text, span) =
        match args::string_argument(input, "cell", Syntax::Macro, "e4", Span::call_site()) {
            Ok(argument) => argument,
            Err((span, message)) => return args::error(span, &message),
        };
    match read(text.as_bytes()) {
        Ok(code) => {
            let mut literal = Literal::u32_unsuffixed(code);
            literal.set_span(span);
            TokenTree::Literal(literal).into()
        }
        Err((kind, index)) => {
            let mut message = message(text.as_bytes(), kind, index);
            let help = fix(&text).unwrap_or_else(|| {
                "a CELL coordinate is a file a-z (then aa-iv), a rank from 1 and, on a 3-D \
                 board, a layer A-Z: cell!(\"e4\"), cell!(\"a1A\")"
                    .to_string()
            });
            let _ = write!(message, "\n  help: {help}");
            args::error(span, &message)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every string over `alphabet` of at most `max` bytes.
    fn strings(alphabet: &[u8], max: usize) -> Vec<Vec<u8>> {
        let mut all = vec![Vec::new()];
        let mut last = vec![Vec::new()];
        for _ in 0..max {
            let mut next = Vec::new();
            for prefix in &last {
                for &byte in alphabet {
                    let mut s: Vec<u8> = prefix.clone();
                    s.push(byte);
                    next.push(s);
                }
            }
            all.extend(next.iter().cloned());
            last = next;
        }
        all
    }

    fn agree(input: &[u8]) {
        let runtime = pin_runtime::Cell::parse_bytes(input);
        let macros = read(input);
        match (runtime, macros) {
            (Ok(cell), Ok(code)) => assert_eq!(cell.code(), code, "{input:?}"),
            (Err(error), Err((kind, index))) => {
                assert_eq!(
                    format!("{:?}", error.kind()),
                    format!("{kind:?}"),
                    "{input:?}"
                );
                assert_eq!(error.index(), index, "{input:?}");
                assert_eq!(error.to_string(), message(input, kind, index), "{input:?}");
            }
            (runtime, macros) => panic!("{input:?}: runtime {runtime:?}, macros {macros:?}"),
        }
    }

    #[test]
    fn agrees_with_the_runtime_on_every_short_string() {
        // The bytes each rule looks at, their neighbours, and bytes a user
        // mistypes.
        let alphabet = b"0129aivwzAIVWZ` {@[/:\xc3";
        for input in strings(alphabet, 4) {
            agree(&input);
        }
    }

    #[test]
    fn agrees_with_the_runtime_on_every_valid_coordinate_and_its_neighbours() {
        for file in ["a", "z", "aa", "iv", "iw", "zz"] {
            for rank in [
                "", "1", "9", "10", "99", "100", "256", "257", "999", "01", "0",
            ] {
                for layer in ["", "A", "Z", "AA", "IV", "IW", "ZZ", "AAA", "a", "1"] {
                    agree(format!("{file}{rank}{layer}").as_bytes());
                }
            }
        }
        for file in 0..=255u8 {
            for rank in 0..=255u8 {
                let cell = pin_runtime::Cell::new_2d(file, rank);
                assert_eq!(read(cell.to_string().as_bytes()), Ok(cell.code()));
                let cell = pin_runtime::Cell::new_3d(file, rank, rank);
                assert_eq!(read(cell.to_string().as_bytes()), Ok(cell.code()));
            }
        }
        agree(b"abcdefgh");
        agree(b"a1A1");
    }

    #[test]
    fn the_bound_is_the_runtimes() {
        assert_eq!(MAX_LEN, "iv256IV".len());
        assert!(pin_runtime::Cell::parse("iv256IV").is_ok());
        assert_eq!(
            pin_runtime::Cell::parse("a1234567").unwrap_err().kind(),
            pin_runtime::CellErrorKind::TooLong
        );
    }

    #[test]
    fn fixes_what_users_mistype() {
        assert_eq!(
            fix("E4").as_deref(),
            Some("files are lowercase, ranks decimal from 1, layers uppercase: cell!(\"e4\")")
        );
        assert_eq!(
            fix("e04").as_deref(),
            Some("files are lowercase, ranks decimal from 1, layers uppercase: cell!(\"e4\")")
        );
        assert_eq!(
            fix("a1a").as_deref(),
            Some("files are lowercase, ranks decimal from 1, layers uppercase: cell!(\"a1A\")")
        );
        assert_eq!(
            fix("4e").as_deref(),
            Some("the file comes first: cell!(\"e4\")")
        );
        assert_eq!(
            fix(" e4").as_deref(),
            Some("remove the whitespace: cell!(\"e4\")")
        );
        assert_eq!(fix("a0"), None);
    }
}
