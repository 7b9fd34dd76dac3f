fn main() {
    let position = pin_runtime::makruk::fen!();
}
