use pin_runtime::chess::{San, san};

static NULLS: [San; 2] = [san!("Z0"), san!("0000")];

fn main() {}
