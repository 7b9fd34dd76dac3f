//! What the engine protocols of the games share (UCI for chess, USI for
//! shogi, UCCI for xiangqi): the words of a line, the numbers, the lists of
//! moves, the `go` limits, the `info` fields, the option declarations, the
//! best move and the one error shell. Each game's `protocol` module
//! (`chess::protocol`) reads and writes its own commands and messages with
//! them, and names them for its moves (`chess::protocol::Info` is
//! `Info<'a, chess::Uci>`).
//!
//! ```
//! use pin_runtime::chess::protocol::{FromEngine, Info};
//! use pin_runtime::protocol::Score;
//!
//! let line = "info depth 20 seldepth 28 multipv 1 score cp 34 nodes 1234567 nps 1000000 pv e2e4 e7e5 g1f3";
//! let FromEngine::Info(info) = FromEngine::parse(line)? else { panic!() };
//! assert_eq!(info.depth, Some(20));
//! assert_eq!(info.score, Some(Score::Centipawns(34)));
//! assert_eq!(info.pv.unwrap().iter().map(|uci| uci.to_string()).collect::<Vec<_>>(), ["e2e4", "e7e5", "g1f3"]);
//! assert_eq!(FromEngine::Info(info).to_string(), line);
//! # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
//! ```

mod error;
mod go;
mod info;
mod line;
mod message;
mod moves;
mod option;
mod position;
mod words;

pub(crate) use error::Protocol;
pub use error::{Expected, ProtocolError, ProtocolErrorKind};
pub use go::Go;
pub(crate) use go::read_go;
pub(crate) use info::read_info;
pub use info::{Bound, CurrLine, Info, Score, Wdl};
pub(crate) use line::{
    Fault, read_choice, read_line, read_position, read_setoption, tri_known, write_setoption,
    write_text,
};
pub use message::{BestMove, Id, Status};
pub(crate) use message::{read_bestmove, read_id, read_status};
pub use moves::{Moves, MovesIter};
pub(crate) use option::read_option;
pub use option::{EngineOption, OptionKind, Vars};
pub(crate) use position::ReadPosition;
pub use position::{Bridge, PositionCommand};
pub use words::Skipped;
pub(crate) use words::{Collapsed, Cursor, Skip, is_space, is_word, skip_spaces, word_end, words};

use core::fmt;

/// A move of an engine protocol: `chess::Uci`, and the other games' moves
/// as their protocols arrive. Sealed: its supertrait, which reads a word,
/// is private.
///
/// ```
/// use pin_runtime::chess::Uci;
/// use pin_runtime::protocol::{Moves, ProtocolMove};
///
/// fn first<M: ProtocolMove>(moves: Moves<'_, M>) -> Option<M> {
///     moves.iter().next()
/// }
/// assert_eq!(first(Moves::from_slice(&[Uci::parse("e2e4")?])), Some(Uci::parse("e2e4")?));
/// # Ok::<(), pin_runtime::chess::UciError>(())
/// ```
pub trait ProtocolMove: ReadMove {}

pub(crate) use sealed::{Dialect, ReadMove};

mod sealed {
    use core::fmt;
    use core::hash::Hash;

    /// How a protocol's move is read from a word: implemented by each
    /// game's move type, called by the readers of this module only.
    pub trait ReadMove: Copy + fmt::Debug + fmt::Display + PartialEq + Eq + Hash {
        /// Why a word is not a move.
        type Error: Copy + fmt::Debug + fmt::Display + PartialEq + Eq + Hash;
        /// Reads a whole word as a move.
        ///
        /// # Errors
        ///
        /// Why it is not one.
        fn read(word: &str) -> Result<Self, Self::Error>;
        /// The byte of the word where an error is.
        fn index(error: &Self::Error) -> usize;
        /// The protocol the move is written in, for what the shared
        /// writers write differently.
        const DIALECT: Dialect = Dialect::Uci;
    }

    /// The protocol a shared writer writes in: UCI, USI (`go` writes black's
    /// clock first: sente moves first) or UCCI (`score` without `cp`, `go`'s
    /// own limits, options without `name`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Dialect {
        /// UCI (chess).
        Uci,
        /// USI (shogi).
        Usi,
        /// UCCI (xiangqi).
        Ucci,
    }
}

/// Reads a number of a line's word, or says which numbers were expected.
pub(crate) trait Number: Sized + Copy + fmt::Display {
    /// What the number's range is, for the messages.
    const EXPECTED: Expected;
    /// Reads a whole word.
    fn read(word: &str) -> Option<Self>;
}

macro_rules! number {
    ($($ty:ty => $expected:ident),*) => {$(
        impl Number for $ty {
            const EXPECTED: Expected = Expected::$expected;
            #[inline]
            fn read(word: &str) -> Option<Self> {
                word.parse().ok()
            }
        }
    )*};
}

number!(u32 => U32, u64 => U64, i32 => I32, i64 => I64);

/// A reader's mistake before its line is known: the kind and its byte.
pub(crate) struct Mistake<M: ReadMove> {
    pub(crate) kind: ProtocolErrorKind<M::Error, Never>,
    pub(crate) at: usize,
}

impl<M: ReadMove> Mistake<M> {
    /// A word at byte `at` that is no move.
    pub(crate) fn bad_move(error: M::Error, at: usize) -> Self {
        Self {
            kind: ProtocolErrorKind::Move(error),
            at: at + M::index(&error),
        }
    }
}

/// A mistake that is no move's: what was expected and the byte.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Missing(pub(crate) Expected, pub(crate) usize);

impl<M: ReadMove> From<Missing> for Mistake<M> {
    fn from(Missing(expected, at): Missing) -> Self {
        Self {
            kind: ProtocolErrorKind::Expected(expected),
            at,
        }
    }
}

/// No value: the `position` error of the readers that read no `position`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Never {}

/// Gives a mistake of the shared readers the game's `position` error type.
pub(crate) fn widen<M, P>(kind: ProtocolErrorKind<M, Never>) -> ProtocolErrorKind<M, P> {
    match kind {
        ProtocolErrorKind::Expected(expected) => ProtocolErrorKind::Expected(expected),
        ProtocolErrorKind::Move(error) => ProtocolErrorKind::Move(error),
        ProtocolErrorKind::PositionCommand(never) => match never {},
    }
}

/// Reads the next word as a number.
#[inline]
pub(crate) fn number<N: Number>(cursor: &mut Cursor<'_>) -> Result<N, Missing> {
    let at = cursor.next_start();
    match cursor.next_word().and_then(|(_, word)| N::read(word)) {
        Some(number) => Ok(number),
        None => Err(Missing(N::EXPECTED, at)),
    }
}

/// Reads the next word as a move.
#[inline]
pub(crate) fn one_move<M: ReadMove>(cursor: &mut Cursor<'_>) -> Result<M, Mistake<M>> {
    let at = cursor.next_start();
    let Some((at, word)) = cursor.next_word() else {
        return Err(Missing(Expected::Move, at).into());
    };
    M::read(word).map_err(|error| Mistake::bad_move(error, at))
}

/// Writes a text's words with one space between them.
pub(crate) fn write_words(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    for (i, word) in words(text).enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        f.write_str(word)?;
    }
    Ok(())
}
