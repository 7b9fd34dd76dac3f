//! `Moves`: a list of a protocol's moves (`pv`, `searchmoves`,
//! `refutation`, `currline`), borrowed from the line it was read from,
//! each word checked when read, or from a slice to write.

use core::fmt;
use core::hash::{Hash, Hasher};

use super::{Cursor, Mistake, ProtocolMove, words};

/// A list of moves: the words of a line, each checked when the line was
/// read, or a slice of moves to write. Iterating gives the moves; two lists
/// are equal when their moves are.
///
/// ```
/// use pin_runtime::chess::Uci;
/// use pin_runtime::chess::protocol::{FromEngine, Info};
/// use pin_runtime::protocol::Moves;
///
/// let line = [Uci::parse("e2e4")?, Uci::parse("e7e5")?];
/// let mut info = Info::new();
/// info.pv = Some(Moves::from_slice(&line));
/// let text = FromEngine::Info(info).to_string();
/// assert_eq!(text, "info pv e2e4 e7e5");
/// let FromEngine::Info(read) = FromEngine::parse(&text).unwrap() else { panic!() };
/// assert_eq!(read.pv, Some(Moves::from_slice(&line)));
/// # Ok::<(), pin_runtime::chess::UciError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Moves<'a, M: ProtocolMove> {
    repr: Repr<'a, M>,
}

#[derive(Clone, Copy)]
enum Repr<'a, M: ProtocolMove> {
    /// Words of a line, every one a move.
    Text(&'a str),
    Slice(&'a [M]),
}

impl<'a, M: ProtocolMove> Moves<'a, M> {
    /// The moves of a slice.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::protocol::Moves;
    ///
    /// let moves = Moves::from_slice(&[Uci::NULL]);
    /// assert_eq!(moves.to_string(), "0000");
    /// ```
    #[must_use]
    pub const fn from_slice(moves: &'a [M]) -> Self {
        Self {
            repr: Repr::Slice(moves),
        }
    }

    /// Reads words as moves up to one of `stops` (not read) or the end:
    /// an empty list when one comes first. A word that is a move is one,
    /// whatever `stops` holds (no keyword of the protocols is a move).
    #[inline]
    pub(crate) fn read(cursor: &mut Cursor<'a>, stops: &[&str]) -> Result<Self, Mistake<M>> {
        let start = cursor.next_start();
        let mut end = start;
        loop {
            let mut next = *cursor;
            let Some((at, word)) = next.next_word() else {
                break;
            };
            match M::read(word) {
                Ok(_) => {}
                Err(_) if stops.contains(&word) => break,
                Err(error) => return Err(Mistake::bad_move(error, at)),
            }
            *cursor = next;
            end = at + word.len();
        }
        let text = cursor.line().get(start..end).unwrap_or_default();
        Ok(Self {
            repr: Repr::Text(text),
        })
    }

    /// Returns the moves.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::{FromEngine, Info};
    ///
    /// let FromEngine::Info(info) = FromEngine::parse("info pv e2e4  e7e5\tg1f3")? else { panic!() };
    /// let pv: Vec<String> = info.pv.unwrap().iter().map(|uci| uci.to_string()).collect();
    /// assert_eq!(pv, ["e2e4", "e7e5", "g1f3"]);
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    #[must_use]
    pub fn iter(&self) -> MovesIter<'a, M> {
        MovesIter { repr: self.repr }
    }

    /// Returns how many moves there are.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::FromEngine;
    ///
    /// let FromEngine::Info(info) = FromEngine::parse("info pv e2e4 e7e5")? else { panic!() };
    /// assert_eq!(info.pv.unwrap().len(), 2);
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        match self.repr {
            Repr::Text(text) => words(text).count(),
            Repr::Slice(moves) => moves.len(),
        }
    }

    /// Returns `true` when there is no move.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::FromEngine;
    ///
    /// let FromEngine::Info(info) = FromEngine::parse("info pv")? else { panic!() };
    /// assert!(info.pv.unwrap().is_empty());
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        match self.repr {
            Repr::Text(text) => text.is_empty(),
            Repr::Slice(moves) => moves.is_empty(),
        }
    }
}

/// The moves of a [`Moves`], in order.
///
/// ```
/// use pin_runtime::chess::Uci;
/// use pin_runtime::protocol::Moves;
///
/// let moves = [Uci::parse("e2e4")?];
/// let mut iter = Moves::from_slice(&moves).iter();
/// assert_eq!(iter.next(), Some(moves[0]));
/// assert_eq!(iter.next(), None);
/// # Ok::<(), pin_runtime::chess::UciError>(())
/// ```
#[derive(Clone, Debug)]
pub struct MovesIter<'a, M: ProtocolMove> {
    repr: Repr<'a, M>,
}

impl<M: ProtocolMove> Iterator for MovesIter<'_, M> {
    type Item = M;

    #[inline]
    fn next(&mut self) -> Option<M> {
        match &mut self.repr {
            Repr::Text(text) => loop {
                let mut cursor = Cursor::new(text);
                let (_, word) = cursor.next_word()?;
                *text = text.get(cursor.at()..).unwrap_or_default();
                // Every word was read as a move when the line was.
                if let Ok(read) = M::read(word) {
                    return Some(read);
                }
            },
            Repr::Slice(moves) => {
                let (first, rest) = moves.split_first()?;
                *moves = rest;
                Some(*first)
            }
        }
    }
}

impl<'a, M: ProtocolMove> IntoIterator for &Moves<'a, M> {
    type Item = M;
    type IntoIter = MovesIter<'a, M>;

    fn into_iter(self) -> MovesIter<'a, M> {
        self.iter()
    }
}

impl<'a, M: ProtocolMove> IntoIterator for Moves<'a, M> {
    type Item = M;
    type IntoIter = MovesIter<'a, M>;

    fn into_iter(self) -> MovesIter<'a, M> {
        self.iter()
    }
}

impl<M: ProtocolMove> PartialEq for Moves<'_, M> {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl<M: ProtocolMove> Eq for Moves<'_, M> {}

impl<M: ProtocolMove> Hash for Moves<'_, M> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for played in self {
            played.hash(state);
        }
    }
}

impl<M: ProtocolMove> fmt::Display for Moves<'_, M> {
    /// The moves with one space between them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, played) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            fmt::Display::fmt(&played, f)?;
        }
        Ok(())
    }
}

impl<M: ProtocolMove> fmt::Debug for Repr<'_, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Text(text) => f.debug_tuple("Text").field(text).finish(),
            Self::Slice(moves) => f.debug_tuple("Slice").field(moves).finish(),
        }
    }
}

impl<M: ProtocolMove> fmt::Debug for Moves<'_, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
