//! The frame every protocol's line reader shares: the words before the
//! first known one skipped, the known one read by the game's reader, the
//! words after it skipped, and the mistakes located in the line.

use core::fmt;

use super::{
    Bridge, Cursor, Expected, Missing, Mistake, PositionCommand, Protocol, ProtocolError,
    ProtocolErrorKind, ReadMove, Skip, widen,
};

/// A mistake of a game's reader: a shared reader's, or its `position`
/// command's at a byte.
pub(crate) enum Fault<M: ReadMove, P> {
    /// A shared reader's mistake.
    Mistake(Mistake<M>),
    /// The `position` command's error, and the byte where it is.
    PositionCommand(P, usize),
}

impl<M: ReadMove, P> From<Mistake<M>> for Fault<M, P> {
    fn from(mistake: Mistake<M>) -> Self {
        Self::Mistake(mistake)
    }
}

impl<M: ReadMove, P> From<Missing> for Fault<M, P> {
    fn from(missing: Missing) -> Self {
        Self::Mistake(missing.into())
    }
}

/// What a game's reader does with a word: `None` when it is no command or
/// message it knows (then it is skipped), or the value read from the words
/// after it, or its mistake.
pub(crate) type Known<T, M, P> = Option<Result<T, Fault<M, P>>>;

/// `?` in a game's reader: the value, or a return of its mistake as a
/// [`Known`].
macro_rules! tri_known {
    ($result:expr) => {
        match $result {
            Ok(value) => value,
            Err(error) => return Some(Err(error.into())),
        }
    };
}

pub(crate) use tri_known;

/// Reads one line: skips words up to one that `known` reads, then skips
/// the words it leaves.
pub(crate) fn read_line<'a, T, M: ReadMove, P>(
    line: &'a str,
    protocol: &'static Protocol,
    command: bool,
    skip: &mut dyn Skip<'a>,
    mut known: impl FnMut(&'a str, usize, &mut Cursor<'a>, &mut dyn Skip<'a>) -> Known<T, M, P>,
) -> Result<T, ProtocolError<M::Error, P>> {
    let error = |fault: Fault<M, P>| {
        let (kind, at) = match fault {
            Fault::Mistake(mistake) => (widen(mistake.kind), mistake.at),
            Fault::PositionCommand(error, at) => (ProtocolErrorKind::PositionCommand(error), at),
        };
        ProtocolError::new(kind, at, line, protocol, command)
    };
    let mut cursor = Cursor::new(line);
    let mut first = None;
    loop {
        let Some((at, word)) = cursor.next_word() else {
            let expected = if command {
                Expected::Command
            } else {
                Expected::Message
            };
            let at = first.unwrap_or(line.len());
            return Err(error(Missing(expected, at).into()));
        };
        match known(word, at, &mut cursor, skip) {
            Some(Ok(value)) => {
                while let Some((at, word)) = cursor.next_word() {
                    skip.skip(at, word);
                }
                return Ok(value);
            }
            Some(Err(fault)) => return Err(error(fault)),
            None => {
                first.get_or_insert(at);
                skip.skip(at, word);
            }
        }
    }
}

/// Reads one of `words` (`on` or `off`, …), skipping unknown words before
/// it: its index in `words`.
pub(crate) fn read_choice<'a>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
    words: &[&str],
    expected: Expected,
) -> Result<usize, Missing> {
    loop {
        let at = cursor.next_start();
        let Some((at, word)) = cursor.next_word() else {
            return Err(Missing(expected, at));
        };
        match words.iter().position(|known| *known == word) {
            Some(index) => return Ok(index),
            None => skip.skip(at, word),
        }
    }
}

/// Reads what follows `setoption` (UCI and USI): `name`, the name up to
/// `value`, and the value to the end of the line if `value` is there.
pub(crate) fn read_setoption<'a>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
) -> Result<(&'a str, Option<&'a str>), Missing> {
    read_choice(cursor, skip, &["name"], Expected::Name)?;
    let (_, name) = cursor.until(&["value"]);
    let value = cursor.next_word().map(|_| cursor.rest().1);
    Ok((name, value))
}

/// Reads a `position` command whose word `position` is at byte `at` of
/// `line`, to the end of the line.
pub(crate) fn read_position<'a, P: Bridge, M: ReadMove>(
    line: &'a str,
    at: usize,
    cursor: &mut Cursor<'a>,
) -> Result<PositionCommand<'a, P>, Fault<M, P::Error>> {
    cursor.rest();
    let text = line.get(at..).unwrap_or_default();
    PositionCommand::parse(text)
        .map_err(|error| Fault::PositionCommand(error, at + P::index(&error)))
}

/// Writes `setoption name <name>[ value <value>]` (UCI and USI).
pub(crate) fn write_setoption(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    value: Option<&str>,
) -> fmt::Result {
    f.write_str("setoption name")?;
    write_text(f, name)?;
    if let Some(value) = value {
        f.write_str(" value")?;
        write_text(f, value)?;
    }
    Ok(())
}

/// Writes a space and the text, when there is one.
pub(crate) fn write_text(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    if text.is_empty() {
        Ok(())
    } else {
        write!(f, " {text}")
    }
}
