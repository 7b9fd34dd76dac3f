//! The fixes of `chess::fen!`.

use pin_runtime_core::chess::{FenError, FenErrorKind as Kind};

use super::{merged_counts, other_notation, replaced, rewrite, without_leading_zeros};
use crate::bridges::Bridge;

/// A fix for a chess FEN literal that the reader rejects with `error`,
/// where one exists.
pub(crate) fn fix(text: &str, error: &FenError) -> Option<String> {
    // Another notation, or the words of a UCI command before the text.
    let command = ["position fen ", "fen "];
    if let Some(help) = other_notation(
        Bridge::Chess,
        text,
        &command,
        "chess::fen! reads the FEN alone, without the UCI command",
    ) {
        return Some(help);
    }
    let at = error.index();
    let found = text.as_bytes().get(at).copied();
    let (why, candidate) = match (error.kind(), found) {
        (Kind::Side { .. }, Some(side @ (b'W' | b'B'))) => (
            "the side to move is lowercase: 'w' (white) or 'b' (black)",
            replaced(
                text,
                at..at + 1,
                &char::from(side.to_ascii_lowercase()).to_string(),
            ),
        ),
        (Kind::ExpectedSquare { .. }, Some(b'^')) => (
            "FEN writes kings without '^' (a king is always terminal)",
            Some(text.replace('^', "")),
        ),
        (Kind::AdjacentCounts { .. }, _) => (
            "a run of empty squares is one count",
            merged_counts(text, at),
        ),
        (Kind::RankOverflow { .. } | Kind::ShortRank { .. } | Kind::ExpectedRank { .. }, _) => (
            "a chess board is 8 ranks of 8 squares, separated by '/': count the empty squares",
            None,
        ),
        (Kind::ExpectedSpace { .. }, None) => (
            "a FEN has at least four fields: the board, the side to move, the castling rights \
             and the en-passant square, '-' for none",
            [" w - -", " - -", " -"]
                .get(text.matches(' ').count())
                .map(|rest| format!("{text}{rest}")),
        ),
        (
            Kind::NoKing { .. }
            | Kind::TwoKings { .. }
            | Kind::NoRook { .. }
            | Kind::NotRook { .. }
            | Kind::PromotedRook { .. }
            | Kind::SameSide { .. },
            _,
        ) => (
            "a castling right needs its king and rook in place, each right once: remove it",
            without_right(text, at),
        ),
        (
            Kind::EnPassantRank { .. } | Kind::EnPassantPawn { .. } | Kind::EnPassantBlocked { .. },
            _,
        ) => (
            "no pawn can be taken en passant there: write '-' for none",
            with_field(text, 3, "-"),
        ),
        (Kind::LeadingZero, _) => ("remove the leading zeros", without_leading_zeros(text, at)),
        (Kind::ZeroFullmove, _) => (
            "the fullmove number counts from 1",
            replaced(text, at..at + 1, "1"),
        ),
        (Kind::ExpectedNumber { .. }, Some(letter)) if letter.is_ascii_alphabetic() => (
            "chess::fen! reads the position alone: remove the EPD operations",
            text.get(..at - 1).map(str::to_string),
        ),
        (Kind::ExpectedNumber { .. }, None) => (
            "the clocks are optional: remove the space at the end",
            text.get(..at - 1).map(str::to_string),
        ),
        (Kind::ExpectedClocksOrEnd { .. } | Kind::ExpectedEnd { .. }, _) => (
            "chess::fen! reads one position: remove what follows it (EPD operations too)",
            text.get(..at).map(str::to_string),
        ),
        _ => return None,
    };
    Some(rewrite(Bridge::Chess, why, candidate))
}

/// `text` with its field number `field` (from 0, split at spaces) replaced
/// by `with`.
fn with_field(text: &str, field: usize, with: &str) -> Option<String> {
    let mut fields: Vec<&str> = text.split(' ').collect();
    *fields.get_mut(field)? = with;
    Some(fields.join(" "))
}

/// `text` without the castling right at byte `at`, the castling field `-`
/// when no right is left.
fn without_right(text: &str, at: usize) -> Option<String> {
    let removed = replaced(text, at..at + 1, "")?;
    match removed.split(' ').nth(2) {
        Some("") => with_field(&removed, 2, "-"),
        _ => Some(removed),
    }
}
