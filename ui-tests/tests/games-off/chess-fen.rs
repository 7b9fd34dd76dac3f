// `chess::fen!` with the `chess` feature of pin-runtime off.
const OPENING: pin_runtime::Position<pin_runtime::Board<8, 8>> =
    *pin_runtime::chess::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").position();

fn main() {}
