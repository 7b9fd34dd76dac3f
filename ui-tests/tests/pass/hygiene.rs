// A user's own items named like the ones an expansion could reach for.
#![allow(dead_code, non_camel_case_types)]

struct Ok;
struct Err;
struct Some;
struct None;
struct Pin;
struct Epin;
mod core {}
mod std {}
mod pin_runtime {}
mod __private {}
struct PinLit;
fn pin_code() {}
struct Position;
struct Board;
fn position() {}
fn board() {}
struct Packed;
struct SfenLit;
struct XiangqiFenLit;
struct ChessFenLit;
mod chess {}
struct Sfen;
struct Fen;
mod shogi {}
mod xiangqi {}

const START: ::pin_runtime::Position<::pin_runtime::Board<2, 3>> =
    ::pin_runtime::feen!("k^2/2K^ P/ W/w");

::pin_runtime::feen! {
    const DECLARED = "k^2/2K^ / w/W";
}

const KING: ::pin_runtime::Pin = ::pin_runtime::pin!("K^");
const SILVER: ::pin_runtime::Epin = ::pin_runtime::epin!("S'");
const SHOGI: ::pin_runtime::shogi::Sfen = ::pin_runtime::shogi::sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 1");
const CHESS: ::pin_runtime::chess::Fen = ::pin_runtime::chess::fen!("4k3/8/8/8/8/8/8/4K3 w - -");
const XIANGQI: ::pin_runtime::xiangqi::Fen =
    ::pin_runtime::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 w - -");

fn main() {
    match KING {
        ::pin_runtime::pin!("K^") => {}
        _ => unreachable!(),
    }
    match XIANGQI {
        ::pin_runtime::xiangqi::fen!("4k4/9/9/9/9/9/9/9/9/4K4 w - -") => {}
        _ => unreachable!(),
    }
    let _ = (SILVER, START, DECLARED, ::pin_runtime::board!("3/3"), SHOGI, CHESS);
}
