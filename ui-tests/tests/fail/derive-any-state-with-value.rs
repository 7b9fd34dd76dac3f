use pin_runtime::Pieces;

#[derive(Pieces)]
#[pieces(any_state = true)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("P")]
    WhitePawn,
}

fn main() {
    let _ = Piece::WhitePawn.to_pin();
}
