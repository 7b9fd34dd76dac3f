fn main() {
    let knight = pin_runtime::chess::uci!("Nf3");
}
