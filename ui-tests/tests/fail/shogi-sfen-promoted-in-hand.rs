const POSITION: pin_runtime::shogi::Sfen = pin_runtime::shogi::sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2P+b 1");

fn main() {}
