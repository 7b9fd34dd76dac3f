//! Pictures of positions: a text diagram for terminals and test failures,
//! and an SVG diagram for GUIs and documents, of any [`Position`],
//! [`TypedPosition`] or [`Feen`] view, 1-D, 2-D or 3-D, written through
//! `core::fmt` without allocating.
//!
//! ```
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
//! [`Position::diagram`], [`TypedPosition::diagram`] and [`Feen::diagram`]
//! give a [`Text`], whose
//! `Display` writes the board framed, one line per rank, with the hand of
//! the side at the top above it and the other hand below, each with its
//! style, its pieces in canonical order with their counts (`P×2`), and
//! `(to move)` after the side to move. Each square takes four columns, the
//! piece's letter in the second, so the state modifier stands left of the
//! letter and `^` and `'` right of it. No line ends in spaces.
//!
//! - A shogi player's hand (style `J`) is listed as shogi diagrams list
//!   it, `R B G S N L P` (飛 角 金 銀 桂 香 歩) then any other piece,
//!   rather than in FEEN's canonical order (count first).
//! - A xiangqi board (first style `C`, an even number of ranks, five files
//!   or more) has its river between its two halves: a line `楚 河  漢 界`
//!   (not in ASCII), as the SVG writes it on the river.
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
//! [`Position::svg`], [`TypedPosition::svg`] and [`Feen::svg`] give an
//! [`Svg`], whose `Display`
//! writes a standalone SVG document: the squares drawn as the first side's
//! style draws them ([`Pattern`]: checkered for chess, a plain grid for
//! shogi and makruk, points on lines with the river and palaces for
//! xiangqi, the river's `楚河 漢界` written on it), pieces as text (no font
//! or image files are referenced), the hands beside the board with their
//! counts (a shogi player's in shogi's order, read from the top down),
//! coordinates and a marker for the side to move. Options: the size, the orientation, the glyphs, the
//! coordinates, highlighted squares (last move, check, any others) and
//! arrows. For screen readers, the document's `<title>` is the FEEN and the
//! side to move, and its `<desc>` the board as text, rank by rank from the
//! top as drawn (`8: -r n b q k^ b n -r`, `.` for an empty square), with
//! the files and both hands.
//!
//! # In test failures
//!
//! `{:#?}` on a [`Position`] or a [`Feen`] (and so `dbg!` and
//! `pretty_assertions`) writes the FEEN and, below it, the text diagram;
//! `{:?}` stays one line. `assert_eq!` prints its operands with `{:?}`:
//! give it [`compare`] as its message to see both boards side by side, with
//! the squares that differ named:
//!
//! ```should_panic
//! use pin_runtime::{Board, Position};
//! use pin_runtime::diagram::compare;
//!
//! let found: Position<Board<2, 2>> = "k^1/1K^ / W/w".parse()?;
//! let expected: Position<Board<2, 2>> = "k^1/K^1 / W/w".parse()?;
//! assert_eq!(found, expected, "\n{}", compare(found.diagram(), expected.diagram()));
//! # Ok::<(), pin_runtime::FeenError>(())
//! ```
//!
//! ```text
//! assertion `left == right` failed:
//! left                                right
//! second  w  hand: none               second  w  hand: none
//! ...
//! differs at a1, b1
//!   left: Position("k^1/1K^ / W/w")
//!  right: Position("k^1/K^1 / W/w")
//! ```
//!
//! # Bounds
//!
//! Nothing here allocates or panics, whatever the position: a 255 × 255
//! board, a 3-D board of 255 layers, hands of many kinds and counts up to
//! 65,025 are drawn like any other, straight into the formatter.

use core::fmt;

mod compare;
mod glyph;
mod label;
mod out;
mod svg;
mod text;
mod view;

pub use self::compare::{Compare, compare};
use self::glyph::Family;
use self::label::Scheme;
use self::view::View;
use crate::feen::Grid;
use crate::typed::TypedGrid;
use crate::{Cell, Feen, Position, Side, Sin, TypedPosition};

/// How pieces are drawn.
///
/// ```
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
    /// other pieces as tokens. A derived piece (`'`) keeps its `'`, and a
    /// promoted chess or makruk piece (`+Q`, `+R`, `+B`, `+N`, `+M`:
    /// crazyhouse's and makruk FEN's `Q~`, `M~`) is marked `~` (in SVG, a
    /// red `~` in its corner); other markers are not shown. In text, a second-side shogi piece is
    /// prefixed `v`, as shogi's text diagrams do; in SVG it is turned
    /// to face the first side. ASCII text draws each game's letters as its
    /// notation writes them: FEN's for chess and makruk (a promoted piece
    /// marked `~`), SFEN's for shogi (`+P`), UCCI's for xiangqi (`N`, `B`,
    /// `P` for FEEN's `H`, `E`, `S`), without `^`; other pieces as tokens.
    Traditional,
}

/// How the squares are named on the diagram's edges.
///
/// ```
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
    /// ICCS, as UCCI names xiangqi's points: CELL's files `a`… from the
    /// left and ranks from `0` at the bottom (CELL's `1`), on the left and
    /// below. A 3-D board keeps CELL's.
    ///
    /// ```
    /// use pin_runtime::xiangqi;
    /// use pin_runtime::diagram::Coordinates;
    ///
    /// let text = xiangqi::START.diagram().coordinates(Coordinates::Iccs).to_string();
    /// assert!(text.contains("\n0 │") && text.contains("\n9 │") && !text.contains("10 │"));
    /// ```
    Iccs,
}

/// How a diagram names the two sides beside their hands and in its title.
///
/// ```
/// use pin_runtime::{Board, Position, feen};
/// use pin_runtime::diagram::SideNames;
///
/// const ENDING: Position<Board<2, 3>> = feen!("2k^/K^2 / W/w");
/// assert!(ENDING.diagram().to_string().contains("first   W  hand: none  (to move)"));
/// let named = ENDING.diagram().side_names(SideNames::Game).to_string();
/// assert!(named.contains("white   W  hand: none  (to move)") && named.contains("black   w"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SideNames {
    /// By their order, as FEEN does: `first` and `second`.
    #[default]
    Order,
    /// As each side's game does, from its style: `white` and `black` in
    /// chess (`W`) and makruk (`S`), `sente` and `gote` in shogi (`J`),
    /// `red` and `black` in xiangqi (`C`); `first` and `second` for other
    /// styles.
    Game,
}

impl SideNames {
    /// The name of `side`, whose style is `style`.
    pub(crate) const fn name(self, side: Side, style: Sin) -> &'static str {
        let first = side.is_first();
        match (self, Family::of(style)) {
            (Self::Game, Family::Chess | Family::Makruk) => {
                if first {
                    "white"
                } else {
                    "black"
                }
            }
            (Self::Game, Family::Shogi) => {
                if first {
                    "sente"
                } else {
                    "gote"
                }
            }
            (Self::Game, Family::Xiangqi) => {
                if first {
                    "red"
                } else {
                    "black"
                }
            }
            _ => side.name(),
        }
    }
}

/// How an SVG diagram draws the board's squares.
///
/// ```
/// use pin_runtime::{Board, Position, feen};
/// use pin_runtime::diagram::Pattern;
///
/// const XIANGQI: Position<Board<10, 9>> =
///     feen!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c");
/// let lines = XIANGQI.svg().to_string();
/// let checkered = XIANGQI.svg().pattern(Pattern::Checkered).to_string();
/// assert!(!lines.contains("class=\"dark\"") && checkered.contains("class=\"dark\""));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Pattern {
    /// As the first side's style draws its board: [`Grid`](Self::Grid) for
    /// shogi (`J`) and makruk (`S`), [`Lines`](Self::Lines) for xiangqi
    /// (`C`), [`Checkered`](Self::Checkered) for chess (`W`) and any other
    /// style.
    #[default]
    Auto,
    /// Light and dark squares, `a1` dark.
    Checkered,
    /// Squares of one colour between lines, with star points where the
    /// board divides in thirds (shogi's).
    Grid,
    /// Pieces on the points where lines cross; a river between the two
    /// halves of an even number of ranks and a palace of diagonals at each
    /// end (xiangqi's).
    Lines,
}

/// An arrow from the centre of one square to another's, drawn over the
/// pieces of an [`Svg`] diagram; from a square to itself, a ring.
///
/// ```
/// use pin_runtime::Cell;
/// use pin_runtime::diagram::Arrow;
///
/// let arrow = Arrow::new(Cell::new_2d(4, 1), Cell::new_2d(4, 3));
/// assert_eq!((arrow.from.to_string(), arrow.to.to_string()), ("e2".into(), "e4".into()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// The square the arrow leaves.
    pub from: Cell,
    /// The square the arrow points at.
    pub to: Cell,
}

impl Arrow {
    /// An arrow from `from` to `to`.
    ///
    /// ```
    /// use pin_runtime::Cell;
    /// use pin_runtime::diagram::Arrow;
    ///
    /// const E2_E4: Arrow = Arrow::new(Cell::new_2d(4, 1), Cell::new_2d(4, 3));
    /// assert_eq!(E2_E4.to, Cell::new_2d(4, 3));
    /// ```
    #[must_use]
    pub const fn new(from: Cell, to: Cell) -> Self {
        Self { from, to }
    }
}

/// A rectangle in an SVG diagram's own units (those of its `viewBox`,
/// whatever its [`size`](Svg::size)): where a square or a piece in hand is
/// drawn, for a GUI to place its own marks or to find the square under a
/// click.
///
/// ```
/// use pin_runtime::{Cell, Feen};
///
/// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
/// let svg = feen.svg();
/// let a3 = svg.square_bounds(Cell::new_2d(0, 2)).unwrap();
/// let c1 = svg.square_bounds(Cell::new_2d(2, 0)).unwrap();
/// assert!(a3.x < c1.x && a3.y < c1.y && a3.width == c1.width);
/// assert!(a3.contains(a3.x + 1, a3.y + 1));
/// # Ok::<(), pin_runtime::FeenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rect {
    /// The left edge.
    pub x: u32,
    /// The top edge.
    pub y: u32,
    /// The width.
    pub width: u32,
    /// The height.
    pub height: u32,
}

impl Rect {
    /// Whether the point (`x`, `y`) lies inside, edges at the top and left
    /// included.
    ///
    /// ```
    /// use pin_runtime::diagram::Rect;
    ///
    /// let square = Rect { x: 10, y: 10, width: 48, height: 48 };
    /// assert!(square.contains(10, 57) && !square.contains(58, 10));
    /// ```
    #[must_use]
    pub const fn contains(&self, x: u32, y: u32) -> bool {
        x >= self.x && y >= self.y && x - self.x < self.width && y - self.y < self.height
    }
}

/// The options every diagram has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Options {
    /// The side at the bottom.
    bottom: Side,
    glyphs: Glyphs,
    coordinates: Coordinates,
    names: SideNames,
}

impl Options {
    const DEFAULT: Self = Self {
        bottom: Side::First,
        glyphs: Glyphs::Tokens,
        coordinates: Coordinates::Auto,
        names: SideNames::Order,
    };

    /// The name of `side` in the view's styles.
    const fn side_name(self, view: &View<'_>, side: Side) -> &'static str {
        self.names.name(side, view.styles[side.index()])
    }

    /// The labels to draw, if any.
    fn scheme(self, view: &View<'_>, ascii: bool) -> Option<Scheme> {
        let shogi = Scheme::Shogi { kanji: !ascii };
        match self.coordinates {
            Coordinates::Hidden => None,
            Coordinates::Cell => Some(Scheme::Cell { from_zero: false }),
            _ if view.dimensions == 3 => Some(Scheme::Cell { from_zero: false }),
            Coordinates::Iccs => Some(Scheme::Cell { from_zero: true }),
            Coordinates::Shogi => Some(shogi),
            _ if view
                .styles
                .iter()
                .all(|&style| Family::of(style) == Family::Shogi) =>
            {
                Some(shogi)
            }
            _ => Some(Scheme::Cell { from_zero: false }),
        }
    }
}

/// A text diagram of a position; `Display` writes it. Made by
/// [`Position::diagram`], [`TypedPosition::diagram`] or [`Feen::diagram`];
/// see the [module](self) for what it shows.
///
/// ```
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

    /// Returns the diagram with the sides named as `names` says.
    ///
    /// ```
    /// use pin_runtime::shogi;
    /// use pin_runtime::diagram::SideNames;
    ///
    /// let text = shogi::START.diagram().side_names(SideNames::Game).to_string();
    /// assert!(text.starts_with("gote ") && text.contains("\nsente "));
    /// ```
    #[must_use]
    pub const fn side_names(mut self, names: SideNames) -> Self {
        self.options.names = names;
        self
    }
}

impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = out::Out::new(f);
        text::Layout::new(self.view, self.options, self.ascii).write(&mut out)?;
        out.flush()
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
    /// ```
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

    /// Returns an SVG diagram of the position, to write with any
    /// `core::fmt` writer; see [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::{Board, Position, feen};
    ///
    /// const SHOGI: Position<Board<9, 9>> =
    ///     feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j");
    /// let svg = SHOGI.svg().to_string();
    /// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    /// ```
    #[must_use]
    pub fn svg(&self) -> Svg<'_> {
        Svg::new(View::of_position(self))
    }
}

/// A diagram borrows the typed position, and is `Send` and `Sync` as the
/// other diagrams are: its piece type is `Sync`, as every enum of plain
/// variants is.
impl<B: TypedGrid> TypedPosition<B>
where
    Self: Sync,
{
    /// Returns a text diagram of the position, each value drawn as the
    /// token it is written as, as [`Position::diagram`] draws the position
    /// [`to_position`](TypedPosition::to_position) gives; see
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("R", "-R")] WhiteRook,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// let endgame = feen!(Piece, "4k^3/8/8/8/8/8/8/-R3K^3 / W/w");
    /// assert!(endgame.diagram().to_string().contains("1 │  R   ·   ·   ·   K^  ·   ·   ·  │"));
    /// assert_eq!(endgame.diagram().to_string(), endgame.to_position().diagram().to_string());
    /// ```
    #[must_use]
    pub fn diagram(&self) -> Text<'_> {
        Text::new(View::of_typed(self))
    }

    /// Returns an SVG diagram of the position, as [`Position::svg`] draws
    /// the position [`to_position`](TypedPosition::to_position) gives; see
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K")] SenteKing,
    ///     #[pin("k")] GoteKing,
    ///     #[pin("p")] GotePawn,
    /// }
    ///
    /// let tsume = feen!(Piece, "4k4/9/9/9/9/9/9/9/4K4 /2p J/j");
    /// let svg = tsume.svg().to_string();
    /// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    /// assert_eq!(svg, tsume.to_position().svg().to_string());
    /// ```
    #[must_use]
    pub fn svg(&self) -> Svg<'_> {
        Svg::new(View::of_typed(self))
    }
}

impl<'a> Feen<'a> {
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
    pub fn diagram(&self) -> Text<'a> {
        Text::new(View::of_feen(*self))
    }

    /// Returns an SVG diagram of the position; see
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let svg = Feen::parse("ab/cd//AB/CD / W/w")?.svg().to_string();
    /// assert!(svg.contains(">layer A</text>"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn svg(&self) -> Svg<'a> {
        Svg::new(View::of_feen(*self))
    }
}

/// An SVG diagram of a position; `Display` writes a standalone SVG
/// document. Made by [`Position::svg`], [`TypedPosition::svg`] or
/// [`Feen::svg`]; see the
/// [module](self) for what it shows.
///
/// Every option is a `const fn` returning the changed diagram; squares are
/// named by [`Cell`], and a square off the board is left out.
///
/// ```
/// use pin_runtime::{Board, Position, Side, cell, feen};
/// use pin_runtime::diagram::Arrow;
///
/// const AFTER_E4: Position<Board<8, 8>> =
///     feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / w/W");
/// let arrows = [Arrow::new(cell!("g8"), cell!("f6"))];
/// let svg = AFTER_E4
///     .svg()
///     .size(400)
///     .orientation(Side::Second)
///     .last_move(cell!("e2"), cell!("e4"))
///     .arrows(&arrows)
///     .to_string();
/// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert!(svg.contains(" width=\"400\""));
/// // std::fs::write("after-e4.svg", svg)?;
/// ```
#[derive(Clone, Copy)]
pub struct Svg<'a> {
    view: View<'a>,
    options: Options,
    size: Option<u32>,
    pattern: Pattern,
    hands: Option<bool>,
    /// The last move's origin (none for a drop) and destination.
    last_move: Option<(Option<Cell>, Cell)>,
    check: Option<Cell>,
    highlights: &'a [Cell],
    arrows: &'a [Arrow],
}

impl<'a> Svg<'a> {
    fn new(view: View<'a>) -> Self {
        Self {
            view,
            options: Options::DEFAULT,
            size: None,
            pattern: Pattern::Auto,
            hands: None,
            last_move: None,
            check: None,
            highlights: &[],
            arrows: &[],
        }
    }

    /// Returns the diagram drawn `width` pixels wide (its height in
    /// proportion); by default one unit is one pixel, a square 48.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let svg = Feen::parse("8/8 / W/w")?.svg().size(200).to_string();
    /// assert!(svg.contains(" width=\"200\""));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn size(mut self, width: u32) -> Self {
        self.size = Some(width);
        self
    }

    /// Returns the diagram with `side` at the bottom (the first side's by
    /// default): the board turns half a turn, its labels and hands with it.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen, Side};
    ///
    /// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
    /// let a3 = Cell::new_2d(0, 2);
    /// let (white, black) = (feen.svg(), feen.svg().orientation(Side::Second));
    /// assert!(white.square_bounds(a3).unwrap().y < black.square_bounds(a3).unwrap().y);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn orientation(mut self, side: Side) -> Self {
        self.options.bottom = side;
        self
    }

    /// Returns the diagram with pieces drawn as `glyphs`.
    ///
    /// ```
    /// use pin_runtime::Feen;
    /// use pin_runtime::diagram::Glyphs;
    ///
    /// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
    /// assert!(feen.svg().glyphs(Glyphs::Traditional).to_string().contains(">\u{265A}</text>"));
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
    /// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
    /// assert!(!feen.svg().coordinates(Coordinates::Hidden).to_string().contains(">a</text>"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn coordinates(mut self, coordinates: Coordinates) -> Self {
        self.options.coordinates = coordinates;
        self
    }

    /// Returns the diagram with the sides named as `names` says, in its
    /// title and description.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, feen};
    /// use pin_runtime::diagram::SideNames;
    ///
    /// const AFTER_E4: Position<Board<2, 2>> = feen!("k^1/1K^ / w/W");
    /// assert!(AFTER_E4.svg().to_string().contains(", second to move</title>"));
    /// assert!(AFTER_E4.svg().side_names(SideNames::Game).to_string().contains(", black to move</title>"));
    /// ```
    #[must_use]
    pub const fn side_names(mut self, names: SideNames) -> Self {
        self.options.names = names;
        self
    }

    /// Returns the diagram with its squares drawn in `pattern` rather than
    /// the one its styles choose.
    ///
    /// ```
    /// use pin_runtime::Feen;
    /// use pin_runtime::diagram::Pattern;
    ///
    /// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
    /// assert!(!feen.svg().pattern(Pattern::Grid).to_string().contains("class=\"dark\""));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn pattern(mut self, pattern: Pattern) -> Self {
        self.pattern = pattern;
        self
    }

    /// Returns the diagram with the hands drawn beside the board (`true`)
    /// or not. By default they are drawn when either holds a piece or
    /// either style is shogi's (`J`): the top side's on the left, the
    /// bottom side's on the right, each piece with its count.
    ///
    /// ```
    /// use pin_runtime::{Feen, Side};
    ///
    /// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
    /// assert!(feen.svg().hand_bounds(Side::First, 0).is_none());
    /// assert!(feen.svg().hands(true).to_string().contains("class=\"hands\""));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn hands(mut self, shown: bool) -> Self {
        self.hands = Some(shown);
        self
    }

    /// Returns the diagram with the last move's two squares highlighted.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen};
    ///
    /// let feen = Feen::parse("k^2/3/K^2 / w/W")?;
    /// let svg = feen.svg().last_move(Cell::new_2d(2, 0), Cell::new_2d(0, 0)).to_string();
    /// assert_eq!(svg.matches("fill=\"#cdd26a\"").count(), 2);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn last_move(mut self, from: Cell, to: Cell) -> Self {
        self.last_move = Some((Some(from), to));
        self
    }

    /// Returns the diagram with the last move highlighted when it was a
    /// drop: its square alone, as a drop has no origin.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen};
    ///
    /// let feen = Feen::parse("k^2/1G1/K^2 / J/j")?;
    /// let svg = feen.svg().last_drop(Cell::new_2d(1, 1)).to_string();
    /// assert_eq!(svg.matches("fill=\"#cdd26a\"").count(), 1);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn last_drop(mut self, to: Cell) -> Self {
        self.last_move = Some((None, to));
        self
    }

    /// Returns the diagram with `square` marked as in check: a red glow
    /// under its piece.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen};
    ///
    /// let feen = Feen::parse("k^2/3/K^2 / w/W")?;
    /// assert!(feen.svg().check(Cell::new_2d(0, 2)).to_string().contains("url(#pin-check)"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn check(mut self, square: Cell) -> Self {
        self.check = Some(square);
        self
    }

    /// Returns the diagram with `squares` highlighted (in blue).
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen};
    ///
    /// let feen = Feen::parse("k^2/3/K^2 / w/W")?;
    /// let targets = [Cell::new_2d(1, 1), Cell::new_2d(1, 0)];
    /// assert_eq!(feen.svg().highlights(&targets).to_string().matches("#4f8fd6").count(), 2);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn highlights(mut self, squares: &'a [Cell]) -> Self {
        self.highlights = squares;
        self
    }

    /// Returns the diagram with `arrows` drawn over the pieces.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen};
    /// use pin_runtime::diagram::Arrow;
    ///
    /// let feen = Feen::parse("k^2/3/K^2 / w/W")?;
    /// let arrows = [Arrow::new(Cell::new_2d(0, 0), Cell::new_2d(0, 1))];
    /// assert!(feen.svg().arrows(&arrows).to_string().contains("class=\"arrows\""));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn arrows(mut self, arrows: &'a [Arrow]) -> Self {
        self.arrows = arrows;
        self
    }

    /// Returns the whole picture's bounds, in the diagram's own units:
    /// its `viewBox`.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let bounds = Feen::parse("8/8 / W/w")?.svg().bounds();
    /// assert!(bounds.width > 8 * 48 && bounds.height > 2 * 48);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn bounds(&self) -> Rect {
        let geometry = svg::Geometry::new(self);
        Rect {
            x: 0,
            y: 0,
            width: geometry.width,
            height: geometry.height,
        }
    }

    /// Returns where `square` is drawn, in the diagram's own units, or
    /// `None` when it is not on the board.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen};
    ///
    /// let svg = Feen::parse("8/8 / W/w")?.svg();
    /// assert_eq!(svg.square_bounds(Cell::new_2d(0, 0)).unwrap().width, 48);
    /// assert!(svg.square_bounds(Cell::new_2d(0, 2)).is_none());
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn square_bounds(&self, square: Cell) -> Option<Rect> {
        svg::Geometry::new(self).square_rect(&self.view, square)
    }

    /// Returns where the `item`-th piece of `side`'s hand is drawn, in the
    /// diagram's own units, or `None` when the hand holds fewer or the hands
    /// are not drawn. Items count in the order drawn: a shogi player's hand
    /// (style `J`) in shogi's order, `R B G S N L P` then any other piece;
    /// any other hand in FEEN's canonical order.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen, Side};
    ///
    /// // FEEN writes `2PS` (count first); a shogi stand lists the silver
    /// // first, read from the top down: above the pawns.
    /// let svg = Feen::parse("2k^/3/K^2 2PS/ J/j")?.svg();
    /// let board = svg.square_bounds(Cell::new_2d(2, 0)).unwrap();
    /// let silver = svg.hand_bounds(Side::First, 0).unwrap();
    /// let pawns = svg.hand_bounds(Side::First, 1).unwrap();
    /// assert!(silver.x > board.x + board.width);
    /// assert!(silver.y < pawns.y);
    /// assert!(svg.hand_bounds(Side::First, 2).is_none());
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn hand_bounds(&self, side: Side, item: usize) -> Option<Rect> {
        svg::Geometry::new(self).hand_rect(&self.view, side, item)
    }
}

impl fmt::Display for Svg<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        svg::write(self, f)
    }
}

impl fmt::Debug for Svg<'_> {
    /// Writes the document, as `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
