fn main() {
    let pawn = pin_runtime::chess::san!("e2e4");
}
