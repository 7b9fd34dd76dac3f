use pin_runtime::{Pmn, pmn};

const KING_PAWN: Pmn = pmn!("e2e4");

fn main() {}
