//! The macros under a renamed dependency: `pin-runtime` is `pr` here, and
//! expansions reach it through `$crate`.

use pr::{Epin, Pin, epin, pin};

/// A constant built by `pin!` under the renamed crate.
pub const KING: Pin = pin!("K^");

/// A table built by `epin!` under the renamed crate.
pub static RANK: [Option<Epin>; 3] = [Some(epin!("S'")), None, Some(epin!("k^"))];

/// Matches on pieces with `pin!` patterns under the renamed crate.
#[must_use]
pub fn value(piece: Pin) -> i32 {
    match piece {
        pin!("P") | pin!("p") => 100,
        pin!("K^") | pin!("k^") => 0,
        _ => 300,
    }
}

#[cfg(test)]
mod tests {
    use super::{KING, RANK, value};

    #[test]
    fn expansions_work_under_a_renamed_dependency() {
        assert_eq!(KING.to_string(), "K^");
        assert_eq!(RANK[0].map(|e| e.to_string()).as_deref(), Some("S'"));
        assert_eq!(value(pr::pin!("p")), 100);
        assert_eq!(value(KING), 0);
        assert_eq!(value(pr::pin!("N")), 300);
    }
}
