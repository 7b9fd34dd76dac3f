//! The operations of an EPD line, read again from the text the reader
//! checked: opcodes, operands, and strings without their quotes and
//! escapes.

use core::fmt;
use core::iter::FusedIterator;

use super::lenient::{self, Scanned};

/// How an [`Epd`](super::Epd)'s operations are written: as the strict
/// grammar says, or as the lenient reader found them (read again by its
/// rules), the FEN's clocks first or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Form {
    /// The strict grammar: one space between tokens, each operation ended
    /// by `;`.
    Strict,
    /// The lenient grammar (see `lenient.rs`).
    Lenient,
    /// The lenient grammar after two words, the FEN's clocks, which read
    /// as the operations `hmvc` and `fmvn`.
    Clocks,
}

/// The operations of an [`Epd`](super::Epd), in the order written: each
/// an opcode and its [`Operands`]; see
/// [`Epd::operations`](super::Epd::operations).
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id "KvK";"#)?;
/// for (opcode, operands) in epd.operations() {
///     println!("{opcode}: {}", operands.as_str());
/// }
/// # Ok::<(), pin_runtime::chess::EpdError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Operations<'a> {
    /// The operations not yet read: checked text that starts with an
    /// opcode, or is empty (in the lenient forms, with what the lenient
    /// reader repaired still in it).
    rest: &'a str,
    /// The grammar of `rest`; `Clocks` until both clocks are read, then
    /// `Lenient`.
    form: Form,
    /// Which clock is next in the `Clocks` form: 0 for the halfmove clock.
    clock: u8,
}

impl<'a> Operations<'a> {
    /// The operations of checked text.
    pub(super) const fn new(operations: &'a str, form: Form) -> Self {
        Self {
            rest: operations,
            form,
            clock: 0,
        }
    }

    /// Returns the operations not yet read, as written.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - acd 12; acn 34;")?;
    /// let mut operations = epd.operations();
    /// assert_eq!(operations.as_str(), "acd 12; acn 34;");
    /// operations.next();
    /// assert_eq!(operations.as_str(), "acn 34;");
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.rest
    }

    /// The next operation, as [`Iterator::next`] returns it.
    pub(super) const fn next_operation(&mut self) -> Option<(&'a str, Operands<'a>)> {
        match self.form {
            Form::Strict => self.next_strict(),
            Form::Lenient => self.next_lenient(),
            Form::Clocks => Some(self.next_clock()),
        }
    }

    /// The next clock written as a FEN writes it, read as `hmvc` (first)
    /// or `fmvn`: a fullmove number of 0 reads as 1, as the FEN reader
    /// repairs it.
    const fn next_clock(&mut self) -> (&'a str, Operands<'a>) {
        let bytes = self.rest.as_bytes();
        let mut end = 0;
        while end < bytes.len() && bytes[end].is_ascii_digit() {
            end += 1;
        }
        let word = slice(self.rest, 0, end);
        // The fullmove number may have its own `;` (`… 8 47; pv …`).
        let past = if self.clock == 1 && end < bytes.len() && bytes[end] == b';' {
            end + 1
        } else {
            end
        };
        let after = lenient::separators(bytes, past, bytes.len());
        self.rest = slice(self.rest, after, bytes.len());
        if self.clock == 0 {
            self.clock = 1;
            ("hmvc", Operands::new(word, false))
        } else {
            self.form = Form::Lenient;
            let word = if super::same_bytes(word.as_bytes(), b"0") {
                "1"
            } else {
                word
            };
            ("fmvn", Operands::new(word, false))
        }
    }

    /// The next operation of the lenient grammar.
    const fn next_lenient(&mut self) -> Option<(&'a str, Operands<'a>)> {
        let bytes = self.rest.as_bytes();
        // Checked text: the scan does not fail.
        let Ok(Some(Scanned {
            opcode,
            operands,
            next,
        })) = lenient::scan_operation(bytes, 0, None)
        else {
            self.rest = "";
            return None;
        };
        let found = (
            slice(self.rest, opcode[0], opcode[1]),
            Operands::new(slice(self.rest, operands[0], operands[1]), true),
        );
        self.rest = slice(self.rest, next, bytes.len());
        Some(found)
    }

    /// The next operation of the strict grammar.
    const fn next_strict(&mut self) -> Option<(&'a str, Operands<'a>)> {
        let bytes = self.rest.as_bytes();
        if bytes.is_empty() {
            return None;
        }
        let mut at = 0;
        while at < bytes.len() && (bytes[at].is_ascii_alphanumeric() || bytes[at] == b'_') {
            at += 1;
        }
        let opcode_end = at;
        if at < bytes.len() && bytes[at] == b' ' {
            at += 1;
        }
        let operands_start = at;
        // The `;` that ends the operation, outside strings.
        while at < bytes.len() && bytes[at] != b';' {
            at = if bytes[at] == b'"' {
                string_end(bytes, at)
            } else {
                at + 1
            };
        }
        let opcode = slice(self.rest, 0, opcode_end);
        let operands = slice(self.rest, operands_start, at);
        // Past `;` and the space after it.
        self.rest = slice(self.rest, at + 2, bytes.len());
        Some((opcode, Operands::new(operands, false)))
    }
}

impl<'a> Iterator for Operations<'a> {
    type Item = (&'a str, Operands<'a>);

    fn next(&mut self) -> Option<Self::Item> {
        self.next_operation()
    }
}

impl FusedIterator for Operations<'_> {}

/// The operands of an operation, in the order written; see
/// [`Epd::operations`](super::Epd::operations).
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - pv Kd2 Kd8 Ke3;")?;
/// let pv = epd.operation("pv").unwrap();
/// assert_eq!(pv.as_str(), "Kd2 Kd8 Ke3");
/// let moves: Vec<&str> = pv.map(|operand| operand.as_str()).collect();
/// assert_eq!(moves, ["Kd2", "Kd8", "Ke3"]);
/// # Ok::<(), pin_runtime::chess::EpdError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Operands<'a> {
    /// The operands not yet read, separated by single spaces: checked text
    /// that starts with an operand, or is empty (in the lenient grammar,
    /// separated by runs of whitespace and commas).
    rest: &'a str,
    /// Whether `rest` is of the lenient grammar.
    lenient: bool,
}

impl<'a> Operands<'a> {
    /// The operands of checked text.
    const fn new(rest: &'a str, lenient: bool) -> Self {
        Self { rest, lenient }
    }
}

impl<'a> Operands<'a> {
    /// Returns the operands not yet read, as written, without the `;` that
    /// ends the operation: empty for an operation without operands.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - id "a; b"; draw_claim;"#)?;
    /// assert_eq!(epd.operation("id").unwrap().as_str(), r#""a; b""#);
    /// assert_eq!(epd.operation("draw_claim").unwrap().as_str(), "");
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.rest
    }
}

impl<'a> Operands<'a> {
    /// Returns the first operand not yet read, without reading it: the
    /// operand [`next`](Iterator::next) returns, as a `const fn`.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - pv Kd2 Kd8;")?;
    /// let mut pv = epd.operation("pv").unwrap();
    /// let first = pv.first();
    /// assert_eq!(first.map(|operand| operand.as_str()), Some("Kd2"));
    /// assert_eq!(pv.next(), first);
    /// assert_eq!(pv.first().map(|operand| operand.as_str()), Some("Kd8"));
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn first(&self) -> Option<Operand<'a>> {
        match self.split() {
            Some((operand, _)) => Some(operand),
            None => None,
        }
    }

    /// The first operand and the operands after it.
    const fn split(&self) -> Option<(Operand<'a>, &'a str)> {
        let bytes = self.rest.as_bytes();
        let start = if self.lenient {
            lenient::separators(bytes, 0, bytes.len())
        } else {
            0
        };
        if start >= bytes.len() {
            return None;
        }
        let end = if bytes[start] == b'"' {
            string_end(bytes, start)
        } else if self.lenient {
            lenient::word_end(bytes, start, bytes.len())
        } else {
            let mut end = start;
            while end < bytes.len() && bytes[end] != b' ' {
                end += 1;
            }
            end
        };
        let text = slice(self.rest, start, end);
        let after = if self.lenient { end } else { end + 1 };
        Some((Operand { text }, slice(self.rest, after, bytes.len())))
    }
}

impl<'a> Iterator for Operands<'a> {
    type Item = Operand<'a>;

    fn next(&mut self) -> Option<Operand<'a>> {
        let Some((operand, rest)) = self.split() else {
            self.rest = "";
            return None;
        };
        self.rest = rest;
        Some(operand)
    }
}

impl FusedIterator for Operands<'_> {}

/// One operand of an EPD operation: a word (`Qg6`, `12`, `-0.35`) or a
/// string in quotes (`"WAC.001"`).
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - ce -35; c0 "a \"draw\"";"#)?;
/// let ce = epd.operand("ce").unwrap();
/// assert_eq!((ce.as_str(), ce.is_string()), ("-35", false));
/// assert_eq!(ce.as_str().parse::<i32>(), Ok(-35));
/// let c0 = epd.operand("c0").unwrap();
/// assert_eq!((c0.as_str(), c0.is_string()), (r#""a \"draw\"""#, true));
/// assert_eq!(c0.unescaped().to_string(), r#"a "draw""#);
/// # Ok::<(), pin_runtime::chess::EpdError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand<'a> {
    /// The operand as written, a string with its quotes.
    text: &'a str,
}

impl<'a> Operand<'a> {
    /// Returns the operand as written: a string with its quotes and
    /// escapes.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - id "K\\K";"#)?;
    /// let id = epd.operand("id").unwrap();
    /// assert_eq!(id.as_str(), r#""K\\K""#);
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// Returns whether the operand is a string in quotes.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - id "1"; acd 1;"#)?;
    /// let id = epd.operand("id").unwrap();
    /// let acd = epd.operand("acd").unwrap();
    /// assert_eq!((id.is_string(), acd.is_string()), (true, false));
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn is_string(&self) -> bool {
        matches!(self.text.as_bytes().first(), Some(b'"'))
    }

    /// Returns the operand's characters: a string without its quotes and
    /// with its escapes read (`\"` as `"`, `\\` as `\`, `\t`, `\r` and
    /// `\n` as a tab, a carriage return and a line feed), a word as it is.
    /// An iterator of `char`s that `Display` writes, so nothing is
    /// allocated.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - c0 "a\tb \"c\" d\\e";"#)?;
    /// let c0 = epd.operand("c0").unwrap();
    /// assert_eq!(c0.unescaped().to_string(), "a\tb \"c\" d\\e");
    /// assert!(c0.unescaped().eq("a\tb \"c\" d\\e".chars()));
    /// assert_eq!(c0.unescaped().count(), 11);
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub const fn unescaped(&self) -> Unescaped<'a> {
        let len = self.text.len();
        if self.is_string() && len >= 2 {
            Unescaped {
                rest: slice(self.text, 1, len - 1),
                escaped: true,
            }
        } else {
            Unescaped {
                rest: self.text,
                escaped: false,
            }
        }
    }
}

/// The characters of an [`Operand`], a string's without its quotes and
/// escapes: an iterator of `char`s, and written by `Display`; see
/// [`Operand::unescaped`].
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - id "\"quoted\"";"#)?;
/// let id = epd.operand("id").unwrap();
/// assert_eq!(format!("<{}>", id.unescaped()), r#"<"quoted">"#);
/// assert_eq!(id.unescaped().next(), Some('"'));
/// # Ok::<(), pin_runtime::chess::EpdError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Unescaped<'a> {
    /// The characters not yet read, escapes still written.
    rest: &'a str,
    /// Whether `\` starts an escape (in a string).
    escaped: bool,
}

/// The character an escape `\c` stands for.
const fn unescape(c: char) -> char {
    match c {
        't' => '\t',
        'r' => '\r',
        'n' => '\n',
        c => c,
    }
}

impl Iterator for Unescaped<'_> {
    type Item = char;

    fn next(&mut self) -> Option<char> {
        let mut chars = self.rest.chars();
        let c = match chars.next()? {
            '\\' if self.escaped => unescape(chars.next().unwrap_or('\\')),
            c => c,
        };
        self.rest = chars.as_str();
        Some(c)
    }
}

impl FusedIterator for Unescaped<'_> {}

impl fmt::Display for Unescaped<'_> {
    /// Writes the characters not yet read.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.escaped {
            return f.write_str(self.rest);
        }
        let mut rest = self.rest;
        while let Some(at) = rest.find('\\') {
            let (before, escape) = rest.split_at(at);
            f.write_str(before)?;
            let mut chars = escape.chars();
            chars.next();
            if let Some(c) = chars.next() {
                write!(f, "{}", unescape(c))?;
            }
            rest = chars.as_str();
        }
        f.write_str(rest)
    }
}

/// The index just past the string that opens at `bytes[at]` (checked
/// text: its `"` is closed, each `\` escapes one byte).
pub(super) const fn string_end(bytes: &[u8], mut at: usize) -> usize {
    at += 1;
    while at < bytes.len() {
        match bytes[at] {
            b'"' => return at + 1,
            b'\\' => at += 2,
            _ => at += 1,
        }
    }
    bytes.len()
}

/// `text[start..end]`, cut to the text's length, empty where that is not
/// a character boundary (not reached on checked text).
pub(super) const fn slice(text: &str, start: usize, end: usize) -> &str {
    let end = if end < text.len() { end } else { text.len() };
    let Some((head, _)) = text.split_at_checked(end) else {
        return "";
    };
    match head.split_at_checked(start) {
        Some((_, tail)) => tail,
        None => "",
    }
}
