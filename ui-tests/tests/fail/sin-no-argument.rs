const STYLE: pin_runtime::Sin = pin_runtime::sin!();

fn main() {}
