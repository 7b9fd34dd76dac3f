//! The API `Pin` and `Epin` share, written once.
//!
//! Both types are the same two bytes (a cased letter and an attribute byte),
//! and every operation here keeps the derivation bit as it is, so one body
//! serves both. The macro takes the type, its notation and its name, and
//! writes the methods with examples that run against that type.
//!
//! The bytes are stored differently (a `Pin` holds the two enum bytes, an
//! `Epin` its code in a `NonZeroU16`), so each type gives the macro the same
//! private primitives: `raw` (a value of a letter and attributes), `ascii`,
//! `attrs`, `letter_byte`, `attribute_byte`, `bytes` (the code),
//! `with_attribute_bits` and `with_case`.

/// Writes the shared inherent methods and trait impls of a piece type.
macro_rules! piece_api {
    ($ty:ident, $notation:expr, $name:literal, $count:literal) => {
        impl $ty {
            #[doc = concat!("The number of ", $name, " tokens, ", stringify!($count), ": the length of a table")]
            /// indexed by [`index`](Self::index), such as a Zobrist table.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("let mut counts = [0u32; ", stringify!($ty), "::COUNT];")]
            #[doc = concat!("for token in [\"K\", \"p\", \"p\"] {")]
            #[doc = concat!("    counts[", stringify!($ty), "::parse(token)?.index()] += 1;")]
            /// }
            #[doc = concat!("assert_eq!(counts[", stringify!($ty), "::parse(\"p\")?.index()], 2);")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            pub const COUNT: usize = $count;

            #[doc = concat!("Returns the dense index of this token, `0..", stringify!($count), "`: its place in")]
            /// [`ALL`](Self::ALL), so `ALL[token.index()] == token`.
            ///
            /// The order is by letter byte (`A` to `Z`, then `a` to `z`),
            /// then normal, `+`, `-`, the same three with `^` and, in EPIN,
            /// those six with `'`: six tokens per letter in PIN, twelve in
            /// EPIN. The index costs one load from a 256-byte table and a few
            /// arithmetic instructions, no branch.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"A\")?.index(), 0);")]
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"-A^\")?.index(), 5);")]
            #[doc = concat!("let king = ", stringify!($ty), "::parse(\"+k^\")?;")]
            #[doc = concat!("assert_eq!(", stringify!($ty), "::ALL[king.index()], king);")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn index(self) -> usize {
                crate::letter::Ascii::index_of(self.letter_byte()) * ($count / 52)
                    + crate::attrs::Attrs::index_of(self.attribute_byte())
            }

            /// Returns the token whose [`index`](Self::index) this is, or
            #[doc = concat!("`None` from ", stringify!($count), " on.")]
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::from_index(5), ", stringify!($ty), "::parse(\"-A^\").ok());")]
            #[doc = concat!("assert_eq!(", stringify!($ty), "::from_index(", stringify!($ty), "::COUNT), None);")]
            /// ```
            #[must_use]
            #[inline]
            pub const fn from_index(index: usize) -> Option<Self> {
                if index >= $count {
                    return None;
                }
                match crate::letter::Ascii::from_index(index / ($count / 52)) {
                    Some(ascii) => Some(Self::raw(
                        ascii,
                        crate::attrs::Attrs::ALL[index % ($count / 52)],
                    )),
                    None => None,
                }
            }

            #[doc = concat!("Parses a ", $name, " token.")]
            ///
            /// The whole input must be one token: nothing is trimmed or
            /// normalised. Over-long input is rejected by its length alone,
            /// before any byte is read.
            ///
            /// # Errors
            ///
            /// Returns a [`ParseError`](crate::ParseError) naming the kind of
            /// mistake and its byte index, for example for `""`, `"KK"`,
            /// `"K+"`, `"++K"`, `" K"` or `"KNIGHT"`.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::{", stringify!($ty), ", Side, State};")]
            ///
            #[doc = concat!("let rook = ", stringify!($ty), "::parse(\"+r\")?;")]
            /// assert_eq!(rook.state(), State::Enhanced);
            /// assert_eq!(rook.side(), Side::Second);
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"K+\").is_err());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[allow(clippy::inline_always, reason = "the hot path of every caller; see parse::parse!")]
            #[inline(always)]
            pub const fn parse(input: &str) -> Result<Self, crate::ParseError> {
                Self::parse_bytes(input.as_bytes())
            }

            #[doc = concat!("Parses a ", $name, " token from bytes; see [`parse`](Self::parse).")]
            ///
            /// # Errors
            ///
            /// As [`parse`](Self::parse); bytes that are not UTF-8 are simply
            /// not letters or markers.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse_bytes(b\"K^\")?, ", stringify!($ty), "::parse(\"K^\")?);")]
            #[doc = concat!("assert!(", stringify!($ty), "::parse_bytes(b\"\\xff\").is_err());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[allow(clippy::inline_always, reason = "the hot path of every caller; see parse::parse!")]
            #[inline(always)]
            pub const fn parse_bytes(input: &[u8]) -> Result<Self, crate::ParseError> {
                crate::parse::parse!($ty, input, $notation)
            }

            #[doc = concat!("Returns `true` when the whole input is one ", $name, " token.")]
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::is_valid(\"+K^\"));")]
            #[doc = concat!("assert!(!", stringify!($ty), "::is_valid(\"K^+\"));")]
            /// ```
            #[must_use]
            #[inline]
            pub const fn is_valid(input: &str) -> bool {
                let bytes = input.as_bytes();
                crate::parse::is_token!(bytes, $notation)
            }

            /// Returns the canonical token, in an inline buffer.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("let king = ", stringify!($ty), "::parse(\"-k^\")?;")]
            /// assert_eq!(king.encode().as_str(), "-k^");
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn encode(self) -> crate::Encoded {
                crate::Encoded::new(self.letter_byte(), self.attribute_byte())
            }

            /// Returns the stable integer code of this value.
            ///
            /// The low byte is the token's letter as written (its ASCII
            /// byte, so its case gives the side); the high byte holds the
            /// state in bits 0–1 (0 normal, 1 enhanced, 2 diminished), the
            /// terminal marker `^` in bit 2 and the derivation marker `'` in
            /// bit 3. A `Pin` and the native `Epin` of the same token have
            /// the same code. Codes never change between versions.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"K\")?.code(), 0x004B);")]
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"+k^\")?.code(), 0x056B);")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn code(self) -> u16 {
                self.bytes()
            }

            /// Returns the value whose [`code`](Self::code) this is, or
            /// `None` for every integer `code` never returns.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("let king = ", stringify!($ty), "::parse(\"K^\")?;")]
            #[doc = concat!("assert_eq!(", stringify!($ty), "::from_code(king.code()), Some(king));")]
            #[doc = concat!("assert_eq!(", stringify!($ty), "::from_code(0x0030), None); // '0' is not a letter")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            pub const fn from_code(code: u16) -> Option<Self> {
                let [ascii, attrs] = code.to_le_bytes();
                match (crate::letter::Ascii::from_byte(ascii), crate::attrs::Attrs::from_bits(attrs)) {
                    (Some(ascii), Some(attrs)) if Self::holds(attrs) => Some(Self::raw(ascii, attrs)),
                    _ => None,
                }
            }

            /// Returns the piece-name letter, case-folded.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::{", stringify!($ty), ", Letter};")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"+r\")?.letter(), Letter::R);")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn letter(self) -> crate::Letter {
                self.ascii().letter()
            }

            /// Returns the letter as written: uppercase for the first
            /// player, lowercase for the second.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"+r\")?.letter_char(), 'r');")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn letter_char(self) -> char {
                self.letter_byte() as char
            }

            /// Returns the side, given by the letter's case.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::{", stringify!($ty), ", Side};")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"k\")?.side(), Side::Second);")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn side(self) -> crate::Side {
                // Lowercase letters have bit 5 set.
                if self.letter_byte() & 0x20 == 0 {
                    crate::Side::First
                } else {
                    crate::Side::Second
                }
            }

            /// Returns the state, given by the `+` or `-` prefix.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::{", stringify!($ty), ", State};")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"-P\")?.state(), State::Diminished);")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn state(self) -> crate::State {
                match self.attribute_byte() & 3 {
                    1 => crate::State::Enhanced,
                    2 => crate::State::Diminished,
                    _ => crate::State::Normal,
                }
            }

            /// Returns `true` when the token carries the terminal marker `^`.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"K^\")?.is_terminal());")]
            #[doc = concat!("assert!(!", stringify!($ty), "::parse(\"K\")?.is_terminal());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn is_terminal(self) -> bool {
                self.attribute_byte() & 4 != 0
            }

            /// Returns `true` when the state is normal (no prefix).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"R\")?.is_normal());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn is_normal(self) -> bool {
                matches!(self.state(), crate::State::Normal)
            }

            /// Returns `true` when the state is enhanced (`+`).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"+R\")?.is_enhanced());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn is_enhanced(self) -> bool {
                matches!(self.state(), crate::State::Enhanced)
            }

            /// Returns `true` when the state is diminished (`-`).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"-R\")?.is_diminished());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn is_diminished(self) -> bool {
                matches!(self.state(), crate::State::Diminished)
            }

            /// Returns `true` for a first-player piece (uppercase letter).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"Q\")?.is_first());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn is_first(self) -> bool {
                self.side().is_first()
            }

            /// Returns `true` for a second-player piece (lowercase letter).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"q\")?.is_second());")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn is_second(self) -> bool {
                self.side().is_second()
            }

            /// Returns a copy with another letter, keeping the side.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::{", stringify!($ty), ", Letter};")]
            ///
            #[doc = concat!("let pawn = ", stringify!($ty), "::parse(\"+p\")?;")]
            /// assert_eq!(pawn.with_letter(Letter::Q).encode().as_str(), "+q");
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn with_letter(self, letter: crate::Letter) -> Self {
                Self::raw(crate::letter::Ascii::new(letter, self.side()), self.attrs())
            }

            /// Returns a copy on the given side (the letter's case changes).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::{", stringify!($ty), ", Side};")]
            ///
            #[doc = concat!("let king = ", stringify!($ty), "::parse(\"K^\")?;")]
            /// assert_eq!(king.with_side(Side::Second).encode().as_str(), "k^");
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn with_side(self, side: crate::Side) -> Self {
                self.with_case(side)
            }

            /// Returns a copy in the given state.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::{", stringify!($ty), ", State};")]
            ///
            #[doc = concat!("let rook = ", stringify!($ty), "::parse(\"R\")?;")]
            /// assert_eq!(rook.with_state(State::Enhanced).encode().as_str(), "+R");
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn with_state(self, state: crate::State) -> Self {
                self.with_attribute_bits(3, state as u8)
            }

            /// Returns a copy with the terminal marker set or cleared.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("let king = ", stringify!($ty), "::parse(\"K\")?;")]
            /// assert_eq!(king.with_terminal(true).encode().as_str(), "K^");
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn with_terminal(self, terminal: bool) -> Self {
                self.with_attribute_bits(4, if terminal { 4 } else { 0 })
            }

            /// Returns a copy in the enhanced state (`+`).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"-p\")?.enhanced().encode().as_str(), \"+p\");")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn enhanced(self) -> Self {
                self.with_state(crate::State::Enhanced)
            }

            /// Returns a copy in the diminished state (`-`).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"p\")?.diminished().encode().as_str(), \"-p\");")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn diminished(self) -> Self {
                self.with_state(crate::State::Diminished)
            }

            /// Returns a copy in the normal state (no prefix).
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"+R\")?.normalized().encode().as_str(), \"R\");")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn normalized(self) -> Self {
                self.with_state(crate::State::Normal)
            }

            /// Returns a copy on the other side.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"+K^\")?.flipped().encode().as_str(), \"+k^\");")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn flipped(self) -> Self {
                self.with_side(self.side().flipped())
            }

            /// Returns a copy with the terminal marker `^`.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"k\")?.marked_terminal().encode().as_str(), \"k^\");")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn marked_terminal(self) -> Self {
                self.with_terminal(true)
            }

            /// Returns a copy without the terminal marker `^`.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"k^\")?.unmarked_terminal().encode().as_str(), \"k\");")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn unmarked_terminal(self) -> Self {
                self.with_terminal(false)
            }

            /// Returns `true` when both have the same letter, whatever
            /// their sides.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("let (white, black) = (", stringify!($ty), "::parse(\"K\")?, ", stringify!($ty), "::parse(\"k\")?);")]
            /// assert!(white.same_letter(black));
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn same_letter(self, other: Self) -> bool {
                self.letter() as u8 == other.letter() as u8
            }

            /// Returns `true` when both are on the same side.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("let (white, black) = (", stringify!($ty), "::parse(\"K\")?, ", stringify!($ty), "::parse(\"k\")?);")]
            /// assert!(!white.same_side(black));
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn same_side(self, other: Self) -> bool {
                self.is_first() == other.is_first()
            }

            /// Returns `true` when both are in the same state.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($ty), "::parse(\"+R\")?.same_state(", stringify!($ty), "::parse(\"+b\")?));")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn same_state(self, other: Self) -> bool {
                self.state() as u8 == other.state() as u8
            }

            /// Returns `true` when both are terminal or both are not.
            ///
            /// ```
            #[doc = concat!("use pin_runtime::", stringify!($ty), ";")]
            ///
            #[doc = concat!("assert!(!", stringify!($ty), "::parse(\"K^\")?.same_terminal(", stringify!($ty), "::parse(\"K\")?));")]
            /// # Ok::<(), pin_runtime::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub const fn same_terminal(self, other: Self) -> bool {
                self.is_terminal() == other.is_terminal()
            }
        }

        impl core::fmt::Display for $ty {
            /// Writes the canonical token, honouring width and alignment.
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.pad(self.encode().as_str())
            }
        }

        impl core::fmt::Debug for $ty {
            /// Writes the type and its token, such as `Pin("+K^")`.
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_tuple(stringify!($ty)).field(&self.encode().as_str()).finish()
            }
        }

        impl core::str::FromStr for $ty {
            type Err = crate::ParseError;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::parse(s)
            }
        }

        impl TryFrom<&str> for $ty {
            type Error = crate::ParseError;

            fn try_from(s: &str) -> Result<Self, Self::Error> {
                Self::parse(s)
            }
        }

        impl TryFrom<&[u8]> for $ty {
            type Error = crate::ParseError;

            fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
                Self::parse_bytes(bytes)
            }
        }
    };
}

pub(crate) use piece_api;
