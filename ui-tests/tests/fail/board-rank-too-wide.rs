fn main() {
    let board = pin_runtime::board!("8/300");
}
