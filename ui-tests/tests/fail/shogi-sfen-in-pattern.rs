use pin_runtime::shogi::{Sfen, sfen};

fn is_start(position: Sfen) -> bool {
    matches!(position, sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0l"))
}

fn main() {}
