const POSITION: pin_runtime::xiangqi::Fen =
    pin_runtime::xiangqi::fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1");

fn main() {}
