use pin_runtime::Pieces;

#[derive(Pieces)]
#[pieces(crate)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
}

fn main() {}
