//! `Attrs`, the attribute byte shared by `Pin` and `Epin`: state,
//! terminal marker and derivation marker.

use crate::State;

/// Everything a token says besides its letter: state, terminal status and
/// derivation, as one byte.
///
/// Bits 0–1 hold the [`State`] (0 normal, 1 enhanced, 2 diminished), bit 2
/// the terminal marker `^`, bit 3 the derivation marker `'`. A `Pin` never
/// has bit 3 set. Being an enum of the twelve valid values, it gives the
/// compiler niches and lets values be matched on as constants.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub(crate) enum Attrs {
    Normal = 0,
    Enhanced = 1,
    Diminished = 2,
    NormalTerminal = 4,
    EnhancedTerminal = 5,
    DiminishedTerminal = 6,
    NormalDerived = 8,
    EnhancedDerived = 9,
    DiminishedDerived = 10,
    NormalTerminalDerived = 12,
    EnhancedTerminalDerived = 13,
    DiminishedTerminalDerived = 14,
}

/// Bit 2: the terminal marker `^`.
pub(crate) const TERMINAL: u8 = 4;
/// Bit 3: the derivation marker `'`.
pub(crate) const DERIVED: u8 = 8;

impl Attrs {
    /// Every value, in ascending order.
    pub(crate) const ALL: [Self; 12] = [
        Self::Normal,
        Self::Enhanced,
        Self::Diminished,
        Self::NormalTerminal,
        Self::EnhancedTerminal,
        Self::DiminishedTerminal,
        Self::NormalDerived,
        Self::EnhancedDerived,
        Self::DiminishedDerived,
        Self::NormalTerminalDerived,
        Self::EnhancedTerminalDerived,
        Self::DiminishedTerminalDerived,
    ];

    /// Builds the byte from its three parts.
    #[inline]
    pub(crate) const fn new(state: State, terminal: bool, derived: bool) -> Self {
        match (state, terminal, derived) {
            (State::Normal, false, false) => Self::Normal,
            (State::Enhanced, false, false) => Self::Enhanced,
            (State::Diminished, false, false) => Self::Diminished,
            (State::Normal, true, false) => Self::NormalTerminal,
            (State::Enhanced, true, false) => Self::EnhancedTerminal,
            (State::Diminished, true, false) => Self::DiminishedTerminal,
            (State::Normal, false, true) => Self::NormalDerived,
            (State::Enhanced, false, true) => Self::EnhancedDerived,
            (State::Diminished, false, true) => Self::DiminishedDerived,
            (State::Normal, true, true) => Self::NormalTerminalDerived,
            (State::Enhanced, true, true) => Self::EnhancedTerminalDerived,
            (State::Diminished, true, true) => Self::DiminishedTerminalDerived,
        }
    }

    /// Returns the value whose bits these are, or `None` for the four unused
    /// values below 16 and everything above.
    pub(crate) const fn from_bits(bits: u8) -> Option<Self> {
        let mut i = 0;
        while i < Self::ALL.len() {
            if Self::ALL[i].bits() == bits {
                return Some(Self::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// The value of bits known to be valid (built from a `+`/`-`, `^` and
    /// `'` as read): one load, no search.
    #[inline]
    pub(crate) const fn from_valid_bits(bits: u8) -> Self {
        BY_BITS[(bits & 15) as usize]
    }

    /// The place of the attributes of these bits in [`ALL`](Self::ALL):
    /// state, then `^`, then `'`, so the six a `Pin` may hold come first.
    #[inline]
    pub(crate) const fn index_of(bits: u8) -> usize {
        // The state, plus 3 for `^` (bit 2) and 6 for `'` (bit 3): bits 2-3
        // count fours where the index counts threes.
        let bits = (bits & 15) as usize;
        bits - (bits >> 2)
    }

    /// The same attributes with the derivation bit cleared, as a `Pin`
    /// holds them.
    #[inline]
    pub(crate) const fn native(self) -> Self {
        self.with_derived(false)
    }

    #[inline]
    pub(crate) const fn bits(self) -> u8 {
        self as u8
    }

    #[inline]
    pub(crate) const fn state(self) -> State {
        match self.bits() & 3 {
            1 => State::Enhanced,
            2 => State::Diminished,
            _ => State::Normal,
        }
    }

    #[inline]
    pub(crate) const fn is_terminal(self) -> bool {
        self.bits() & TERMINAL != 0
    }

    #[inline]
    pub(crate) const fn is_derived(self) -> bool {
        self.bits() & DERIVED != 0
    }

    #[inline]
    pub(crate) const fn with_derived(self, derived: bool) -> Self {
        Self::new(self.state(), self.is_terminal(), derived)
    }
}

/// Every value at the index of its bits; the four unused indices hold
/// `Normal` and are never read for bits built from a token.
const BY_BITS: [Attrs; 16] = {
    let mut table = [Attrs::Normal; 16];
    let mut i = 0;
    while i < Attrs::ALL.len() {
        table[Attrs::ALL[i].bits() as usize] = Attrs::ALL[i];
        i += 1;
    }
    table
};
