// `makruk::fen!` with the `makruk` feature of pin-runtime off.
fn main() {
    let _ = pin_runtime::makruk::fen!("4k3/8/8/8/8/8/8/3K4 w - - 0 1");
}
