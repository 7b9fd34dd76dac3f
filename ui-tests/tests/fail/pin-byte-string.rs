const KING: pin_runtime::Pin = pin_runtime::pin!(b"K");

fn main() {}
