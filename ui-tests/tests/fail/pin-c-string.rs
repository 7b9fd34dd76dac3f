const KING: pin_runtime::Pin = pin_runtime::pin!(c"K");

fn main() {}
