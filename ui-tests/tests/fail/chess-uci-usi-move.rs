fn main() {
    let pawn = pin_runtime::chess::uci!("7g7f");
}
