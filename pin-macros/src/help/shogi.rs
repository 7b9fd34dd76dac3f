//! The fixes of `shogi::sfen!`.

use pin_runtime_core::shogi::{SfenError, SfenErrorKind as Kind};

use super::{merged_counts, other_notation, replaced, rewrite, without_leading_zeros};
use crate::bridges::Bridge;

/// The letters of the pieces in hand in the order SFEN writes them:
/// sente's (uppercase), then gote's, each `R B G S N L P`.
const HAND: [u8; 14] = *b"RBGSNLPrbgsnlp";

/// A fix for an SFEN literal that the reader rejects with `error`, where
/// one exists.
pub(crate) fn fix(text: &str, error: &SfenError) -> Option<String> {
    // Another notation, or the words of a USI command before the text.
    let command = ["position sfen ", "sfen "];
    if let Some(help) = other_notation(
        Bridge::Shogi,
        text,
        &command,
        "shogi::sfen! reads the SFEN alone, without the USI command",
    ) {
        return Some(help);
    }
    let at = error.index();
    let (why, candidate) = match error.kind() {
        Kind::Side {
            found: Some(side @ ('B' | 'W')),
        } => (
            "the side to move is lowercase: 'b' (sente, first) or 'w' (gote, second)",
            replaced(text, at..at + 1, &side.to_ascii_lowercase().to_string()),
        ),
        Kind::ExpectedSquare { found: Some('^') } => (
            "SFEN writes kings without '^' (a king is always terminal)",
            Some(text.replace('^', "")),
        ),
        Kind::CountAfterCount { .. } => (
            "a run of empty squares is one count",
            merged_counts(text, at),
        ),
        Kind::RankTooWide
        | Kind::RankTooNarrow { .. }
        | Kind::TooManyRanks
        | Kind::TooFewRanks { .. } => (
            "an SFEN board is 9 ranks of 9 squares, separated by '/': count the empty squares",
            None,
        ),
        Kind::MissingField if at == text.len() && !text.contains(' ') => (
            "the side to move and the pieces in hand follow the board, '-' when none is in hand",
            Some(format!("{text} b -")),
        ),
        Kind::MissingField => (
            "the pieces in hand follow the side to move, '-' when none is in hand",
            Some(format!("{text} -")),
        ),
        Kind::ExpectedHands { .. } => (
            "'-' says that no piece is in hand",
            replaced(text, at..at, "-"),
        ),
        Kind::AfterNoHands { .. } => (
            "'-' stands alone, for no piece in hand: write the pieces without it",
            replaced(text, at - 1..at, ""),
        ),
        Kind::HandCount { count: 1 } => (
            "a single piece is written without a count",
            replaced(text, at..at + 1, ""),
        ),
        Kind::LeadingZero => ("remove the leading zeros", without_leading_zeros(text, at)),
        Kind::Repeated { .. } => (
            "write each piece once, with its count",
            hands_written_once(text),
        ),
        Kind::PromotedInHand => (
            "a captured piece is held unpromoted",
            replaced(text, at..at + 1, ""),
        ),
        Kind::ExpectedMoveNumber { found: None } => (
            "the move number is optional: remove the space after the hands",
            text.get(..at - 1).map(str::to_string),
        ),
        Kind::ExpectedEnd { .. } => (
            "shogi::sfen! reads one position: remove what follows the move number",
            text.get(..at).map(str::to_string),
        ),
        _ => return None,
    };
    Some(rewrite(Bridge::Shogi, why, candidate))
}

/// How many of each piece in hand a hands field lists (`-` for none),
/// by slot of [`HAND`], counts of a piece listed twice added up; `None`
/// for a field that is not items of a count and a letter.
fn counts(field: &str) -> Option<[u32; 14]> {
    let mut counts = [0; 14];
    if field == "-" {
        return Some(counts);
    }
    let bytes = field.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let digits = bytes[at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let count = match digits {
            0 => 1,
            _ => field[at..at + digits].parse().ok()?,
        };
        at += digits;
        let slot = HAND
            .iter()
            .position(|&letter| Some(&letter) == bytes.get(at))?;
        counts[slot] += count;
        at += 1;
    }
    Some(counts)
}

/// `text` with its hands field written as SFEN writes it: each piece once,
/// with its count from 2, sente's then gote's in the order `R B G S N L P`.
fn hands_written_once(text: &str) -> Option<String> {
    let mut fields: Vec<&str> = text.split(' ').collect();
    let counts = counts(fields.get(2)?)?;
    let mut hands = String::new();
    for (&letter, &count) in HAND.iter().zip(&counts) {
        if count > 1 {
            hands.push_str(&count.to_string());
        }
        if count > 0 {
            hands.push(char::from(letter));
        }
    }
    if hands.is_empty() {
        hands.push('-');
    }
    fields[2] = &hands;
    Some(fields.join(" "))
}
