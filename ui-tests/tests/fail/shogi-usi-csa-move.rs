fn main() {
    let pawn = pin_runtime::shogi::usi!("+7776FU");
}
