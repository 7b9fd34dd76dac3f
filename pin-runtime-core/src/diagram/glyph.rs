//! How a piece is drawn: its token, or its style's own symbol (chess
//! figurines, shogi kanji, xiangqi hanzi).

use crate::{Epin, Letter, Side, Sin, State};

/// The games whose boards and pieces a diagram knows, told by a style's
/// letter (the project's convention: `W`, `J`, `C`, `S`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    Chess,
    Shogi,
    Xiangqi,
    Makruk,
    Other,
}

impl Family {
    /// The family a style belongs to, whatever its case.
    pub(crate) const fn of(style: Sin) -> Self {
        match style.letter() {
            Letter::W => Self::Chess,
            Letter::J => Self::Shogi,
            Letter::C => Self::Xiangqi,
            Letter::S => Self::Makruk,
            _ => Self::Other,
        }
    }
}

/// A symbol drawn for a piece in place of its token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Symbol {
    /// One character.
    pub(crate) text: &'static str,
    /// Two terminal columns wide (kanji, hanzi), or one (figurines).
    pub(crate) wide: bool,
}

/// The traditional symbol of `piece` playing in `family`, if that family has
/// one for it. Chess and makruk pieces are told by letter and side (states
/// and `^` are conventions the figurines do not show); shogi pieces by
/// letter and state (`+` is promoted); xiangqi pieces by letter and side.
/// With `solid`, chess pieces of both sides take the filled figurine, to be
/// coloured by the drawing.
pub(crate) const fn traditional(piece: Epin, family: Family, solid: bool) -> Option<Symbol> {
    let letter = piece.letter().as_byte();
    let first = matches!(piece.side(), Side::First);
    let text = match family {
        Family::Chess | Family::Makruk => {
            let index = match (family, letter) {
                (_, b'K') => 0,
                (Family::Chess, b'Q') | (Family::Makruk, b'M') => 1,
                (_, b'R') => 2,
                (Family::Chess, b'B') | (Family::Makruk, b'S') => 3,
                (_, b'N') => 4,
                (_, b'P') => 5,
                _ => return None,
            };
            let set = if first && !solid {
                [
                    "\u{2654}", "\u{2655}", "\u{2656}", "\u{2657}", "\u{2658}", "\u{2659}",
                ]
            } else {
                [
                    "\u{265A}", "\u{265B}", "\u{265C}", "\u{265D}", "\u{265E}", "\u{265F}",
                ]
            };
            return Some(Symbol {
                text: set[index],
                wide: false,
            });
        }
        Family::Shogi => match (piece.state(), letter) {
            (State::Normal, b'K') => "玉",
            (State::Normal, b'R') => "飛",
            (State::Enhanced, b'R') => "龍",
            (State::Normal, b'B') => "角",
            (State::Enhanced, b'B') => "馬",
            (State::Normal, b'G') => "金",
            (State::Normal, b'S') => "銀",
            (State::Enhanced, b'S') => "全",
            (State::Normal, b'N') => "桂",
            (State::Enhanced, b'N') => "圭",
            (State::Normal, b'L') => "香",
            (State::Enhanced, b'L') => "杏",
            (State::Normal, b'P') => "歩",
            (State::Enhanced, b'P') => "と",
            _ => return None,
        },
        Family::Xiangqi => match (letter, first) {
            (b'K', true) => "帥",
            (b'K', false) => "將",
            (b'A', true) => "仕",
            (b'A', false) => "士",
            (b'E', true) => "相",
            (b'E', false) => "象",
            (b'H', true) => "傌",
            (b'H', false) => "馬",
            (b'R', true) => "俥",
            (b'R', false) => "車",
            (b'C', true) => "炮",
            (b'C', false) => "砲",
            (b'S', true) => "兵",
            (b'S', false) => "卒",
            _ => return None,
        },
        Family::Other => return None,
    };
    Some(Symbol { text, wide: true })
}

/// Whether `piece`, drawn as a figurine of `family`, is a promoted piece the
/// figurine alone would hide: an enhanced (`+`) queen, rook, bishop or
/// knight of chess (crazyhouse's `Q~`, which remembers it was a pawn), or
/// an enhanced met of makruk (a promoted bia, `M~`). A chess `+P` (a pawn
/// that may still advance two squares) is not one.
pub(crate) const fn promoted(piece: Epin, family: Family) -> bool {
    if !matches!(piece.state(), State::Enhanced) {
        return false;
    }
    matches!(
        (family, piece.letter().as_byte()),
        (Family::Chess, b'Q' | b'R' | b'B' | b'N') | (Family::Makruk, b'M')
    )
}

/// A token split for drawing: the state modifier (or nothing), then the
/// letter, then the markers after it (`^`, `'`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parts {
    pub(crate) modifier: &'static str,
    /// The letter, in its case: one ASCII byte.
    pub(crate) letter: u8,
    pub(crate) markers: &'static str,
}

/// The parts of `piece` as its game's notation writes it, for ASCII
/// diagrams of traditional pieces: chess's and makruk's FEN letters (a
/// promoted piece, [`promoted`], marked `~`), SFEN's (`+` for a promoted
/// piece), UCCI's letters for xiangqi (`N`, `B`, `P` for FEEN's `H`, `E`,
/// `S`); no `^`. A piece of another family, or one its game does not
/// have, keeps its token.
pub(crate) const fn game_parts(piece: Epin, family: Family) -> Parts {
    let token = parts(piece);
    if traditional(piece, family, false).is_none() {
        return token;
    }
    let derived = if piece.is_derived() { "'" } else { "" };
    let letter = match (family, token.letter.to_ascii_uppercase()) {
        (Family::Xiangqi, b'H') => b'N',
        (Family::Xiangqi, b'E') => b'B',
        (Family::Xiangqi, b'S') => b'P',
        (_, letter) => letter,
    };
    let letter = if piece.side().is_first() {
        letter
    } else {
        letter.to_ascii_lowercase()
    };
    let (modifier, markers) = match family {
        Family::Shogi => (token.modifier, derived),
        _ if promoted(piece, family) => ("", if piece.is_derived() { "~'" } else { "~" }),
        _ => ("", derived),
    };
    Parts {
        modifier,
        letter,
        markers,
    }
}

/// Splits `piece`'s token into its parts.
pub(crate) const fn parts(piece: Epin) -> Parts {
    const LETTERS: &[u8; 52] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let index = piece.letter().index() + if piece.side().is_first() { 0 } else { 26 };
    let letter = match LETTERS.split_at_checked(index) {
        Some((_, rest)) => match rest.split_first() {
            Some((letter, _)) => *letter,
            None => b'?',
        },
        None => b'?',
    };
    Parts {
        modifier: match piece.state() {
            State::Enhanced => "+",
            State::Diminished => "-",
            State::Normal => "",
        },
        letter,
        markers: match (piece.is_terminal(), piece.is_derived()) {
            (false, false) => "",
            (true, false) => "^",
            (false, true) => "'",
            (true, true) => "^'",
        },
    }
}
