const POSITION: pin_runtime::chess::Fen =
    pin_runtime::chess::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1");

fn main() {}
