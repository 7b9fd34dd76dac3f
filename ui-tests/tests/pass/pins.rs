use pin_runtime::{epin, epins, pin, pins, Epin, Pin};

const BACK_RANK: [Pin; 8] = pins!["R", "N", "B", "Q", "K^", "B", "N", "R"];
static HAND: [Epin; 3] = epins!["P", "S'", "+b",];
const NONE: [Pin; 0] = pins![];

fn main() {
    assert_eq!(BACK_RANK[4], pin!("K^"));
    assert_eq!(HAND[1], epin!("S'"));
    assert!(NONE.is_empty());
}
