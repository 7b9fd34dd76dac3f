//! `Go`: the limits of a `go` command.

use core::fmt;

use super::{Cursor, Dialect, Mistake, Moves, ProtocolMove, Skip, number};

/// The limits of a search, as a `go` command gives them: times in
/// milliseconds (`wtime`, `btime`, `winc`, `binc`, `movetime`, signed, as
/// some GUIs send a clock that has run out as negative), `movestogo`,
/// `depth`, `nodes`, `mate` in moves, `infinite`, `ponder` and the moves
/// to search alone (`searchmoves`). Written in the order python-chess
/// writes them, `searchmoves` last.
///
/// ```
/// use pin_runtime::chess::protocol::{Go, ToEngine};
///
/// let ToEngine::Go(go) = ToEngine::parse("go wtime 300000 btime 300000 winc 2000 binc 2000")? else {
///     panic!()
/// };
/// assert_eq!((go.wtime, go.binc, go.depth), (Some(300_000), Some(2000), None));
///
/// let mut go = Go::new();
/// go.movetime = Some(100);
/// assert_eq!(ToEngine::Go(go).to_string(), "go movetime 100");
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Go<'a, M: ProtocolMove> {
    /// `searchmoves`: search these moves only.
    pub searchmoves: Option<Moves<'a, M>>,
    /// `ponder`: search in pondering mode.
    pub ponder: bool,
    /// `wtime`: white's time left, in milliseconds (in shogi, gote's).
    pub wtime: Option<i64>,
    /// `btime`: black's time left, in milliseconds (in shogi, sente's).
    pub btime: Option<i64>,
    /// `winc`: white's increment per move, in milliseconds.
    pub winc: Option<i64>,
    /// `binc`: black's increment per move, in milliseconds.
    pub binc: Option<i64>,
    /// USI's `byoyomi`: the time per move once the clock has run out, in
    /// milliseconds (read in UCI too, as Fairy-Stockfish reads it for its
    /// shogi variants).
    pub byoyomi: Option<i64>,
    /// `movestogo`: moves to the next time control.
    pub movestogo: Option<u32>,
    /// `depth`: search this many plies only.
    pub depth: Option<u32>,
    /// `nodes`: search this many nodes only.
    pub nodes: Option<u64>,
    /// `mate`: search for a mate in this many moves;
    /// [`MATE_INFINITE`](Self::MATE_INFINITE) for USI's `mate infinite`.
    pub mate: Option<u32>,
    /// `movetime`: search exactly this many milliseconds.
    pub movetime: Option<u64>,
    /// `infinite`: search until `stop` (UCCI's `depth infinite`).
    pub infinite: bool,
    /// UCCI's `draw`: the opponent offers a draw.
    pub draw: bool,
    /// UCCI's `time`: the engine's time left, in milliseconds.
    pub time: Option<i64>,
    /// UCCI's `increment`: the engine's increment per move, in milliseconds.
    pub increment: Option<i64>,
    /// UCCI's `opptime`: the opponent's time left, in milliseconds.
    pub opptime: Option<i64>,
    /// UCCI's `oppmovestogo`: the opponent's moves to the next time control.
    pub oppmovestogo: Option<u32>,
    /// UCCI's `oppincrement`: the opponent's increment per move, in
    /// milliseconds.
    pub oppincrement: Option<i64>,
}

impl<M: ProtocolMove> Go<'_, M> {
    /// The [`mate`](Self::mate) of USI's `go mate infinite`: a mate
    /// searched without a time limit.
    ///
    /// ```
    /// use pin_runtime::shogi::protocol::{Go, ToEngine};
    ///
    /// let ToEngine::Go(go) = ToEngine::parse("go mate infinite")? else { panic!() };
    /// assert_eq!(go.mate, Some(Go::MATE_INFINITE));
    /// # Ok::<(), pin_runtime::shogi::protocol::MessageError>(())
    /// ```
    pub const MATE_INFINITE: u32 = u32::MAX;

    /// No limit given: `go` alone.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::{Go, ToEngine};
    ///
    /// assert_eq!(ToEngine::Go(Go::new()).to_string(), "go");
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Self {
            searchmoves: None,
            ponder: false,
            wtime: None,
            btime: None,
            winc: None,
            binc: None,
            byoyomi: None,
            movestogo: None,
            depth: None,
            nodes: None,
            mate: None,
            movetime: None,
            infinite: false,
            draw: false,
            time: None,
            increment: None,
            opptime: None,
            oppmovestogo: None,
            oppincrement: None,
        }
    }
}

impl<M: ProtocolMove> Default for Go<'_, M> {
    fn default() -> Self {
        Self::new()
    }
}

/// The words of a `go` command: where a list of moves ends.
const KEYWORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "byoyomi",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "draw",
    "time",
    "increment",
    "opptime",
    "oppmovestogo",
    "oppincrement",
];

/// Reads the limits after `go`, those of the move's protocol; an unknown
/// word is skipped.
pub(crate) fn read_go<'a, M: ProtocolMove>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
) -> Result<Go<'a, M>, Mistake<M>> {
    let mut go = Go::new();
    let ucci = M::DIALECT == Dialect::Ucci;
    while let Some((at, word)) = cursor.next_word() {
        match word {
            "ponder" => go.ponder = true,
            "movestogo" => go.movestogo = Some(number(cursor)?),
            "depth" => match cursor.peek() {
                // UCCI's infinite search.
                Some((_, "infinite")) => {
                    cursor.next_word();
                    go.infinite = true;
                }
                _ => go.depth = Some(number(cursor)?),
            },
            "nodes" => go.nodes = Some(number(cursor)?),
            "infinite" => go.infinite = true,
            // UCI's and USI's own limits.
            "searchmoves" if !ucci => go.searchmoves = Some(Moves::read(cursor, KEYWORDS)?),
            "wtime" if !ucci => go.wtime = Some(number(cursor)?),
            "btime" if !ucci => go.btime = Some(number(cursor)?),
            "winc" if !ucci => go.winc = Some(number(cursor)?),
            "binc" if !ucci => go.binc = Some(number(cursor)?),
            "byoyomi" if !ucci => go.byoyomi = Some(number(cursor)?),
            "mate" if !ucci => {
                go.mate = Some(match cursor.peek() {
                    Some((_, "infinite")) => {
                        cursor.next_word();
                        Go::<M>::MATE_INFINITE
                    }
                    _ => number(cursor)?,
                });
            }
            "movetime" if !ucci => go.movetime = Some(number(cursor)?),
            // UCCI's.
            "draw" if ucci => go.draw = true,
            "time" if ucci => go.time = Some(number(cursor)?),
            "increment" if ucci => go.increment = Some(number(cursor)?),
            "opptime" if ucci => go.opptime = Some(number(cursor)?),
            "oppmovestogo" if ucci => go.oppmovestogo = Some(number(cursor)?),
            "oppincrement" if ucci => go.oppincrement = Some(number(cursor)?),
            _ => skip.skip(at, word),
        }
    }
    Ok(go)
}

impl<M: ProtocolMove> fmt::Display for Go<'_, M> {
    /// `go` and the limits given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("go")?;
        if M::DIALECT == Dialect::Ucci {
            return self.write_ucci(f);
        }
        if self.ponder {
            f.write_str(" ponder")?;
        }
        // Shogi's GUIs write sente's (black's) clock first.
        let numbers = if M::DIALECT == Dialect::Usi {
            [
                ("btime", self.btime),
                ("wtime", self.wtime),
                ("byoyomi", self.byoyomi),
                ("binc", self.binc),
                ("winc", self.winc),
            ]
        } else {
            [
                ("wtime", self.wtime),
                ("btime", self.btime),
                ("winc", self.winc),
                ("binc", self.binc),
                ("byoyomi", self.byoyomi),
            ]
        };
        for (name, value) in numbers {
            if let Some(value) = value {
                write!(f, " {name} {value}")?;
            }
        }
        let numbers = [
            ("movestogo", self.movestogo.map(u64::from)),
            ("depth", self.depth.map(u64::from)),
            ("nodes", self.nodes),
            ("mate", self.mate.map(u64::from)),
            ("movetime", self.movetime),
        ];
        for (name, value) in numbers {
            match value {
                Some(value) if name == "mate" && value == u64::from(Self::MATE_INFINITE) => {
                    f.write_str(" mate infinite")?;
                }
                Some(value) => write!(f, " {name} {value}")?,
                None => {}
            }
        }
        if self.infinite {
            f.write_str(" infinite")?;
        }
        if let Some(moves) = &self.searchmoves {
            f.write_str(" searchmoves")?;
            if !moves.is_empty() {
                write!(f, " {moves}")?;
            }
        }
        Ok(())
    }
}

impl<M: ProtocolMove> Go<'_, M> {
    /// Writes `go` in UCCI's order: `ponder` or `draw`, then the mode
    /// (`depth`, `depth infinite`, `nodes`, `time` with the engine's and the
    /// opponent's clocks).
    fn write_ucci(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (word, on) in [("ponder", self.ponder), ("draw", self.draw)] {
            if on {
                write!(f, " {word}")?;
            }
        }
        if self.infinite {
            f.write_str(" depth infinite")?;
        }
        if let Some(depth) = self.depth {
            write!(f, " depth {depth}")?;
        }
        if let Some(nodes) = self.nodes {
            write!(f, " nodes {nodes}")?;
        }
        let numbers = [
            ("time", self.time),
            ("movestogo", self.movestogo.map(i64::from)),
            ("increment", self.increment),
            ("opptime", self.opptime),
            ("oppmovestogo", self.oppmovestogo.map(i64::from)),
            ("oppincrement", self.oppincrement),
        ];
        for (name, value) in numbers {
            if let Some(value) = value {
                write!(f, " {name} {value}")?;
            }
        }
        Ok(())
    }
}
