const BOARD: [[Option<pin_runtime::Epin>; 2]; 2] = pin_runtime::board!("0K/2");

fn main() {}
