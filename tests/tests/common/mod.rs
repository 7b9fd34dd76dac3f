//! Helpers of both test binaries.

/// Whether the regular expression `oracle`, of an ASCII grammar anchored
/// at both ends, matches `input` whole: never when it is not UTF-8
/// (`regex-lite` reads text, and no such grammar takes another byte).
pub(crate) fn full_match(oracle: &regex_lite::Regex, input: &[u8]) -> bool {
    std::str::from_utf8(input).is_ok_and(|text| oracle.is_match(text))
}

/// Every string of up to `max` bytes over `alphabet`, shortest first: the
/// inputs of the exhaustive tests of a field.
pub(crate) fn strings(alphabet: &[u8], max: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..max {
        let next: Vec<String> = last
            .iter()
            .flat_map(|s| {
                alphabet
                    .iter()
                    .map(move |&b| format!("{s}{}", char::from(b)))
            })
            .collect();
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}
