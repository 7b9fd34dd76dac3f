//! The literals of a game whose feature is off, checked with trybuild: one
//! error each, naming the feature to enable (rustc names the feature of a
//! module that is configured out), and the literals every build has.
//!
//! Built without the games: run with
//! `cargo test -p pin-ui-tests --no-default-features --test games_off`, as
//! CI does. The snapshots hold the compiler's wording: see `ui.rs` for the
//! toolchain they are written with, and how to write them anew.

/// The compiler the snapshots were written with.
const PINNED_RUSTC: &str = "rustc 1.95.";

#[test]
#[cfg_attr(
    feature = "games",
    ignore = "run without the games: cargo test -p pin-ui-tests --no-default-features --test games_off"
)]
fn literals_of_games_left_out() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/games-off-pass/*.rs");
    let rustc =
        std::process::Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .arg("--version")
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
            .unwrap_or_default();
    if rustc.starts_with(PINNED_RUSTC) {
        cases.compile_fail("tests/games-off/*.rs");
    } else if std::env::var("PIN_REQUIRE_COMPILE_FAIL").is_ok_and(|value| value == "1") {
        panic!("compile-fail snapshots are written with {PINNED_RUSTC}x, this is {rustc:?}");
    } else {
        eprintln!("compile-fail snapshots skipped: written with {PINNED_RUSTC}x, running {rustc}");
    }
}
