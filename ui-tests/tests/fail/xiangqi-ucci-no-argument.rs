fn main() {
    let ucci = pin_runtime::xiangqi::ucci!();
}
