use pin_runtime::{pin, Pieces};

#[derive(Debug, PartialEq, Pieces)]
enum Piece {
    #[pin("R", "-R")]
    WhiteRook,
    #[pin("P", "+P", "-R")]
    WhitePawn,
}

fn main() {
    assert_eq!(Piece::from_pin(pin!("+P")), Some(Piece::WhitePawn));
}
