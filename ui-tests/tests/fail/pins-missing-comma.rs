const RANK: [pin_runtime::Pin; 2] = pin_runtime::pins!["R" "N"];

fn main() {}
