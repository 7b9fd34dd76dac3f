//! Piece-name letters, and the cased letter byte a token is written with.

use crate::Side;

/// Declares [`Letter`] and the private, case-carrying [`Ascii`] from one list,
/// so the two can never disagree on the alphabet.
macro_rules! alphabet {
    ($($upper:ident $lower:ident),* $(,)?) => {
        /// The piece-name letter of a token, case-folded: `K` and `k` are the
        /// same letter, and the case gives the [`Side`].
        ///
        /// Each variant's discriminant is its uppercase ASCII byte.
        ///
        /// ```
        /// use pin_runtime::{Letter, Pin};
        ///
        /// assert_eq!(Pin::parse("k")?.letter(), Letter::K);
        /// assert_eq!(Letter::K.as_char(), 'K');
        /// assert_eq!(Letter::from_char('q'), Some(Letter::Q));
        /// # Ok::<(), pin_runtime::ParseError>(())
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Letter {
            $(
                #[doc = concat!("The letter `", stringify!($upper), "`.")]
                $upper = stringify!($upper).as_bytes()[0],
            )*
        }

        impl Letter {
            /// The 26 letters, `A` to `Z`.
            ///
            /// ```
            /// use pin_runtime::Letter;
            ///
            /// assert_eq!(Letter::ALL.len(), 26);
            /// assert_eq!(Letter::ALL[0], Letter::A);
            /// assert_eq!(Letter::ALL[25], Letter::Z);
            /// ```
            pub const ALL: [Self; Self::COUNT] = [$(Self::$upper),*];
        }

        /// A letter together with its case: the letter byte of a token as it
        /// is written. Half of the two bytes of a `Pin` (an `Epin` holds the
        /// byte in its code); being an enum, it leaves the other 204 byte
        /// values free as niches.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        #[allow(non_camel_case_types, reason = "variants are named as the bytes they stand for")]
        pub(crate) enum Ascii {
            $(
                $upper = stringify!($upper).as_bytes()[0],
                $lower = stringify!($lower).as_bytes()[0],
            )*
        }

        impl Ascii {
            /// Returns the cased letter a byte writes, or `None` when the byte
            /// is not an ASCII letter. Evaluated once per byte value, at
            /// compile time, to fill [`ASCII_TABLE`].
            const fn decode(byte: u8) -> Option<Self> {
                match byte {
                    $(
                        x if x == Self::$upper as u8 => Some(Self::$upper),
                        x if x == Self::$lower as u8 => Some(Self::$lower),
                    )*
                    _ => None,
                }
            }

            /// Returns the letter written in the given side's case.
            pub(crate) const fn new(letter: Letter, side: Side) -> Self {
                match (letter, side) {
                    $(
                        (Letter::$upper, Side::First) => Self::$upper,
                        (Letter::$upper, Side::Second) => Self::$lower,
                    )*
                }
            }

            /// Returns the case-folded letter.
            pub(crate) const fn letter(self) -> Letter {
                match self {
                    $(Self::$upper | Self::$lower => Letter::$upper,)*
                }
            }
        }
    };
}

alphabet! {
    A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k, L l, M m,
    N n, O o, P p, Q q, R r, S s, T t, U u, V v, W w, X x, Y y, Z z,
}

impl Letter {
    /// The number of letters, 26: the length of a table indexed by
    /// [`index`](Self::index).
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// let mut seen = [false; Letter::COUNT];
    /// seen[Letter::K.index()] = true;
    /// assert_eq!(seen.iter().filter(|&&s| s).count(), 1);
    /// ```
    pub const COUNT: usize = 26;

    /// Returns the dense index of this letter, `0..26`: `A` is 0 and `Z`
    /// is 25, its place in [`ALL`](Self::ALL).
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Letter::A.index(), 0);
    /// assert_eq!(Letter::K.index(), 10);
    /// assert_eq!(Letter::ALL[Letter::Z.index()], Letter::Z);
    /// ```
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        (self as u8 - b'A') as usize
    }

    /// Returns the letter whose [`index`](Self::index) this is, or `None`
    /// from 26 on.
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Letter::from_index(10), Some(Letter::K));
    /// assert_eq!(Letter::from_index(26), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < Self::COUNT {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// Returns the letter of an ASCII byte of either case, or `None` when the
    /// byte is not an ASCII letter.
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Letter::from_ascii(b'r'), Some(Letter::R));
    /// assert_eq!(Letter::from_ascii(b'R'), Some(Letter::R));
    /// assert_eq!(Letter::from_ascii(b'1'), None);
    /// ```
    #[must_use]
    pub const fn from_ascii(byte: u8) -> Option<Self> {
        match Ascii::from_byte(byte) {
            Some(ascii) => Some(ascii.letter()),
            None => None,
        }
    }

    /// Returns the letter of an ASCII letter `char` of either case, or `None`
    /// for any other `char`.
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Letter::from_char('k'), Some(Letter::K));
    /// assert_eq!(Letter::from_char('é'), None);
    /// ```
    #[must_use]
    pub const fn from_char(c: char) -> Option<Self> {
        if c.is_ascii() {
            // An ASCII `char` fits in a byte.
            Self::from_ascii(c as u8)
        } else {
            None
        }
    }

    /// Returns the uppercase `char` of this letter.
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Letter::Q.as_char(), 'Q');
    /// ```
    #[must_use]
    pub const fn as_char(self) -> char {
        self as u8 as char
    }

    /// Returns the uppercase ASCII byte of this letter.
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Letter::Q.as_byte(), b'Q');
    /// ```
    #[must_use]
    pub const fn as_byte(self) -> u8 {
        self as u8
    }

    /// Returns the `char` this letter is written with on the given side:
    /// uppercase for the first player, lowercase for the second.
    ///
    /// ```
    /// use pin_runtime::{Letter, Side};
    ///
    /// assert_eq!(Letter::K.to_side_char(Side::First), 'K');
    /// assert_eq!(Letter::K.to_side_char(Side::Second), 'k');
    /// ```
    #[must_use]
    pub const fn to_side_char(self, side: Side) -> char {
        Ascii::new(self, side).byte() as char
    }
}

impl core::fmt::Display for Letter {
    /// Writes the uppercase letter, honouring width and alignment.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let bytes = [self.as_byte()];
        f.pad(core::str::from_utf8(&bytes).unwrap_or_default())
    }
}

impl From<Letter> for char {
    /// The uppercase letter, as [`Letter::as_char`].
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(char::from(Letter::Q), 'Q');
    /// ```
    fn from(letter: Letter) -> Self {
        letter.as_char()
    }
}

impl TryFrom<char> for Letter {
    type Error = char;

    /// Converts an ASCII letter of either case; gives the `char` back when it
    /// is not one.
    ///
    /// ```
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Letter::try_from('n'), Ok(Letter::N));
    /// assert_eq!(Letter::try_from('+'), Err('+'));
    /// ```
    fn try_from(c: char) -> Result<Self, Self::Error> {
        Self::from_char(c).ok_or(c)
    }
}

/// [`Ascii::decode`] of every byte value: the hot-path letter check is one load.
const ASCII_TABLE: [Option<Ascii>; 256] = {
    let mut table = [None; 256];
    let mut byte: u8 = 0;
    loop {
        table[byte as usize] = Ascii::decode(byte);
        if byte == u8::MAX {
            break table;
        }
        byte += 1;
    }
};

/// [`Ascii::index`] of every byte value (0 for a byte that is no letter):
/// one load, measured faster than working the index out from the byte's
/// case bit in the `pieces` benchmark.
const INDEX_TABLE: [u8; 256] = {
    let mut table = [0; 256];
    let mut index = 0;
    while index < 52 {
        if let Some(ascii) = Ascii::from_index(index) {
            #[allow(clippy::cast_possible_truncation, reason = "the index is below 52")]
            let index = index as u8;
            table[ascii.byte() as usize] = index;
        }
        index += 1;
    }
    table
};

/// [`Ascii::decode`] of every byte value, `A` for a byte that is no
/// letter: the letter of a byte known to be one in one load.
const VALID_TABLE: [Ascii; 256] = {
    let mut table = [Ascii::A; 256];
    let mut byte = 0;
    while byte < 256 {
        if let Some(ascii) = ASCII_TABLE[byte] {
            table[byte] = ascii;
        }
        byte += 1;
    }
    table
};

impl Ascii {
    /// The cased letter of a byte known to be a letter's (`A` for any
    /// other): one load, no test.
    #[inline]
    pub(crate) const fn from_valid_byte(byte: u8) -> Self {
        VALID_TABLE[byte as usize]
    }

    /// Returns the cased letter a byte writes, or `None` when the byte is not
    /// an ASCII letter.
    #[inline]
    pub(crate) const fn from_byte(byte: u8) -> Option<Self> {
        ASCII_TABLE[byte as usize]
    }

    /// The byte as written.
    #[inline]
    pub(crate) const fn byte(self) -> u8 {
        self as u8
    }

    /// The [`index`](Self::index) of the letter a byte writes (0 for a
    /// byte that is no letter).
    #[inline]
    pub(crate) const fn index_of(byte: u8) -> usize {
        INDEX_TABLE[byte as usize] as usize
    }

    /// The dense index of the cased letter: `A`–`Z` are 0–25, `a`–`z`
    /// 26–51, the byte order.
    #[inline]
    pub(crate) const fn index(self) -> usize {
        Self::index_of(self.byte())
    }

    /// The cased letter of a dense [`index`](Self::index), or `None` from
    /// 52 on.
    #[allow(clippy::cast_possible_truncation, reason = "the index is below 52")]
    #[inline]
    pub(crate) const fn from_index(index: usize) -> Option<Self> {
        if index < 26 {
            Self::from_byte(b'A' + index as u8)
        } else if index < 52 {
            Self::from_byte(b'a' + (index - 26) as u8)
        } else {
            None
        }
    }

    /// The side the letter's case gives.
    #[inline]
    pub(crate) const fn side(self) -> Side {
        if self.byte() & 0x20 == 0 {
            Side::First
        } else {
            Side::Second
        }
    }
}
