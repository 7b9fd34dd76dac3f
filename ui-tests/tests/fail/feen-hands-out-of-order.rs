const POSITION: pin_runtime::Position<pin_runtime::Board<9, 9>> =
    pin_runtime::feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL SP2B/ J/j");

fn main() {}
