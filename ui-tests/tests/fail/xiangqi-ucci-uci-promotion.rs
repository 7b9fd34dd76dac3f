fn main() {
    let promotion = pin_runtime::xiangqi::ucci!("e7e8q");
}
