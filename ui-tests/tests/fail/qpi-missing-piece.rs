const KING: pin_runtime::Qpi = pin_runtime::qpi!("C:");

fn main() {}
