//! The canonical text of a token, in a fixed inline buffer.

use core::fmt;

use crate::attrs::Attrs;
use crate::letter::Ascii;

/// The canonical token of a [`Pin`](crate::Pin) or an [`Epin`](crate::Epin):
/// 1 to 4 ASCII bytes, no allocation.
///
/// It is a place in a table of every token built at compile time, so
/// [`as_str`](Self::as_str) is a `const fn` that returns a `&'static str`
/// without checking anything at run time, and the text of a constant piece is
/// itself a constant. It dereferences to `str`.
///
/// ```
/// use pin_runtime::{Encoded, Epin};
///
/// const SILVER: Encoded = match Epin::parse("+S^'") {
///     Ok(piece) => piece.encode(),
///     Err(_) => panic!("not an EPIN token"),
/// };
/// const TEXT: &str = SILVER.as_str();
/// assert_eq!(TEXT, "+S^'");
/// assert_eq!(SILVER.len(), 4);
/// ```
#[derive(Clone, Copy)]
pub struct Encoded {
    /// Where the token starts in [`TEXT`].
    start: u16,
    len: u8,
}

/// Bytes of [`TEXT`] per token slot: the longest token.
const SLOT: usize = 4;

/// Token slots per letter: one for each attribute byte below 16.
const SLOTS_PER_LETTER: usize = 16;

/// The slot of every cased letter, `A`–`Z` then `a`–`z`, and attribute byte.
const fn slot(letter: u8, attrs: u8) -> usize {
    Ascii::index_of(letter) * SLOTS_PER_LETTER + (attrs & 15) as usize
}

/// The length of the token of each attribute byte below 16.
const LENGTHS: [u8; 16] = {
    let mut lengths = [0; 16];
    let mut i = 0;
    while i < Attrs::ALL.len() {
        let attrs = Attrs::ALL[i];
        let mut len = 1;
        if attrs.state().modifier().is_some() {
            len += 1;
        }
        if attrs.is_terminal() {
            len += 1;
        }
        if attrs.is_derived() {
            len += 1;
        }
        lengths[attrs.bits() as usize] = len;
        i += 1;
    }
    lengths
};

/// Every token, each in its slot of 4 bytes, padded with spaces.
const TEXT_BYTES: [u8; 52 * SLOTS_PER_LETTER * SLOT] = {
    let mut text = [b' '; 52 * SLOTS_PER_LETTER * SLOT];
    let mut byte = 0u8;
    loop {
        if let Some(ascii) = Ascii::from_byte(byte) {
            let mut i = 0;
            while i < Attrs::ALL.len() {
                let attrs = Attrs::ALL[i];
                let mut at = slot(ascii.byte(), attrs.bits()) * SLOT;
                if let Some(modifier) = attrs.state().modifier() {
                    text[at] = modifier as u8;
                    at += 1;
                }
                text[at] = ascii.byte();
                at += 1;
                if attrs.is_terminal() {
                    text[at] = b'^';
                    at += 1;
                }
                if attrs.is_derived() {
                    text[at] = b'\'';
                }
                i += 1;
            }
        }
        if byte == u8::MAX {
            break text;
        }
        byte += 1;
    }
};

/// [`TEXT_BYTES`] as one word per token slot, for writers that copy a
/// whole slot at once and keep only the token's length. A `static`, so a
/// lookup reads one word of it rather than copying the table.
static WORDS: [[u8; SLOT]; 52 * SLOTS_PER_LETTER] = {
    let mut words = [[b' '; SLOT]; 52 * SLOTS_PER_LETTER];
    let mut i = 0;
    while i < words.len() {
        let mut j = 0;
        while j < SLOT {
            words[i][j] = TEXT_BYTES[i * SLOT + j];
            j += 1;
        }
        i += 1;
    }
    words
};

/// The token of a letter with its attributes as 4 bytes (padded with
/// spaces) and its length.
#[inline]
pub(crate) fn padded(letter: u8, attrs: u8) -> ([u8; SLOT], usize) {
    let word = WORDS
        .get(slot(letter, attrs))
        .copied()
        .unwrap_or([b' '; SLOT]);
    (word, LENGTHS[(attrs & 15) as usize] as usize)
}

/// [`TEXT_BYTES`] as text; it is ASCII, which the compiler checks here.
const TEXT: &str = match core::str::from_utf8(&TEXT_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("token table is not UTF-8"),
};

impl Encoded {
    /// The token of a letter with its attributes.
    #[inline]
    pub(crate) const fn new(letter: u8, attrs: u8) -> Self {
        #[allow(clippy::cast_possible_truncation, reason = "slots end below 3,328")]
        let start = (slot(letter, attrs) * SLOT) as u16;
        Self {
            start,
            len: LENGTHS[(attrs & 15) as usize],
        }
    }

    /// Returns the token as a string slice of a table built at compile
    /// time.
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// let text: &'static str = Pin::parse("K^")?.encode().as_str();
    /// assert_eq!(text, "K^");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_str(&self) -> &'static str {
        match TEXT.split_at_checked(self.start as usize) {
            Some((_, rest)) => match rest.split_at_checked(self.len as usize) {
                Some((token, _)) => token,
                None => "",
            },
            None => "",
        }
    }

    /// Returns the token's bytes.
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// assert_eq!(Pin::parse("-p")?.encode().as_bytes(), b"-p");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_bytes(&self) -> &'static [u8] {
        self.as_str().as_bytes()
    }

    /// Returns the token's length in bytes, 1 to 4.
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert_eq!(Epin::parse("+K^'")?.encode().len(), 4);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Returns `false`: a token is never empty.
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// assert!(!Pin::parse("K")?.encode().is_empty());
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl core::ops::Deref for Encoded {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Encoded {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<[u8]> for Encoded {
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

impl fmt::Display for Encoded {
    /// Writes the token, honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for Encoded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Encoded").field(&self.as_str()).finish()
    }
}

impl PartialEq for Encoded {
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for Encoded {}

impl core::hash::Hash for Encoded {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl PartialOrd for Encoded {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Encoded {
    /// Orders by the token's text.
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.as_bytes().cmp(other.as_bytes())
    }
}

impl PartialEq<str> for Encoded {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Encoded {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<Encoded> for str {
    fn eq(&self, other: &Encoded) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Encoded> for &str {
    fn eq(&self, other: &Encoded) -> bool {
        *self == other.as_str()
    }
}
