const SILVER: pin_runtime::Epin = pin_runtime::epin!(concat!("S", "'"));

fn main() {}
