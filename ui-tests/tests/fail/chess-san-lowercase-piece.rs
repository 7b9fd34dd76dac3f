fn main() {
    let knight = pin_runtime::chess::san!("nf3");
}
