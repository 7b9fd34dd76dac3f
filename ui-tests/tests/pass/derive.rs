// The derive as engine code writes it, and on EPIN tokens and on letters.
use pin_runtime::{board, board_of, epin, pin, Epin, Letter, Pieces, Pin};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^")] WhiteKing,
    #[pin("k^")] BlackKing,
    #[pin("+R")] WhiteDragon,
    #[pin("P")]  WhitePawn,
}

const K: Pin = Piece::WhiteKing.to_pin();
const P: Option<Piece> = Piece::from_pin(pin!("P"));

#[derive(Debug, PartialEq, Pieces)]
enum Hand {
    /// Doc comments and other attributes are left alone.
    #[epin("S'")]
    DerivedSilver = 10,
    #[epin("S")]
    Silver = 3,
}

#[derive(Clone, Copy, Debug, PartialEq, Pieces)]
enum Role {
    #[letter("K")] King,
    #[letter("Q")] Queen,
}

const START: [[Option<Piece>; 2]; 2] = board_of!(Piece, board!("k^1/PK^"));

fn main() {
    assert_eq!(K, pin!("K^"));
    assert_eq!(P, Some(Piece::WhitePawn));
    assert_eq!(Piece::ALL.len(), 4);
    assert_eq!(Pin::from(Piece::WhiteDragon), pin!("+R"));
    assert_eq!(Piece::try_from(pin!("q")).ok(), None);
    assert_eq!("k^".parse::<Piece>().ok(), Some(Piece::BlackKing));
    assert_eq!(Piece::WhitePawn.to_string(), "P");

    // Not `Copy`, explicit discriminants: the derive needs neither.
    assert_eq!(Hand::from_epin(epin!("S'")), Some(Hand::DerivedSilver));
    assert_eq!(Epin::from(Hand::Silver), epin!("S"));
    assert_eq!(format!("{:>3}", Hand::DerivedSilver), " S'");

    assert_eq!(Role::from_letter(Letter::Q), Some(Role::Queen));
    assert_eq!(Letter::from(Role::King), Letter::K);
    assert_eq!(Role::ALL, [Role::King, Role::Queen]);

    assert_eq!(START, [[Some(Piece::BlackKing), None], [Some(Piece::WhitePawn), Some(Piece::WhiteKing)]]);
}
