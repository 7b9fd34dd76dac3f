const BOARD: [[Option<pin_runtime::Epin>; 8]; 1] = pin_runtime::board!("08");

fn main() {}
