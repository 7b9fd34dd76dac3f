//! What the game records of shogi, CSA and KIF, share: the fourteen kinds
//! of piece as each names them, a start position built square by square,
//! and a recorded move checked on the position before it and turned into
//! USI.

use core::time::Duration;

use super::record_error::RecordErrorKind;
use super::{HAND_KINDS, Sfen, SfenError, Square, Usi};
use crate::text::Text;
use crate::{Epin, Letter, Side, State};

/// A kind of piece, promoted or not, without its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Kind {
    Pawn,
    Lance,
    Knight,
    Silver,
    Gold,
    Bishop,
    Rook,
    King,
    Tokin,
    PromotedLance,
    PromotedKnight,
    PromotedSilver,
    Horse,
    Dragon,
}

/// The kinds, in the order of [`Kind`]'s variants.
const KINDS: [Kind; 14] = [
    Kind::Pawn,
    Kind::Lance,
    Kind::Knight,
    Kind::Silver,
    Kind::Gold,
    Kind::Bishop,
    Kind::Rook,
    Kind::King,
    Kind::Tokin,
    Kind::PromotedLance,
    Kind::PromotedKnight,
    Kind::PromotedSilver,
    Kind::Horse,
    Kind::Dragon,
];

/// CSA's two letters of each kind, in the order of [`KINDS`].
const CSA: [&str; 14] = [
    "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "UM", "RY",
];

/// KIF's character of each kind, in the order of [`KINDS`] (the promoted
/// silver, knight and lance as one character, as Kifu for Windows writes
/// them).
const KIF: [char; 14] = [
    '歩', '香', '桂', '銀', '金', '角', '飛', '玉', 'と', '杏', '圭', '全', '馬', '龍',
];

/// How many pieces of each unpromoted kind a set holds, in the order of
/// [`HAND_ORDER`].
const SET: [u8; HAND_KINDS] = [2, 2, 4, 4, 4, 4, 18];

/// The kinds a hand holds, in SFEN's order `R B G S N L P`.
pub(super) const HAND_ORDER: [Kind; HAND_KINDS] = [
    Kind::Rook,
    Kind::Bishop,
    Kind::Gold,
    Kind::Silver,
    Kind::Knight,
    Kind::Lance,
    Kind::Pawn,
];

impl Kind {
    /// The SFEN letter of the kind, unpromoted.
    pub(super) const fn letter(self) -> Letter {
        match self.unpromoted() {
            Kind::Pawn => Letter::P,
            Kind::Lance => Letter::L,
            Kind::Knight => Letter::N,
            Kind::Silver => Letter::S,
            Kind::Gold => Letter::G,
            Kind::Bishop => Letter::B,
            Kind::Rook => Letter::R,
            _ => Letter::K,
        }
    }

    /// Whether the kind is a promoted one.
    pub(super) const fn is_promoted(self) -> bool {
        (self as usize) >= Kind::Tokin as usize
    }

    /// The kind a promotion gives, `None` for a gold, a king or a promoted
    /// kind.
    pub(super) const fn promoted(self) -> Option<Kind> {
        Some(match self {
            Kind::Pawn => Kind::Tokin,
            Kind::Lance => Kind::PromotedLance,
            Kind::Knight => Kind::PromotedKnight,
            Kind::Silver => Kind::PromotedSilver,
            Kind::Bishop => Kind::Horse,
            Kind::Rook => Kind::Dragon,
            _ => return None,
        })
    }

    /// The kind before promotion (itself when unpromoted).
    pub(super) const fn unpromoted(self) -> Kind {
        match self {
            Kind::Tokin => Kind::Pawn,
            Kind::PromotedLance => Kind::Lance,
            Kind::PromotedKnight => Kind::Knight,
            Kind::PromotedSilver => Kind::Silver,
            Kind::Horse => Kind::Bishop,
            Kind::Dragon => Kind::Rook,
            other => other,
        }
    }

    /// The place of an unpromoted kind but the king in [`HAND_ORDER`].
    pub(super) const fn hand_slot(self) -> Option<usize> {
        Some(match self {
            Kind::Rook => 0,
            Kind::Bishop => 1,
            Kind::Gold => 2,
            Kind::Silver => 3,
            Kind::Knight => 4,
            Kind::Lance => 5,
            Kind::Pawn => 6,
            _ => return None,
        })
    }

    /// CSA's two letters.
    pub(super) const fn csa(self) -> &'static str {
        CSA[self as usize]
    }

    /// The kind CSA's two letters name.
    pub(super) fn from_csa(code: &[u8]) -> Option<Kind> {
        let i = CSA.iter().position(|name| name.as_bytes() == code)?;
        Some(KINDS[i])
    }

    /// KIF's character.
    pub(super) const fn kif(self) -> char {
        KIF[self as usize]
    }

    /// The kind named at the start of a KIF text, with the bytes it takes:
    /// one character (`王` and `竜` too), or `成` before a silver, knight
    /// or lance.
    pub(super) fn from_kif_prefix(text: &str) -> Option<(Kind, usize)> {
        let mut chars = text.chars();
        let first = chars.next()?;
        if first == '成' {
            let second = chars.next()?;
            let kind = match second {
                '銀' => Kind::PromotedSilver,
                '桂' => Kind::PromotedKnight,
                '香' => Kind::PromotedLance,
                _ => return None,
            };
            return Some((kind, first.len_utf8() + second.len_utf8()));
        }
        let kind = match first {
            '王' => Kind::King,
            '竜' => Kind::Dragon,
            other => KINDS[KIF.iter().position(|&name| name == other)?],
        };
        Some((kind, first.len_utf8()))
    }

    /// The kind and side of a FEEN piece of a shogi position.
    pub(super) const fn of(piece: Epin) -> Option<(Kind, Side)> {
        let base = match piece.letter() {
            Letter::P => Kind::Pawn,
            Letter::L => Kind::Lance,
            Letter::N => Kind::Knight,
            Letter::S => Kind::Silver,
            Letter::G => Kind::Gold,
            Letter::B => Kind::Bishop,
            Letter::R => Kind::Rook,
            Letter::K => Kind::King,
            _ => return None,
        };
        let kind = if piece.is_enhanced() {
            match base.promoted() {
                Some(kind) => kind,
                None => return None,
            }
        } else {
            base
        };
        Some((kind, piece.side()))
    }

    /// The FEEN piece of this kind for `side`, as a shogi position holds it.
    pub(super) const fn piece(self, side: Side) -> Epin {
        let state = if self.is_promoted() {
            State::Enhanced
        } else {
            State::Normal
        };
        let terminal = matches!(self, Kind::King);
        Epin::new(crate::Pin::new(self.letter(), side, state, terminal), false)
    }
}

/// A start position built square by square: CSA's `P1`…`P9`, `P+`, `P-`
/// and `PI`, KIF's board diagram and handicaps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Setup {
    /// The squares, by row (rank `a` first) and column (file 9 first).
    pub(super) board: [[Option<(Kind, Side)>; 9]; 9],
    /// The pieces in hand, sente's then gote's, in [`HAND_ORDER`].
    pub(super) hands: [[u8; HAND_KINDS]; 2],
    /// The side to move.
    pub(super) turn: Side,
}

/// The text of an SFEN the setup writes: 81 promoted pieces and the
/// separators (170 bytes), the side, 14 hand items of three bytes, the
/// spaces and the move number `1`.
const SETUP_LEN: usize = 226;

impl Setup {
    /// An empty board, empty hands, sente to move.
    pub(super) const EMPTY: Self = Self {
        board: [[None; 9]; 9],
        hands: [[0; HAND_KINDS]; 2],
        turn: Side::First,
    };

    /// The setup of a position.
    pub(super) fn from_sfen(sfen: &Sfen) -> Self {
        let mut setup = Self::EMPTY;
        let position = sfen.position();
        for (row, squares) in position.board().iter().enumerate() {
            for (column, square) in squares.iter().enumerate() {
                setup.board[row][column] = square.and_then(Kind::of);
            }
        }
        for (side, hand) in setup.hands.iter_mut().enumerate() {
            let side = if side == 0 { Side::First } else { Side::Second };
            for (count, kind) in hand.iter_mut().zip(HAND_ORDER) {
                let held = position.hand(side).count(kind.piece(side));
                *count = u8::try_from(held).unwrap_or(u8::MAX);
            }
        }
        setup.turn = position.turn();
        setup
    }

    /// The square of USI file and rank (each 1 to 9), if on the board.
    pub(super) fn square_mut(&mut self, file: u8, rank: u8) -> Option<&mut Option<(Kind, Side)>> {
        let square = Square::new(file, rank)?;
        let [row, column] = square.coord();
        Some(&mut self.board[row][column])
    }

    /// The pieces of each kind of the set that are neither on the board
    /// nor in a hand, in [`HAND_ORDER`] (0 where more are placed).
    pub(super) fn rest(&self) -> [u8; HAND_KINDS] {
        let mut rest = SET;
        let mut take = |kind: Kind| {
            if let Some(slot) = kind.unpromoted().hand_slot() {
                rest[slot] = rest[slot].saturating_sub(1);
            }
        };
        for (kind, _) in self.board.iter().flatten().flatten() {
            take(*kind);
        }
        for hand in self.hands {
            for (slot, count) in hand.iter().enumerate() {
                for _ in 0..*count {
                    take(HAND_ORDER[slot]);
                }
            }
        }
        rest
    }

    /// The position as an [`Sfen`] at move number 1.
    ///
    /// # Errors
    ///
    /// The [`SfenError`] of a position SFEN cannot say (more pieces than
    /// squares).
    pub(super) fn sfen(&self) -> Result<Sfen, SfenError> {
        let mut text = Text::<SETUP_LEN>::new();
        for (row, squares) in self.board.iter().enumerate() {
            if row > 0 {
                text.push(b'/');
            }
            let mut empty = 0;
            for square in squares {
                match square {
                    None => empty += 1,
                    Some((kind, side)) => {
                        if empty > 0 {
                            text.push(b'0' + empty);
                            empty = 0;
                        }
                        if kind.is_promoted() {
                            text.push(b'+');
                        }
                        let letter = kind.letter().as_byte();
                        text.push(match side {
                            Side::First => letter,
                            Side::Second => letter.to_ascii_lowercase(),
                        });
                    }
                }
            }
            if empty > 0 {
                text.push(b'0' + empty);
            }
        }
        text.push(b' ');
        text.push(match self.turn {
            Side::First => b'b',
            Side::Second => b'w',
        });
        text.push(b' ');
        let mut any = false;
        for (side, hand) in self.hands.iter().enumerate() {
            for (kind, &count) in HAND_ORDER.iter().zip(hand) {
                if count == 0 {
                    continue;
                }
                any = true;
                if count > 1 {
                    text.push_number(u32::from(count));
                }
                let letter = kind.letter().as_byte();
                text.push(if side == 0 {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                });
            }
        }
        if !any {
            text.push(b'-');
        }
        text.push_str(" 1");
        Sfen::parse(text.as_str())
    }
}

/// The USI move of a recorded move, move `number` of its game: `moved`,
/// the piece as it stood before the move, goes from `from` to `to`
/// (promoting when `promotes`), or is dropped on `to` when `from` is
/// `None`. The origin must hold `moved` of the side to move; the rest is
/// checked when the move is played ([`play`]).
pub(super) fn resolve(
    sfen: &Sfen,
    number: u32,
    from: Option<Square>,
    to: Square,
    moved: Kind,
    promotes: bool,
) -> Result<Usi, RecordErrorKind> {
    let side = sfen.turn();
    let piece = moved.piece(side);
    let Some(from) = from else {
        let usi = moved
            .hand_slot()
            .and_then(|_| Usi::new_drop(moved.letter(), to.cell()));
        return usi.ok_or(RecordErrorKind::Drop { number, piece });
    };
    let found = sfen.position().get(from.cell()).flatten();
    if found.and_then(Kind::of) != Some((moved, side)) {
        return Err(RecordErrorKind::Piece {
            number,
            square: from,
            expected: piece,
            found,
        });
    }
    if promotes && moved.promoted().is_none() {
        return Err(RecordErrorKind::Promotion {
            number,
            square: from,
            found: piece,
        });
    }
    // A move to its own square is refused by `Usi::new`: the piece is
    // named, so say the square holds no piece to move there.
    Usi::new(from.cell(), to.cell(), promotes).ok_or(RecordErrorKind::Piece {
        number,
        square: to,
        expected: piece,
        found: None,
    })
}

/// Plays move `number` of a game, `usi`, on `sfen`.
pub(super) fn play(sfen: &mut Sfen, number: u32, usi: Usi) -> Result<(), RecordErrorKind> {
    sfen.play_usi(usi)
        .map(|_| ())
        .map_err(|error| RecordErrorKind::Move { number, usi, error })
}

/// One move of a record's main line or branch: the move in USI, the
/// position after it and the times written beside it.
///
/// ```
/// use pin_runtime::shogi::{csa, kif};
/// use pin_runtime::Side;
/// use std::time::Duration;
///
/// let game = kif::Reader::new("   1 ７六歩(77)   ( 0:16/00:00:16)\n").next().unwrap();
/// let ply: kif::Ply = game.mainline().next().unwrap()?;
/// assert_eq!((ply.number(), ply.side()), (1, Side::First));
/// assert_eq!((ply.time(), ply.total()), (Some(Duration::from_secs(16)), Some(Duration::from_secs(16))));
///
/// let game = csa::Reader::new("PI\n+\n+7776FU,T16\n").next().unwrap();
/// let ply: csa::Ply = game.mainline().next().unwrap()?;
/// assert_eq!(ply.usi().to_string(), "7g7f");
/// assert_eq!(ply.total(), None);
/// # Ok::<(), pin_runtime::shogi::RecordError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    pub(super) number: u32,
    pub(super) side: Side,
    pub(super) usi: Usi,
    pub(super) sfen: Sfen,
    pub(super) time: Option<Duration>,
    pub(super) total: Option<Duration>,
}

impl Ply {
    /// The move's number in the game, from 1.
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The side that played it.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// The move in USI.
    #[must_use]
    pub const fn usi(&self) -> Usi {
        self.usi
    }

    /// The position after the move.
    #[must_use]
    pub const fn sfen(&self) -> &Sfen {
        &self.sfen
    }

    /// The time the move took: CSA's `T`, KIF's first time.
    #[must_use]
    pub const fn time(&self) -> Option<Duration> {
        self.time
    }

    /// The total time of the side after the move, when written (KIF's
    /// second time; CSA writes none).
    #[must_use]
    pub const fn total(&self) -> Option<Duration> {
        self.total
    }
}

/// The lines of a record, each without its end (`\n`, `\r\n` or `\r`),
/// with the byte it starts at.
#[derive(Clone, Debug)]
pub(super) struct Lines<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Lines<'a> {
    /// The lines of `text[at..]`.
    pub(super) const fn new(text: &'a str, at: usize) -> Self {
        Self { text, at }
    }

    /// The byte the next line starts at.
    pub(super) const fn at(&self) -> usize {
        self.at
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = (usize, &'a str);

    fn next(&mut self) -> Option<(usize, &'a str)> {
        let rest = self.text.get(self.at..)?;
        if rest.is_empty() {
            return None;
        }
        let start = self.at;
        let Some(end) = rest.find(['\n', '\r']) else {
            self.at = self.text.len();
            return Some((start, rest));
        };
        let crlf = rest.as_bytes()[end] == b'\r' && rest.as_bytes().get(end + 1) == Some(&b'\n');
        self.at += end + 1 + usize::from(crlf);
        Some((start, &rest[..end]))
    }
}

/// The column (from 1, in characters) of byte `at` of `line`.
pub(super) fn column(line: &str, at: usize) -> u32 {
    let count = line.get(..at).map_or(0, |before| before.chars().count());
    u32::try_from(count).unwrap_or(u32::MAX).saturating_add(1)
}

/// The line number after `line` lines, saturating.
pub(super) fn line_number(line: usize) -> u32 {
    u32::try_from(line).unwrap_or(u32::MAX).saturating_add(1)
}
