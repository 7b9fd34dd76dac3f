use pin_runtime::makruk::{Fen, fen};

const POSITION: Fen = fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - -");

fn main() {}
