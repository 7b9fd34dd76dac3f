use pin_runtime::xiangqi::{Fen, fen};

static POSITION: Fen = fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQkq - 0 1");

fn main() {}
