//! Dense indices: `ALL[i].index() == i` for every type, `from_index` is the
//! inverse and `None` past `COUNT`, and the order is the documented one.

use std::fmt::Debug;

use pin_runtime::{Epin, Letter, Pin, Side, Sin, State};

/// Checks the indices of a type whose values are `all`, in index order.
fn dense<T: Copy + PartialEq + Debug>(
    all: &[T],
    count: usize,
    index: fn(T) -> usize,
    from_index: fn(usize) -> Option<T>,
) {
    assert_eq!(all.len(), count);
    for (i, &value) in all.iter().enumerate() {
        assert_eq!(index(value), i, "{value:?}");
        assert_eq!(from_index(i), Some(value));
    }
    for past in [count, count + 1, usize::MAX / 2, usize::MAX] {
        assert_eq!(from_index(past), None, "{past}");
    }
}

#[test]
fn every_type_has_dense_indices_in_the_order_of_all() {
    dense(&Pin::ALL, Pin::COUNT, Pin::index, Pin::from_index);
    dense(&Epin::ALL, Epin::COUNT, Epin::index, Epin::from_index);
    dense(
        &Letter::ALL,
        Letter::COUNT,
        Letter::index,
        Letter::from_index,
    );
    dense(&Sin::ALL, Sin::COUNT, Sin::index, Sin::from_index);
    dense(&Side::ALL, Side::COUNT, Side::index, Side::from_index);
    dense(&State::ALL, State::COUNT, State::index, State::from_index);
    assert_eq!(
        [
            Pin::COUNT,
            Epin::COUNT,
            Letter::COUNT,
            Sin::COUNT,
            Side::COUNT,
            State::COUNT
        ],
        [312, 624, 26, 52, 2, 3]
    );
}

/// The documented order, worked out from each token's text: letter byte
/// (`A`–`Z`, then `a`–`z`), then normal, `+`, `-`, the same with `^`, then
/// (EPIN) those six with `'`.
fn documented_index(token: &str) -> usize {
    let letter = token.bytes().find(u8::is_ascii_alphabetic).unwrap();
    let letter = if letter.is_ascii_uppercase() {
        usize::from(letter - b'A')
    } else {
        26 + usize::from(letter - b'a')
    };
    let state = match token.as_bytes()[0] {
        b'+' => 1,
        b'-' => 2,
        _ => 0,
    };
    let terminal = usize::from(token.contains('^'));
    let derived = usize::from(token.ends_with('\''));
    letter * 12 + derived * 6 + terminal * 3 + state
}

#[test]
fn the_order_is_the_documented_one() {
    for epin in Epin::ALL {
        assert_eq!(epin.index(), documented_index(&epin.to_string()), "{epin}");
    }
    for pin in Pin::ALL {
        let epin = documented_index(&pin.to_string());
        assert_eq!(pin.index(), epin / 12 * 6 + epin % 12, "{pin}");
        assert_eq!(Epin::from(pin).index(), epin, "{pin}");
    }
    for sin in Sin::ALL {
        assert_eq!(
            sin.index(),
            documented_index(&sin.to_string()) / 12,
            "{sin}"
        );
        assert_eq!(sin.letter().index(), sin.index() % 26);
    }
    assert!(Pin::ALL.is_sorted() && Epin::ALL.is_sorted() && Sin::ALL.is_sorted());
}
