use pin_runtime::makruk::{Fen, fen};

const POSITION: Fen = fen!("4k3/8/8/8/8/8/8/3KR~3 w - - 0 1");

fn main() {}
