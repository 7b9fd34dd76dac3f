use pin_runtime::{feen, Pieces};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^")]
    SenteKing,
    #[pin("k^")]
    GoteKing,
    #[pin("P")]
    SentePawn,
}

fn main() {
    let position = feen!(Piece, "k^2/3/2K^ P/+p J/j");
    let _ = position;
}
