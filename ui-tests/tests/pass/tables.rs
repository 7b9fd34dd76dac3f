use pin_runtime::{epin, pin, Epin, Pin};

const PAWNS: [Pin; 8] = [pin!("P"); 8];
const START: [[Option<Epin>; 3]; 2] = [
    [Some(epin!("l")), None, Some(epin!("k^"))],
    [Some(epin!("P'")), Some(epin!("+B")), None],
];
const HAND: &[Pin] = &[pin!("P"), pin!("p"), pin!("+S")];

fn main() {
    assert!(PAWNS.iter().all(|p| p.to_string() == "P"));
    assert_eq!(START[1][0].map(|p| p.to_string()).as_deref(), Some("P'"));
    assert_eq!(HAND.len(), 3);
    assert_eq!(core::mem::size_of_val(&START), 12);
}
