use pin_runtime::chess::{self, San, Uci, san, uci};
use pin_runtime::shogi::{self, Usi, usi};
use pin_runtime::xiangqi::{self, Ucci, ucci};
use pin_runtime::{Letter, Pmn, PmnForm, cell, epin, pmn};

const KING_PAWN: Pmn = pmn!("e2-e4");
static OPENING: [Pmn; 3] = [pmn!("e2-e4"), pmn!("e7-e5"), pmn!("g1-f3")];
const LONGEST: Pmn = pmn!("iv256IV~iv256IU=+K^'/+K^'");
const PROMOTION: Uci = uci!("e7e8q");
static DROPS: [Uci; 2] = [uci!("P@e4"), chess::uci!("N@f6")];
const KNIGHT: San = san!("Nf3");
static SAN_MOVES: [San; 5] = [
    san!("exd8=Q#"),
    chess::san!("O-O-O+"),
    san!("@e4"),
    san!("Qa1xb2=Q+"),
    san!("--"),
];
const PAWN: Usi = usi!("7g7f");
static SHOGI_DROP: Usi = pin_runtime::shogi::usi!("P*5e");
const CANNON: Ucci = ucci!("h2e2");
static NULL: Ucci = xiangqi::ucci!("0000");

fn pmn_name(pmn: Pmn) -> &'static str {
    match pmn {
        pmn!("e1~g1") | pmn!("e8~g8") => "castles",
        pmn!("...") => "passes",
        pmn!("e2-e4") => "king's pawn",
        _ => "other",
    }
}

fn uci_name(uci: Uci) -> &'static str {
    match uci {
        uci!("e1g1") | uci!("e1h1") => "castles",
        uci!("0000") => "null",
        _ => "other",
    }
}

fn san_name(san: San) -> &'static str {
    match san {
        san!("O-O") | san!("O-O+") | san!("O-O#") => "castles",
        san!("--") => "null",
        _ => "other",
    }
}

fn usi_name(usi: Usi) -> &'static str {
    match usi {
        usi!("7g7f") | usi!("2g2f") => "opens",
        usi!("8h2b+") => "trades",
        _ => "other",
    }
}

fn ucci_name(ucci: Ucci) -> &'static str {
    match ucci {
        ucci!("h2e2") | ucci!("b2e2") => "central cannon",
        _ => "other",
    }
}

fn main() {
    assert_eq!(KING_PAWN, Pmn::parse("e2-e4").unwrap());
    assert_eq!(OPENING[2].to(), Some(cell!("f3")));
    assert_eq!(LONGEST.to_string(), "iv256IV~iv256IU=+K^'/+K^'");
    assert_eq!(pmn!("P*e5").form(), PmnForm::Drop);
    assert_eq!(pmn!("b7+a8=Q/r").captured(), Some(epin!("r")));
    assert_eq!(pmn_name(Pmn::parse("e8~g8").unwrap()), "castles");
    assert_eq!(pmn_name(Pmn::PASS), "passes");
    assert_eq!(pmn_name(KING_PAWN), "king's pawn");
    assert_eq!(pmn_name(OPENING[1]), "other");

    assert_eq!(PROMOTION.promotion(), Some(Letter::Q));
    assert_eq!(DROPS[1].drop_piece(), Some(Letter::N));
    assert_eq!(uci_name(Uci::parse("e1h1").unwrap()), "castles");
    assert_eq!(uci_name(Uci::NULL), "null");
    assert_eq!(uci_name(PROMOTION), "other");

    assert_eq!(KNIGHT.to(), Some(cell!("f3")));
    assert_eq!(SAN_MOVES[0].promotion(), Some(Letter::Q));
    assert_eq!(SAN_MOVES[3].to_string(), "Qa1xb2=Q+");
    assert_eq!(san_name(San::parse("0-0").unwrap().canonical()), "castles");
    assert_eq!(san_name(SAN_MOVES[4]), "null");
    assert_eq!(san_name(KNIGHT), "other");

    assert_eq!(PAWN.from(), Some(cell!("c3")));
    assert_eq!(SHOGI_DROP.to_string(), "P*5e");
    assert_eq!(usi_name(Usi::parse("8h2b+").unwrap()), "trades");
    assert_eq!(usi_name(SHOGI_DROP), "other");

    assert_eq!(CANNON.to(), Some(cell!("e3")));
    assert!(NULL.is_null());
    assert_eq!(ucci_name(Ucci::parse("b2e2").unwrap()), "central cannon");
    assert_eq!(ucci_name(NULL), "other");

    // The literals play on the bridges' positions.
    let mut chess = chess::Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    assert_eq!(chess.play_uci(uci!("e2e4")), Ok(pmn!("e2-e4")));
    let mut shogi = shogi::Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1").unwrap();
    assert_eq!(shogi.play_usi(PAWN), Ok(pmn!("c3-c4")));
    let mut xiangqi = xiangqi::Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1").unwrap();
    assert_eq!(xiangqi.play_ucci(CANNON), Ok(pmn!("h3-e3")));
}
