//! `#[derive(Pieces)]` (documented here, written in `pin-runtime-macros`)
//! and `board_of!`, which converts a board constant to an enum's variants
//! at compile time.

/// Derives the conversions between an engine's own enum and the tokens its
/// variants stand for: each variant carries its token, and every mistake
/// fails the build.
///
/// ```
/// use pin_runtime::{pin, Pieces, Pin};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
///     #[pin("+R")] WhiteDragon,
///     #[pin("P")]  WhitePawn,
/// }
///
/// const K: Pin = Piece::WhiteKing.to_pin();
/// const P: Option<Piece> = Piece::from_pin(pin!("P"));
/// assert_eq!((K, P), (pin!("K^"), Some(Piece::WhitePawn)));
/// assert_eq!(Piece::ALL.len(), 4);
/// assert_eq!(Pin::from(Piece::WhiteDragon), pin!("+R"));
/// assert_eq!(Piece::try_from(pin!("q")).ok(), None);
/// assert_eq!("k^".parse::<Piece>().ok(), Some(Piece::BlackKing));
/// assert_eq!(Piece::WhitePawn.to_string(), "P");
/// assert_eq!(
///     "q".parse::<Piece>().unwrap_err().to_string(),
///     "expected a PIN token that a variant of Piece maps, found \"q\"",
/// );
/// ```
///
/// # What it writes
///
/// The enum's variants have no fields and each carries one attribute, the
/// same on every variant: `#[pin("…")]` (PIN tokens), `#[epin("…")]` (EPIN
/// tokens) or `#[letter("…")]` (piece-name letters, for an enum of roles
/// without side). For an enum `E`:
///
/// | item | `#[pin]` | `#[epin]` | `#[letter]` |
/// |---|---|---|---|
/// | `const ALL: [E; N]`, in declaration order | ✓ | ✓ | ✓ |
/// | `const fn` to the token | `to_pin(self) -> Pin` | `to_epin(self) -> Epin` | `to_letter(self) -> Letter` |
/// | `const fn` from the token, `None` when unmapped | `from_pin(Pin) -> Option<E>` | `from_epin(Epin) -> Option<E>` | `from_letter(Letter) -> Option<E>` |
/// | `From<E>` | for [`Pin`](crate::Pin) | for [`Epin`](crate::Epin) | for [`Letter`](crate::Letter) |
/// | `TryFrom` for `E`, error [`UnmappedError`](crate::UnmappedError) | from `Pin` | from `Epin` | from `Letter` |
/// | `FromStr` (error [`ParseVariantError`](crate::ParseVariantError)) and `Display`, as the token | ✓ | ✓ | |
/// | boards both ways, below: `const fn from_board`, `to_board`, `from_board3`, `to_board3` | ✓ | ✓ | |
/// | the [`Pieces`](trait@crate::Pieces) trait, for [typed positions](crate::TypedPosition) | ✓ | ✓ | |
///
/// `from_pin` (and `from_epin`, `from_letter`) is one load from a table of
/// [`Pin::COUNT`](crate::Pin::COUNT) positions built at compile time and
/// indexed by [`Pin::index`](crate::Pin::index), not a chain of
/// comparisons. The enum need not be `Copy`, but typed positions need it.
///
/// # Several tokens per variant
///
/// A variant may list several tokens: each is read as the variant, and the
/// first is the one written back (`to_pin`, `Display`, boards, positions).
/// A chess engine whose castling rights and en passant are its own state
/// reads the rooks that may castle (`-R`) and the pawns that may step twice
/// (`+P`) or were just passed (`-P`) as plain rooks and pawns:
///
/// ```
/// use pin_runtime::{pin, Pieces};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("R", "-R")] WhiteRook,
///     #[pin("P", "+P", "-P")] WhitePawn,
/// }
///
/// assert_eq!(Piece::from_pin(pin!("-R")), Some(Piece::WhiteRook));
/// assert_eq!("+P".parse::<Piece>(), Ok(Piece::WhitePawn));
/// assert_eq!(Piece::WhiteRook.to_pin(), pin!("R"));
/// assert_eq!(Piece::WhitePawn.to_string(), "P");
/// ```
///
/// # Every state alike: `#[pieces(any_state)]`
///
/// An engine that keeps castling rights and the en-passant square beside
/// its board has one pawn and one rook per side, whatever their state in
/// the position. `#[pieces(any_state)]` on the enum reads a token in a
/// state that no variant lists (`+P`, `-P`, `-R`, `+K^`, `-K^`, …) as the
/// variant of the same token without state, so a 12-variant chess enum
/// reads every chess FEN's position; the token without state is the one
/// written. What a variant lists itself wins: a shogi enum keeps `+R` for
/// its dragon and reads `-R` as its rook.
///
#[cfg_attr(feature = "chess", doc = "```")]
#[cfg_attr(not(feature = "chess"), doc = "```ignore")]
/// use pin_runtime::{chess, BoardOf, Pieces, TypedPosition};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// #[pieces(any_state)]
/// enum Piece {
///     #[pin("K^")] WhiteKing, #[pin("Q")] WhiteQueen, #[pin("R")] WhiteRook,
///     #[pin("B")] WhiteBishop, #[pin("N")] WhiteKnight, #[pin("P")] WhitePawn,
///     #[pin("k^")] BlackKing, #[pin("q")] BlackQueen, #[pin("r")] BlackRook,
///     #[pin("b")] BlackBishop, #[pin("n")] BlackKnight, #[pin("p")] BlackPawn,
/// }
///
/// // `-R`, `+P` and `-P` read as rooks and pawns.
/// let fen = chess::Fen::parse("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2")?;
/// let position = TypedPosition::<BoardOf<Piece, 8, 8>>::try_from(*fen.position())?;
/// assert_eq!(position.board()[4][4], Some(Piece::WhitePawn));
/// assert_eq!(position.board()[7][0], Some(Piece::WhiteRook));
/// assert_eq!(Piece::WhiteRook.to_string(), "R");
///
/// // Written back from the engine's board and the rights kept beside it.
/// let board = Piece::to_board(*position.board());
/// let back = chess::Fen::from_board(board, position.turn(), fen.castling(), fen.en_passant())?;
/// assert_eq!(back.to_string(), "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Why on the enum rather than on each variant: the states an engine
/// leaves to its own bookkeeping are those of every piece of its game, and
/// one line says so; a variant that means one state (a shogi dragon, `+R`)
/// lists it and is kept apart, which per-variant flags would only repeat.
/// It is a mistake on an enum of letters (`#[letter]`, which have no
/// state), with a value (`any_state = true`), twice, or when no variant
/// lists a token without state (it would do nothing).
///
/// ```compile_fail
/// use pin_runtime::Pieces;
///
/// #[derive(Pieces)]
/// // error: #[pieces(any_state)] expected an enum of PIN or EPIN tokens,
/// //        found one of letters in `Role`: a letter has no state to read alike
/// #[pieces(any_state)]
/// enum Role {
///     #[letter("K")] King,
/// }
/// ```
///
/// # Boards and positions
///
/// Boards convert square by square, both ways, with the shape parameters
/// outermost first as in [`Board`](crate::Board): `from_board::<RANKS,
/// FILES>` and `to_board` for 2-D boards (a 1-D board is one rank,
/// `Board<1, N>`), `from_board3::<LAYERS, RANKS, FILES>` and `to_board3` for
/// 3-D ones. A piece that no variant maps is an
/// [`UnmappedSquareError`](crate::UnmappedSquareError) naming its square by
/// CELL coordinate. Whole positions typed by the enum are
/// [`TypedPosition`](crate::TypedPosition)s, and `board!` and `feen!` take
/// the enum before the literal to give typed constants, whose unmapped
/// pieces fail the build on the literal:
///
/// ```
/// use pin_runtime::{board, feen, Board, BoardOf, Pieces, TypedPosition};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
///     #[pin("R", "-R")] WhiteRook,
/// }
///
/// const BOARD: BoardOf<Piece, 2, 3> = board!(Piece, "k^2/-RK^1");
/// const POSITION: TypedPosition<BoardOf<Piece, 2, 3>> = feen!(Piece, "k^2/-RK^1 / W/w");
/// assert_eq!(POSITION.board(), &BOARD);
///
/// let tokens: Board<2, 3> = Piece::to_board(BOARD);
/// assert_eq!(tokens, board!("k^2/RK^1"));
/// let err = Piece::from_board(board!("k^2/+RK^1")).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "expected a piece that a variant of Piece maps, found \"+R\" at a1: Piece maps \"R\" but not \"+R\"",
/// );
/// ```
///
/// A FEN's king reads as `K^`: an enum that lists `K` is told so.
///
#[cfg_attr(feature = "chess", doc = "```")]
#[cfg_attr(not(feature = "chess"), doc = "```ignore")]
/// use pin_runtime::{chess, Pieces};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K")] WhiteKing,
///     #[pin("k")] BlackKing,
/// }
///
/// let fen = chess::Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1")?;
/// let err = Piece::from_board(*fen.position().board()).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "expected a piece that a variant of Piece maps, found \"k^\" at e8: \
///      Piece maps \"k\" but not \"k^\": did you mean #[pin(\"k^\")]?",
/// );
/// # Ok::<(), chess::FenError>(())
/// ```
///
/// # Roles and sides
///
/// An enum of roles maps letters; a role and a [`Side`](crate::Side) make a
/// [`Pin`](crate::Pin) and back without a table:
///
/// ```
/// use pin_runtime::{pin, Letter, Pieces, Pin, Side, State};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Role {
///     #[letter("K")] King,
///     #[letter("R")] Rook,
///     #[letter("P")] Pawn,
/// }
///
/// let (role, side) = (Role::from_letter(pin!("r").letter()), pin!("r").side());
/// assert_eq!((role, side), (Some(Role::Rook), Side::Second));
/// assert_eq!(Pin::new(Role::King.to_letter(), Side::First, State::Normal, true), pin!("K^"));
/// assert_eq!(Letter::from(Role::Pawn), Letter::P);
/// assert!(Role::try_from(Letter::Q).is_err());
/// ```
///
/// # Mistakes fail the build
///
/// Each mistake is one error on its culprit, in the words of
/// [`pin!`](crate::pin!) for a bad token: a token that is not one, a token
/// listed twice, by two variants or by one (the error names the first), a
/// variant without token or with fields, a struct or a union, a mix of
/// attributes, an empty list or an argument that is not a string literal,
/// an unknown key.
///
/// ```compile_fail
/// use pin_runtime::Pieces;
///
/// #[derive(Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     // error: duplicate PIN token "K^": expected a PIN token no other
///     //        variant maps, found the one `WhiteKing` maps
///     #[pin("K^")] BlackKing,
/// }
/// ```
///
/// ```compile_fail
/// use pin_runtime::Pieces;
///
/// #[derive(Pieces)]
/// enum Piece {
///     // error: duplicate PIN token "R": expected each PIN token listed
///     //        once, found it listed twice for `WhiteRook`
///     #[pin("R", "-R", "R")] WhiteRook,
/// }
/// ```
///
/// ```compile_fail
/// use pin_runtime::Pieces;
///
/// #[derive(Pieces)]
/// enum Piece {
///     // error: invalid PIN token "K+": expected '^' or end of token after
///     //        the letter 'K', found '+' at byte 1
///     //   help: the state modifier comes before the letter: #[pin("+K")]
///     #[pin("K+")] WhiteKing,
/// }
/// ```
///
/// # Under another name
///
/// The generated code names the runtime `::pin_runtime`. When the crate
/// depends on it under another name, say which, as a path or as a string:
///
/// ```
/// # extern crate pin_runtime as pr;
/// #[derive(pr::Pieces)]
/// #[pieces(crate = pr)] // or #[pieces(crate = "pr")]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
/// }
/// assert_eq!(Piece::WhiteKing.to_pin(), pr::pin!("K^"));
/// ```
pub use pin_runtime_macros::Pieces;

/// A board of an enum's variants, `[[Option<E>; FILES]; RANKS]`, from a
/// constant 2-D (or 1-D) board of pieces such as a named
/// [`board!`](crate::board!) constant, converted at compile time: a piece
/// that no variant maps fails the build, naming its square by CELL
/// coordinate.
///
/// The first argument is an enum deriving [`Pieces`](macro@crate::Pieces)
/// with `#[pin]` or `#[epin]`, the second a constant expression of type
/// `[[Option<Epin>; FILES]; RANKS]`. For a literal, `board!(Piece, "…")`
/// does the same for every shape and reports a mistake on the literal; for
/// a board known only at run time, call the enum's `from_board`, which
/// returns an [`UnmappedSquareError`](crate::UnmappedSquareError) instead.
///
/// ```
/// use pin_runtime::{board, board_of, Board, Pieces};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
///     #[pin("R")] WhiteRook,
/// }
///
/// const TOKENS: Board<2, 3> = board!("k^2/1RK^");
/// const START: [[Option<Piece>; 3]; 2] = board_of!(Piece, TOKENS);
/// assert_eq!(START[0][0], Some(Piece::BlackKing));
/// assert_eq!(START[1], [None, Some(Piece::WhiteRook), Some(Piece::WhiteKing)]);
///
/// let err = Piece::from_board(board!("k^2/1QK^")).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "expected a piece that a variant of Piece maps, found \"Q\" at b1",
/// );
/// ```
///
/// ```compile_fail
/// use pin_runtime::{board, board_of, Pieces};
///
/// #[derive(Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
/// }
///
/// // error: evaluation panicked: expected a piece that a variant of Piece
/// //        maps, found "Q" at b1
/// const START: [[Option<Piece>; 3]; 2] = board_of!(Piece, board!("k^2/1QK^"));
/// ```
#[macro_export]
macro_rules! board_of {
    ($enum:ty, $board:expr $(,)?) => {
        const {
            match <$enum>::from_board($board) {
                $crate::__private::core::result::Result::Ok(board) => board,
                $crate::__private::core::result::Result::Err(error) => {
                    $crate::__private::core::panic!(
                        "{}",
                        $crate::__private::UnmappedMessage::square(&error).as_str()
                    )
                }
            }
        }
    };
}
