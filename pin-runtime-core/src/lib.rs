//! The value types, readers, writers and errors of `pin-runtime`: PIN and
//! EPIN tokens, SIN styles, QPI, CELL squares, FEEN positions, the chess,
//! shogi and xiangqi bridges and the diagrams.
//!
//! Depend on [`pin-runtime`](https://docs.rs/pin-runtime) instead: it
//! re-exports every item here under the same path, with the literals
//! checked at compile time (`pin!`, `feen!`, …) and `#[derive(Pieces)]`.
//! This crate exists so that `pin-runtime`'s procedural macros and its
//! runtime read each grammar with the same code: a proc-macro crate cannot
//! depend on the runtime that re-exports it, but both depend on this one.
//! The examples below each item are written, as users write them, with
//! `pin_runtime` paths.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// `?` for a `const fn`, where the operator is not allowed on stable Rust:
/// the value of an `Ok`, or a return of the `Err`, passed through `$map`
/// (`tri!(read(bytes), |error| error.with_index(at))`) when given.
macro_rules! tri {
    ($result:expr) => {
        match $result {
            Ok(value) => value,
            Err(error) => return Err(error),
        }
    };
    ($result:expr, |$error:ident| $map:expr) => {
        match $result {
            Ok(value) => value,
            Err($error) => return Err($map),
        }
    };
}

mod attrs;
// Each game uses some of the bridges' helpers: the build with every game
// is the one that finds a helper none uses.
#[cfg(feature = "bridge")]
#[cfg_attr(
    not(all(
        feature = "chess",
        feature = "shogi",
        feature = "xiangqi",
        feature = "makruk"
    )),
    allow(dead_code, unused_imports)
)]
mod bridge;
mod cell;
#[cfg(feature = "chess")]
pub mod chess;
#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
#[cfg_attr(
    not(all(feature = "shogi", feature = "xiangqi")),
    allow(dead_code, unused_imports)
)]
mod command;
mod convert;
#[cfg(feature = "diagram")]
pub mod diagram;
mod encoded;
mod epin;
mod error;
pub mod feen;
mod letter;
#[cfg(feature = "makruk")]
pub mod makruk;
mod parse;
mod piece;
mod pin;
mod pmn;
// The engine protocols' shared readers.
#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
#[cfg_attr(
    not(all(feature = "chess", feature = "shogi", feature = "xiangqi")),
    allow(dead_code, unused_imports, unused_macros)
)]
pub mod protocol;
mod qpi;
#[cfg(feature = "serde")]
mod serde_impl;
#[cfg(feature = "shogi")]
pub mod shogi;
mod side;
mod sin;
mod state;
mod text;
pub mod typed;
#[cfg(feature = "xiangqi")]
pub mod xiangqi;

#[cfg(feature = "bridge")]
pub use crate::bridge::{OmittedField, Repair, RepairKind, Repairs};
pub use crate::cell::{Cell, CellError, CellErrorKind};
pub use crate::convert::{
    ParseVariantError, TryFromEpinError, UnmappedError, UnmappedPieceError, UnmappedSquareError,
};
pub use crate::encoded::Encoded;
pub use crate::epin::Epin;
#[cfg(feature = "bridge")]
pub use crate::error::ReadError;
pub use crate::error::{ParseError, ParseErrorKind, ShortError, ShortKind};
pub use crate::feen::{
    ApplyError, ApplyErrorKind, Board, Board3, Captures, Feen, FeenError, FeenErrorKind,
    Field as FeenField, Hand, HandError, Position, PositionError, Undo, UndoError, parse_board,
    parse_placement, placement,
};
pub use crate::letter::Letter;
pub use crate::pin::Pin;
pub use crate::pmn::{Pmn, PmnError, PmnErrorKind, PmnForm};
pub use crate::qpi::Qpi;
pub use crate::side::Side;
pub use crate::sin::Sin;
pub use crate::state::State;
pub use crate::typed::{Board3Of, BoardOf, Pieces, TypedHand, TypedPosition};

/// The field of a FEEN position a mistake is in: [`FeenField`] (or
/// [`feen::Field`]), under a name the chess, shogi and xiangqi modules
/// give their own fields too.
///
/// ```
/// # #![allow(deprecated)]
/// use pin_runtime::{FeenField, Field};
///
/// assert_eq!(Field::Hands, FeenField::Hands);
/// ```
#[deprecated(
    note = "renamed `FeenField`, beside `chess::Field`, `shogi::Field` and `xiangqi::Field`"
)]
pub type Field = FeenField;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
