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

mod attrs;
mod bridge;
mod cell;
pub mod chess;
mod command;
mod convert;
pub mod diagram;
mod encoded;
mod epin;
mod error;
pub mod feen;
mod letter;
pub mod makruk;
mod parse;
mod piece;
mod pin;
mod pmn;
mod qpi;
#[cfg(feature = "serde")]
mod serde_impl;
pub mod shogi;
mod side;
mod sin;
mod state;
mod text;
pub mod typed;
pub mod xiangqi;

pub use crate::bridge::{OmittedField, Repair, RepairKind, Repairs};
pub use crate::cell::{Cell, CellError, CellErrorKind};
pub use crate::convert::{
    ParseVariantError, TryFromEpinError, UnmappedError, UnmappedPieceError, UnmappedSquareError,
};
pub use crate::encoded::Encoded;
pub use crate::epin::Epin;
pub use crate::error::{ParseError, ParseErrorKind, ReadError};
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
