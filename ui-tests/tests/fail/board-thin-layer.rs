fn main() {
    let board = pin_runtime::board!("ab/cd//AB");
}
