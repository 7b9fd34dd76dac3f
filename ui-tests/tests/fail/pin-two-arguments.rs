const KING: pin_runtime::Pin = pin_runtime::pin!("K", "Q");

fn main() {}
