use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin()]
    WhiteRook,
}

fn main() {
    let _ = Piece::WhiteRook.to_pin();
}
