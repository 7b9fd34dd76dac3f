use pin_runtime::makruk::{Fen, fen};

static POSITION: Fen = fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");

fn main() {}
