fn main() {
    let position = pin_runtime::feen!("k^K^ 2P/ W/w");
}
