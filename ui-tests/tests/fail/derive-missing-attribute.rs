use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    WhitePawn,
}

fn main() {
    let _ = Piece::WhitePawn.to_pin();
}
