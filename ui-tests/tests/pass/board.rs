use pin_runtime::{board, epin, Epin};

const CHESS: [[Option<Epin>; 8]; 8] =
    board!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R");
static SHOGI: [[Option<Epin>; 9]; 9] =
    board!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL");
const WIDE: [[Option<Epin>; 12]; 1] = board!("12");

fn main() {
    let small: [[Option<Epin>; 3]; 2] = board!("k^2/2K^'");
    assert_eq!(CHESS[0][4], Some(epin!("k^")));
    assert_eq!(SHOGI[8][4], Some(epin!("K^")));
    assert_eq!(WIDE[0], [None; 12]);
    assert_eq!(small[1][2], Some(epin!("K^'")));
}
