fn main() {
    let pawn = pin_runtime::chess::san!("E4");
}
