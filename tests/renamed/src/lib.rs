//! The macros under a renamed dependency: `pin-runtime` is `pr` here, and
//! expansions reach it through `$crate`; the derive, which has no `$crate`,
//! is told the name with `#[pieces(crate = …)]`.

use pr::{
    Board, Board3Of, BoardOf, Epin, Pieces, Pin, Position, TypedPosition, board, board_of, epin,
    feen, pin,
};

/// A constant built by `pin!` under the renamed crate.
pub const KING: Pin = pin!("K^");

/// A table built by `epin!` under the renamed crate.
pub static RANK: [Option<Epin>; 3] = [Some(epin!("S'")), None, Some(epin!("k^"))];

/// A position built by `feen!` under the renamed crate.
pub const POSITION: Position<Board<2, 3>> = feen!("k^2/2K^ P/ W/w");

/// A position built by `chess::fen!` under the renamed crate.
pub const CHESS: pr::chess::Fen = pr::chess::fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1");

/// A position built by `shogi::sfen!` under the renamed crate.
pub const SHOGI: pr::shogi::Sfen = pr::shogi::sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 1");

/// A position built by `xiangqi::fen!` under the renamed crate.
pub static XIANGQI: pr::xiangqi::Fen = pr::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");

/// A move built by `pmn!` under the renamed crate.
pub const MOVE: pr::Pmn = pr::pmn!("e2-e4");

/// Engine moves built by `chess::uci!`, `shogi::usi!` and `xiangqi::ucci!`
/// under the renamed crate.
pub static ENGINE_MOVES: (pr::chess::Uci, pr::shogi::Usi, pr::xiangqi::Ucci) = (
    pr::chess::uci!("e7e8q"),
    pr::shogi::usi!("P*5e"),
    pr::xiangqi::ucci!("h2e2"),
);

/// Matches on moves with `pmn!` patterns under the renamed crate.
#[must_use]
pub fn castles(pmn: pr::Pmn) -> bool {
    matches!(pmn, pr::pmn!("e1~g1") | pr::pmn!("e8~g8"))
}

feen! {
    /// A position declared inside `feen!` under the renamed crate.
    pub const DECLARED = "k^2/2K^ / w/W";
}

/// Matches on pieces with `pin!` patterns under the renamed crate.
#[must_use]
pub fn value(piece: Pin) -> i32 {
    match piece {
        pin!("P") | pin!("p") => 100,
        pin!("K^") | pin!("k^") => 0,
        _ => 300,
    }
}

/// Pieces mapped to PIN tokens, the runtime named by a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
#[pieces(crate = pr)]
pub enum Piece {
    /// The first player's king, in check or not.
    #[pin("K^", "-K^")]
    WhiteKing,
    /// The second player's pawn.
    #[pin("p")]
    BlackPawn,
}

/// Pieces mapped to EPIN tokens, the runtime named by a string, as serde
/// users write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, pr::Pieces)]
#[pieces(crate = "::pr")]
pub enum Hand {
    /// A silver of the opposite side's style.
    #[epin("S'")]
    DerivedSilver,
}

/// Roles mapped to letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
#[pieces(crate = pr)]
pub enum Role {
    /// The king.
    #[letter("K")]
    King,
}

/// A board of `Piece` built at compile time under the renamed crate.
pub const START: [[Option<Piece>; 2]; 1] = board_of!(Piece, board!("K^p"));

/// A position typed by `Piece`, built at compile time under the renamed
/// crate.
pub const TYPED: TypedPosition<BoardOf<Piece, 1, 3>> = feen!(Piece, "-K^1p / W/w");

/// A 3-D board typed by `Piece`, built at compile time under the renamed
/// crate.
pub const CUBE: Board3Of<Piece, 2, 2, 1> = board!(Piece, "K^/1//1/p");

#[cfg(test)]
mod tests {
    use super::{
        CHESS, CUBE, DECLARED, ENGINE_MOVES, Hand, KING, MOVE, POSITION, Piece, RANK, Role, SHOGI,
        START, TYPED, XIANGQI, castles, value,
    };

    #[test]
    fn expansions_work_under_a_renamed_dependency() {
        assert_eq!(KING.to_string(), "K^");
        assert_eq!(RANK[0].map(|e| e.to_string()).as_deref(), Some("S'"));
        assert_eq!(value(pr::pin!("p")), 100);
        assert_eq!(value(KING), 0);
        assert_eq!(value(pr::pin!("N")), 300);
        assert_eq!(POSITION.to_string(), "k^2/2K^ P/ W/w");
        assert_eq!(DECLARED.turn(), pr::Side::Second);
        assert_eq!(pr::board!("a/b//A/B")[1][0][0], Some(pr::epin!("A")));
        assert_eq!(SHOGI.to_string(), "4k4/9/9/9/9/9/9/9/4K4 b - 1");
        assert_eq!(CHESS.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(XIANGQI.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
        assert!(matches!(
            SHOGI,
            pr::shogi::sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 1")
        ));
        assert_eq!(MOVE.to_string(), "e2-e4");
        assert!(castles(pr::pmn!("e8~g8")) && !castles(MOVE));
        assert_eq!(ENGINE_MOVES.0.to_string(), "e7e8q");
        assert_eq!(ENGINE_MOVES.1.to_string(), "P*5e");
        assert_eq!(ENGINE_MOVES.2.to_string(), "h2e2");
    }

    #[test]
    fn the_derive_works_under_a_renamed_dependency() {
        assert_eq!(Piece::from_pin(KING), Some(Piece::WhiteKing));
        assert_eq!("p".parse::<Piece>(), Ok(Piece::BlackPawn));
        assert_eq!(Hand::DerivedSilver.to_epin(), pr::epin!("S'"));
        assert_eq!(Role::from_letter(pr::Letter::K), Some(Role::King));
        assert_eq!(START, [[Some(Piece::WhiteKing), Some(Piece::BlackPawn)]]);
        assert_eq!(TYPED.to_string(), "K^1p / W/w");
        assert_eq!(Piece::to_board3(CUBE), pr::board!("K^/1//1/p"));
        assert_eq!(Piece::from_pin(pr::pin!("-K^")), Some(Piece::WhiteKing));
    }
}
