fn main() {
    let capture = pin_runtime::chess::san!("xd5");
}
