//! Shogi game records, CSA (`shogi::csa`) and KIF (`shogi::kif`): the
//! records of `tests/data/records` (real and generated, decoded once
//! beforehand with `shogi::decode`), read in two ways:
//!
//! - `statements`: every statement of every game, without playing (the
//!   lexing a caller pays to find headers and moves);
//! - `mainline`: every game's start and main line played, each move
//!   checked and its `Sfen` made.
//!
//! cshogi's and python-shogi's parsers, timed on the same texts by
//! `bench/scripts/shogi-records-cshogi`, are the reference (see
//! `BENCHMARKS.md`): no Rust crate reads both formats and plays the moves.
//!
//! Usage: `shogi_records [ROUNDS]` (default 31). For each format and way
//! it prints one tab-separated line: the format, the way, the bytes, games
//! and items of one pass (statements for `statements`, moves played for
//! `mainline`), then the median over the rounds of the megabytes, games
//! and items per second.

use pin_bench::median;
use std::hint::black_box;
use std::time::Instant;

use pin_runtime::shogi::{csa, decode, kif};

/// The records, decoded: CSA files, then KIF files.
fn records() -> (Vec<String>, Vec<String>) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/records");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("the records")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    names.sort();
    let (mut csa, mut kif) = (Vec::new(), Vec::new());
    for path in names {
        let text = || decode(&std::fs::read(&path).expect("a record")).into_owned();
        match path.extension().and_then(|extension| extension.to_str()) {
            Some("csa") => csa.push(text()),
            Some("kif" | "kifu") => kif.push(text()),
            _ => {}
        }
    }
    (csa, kif)
}

/// The games of every text and the items `per_text` counts in each game.
fn count<'a, I: Iterator<Item = usize>>(
    texts: &'a [String],
    per_text: impl Fn(&'a str) -> I,
) -> (usize, usize) {
    let mut counts = (0, 0);
    for text in texts {
        for items in per_text(text) {
            counts.0 += 1;
            counts.1 += items;
        }
    }
    counts
}

/// Times `pass` (which returns the games and items it read) `rounds`
/// times, and prints the line of `format` and `way`.
fn report(
    format: &str,
    way: &str,
    texts: &[String],
    rounds: usize,
    pass: impl Fn() -> (usize, usize),
) {
    let bytes: usize = texts.iter().map(String::len).sum();
    let (games, items) = pass();
    let mut seconds = Vec::new();
    for _ in 0..rounds {
        let start = Instant::now();
        black_box(pass());
        seconds.push(start.elapsed().as_secs_f64());
    }
    #[allow(clippy::cast_precision_loss, reason = "counts far below 2^52")]
    let per_second = |count: usize| median(seconds.iter().map(|s| count as f64 / s).collect());
    println!(
        "{format}\t{way}\t{bytes}\t{games}\t{items}\t{:.1}\t{:.0}\t{:.0}",
        per_second(bytes) / 1e6,
        per_second(games),
        per_second(items),
    );
}

fn main() {
    let rounds = std::env::args()
        .nth(1)
        .and_then(|rounds| rounds.parse().ok())
        .unwrap_or(31);
    let (csa_texts, kif_texts) = records();
    println!("format\tway\tbytes\tgames\titems\tMB/s\tgames/s\titems/s");
    report("csa", "statements", &csa_texts, rounds, || {
        count(&csa_texts, |text| {
            csa::Reader::new(text).map(|game| game.statements().count())
        })
    });
    report("csa", "mainline", &csa_texts, rounds, || {
        count(&csa_texts, |text| {
            csa::Reader::new(text).map(|game| game.mainline().map_while(Result::ok).count())
        })
    });
    report("kif", "statements", &kif_texts, rounds, || {
        count(&kif_texts, |text| {
            kif::Reader::new(text).map(|game| game.statements().count())
        })
    });
    report("kif", "mainline", &kif_texts, rounds, || {
        count(&kif_texts, |text| {
            kif::Reader::new(text).map(|game| game.mainline().map_while(Result::ok).count())
        })
    });
}
