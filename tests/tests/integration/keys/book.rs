//! `chess::polyglot::Book`: the small book `tests/scripts/polyglot_vectors.py`
//! wrote (`tests/data/polyglot/book.bin`, listed in `book.txt` and read
//! back with python-chess's reader), corrupted copies of it, and arbitrary
//! bytes.

use std::collections::BTreeSet;

use pin_runtime::chess::Fen;
use pin_runtime::chess::polyglot::{Book, BookError, Entry};
use proptest::prelude::*;

use super::polyglot::vectors;

const BOOK: &[u8] = include_bytes!("../../../data/polyglot/book.bin");
const LISTING: &str = include_str!("../../../data/polyglot/book.txt");

/// An entry as the listing writes it: key, move as UCI (castling as the
/// king taking its rook), weight, learn, raw move.
fn listed(entry: &Entry) -> String {
    // The move's fields read one by one give the same UCI move.
    let promotion = entry
        .promotion()
        .map(|letter| letter.as_char().to_ascii_lowercase().to_string())
        .unwrap_or_default();
    let uci = entry.uci().to_string();
    assert_eq!(
        uci,
        format!("{}{}{promotion}", entry.source(), entry.destination())
    );
    format!(
        "{:016x} {uci} {} {} {:04x}",
        entry.key(),
        entry.weight(),
        entry.learn(),
        entry.raw_move()
    )
}

#[test]
fn the_book_reads_as_python_chess_reads_it() {
    let book = Book::new(BOOK).unwrap();
    let lines: Vec<&str> = LISTING.lines().collect();
    assert_eq!(book.len(), lines.len());
    assert_eq!(book.iter().len(), lines.len());
    let read: Vec<String> = book.iter().map(|entry| listed(&entry)).collect();
    assert_eq!(read, lines);
    // Backwards, the same entries.
    let mut backwards: Vec<String> = book.iter().rev().map(|entry| listed(&entry)).collect();
    backwards.reverse();
    assert_eq!(backwards, lines);
    // Castling as the king taking its rook, and promotions, are there.
    assert!(lines.iter().any(|line| line.contains(" e1h1 ")));
    assert!(lines.iter().any(|line| line.contains(" e1a1 ")));
    assert!(
        lines
            .iter()
            .any(|line| line.split(' ').nth(1).unwrap().len() == 5)
    );
}

#[test]
fn get_yields_the_entries_of_a_key_in_order() {
    let book = Book::new(BOOK).unwrap();
    let keys: BTreeSet<u64> = book.iter().map(|entry| entry.key()).collect();
    assert!(keys.len() > 50);
    let mut several = 0;
    for &key in &keys {
        let expected: Vec<&str> = LISTING
            .lines()
            .filter(|line| line.starts_with(&format!("{key:016x} ")))
            .collect();
        let found = book.get(key);
        assert_eq!(found.len(), expected.len());
        let found: Vec<String> = found.map(|entry| listed(&entry)).collect();
        assert_eq!(found, expected);
        if expected.len() > 1 {
            several += 1;
        }
        // Keys around it that the book does not hold.
        for other in [key.wrapping_sub(1), key.wrapping_add(1)] {
            if !keys.contains(&other) {
                assert_eq!(book.get(other).len(), 0);
            }
        }
    }
    assert!(several > 20, "{several} keys with several entries");
    assert_eq!(book.get(0).next(), None);
    assert_eq!(book.get(u64::MAX).next(), None);
}

#[test]
fn positions_find_their_entries_by_their_key() {
    let book = Book::new(BOOK).unwrap();
    let mut found = 0;
    for (text, key) in vectors() {
        let fen = Fen::parse(text).unwrap();
        let entries: Vec<Entry> = book.get(fen.polyglot_key()).collect();
        assert!(entries.iter().all(|entry| entry.key() == key));
        if !entries.is_empty() {
            found += 1;
            // The move starts from a piece of the side to move.
            for entry in &entries {
                let from = entry.uci().from().unwrap();
                let piece = fen.position().get(from).flatten().unwrap();
                assert_eq!(piece.side(), fen.turn(), "{text}: {}", listed(entry));
            }
        }
    }
    assert!(found >= 60, "{found} positions found in the book");
}

#[test]
fn corrupted_copies_are_refused_naming_the_entry() {
    let entries = BOOK.len() / 16;
    // Cut short, or one byte too many.
    let err = Book::new(&BOOK[..BOOK.len() - 1]).unwrap_err();
    assert_eq!(
        err,
        BookError::Truncated {
            entry: entries - 1,
            len: 15
        }
    );
    assert_eq!(
        err.to_string(),
        format!(
            "invalid Polyglot book at entry {} (byte {}): expected an entry of 16 bytes, found \
             15 bytes at the end of the file",
            entries - 1,
            (entries - 1) * 16
        )
    );
    let mut longer = BOOK.to_vec();
    longer.push(0);
    assert_eq!(
        Book::new(&longer).unwrap_err(),
        BookError::Truncated {
            entry: entries,
            len: 1
        }
    );
    // Two entries of different keys swapped: the later one, now first, is
    // fine; the one after it is below it.
    let book = Book::new(BOOK).unwrap();
    let all: Vec<Entry> = book.iter().collect();
    let at = (1..entries)
        .find(|&i| all[i].key() != all[i - 1].key() && i > 10)
        .unwrap();
    let mut swapped = BOOK.to_vec();
    let (head, tail) = swapped.split_at_mut(at * 16);
    head[(at - 1) * 16..].swap_with_slice(&mut tail[..16]);
    let err = Book::new(&swapped).unwrap_err();
    assert_eq!(
        err,
        BookError::Unsorted {
            entry: at,
            key: all[at - 1].key(),
            previous: all[at].key()
        }
    );
    assert_eq!(err.entry(), at);
    assert_eq!(
        err.to_string(),
        format!(
            "invalid Polyglot book at entry {at} (byte {}): expected a key of at least \
             {:#018x}, the key of entry {}, found {:#018x}",
            at * 16,
            all[at].key(),
            at - 1,
            all[at - 1].key()
        )
    );
    // A key of the last entry lowered.
    let mut lowered = BOOK.to_vec();
    lowered[(entries - 1) * 16..(entries - 1) * 16 + 8].fill(0);
    assert_eq!(Book::new(&lowered).unwrap_err().entry(), entries - 1);
}

/// The entries of `key` found by reading every entry.
fn linear(book: &Book<'_>, key: u64) -> Vec<Entry> {
    book.iter().filter(|entry| entry.key() == key).collect()
}

/// A sorted book of `keys` (drawn from few values, so keys repeat), each
/// entry's move its index.
fn sorted_book(mut keys: Vec<u64>) -> Vec<u8> {
    keys.sort_unstable();
    let mut bytes = Vec::new();
    for (i, key) in keys.into_iter().enumerate() {
        bytes.extend(key.to_be_bytes());
        bytes.extend(u16::try_from(i).unwrap().to_be_bytes());
        bytes.extend([0; 6]);
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

    /// Any bytes: refused with the right entry, or read; never a panic;
    /// `get` finds what reading every entry finds.
    #[test]
    fn any_bytes_are_read_or_refused(bytes in prop::collection::vec(any::<u8>(), 0..200), probe: u64) {
        match Book::new(&bytes) {
            Ok(book) => {
                prop_assert_eq!(book.len() * 16, bytes.len());
                for entry in &book {
                    // Every raw move gives a UCI move, `0000` for a square
                    // to itself.
                    let uci = entry.uci();
                    prop_assert_eq!(uci.is_null(), entry.source() == entry.destination());
                }
                for key in book.iter().map(|entry| entry.key()).chain([probe]) {
                    prop_assert_eq!(book.get(key).collect::<Vec<_>>(), linear(&book, key));
                }
            }
            Err(BookError::Truncated { entry, len }) => {
                prop_assert_eq!((entry, len), (bytes.len() / 16, bytes.len() % 16));
            }
            Err(BookError::Unsorted { entry, key, previous }) => {
                prop_assert!(key < previous);
                prop_assert!(Book::new(&bytes[..entry * 16]).is_ok());
            }
            Err(other) => prop_assert!(false, "{other:?}"),
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Sorted books with runs of equal keys: `get` finds every run whole,
    /// in order, whatever its length and place.
    #[test]
    fn get_finds_runs_of_any_length(keys in prop::collection::vec(0..12_u64, 0..300), probe in 0..13_u64) {
        let bytes = sorted_book(keys);
        let book = Book::new(&bytes).unwrap();
        for key in 0..13 {
            let found: Vec<Entry> = book.get(key).collect();
            prop_assert_eq!(&found, &linear(&book, key));
            prop_assert_eq!(book.get(key).len(), found.len());
        }
        let mut backwards: Vec<Entry> = book.get(probe).rev().collect();
        backwards.reverse();
        prop_assert_eq!(backwards, linear(&book, probe));
    }
}
