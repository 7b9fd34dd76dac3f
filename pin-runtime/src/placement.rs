//! FEEN piece placement: a whole board written as text, read into and
//! written from a `[[Option<Epin>; W]; H]`.
//!
//! ```text
//! placement ::= rank { "/" rank }
//! rank      ::= { epin | count }        at least one square
//! count     ::= "1"…"9" { "0"…"9" }     empty squares, read greedily
//! ```

use core::fmt;

use crate::{Epin, ParseError};

/// The most squares a rank may have; larger counts are rejected before they
/// can overflow anything.
pub const MAX_WIDTH: usize = 1024;

/// What is wrong with a FEEN piece placement.
///
/// ```
/// use pin_runtime::{parse_placement, PlacementErrorKind};
///
/// let err = parse_placement::<8, 2>("8/7").unwrap_err();
/// assert_eq!(err.kind(), PlacementErrorKind::RankWidth { width: 7, expected: 8 });
/// assert_eq!((err.rank(), err.index()), (2, 3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PlacementErrorKind {
    /// The input is empty.
    Empty,
    /// No EPIN token starts where a square does.
    Token(ParseError),
    /// A count of empty squares is `0`.
    ZeroCount,
    /// A count of empty squares starts with `0`, as in `08`.
    LeadingZero,
    /// A count of empty squares is larger than [`MAX_WIDTH`].
    CountTooLarge,
    /// A rank has no square: the input starts with `/`.
    EmptyRank,
    /// The input ends with `/`.
    TrailingSeparator,
    /// The layer separator `//` of a 3-D board, which is not supported.
    Layers,
    /// A rank's number of squares differs from the expected width.
    RankWidth {
        /// The squares the rank has.
        width: usize,
        /// The squares it should have.
        expected: usize,
    },
    /// The number of ranks differs from the expected height.
    RankCount {
        /// The ranks found.
        found: usize,
        /// The ranks expected.
        expected: usize,
    },
}

/// A FEEN piece placement that could not be read, with where: the rank (from
/// 1, in the order written), the square in it (from 1) and the byte index in
/// the whole placement.
///
/// ```
/// use pin_runtime::parse_placement;
///
/// let err = parse_placement::<4, 2>("rk2/1K'^2").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN placement at rank 2, square 3 (byte 7): invalid EPIN token \"^\": \
///      expected a letter or a state modifier ('+' or '-'), found '^' at byte 0",
/// );
/// assert_eq!((err.rank(), err.square(), err.index()), (2, 3, 7));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlacementError {
    kind: PlacementErrorKind,
    rank: usize,
    square: usize,
    index: usize,
}

impl PlacementError {
    const fn new(kind: PlacementErrorKind, rank: usize, square: usize, index: usize) -> Self {
        Self {
            kind,
            rank,
            square,
            index,
        }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::{parse_placement, PlacementErrorKind};
    ///
    /// let err = parse_placement::<8, 1>("08").unwrap_err();
    /// assert_eq!(err.kind(), PlacementErrorKind::LeadingZero);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> PlacementErrorKind {
        self.kind
    }

    /// Returns the rank the mistake is in, from 1 in the order written (0
    /// for an empty input or a wrong number of ranks).
    ///
    /// ```
    /// use pin_runtime::parse_placement;
    ///
    /// assert_eq!(parse_placement::<2, 2>("2/1x?").unwrap_err().rank(), 2);
    /// ```
    #[must_use]
    pub const fn rank(&self) -> usize {
        self.rank
    }

    /// Returns the square of the rank the mistake is at, from 1 (0 when
    /// the mistake is about a whole rank or the whole placement).
    ///
    /// ```
    /// use pin_runtime::parse_placement;
    ///
    /// assert_eq!(parse_placement::<3, 1>("2?").unwrap_err().square(), 3);
    /// ```
    #[must_use]
    pub const fn square(&self) -> usize {
        self.square
    }

    /// Returns the byte index of the mistake in the placement.
    ///
    /// ```
    /// use pin_runtime::parse_placement;
    ///
    /// assert_eq!(parse_placement::<3, 1>("2?").unwrap_err().index(), 1);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rank, square, index) = (self.rank, self.square, self.index);
        f.write_str("invalid FEEN placement")?;
        match self.kind {
            PlacementErrorKind::Empty => {
                return f.write_str(": expected at least one rank, found an empty string");
            }
            PlacementErrorKind::RankCount { found, expected } => {
                return write!(f, ": expected {expected} ranks, found {found}");
            }
            PlacementErrorKind::Token(_)
            | PlacementErrorKind::ZeroCount
            | PlacementErrorKind::LeadingZero
            | PlacementErrorKind::CountTooLarge => {
                write!(f, " at rank {rank}, square {square} (byte {index}): ")?;
            }
            PlacementErrorKind::EmptyRank
            | PlacementErrorKind::TrailingSeparator
            | PlacementErrorKind::Layers
            | PlacementErrorKind::RankWidth { .. } => {
                write!(f, " at rank {rank} (byte {index}): ")?;
            }
        }
        match self.kind {
            PlacementErrorKind::Token(error) => write!(f, "{error}"),
            PlacementErrorKind::ZeroCount => {
                f.write_str("expected a count of empty squares from 1, found 0")
            }
            PlacementErrorKind::LeadingZero => {
                f.write_str("expected a count of empty squares without leading zeros, found '0'")
            }
            PlacementErrorKind::CountTooLarge => write!(
                f,
                "expected a count of at most {MAX_WIDTH} empty squares, found a larger one"
            ),
            PlacementErrorKind::EmptyRank => {
                f.write_str("expected a piece or a count of empty squares, found an empty rank")
            }
            PlacementErrorKind::TrailingSeparator => {
                f.write_str("expected a rank after '/', found end of input")
            }
            PlacementErrorKind::Layers => f.write_str(
                "found the layer separator \"//\" of a 3-D board, which is not supported",
            ),
            PlacementErrorKind::RankWidth { width, expected } => {
                write!(f, "rank {rank} has {width} squares, expected {expected}")
            }
            PlacementErrorKind::Empty | PlacementErrorKind::RankCount { .. } => Ok(()),
        }
    }
}

impl core::error::Error for PlacementError {}

/// Reads a FEEN piece placement into a board of `H` ranks of `W` squares,
/// rank-major in the order written (the first rank written is `board[0]`).
///
/// The input is read left to right and the first mistake is reported, with
/// its rank, square and byte index; a rank's width is checked when the rank
/// ends, the number of ranks when the input ends.
///
/// # Errors
///
/// A [`PlacementError`]: for example `""`, `"8/8/"`, `"8//8"`, `"08"`,
/// `"rnbqk^bnr/7"` for an 8-wide board, or a bad token such as `"K'^"`.
///
/// ```
/// use pin_runtime::{epin, parse_placement};
///
/// const SHOGI: [[Option<pin_runtime::Epin>; 9]; 9] = match parse_placement(
///     "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL",
/// ) {
///     Ok(board) => board,
///     Err(_) => panic!("not a 9x9 placement"),
/// };
/// assert_eq!(SHOGI[0][4], Some(epin!("k^")));
/// assert_eq!(SHOGI[1][0], None);
/// ```
#[allow(
    clippy::too_many_lines,
    reason = "one left-to-right reader reads best in one piece"
)]
pub const fn parse_placement<const W: usize, const H: usize>(
    input: &str,
) -> Result<[[Option<Epin>; W]; H], PlacementError> {
    let bytes = input.as_bytes();
    let mut board = [[None; W]; H];
    if bytes.is_empty() {
        return Err(PlacementError::new(PlacementErrorKind::Empty, 0, 0, 0));
    }
    let mut at = 0;
    let mut rank = 1;
    let mut width = 0;
    loop {
        // One square or run of empty squares, or the end of a rank.
        let rest = match bytes.split_at_checked(at) {
            Some((_, rest)) => rest,
            None => bytes,
        };
        match rest {
            [b'/', ..] if width == 0 => {
                // Only the first rank can start empty: every '/' is checked
                // for what follows it below.
                return Err(PlacementError::new(
                    PlacementErrorKind::EmptyRank,
                    rank,
                    0,
                    at,
                ));
            }
            [] | [b'/', ..] => {
                if width != W {
                    let kind = PlacementErrorKind::RankWidth { width, expected: W };
                    return Err(PlacementError::new(kind, rank, 0, at));
                }
                let kind = match rest {
                    [] => break,
                    [_] => PlacementErrorKind::TrailingSeparator,
                    [_, b'/', ..] => PlacementErrorKind::Layers,
                    _ => {
                        at += 1;
                        rank += 1;
                        width = 0;
                        continue;
                    }
                };
                return Err(PlacementError::new(kind, rank, 0, at));
            }
            [b'0', ..] => {
                let kind = match rest {
                    [_, b'0'..=b'9', ..] => PlacementErrorKind::LeadingZero,
                    _ => PlacementErrorKind::ZeroCount,
                };
                return Err(PlacementError::new(kind, rank, width + 1, at));
            }
            [b'1'..=b'9', ..] => {
                let start = at;
                let mut count = 0;
                while let Some((_, [digit @ b'0'..=b'9', ..])) = bytes.split_at_checked(at) {
                    count = count * 10 + (*digit - b'0') as usize;
                    // Checked at every digit, so the count cannot overflow.
                    if width + count > MAX_WIDTH {
                        let kind = PlacementErrorKind::CountTooLarge;
                        return Err(PlacementError::new(kind, rank, width + 1, start));
                    }
                    at += 1;
                }
                width += count;
            }
            _ => match Epin::parse_prefix(rest) {
                Ok((piece, len)) => {
                    if rank <= H && width < W {
                        board[rank - 1][width] = Some(piece);
                    }
                    width += 1;
                    at += len;
                    if width > MAX_WIDTH {
                        let kind = PlacementErrorKind::CountTooLarge;
                        return Err(PlacementError::new(kind, rank, width, at - len));
                    }
                }
                Err(error) => {
                    let kind = PlacementErrorKind::Token(error);
                    return Err(PlacementError::new(kind, rank, width + 1, at));
                }
            },
        }
    }
    if rank != H {
        let kind = PlacementErrorKind::RankCount {
            found: rank,
            expected: H,
        };
        return Err(PlacementError::new(kind, 0, 0, bytes.len()));
    }
    Ok(board)
}

/// Writes a board as its canonical FEEN piece placement: pieces as their
/// tokens, each run of empty squares as one count, ranks joined by `/`.
///
/// Reading the text back with [`parse_placement`] gives the same board, and
/// writing a board read from canonical text gives the same text.
///
/// ```
/// use pin_runtime::{board, placement, Epin};
///
/// const START: [[Option<Epin>; 4]; 2] = board!("rk^2/1+P'1K");
/// assert_eq!(placement(&START).to_string(), "rk^2/1+P'1K");
/// ```
#[must_use]
pub const fn placement<const W: usize, const H: usize>(
    board: &[[Option<Epin>; W]; H],
) -> Placement<'_, W, H> {
    Placement { board }
}

/// A board shown as its FEEN piece placement; see [`placement`].
#[derive(Clone, Copy, Debug)]
pub struct Placement<'a, const W: usize, const H: usize> {
    board: &'a [[Option<Epin>; W]; H],
}

impl<const W: usize, const H: usize> fmt::Display for Placement<'_, W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, rank) in self.board.iter().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for square in rank {
                match square {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        f.write_str(piece.encode().as_str())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        Ok(())
    }
}
