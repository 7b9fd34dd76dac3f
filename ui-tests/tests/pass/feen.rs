use pin_runtime::{Board, Board3, Position, Side, cell, epin, feen};

type Shogi = Position<Board<9, 9>>;

const START: Shogi = feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j");
static LATER: Shogi =
    feen!("ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S");
const TABLE: [Shogi; 2] = [START, feen!("9/9/9/9/9/9/9/9/9 / J/j")];
const CUBE: Position<Board3<2, 2, 2>> = feen!("ab/cd//AB/CD / W/w");
const LINE: Position<Board<1, 8>> = feen!(r"k^+p4+PK^ / W/w");

feen! {
    /// Declared inside the macro: the type comes from the literal.
    pub const XIANGQI = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c";
    const TSUME = "7k^1/9/7PP/9/9/9/9/9/9 G/ J/j";
}

fn main() {
    let local = feen!("8/8 / W/w");
    assert_eq!(local.board().len(), 2);
    assert_eq!(LATER.hand(Side::First).count(epin!("P")), 2);
    assert_eq!(LATER.get(cell!("e1")), Some(Some(epin!("K^"))));
    assert_eq!(TABLE[1].board()[0][0], None);
    assert_eq!(CUBE.board()[1][1][1], Some(epin!("D")));
    assert_eq!(LINE.board()[0][0], Some(epin!("k^")));
    let _: Position<Board<10, 9>> = XIANGQI;
    assert_eq!(TSUME.hand(Side::First).total(), 1);
}
