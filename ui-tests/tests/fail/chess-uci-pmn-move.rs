use pin_runtime::chess::{Uci, uci};

static KING_PAWN: Uci = uci!("e2-e4");

fn main() {}
