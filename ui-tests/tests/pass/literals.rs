use pin_runtime::{epin, pin};

macro_rules! forward_literal {
    ($token:literal) => {
        pin_runtime::pin!($token)
    };
}

macro_rules! forward_expr {
    ($token:expr) => {
        pin_runtime::epin!($token)
    };
}

fn main() {
    assert_eq!(pin!(r"K"), pin!("K"));
    assert_eq!(pin!("\x4B"), pin!("K"));
    assert_eq!(pin!(r#"+K^"#), pin!("+K^"));
    assert_eq!(pin!("\u{4B}^"), pin!("K^"));
    assert_eq!(epin!("S\'"), epin!("S'"));
    assert_eq!(forward_literal!("-p"), pin!("-p"));
    assert_eq!(forward_expr!("S'"), epin!("S'"));
}
