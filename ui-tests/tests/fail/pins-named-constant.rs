const RANK: [pin_runtime::Pin; 2] = pin_runtime::pins!["R", KNIGHT];

fn main() {}
