//! The fixes of `makruk::fen!`.

use pin_runtime_core::makruk::{FenError, FenErrorKind as Kind, Field};

use super::{merged_counts, other_notation, replaced, rewrite, without_leading_zeros};
use crate::bridges::Bridge;

/// A fix for a makruk FEN literal that the reader rejects with `error`,
/// where one exists.
pub(crate) fn fix(text: &str, error: &FenError) -> Option<String> {
    if let Some(help) = other_notation(Bridge::Makruk, text, &[], "") {
        return Some(help);
    }
    let at = error.index();
    let (why, candidate) = match error.kind() {
        Kind::ExpectedSquare {
            found: Some('Q' | 'q'),
        } => (
            "makruk's met is M, its khon S (Fairy-Stockfish's letters)",
            None,
        ),
        Kind::Side {
            found: Some(side @ ('W' | 'B')),
        } => (
            "the side to move is lowercase: 'w' (white, first), 'b' (black)",
            replaced(text, at..at + 1, &side.to_ascii_lowercase().to_string()),
        ),
        Kind::CountAfterCount { .. } => (
            "a run of empty squares is one count",
            merged_counts(text, at),
        ),
        Kind::RankTooWide
        | Kind::RankTooNarrow { .. }
        | Kind::TooManyRanks
        | Kind::TooFewRanks { .. } => (
            "a makruk board is 8 ranks of 8 squares, separated by '/': count the empty squares",
            None,
        ),
        Kind::MissingField => match error.field() {
            Some(Field::Side) => (
                "the side to move, the flags '-', the counting '-' and the clocks follow the board",
                Some(format!("{text} w - - 0 1")),
            ),
            Some(Field::Flags) => (
                "makruk FEN writes the flags '-', the counting '-' and the clocks after the side",
                Some(format!("{text} - - 0 1")),
            ),
            Some(Field::Counting) => (
                "makruk FEN writes the counting ('-' when not counting) and the clocks after \
                 the flags",
                Some(format!("{text} - 0 1")),
            ),
            Some(Field::HalfmoveClock | Field::CountingPly) => (
                "makruk FEN ends with the halfmove clock (the counting ply while counting) and \
                 the fullmove number",
                Some(format!("{text} 0 1")),
            ),
            _ => (
                "makruk FEN ends with the fullmove number",
                Some(format!("{text} 1")),
            ),
        },
        Kind::ExpectedDash { .. } => {
            let end = text[at..].find(' ').map_or(text.len(), |end| at + end);
            (
                "makruk has no castling, so the flags are '-' (DEde belong to Cambodian makruk)",
                replaced(text, at..end, "-"),
            )
        }
        Kind::ZeroCounting => ("no count is written '-'", replaced(text, at..at + 1, "-")),
        Kind::LeadingZero => ("remove the leading zeros", without_leading_zeros(text, at)),
        Kind::ZeroFullmove => (
            "the fullmove number counts from 1",
            replaced(text, at..at + 1, "1"),
        ),
        Kind::ExpectedEnd { .. } => (
            "makruk::fen! reads one position: remove what follows the fullmove number",
            text.get(..at).map(str::to_string),
        ),
        _ => return None,
    };
    Some(rewrite(Bridge::Makruk, why, candidate))
}
