fn main() {
    let san = pin_runtime::chess::san!();
}
