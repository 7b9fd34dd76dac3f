//! `Hcpe`: cshogi's training record of 38 bytes.

use super::binary_error::{BinaryError, BinaryErrorKind, BinaryFormat, PackError};
use super::records::Records;
use super::{Sfen, Usi, move16};
use crate::Side;

/// The bytes of a record.
const LEN: usize = 38;

/// A training record of cshogi and dlshogi (`HuffmanCodedPosAndEval`,
/// cshogi's `HuffmanCodedPosAndEval` dtype), 38 bytes: a position as
/// [HCP](Sfen::to_hcp), then, little-endian, the evaluation (`eval`,
/// `i16`, for the side to move), the move (`bestMove16`, cshogi's 16-bit
/// move), the game's result (`gameResult`: 0 a draw, 1 sente won, 2 gote
/// won; not for the side to move, as `PackedSfenValue`'s is) and a byte of
/// 0 (`dummy`). HCPE has no ply: the position read has no move number.
///
/// [`from_bytes`](Self::from_bytes) reads one, [`to_bytes`](Self::to_bytes)
/// writes it back byte for byte, and [`records`](Self::records) reads a
/// file of them in place.
///
/// ```
/// use pin_runtime::shogi::{Hcpe, Sfen, Usi};
/// use pin_runtime::Side;
///
/// let record = Hcpe::new(Sfen::START)?
///     .with_score(-80)
///     .with_usi(Some(Usi::parse("2g2f")?))
///     .with_winner(Some(Side::Second));
/// let bytes = record.to_bytes();
/// assert_eq!(bytes[32..], [0xb0, 0xff, 0x8e, 0x07, 2, 0]);
///
/// let read = Hcpe::from_bytes(&bytes)?;
/// assert_eq!(read, record);
/// assert_eq!(read.sfen().to_string(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -");
/// assert_eq!(read.usi().map(|usi| usi.to_string()).as_deref(), Some("2g2f"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hcpe {
    /// The position, without a move number.
    sfen: Sfen,
    score: i16,
    /// Checked when read or built.
    raw_move: u16,
    winner: Option<Side>,
}

impl Hcpe {
    /// A record of a position (its move number left out), with an
    /// evaluation of 0, no move and a drawn game.
    ///
    /// # Errors
    ///
    /// A [`PackError`] when HCP cannot hold the position: a side without a
    /// king or with two, more pieces than the set.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// assert_eq!(Hcpe::new(Sfen::START)?.sfen().move_number(), None);
    /// assert!(Hcpe::new(Sfen::parse("8k/9/9/9/9/9/9/9/9 b - 1")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn new(sfen: Sfen) -> Result<Self, PackError> {
        if let Err(error) = sfen.try_to_hcp() {
            return Err(error);
        }
        Ok(Self {
            sfen: sfen.without_move_number(),
            score: 0,
            raw_move: 0,
            winner: None,
        })
    }

    /// Returns the same record with the evaluation `score`.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// assert_eq!(Hcpe::new(Sfen::START)?.with_score(250).score(), 250);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn with_score(mut self, score: i16) -> Self {
        self.score = score;
        self
    }

    /// Returns the same record with the move `usi` (`None`: no move,
    /// written 0; [`Usi::NULL`]: 129). The move is not checked against the
    /// position.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen, Usi};
    ///
    /// let record = Hcpe::new(Sfen::START)?.with_usi(Some(Usi::parse("B*4e")?));
    /// assert_eq!(record.raw_move(), 31 | 85 << 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_usi(mut self, usi: Option<Usi>) -> Self {
        self.raw_move = move16::to_cshogi(usi);
        self
    }

    /// Returns the same record with the game won by `winner`, drawn for
    /// `None`.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    /// use pin_runtime::Side;
    ///
    /// let record = Hcpe::new(Sfen::START)?.with_winner(Some(Side::First));
    /// assert_eq!(record.to_bytes()[36], 1);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn with_winner(mut self, winner: Option<Side>) -> Self {
        self.winner = winner;
        self
    }

    /// Returns the position, without a move number.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// assert_eq!(*Hcpe::new(Sfen::START)?.sfen(), Sfen::START.without_move_number());
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn sfen(&self) -> &Sfen {
        &self.sfen
    }

    /// Returns the evaluation (`eval`), for the side to move.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// assert_eq!(Hcpe::new(Sfen::START)?.score(), 0);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn score(&self) -> i16 {
        self.score
    }

    /// Returns the move: `None` for no move (0), [`Usi::NULL`] for the
    /// null move (129).
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// let mut bytes = Hcpe::new(Sfen::START)?.to_bytes();
    /// bytes[34..36].copy_from_slice(&(31_u16 | 85 << 7).to_le_bytes());
    /// let record = Hcpe::from_bytes(&bytes)?;
    /// assert_eq!(record.usi().map(|usi| usi.to_string()).as_deref(), Some("B*4e"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn usi(&self) -> Option<Usi> {
        match move16::from_cshogi(self.raw_move) {
            Ok(usi) => usi,
            Err(()) => None,
        }
    }

    /// Returns the move's 16 bits, cshogi's `move16`: the destination in
    /// bits 0 to 6, the origin in bits 7 to 13 (squares numbered
    /// `9 * (file - 1) + rank - 1`, `1a` 0; for a drop 80 plus the piece,
    /// 1 to 7: `P L N S B R G`), promotion in bit 14.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen, Usi};
    ///
    /// let record = Hcpe::new(Sfen::START)?.with_usi(Some(Usi::parse("8h2b+")?));
    /// assert_eq!(record.raw_move(), 10 | 70 << 7 | 1 << 14);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn raw_move(&self) -> u16 {
        self.raw_move
    }

    /// Returns the side that won the game, `None` for a draw.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// assert_eq!(Hcpe::new(Sfen::START)?.winner(), None);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Reads a record of 38 bytes.
    ///
    /// # Errors
    ///
    /// A [`BinaryError`] naming the byte of what no writer writes: the
    /// position's (see [`Sfen::from_hcp`]), a move no writer writes (a
    /// square off the board, a drop of no piece, a promoting drop, a move
    /// to its own square, bit 15 set: byte 34), a result other than 0, 1
    /// and 2 (byte 36), a last byte other than 0 (byte 37).
    ///
    /// ```
    /// use pin_runtime::shogi::{BinaryErrorKind, Hcpe, Sfen};
    ///
    /// let mut bytes = Hcpe::new(Sfen::START)?.to_bytes();
    /// bytes[35] = 0xff;
    /// let err = Hcpe::from_bytes(&bytes).unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (BinaryErrorKind::Move { raw: 0xff00 }, 34));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid HCPE at byte 34: expected a move, none or null in cshogi's move16, found 0xff00",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_bytes(bytes: &[u8; LEN]) -> Result<Self, BinaryError> {
        let format = BinaryFormat::Hcpe;
        let Some((position, fields)) = bytes.split_first_chunk::<32>() else {
            return Err(BinaryError::new(
                format,
                BinaryErrorKind::Truncated { len: 0 },
                0,
            ));
        };
        let sfen = match Sfen::from_hcp(position) {
            Ok(sfen) => sfen,
            Err(error) => return Err(error.in_record(format, 0)),
        };
        let &[s0, s1, m0, m1, result, dummy] = fields else {
            return Err(BinaryError::new(
                format,
                BinaryErrorKind::Truncated { len: 0 },
                0,
            ));
        };
        let raw_move = u16::from_le_bytes([m0, m1]);
        if move16::from_cshogi(raw_move).is_err() {
            let kind = BinaryErrorKind::Move { raw: raw_move };
            return Err(BinaryError::new(format, kind, 34));
        }
        let winner = match result {
            0 => None,
            1 => Some(Side::First),
            2 => Some(Side::Second),
            _ => {
                let kind = BinaryErrorKind::GameResult {
                    found: result.cast_signed(),
                };
                return Err(BinaryError::new(format, kind, 36));
            }
        };
        if dummy != 0 {
            let kind = BinaryErrorKind::Padding { found: dummy };
            return Err(BinaryError::new(format, kind, 37));
        }
        Ok(Self {
            sfen,
            score: i16::from_le_bytes([s0, s1]),
            raw_move,
            winner,
        })
    }

    /// Writes the record's 38 bytes: those it was read from, for a record
    /// read.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// let bytes = Hcpe::new(Sfen::START)?.to_bytes();
    /// assert_eq!(bytes[..32], Sfen::START.to_hcp());
    /// assert_eq!(bytes[32..], [0; 6]);
    /// # Ok::<(), pin_runtime::shogi::PackError>(())
    /// ```
    #[must_use]
    pub const fn to_bytes(&self) -> [u8; LEN] {
        let mut bytes = [0; LEN];
        let position = self.sfen.to_hcp();
        let mut i = 0;
        while i < position.len() {
            bytes[i] = position[i];
            i += 1;
        }
        let [s0, s1] = self.score.to_le_bytes();
        let [m0, m1] = self.raw_move.to_le_bytes();
        bytes[32] = s0;
        bytes[33] = s1;
        bytes[34] = m0;
        bytes[35] = m1;
        bytes[36] = match self.winner {
            None => 0,
            Some(Side::First) => 1,
            Some(Side::Second) => 2,
        };
        bytes
    }

    /// Reads a file of records in place, one after the other, as
    /// [`PackedSfenValue::records`](super::PackedSfenValue::records) does:
    /// an error names the record and the byte in `bytes`, a record refused
    /// does not stop the next, a tail shorter than a record ends them.
    ///
    /// ```
    /// use pin_runtime::shogi::{Hcpe, Sfen};
    ///
    /// let mut file = Vec::new();
    /// for score in [10, 20] {
    ///     file.extend(Hcpe::new(Sfen::START)?.with_score(score).to_bytes());
    /// }
    /// file.push(0);
    /// let read: Vec<_> = Hcpe::records(&file).collect();
    /// assert_eq!(read.len(), 3);
    /// assert_eq!(read[1].as_ref().map(Hcpe::score), Ok(20));
    /// assert_eq!(read[2].unwrap_err().index(), 76);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn records(bytes: &[u8]) -> Records<'_, Self> {
        Records::new(bytes)
    }
}
