const KING: pin_runtime::Pin = pin_runtime::pin!("K^'");

fn main() {}
