fn main() {
    let position = pin_runtime::chess::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1");
}
