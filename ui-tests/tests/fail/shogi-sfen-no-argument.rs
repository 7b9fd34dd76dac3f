fn main() {
    let position = pin_runtime::shogi::sfen!();
}
