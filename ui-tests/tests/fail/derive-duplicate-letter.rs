use pin_runtime::Pieces;

#[derive(Pieces)]
enum Role {
    #[letter("N")]
    Knight,
    #[letter("N")]
    Night,
}

fn main() {}
