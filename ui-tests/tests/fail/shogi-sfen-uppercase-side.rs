use pin_runtime::shogi::{Sfen, sfen};

static POSITION: Sfen = sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL B - 1");

fn main() {}
