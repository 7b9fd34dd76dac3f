#![no_implicit_prelude]

const KING: ::pin_runtime::Pin = ::pin_runtime::pin!("K^");
static SILVER: ::pin_runtime::Epin = ::pin_runtime::epin!("S'");
const START: ::pin_runtime::Position<::pin_runtime::Board<2, 3>> =
    ::pin_runtime::feen!("k^2/2K^ P/ W/w");
const CUBE: ::pin_runtime::Board3<2, 2, 1> = ::pin_runtime::board!("a/b//A/B");
const SHOGI: ::pin_runtime::shogi::Sfen = ::pin_runtime::shogi::sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 1");
const CHESS: ::pin_runtime::chess::Fen = ::pin_runtime::chess::fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
static XIANGQI: ::pin_runtime::xiangqi::Fen =
    ::pin_runtime::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");

const MOVE: ::pin_runtime::Pmn = ::pin_runtime::pmn!("e2-e4");
static ENGINE_MOVES: (
    ::pin_runtime::chess::Uci,
    ::pin_runtime::shogi::Usi,
    ::pin_runtime::xiangqi::Ucci,
) = (
    ::pin_runtime::chess::uci!("e7e8q"),
    ::pin_runtime::shogi::usi!("P*5e"),
    ::pin_runtime::xiangqi::ucci!("h2e2"),
);

::pin_runtime::feen! {
    const DECLARED = "k^2/2K^ / w/W";
}

fn main() {
    let rank = [::pin_runtime::pin!("P"); 8];
    match rank[0] {
        ::pin_runtime::pin!("P") | ::pin_runtime::pin!("p") => {}
        _ => ::core::unreachable!(),
    }
    match CHESS {
        ::pin_runtime::chess::fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1") => {}
        _ => ::core::unreachable!(),
    }
    match SHOGI {
        ::pin_runtime::shogi::sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 1") => {}
        _ => ::core::unreachable!(),
    }
    match MOVE {
        ::pin_runtime::pmn!("e2-e4") => {}
        _ => ::core::unreachable!(),
    }
    let _ = (KING, &SILVER, START, CUBE, DECLARED, ::pin_runtime::board!("3"), &XIANGQI);
    let _ = &ENGINE_MOVES;
}
