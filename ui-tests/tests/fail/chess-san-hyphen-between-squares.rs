fn main() {
    let knight = pin_runtime::chess::san!("Ng1-f3");
}
