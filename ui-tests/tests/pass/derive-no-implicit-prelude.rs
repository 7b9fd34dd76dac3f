#![no_implicit_prelude]

#[derive(::pin_runtime::Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("p")]
    BlackPawn,
}

#[derive(::pin_runtime::Pieces)]
enum Role {
    #[letter("K")]
    King,
}

const START: [[::core::option::Option<Piece>; 2]; 1] =
    ::pin_runtime::board_of!(Piece, ::pin_runtime::board!("K^p"));

fn main() {
    let _ = Piece::from_pin(Piece::WhiteKing.to_pin());
    let _ = Role::from_letter(Role::King.to_letter());
    let _ = <Piece as ::core::str::FromStr>::from_str("p");
    let _ = START;
}
