fn main() {
    let knight = pin_runtime::chess::san!(Nf3);
}
