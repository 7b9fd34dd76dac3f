fn main() {
    let position = pin_runtime::feen!("9/9/9 02P/ J/j");
}
