use pin_runtime::{Board, Board3, board, epin};

const CUBE: Board3<3, 2, 2> = board!("ab/cd//2/2//AB/CD");
const LINE: Board<1, 5> = board!("K3k");

board! {
    const CHESS = "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR";
}

fn main() {
    assert_eq!(CUBE[2][1][0], Some(epin!("C")));
    assert_eq!(CUBE[1], [[None; 2]; 2]);
    assert_eq!(LINE[0][4], Some(epin!("k")));
    let _: Board<8, 8> = CHESS;
}
