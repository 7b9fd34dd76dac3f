//! `Book`: a Polyglot opening book read in place.

use core::fmt;
use core::iter::FusedIterator;

use crate::chess::Uci;
use crate::{Cell, Letter};

/// The bytes of an entry.
const ENTRY: usize = 16;

/// A Polyglot opening book: the bytes of a `.bin` file, checked once and
/// then read in place, without allocating.
///
/// [`get`](Self::get) finds the entries of a key by binary search and
/// yields them in the file's order (Polyglot's tools write the entries of a
/// key by descending weight).
///
/// ```
/// use pin_runtime::chess::Fen;
/// use pin_runtime::chess::polyglot::Book;
///
/// // Two entries for the start, 1. e4 (weight 3) and 1. d4 (weight 1).
/// let mut bytes = Vec::new();
/// for (raw_move, weight) in [(0x031c_u16, 3_u16), (0x02db, 1)] {
///     bytes.extend(0x463b_9618_1691_fc9c_u64.to_be_bytes());
///     bytes.extend(raw_move.to_be_bytes());
///     bytes.extend(weight.to_be_bytes());
///     bytes.extend(0_u32.to_be_bytes());
/// }
/// let book = Book::new(&bytes)?;
/// let start = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// let moves: Vec<String> = book
///     .get(start.polyglot_key())
///     .map(|entry| format!("{}{} {}", entry.source(), entry.destination(), entry.weight()))
///     .collect();
/// assert_eq!(moves, ["e2e4 3", "d2d4 1"]);
/// assert_eq!(book.get(0).len(), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Book<'a> {
    /// Whole entries, sorted by key.
    bytes: &'a [u8],
}

impl<'a> Book<'a> {
    /// Reads the bytes of a Polyglot book (a `.bin` file), checking that
    /// they are whole entries of 16 bytes sorted by key. Nothing is copied:
    /// the book borrows the bytes.
    ///
    /// The check reads every key once (100,000 keys for a book of
    /// 1.6 MB); lookups then read about `log2(len)` keys each.
    ///
    /// # Errors
    ///
    /// A [`BookError`] naming the entry: [`BookError::Truncated`] when the
    /// length is not a multiple of 16 (the last entry is cut short),
    /// [`BookError::Unsorted`] for the first entry whose key is below the
    /// key of the entry before it.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::{Book, BookError};
    ///
    /// assert_eq!(Book::new(&[])?.len(), 0);
    /// assert_eq!(Book::new(&[0; 20]), Err(BookError::Truncated { entry: 1, len: 4 }));
    /// let mut bytes = [0; 32];
    /// bytes[7] = 1; // the first entry's key is 1, the second's 0
    /// let err = Book::new(&bytes).unwrap_err();
    /// assert_eq!(err, BookError::Unsorted { entry: 1, key: 0, previous: 1 });
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid Polyglot book at entry 1 (byte 16): expected a key of at least \
    ///      0x0000000000000001, the key of entry 0, found 0x0000000000000000",
    /// );
    /// # Ok::<(), BookError>(())
    /// ```
    pub const fn new(bytes: &'a [u8]) -> Result<Self, BookError> {
        let entries = bytes.len() / ENTRY;
        if !bytes.len().is_multiple_of(ENTRY) {
            return Err(BookError::Truncated {
                entry: entries,
                len: bytes.len() % ENTRY,
            });
        }
        let mut entry = 1;
        while entry < entries {
            let (previous, key) = (key(bytes, entry - 1), key(bytes, entry));
            if key < previous {
                return Err(BookError::Unsorted {
                    entry,
                    key,
                    previous,
                });
            }
            entry += 1;
        }
        Ok(Self { bytes })
    }

    /// Returns the number of entries.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// assert_eq!(Book::new(&[0; 48])?.len(), 3);
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.bytes.len() / ENTRY
    }

    /// Returns whether the book has no entry.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// assert!(Book::new(&[])?.is_empty());
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Returns the bytes of the book.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let bytes = [0; 16];
    /// assert_eq!(Book::new(&bytes)?.as_bytes(), bytes);
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Returns the entries of `key`, in the file's order: none when the
    /// book has no entry of that key.
    ///
    /// Found by binary search: 17 keys read in a book of 100,000 entries,
    /// then one more per entry of the key to find where they end. Every
    /// entry is yielded, whatever its weight (python-chess's `find_all`
    /// leaves out those of weight 0 unless asked).
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// // Keys 1, 2, 2, 3; the moves 10, 20, 21, 30.
    /// let mut bytes = Vec::new();
    /// for (key, raw_move) in [(1_u64, 10_u16), (2, 20), (2, 21), (3, 30)] {
    ///     bytes.extend(key.to_be_bytes());
    ///     bytes.extend(raw_move.to_be_bytes());
    ///     bytes.extend([0; 6]);
    /// }
    /// let book = Book::new(&bytes)?;
    /// let moves: Vec<u16> = book.get(2).map(|entry| entry.raw_move()).collect();
    /// assert_eq!(moves, [20, 21]);
    /// assert_eq!(book.get(4).next(), None);
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn get(&self, key: u64) -> Entries<'a> {
        let entries = self.len();
        // The first entry whose key is at least `key`, in `base..base + n`:
        // each step halves `n`.
        let (mut base, mut n) = (0, entries);
        while n > 1 {
            let half = n / 2;
            if self::key(self.bytes, base + half) < key {
                base += half;
            }
            n -= half;
        }
        let first = if n == 1 && self::key(self.bytes, base) < key {
            base + 1
        } else {
            base
        };
        // The entries of a key are few (a position has few book moves):
        // they are read one after the other.
        let mut end = first;
        while end < entries && self::key(self.bytes, end) == key {
            end += 1;
        }
        let bytes = match self.bytes.split_at_checked(end * ENTRY) {
            Some((head, _)) => match head.split_at_checked(first * ENTRY) {
                Some((_, entries)) => entries,
                None => &[],
            },
            None => &[],
        };
        Entries { bytes }
    }

    /// Returns every entry, in the file's order (by key).
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let book = Book::new(&[0; 32])?;
    /// assert_eq!(book.iter().count(), 2);
    /// assert!(book.iter().all(|entry| entry.key() == 0));
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn iter(&self) -> Entries<'a> {
        Entries { bytes: self.bytes }
    }
}

impl<'a> IntoIterator for &Book<'a> {
    type Item = Entry;
    type IntoIter = Entries<'a>;

    fn into_iter(self) -> Entries<'a> {
        self.iter()
    }
}

impl<'a> IntoIterator for Book<'a> {
    type Item = Entry;
    type IntoIter = Entries<'a>;

    fn into_iter(self) -> Entries<'a> {
        self.iter()
    }
}

/// The key of entry `entry`, which is in `bytes` (`entry` is below the
/// number of whole entries, which every caller checks, so the slice
/// bounds below always hold).
const fn key(bytes: &[u8], entry: usize) -> u64 {
    let (_, rest) = bytes.split_at(entry * ENTRY);
    let [k0, k1, k2, k3, k4, k5, k6, k7, ..] = rest else {
        return 0;
    };
    u64::from_be_bytes([*k0, *k1, *k2, *k3, *k4, *k5, *k6, *k7])
}

/// The entry of the first 16 bytes.
const fn entry(bytes: &[u8; ENTRY]) -> Entry {
    let [
        k0,
        k1,
        k2,
        k3,
        k4,
        k5,
        k6,
        k7,
        m0,
        m1,
        w0,
        w1,
        l0,
        l1,
        l2,
        l3,
    ] = *bytes;
    Entry {
        key: u64::from_be_bytes([k0, k1, k2, k3, k4, k5, k6, k7]),
        raw_move: u16::from_be_bytes([m0, m1]),
        weight: u16::from_be_bytes([w0, w1]),
        learn: u32::from_be_bytes([l0, l1, l2, l3]),
    }
}

/// One entry of a Polyglot [`Book`]: a key, a move, a weight and a learn
/// value.
///
/// ```
/// use pin_runtime::chess::polyglot::Book;
/// use pin_runtime::Letter;
///
/// // b7 takes a8, promoting to a knight: destination 56, origin 49, promotion 1.
/// let raw_move: u16 = 56 | 49 << 6 | 1 << 12;
/// let mut bytes = [0; 16];
/// bytes[8..10].copy_from_slice(&raw_move.to_be_bytes());
/// bytes[10..12].copy_from_slice(&40_u16.to_be_bytes());
/// bytes[12..].copy_from_slice(&7_u32.to_be_bytes());
/// let book = Book::new(&bytes)?;
/// let entry = book.get(0).next().unwrap();
/// assert_eq!(entry.source().to_string(), "b7");
/// assert_eq!(entry.destination().to_string(), "a8");
/// assert_eq!(entry.promotion(), Some(Letter::N));
/// assert_eq!((entry.weight(), entry.learn()), (40, 7));
/// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Entry {
    key: u64,
    raw_move: u16,
    weight: u16,
    learn: u32,
}

impl Entry {
    /// Returns the key of the position the entry is for (see
    /// [`Fen::polyglot_key`](crate::chess::Fen::polyglot_key)).
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let mut bytes = [0; 16];
    /// bytes[..8].copy_from_slice(&0x463b_9618_1691_fc9c_u64.to_be_bytes());
    /// assert_eq!(Book::new(&bytes)?.iter().next().unwrap().key(), 0x463b_9618_1691_fc9c);
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn key(&self) -> u64 {
        self.key
    }

    /// Returns the move as the book stores it: the destination square in
    /// bits 0 to 5, the origin in bits 6 to 11 (each `8 * rank + file`,
    /// `a1` 0, `h8` 63), the promotion in bits 12 to 14 (0 none, 1 knight,
    /// 2 bishop, 3 rook, 4 queen); castling as the king taking its own rook
    /// (`e1h1`).
    ///
    /// [`source`](Self::source), [`destination`](Self::destination) and
    /// [`promotion`](Self::promotion) read these fields.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let mut bytes = [0; 16];
    /// bytes[8..10].copy_from_slice(&0x0107_u16.to_be_bytes()); // e1h1: castling h-side
    /// let entry = Book::new(&bytes)?.iter().next().unwrap();
    /// assert_eq!(entry.raw_move(), 0x0107);
    /// assert_eq!(format!("{}{}", entry.source(), entry.destination()), "e1h1");
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn raw_move(&self) -> u16 {
        self.raw_move
    }

    /// Returns the square the move starts from (bits 6 to 11 of the
    /// [raw move](Self::raw_move)): the king's square when castling.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let mut bytes = [0; 16];
    /// bytes[8..10].copy_from_slice(&0x031c_u16.to_be_bytes());
    /// assert_eq!(Book::new(&bytes)?.iter().next().unwrap().source().to_string(), "e2");
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn source(&self) -> Cell {
        square(self.raw_move >> 6)
    }

    /// Returns the square the move goes to (bits 0 to 5 of the
    /// [raw move](Self::raw_move)): the rook's square when castling.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let mut bytes = [0; 16];
    /// bytes[8..10].copy_from_slice(&0x031c_u16.to_be_bytes());
    /// assert_eq!(Book::new(&bytes)?.iter().next().unwrap().destination().to_string(), "e4");
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn destination(&self) -> Cell {
        square(self.raw_move)
    }

    /// Returns the piece a pawn promotes to (bits 12 to 14 of the
    /// [raw move](Self::raw_move)): `N`, `B`, `R` or `Q` for 1 to 4, `None`
    /// for 0 (and for 5 to 7, which Polyglot does not write).
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    /// use pin_runtime::Letter;
    ///
    /// let mut bytes = [0; 16];
    /// bytes[8..10].copy_from_slice(&(4_u16 << 12 | 52 << 6 | 60).to_be_bytes()); // e7e8q
    /// assert_eq!(Book::new(&bytes)?.iter().next().unwrap().promotion(), Some(Letter::Q));
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn promotion(&self) -> Option<Letter> {
        match (self.raw_move >> 12) & 7 {
            1 => Some(Letter::N),
            2 => Some(Letter::B),
            3 => Some(Letter::R),
            4 => Some(Letter::Q),
            _ => None,
        }
    }

    /// Returns the move as a UCI move, as Polyglot stores it: castling as
    /// the king taking its own rook (`e1h1`, `e8a8`), in standard chess as
    /// in Chess960, so only the position tells it from a rook or queen
    /// move of the same squares (a `Fen` converts it to PMN with the
    /// position, `Fen::pmn`).
    ///
    /// Polyglot writes no move from a square to itself: its raw move 0
    /// (`a1a1`) means "no move". Such an entry gives [`Uci::NULL`]
    /// (`0000`). A promotion field of 5 to 7, which Polyglot does not
    /// write either, gives a move without promotion, as
    /// [`promotion`](Self::promotion) does. (python-chess reads a move from
    /// a square to itself as a crazyhouse drop, an extension of its own;
    /// Polyglot books have none.)
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let mut bytes = [0; 48];
    /// bytes[8..10].copy_from_slice(&0x0107_u16.to_be_bytes()); // e1 (4) takes h1 (7)
    /// bytes[24..26].copy_from_slice(&(4_u16 << 12 | 52 << 6 | 60).to_be_bytes()); // e7e8q
    /// // The third entry's move is 0: no move.
    /// let moves: Vec<String> = Book::new(&bytes)?.iter().map(|entry| entry.uci().to_string()).collect();
    /// assert_eq!(moves, ["e1h1", "e7e8q", "0000"]);
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn uci(&self) -> Uci {
        match Uci::new(self.source(), self.destination(), self.promotion()) {
            Some(uci) => uci,
            // Both squares are squares of the board, and the promotion
            // one of the four: only a move from a square to itself.
            None => Uci::NULL,
        }
    }

    /// Returns the weight: how often to play the move, relative to the
    /// other entries of its key (Polyglot's tools write a score from the
    /// games the book was made from, and rank entries by it; 0 means never).
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let mut bytes = [0; 16];
    /// bytes[10..12].copy_from_slice(&300_u16.to_be_bytes());
    /// assert_eq!(Book::new(&bytes)?.iter().next().unwrap().weight(), 300);
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn weight(&self) -> u16 {
        self.weight
    }

    /// Returns the learn value: 32 bits a program may use as it likes
    /// (Polyglot itself writes 0).
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// let mut bytes = [0; 16];
    /// bytes[12..].copy_from_slice(&0xdead_beef_u32.to_be_bytes());
    /// assert_eq!(Book::new(&bytes)?.iter().next().unwrap().learn(), 0xdead_beef);
    /// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
    /// ```
    #[must_use]
    pub const fn learn(&self) -> u32 {
        self.learn
    }
}

/// The square of the six bits of `bits` numbered `8 * rank + file`.
const fn square(bits: u16) -> Cell {
    let [low, _] = (bits & 0x3f).to_le_bytes();
    Cell::new_2d(low & 7, low >> 3)
}

/// The entries of a [`Book`], in the file's order: those of a key
/// ([`Book::get`]), or all ([`Book::iter`]).
///
/// ```
/// use pin_runtime::chess::Fen;
/// use pin_runtime::chess::polyglot::Book;
///
/// // Two moves of the start position: e2e4 of weight 3, d2d4 of weight 1
/// // (a move's 16 bits are to-file, to-rank, from-file, from-rank, from
/// // the low bits up; 3 bits each).
/// let key = Fen::START.polyglot_key();
/// let mut bytes = Vec::new();
/// for (raw_move, weight) in [(796_u16, 3_u16), (731, 1)] {
///     bytes.extend(key.to_be_bytes());
///     bytes.extend(raw_move.to_be_bytes());
///     bytes.extend(weight.to_be_bytes());
///     bytes.extend([0; 4]);
/// }
/// let book = Book::new(&bytes)?;
/// let mut entries = book.get(key);
/// let first = entries.next().unwrap();
/// assert_eq!((first.uci().to_string(), first.weight()), ("e2e4".to_string(), 3));
/// let rest: Vec<String> = entries.map(|entry| entry.uci().to_string()).collect();
/// assert_eq!(rest, ["d2d4"]);
/// # Ok::<(), pin_runtime::chess::polyglot::BookError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Entries<'a> {
    /// Whole entries.
    bytes: &'a [u8],
}

impl Iterator for Entries<'_> {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        let (first, rest) = self.bytes.split_first_chunk::<ENTRY>()?;
        self.bytes = rest;
        Some(entry(first))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.bytes.len() / ENTRY;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for Entries<'_> {
    fn next_back(&mut self) -> Option<Entry> {
        let (rest, last) = self.bytes.split_last_chunk::<ENTRY>()?;
        self.bytes = rest;
        Some(entry(last))
    }
}

impl ExactSizeIterator for Entries<'_> {}

impl FusedIterator for Entries<'_> {}

/// Why the bytes of a Polyglot book were refused by [`Book::new`]: the
/// entry at fault, and what is wrong with it.
///
/// ```
/// use pin_runtime::chess::polyglot::{Book, BookError};
///
/// let err = Book::new(&[0; 33]).unwrap_err();
/// assert_eq!(err.entry(), 2);
/// assert_eq!(
///     err.to_string(),
///     "invalid Polyglot book at entry 2 (byte 32): expected an entry of 16 bytes, found 1 byte \
///      at the end of the file",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BookError {
    /// The last entry is cut short: the length of the bytes is not a
    /// multiple of 16.
    Truncated {
        /// The index of the entry cut short (from 0).
        entry: usize,
        /// The bytes of it there are, 1 to 15.
        len: usize,
    },
    /// An entry's key is below the key of the entry before it: a book's
    /// entries are sorted by key.
    Unsorted {
        /// The index of the entry (from 1).
        entry: usize,
        /// The entry's key.
        key: u64,
        /// The key of the entry before it.
        previous: u64,
    },
}

impl BookError {
    /// Returns the index of the entry at fault, from 0: the byte where it
    /// starts is 16 times that.
    ///
    /// ```
    /// use pin_runtime::chess::polyglot::Book;
    ///
    /// assert_eq!(Book::new(&[0; 17]).unwrap_err().entry(), 1);
    /// ```
    #[must_use]
    pub const fn entry(&self) -> usize {
        match *self {
            Self::Truncated { entry, .. } | Self::Unsorted { entry, .. } => entry,
        }
    }
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let entry = self.entry();
        write!(
            f,
            "invalid Polyglot book at entry {entry} (byte {}): ",
            entry.saturating_mul(ENTRY)
        )?;
        match *self {
            Self::Truncated { len, .. } => write!(
                f,
                "expected an entry of 16 bytes, found {len} byte{} at the end of the file",
                if len == 1 { "" } else { "s" }
            ),
            Self::Unsorted { key, previous, .. } => write!(
                f,
                "expected a key of at least {previous:#018x}, the key of entry {}, found {key:#018x}",
                entry.saturating_sub(1)
            ),
        }
    }
}

impl core::error::Error for BookError {}
