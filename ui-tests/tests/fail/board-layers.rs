const BOARD: [[Option<pin_runtime::Epin>; 2]; 2] = pin_runtime::board!("2/2//2/2");

fn main() {}
