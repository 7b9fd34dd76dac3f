const HAND: [pin_runtime::Epin; 1] = pin_runtime::epins![()];

fn main() {}
