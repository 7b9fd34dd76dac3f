const KING: pin_runtime::Pin = pin_runtime::pin!("É");

fn main() {}
