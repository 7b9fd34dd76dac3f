use pin_runtime::Pieces;

#[derive(Pieces)]
#[pieces(crate = "pin runtime")]
enum Piece {
    #[pin("K^")]
    WhiteKing,
}

fn main() {}
