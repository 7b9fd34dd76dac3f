const TEXT: &str = "e2-e4";

fn main() {
    let pmn = pin_runtime::pmn!(TEXT);
}
