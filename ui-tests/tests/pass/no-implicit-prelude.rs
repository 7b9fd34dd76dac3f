#![no_implicit_prelude]

const KING: ::pin_runtime::Pin = ::pin_runtime::pin!("K^");
static SILVER: ::pin_runtime::Epin = ::pin_runtime::epin!("S'");
const START: ::pin_runtime::Position<::pin_runtime::Board<2, 3>> =
    ::pin_runtime::feen!("k^2/2K^ P/ W/w");
const CUBE: ::pin_runtime::Board3<2, 2, 1> = ::pin_runtime::board!("a/b//A/B");

::pin_runtime::feen! {
    const DECLARED = "k^2/2K^ / w/W";
}

fn main() {
    let rank = [::pin_runtime::pin!("P"); 8];
    match rank[0] {
        ::pin_runtime::pin!("P") | ::pin_runtime::pin!("p") => {}
        _ => ::core::unreachable!(),
    }
    let _ = (KING, &SILVER, START, CUBE, DECLARED, ::pin_runtime::board!("3"));
}
