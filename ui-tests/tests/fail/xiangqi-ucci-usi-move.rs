use pin_runtime::xiangqi::{Ucci, ucci};

const PAWN: Ucci = ucci!("7g7f");

fn main() {}
