use pin_runtime::{Pieces, Pin};

#[derive(Clone, Copy, Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("R+")]
    WhiteDragon,
}

// The code using the enum still type-checks: the one error is the token.
const KING: Pin = Piece::WhiteKing.to_pin();

fn main() {
    let _ = (KING, Piece::from_pin(KING), Piece::ALL, Piece::WhiteDragon.to_string());
}
