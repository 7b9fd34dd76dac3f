use pin_runtime::{pin, Pieces};

#[derive(Debug, PartialEq, Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("R")]
    WhiteRook,
    #[pin("K^")]
    BlackKing,
}

fn main() {
    assert_eq!(Piece::from_pin(pin!("R")), Some(Piece::WhiteRook));
    let _ = Piece::BlackKing;
}
