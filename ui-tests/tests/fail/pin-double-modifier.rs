const ROOK: pin_runtime::Pin = pin_runtime::pin!("++R");

fn main() {}
