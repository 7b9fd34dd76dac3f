use pin_runtime::Pieces;

#[derive(Pieces)]
enum Role {
    #[letter("K^")]
    King,
}

fn main() {}
