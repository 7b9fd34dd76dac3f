fn main() {
    let board = pin_runtime::board!();
}
