fn main() {
    let position = pin_runtime::xiangqi::fen!(b"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -");
}
