fn main() {
    let position = pin_runtime::feen!();
}
