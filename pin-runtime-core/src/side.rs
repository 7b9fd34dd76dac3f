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
    First = 0,
    /// The player who moves second; written with lowercase letters.
    Second = 1,
}

impl Side {
    /// Both sides, first then second.
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Side::ALL, [Side::First, Side::Second]);
    /// ```
    pub const ALL: [Self; Self::COUNT] = [Self::First, Self::Second];

    /// The number of sides, 2: the length of a table indexed by
    /// [`index`](Self::index).
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// let material: [i32; Side::COUNT] = [39, 37];
    /// assert_eq!(material[Side::Second.index()], 37);
    /// ```
    pub const COUNT: usize = 2;

    /// Returns the dense index of this side: 0 for the first, 1 for the
    /// second, its place in [`ALL`](Self::ALL).
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Side::First.index(), 0);
    /// assert_eq!(Side::Second.index(), 1);
    /// ```
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Returns the side whose [`index`](Self::index) this is, or `None`
    /// from 2 on.
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Side::from_index(1), Some(Side::Second));
    /// assert_eq!(Side::from_index(2), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_index(index: usize) -> Option<Self> {
        match index {
            0 => Some(Self::First),
            1 => Some(Self::Second),
            _ => None,
        }
    }

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

impl core::ops::Not for Side {
    type Output = Self;

    /// The other side, as [`Side::flipped`].
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(!Side::First, Side::Second);
    /// assert_eq!(!!Side::First, Side::First);
    /// ```
    fn not(self) -> Self {
        self.flipped()
    }
}

impl core::fmt::Display for Side {
    /// Writes the side's [`name`](Side::name), honouring width and
    /// alignment.
    ///
    /// ```
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(format!("{:>7}", Side::First), "  first");
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(self.name())
    }
}
