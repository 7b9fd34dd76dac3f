use pin_runtime::{Cell, cell};

const KING: Cell = cell!("e1");
static CORNERS: [Cell; 4] = [cell!("a1"), cell!("h1"), cell!("a8"), cell!("h8")];

fn is_corner(square: Cell) -> bool {
    matches!(square, cell!("a1") | cell!("h1") | cell!("a8") | cell!("h8"))
}

fn main() {
    assert!(!is_corner(KING));
    assert!(CORNERS.iter().copied().all(is_corner));
    let [one, three] = [cell!("iv"), cell!("iv256IV")];
    assert_eq!((one.dimensions(), three.dimensions()), (1, 3));
}
