// `shogi::usi!` with the `shogi` feature of pin-runtime off.
fn main() {
    let _ = pin_runtime::shogi::usi!("7g7f");
}
