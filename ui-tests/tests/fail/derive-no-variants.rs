use pin_runtime::Pieces;

#[derive(Pieces)]
enum Piece {}

fn main() {}
