const BOARD: [[Option<pin_runtime::Epin>; 8]; 8] = pin_runtime::board!("8/8");

fn main() {}
