//! The fixes of `xiangqi::fen!`.

use pin_runtime_core::xiangqi::{FenError, FenErrorKind as Kind, Field};

use super::{merged_counts, other_notation, replaced, rewrite, without_leading_zeros};
use crate::bridges::Bridge;

/// A fix for a xiangqi FEN literal that the reader rejects with `error`,
/// where one exists.
pub(crate) fn fix(text: &str, error: &FenError) -> Option<String> {
    if let Some(help) = other_notation(Bridge::Xiangqi, text, &[], "") {
        return Some(help);
    }
    let at = error.index();
    let (why, candidate) = match error.kind() {
        Kind::MixedLetters { first, .. } => {
            let (why, letters): (_, [(char, char); 2]) = if matches!(first, 'N' | 'n' | 'B' | 'b') {
                (
                    "write the board in one letter set: UCCI's N and B, as it starts",
                    [('H', 'N'), ('E', 'B')],
                )
            } else {
                (
                    "write the board in one letter set: WXF's H and E, as it starts",
                    [('N', 'H'), ('B', 'E')],
                )
            };
            (why, in_one_letter_set(text, letters))
        }
        Kind::Side {
            found: Some(side @ ('W' | 'R' | 'B')),
        } => (
            "the side to move is lowercase: 'w' or 'r' (red, first), 'b' (black)",
            replaced(text, at..at + 1, &side.to_ascii_lowercase().to_string()),
        ),
        Kind::CountAfterCount { .. } => (
            "a run of empty points is one count",
            merged_counts(text, at),
        ),
        Kind::RankTooWide
        | Kind::RankTooNarrow { .. }
        | Kind::TooManyRanks
        | Kind::TooFewRanks { .. } => (
            "a xiangqi board is 10 ranks of 9 points, separated by '/': count the empty points",
            None,
        ),
        Kind::MissingField => match error.field() {
            Some(Field::Side) => (
                "the side to move, then '-' and '-' (no castling, no en passant), follow the board",
                Some(format!("{text} w - -")),
            ),
            Some(Field::Castling) => (
                "xiangqi FEN writes '-' and '-' after the side to move, for chess's castling \
                 and en passant",
                Some(format!("{text} - -")),
            ),
            Some(Field::EnPassant) => (
                "xiangqi FEN writes '-' and '-' after the side to move, for chess's castling \
                 and en passant",
                Some(format!("{text} -")),
            ),
            _ => (
                "the clocks come both or neither: the halfmove clock, then the fullmove number",
                text.rsplit_once(' ').map(|(before, _)| before.to_string()),
            ),
        },
        Kind::ExpectedDash { .. } => {
            let end = text[at..].find(' ').map_or(text.len(), |end| at + end);
            (
                "xiangqi has no castling and no en passant, so the field is '-'",
                replaced(text, at..end, "-"),
            )
        }
        Kind::LeadingZero => ("remove the leading zeros", without_leading_zeros(text, at)),
        Kind::ZeroFullmove => (
            "the fullmove number counts from 1",
            replaced(text, at..at + 1, "1"),
        ),
        Kind::ExpectedNumber { found: None } => (
            "the clocks are optional: remove the space after the en-passant field",
            text.get(..at - 1).map(str::to_string),
        ),
        Kind::ExpectedEnd { .. } => (
            "xiangqi::fen! reads one position: remove what follows the fullmove number",
            text.get(..at).map(str::to_string),
        ),
        _ => return None,
    };
    Some(rewrite(Bridge::Xiangqi, why, candidate))
}

/// `text` with the board's letters of one set written in the other's:
/// `letters` maps each letter (uppercase) to its twin.
fn in_one_letter_set(text: &str, letters: [(char, char); 2]) -> Option<String> {
    let (board, rest) = text.split_once(' ')?;
    let board: String = board
        .chars()
        .map(|c| {
            letters
                .iter()
                .find(|(from, _)| c.eq_ignore_ascii_case(from))
                .map_or(c, |&(_, to)| {
                    if c.is_ascii_lowercase() {
                        to.to_ascii_lowercase()
                    } else {
                        to
                    }
                })
        })
        .collect();
    Some(format!("{board} {rest}"))
}
