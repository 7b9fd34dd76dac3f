use pin_runtime::{pin, Pieces};

#[derive(Debug, PartialEq, Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("R", "-R", "R")]
    WhiteRook,
}

fn main() {
    assert_eq!(Piece::from_pin(pin!("-R")), Some(Piece::WhiteRook));
}
