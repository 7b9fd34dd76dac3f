static BACK_RANK: [pin_runtime::Pin; 3] = [pin_runtime::pin!("R"), pin_runtime::pin!("N"), pin_runtime::pin!("B "),];

fn main() {}
