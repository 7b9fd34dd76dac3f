//! `Info`: what an engine says of its search (`info depth 20 … pv …`).

use core::fmt;

use super::{
    Cursor, Dialect, Expected, Missing, Mistake, Moves, Number, ProtocolMove, Skip, number,
    one_move,
};

/// An engine's score of the position, from the side to move's point of
/// view: `cp` or `mate`.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::Score;
///
/// let FromEngine::Info(info) = FromEngine::parse("info score mate -3")? else { panic!() };
/// assert_eq!(info.score, Some(Score::Mate(-3)));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// `cp`: in hundredths of a pawn.
    Centipawns(i32),
    /// `mate`: mate in this many moves (UCI; plies in USI), negative when
    /// the engine is mated.
    Mate(i32),
    /// USI's `mate +`: the engine mates, in a number of plies it does not
    /// give.
    Mating,
    /// USI's `mate -`: the engine is mated.
    Mated,
}

/// Whether a score is only a bound: `lowerbound` or `upperbound`.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::Bound;
///
/// let FromEngine::Info(info) = FromEngine::parse("info score cp 20 lowerbound")? else { panic!() };
/// assert_eq!(info.bound, Some(Bound::Lower));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Bound {
    /// `lowerbound`: the score is at least this.
    Lower,
    /// `upperbound`: the score is at most this.
    Upper,
}

/// Stockfish's `wdl`: the expected wins, draws and losses per thousand
/// games, from the side to move's point of view.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::Wdl;
///
/// let FromEngine::Info(info) = FromEngine::parse("info score cp 18 wdl 31 962 7")? else { panic!() };
/// assert_eq!(info.wdl, Some(Wdl { win: 31, draw: 962, loss: 7 }));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Wdl {
    /// Wins per thousand.
    pub win: u32,
    /// Draws per thousand.
    pub draw: u32,
    /// Losses per thousand.
    pub loss: u32,
}

/// `currline`: the line a processor is searching, with the processor's
/// number when the engine gives it.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
///
/// let FromEngine::Info(info) = FromEngine::parse("info currline 1 e2e4 e7e5")? else { panic!() };
/// let line = info.currline.unwrap();
/// assert_eq!((line.cpu, line.moves.len()), (Some(1), 2));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CurrLine<'a, M: ProtocolMove> {
    /// The processor, from 1.
    pub cpu: Option<u32>,
    /// The moves.
    pub moves: Moves<'a, M>,
}

/// What an engine says of its search: every field of the UCI document
/// and Stockfish's `wdl`, each `None` when the line does not give it. The
/// lists borrow the line, every move checked when it was read; `string`
/// is the rest of the line. Written in the order Stockfish writes them,
/// `string` last.
///
/// ```
/// use pin_runtime::chess::Uci;
/// use pin_runtime::chess::protocol::{FromEngine, Info};
/// use pin_runtime::protocol::{Moves, Score};
///
/// let pv = [Uci::parse("e2e4")?, Uci::parse("e7e5")?];
/// let mut info = Info::new();
/// info.depth = Some(12);
/// info.score = Some(Score::Centipawns(34));
/// info.nodes = Some(120_000);
/// info.pv = Some(Moves::from_slice(&pv));
///
/// // To any `core::fmt::Write`: a `String`, a buffer, a formatter.
/// let mut out = String::new();
/// core::fmt::write(&mut out, format_args!("{}", FromEngine::Info(info)))?;
/// assert_eq!(out, "info depth 12 score cp 34 nodes 120000 pv e2e4 e7e5");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Info<'a, M: ProtocolMove> {
    /// `depth`: the search depth, in plies.
    pub depth: Option<u32>,
    /// `seldepth`: the selective search depth, in plies.
    pub seldepth: Option<u32>,
    /// `multipv`: which of the best lines this is, from 1.
    pub multipv: Option<u32>,
    /// `score cp` or `score mate`.
    pub score: Option<Score>,
    /// Stockfish's `wdl`.
    pub wdl: Option<Wdl>,
    /// `lowerbound` or `upperbound`: the score is a bound.
    pub bound: Option<Bound>,
    /// `currmove`: the move searched now.
    pub currmove: Option<M>,
    /// `currmovenumber`: its number, from 1.
    pub currmovenumber: Option<u32>,
    /// `nodes`: nodes searched.
    pub nodes: Option<u64>,
    /// `nps`: nodes per second.
    pub nps: Option<u64>,
    /// `hashfull`: how full the hash table is, per thousand.
    pub hashfull: Option<u32>,
    /// `tbhits`: positions found in the endgame tablebases.
    pub tbhits: Option<u64>,
    /// `sbhits`: positions found in the shredder endgame databases.
    pub sbhits: Option<u64>,
    /// `cpuload`: the processor's usage, per thousand.
    pub cpuload: Option<u32>,
    /// `time`: the time searched, in milliseconds.
    pub time: Option<u64>,
    /// `pv`: the best line found.
    pub pv: Option<Moves<'a, M>>,
    /// `refutation`: a move, then the line that refutes it.
    pub refutation: Option<Moves<'a, M>>,
    /// `currline`: the line a processor searches.
    pub currline: Option<CurrLine<'a, M>>,
    /// `string`: free text, to the end of the line.
    pub string: Option<&'a str>,
}

impl<M: ProtocolMove> Info<'_, M> {
    /// No field: `info` alone.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::{FromEngine, Info};
    ///
    /// assert_eq!(FromEngine::Info(Info::new()).to_string(), "info");
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Self {
            depth: None,
            seldepth: None,
            multipv: None,
            score: None,
            wdl: None,
            bound: None,
            currmove: None,
            currmovenumber: None,
            nodes: None,
            nps: None,
            hashfull: None,
            tbhits: None,
            sbhits: None,
            cpuload: None,
            time: None,
            pv: None,
            refutation: None,
            currline: None,
            string: None,
        }
    }
}

impl<M: ProtocolMove> Default for Info<'_, M> {
    fn default() -> Self {
        Self::new()
    }
}

/// The words of an `info` message: where a list of moves ends.
const KEYWORDS: &[&str] = &[
    "depth",
    "seldepth",
    "time",
    "nodes",
    "pv",
    "multipv",
    "score",
    "cp",
    "mate",
    "lowerbound",
    "upperbound",
    "wdl",
    "currmove",
    "currmovenumber",
    "hashfull",
    "nps",
    "tbhits",
    "sbhits",
    "cpuload",
    "string",
    "refutation",
    "currline",
];

/// Reads the fields after `info`; an unknown word is skipped.
pub(crate) fn read_info<'a, M: ProtocolMove>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
) -> Result<Info<'a, M>, Mistake<M>> {
    let mut info = Info::new();
    while let Some((at, word)) = cursor.next_word() {
        match word {
            "depth" => info.depth = Some(number(cursor)?),
            "seldepth" => info.seldepth = Some(number(cursor)?),
            "multipv" => info.multipv = Some(number(cursor)?),
            "score" => info.score = Some(read_score(cursor)?),
            "wdl" => {
                info.wdl = Some(Wdl {
                    win: number(cursor)?,
                    draw: number(cursor)?,
                    loss: number(cursor)?,
                });
            }
            "lowerbound" => info.bound = Some(Bound::Lower),
            "upperbound" => info.bound = Some(Bound::Upper),
            "currmove" => info.currmove = Some(one_move(cursor)?),
            "currmovenumber" => info.currmovenumber = Some(number(cursor)?),
            "nodes" => info.nodes = Some(number(cursor)?),
            "nps" => info.nps = Some(number(cursor)?),
            "hashfull" => info.hashfull = Some(number(cursor)?),
            "tbhits" => info.tbhits = Some(number(cursor)?),
            "sbhits" => info.sbhits = Some(number(cursor)?),
            "cpuload" => info.cpuload = Some(number(cursor)?),
            "time" => info.time = Some(number(cursor)?),
            "pv" => info.pv = Some(Moves::read(cursor, KEYWORDS)?),
            "refutation" => info.refutation = Some(Moves::read(cursor, KEYWORDS)?),
            "currline" => {
                // The processor's number, when the next word is a number
                // and no move (`0000` is the null move).
                let cpu = match cursor.peek() {
                    Some((_, word)) if M::read(word).is_err() => match word.parse() {
                        Ok(cpu) => {
                            cursor.next_word();
                            Some(cpu)
                        }
                        Err(_) => None,
                    },
                    _ => None,
                };
                let moves = Moves::read(cursor, KEYWORDS)?;
                info.currline = Some(CurrLine { cpu, moves });
            }
            "string" => {
                let (_, text) = cursor.rest();
                info.string = Some(text);
            }
            _ => skip.skip(at, word),
        }
    }
    Ok(info)
}

/// Reads `cp <n>` or `mate <n>` after `score`.
fn read_score(cursor: &mut Cursor<'_>) -> Result<Score, Missing> {
    let at = cursor.next_start();
    match cursor.next_word() {
        Some((_, "cp")) => Ok(Score::Centipawns(number(cursor)?)),
        // UCCI writes the value alone.
        Some((_, word)) if i32::read(word).is_some() => {
            Ok(Score::Centipawns(i32::read(word).unwrap_or_default()))
        }
        Some((_, "mate")) => match cursor.peek() {
            Some((_, "+")) => {
                cursor.next_word();
                Ok(Score::Mating)
            }
            Some((_, "-")) => {
                cursor.next_word();
                Ok(Score::Mated)
            }
            _ => Ok(Score::Mate(number(cursor)?)),
        },
        _ => Err(Missing(Expected::ScoreKind, at)),
    }
}

impl<M: ProtocolMove> fmt::Display for Info<'_, M> {
    /// `info` and the fields given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("info")?;
        let numbers = [
            ("depth", self.depth),
            ("seldepth", self.seldepth),
            ("multipv", self.multipv),
        ];
        for (name, value) in numbers {
            if let Some(value) = value {
                write!(f, " {name} {value}")?;
            }
        }
        match self.score {
            Some(Score::Centipawns(cp)) if M::DIALECT == Dialect::Ucci => {
                write!(f, " score {cp}")?;
            }
            Some(Score::Centipawns(cp)) => write!(f, " score cp {cp}")?,
            Some(Score::Mate(moves)) => write!(f, " score mate {moves}")?,
            Some(Score::Mating) => f.write_str(" score mate +")?,
            Some(Score::Mated) => f.write_str(" score mate -")?,
            None => {}
        }
        if let Some(Wdl { win, draw, loss }) = self.wdl {
            write!(f, " wdl {win} {draw} {loss}")?;
        }
        match self.bound {
            Some(Bound::Lower) => f.write_str(" lowerbound")?,
            Some(Bound::Upper) => f.write_str(" upperbound")?,
            None => {}
        }
        if let Some(currmove) = self.currmove {
            write!(f, " currmove {currmove}")?;
        }
        let numbers = [
            ("currmovenumber", self.currmovenumber.map(u64::from)),
            ("nodes", self.nodes),
            ("nps", self.nps),
            ("hashfull", self.hashfull.map(u64::from)),
            ("tbhits", self.tbhits),
            ("sbhits", self.sbhits),
            ("cpuload", self.cpuload.map(u64::from)),
            ("time", self.time),
        ];
        for (name, value) in numbers {
            if let Some(value) = value {
                write!(f, " {name} {value}")?;
            }
        }
        let lists = [("pv", self.pv), ("refutation", self.refutation)];
        for (name, moves) in lists {
            if let Some(moves) = moves {
                write_list(f, name, None, &moves)?;
            }
        }
        if let Some(CurrLine { cpu, moves }) = &self.currline {
            write_list(f, "currline", *cpu, moves)?;
        }
        if let Some(text) = self.string {
            f.write_str(" string")?;
            if !text.is_empty() {
                write!(f, " {text}")?;
            }
        }
        Ok(())
    }
}

/// Writes ` {name}`, the number before the moves if any, and the moves.
fn write_list<M: ProtocolMove>(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    number: Option<u32>,
    moves: &Moves<'_, M>,
) -> fmt::Result {
    write!(f, " {name}")?;
    if let Some(number) = number {
        write!(f, " {number}")?;
    }
    if !moves.is_empty() {
        write!(f, " {moves}")?;
    }
    Ok(())
}
