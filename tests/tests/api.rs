//! Queries, transformations and comparisons of `Pin` and `Epin`, checked over
//! every token against what the token's text says.

use std::collections::{BTreeSet, HashSet};

use pin_runtime::{Epin, Letter, Pin, Side, State};

/// Rewrites a token's text as a transformation must: the expected result,
/// worked out on the text.
fn text_with_state(token: &str, state: State) -> String {
    let bare = token.trim_start_matches(['+', '-']);
    match state.modifier() {
        Some(m) => format!("{m}{bare}"),
        None => bare.to_string(),
    }
}

fn flip_case(token: &str) -> String {
    token
        .chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

fn with_terminal_text(token: &str, terminal: bool) -> String {
    let derived = token.ends_with('\'');
    let core = token.trim_end_matches('\'').trim_end_matches('^');
    format!(
        "{core}{}{}",
        if terminal { "^" } else { "" },
        if derived { "'" } else { "" }
    )
}

#[test]
fn epin_transformations_match_the_text() {
    for epin in Epin::ALL {
        let token = epin.to_string();
        assert_eq!(
            epin.enhanced().to_string(),
            text_with_state(&token, State::Enhanced)
        );
        assert_eq!(
            epin.diminished().to_string(),
            text_with_state(&token, State::Diminished)
        );
        assert_eq!(
            epin.normalized().to_string(),
            text_with_state(&token, State::Normal)
        );
        assert_eq!(epin.flipped().to_string(), flip_case(&token));
        assert_eq!(
            epin.marked_terminal().to_string(),
            with_terminal_text(&token, true)
        );
        assert_eq!(
            epin.unmarked_terminal().to_string(),
            with_terminal_text(&token, false)
        );
        assert_eq!(
            epin.derived().to_string(),
            format!("{}'", token.trim_end_matches('\''))
        );
        assert_eq!(epin.native().to_string(), token.trim_end_matches('\''));
        assert_eq!(epin.with_derived(epin.is_derived()), epin);
        assert_eq!(epin.with_pin(epin.pin()), epin);
        assert_eq!(Epin::new(epin.pin(), epin.is_derived()), epin);
        for letter in Letter::ALL {
            let changed = epin.with_letter(letter);
            assert_eq!(changed.letter(), letter);
            assert_eq!(
                (changed.side(), changed.state(), changed.is_terminal()),
                (epin.side(), epin.state(), epin.is_terminal())
            );
            assert_eq!(changed.is_derived(), epin.is_derived());
        }
        for side in Side::ALL {
            assert_eq!(epin.with_side(side).side(), side);
            assert_eq!(epin.with_side(side).letter(), epin.letter());
        }
        assert_eq!(
            epin.letter_char().to_string(),
            token.trim_matches(['+', '-', '^', '\''])
        );
    }
}

#[test]
fn pin_transformations_agree_with_epin_ones() {
    for pin in Pin::ALL {
        let epin = Epin::from(pin);
        assert_eq!(Epin::from(pin.enhanced()), epin.enhanced());
        assert_eq!(Epin::from(pin.diminished()), epin.diminished());
        assert_eq!(Epin::from(pin.normalized()), epin.normalized());
        assert_eq!(Epin::from(pin.flipped()), epin.flipped());
        assert_eq!(Epin::from(pin.marked_terminal()), epin.marked_terminal());
        assert_eq!(
            Epin::from(pin.unmarked_terminal()),
            epin.unmarked_terminal()
        );
        assert_eq!(epin.derived().pin(), pin);
        for state in State::ALL {
            assert_eq!(pin.with_state(state).state(), state);
        }
        for terminal in [false, true] {
            assert_eq!(pin.with_terminal(terminal).is_terminal(), terminal);
        }
    }
}

#[test]
fn queries_match_the_attributes() {
    for epin in Epin::ALL {
        assert_eq!(epin.is_normal(), epin.state() == State::Normal);
        assert_eq!(epin.is_enhanced(), epin.state() == State::Enhanced);
        assert_eq!(epin.is_diminished(), epin.state() == State::Diminished);
        assert_eq!(epin.is_first(), epin.side() == Side::First);
        assert_eq!(epin.is_second(), epin.side() == Side::Second);
    }
}

#[test]
fn comparisons_look_at_one_attribute() {
    let sample = ["K", "k", "+K", "-k^", "K^'", "q'", "+Q^"];
    for a in sample {
        for b in sample {
            let (x, y) = (Epin::parse(a).unwrap(), Epin::parse(b).unwrap());
            assert_eq!(x.same_letter(y), x.letter() == y.letter(), "{a} {b}");
            assert_eq!(x.same_side(y), x.side() == y.side(), "{a} {b}");
            assert_eq!(x.same_state(y), x.state() == y.state(), "{a} {b}");
            assert_eq!(
                x.same_terminal(y),
                x.is_terminal() == y.is_terminal(),
                "{a} {b}"
            );
            assert_eq!(
                x.same_derivation(y),
                x.is_derived() == y.is_derived(),
                "{a} {b}"
            );
            let (p, q) = (x.pin(), y.pin());
            assert_eq!(p.same_letter(q), x.same_letter(y));
            assert_eq!(p.same_side(q), x.same_side(y));
            assert_eq!(p.same_state(q), x.same_state(y));
            assert_eq!(p.same_terminal(q), x.same_terminal(y));
        }
    }
}

#[test]
fn every_value_is_distinct_hashable_and_ordered() {
    let hashed: HashSet<Epin> = Epin::ALL.into_iter().collect();
    let ordered: BTreeSet<Epin> = Epin::ALL.into_iter().collect();
    assert_eq!((hashed.len(), ordered.len()), (624, 624));
    assert!(Pin::ALL.is_sorted());
    assert!(Epin::ALL.is_sorted());
    let texts: HashSet<String> = Epin::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(texts.len(), 624);
}

#[test]
fn debug_shows_the_token_and_display_pads() {
    let king = Pin::parse("+K^").unwrap();
    assert_eq!(format!("{king:?}"), r#"Pin("+K^")"#);
    assert_eq!(format!("{:?}", Epin::parse("S'").unwrap()), r#"Epin("S'")"#);
    assert_eq!(format!("[{king:>5}]"), "[  +K^]");
    assert_eq!(format!("[{king:<5}]"), "[+K^  ]");
    assert_eq!(format!("[{:^6}]", king.encode()), "[ +K^  ]");
    assert_eq!(format!("{:?}", king.encode()), r#"Encoded("+K^")"#);
    assert_eq!(format!("[{:>3}]", Letter::K), "[  K]");
}

#[test]
fn encoded_tokens_compare_as_text() {
    let (a, b) = (
        Epin::parse("K").unwrap().encode(),
        Epin::parse("+K").unwrap().encode(),
    );
    assert!(b < a, "'+' sorts before 'K'");
    assert_eq!(a, "K");
    assert_eq!("K", a);
    assert_eq!(&*a, "K");
    assert_eq!(AsRef::<[u8]>::as_ref(&b), b"+K");
}

#[test]
fn letters_convert_from_chars_and_bytes() {
    for letter in Letter::ALL {
        let upper = letter.as_char();
        assert_eq!(Letter::from_char(upper), Some(letter));
        assert_eq!(Letter::from_char(upper.to_ascii_lowercase()), Some(letter));
        assert_eq!(Letter::try_from(upper), Ok(letter));
        assert_eq!(
            letter.to_side_char(Side::Second),
            upper.to_ascii_lowercase()
        );
        assert_eq!(letter.as_byte(), upper as u8);
    }
    let letters = (0..=u8::MAX)
        .filter(|&b| Letter::from_ascii(b).is_some())
        .count();
    assert_eq!(letters, 52);
    assert_eq!(Letter::from_char('ß'), None);
}

#[test]
fn everything_is_usable_in_const() {
    const KING: Pin = match Pin::parse("K^") {
        Ok(pin) => pin,
        Err(_) => panic!(),
    };
    const FLIPPED: Pin = KING.flipped().enhanced();
    const DERIVED: Epin = Epin::new(FLIPPED, true);
    const ENCODED: pin_runtime::Encoded = FLIPPED.encode();
    const ENCODED_TEXT: &str = ENCODED.as_str();
    const FROM_CODE: Option<Epin> = Epin::from_code(0x0C4B);
    const PREFIX: Result<(Epin, usize), pin_runtime::ParseError> = Epin::parse_prefix(b"K^'rnb");
    assert_eq!(DERIVED.to_string(), "+k^'");
    const { assert!(Epin::is_valid("+k^'")) };
    const { assert!(!Pin::is_valid("+k^'")) };
    assert_eq!(ENCODED_TEXT, "+k^");
    assert_eq!(FROM_CODE.map(|e| e.to_string()).as_deref(), Some("K^'"));
    assert_eq!(
        PREFIX.map(|(e, n)| (e.to_string(), n)),
        Ok(("K^'".to_string(), 3))
    );
}

#[test]
fn side_and_state_helpers() {
    assert_eq!(Side::First.flipped().flipped(), Side::First);
    for state in State::ALL {
        assert_eq!(
            state
                .modifier()
                .and_then(State::from_modifier)
                .unwrap_or(State::Normal),
            state
        );
    }
}
