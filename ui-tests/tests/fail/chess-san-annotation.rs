use pin_runtime::chess::{San, san};

fn name(san: San) -> &'static str {
    match san {
        san!("Nf3!") => "good",
        san!("e4?") => "bad",
        san!("Qh5!?") => "interesting",
        _ => "other",
    }
}

fn main() {}
