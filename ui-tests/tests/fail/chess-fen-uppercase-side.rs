use pin_runtime::chess::{Fen, fen};

static POSITION: Fen = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1");

fn main() {}
