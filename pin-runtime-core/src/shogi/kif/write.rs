//! The KIF writer.

use core::fmt;
use core::time::Duration;

use super::{hand_text, handicap_of};
use crate::Side;
use crate::shogi::record::{Kind, Setup};
use crate::shogi::{Ending, Sfen, Square, Usi, WriteError};

/// The ranks in kanji, `一` (USI `a`) to `九`.
const RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The files in full-width digits, `１` to `９`.
const FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// Writes a KIF record, as Kifu for Windows lays it out: the headers
/// (`名前：値`), then the start (`手合割：平手`, another handicap, or a
/// board diagram with its hands, side to move and, after move number 1,
/// the moves before it `手数＝N`) and the line
/// `手数----指手---------消費時間--`, written before the first move or the
/// ending, then each move numbered, with its time and the side's total
/// when given (`   1 ７六歩(77)   ( 0:16/00:00:16)`), then the ending
/// (`  77 投了`). Moves are given in USI and checked by playing them on
/// the position, which KIF needs: it names the piece and `同` the square of
/// the move before. The text is UTF-8, as `.kifu` files are.
///
/// ```
/// use pin_runtime::shogi::kif::Writer;
/// use pin_runtime::shogi::{Ending, Sfen, Usi};
/// use std::time::Duration;
///
/// let mut writer = Writer::new(String::new(), Sfen::START);
/// writer.header("先手", "羽生")?;
/// for usi in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"] {
///     writer.play(Usi::parse(usi)?, Some((Duration::from_secs(16), None)))?;
/// }
/// writer.end(Ending::Resign, None)?;
/// assert_eq!(
///     writer.finish()?,
///     "先手：羽生\n手合割：平手\n手数----指手---------消費時間--\n\
///      \x20  1 ７六歩(77)   ( 0:16/00:00:16)\n\
///      \x20  2 ３四歩(33)   ( 0:16/00:00:16)\n\
///      \x20  3 ２二角成(88) ( 0:16/00:00:32)\n\
///      \x20  4 同　銀(31)   ( 0:16/00:00:32)\n\
///      \x20  5 ４五角打     ( 0:16/00:00:48)\n\
///      \x20  6 投了\n",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Writer<W> {
    out: W,
    sfen: Sfen,
    /// Whether the start is written.
    started: bool,
    /// The moves written.
    moves: u32,
    /// The destination of the move before, for `同`.
    last: Option<Square>,
    /// Each side's total time, sente's then gote's.
    totals: [Duration; 2],
}

impl<W: fmt::Write> Writer<W> {
    /// A writer of a game from `start` to `out`; the moves are numbered
    /// from the start's move number (1 without one).
    #[must_use]
    pub const fn new(out: W, start: Sfen) -> Self {
        let moves = match start.move_number() {
            Some(number) => number.saturating_sub(1),
            None => 0,
        };
        Self {
            out,
            sfen: start,
            started: false,
            moves,
            last: None,
            totals: [Duration::ZERO; 2],
        }
    }

    /// Writes a header, `名前：値` (`先手`, `後手`, `棋戦`, `開始日時`, …).
    ///
    /// # Errors
    ///
    /// [`WriteError::Order`] after the first move, [`WriteError::Format`]
    /// when `out` refuses the text.
    pub fn header(&mut self, name: &str, value: &str) -> Result<(), WriteError> {
        if self.started {
            return Err(WriteError::Order);
        }
        writeln!(self.out, "{}：{}", one_line(name), one_line(value))?;
        Ok(())
    }

    /// Writes a comment line, `*text`, after the move before.
    ///
    /// # Errors
    ///
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn comment(&mut self, text: &str) -> Result<(), WriteError> {
        writeln!(self.out, "*{}", one_line(text))?;
        Ok(())
    }

    /// Plays a move and writes it, with the time it took and the side's
    /// total after it when given (the total, when `None`, is the sum of the
    /// side's times written).
    ///
    /// # Errors
    ///
    /// [`WriteError::Move`] when the position refuses the move (then
    /// nothing is written), [`WriteError::NullMove`] for `0000`,
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn play(
        &mut self,
        usi: Usi,
        time: Option<(Duration, Option<Duration>)>,
    ) -> Result<(), WriteError> {
        let (Some(to), false) = (usi.to().and_then(Square::from_cell), usi.is_null()) else {
            return Err(WriteError::NullMove);
        };
        let before = self.sfen;
        let mover = before.turn();
        let mut after = before;
        after.play_usi(usi).map_err(WriteError::Move)?;
        self.start()?;
        self.moves += 1;
        self.sfen = after;
        let from = usi.from().and_then(Square::from_cell);
        let piece = match (from, usi.drop_piece()) {
            (Some(from), _) => before
                .position()
                .get(from.cell())
                .flatten()
                .and_then(Kind::of)
                .map(|(kind, _)| kind),
            (None, Some(_)) => after
                .position()
                .get(to.cell())
                .flatten()
                .and_then(Kind::of)
                .map(|(kind, _)| kind),
            (None, None) => None,
        };
        let piece = piece.unwrap_or(Kind::Pawn);
        // The move's text and its width in columns (a full-width
        // character takes two).
        let mut width = 0;
        write!(self.out, "{:>4} ", self.moves)?;
        if self.last == Some(to) {
            self.out.write_str("同　")?;
        } else {
            self.out.write_char(FILES[usize::from(to.file() - 1)])?;
            self.out.write_char(RANKS[usize::from(to.rank() - 1)])?;
        }
        width += 4;
        self.out.write_char(piece.kif())?;
        width += 2;
        match from {
            None => {
                self.out.write_str("打")?;
                width += 2;
            }
            Some(from) => {
                if usi.promotes() {
                    self.out.write_str("成")?;
                    width += 2;
                } else if piece.promoted().is_some() && in_zone(mover, from, to) {
                    self.out.write_str("不成")?;
                    width += 4;
                }
                write!(self.out, "({}{})", from.file(), from.rank())?;
                width += 4;
            }
        }
        self.last = Some(to);
        if let Some((spent, total)) = time {
            let sum = &mut self.totals[mover.index()];
            *sum = total.unwrap_or(*sum + spent);
            let total = *sum;
            pad(&mut self.out, width)?;
            write_time(&mut self.out, spent, total)?;
        }
        self.out.write_char('\n')?;
        Ok(())
    }

    /// Writes the ending in place of the next move (`投了`), with its time
    /// when given. An illegal action of the side not to move is written
    /// `反則勝ち`, of the side to move `反則負け`.
    ///
    /// # Errors
    ///
    /// [`WriteError::Ending`] for an ending KIF has no word for
    /// (`%MAX_MOVES`, `%ERROR`), [`WriteError::Format`] when `out` refuses
    /// the text.
    pub fn end(
        &mut self,
        ending: Ending,
        time: Option<(Duration, Option<Duration>)>,
    ) -> Result<(), WriteError> {
        let word = match ending {
            Ending::IllegalAction(side) if side == self.sfen.turn() => "反則負け",
            Ending::IllegalAction(_) => "反則勝ち",
            other => other.kif().ok_or(WriteError::Ending(other))?,
        };
        self.start()?;
        write!(self.out, "{:>4} {word}", self.moves + 1)?;
        if let Some((spent, total)) = time {
            let total = total.unwrap_or(self.totals[self.sfen.turn().index()] + spent);
            pad(&mut self.out, 2 * word.chars().count())?;
            write_time(&mut self.out, spent, total)?;
        }
        self.out.write_char('\n')?;
        Ok(())
    }

    /// Writes the start if no move was written, and gives the output
    /// back.
    ///
    /// # Errors
    ///
    /// [`WriteError::Format`] when `out` refuses the text.
    pub fn finish(mut self) -> Result<W, WriteError> {
        self.start()?;
        Ok(self.out)
    }

    /// The position after the moves written.
    #[must_use]
    pub const fn sfen(&self) -> &Sfen {
        &self.sfen
    }

    /// Writes the start, once: `手合割` or a board diagram, then the line
    /// before the moves.
    fn start(&mut self) -> fmt::Result {
        if self.started {
            return Ok(());
        }
        self.started = true;
        let handicap = handicap_of(&self.sfen).filter(|_| self.moves == 0);
        if let Some(name) = handicap {
            writeln!(self.out, "手合割：{name}")?;
        } else {
            let setup = Setup::from_sfen(&self.sfen);
            self.out.write_str("後手の持駒：")?;
            hand_text(&mut self.out, setup.hands[1])?;
            self.out
                .write_str("\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n")?;
            for (row, rank) in setup.board.iter().zip(RANKS) {
                self.out.write_char('|')?;
                for square in row {
                    match square {
                        None => self.out.write_str(" ・")?,
                        Some((kind, side)) => {
                            self.out.write_char(match side {
                                Side::First => ' ',
                                Side::Second => 'v',
                            })?;
                            self.out.write_char(kind.kif())?;
                        }
                    }
                }
                writeln!(self.out, "|{rank}")?;
            }
            self.out
                .write_str("+---------------------------+\n先手の持駒：")?;
            hand_text(&mut self.out, setup.hands[0])?;
            self.out.write_char('\n')?;
            if setup.turn == Side::Second {
                self.out.write_str("後手番\n")?;
            }
            if self.moves > 0 {
                writeln!(self.out, "手数＝{}", self.moves)?;
            }
        }
        self.out.write_str("手数----指手---------消費時間--\n")
    }
}

/// Whether a move from `from` to `to` starts or ends in `side`'s
/// promotion zone (the other side's three ranks).
fn in_zone(side: Side, from: Square, to: Square) -> bool {
    let zone = |square: Square| match side {
        Side::First => square.rank() <= 3,
        Side::Second => square.rank() >= 7,
    };
    zone(from) || zone(to)
}

/// Spaces after a move `width` columns wide, to column 13 (one at least).
fn pad<W: fmt::Write>(out: &mut W, width: usize) -> fmt::Result {
    for _ in 0..13_usize.saturating_sub(width).max(1) {
        out.write_char(' ')?;
    }
    Ok(())
}

/// `( 0:16/00:00:16)`: the time as minutes and seconds, the total as
/// hours, minutes and seconds.
fn write_time<W: fmt::Write>(out: &mut W, spent: Duration, total: Duration) -> fmt::Result {
    let spent = spent.as_secs();
    let total = total.as_secs();
    write!(
        out,
        "({:>2}:{:02}/{:02}:{:02}:{:02})",
        spent / 60,
        spent % 60,
        total / 3600,
        total / 60 % 60,
        total % 60
    )
}

/// The text up to its first line end: a header is one line.
fn one_line(text: &str) -> &str {
    text.split(['\n', '\r']).next().unwrap_or("")
}
