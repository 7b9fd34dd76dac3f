const EMPTY: pin_runtime::Pin = pin_runtime::pin!("");

fn main() {}
