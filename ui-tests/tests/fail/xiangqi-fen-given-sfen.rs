fn main() {
    let position = pin_runtime::xiangqi::fen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
}
