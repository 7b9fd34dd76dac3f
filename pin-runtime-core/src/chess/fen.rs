//! `Fen`: a chess position as FEN says it, with the clocks and the form of
//! the pockets that FEEN has no room for.

use core::fmt;
use core::num::NonZeroU32;

use super::error::{FenError, FromPositionError};
use super::{BLACK, Shredder, WHITE, check, read};
use crate::bridge::Clocks;
#[cfg(feature = "diagram")]
use crate::diagram::{Glyphs, SideNames, Svg, Text};
use crate::{Board, Position, Side};

/// A chess position read from FEN (or EPD, X-FEN, Shredder-FEN,
/// crazyhouse), or made from a [`Position`] FEN can say: the position in
/// this crate's chess convention, the clocks, and whether and how it has
/// crazyhouse pockets. `Display` writes it back as X-FEN, byte for byte
/// when the input was canonical.
///
/// ```
/// use pin_runtime::chess::{self, Fen};
///
/// let fen: Fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
/// assert_eq!(
///     fen.position().to_string(),
///     "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / w/W",
/// );
/// assert_eq!((fen.halfmove_clock(), fen.fullmove_number()), (Some(0), Some(1)));
/// assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// # Ok::<(), chess::FenError>(())
/// ```
///
/// Two `Fen`s are equal when they write the same text: the same position,
/// clocks and pockets form.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fen {
    pub(super) position: Position<Board<8, 8>>,
    pub(super) clocks: Option<Clocks>,
    pub(super) pockets: Pockets,
}

/// Whether a FEN has crazyhouse pockets, and in which form.
///
/// Pockets hold the pieces each side may drop: white's in uppercase, then
/// black's in lowercase, each in the order `Q R B N P` (`[QNqn]`). They
/// are the position's hands: the first hand holds white's pieces, the
/// second black's.
///
/// ```
/// use pin_runtime::chess::{Fen, Pockets};
///
/// let zh = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1")?;
/// assert_eq!(zh.pockets(), Pockets::Brackets);
/// let slash = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1")?;
/// assert_eq!(slash.pockets(), Pockets::Slash);
/// assert_eq!(zh.position(), slash.position());
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pockets {
    /// No pockets: standard chess, Chess960 and other variants without
    /// drops. The hands are empty.
    #[default]
    Absent,
    /// Pockets in brackets after the board: `RNBQKBNR[QNqn] w`.
    Brackets,
    /// Pockets as a ninth rank after the board: `RNBQKBNR/QNqn w`.
    Slash,
}

/// The start position's FEN.
const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Fen {
    /// The start position with its clocks, as FEN writes it:
    /// `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`. Its
    /// position is [`chess::START`](super::START).
    ///
    /// ```
    /// use pin_runtime::chess::{self, Castling, Fen};
    ///
    /// assert_eq!(Fen::START.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// assert_eq!(*Fen::START.position(), chess::START);
    /// assert_eq!(Fen::START.castling(), Castling::STANDARD);
    /// assert_eq!(Fen::START.polyglot_key(), 0x463b_9618_1691_fc9c);
    /// ```
    pub const START: Self = match Self::parse(START_FEN) {
        Ok(fen) => fen,
        Err(_) => panic!("the start position is not a FEN"),
    };

    /// An empty board, white to move, no clocks, no pockets: what the
    /// reader starts from.
    pub(crate) const EMPTY: Self = match Position::new([[None; 8]; 8], WHITE, BLACK) {
        Some(position) => Self::from_parts(&position, None, Pockets::Absent),
        None => panic!("W and w name the two sides"),
    };

    /// Builds a `Fen` from parts known to be valid.
    pub(crate) const fn from_parts(
        position: &Position<Board<8, 8>>,
        clocks: Option<Clocks>,
        pockets: Pockets,
    ) -> Self {
        Self {
            position: *position,
            clocks,
            pockets,
        }
    }

    /// Reads a chess FEN: six fields, or four (EPD) without the clocks;
    /// castling rights as `KQkq` (X-FEN, inner rooks by file letter) or as
    /// file letters (Shredder-FEN); crazyhouse pockets in brackets or as a
    /// ninth rank, and `~` after a promoted piece.
    ///
    /// The whole input is the FEN: nothing is trimmed and every field is
    /// separated by exactly one space. [`parse_prefix`](Self::parse_prefix)
    /// reads a FEN at the start of a longer line, as EPD operations follow
    /// it.
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the field, the byte index, what was expected
    /// and what was found: for example `""`, a rank of 7 squares,
    /// `"… w KQkq e3 0 1"` (an en-passant square on rank 3 with white to
    /// move), `"… w K - 0 1"` with no rook on the h-side of the white king,
    /// `"… w KQkq - 0 0"`, a trailing space or newline, or anything longer
    /// than [`MAX_LEN`](super::MAX_LEN) bytes.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// // A `const fn`: a FEN can be read at compile time.
    /// const KIWIPETE: Fen = match Fen::parse(
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    /// ) {
    ///     Ok(fen) => fen,
    ///     Err(_) => panic!("not a FEN"),
    /// };
    /// assert_eq!(KIWIPETE.fullmove_number(), Some(1));
    ///
    /// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid FEN at byte 56 (fullmove number): expected end of input after the \
    ///      fullmove number, found a line feed",
    /// );
    /// ```
    #[inline]
    pub const fn parse(input: &str) -> Result<Self, FenError> {
        // Read in place into the value returned, not into a copy of it.
        let mut read = Ok(Self::EMPTY);
        if let Ok(fen) = &mut read {
            if let Err(error) = read::read(input.as_bytes(), fen, false) {
                read = Err(error);
            }
        }
        read
    }

    /// Reads a chess FEN as the usual tools read it (shakmaty,
    /// python-chess, engines' own readers), and says what it repaired.
    ///
    /// A text [`parse`](Self::parse) reads is read alike, with no repairs.
    /// Otherwise, each repair named with its byte index:
    /// - whitespace before or after the fields (a trailing carriage return,
    ///   a line feed) is removed, and two spaces or a tab between fields
    ///   are read as one space;
    /// - short forms `<board>` and `<board> <side>` (and `<board> <side>
    ///   <castling>`) get the empty fields: white to move, no castling
    ///   rights, no en-passant square (and, as in EPD, no clocks);
    /// - a castling right given twice (`Kqkq`), or that no rook (or king)
    ///   on the back rank backs, is dropped;
    /// - an en-passant square the format does not allow (the wrong rank, no
    ///   pawn in front of it, a square behind it taken) is dropped.
    ///
    /// Nothing else is repaired: a board wrong in itself (a rank too long
    /// or too short, a missing rank, an unknown letter), an unknown side or
    /// castling letter, two rights on one side of a king that are not the
    /// same rook, EPD operations (read them with
    /// [`Epd`](super::Epd)), `moves` after the FEN, the counts of
    /// three-check (`3+3`) are refused with the error `parse` gives, its
    /// byte index pointing into `input`.
    ///
    /// # Errors
    ///
    /// The [`FenError`] of the first mistake that is not repaired.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let (fen, repairs) = Fen::parse_lenient("4k3/8/8/8/8/8/8/4K2R  w Kkq - 0 1\r")?;
    /// assert_eq!(fen.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    /// assert_eq!(
    ///     repairs.to_string(),
    ///     "at byte 21: read the separator as one space, found a space\n\
    ///      at byte 25: dropped the castling right 'k', which no rook backs\n\
    ///      at byte 26: dropped the castling right 'q', which no rook backs\n\
    ///      at byte 33: removed a carriage return outside the fields",
    /// );
    ///
    /// // A board alone: white to move, no castling, no en passant.
    /// let (fen, repairs) = Fen::parse_lenient("8/8/8/8/8/8/8/K6k")?;
    /// assert_eq!(fen.to_string(), "8/8/8/8/8/8/8/K6k w - -");
    /// assert_eq!(repairs.len(), 3);
    ///
    /// // A board wrong in itself is refused, as by `parse`.
    /// let err = Fen::parse_lenient("8/8/8/8/8/8/8/K7k w").unwrap_err();
    /// assert_eq!(err.index(), 16);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    pub const fn parse_lenient(input: &str) -> Result<(Self, crate::Repairs), FenError> {
        super::lenient::read(input)
    }

    /// Reads a FEN at the start of `input` and returns it with the rest of
    /// the input, after the one space that ends the FEN (empty when the
    /// input ends with it).
    ///
    /// An EPD line is a FEN's first four fields and operations
    /// (`bm Nf3; id "WAC.001";`); this reads the four fields, and the two
    /// clocks when digits follow them, and returns the operations unread.
    /// Input longer than [`MAX_LEN`](super::MAX_LEN) is fine here: only the
    /// FEN is bounded.
    ///
    /// # Errors
    ///
    /// The errors of [`parse`](Self::parse) in the FEN's fields; the FEN
    /// must be followed by the end of the input or a space.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let line = r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#;
    /// let (fen, operations) = Fen::parse_prefix(line)?;
    /// assert_eq!(fen.halfmove_clock(), None);
    /// assert_eq!(fen.to_string(), "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -");
    /// assert_eq!(operations, r#"bm Qg6; id "WAC.001";"#);
    ///
    /// let (fen, rest) = Fen::parse_prefix("8/8/8/8/8/8/8/K6k b - - 12 80 hmvc 12;")?;
    /// assert_eq!((fen.halfmove_clock(), rest), (Some(12), "hmvc 12;"));
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    pub const fn parse_prefix(input: &str) -> Result<(Self, &str), FenError> {
        let mut fen = Self::EMPTY;
        match read::read(input.as_bytes(), &mut fen, true) {
            Ok(end) => {
                // The FEN ends the input or is followed by one space.
                let rest = match input.split_at_checked(end + 1) {
                    Some((_, rest)) => rest,
                    None => "",
                };
                Ok((fen, rest))
            }
            Err(error) => Err(error),
        }
    }

    /// A `Fen` of a position without clocks (written with four fields, as
    /// EPD) or pockets: `w KQkq -` for the start.
    ///
    /// Reading the text written back gives the same position: every piece
    /// must be one FEN's reading gives (see the [module](super) page).
    ///
    /// # Errors
    ///
    /// A [`FromPositionError`] naming the first square or hand item that
    /// FEN cannot say, in the order FEN writes them: styles other than
    /// `W/w` or `w/W`, a piece outside the chess set (`S`, `K` without `^`,
    /// `-N`, `P'`), a pawn on its start rank that is not `+P`, a `+P`
    /// elsewhere, a `-P` that did not just advance two squares, a `-R` with
    /// no king on its side of the back rank, any piece in hand (see
    /// [`from_crazyhouse`](Self::from_crazyhouse)).
    ///
    /// ```
    /// use pin_runtime::chess::{self, Fen};
    ///
    /// let fen = Fen::from_position(chess::START)?;
    /// assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    /// assert_eq!(fen.fullmove_number(), None);
    /// # Ok::<(), chess::FromPositionError>(())
    /// ```
    pub const fn from_position(position: Position<Board<8, 8>>) -> Result<Self, FromPositionError> {
        match check::check(&position, Pockets::Absent) {
            Ok(()) => Ok(Self::from_parts(&position, None, Pockets::Absent)),
            Err(error) => Err(error),
        }
    }

    /// A `Fen` of a crazyhouse position, its hands written as pockets in
    /// brackets (`[QNqn]`), without clocks.
    ///
    /// # Errors
    ///
    /// The errors of [`from_position`](Self::from_position), but for the
    /// hands: each holds only its side's `Q R B N P`, normal and native
    /// (`Q/n`, not `+Q/` or `n/`).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::{Board, Position};
    ///
    /// let position: Position<Board<8, 8>> =
    ///     "-rnbqk^bn-r/+p+p+p2+p+p+p/8/8/8/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R P/2p w/W".parse()?;
    /// let fen = Fen::from_crazyhouse(position)?;
    /// assert_eq!(fen.to_string(), "rnbqkbnr/ppp2ppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Ppp] b KQkq -");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_crazyhouse(
        position: Position<Board<8, 8>>,
    ) -> Result<Self, FromPositionError> {
        match check::check(&position, Pockets::Brackets) {
            Ok(()) => Ok(Self::from_parts(&position, None, Pockets::Brackets)),
            Err(error) => Err(error),
        }
    }

    /// Returns the position, in this crate's chess convention (see the
    /// [module](super) page).
    ///
    /// ```
    /// use pin_runtime::chess::{self, Fen};
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert_eq!(*fen.position(), chess::START);
    /// # Ok::<(), chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn position(&self) -> &Position<Board<8, 8>> {
        &self.position
    }

    /// Returns the position, consuming the `Fen`.
    ///
    /// ```
    /// use pin_runtime::chess::{self, Fen};
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert_eq!(fen.into_position(), chess::START);
    /// # Ok::<(), chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn into_position(self) -> Position<Board<8, 8>> {
        self.position
    }

    /// Returns the side to move.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::Side;
    ///
    /// let fen = Fen::parse("4k3/8/8/8/8/8/8/4K3 b - -")?;
    /// assert_eq!(fen.turn(), Side::Second);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.position.turn()
    }

    /// Returns a text diagram of the position as chess draws it: its pieces as figurines, its sides as white and black
    /// ([`Glyphs::Traditional`](crate::diagram::Glyphs::Traditional),
    /// [`SideNames::Game`](crate::diagram::SideNames::Game));
    /// every option can be changed, and [`Position::diagram`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let fen = Fen::parse("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")?;
    /// let text = fen.diagram().to_string();
    /// assert!(text.contains("1 │  ♖   ·   ·   ·   ♔   ·   ·   ·  │"));
    /// assert!(text.starts_with("black   w  hand: none\n"));
    /// assert!(text.ends_with("white   W  hand: none  (to move)"));
    /// // The FEEN tokens, with their states: the rook that may castle is `-R`.
    /// let tokens = fen.position().diagram().to_string();
    /// assert!(tokens.contains("1 │ -R   ·   ·   ·   K^  ·   ·   ·  │"));
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn diagram(&self) -> Text<'_> {
        self.position
            .diagram()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
    }

    /// Returns an SVG diagram of the position as chess draws it, as
    /// [`diagram`](Self::diagram) does: its pieces as figurines, its sides as white and black; [`Position::svg`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// let svg = fen.svg().size(360).to_string();
    /// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn svg(&self) -> Svg<'_> {
        self.position
            .svg()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
    }

    /// Returns the halfmove clock (the halfmoves since the last capture or
    /// pawn move), or `None` when the FEN has no clocks (EPD).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 37 90")?.halfmove_clock(), Some(37));
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/4K3 w - -")?.halfmove_clock(), None);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn halfmove_clock(&self) -> Option<u32> {
        Clocks::halfmove_of(self.clocks)
    }

    /// Returns the fullmove number (from 1, increased after black moves), or
    /// `None` when the FEN has no clocks (EPD).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 37 90")?.fullmove_number(), Some(90));
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn fullmove_number(&self) -> Option<u32> {
        Clocks::fullmove_of(self.clocks)
    }

    /// Returns a copy with these clocks, written as the FEN's last two
    /// fields.
    ///
    /// ```
    /// use core::num::NonZeroU32;
    /// use pin_runtime::chess::{self, Fen};
    ///
    /// let fen = Fen::from_position(chess::START)?.with_clocks(0, NonZeroU32::MIN);
    /// assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// # Ok::<(), chess::FromPositionError>(())
    /// ```
    #[must_use]
    pub const fn with_clocks(mut self, halfmove: u32, fullmove: NonZeroU32) -> Self {
        self.clocks = Some(Clocks::nonzero(halfmove, fullmove));
        self
    }

    /// Returns a copy without clocks, written with four fields (EPD).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let fen = Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 37 90")?.without_clocks();
    /// assert_eq!(fen.to_string(), "4k3/8/8/8/8/8/8/4K3 w - -");
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn without_clocks(mut self) -> Self {
        self.clocks = None;
        self
    }

    /// Returns whether the FEN has crazyhouse pockets, and in which form.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Pockets};
    ///
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/4K3 w - -")?.pockets(), Pockets::Absent);
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/4K3[Qp] w - -")?.pockets(), Pockets::Brackets);
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn pockets(&self) -> Pockets {
        self.pockets
    }

    /// Returns a copy whose pockets are written in another form.
    ///
    /// # Errors
    ///
    /// A [`FromPositionError`] of kind
    /// [`Hand`](super::FromPositionErrorKind::Hand), naming the first piece
    /// held, for [`Pockets::Absent`] when the hands are not empty.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Pockets};
    ///
    /// let fen = Fen::parse("4k3/8/8/8/8/8/8/4K3[Qp] w - -")?;
    /// assert_eq!(fen.with_pockets(Pockets::Slash)?.to_string(), "4k3/8/8/8/8/8/8/4K3/Qp w - -");
    /// assert!(fen.with_pockets(Pockets::Absent).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn with_pockets(mut self, pockets: Pockets) -> Result<Self, FromPositionError> {
        if let Pockets::Absent = pockets {
            tri!(check::hands(&self.position, pockets));
        }
        self.pockets = pockets;
        Ok(self)
    }

    /// Returns a value whose `Display` writes the FEN with the castling
    /// rights as file letters (Shredder-FEN: `HAha` for the start).
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert_eq!(
    ///     fen.shredder().to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
    /// );
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub const fn shredder(&self) -> Shredder<'_> {
        Shredder::new(self)
    }
}

impl fmt::Debug for Fen {
    /// Writes `Fen("<FEN>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fen(\"{self}\")")
    }
}

impl core::str::FromStr for Fen {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Self, FenError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Fen {
    type Error = FenError;

    fn try_from(s: &str) -> Result<Self, FenError> {
        Self::parse(s)
    }
}

impl TryFrom<Position<Board<8, 8>>> for Fen {
    type Error = FromPositionError;

    /// Takes a position to write as FEN, without pockets or clocks, as
    /// [`from_position`](Fen::from_position) does.
    ///
    /// # Errors
    ///
    /// The errors of [`from_position`](Fen::from_position); a position with
    /// pieces in hand is written by [`from_crazyhouse`](Fen::from_crazyhouse).
    fn try_from(position: Position<Board<8, 8>>) -> Result<Self, FromPositionError> {
        Self::from_position(position)
    }
}

impl TryFrom<&Position<Board<8, 8>>> for Fen {
    type Error = FromPositionError;

    /// Takes a copy of a position to write as FEN, as
    /// [`from_position`](Fen::from_position) does.
    ///
    /// # Errors
    ///
    /// The errors of [`from_position`](Fen::from_position).
    fn try_from(position: &Position<Board<8, 8>>) -> Result<Self, FromPositionError> {
        Self::from_position(*position)
    }
}

impl From<Fen> for Position<Board<8, 8>> {
    /// Returns the position, as [`into_position`](Fen::into_position) does.
    fn from(fen: Fen) -> Self {
        fen.into_position()
    }
}
