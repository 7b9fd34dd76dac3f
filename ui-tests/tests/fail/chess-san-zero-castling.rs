use pin_runtime::chess::{San, san};

const CASTLE: San = san!("0-0");

fn main() {}
