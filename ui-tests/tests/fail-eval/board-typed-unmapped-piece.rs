use pin_runtime::{board, Board3Of, Pieces};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("k^")]
    BlackKing,
}

const CUBE: Board3Of<Piece, 2, 2, 2> = board!(Piece, "k^1/2//1Q/1K^");

fn main() {
    let _ = CUBE;
}
