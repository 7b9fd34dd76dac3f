// The tokens, squares, positions and moves of every game, written without
// any game's feature.
use pin_runtime::{Board, Captures, Cell, Epin, Pin, Pmn, Position, Sin, cell, epin, feen, pin, pmn, sin};

const KING: Pin = pin!("K^");
const SILVER: Epin = epin!("+S'");
const STYLE: Sin = sin!("J");
const E4: Cell = cell!("e4");
const OPENING: Position<Board<8, 8>> =
    feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");
const PUSH: Pmn = pmn!("e2-e4");

fn main() {
    assert!(KING.is_terminal() && SILVER.is_derived() && STYLE.side().is_first());
    assert_eq!(OPENING.get(E4), Some(None));
    let mut position = OPENING;
    position.apply(PUSH, Captures::Remove).unwrap();
    assert_eq!(position.get(E4), Some(Some(epin!("+P"))));
}
