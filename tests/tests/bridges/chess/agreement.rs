//! Agreement with `shakmaty` 0.30 (`Fen::from_ascii`): on every FEN the
//! tests generate or mutate, what both read is the same board, side,
//! castling rooks, en-passant square, clocks and pockets; where only
//! `shakmaty` reads it, the reason is one of the differences the module's
//! page lists; nothing is read by us alone.

use std::collections::BTreeMap;

use pin_runtime::chess::{FenError, FenErrorKind};
use proptest::prelude::*;

use super::{Rights, Rng, mutate, ours, parse, random_fen, theirs};

/// The differences the module's page lists: why `shakmaty` reads a text
/// this module rejects, from this module's error (and, for three-check
/// counters, from what `shakmaty` read).
fn difference(error: &FenError, setup: &shakmaty::Setup) -> Option<&'static str> {
    if setup.remaining_checks.is_some() {
        return Some("three-check counters");
    }
    let separator = |found: Option<char>| matches!(found, None | Some(' ' | '_'));
    let reason = match error.kind() {
        FenErrorKind::ExpectedSpace { found }
        | FenErrorKind::ExpectedSquare { found }
        | FenErrorKind::Side { found }
        | FenErrorKind::CastlingRight { found }
        | FenErrorKind::EnPassantSquare { found }
        | FenErrorKind::ExpectedNumber { found }
            if separator(found) =>
        {
            "missing fields or other separators"
        }
        FenErrorKind::ExpectedClocksOrEnd { found } | FenErrorKind::ExpectedEnd { found }
            if separator(Some(found)) =>
        {
            "missing fields or other separators"
        }
        FenErrorKind::NoKing { .. }
        | FenErrorKind::TwoKings { .. }
        | FenErrorKind::NoRook { .. }
        | FenErrorKind::NotRook { .. }
        | FenErrorKind::PromotedRook { .. }
        | FenErrorKind::SameSide { .. } => "castling rights not backed by a rook and a king",
        FenErrorKind::EnPassantRank { .. }
        | FenErrorKind::EnPassantPawn { .. }
        | FenErrorKind::EnPassantBlocked { .. } => "any en-passant square",
        FenErrorKind::LeadingZero
        | FenErrorKind::NumberTooLarge
        | FenErrorKind::ZeroFullmove
        | FenErrorKind::TooLong { .. } => "clocks with leading zeros, above u32::MAX, or 0",
        FenErrorKind::AdjacentCounts { .. } => "adjacent counts",
        FenErrorKind::Unpromotable { .. } => "'~' after a pawn, a king, a count or another '~'",
        FenErrorKind::Pocket {
            found: Some('K' | 'k'),
            ..
        } => "kings in the pockets",
        // Pockets after a ninth rank end at the separator, which shakmaty
        // also reads as `_`.
        FenErrorKind::Pocket { found, end: ' ' } if separator(found) => {
            "missing fields or other separators"
        }
        FenErrorKind::TooManyPieces { .. } => "more than 64 pieces",
        _ => return None,
    };
    Some(reason)
}

/// How both crates read a text.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    /// Both read it, alike.
    Agree,
    /// Both reject it.
    Reject,
    /// Only `shakmaty` reads it, for this listed reason.
    Lenient(&'static str),
}

/// Reads `text` with both crates and compares.
fn verdict(text: &str) -> Result<Verdict, String> {
    let ours_read = parse(text);
    let theirs_read = shakmaty::fen::Fen::from_ascii(text.as_bytes());
    match (ours_read, theirs_read) {
        (Ok(fen), Ok(their)) => {
            let (a, b) = (ours(&fen), theirs(their.as_setup()));
            if a == b {
                Ok(Verdict::Agree)
            } else {
                Err(format!(
                    "{text:?} read differently:\n  ours   {a:?}\n  theirs {b:?}"
                ))
            }
        }
        (Err(_), Err(_)) => Ok(Verdict::Reject),
        (Ok(_), Err(error)) => Err(format!("{text:?}: only we read it; shakmaty: {error}")),
        (Err(error), Ok(their)) => match difference(&error, their.as_setup()) {
            Some(reason) => Ok(Verdict::Lenient(reason)),
            None => Err(format!(
                "{text:?}: only shakmaty reads it, unlisted: {error}"
            )),
        },
    }
}

/// Counts of verdicts over a run, printed with `--nocapture`.
#[derive(Default)]
struct Tally(BTreeMap<String, usize>);

impl Tally {
    fn add(&mut self, verdict: &Verdict) {
        let key = match verdict {
            Verdict::Lenient(reason) => format!("shakmaty alone: {reason}"),
            other => format!("{other:?}"),
        };
        *self.0.entry(key).or_default() += 1;
    }

    fn print(&self, title: &str) {
        eprintln!("{title}:");
        for (key, count) in &self.0 {
            eprintln!("  {count:>8}  {key}");
        }
    }
}

/// Generated FENs in every castling notation, read alike by both.
#[test]
fn generated_fens_read_alike() {
    let mut tally = Tally::default();
    let mut rng = Rng::new(0x00C0_FFEE);
    for i in 0..20_000 {
        let rights = [Rights::XFen, Rights::Shredder, Rights::Any][i % 3];
        let generated = random_fen(&mut rng, rights, i % 2 == 0);
        let verdict = verdict(&generated.text).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(verdict, Verdict::Agree, "{}", generated.text);
        tally.add(&verdict);
    }
    tally.print("generated FENs");
}

/// `count` mutated FENs: both read them alike, or both reject them, or
/// only `shakmaty` reads them for a listed reason.
fn mutated_fens(count: usize) {
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    let mut rng = Rng::new(0xBAD_F00D);
    for i in 0..count {
        let rights = [Rights::XFen, Rights::Shredder, Rights::Any][i % 3];
        let generated = random_fen(&mut rng, rights, i % 2 == 0);
        let text = mutate(&generated.text, &mut rng);
        match verdict(&text) {
            Ok(verdict) => tally.add(&verdict),
            Err(error) => failures.push(error),
        }
    }
    tally.print("mutated FENs");
    assert!(
        failures.is_empty(),
        "{} failures, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn mutated_fens_read_alike_or_differ_as_listed() {
    mutated_fens(40_000);
}

#[test]
#[ignore = "200,000 mutated FENs: CI runs it (cargo test -- --ignored)"]
fn mutated_fens_read_alike_or_differ_as_listed_on_200_000() {
    mutated_fens(200_000);
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 4000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Generated and mutated FENs from proptest's seeds.
    #[test]
    fn seeded_fens_read_alike(seed in any::<u64>(), edits in 0usize..3) {
        let mut rng = Rng::new(seed);
        let generated = random_fen(&mut rng, Rights::Any, true);
        let mut text = generated.text;
        for _ in 0..edits {
            text = mutate(&text, &mut rng);
        }
        let verdict = verdict(&text);
        prop_assert!(verdict.is_ok(), "{}", verdict.unwrap_err());
    }
}

/// The board loops of the chess FEN reader: the plain one, without a
/// branch on the bytes, reads what it reads to the same board, the same
/// end and the same count of pieces as the checked one, which reads every
/// text the plain one leaves.
fn board_loops_agree(text: &str) {
    let (plain, checked) = pin_runtime::__private::chess_board_both(text);
    if let Some(plain) = plain {
        assert_eq!(checked.as_ref().ok(), Some(&plain), "{text:?}");
    }
}

#[test]
fn the_board_loops_agree_on_every_corpus_line() {
    let mut plain = 0;
    for source in crate::corpus::corpus() {
        for line in &source.lines {
            board_loops_agree(line);
            plain += usize::from(pin_runtime::__private::chess_board_both(line).0.is_some());
        }
    }
    // Most chess lines are read by the plain loop.
    assert!(plain > 10_000, "{plain}");
}

proptest! {
    /// Boards with a byte changed, put in or taken out, among those the
    /// loops tell apart.
    #[test]
    fn the_board_loops_agree_on_edited_boards(
        board in proptest::sample::select(vec![
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 1 11",
            "8/8/8/8/8/8/8/8 w - -",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qn w KQkq - 0 1",
            "rnbqkbnr/pppQ~pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ]),
        edits in crate::edits(b"/12345678 9~[kqrbnpKQRBNPx0"),
    ) {
        board_loops_agree(&crate::edited(board.to_string(), edits));
    }
}

#[test]
fn the_board_loops_agree_where_ranks_are_wrong_but_the_squares_add_up() {
    // The plain loop checks the ranks by the squares at each `/`: whole
    // ranks before it, no `/` first, last or after another. Boards of 64
    // squares in 8 runs of `/` whose ranks are still wrong, each of
    // whose long ranks crosses a chunk of eight bytes or ends one.
    for board in [
        "8/8/8/8/8/8/pppppppppppppppp/",
        "/8/8/8/8/8/8/pppppppppppppppp",
        "8/8/8/8/8//pppppppppppppppp/8",
        "pppppppppppppppp/8/8/8/8/8//8",
        "4pppp4/8/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/7",
        "8/8/8/8/8/8/8/9",
        "8/8/8/8/8/8/8/44",
        "7p/p7/8/8/8/8/8",
        "7p/p7/8/8/8/8/8/8/8",
        "ppppppp/ppppppppp/8/8/8/8/8/8",
        "ppppppppp/ppppppp/8/8/8/8/8/8",
        "8/8/8/8/8/8/ppppppp/ppppppppp",
        "8/8/8/8/8/8/ppppppppp/ppppppp",
        "8/8/8/44/8/8/8/8",
        "8/8/8//88/8/8/8",
        "8/8/8/8/8/8/8/8/8",
        "8/8/8/7p1/8/8/8/8/8",
        "/8/8/8/8/8/8/8/8",
        "4/4/8/8/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8",
    ] {
        let text = format!("{board} w - - 0 1");
        board_loops_agree(&text);
        assert!(parse(&text).is_err(), "{text}");
    }
}

#[test]
fn the_plain_board_loop_reads_whole_boards_and_leaves_the_rest() {
    let plain = |text: &str| pin_runtime::__private::chess_board_both(text).0;
    // Whole boards, of as many bytes as a board has or as few.
    for board in [
        "8/8/8/8/8/8/8/8",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "k7/8/8/8/8/8/8/7K",
        "1p1p1p1p/p1p1p1p1/1p1p1p1p/p1p1p1p1/1P1P1P1P/P1P1P1P1/1P1P1P1P/P1P1P1P1",
        "pppppppp/pppppppp/pppppppp/pppppppp/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP",
    ] {
        let text = format!("{board} w - - 0 1");
        board_loops_agree(&text);
        assert_eq!(plain(&text).map(|read| read.0), Some(board.len()), "{text}");
    }
    // Pockets after a ninth `/` and boards of ranks too many or too long,
    // however long: the checked loop reads them.
    let mut ranks = "8/".repeat(65_543);
    ranks.push('8');
    for board in [
        "8/8/8/8/8/8/8/8/".to_string(),
        "8/8/8/8/8/8/8/8/Qn".to_string(),
        "pppppppp/".repeat(8),
        "pppppppp/".repeat(9),
        "p7/".repeat(40),
        "p".repeat(200),
        ranks,
    ] {
        let text = format!("{board} w - -");
        board_loops_agree(&text);
        assert_eq!(plain(&text), None, "{board:.40}");
    }
    // A board of 65,544 ranks of 8 squares was once read as 8 ranks by a
    // prefix reader whose counts wrapped around.
    let mut ranks = "8/".repeat(65_543);
    ranks.push_str("8 w - -");
    assert!(pin_runtime::chess::Fen::parse_prefix(&ranks).is_err());
}
