const PLACEMENT: &str = "8/8";
const BOARD: [[Option<pin_runtime::Epin>; 8]; 2] = pin_runtime::board!(PLACEMENT);

fn main() {}
