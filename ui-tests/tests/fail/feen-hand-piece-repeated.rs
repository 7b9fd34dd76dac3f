fn main() {
    let position = pin_runtime::feen!("9/9/9 PSP/ J/j");
}
