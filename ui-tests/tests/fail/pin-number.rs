const PIECE: pin_runtime::Pin = pin_runtime::pin!(1);

fn main() {}
