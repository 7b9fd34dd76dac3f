//! PGN reading against pgn-reader 0.29 (with shakmaty 0.30; GPL-3, a
//! dev-dependency of this unpublished package only), interleaved in one
//! run, on the real files of `tests/data/pgn` (16 files, 49 games: python-chess's
//! test games, Lichess exports with clocks, a study with deep variations, a
//! broadcast, Chess960 and crazyhouse games).
//!
//! | operation | ours | reference |
//! |---|---|---|
//! | `lex` | every game of the files' bytes (`chess::pgn::Reader`), its tags read and every movetext token lexed (SAN read into a `San`, comments, NAGs, variations) | pgn-reader's `Reader` over the same bytes, a visitor counting tags, moves (`SanPlus`, read) and comments, entering every variation |
//! | `replay` | the files of standard-chess games (no `FEN` or `Variant` tag, no null move) both crates replay alike, each main line played (`Game::mainline`: SAN resolved and played on a `Chessboard`, the `Fen` after each move) | the same games, each move's `San::to_move` on shakmaty's `Chess` and `play_unchecked`, variations skipped |
//!
//! Each routine reads its input `REPEAT` times; every round times ours and
//! the reference in turn (the order alternating), and the medians of the
//! rounds are printed with the ratio's median and its first and ninth
//! deciles, as the other benchmarks here: `cargo bench -p pin-bench --bench
//! pgn [ROUNDS]`, or `bench/scripts/pgn-ratios RUNS` for several runs.

use pin_bench::{decile, median};
use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::Instant;

use pgn_reader::{RawComment, RawTag, Reader as TheirReader, SanPlus, Skip, Visitor};
use pin_runtime::chess::pgn::{Reader, Token};
use shakmaty::{Chess, Position as _};

/// A timed routine: what it read, for `black_box`.
type Routine<'a> = Box<dyn Fn() -> usize + 'a>;

/// Passes over the input per timing.
const REPEAT: usize = 20;

/// The files' bytes, in the order of their names, byte-order marks left
/// out.
fn files() -> Vec<(String, Vec<u8>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/pgn");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/pgn")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let mut file = std::fs::read(&path).expect("a PGN file");
            if file.starts_with(b"\xEF\xBB\xBF") {
                file.drain(..3);
            }
            let name = path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned());
            (name.unwrap_or_default(), file)
        })
        .collect()
}

/// Files one after the other, an empty line between them.
fn joined<'a>(files: impl Iterator<Item = &'a [u8]>) -> Vec<u8> {
    let mut bytes = Vec::new();
    for file in files {
        bytes.extend_from_slice(file);
        bytes.extend_from_slice(b"\n\n");
    }
    bytes
}

/// The files of standard-chess games alone (no `FEN`, `SetUp` or
/// `Variant` tag, no null move, which shakmaty's `to_move` does not play)
/// whose main lines both crates replay to the same number of plies; the
/// others are named on standard error.
fn standard(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let chosen = files.iter().filter(|(name, file)| {
        let text = String::from_utf8_lossy(file);
        let plain = !["[FEN ", "[Variant ", "[SetUp ", " Z0", " --"]
            .iter()
            .any(|tag| text.contains(tag));
        let alike = plain && ours_replay(file) == theirs(file, &mut Replay);
        if plain && !alike {
            eprintln!("{name}: left out of replay, the crates replay it differently");
        }
        alike
    });
    joined(chosen.map(|(_, file)| file.as_slice()))
}

/// pgn-reader's lexing: counts of tags, moves and comments.
struct Lex;

impl Visitor for Lex {
    type Tags = usize;
    type Movetext = usize;
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<usize, usize> {
        ControlFlow::Continue(0)
    }

    fn tag(&mut self, tags: &mut usize, name: &[u8], value: RawTag<'_>) -> ControlFlow<usize> {
        *tags += name.len() + value.as_bytes().len();
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: usize) -> ControlFlow<usize, usize> {
        ControlFlow::Continue(tags)
    }

    fn san(&mut self, count: &mut usize, san: SanPlus) -> ControlFlow<usize> {
        *count += 1 + usize::from(san.suffix.is_some());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, count: &mut usize, comment: RawComment<'_>) -> ControlFlow<usize> {
        *count += comment.as_bytes().len();
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut usize) -> ControlFlow<usize, Skip> {
        ControlFlow::Continue(Skip(false))
    }

    fn end_game(&mut self, count: usize) -> usize {
        count
    }
}

/// pgn-reader replaying the main line on shakmaty's `Chess`.
struct Replay;

impl Visitor for Replay {
    type Tags = ();
    type Movetext = (Chess, usize, bool);
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<usize> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, (): ()) -> ControlFlow<usize, (Chess, usize, bool)> {
        ControlFlow::Continue((Chess::default(), 0, true))
    }

    fn san(
        &mut self,
        (pos, plies, ok): &mut (Chess, usize, bool),
        san: SanPlus,
    ) -> ControlFlow<usize> {
        if *ok {
            match san.san.to_move(pos) {
                Ok(m) => {
                    pos.play_unchecked(m);
                    *plies += 1;
                }
                Err(_) => *ok = false,
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, (_, plies, _): (Chess, usize, bool)) -> usize {
        plies
    }
}

/// Our lexing: the same counts.
fn ours_lex(bytes: &[u8]) -> usize {
    let mut count = 0;
    for game in Reader::new(bytes) {
        for (name, value) in game.tags() {
            count += name.len() + value.as_bytes().len();
        }
        for (token, _) in game.tokens() {
            match token {
                Token::Move(san) => count += 1 + usize::from(san.suffix().is_some()),
                Token::Comment(text) => count += text.len(),
                _ => {}
            }
        }
    }
    count
}

/// Our replay: the plies of every main line.
fn ours_replay(bytes: &[u8]) -> usize {
    let mut plies = 0;
    for game in Reader::new(bytes) {
        for ply in game.mainline() {
            match ply {
                Ok(ply) => {
                    black_box(ply.fen());
                    plies += 1;
                }
                Err(_) => break,
            }
        }
    }
    plies
}

/// pgn-reader over `bytes` with `visitor`: the sum of the games' outputs.
fn theirs<V: Visitor<Output = usize>>(bytes: &[u8], visitor: &mut V) -> usize {
    let mut reader = TheirReader::new(bytes);
    let mut sum = 0;
    while let Some(out) = reader.read_game(visitor).expect("no read error") {
        sum += out;
    }
    sum
}

/// Nanoseconds for `REPEAT` passes of `f`.
#[allow(clippy::cast_precision_loss, reason = "nanoseconds of a timing")]
fn time(f: impl Fn() -> usize) -> f64 {
    let start = Instant::now();
    for _ in 0..REPEAT {
        black_box(f());
    }
    let nanos = start.elapsed().as_nanos() as f64;
    nanos / REPEAT as f64
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(60);
    let files = files();
    let all = joined(files.iter().map(|(_, file)| file.as_slice()));
    let standard = standard(&files);
    // Both read alike before anything is timed.
    assert_eq!(
        ours_replay(&standard),
        theirs(&standard, &mut Replay),
        "plies replayed"
    );
    let games = Reader::new(&all).count();
    let standard_games = Reader::new(&standard).count();
    let groups: Vec<(&str, &[u8], usize, Routine<'_>, Routine<'_>)> = vec![
        (
            "lex",
            &all,
            games,
            Box::new(|| ours_lex(&all)),
            Box::new(|| theirs(&all, &mut Lex)),
        ),
        (
            "replay",
            &standard,
            standard_games,
            Box::new(|| ours_replay(&standard)),
            Box::new(|| theirs(&standard, &mut Replay)),
        ),
    ];
    for (operation, bytes, games, ours, reference) in &groups {
        let (mut our_times, mut their_times, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
        for round in 0..rounds {
            let (a, b) = if round % 2 == 0 {
                let a = time(ours);
                (a, time(reference))
            } else {
                let b = time(reference);
                (time(ours), b)
            };
            our_times.push(a);
            their_times.push(b);
            ratios.push(b / a);
        }
        let (ours_ns, theirs_ns) = (median(our_times), median(their_times));
        #[allow(clippy::cast_precision_loss, reason = "sizes")]
        let (size, games) = (bytes.len() as f64, *games as f64);
        println!(
            "{operation}\t{}\t{games}\t{:.1}\t{:.1}\t{:.0}\t{:.0}\t{:.3}\t{:.3}\t{:.3}",
            bytes.len(),
            size / ours_ns * 1e3,
            size / theirs_ns * 1e3,
            games / ours_ns * 1e9,
            games / theirs_ns * 1e9,
            median(ratios.clone()),
            decile(ratios.clone(), 1),
            decile(ratios, 9),
        );
    }
}
