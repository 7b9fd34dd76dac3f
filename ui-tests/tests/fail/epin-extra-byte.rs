const KING: pin_runtime::Epin = pin_runtime::epin!("+K^'x");

fn main() {}
