//! `Pin`: a piece identifier, `[-+]?[A-Za-z]\^?`.

use crate::attrs::Attrs;
use crate::error::Notation;
use crate::letter::Ascii;
use crate::piece::piece_api;
use crate::{Letter, Side, State};

/// A PIN piece identifier: letter, side, state and terminal status, in two
/// bytes.
///
/// ```text
/// pin ::= [ "+" | "-" ] letter [ "^" ]      e.g. K  +R  -p  K^  +k^
/// ```
///
/// `size_of::<Pin>()` and `size_of::<Option<Pin>>()` are both 2. Values are
/// plain data: they can be `const`, `static`, compared, hashed, ordered and
/// matched on.
///
/// ```
/// use pin_runtime::{Letter, Pin, Side, State};
///
/// let king = Pin::parse("K^")?;
/// assert_eq!(king.letter(), Letter::K);
/// assert_eq!(king.side(), Side::First);
/// assert_eq!(king.state(), State::Normal);
/// assert!(king.is_terminal());
/// assert_eq!(king.flipped().to_string(), "k^");
/// assert_eq!(format!("{king:?}"), "Pin(\"K^\")");
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pin {
    ascii: Ascii,
    attrs: Attrs,
}

impl Pin {
    /// Every PIN token, 312 of them, in ascending order ([`Ord`]): by letter
    /// byte (`A` to `Z`, then `a` to `z`), then by code (normal, `+`, `-`,
    /// then the same three with `^`). A token's place here is its
    /// [`index`](Self::index).
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// assert_eq!(Pin::ALL.len(), Pin::COUNT);
    /// assert_eq!(Pin::ALL[7].index(), 7);
    /// assert_eq!(Pin::ALL[0].to_string(), "A");
    /// assert_eq!(Pin::ALL[5].to_string(), "-A^");
    /// assert!(Pin::ALL.is_sorted());
    /// ```
    pub const ALL: [Self; Self::COUNT] = {
        let mut all = [Self::new(Letter::A, Side::First, State::Normal, false); Self::COUNT];
        let mut n = 0;
        let mut byte = 0u8;
        loop {
            if let Some(ascii) = Ascii::from_byte(byte) {
                let mut i = 0;
                while i < Attrs::ALL.len() {
                    if Self::holds(Attrs::ALL[i]) {
                        all[n] = Self {
                            ascii,
                            attrs: Attrs::ALL[i],
                        };
                        n += 1;
                    }
                    i += 1;
                }
            }
            if byte == u8::MAX {
                break all;
            }
            byte += 1;
        }
    };

    /// Builds a piece from its four attributes. Every combination is valid.
    ///
    /// ```
    /// use pin_runtime::{Letter, Pin, Side, State};
    ///
    /// let king = Pin::new(Letter::K, Side::Second, State::Enhanced, true);
    /// assert_eq!(king.encode().as_str(), "+k^");
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(letter: Letter, side: Side, state: State, terminal: bool) -> Self {
        Self {
            ascii: Ascii::new(letter, side),
            attrs: Attrs::new(state, terminal, false),
        }
    }

    /// Whether a `Pin` can hold these attributes: not derived ones.
    const fn holds(attrs: Attrs) -> bool {
        !attrs.is_derived()
    }

    /// The two bytes: the cased letter and the attributes (never derived),
    /// as `Epin::parts` gives an `Epin`'s.
    pub(crate) const fn parts(self) -> (Ascii, Attrs) {
        (self.ascii, self.attrs)
    }

    /// A `Pin` of a cased letter and attributes that are not derived.
    #[inline]
    const fn raw(ascii: Ascii, attrs: Attrs) -> Self {
        Self { ascii, attrs }
    }

    /// The cased letter.
    #[inline]
    const fn ascii(self) -> Ascii {
        self.ascii
    }

    /// The attributes.
    #[inline]
    const fn attrs(self) -> Attrs {
        self.attrs
    }

    /// The cased letter's byte.
    #[inline]
    pub(crate) const fn letter_byte(self) -> u8 {
        self.ascii.byte()
    }

    /// The attribute byte.
    #[inline]
    pub(crate) const fn attribute_byte(self) -> u8 {
        self.attrs.bits()
    }

    /// The same letter with the attribute bits `clear` cleared and `set`
    /// set (`set` within `clear`, never the derivation bit).
    #[inline]
    const fn with_attribute_bits(self, clear: u8, set: u8) -> Self {
        Self {
            ascii: self.ascii,
            attrs: Attrs::from_valid_bits((self.attrs.bits() & !clear) | set),
        }
    }

    /// The same letter in the case of `side`, the same attributes.
    #[inline]
    const fn with_case(self, side: Side) -> Self {
        Self {
            ascii: Ascii::new(self.ascii.letter(), side),
            attrs: self.attrs,
        }
    }

    /// The [`code`](Self::code): the letter byte, the attribute byte above.
    #[inline]
    const fn bytes(self) -> u16 {
        (self.ascii.byte() as u16) | (self.attrs.bits() as u16) << 8
    }

    /// A `Pin` of two bytes, with derivation cleared: the PIN part of an
    /// `Epin`'s `parts`.
    pub(crate) const fn from_parts(ascii: Ascii, attrs: Attrs) -> Self {
        Self {
            ascii,
            attrs: attrs.native(),
        }
    }
}

piece_api!(Pin, Notation::Pin, "PIN", 312);
