fn main() {
    let position = pin_runtime::feen!("9/9/9 1P/ J/j");
}
