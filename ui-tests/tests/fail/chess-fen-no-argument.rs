fn main() {
    let position = pin_runtime::chess::fen!();
}
