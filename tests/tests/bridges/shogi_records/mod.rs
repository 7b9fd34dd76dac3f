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
