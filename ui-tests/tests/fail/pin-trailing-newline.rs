const KING: pin_runtime::Pin = pin_runtime::pin!("K\n");

fn main() {}
