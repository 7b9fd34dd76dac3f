// #[pieces(any_state)]: a token in a state no variant lists reads as the
// variant of the token without state; what a variant lists wins.
use pin_runtime::{chess, feen, pin, BoardOf, Pieces, TypedPosition};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
#[pieces(any_state)]
enum Chess {
    #[pin("K^")] WhiteKing, #[pin("Q")] WhiteQueen, #[pin("R")] WhiteRook,
    #[pin("B")] WhiteBishop, #[pin("N")] WhiteKnight, #[pin("P")] WhitePawn,
    #[pin("k^")] BlackKing, #[pin("q")] BlackQueen, #[pin("r")] BlackRook,
    #[pin("b")] BlackBishop, #[pin("n")] BlackKnight, #[pin("p")] BlackPawn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
#[pieces(crate = pin_runtime, any_state)]
enum Shogi {
    #[pin("R")] Rook,
    #[pin("+R")] Dragon,
}

// The start position, with its `-R` and `+P`, typed at compile time.
const START: TypedPosition<BoardOf<Chess, 8, 8>> =
    feen!(Chess, "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");
const PASSED: Option<Chess> = Chess::from_pin(pin!("-p"));

fn main() {
    assert_eq!(START.board()[7][0], Some(Chess::WhiteRook));
    assert_eq!(PASSED, Some(Chess::BlackPawn));
    assert_eq!(Chess::from_pin(pin!("+K^")), Some(Chess::WhiteKing));
    assert_eq!(Chess::WhitePawn.to_pin(), pin!("P"));
    assert_eq!(Shogi::from_pin(pin!("+R")), Some(Shogi::Dragon));
    assert_eq!(Shogi::from_pin(pin!("-R")), Some(Shogi::Rook));
    assert_eq!(Shogi::from_pin(pin!("r")), None);
    let fen = chess::Fen::from_board(
        Chess::to_board(*START.board()),
        START.turn(),
        chess::Castling::STANDARD,
        None,
    )
    .unwrap();
    assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
}
