//! Compile-fail and pass cases of the macros, checked with trybuild.
//!
//! Three sets, each a test of its own:
//! - `tests/pass/`: cases that must build and run;
//! - `tests/fail/`: mistakes the macros report while the code is checked
//!   (`cargo check` reports them, and so does an editor);
//! - `tests/fail-eval/`: mistakes reported when a constant is evaluated,
//!   such as a typed `feen!(Piece, "…")` holding a piece that no variant of
//!   `Piece` maps. Inside a function body such a constant is evaluated when
//!   the code is built, not when it is only checked, so these cases are
//!   built, with the pass cases.
//!
//! trybuild checks a set of compile-fail cases in one `cargo check` of them
//! all, but builds the cases of a set that has a pass case one by one; the
//! split keeps the large `tests/fail/` set to one check.
//!
//! `cargo test --workspace` leaves this test target out (`test = false` in
//! the manifest), so that its run stays short: run it by name with
//! `cargo test -p pin-ui-tests --test ui`, as CI does.
//!
//! The `.stderr` snapshots hold the compiler's exact wording, which changes
//! between Rust releases, so the compile-fail cases run only on the pinned
//! toolchain (`PINNED_RUSTC`); on any other one they are skipped with a note,
//! unless `PIN_REQUIRE_COMPILE_FAIL=1` is set (CI sets it), which makes the
//! skip a failure. To regenerate the snapshots after a deliberate change:
//!
//! ```text
//! TRYBUILD=overwrite cargo test -p pin-ui-tests --test ui
//! ```

/// The compiler the snapshots were written with.
const PINNED_RUSTC: &str = "rustc 1.95.";

/// Set to `1` to fail, rather than skip, the compile-fail cases on another
/// compiler.
const REQUIRE: &str = "PIN_REQUIRE_COMPILE_FAIL";

/// The cases that are built: the pass cases, and the mistakes found when
/// constants are evaluated.
#[test]
fn built() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/pass/*.rs");
    if snapshots_apply() {
        cases.compile_fail("tests/fail-eval/*.rs");
    }
}

/// The mistakes found when the code is checked, in one `cargo check`.
#[test]
fn checked() {
    if snapshots_apply() {
        trybuild::TestCases::new().compile_fail("tests/fail/*.rs");
    }
}

/// Whether this compiler writes the snapshots' wording; panics when it does
/// not and skipping is forbidden.
fn snapshots_apply() -> bool {
    let rustc =
        std::process::Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .arg("--version")
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
            .unwrap_or_default();
    if rustc.starts_with(PINNED_RUSTC) {
        true
    } else if std::env::var(REQUIRE).is_ok_and(|value| value == "1") {
        panic!(
            "compile-fail snapshots are written with {PINNED_RUSTC}x, this is {rustc:?}, and \
             {REQUIRE}=1 forbids skipping them: run with the pinned toolchain"
        );
    } else {
        eprintln!("compile-fail snapshots skipped: written with {PINNED_RUSTC}x, running {rustc}");
        false
    }
}
