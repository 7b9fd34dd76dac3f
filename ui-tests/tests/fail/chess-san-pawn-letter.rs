fn main() {
    let pawn = pin_runtime::chess::san!("Pe4");
}
