//! Compile-fail and pass cases of the macros, checked with trybuild.
//!
//! The `.stderr` snapshots hold the compiler's exact wording, which changes
//! between Rust releases, so the compile-fail cases run only on the pinned
//! toolchain (`PINNED_RUSTC`); on any other one they are skipped with a note.
//! To regenerate the snapshots after a deliberate change:
//!
//! ```text
//! TRYBUILD=overwrite cargo test -p pin-ui-tests
//! ```

/// The compiler the snapshots were written with.
const PINNED_RUSTC: &str = "rustc 1.95.";

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/pass/*.rs");
    let rustc =
        std::process::Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .arg("--version")
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
            .unwrap_or_default();
    if rustc.starts_with(PINNED_RUSTC) {
        cases.compile_fail("tests/fail/*.rs");
    } else {
        eprintln!("compile-fail snapshots skipped: written with {PINNED_RUSTC}x, running {rustc}");
    }
}
