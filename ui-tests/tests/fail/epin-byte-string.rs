const SILVER: pin_runtime::Epin = pin_runtime::epin!(b"S'");

fn main() {}
