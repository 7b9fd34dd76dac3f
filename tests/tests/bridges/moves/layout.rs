//! The move types' sizes and auto traits: small `Copy` values that cross
//! threads.

use pin_runtime::chess::{Uci, UciError};
use pin_runtime::shogi::{Usi, UsiError};
use pin_runtime::xiangqi::{Ucci, UcciError};
use pin_runtime::{ApplyError, Captures, Pmn, PmnError, Undo};

fn assert_value<T: Copy + Send + Sync + Eq + std::hash::Hash + std::fmt::Debug + 'static>() {}

#[test]
fn sizes() {
    assert_eq!(size_of::<Uci>(), 3);
    assert_eq!(size_of::<Option<Uci>>(), 3);
    assert_eq!(size_of::<Usi>(), 3);
    assert_eq!(size_of::<Ucci>(), 3);
    assert_eq!(size_of::<Pmn>(), 15);
    assert_eq!(size_of::<Option<Pmn>>(), 15);
}

#[test]
fn error_sizes() {
    // The kind, the index, and the input's first bytes (5 for UCI and USI,
    // 8 for UCCI, 25 for PMN) and its length; the errors leave room for
    // the variant of a result.
    assert_eq!(size_of::<UciError>(), 16);
    assert_eq!(size_of::<Result<Uci, UciError>>(), 16);
    assert_eq!(size_of::<UsiError>(), 16);
    assert_eq!(size_of::<Result<Usi, UsiError>>(), 16);
    assert_eq!(size_of::<UcciError>(), 16);
    assert_eq!(size_of::<Result<Ucci, UcciError>>(), 16);
    assert_eq!(size_of::<PmnError>(), 36);
    assert_eq!(size_of::<Result<Pmn, PmnError>>(), 36);
}

#[test]
fn auto_traits() {
    assert_value::<Uci>();
    assert_value::<UciError>();
    assert_value::<Usi>();
    assert_value::<UsiError>();
    assert_value::<Ucci>();
    assert_value::<UcciError>();
    assert_value::<Pmn>();
    assert_value::<PmnError>();
    assert_value::<Captures>();
    assert_value::<Undo>();
    assert_value::<ApplyError>();
}
