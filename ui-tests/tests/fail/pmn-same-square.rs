fn main() {
    let nothing = pin_runtime::pmn!("e2-e2");
}
