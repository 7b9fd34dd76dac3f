fn main() {
    let cannon = pin_runtime::xiangqi::ucci!("C2.5");
}
