use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin]
    WhiteKing,
}

fn main() {}
