fn main() {
    let castle = pin_runtime::pmn!("O-O");
}
