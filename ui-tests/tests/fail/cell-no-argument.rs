const SQUARE: pin_runtime::Cell = pin_runtime::cell!();

fn main() {}
