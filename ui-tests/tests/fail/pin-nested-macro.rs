const KING: pin_runtime::Pin = pin_runtime::pin!(concat!("K", "^"));

fn main() {}
