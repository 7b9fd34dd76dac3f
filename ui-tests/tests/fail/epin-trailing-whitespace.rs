const SILVER: pin_runtime::Epin = pin_runtime::epin!("S' ");

fn main() {}
