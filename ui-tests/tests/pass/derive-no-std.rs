#![no_std]

extern crate std;

use pin_runtime::{pin, Pieces, Pin};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("p")]
    BlackPawn,
}

const KING: Pin = Piece::WhiteKing.to_pin();

fn main() {
    assert_eq!(Piece::from_pin(pin!("p")), Some(Piece::BlackPawn));
    assert_eq!(Piece::try_from(KING), Ok(Piece::WhiteKing));
}
