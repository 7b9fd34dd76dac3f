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
    pub const ALL: [Self; 3] = [Self::Normal, Self::Enhanced, Self::Diminished];

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
