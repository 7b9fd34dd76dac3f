#![no_std]

extern crate std;

use pin_runtime::{epin, pin, Epin, Pin};

const KING: Pin = pin!("K^");
static START: [Option<Epin>; 3] = [Some(epin!("S'")), None, Some(epin!("k^"))];

fn main() {
    match KING {
        pin!("K^") => {}
        _ => unreachable!(),
    }
    let _ = &START;
}
