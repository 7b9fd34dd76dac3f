//! `FairyFen`: a shogi position as Fairy-Stockfish's FEN says it (pockets
//! in `[…]`, `w` for sente, chess's clocks), and its writer.

use core::fmt;
use core::num::NonZeroU32;

use super::fairy_error::FairyFenError;
use super::{FAIRY_MAX_LEN, FromPositionError, Sfen, check, fairy_read};
use crate::attrs::Attrs;
use crate::bridge::{self, Clocks, Text};
use crate::{Board, Hand, Position, Side};

/// A shogi position read from Fairy-Stockfish's FEN, or to be written as
/// one: a FEEN [`Position`] on a 9 × 9 board that SFEN can say, and the
/// halfmove clock and fullmove number of that FEN.
///
/// Fairy-Stockfish writes shogi (variant `shogi`, and pyffish's `get_fen`)
/// as a chess FEN with pockets:
///
/// ```text
/// <board>[<pockets>] <side> - - <halfmove> <fullmove>
/// lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1
/// ```
///
/// | Fairy-Stockfish | SFEN | FEEN |
/// |---|---|---|
/// | board, `+R` for a dragon | the same | the same, `K^` for a king |
/// | pockets `[…]`: each piece in hand written as often as held, uppercase for sente | `S2Pbp` | hands |
/// | **`w` for sente** (first), `b` for gote | `b` for sente, `w` for gote | `J/j`, `j/J` |
/// | halfmove clock, fullmove number (counted as chess counts: after gote's move) | move number (plies, from 1) | – |
///
/// The letters of the side to move mean the opposite of SFEN's: a text
/// that both could read is read as each reader's own dialect names it, so
/// this type, not [`Sfen`], reads Fairy-Stockfish's. [`From`] converts
/// between the two: the fullmove number and the side give the move number
/// (`2 × (fullmove − 1) + 1`, plus 1 when gote moves, as Fairy-Stockfish
/// computes it); SFEN has no halfmove clock, which is `0` when converted.
///
/// ```
/// use pin_runtime::shogi::{FairyFen, Sfen};
///
/// let text = "ln1k2s2/b2sr2gl/pp1gp1ppn/1Pp2p2p/2Pp4P/1S1P1GPP1/P1N1SP2L/L2B5/2G1K1RN1[p] w - - 14 31";
/// let fen = FairyFen::parse(text)?;
/// assert_eq!(fen.to_string(), text);
/// assert_eq!(
///     Sfen::from(fen).to_string(),
///     "ln1k2s2/b2sr2gl/pp1gp1ppn/1Pp2p2p/2Pp4P/1S1P1GPP1/P1N1SP2L/L2B5/2G1K1RN1 b p 61",
/// );
/// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
/// ```
///
/// # What is read
///
/// What Fairy-Stockfish writes, and the start positions of its variant
/// definitions: the pockets are required (`[]` or `[-]` when empty); the
/// castling and en-passant fields are `- -`, or left out as the variant
/// definitions do (`…[-] w 0 1`); the clocks are required. Pocket pieces may
/// come in any order; a king or a promoted piece in the pockets is
/// refused. `Display` writes what Fairy-Stockfish writes: `[]` when empty,
/// pockets in Fairy-Stockfish's order (`G N L P S R B`, sente's first),
/// `- -`, the clocks.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FairyFen {
    pub(super) position: Position<Board<9, 9>>,
    pub(super) clocks: Clocks,
}

impl FairyFen {
    /// The start position, sente to move, clocks `0 1`, as this
    /// type writes it: `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1`
    /// (Fairy-Stockfish's own start, `…[-] w 0 1`, reads as the same).
    /// Its position is [`shogi::START`](super::START).
    ///
    /// ```
    /// use pin_runtime::shogi::{self, FairyFen};
    ///
    /// assert_eq!(
    ///     FairyFen::START.to_string(),
    ///     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
    /// );
    /// assert_eq!(*FairyFen::START.position(), shogi::START);
    /// let fairy = FairyFen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1")?;
    /// assert_eq!(fairy, FairyFen::START);
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    pub const START: Self = match Self::parse(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
    ) {
        Ok(fen) => fen,
        Err(_) => panic!("the shogi start is a Fairy-Stockfish FEN"),
    };

    /// Reads a shogi FEN as Fairy-Stockfish writes it.
    ///
    /// A `const fn`: a constant can be read at compile time.
    ///
    /// # Errors
    ///
    /// A [`FairyFenError`] naming the field, the byte index, what was
    /// expected and what was found: for example an SFEN (no pockets), a
    /// king in the pockets, side `B`, castling rights, a missing clock, a
    /// fullmove number `0`, input longer than
    /// [`FAIRY_MAX_LEN`](super::FAIRY_MAX_LEN).
    ///
    /// ```
    /// use pin_runtime::shogi::{FairyFen, START};
    ///
    /// const FAIRY_START: FairyFen = match FairyFen::parse(
    ///     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
    /// ) {
    ///     Ok(fen) => fen,
    ///     Err(_) => panic!("not a Fairy-Stockfish shogi FEN"),
    /// };
    /// assert_eq!(*FAIRY_START.position(), START);
    ///
    /// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[K] w - - 0 1").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid Fairy-Stockfish shogi FEN at byte 22 (pockets): expected a piece in the \
    ///      pockets (R B G S N L P, lowercase for gote), found 'K': a king is never in hand",
    /// );
    /// ```
    pub const fn parse(input: &str) -> Result<Self, FairyFenError> {
        fairy_read::read(input.as_bytes())
    }

    /// Reads a shogi FEN as Fairy-Stockfish and the tools around it write
    /// it, and says what it repaired.
    ///
    /// A text [`parse`](Self::parse) reads is read alike, with no repairs.
    /// Otherwise, each repair named with its byte index: UCI's `position
    /// fen` in front is skipped, whitespace before or after the fields is
    /// removed, two spaces or a tab between fields are read as one space, a
    /// board without pockets gets empty ones, and short forms (the board
    /// alone, or followed by the side, or by the side and `-`) get the
    /// fields left out: sente to move, `-`, clocks `0 1`; a fullmove number
    /// `0` is read as `1`, as Fairy-Stockfish reads it. The side is
    /// always read as Fairy-Stockfish means it (`w` for sente): an SFEN is
    /// not repaired into this FEN, it is refused (its hands field is not a
    /// castling field). Nothing else is repaired: a board wrong in itself,
    /// a king or a promoted piece in the pockets are refused with the
    /// error `parse` gives, its byte index pointing into `input`.
    ///
    /// # Errors
    ///
    /// The [`FairyFenError`] of the first mistake that is not repaired.
    ///
    /// ```
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// let (fen, repairs) = FairyFen::parse_lenient(
    ///     "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w -",
    /// )?;
    /// assert_eq!(
    ///     fen.to_string(),
    ///     "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
    /// );
    /// assert_eq!(
    ///     repairs.to_string(),
    ///     "at byte 61: the hands left out, read as empty hands (`-`)\n\
    ///      at byte 65: the en-passant square left out, read as none (`-`)\n\
    ///      at byte 65: the clocks left out, read as `0 1` (the halfmove clock 0, the first move)",
    /// );
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    pub const fn parse_lenient(input: &str) -> Result<(Self, crate::Repairs), FairyFenError> {
        super::fairy_lenient::read(input)
    }

    /// Returns the position: board, hands, styles `J/j` and side to move.
    ///
    /// ```
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// let fen = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[Pp] b - - 0 1")?;
    /// assert_eq!(fen.position().to_string(), "4k^4/9/9/9/9/9/9/9/4K^4 P/p j/J");
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    #[must_use]
    pub const fn position(&self) -> &Position<Board<9, 9>> {
        &self.position
    }

    /// Returns the position, consuming the FEN.
    ///
    /// ```
    /// use pin_runtime::shogi::{FairyFen, START};
    ///
    /// let fen = FairyFen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1")?;
    /// assert_eq!(fen.into_position(), START);
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    #[must_use]
    pub const fn into_position(self) -> Position<Board<9, 9>> {
        self.position
    }

    /// Returns the side to move: [`Side::First`], sente, for `w`.
    ///
    /// ```
    /// use pin_runtime::Side;
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// assert_eq!(FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1")?.turn(), Side::First);
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.position.turn()
    }

    /// Returns the halfmove clock.
    ///
    /// ```
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// assert_eq!(FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[] w - - 14 31")?.halfmove_clock(), 14);
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    #[must_use]
    pub const fn halfmove_clock(&self) -> u32 {
        self.clocks.halfmove()
    }

    /// Returns the fullmove number, from 1, counted as in chess: it grows
    /// after gote's move.
    ///
    /// ```
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// assert_eq!(FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[] w - - 14 31")?.fullmove_number(), 31);
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    #[must_use]
    pub const fn fullmove_number(&self) -> u32 {
        self.clocks.fullmove()
    }

    /// Returns the same position with other clocks.
    ///
    /// ```
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// use core::num::NonZeroU32;
    ///
    /// let fen = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1")?.with_clocks(3, NonZeroU32::MIN);
    /// assert_eq!(fen.to_string(), "4k4/9/9/9/9/9/9/9/4K4[] w - - 3 1");
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    #[must_use]
    pub const fn with_clocks(mut self, halfmove_clock: u32, fullmove_number: NonZeroU32) -> Self {
        self.clocks = Clocks::nonzero(halfmove_clock, fullmove_number);
        self
    }

    /// Takes a position to write as Fairy-Stockfish's shogi FEN, with the
    /// clocks `0 1` (give others with [`with_clocks`](Self::with_clocks)).
    ///
    /// # Errors
    ///
    /// A [`FromPositionError`] when the position is not one SFEN can say
    /// (the same checks as [`Sfen::from_position`]).
    ///
    /// ```
    /// use pin_runtime::feen;
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// let tsume = feen!("8k^/9/8P/9/9/9/9/9/9 G/ J/j");
    /// assert_eq!(FairyFen::from_position(tsume)?.to_string(), "8k/9/8P/9/9/9/9/9/9[G] w - - 0 1");
    /// # Ok::<(), pin_runtime::shogi::FromPositionError>(())
    /// ```
    pub const fn from_position(position: Position<Board<9, 9>>) -> Result<Self, FromPositionError> {
        match check::check(&position) {
            Ok(()) => Ok(Self {
                position,
                clocks: Clocks::nonzero(0, NonZeroU32::MIN),
            }),
            Err(error) => Err(error),
        }
    }

    /// Returns the SFEN of the same position: its move number from the
    /// fullmove number and the side to move, as Fairy-Stockfish computes it
    /// (`2 × (fullmove − 1) + 1`, plus 1 when gote moves; `u32::MAX` past
    /// it). The halfmove clock, which SFEN has no room for, is dropped.
    ///
    /// ```
    /// use pin_runtime::shogi::FairyFen;
    ///
    /// let fen = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[Pp] b - - 0 12")?;
    /// assert_eq!(fen.to_sfen().to_string(), "4k4/9/9/9/9/9/9/9/4K4 w Pp 24");
    /// # Ok::<(), pin_runtime::shogi::FairyFenError>(())
    /// ```
    #[must_use]
    pub const fn to_sfen(&self) -> Sfen {
        let gote = if self.position.turn().is_first() {
            0
        } else {
            1
        };
        let number = (self.clocks.fullmove() - 1)
            .saturating_mul(2)
            .saturating_add(1 + gote);
        Sfen {
            position: self.position,
            move_number: Some(number),
        }
    }

    /// Returns the Fairy-Stockfish FEN of an SFEN's position: the fullmove
    /// number from the move number as Fairy-Stockfish computes it (`1` when
    /// there is none), the halfmove clock `0`.
    ///
    /// ```
    /// use pin_runtime::shogi::{FairyFen, Sfen};
    ///
    /// let sfen = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 w Pp 24")?;
    /// assert_eq!(FairyFen::from_sfen(sfen).to_string(), "4k4/9/9/9/9/9/9/9/4K4[Pp] b - - 0 12");
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    pub const fn from_sfen(sfen: Sfen) -> Self {
        let ply = match sfen.move_number {
            Some(number) => number.saturating_sub(1),
            None => 0,
        };
        let gote = if sfen.position.turn().is_first() {
            0
        } else {
            1
        };
        let fullmove = match NonZeroU32::new(1 + ply.saturating_sub(gote) / 2) {
            Some(fullmove) => fullmove,
            None => NonZeroU32::MIN,
        };
        Self {
            position: sfen.position,
            clocks: Clocks::nonzero(0, fullmove),
        }
    }
}

/// Fairy-Stockfish's order of pieces in the pockets: its piece types from
/// the highest down (gold, knight, lance, pawn, silver, rook, bishop).
const POCKET_ORDER: &[u8; 7] = b"GNLPSRB";

/// The attribute byte of [`Epin::code`](crate::Epin::code) for a promoted
/// piece.
const ENHANCED: u8 = Attrs::Enhanced.bits();

/// Writes one side's pieces of `hand` in [`POCKET_ORDER`], each as often
/// as it is held, lowercase for gote's.
fn pocket(text: &mut Text, hand: &Hand, lowercase: bool) {
    for letter in POCKET_ORDER {
        let letter = if lowercase {
            letter.to_ascii_lowercase()
        } else {
            *letter
        };
        for (piece, count) in hand {
            let [held, _] = piece.code().to_le_bytes();
            if held == letter {
                for _ in 0..count {
                    text.push(letter);
                }
            }
        }
    }
}

impl fmt::Display for FairyFen {
    /// Writes what Fairy-Stockfish writes: the board, the pockets (`[]`
    /// when empty), `w` for sente or `b`, `- -` and the clocks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        let position = &self.position;
        bridge::write_board(&mut text, position.board(), |text, piece| {
            let [letter, attrs] = piece.code().to_le_bytes();
            if attrs == ENHANCED {
                text.push(b'+');
            }
            text.push(letter);
        });
        text.push(b'[');
        pocket(&mut text, position.hand(Side::First), false);
        pocket(&mut text, position.hand(Side::Second), true);
        text.push(b']');
        text.push(b' ');
        text.push(if position.turn().is_first() {
            b'w'
        } else {
            b'b'
        });
        for byte in b" - - " {
            text.push(*byte);
        }
        text.push_number(self.clocks.halfmove());
        text.push(b' ');
        text.push_number(self.clocks.fullmove());
        text.write_to(f)
    }
}

// The longest Fairy-Stockfish shogi FEN fits the writer's buffer.
const _: () = assert!(FAIRY_MAX_LEN < bridge::TEXT);

impl fmt::Debug for FairyFen {
    /// Writes `FairyFen("<FEN>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FairyFen(\"{self}\")")
    }
}

impl core::str::FromStr for FairyFen {
    type Err = FairyFenError;

    fn from_str(s: &str) -> Result<Self, FairyFenError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for FairyFen {
    type Error = FairyFenError;

    fn try_from(s: &str) -> Result<Self, FairyFenError> {
        Self::parse(s)
    }
}

impl TryFrom<Position<Board<9, 9>>> for FairyFen {
    type Error = FromPositionError;

    fn try_from(position: Position<Board<9, 9>>) -> Result<Self, FromPositionError> {
        Self::from_position(position)
    }
}

impl From<FairyFen> for Position<Board<9, 9>> {
    fn from(fen: FairyFen) -> Self {
        fen.into_position()
    }
}

impl From<FairyFen> for Sfen {
    fn from(fen: FairyFen) -> Self {
        fen.to_sfen()
    }
}

impl From<Sfen> for FairyFen {
    fn from(sfen: Sfen) -> Self {
        Self::from_sfen(sfen)
    }
}
