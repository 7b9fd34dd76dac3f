pin_runtime::feen! {
    /// A chess position with the hands in the wrong order.
    const CHESS = "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR pP/ W/w";
}

fn main() {
    // Uses of the constant type-check: the one error is on the literal.
    let king = CHESS.board()[7][4];
    let _ = king;
}
