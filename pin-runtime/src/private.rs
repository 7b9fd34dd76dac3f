//! What the macros' expansions name. Not part of the API.

pub use pin_runtime_macros::{
    board_item, board_value, cell_code, epin_code, epins_code, feen_item, feen_value, pin_code,
    pins_code, qpi_code, sin_code,
};

use crate::feen::{Grid, scan};
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
#[cfg(feature = "derive")]
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

/// The error of a board that a derived `from_board` or `from_board3`
/// could not convert: the `piece` at `index` in the order written, on a
/// board of these `sizes` (outermost first; one rank is a 1-D board, as
/// `Board<1, N>` is).
#[cfg(feature = "derive")]
#[must_use]
pub const fn unmapped_square(
    piece: Epin,
    sizes: &[usize],
    index: usize,
    target: &'static str,
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
    crate::UnmappedSquareError::new(piece, dimensions, index, target)
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
