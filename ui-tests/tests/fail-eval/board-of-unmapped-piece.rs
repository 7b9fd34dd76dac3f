use pin_runtime::{board, board_of, Pieces};

#[derive(Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("k^")]
    BlackKing,
}

const START: [[Option<Piece>; 3]; 2] = board_of!(Piece, board!("k^2/1QK^"));

fn main() {
    let _ = START;
}
