use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {
    #[epin("S'^")]
    Silver,
}

fn main() {
    let _ = Piece::Silver.to_epin();
}
