// A chess FEN given to `feen!` with the `chess` feature off: the message
// names the reader and the feature that brings it.
const OPENING: pin_runtime::Position<pin_runtime::Board<8, 8>> =
    pin_runtime::feen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

fn main() {}
