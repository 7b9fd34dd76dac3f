//! The engine protocols (`chess::protocol`, UCI): every message kind read
//! and written back, whitespace and unknown words, the errors, and the
//! readings of python-chess (vectors) and of vampirc-uci (feature
//! `vampirc`).

mod chess;
mod python;
#[cfg(feature = "vampirc")]
mod vampirc;
mod whitespace;
