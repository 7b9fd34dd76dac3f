use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[epin("S'")]
    DerivedSilver,
    #[epin("P'")]
    DerivedPawn,
}

fn main() {
    let _ = Piece::DerivedSilver.to_pin();
}
