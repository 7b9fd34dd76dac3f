// Several tokens per variant: every one is read, the first is written.
use pin_runtime::{board, epin, pin, Epin, Letter, Pieces, Pin};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^", "-K^")] WhiteKing,
    #[pin("R", "-R")] WhiteRook,
    #[pin("P", "+P", "-P",)] WhitePawn,
    #[pin("k^")] BlackKing,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Hand {
    #[epin("S", "S'")] Silver,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Role {
    #[letter("H", "N")] Horse,
}

const ROOK: Option<Piece> = Piece::from_pin(pin!("-R"));
const WRITTEN: Pin = Piece::WhiteRook.to_pin();

fn main() {
    assert_eq!(ROOK, Some(Piece::WhiteRook));
    assert_eq!(WRITTEN, pin!("R"));
    assert_eq!(Piece::from_pin(pin!("+P")), Some(Piece::WhitePawn));
    assert_eq!("-P".parse::<Piece>(), Ok(Piece::WhitePawn));
    assert_eq!(Piece::WhitePawn.to_string(), "P");
    assert_eq!(Hand::from_epin(epin!("S'")), Some(Hand::Silver));
    assert_eq!(Epin::from(Hand::Silver), epin!("S"));
    assert_eq!(Role::from_letter(Letter::N), Some(Role::Horse));
    assert_eq!(Role::Horse.to_letter(), Letter::H);

    let board = Piece::from_board(board!("k^2/-RK^+P")).unwrap();
    assert_eq!(board[1], [Some(Piece::WhiteRook), Some(Piece::WhiteKing), Some(Piece::WhitePawn)]);
    assert_eq!(Piece::to_board(board), board!("k^2/RK^P"));
}
