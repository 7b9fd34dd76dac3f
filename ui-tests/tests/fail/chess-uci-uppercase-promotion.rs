fn main() {
    let promotion = pin_runtime::chess::uci!("e7e8Q");
}
