//! Shogi game records, CSA (`shogi::csa`) and KIF (`shogi::kif`): the real
//! and generated records of `tests/data/records` (their sources in its
//! `README.md`) read as cshogi 1.1.0 reads them (`cshogi.jsonl`, written
//! by `tests/scripts/records_shogi.py`), written back and read again, and
//! messy or broken records refused with their line, never a panic.

mod csa;
mod kif;

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::Value;

/// The directory of the records.
fn dir() -> PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/records")
}

/// cshogi's reading of each game, by file, in file order; the files it
/// refused, with its reason.
fn vectors() -> (BTreeMap<String, Vec<Value>>, BTreeMap<String, String>) {
    let text = std::fs::read_to_string(dir().join("cshogi.jsonl")).expect("the vectors");
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header")).expect("JSON");
    let mut games: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    let mut refused = BTreeMap::new();
    let mut count = 0;
    for line in lines {
        let record: Value = serde_json::from_str(line).expect("JSON");
        count += 1;
        let file = record["file"].as_str().expect("a file").to_string();
        if let Some(reason) = record["refused"].as_str() {
            refused.insert(file, reason.to_string());
        } else {
            games.entry(file).or_default().push(record);
        }
    }
    assert_eq!(header["games"].as_u64(), Some(count));
    (games, refused)
}

/// The text of a record file, decoded as `shogi::decode` decodes it.
fn read(file: &str) -> String {
    let bytes = std::fs::read(dir().join(file)).expect("the file");
    pin_runtime::shogi::decode(&bytes).into_owned()
}

/// An SFEN of cshogi's, written as `Sfen` writes it (cshogi writes the
/// hands in another order).
fn canonical(sfen: &Value) -> String {
    let text = sfen.as_str().expect("an SFEN");
    pin_runtime::shogi::Sfen::parse(text)
        .expect(text)
        .to_string()
}

/// Whether a file's name has the extension `extension`.
fn is(file: &str, extension: &str) -> bool {
    std::path::Path::new(file)
        .extension()
        .is_some_and(|found| found.eq_ignore_ascii_case(extension))
}

/// A game compared with cshogi's reading of it (`theirs`, a line of
/// `cshogi.jsonl`): the start, the names cshogi decodes and writes, the
/// main line (USI and SFEN after each move) and, when `times`, the time of
/// each move. Returns the number of moves compared.
fn compare(
    label: &str,
    start: &pin_runtime::shogi::Sfen,
    players: [Option<&str>; 2],
    mainline: &[pin_runtime::shogi::csa::Ply],
    theirs: &Value,
    times: bool,
) -> usize {
    assert_eq!(
        start.to_string(),
        canonical(&theirs["start"]),
        "{label}: start"
    );
    for (ours, name) in players
        .into_iter()
        .zip(theirs["names"].as_array().expect("names"))
    {
        // Undecodable bytes are U+FFFD here, private-use characters in
        // Python's cp932; cshogi gives "" for a name not written.
        let decoded = |name: &&str| {
            !name.is_empty()
                && !name
                    .chars()
                    .any(|c| c == '\u{fffd}' || ('\u{e000}'..='\u{f8ff}').contains(&c))
        };
        if let Some(name) = name.as_str().filter(decoded) {
            assert_eq!(ours, Some(name), "{label}: names");
        }
    }
    let moves = theirs["moves"].as_array().expect("moves");
    assert_eq!(mainline.len(), moves.len(), "{label}: moves");
    for (ply, theirs) in mainline.iter().zip(moves) {
        assert_eq!(
            ply.usi().to_string(),
            theirs[0].as_str().expect("USI"),
            "{label}"
        );
        assert_eq!(ply.sfen().to_string(), canonical(&theirs[1]), "{label}");
    }
    if times {
        let ours: Vec<u64> = mainline
            .iter()
            .filter_map(pin_runtime::shogi::csa::Ply::time)
            .map(|time| time.as_secs())
            .collect();
        let theirs: Vec<u64> = theirs["times"]
            .as_array()
            .expect("times")
            .iter()
            .filter_map(Value::as_u64)
            .collect();
        assert_eq!(
            ours,
            theirs[..ours.len().min(theirs.len())],
            "{label}: times"
        );
    }
    mainline.len()
}
