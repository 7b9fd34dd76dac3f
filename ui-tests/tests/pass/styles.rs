#![no_implicit_prelude]

const CHESS: ::pin_runtime::Sin = ::pin_runtime::sin!("C");
const OGI: ::pin_runtime::Sin = ::pin_runtime::sin!("s");
static KING: ::pin_runtime::Qpi = ::pin_runtime::qpi!("C:K^");

fn main() {
    match ::pin_runtime::epin!("P'").qualify(CHESS, OGI) {
        ::pin_runtime::qpi!("S:P") => {}
        _ => ::core::unreachable!(),
    }
    match CHESS {
        ::pin_runtime::sin!("C") | ::pin_runtime::sin!("c") => {}
        _ => ::core::unreachable!(),
    }
    let _ = &KING;
}
