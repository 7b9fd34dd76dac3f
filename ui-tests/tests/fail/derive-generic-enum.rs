use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece<T> {
    #[pin("K^")]
    WhiteKing(T),
}

fn main() {}
