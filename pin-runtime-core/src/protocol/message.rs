//! `BestMove` and `Status`: the end of a search and the answers to the
//! copy-protection and registration checks.

use core::fmt;

use super::{Cursor, Expected, Missing, Mistake, ProtocolMove, ReadMove, Skip, read_choice};

/// The end of a search: the best move, `None` for Stockfish's `(none)` and
/// for the null move `0000` (no legal move), and the move the engine would
/// ponder on.
///
/// ```
/// use pin_runtime::chess::Uci;
/// use pin_runtime::chess::protocol::{BestMove, FromEngine};
///
/// let FromEngine::BestMove(best) = FromEngine::parse("bestmove e2e4 ponder e7e5")? else { panic!() };
/// assert_eq!(best.best, Some(Uci::parse("e2e4")?));
/// assert_eq!(best.ponder, Some(Uci::parse("e7e5")?));
///
/// assert_eq!(FromEngine::parse("bestmove (none)")?, FromEngine::BestMove(BestMove::NONE));
/// assert_eq!(FromEngine::BestMove(BestMove::new(Uci::parse("g1f3")?)).to_string(), "bestmove g1f3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BestMove<M: ProtocolMove> {
    /// The move, or `None` when there is none.
    pub best: Option<M>,
    /// The move to ponder on.
    pub ponder: Option<M>,
}

impl<M: ProtocolMove> BestMove<M> {
    /// No move: `bestmove (none)`.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::{BestMove, FromEngine};
    ///
    /// assert_eq!(FromEngine::BestMove(BestMove::NONE).to_string(), "bestmove (none)");
    /// ```
    pub const NONE: Self = Self {
        best: None,
        ponder: None,
    };

    /// A best move, without one to ponder on.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::chess::protocol::BestMove;
    ///
    /// assert_eq!(BestMove::new(Uci::parse("e2e4")?).ponder, None);
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[must_use]
    pub const fn new(best: M) -> Self {
        Self {
            best: Some(best),
            ponder: None,
        }
    }

    /// The same with a move to ponder on.
    ///
    /// ```
    /// use pin_runtime::chess::Uci;
    /// use pin_runtime::chess::protocol::{BestMove, FromEngine};
    ///
    /// let best = BestMove::new(Uci::parse("e2e4")?).with_ponder(Some(Uci::parse("c7c5")?));
    /// assert_eq!(FromEngine::BestMove(best).to_string(), "bestmove e2e4 ponder c7c5");
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[must_use]
    pub const fn with_ponder(self, ponder: Option<M>) -> Self {
        Self {
            best: self.best,
            ponder,
        }
    }
}

/// Reads a move or `(none)` or `0000`.
fn move_or_none<M: ReadMove>(cursor: &mut Cursor<'_>) -> Result<Option<M>, Mistake<M>> {
    let at = cursor.next_start();
    let Some((at, word)) = cursor.next_word() else {
        return Err(Missing(Expected::Move, at).into());
    };
    if matches!(word, "(none)" | "0000") {
        return Ok(None);
    }
    match M::read(word) {
        Ok(read) => Ok(Some(read)),
        Err(error) => Err(Mistake::bad_move(error, at)),
    }
}

/// Reads what follows `bestmove`; an unknown word is skipped.
pub(crate) fn read_bestmove<'a, M: ProtocolMove>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
) -> Result<BestMove<M>, Mistake<M>> {
    let best = move_or_none(cursor)?;
    let mut ponder = None;
    while let Some((at, word)) = cursor.next_word() {
        if word == "ponder" {
            ponder = move_or_none(cursor)?;
        } else {
            skip.skip(at, word);
        }
    }
    Ok(BestMove { best, ponder })
}

impl<M: ProtocolMove> fmt::Display for BestMove<M> {
    /// `bestmove`, the move or `(none)`, and `ponder` and its move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.best {
            Some(best) => write!(f, "bestmove {best}")?,
            None => f.write_str("bestmove (none)")?,
        }
        if let Some(ponder) = self.ponder {
            write!(f, " ponder {ponder}")?;
        }
        Ok(())
    }
}

/// The answer to a copy-protection or registration check.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::Status;
///
/// assert_eq!(FromEngine::parse("registration error")?, FromEngine::Registration(Status::Error));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Status {
    /// `checking`: the check is under way.
    Checking,
    /// `ok`: it passed.
    Ok,
    /// `error`: it failed.
    Error,
}

impl Status {
    /// The word.
    pub(crate) const fn as_str(self) -> &'static str {
        match self {
            Self::Checking => "checking",
            Self::Ok => "ok",
            Self::Error => "error",
        }
    }
}

/// Reads `checking`, `ok` or `error`, skipping unknown words before it.
pub(crate) fn read_status<'a>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
) -> Result<Status, Missing> {
    let statuses = [Status::Checking, Status::Ok, Status::Error];
    let words = statuses.map(Status::as_str);
    let index = read_choice(cursor, skip, &words, Expected::Status)?;
    Ok(statuses.get(index).copied().unwrap_or(Status::Error))
}

/// What an engine says of itself: `id name …` or `id author …`, the text
/// to the end of the line.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::Id;
///
/// let line = "id name Stockfish 17";
/// assert_eq!(FromEngine::parse(line)?, FromEngine::Id(Id::Name("Stockfish 17")));
/// assert_eq!(FromEngine::Id(Id::Author("the Stockfish developers")).to_string(), "id author the Stockfish developers");
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Id<'a> {
    /// `id name`: the engine's name and version.
    Name(&'a str),
    /// `id author`: who wrote it.
    Author(&'a str),
    /// UCCI's `id copyright`.
    Copyright(&'a str),
    /// UCCI's `id user`: whom it is licensed to.
    User(&'a str),
    /// UCCI's `id version`: the engine's version (`ElephantEye` writes it
    /// apart from its name).
    Version(&'a str),
}

/// The fields of `id`, in [`Id`]'s order (`copyright`, `user` and
/// `version` are UCCI's, read in every protocol).
const ID_FIELDS: [&str; 5] = ["name", "author", "copyright", "user", "version"];

/// Reads what follows `id`, skipping unknown words before its field.
pub(crate) fn read_id<'a>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
) -> Result<Id<'a>, Missing> {
    let index = read_choice(cursor, skip, &ID_FIELDS, Expected::IdField)?;
    let (_, text) = cursor.rest();
    Ok(match index {
        0 => Id::Name(text),
        1 => Id::Author(text),
        2 => Id::Copyright(text),
        3 => Id::User(text),
        _ => Id::Version(text),
    })
}

impl fmt::Display for Id<'_> {
    /// `id name …` or `id author …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (field, text) = match self {
            Self::Name(text) => ("name", text),
            Self::Author(text) => ("author", text),
            Self::Copyright(text) => ("copyright", text),
            Self::User(text) => ("user", text),
            Self::Version(text) => ("version", text),
        };
        write!(f, "id {field}")?;
        if !text.is_empty() {
            write!(f, " {text}")?;
        }
        Ok(())
    }
}
