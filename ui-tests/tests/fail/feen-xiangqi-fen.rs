const POSITION: pin_runtime::Position<pin_runtime::Board<10, 9>> =
    pin_runtime::feen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");

fn main() {}
