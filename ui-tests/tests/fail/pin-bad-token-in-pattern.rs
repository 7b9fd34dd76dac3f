use pin_runtime::{pin, Pin};

fn value(piece: Pin) -> i32 {
    match piece {
        pin!("P") => 100,
        pin!("P+") => 600,
        _ => 0,
    }
}

fn main() {
    let _ = value(pin!("P"));
}
