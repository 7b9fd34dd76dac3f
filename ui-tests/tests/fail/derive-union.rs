use pin_runtime::Pieces;

#[derive(Pieces)]
union Piece {
    token: u16,
}

fn main() {}
