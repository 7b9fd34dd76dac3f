const CHESS: pin_runtime::Position<pin_runtime::Board<8, 8>> =
    pin_runtime::feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j");

fn main() {}
