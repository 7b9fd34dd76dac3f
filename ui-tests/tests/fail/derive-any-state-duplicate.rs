use pin_runtime::Pieces;

// any_state adds only the states no variant lists, so `-R` listed by a
// variant of its own is no duplicate; listing it twice still is.
#[derive(Pieces)]
#[pieces(any_state)]
enum Piece {
    #[pin("R")]
    WhiteRook,
    #[pin("-R")]
    CastlingRook,
    #[pin("P", "-R")]
    WhitePawn,
}

fn main() {
    let _ = Piece::WhitePawn.to_pin();
}
