use pin_runtime::Pieces;

#[derive(Pieces)]
#[pieces(krate = pin_runtime)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
}

fn main() {
    let _ = Piece::WhiteKing.to_pin();
}
