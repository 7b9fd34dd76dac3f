use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("P")]
    WhitePawn(u8),
}

fn main() {
    let _ = (Piece::WhiteKing.to_pin(), Piece::WhitePawn(2).to_pin(), Piece::ALL);
}
