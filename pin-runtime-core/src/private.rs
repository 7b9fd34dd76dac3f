//! What the macros' expansions name. Not part of the API.

use core::marker::PhantomData;

#[cfg(feature = "chess")]
use crate::chess;
pub use crate::error::LocatedParseError;
use crate::feen::{Grid, scan};
#[cfg(feature = "makruk")]
use crate::makruk;
#[cfg(feature = "shogi")]
use crate::shogi;
#[cfg(feature = "xiangqi")]
use crate::xiangqi;
use crate::{Board, Board3, Cell, Epin, Hand, Pin, Position, Qpi, Sin};

/// Turns a code checked by `pin_code!` into a `Pin` constant.
#[derive(Debug)]
pub struct PinLit<const CODE: u16>;

impl<const CODE: u16> PinLit<CODE> {
    /// The `Pin` of `CODE`.
    pub const VALUE: Pin = match Pin::from_code(CODE) {
        Some(pin) => pin,
        None => panic!("not the code of a PIN token"),
    };
}

/// Turns a code checked by `epin_code!` into an `Epin` constant.
#[derive(Debug)]
pub struct EpinLit<const CODE: u16>;

impl<const CODE: u16> EpinLit<CODE> {
    /// The `Epin` of `CODE`.
    pub const VALUE: Epin = match Epin::from_code(CODE) {
        Some(epin) => epin,
        None => panic!("not the code of an EPIN token"),
    };
}

/// Turns a code checked by `sin_code!` into a `Sin` constant.
#[derive(Debug)]
pub struct SinLit<const CODE: u8>;

impl<const CODE: u8> SinLit<CODE> {
    /// The `Sin` of `CODE`.
    pub const VALUE: Sin = match Sin::from_code(CODE) {
        Some(sin) => sin,
        None => panic!("not the code of a SIN token"),
    };
}

/// Turns a code checked by `qpi_code!` into a `Qpi` constant.
#[derive(Debug)]
pub struct QpiLit<const CODE: u32>;

impl<const CODE: u32> QpiLit<CODE> {
    /// The `Qpi` of `CODE`.
    pub const VALUE: Qpi = match Qpi::from_code(CODE) {
        Some(qpi) => qpi,
        None => panic!("not the code of a QPI token"),
    };
}

/// Turns a code checked by `cell_code!` into a `Cell` constant.
#[derive(Debug)]
pub struct CellLit<const CODE: u32>;

impl<const CODE: u32> CellLit<CODE> {
    /// The `Cell` of `CODE`.
    pub const VALUE: Cell = match Cell::from_code(CODE) {
        Some(cell) => cell,
        None => panic!("not the code of a CELL coordinate"),
    };
}

/// The board of a placement literal checked by `board_value!`, read by the
/// runtime's reader at compile time.
#[must_use]
pub const fn board<const R: usize, const F: usize>(text: &str) -> Board<R, F> {
    match crate::parse_placement::<R, F>(text) {
        Ok(board) => board,
        Err(_) => panic!("board! accepted a placement the runtime rejects"),
    }
}

/// The 3-D board of a placement literal checked by `board_value!`.
#[must_use]
pub const fn board3<const L: usize, const R: usize, const F: usize>(text: &str) -> Board3<L, R, F> {
    let mut board = [[[None; F]; R]; L];
    let expected = <Board3<L, R, F> as Grid>::DIMENSIONS;
    let squares = board.as_flattened_mut().as_flattened_mut();
    match scan::placement_only(text.as_bytes(), squares, expected) {
        Ok(_) => board,
        Err(_) => panic!("board! accepted a placement the runtime rejects"),
    }
}

/// The position of a literal checked by `feen_value!`, read by the
/// runtime's reader at compile time.
#[must_use]
pub const fn position<const R: usize, const F: usize>(text: &str) -> Position<Board<R, F>> {
    let mut board = [[None; F]; R];
    let expected = <Board<R, F> as Grid>::DIMENSIONS;
    let (hands, active, inactive) = read_position(text, board.as_flattened_mut(), &expected);
    Position::from_scan(board, hands, active, inactive)
}

/// The 3-D position of a literal checked by `feen_value!`.
#[must_use]
pub const fn position3<const L: usize, const R: usize, const F: usize>(
    text: &str,
) -> Position<Board3<L, R, F>> {
    let mut board = [[[None; F]; R]; L];
    let expected = <Board3<L, R, F> as Grid>::DIMENSIONS;
    let squares = board.as_flattened_mut().as_flattened_mut();
    let (hands, active, inactive) = read_position(text, squares, &expected);
    Position::from_scan(board, hands, active, inactive)
}

/// Reads a position checked by `feen_value!`: its pieces into `squares`,
/// and its hands and styles.
const fn read_position(
    text: &str,
    squares: &mut [Option<Epin>],
    expected: &crate::feen::Dimensions,
) -> ([Hand; 2], Sin, Sin) {
    let mut hands = [Hand::new(), Hand::new()];
    match scan::position(text.as_bytes(), squares, Some(&mut hands), Some(expected)) {
        Ok(read) => (hands, read.active, read.inactive),
        Err(_) => panic!("feen! accepted a position the runtime rejects"),
    }
}

/// The dimensions of a placement literal as `board_value!` checks it: the
/// board of the shape written that [`board`] or [`board3`] then reads
/// (`parse_board` of that shape), or the error reported on the literal.
///
/// # Errors
///
/// The [`FeenError`](crate::FeenError) `parse_board` gives for a board of
/// any shape.
pub const fn placement_shape(text: &str) -> Result<crate::feen::Dimensions, crate::FeenError> {
    match scan::placement_of_any_shape(text.as_bytes(), &mut []) {
        Ok(layout) => Ok(layout.dimensions),
        Err(error) => Err(error),
    }
}

/// The dimensions of a position literal as `feen_value!` checks it: the
/// position of the shape written that [`position`] or [`position3`] then
/// reads (`Position::parse` of that shape, whose hands hold at most
/// `Hand::CAPACITY` different pieces), or the error reported on the
/// literal.
///
/// # Errors
///
/// The [`FeenError`](crate::FeenError) `Position::parse` gives for a board
/// of any shape, naming a chess FEN, an SFEN or a xiangqi FEN as it does.
pub const fn position_shape(text: &str) -> Result<crate::feen::Dimensions, crate::FeenError> {
    let mut hands = [Hand::new(), Hand::new()];
    match scan::position(text.as_bytes(), &mut [], Some(&mut hands), None) {
        Ok(read) => Ok(read.layout.dimensions),
        // Named as `Feen::parse` names it: a bridge's notation says so.
        Err(error) => Err(crate::feen::other_notation(text, error)),
    }
}

/// Text quoted as the messages quote a rejected input, for the messages
/// the macros write themselves: between double quotes, characters that
/// would not show escaped as in a Rust string (except `'`), bytes outside
/// UTF-8 as `\xNN`.
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a>(pub &'a [u8]);

impl core::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("\"")?;
        crate::error::write_quoted(f, self.0)?;
        f.write_str("\"")
    }
}

/// The character at the start of some bytes named as the messages name
/// what they found (`a space`, `'k'`), for the messages the macros write
/// themselves; nothing for no bytes.
#[derive(Clone, Copy, Debug)]
pub struct Found<'a>(pub &'a [u8]);

impl core::fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        crate::error::write_found_at(f, self.0)
    }
}

/// The most bytes a [`Packed`] literal holds.
pub const PACKED_CAPACITY: usize = 256;

// Every literal a bridge's or a move's macro accepts fits.
const _: () = assert!(crate::Pmn::MAX_LEN <= PACKED_CAPACITY);
#[cfg(feature = "chess")]
const _: () = assert!(chess::MAX_LEN <= PACKED_CAPACITY);
#[cfg(feature = "shogi")]
const _: () = assert!(shogi::MAX_LEN <= PACKED_CAPACITY);
#[cfg(feature = "xiangqi")]
const _: () = assert!(xiangqi::MAX_LEN <= PACKED_CAPACITY);
#[cfg(feature = "makruk")]
const _: () = assert!(makruk::MAX_LEN <= PACKED_CAPACITY);

/// The bytes of a literal checked by `chess_fen_text!`, `sfen_text!`,
/// `xiangqi_fen_text!`, `makruk_fen_text!` or a move's macro (`pmn_text!`,
/// `uci_text!`, `san_text!`, `usi_text!`, `ucci_text!`),
/// packed 16 to a `u128` (little-endian, zero-padded, zero after the text):
/// a `&str` cannot be a const generic argument, an integer can.
#[derive(Debug)]
pub struct Packed<
    const T0: u128 = 0,
    const T1: u128 = 0,
    const T2: u128 = 0,
    const T3: u128 = 0,
    const T4: u128 = 0,
    const T5: u128 = 0,
    const T6: u128 = 0,
    const T7: u128 = 0,
    const T8: u128 = 0,
    const T9: u128 = 0,
    const T10: u128 = 0,
    const T11: u128 = 0,
    const T12: u128 = 0,
    const T13: u128 = 0,
    const T14: u128 = 0,
    const T15: u128 = 0,
>;

/// A literal's bytes, known at compile time.
pub trait Text {
    /// The bytes, zero after the text (no literal a bridge or a move's
    /// reader reads holds a zero byte).
    const BYTES: [u8; PACKED_CAPACITY];
}

impl<
    const T0: u128,
    const T1: u128,
    const T2: u128,
    const T3: u128,
    const T4: u128,
    const T5: u128,
    const T6: u128,
    const T7: u128,
    const T8: u128,
    const T9: u128,
    const T10: u128,
    const T11: u128,
    const T12: u128,
    const T13: u128,
    const T14: u128,
    const T15: u128,
> Text for Packed<T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15>
{
    const BYTES: [u8; PACKED_CAPACITY] = {
        let chunks = [
            T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15,
        ];
        let mut bytes = [0; PACKED_CAPACITY];
        let mut i = 0;
        while i < PACKED_CAPACITY {
            bytes[i] = chunks[i / 16].to_le_bytes()[i % 16];
            i += 1;
        }
        bytes
    };
}

/// The text of packed bytes: up to the first zero byte.
const fn text(bytes: &[u8; PACKED_CAPACITY]) -> &str {
    let mut len = 0;
    while len < PACKED_CAPACITY && bytes[len] != 0 {
        len += 1;
    }
    match core::str::from_utf8(bytes.split_at(len).0) {
        Ok(text) => text,
        Err(_) => panic!("a packed literal is UTF-8"),
    }
}

/// Turns a literal checked by `chess_fen_text!` into a [`chess::Fen`]
/// constant, read by [`chess::Fen::parse`].
#[cfg(feature = "chess")]
#[derive(Debug)]
pub struct ChessFenLit<T>(PhantomData<T>);

#[cfg(feature = "chess")]
impl<T: Text> ChessFenLit<T> {
    /// The `Fen` of the literal.
    pub const VALUE: chess::Fen = match chess::Fen::parse(text(&T::BYTES)) {
        Ok(fen) => fen,
        Err(_) => panic!("chess::fen! accepted a FEN the runtime rejects"),
    };
}

/// Turns a literal checked by `sfen_text!` into an [`Sfen`](shogi::Sfen)
/// constant, read by [`Sfen::parse`](shogi::Sfen::parse).
#[cfg(feature = "shogi")]
#[derive(Debug)]
pub struct SfenLit<T>(PhantomData<T>);

#[cfg(feature = "shogi")]
impl<T: Text> SfenLit<T> {
    /// The `Sfen` of the literal.
    pub const VALUE: shogi::Sfen = match shogi::Sfen::parse(text(&T::BYTES)) {
        Ok(sfen) => sfen,
        Err(_) => panic!("shogi::sfen! accepted an SFEN the runtime rejects"),
    };
}

/// Turns a literal checked by `xiangqi_fen_text!` into a
/// [`xiangqi::Fen`] constant, read by [`xiangqi::Fen::parse`].
#[cfg(feature = "xiangqi")]
#[derive(Debug)]
pub struct XiangqiFenLit<T>(PhantomData<T>);

#[cfg(feature = "xiangqi")]
impl<T: Text> XiangqiFenLit<T> {
    /// The `Fen` of the literal.
    pub const VALUE: xiangqi::Fen = match xiangqi::Fen::parse(text(&T::BYTES)) {
        Ok(fen) => fen,
        Err(_) => panic!("xiangqi::fen! accepted a xiangqi FEN the runtime rejects"),
    };
}

/// Turns a literal checked by `makruk_fen_text!` into a
/// [`makruk::Fen`] constant, read by [`makruk::Fen::parse`].
#[cfg(feature = "makruk")]
#[derive(Debug)]
pub struct MakrukFenLit<T>(PhantomData<T>);

#[cfg(feature = "makruk")]
impl<T: Text> MakrukFenLit<T> {
    /// The `Fen` of the literal.
    pub const VALUE: makruk::Fen = match makruk::Fen::parse(text(&T::BYTES)) {
        Ok(fen) => fen,
        Err(_) => panic!("makruk::fen! accepted a makruk FEN the runtime rejects"),
    };
}

/// Turns a literal checked by `pmn_text!` into a [`Pmn`](crate::Pmn)
/// constant, read by [`Pmn::parse`](crate::Pmn::parse).
#[derive(Debug)]
pub struct PmnLit<T>(PhantomData<T>);

impl<T: Text> PmnLit<T> {
    /// The `Pmn` of the literal.
    pub const VALUE: crate::Pmn = match crate::Pmn::parse(text(&T::BYTES)) {
        Ok(pmn) => pmn,
        Err(_) => panic!("pmn! accepted a move the runtime rejects"),
    };
}

/// Turns a literal checked by `uci_text!` into a [`chess::Uci`]
/// constant, read by [`chess::Uci::parse`].
#[cfg(feature = "chess")]
#[derive(Debug)]
pub struct UciLit<T>(PhantomData<T>);

#[cfg(feature = "chess")]
impl<T: Text> UciLit<T> {
    /// The `Uci` of the literal.
    pub const VALUE: chess::Uci = match chess::Uci::parse(text(&T::BYTES)) {
        Ok(uci) => uci,
        Err(_) => panic!("chess::uci! accepted a move the runtime rejects"),
    };
}

/// Turns a literal checked by `san_text!` into a [`chess::San`]
/// constant, read by [`chess::San::parse`].
#[cfg(feature = "chess")]
#[derive(Debug)]
pub struct SanLit<T>(PhantomData<T>);

#[cfg(feature = "chess")]
impl<T: Text> SanLit<T> {
    /// The `San` of the literal.
    pub const VALUE: chess::San = match chess::San::parse(text(&T::BYTES)) {
        Ok(san) => san,
        Err(_) => panic!("chess::san! accepted a move the runtime rejects"),
    };
}

/// Turns a literal checked by `usi_text!` into a [`shogi::Usi`]
/// constant, read by [`shogi::Usi::parse`].
#[cfg(feature = "shogi")]
#[derive(Debug)]
pub struct UsiLit<T>(PhantomData<T>);

#[cfg(feature = "shogi")]
impl<T: Text> UsiLit<T> {
    /// The `Usi` of the literal.
    pub const VALUE: shogi::Usi = match shogi::Usi::parse(text(&T::BYTES)) {
        Ok(usi) => usi,
        Err(_) => panic!("shogi::usi! accepted a move the runtime rejects"),
    };
}

/// Turns a literal checked by `ucci_text!` into a [`xiangqi::Ucci`]
/// constant, read by [`xiangqi::Ucci::parse`].
#[cfg(feature = "xiangqi")]
#[derive(Debug)]
pub struct UcciLit<T>(PhantomData<T>);

#[cfg(feature = "xiangqi")]
impl<T: Text> UcciLit<T> {
    /// The `Ucci` of the literal.
    pub const VALUE: xiangqi::Ucci = match xiangqi::Ucci::parse(text(&T::BYTES)) {
        Ok(ucci) => ucci,
        Err(_) => panic!("xiangqi::ucci! accepted a move the runtime rejects"),
    };
}

/// `core`, for expansions to name its items by a path no user's item can
/// shadow.
pub use core;

/// Parses a string into a variant, for the `FromStr` impl of
/// `#[derive(Pieces)]`: `parsed` is the string parsed as a token, `map` the
/// enum's `from_pin` or `from_epin`.
///
/// # Errors
///
/// The parser's error, or the token that `map` does not map.
pub fn parse_variant<T: Copy, V>(
    parsed: Result<T, crate::ParseError>,
    map: fn(T) -> Option<V>,
    target: &'static str,
) -> Result<V, crate::ParseVariantError<T>> {
    let token = parsed?;
    map(token).ok_or(crate::ParseVariantError::Unmapped(
        crate::UnmappedError::new(token, target),
    ))
}

/// The error of a board that a derived `from_board` or `from_board3` of
/// the enum `P` could not convert: the `piece` at `index` in the order
/// written, on a board of these `sizes` (outermost first; one rank is a
/// 1-D board, as `Board<1, N>` is).
#[must_use]
pub const fn unmapped_square<P: crate::Pieces>(
    piece: Epin,
    sizes: &[usize],
    index: usize,
) -> crate::UnmappedSquareError {
    let sizes = match sizes {
        [1, files] => core::slice::from_ref(files),
        sizes => sizes,
    };
    // A square exists, so every size is at least 1; one rank of
    // `index + 1` squares stands in otherwise.
    let dimensions = match crate::feen::Dimensions::new(sizes) {
        Some(dimensions) => dimensions,
        None => crate::feen::Dimensions::from_sizes([index + 1, 0, 0], 1),
    };
    crate::UnmappedSquareError::new(piece, dimensions, index, P::NAME)
        .with_near(crate::typed::near::<P>(piece))
}

/// The message of a typed constant (`board!(Piece, "…")`,
/// `feen!(Piece, "…")`, `board_of!`) whose pieces a variant does not map,
/// for the compile-time error its expansion raises.
#[derive(Debug)]
pub struct UnmappedMessage(crate::convert::Message);

impl UnmappedMessage {
    /// The message of a square's error.
    #[must_use]
    pub const fn square(error: &crate::UnmappedSquareError) -> Self {
        Self(error.message())
    }

    /// The message of a position's error.
    #[must_use]
    pub const fn piece(error: &crate::UnmappedPieceError) -> Self {
        Self(error.message())
    }

    /// The message.
    #[must_use]
    pub const fn as_str(&self) -> &str {
        self.0.as_str()
    }
}

/// The chess FEN reader's two board loops on the start of `text`, each on
/// a board of its own: the plain loop's reading (`None` where it leaves the
/// text to the checked loop) and the checked loop's; the tests hold them
/// to the same board on every text the plain loop reads.
#[cfg(feature = "chess")]
#[allow(
    clippy::type_complexity,
    reason = "a test hook: the two readings side by side"
)]
pub const fn chess_board_both(
    text: &str,
) -> (
    Option<(usize, u32, Board<8, 8>)>,
    Result<(usize, u32, Board<8, 8>), chess::FenError>,
) {
    chess::board_both(text.as_bytes())
}
