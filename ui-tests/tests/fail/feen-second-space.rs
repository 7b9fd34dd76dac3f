const POSITION: pin_runtime::Position<pin_runtime::Board<2, 8>> = pin_runtime::feen!("8/8  / W/w");

fn main() {}
