const BOARD: [[Option<pin_runtime::Epin>; 8]; 8] =
    pin_runtime::board!("rnbqk^bnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR");

fn main() {}
