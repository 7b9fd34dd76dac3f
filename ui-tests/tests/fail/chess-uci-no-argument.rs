fn main() {
    let uci = pin_runtime::chess::uci!();
}
