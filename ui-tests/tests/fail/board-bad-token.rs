const BOARD: [[Option<pin_runtime::Epin>; 4]; 2] = pin_runtime::board!("rk^2/1K'^2");

fn main() {}
