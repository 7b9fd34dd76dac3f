use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin = "K^"]
    WhiteKing,
}

fn main() {}
