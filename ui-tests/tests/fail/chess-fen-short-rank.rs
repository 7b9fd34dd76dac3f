use pin_runtime::chess::{Fen, fen};

fn is_start(position: Fen) -> bool {
    matches!(position, fen!("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
}

fn main() {}
