//! `Ending`: how a recorded shogi game ended, as CSA and KIF say it.

use core::fmt;

use crate::Side;

/// How a recorded game ended: CSA's special moves (`%TORYO`) and KIF's
/// ending words (`投了`), each written where the next move would be.
///
/// ```
/// use pin_runtime::shogi::Ending;
///
/// assert_eq!(Ending::from_csa("%TORYO"), Some(Ending::Resign));
/// assert_eq!(Ending::from_kif("千日手"), Some(Ending::Repetition));
/// assert_eq!(Ending::Resign.kif(), Some("投了"));
/// assert_eq!(Ending::TimeUp.to_string(), "%TIME_UP");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Ending {
    /// The side to move resigned: `%TORYO`, `投了`.
    Resign,
    /// The game was stopped: `%CHUDAN`, `中断`.
    Interrupted,
    /// Fourfold repetition: `%SENNICHITE`, `千日手`.
    Repetition,
    /// The side to move ran out of time: `%TIME_UP`, `切れ負け`.
    TimeUp,
    /// The side to move lost by an illegal move: `%ILLEGAL_MOVE`,
    /// `反則負け`.
    IllegalMove,
    /// The side named acted illegally and lost: `%+ILLEGAL_ACTION` (sente),
    /// `%-ILLEGAL_ACTION` (gote); KIF's `反則勝ち`, the side to move winning
    /// by the other's foul, is read as the other side's.
    IllegalAction(Side),
    /// An impasse, the game drawn or judged by points: `%JISHOGI`,
    /// `持将棋`.
    Impasse,
    /// The side to move declared a win by entering king: `%KACHI`,
    /// `入玉勝ち`.
    Declaration,
    /// A draw: `%HIKIWAKE`, `引き分け`.
    Draw,
    /// The move limit was reached: `%MAX_MOVES` (KIF has no word for it).
    MaxMoves,
    /// The side to move is checkmated: `%TSUMI`, `詰み`.
    Checkmate,
    /// A mate problem with no mate: `%FUZUMI`, `不詰`.
    NoCheckmate,
    /// A move taken back: `%MATTA`, `待った`.
    Takeback,
    /// An error ended the game: `%ERROR` (KIF has no word for it).
    Error,
}

/// Each ending with its CSA and KIF names.
const NAMES: [(Ending, &str, Option<&str>); 15] = [
    (Ending::Resign, "%TORYO", Some("投了")),
    (Ending::Interrupted, "%CHUDAN", Some("中断")),
    (Ending::Repetition, "%SENNICHITE", Some("千日手")),
    (Ending::TimeUp, "%TIME_UP", Some("切れ負け")),
    (Ending::IllegalMove, "%ILLEGAL_MOVE", Some("反則負け")),
    (Ending::IllegalAction(Side::First), "%+ILLEGAL_ACTION", None),
    (
        Ending::IllegalAction(Side::Second),
        "%-ILLEGAL_ACTION",
        None,
    ),
    (Ending::Impasse, "%JISHOGI", Some("持将棋")),
    (Ending::Declaration, "%KACHI", Some("入玉勝ち")),
    (Ending::Draw, "%HIKIWAKE", Some("引き分け")),
    (Ending::MaxMoves, "%MAX_MOVES", None),
    (Ending::Checkmate, "%TSUMI", Some("詰み")),
    (Ending::NoCheckmate, "%FUZUMI", Some("不詰")),
    (Ending::Takeback, "%MATTA", Some("待った")),
    (Ending::Error, "%ERROR", None),
];

impl Ending {
    /// The ending a CSA special move names (`%TORYO`), with its `%`.
    ///
    /// ```
    /// use pin_runtime::shogi::Ending;
    /// use pin_runtime::Side;
    ///
    /// assert_eq!(Ending::from_csa("%-ILLEGAL_ACTION"), Some(Ending::IllegalAction(Side::Second)));
    /// assert_eq!(Ending::from_csa("TORYO"), None);
    /// ```
    #[must_use]
    pub fn from_csa(text: &str) -> Option<Self> {
        NAMES
            .iter()
            .find(|(_, csa, _)| *csa == text)
            .map(|(ending, _, _)| *ending)
    }

    /// The CSA special move: `%TORYO`.
    ///
    /// ```
    /// use pin_runtime::shogi::Ending;
    ///
    /// assert_eq!(Ending::Checkmate.csa(), "%TSUMI");
    /// ```
    #[must_use]
    pub fn csa(self) -> &'static str {
        NAMES
            .iter()
            .find(|(ending, _, _)| *ending == self)
            .map_or("%ERROR", |(_, csa, _)| csa)
    }

    /// The ending a KIF ending word names (`投了`); `None` for another
    /// word and for `反則勝ち`, which needs the side to move (the KIF
    /// reader reads it as the other side's illegal action).
    ///
    /// ```
    /// use pin_runtime::shogi::Ending;
    ///
    /// assert_eq!(Ending::from_kif("詰み"), Some(Ending::Checkmate));
    /// assert_eq!(Ending::from_kif("まで"), None);
    /// ```
    #[must_use]
    pub fn from_kif(text: &str) -> Option<Self> {
        NAMES
            .iter()
            .find(|(_, _, kif)| *kif == Some(text))
            .map(|(ending, _, _)| *ending)
    }

    /// The KIF ending word: `投了`; `None` for the endings KIF has no word
    /// for (`%MAX_MOVES`, `%ERROR`, an illegal action, which KIF writes
    /// as `反則勝ち` of the other side: see
    /// [`IllegalAction`](Self::IllegalAction)).
    ///
    /// ```
    /// use pin_runtime::shogi::Ending;
    ///
    /// assert_eq!(Ending::Impasse.kif(), Some("持将棋"));
    /// assert_eq!(Ending::MaxMoves.kif(), None);
    /// ```
    #[must_use]
    pub fn kif(self) -> Option<&'static str> {
        NAMES
            .iter()
            .find(|(ending, _, _)| *ending == self)
            .and_then(|(_, _, kif)| *kif)
    }
}

impl fmt::Display for Ending {
    /// Writes the CSA special move, `%TORYO`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.csa())
    }
}
