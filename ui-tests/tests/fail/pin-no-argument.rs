const NOTHING: pin_runtime::Pin = pin_runtime::pin!();

fn main() {}
