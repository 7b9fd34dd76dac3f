//! Parses a few piece tokens, decodes them, re-encodes them and prints a
//! table; then shows what a typo gets you.
//!
//! Run from the workspace root with `cargo run --example tokens`.

use pin_runtime::Epin;

fn main() {
    let tokens = ["K^", "k^", "+R", "-p", "+P", "S'", "+s'", "K^'", "N"];
    println!(
        "{:<6} {:<6} {:<7} {:<10} {:<8} {:<7} {:<8} {:<6}",
        "token", "letter", "side", "state", "terminal", "style", "encoded", "code"
    );
    for token in tokens {
        let piece = match Epin::parse(token) {
            Ok(piece) => piece,
            Err(error) => {
                println!("{error}");
                continue;
            }
        };
        let (side, state) = (piece.side().name(), piece.state().name());
        let style = if piece.is_derived() {
            "derived"
        } else {
            "native"
        };
        println!(
            "{:<6} {:<6} {:<7} {:<10} {:<8} {:<7} {:<8} {:#06x}",
            token,
            piece.letter(),
            side,
            state,
            if piece.is_terminal() { "yes" } else { "no" },
            style,
            piece.encode(),
            piece.code(),
        );
    }
    println!();
    for typo in ["K+", "K'^", "KING", " k"] {
        match Epin::parse(typo) {
            Ok(piece) => println!("{typo:?} parsed as {piece}"),
            Err(error) => println!("{error}"),
        }
    }
}
