use pin_runtime::Pieces;

#[derive(Pieces)]
enum Role {
    #[letter("K")]
    King,
    #[letter("k")]
    BlackKing,
}

fn main() {
    let _ = Role::from_letter(Role::King.to_letter());
}
