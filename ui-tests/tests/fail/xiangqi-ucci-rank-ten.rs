fn main() {
    let rook = pin_runtime::xiangqi::ucci!("a0a10");
}
