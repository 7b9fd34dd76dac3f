use pin_runtime::chess::{self, fen as chess_fen};
use pin_runtime::shogi::{self, Sfen, sfen};
use pin_runtime::xiangqi::{self, Fen, fen};
use pin_runtime::{Side, epin};

const SHOGI: Sfen = sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
static TSUME: Sfen = sfen!("7k1/9/7PP/9/9/9/9/9/9 b G");
const XIANGQI: Fen = fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
// WXF letters and `r` for red read to the same position, without clocks.
static WXF: Fen = pin_runtime::xiangqi::fen!(r"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -");
const CHESS: chess::Fen = chess_fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
static CRAZYHOUSE: chess::Fen =
    pin_runtime::chess::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] b KQkq -");
const TABLE: [Sfen; 2] = [SHOGI, sfen!("4k4/9/9/9/9/9/9/9/4K4 w - 10")];

fn shogi_name(position: Sfen) -> &'static str {
    match position {
        sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1") => "start",
        sfen!("4k4/9/9/9/9/9/9/9/4K4 w - 10") | sfen!("4k4/9/9/9/9/9/9/9/4K4 b - 10") => "kings",
        _ => "other",
    }
}

fn xiangqi_name(position: Fen) -> &'static str {
    match position {
        fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") => "start",
        _ => "other",
    }
}

fn chess_name(position: chess::Fen) -> &'static str {
    match position {
        chess_fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") => "start",
        _ => "other",
    }
}

fn main() {
    assert_eq!(*CHESS.position(), chess::START);
    assert_eq!(CRAZYHOUSE.position().hand(Side::Second).count(epin!("q")), 1);
    assert_eq!(chess_name(CHESS), "start");
    assert_eq!(chess_name(CRAZYHOUSE), "other");
    assert_eq!(*SHOGI.position(), shogi::START);
    assert_eq!(TSUME.position().hand(Side::First).count(epin!("G")), 1);
    assert_eq!(*XIANGQI.position(), xiangqi::START);
    assert_eq!(WXF.position(), XIANGQI.position());
    assert_eq!(WXF.fullmove_number(), None);
    assert_eq!(shogi_name(TABLE[0]), "start");
    assert_eq!(shogi_name(TABLE[1]), "kings");
    assert_eq!(shogi_name(TSUME), "other");
    assert_eq!(xiangqi_name(XIANGQI), "start");
    assert_eq!(xiangqi_name(WXF), "other");
    let local = sfen!("9/9/9/9/9/9/9/9/9 w - 1");
    assert_eq!(local.to_string(), "9/9/9/9/9/9/9/9/9 w - 1");
}
