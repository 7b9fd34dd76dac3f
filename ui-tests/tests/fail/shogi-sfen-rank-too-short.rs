fn main() {
    let position = pin_runtime::shogi::sfen!("lnsgkgsnl/1r5b1/pppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
}
