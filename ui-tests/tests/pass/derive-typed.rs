// Boards and positions typed by an engine's enum, as constants checked at
// compile time and converted both ways, in 1-D, 2-D and 3-D.
use pin_runtime::{
    board, feen, Board, Board3Of, BoardOf, Pieces, Position, Side, TypedHand, TypedPosition,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Pieces)]
enum Piece {
    #[pin("K^")] FirstKing,
    #[pin("k^")] SecondKing,
    #[pin("P", "+P")] FirstPawn,
    #[pin("p")] SecondPawn,
}

type Small = TypedPosition<BoardOf<Piece, 2, 3>>;

const LINE: BoardOf<Piece, 1, 4> = board!(Piece, "k^2K^");
const SQUARE: BoardOf<Piece, 2, 3> = board!(Piece, "k^2/+P1K^");
const CUBE: Board3Of<Piece, 2, 2, 2> = board!(Piece, "k^1/2//p1/1K^");
const START: Small = feen!(Piece, "k^2/+P1K^ 2P/p W/w");
const LINE_POSITION: TypedPosition<BoardOf<Piece, 1, 4>> = feen!(Piece, "k^2K^ / W/w");
const CUBE_POSITION: TypedPosition<Board3Of<Piece, 2, 2, 2>> = feen!(Piece, "k^1/2//p1/1K^ / w/W");
const EMPTY: TypedHand<Piece> = TypedHand::new();

fn main() {
    assert_eq!(LINE[0][3], Some(Piece::FirstKing));
    assert_eq!(SQUARE[1][0], Some(Piece::FirstPawn));
    assert_eq!(CUBE[1][0][0], Some(Piece::SecondPawn));
    assert_eq!(Piece::to_board3(CUBE), board!("k^1/2//p1/1K^"));

    assert_eq!(START.hand(Side::First).count(Piece::FirstPawn), 2);
    assert_eq!(START.hand(Side::Second).count(Piece::SecondPawn), 1);
    assert_eq!(START.to_string(), "k^2/P1K^ 2P/p W/w");
    let position: Position<Board<2, 3>> = START.into();
    assert_eq!(Small::try_from(position), Ok(START));
    assert_eq!(LINE_POSITION.board(), &LINE);
    assert_eq!(CUBE_POSITION.board(), &CUBE);
    assert_eq!(CUBE_POSITION.turn(), Side::Second);
    assert!(EMPTY.is_empty());
}
