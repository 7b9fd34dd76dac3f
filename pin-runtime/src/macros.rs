//! Every literal checked at compile time: `pin!`, `epin!`, `sin!` and
//! `qpi!` (one token each), `cell!` (a square), `pins!` and `epins!` (an
//! array of tokens), `board!` (a FEEN placement), `feen!` (a whole
//! position), and the bridges' `chess::fen!`, `shogi::sfen!` and
//! `xiangqi::fen!`.
//!
//! The token macros and `cell!` hand their argument to a procedural macro
//! of `pin-runtime-macros`, which checks it and returns only the value's
//! integer code (such as [`Pin::code`](crate::Pin::code)), and turn the code
//! into a constant through an associated constant of a const-generic type.
//! That path is a constant expression *and* a pattern, so the expansion
//! works in `const`, `static`, array repeats and `match` arms. `pins!` and
//! `epins!` write one `pin!` or `epin!` per literal. `board!` and `feen!`
//! have the procedural macro check the literal and find its shape, then
//! read it with the runtime's own `const` reader. The bridges' macros have
//! the procedural macro check the literal and pack its bytes into integers,
//! the const arguments of a type, whose associated constant the runtime's
//! `const` reader computes from the bytes (a constant expression and a
//! pattern again). Every item is named
//! through `$crate`, and each macro answers an empty call itself (`pins!`
//! and `epins!` a malformed list), so an error names only the macro the
//! user called.

/// A [`Pin`](crate::Pin) constant from a PIN token, checked at compile time.
///
/// The argument is exactly one string literal (raw strings and escapes are
/// read by value: `pin!(r"K")` and `pin!("\x4B")` are `K`). The expansion is
/// a constant, usable wherever a constant is: `const` and `static` items,
/// tables, `let`, and `match` patterns, or-patterns included.
///
/// ```
/// use pin_runtime::{pin, Pin};
///
/// const KING: Pin = pin!("K^");
/// static BACK_RANK: [Pin; 8] = [
///     pin!("R"), pin!("N"), pin!("B"), pin!("Q"), pin!("K^"), pin!("B"), pin!("N"), pin!("R"),
/// ];
/// const PAWNS: [Pin; 8] = [pin!("P"); 8];
///
/// fn value(piece: Pin) -> i32 {
///     match piece {
///         pin!("P") | pin!("p") => 100,
///         pin!("+P") | pin!("+p") => 600,
///         _ => 0,
///     }
/// }
///
/// assert!(KING.is_terminal());
/// assert_eq!(BACK_RANK[4], KING);
/// assert_eq!(value(PAWNS[0]), 100);
/// assert_eq!(value(pin!("+p")), 600);
/// ```
///
/// A token that is not PIN fails the build with one error on the literal,
/// in the words of [`ParseError`](crate::ParseError), and a fix where one
/// exists. (Where [`Pin::parse`](crate::Pin::parse) rejects a token longer
/// than any by its length alone, the macro names the first byte that cannot
/// belong to it.)
///
/// ```compile_fail
/// use pin_runtime::{pin, Pin};
///
/// // error: invalid PIN token "K+": expected '^' or end of token after the
/// //        letter 'K', found '+' at byte 1
/// //   help: the state modifier comes before the letter: pin!("+K")
/// const KING: Pin = pin!("K+");
/// ```
///
/// Macros and constants are not evaluated: the argument must be the literal
/// itself.
///
/// ```compile_fail
/// use pin_runtime::pin;
///
/// const TOKEN: &str = "K";
/// let king = pin!(TOKEN);
/// ```
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! pin {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("pin! takes one string literal such as pin!(\"K^\"), found no argument")
    };
    ($($argument:tt)*) => {
        $crate::__private::PinLit::<{ $crate::__private::pin_code!($($argument)*) }>::VALUE
    };
}

/// An [`Epin`](crate::Epin) constant from an EPIN token, checked at compile
/// time.
///
/// It accepts and expands as [`pin!`](crate::pin!) does, for the EPIN
/// grammar: a PIN token with an optional trailing `'`.
///
/// ```
/// use pin_runtime::{epin, Epin};
///
/// const SILVER: Epin = epin!("S'");
/// const START: [[Option<Epin>; 3]; 2] = [
///     [Some(epin!("l")), None, Some(epin!("k^"))],
///     [Some(epin!("P'")), Some(epin!("+B")), None],
/// ];
///
/// fn style(piece: Epin) -> &'static str {
///     match piece {
///         epin!("S'") | epin!("s'") => "derived silver",
///         epin!("S") | epin!("s") => "native silver",
///         _ => "other",
///     }
/// }
///
/// assert!(SILVER.is_derived());
/// assert_eq!(style(SILVER), "derived silver");
/// assert_eq!(START[0][2].map(|p| p.to_string()).as_deref(), Some("k^"));
/// ```
///
/// The derivation marker comes last:
///
/// ```compile_fail
/// use pin_runtime::epin;
///
/// // error: invalid EPIN token "K'^": expected end of token after the
/// //        derivation marker '\'', found '^' at byte 2
/// //   help: the derivation marker ' comes last, after '^': epin!("K^'")
/// let king = epin!("K'^");
/// ```
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! epin {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("epin! takes one string literal such as epin!(\"S'\"), found no argument")
    };
    ($($argument:tt)*) => {
        $crate::__private::EpinLit::<{ $crate::__private::epin_code!($($argument)*) }>::VALUE
    };
}

/// A [`Sin`](crate::Sin) constant from a SIN token (one letter), checked at
/// compile time.
///
/// ```
/// use pin_runtime::{sin, Side, Sin};
///
/// const CHESS: Sin = sin!("W");
/// assert_eq!(CHESS.side(), Side::First);
/// assert_eq!(sin!("j").side(), Side::Second);
/// ```
///
/// ```compile_fail
/// // error: invalid SIN token "W'": expected 1 byte, found 2 bytes
/// let style = pin_runtime::sin!("W'");
/// ```
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! sin {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("sin! takes one string literal such as sin!(\"W\"), found no argument")
    };
    ($($argument:tt)*) => {
        $crate::__private::SinLit::<{ $crate::__private::sin_code!($($argument)*) }>::VALUE
    };
}

/// A [`Qpi`](crate::Qpi) constant from a QPI token (`W:K^`), checked at
/// compile time: the colon must be there and both letters in the same case.
///
/// ```
/// use pin_runtime::{qpi, Qpi};
///
/// const KING: Qpi = qpi!("W:K^");
/// match KING {
///     qpi!("W:K^") | qpi!("w:k^") => {}
///     _ => unreachable!(),
/// }
/// ```
///
/// ```compile_fail
/// // error: invalid QPI token "W:k": expected an uppercase piece letter, like
/// //        the style letter 'W', found 'k' at byte 2
/// let king = pin_runtime::qpi!("W:k");
/// ```
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! qpi {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("qpi! takes one string literal such as qpi!(\"W:K^\"), found no argument")
    };
    ($($argument:tt)*) => {
        $crate::__private::QpiLit::<{ $crate::__private::qpi_code!($($argument)*) }>::VALUE
    };
}

/// A [`Cell`](crate::Cell) constant from a CELL coordinate (`e4`, `a1A`),
/// checked at compile time.
///
/// It accepts and expands as [`pin!`](crate::pin!) does: one string
/// literal, a constant usable in `const`, `static`, tables and `match`
/// patterns.
///
/// ```
/// use pin_runtime::{cell, Cell};
///
/// const E1: Cell = cell!("e1");
/// const CASTLING: [Cell; 2] = [cell!("g1"), cell!("c1")];
///
/// fn is_centre(square: Cell) -> bool {
///     matches!(square, cell!("d4") | cell!("e4") | cell!("d5") | cell!("e5"))
/// }
///
/// assert_eq!(E1, Cell::parse("e1")?);
/// assert_eq!(CASTLING[0].file(), 6);
/// assert!(is_centre(cell!("e4")) && !is_centre(E1));
/// # Ok::<(), pin_runtime::CellError>(())
/// ```
///
/// A coordinate that is not CELL fails the build with one error on the
/// literal, in the words of [`CellError`](crate::CellError), and a fix
/// where one exists.
///
/// ```compile_fail
/// // error: invalid CELL coordinate "E4": expected a file letter (a-z),
/// //        found 'E' at byte 0
/// //   help: files are lowercase, ranks decimal from 1, layers uppercase: cell!("e4")
/// let square = pin_runtime::cell!("E4");
/// ```
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! cell {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("cell! takes one string literal such as cell!(\"e4\"), found no argument")
    };
    ($($argument:tt)*) => {
        $crate::__private::CellLit::<{ $crate::__private::cell_code!($($argument)*) }>::VALUE
    };
}

/// A whole board from a FEEN piece placement, checked at compile time: a
/// [`Board<R, F>`](crate::Board) (`[[Option<Epin>; F]; R]`), or a
/// [`Board3<L, R, F>`](crate::Board3) for a 3-D placement.
///
/// Ranks are separated by `/` and written in order (the first rank written
/// is `board[0]`); each is a run of EPIN tokens and counts of empty squares.
/// The layers of a 3-D board are separated by `//`. A placement without `/`
/// is a 1-D board, one rank (`Board<1, N>`). The board's shape comes from the
/// literal, so a board of the wrong shape is a type error; every rank must be
/// as wide as the first.
///
/// ```
/// use pin_runtime::{board, epin, Board, Board3};
///
/// const CHESS: Board<8, 8> = board!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR");
/// const SHOGI: Board<9, 9> =
///     board!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL");
/// const CUBE: Board3<2, 2, 2> = board!("ab/cd//AB/CD");
///
/// assert_eq!(CHESS[7][4], Some(epin!("K^")));
/// assert_eq!(SHOGI[1][1], Some(epin!("r")));
/// assert_eq!(SHOGI[4], [None; 9]);
/// assert_eq!(CUBE[1][1][0], Some(epin!("C")));
/// ```
///
/// To name the constant without writing its type, declare it inside the
/// macro; the type comes from the literal:
///
/// ```
/// pin_runtime::board! {
///     /// Xiangqi's start.
///     pub const XIANGQI = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR";
/// }
/// let _: pin_runtime::Board<10, 9> = XIANGQI;
/// ```
///
/// A mistake is one error on the literal, naming the square by its CELL
/// name where there is one:
///
/// ```compile_fail
/// // error: invalid FEEN placement at byte 17: expected 8 squares in rank 7, as in rank 8, found 7
/// let board = pin_runtime::board!("rnbqk^bnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR");
/// ```
///
/// ```compile_fail
/// // error: invalid FEEN placement at d1 (byte 39): invalid EPIN token "?": …
/// let board = pin_runtime::board!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNB?K^BNR");
/// ```
///
/// ```compile_fail
/// // the shape comes from the literal: two ranks are not eight
/// const BOARD: pin_runtime::Board<8, 8> = pin_runtime::board!("8/8");
/// ```
///
/// Tokens are read longest first and a state modifier belongs to the
/// letter after it, so a `+` or `-` in the wrong place can still read as a
/// valid board, of other pieces: `board!("rnbqK+bnr")` is `K` then `+b`, an
/// enhanced bishop, not a typo the macro can see. Check such ranks against
/// the grammar: `+` and `-` come before the letter they modify, or type the
/// board by the engine's own pieces, below.
///
/// # Typed by an engine's pieces
///
/// With the `derive` feature, an enum deriving
/// [`Pieces`][derive] before the literal gives a board of its
/// variants, a [`BoardOf`](crate::BoardOf) (or a
/// [`Board3Of`](crate::Board3Of) for a 3-D placement); a piece that no
/// variant maps fails the build, on the literal, naming its square by CELL
/// coordinate.
///
#[cfg_attr(feature = "derive", doc = "```")]
#[cfg_attr(not(feature = "derive"), doc = "```ignore")]
/// use pin_runtime::{board, BoardOf, Pieces};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
///     #[pin("B")] WhiteBishop,
/// }
///
/// const ENDGAME: BoardOf<Piece, 2, 4> = board!(Piece, "k^3/1BK^1");
/// assert_eq!(ENDGAME[1][2], Some(Piece::WhiteKing));
/// ```
///
#[cfg_attr(feature = "derive", doc = "```compile_fail")]
#[cfg_attr(not(feature = "derive"), doc = "```ignore")]
/// # use pin_runtime::{board, BoardOf, Pieces};
/// # #[derive(Clone, Copy, Pieces)]
/// # enum Piece { #[pin("K^")] WhiteKing, #[pin("k^")] BlackKing, #[pin("B")] WhiteBishop }
/// // error: evaluation panicked: expected a piece that a variant of Piece
/// //        maps, found "K" at c1
/// const TYPO: BoardOf<Piece, 2, 4> = board!(Piece, "k^3/1BK+B");
/// ```
#[cfg_attr(feature = "derive", doc = "[derive]: macro@crate::Pieces")]
#[cfg_attr(not(feature = "derive"), doc = "[derive]: crate#features")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! board {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("board! takes one string literal such as board!(\"rk^/2/KR\"), found no argument")
    };
    ($($(#[$attribute:meta])* $visibility:vis const $name:ident = $value:expr;)+) => {
        $($crate::__private::board_item! {
            $crate, [$(#[$attribute])*] [$visibility] $name, $value
        })+
    };
    ($($argument:tt)*) => {
        $crate::__private::board_value!($crate, $($argument)*)
    };
}

/// A whole [`Position`](crate::Position) from a FEEN string, checked at
/// compile time: board, hands, styles and side to move.
///
/// The board's type has the literal's shape: `Position<Board<8, 8>>` for
/// chess, `Position<Board<9, 9>>` for shogi, `Position<Board3<…>>` for a 3-D
/// board, `Position<Board<1, N>>` for a 1-D one. Positions of the same shape
/// have the same type, whatever their hands hold. The value is a constant,
/// usable in `const`, `static` and `let`.
///
/// ```
/// use pin_runtime::{cell, epin, feen, sin, Board, Position, Side};
///
/// type Shogi = Position<Board<9, 9>>;
///
/// const START: Shogi = feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j");
/// static LATER: Shogi =
///     feen!("ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S");
///
/// assert_eq!(START.turn(), Side::First);
/// assert_eq!(LATER.hand(Side::First).count(epin!("P")), 2);
/// assert_eq!(LATER.active(), sin!("s"));
/// assert_eq!(LATER.get(cell!("e1")), Some(Some(epin!("K^"))));
/// ```
///
/// To name a constant without writing its type, declare it inside the
/// macro; the type comes from the literal:
///
/// ```
/// pin_runtime::feen! {
///     /// Chess, with the first player to move.
///     pub const CHESS = "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w";
///     /// A tsume-shogi problem: the attacker holds a gold.
///     const TSUME = "7k^1/9/7PP/9/9/9/9/9/9 G/ J/j";
/// }
/// let _: pin_runtime::Position<pin_runtime::Board<8, 8>> = CHESS;
/// assert_eq!(TSUME.hand(pin_runtime::Side::First).total(), 1);
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`FeenError`](crate::FeenError), with a fix where one exists:
///
/// ```compile_fail
/// // error: invalid FEEN position at byte 5 (hands): expected hand items in
/// //        canonical order, found 2S after P
/// //   help: write each piece once with its count, most numerous first, …: "2SP"
/// let position = pin_runtime::feen!("8/8 P2S/ W/w");
/// ```
///
/// A position in the notation of a bridge (chess FEN, SFEN, xiangqi FEN)
/// is named as such, with the macro that reads it and the exact FEEN it
/// converts to:
///
/// ```compile_fail
/// // error: invalid FEEN position at byte 44: expected the three fields of FEEN (placement,
/// //        hands, style-turn), found a chess FEN (…), which chess::Fen::parse reads
/// //   help: chess::fen! reads a chess FEN (a constant chess::Fen); this position in FEEN:
/// //         feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w")
/// let chess = pin_runtime::feen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
///
/// ```compile_fail
/// // error: … found an SFEN (side to move, hands, move number), which shogi::Sfen::parse reads
/// //   help: shogi::sfen! reads an SFEN (a constant shogi::Sfen); this position in FEEN:
/// //         feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / j/J")
/// let shogi = pin_runtime::feen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
/// ```
///
/// # Typed by an engine's pieces
///
/// With the `derive` feature, an enum deriving
/// [`Pieces`][derive] before the literal gives a
/// [`TypedPosition`](crate::TypedPosition) of its variants: a piece that no
/// variant maps fails the build, on the literal, naming its square by CELL
/// coordinate or the hand that holds it. A typo that is still valid FEEN is
/// caught this way.
///
#[cfg_attr(feature = "derive", doc = "```")]
#[cfg_attr(not(feature = "derive"), doc = "```ignore")]
/// use pin_runtime::{feen, BoardOf, Pieces, Side, TypedPosition};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] SenteKing,
///     #[pin("k^")] GoteKing,
///     #[pin("G")] SenteGold,
///     #[pin("P")] SentePawn,
/// }
///
/// const TSUME: TypedPosition<BoardOf<Piece, 9, 9>> = feen!(Piece, "7k^1/9/7PP/9/9/9/9/9/9 G/ J/j");
/// assert_eq!(TSUME.hand(Side::First).count(Piece::SenteGold), 1);
/// assert_eq!(TSUME.board()[2][8], Some(Piece::SentePawn));
/// ```
///
#[cfg_attr(feature = "derive", doc = "```compile_fail")]
#[cfg_attr(not(feature = "derive"), doc = "```ignore")]
/// # use pin_runtime::{feen, Pieces};
/// # #[derive(Clone, Copy, Pieces)]
/// # enum Piece { #[pin("K^")] SenteKing, #[pin("k^")] GoteKing, #[pin("G")] SenteGold, #[pin("P")] SentePawn }
/// // error: evaluation panicked: expected a piece that a variant of Piece
/// //        maps, found "S" in the first player's hand
/// let tsume = feen!(Piece, "7k^1/9/7PP/9/9/9/9/9/9 S/ J/j");
/// ```
#[cfg_attr(feature = "derive", doc = "[derive]: macro@crate::Pieces")]
#[cfg_attr(not(feature = "derive"), doc = "[derive]: crate#features")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! feen {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("feen! takes one string literal such as feen!(\"k^2/3/2K^ / W/w\"), found no argument")
    };
    ($($(#[$attribute:meta])* $visibility:vis const $name:ident = $value:expr;)+) => {
        $($crate::__private::feen_item! {
            $crate, [$(#[$attribute])*] [$visibility] $name, $value
        })+
    };
    ($($argument:tt)*) => {
        $crate::__private::feen_value!($crate, $($argument)*)
    };
}

/// An array of [`Pin`](crate::Pin) constants, one [`pin!`](crate::pin!) per
/// literal.
///
/// ```
/// use pin_runtime::{pin, pins, Pin};
///
/// const BACK_RANK: [Pin; 8] = pins!["R", "N", "B", "Q", "K^", "B", "N", "R"];
/// assert_eq!(BACK_RANK[4], pin!("K^"));
/// ```
///
/// A mistake is one error on the literal, in the words of [`pin!`](crate::pin!),
/// with a fix written for `pins!`:
///
/// ```compile_fail
/// // error: invalid PIN token "Q+": expected '^' or end of token after the
/// //        letter 'Q', found '+' at byte 1
/// //   help: the state modifier comes before the letter: pins![…, "+Q", …]
/// const RANK: [pin_runtime::Pin; 3] = pin_runtime::pins!["R", "N", "Q+"];
/// ```
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! pins {
    ($($token:expr),* $(,)?) => {
        [$($crate::__private::PinLit::<{ $crate::__private::pins_code!($token) }>::VALUE),*]
    };
    // Anything else is answered here, so the error names only the macro the
    // user called.
    ($($other:tt)*) => {
        ::core::compile_error!(::core::concat!(
            "pins! takes string literals separated by commas, such as pins![\"R\", \"K^\"], found `",
            ::core::stringify!($($other)*),
            "`",
        ))
    };
}

/// An array of [`Epin`](crate::Epin) constants, one [`epin!`](crate::epin!)
/// per literal.
///
/// ```
/// use pin_runtime::{epin, epins, Epin};
///
/// const HAND: [Epin; 3] = epins!["P", "S'", "+b"];
/// assert_eq!(HAND[1], epin!("S'"));
/// ```
///
/// ```compile_fail
/// // error: epins! takes string literals separated by commas, such as
/// //        epins!["R", "S'"], found `HAND`: macros, constants and
/// //        expressions are not evaluated; write the string literal itself
/// const HAND: &str = "P";
/// const PIECES: [pin_runtime::Epin; 1] = pin_runtime::epins![HAND];
/// ```
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! epins {
    ($($token:expr),* $(,)?) => {
        [$($crate::__private::EpinLit::<{ $crate::__private::epins_code!($token) }>::VALUE),*]
    };
    // Anything else is answered here, so the error names only the macro the
    // user called.
    ($($other:tt)*) => {
        ::core::compile_error!(::core::concat!(
            "epins! takes string literals separated by commas, such as epins![\"R\", \"K^\"], found `",
            ::core::stringify!($($other)*),
            "`",
        ))
    };
}

/// A [`shogi::Sfen`](crate::shogi::Sfen) constant from an SFEN literal,
/// checked at compile time.
///
/// The literal is read as [`Sfen::parse`](crate::shogi::Sfen::parse) reads
/// it, the move number optional. The expansion is a constant, usable in
/// `const` and `static` items, `let`, and `match` patterns.
///
/// ```
/// use pin_runtime::shogi::{self, sfen, Sfen};
/// use pin_runtime::{epin, Side};
///
/// const START: Sfen = sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
/// static TSUME: Sfen = sfen!("7k1/9/7PP/9/9/9/9/9/9 b G");
///
/// assert_eq!(*START.position(), shogi::START);
/// assert_eq!(START.move_number(), Some(1));
/// assert_eq!(TSUME.position().hand(Side::First).count(epin!("G")), 1);
/// assert_eq!(TSUME.move_number(), None);
///
/// fn name(position: Sfen) -> &'static str {
///     match position {
///         sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1") => "start",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(START), "start");
/// assert_eq!(name(TSUME), "other");
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`SfenError`](crate::shogi::SfenError), with a fix where one exists:
///
/// ```compile_fail
/// // error: invalid SFEN at byte 62 (hands): expected a piece in hand (R B G S N L P,
/// //        lowercase for gote), found '+': a piece in hand is never promoted
/// //   help: a captured piece is held unpromoted: shogi::sfen!("… b 2Pb 1")
/// let sfen = pin_runtime::shogi::sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2P+b 1");
/// ```
///
/// ```compile_fail
/// // error: invalid SFEN at byte 53 (side to move): …, found 'B'
/// //   help: the side to move is lowercase: 'b' (sente, first) or 'w' (gote, second): …
/// let sfen = pin_runtime::shogi::sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL B - 1");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "shogi")]
#[doc(hidden)]
#[macro_export]
macro_rules! __shogi_sfen {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "shogi::sfen! takes one string literal such as shogi::sfen!(\"4k4/9/9/9/9/9/9/9/4K4 b - 1\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::SfenLit::<$crate::__private::sfen_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`xiangqi::Fen`](crate::xiangqi::Fen) constant from a xiangqi FEN
/// literal, checked at compile time.
///
/// The literal is read as [`Fen::parse`](crate::xiangqi::Fen::parse) reads
/// it: UCCI or WXF letters, the clocks optional. The expansion is a
/// constant, usable in `const` and `static` items, `let`, and `match`
/// patterns.
///
/// ```
/// use pin_runtime::xiangqi::{self, fen, Fen};
/// use pin_runtime::{cell, epin, Side};
///
/// const START: Fen = fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
/// static CANNON_OPENING: Fen =
///     fen!("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAKAEHR b - -");
///
/// assert_eq!(*START.position(), xiangqi::START);
/// assert_eq!(START.fullmove_number(), Some(1));
/// assert_eq!(CANNON_OPENING.position().turn(), Side::Second);
/// assert_eq!(CANNON_OPENING.position().get(cell!("e3")), Some(Some(epin!("C"))));
/// assert_eq!(CANNON_OPENING.fullmove_number(), None);
///
/// fn name(position: Fen) -> &'static str {
///     match position {
///         fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") => "start",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(START), "start");
/// assert_eq!(name(CANNON_OPENING), "other");
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`xiangqi::FenError`](crate::xiangqi::FenError), with a fix where one
/// exists:
///
/// ```compile_fail
/// // error: invalid xiangqi FEN at byte 61 (castling): expected ' ' and the castling
/// //        field ('-' in xiangqi), found end of input
/// //   help: xiangqi FEN writes '-' and '-' after the side to move, …: xiangqi::fen!("… w - -")
/// let fen = pin_runtime::xiangqi::fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
/// ```
///
/// ```compile_fail
/// // error: invalid xiangqi FEN board at … : … found 'H' … after UCCI's 'N' …
/// //   help: write the board in one letter set: UCCI's N and B, as it starts: …
/// let fen = pin_runtime::xiangqi::fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - -");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "xiangqi")]
#[doc(hidden)]
#[macro_export]
macro_rules! __xiangqi_fen {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "xiangqi::fen! takes one string literal such as xiangqi::fen!(\"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::XiangqiFenLit::<$crate::__private::xiangqi_fen_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`makruk::Fen`](crate::makruk::Fen) constant from a makruk FEN
/// literal, checked at compile time.
///
/// The literal is read as [`Fen::parse`](crate::makruk::Fen::parse) reads
/// it: the six fields Fairy-Stockfish writes, a promoted met as `M~`. The
/// expansion is a constant, usable in `const` and `static` items, `let`,
/// and `match` patterns.
///
/// ```
/// use pin_runtime::makruk::{self, fen, Fen};
/// use pin_runtime::{cell, epin, Side};
///
/// const START: Fen = fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
/// static COUNTING: Fen = fen!("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1");
///
/// assert_eq!(*START.position(), makruk::START);
/// assert_eq!(COUNTING.position().turn(), Side::Second);
/// assert_eq!(COUNTING.position().get(cell!("g6")), Some(Some(epin!("+M"))));
/// assert_eq!(COUNTING.counting_limit(), Some(88));
///
/// fn name(position: Fen) -> &'static str {
///     match position {
///         fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1") => "start",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(START), "start");
/// assert_eq!(name(COUNTING), "other");
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`makruk::FenError`](crate::makruk::FenError), with a fix where one
/// exists:
///
/// ```compile_fail
/// // error: invalid makruk FEN at byte 46 (flags): expected '-' (makruk has no castling; …
/// //   help: makruk has no castling, so the flags are '-' …: makruk::fen!("… w - - 0 1")
/// let fen = pin_runtime::makruk::fen!("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "makruk")]
#[doc(hidden)]
#[macro_export]
macro_rules! __makruk_fen {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "makruk::fen! takes one string literal such as makruk::fen!(\"4k3/8/8/8/8/8/8/3K4 w - - 0 1\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::MakrukFenLit::<$crate::__private::makruk_fen_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`chess::Fen`](crate::chess::Fen) constant from a FEN literal, checked
/// at compile time.
///
/// The literal is read as [`Fen::parse`](crate::chess::Fen::parse) reads
/// it: FEN or EPD (without clocks), X-FEN and Shredder-FEN castling rights,
/// crazyhouse pockets. The expansion is a constant, usable in `const` and
/// `static` items, `let`, and `match` patterns.
///
/// ```
/// use pin_runtime::chess::{self, fen, Fen};
/// use pin_runtime::{cell, epin, Side};
///
/// const START: Fen = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// static SICILIAN: Fen = fen!("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
///
/// assert_eq!(*START.position(), chess::START);
/// // The pawn that just advanced two squares is `-p`; the rooks that may
/// // castle `-R`.
/// assert_eq!(SICILIAN.position().get(cell!("c5")), Some(Some(epin!("-p"))));
/// assert_eq!(SICILIAN.position().get(cell!("h1")), Some(Some(epin!("-R"))));
/// assert_eq!(SICILIAN.position().turn(), Side::First);
///
/// fn name(position: Fen) -> &'static str {
///     match position {
///         fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") => "start",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(START), "start");
/// assert_eq!(name(SICILIAN), "other");
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`chess::FenError`](crate::chess::FenError), with a fix where one
/// exists:
///
/// ```compile_fail
/// // error: invalid FEN at byte 46 (castling): expected a rook for the right 'K'
/// //        on the first rank h-side of the king, found none
/// //   help: a castling right needs its king and rook in place, …: chess::fen!("… w Qkq - 0 1")
/// let fen = pin_runtime::chess::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1");
/// ```
///
/// ```compile_fail
/// // error: invalid FEN at byte 47 (side to move): expected 'w' or 'b', found 'W'
/// //   help: the side to move is lowercase: 'w' (white) or 'b' (black): …
/// let fen = pin_runtime::chess::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "chess")]
#[doc(hidden)]
#[macro_export]
macro_rules! __chess_fen {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "chess::fen! takes one string literal such as chess::fen!(\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::ChessFenLit::<$crate::__private::chess_fen_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`Pmn`](crate::Pmn) constant from a PMN literal, checked at compile
/// time.
///
/// The literal is read as [`Pmn::parse`](crate::Pmn::parse) reads it,
/// byte for byte. The expansion is a constant, usable in `const` and
/// `static` items, `let`, and `match` patterns.
///
/// ```
/// use pin_runtime::{cell, epin, pmn, Pmn, PmnForm};
///
/// const KING_PAWN: Pmn = pmn!("e2-e4");
/// static OPENING: [Pmn; 3] = [pmn!("e2-e4"), pmn!("e7-e5"), pmn!("g1-f3")];
///
/// assert_eq!(KING_PAWN.from(), Some(cell!("e2")));
/// assert_eq!(OPENING[2].to(), Some(cell!("f3")));
/// assert_eq!(pmn!("e7-e8=Q").actor(), Some(epin!("Q")));
/// assert_eq!(pmn!("P*e5").form(), PmnForm::Drop);
///
/// fn name(pmn: Pmn) -> &'static str {
///     match pmn {
///         pmn!("e1~g1") | pmn!("e8~g8") => "castles h-side",
///         pmn!("...") => "passes",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(Pmn::parse("e1~g1")?), "castles h-side");
/// assert_eq!(name(Pmn::PASS), "passes");
/// assert_eq!(name(KING_PAWN), "other");
/// # Ok::<(), pin_runtime::PmnError>(())
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`PmnError`](crate::PmnError), with a fix where one exists:
///
/// ```compile_fail
/// // error: invalid PMN move "e2e4": expected an operator ('-', '+', '~' or '=') after
/// //        the square e2, found 'e' at byte 2
/// //   help: PMN writes an operator between the two squares, '-' to an empty square or
/// //         '+' to take: pmn!("e2-e4")
/// let pmn = pin_runtime::pmn!("e2e4");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[macro_export]
macro_rules! pmn {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!("pmn! takes one string literal such as pmn!(\"e2-e4\"), found no argument")
    };
    ($($argument:tt)*) => {
        $crate::__private::PmnLit::<$crate::__private::pmn_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`chess::Uci`](crate::chess::Uci) constant from a UCI move literal,
/// checked at compile time.
///
/// The literal is read as [`Uci::parse`](crate::chess::Uci::parse) reads
/// it: two squares and a promotion (`e7e8q`), a crazyhouse drop (`P@e4`)
/// or the null move (`0000`). The expansion is a constant, usable in
/// `const` and `static` items, `let`, and `match` patterns.
///
/// ```
/// use pin_runtime::chess::{uci, Uci};
/// use pin_runtime::{cell, Letter};
///
/// const KING_PAWN: Uci = uci!("e2e4");
/// static PROMOTIONS: [Uci; 2] = [uci!("e7e8q"), uci!("e7e8n")];
///
/// assert_eq!(KING_PAWN.to(), Some(cell!("e4")));
/// assert_eq!(PROMOTIONS[1].promotion(), Some(Letter::N));
/// assert!(uci!("0000").is_null());
///
/// fn name(uci: Uci) -> &'static str {
///     match uci {
///         uci!("e1g1") | uci!("e8g8") => "castles h-side",
///         uci!("0000") => "null move",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(Uci::parse("e8g8")?), "castles h-side");
/// assert_eq!(name(KING_PAWN), "other");
/// # Ok::<(), pin_runtime::chess::UciError>(())
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`UciError`](crate::chess::UciError), with a fix where one exists:
///
/// ```compile_fail
/// // error: invalid UCI move "e2-e4": expected a file letter (a-h), found '-' at byte 2
/// //   help: UCI writes a move as its two squares, without an operator, and a promotion
/// //         as its lowercase letter: chess::uci!("e2e4")
/// let uci = pin_runtime::chess::uci!("e2-e4");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "chess")]
#[doc(hidden)]
#[macro_export]
macro_rules! __chess_uci {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "chess::uci! takes one string literal such as chess::uci!(\"e2e4\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::UciLit::<$crate::__private::uci_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`chess::San`](crate::chess::San) constant from a SAN move literal,
/// checked at compile time.
///
/// The literal is read as [`San::parse`](crate::chess::San::parse) reads
/// it, and must be spelled as python-chess's `Board.san` writes SAN: a
/// piece's move (`Nf3`, `Nbxd7+`), a pawn's (`e4`, `exd5`, `e8=Q#`),
/// castling (`O-O`, `O-O-O`), a crazyhouse drop (`N@f3`, `@e4`) or the null
/// move (`--`). Which piece moves, and whether the check mark is right, is
/// the rules' to say on a position. The expansion is a constant, usable in
/// `const` and `static` items, `let`, and `match` patterns.
///
/// ```
/// use pin_runtime::chess::{san, CastlingSide, San, Suffix};
/// use pin_runtime::{cell, Letter};
///
/// const KNIGHT: San = san!("Nf3");
/// static PROMOTIONS: [San; 2] = [san!("e8=Q+"), san!("exd8=N")];
///
/// assert_eq!(KNIGHT.to(), Some(cell!("f3")));
/// assert_eq!(PROMOTIONS[0].suffix(), Some(Suffix::Check));
/// assert_eq!(PROMOTIONS[1].promotion(), Some(Letter::N));
/// assert_eq!(san!("O-O-O").castling(), Some(CastlingSide::ASide));
///
/// fn name(san: San) -> &'static str {
///     match san.canonical() {
///         san!("O-O") | san!("O-O+") => "castles h-side",
///         san!("--") => "null move",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(San::parse("0-0")?), "castles h-side");
/// assert_eq!(name(KNIGHT), "other");
/// # Ok::<(), pin_runtime::chess::SanError>(())
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`SanError`](crate::chess::SanError), with a fix where one exists:
///
/// ```compile_fail
/// // error: invalid SAN move "Nf3!": expected no annotation after the move, found '!' at byte 3
/// //   help: SAN moves carry no annotation: chess::san!("Nf3")
/// let san = pin_runtime::chess::san!("Nf3!");
/// ```
///
/// So is a literal the runtime reads in a spelling python-chess does not
/// write (`0-0`, `e8Q`, `e8=q`, `Ng1-f3`, `P@e4`, `Z0`, `0000`), or
/// without a piece letter where a pawn's move would not be written so
/// (`e2e4`, `e2-e4`, `xd5`, `ed5`), with the literal to write or the macro
/// that reads it:
///
/// ```compile_fail
/// // error: invalid SAN literal "0-0": chess::san! takes SAN as python-chess writes it
/// //   help: castling is written with the letter O: chess::san!("O-O")
/// let san = pin_runtime::chess::san!("0-0");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "chess")]
#[doc(hidden)]
#[macro_export]
macro_rules! __chess_san {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "chess::san! takes one string literal such as chess::san!(\"Nf3\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::SanLit::<$crate::__private::san_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`shogi::Usi`](crate::shogi::Usi) constant from a USI move literal,
/// checked at compile time.
///
/// The literal is read as [`Usi::parse`](crate::shogi::Usi::parse) reads
/// it: two squares and `+` to promote (`8h2b+`), a drop (`P*5e`) or the
/// null move (`0000`). The expansion is a constant, usable in `const` and
/// `static` items, `let`, and `match` patterns.
///
/// ```
/// use pin_runtime::shogi::{usi, Usi};
/// use pin_runtime::{cell, Letter};
///
/// const PAWN: Usi = usi!("7g7f");
/// static BISHOP_TRADE: [Usi; 2] = [usi!("8h2b+"), usi!("3a2b")];
///
/// assert_eq!(PAWN.from(), Some(cell!("c3")));
/// assert!(BISHOP_TRADE[0].promotes());
/// assert_eq!(usi!("P*5e").drop_piece(), Some(Letter::P));
///
/// fn name(usi: Usi) -> &'static str {
///     match usi {
///         usi!("7g7f") | usi!("2g2f") => "opens",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(Usi::parse("2g2f")?), "opens");
/// assert_eq!(name(BISHOP_TRADE[1]), "other");
/// # Ok::<(), pin_runtime::shogi::UsiError>(())
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`UsiError`](crate::shogi::UsiError), with a fix where one exists:
///
/// ```compile_fail
/// // error: invalid USI move "e2e4": expected a file digit (1-9), found 'e' at byte 0
/// //   help: this is a UCI move (chess), which chess::uci! reads: chess::uci!("e2e4"),
/// //         or a UCCI move (xiangqi), which xiangqi::ucci! reads: xiangqi::ucci!("e2e4")
/// let usi = pin_runtime::shogi::usi!("e2e4");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "shogi")]
#[doc(hidden)]
#[macro_export]
macro_rules! __shogi_usi {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "shogi::usi! takes one string literal such as shogi::usi!(\"7g7f\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::UsiLit::<$crate::__private::usi_text!($crate, $($argument)*)>::VALUE
    };
}

/// A [`xiangqi::Ucci`](crate::xiangqi::Ucci) constant from a UCCI move
/// literal, checked at compile time.
///
/// The literal is read as [`Ucci::parse`](crate::xiangqi::Ucci::parse)
/// reads it: two ICCS points (`h2e2`) or the null move (`0000`). The
/// expansion is a constant, usable in `const` and `static` items, `let`,
/// and `match` patterns.
///
/// ```
/// use pin_runtime::xiangqi::{ucci, Ucci};
/// use pin_runtime::cell;
///
/// const CENTRAL_CANNON: Ucci = ucci!("h2e2");
/// static REPLIES: [Ucci; 2] = [ucci!("h9g7"), ucci!("b9c7")];
///
/// // ICCS ranks count from 0, CELL's from 1.
/// assert_eq!(CENTRAL_CANNON.to(), Some(cell!("e3")));
/// assert_eq!(REPLIES[0].from(), Some(cell!("h10")));
///
/// fn name(ucci: Ucci) -> &'static str {
///     match ucci {
///         ucci!("h2e2") | ucci!("b2e2") => "central cannon",
///         _ => "other",
///     }
/// }
/// assert_eq!(name(Ucci::parse("b2e2")?), "central cannon");
/// assert_eq!(name(REPLIES[1]), "other");
/// # Ok::<(), pin_runtime::xiangqi::UcciError>(())
/// ```
///
/// A mistake is one error on the literal, in the words of
/// [`UcciError`](crate::xiangqi::UcciError), with a fix where one exists:
///
/// ```compile_fail
/// // error: invalid UCCI move "7g7f": expected a file letter (a-i), found '7' at byte 0
/// //   help: this is a USI move (shogi), which shogi::usi! reads: shogi::usi!("7g7f")
/// let ucci = pin_runtime::xiangqi::ucci!("7g7f");
/// ```
///
/// The argument must be the literal itself: macros and constants are not
/// evaluated.
#[cfg(feature = "xiangqi")]
#[doc(hidden)]
#[macro_export]
macro_rules! __xiangqi_ucci {
    // Answered here, so the error names only the macro the user called.
    () => {
        ::core::compile_error!(
            "xiangqi::ucci! takes one string literal such as xiangqi::ucci!(\"h2e2\"), found no argument"
        )
    };
    ($($argument:tt)*) => {
        $crate::__private::UcciLit::<$crate::__private::ucci_text!($crate, $($argument)*)>::VALUE
    };
}
