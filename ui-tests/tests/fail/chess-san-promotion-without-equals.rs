fn main() {
    let promotion = pin_runtime::chess::san!("e8Q");
}
