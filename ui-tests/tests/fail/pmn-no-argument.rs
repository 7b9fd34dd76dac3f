fn main() {
    let pmn = pin_runtime::pmn!();
}
