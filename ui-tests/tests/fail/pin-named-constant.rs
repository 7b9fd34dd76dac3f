const TOKEN: &str = "K";
const KING: pin_runtime::Pin = pin_runtime::pin!(TOKEN);

fn main() {}
