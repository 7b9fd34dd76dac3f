fn main() {
    let position = pin_runtime::xiangqi::fen!();
}
