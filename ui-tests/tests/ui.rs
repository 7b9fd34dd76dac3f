//! Compile-fail and pass cases of the macros, checked with trybuild.
//!
//! The `.stderr` snapshots hold the compiler's exact wording, which changes
//! between Rust releases, so the compile-fail cases run only on the pinned
//! toolchain (`PINNED_RUSTC`); on any other one they are skipped with a note,
//! unless `PIN_REQUIRE_COMPILE_FAIL=1` is set (CI sets it), which makes the
//! skip a failure. To regenerate the snapshots after a deliberate change:
//!
//! ```text
//! TRYBUILD=overwrite cargo test -p pin-ui-tests
//! ```

/// The compiler the snapshots were written with.
const PINNED_RUSTC: &str = "rustc 1.95.";

/// Set to `1` to fail, rather than skip, the compile-fail cases on another
/// compiler.
const REQUIRE: &str = "PIN_REQUIRE_COMPILE_FAIL";

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/pass/*.rs");
    let rustc =
        std::process::Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .arg("--version")
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
            .unwrap_or_default();
    if rustc.starts_with(PINNED_RUSTC) {
        cases.compile_fail("tests/fail/*.rs");
    } else if std::env::var(REQUIRE).is_ok_and(|value| value == "1") {
        panic!(
            "compile-fail snapshots are written with {PINNED_RUSTC}x, this is {rustc:?}, and \
             {REQUIRE}=1 forbids skipping them: run with the pinned toolchain"
        );
    } else {
        eprintln!("compile-fail snapshots skipped: written with {PINNED_RUSTC}x, running {rustc}");
    }
}
