//! `State`: normal, enhanced (`+`) and diminished (`-`), read from and
//! written as their modifier, written by name, normal by default.

use pin_runtime::{Pin, State};

#[test]
fn states_round_trip_through_their_modifier_and_write_their_name() {
    for state in State::ALL {
        assert_eq!(
            state
                .modifier()
                .and_then(State::from_modifier)
                .unwrap_or(State::Normal),
            state
        );
        assert_eq!(state.to_string(), state.name());
    }
    assert_eq!(State::default(), State::Normal);
    assert_eq!(Pin::parse("K").unwrap().state(), State::default());
}
