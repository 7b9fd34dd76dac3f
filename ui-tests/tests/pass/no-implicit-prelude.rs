#![no_implicit_prelude]

const KING: ::pin_runtime::Pin = ::pin_runtime::pin!("K^");
static SILVER: ::pin_runtime::Epin = ::pin_runtime::epin!("S'");

fn main() {
    let rank = [::pin_runtime::pin!("P"); 8];
    match rank[0] {
        ::pin_runtime::pin!("P") | ::pin_runtime::pin!("p") => {}
        _ => ::core::unreachable!(),
    }
    let _ = (KING, &SILVER);
}
