use pin_runtime::Pieces;

#[derive(Pieces)]
#[pieces(any_state, crate = pin_runtime, any_state)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
}

fn main() {
    let _ = Piece::WhiteKing.to_pin();
}
