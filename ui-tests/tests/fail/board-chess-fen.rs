fn main() {
    let board = pin_runtime::board!("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
}
