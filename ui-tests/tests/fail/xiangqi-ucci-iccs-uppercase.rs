fn main() {
    let cannon = pin_runtime::xiangqi::ucci!("H2-E2");
}
