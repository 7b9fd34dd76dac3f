#![no_std]

extern crate std;

use pin_runtime::{epin, pin, Epin, Pin};

const KING: Pin = pin!("K^");
static START: [Option<Epin>; 3] = [Some(epin!("S'")), None, Some(epin!("k^"))];
static SHOGI: pin_runtime::shogi::Sfen = pin_runtime::shogi::sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 1");
static CHESS: pin_runtime::chess::Fen = pin_runtime::chess::fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
const XIANGQI: pin_runtime::xiangqi::Fen =
    pin_runtime::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");

fn main() {
    match KING {
        pin!("K^") => {}
        _ => unreachable!(),
    }
    let _ = (&START, &SHOGI, XIANGQI, &CHESS);
}
