const KING: pin_runtime::Pin = pin_runtime::pin!("KING");

fn main() {}
