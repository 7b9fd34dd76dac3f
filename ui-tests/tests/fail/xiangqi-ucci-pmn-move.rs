fn main() {
    let cannon = pin_runtime::xiangqi::ucci!("h3-e3");
}
