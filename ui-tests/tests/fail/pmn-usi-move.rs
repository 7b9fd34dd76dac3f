fn main() {
    let pawn = pin_runtime::pmn!("7g7f");
}
