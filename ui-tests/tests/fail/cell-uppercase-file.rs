const SQUARE: pin_runtime::Cell = pin_runtime::cell!("E4");

fn main() {}
