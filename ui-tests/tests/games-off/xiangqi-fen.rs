// `xiangqi::fen!` with the `xiangqi` feature of pin-runtime off.
fn main() {
    let _ = pin_runtime::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
}
