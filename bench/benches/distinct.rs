//! Readers and writers on distinct positions, ours against the reference
//! crates, timed in pairs as `moves.rs` times moves: within one process,
//! every round times a batch of ours and then a batch of theirs (the other
//! order on every other round), so both halves of a pair see the same load
//! on a shared machine.
//!
//! A benchmark that reads the same few positions over and over lets the
//! processor's branch predictor learn them, and flatters every reader. Here
//! each batch goes through a whole corpus of distinct positions, in file
//! order, from one buffer: the file is read into one `String` beforehand
//! and split into lines once, as a program reads a file line by line. The
//! corpora, written by `bench/scripts/distinct-corpus` from real games,
//! test suites and random legal games (see `bench/data/README.md`):
//!
//! | file | lines |
//! |---|---|
//! | `bench/data/distinct-chess.fen.gz` | chess FENs, six fields |
//! | `bench/data/distinct-shogi.sfen.gz` | shogi SFENs |
//! | `bench/data/distinct.feen.gz` | FEEN of the chess and shogi positions, and of xiangqi positions of test suites, as this crate writes them |
//! | `bench/data/distinct-xiangqi.fen.gz` | xiangqi FENs as Fairy-Stockfish writes them (`bench/scripts/distinct-fairy-corpus`) |
//! | `bench/data/distinct-makruk.fen.gz` | makruk FENs as Fairy-Stockfish writes them, with the counting fields (likewise) |
//!
//! | operation | ours | theirs |
//! |---|---|---|
//! | `chess_fen_read` | `chess::Fen::parse` | `shakmaty` 0.30's `fen::Fen::from_ascii` |
//! | `chess_fen_write` | a `Fen` read beforehand written with `write!` into a `String` reused for the batch | shakmaty's `Fen` likewise (its `Display`) |
//! | `sfen_read` | `shogi::Sfen::parse` | the `shogi` crate 0.12: `Position::new`, then `set_sfen` |
//! | `sfen_write` | an `Sfen` read beforehand written with `write!` into a reused `String` | `Position::to_sfen`, its only writer (a new `String` each call; it formats the text `set_sfen` generated when reading, with the ply) |
//! | `feen_read` | `Feen::parse` (a checked view, any board) | `sashite-feen` 0.2's `Feen::parse` (likewise) |
//! | `feen_write` | a `Position` of the line's board shape read beforehand, written with `write!` into a reused `String` | `sashite_feen::encode` of its position (`to_qi`) read beforehand, its only writer (a new `String` each call) |
//! | `xiangqi_fen_read`, `makruk_fen_read` | `xiangqi::Fen::parse`, `makruk::Fen::parse` | none: no crate reads them alike, so ours is timed alone (the reference's columns print `NaN`) |
//! | `xiangqi_fen_write`, `makruk_fen_write` | a `Fen` read beforehand written with `write!` into a reused `String` | none |
//!
//! Every operation runs on two inputs of as many positions: `distinct`,
//! every line of its corpus in turn, and `repeated`, one line (the first
//! of the median length) over and over. Both are timed by the same machine
//! code, over a list of lines (or of positions read beforehand) that for
//! `repeated` holds the one line as often as the corpus has lines.
//! Before timing, both sides read every line, write it back as it was
//! (for FEEN, `sashite-feen` writes back the position it read, and both
//! views give the same pieces, hands and turn), so they agree on what they
//! read.
//!
//! Usage: `distinct [ROUNDS] [OPERATION]` (default 41 rounds, every
//! operation; with an operation, its game's operations alone, each round
//! then holding nothing else, so that no other corpus passes through the
//! caches between two batches of ours). For every operation and input
//! it prints one tab-separated line: the operation, the input, the
//! positions and bytes of a batch (the lines' bytes, newlines left out),
//! the median nanoseconds per position of ours and of theirs, the median of
//! the per-round ratios (ours / theirs), its lowest and highest decile, and
//! the megabytes per second of ours and of theirs at their medians.
//! `bench/scripts/distinct-ratios` runs it several times and prints the
//! tables.
//!
//! `distinct count <operation> <ours|theirs|none> [distinct|repeated]`
//! instead runs one batch of one routine (`none` builds the operation's
//! lists and runs nothing), for `bench/scripts/distinct-instructions` to
//! count under callgrind, which counts the [`batch`] function alone.
//!
//! `distinct fairy` reads lines `xiangqi <FEN>` or `makruk <FEN>` on
//! standard input and writes, for each, `ok` when this crate reads it and
//! writes it back as it was, else `-`: `bench/scripts/distinct-fairy-corpus`
//! chooses the xiangqi and makruk corpora's lines with it.
//!
//! `distinct feen` reads lines `chess <FEN>`, `shogi <SFEN>` or
//! `xiangqi <FEN>` on standard input and writes, for each, `ok` when both
//! crates read it and write it back as it was (xiangqi: ours alone), else
//! `-`; then a tab, then the position's FEEN as this crate writes it when
//! `sashite-feen` reads it alike, else `-`. `bench/scripts/distinct-corpus`
//! chooses and converts the corpora's lines with it.

use pin_bench::{decile, median};
use std::fmt::Write as _;
use std::hint::black_box;
use std::io::{BufRead as _, Read as _, Write as _};
use std::time::Instant;

use pin_runtime::chess::Fen;
use pin_runtime::shogi::Sfen;
use pin_runtime::{Board, Feen, Position};
#[path = "shared/pieces.rs"]
mod pieces;
use pieces::{mix, ours_piece, their_piece};
use shakmaty::fen::Fen as TheirFen;

/// `sashite-feen`'s position, which its `encode` writes.
type TheirQi =
    sashite_feen::sashite_qi::Qi<sashite_epin::Identifier, sashite_feen::sashite_sin::Identifier>;

/// The corpora, in `bench/data/`.
const CHESS: &str = "distinct-chess.fen.gz";
const SHOGI: &str = "distinct-shogi.sfen.gz";
const FEEN: &str = "distinct.feen.gz";
const XIANGQI: &str = "distinct-xiangqi.fen.gz";
const MAKRUK: &str = "distinct-makruk.fen.gz";

/// A corpus read whole into one buffer, decompressed.
fn corpus(name: &str) -> &'static str {
    let path = format!("{}/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let file = std::fs::File::open(&path).unwrap_or_else(|error| {
        panic!("{path}: {error} (bench/scripts/distinct-corpus writes it)")
    });
    let mut text = String::new();
    flate2::read::GzDecoder::new(file)
        .read_to_string(&mut text)
        .unwrap_or_else(|error| panic!("{path}: {error}"));
    text.leak()
}

/// The lines of a corpus, split once: slices of its buffer.
fn lines(text: &'static str) -> &'static [&'static str] {
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.iter().all(|line| !line.is_empty()));
    lines.leak()
}

/// The index of the first line of the median length.
fn median_line(lines: &[&'static str]) -> usize {
    let mut lengths: Vec<usize> = lines.iter().map(|line| line.len()).collect();
    lengths.sort_unstable();
    let length = lengths[lengths.len() / 2];
    lines
        .iter()
        .position(|line| line.len() == length)
        .expect("a line")
}

/// Nanoseconds per item of `routine` over one batch: every item in turn,
/// with a `String` reused by the whole batch. Never inlined, so each
/// routine is timed in a loop of its own, the same for both inputs.
#[inline(never)]
fn batch<T, R>(items: &[T], routine: impl Fn(&mut String, &T) -> R) -> f64 {
    let mut out = String::with_capacity(256);
    let start = Instant::now();
    for item in items {
        black_box(routine(&mut out, black_box(item)));
    }
    #[allow(clippy::cast_precision_loss, reason = "small counts")]
    let per = items.len() as f64;
    start.elapsed().as_secs_f64() * 1e9 / per
}

/// A timed batch of one routine on one input.
type Routine = Box<dyn Fn() -> f64>;

/// A routine on both inputs: the distinct items, then the repeated ones.
fn routines<T: 'static, R>(
    distinct: &'static [T],
    repeated: &'static [T],
    routine: impl Fn(&mut String, &T) -> R + Clone + 'static,
) -> [Routine; 2] {
    let again = routine.clone();
    [
        Box::new(move || batch(distinct, &routine)),
        Box::new(move || batch(repeated, &again)),
    ]
}

/// The inputs, in the order of [`routines`].
const INPUTS: [&str; 2] = ["distinct", "repeated"];

/// One operation on one input: both routines, timed in pairs.
struct Pair {
    operation: &'static str,
    input: &'static str,
    positions: usize,
    bytes: usize,
    ours: Routine,
    /// `None` where no crate does the same (times of ours alone).
    theirs: Option<Routine>,
    samples: Vec<(f64, f64)>,
}

/// The pairs of one operation, one per input.
fn operation(
    name: &'static str,
    distinct: &[&'static str],
    repeated: &'static str,
    ours: [Routine; 2],
    theirs: Option<[Routine; 2]>,
) -> Vec<Pair> {
    let bytes = [
        distinct.iter().map(|line| line.len()).sum(),
        repeated.len() * distinct.len(),
    ];
    let theirs = match theirs {
        Some([distinct, repeated]) => [Some(distinct), Some(repeated)],
        None => [None, None],
    };
    ours.into_iter()
        .zip(theirs)
        .zip(INPUTS.iter().zip(bytes))
        .map(|((ours, theirs), (input, bytes))| Pair {
            operation: name,
            input,
            positions: distinct.len(),
            bytes,
            ours,
            theirs,
            samples: Vec::new(),
        })
        .collect()
}

/// The list for `repeated`: `line` as often as `lines` has lines.
fn repeat<T: Clone>(item: T, count: usize) -> &'static [T] {
    vec![item; count].leak()
}

/// References to every item of `items`, and to one of them as often.
fn references<T>(
    items: &'static [T],
    one: usize,
) -> (&'static [&'static T], &'static [&'static T]) {
    let distinct: Vec<&T> = items.iter().collect();
    (distinct.leak(), repeat(&items[one], items.len()))
}

/// Chess FEN read and written, by ours and by shakmaty.
fn chess_pairs() -> Vec<Pair> {
    let lines = lines(corpus(CHESS));
    let index = median_line(lines);
    let one = lines[index];
    let repeated = repeat(one, lines.len());
    let mut ours = Vec::with_capacity(lines.len());
    let mut theirs = Vec::with_capacity(lines.len());
    for line in lines {
        let fen = Fen::parse(line).unwrap_or_else(|error| panic!("{line}: {error}"));
        let their =
            TheirFen::from_ascii(line.as_bytes()).unwrap_or_else(|error| panic!("{line}: {error}"));
        assert_eq!(fen.to_string(), *line);
        assert_eq!(their.to_string(), *line);
        ours.push(fen);
        theirs.push(their);
    }
    let (ours, ours_one) = references(ours.leak(), index);
    let (theirs, theirs_one) = references(theirs.leak(), index);
    let mut pairs = operation(
        "chess_fen_read",
        lines,
        one,
        routines(lines, repeated, |_: &mut String, line: &&str| {
            Fen::parse(line)
        }),
        Some(routines(lines, repeated, |_: &mut String, line: &&str| {
            TheirFen::from_ascii(line.as_bytes())
        })),
    );
    pairs.extend(operation(
        "chess_fen_write",
        lines,
        one,
        routines(ours, ours_one, |out: &mut String, fen: &&Fen| {
            out.clear();
            write!(out, "{fen}").map(|()| out.len())
        }),
        Some(routines(
            theirs,
            theirs_one,
            |out: &mut String, fen: &&TheirFen| {
                out.clear();
                write!(out, "{fen}").map(|()| out.len())
            },
        )),
    ));
    pairs
}

/// Reads an SFEN with the `shogi` crate, as its users do.
fn their_sfen(input: &str) -> Option<shogi::Position> {
    let mut position = shogi::Position::new();
    position.set_sfen(input).ok().map(|()| position)
}

/// SFEN read and written, by ours and by the `shogi` crate.
fn sfen_pairs() -> Vec<Pair> {
    shogi::bitboard::Factory::init();
    let lines = lines(corpus(SHOGI));
    let index = median_line(lines);
    let one = lines[index];
    let repeated = repeat(one, lines.len());
    let mut ours = Vec::with_capacity(lines.len());
    let mut theirs = Vec::with_capacity(lines.len());
    for line in lines {
        let sfen = Sfen::parse(line).unwrap_or_else(|error| panic!("{line}: {error}"));
        let their = their_sfen(line).unwrap_or_else(|| panic!("{line}: not read by shogi"));
        assert_eq!(sfen.to_string(), *line);
        assert_eq!(their.to_sfen(), *line);
        ours.push(sfen);
        theirs.push(their);
    }
    let (ours, ours_one) = references(ours.leak(), index);
    let (theirs, theirs_one) = references(theirs.leak(), index);
    let mut pairs = operation(
        "sfen_read",
        lines,
        one,
        routines(lines, repeated, |_: &mut String, line: &&str| {
            Sfen::parse(line)
        }),
        Some(routines(lines, repeated, |_: &mut String, line: &&str| {
            their_sfen(line)
        })),
    );
    pairs.extend(operation(
        "sfen_write",
        lines,
        one,
        routines(ours, ours_one, |out: &mut String, sfen: &&Sfen| {
            out.clear();
            write!(out, "{sfen}").map(|()| out.len())
        }),
        Some(routines(
            theirs,
            theirs_one,
            |_: &mut String, position: &&shogi::Position| position.to_sfen(),
        )),
    ));
    pairs
}

/// A FEN of one of the games without a reference crate, read and written
/// by ours alone: the xiangqi and makruk FENs.
fn fen_pairs<F: std::fmt::Display + 'static, E: 'static>(
    read: &'static str,
    write: &'static str,
    corpus_name: &str,
    parse: fn(&str) -> Result<F, E>,
) -> Vec<Pair> {
    let lines = lines(corpus(corpus_name));
    let index = median_line(lines);
    let one = lines[index];
    let repeated = repeat(one, lines.len());
    let ours: Vec<F> = lines
        .iter()
        .map(|line| {
            let fen = parse(line).unwrap_or_else(|_| panic!("{line}: not read"));
            assert_eq!(fen.to_string(), *line);
            fen
        })
        .collect();
    let (ours, ours_one) = references(ours.leak(), index);
    let mut pairs = operation(
        read,
        lines,
        one,
        routines(lines, repeated, move |_: &mut String, line: &&str| {
            parse(line).is_ok()
        }),
        None,
    );
    pairs.extend(operation(
        write,
        lines,
        one,
        routines(ours, ours_one, |out: &mut String, fen: &&F| {
            out.clear();
            write!(out, "{fen}").map(|()| out.len())
        }),
        None,
    ));
    pairs
}

/// Our view walked: every square, both hands, the turn.
fn ours_walk(view: &Feen<'_>) -> u64 {
    let mut sum = view.squares().fold(0, |sum, piece| {
        mix(sum, piece.map_or(0, |piece| ours_piece(piece) + 1))
    });
    for (piece, count) in view.first_hand().chain(view.second_hand()) {
        sum = mix(mix(sum, ours_piece(piece)), u64::from(count));
    }
    mix(sum, u64::from(view.turn().is_first()))
}

/// The reference's view walked, as [`ours_walk`].
fn their_walk(view: &sashite_feen::Feen<'_>) -> u64 {
    let mut sum = view.squares().fold(0, |sum, piece| {
        mix(sum, piece.map_or(0, |piece| their_piece(piece) + 1))
    });
    for item in view.first_hand().chain(view.second_hand()) {
        sum = mix(mix(sum, their_piece(item.piece())), u64::from(item.count()));
    }
    mix(
        sum,
        u64::from(view.active_side() == sashite_feen::Side::First),
    )
}

/// Whether `sashite-feen` reads a FEEN as ours does, and writes it back.
fn feen_agrees(line: &str) -> bool {
    let (Ok(ours), Ok(theirs)) = (Feen::parse(line), sashite_feen::Feen::parse(line)) else {
        return false;
    };
    ours_walk(&ours) == their_walk(&theirs)
        && sashite_feen::encode(&theirs.to_qi()).as_deref() == Ok(line)
}

/// A FEEN position of the corpus, read into the position type of its
/// board's shape (the corpus holds chess, shogi and xiangqi boards).
#[derive(Clone, Copy)]
enum Shaped {
    Chess(Position<Board<8, 8>>),
    Shogi(Position<Board<9, 9>>),
    Xiangqi(Position<Board<10, 9>>),
}

impl Shaped {
    /// The line read into the type of its shape.
    fn parse(line: &str) -> Option<Self> {
        Position::parse(line)
            .map(Self::Chess)
            .or_else(|_| Position::parse(line).map(Self::Shogi))
            .or_else(|_| Position::parse(line).map(Self::Xiangqi))
            .ok()
    }
}

impl std::fmt::Display for Shaped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Chess(position) => position.fmt(f),
            Self::Shogi(position) => position.fmt(f),
            Self::Xiangqi(position) => position.fmt(f),
        }
    }
}

/// FEEN read and written, by ours and by `sashite-feen`.
fn feen_pairs() -> Vec<Pair> {
    let lines = lines(corpus(FEEN));
    let index = median_line(lines);
    let one = lines[index];
    let repeated = repeat(one, lines.len());
    let mut ours = Vec::with_capacity(lines.len());
    let mut theirs = Vec::with_capacity(lines.len());
    for line in lines {
        assert!(feen_agrees(line), "{line}");
        let position = Shaped::parse(line).unwrap_or_else(|| panic!("{line}: no board shape"));
        assert_eq!(position.to_string(), *line);
        ours.push(position);
        theirs.push(
            sashite_feen::Feen::parse(line)
                .unwrap_or_else(|error| panic!("{line}: {error}"))
                .to_qi(),
        );
    }
    let (ours, ours_one) = references(ours.leak(), index);
    let (theirs, theirs_one) = references(theirs.leak(), index);
    let mut pairs = operation(
        "feen_read",
        lines,
        one,
        routines(lines, repeated, |_: &mut String, line: &&str| {
            Feen::parse(line)
        }),
        Some(routines(lines, repeated, |_: &mut String, line: &&str| {
            sashite_feen::Feen::parse(line)
        })),
    );
    pairs.extend(operation(
        "feen_write",
        lines,
        one,
        routines(ours, ours_one, |out: &mut String, position: &&Shaped| {
            out.clear();
            write!(out, "{position}").map(|()| out.len())
        }),
        Some(routines(
            theirs,
            theirs_one,
            |_: &mut String, qi: &&TheirQi| sashite_feen::encode(qi).map(|text| text.len()),
        )),
    ));
    pairs
}

/// The pairs of one operation, or of all of them.
fn pairs(only: Option<&str>) -> Vec<Pair> {
    let wanted = |names: &[&str]| only.is_none_or(|only| names.contains(&only));
    let mut pairs = Vec::new();
    if wanted(&["chess_fen_read", "chess_fen_write"]) {
        pairs.extend(chess_pairs());
    }
    if wanted(&["sfen_read", "sfen_write"]) {
        pairs.extend(sfen_pairs());
    }
    if wanted(&["feen_read", "feen_write"]) {
        pairs.extend(feen_pairs());
    }
    if wanted(&["xiangqi_fen_read", "xiangqi_fen_write"]) {
        pairs.extend(fen_pairs(
            "xiangqi_fen_read",
            "xiangqi_fen_write",
            XIANGQI,
            pin_runtime::xiangqi::Fen::parse,
        ));
    }
    if wanted(&["makruk_fen_read", "makruk_fen_write"]) {
        pairs.extend(fen_pairs(
            "makruk_fen_read",
            "makruk_fen_write",
            MAKRUK,
            pin_runtime::makruk::Fen::parse,
        ));
    }
    pairs
}

/// `distinct fairy`: each line `xiangqi <FEN>` or `makruk <FEN>` of standard
/// input judged: `ok` when ours reads it and writes it back as it was, else
/// `-`.
fn judge_fairy() {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("a line of standard input");
        let (kind, text) = line.split_once(' ').expect("`<kind> <text>`");
        let ok = match kind {
            "xiangqi" => {
                pin_runtime::xiangqi::Fen::parse(text).is_ok_and(|fen| fen.to_string() == text)
            }
            "makruk" => {
                pin_runtime::makruk::Fen::parse(text).is_ok_and(|fen| fen.to_string() == text)
            }
            _ => panic!("{kind}: not xiangqi or makruk"),
        };
        writeln!(out, "{}", if ok { "ok" } else { "-" }).expect("standard output");
    }
}

/// `distinct feen`: each line of standard input judged and converted.
fn convert() {
    shogi::bitboard::Factory::init();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("a line of standard input");
        let (kind, text) = line.split_once(' ').expect("`<kind> <text>`");
        let (ok, feen) = match kind {
            "chess" => Fen::parse(text).map_or((false, None), |fen| {
                let theirs = TheirFen::from_ascii(text.as_bytes());
                let ok = fen.to_string() == text
                    && theirs.is_ok_and(|theirs| theirs.to_string() == text);
                (ok, Some(fen.position().to_string()))
            }),
            "shogi" => Sfen::parse(text).map_or((false, None), |sfen| {
                let ok = sfen.to_string() == text
                    && their_sfen(text).is_some_and(|theirs| theirs.to_sfen() == text);
                (ok, Some(sfen.position().to_string()))
            }),
            "xiangqi" => pin_runtime::xiangqi::Fen::parse(text).map_or((false, None), |fen| {
                (fen.to_string() == text, Some(fen.position().to_string()))
            }),
            _ => panic!("{kind}: not chess, shogi or xiangqi"),
        };
        let feen = feen.filter(|feen| feen_agrees(feen));
        writeln!(
            out,
            "{}\t{}",
            if ok { "ok" } else { "-" },
            feen.as_deref().unwrap_or("-")
        )
        .expect("standard output");
    }
}

/// Megabytes per second: `bytes` in `positions` at `ns` per position.
#[allow(clippy::cast_precision_loss, reason = "small counts")]
fn megabytes(bytes: usize, positions: usize, ns: f64) -> f64 {
    bytes as f64 * 1e3 / (ns * positions as f64)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("feen") {
        convert();
        return;
    }
    if args.first().map(String::as_str) == Some("fairy") {
        judge_fairy();
        return;
    }
    if args.first().map(String::as_str) == Some("count") {
        let [_, operation, side, rest @ ..] = args.as_slice() else {
            panic!("count <operation> <ours|theirs|none> [distinct|repeated]");
        };
        let input = rest.first().map_or("distinct", String::as_str);
        let pairs = pairs(Some(operation));
        let pair = pairs
            .iter()
            .find(|pair| pair.operation == operation && pair.input == input)
            .unwrap_or_else(|| panic!("{operation} {input}: no such operation and input"));
        match side.as_str() {
            "ours" => black_box((pair.ours)()),
            "theirs" => black_box(pair.theirs.as_ref().map_or(0.0, |theirs| theirs())),
            "none" => 0.0,
            _ => panic!("{side}: not ours, theirs or none"),
        };
        return;
    }
    let rounds: usize = args.first().and_then(|arg| arg.parse().ok()).unwrap_or(41);
    // One operation alone: its rounds with nothing else between them.
    let mut pairs = pairs(args.get(1).map(String::as_str));
    for round in 0..rounds {
        for pair in &mut pairs {
            let theirs_now = || pair.theirs.as_ref().map_or(f64::NAN, |theirs| theirs());
            let (ours, theirs) = if round % 2 == 0 {
                let ours = (pair.ours)();
                (ours, theirs_now())
            } else {
                let theirs = theirs_now();
                ((pair.ours)(), theirs)
            };
            pair.samples.push((ours, theirs));
        }
    }
    for pair in pairs {
        let ours = median(pair.samples.iter().map(|s| s.0).collect());
        let theirs = median(pair.samples.iter().map(|s| s.1).collect());
        let ratios: Vec<f64> = pair.samples.iter().map(|s| s.0 / s.1).collect();
        println!(
            "{}\t{}\t{}\t{}\t{ours:.2}\t{theirs:.2}\t{:.3}\t{:.3}\t{:.3}\t{:.1}\t{:.1}",
            pair.operation,
            pair.input,
            pair.positions,
            pair.bytes,
            median(ratios.clone()),
            decile(ratios.clone(), 1),
            decile(ratios, 9),
            megabytes(pair.bytes, pair.positions, ours),
            megabytes(pair.bytes, pair.positions, theirs),
        );
    }
}
