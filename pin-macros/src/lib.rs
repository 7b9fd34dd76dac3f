//! Procedural macros behind `pin_runtime::pin!`, `epin!`, `sin!`, `qpi!`
//! and `board!`, and `#[derive(Pieces)]` (feature `derive`).
//!
//! Use them through `pin-runtime`, which re-exports them (feature `macros`,
//! on by default): the macros there name the runtime's items through
//! `$crate`, so they keep working under a renamed dependency. The entry
//! points here only check a literal and return the piece's integer code
//! (`Pin::code`), or one compile error on the literal.
//!
//! This crate cannot depend on `pin-runtime` (which depends on it), so it
//! keeps its own small reader of the grammar; a test compares the two on
//! every string of up to five bytes over the bytes that matter.

#[cfg(feature = "derive")]
mod attrs;
#[cfg(feature = "derive")]
mod derive;
mod expand;
mod grammar;
mod placement;

use proc_macro::TokenStream;

/// Checks a PIN literal and expands to its code; see `pin_runtime::pin!`.
#[doc(hidden)]
#[proc_macro]
pub fn pin_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), grammar::Notation::Pin).into()
}

/// Checks an EPIN literal and expands to its code; see `pin_runtime::epin!`.
#[doc(hidden)]
#[proc_macro]
pub fn epin_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), grammar::Notation::Epin).into()
}

/// Checks a SIN literal and expands to its code; see `pin_runtime::sin!`.
#[doc(hidden)]
#[proc_macro]
pub fn sin_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), grammar::Notation::Sin).into()
}

/// Checks a QPI literal and expands to its code; see `pin_runtime::qpi!`.
#[doc(hidden)]
#[proc_macro]
pub fn qpi_code(input: TokenStream) -> TokenStream {
    expand::code(input.into(), grammar::Notation::Qpi).into()
}

/// Checks a FEEN piece placement literal and expands to its ranks of EPIN
/// codes; see `pin_runtime::board!`.
#[doc(hidden)]
#[proc_macro]
pub fn board_codes(input: TokenStream) -> TokenStream {
    expand::board(input.into()).into()
}

/// Implemented in `pin-runtime-macros`: use it through `pin-runtime`, with
/// its `derive` feature.
#[cfg(feature = "derive")]
#[proc_macro_derive(Pieces, attributes(pin, epin, letter, pieces))]
pub fn pieces(input: TokenStream) -> TokenStream {
    derive::pieces(input.into()).into()
}
