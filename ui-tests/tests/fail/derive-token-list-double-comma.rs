use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin("R",, "-R")]
    WhiteRook,
}

fn main() {}
