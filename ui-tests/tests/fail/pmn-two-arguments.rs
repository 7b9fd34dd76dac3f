fn main() {
    let pawn = pin_runtime::pmn!("e2-e4", "e7-e5");
}
