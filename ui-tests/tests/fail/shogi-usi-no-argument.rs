fn main() {
    let usi = pin_runtime::shogi::usi!();
}
