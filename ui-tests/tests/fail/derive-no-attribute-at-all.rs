use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    King,
}

fn main() {}
