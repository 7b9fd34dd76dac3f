//! Coordinate labels: CELL's (`a`…, `1`…, `A`…) and shogi's (files counted
//! from the right, ranks 一… from the top).

use core::fmt::{self, Write as _};

use super::out::decimal;
use crate::Cell;

/// A short label kept inline: at most 8 bytes of UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Label {
    bytes: [u8; 8],
    len: u8,
    /// Terminal columns.
    width: u8,
}

impl Label {
    const EMPTY: Self = Self {
        bytes: [0; 8],
        len: 0,
        width: 0,
    };

    /// The label's UTF-8 bytes.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..usize::from(self.len)).unwrap_or_default()
    }

    pub(crate) fn as_str(&self) -> &str {
        let bytes = self.bytes.get(..usize::from(self.len)).unwrap_or_default();
        core::str::from_utf8(bytes).unwrap_or_default()
    }

    /// Terminal columns the label takes.
    pub(crate) const fn width(&self) -> usize {
        self.width as usize
    }

    fn push(&mut self, text: &str, width: u8) {
        let start = usize::from(self.len);
        if let Some(room) = self.bytes.get_mut(start..start + text.len()) {
            room.copy_from_slice(text.as_bytes());
            #[allow(clippy::cast_possible_truncation, reason = "at most 8 bytes")]
            let len = (start + text.len()) as u8;
            self.len = len;
            self.width += width;
        }
    }

    /// A number in decimal.
    pub(crate) fn number(n: usize) -> Self {
        let mut label = Self::EMPTY;
        let (digits, start) = decimal(n as u64);
        let text =
            core::str::from_utf8(digits.get(start..).unwrap_or_default()).unwrap_or_default();
        #[allow(clippy::cast_possible_truncation, reason = "at most 20 digits")]
        let width = text.len() as u8;
        label.push(text, width);
        label
    }

    /// Letters in bijective base 26 from `a` (`a` = 0, `z` = 25, `aa` =
    /// 26, `iv` = 255), lowercase or uppercase.
    pub(crate) fn letters(index: usize, upper: bool) -> Self {
        let base = if upper { b'A' } else { b'a' };
        let mut label = Self::EMPTY;
        let mut letters = [0u8; 4];
        let mut start = letters.len();
        let mut n = index + 1;
        while n > 0 && start > 0 {
            start -= 1;
            #[allow(clippy::cast_possible_truncation, reason = "(n - 1) % 26 < 26")]
            let letter = ((n - 1) % 26) as u8;
            letters[start] = base + letter;
            n = (n - 1) / 26;
        }
        let text =
            core::str::from_utf8(letters.get(start..).unwrap_or_default()).unwrap_or_default();
        #[allow(clippy::cast_possible_truncation, reason = "at most 4 letters")]
        let width = text.len() as u8;
        label.push(text, width);
        label
    }

    /// A kanji numeral from 1 to 10, two columns wide.
    fn kanji(n: usize) -> Option<Self> {
        const NUMERALS: [&str; 10] = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
        let numeral = NUMERALS.get(n.checked_sub(1)?)?;
        let mut label = Self::EMPTY;
        label.push(numeral, 2);
        Some(label)
    }
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How the squares are named on a diagram's edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scheme {
    /// CELL: files `a`… from the left as the first side sees the board,
    /// ranks `1`… from the first side's end (`0`… when `from_zero`, as
    /// UCCI names xiangqi's points), layers `A`….
    Cell { from_zero: bool },
    /// Shogi: files counted from the right, ranks from the far end (as the
    /// first side sees the board), in kanji when `kanji`, else in letters
    /// (`a`…, as USI).
    Shogi { kanji: bool },
}

impl Scheme {
    /// The label of file `file` (CELL index, 0 = `a`) of `files`.
    pub(crate) fn file(self, file: usize, files: usize) -> Label {
        match self {
            Self::Cell { .. } => cell_file(file),
            Self::Shogi { .. } => Label::number(files.saturating_sub(file)),
        }
    }

    /// The label of rank `rank` (CELL index, 0 = `1`) of `ranks`.
    pub(crate) fn rank(self, rank: usize, ranks: usize) -> Label {
        match self {
            Self::Cell { from_zero } => Label::number(if from_zero { rank } else { rank + 1 }),
            Self::Shogi { kanji } => {
                let from_top = ranks.saturating_sub(rank);
                match Label::kanji(from_top) {
                    Some(label) if kanji && ranks <= 10 => label,
                    _ => Label::letters(from_top.saturating_sub(1), false),
                }
            }
        }
    }

    /// The label of layer `layer` (CELL index, 0 = `A`): CELL's in every
    /// scheme.
    pub(crate) fn layer(layer: usize) -> Label {
        Label::letters(layer, true)
    }
}

/// The CELL name of a file: `a` for 0 … `iv` for 255.
fn cell_file(file: usize) -> Label {
    let mut label = Label::EMPTY;
    match u8::try_from(file) {
        Ok(file) => {
            // A file's name is at most 2 letters: it fits.
            let _ = write!(label, "{}", Cell::new_1d(file));
            label.width = label.len;
            label
        }
        Err(_) => label,
    }
}

impl fmt::Write for Label {
    /// Appends `text`, or nothing when it does not fit.
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push(text, 0);
        Ok(())
    }
}
