// A blank literal is an empty position, named as such.
const POSITION: pin_runtime::Position<pin_runtime::Board<1, 1>> = pin_runtime::feen!("\n");

fn main() {}
