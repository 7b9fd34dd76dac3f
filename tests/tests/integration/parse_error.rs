//! `ParseError`, the error of the token readers: what a rejection reports
//! (kind, byte index, offending byte, message), how it formats, and the
//! table check the `pin` and `epin` modules run their rejected tokens
//! through.

use pin_runtime::{Epin, ParseError, ParseErrorKind, Pin};

/// One rejected token: the input, and the kind, byte index and whole
/// message of its error.
pub(crate) type Case = (&'static str, ParseErrorKind, usize, &'static str);

/// Checks every case of `table` against `parse`: the kind, the index and
/// the whole message.
pub(crate) fn check_rejections<T: std::fmt::Debug>(
    table: &[Case],
    parse: fn(&str) -> Result<T, ParseError>,
) {
    for &(input, kind, index, message) in table {
        let error = parse(input).expect_err(input);
        assert_eq!(error.kind(), kind, "{input:?}");
        assert_eq!(error.index(), index, "{input:?}");
        assert_eq!(error.to_string(), message, "{input:?}");
    }
}

#[test]
fn messages_pad_and_debug_names_the_kind() {
    let error = Pin::parse("").unwrap_err();
    let message = error.to_string();
    assert_eq!(format!("{error:>80}"), format!("{message:>80}"));
    assert_eq!(
        format!("{error:?}"),
        format!("ParseError {{ kind: Empty, index: 0, message: {message:?} }}")
    );
}

#[test]
fn found_is_the_offending_byte() {
    assert_eq!(Pin::parse("K+").unwrap_err().found(), Some(b'+'));
    assert_eq!(Pin::parse("+").unwrap_err().found(), None);
    assert_eq!(Pin::parse("KNIGHT").unwrap_err().found(), None);
    assert_eq!(Epin::parse("K'^").unwrap_err().found(), Some(b'^'));
}

#[test]
fn errors_are_std_errors_without_a_source() {
    let error: &dyn std::error::Error = &Pin::parse("K+").unwrap_err();
    assert!(error.source().is_none());
}
