//! Helpers of both test binaries.

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
