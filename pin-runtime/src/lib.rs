//! Typo-proof piece identifiers for board-game engines: the PIN and EPIN
//! tokens of the Sashité notations (`K`, `+R`, `-p`, `K^`, `S'`) as two-byte,
//! `const`-friendly values.
//!
//! ```
//! # #[cfg(feature = "macros")] {
//! use pin_runtime::{epin, pin, Epin, Letter, Pin, Side, State};
//!
//! // Literals checked at compile time: a typo fails the build.
//! const ROOK: Pin = pin!("+R");
//! const SILVER: Epin = epin!("S'");
//! assert!(ROOK.is_enhanced() && SILVER.is_derived());
//!
//! // Parse, inspect, transform, write back; all of it `const fn`.
//! const KING: Pin = match Pin::parse("K^") {
//!     Ok(pin) => pin,
//!     Err(_) => panic!("not a PIN token"),
//! };
//! assert_eq!(KING.letter(), Letter::K);
//! assert_eq!(KING.side(), Side::First);
//! assert!(KING.is_terminal());
//! assert_eq!(KING.flipped().encode().as_str(), "k^");
//!
//! let silver: Epin = "+S'".parse()?;
//! assert_eq!(silver.state(), State::Enhanced);
//! assert!(silver.is_derived());
//! assert_eq!(silver.to_string(), "+S'");
//!
//! // Mistakes say what was expected, what was found and where.
//! let err = Pin::parse("K+").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "invalid PIN token \"K+\": expected '^' or end of token after the letter 'K', found '+' at byte 1",
//! );
//! # }
//! # Ok::<(), pin_runtime::ParseError>(())
//! ```
//!
//! # Grammar
//!
//! ```text
//! pin  ::= [ "+" | "-" ] letter [ "^" ]       \A[-+]?[A-Za-z]\^?\z     312 tokens
//! epin ::= pin [ "'" ]                        \A[-+]?[A-Za-z]\^?'?\z   624 tokens
//! ```
//!
//! | token part | meaning | read with |
//! |---|---|---|
//! | letter, case-folded | piece name | [`Pin::letter`] → [`Letter`] |
//! | letter case | uppercase: first player, lowercase: second | [`Pin::side`] → [`Side`] |
//! | `+` / `-` prefix | enhanced / diminished (none: normal) | [`Pin::state`] → [`State`] |
//! | `^` suffix | terminal piece (its loss ends the game) | [`Pin::is_terminal`] |
//! | `'` suffix, last (EPIN only) | derived style: the opposite side's | [`Epin::is_derived`] |
//!
//! Tokens are canonical: nothing is trimmed or normalised, and parsing then
//! encoding gives back the same bytes.
//!
//! # Boards and styles
//!
//! - [`board!`] and [`parse_placement`] read the piece-placement field of
//!   FEEN (`lnsgk^gsnl/1r5b1/…`) into a `[[Option<Epin>; W]; H]`, at compile
//!   time and at run time, with the same errors; [`placement`] writes a
//!   board back as canonical text.
//! - [`Sin`] ([`sin!`]) is a style letter whose case is the side, [`Qpi`]
//!   ([`qpi!`]) a piece qualified with its style (`C:K^`), and
//!   [`Epin::qualify`] resolves a token to its QPI from the two sides'
//!   native styles.
//!
//! ```
//! # #[cfg(feature = "macros")] {
//! use pin_runtime::{board, epin, qpi, sin, Epin};
//!
//! const START: [[Option<Epin>; 3]; 2] = board!("k^2/1P'K^");
//! assert_eq!(START[1][1], Some(epin!("P'")));
//! assert_eq!(epin!("P'").qualify(sin!("C"), sin!("S")), qpi!("S:P"));
//! # }
//! ```
//!
//! # An engine's own types
//!
//! - Every type has a dense index in the order of its `ALL`, for tables:
//!   [`Pin::index`] in `0..Pin::COUNT` (312), [`Epin::index`] (624),
//!   [`Letter::index`] (26), [`Sin::index`] (52), [`Side::index`],
//!   [`State::index`], each with its `from_index`.
//! - [`#[derive(Pieces)]`][Pieces] (feature `derive`) maps an engine's enum
//!   to tokens, checked at compile time, and [`board_of!`] converts a board
//!   constant to it.
//!
//! # Guarantees
//!
//! - `#![no_std]`, no allocation, no `unsafe`, no dependency (but optional
//!   `serde`).
//! - No input panics. The token parsers read at most the first 5 bytes and
//!   reject over-long input by its length alone, in constant time; the
//!   placement parser reads its input once, left to right.
//! - `size_of` of [`Pin`], `Option<Pin>`, [`Epin`] and `Option<Epin>` is 2.
//! - Parsing, validation, encoding and every query and transformation are
//!   `const fn`.
//!
//! # Features
//!
//! - `macros` (default): [`pin!`], [`epin!`], [`pins!`], [`epins!`],
//!   [`sin!`], [`qpi!`] and [`board!`], literals checked at compile time.
//!   Turn it off to build without procedural macros.
//! - `derive`: [`#[derive(Pieces)]`][Pieces] and [`board_of!`]; it adds
//!   `syn`'s parsing of items to the build of the macros.
//! - `serde`: `Serialize` and `Deserialize` for [`Pin`], [`Epin`], [`Sin`]
//!   and [`Qpi`] as their token strings; a bad token fails with its
//!   [`ParseError`] message.
//!
#![cfg_attr(
    not(feature = "macros"),
    doc = "[`pin!`]: crate#features\n[`epin!`]: crate#features\n[`pins!`]: crate#features\n\
           [`epins!`]: crate#features\n[`sin!`]: crate#features\n[`qpi!`]: crate#features\n\
           [`board!`]: crate#features"
)]
#![cfg_attr(
    not(feature = "derive"),
    doc = "[`board_of!`]: crate#features\n[Pieces]: crate#features"
)]
#![no_std]

mod convert;
#[cfg(feature = "derive")]
mod derive;
mod encoded;
mod epin;
mod error;
mod letter;
#[cfg(feature = "macros")]
mod macros;
mod parse;
mod piece;
mod pin;
mod placement;
mod qpi;
mod repr;
#[cfg(feature = "serde")]
mod serde_impl;
mod side;
mod sin;
mod state;

pub use crate::convert::{ParseVariantError, TryFromEpinError, UnmappedError, UnmappedSquareError};
#[cfg(feature = "derive")]
pub use crate::derive::Pieces;
pub use crate::encoded::Encoded;
pub use crate::epin::Epin;
pub use crate::error::{ParseError, ParseErrorKind};
pub use crate::letter::Letter;
pub use crate::pin::Pin;
pub use crate::placement::{
    MAX_WIDTH, Placement, PlacementError, PlacementErrorKind, parse_placement, placement,
};
pub use crate::qpi::Qpi;
pub use crate::side::Side;
pub use crate::sin::Sin;
pub use crate::state::State;

#[cfg(feature = "macros")]
#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
