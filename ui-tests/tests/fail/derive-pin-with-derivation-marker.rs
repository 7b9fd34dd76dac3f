use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[pin("S'")]
    Silver,
}

fn main() {}
