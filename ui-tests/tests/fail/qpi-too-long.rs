const KING: pin_runtime::Qpi = pin_runtime::qpi!("W:+K^x");

fn main() {}
