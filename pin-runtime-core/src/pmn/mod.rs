//! PMN: a move as a string (`e2-e4`, `d1+f3`, `P*e5`, `e7-e8=Q`, `...`).

use core::fmt;

mod error;
mod read;
#[cfg(feature = "serde")]
mod serde_impl;

pub use error::{PmnError, PmnErrorKind};

use crate::attrs::Attrs;
use crate::letter::Ascii;
use crate::{Cell, Epin, State};

/// The longest PMN move, in bytes: `iv256IV~iv256IU=+K^'/+K^'`.
pub(crate) const MAX_LEN: usize = 25;

/// `a1a1` as a little-endian word: subtracted from a move's file, rank,
/// file and rank bytes, it leaves their indices.
const ORIGIN: u32 = u32::from_le_bytes(*b"a1a1");

/// Added to the indices, it sets the high bit of a file past `z` (25) or a
/// rank past `9` (8).
const SLACK: u32 = u32::from_le_bytes([0x80 - 26, 0x80 - 9, 0x80 - 26, 0x80 - 9]);

/// The high bit of each byte.
const HIGH: u32 = 0x8080_8080;

/// The form of each byte that is an operator between two squares.
const OPERATORS: [Option<PmnForm>; 256] = {
    let mut forms = [None; 256];
    forms[b'-' as usize] = Some(PmnForm::Move);
    forms[b'+' as usize] = Some(PmnForm::Capture);
    forms[b'~' as usize] = Some(PmnForm::Special);
    forms
};

/// Which of PMN's eight forms a [`Pmn`] move has: its operator.
///
/// ```
/// use pin_runtime::{Pmn, PmnForm};
///
/// assert_eq!(Pmn::parse("d1+f3")?.form(), PmnForm::Capture);
/// assert_eq!(Pmn::parse("+P*e5")?.form(), PmnForm::Drop);
/// # Ok::<(), pin_runtime::PmnError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PmnForm {
    /// `...`: the side to move passes.
    Pass,
    /// `e2-e4`: a piece moves to an empty square.
    Move,
    /// `d1+f3`: a piece takes what stands on a square and moves there.
    Capture,
    /// `e1~g1`: a move with effects the game's rules add (castling, en
    /// passant); only a game's bridge applies it.
    Special,
    /// `+e4`: a piece is taken; nothing moves.
    Static,
    /// `P*e5`: a piece from the mover's hand goes to an empty square.
    Drop,
    /// `P.e5`: a piece from the mover's hand takes what stands on a square
    /// and goes there.
    DropCapture,
    /// `e4=+P`: the piece on a square becomes another.
    Mutate,
}

impl PmnForm {
    /// Returns the operator: `...`, `-`, `+`, `~`, `+` (leading), `*`, `.`
    /// or `=`.
    ///
    /// ```
    /// use pin_runtime::PmnForm;
    ///
    /// assert_eq!(PmnForm::DropCapture.operator(), ".");
    /// ```
    #[must_use]
    pub const fn operator(self) -> &'static str {
        match self {
            Self::Pass => "...",
            Self::Move => "-",
            Self::Capture | Self::Static => "+",
            Self::Special => "~",
            Self::Drop => "*",
            Self::DropCapture => ".",
            Self::Mutate => "=",
        }
    }
}

/// A move in PMN (Portable Move Notation 1.0.0): the squares as CELL
/// coordinates, the pieces as EPIN tokens, the form by its operator. Plain
/// data in 15 bytes, `Copy`, hashable; a constant can be a `match` pattern,
/// and the literal `pmn!("e2-e4")` is one, checked at compile time.
///
/// ```text
/// pmn      ::= pass | move | capture | special | static | drop | dropcap | mutate
/// pass     ::= "..."
/// move     ::= cell "-" cell [ actor ]                  to an empty square
/// capture  ::= cell "+" cell [ actor ] [ captured ]     take what stands there, then move
/// special  ::= cell "~" cell [ actor ] [ captured ]     a move with effects the rules add
/// static   ::= "+" cell [ captured ]                    take a piece; nothing moves
/// drop     ::= [ epin ] "*" cell [ actor ]              from the mover's hand to an empty square
/// dropcap  ::= [ epin ] "." cell [ actor ] [ captured ] take, then drop there
/// mutate   ::= cell "=" epin                            the piece there becomes epin
/// actor    ::= "=" epin      the moved or dropped piece as it lands
/// captured ::= "/" epin      the taken piece as it enters a hand
/// ```
///
/// | part | read with |
/// |---|---|
/// | the operator | [`form`](Self::form) → [`PmnForm`] |
/// | the origin of `-`, `+`, `~` | [`from`](Self::from) → [`Cell`] |
/// | the square the move ends on, takes or changes | [`to`](Self::to) → [`Cell`] |
/// | the piece before `*` or `.` | [`piece`](Self::piece) → [`Epin`] |
/// | `=X`, and the token of a change in place (`e4=+P`) | [`actor`](Self::actor) → [`Epin`] |
/// | `/Y` | [`captured`](Self::captured) → [`Epin`] |
///
/// A suffix says what a move changes, so it is written only when the
/// identity it names changes; whether it does is for a position to say
/// ([`Position::apply`](crate::Position::apply)), not the grammar. Squares
/// of any board of 1 to 3 dimensions are read (`e4-e` parses; a position
/// refuses it). With the `serde` feature a move is serialized as its
/// string.
///
/// ```
/// use pin_runtime::{Cell, Epin, Pmn, PmnForm};
///
/// let promotion = Pmn::parse("b7+a8=Q/r")?;
/// assert_eq!(promotion.form(), PmnForm::Capture);
/// assert_eq!(promotion.from(), Some(Cell::parse("b7")?));
/// assert_eq!(promotion.to(), Some(Cell::parse("a8")?));
/// assert_eq!(promotion.actor(), Some(Epin::parse("Q")?));
/// assert_eq!(promotion.captured(), Some(Epin::parse("r")?));
/// assert_eq!(promotion.to_string(), "b7+a8=Q/r");
///
/// const CASTLE: Pmn = match Pmn::parse("e1~g1") {
///     Ok(pmn) => pmn,
///     Err(_) => panic!("not a PMN move"),
/// };
/// assert!(matches!(Pmn::parse("e1~g1")?, CASTLE));
///
/// let err = Pmn::parse("e2e4").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid PMN move \"e2e4\": expected an operator ('-', '+', '~' or '=') after the square e2, found 'e' at byte 2",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pmn {
    form: PmnForm,
    /// The origin of `-`, `+`, `~`, as its [`Cell::code`] in little-endian
    /// bytes (built from a move's bytes in a few instructions);
    /// [`Pmn::NOWHERE`]'s otherwise.
    from: [u8; 4],
    /// The square moved to, dropped on, taken or changed, as `from`;
    /// [`Pmn::NOWHERE`]'s for a pass.
    to: [u8; 4],
    /// A drop's piece, as its [`Epin::code`] in little-endian bytes; 0
    /// (no letter) for none. Plain bytes, so a move of the common shapes
    /// is built with a few wide stores.
    piece: [u8; 2],
    /// `=X`, or the token of a change in place, as `piece`.
    actor: [u8; 2],
    /// `/Y`, as `piece`.
    captured: [u8; 2],
}

impl Pmn {
    /// The longest move, in bytes: `iv256IV~iv256IU=+K^'/+K^'`. Longer
    /// input is refused before any byte is read.
    ///
    /// ```
    /// use pin_runtime::Pmn;
    ///
    /// let longest = "iv256IV~iv256IU=+K^'/+K^'";
    /// assert_eq!(longest.len(), Pmn::MAX_LEN);
    /// assert_eq!(Pmn::parse(longest)?.to_string(), longest);
    /// # Ok::<(), pin_runtime::PmnError>(())
    /// ```
    pub const MAX_LEN: usize = MAX_LEN;

    /// The pass, `...`: the side to move passes its turn.
    ///
    /// ```
    /// use pin_runtime::{Pmn, PmnForm};
    ///
    /// assert_eq!(Pmn::parse("...")?, Pmn::PASS);
    /// assert_eq!(Pmn::PASS.form(), PmnForm::Pass);
    /// assert_eq!(Pmn::PASS.to(), None);
    /// # Ok::<(), pin_runtime::PmnError>(())
    /// ```
    pub const PASS: Self = Self::from_parts(PmnForm::Pass, Self::NOWHERE, Self::NOWHERE);

    /// The square of the fields a form does not use, so that equal moves
    /// are equal values.
    pub(crate) const NOWHERE: Cell = Cell::new_1d(0);

    /// A move of `form` without pieces.
    pub(crate) const fn from_parts(form: PmnForm, from: Cell, to: Cell) -> Self {
        Self {
            form,
            from: from.code().to_le_bytes(),
            to: to.code().to_le_bytes(),
            piece: NONE,
            actor: NONE,
            captured: NONE,
        }
    }

    /// A move between two squares of form [`Move`](PmnForm::Move) (`-`),
    /// [`Capture`](PmnForm::Capture) (`+`) or [`Special`](PmnForm::Special)
    /// (`~`), without suffixes. Returns `None` for another form or when the
    /// squares are the same.
    ///
    /// ```
    /// use pin_runtime::{Cell, Pmn, PmnForm};
    ///
    /// let (e2, e4) = (Cell::parse("e2")?, Cell::parse("e4")?);
    /// assert_eq!(Pmn::new(PmnForm::Move, e2, e4).unwrap().to_string(), "e2-e4");
    /// assert_eq!(Pmn::new(PmnForm::Move, e2, e2), None);
    /// assert_eq!(Pmn::new(PmnForm::Drop, e2, e4), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn new(form: PmnForm, from: Cell, to: Cell) -> Option<Self> {
        match form {
            PmnForm::Move | PmnForm::Capture | PmnForm::Special if from.code() != to.code() => {
                Some(Self::from_parts(form, from, to))
            }
            _ => None,
        }
    }

    /// A static capture of the piece on `square` (`+e4`), without a
    /// captured piece.
    ///
    /// ```
    /// use pin_runtime::{Cell, Pmn};
    ///
    /// assert_eq!(Pmn::new_static(Cell::parse("e4")?).to_string(), "+e4");
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn new_static(square: Cell) -> Self {
        Self::from_parts(PmnForm::Static, Self::NOWHERE, square)
    }

    /// A drop of `piece` from the mover's hand on `to`: to an empty square
    /// (`P*e5`) or, with `capture`, taking what stands there (`P.e5`). The
    /// piece may be left out (`*e5`) where the rules infer it.
    ///
    /// ```
    /// use pin_runtime::{Cell, Epin, Pmn};
    ///
    /// let e5 = Cell::parse("e5")?;
    /// assert_eq!(Pmn::new_drop(Some(Epin::parse("P")?), e5, false).to_string(), "P*e5");
    /// assert_eq!(Pmn::new_drop(None, e5, true).to_string(), ".e5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn new_drop(piece: Option<Epin>, to: Cell, capture: bool) -> Self {
        let form = if capture {
            PmnForm::DropCapture
        } else {
            PmnForm::Drop
        };
        let mut pmn = Self::from_parts(form, Self::NOWHERE, to);
        pmn.piece = code_of(piece);
        pmn
    }

    /// A change in place: the piece on `square` becomes `piece` (`e4=+P`).
    ///
    /// ```
    /// use pin_runtime::{Cell, Epin, Pmn};
    ///
    /// let pmn = Pmn::new_mutate(Cell::parse("e4")?, Epin::parse("+P")?);
    /// assert_eq!(pmn.to_string(), "e4=+P");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn new_mutate(square: Cell, piece: Epin) -> Self {
        let mut pmn = Self::from_parts(PmnForm::Mutate, Self::NOWHERE, square);
        pmn.actor = code_of(Some(piece));
        pmn
    }

    /// Returns a copy with the actor suffix `=X` (or without it for
    /// `None`): the moved or dropped piece as it lands. Returns `None` for
    /// a form without an actor: a pass, a static capture, a change in
    /// place (whose token is not a suffix).
    ///
    /// ```
    /// use pin_runtime::{Epin, Pmn};
    ///
    /// let push = Pmn::parse("e7-e8")?;
    /// assert_eq!(push.with_actor(Some(Epin::parse("Q")?)).unwrap().to_string(), "e7-e8=Q");
    /// assert_eq!(Pmn::parse("+e4")?.with_actor(Some(Epin::parse("Q")?)), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_actor(mut self, actor: Option<Epin>) -> Option<Self> {
        match self.form {
            PmnForm::Pass | PmnForm::Static | PmnForm::Mutate => None,
            _ => {
                self.actor = code_of(actor);
                Some(self)
            }
        }
    }

    /// Returns a copy with the captured suffix `/Y` (or without it for
    /// `None`): the taken piece as it enters a hand. Returns `None` for a
    /// form that takes nothing: a pass, a move to an empty square, a drop
    /// to one, a change in place.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pmn};
    ///
    /// let take = Pmn::parse("d1+f3")?;
    /// assert_eq!(take.with_captured(Some(Epin::parse("P")?)).unwrap().to_string(), "d1+f3/P");
    /// assert_eq!(Pmn::parse("e2-e4")?.with_captured(Some(Epin::parse("P")?)), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_captured(mut self, captured: Option<Epin>) -> Option<Self> {
        match self.form {
            PmnForm::Capture | PmnForm::Special | PmnForm::Static | PmnForm::DropCapture => {
                self.captured = code_of(captured);
                Some(self)
            }
            _ => None,
        }
    }

    /// Reads a PMN move. The whole input is the move: nothing is trimmed,
    /// and parsing then writing gives the same bytes.
    ///
    /// The form is found first: `...` whole is a pass; a `*` or `.`
    /// anywhere makes a drop, and what precedes it is its piece; else a
    /// leading `+` is a static capture; else a square runs up to the
    /// operator.
    ///
    /// # Errors
    ///
    /// A [`PmnError`] naming the first mistake, its byte index, what was
    /// expected and what was found: for example `""`, over 25 bytes, a
    /// space or a byte that is not ASCII, a bad square (`e0-e4`, `E4-e5`,
    /// `iw1-a1`) or piece (`K+*e4`), `e2e4` (no operator), `e2-e2` (one
    /// square twice), `e2-e4/p` (`/` on a move to an empty square),
    /// `+e4=Q`, `d1+f3/p=Q` (`/` before `=`), `e7-e8=Q=R`.
    ///
    /// ```
    /// use pin_runtime::{Pmn, PmnErrorKind};
    ///
    /// const DROP: Pmn = match Pmn::parse("P*e5") {
    ///     Ok(pmn) => pmn,
    ///     Err(_) => panic!("not a PMN move"),
    /// };
    /// assert_eq!(DROP.to_string(), "P*e5");
    ///
    /// let err = Pmn::parse("e2-e2").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (PmnErrorKind::SameSquare, 3));
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured: with `#[inline]` the call stayed, and its result went through memory"
    )]
    #[inline(always)]
    pub const fn parse(input: &str) -> Result<Self, PmnError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Reads a PMN move from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// A [`PmnError`], as [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::Pmn;
    ///
    /// assert_eq!(Pmn::parse_bytes(b"g1-f3")?.to_string(), "g1-f3");
    /// # Ok::<(), pin_runtime::PmnError>(())
    /// ```
    #[allow(
        clippy::inline_always,
        reason = "measured: with `#[inline]` the call stayed, and its result went through memory"
    )]
    #[inline(always)]
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, PmnError> {
        // Most moves are between two squares of one-digit ranks, some with
        // a one-letter actor: read those at once.
        let actor = match input.len() {
            5 => None,
            7 if input[5] == b'=' => match Ascii::from_byte(input[6]) {
                Some(ascii) => Some(Epin::from_parts(
                    ascii,
                    Attrs::new(State::Normal, false, false),
                )),
                None => return Self::parse_slow(input),
            },
            _ => return Self::parse_slow(input),
        };
        // The bytes 0 to 3 and 1 to 4: the origin in the first's low half,
        // the destination in the second's high half, the operator between.
        let (Some(first), Some((_, rest))) = (input.first_chunk::<4>(), input.split_first()) else {
            return Self::parse_slow(input);
        };
        let Some(second) = rest.first_chunk::<4>() else {
            return Self::parse_slow(input);
        };
        let op = first[2];
        let Some(form) = OPERATORS[op as usize] else {
            return Self::parse_slow(input);
        };
        // Files `a`–`z` and ranks `1`–`9`, lane by lane: a byte below its
        // `a` or `1` sets its lane's high bit, and so does one past `z` or
        // `9` once the lane's slack is added (no lane carries into the
        // next unless its own high bit is set).
        let word = u32::from_le_bytes(*first) & 0xFFFF | u32::from_le_bytes(*second) & 0xFFFF_0000;
        let lanes = word.wrapping_sub(ORIGIN);
        let over = lanes.wrapping_add(SLACK);
        if (lanes | over) & HIGH == 0 && word & 0xFFFF != word >> 16 {
            // Cell codes: the file, the rank, no layer, two dimensions.
            let two = Cell::new_2d(0, 0).code();
            return Ok(Self {
                form,
                from: (lanes & 0xFFFF | two).to_le_bytes(),
                to: (lanes >> 16 | two).to_le_bytes(),
                piece: NONE,
                actor: code_of(actor),
                captured: NONE,
            });
        }
        Self::parse_slow(input)
    }

    /// Reads any move, and finds the mistake of any other input.
    #[cold]
    const fn parse_slow(input: &[u8]) -> Result<Self, PmnError> {
        match read::read(input) {
            Ok(pmn) => Ok(pmn),
            Err((kind, index, _)) => Err(PmnError::new(kind, index, input)),
        }
    }

    /// Returns the form: the operator.
    ///
    /// ```
    /// use pin_runtime::{Pmn, PmnForm};
    ///
    /// assert_eq!(Pmn::parse("e1~g1")?.form(), PmnForm::Special);
    /// # Ok::<(), pin_runtime::PmnError>(())
    /// ```
    #[must_use]
    pub const fn form(self) -> PmnForm {
        self.form
    }

    /// Returns the origin of a move between two squares (`-`, `+`, `~`),
    /// or `None` for the other forms.
    ///
    /// ```
    /// use pin_runtime::{Cell, Pmn};
    ///
    /// assert_eq!(Pmn::parse("g1-f3")?.from(), Some(Cell::parse("g1")?));
    /// assert_eq!(Pmn::parse("P*e5")?.from(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn from(self) -> Option<Cell> {
        match self.form {
            PmnForm::Move | PmnForm::Capture | PmnForm::Special => Some(cell(self.from)),
            _ => None,
        }
    }

    /// Returns the square the move ends on (moved to, dropped on), takes
    /// (`+e4`) or changes (`e4=+P`), or `None` for a pass.
    ///
    /// ```
    /// use pin_runtime::{Cell, Pmn};
    ///
    /// assert_eq!(Pmn::parse("g1-f3")?.to(), Some(Cell::parse("f3")?));
    /// assert_eq!(Pmn::parse("+e4")?.to(), Some(Cell::parse("e4")?));
    /// assert_eq!(Pmn::parse("...")?.to(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to(self) -> Option<Cell> {
        match self.form {
            PmnForm::Pass => None,
            _ => Some(cell(self.to)),
        }
    }

    /// Returns a drop's piece, the token before `*` or `.`, or `None` when
    /// it is left out (`*e5`) or the move is no drop.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pmn};
    ///
    /// assert_eq!(Pmn::parse("+P*e5")?.piece(), Some(Epin::parse("+P")?));
    /// assert_eq!(Pmn::parse("*e5")?.piece(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn piece(self) -> Option<Epin> {
        piece_of(self.piece)
    }

    /// Returns the actor: the `=X` suffix, the moved or dropped piece as it
    /// lands, or the token a change in place gives (`e4=+P`); `None` when
    /// there is none.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pmn};
    ///
    /// assert_eq!(Pmn::parse("e7-e8=Q")?.actor(), Some(Epin::parse("Q")?));
    /// assert_eq!(Pmn::parse("e4=+P")?.actor(), Some(Epin::parse("+P")?));
    /// assert_eq!(Pmn::parse("e2-e4")?.actor(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn actor(self) -> Option<Epin> {
        piece_of(self.actor)
    }

    /// Returns the captured suffix `/Y`: the taken piece as it enters a
    /// hand; `None` when there is none.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pmn};
    ///
    /// assert_eq!(Pmn::parse("d1+f3/P")?.captured(), Some(Epin::parse("P")?));
    /// assert_eq!(Pmn::parse("d1+f3")?.captured(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn captured(self) -> Option<Epin> {
        piece_of(self.captured)
    }

    /// Returns `true` for a drop, to an empty square (`*`) or taking
    /// (`.`).
    ///
    /// ```
    /// use pin_runtime::Pmn;
    ///
    /// assert!(Pmn::parse("P.e5")?.is_drop());
    /// assert!(!Pmn::parse("e2-e4")?.is_drop());
    /// # Ok::<(), pin_runtime::PmnError>(())
    /// ```
    #[must_use]
    pub const fn is_drop(self) -> bool {
        matches!(self.form, PmnForm::Drop | PmnForm::DropCapture)
    }

    /// Returns `true` for a form that takes a piece: `+` between two
    /// squares, a static capture, a drop with `.`. (`~` may or may not:
    /// the rules say.)
    ///
    /// ```
    /// use pin_runtime::Pmn;
    ///
    /// assert!(Pmn::parse("+e4")?.is_capture());
    /// assert!(!Pmn::parse("e1~g1")?.is_capture());
    /// # Ok::<(), pin_runtime::PmnError>(())
    /// ```
    #[must_use]
    pub const fn is_capture(self) -> bool {
        matches!(
            self.form,
            PmnForm::Capture | PmnForm::Static | PmnForm::DropCapture
        )
    }

    /// Writes the move into a buffer, returning it and its length.
    pub(crate) const fn to_bytes(self) -> ([u8; MAX_LEN], usize) {
        let mut out = [0; MAX_LEN];
        let mut len = 0;
        match self.form {
            PmnForm::Pass => {
                out[0] = b'.';
                out[1] = b'.';
                out[2] = b'.';
                return (out, 3);
            }
            PmnForm::Move | PmnForm::Capture | PmnForm::Special => {
                len = push_cell(&mut out, len, cell(self.from));
                out[len] = self.form.operator().as_bytes()[0];
                len = push_cell(&mut out, len + 1, cell(self.to));
            }
            PmnForm::Static => {
                out[0] = b'+';
                len = push_cell(&mut out, 1, cell(self.to));
            }
            PmnForm::Drop | PmnForm::DropCapture => {
                if let Some(piece) = self.piece() {
                    len = push_piece(&mut out, 0, piece);
                }
                out[len] = self.form.operator().as_bytes()[0];
                len = push_cell(&mut out, len + 1, cell(self.to));
            }
            PmnForm::Mutate => {
                len = push_cell(&mut out, 0, cell(self.to));
                out[len] = b'=';
                if let Some(piece) = self.actor() {
                    len = push_piece(&mut out, len + 1, piece);
                }
                return (out, len);
            }
        }
        if let Some(actor) = self.actor() {
            out[len] = b'=';
            len = push_piece(&mut out, len + 1, actor);
        }
        if let Some(captured) = self.captured() {
            out[len] = b'/';
            len = push_piece(&mut out, len + 1, captured);
        }
        (out, len)
    }
}

/// No piece, in a [`Pmn`]'s bytes.
const NONE: [u8; 2] = [0; 2];

/// The bytes a [`Pmn`] keeps of a piece.
#[inline]
const fn code_of(piece: Option<Epin>) -> [u8; 2] {
    match piece {
        Some(piece) => piece.code().to_le_bytes(),
        None => NONE,
    }
}

/// The piece of the bytes a [`Pmn`] keeps.
#[inline]
const fn piece_of(code: [u8; 2]) -> Option<Epin> {
    Epin::from_code(u16::from_le_bytes(code))
}

/// The cell of a code a [`Pmn`] keeps.
#[inline]
const fn cell(code: [u8; 4]) -> Cell {
    match Cell::from_code(u32::from_le_bytes(code)) {
        Some(cell) => cell,
        None => Pmn::NOWHERE,
    }
}

/// Writes a cell at `at`; returns the index past it.
const fn push_cell(out: &mut [u8; MAX_LEN], at: usize, cell: Cell) -> usize {
    let (bytes, len) = cell.to_bytes();
    let mut i = 0;
    while i < len {
        out[at + i] = bytes[i];
        i += 1;
    }
    at + len
}

/// Writes a piece at `at`; returns the index past it.
const fn push_piece(out: &mut [u8; MAX_LEN], at: usize, piece: Epin) -> usize {
    let token = piece.encode();
    let bytes = token.as_str().as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        out[at + i] = bytes[i];
        i += 1;
    }
    at + bytes.len()
}

impl fmt::Display for Pmn {
    /// Writes the move (`e7-e8=Q`), honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (bytes, len) = self.to_bytes();
        let text = bytes.get(..len).unwrap_or_default();
        // Only visible ASCII is written.
        f.pad(core::str::from_utf8(text).unwrap_or_default())
    }
}

impl fmt::Debug for Pmn {
    /// Writes `Pmn("e2-e4")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pmn(\"{self}\")")
    }
}

impl core::str::FromStr for Pmn {
    type Err = PmnError;

    fn from_str(s: &str) -> Result<Self, PmnError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Pmn {
    type Error = PmnError;

    fn try_from(s: &str) -> Result<Self, PmnError> {
        Self::parse(s)
    }
}
