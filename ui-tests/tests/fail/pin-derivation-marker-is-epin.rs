const SILVER: pin_runtime::Pin = pin_runtime::pin!("S'");

fn main() {}
