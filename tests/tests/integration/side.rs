//! `Side`: the two sides, flipped by `flipped` and `!`, written by name.

use pin_runtime::Side;

#[test]
fn sides_flip_and_write_their_name() {
    assert_eq!(Side::First.flipped().flipped(), Side::First);
    for side in Side::ALL {
        assert_eq!(!side, side.flipped());
        assert_ne!(!side, side);
        assert_eq!(side.to_string(), side.name());
    }
    assert_eq!(format!("[{:^8}]", Side::Second), "[ second ]");
}
