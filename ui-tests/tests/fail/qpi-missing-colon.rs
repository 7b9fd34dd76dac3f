const KING: pin_runtime::Qpi = pin_runtime::qpi!("CK^");

fn main() {}
