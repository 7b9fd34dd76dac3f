use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin(1)]
    WhiteKing,
}

fn main() {}
