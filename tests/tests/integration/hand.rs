//! `Hand`: the pieces a side holds, kept in the canonical order of FEEN
//! however they are added, and its bounds (16 different pieces, 65,025 of
//! one) with their errors.

use pin_runtime::{Board, Epin, Hand, HandError, Position, Side, epin};

#[test]
fn hands_keep_canonical_order_however_they_are_filled() {
    let mut hand = Hand::new();
    for (piece, count) in [
        (epin!("K^'"), 1),
        (epin!("p"), 1),
        (epin!("-K"), 1),
        (epin!("P"), 1),
        (epin!("+K"), 1),
        (epin!("K"), 1),
        (epin!("K^"), 1),
        (epin!("B"), 1),
        (epin!("b"), 1),
    ] {
        hand.add(piece, count).unwrap();
    }
    assert_eq!(hand.to_string(), "Bb-K+KKK^K^'Pp");
    hand.add(epin!("p"), 2).unwrap();
    assert_eq!(hand.to_string(), "3pBb-K+KKK^K^'P");
    hand.remove(epin!("p"), 2).unwrap();
    assert_eq!(hand.to_string(), "Bb-K+KKK^K^'Pp");
    assert_eq!(
        hand,
        Hand::from_items(&[
            (epin!("b"), 1),
            (epin!("K^'"), 1),
            (epin!("B"), 1),
            (epin!("p"), 1),
            (epin!("P"), 1),
            (epin!("K"), 1),
            (epin!("K^"), 1),
            (epin!("+K"), 1),
            (epin!("-K"), 1)
        ])
        .unwrap()
    );
    let read: Position<Board<4, 4>> = "4/4/4/4 Bb-K+KKK^K^'Pp/ W/w".parse().unwrap();
    assert_eq!(read.hand(Side::First), &hand);
    assert!(read.first_hand().eq(hand.iter()));
}

#[test]
fn hand_bounds() {
    let mut hand = Hand::new();
    for piece in Epin::ALL.iter().take(Hand::CAPACITY) {
        hand.add(*piece, 1).unwrap();
    }
    let before = hand;
    let extra = Epin::ALL[Hand::CAPACITY];
    assert_eq!(hand.add(extra, 1), Err(HandError::Full { piece: extra }));
    assert_eq!(hand, before);
    assert_eq!(
        hand.add(Epin::ALL[0], 65_025),
        Err(HandError::TooMany {
            piece: Epin::ALL[0],
            count: 65_026
        })
    );
    assert_eq!(hand, before);
    assert_eq!(
        hand.remove(Epin::ALL[0], 2).unwrap_err().to_string(),
        "expected at least 2 A in the hand, found 1"
    );
    assert_eq!(
        hand.add(extra, 1).unwrap_err().to_string(),
        format!("expected at most 16 different pieces in a hand, found a new one: {extra}")
    );
}
