//! Shogi's binary positions (`shogi::Sfen::to_packed`, `from_packed`,
//! `to_hcp`, `from_hcp`) and training records (`PackedSfenValue::records`,
//! `Hcpe::records`), timed in turns as `rules.rs` times the rules: within
//! one process, every round times a batch of ours and a batch of the
//! reference, one after the other (the order turned on every round), so
//! both see the same load on a shared machine; the ratio is taken per
//! round.
//!
//! No Rust crate reads `PackedSfen` or HCP, so the reference is the text a
//! user converts through today, this crate's SFEN:
//!
//! | operation | ours | reference (`sfen-text`) |
//! |---|---|---|
//! | `to_packed`, `to_hcp` | the 32 bytes of an `Sfen` read beforehand, folded into a checksum | `Sfen`'s `Display` into a `String` cleared each time, its length folded |
//! | `from_packed`, `from_hcp` | the `Sfen` of 32 bytes written beforehand, its turn and pieces in hand folded | `Sfen::parse` of the SFEN text, folded alike |
//! | `psv_records`, `hcpe_records` | every record of a file of them (`records`), its score and move folded | as `from_packed`, the record's SFEN text read |
//!
//! cshogi's times, from Python, are measured by
//! `bench/scripts/shogi-binary-cshogi.py` (see `BENCHMARKS.md`).
//!
//! The inputs: `varied`, the 9,892 positions of
//! `tests/data/binary/shogi-positions.txt` (handicap starts and every
//! position of 300 random games; the records of
//! `tests/data/binary/shogi-psv.txt` and `shogi-hcpe.txt` for the
//! records), each in turn, once a batch; `repeated`, its 5,000th position
//! as many times, to show what repeating one input is worth.
//!
//! Before timing, every position is held to the vectors: our bytes are
//! cshogi's, and each is read back to the position written. A wrong fast
//! path stops the benchmark instead of timing fast.
//!
//! Usage: `shogi_binary [ROUNDS]` (default 41). For every operation and
//! input it prints one tab-separated line: the operation, the input, the
//! reference, the unit (`position`), the positions of one pass, the
//! median nanoseconds per position of ours and of the reference, the
//! median of the per-round ratios (ours / reference), its lowest and
//! highest decile.

use pin_bench::{decile, median};
use std::fmt::Write as _;
use std::hint::black_box;
use std::time::Instant;

use pin_runtime::Side;
use pin_runtime::shogi::{Hcpe, PackedSfenValue, Sfen};

/// `<PackedSfen> <HCP> <SFEN>`, one position a line.
const POSITIONS: &str = include_str!("../../tests/data/binary/shogi-positions.txt");
/// `<record> <score> <move> <raw move> <ply> <result> <SFEN>`.
const PSV: &str = include_str!("../../tests/data/binary/shogi-psv.txt");
/// `<record> <eval> <move> <raw move> <result> <SFEN>`.
const HCPE: &str = include_str!("../../tests/data/binary/shogi-hcpe.txt");

/// A timed batch: nanoseconds for the whole batch.
type Routine = Box<dyn Fn() -> f64>;

/// Times `f` once, in nanoseconds.
#[inline(never)]
fn time<R>(f: impl FnOnce() -> R) -> f64 {
    let start = Instant::now();
    black_box(f());
    start.elapsed().as_secs_f64() * 1e9
}

/// The bytes of a hex string.
fn hex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&text[at..at + 2], 16).expect("hex"))
        .collect()
}

/// A position of the vectors: its SFEN read, its text and both forms.
struct Position {
    sfen: Sfen,
    text: &'static str,
    packed: [u8; 32],
    hcp: [u8; 32],
}

impl Position {
    /// Reads a line of the vectors and holds ours to it.
    fn read(line: &'static str) -> Self {
        let mut parts = line.splitn(3, ' ');
        let packed: [u8; 32] = hex(parts.next().expect("a PackedSfen"))
            .try_into()
            .expect("32 bytes");
        let hcp: [u8; 32] = hex(parts.next().expect("an HCP"))
            .try_into()
            .expect("32 bytes");
        let text = parts.next().expect("an SFEN");
        let sfen = Sfen::parse(text)
            .unwrap_or_else(|error| panic!("{text}: {error}"))
            .without_move_number();
        assert_eq!(sfen.to_packed(), packed, "{text}: PackedSfen");
        assert_eq!(sfen.to_hcp(), hcp, "{text}: HCP");
        assert_eq!(Sfen::from_packed(&packed), Ok(sfen), "{text}");
        assert_eq!(Sfen::from_hcp(&hcp), Ok(sfen), "{text}");
        Self {
            sfen,
            text: sfen.to_string().leak(),
            packed,
            hcp,
        }
    }
}

/// The fold of a position read: its turn and the pieces in both hands.
fn fold_sfen(sfen: &Sfen) -> u64 {
    let position = sfen.position();
    u64::from(sfen.turn().is_first())
        + u64::from(position.hand(Side::First).total())
        + u64::from(position.hand(Side::Second).total()) * 64
}

/// The fold of 32 bytes.
fn fold_bytes(bytes: [u8; 32]) -> u64 {
    u64::from_le_bytes(bytes[24..].try_into().expect("8 bytes"))
}

/// One operation on one input: ours and the reference, timed in turn.
struct Group {
    operation: &'static str,
    input: &'static str,
    /// Positions in a batch.
    count: usize,
    ours: Routine,
    theirs: Routine,
    /// Per round: ours, then the reference, in nanoseconds per position.
    samples: Vec<[f64; 2]>,
}

impl Group {
    /// Times both routines once, in the order of `round`.
    fn round(&mut self, round: usize) {
        #[allow(clippy::cast_precision_loss, reason = "small counts")]
        let units = self.count as f64;
        let mut times = [0.0; 2];
        for step in 0..2 {
            let at = (round + step) % 2;
            let routine = if at == 0 { &self.ours } else { &self.theirs };
            times[at] = routine() / units;
        }
        self.samples.push(times);
    }
}

/// A routine over a list of positions.
fn batch(
    items: &'static [&'static Position],
    each: impl Fn(&Position) -> u64 + 'static,
) -> Routine {
    Box::new(move || {
        time(|| {
            let mut sum = 0u64;
            for item in black_box(items) {
                sum = sum.wrapping_add(each(black_box(item)));
            }
            sum
        })
    })
}

/// The reference of the writers: the SFEN written into a `String`
/// cleared each time.
fn written(items: &'static [&'static Position]) -> Routine {
    Box::new(move || {
        time(|| {
            let mut out = String::with_capacity(256);
            let mut sum = 0u64;
            for item in black_box(items) {
                out.clear();
                write!(out, "{}", black_box(&item.sfen)).expect("a String");
                sum = sum.wrapping_add(out.len() as u64);
            }
            sum
        })
    })
}

/// The reference of the readers: the SFEN text read.
fn parsed(items: &'static [&'static Position]) -> Routine {
    batch(items, |p| {
        Sfen::parse(p.text).map_or(0, |sfen| fold_sfen(&sfen))
    })
}

/// The four operations on positions, on one input.
fn position_groups(input: &'static str, items: &'static [&'static Position]) -> [Group; 4] {
    let count = items.len();
    [
        Group {
            operation: "to_packed",
            input,
            count,
            ours: batch(items, |p| fold_bytes(p.sfen.to_packed())),
            theirs: written(items),
            samples: Vec::new(),
        },
        Group {
            operation: "from_packed",
            input,
            count,
            ours: batch(items, |p| {
                Sfen::from_packed(&p.packed).map_or(0, |sfen| fold_sfen(&sfen))
            }),
            theirs: parsed(items),
            samples: Vec::new(),
        },
        Group {
            operation: "to_hcp",
            input,
            count,
            ours: batch(items, |p| fold_bytes(p.sfen.to_hcp())),
            theirs: written(items),
            samples: Vec::new(),
        },
        Group {
            operation: "from_hcp",
            input,
            count,
            ours: batch(items, |p| {
                Sfen::from_hcp(&p.hcp).map_or(0, |sfen| fold_sfen(&sfen))
            }),
            theirs: parsed(items),
            samples: Vec::new(),
        },
    ]
}

/// A file of records: its bytes, and each record's SFEN text.
struct File {
    bytes: Vec<u8>,
    texts: Vec<&'static str>,
}

/// The records of a vector file, whose lines have `fields` fields, the
/// SFEN last, each held to the vectors by `check`.
fn file(vectors: &'static str, fields: usize, check: impl Fn(&[u8], &str)) -> &'static File {
    let mut bytes = Vec::new();
    let mut texts = Vec::new();
    for line in vectors.lines().filter(|line| !line.starts_with('#')) {
        let record = hex(line.split(' ').next().expect("a record"));
        let text = line.splitn(fields, ' ').last().expect("an SFEN");
        check(&record, line);
        bytes.extend(record);
        texts.push(text);
    }
    Box::leak(Box::new(File { bytes, texts }))
}

/// The records of both files, read whole, against their positions' texts.
fn record_groups() -> [Group; 2] {
    let psv = file(PSV, 7, |record, line| {
        let record: [u8; 40] = record.try_into().expect("40 bytes");
        let read = PackedSfenValue::from_bytes(&record).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(read.to_bytes(), record, "{line}");
    });
    let hcpe = file(HCPE, 6, |record, line| {
        let record: [u8; 38] = record.try_into().expect("38 bytes");
        let read = Hcpe::from_bytes(&record).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(read.to_bytes(), record, "{line}");
    });
    let texts = |file: &'static File| -> Routine {
        Box::new(move || {
            time(|| {
                let mut sum = 0u64;
                for text in black_box(&file.texts) {
                    sum = sum.wrapping_add(Sfen::parse(text).map_or(0, |sfen| fold_sfen(&sfen)));
                }
                sum
            })
        })
    };
    [
        Group {
            operation: "psv_records",
            input: "varied",
            count: psv.texts.len(),
            ours: Box::new(move || {
                time(|| {
                    PackedSfenValue::records(black_box(&psv.bytes)).fold(0u64, |sum, record| {
                        record.map_or(sum, |record| {
                            sum.wrapping_add(record.score().unsigned_abs().into())
                                .wrapping_add(record.raw_move().into())
                        })
                    })
                })
            }),
            theirs: texts(psv),
            samples: Vec::new(),
        },
        Group {
            operation: "hcpe_records",
            input: "varied",
            count: hcpe.texts.len(),
            ours: Box::new(move || {
                time(|| {
                    Hcpe::records(black_box(&hcpe.bytes)).fold(0u64, |sum, record| {
                        record.map_or(sum, |record| {
                            sum.wrapping_add(record.score().unsigned_abs().into())
                                .wrapping_add(record.raw_move().into())
                        })
                    })
                })
            }),
            theirs: texts(hcpe),
            samples: Vec::new(),
        },
    ]
}

/// Every group, after holding ours to the vectors.
fn groups() -> Vec<Group> {
    let varied: Vec<&'static Position> = POSITIONS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| &*Box::leak(Box::new(Position::read(line))))
        .collect();
    // The count the docs and BENCHMARKS.md give.
    assert_eq!(varied.len(), 9_892);
    let repeated = vec![varied[5_000]; varied.len()];
    let mut groups = Vec::new();
    groups.extend(position_groups("varied", varied.leak()));
    groups.extend(position_groups("repeated", repeated.leak()));
    groups.extend(record_groups());
    groups
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(41);
    let mut groups = groups();
    for round in 0..rounds {
        for group in &mut groups {
            group.round(round);
        }
    }
    for group in &groups {
        let ours = median(group.samples.iter().map(|s| s[0]).collect());
        let theirs = median(group.samples.iter().map(|s| s[1]).collect());
        let ratios: Vec<f64> = group.samples.iter().map(|s| s[0] / s[1]).collect();
        println!(
            "{}\t{}\tsfen-text\tposition\t{}\t{ours:.3}\t{theirs:.3}\t{:.3}\t{:.3}\t{:.3}",
            group.operation,
            group.input,
            group.count,
            median(ratios.clone()),
            decile(ratios.clone(), 1),
            decile(ratios, 9),
        );
    }
}
