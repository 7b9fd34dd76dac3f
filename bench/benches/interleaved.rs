//! Token parsing, ours against the reference crates `sashite-pin` and
//! `sashite-epin`, timed in pairs: within one process, every round times a
//! batch of ours and then a batch of theirs on the same input (the other
//! order on every other round of each placement), so both halves of a pair see the same load on a
//! shared machine. Criterion's groups time one routine after the other,
//! seconds apart; a burst of load between them moves their ratio.
//!
//! Usage: `interleaved [ROUNDS]` (default 200). For every operation and
//! input it prints one tab-separated line: the operation, the input, the
//! median nanoseconds per call of ours and of theirs, the median of the
//! per-round ratios (ours / theirs), then the lowest and the highest of the
//! per-placement medians of that ratio (see [`batch`]).
//! `bench/scripts/interleaved-ratios`
//! runs it several times and prints the tables of `BENCHMARKS.md`.
//!
//! The `floor` operation times the loop alone: take the input, look at its
//! length, return a parse result computed beforehand. Every parse timing
//! includes it.

use pin_bench::median;
use std::hint::black_box;
use std::time::Instant;

/// Calls per timed batch: about 20 to 100 µs, long next to the clock's
/// resolution and short next to a scheduler's time slice.
const CALLS: u32 = 20_000;

const PIN_VALID: [&str; 4] = ["K", "+R", "K^", "+K^"];
const EPIN_VALID: [&str; 4] = ["K", "K'", "+K^", "+K^'"];
const INVALID: [&str; 5] = ["", "KK", "++K", "KKKK", "K'^"];

/// How many copies of each timed loop the binary holds (see [`batch`]).
const COPIES: usize = 4;

/// Nanoseconds per call of `parse` on `input`, over one batch. Never
/// inlined, so each routine is timed in the same loop; the routine itself
/// is inlined into it (as far as the crate lets it be, as in a user's loop).
///
/// `PAD` copies of the loop differ only in `3 × PAD` stores before it, which
/// move the loop within the cache lines: timings of loops this short depend
/// on where their code lands (by up to 40% here, the same source built
/// twice), and each pair is timed at [`COPIES`] placements.
#[inline(never)]
fn batch<const PAD: usize, R>(input: &str, parse: impl Fn(&str) -> R) -> f64 {
    for pad in 0..3 * PAD {
        black_box(pad);
    }
    let start = Instant::now();
    for _ in 0..CALLS {
        black_box(parse(black_box(input)));
    }
    start.elapsed().as_secs_f64() * 1e9 / f64::from(CALLS)
}

/// One operation on one input: the routines of both crates, timed in
/// pairs.
struct Pair {
    operation: &'static str,
    input: &'static str,
    /// The copies of each routine (see [`batch`]).
    ours: [Routine; COPIES],
    theirs: [Routine; COPIES],
    /// Per round: the copy timed, ours, theirs (ns per call).
    samples: Vec<(usize, f64, f64)>,
}

/// A timed batch of one routine on an input.
type Routine = Box<dyn Fn(&'static str) -> f64>;

/// The [`COPIES`] placements of a routine, each a loop of its own.
macro_rules! copies {
    ($routine:expr) => {
        [
            Box::new(move |input| batch::<0, _>(input, $routine)) as Routine,
            Box::new(move |input| batch::<1, _>(input, $routine)),
            Box::new(move |input| batch::<2, _>(input, $routine)),
            Box::new(move |input| batch::<3, _>(input, $routine)),
        ]
    };
}

impl Pair {
    fn new(
        operation: &'static str,
        input: &'static str,
        ours: [Routine; COPIES],
        theirs: [Routine; COPIES],
    ) -> Self {
        Self {
            operation,
            input,
            ours,
            theirs,
            samples: Vec::new(),
        }
    }

    /// Times copy `round % COPIES` of both routines, ours first on even
    /// rounds of that copy.
    fn round(&mut self, round: usize) {
        let copy = round % COPIES;
        let (ours, theirs) = (&self.ours[copy], &self.theirs[copy]);
        let (ours, theirs) = if (round / COPIES).is_multiple_of(2) {
            let ours = ours(self.input);
            (ours, theirs(self.input))
        } else {
            let theirs = theirs(self.input);
            (ours(self.input), theirs)
        };
        self.samples.push((copy, ours, theirs));
    }
}

/// Ours behind a call that is never inlined, as through a function
/// pointer: the result comes back the way the ABI returns it.
#[inline(never)]
fn pin_called(input: &str) -> Result<pin_runtime::Pin, pin_runtime::ParseError> {
    pin_runtime::Pin::parse(input)
}

/// As [`pin_called`], for EPIN.
#[inline(never)]
fn epin_called(input: &str) -> Result<pin_runtime::Epin, pin_runtime::ParseError> {
    pin_runtime::Epin::parse(input)
}

/// Every timed pair. Each routine is a closure of its own, so each batch
/// loop is compiled for it alone and the parser is inlined into it as a
/// user's direct call is (the reference crates' parsers are not marked
/// inline, so theirs stay calls).
#[allow(
    clippy::redundant_closure,
    reason = "measured: passed as a function item, `Epin::parse` stayed behind a call to `Fn::call` (6.8 ns a parse, not 2.4)"
)]
fn pairs() -> Vec<Pair> {
    let mut pairs = Vec::new();
    for input in PIN_VALID.into_iter().chain(INVALID) {
        pairs.push(Pair::new(
            "pin_parse",
            input,
            copies!(|s| pin_runtime::Pin::parse(s)),
            copies!(|s| sashite_pin::Identifier::parse(s)),
        ));
    }
    for input in EPIN_VALID.into_iter().chain(INVALID) {
        pairs.push(Pair::new(
            "epin_parse",
            input,
            copies!(|s| pin_runtime::Epin::parse(s)),
            copies!(|s| sashite_epin::Identifier::parse(s)),
        ));
    }
    // The same parsers asked only whether the input is valid: the reading
    // without the result.
    for input in PIN_VALID.into_iter().chain(INVALID) {
        pairs.push(Pair::new(
            "pin_is_valid",
            input,
            copies!(|s| pin_runtime::Pin::is_valid(s)),
            copies!(|s| sashite_pin::Identifier::is_valid(s)),
        ));
    }
    for input in EPIN_VALID.into_iter().chain(INVALID) {
        pairs.push(Pair::new(
            "epin_is_valid",
            input,
            copies!(|s| pin_runtime::Epin::is_valid(s)),
            copies!(|s| sashite_epin::Identifier::is_valid(s)),
        ));
    }
    // Ours not inlined, against the reference (a call either way).
    for input in PIN_VALID.into_iter().chain(INVALID) {
        pairs.push(Pair::new(
            "pin_parse_called",
            input,
            copies!(pin_called),
            copies!(|s| sashite_pin::Identifier::parse(s)),
        ));
    }
    for input in EPIN_VALID.into_iter().chain(INVALID) {
        pairs.push(Pair::new(
            "epin_parse_called",
            input,
            copies!(epin_called),
            copies!(|s| sashite_epin::Identifier::parse(s)),
        ));
    }
    let ours = (
        pin_runtime::Epin::parse("K"),
        pin_runtime::Epin::parse("K'^"),
    );
    let theirs = (
        sashite_epin::Identifier::parse("K"),
        sashite_epin::Identifier::parse("K'^"),
    );
    for input in ["K", "K'^"] {
        pairs.push(Pair::new(
            "floor",
            input,
            copies!(move |input: &str| if input.len() == 1 { ours.0 } else { ours.1 }),
            copies!(move |input: &str| if input.len() == 1 { theirs.0 } else { theirs.1 }),
        ));
    }
    pairs
}

fn main() {
    // `cargo bench` passes `--bench`; a number is the count of rounds.
    let rounds = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse::<usize>().ok())
        .unwrap_or(200);
    let mut pairs = pairs();
    // A first pass over every copy to warm caches and predictors, not kept.
    for pair in &mut pairs {
        for copy in 0..COPIES {
            pair.round(copy);
        }
        pair.samples.clear();
    }
    for round in 0..rounds {
        for pair in &mut pairs {
            pair.round(round);
        }
    }
    for pair in pairs {
        let ours = median(pair.samples.iter().map(|s| s.1).collect());
        let theirs = median(pair.samples.iter().map(|s| s.2).collect());
        let ratio = median(pair.samples.iter().map(|s| s.1 / s.2).collect());
        // The median ratio of each placement alone.
        let placements: Vec<f64> = (0..COPIES)
            .map(|copy| {
                median(
                    pair.samples
                        .iter()
                        .filter(|s| s.0 == copy)
                        .map(|s| s.1 / s.2)
                        .collect(),
                )
            })
            .collect();
        let lowest = placements.iter().copied().fold(f64::INFINITY, f64::min);
        let highest = placements.iter().copied().fold(0.0, f64::max);
        let input = if pair.input.is_empty() {
            "empty"
        } else {
            pair.input
        };
        println!(
            "{}\t{input}\t{ours:.3}\t{theirs:.3}\t{ratio:.3}\t{lowest:.3}\t{highest:.3}",
            pair.operation
        );
    }
}
