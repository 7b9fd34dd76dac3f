fn main() {
    let pawn = pin_runtime::shogi::usi!("e2e4");
}
