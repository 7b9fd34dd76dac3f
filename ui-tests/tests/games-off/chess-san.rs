// `chess::san!` with the `chess` feature of pin-runtime off.
use pin_runtime::chess::san;

fn main() {
    let _ = san!("Nf3");
}
