fn main() {
    let position = pin_runtime::chess::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;");
}
