//! Writes the enums of `tests/integration/derive.rs`: one variant per PIN
//! token, per EPIN token and per letter, declared in a shuffled order, one
//! mapping every third PIN token, and one whose variants each list the six
//! PIN tokens of a letter and case. The tokens come from the grammar as
//! written here, not from the runtime, so the tests compare two independent
//! sources.

use std::fmt::Write as _;
use std::path::PathBuf;

/// Every token of the grammar: `[+-]?[A-Za-z]^?` and, when `derived`, the
/// same with a trailing `'`.
fn tokens(derived: bool) -> Vec<String> {
    let mut tokens = Vec::new();
    for letter in ('A'..='Z').chain('a'..='z') {
        for marker in ["", "'"].iter().take(if derived { 2 } else { 1 }) {
            for terminal in ["", "^"] {
                for state in ["", "+", "-"] {
                    tokens.push(format!("{state}{letter}{terminal}{marker}"));
                }
            }
        }
    }
    tokens
}

/// A variant name spelling out a token: `+k^'` is `EnhancedLowerKTerminalDerived`.
fn variant(token: &str) -> String {
    let mut name = String::new();
    for c in token.chars() {
        match c {
            '+' => name.push_str("Enhanced"),
            '-' => name.push_str("Diminished"),
            '^' => name.push_str("Terminal"),
            '\'' => name.push_str("Derived"),
            c if c.is_ascii_uppercase() => write!(name, "Upper{c}").unwrap(),
            c => write!(name, "Lower{}", c.to_ascii_uppercase()).unwrap(),
        }
    }
    name
}

/// The tokens in a fixed shuffled order (a linear congruential generator),
/// so that declaration order is not the runtime's index order.
fn shuffled(mut tokens: Vec<String>) -> Vec<String> {
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    for i in (1..tokens.len()).rev() {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let j = usize::try_from(state >> 33).unwrap() % (i + 1);
        tokens.swap(i, j);
    }
    tokens
}

/// An enum deriving `Pieces` with one variant per token, and the tokens in
/// declaration order.
fn write_enum(out: &mut String, name: &str, attribute: &str, tokens: &[String]) {
    let constant = format!("{}_TOKENS", name.to_ascii_uppercase());
    writeln!(out, "/// Tokens of [`{name}`], in declaration order.").unwrap();
    writeln!(
        out,
        "pub(crate) const {constant}: [&str; {}] = [",
        tokens.len()
    )
    .unwrap();
    for token in tokens {
        writeln!(out, "    {token:?},").unwrap();
    }
    writeln!(out, "];\n").unwrap();
    writeln!(
        out,
        "/// Generated: one variant per token of [`{constant}`]."
    )
    .unwrap();
    writeln!(
        out,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, pin_runtime::Pieces)]"
    )
    .unwrap();
    writeln!(out, "pub(crate) enum {name} {{").unwrap();
    for token in tokens {
        let letter_only = attribute == "letter";
        let name = if letter_only {
            token.clone()
        } else {
            variant(token)
        };
        writeln!(out, "    /// `{token}`").unwrap();
        writeln!(out, "    #[{attribute}({token:?})]").unwrap();
        writeln!(out, "    {name},").unwrap();
    }
    writeln!(out, "}}\n").unwrap();
}

/// An enum deriving `Pieces` whose variants each list several tokens: one
/// variant per letter and case, listing its 6 PIN tokens (3 states, with
/// and without `^`) in a shuffled order, so all 312 are mapped; and the
/// lists in declaration order, the token written first.
fn write_grouped_enum(out: &mut String, name: &str) {
    let letters: Vec<char> = ('A'..='Z').chain('a'..='z').collect();
    // The same shuffle for every list, turned by the list's place, so the
    // token written first differs from one variant to the next.
    let groups: Vec<Vec<String>> = letters
        .iter()
        .enumerate()
        .map(|(i, &letter)| {
            let tokens: Vec<String> = tokens(false)
                .into_iter()
                .filter(|token| token.contains(letter))
                .collect();
            let mut tokens = shuffled(tokens);
            tokens.rotate_left(i % 6);
            tokens
        })
        .collect();
    let constant = format!("{}_TOKENS", name.to_ascii_uppercase());
    writeln!(
        out,
        "/// Tokens of each variant of [`{name}`], in declaration order."
    )
    .unwrap();
    writeln!(
        out,
        "pub(crate) const {constant}: [[&str; 6]; {}] = [",
        groups.len()
    )
    .unwrap();
    for group in &groups {
        writeln!(out, "    {group:?},").unwrap();
    }
    writeln!(out, "];\n").unwrap();
    writeln!(
        out,
        "/// Generated: one variant per list of [`{constant}`]."
    )
    .unwrap();
    writeln!(
        out,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, pin_runtime::Pieces)]"
    )
    .unwrap();
    writeln!(out, "pub(crate) enum {name} {{").unwrap();
    for (group, letter) in groups.iter().zip(&letters) {
        let list: Vec<String> = group.iter().map(|token| format!("{token:?}")).collect();
        writeln!(out, "    #[pin({})]", list.join(", ")).unwrap();
        writeln!(out, "    {},", variant(&letter.to_string())).unwrap();
    }
    writeln!(out, "}}\n").unwrap();
}

fn main() {
    let pins = shuffled(tokens(false));
    let epins = shuffled(tokens(true));
    let some: Vec<String> = pins.iter().step_by(3).cloned().collect();
    let letters: Vec<String> = shuffled(('A'..='Z').map(String::from).collect());
    let mut out = String::new();
    write_enum(&mut out, "AllPins", "pin", &pins);
    write_enum(&mut out, "AllEpins", "epin", &epins);
    write_enum(&mut out, "SomePins", "pin", &some);
    write_enum(&mut out, "AllLetters", "letter", &letters);
    write_grouped_enum(&mut out, "GroupedPins");
    let path = PathBuf::from(std::env::var_os("OUT_DIR").unwrap()).join("pieces.rs");
    std::fs::write(path, out).unwrap();
    println!("cargo::rerun-if-changed=build.rs");
}
