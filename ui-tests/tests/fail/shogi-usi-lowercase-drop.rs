fn main() {
    let drop = pin_runtime::shogi::usi!("p*5e");
}
