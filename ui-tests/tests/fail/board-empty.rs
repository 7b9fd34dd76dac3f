const BOARD: [[Option<pin_runtime::Epin>; 0]; 0] = pin_runtime::board!("");

fn main() {}
