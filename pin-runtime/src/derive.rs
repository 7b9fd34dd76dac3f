//! `#[derive(Pieces)]` (documented here, written in `pin-runtime-macros`)
//! and `board_of!`, which converts a board to an enum's variants at compile
//! time.

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
/// same on every variant: `#[pin("…")]` (a PIN token), `#[epin("…")]` (an
/// EPIN token) or `#[letter("…")]` (a piece-name letter, for an enum of
/// roles without side). For an enum `E`:
///
/// | item | `#[pin]` | `#[epin]` | `#[letter]` |
/// |---|---|---|---|
/// | `const ALL: [E; N]`, in declaration order | ✓ | ✓ | ✓ |
/// | `const fn` to the token | `to_pin(self) -> Pin` | `to_epin(self) -> Epin` | `to_letter(self) -> Letter` |
/// | `const fn` from the token, `None` when unmapped | `from_pin(Pin) -> Option<E>` | `from_epin(Epin) -> Option<E>` | `from_letter(Letter) -> Option<E>` |
/// | `From<E>` | for [`Pin`](crate::Pin) | for [`Epin`](crate::Epin) | for [`Letter`](crate::Letter) |
/// | `TryFrom` for `E`, error [`UnmappedError`](crate::UnmappedError) | from `Pin` | from `Epin` | from `Letter` |
/// | `FromStr` (error [`ParseVariantError`](crate::ParseVariantError)) and `Display`, as the token | ✓ | ✓ | |
/// | `const fn from_board`, see [`board_of!`](crate::board_of!) | ✓ | ✓ | |
///
/// `from_pin` (and `from_epin`, `from_letter`) is one load from a table of
/// [`Pin::COUNT`](crate::Pin::COUNT) positions built at compile time and
/// indexed by [`Pin::index`](crate::Pin::index), not a chain of
/// comparisons. The enum need not be `Copy`.
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
/// [`pin!`](crate::pin!) for a bad token: a token that is not one, two
/// variants with the same token (the error names the first), a variant
/// without token or with fields, a struct or a union, a mix of attributes, an
/// argument that is not one string literal, an unknown key.
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

/// A board of an enum's variants, `[[Option<E>; FILES]; RANKS]`, from a board of
/// pieces such as a [`board!`](crate::board!) constant, converted at compile
/// time: a piece that no variant maps fails the build.
///
/// The first argument is an enum deriving [`Pieces`](crate::Pieces) with
/// `#[pin]` or `#[epin]`, the second a constant expression of type
/// `[[Option<Epin>; FILES]; RANKS]`. For a board known only at run time, call the
/// enum's `from_board`, which returns an
/// [`UnmappedSquareError`](crate::UnmappedSquareError) instead.
///
/// ```
/// use pin_runtime::{board, board_of, Pieces};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
///     #[pin("R")] WhiteRook,
/// }
///
/// const START: [[Option<Piece>; 3]; 2] = board_of!(Piece, board!("k^2/1RK^"));
/// assert_eq!(START[0][0], Some(Piece::BlackKing));
/// assert_eq!(START[1], [None, Some(Piece::WhiteRook), Some(Piece::WhiteKing)]);
///
/// let err = Piece::from_board(board!("k^2/1QK^")).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "expected a piece that a variant of Piece maps, found \"Q\" at rank 2, square 2",
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
/// //        maps, found "Q" at rank 2, square 2
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
                        $crate::__private::BoardMessage::new(&error).as_str()
                    )
                }
            }
        }
    };
}
