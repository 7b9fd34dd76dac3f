//! Typo-proof pieces and positions for board-game engines: the PIN and EPIN
//! tokens of the Sashité notations (`K`, `+R`, `-p`, `K^`, `S'`) as two-byte,
//! `const`-friendly values, and whole FEEN positions as plain arrays.
//!
//! ```
//! use pin_runtime::{Epin, Letter, Pin, Side, State};
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
//! # Ok::<(), pin_runtime::ParseError>(())
//! ```
//!
//! With the `macros` feature (on by default), literals are checked at
//! compile time: a typo fails the build, and a good token is a constant.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::{epin, pin, Epin, Pin};
//!
//! const ROOK: Pin = pin!("+R");
//! const SILVER: Epin = epin!("S'");
//! assert!(ROOK.is_enhanced() && SILVER.is_derived());
//! assert_eq!(ROOK, Pin::parse("+R")?);
//! # Ok::<(), pin_runtime::ParseError>(())
//! ```
//!
//! # Which call does what
//!
//! - Pieces: `pin!`, `epin!` in source and patterns; `Pin::parse`,
//!   `Epin::parse` at run time. Squares: `cell!`, `Cell::parse`.
//! - Positions: `feen!` in source; `Position::parse`, `Feen::parse` (any
//!   shape); `Position::get`, `set`, `find`, hands through the position.
//! - Chess FEN and EPD: `chess::Fen::parse`, `chess::Fen::START`,
//!   `chess::Epd::parse`, `Epd::operations`, `Epd::operand("bm")`.
//! - Real files: `parse_lenient` of `chess::Fen`, `chess::Epd`,
//!   `shogi::Sfen`, `shogi::FairyFen`, `xiangqi::Fen` and `makruk::Fen`, the
//!   value with its `Repairs`, each named at its byte.
//! - Engines: `chess::Fen::play_uci`, `shogi::Sfen::play_usi`,
//!   `xiangqi::Fen::play_ucci`, and `from_position_command` of each for a
//!   whole `position` command.
//! - Keys and books: `Position::key`, `chess::Fen::polyglot_key`,
//!   `chess::polyglot::Book`.
//! - Pictures: `Position::diagram`, `Position::svg` (`last_move`,
//!   `last_drop`, `highlights`, `arrows`).
//! - Your piece enum: `#[derive(Pieces)]`, `TypedPosition`,
//!   `feen!(Piece, "…")`; back to FEN with `chess::Fen::from_board` or
//!   `from_board_with_clocks`.
//!
//! Each game is a feature (`chess`, `shogi`, `xiangqi`, `makruk`, on by
//! default), and so are `diagram`, `derive`, `serde` and `std`: see
//! [Features](#features).
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
//! # Whole positions: FEEN
//!
//! The [`feen`](mod@feen) module reads and writes whole positions: the board (1-D,
//! 2-D or 3-D), the pieces in each hand, the two sides' styles and the side
//! to move (`lnsgk^gsnl/1r5b1/… 2P/p J/j`).
//!
//! - [`Feen::parse`] checks a string of any shape and reads it in place,
//!   without allocating: dimensions, squares, hands, styles, turn.
//! - [`Position`] holds a position as a value whose board type has its
//!   shape ([`Board`], [`Board3`]); it is read with [`Position::parse`],
//!   converted from a [`Feen`], or checked at compile time with [`feen!`],
//!   and `Display` writes canonical FEEN back. Its squares are read and set
//!   by [`Cell`]; its mutators refuse what FEEN cannot write, so every
//!   position written reads back. [`Hand`]s keep canonical order however
//!   they are filled.
//! - [`board!`], [`parse_placement`] and [`parse_board`] read the placement
//!   field alone; [`placement`] writes a board back.
//! - [`chess::Fen`] reads chess FEN (and EPD, X-FEN, Shredder-FEN,
//!   crazyhouse) into a chess [`Position`] and writes it back.
//! - [`shogi`] reads and writes SFEN ([`shogi::Sfen`]) and
//!   Fairy-Stockfish's shogi FEN ([`shogi::FairyFen`]), [`xiangqi`] the
//!   FEN of UCCI and WXF ([`xiangqi::Fen`]) and [`makruk`] the makruk FEN
//!   of Fairy-Stockfish and `PyChess` ([`makruk::Fen`]), each as a
//!   [`Position`] with the move number, clocks or counting beside it;
//!   [`chess::fen!`], [`shogi::sfen!`], [`xiangqi::fen!`] and
//!   [`makruk::fen!`] check their literals at compile time.
//!
//! [`Sin`] is a style letter whose case is the side (`W` chess, `J` shogi,
//! `C` xiangqi, `S` makruk), [`Qpi`] a piece qualified with its style
//! (`W:K^`), and [`Epin::qualify`] and [`Position::qualify`] resolve a token
//! to its QPI from the two sides' styles.
//!
//! ```
//! use pin_runtime::{Board, Cell, Epin, Feen, Position, Side};
//!
//! let text = "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S";
//! let view = Feen::parse(text)?;
//! assert_eq!(view.dimensions(), [9, 9]);
//! assert_eq!(view.turn(), Side::Second);
//!
//! // The same position as a value, converted without reading the text again.
//! let mut position = Position::<Board<9, 9>>::try_from(view)?;
//! let pawn = Epin::parse("P")?;
//! assert_eq!(position.hand(Side::First).count(pawn), 2);
//! // The first side drops a pawn on e5 (CELL names squares from a1).
//! position.remove_from_hand(Side::First, pawn, 1)?;
//! position.set(Cell::parse("e5")?, Some(pawn))?;
//! position.switch_turn();
//! assert!(position.to_string().ends_with(" PS/bp S/s"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Squares: CELL
//!
//! A [`Cell`] names a square: a file, a rank on 2-D and 3-D boards, a layer
//! on 3-D boards (`e`, `e4`, `a1A`), four bytes, ordered and hashable;
//! [`cell!`] checks a literal at compile time. On a FEEN board the last
//! rank written is rank `1`, so the chess king starts on `e1`;
//! [`Dimensions::cell`](feen::Dimensions::cell) and
//! [`Dimensions::index_of`](feen::Dimensions::index_of) map cells to
//! squares in the order written.
//!
//! ```
//! use pin_runtime::{Cell, feen::Dimensions};
//!
//! let chess = Dimensions::new(&[8, 8]).unwrap();
//! let e1: Cell = "e1".parse()?;
//! assert_eq!(chess.index_of(e1), Some(60));
//! assert_eq!(chess.cell(0).unwrap().to_string(), "a8");
//! # Ok::<(), pin_runtime::CellError>(())
//! ```
//!
//! # Pictures
//!
//! The [`diagram`] module draws any [`Position`] or [`Feen`] view, 1-D, 2-D
//! or 3-D, through `core::fmt`: [`Position::diagram`] as text (a framed
//! board, both hands, styles, side to move; Unicode or ASCII; tokens or
//! each style's own figurines, kanji and hanzi) and [`Position::svg`] as a
//! standalone SVG document (the board as its style draws it, hands beside
//! it, coordinates, the last move, a check, arrows). In a failing test,
//! `{:#?}` (and `dbg!`) on a position adds its text diagram below the FEEN,
//! and [`diagram::compare`] in an `assert_eq!` message shows both sides'
//! diagrams side by side with the squares that differ.
//!
//! # An engine's own types
//!
//! - Every type has a dense index in the order of its `ALL`, for tables:
//!   [`Pin::index`] in `0..Pin::COUNT` (312), [`Epin::index`] (624),
//!   [`Letter::index`] (26), [`Sin::index`] (52), [`Side::index`],
//!   [`State::index`], each with its `from_index`.
//! - [`#[derive(Pieces)]`][Pieces] (feature `derive`) maps an engine's enum
//!   to tokens, one or several per variant, checked at compile time; boards
//!   convert to the enum and back in 1-D, 2-D and 3-D.
//! - The [`typed`] module holds whole positions typed by such an enum,
//!   [`TypedPosition`] (board and hands), converting from and to
//!   [`Position`]; `feen!(Piece, "…")` and `board!(Piece, "…")` give typed
//!   constants, a piece that no variant maps failing the build with its
//!   square's CELL coordinate.
//!
#![cfg_attr(feature = "derive", doc = "```")]
#![cfg_attr(not(feature = "derive"), doc = "```ignore")]
//! use pin_runtime::{feen, BoardOf, Pieces, TypedPosition};
//!
//! #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
//! enum Piece {
//!     #[pin("K^")] WhiteKing,
//!     #[pin("R", "-R")] WhiteRook,
//!     #[pin("k^")] BlackKing,
//! }
//!
//! const ENDGAME: TypedPosition<BoardOf<Piece, 8, 8>> =
//!     feen!(Piece, "4k^3/8/8/8/8/8/8/-R3K^3 / W/w");
//! assert_eq!(ENDGAME.board()[7][0], Some(Piece::WhiteRook));
//! assert_eq!(ENDGAME.to_string(), "4k^3/8/8/8/8/8/8/R3K^3 / W/w");
//! ```
//!
//! # Guarantees
//!
//! - `#![no_std]`, no allocation, no `unsafe`, no dependency (but optional
//!   `serde`); only the `std` feature's stream reader allocates its one
//!   buffer.
//! - No input panics. The token parsers read at most the first 5 bytes and
//!   reject over-long input by its length alone, in constant time; the FEEN
//!   readers read their input once, left to right, and stop at the first
//!   mistake or bound (an error reads the placement field once more to name
//!   its square).
//! - `size_of` of [`Pin`], `Option<Pin>`, [`Epin`] and `Option<Epin>` is 2;
//!   a chess [`Position`] is 264 bytes.
//! - Parsing, validation, encoding and every query and transformation of
//!   pieces, styles and cells are `const fn`, as are [`Feen::parse`] and
//!   [`parse_placement`]; a [`Position`]'s queries and changes square by
//!   square go through its board type and are plain functions.
//!
//! # Features
//!
//! - `macros` (default): [`pin!`], [`epin!`], [`pins!`], [`epins!`],
//!   [`sin!`], [`qpi!`], [`cell!`], [`board!`], [`feen!`] and [`pmn!`],
//!   literals checked at compile time, and each game's own with its
//!   feature. Turn it off to build without procedural macros.
//! - `chess` (default): the [`chess`] module (FEN, EPD, UCI
//!   moves, `position` commands, Lichess's binary FEN, Polyglot keys and
//!   books) and, with
//!   `macros`, [`chess::fen!`] and [`chess::uci!`].
//! - `shogi` (default): the [`shogi`] module (SFEN,
//!   Fairy-Stockfish's shogi FEN, USI moves, the binary positions and
//!   training records of `YaneuraOu` and cshogi) and, with `macros`,
//!   [`shogi::sfen!`] and [`shogi::usi!`].
//! - `xiangqi` (default): the [`xiangqi`] module (FEN, UCCI
//!   moves) and, with `macros`, [`xiangqi::fen!`] and [`xiangqi::ucci!`].
//! - `makruk` (default): the [`makruk`] module (makruk FEN)
//!   and, with `macros`, [`makruk::fen!`].
//! - `diagram` (default): the [`diagram`] module, text and
//!   SVG diagrams of every position, and the diagram that `{:#?}` adds to
//!   a position.
//! - `derive`: [`#[derive(Pieces)]`][Pieces], [`board_of!`] and the typed
//!   forms of [`board!`] and [`feen!`]; it adds `macros`, and `syn` with
//!   its parsing of items, to the build. The [`typed`] module's types are
//!   always there, for any type implementing the [`Pieces`](trait@Pieces)
//!   trait.
//! - `serde`: `Serialize` and `Deserialize` for [`Pin`], [`Epin`], [`Sin`]
//!   and [`Qpi`] as their token strings, [`Pmn`] as its move, and
//!   [`Position`] and [`Feen`] as FEEN strings; bad text fails with its
//!   [`ParseError`], [`PmnError`] or [`FeenError`] message.
//! - `std`: what needs the standard library, with `chess` the reader of a
//!   PGN stream game by game (`chess::pgn::StreamReader`); everything else
//!   is `no_std`.
//!
//! A game's module, left out, is named by rustc with the feature that
//! brings it (`could not find chess in pin_runtime`, noting "the item is
//! gated behind the `chess` feature"). With `default-features = false`
//! and `features = ["macros"]` the build holds the tokens, CELL, FEEN
//! positions, PMN, the typed positions and their literals alone.
//!
//! On docs.rs every item is shown, labelled with the feature it needs.
//!
// Without a feature its macros are not in the build: their links above go
// to the Features section, which says how to turn them on.
#![cfg_attr(
    not(feature = "macros"),
    doc = "[`pin!`]: crate#features\n[`epin!`]: crate#features\n[`pins!`]: crate#features\n\
           [`epins!`]: crate#features\n[`sin!`]: crate#features\n[`qpi!`]: crate#features\n\
           [`cell!`]: crate#features\n\
           [`board!`]: crate#features\n[`feen!`]: crate#features\n\
           [`pmn!`]: crate#features"
)]
// A game whose feature is off has no module: its links go to the Features
// section too.
#![cfg_attr(
    not(all(feature = "macros", feature = "chess")),
    doc = "[`chess::fen!`]: crate#features\n[`chess::uci!`]: crate#features"
)]
#![cfg_attr(
    not(all(feature = "macros", feature = "shogi")),
    doc = "[`shogi::sfen!`]: crate#features\n[`shogi::usi!`]: crate#features"
)]
#![cfg_attr(
    not(all(feature = "macros", feature = "xiangqi")),
    doc = "[`xiangqi::fen!`]: crate#features\n[`xiangqi::ucci!`]: crate#features"
)]
#![cfg_attr(
    not(all(feature = "macros", feature = "makruk")),
    doc = "[`makruk::fen!`]: crate#features"
)]
#![cfg_attr(
    not(feature = "chess"),
    doc = "[`chess::Fen`]: crate#features\n[`chess`]: crate#features"
)]
#![cfg_attr(
    not(feature = "diagram"),
    doc = "[`diagram`]: crate#features\n[`Position::diagram`]: crate#features\n\
           [`Position::svg`]: crate#features\n[`diagram::compare`]: crate#features"
)]
#![cfg_attr(
    not(feature = "shogi"),
    doc = "[`shogi`]: crate#features\n[`shogi::Sfen`]: crate#features\n\
           [`shogi::FairyFen`]: crate#features"
)]
#![cfg_attr(
    not(feature = "xiangqi"),
    doc = "[`xiangqi`]: crate#features\n[`xiangqi::Fen`]: crate#features"
)]
#![cfg_attr(
    not(feature = "makruk"),
    doc = "[`makruk`]: crate#features\n[`makruk::Fen`]: crate#features"
)]
#![cfg_attr(
    not(feature = "derive"),
    doc = "[`board_of!`]: crate#features\n[Pieces]: crate#features"
)]
#![cfg_attr(feature = "derive", doc = "[Pieces]: macro@Pieces")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "chess")]
pub mod chess;
#[cfg(feature = "derive")]
mod derive;
#[cfg(feature = "macros")]
mod macros;
#[cfg(feature = "makruk")]
pub mod makruk;
#[cfg(feature = "shogi")]
pub mod shogi;
#[cfg(feature = "xiangqi")]
pub mod xiangqi;

#[cfg(feature = "diagram")]
#[doc(inline)]
pub use pin_runtime_core::diagram;
#[doc(inline)]
pub use pin_runtime_core::{feen, typed};
// What the engine protocols of the games share (`chess::protocol`).
#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
#[doc(inline)]
pub use pin_runtime_core::protocol;

#[cfg(feature = "derive")]
pub use crate::derive::Pieces;
#[doc(inline)]
pub use pin_runtime_core::{
    ApplyError, ApplyErrorKind, Board, Board3, Board3Of, BoardOf, Captures, Cell, CellError,
    CellErrorKind, Encoded, Epin, Feen, FeenError, FeenErrorKind, FeenField, Hand, HandError,
    Letter, ParseError, ParseErrorKind, ParseVariantError, Pieces, Pin, Pmn, PmnError,
    PmnErrorKind, PmnForm, Position, PositionError, Qpi, ShortError, ShortKind, Side, Sin, State,
    TryFromEpinError, TypedHand, TypedPosition, Undo, UndoError, UnmappedError, UnmappedPieceError,
    UnmappedSquareError, parse_board, parse_placement, placement,
};
// What the games' readers and lenient readers return.
#[cfg(any(
    feature = "chess",
    feature = "shogi",
    feature = "xiangqi",
    feature = "makruk"
))]
#[doc(inline)]
pub use pin_runtime_core::{OmittedField, ReadError, Repair, RepairKind, Repairs};

// Deprecated for `FeenField`; its users are warned, not this re-export.
#[allow(deprecated)]
#[doc(inline)]
pub use pin_runtime_core::Field;

#[cfg(feature = "macros")]
#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
