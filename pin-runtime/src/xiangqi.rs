//! Xiangqi positions in FEN, as UCCI engines and WXF records write them,
//! read into a FEEN [`Position`] and written back byte for byte.
//!
//! ```text
//! <board> <side> - - [ <halfmove> <fullmove> ]
//! rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
//! ```
//!
//! # Conventions
//!
//! | xiangqi FEN | FEEN [`Position`] |
//! |---|---|
//! | general `K` | `K^` (terminal) |
//! | chariot `R`, advisor `A`, cannon `C` | `R`, `A`, `C` |
//! | horse `N` (UCCI) or `H` (WXF) | `H` |
//! | elephant `B` (UCCI) or `E` (WXF) | `E` |
//! | soldier `P` | `S` |
//! | lowercase for black | lowercase |
//! | side `w` or `r` (red, first) / `b` (black, second) | style–turn `C/c` / `c/C` |
//! | halfmove clock, fullmove number | kept beside the position: [`Fen::halfmove_clock`], [`Fen::fullmove_number`] |
//!
//! The board is 10 ranks of 9 points, red at the bottom (the last rank
//! written), so red's general starts on CELL `e1` and black's on `e10`.
//! One input uses one letter set, UCCI's or WXF's; the FEN is written back
//! with UCCI letters and `w` or `b`.
//!
//! ```
//! use pin_runtime::xiangqi::{Fen, START};
//! use pin_runtime::{Epin, Side};
//!
//! let text = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
//! let fen = Fen::parse(text)?;
//! let position = fen.position();
//! assert_eq!(position.turn(), Side::Second);
//! assert_eq!(position.board()[9][1], Some(Epin::parse("H")?));
//! assert_eq!((fen.halfmove_clock(), fen.fullmove_number()), (Some(1), Some(1)));
//! assert_eq!(
//!     position.to_string(),
//!     "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C2C4/9/RHEAK^AEHR / c/C",
//! );
//!
//! // Read, written back byte for byte.
//! assert_eq!(fen.to_string(), text);
//!
//! // WXF letters and `r` for red read to the same position, written back as UCCI.
//! let wxf = Fen::parse("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1")?;
//! assert_eq!(*wxf.position(), START);
//! assert_eq!(wxf.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
//!
//! // From a FEEN position: no clocks until they are given.
//! let start = Fen::from_position(START)?;
//! assert_eq!(start.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -");
//!
//! // The start with its clocks is a constant of its own.
//! assert_eq!(Fen::START, wxf);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Moves
//!
//! Engines speak UCCI ([`Ucci`]: `h2e2`, ranks from 0); this crate speaks
//! PMN ([`Pmn`](crate::Pmn)) on CELL points, ranks from 1 (`h2e2` is
//! `h3-e3`). [`Fen::pmn`] and [`Fen::ucci`] convert on a position,
//! [`Fen::play`] and [`Fen::play_ucci`] play a move with its clocks, and
//! [`Fen::from_position_command`] reads an engine's `position … moves …`
//! command in one call. [`protocol`] reads and writes the other UCCI lines,
//! both ways ([`ToEngine`](protocol::ToEngine),
//! [`FromEngine`](protocol::FromEngine)), as `chess::protocol` does UCI's.
//!
//! ```
//! use pin_runtime::xiangqi::Fen;
//!
//! let fen = Fen::from_position_command("position startpos moves h2e2 h9g7")?;
//! assert_eq!(fen.to_string(), "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Literals checked at compile time
//!
//! With the `macros` feature (on by default), [`fen!`][fen] reads a xiangqi FEN
//! literal at compile time into a [`Fen`] constant, usable in `const`,
//! `static` and `match` patterns; a mistake fails the build with one error
//! on the literal, in the words of [`FenError`], and a fix where one
//! exists.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::xiangqi::{fen, Fen, START};
//!
//! static OPENING: Fen = fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
//! assert_eq!(*OPENING.position(), START);
//! assert!(matches!(
//!     Fen::parse("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -"),
//!     Ok(fen!("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -")),
//! ));
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[fen]: macro@fen")]
#![cfg_attr(not(feature = "macros"), doc = "[fen]: crate#features")]
//!
//! So does [`ucci!`][ucci] for a UCCI move, into a [`Ucci`] constant; a
//! PMN move in it fails with the UCCI to write (`xiangqi::ucci!("h3-e3")`
//! suggests `xiangqi::ucci!("h2e2")`), a USI or UCI move with its macro.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::xiangqi::{ucci, Fen, Ucci};
//! use pin_runtime::pmn;
//!
//! const CANNON: Ucci = ucci!("h2e2");
//! let mut fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
//! assert_eq!(fen.play_ucci(CANNON), Ok(pmn!("h3-e3")));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[ucci]: macro@ucci")]
#![cfg_attr(not(feature = "macros"), doc = "[ucci]: crate#features")]
//!
//! # What is read
//!
//! Exactly one FEN: fields separated by one space, nothing before or
//! after. Where UCCI and WXF leave room, this reader chooses:
//!
//! - **The side** is `w` or `r` for red (both are in use; `w` is written
//!   back) and `b` for black, in lowercase only: `W`, `R` and `B` are
//!   refused, as chess FEN refuses them.
//! - **The third and fourth fields** are chess's castling and en-passant
//!   fields, which xiangqi does not have: every xiangqi FEN writer puts `-`
//!   in each, and anything else is refused. The short form without them
//!   (`<board> w`) is refused too, with a message that says what is
//!   missing.
//! - **The clocks** come both or neither: four fields, written back with
//!   four, or six. Each is a decimal number without sign or leading zeros,
//!   up to `u32::MAX`, kept as written; the fullmove number counts from 1,
//!   as in chess FEN (UCCI counts the halfmove clock in plies since the
//!   last capture; this module does not interpret either).
//! - **Letters**: an input with `N` or `B` (either case) is UCCI, one with
//!   `H` or `E` is WXF; both in one input are refused. `K A R C P` are
//!   common to both.
//! - **A run of empty points is one count**: `45` is refused, as is `0`.
//! - **What belongs to the rules is not checked**: two generals, pieces
//!   outside their palace or river side, how many of each.
//! - **Length**: at most [`MAX_LEN`] bytes, checked before any byte is
//!   read.
//!
//! # Files as other tools write them
//!
//! [`Fen::parse_lenient`] reads what engines also write (`<board> w` as
//! Pikafish's benchmark does, a board alone, UCCI's `position fen` in
//! front, stray whitespace) and returns, beside the value, the
//! [`Repairs`](crate::Repairs) it made. [`Fen::parse_dialect`] gives the
//! [`Dialect`] (UCCI or WXF letters, `w` or `r` for red), which
//! [`Fen::display_in`] writes back.
//!
//! # Errors
//!
//! Reading stops at the first mistake; the [`FenError`] says the field,
//! the byte index, what was expected and what was found, and names a square
//! of the board by its CELL coordinate:
//!
//! ```
//! use pin_runtime::xiangqi::{Fen, Field};
//!
//! let err = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w").unwrap_err();
//! assert_eq!(err.field(), Some(Field::Castling));
//! assert_eq!(
//!     err.to_string(),
//!     "invalid xiangqi FEN at byte 61 (castling): \
//!      expected ' ' and the castling field ('-' in xiangqi), found end of input",
//! );
//! ```
//!
//! Writing a position xiangqi FEN cannot say ([`Fen::from_position`])
//! fails with a [`FromPositionError`] naming the first square (by its CELL
//! coordinate) or hand item that cannot be written: styles other than
//! `C/c`, a piece outside the table (a general without `^`, a promoted or
//! derived piece, another letter), any piece in hand.

//!
//! [`Position`]: crate::Position
#[doc(inline)]
pub use pin_runtime_core::xiangqi::*;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__xiangqi_fen as fen;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__xiangqi_ucci as ucci;
