use pin_runtime::{epin, pin, Epin, Pin};

fn value(piece: Pin) -> i32 {
    match piece {
        pin!("P") | pin!("p") => 100,
        pin!("+P") | pin!("+p") => 600,
        pin!("K^") | pin!("k^") => 0,
        _ => 300,
    }
}

fn style(piece: Epin) -> &'static str {
    match piece {
        epin!("S'") | epin!("s'") => "derived",
        epin!("S") | epin!("s") => "native",
        _ => "other",
    }
}

fn main() {
    assert_eq!(value(pin!("p")), 100);
    assert_eq!(value(pin!("+P")), 600);
    assert_eq!(value(pin!("N")), 300);
    assert_eq!(style(epin!("s'")), "derived");
    assert!(matches!(pin!("R"), pin!("R")));
    if let pin!("K^") = pin!("K^") {
    } else {
        unreachable!();
    }
    let Some(pin!("Q")) = Some(pin!("Q")) else { unreachable!() };
}
