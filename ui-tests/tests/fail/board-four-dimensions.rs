fn main() {
    let board = pin_runtime::board!("a/b///c/d");
}
