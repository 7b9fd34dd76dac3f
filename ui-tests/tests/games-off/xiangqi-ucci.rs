// `xiangqi::ucci!` with the `xiangqi` feature of pin-runtime off.
fn main() {
    let _ = pin_runtime::xiangqi::ucci!("h2e2");
}
