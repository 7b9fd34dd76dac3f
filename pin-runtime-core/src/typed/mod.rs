//! Boards, hands and positions typed by an engine's own piece enum: the
//! [`Pieces`] trait that `#[derive(Pieces)]` implements, and the
//! [`TypedPosition`], [`TypedHand`] and board types built on it.
//!
//! A FEEN [`Position`](crate::Position) holds EPIN tokens, any of the 624;
//! a [`TypedPosition`] holds the values of a type implementing [`Pieces`],
//! so a piece the engine does not know cannot be in it. Converting a
//! position fails on the first piece no variant maps, naming its square by
//! CELL coordinate or the hand that holds it; converting back writes each
//! value as the first token its variant lists.
//!
//! ```
//! use pin_runtime::{Board, BoardOf, Pieces, Position, TypedPosition, feen};
//!
//! #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
//! enum Piece {
//!     #[pin("K^")] WhiteKing,
//!     #[pin("R", "-R")] WhiteRook,
//!     #[pin("k^")] BlackKing,
//! }
//!
//! type Endgame = TypedPosition<BoardOf<Piece, 8, 8>>;
//!
//! // Checked at compile time: a piece no variant maps fails the build.
//! const START: Endgame = feen!(Piece, "4k^3/8/8/8/8/8/8/-R3K^3 / W/w");
//! assert_eq!(START.board()[7][0], Some(Piece::WhiteRook));
//!
//! // Read at run time, then typed.
//! let position: Position<Board<8, 8>> = "4k^3/8/8/8/8/8/8/4K^2Q / W/w".parse()?;
//! let err = Endgame::try_from(position).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "expected a piece that a variant of Piece maps, found \"Q\" at h1",
//! );
//!
//! // Written back with each variant's first token: `-R` became `R`.
//! assert_eq!(START.to_string(), "4k^3/8/8/8/8/8/8/R3K^3 / W/w");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A typed `feen!` or `board!` is checked when its constant is evaluated.
//! For a `const` or `static` item that happens as soon as the code is checked
//! (`cargo check`, an editor); inside a function body the compiler
//! evaluates it when it builds the code (`cargo build`, `cargo test`), so
//! an unmapped piece there shows only then. Give the literal a `const` item
//! of its own, as above, to see the mistake in the editor too.

mod board;
mod hand;
mod pieces;
mod position;

pub use board::{Board3Of, BoardOf, TypedGrid};
pub use hand::{TypedHand, TypedHandIter};
pub use pieces::Pieces;
pub(crate) use pieces::near;
pub use position::TypedPosition;
