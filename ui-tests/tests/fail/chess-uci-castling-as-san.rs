fn main() {
    let castle = pin_runtime::chess::uci!("O-O");
}
