//! Position keys: `chess::Fen::polyglot_key` and Polyglot books
//! (`chess::polyglot`), and `Position::key` for any FEEN position.

mod book;
mod polyglot;
mod position;
