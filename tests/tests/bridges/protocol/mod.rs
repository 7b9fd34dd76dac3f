//! The engine protocols (`chess::protocol`, UCI): every message kind read
//! and written back, whitespace and unknown words, and the errors.

mod chess;
mod whitespace;
