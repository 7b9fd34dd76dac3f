const KING: pin_runtime::Qpi = pin_runtime::qpi!();

fn main() {}
