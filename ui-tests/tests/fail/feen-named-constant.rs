const TEXT: &str = "8/8 / W/w";

fn main() {
    let position = pin_runtime::feen!(TEXT);
}
