use pin_runtime::Pieces;

#[derive(Pieces)]
#[pin("K^")]
enum Piece {
    #[pin("K^")]
    WhiteKing,
}

fn main() {}
