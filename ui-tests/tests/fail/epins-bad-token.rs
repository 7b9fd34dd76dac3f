const HAND: [pin_runtime::Epin; 2] = pin_runtime::epins!["P", "S^'^"];

fn main() {}
