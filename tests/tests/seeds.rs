//! The examples of the older drafts (PNN, and PIN and EPIN before `^`) still
//! parse as EPIN: only the meaning of `'` changed.

use pin_runtime::{Epin, Pin, State};

/// Tokens shown in the early PIN, PNN and early EPIN documents.
const OLD_TOKENS: &[&str] = &[
    // early PIN
    "K", "k", "+K", "-K", "P", "p", // PNN: `'` was an "intermediate state"
    "K'", "+R'", "-p'", "p'", // early EPIN, chess against ōgi
    "P'", "k'", "s", "S'",
];

#[test]
fn old_tokens_parse_as_epin() {
    for token in OLD_TOKENS {
        let epin = Epin::parse(token).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(epin.to_string(), *token);
        assert!(!epin.is_terminal(), "no old draft had '^'");
        assert_eq!(epin.is_derived(), token.ends_with('\''));
    }
}

#[test]
fn old_pin_tokens_are_still_pin_tokens() {
    for token in ["K", "k", "+K", "-K", "+R", "-p"] {
        let pin = Pin::parse(token).unwrap();
        assert_eq!(
            pin.state(),
            match token.as_bytes()[0] {
                b'+' => State::Enhanced,
                b'-' => State::Diminished,
                _ => State::Normal,
            }
        );
    }
}
