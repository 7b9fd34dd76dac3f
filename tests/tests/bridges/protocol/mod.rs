//! The engine protocols (`chess::protocol`, UCI; `shogi::protocol`, USI):
//! every message kind read and written back, whitespace and unknown words,
//! the errors, and the readings of python-chess (vectors) and of
//! vampirc-uci (feature `vampirc`).

mod chess;
mod python;
mod shogi;
#[cfg(feature = "vampirc")]
mod vampirc;
mod whitespace;
