fn main() {
    let drop = pin_runtime::chess::san!("P@e4");
}
