//! The hint that a text FEEN rejects is in a notation a bridge reads: a
//! chess FEN, an SFEN, a xiangqi FEN, a makruk FEN. Worked out where the FEEN readers
//! build their error ([`Feen::parse`](crate::Feen::parse),
//! [`Position::parse`](crate::Position::parse)), outside FEEN's scanner,
//! so that FEEN's readers never call the games' (the games call FEEN).
//!
//! A reader is named as reading the text only when it does; a text that
//! only looks like one of these notations is named with the reader's own
//! error, which says why that reader rejects it too. A game whose feature
//! is off has no reader in the build: a text that looks like its notation
//! is named with the feature that brings the reader.

use core::fmt;

#[cfg(feature = "chess")]
use crate::chess;
use crate::feen::{FeenError, FeenErrorKind};
#[cfg(feature = "makruk")]
use crate::makruk;
#[cfg(feature = "shogi")]
use crate::shogi;
#[cfg(feature = "xiangqi")]
use crate::xiangqi;

/// What a bridge says of a text that FEEN rejected, for the FEEN error to
/// quote: the bridge's reader reads it, or its error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Verdict {
    /// The reader of the notation reads the text.
    #[cfg_attr(
        not(any(
            feature = "chess",
            feature = "shogi",
            feature = "xiangqi",
            feature = "makruk"
        )),
        allow(dead_code, reason = "no game's reader is in the build")
    )]
    Reads(Notation),
    /// `chess::Fen::parse` rejects the text so.
    #[cfg(feature = "chess")]
    Chess(chess::FenError),
    /// `shogi::Sfen::parse` rejects the text so.
    #[cfg(feature = "shogi")]
    Shogi(shogi::SfenError),
    /// `xiangqi::Fen::parse` rejects the text so.
    #[cfg(feature = "xiangqi")]
    Xiangqi(xiangqi::FenError),
    /// The text looks like the notation, whose reader is not in the build:
    /// its game's feature is off.
    #[cfg_attr(
        all(feature = "chess", feature = "shogi", feature = "xiangqi"),
        allow(dead_code, reason = "every reader is in the build")
    )]
    Unread(Notation),
}

impl Verdict {
    /// The kind of the FEEN error: the notation the text is in or looks
    /// like.
    pub(crate) const fn kind(self) -> FeenErrorKind {
        match self {
            Self::Reads(notation) | Self::Unread(notation) => notation.kind(),
            #[cfg(feature = "chess")]
            Self::Chess(_) => FeenErrorKind::ChessFen,
            #[cfg(feature = "shogi")]
            Self::Shogi(_) => FeenErrorKind::Sfen,
            #[cfg(feature = "xiangqi")]
            Self::Xiangqi(_) => FeenErrorKind::XiangqiFen,
        }
    }

    /// What the FEEN error's message says of the notation's reader.
    pub(crate) fn said(&self) -> Said<'_> {
        match self {
            Self::Reads(_) => Said::Reads,
            #[cfg(feature = "chess")]
            Self::Chess(error) => Said::Rejects(error),
            #[cfg(feature = "shogi")]
            Self::Shogi(error) => Said::Rejects(error),
            #[cfg(feature = "xiangqi")]
            Self::Xiangqi(error) => Said::Rejects(error),
            Self::Unread(notation) => Said::Unread(notation.feature()),
        }
    }
}

/// What a FEEN error's message says of a bridge's reader: it reads the
/// text, it rejects it with this error, or it is not in the build, and
/// this feature brings it.
pub(crate) enum Said<'a> {
    Reads,
    #[cfg_attr(
        not(any(feature = "chess", feature = "shogi", feature = "xiangqi")),
        allow(dead_code, reason = "no reader that rejects is in the build")
    )]
    Rejects(&'a dyn fmt::Display),
    Unread(&'static str),
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
    #[cfg_attr(
        not(feature = "makruk"),
        allow(dead_code, reason = "named only by its reader")
    )]
    Makruk,
}

impl Notation {
    /// The kind of the FEEN error naming the notation.
    const fn kind(self) -> FeenErrorKind {
        match self {
            Self::Chess => FeenErrorKind::ChessFen,
            Self::Shogi => FeenErrorKind::Sfen,
            Self::Xiangqi => FeenErrorKind::XiangqiFen,
            Self::Makruk => FeenErrorKind::MakrukFen,
        }
    }

    /// The feature of `pin-runtime` that brings the notation's reader.
    const fn feature(self) -> &'static str {
        match self {
            Self::Chess => "chess",
            Self::Shogi => "shogi",
            Self::Xiangqi => "xiangqi",
            Self::Makruk => "makruk",
        }
    }
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
    #[cfg(feature = "chess")]
    let Err(chess) = chess::Fen::parse(input) else {
        return FeenError::other(second, Verdict::Reads(Notation::Chess));
    };
    #[cfg(feature = "shogi")]
    let Err(shogi) = shogi::Sfen::parse(input) else {
        return FeenError::other(second, Verdict::Reads(Notation::Shogi));
    };
    #[cfg(feature = "xiangqi")]
    let Err(xiangqi) = xiangqi::Fen::parse(input) else {
        return FeenError::other(second, Verdict::Reads(Notation::Xiangqi));
    };
    #[cfg(feature = "makruk")]
    if makruk::Fen::parse(input).is_ok() {
        return FeenError::other(second, Verdict::Reads(Notation::Makruk));
    }
    let verdict = match looks_like(bytes, second) {
        #[cfg(feature = "chess")]
        Some(Notation::Chess) => Verdict::Chess(chess),
        #[cfg(feature = "shogi")]
        Some(Notation::Shogi) => Verdict::Shogi(shogi),
        #[cfg(feature = "xiangqi")]
        Some(Notation::Xiangqi) => Verdict::Xiangqi(xiangqi),
        // Not told apart from chess by its shape.
        Some(Notation::Makruk) | None => return error,
        #[allow(unreachable_patterns, reason = "every game's reader is in the build")]
        Some(notation) => Verdict::Unread(notation),
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

/// The ranks of a xiangqi board, which [`nine_files_or_ten_ranks`] looks
/// for with the game's feature on or off.
const RANKS: usize = 10;

/// The files of a xiangqi board.
const FILES: usize = 9;

#[cfg(feature = "xiangqi")]
const _: () = assert!(RANKS == xiangqi::RANKS && FILES == xiangqi::FILES);
