// An SFEN given to `feen!` with the `shogi` feature off.
const START: pin_runtime::Position<pin_runtime::Board<9, 9>> =
    pin_runtime::feen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");

fn main() {}
