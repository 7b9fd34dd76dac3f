//! The two sides of a game, read from the case of a token's letter.

/// The side a piece belongs to: the case of its letter.
///
/// Uppercase letters are the first player's pieces, lowercase letters the
/// second player's.
///
/// ```
/// use pin_runtime::{Pin, Side};
///
/// assert_eq!(Pin::parse("K")?.side(), Side::First);
/// assert_eq!(Pin::parse("k")?.side(), Side::Second);
/// assert_eq!(Side::First.flipped(), Side::Second);
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The player who moves first; written with uppercase letters.
    First,
    /// The player who moves second; written with lowercase letters.
    Second,
}

impl Side {
    /// Both sides, first then second.
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Side::ALL, [Side::First, Side::Second]);
    /// ```
    pub const ALL: [Self; 2] = [Self::First, Self::Second];

    /// Returns the side's name in lowercase: `"first"` or `"second"`.
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Side::Second.name(), "second");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::First => "first",
            Self::Second => "second",
        }
    }

    /// Returns the other side.
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Side::Second.flipped(), Side::First);
    /// ```
    #[must_use]
    pub const fn flipped(self) -> Self {
        match self {
            Self::First => Self::Second,
            Self::Second => Self::First,
        }
    }

    /// Returns `true` for [`Side::First`].
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert!(Side::First.is_first());
    /// assert!(!Side::Second.is_first());
    /// ```
    #[must_use]
    pub const fn is_first(self) -> bool {
        matches!(self, Self::First)
    }

    /// Returns `true` for [`Side::Second`].
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert!(Side::Second.is_second());
    /// assert!(!Side::First.is_second());
    /// ```
    #[must_use]
    pub const fn is_second(self) -> bool {
        matches!(self, Self::Second)
    }
}
