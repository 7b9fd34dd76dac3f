//! The state of a piece, written as an optional `+` or `-` prefix.

/// The state of a piece: its optional `+` or `-` prefix.
///
/// What a state means belongs to the game's rules (a promoted shogi rook is
/// `+R`, a pawn that may still double-step can be `+P` in chess); the
/// notation only carries it.
///
/// ```
/// use pin_runtime::{Pin, State};
///
/// assert_eq!(Pin::parse("+R")?.state(), State::Enhanced);
/// assert_eq!(Pin::parse("-p")?.state(), State::Diminished);
/// assert_eq!(Pin::parse("K")?.state(), State::Normal);
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    /// No prefix.
    Normal = 0,
    /// The `+` prefix: enhanced, for example promoted.
    Enhanced = 1,
    /// The `-` prefix: diminished, for example weakened.
    Diminished = 2,
}

impl State {
    /// The three states: normal, enhanced, diminished.
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(State::ALL.len(), 3);
    /// ```
    pub const ALL: [Self; Self::COUNT] = [Self::Normal, Self::Enhanced, Self::Diminished];

    /// The number of states, 3: the length of a table indexed by
    /// [`index`](Self::index).
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// let bonus: [i32; State::COUNT] = [0, 50, -20];
    /// assert_eq!(bonus[State::Enhanced.index()], 50);
    /// ```
    pub const COUNT: usize = 3;

    /// Returns the dense index of this state: normal 0, enhanced 1,
    /// diminished 2, its place in [`ALL`](Self::ALL).
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(State::Diminished.index(), 2);
    /// ```
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Returns the state whose [`index`](Self::index) this is, or `None`
    /// from 3 on.
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(State::from_index(1), Some(State::Enhanced));
    /// assert_eq!(State::from_index(3), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_index(index: usize) -> Option<Self> {
        match index {
            0 => Some(Self::Normal),
            1 => Some(Self::Enhanced),
            2 => Some(Self::Diminished),
            _ => None,
        }
    }

    /// Returns the state's name in lowercase: `"normal"`, `"enhanced"` or
    /// `"diminished"`.
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(State::Enhanced.name(), "enhanced");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Normal => "normal",
            Self::Enhanced => "enhanced",
            Self::Diminished => "diminished",
        }
    }

    /// Returns the prefix that writes this state: `+`, `-`, or `None` for
    /// the normal state.
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(State::Enhanced.modifier(), Some('+'));
    /// assert_eq!(State::Diminished.modifier(), Some('-'));
    /// assert_eq!(State::Normal.modifier(), None);
    /// ```
    #[must_use]
    pub const fn modifier(self) -> Option<char> {
        match self {
            Self::Normal => None,
            Self::Enhanced => Some('+'),
            Self::Diminished => Some('-'),
        }
    }

    /// Returns the state a prefix writes: `+` is enhanced, `-` diminished,
    /// anything else `None`.
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(State::from_modifier('+'), Some(State::Enhanced));
    /// assert_eq!(State::from_modifier('^'), None);
    /// ```
    #[must_use]
    pub const fn from_modifier(modifier: char) -> Option<Self> {
        match modifier {
            '+' => Some(Self::Enhanced),
            '-' => Some(Self::Diminished),
            _ => None,
        }
    }
}

impl Default for State {
    /// The normal state: a token without prefix.
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(State::default(), State::Normal);
    /// ```
    fn default() -> Self {
        Self::Normal
    }
}

impl core::fmt::Display for State {
    /// Writes the state's [`name`](State::name), honouring width and
    /// alignment.
    ///
    /// ```
    /// use pin_runtime::State;
    ///
    /// assert_eq!(format!("{:<9}|", State::Enhanced), "enhanced |");
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(self.name())
    }
}
