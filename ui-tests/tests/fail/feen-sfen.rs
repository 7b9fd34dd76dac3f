fn main() {
    let position = pin_runtime::feen!("ln3k1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGKG1NL w S2Pbp 24");
}
