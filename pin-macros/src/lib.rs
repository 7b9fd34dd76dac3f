//! Procedural macros behind `pin_runtime::pin!`, `epin!`, `pins!`, `epins!`,
//! `sin!`, `qpi!`, `cell!`, `board!`, `feen!`, `chess::fen!`, `shogi::sfen!`,
//! `xiangqi::fen!`, `pmn!`, `chess::uci!`, `chess::san!`, `shogi::usi!`
//! and `xiangqi::ucci!`, and `#[derive(Pieces)]` (feature `derive`).
//!
//! Use them through `pin-runtime`, which re-exports them (feature `macros`,
//! on by default): the macros there name the runtime's items through
//! `$crate`, so they keep working under a renamed dependency. The entry
//! points here check a literal and return the piece's integer code
//! (`Pin::code`) or, for boards and positions, a call of the runtime's
//! `const` reader with the literal's shape, or, for the bridges' notations,
//! the literal's bytes packed in a type for the runtime's reader; or one
//! compile error on the literal.
//!
//! Every verdict and every message is the runtime's: this crate cannot
//! depend on `pin-runtime` (which depends on it), so both depend on
//! `pin-runtime-core`, which holds the one reader of each grammar, and the
//! macros call it at expansion. What is theirs is the rest: reading a
//! macro's arguments (`args`), the spans, the `help:` fixes (`help`) and the
//! expansions (`expand` for tokens, `cell`, `boards` for `board!` and
//! `feen!`, `bridges` for the bridges' macros, `moves` for the moves',
//! `derive`).

mod args;
mod boards;
mod bridges;
mod cell;
#[cfg(feature = "derive")]
mod derive;
mod expand;
mod help;
mod literal;
mod moves;
mod token;

use proc_macro::TokenStream;

/// Checks a PIN literal and expands to its code; see `pin_runtime::pin!`.
#[doc(hidden)]
#[proc_macro]
pub fn pin_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), token::Notation::Pin, args::Syntax::Macro).into()
}

/// Checks an EPIN literal and expands to its code; see `pin_runtime::epin!`.
#[doc(hidden)]
#[proc_macro]
pub fn epin_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), token::Notation::Epin, args::Syntax::Macro).into()
}

/// Checks one literal of `pin_runtime::pins!` and expands to its code,
/// naming `pins!` in its errors.
#[doc(hidden)]
#[proc_macro]
pub fn pins_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), token::Notation::Pin, args::Syntax::List).into()
}

/// Checks one literal of `pin_runtime::epins!` and expands to its code,
/// naming `epins!` in its errors.
#[doc(hidden)]
#[proc_macro]
pub fn epins_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), token::Notation::Epin, args::Syntax::List).into()
}

/// Checks a SIN literal and expands to its code; see `pin_runtime::sin!`.
#[doc(hidden)]
#[proc_macro]
pub fn sin_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), token::Notation::Sin, args::Syntax::Macro).into()
}

/// Checks a QPI literal and expands to its code; see `pin_runtime::qpi!`.
#[doc(hidden)]
#[proc_macro]
pub fn qpi_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), token::Notation::Qpi, args::Syntax::Macro).into()
}

/// Checks a CELL literal and expands to its code; see `pin_runtime::cell!`.
#[doc(hidden)]
#[proc_macro]
pub fn cell_code(input: TokenStream) -> TokenStream {
    cell::code(input.into()).into()
}

/// Checks a FEEN placement literal and expands to the board it reads; see
/// `pin_runtime::board!`.
#[doc(hidden)]
#[proc_macro]
pub fn board_value(input: TokenStream) -> TokenStream {
    boards::value(boards::Macro::Board, input.into()).into()
}

/// Expands one item of `pin_runtime::board! { const NAME = "…"; }`.
#[doc(hidden)]
#[proc_macro]
pub fn board_item(input: TokenStream) -> TokenStream {
    boards::item(boards::Macro::Board, input.into()).into()
}

/// Checks a FEEN position literal and expands to the position it reads;
/// see `pin_runtime::feen!`.
#[doc(hidden)]
#[proc_macro]
pub fn feen_value(input: TokenStream) -> TokenStream {
    boards::value(boards::Macro::Feen, input.into()).into()
}

/// Expands one item of `pin_runtime::feen! { const NAME = "…"; }`.
#[doc(hidden)]
#[proc_macro]
pub fn feen_item(input: TokenStream) -> TokenStream {
    boards::item(boards::Macro::Feen, input.into()).into()
}

/// Checks a chess FEN literal and expands to its bytes, packed in a type;
/// see `pin_runtime::chess::fen!`.
#[cfg(feature = "chess")]
#[doc(hidden)]
#[proc_macro]
pub fn chess_fen_text(input: TokenStream) -> TokenStream {
    bridges::text(bridges::Bridge::Chess, input.into()).into()
}

/// Checks an SFEN literal and expands to its bytes, packed in a type; see
/// `pin_runtime::shogi::sfen!`.
#[cfg(feature = "shogi")]
#[doc(hidden)]
#[proc_macro]
pub fn sfen_text(input: TokenStream) -> TokenStream {
    bridges::text(bridges::Bridge::Shogi, input.into()).into()
}

/// Checks a xiangqi FEN literal and expands to its bytes, packed in a type;
/// see `pin_runtime::xiangqi::fen!`.
#[cfg(feature = "xiangqi")]
#[doc(hidden)]
#[proc_macro]
pub fn xiangqi_fen_text(input: TokenStream) -> TokenStream {
    bridges::text(bridges::Bridge::Xiangqi, input.into()).into()
}

/// Checks a makruk FEN literal and expands to its bytes, packed in a type;
/// see `pin_runtime::makruk::fen!`.
#[cfg(feature = "makruk")]
#[doc(hidden)]
#[proc_macro]
pub fn makruk_fen_text(input: TokenStream) -> TokenStream {
    bridges::text(bridges::Bridge::Makruk, input.into()).into()
}

/// Checks a PMN literal and expands to its bytes, packed in a type; see
/// `pin_runtime::pmn!`.
#[doc(hidden)]
#[proc_macro]
pub fn pmn_text(input: TokenStream) -> TokenStream {
    moves::text(moves::Notation::Pmn, input.into()).into()
}

/// Checks a UCI literal and expands to its bytes, packed in a type; see
/// `pin_runtime::chess::uci!`.
#[cfg(feature = "chess")]
#[doc(hidden)]
#[proc_macro]
pub fn uci_text(input: TokenStream) -> TokenStream {
    moves::text(moves::Notation::Uci, input.into()).into()
}

/// Checks a SAN literal and expands to its bytes, packed in a type; see
/// `pin_runtime::chess::san!`.
#[cfg(feature = "chess")]
#[doc(hidden)]
#[proc_macro]
pub fn san_text(input: TokenStream) -> TokenStream {
    moves::text(moves::Notation::San, input.into()).into()
}

/// Checks a USI literal and expands to its bytes, packed in a type; see
/// `pin_runtime::shogi::usi!`.
#[cfg(feature = "shogi")]
#[doc(hidden)]
#[proc_macro]
pub fn usi_text(input: TokenStream) -> TokenStream {
    moves::text(moves::Notation::Usi, input.into()).into()
}

/// Checks a UCCI literal and expands to its bytes, packed in a type; see
/// `pin_runtime::xiangqi::ucci!`.
#[cfg(feature = "xiangqi")]
#[doc(hidden)]
#[proc_macro]
pub fn ucci_text(input: TokenStream) -> TokenStream {
    moves::text(moves::Notation::Ucci, input.into()).into()
}

/// Implemented in `pin-runtime-macros`: use it through `pin-runtime`, with
/// its `derive` feature.
#[cfg(feature = "derive")]
#[proc_macro_derive(Pieces, attributes(pin, epin, letter, pieces))]
pub fn pieces(input: TokenStream) -> TokenStream {
    derive::pieces(input.into()).into()
}
