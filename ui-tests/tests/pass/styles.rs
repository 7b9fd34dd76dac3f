#![no_implicit_prelude]

const CHESS: ::pin_runtime::Sin = ::pin_runtime::sin!("W");
const SHOGI: ::pin_runtime::Sin = ::pin_runtime::sin!("j");
static KING: ::pin_runtime::Qpi = ::pin_runtime::qpi!("W:K^");

fn main() {
    match ::pin_runtime::epin!("P'").qualify(CHESS, SHOGI) {
        ::pin_runtime::qpi!("J:P") => {}
        _ => ::core::unreachable!(),
    }
    match CHESS {
        ::pin_runtime::sin!("W") | ::pin_runtime::sin!("w") => {}
        _ => ::core::unreachable!(),
    }
    let _ = &KING;
}
