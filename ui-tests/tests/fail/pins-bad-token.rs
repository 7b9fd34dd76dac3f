const RANK: [pin_runtime::Pin; 3] = pin_runtime::pins!["R", "N", "Q+"];

fn main() {}
