fn main() {
    let position = pin_runtime::feen!("8/8/8/8/8/8/8/8 /");
}
