// `shogi::sfen!` with the `shogi` feature of pin-runtime off.
fn main() {
    let _ = pin_runtime::shogi::sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 1");
}
