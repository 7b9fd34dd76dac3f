const NOTHING: pin_runtime::Epin = pin_runtime::epin!();

fn main() {}
