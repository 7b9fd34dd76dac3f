//! Makruk (Thai chess) positions in FEN, as Fairy-Stockfish and `PyChess`
//! write them, read into a FEEN [`Position`] and written back byte for
//! byte.
//!
//! ```text
//! <board> <side> <flags> <counting> <halfmove> <fullmove>
//! rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1
//! ```
//!
//! # Conventions
//!
//! | makruk FEN | FEEN [`Position`] |
//! |---|---|
//! | khun `K` | `K^` (terminal) |
//! | met `M`, khon `S`, ma `N`, ruea `R`, bia `P` | same letters |
//! | `M~`: a bia promoted to met | `+M` |
//! | lowercase for black | lowercase |
//! | side `w` (white, first) / `b` (black, second) | style–turn `S/s` / `s/S` |
//! | flags `-` | – (makruk has no castling) |
//! | counting `-` or a number, the fifth field, the fullmove number | kept beside the position: [`Fen::counting_limit`], [`Fen::counting_ply`], [`Fen::halfmove_clock`], [`Fen::fullmove_number`] |
//!
//! The board is 8 ranks of 8 squares, white at the bottom (the last rank
//! written); the two khuns stand on different files (white's on CELL `d1`,
//! black's on `e8`).
//!
//! ```
//! use pin_runtime::makruk::{Fen, START};
//! use pin_runtime::{Epin, Side};
//!
//! let text = "rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3";
//! let fen = Fen::parse(text)?;
//! let position = fen.position();
//! assert_eq!(position.turn(), Side::Second);
//! assert_eq!(position.board()[2][2], Some(Epin::parse("+M")?));
//! assert_eq!(
//!     position.to_string(),
//!     "rnsmk^snr/8/1p+M1pppp/p7/8/PPPP1PPP/8/RNSK^MSNR / s/S",
//! );
//!
//! // Read, written back byte for byte.
//! assert_eq!(fen.to_string(), text);
//!
//! // From a FEEN position: not counting, clocks `0 1` until others are given.
//! assert_eq!(
//!     Fen::from_position(START)?.to_string(),
//!     "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
//! );
//!
//! // The start is a constant of its own too.
//! assert_eq!(Fen::from_position(START)?, Fen::START);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Counting
//!
//! Makruk ends a game that cannot be won in a count of moves: the *board's
//! honour* (64 moves, once neither side has a bia) and the *pieces' honour*
//! (once the weaker side has its khun alone: 8 moves against two rueas, 16
//! against one, 22 against two khons, 32 against two mas, 44 against one
//! khon, else 64). Fairy-Stockfish writes the count in place of chess's
//! en-passant field and halfmove clock:
//!
//! - the fourth field is `-` when nothing is being counted, else the
//!   *counting limit*, in plies (twice the moves: `128`, `16`, `32`, `44`,
//!   `64`, `88`; Cambodian makruk's board's honour is written `126`);
//! - the fifth field is then the *counting ply*, the plies counted so far
//!   (from the pieces on the board, for the pieces' honour), else the
//!   halfmove clock.
//!
//! This module keeps both as read and does not count: whether a limit fits
//! the material is the rules' business, like a chess FEN's clocks.
//!
//! ```
//! use pin_runtime::makruk::Fen;
//!
//! let fen = Fen::parse("8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1")?;
//! assert_eq!(fen.counting_limit(), Some(128));
//! assert_eq!(fen.counting_ply(), Some(97));
//! assert_eq!(fen.halfmove_clock(), None);
//! # Ok::<(), pin_runtime::makruk::FenError>(())
//! ```
//!
//! # Literals checked at compile time
//!
//! With the `macros` feature (on by default), [`fen!`][fen] reads a makruk FEN
//! literal at compile time into a [`Fen`] constant, usable in `const`,
//! `static` and `match` patterns; a mistake fails the build with one error
//! on the literal, in the words of [`FenError`], and a fix where one
//! exists.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::makruk::{fen, Fen, START};
//!
//! static OPENING: Fen = fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
//! assert_eq!(*OPENING.position(), START);
//! assert!(matches!(
//!     Fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"),
//!     Ok(fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1")),
//! ));
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[fen]: macro@fen")]
#![cfg_attr(not(feature = "macros"), doc = "[fen]: crate#features")]
//!
//! # What is read
//!
//! Exactly one FEN: six fields separated by one space, nothing before or
//! after. Where Fairy-Stockfish's reader is looser, this one chooses:
//!
//! - **The side** is `w` or `b`, lowercase.
//! - **The flags** are `-`: makruk has no castling. The first-move flags
//!   `DEde` of Cambodian makruk (ouk chatrang), which Fairy-Stockfish
//!   writes in the same field, are refused: that is another game.
//! - **The counting limit** is `-` or a decimal number from 1 (`0` means
//!   no count to Fairy-Stockfish, which writes it `-`).
//! - **The clocks** are both required; each is a decimal number without
//!   sign or leading zeros, up to `u32::MAX`, kept as written; the
//!   fullmove number counts from 1.
//! - **`~`** follows only `M` or `m`: a met that was a bia. Fairy-Stockfish
//!   writes it when asked to show promoted pieces (`PyChess` does); a met
//!   without `~` is an original met, and the two are different FEEN pieces
//!   (`+M` and `M`).
//! - **What belongs to the rules is not checked**: two khuns, a bia on the
//!   last rank, how many of each.
//! - **Length**: at most [`MAX_LEN`] bytes, checked before any byte is
//!   read.
//!
//! # Errors
//!
//! Reading stops at the first mistake; the [`FenError`] says the field,
//! the byte index, what was expected and what was found, and names a square
//! of the board by its CELL coordinate:
//!
//! ```
//! use pin_runtime::makruk::{Fen, Field};
//!
//! let err = Fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w").unwrap_err();
//! assert_eq!(err.field(), Some(Field::Flags));
//! assert_eq!(
//!     err.to_string(),
//!     "invalid makruk FEN at byte 45 (flags): \
//!      expected ' ' and the flags ('-' in makruk), found end of input",
//! );
//! ```
//!
//! Writing a position makruk FEN cannot say ([`Fen::from_position`])
//! fails with a [`FromPositionError`] naming the first square (by its CELL
//! coordinate) or hand item that cannot be written: styles other than
//! `S/s`, a piece outside the table (a khun without `^`, a promoted piece
//! other than `+M`, a derived piece, another letter), any piece in hand.
//!
//! [`Position`]: crate::Position
#[doc(inline)]
pub use pin_runtime_core::makruk::*;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__makruk_fen as fen;
