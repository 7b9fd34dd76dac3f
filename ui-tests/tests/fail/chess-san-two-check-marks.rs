fn main() {
    let check = pin_runtime::chess::san!("Nf3++");
}
