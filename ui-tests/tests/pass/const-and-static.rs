use pin_runtime::{epin, pin, Epin, Pin};

const KING: Pin = pin!("K^");
const SILVER: Epin = epin!("S'");
static QUEEN: Pin = pin!("q");
static BACK_RANK: [Pin; 8] = [
    pin!("R"), pin!("N"), pin!("B"), pin!("Q"), pin!("K^"), pin!("B"), pin!("N"), pin!("R"),
];

fn main() {
    let rook = pin!("+r");
    let derived: Epin = epin!("+K^'");
    assert_eq!(KING.to_string(), "K^");
    assert_eq!(SILVER.to_string(), "S'");
    assert_eq!(QUEEN.to_string(), "q");
    assert_eq!(BACK_RANK[4], KING);
    assert_eq!(rook.to_string(), "+r");
    assert_eq!(derived.to_string(), "+K^'");
}
