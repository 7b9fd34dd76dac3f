const STYLE: pin_runtime::Sin = pin_runtime::sin!("1");

fn main() {}
