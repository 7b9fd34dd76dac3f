const NAME: &str = "e4";
const SQUARE: pin_runtime::Cell = pin_runtime::cell!(NAME);

fn main() {}
