//! The fixes of `chess::fen!`.

use super::{merged_counts, other_notation, replaced, rewrite, without_leading_zeros};
use crate::bridges::Bridge;
use crate::chess::FenError;

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
    let at = error.index;
    let found = text.as_bytes().get(at).copied();
    let (why, candidate) = match (kind(error).as_str(), found) {
        ("Side", Some(side @ (b'W' | b'B'))) => (
            "the side to move is lowercase: 'w' (white) or 'b' (black)",
            replaced(
                text,
                at..at + 1,
                &char::from(side.to_ascii_lowercase()).to_string(),
            ),
        ),
        ("ExpectedSquare", Some(b'^')) => (
            "FEN writes kings without '^' (a king is always terminal)",
            Some(text.replace('^', "")),
        ),
        ("AdjacentCounts", _) => (
            "a run of empty squares is one count",
            merged_counts(text, at),
        ),
        ("RankOverflow" | "ShortRank" | "ExpectedRank", _) => (
            "a chess board is 8 ranks of 8 squares, separated by '/': count the empty squares",
            None,
        ),
        ("ExpectedSpace", None) => (
            "a FEN has at least four fields: the board, the side to move, the castling rights \
             and the en-passant square, '-' for none",
            [" w - -", " - -", " -"]
                .get(text.matches(' ').count())
                .map(|rest| format!("{text}{rest}")),
        ),
        ("NoKing" | "TwoKings" | "NoRook" | "NotRook" | "PromotedRook" | "SameSide", _) => (
            "a castling right needs its king and rook in place, each right once: remove it",
            without_right(text, at),
        ),
        ("EnPassantRank" | "EnPassantPawn" | "EnPassantBlocked", _) => (
            "no pawn can be taken en passant there: write '-' for none",
            with_field(text, 3, "-"),
        ),
        ("LeadingZero", _) => ("remove the leading zeros", without_leading_zeros(text, at)),
        ("ZeroFullmove", _) => (
            "the fullmove number counts from 1",
            replaced(text, at..at + 1, "1"),
        ),
        ("ExpectedNumber", Some(letter)) if letter.is_ascii_alphabetic() => (
            "chess::fen! reads the position alone: remove the EPD operations",
            text.get(..at - 1).map(str::to_string),
        ),
        ("ExpectedNumber", None) => (
            "the clocks are optional: remove the space at the end",
            text.get(..at - 1).map(str::to_string),
        ),
        ("ExpectedClocksOrEnd" | "ExpectedEnd", _) => (
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

/// The name of the error's kind, the variant of
/// `pin_runtime::chess::FenErrorKind` it twins: its `Debug` form up to the
/// fields (the twin's kind is private to its module, named here by this
/// name only).
fn kind(error: &FenError) -> String {
    let debug = format!("{:?}", error.kind);
    debug
        .split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}
