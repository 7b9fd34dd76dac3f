const TOKEN: &str = "S'";
const SILVER: pin_runtime::Epin = pin_runtime::epin!(TOKEN);

fn main() {}
