use pin_runtime::Pieces;

// Every token is listed with its state: any_state has nothing to add.
#[derive(Pieces)]
#[pieces(any_state)]
enum Piece {
    #[pin("+P")]
    WhitePawn,
    #[pin("-R")]
    WhiteRook,
}

fn main() {
    let _ = Piece::WhitePawn.to_pin();
}
