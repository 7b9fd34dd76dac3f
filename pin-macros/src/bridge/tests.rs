//! What the tests of the bridges' twins share: a mistake reduced to what
//! both readers say of it, and the comparison of two verdicts.

use std::fmt::Debug;

pub(crate) use crate::feen::tests::every_string;

/// What a reader says of a mistake: its kind (in its `Debug` form: the
/// twins' kinds have the runtime's names and fields), byte index, field,
/// square by CELL coordinate and message.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Mistake {
    pub(crate) kind: String,
    pub(crate) index: usize,
    pub(crate) field: Option<&'static str>,
    pub(crate) cell: Option<String>,
    pub(crate) message: String,
}

impl Mistake {
    /// A mistake of kind `kind`, as its reader says it.
    pub(crate) fn new(
        kind: &impl Debug,
        index: usize,
        field: Option<&'static str>,
        cell: Option<String>,
        message: String,
    ) -> Self {
        Self {
            kind: format!("{kind:?}"),
            index,
            field,
            cell,
            message,
        }
    }
}

/// Checks that the twin (`ours`) and the runtime (`theirs`) agree on
/// `input`: both read it, or both reject it with the same mistake.
/// Returns whether it reads.
pub(crate) fn agree(input: &str, ours: Result<(), Mistake>, theirs: Result<(), Mistake>) -> bool {
    match (ours, theirs) {
        (Ok(()), Ok(())) => true,
        (Err(ours), Err(theirs)) => {
            assert_eq!(ours, theirs, "{input:?}");
            false
        }
        (ours, theirs) => panic!("{input:?}: ours {ours:?}, the runtime's {theirs:?}"),
    }
}

/// Compares on every string of up to `len` bytes over `alphabet` in place
/// of `{}` in `template`, with `agree_on` (which returns whether the input
/// reads); both verdicts must be reached. Returns how many were compared.
pub(crate) fn agree_on_every_string(
    template: &str,
    alphabet: &[u8],
    len: usize,
    agree_on: impl Fn(&str) -> bool,
) -> usize {
    let (mut read, mut rejected) = (0, 0);
    every_string(template, alphabet, len, &mut |input| {
        if agree_on(input) {
            read += 1;
        } else {
            rejected += 1;
        }
    });
    assert!(
        read > 0 && rejected > 0,
        "{template:?}: {read} read, {rejected} rejected"
    );
    read + rejected
}

/// `text` with one edit at `at` (taken modulo its length): the byte
/// replaced by `byte`, removed, `byte` inserted, or the byte repeated.
pub(crate) fn mutated(text: &str, edit: u8, at: usize, byte: u8) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let at = at % (bytes.len() + 1);
    match edit % 4 {
        0 if at < bytes.len() => bytes[at] = byte,
        1 if at < bytes.len() => {
            bytes.remove(at);
        }
        3 if at < bytes.len() => bytes.insert(at, bytes[at]),
        _ => bytes.insert(at, byte),
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
