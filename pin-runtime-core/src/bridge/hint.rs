//! The hint that a text FEEN rejects is in a notation a bridge reads: a
//! chess FEN, an SFEN, a xiangqi FEN, a makruk FEN. Worked out where the FEEN readers
//! build their error ([`Feen::parse`](crate::Feen::parse),
//! [`Position::parse`](crate::Position::parse)), outside FEEN's scanner,
//! so that FEEN's readers never call the games' (the games call FEEN).
//!
//! A reader is named as reading the text only when it does; a text that
//! only looks like one of these notations is named with the reader's own
//! error, which says why that reader rejects it too.

use core::fmt;

use crate::feen::{FeenError, FeenErrorKind};
use crate::{chess, makruk, shogi, xiangqi};

/// What a bridge says of a text that FEEN rejected, for the FEEN error to
/// quote: the bridge's reader reads it, or its error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Verdict {
    /// The reader of the notation reads the text.
    Reads(Notation),
    /// `chess::Fen::parse` rejects the text so.
    Chess(chess::FenError),
    /// `shogi::Sfen::parse` rejects the text so.
    Shogi(shogi::SfenError),
    /// `xiangqi::Fen::parse` rejects the text so.
    Xiangqi(xiangqi::FenError),
}

impl Verdict {
    /// The kind of the FEEN error: the notation the text is in or looks
    /// like.
    pub(crate) const fn kind(self) -> FeenErrorKind {
        match self {
            Self::Reads(Notation::Chess) | Self::Chess(_) => FeenErrorKind::ChessFen,
            Self::Reads(Notation::Shogi) | Self::Shogi(_) => FeenErrorKind::Sfen,
            Self::Reads(Notation::Xiangqi) | Self::Xiangqi(_) => FeenErrorKind::XiangqiFen,
            Self::Reads(Notation::Makruk) => FeenErrorKind::MakrukFen,
        }
    }

    /// The error the notation's reader rejects the text with, for the
    /// FEEN error's message to quote; `None` when it reads the text.
    pub(crate) fn rejected(&self) -> Option<&dyn fmt::Display> {
        match self {
            Self::Reads(_) => None,
            Self::Chess(error) => Some(error),
            Self::Shogi(error) => Some(error),
            Self::Xiangqi(error) => Some(error),
        }
    }
}

/// The notations a text FEEN rejects may be in, or look like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Notation {
    Chess,
    Shogi,
    Xiangqi,
    /// Named only when its reader reads the text: a makruk FEN's fields
    /// are a chess FEN's, so a text that only looks like one is named as
    /// chess.
    Makruk,
}

/// The error of `input`, which FEEN rejected with `error`: a notation a
/// bridge reads, or that the text looks like (see the [module](self)),
/// else `error`. The bounds of FEEN's input (empty, too long) stand.
pub(crate) const fn other_notation(input: &str, error: FeenError) -> FeenError {
    if let FeenErrorKind::Empty | FeenErrorKind::TooLong { .. } = error.kind() {
        return error;
    }
    let bytes = input.as_bytes();
    let Some(second) = second_field(bytes) else {
        return error;
    };
    // Each reader reads the text once; no text is read by two (their boards
    // differ).
    let Err(chess) = chess::Fen::parse(input) else {
        return FeenError::other(second, Verdict::Reads(Notation::Chess));
    };
    let Err(shogi) = shogi::Sfen::parse(input) else {
        return FeenError::other(second, Verdict::Reads(Notation::Shogi));
    };
    let Err(xiangqi) = xiangqi::Fen::parse(input) else {
        return FeenError::other(second, Verdict::Reads(Notation::Xiangqi));
    };
    if makruk::Fen::parse(input).is_ok() {
        return FeenError::other(second, Verdict::Reads(Notation::Makruk));
    }
    let verdict = match looks_like(bytes, second) {
        Some(Notation::Chess) => Verdict::Chess(chess),
        Some(Notation::Shogi) => Verdict::Shogi(shogi),
        Some(Notation::Xiangqi) => Verdict::Xiangqi(xiangqi),
        // Not told apart from chess by its shape.
        Some(Notation::Makruk) | None => return error,
    };
    FeenError::other(second, verdict)
}

/// The index of the second field: past the first space, which every text
/// of the bridges has after its board.
const fn second_field(bytes: &[u8]) -> Option<usize> {
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b' ' {
            return Some(at + 1);
        }
        at += 1;
    }
    None
}

/// The notation a text looks like from its fields, the second at
/// `second`: a board with none of FEEN's own marks (see
/// [`feen_board`]), a side to move alone (`w`, `b`, or xiangqi's `r`), then
/// fields none of which holds a `/` (FEEN's hands and style-turn always
/// do, a bridge's fields never). The side and one field are SFEN's side
/// and hands, and so are three fields ending with a move number; more are
/// a chess or xiangqi FEN, xiangqi's when its side is `r` or its board's
/// first rank 9 squares wide or its ranks 10.
const fn looks_like(bytes: &[u8], second: usize) -> Option<Notation> {
    if feen_board(bytes, second - 1) {
        return None;
    }
    let side = match bytes.split_at_checked(second) {
        Some((_, [side @ (b'w' | b'b' | b'r'), b' ', ..])) => *side,
        _ => return None,
    };
    let mut fields = 1;
    // Where the last field starts.
    let mut last = second;
    let mut at = second;
    while at < bytes.len() {
        match bytes[at] {
            b'/' => return None,
            b' ' => {
                fields += 1;
                last = at + 1;
            }
            _ => {}
        }
        at += 1;
    }
    let sfen = side != b'r' && (fields == 2 || (fields == 3 && digits(bytes, last)));
    if sfen {
        Some(Notation::Shogi)
    } else if fields < 3 {
        None
    } else if side == b'r' || nine_files_or_ten_ranks(bytes, second - 1) {
        Some(Notation::Xiangqi)
    } else {
        Some(Notation::Chess)
    }
}

/// Whether the board before `end` has a mark that only FEEN writes: a
/// terminal `^`, a derived `'`, a diminished `-`, or the `//` between
/// layers. No bridge's board has one, so a text with one is FEEN with a
/// mistake in its other fields, whatever they look like.
const fn feen_board(bytes: &[u8], end: usize) -> bool {
    let mut at = 0;
    while at < end {
        match bytes[at] {
            b'^' | b'\'' | b'-' => return true,
            b'/' if at + 1 < end && bytes[at + 1] == b'/' => return true,
            _ => {}
        }
        at += 1;
    }
    false
}

/// Whether the bytes from `at` to the end are decimal digits, one at
/// least.
const fn digits(bytes: &[u8], mut at: usize) -> bool {
    if at >= bytes.len() {
        return false;
    }
    while at < bytes.len() {
        if !bytes[at].is_ascii_digit() {
            return false;
        }
        at += 1;
    }
    true
}

/// Whether the board before `end` has 10 ranks, or a first rank of 9
/// squares (a letter is one, a digit that many, a `+` none).
const fn nine_files_or_ten_ranks(bytes: &[u8], end: usize) -> bool {
    use crate::xiangqi::{FILES, RANKS};
    let mut ranks = 1;
    let mut first = 0;
    let mut at = 0;
    while at < end {
        match bytes[at] {
            b'/' => ranks += 1,
            byte @ b'1'..=b'9' if ranks == 1 => first += (byte - b'0') as usize,
            byte if ranks == 1 && byte.is_ascii_alphabetic() => first += 1,
            _ => {}
        }
        at += 1;
    }
    ranks == RANKS || first == FILES
}
