const SQUARE: pin_runtime::Cell = pin_runtime::cell!("4e");

fn main() {}
