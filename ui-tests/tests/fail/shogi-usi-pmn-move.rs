use pin_runtime::shogi::{Usi, usi};

const PAWN: Usi = usi!("c3-c4");

fn main() {}
