//! `Epd`: a line of an EPD file, the four fields of a FEN and the
//! operations that follow them (`bm Qg6; id "WAC.001";`).
//!
//! ```text
//! epd       = fields *( " " operation )
//! fields    = board[pockets] " " side " " castling " " en-passant   (as chess::Fen reads them)
//! operation = opcode *( " " operand ) ";"
//! opcode    = letter *14( letter / digit / "_" )
//! operand   = string / word
//! string    = '"' *( character / "\" ( '"' / "\" / "t" / "r" / "n" ) ) '"'
//! word      = 1*( any character but " ", ";", '"' )
//! ```
//!
//! Control characters (a tab, a line feed, …) are in no word and no
//! string: a string writes them escaped. A string is its operation's only
//! operand. Each opcode is given once.

mod error;
mod lenient;
mod operations;

pub use error::{EpdError, EpdErrorKind};
pub use operations::{Operand, Operands, Operations, Unescaped};

use core::fmt;
use core::hash::{Hash, Hasher};

use operations::Form;

use super::fen::Fen;
use super::{FenError, FenErrorKind, write};
use crate::bridge::Clocks;
use crate::bridge::{char_at, char_of, number};
use crate::error::byte_at;

/// The longest opcode, in characters.
const MAX_OPCODE_LEN: usize = 15;

/// The most operations an EPD line holds.
const MAX_OPERATIONS: usize = 255;

/// A line of an EPD file: a chess position in a FEN's four fields, and the
/// operations that follow them, borrowed from the line read. `Display`
/// writes it back, byte for byte when the input was canonical.
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let line = r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#;
/// let epd = Epd::parse(line)?;
/// assert_eq!(epd.fen().to_string(), "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -");
/// let operations: Vec<(&str, Vec<&str>)> = epd
///     .operations()
///     .map(|(opcode, operands)| (opcode, operands.map(|operand| operand.as_str()).collect()))
///     .collect();
/// assert_eq!(operations, [("bm", vec!["Qg6"]), ("id", vec![r#""WAC.001""#])]);
///
/// // A string operand read without its quotes and escapes.
/// let id = epd.operand("id");
/// assert_eq!(id.map(|id| id.unescaped().to_string()).as_deref(), Some("WAC.001"));
/// assert_eq!(epd.to_string(), line);
/// # Ok::<(), pin_runtime::chess::EpdError>(())
/// ```
///
/// The clocks, which a FEN writes as its last two fields, are the
/// operations `hmvc` and `fmvn` in EPD: when both are there and valid (a
/// decimal number without sign or leading zero, at most `u32::MAX`, the
/// fullmove number from 1), [`fen`](Self::fen) has them; else it has none.
/// Either way they stay among the operations.
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 b - - hmvc 12; fmvn 80;")?;
/// assert_eq!((epd.fen().halfmove_clock(), epd.fen().fullmove_number()), (Some(12), Some(80)));
/// assert_eq!(epd.to_string(), "4k3/8/8/8/8/8/8/4K3 b - - hmvc 12; fmvn 80;");
///
/// let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 b - - hmvc 12;")?;
/// assert_eq!(epd.fen().halfmove_clock(), None);
/// # Ok::<(), pin_runtime::chess::EpdError>(())
/// ```
///
/// The grammar read is the PGN standard's (section 16.2): operations after
/// the four fields, each an opcode and its operands separated by single
/// spaces and ended by `;`, operations separated by single spaces, each
/// opcode once; strings escape `"` and `\` (`\"`, `\\`) and, as
/// python-chess writes them, a tab, a carriage return and a line feed
/// (`\t`, `\r`, `\n`). A string is its operation's only operand (`c0
/// "a" "b";` is refused, as python-chess cannot read it either), which also
/// catches a `;` left out before one (`bm Qd1+ id "BK.01";`). Anything else
/// is an error: a missing `;`, two spaces, a tab, a trailing space or
/// carriage return, a FEN's clocks after the four fields.
///
/// **Bounds.** An opcode has at most [`MAX_OPCODE_LEN`](Self::MAX_OPCODE_LEN)
/// characters (15, as the standard says) and a line at most
/// [`MAX_OPERATIONS`](Self::MAX_OPERATIONS) operations (255), so that
/// checking that no opcode repeats takes bounded time; strings and words
/// have no bound. Reading takes time linear in the line's length.
///
/// There is no `FromStr`: an `Epd` borrows its operations from the line
/// read, which `FromStr` cannot say; [`Epd::parse`] and `TryFrom<&str>`
/// read one.
///
/// **Compared with python-chess** (`chess.Board.from_epd`, 1.11): on the
/// lines both read, both give the same four fields, clocks, opcodes and
/// operands (strings unescaped alike; python-chess turns numbers into
/// numbers and other words into moves). python-chess is more lenient; it
/// reads these lines, which `Epd` refuses:
///
/// - the last operation without `;`, empty operations (`;;`, `; ;`), any
///   whitespace between operations and operands, a `-` before the
///   operations;
/// - a FEN's clocks or three-check counters after the fields, which it
///   reads as an opcode (`0 1`, `3+3`);
/// - a string not closed at the end of the line, an escape other than
///   `\" \\ \t \r \n` (`\x` read as `x`), control characters in a string,
///   a string beside other operands (`c0 "a" "b";`, which it reads as an
///   opcode `"b"`);
/// - an opcode twice (the last wins), opcodes longer than 15 characters or
///   with other characters;
/// - in the fields, what it reads as `chess::Fen` documents for
///   `shakmaty`: castling rights it drops, any en-passant square.
///
/// `Epd` reads what python-chess refuses when an operand it takes for a
/// move (a word not starting with a digit, a sign or `.`) is not a legal
/// move in the position: `Epd` does not read moves.
#[derive(Clone, Copy)]
pub struct Epd<'a> {
    fen: Fen,
    /// The operations as read, after the space that follows the four
    /// fields; empty when there are none. In a line read leniently, the
    /// operations as written (from the FEN's clocks, when it had them),
    /// without the whitespace that ended the line.
    operations: &'a str,
    /// The grammar `operations` is written in.
    form: Form,
}

impl<'a> Epd<'a> {
    /// The longest opcode, in characters: 15, as the PGN standard says.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let opcode = "a".repeat(Epd::MAX_OPCODE_LEN);
    /// assert!(Epd::parse(&format!("8/8/8/8/8/8/8/8 w - - {opcode};")).is_ok());
    /// assert!(Epd::parse(&format!("8/8/8/8/8/8/8/8 w - - {opcode}a;")).is_err());
    /// ```
    pub const MAX_OPCODE_LEN: usize = MAX_OPCODE_LEN;

    /// The most operations a line holds: 255.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let operations: Vec<String> = (0..=Epd::MAX_OPERATIONS).map(|i| format!("c{i};")).collect();
    /// let line = format!("8/8/8/8/8/8/8/8 w - - {}", operations[..255].join(" "));
    /// assert_eq!(Epd::parse(&line)?.operations().count(), 255);
    /// let line = format!("8/8/8/8/8/8/8/8 w - - {}", operations.join(" "));
    /// assert!(Epd::parse(&line).is_err());
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    pub const MAX_OPERATIONS: usize = MAX_OPERATIONS;

    /// Reads an EPD line: the four fields of a FEN (as
    /// [`Fen::parse`] reads them, without clocks) and the operations.
    ///
    /// The whole input is the line: nothing is trimmed.
    ///
    /// # Errors
    ///
    /// An [`EpdError`]: of kind [`Fen`](EpdErrorKind::Fen) for a mistake
    /// in the four fields, with the FEN reader's error; else naming the
    /// byte, the operation and what was expected and found: a FEN's clocks
    /// after the fields (`… w - - 0 1 bm e4;`), an opcode not starting
    /// with a letter, an operation without `;`, two spaces, a string not
    /// closed or with an unknown escape (`"a\b"`), an opcode twice, a
    /// trailing space or line feed.
    ///
    /// ```
    /// use pin_runtime::chess::{Epd, EpdErrorKind};
    ///
    /// // A `const fn`: a line can be read at compile time.
    /// const BK_01: Epd<'static> = match Epd::parse(
    ///     r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";"#,
    /// ) {
    ///     Ok(epd) => epd,
    ///     Err(_) => panic!("not an EPD line"),
    /// };
    /// assert_eq!(BK_01.operations().count(), 2);
    ///
    /// let err = Epd::parse(r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+ id "BK.01";"#)
    ///     .unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid EPD at byte 60 (operation 'bm'): expected a word (a string is its operation's \
    ///      only operand), found '\"'",
    /// );
    ///
    /// let err = Epd::parse("1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - e3 bm Qd1+;").unwrap_err();
    /// assert!(matches!(err.kind(), EpdErrorKind::Fen(_)));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid FEN at byte 47 (en passant): expected a white pawn at e4, in front of the \
    ///      en-passant square e3, found an empty square",
    /// );
    /// ```
    pub const fn parse(input: &'a str) -> Result<Self, EpdError> {
        let bytes = input.as_bytes();
        let end = fields_end(bytes);
        let Some((fields, _)) = input.split_at_checked(end) else {
            return Err(EpdError::new(
                EpdErrorKind::ExpectedOpcode { found: None },
                end,
            ));
        };
        let (mut fen, _) = tri!(Fen::parse_prefix(fields), |error| fields_error(
            input, end, error
        ));
        let Some((_, operations)) = input.split_at_checked(end + 1) else {
            return Ok(Self::new(&fen, "", Form::Strict));
        };
        if let Some(b'0'..=b'9') = byte_at(bytes, end + 1) {
            return Err(EpdError::new(EpdErrorKind::Clocks, end + 1));
        }
        match read_operations(bytes, end + 1) {
            Ok(clocks) => {
                fen.clocks = clocks;
                Ok(Self::new(&fen, operations, Form::Strict))
            }
            Err(error) => Err(error),
        }
    }

    /// Reads an EPD line as [`parse`](Self::parse) does, or else as
    /// engines' test suites are written, and names each repair with its
    /// byte index:
    ///
    /// - the four fields as [`Fen::parse_lenient`] reads them (whitespace
    ///   around and between them, castling rights given twice or that no
    ///   rook backs, an impossible en-passant square; a line of fewer than
    ///   four words is a FEN's short form);
    /// - a FEN's clocks after the fields (`… w KQkq - 0 1 id "CCR01";`),
    ///   read as the operations `hmvc` and `fmvn`, first;
    /// - runs of whitespace, tabs and commas between operands
    ///   (`bm Qd1, Qe2;`) and between operations, whitespace before a `;`,
    ///   a missing space after one;
    /// - empty operations (`;;`, the perft suite's `;D1 20 ;D2 400`);
    /// - a missing `;`: at the end of the line, after a string (a string
    ///   is its operation's only operand), and before one of the PGN
    ///   standard's opcodes (`bm Nxd4 id "position 02";`; before a comment's
    ///   `c0` to `c9` only when its string follows, as `c4` is also a move);
    /// - whitespace at the end of the line (a carriage return), and a NUL
    ///   (the end of a C string, written with the line).
    ///
    /// What cannot be read without a guess is refused with the error the
    /// lenient grammar finds: a word before a string that is no opcode (`c0
    /// a "b"`), an opcode twice, an escape other than `\" \\ \t \r \n`, a
    /// string not closed, one clock alone, the clocks given both before
    /// the operations and as `hmvc` or `fmvn`.
    ///
    /// The `Epd` borrows the line as written; `Display` writes it as the
    /// strict grammar does, and [`operations`](Self::operations) reads it
    /// by the lenient grammar's rules (their `as_str` give the text as
    /// written). A line `parse` reads is read alike, without a repair.
    ///
    /// # Errors
    ///
    /// An [`EpdError`]: of kind [`Fen`](EpdErrorKind::Fen) for the fields,
    /// with the lenient FEN reader's error; else naming the byte, the
    /// operation, what was expected and what was found.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// // Clocks before the operations, as GUIs export test suites.
    /// let line = r#"r1b1kb1r/3q1ppp/pBp1pn2/8/Np3P2/5B2/PPP3PP/R2Q1RK1 w kq - 0 1 id "CCR01"; bm Qb3;"#;
    /// let (epd, repairs) = Epd::parse_lenient(line)?;
    /// assert_eq!(
    ///     epd.to_string(),
    ///     r#"r1b1kb1r/3q1ppp/pBp1pn2/8/Np3P2/5B2/PPP3PP/R2Q1RK1 w kq - hmvc 0; fmvn 1; id "CCR01"; bm Qb3;"#,
    /// );
    /// assert_eq!(epd.fen().fullmove_number(), Some(1));
    /// assert_eq!(repairs.to_string(), "at byte 58: read the FEN's clocks after the fields as the operations hmvc and fmvn");
    ///
    /// // The perft suite: operations led by `;`, the last without one.
    /// let (epd, repairs) = Epd::parse_lenient("4k3/8/8/8/8/8/8/4K2R w K - ;D1 15 ;D2 66")?;
    /// assert_eq!(epd.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - D1 15; D2 66;");
    /// assert_eq!(epd.operand("D2").map(|depth| depth.as_str()), Some("66"));
    /// assert_eq!(repairs.total(), 4);
    ///
    /// // A `;` left out, operands separated by a comma, a carriage return.
    /// let (epd, _) = Epd::parse_lenient("4k3/8/8/8/8/8/8/4K3 w - - bm Kd2, Ke2 id \"KvK\"\r")?;
    /// assert_eq!(epd.to_string(), r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 Ke2; id "KvK";"#);
    /// assert_eq!(epd, Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 Ke2; id "KvK";"#)?);
    ///
    /// // A guess is refused.
    /// assert!(Epd::parse_lenient(r#"4k3/8/8/8/8/8/8/4K3 w - - c0 a "b";"#).is_err());
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    pub const fn parse_lenient(input: &'a str) -> Result<(Self, crate::Repairs), EpdError> {
        lenient::read(input)
    }

    /// An `Epd` of its parts, checked.
    const fn new(fen: &Fen, operations: &'a str, form: Form) -> Self {
        Self {
            fen: *fen,
            operations,
            form,
        }
    }

    /// Returns the FEN of the four fields: with clocks when the operations
    /// `hmvc` and `fmvn` are both there and valid, else without.
    ///
    /// ```
    /// use pin_runtime::chess::{self, Epd};
    ///
    /// let epd = Epd::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"start\";")?;
    /// assert_eq!(*epd.fen().position(), chess::START);
    /// assert_eq!(epd.fen().fullmove_number(), None);
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn fen(&self) -> &Fen {
        &self.fen
    }

    /// Returns the FEN of the four fields, consuming the `Epd`.
    ///
    /// ```
    /// use pin_runtime::chess::{Epd, Fen};
    ///
    /// let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - hmvc 0; fmvn 1;")?;
    /// assert_eq!(epd.into_fen(), Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn into_fen(self) -> Fen {
        self.fen
    }

    /// Returns the operations, in the order written: each an opcode and
    /// its operands.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - am Kd1 Kf1; acd 12; draw_reject;")?;
    /// let mut operations = epd.operations();
    /// let (opcode, operands) = operations.next().unwrap();
    /// assert_eq!((opcode, operands.as_str()), ("am", "Kd1 Kf1"));
    /// assert_eq!(operations.as_str(), "acd 12; draw_reject;");
    /// let opcodes: Vec<&str> = epd.operations().map(|(opcode, _)| opcode).collect();
    /// assert_eq!(opcodes, ["am", "acd", "draw_reject"]);
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn operations(&self) -> Operations<'a> {
        Operations::new(self.operations, self.form)
    }

    /// Returns the operands of the operation `opcode`, or `None` when the
    /// line has none (an opcode is given at most once).
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; c0 "draw; \"easy\"";"#)?;
    /// assert_eq!(epd.operation("bm").map(|operands| operands.as_str()), Some("Kd2"));
    /// let comment = epd.operand("c0").unwrap();
    /// assert_eq!(comment.unescaped().to_string(), r#"draw; "easy""#);
    /// assert!(epd.operation("am").is_none());
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn operation(&self, opcode: &str) -> Option<Operands<'a>> {
        let mut operations = self.operations();
        while let Some((found, operands)) = operations.next_operation() {
            if same_bytes(found.as_bytes(), opcode.as_bytes()) {
                return Some(operands);
            }
        }
        None
    }

    /// Returns the first operand of the operation `opcode`, or `None` when
    /// the line has no such operation or it has no operand: the one
    /// operand of `id`, `c0`, `acd` or `ce`, the first move of `bm` or
    /// `pv`.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 Ke2; id "WAC \"001\""; acd 12; draw_claim;"#)?;
    /// assert_eq!(epd.operand("id").map(|id| id.unescaped().to_string()), Some(r#"WAC "001""#.into()));
    /// assert_eq!(epd.operand("bm").map(|bm| bm.as_str()), Some("Kd2"));
    /// assert_eq!(epd.operand("acd").and_then(|acd| acd.as_str().parse().ok()), Some(12));
    /// assert_eq!(epd.operand("draw_claim"), None);
    /// assert_eq!(epd.operand("am"), None);
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn operand(&self, opcode: &str) -> Option<Operand<'a>> {
        match self.operation(opcode) {
            Some(operands) => operands.first(),
            None => None,
        }
    }
}

impl fmt::Display for Epd<'_> {
    /// Writes the four fields as [`Fen`] writes them (without clocks),
    /// then the operations as read.
    ///
    /// A line read leniently is written as the strict grammar writes it:
    /// its operations each ended by `;`, tokens separated by one space, the
    /// FEN's clocks as `hmvc` and `fmvn`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fen = &self.fen;
        write::write(f, fen.position(), None, fen.pockets(), false, true)?;
        match self.form {
            _ if self.operations.is_empty() => Ok(()),
            Form::Strict => {
                f.write_str(" ")?;
                f.write_str(self.operations)
            }
            Form::Lenient | Form::Clocks => self.write_operations(f),
        }
    }
}

impl Epd<'_> {
    /// Writes the operations as the strict grammar does, each after a
    /// space.
    fn write_operations(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        for (opcode, operands) in self.operations() {
            f.write_str(" ")?;
            f.write_str(opcode)?;
            for operand in operands {
                f.write_str(" ")?;
                f.write_str(operand.as_str())?;
            }
            f.write_str(";")?;
        }
        Ok(())
    }
}

/// Two lines are equal when their FENs are and their operations are the
/// same opcodes with the same operands, however each was written.
impl PartialEq for Epd<'_> {
    fn eq(&self, other: &Self) -> bool {
        if self.fen != other.fen {
            return false;
        }
        if let (Form::Strict, Form::Strict) = (self.form, other.form) {
            return self.operations == other.operations;
        }
        let mut theirs = other.operations();
        for (opcode, operands) in self.operations() {
            let Some((other_opcode, other_operands)) = theirs.next() else {
                return false;
            };
            let ours = operands.map(|operand| operand.as_str());
            if opcode != other_opcode || !ours.eq(other_operands.map(|operand| operand.as_str())) {
                return false;
            }
        }
        theirs.next().is_none()
    }
}

impl Eq for Epd<'_> {}

impl Hash for Epd<'_> {
    /// Hashes what [`PartialEq`] compares: the FEN, then each opcode and
    /// its operands.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.fen.hash(state);
        for (opcode, operands) in self.operations() {
            opcode.hash(state);
            for operand in operands {
                operand.as_str().hash(state);
            }
            state.write_u8(b';');
        }
    }
}

impl fmt::Debug for Epd<'_> {
    /// Writes `Epd("<EPD>")`, the operations escaped as a Rust string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fen = &self.fen;
        f.write_str("Epd(\"")?;
        write::write(f, fen.position(), None, fen.pockets(), false, true)?;
        let mut escaped = Escaped(f);
        match self.form {
            _ if self.operations.is_empty() => {}
            Form::Strict => {
                fmt::Write::write_str(&mut escaped, " ")?;
                fmt::Write::write_str(&mut escaped, self.operations)?;
            }
            Form::Lenient | Form::Clocks => self.write_operations(&mut escaped)?,
        }
        f.write_str("\")")
    }
}

/// A writer that escapes what it is given as `Debug` escapes a string.
struct Escaped<'f, 'g>(&'f mut fmt::Formatter<'g>);

impl fmt::Write for Escaped<'_, '_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        for c in text.chars() {
            write!(self.0, "{}", c.escape_debug())?;
        }
        Ok(())
    }
}

impl<'a> TryFrom<&'a str> for Epd<'a> {
    type Error = EpdError;

    fn try_from(s: &'a str) -> Result<Self, EpdError> {
        Self::parse(s)
    }
}

/// Whether two byte strings are equal.
const fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The index where the four fields end: their fourth space (the fields
/// hold no space but the three between them), or the end of the input.
const fn fields_end(bytes: &[u8]) -> usize {
    let mut spaces = 0;
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b' ' {
            spaces += 1;
            if spaces == 4 {
                return at;
            }
        }
        at += 1;
    }
    bytes.len()
}

/// The error of the four fields, which end at `end` in `input` and gave
/// `error`. An error at `end`, where the fields end early, is read again
/// from the whole input, to name the character there rather than the end
/// of the fields; the FEN reader's words for what follows the en-passant
/// field are replaced by EPD's.
const fn fields_error(input: &str, end: usize, error: FenError) -> EpdError {
    let error = if error.index() >= end && end < input.len() {
        match Fen::parse_prefix(input) {
            Err(error) => error,
            // Not reached: the fields that failed are a prefix of the input.
            Ok(_) => error,
        }
    } else {
        error
    };
    match error.kind() {
        FenErrorKind::ExpectedClocksOrEnd { found } => {
            EpdError::new(EpdErrorKind::ExpectedOperations { found }, error.index())
        }
        _ => EpdError::fen(error),
    }
}

/// Whether a byte continues an opcode.
const fn is_opcode_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

/// Whether a byte is a control character: in no word or string.
const fn is_control(byte: u8) -> bool {
    byte < 0x20 || byte == 0x7F
}

/// Whether a byte continues a word.
const fn is_word_byte(byte: u8) -> bool {
    !is_control(byte) && !matches!(byte, b' ' | b';' | b'"')
}

/// Reads the operations from `at`, which follows the space after the four
/// fields, to the end of the input. Returns the clocks that `hmvc` and
/// `fmvn` give, if both are there and valid.
const fn read_operations(bytes: &[u8], mut at: usize) -> Result<Option<Clocks>, EpdError> {
    let mut starts = [0; MAX_OPERATIONS];
    let mut count = 0;
    let mut halfmove = None;
    let mut fullmove = None;
    loop {
        // The opcode.
        let start = at;
        if !matches!(byte_at(bytes, at), Some(b'A'..=b'Z' | b'a'..=b'z')) {
            let found = char_at(bytes, at);
            return Err(EpdError::new(EpdErrorKind::ExpectedOpcode { found }, at));
        }
        at += 1;
        while let Some(byte) = byte_at(bytes, at) {
            if !is_opcode_byte(byte) {
                break;
            }
            if at - start == MAX_OPCODE_LEN {
                return Err(EpdError::new(EpdErrorKind::OpcodeTooLong, at));
            }
            at += 1;
        }
        let Some((_, opcode)) = bytes.split_at_checked(start) else {
            return Err(EpdError::new(
                EpdErrorKind::ExpectedOpcode { found: None },
                at,
            ));
        };
        let Some((opcode, _)) = opcode.split_at_checked(at - start) else {
            return Err(EpdError::new(
                EpdErrorKind::ExpectedOpcode { found: None },
                at,
            ));
        };
        if count == MAX_OPERATIONS {
            return Err(EpdError::new(EpdErrorKind::TooManyOperations, start));
        }
        let mut i = 0;
        while i < count {
            if opcode_at(bytes, starts[i], opcode) {
                let kind = EpdErrorKind::RepeatedOpcode { first: starts[i] };
                return Err(EpdError::in_operation(kind, start, opcode));
            }
            i += 1;
        }
        starts[count] = start;
        count += 1;

        // The operands, each after a space, up to `;`.
        // A string is its operation's only operand.
        let operands = at + 1;
        loop {
            match byte_at(bytes, at) {
                Some(b';') => break,
                Some(b' ') if matches!(byte_at(bytes, at + 1), Some(b'"')) && at >= operands => {
                    let kind = EpdErrorKind::StringAfterWords;
                    return Err(EpdError::in_operation(kind, at + 1, opcode));
                }
                Some(b' ') => {
                    let end = tri!(read_operand(bytes, at + 1, opcode));
                    let string = at + 1 == operands && matches!(byte_at(bytes, at + 1), Some(b'"'));
                    if string && !matches!(byte_at(bytes, end), Some(b';')) {
                        let found = char_at(bytes, end);
                        let kind = EpdErrorKind::ExpectedSemicolon { found };
                        return Err(EpdError::in_operation(kind, end, opcode));
                    }
                    at = end;
                }
                _ => {
                    let found = char_at(bytes, at);
                    let kind = EpdErrorKind::ExpectedSeparator { found };
                    return Err(EpdError::in_operation(kind, at, opcode));
                }
            }
        }
        // The clocks: one number each, from `operands` to the `;` at `at`.
        let clock = match number(bytes, operands) {
            Ok((value, end)) if end == at => Some(value),
            _ => None,
        };
        if same_bytes(opcode, b"hmvc") {
            halfmove = clock;
        } else if same_bytes(opcode, b"fmvn") {
            fullmove = clock;
        }

        // After `;`: the end, or a space and the next operation.
        at += 1;
        match byte_at(bytes, at) {
            None => break,
            Some(b' ') => at += 1,
            Some(_) => {
                let found = char_of(bytes, at);
                let kind = EpdErrorKind::ExpectedNextOperation { found };
                return Err(EpdError::in_operation(kind, at, opcode));
            }
        }
    }
    Ok(match (halfmove, fullmove) {
        (Some(halfmove), Some(fullmove)) => Clocks::new(halfmove, fullmove),
        _ => None,
    })
}

/// Whether the opcode that starts at `start` is `opcode`.
const fn opcode_at(bytes: &[u8], start: usize, opcode: &[u8]) -> bool {
    let mut i = 0;
    while i < opcode.len() {
        match byte_at(bytes, start + i) {
            Some(byte) if byte == opcode[i] => i += 1,
            _ => return false,
        }
    }
    !matches!(byte_at(bytes, start + i), Some(byte) if is_opcode_byte(byte))
}

/// Checks the string that opens at `at`, in the operation of `opcode`;
/// returns the index past it. Both grammars read strings alike.
#[inline]
const fn string_end(bytes: &[u8], start: usize, opcode: &[u8]) -> Result<usize, EpdError> {
    let mut at = start + 1;
    loop {
        match byte_at(bytes, at) {
            Some(b'"') => return Ok(at + 1),
            Some(b'\\') => {
                if !matches!(
                    byte_at(bytes, at + 1),
                    Some(b'"' | b'\\' | b't' | b'r' | b'n')
                ) {
                    let found = char_at(bytes, at + 1);
                    let kind = EpdErrorKind::Escape { found };
                    return Err(EpdError::in_operation(kind, at + 1, opcode));
                }
                at += 2;
            }
            Some(byte) if is_control(byte) => {
                let kind = EpdErrorKind::StringChar {
                    found: byte as char,
                };
                return Err(EpdError::in_operation(kind, at, opcode));
            }
            Some(_) => at += 1,
            None => {
                let kind = EpdErrorKind::UnclosedString { start };
                return Err(EpdError::in_operation(kind, at, opcode));
            }
        }
    }
}

/// Reads an operand from `at`; returns the index past it.
const fn read_operand(bytes: &[u8], mut at: usize, opcode: &[u8]) -> Result<usize, EpdError> {
    match byte_at(bytes, at) {
        Some(b'"') => string_end(bytes, at, opcode),
        Some(byte) if is_word_byte(byte) => {
            while let Some(byte) = byte_at(bytes, at) {
                if !is_word_byte(byte) {
                    break;
                }
                at += 1;
            }
            Ok(at)
        }
        _ => {
            let found = char_at(bytes, at);
            let kind = EpdErrorKind::ExpectedOperand { found };
            Err(EpdError::in_operation(kind, at, opcode))
        }
    }
}
