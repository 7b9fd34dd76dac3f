use pin_runtime::{feen, BoardOf, Pieces, TypedPosition};

/// A chess engine's twelve pieces, reading the project's chess start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^")] WhiteKing,
    #[pin("Q")] WhiteQueen,
    #[pin("R", "-R")] WhiteRook,
    #[pin("B")] WhiteBishop,
    #[pin("N")] WhiteKnight,
    #[pin("P", "+P", "-P")] WhitePawn,
    #[pin("k^")] BlackKing,
    #[pin("q")] BlackQueen,
    #[pin("r", "-r")] BlackRook,
    #[pin("b")] BlackBishop,
    #[pin("n")] BlackKnight,
    #[pin("p", "+p", "-p")] BlackPawn,
}

// The king's square typed as `+B`: valid FEEN, an enhanced bishop that no
// variant maps.
const START: TypedPosition<BoardOf<Piece, 8, 8>> =
    feen!(Piece, "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQ+BBN-R / W/w");

fn main() {
    let _ = START;
}
