const KING: pin_runtime::Pin = pin_runtime::pin!("KQ");

fn main() {}
