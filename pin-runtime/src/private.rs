//! What the macros' expansions name. Not part of the API.

pub use pin_macros::{epin_code, pin_code};

use crate::{Epin, Pin};

/// Turns a code checked by `pin_code!` into a `Pin` constant.
#[derive(Debug)]
pub struct PinLit<const CODE: u16>;

impl<const CODE: u16> PinLit<CODE> {
    /// The `Pin` of `CODE`.
    pub const VALUE: Pin = match Pin::from_code(CODE) {
        Some(pin) => pin,
        None => panic!("not the code of a PIN token"),
    };
}

/// Turns a code checked by `epin_code!` into an `Epin` constant.
#[derive(Debug)]
pub struct EpinLit<const CODE: u16>;

impl<const CODE: u16> EpinLit<CODE> {
    /// The `Epin` of `CODE`.
    pub const VALUE: Epin = match Epin::from_code(CODE) {
        Some(epin) => epin,
        None => panic!("not the code of an EPIN token"),
    };
}
