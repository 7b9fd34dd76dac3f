//! Pictures of positions: a text diagram for terminals and test failures,
//! and an SVG diagram for GUIs and documents, of any [`Position`] or
//! [`Feen`] view, 1-D, 2-D or 3-D, written through `core::fmt` without
//! allocating.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::{Board, Position, feen};
//! use pin_runtime::diagram::Glyphs;
//!
//! const TSUME: Position<Board<3, 3>> = feen!("2k^/3/1P1 G/ J/j");
//!
//! assert_eq!(
//!     TSUME.diagram().to_string(),
//!     "\
//! second  j  hand: none
//!    3   2   1
//! ┌─────────────┐
//! │  ·   ·   k^ │ 一
//! │  ·   ·   ·  │ 二
//! │  ·   P   ·  │ 三
//! └─────────────┘
//! first   J  hand: G  (to move)",
//! );
//! assert!(TSUME.diagram().glyphs(Glyphs::Traditional).to_string().contains("│  ・  ・ v玉 │ 一"));
//!
//! let svg = TSUME.svg().size(240).to_string();
//! assert!(svg.starts_with("<svg "));
//! ```
//!
//! # Text
//!
//! [`Position::diagram`] and [`Feen::diagram`] give a [`Text`], whose
//! `Display` writes the board framed, one line per rank, with the hand of
//! the side at the top above it and the other hand below, each with its
//! style, its pieces in canonical order with their counts (`P×2`), and
//! `(to move)` after the side to move. Each square takes four columns, the
//! piece's letter in the second, so the state modifier stands left of the
//! letter and `^` and `'` right of it. No line ends in spaces.
//!
//! - 1-D boards are one row; 3-D boards show their layers side by side,
//!   layer `A` (the last written) first, each labelled.
//! - Coordinates are CELL's by default: files `a`… from the left, ranks
//!   `1`… from the bottom (the last rank written), layers `A`…. When both
//!   styles are shogi's (`J`), a 1-D or 2-D board is numbered as shogi
//!   is: files from the right (`9`…`1`), ranks from the top (`一`…`九`,
//!   or `a`…`i` in ASCII). See [`Coordinates`].
//! - [`Text::orientation`] puts the second side at the bottom: the board
//!   turns half a turn, labels with it.
//! - [`Text::ascii`] draws with ASCII only; [`Text::glyphs`] chooses
//!   tokens (the default) or each style's traditional symbols ([`Glyphs`]).
//!
//! # SVG
//!
//! [`Position::svg`] and [`Feen::svg`] give an [`Svg`], whose `Display`
//! writes a standalone SVG document: the squares drawn as the first side's
//! style draws them ([`Pattern`]: checkered for chess, a plain grid for
//! shogi and makruk, points on lines with the river and palaces for
//! xiangqi), pieces as text (no font or image files are referenced), the
//! hands beside the board with their counts, coordinates and a marker for
//! the side to move. Options: the size, the orientation, the glyphs, the
//! coordinates, highlighted squares (last move, check, any others) and
//! arrows. The document embeds the FEEN in its `<title>` and the ASCII
//! text diagram in its `<desc>`, for screen readers.
//!
//! # In test failures
//!
//! `{:#?}` on a [`Position`] or a [`Feen`] writes the FEEN and, below it,
//! the text diagram (`{:?}` stays one line). `assert_eq!` prints its
//! operands with `{:?}`; give it the diagrams as its message to see the
//! boards when it fails:
//!
//! ```should_panic
//! use pin_runtime::{Board, Position};
//!
//! let found: Position<Board<2, 2>> = "k^1/1K^ / W/w".parse()?;
//! let expected: Position<Board<2, 2>> = "k^1/K^1 / W/w".parse()?;
//! assert_eq!(found, expected, "\nfound:\n{}\nexpected:\n{}", found.diagram(), expected.diagram());
//! # Ok::<(), pin_runtime::FeenError>(())
//! ```
//!
//! # Bounds
//!
//! Nothing here allocates or panics, whatever the position: a 255 × 255
//! board and hands of 16 pieces with counts of 65,025 are drawn like any
//! other, straight into the formatter.

use core::fmt;

mod glyph;
mod label;
mod text;
mod view;

use self::glyph::Family;
use self::label::Scheme;
use self::view::View;
use crate::feen::Grid;
use crate::{Feen, Position, Side};

/// How pieces are drawn.
///
#[cfg_attr(feature = "macros", doc = "```")]
#[cfg_attr(not(feature = "macros"), doc = "```ignore")]
/// use pin_runtime::{Board, Position, feen};
/// use pin_runtime::diagram::Glyphs;
///
/// const END: Position<Board<1, 4>> = feen!("k^1+P'K^ / W/w");
/// assert!(END.diagram().to_string().contains("│  k^  ·  +P'  K^ │"));
/// assert!(END.diagram().glyphs(Glyphs::Traditional).to_string().contains("│  ♚   ·   ♙'  ♔  │"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Glyphs {
    /// The tokens themselves (`-r`, `K^`, `+P'`): every marker shows.
    #[default]
    Tokens,
    /// Each piece in its style's own symbols where the style has them:
    /// figurines for chess (`W`) and makruk (`S`) pieces, kanji for shogi
    /// (`J`, promoted pieces by their own kanji), hanzi for xiangqi (`C`);
    /// other pieces as tokens. A derived piece (`'`) keeps its `'`; other
    /// markers are not shown. In text, a second-side shogi piece is
    /// prefixed `v`, as shogi's text diagrams do; in SVG it is turned
    /// to face the first side. ASCII text always draws tokens.
    Traditional,
}

/// How the squares are named on the diagram's edges.
///
#[cfg_attr(feature = "macros", doc = "```")]
#[cfg_attr(not(feature = "macros"), doc = "```ignore")]
/// use pin_runtime::{Board, Position, feen};
/// use pin_runtime::diagram::Coordinates;
///
/// const SHOGI: Position<Board<2, 3>> = feen!("2k^/K^2 / J/j");
/// assert!(SHOGI.diagram().to_string().contains("│  ·   ·   k^ │ 一"));
/// assert!(SHOGI.diagram().coordinates(Coordinates::Cell).to_string().contains("2 │  ·   ·   k^ │"));
/// assert!(!SHOGI.diagram().coordinates(Coordinates::Hidden).to_string().contains('1'));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Coordinates {
    /// Shogi's when both styles are shogi's (`J`) and the board has one or
    /// two dimensions; CELL's otherwise.
    #[default]
    Auto,
    /// CELL: files `a`… from the left and ranks `1`… from the bottom as
    /// the first side sees the board, layers `A`…; on the left and below.
    Cell,
    /// Shogi: files numbered from the right (`9`…`1`) and ranks from the
    /// top (`一`…`十`, letters `a`… past ten or in ASCII), as the first
    /// side sees the board; above and on the right. A 3-D board keeps
    /// CELL's.
    Shogi,
    /// No labels on the edges (a 3-D board's layers keep theirs).
    Hidden,
}

/// The options every diagram has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Options {
    /// The side at the bottom.
    bottom: Side,
    glyphs: Glyphs,
    coordinates: Coordinates,
}

impl Options {
    const DEFAULT: Self = Self {
        bottom: Side::First,
        glyphs: Glyphs::Tokens,
        coordinates: Coordinates::Auto,
    };

    /// The labels to draw, if any.
    fn scheme(&self, view: &View<'_>, ascii: bool) -> Option<Scheme> {
        let shogi = Scheme::Shogi { kanji: !ascii };
        match self.coordinates {
            Coordinates::Hidden => None,
            Coordinates::Cell => Some(Scheme::Cell),
            _ if view.dimensions == 3 => Some(Scheme::Cell),
            Coordinates::Shogi => Some(shogi),
            _ if view.styles.iter().all(|&style| Family::of(style) == Family::Shogi) => {
                Some(shogi)
            }
            _ => Some(Scheme::Cell),
        }
    }
}

/// A text diagram of a position; `Display` writes it. Made by
/// [`Position::diagram`] or [`Feen::diagram`]; see the
/// [module](self) for what it shows.
///
#[cfg_attr(feature = "macros", doc = "```")]
#[cfg_attr(not(feature = "macros"), doc = "```ignore")]
/// use pin_runtime::{Board, Position, Side, feen};
///
/// const KINGS: Position<Board<2, 2>> = feen!("k^1/1K^ / W/w");
/// assert_eq!(
///     KINGS.diagram().to_string(),
///     "\
/// second  w  hand: none
///   ┌─────────┐
/// 2 │  k^  ·  │
/// 1 │  ·   K^ │
///   └─────────┘
///      a   b
/// first   W  hand: none  (to move)",
/// );
/// assert_eq!(
///     KINGS.diagram().ascii().orientation(Side::Second).to_string(),
///     "\
/// first   W  hand: none  (to move)
///   +---------+
/// 1 |  K^  .  |
/// 2 |  .   k^ |
///   +---------+
///      b   a
/// second  w  hand: none",
/// );
/// ```
#[derive(Clone, Copy)]
pub struct Text<'a> {
    view: View<'a>,
    options: Options,
    ascii: bool,
}

impl<'a> Text<'a> {
    fn new(view: View<'a>) -> Self {
        Self {
            view,
            options: Options::DEFAULT,
            ascii: false,
        }
    }

    /// Returns the diagram with `side` at the bottom (the first side's by
    /// default): the board turns half a turn, its labels with it.
    ///
    /// ```
    /// use pin_runtime::{Feen, Side};
    ///
    /// let feen = Feen::parse("k^2 / W/w")?;
    /// assert!(feen.diagram().orientation(Side::Second).to_string().contains("│  ·   ·   k^ │"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn orientation(mut self, side: Side) -> Self {
        self.options.bottom = side;
        self
    }

    /// Returns the diagram drawn with ASCII only: `+`, `-`, `|` for the
    /// frame, `.` for an empty square, tokens for pieces, letters for
    /// shogi's ranks.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let text = Feen::parse("k^2 / W/w")?.diagram().ascii().to_string();
    /// assert!(text.is_ascii());
    /// assert!(text.contains("|  k^  .   .  |"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn ascii(mut self) -> Self {
        self.ascii = true;
        self
    }

    /// Returns the diagram with pieces drawn as `glyphs`.
    ///
    /// ```
    /// use pin_runtime::Feen;
    /// use pin_runtime::diagram::Glyphs;
    ///
    /// let feen = Feen::parse("rheak^ / C/c")?;
    /// assert!(feen.diagram().glyphs(Glyphs::Traditional).to_string().contains("│  車  馬  象  士  將 │"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn glyphs(mut self, glyphs: Glyphs) -> Self {
        self.options.glyphs = glyphs;
        self
    }

    /// Returns the diagram with its edges labelled as `coordinates` says.
    ///
    /// ```
    /// use pin_runtime::Feen;
    /// use pin_runtime::diagram::Coordinates;
    ///
    /// let feen = Feen::parse("k^2 / W/w")?;
    /// assert!(!feen.diagram().coordinates(Coordinates::Hidden).to_string().contains(" a "));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn coordinates(mut self, coordinates: Coordinates) -> Self {
        self.options.coordinates = coordinates;
        self
    }
}

impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        text::Layout::new(self.view, &self.options, self.ascii).write(f)
    }
}

impl fmt::Debug for Text<'_> {
    /// Writes `Text(` then the diagram on its own lines, then `)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Text(\n{self}\n)")
    }
}

impl<B: Grid> Position<B> {
    /// Returns a text diagram of the position, to print or to write with
    /// any `core::fmt` writer; see [`diagram`](crate::diagram).
    ///
    #[cfg_attr(feature = "macros", doc = "```")]
    #[cfg_attr(not(feature = "macros"), doc = "```ignore")]
    /// use pin_runtime::{Board, Position, feen};
    ///
    /// const CHESS: Position<Board<8, 8>> =
    ///     feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");
    /// println!("{}", CHESS.diagram());
    /// assert!(CHESS.diagram().to_string().contains("1 │ -R   N   B   Q   K^  B   N  -R  │"));
    /// ```
    #[must_use]
    pub fn diagram(&self) -> Text<'_> {
        Text::new(View::of_position(self))
    }
}

impl Feen<'_> {
    /// Returns a text diagram of the position; see
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let feen = Feen::parse("ab/cd//AB/CD / W/w")?;
    /// assert!(feen.diagram().to_string().contains("layer A"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn diagram(&self) -> Text<'_> {
        Text::new(View::of_feen(self))
    }
}
