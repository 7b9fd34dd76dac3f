//! The canonical text of a token, in a fixed inline buffer.

use core::fmt;

use crate::letter::Ascii;
use crate::repr::Attrs;

/// The canonical token of a [`Pin`](crate::Pin) or an [`Epin`](crate::Epin),
/// held inline: 1 to 4 ASCII bytes, no allocation.
///
/// It dereferences to `str`, and [`as_str`](Self::as_str) is a `const fn`, so
/// the text of a constant piece is itself a constant.
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
    bytes: [u8; 4],
    len: u8,
}

/// How to write the attributes of a token around its letter.
#[derive(Clone, Copy)]
struct Template {
    /// The token's bytes, little-endian, with a zero where the letter goes.
    word: u32,
    /// Where the letter goes, in bits.
    shift: u32,
    len: u8,
}

/// One template for each attribute byte below 16 (unused ones stay empty).
const TEMPLATES: [Template; 16] = {
    let mut table = [Template {
        word: 0,
        shift: 0,
        len: 0,
    }; 16];
    let mut i = 0;
    while i < Attrs::ALL.len() {
        let attrs = Attrs::ALL[i];
        let mut bytes = [0; 4];
        let mut len: u8 = 0;
        if let Some(modifier) = attrs.state().modifier() {
            bytes[0] = modifier as u8;
            len = 1;
        }
        let shift = 8 * len as u32;
        len += 1;
        if attrs.is_terminal() {
            bytes[len as usize] = b'^';
            len += 1;
        }
        if attrs.is_derived() {
            bytes[len as usize] = b'\'';
            len += 1;
        }
        table[attrs.bits() as usize] = Template {
            word: u32::from_le_bytes(bytes),
            shift,
            len,
        };
        i += 1;
    }
    table
};

impl Encoded {
    /// Writes a token: the template of its attributes with its letter put in.
    #[inline]
    pub(crate) const fn new(ascii: Ascii, attrs: Attrs) -> Self {
        let template = TEMPLATES[(attrs.bits() & 15) as usize];
        let word = template.word | (ascii.byte() as u32) << template.shift;
        Self {
            bytes: word.to_le_bytes(),
            len: template.len,
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
    pub const fn as_bytes(&self) -> &[u8] {
        match self.bytes.split_at_checked(self.len as usize) {
            Some((token, _)) => token,
            None => &self.bytes,
        }
    }

    /// Returns the token as a string slice.
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// assert_eq!(Pin::parse("K^")?.encode().as_str(), "K^");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.as_bytes()) {
            Ok(token) => token,
            // Tokens are ASCII.
            Err(_) => "",
        }
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
