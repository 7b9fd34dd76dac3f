const KING: pin_runtime::Qpi = pin_runtime::qpi!("C:k^");

fn main() {}
