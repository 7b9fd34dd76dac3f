mod tokens {
    pub const KING: &str = "K";
}
const KING: pin_runtime::Pin = pin_runtime::pin!(tokens::KING);

fn main() {}
