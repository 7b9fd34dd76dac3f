// `chess::uci!` with the `chess` feature of pin-runtime off.
use pin_runtime::chess::uci;

fn main() {
    let _ = uci!("e2e4");
}
