const SQUARE: pin_runtime::Cell = pin_runtime::cell!("a0");

fn main() {}
