//! `PackedSfenValue`: `YaneuraOu`'s training record of 40 bytes.

use super::binary_error::{BinaryError, BinaryErrorKind, BinaryFormat, PackError};
use super::records::Records;
use super::{Sfen, Usi, move16};
use crate::Side;

/// The bytes of a record.
const LEN: usize = 40;

/// A training record of `YaneuraOu` (`PackedSfenValue`, `PsvRecord` in its
/// latest sources; cshogi's `PackedSfenValue` dtype), 40 bytes: a position
/// as [`PackedSfen`](Sfen::to_packed), then, little-endian, the score (`i16`,
/// for the side to move), the move (`u16`, `YaneuraOu`'s `Move16`: the best
/// move or the move played), the ply (`u16`, `gamePly`: the move number of
/// the position, 1 at the start), the game's result for the side to move
/// (`i8`: 1 won, 0 drew, -1 lost) and a padding byte of 0.
///
/// [`from_bytes`](Self::from_bytes) reads one, [`to_bytes`](Self::to_bytes)
/// writes it back byte for byte, and [`records`](Self::records) reads a
/// file of them in place. The position read has the ply as its move
/// number, as `YaneuraOu` sets its positions from a record.
///
/// ```
/// use pin_runtime::shogi::{PackedSfenValue, Sfen, Usi};
/// use pin_runtime::Side;
///
/// let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
/// let record = PackedSfenValue::new(sfen, 1)?
///     .with_score(35)
///     .with_usi(Some(Usi::parse("7g7f")?))
///     .with_winner(Some(Side::First));
/// let bytes = record.to_bytes();
/// assert_eq!(bytes[32..], [35, 0, 0x3b, 0x1e, 1, 0, 1, 0]);
///
/// let read = PackedSfenValue::from_bytes(&bytes)?;
/// assert_eq!(read, record);
/// assert_eq!(read.sfen().to_string(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
/// assert_eq!((read.score(), read.raw_move(), read.ply()), (35, 0x1e3b, 1));
/// assert_eq!(read.usi().map(|usi| usi.to_string()).as_deref(), Some("7g7f"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PackedSfenValue {
    /// The position, its move number the ply.
    sfen: Sfen,
    score: i16,
    /// Checked when read or built.
    raw_move: u16,
    ply: u16,
    winner: Option<Side>,
}

impl PackedSfenValue {
    /// A record of a position at ply `ply` (its move number, which
    /// replaces the one `sfen` has), with a score of 0, no move and a
    /// drawn game.
    ///
    /// # Errors
    ///
    /// A [`PackError`] when `PackedSfen` cannot hold the position: a side
    /// without a king or with two, more pieces than the set.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// let record = PackedSfenValue::new(Sfen::START, 12)?;
    /// assert_eq!(record.sfen().move_number(), Some(12));
    /// assert!(PackedSfenValue::new(Sfen::parse("8k/9/9/9/9/9/9/9/9 b - 1")?, 1).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn new(sfen: Sfen, ply: u16) -> Result<Self, PackError> {
        if let Err(error) = sfen.try_to_packed() {
            return Err(error);
        }
        Ok(Self {
            sfen: sfen.with_move_number(ply as u32),
            score: 0,
            raw_move: 0,
            ply,
            winner: None,
        })
    }

    /// Returns the same record with the score `score`.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// let record = PackedSfenValue::new(Sfen::START, 1)?.with_score(-120);
    /// assert_eq!(record.score(), -120);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn with_score(mut self, score: i16) -> Self {
        self.score = score;
        self
    }

    /// Returns the same record with the move `usi` (`None`: no move,
    /// written 0; [`Usi::NULL`]: `YaneuraOu`'s null move, 129). The move is
    /// not checked against the position.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen, Usi};
    ///
    /// let record = PackedSfenValue::new(Sfen::START, 1)?.with_usi(Some(Usi::parse("P*5e")?));
    /// assert_eq!(record.raw_move(), 40 | 1 << 7 | 1 << 14);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_usi(mut self, usi: Option<Usi>) -> Self {
        self.raw_move = move16::to_yaneuraou(usi);
        self
    }

    /// Returns the same record with the game won by `winner`, drawn for
    /// `None`; written for the side to move (1, -1 or 0).
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    /// use pin_runtime::Side;
    ///
    /// let record = PackedSfenValue::new(Sfen::START, 1)?.with_winner(Some(Side::Second));
    /// assert_eq!(record.to_bytes()[38] as i8, -1);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn with_winner(mut self, winner: Option<Side>) -> Self {
        self.winner = winner;
        self
    }

    /// Returns the position, its move number the ply.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// let record = PackedSfenValue::new(Sfen::START, 7)?;
    /// assert_eq!(record.sfen().to_string(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 7");
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn sfen(&self) -> &Sfen {
        &self.sfen
    }

    /// Returns the score, for the side to move.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// assert_eq!(PackedSfenValue::new(Sfen::START, 1)?.score(), 0);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn score(&self) -> i16 {
        self.score
    }

    /// Returns the move: `None` for no move (0) and for `YaneuraOu`'s
    /// resignation (258) and win (387), [`Usi::NULL`] for its null move
    /// (129); [`raw_move`](Self::raw_move) tells them apart.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// let mut bytes = PackedSfenValue::new(Sfen::START, 1)?.to_bytes();
    /// bytes[34..36].copy_from_slice(&(0x1e3b_u16 | 1 << 15).to_le_bytes());
    /// let record = PackedSfenValue::from_bytes(&bytes)?;
    /// assert_eq!(record.usi().map(|usi| usi.to_string()).as_deref(), Some("7g7f+"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn usi(&self) -> Option<Usi> {
        match move16::from_yaneuraou(self.raw_move) {
            Ok(usi) => usi,
            Err(()) => None,
        }
    }

    /// Returns the move's 16 bits, `YaneuraOu`'s `Move16`: the destination
    /// in bits 0 to 6, the origin in bits 7 to 13 (squares numbered
    /// `9 * (file - 1) + rank - 1`, `1a` 0) or, for a drop, the piece (1
    /// to 7: `P L N S B R G`) and bit 14, promotion in bit 15.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen, Usi};
    ///
    /// let record = PackedSfenValue::new(Sfen::START, 1)?.with_usi(Some(Usi::NULL));
    /// assert_eq!(record.raw_move(), 129);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn raw_move(&self) -> u16 {
        self.raw_move
    }

    /// Returns the ply: the position's move number, 1 at the start.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// assert_eq!(PackedSfenValue::new(Sfen::START, 3)?.ply(), 3);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn ply(&self) -> u16 {
        self.ply
    }

    /// Returns the side that won the game, `None` for a draw.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// assert_eq!(PackedSfenValue::new(Sfen::START, 1)?.winner(), None);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Reads a record of 40 bytes.
    ///
    /// # Errors
    ///
    /// A [`BinaryError`] naming the byte of what no writer writes: the
    /// position's (see [`Sfen::from_packed`]), a move no writer writes
    /// (a square off the board, a drop of no piece, a promoting drop, a
    /// move to its own square: byte 34), a result other than -1, 0 and 1
    /// (byte 38), a padding byte other than 0 (byte 39).
    ///
    /// ```
    /// use pin_runtime::shogi::{BinaryErrorKind, PackedSfenValue, Sfen};
    ///
    /// let mut bytes = PackedSfenValue::new(Sfen::START, 1)?.to_bytes();
    /// bytes[38] = 2;
    /// let err = PackedSfenValue::from_bytes(&bytes).unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (BinaryErrorKind::GameResult { found: 2 }, 38));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid PackedSfenValue at byte 38: expected a game result of -1, 0 or 1 \
    ///      (the side to move lost, drew, won), found 2",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_bytes(bytes: &[u8; LEN]) -> Result<Self, BinaryError> {
        let format = BinaryFormat::PackedSfenValue;
        let Some((position, fields)) = bytes.split_first_chunk::<32>() else {
            return Err(BinaryError::new(
                format,
                BinaryErrorKind::Truncated { len: 0 },
                0,
            ));
        };
        let sfen = match Sfen::from_packed(position) {
            Ok(sfen) => sfen,
            Err(error) => return Err(error.in_record(format, 0)),
        };
        let &[s0, s1, m0, m1, p0, p1, result, padding] = fields else {
            return Err(BinaryError::new(
                format,
                BinaryErrorKind::Truncated { len: 0 },
                0,
            ));
        };
        let raw_move = u16::from_le_bytes([m0, m1]);
        if move16::from_yaneuraou(raw_move).is_err() {
            let kind = BinaryErrorKind::Move { raw: raw_move };
            return Err(BinaryError::new(format, kind, 34));
        }
        let turn = sfen.turn();
        let winner = match result.cast_signed() {
            1 => Some(turn),
            0 => None,
            -1 => Some(turn.flipped()),
            found => {
                let kind = BinaryErrorKind::GameResult { found };
                return Err(BinaryError::new(format, kind, 38));
            }
        };
        if padding != 0 {
            let kind = BinaryErrorKind::Padding { found: padding };
            return Err(BinaryError::new(format, kind, 39));
        }
        let ply = u16::from_le_bytes([p0, p1]);
        Ok(Self {
            sfen: sfen.with_move_number(ply as u32),
            score: i16::from_le_bytes([s0, s1]),
            raw_move,
            ply,
            winner,
        })
    }

    /// Writes the record's 40 bytes: those it was read from, for a record
    /// read.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// let bytes = PackedSfenValue::new(Sfen::START, 1)?.with_score(-1).to_bytes();
    /// assert_eq!(bytes[..32], Sfen::START.to_packed());
    /// assert_eq!(bytes[32..], [0xff, 0xff, 0, 0, 1, 0, 0, 0]);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn to_bytes(&self) -> [u8; LEN] {
        let mut bytes = [0; LEN];
        let position = self.sfen.to_packed();
        let mut i = 0;
        while i < position.len() {
            bytes[i] = position[i];
            i += 1;
        }
        let [s0, s1] = self.score.to_le_bytes();
        let [m0, m1] = self.raw_move.to_le_bytes();
        let [p0, p1] = self.ply.to_le_bytes();
        let result: i8 = match self.winner {
            None => 0,
            Some(side) if side.is_first() == self.sfen.turn().is_first() => 1,
            Some(_) => -1,
        };
        bytes[32] = s0;
        bytes[33] = s1;
        bytes[34] = m0;
        bytes[35] = m1;
        bytes[36] = p0;
        bytes[37] = p1;
        bytes[38] = result.cast_unsigned();
        bytes
    }

    /// Reads a file of records in place, one after the other: each is read
    /// as [`from_bytes`](Self::from_bytes) reads it, and an error names
    /// the record (from 0) and the byte in `bytes`. A record refused does
    /// not stop the next; a tail shorter than a record is refused as
    /// [`BinaryErrorKind::Truncated`] and ends the iterator.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackedSfenValue, Sfen};
    ///
    /// let mut file = Vec::new();
    /// for ply in 1..=3 {
    ///     file.extend(PackedSfenValue::new(Sfen::START, ply)?.to_bytes());
    /// }
    /// let plies: Vec<u16> = PackedSfenValue::records(&file).map(|record| record.map(|r| r.ply())).collect::<Result<_, _>>()?;
    /// assert_eq!(plies, [1, 2, 3]);
    ///
    /// file.truncate(100);
    /// let last = PackedSfenValue::records(&file).last().unwrap().unwrap_err();
    /// assert_eq!(
    ///     last.to_string(),
    ///     "invalid PackedSfenValue record 2 at byte 80: expected a record of 40 bytes, \
    ///      found the input's last 20",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn records(bytes: &[u8]) -> Records<'_, Self> {
        Records::new(bytes)
    }
}
