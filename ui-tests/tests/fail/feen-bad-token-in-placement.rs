fn main() {
    let position = pin_runtime::feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK'^BNR / W/w");
}
