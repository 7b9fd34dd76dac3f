use pin_runtime::Pieces;

#[derive(Pieces)]
struct Piece {
    token: u16,
}

fn main() {
    let _ = Piece { token: 0 }.token;
}
