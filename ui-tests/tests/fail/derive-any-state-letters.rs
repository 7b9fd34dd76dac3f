use pin_runtime::Pieces;

#[derive(Pieces)]
#[pieces(any_state)]
enum Role {
    #[letter("K")]
    King,
    #[letter("R")]
    Rook,
}

fn main() {
    let _ = Role::King.to_letter();
}
