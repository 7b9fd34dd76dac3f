fn main() {
    let promotion = pin_runtime::pmn!("e7e8q");
}
