use pin_runtime::makruk::{Fen, fen};

const POSITION: Fen = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

fn main() {}
