//! Chess moves against python-chess: every move of the vectors
//! (`tests/scripts/moves_chess.py`) converts from UCI to the PMN move the
//! script worked out and back, plays to the FEN python-chess wrote, and
//! applied without rules then undone gives the position back.

use pin_runtime::chess::{Fen, MoveErrorKind, Uci};
use pin_runtime::{ApplyErrorKind, Captures, Pmn, PmnForm};

/// The vectors: `@ <variant> <FEN>` sets the position, `<uci> <pmn>
/// <FEN after>` plays a move on it.
pub(super) const VECTORS: &str = include_str!("../../../data/moves/chess.txt");

/// A vector: the variant, the position before, the UCI and PMN moves, the
/// FEN after.
pub(super) struct Vector<'a> {
    pub(super) variant: &'a str,
    pub(super) before: &'a str,
    pub(super) uci: &'a str,
    pub(super) pmn: &'a str,
    pub(super) after: &'a str,
}

/// Every vector of the file, in order.
pub(super) fn vectors() -> Vec<Vector<'static>> {
    let mut all = Vec::new();
    let (mut variant, mut before) = ("", "");
    for line in VECTORS.lines() {
        if let Some(rest) = line.strip_prefix("@ ") {
            (variant, before) = rest.split_once(' ').unwrap();
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let (uci, pmn, after) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        all.push(Vector {
            variant,
            before,
            uci,
            pmn,
            after,
        });
        before = after;
    }
    all
}

/// The FEN as the vectors write it: Shredder-FEN for Chess960.
fn written(fen: &Fen, variant: &str) -> String {
    if variant == "chess960" {
        fen.shredder().to_string()
    } else {
        fen.to_string()
    }
}

#[test]
fn every_engine_move_converts_plays_and_applies_as_python_chess_says() {
    let mut counts = [0usize; 3];
    for v in vectors() {
        let context = format!("{} {} {}", v.variant, v.before, v.uci);
        let fen = Fen::parse(v.before).unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(written(&fen, v.variant), v.before, "{context}");
        let uci = Uci::parse(v.uci).unwrap();
        let pmn = Pmn::parse(v.pmn).unwrap();
        // UCI to PMN and back.
        assert_eq!(fen.pmn(uci), Ok(pmn), "{context}");
        let back = if v.variant == "chess960" {
            fen.uci_chess960(pmn)
        } else {
            fen.uci(pmn)
        };
        assert_eq!(back, Ok(uci), "{context}");
        // The other castling form is read too.
        let other = if v.variant == "chess960" {
            fen.uci(pmn)
        } else {
            fen.uci_chess960(pmn)
        };
        assert_eq!(fen.pmn(other.unwrap()), Ok(pmn), "{context}");
        // Played, by PMN and by UCI.
        let mut played = fen;
        played
            .play(pmn)
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(written(&played, v.variant), v.after, "{context}");
        let mut by_uci = fen;
        assert_eq!(by_uci.play_uci(uci), Ok(pmn), "{context}");
        assert_eq!(by_uci, played, "{context}");
        assert_eq!(Fen::parse(v.after), Ok(played), "{context}");
        // Applied without rules, then undone.
        let captures = if v.variant == "crazyhouse" {
            Captures::ToHand
        } else {
            Captures::Remove
        };
        let start = *fen.position();
        let mut position = start;
        match position.apply(pmn, captures) {
            Ok(undo) => {
                assert_ne!(pmn.form(), PmnForm::Special, "{context}");
                assert_eq!(position.to_string().parse(), Ok(position), "{context}");
                position.undo(undo).unwrap();
            }
            Err(error) => {
                assert_eq!(error.kind(), ApplyErrorKind::Special, "{context}");
            }
        }
        assert_eq!(position, start, "{context}");
        let index = ["chess", "chess960", "crazyhouse"]
            .iter()
            .position(|name| *name == v.variant)
            .unwrap();
        counts[index] += 1;
    }
    // Each variant has its vectors.
    assert!(counts.iter().all(|&n| n > 1000), "{counts:?}");
}

#[test]
fn every_uci_move_plays_as_its_pmn_move_plays() {
    // `play_uci` plays the common moves at once and the others through
    // `pmn` and `play`: on positions of every variant, every move between
    // two squares, plain and promoting, gives both the same outcome.
    let squares: Vec<String> = (b'a'..=b'h')
        .flat_map(|f| (b'1'..=b'8').map(move |r| format!("{}{}", char::from(f), char::from(r))))
        .collect();
    let mut compared = 0;
    for v in vectors().iter().step_by(600) {
        let fen = Fen::parse(v.before).unwrap();
        for from in &squares {
            for to in &squares {
                for promotion in ["", "q", "n"] {
                    let Ok(uci) = Uci::parse(&format!("{from}{to}{promotion}")) else {
                        continue;
                    };
                    let mut fast = fen;
                    let played = fast.play_uci(uci);
                    let mut slow = fen;
                    let checked = fen.pmn(uci).and_then(|pmn| slow.play(pmn).map(|()| pmn));
                    match (played, checked) {
                        (Ok(a), Ok(b)) => assert_eq!((a, fast), (b, slow), "{} {uci}", v.before),
                        (Err(a), Err(b)) => assert_eq!(a.kind(), b.kind(), "{} {uci}", v.before),
                        (a, b) => panic!("{} {uci}: {a:?} against {b:?}", v.before),
                    }
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 100_000, "{compared}");
}

#[test]
fn games_replay_from_their_start() {
    // Each stretch of moves from a position set by `@` plays in one go
    // from that position to the last FEN.
    let mut fen = None;
    let mut variant = "";
    for line in VECTORS.lines() {
        if let Some(rest) = line.strip_prefix("@ ") {
            let (name, text) = rest.split_once(' ').unwrap();
            variant = name;
            fen = Some(Fen::parse(text).unwrap());
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let uci = Uci::parse(parts.next().unwrap()).unwrap();
        let after = parts.nth(1).unwrap();
        let current = fen.as_mut().unwrap();
        current.play_uci(uci).unwrap();
        assert_eq!(written(current, variant), after);
    }
}

/// Plays `pmn` on `fen` and returns the message of its refusal, checking
/// that the position did not change.
fn refusal(fen: &str, pmn: &str) -> String {
    let mut fen = Fen::parse(fen).unwrap();
    let before = fen;
    let error = fen
        .play(Pmn::parse(pmn).unwrap())
        .map(|()| fen)
        .unwrap_err();
    assert_eq!(fen, before);
    // Writing the move in UCI checks it alike, but for the clocks.
    let uci = fen.uci(Pmn::parse(pmn).unwrap());
    match error.kind() {
        MoveErrorKind::ClockOverflow { .. } => assert!(uci.is_ok()),
        _ => assert_eq!(uci, Err(error)),
    }
    error.to_string()
}

/// The start position.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Rooks that may castle on h1 and a8 only.
const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1";
/// Crazyhouse, white to take d5 en passant.
const ZH: &str = "r3k2r/8/8/3pP3/8/8/8/R3K2R[Qq] w KQkq d6 0 1";
/// Moves refused, each with the message after the quoted move.
const REFUSALS: &[(&str, &str, &str)] = &[
    (
        START,
        "+e4",
        "expected a chess move ('-', '+', '~', a drop '*' or '...'), found a static capture",
    ),
    (
        START,
        "e2=Q",
        "expected a chess move ('-', '+', '~', a drop '*' or '...'), found a change in place",
    ),
    (
        START,
        "P.e4",
        "expected a chess move ('-', '+', '~', a drop '*' or '...'), found a drop that takes",
    ),
    (
        START,
        "P*e4",
        "expected pockets (crazyhouse) to drop from, found none",
    ),
    (
        START,
        "e2-e9",
        "expected a square of the chess board (a1 to h8), found e9",
    ),
    (
        START,
        "e2-e",
        "expected a square of the chess board (a1 to h8), found e",
    ),
    (
        START,
        "e3-e4",
        "expected a piece of the side to move on e3, found an empty square",
    ),
    (
        START,
        "e7-e5",
        "expected a piece of the side to move (white) on e7, found +p",
    ),
    (START, "e1-e2", "expected an empty square at e2, found +P"),
    (
        START,
        "d1+d4",
        "expected a piece to take on d4, found an empty square",
    ),
    (
        START,
        "g1~f3",
        "expected castling or en passant for '~', found N on g1",
    ),
    (
        START,
        "e2~d3",
        "expected the pawn that just advanced two squares (-p) behind, on d2, found +P",
    ),
    (
        START,
        "e2-e4=K",
        "expected a promotion to Q, R, B or N (+Q, +R, +B, +N with pockets), found =K for +P on e2",
    ),
    (
        START,
        "e2-e4=q",
        "expected a promotion to a piece of the pawn's side, found =q for +P on e2",
    ),
    (
        START,
        "e2-e4=+Q",
        "expected a promotion to Q, R, B or N (+Q, +R, +B, +N with pockets), found =+Q for +P on e2",
    ),
    (
        START,
        "g1-f3=Q",
        "expected a pawn to promote on g1, found N",
    ),
    (
        CASTLE,
        "e1~c1",
        "expected a rook that may castle (-R) on the a-side of the king on e1, found none",
    ),
    (
        CASTLE,
        "e1~f1",
        "expected castling or en passant for '~', found K^ on e1",
    ),
    (
        CASTLE,
        "a1~d1",
        "expected castling or en passant for '~', found R on a1",
    ),
    (
        CASTLE,
        "h1~f1",
        "expected castling or en passant for '~', found -R on h1",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3KN1R w K - 0 1",
        "e1~g1",
        "expected an empty square at f1 for castling, found N",
    ),
    (
        "4k3/8/8/8/8/4b3/4P3/4K3 w - - 0 1",
        "e2-e4",
        "expected an empty square at e3 for the pawn's double step, found b",
    ),
    (
        "4k3/8/8/8/8/8/8/4K2r w - - 0 1",
        "e1+h1/r",
        "expected no '/' for the piece taken on h1 without pockets, found /r",
    ),
    (
        ZH,
        "e5~d6",
        "expected /P for the piece taken on d5, found none",
    ),
    (
        ZH,
        "e5~d6/p",
        "expected /P for the piece taken on d5, found /p",
    ),
    (ZH, "e1-e2=+Q", "expected a pawn to promote on e1, found K^"),
    (
        ZH,
        "q*e4",
        "expected q in the pocket of the side to move, found none",
    ),
    (
        ZH,
        "*e4",
        "expected the piece to drop before '*', found none",
    ),
    (ZH, "Q*e5", "expected an empty square at e5, found P"),
    (
        "4k3/4Q3/8/8/8/8/8/4K3[] w - - 0 1",
        "e7+e8/K",
        "expected a piece a pocket can hold, found k^ taken on e8",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 9",
        "e1-e2",
        "expected a halfmove clock below 4294967295, found 4294967295 before the move",
    ),
    (
        "4k3/8/8/8/8/8/8/4K3 b - - 0 4294967295",
        "e8-e7",
        "expected a fullmove number below 4294967295, found 4294967295 before the move",
    ),
];

#[test]
fn refusals_name_the_square_and_what_stands_there() {
    for &(fen, pmn, message) in REFUSALS {
        assert_eq!(
            refusal(fen, pmn),
            format!("cannot play \"{pmn}\": {message}"),
            "{fen}"
        );
    }
}

#[test]
fn every_position_played_reads_back_as_played() {
    // Found by fuzzing: a pawn landing on its start rank is `+P` there, and
    // a king taken takes its side's castling rights, as FEN reads them.
    let cases = [
        ("4k3/8/8/8/8/3P4/8/4K3 w - - 0 1", "d3-d2"),
        ("r3k2r/8/8/8/8/8/8/R3K2Q w Qkq - 0 1", "h1+e8"),
        ("4k3/8/8/8/8/8/3p4/4K3 b - - 0 1", "d2-d1"),
    ];
    for (fen, pmn) in cases {
        let mut fen = Fen::parse(fen).unwrap();
        fen.play(Pmn::parse(pmn).unwrap()).unwrap();
        assert_eq!(Fen::parse(&fen.to_string()), Ok(fen), "{pmn}");
    }
    let mut fen = Fen::parse("4k3/8/8/8/8/3P4/8/4K3 w - - 0 1").unwrap();
    fen.play(Pmn::parse("d3-d2").unwrap()).unwrap();
    assert_eq!(fen.position().to_string(), "4k^3/8/8/8/8/8/3+P4/4K^3 / w/W");
    let mut fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2Q w Qkq - 0 1").unwrap();
    fen.play(Pmn::parse("h1+e8").unwrap()).unwrap();
    assert_eq!(fen.to_string(), "r3Q2r/8/8/8/8/8/8/R3K3 b Q - 0 1");
    // A piece of one's own side is not taken.
    let mut fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let error = fen.play_uci(Uci::parse("g2f2").unwrap()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "cannot play \"g2f2\": expected a piece of the other side to take on f2, found +P"
    );
    // Found by fuzzing: a pawn promoting on a double step lands as its
    // promotion, whatever it passed, by PMN and by UCI alike.
    let fen = Fen::parse("4k3/3p4/3R4/8/8/8/8/4K3 b - - 0 1").unwrap();
    let uci = Uci::parse("d7d5b").unwrap();
    let pmn = fen.pmn(uci).unwrap();
    assert_eq!(pmn.to_string(), "d7-d5=b");
    let (mut by_pmn, mut by_uci) = (fen, fen);
    by_pmn.play(pmn).unwrap();
    by_uci.play_uci(uci).unwrap();
    assert_eq!(
        (by_pmn, by_pmn.to_string()),
        (by_uci, "4k3/8/3R4/3b4/8/8/8/4K3 w - - 0 2".to_owned())
    );
    let error = Fen::parse("bqnb2kr/pp3ppp/3ppn2/2r5/4PP2/P2P4/NPP3PP/BQ1BNRKR w KQk - 0 10")
        .unwrap()
        .pmn(Uci::parse("e1g1").unwrap())
        .unwrap_err();
    assert!(matches!(error.kind(), MoveErrorKind::OwnPiece { .. }));
}

#[test]
fn uci_writes_only_what_it_reads_back_alike() {
    // Found by fuzzing: a pawn's far diagonal move is a plain move both
    // ways; a king's plain two-file step from e1 and a pawn's plain step
    // behind the enemy `-P` have no UCI of their own.
    let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let far = Pmn::parse("e2-a4").unwrap();
    let uci = fen.uci(far).unwrap();
    assert_eq!(
        (uci.to_string(), fen.pmn(uci)),
        ("e2a4".to_owned(), Ok(far))
    );
    let fen = Fen::parse("4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1").unwrap();
    for (pmn, uci) in [("e1-g1", "e1g1"), ("e5-d6", "e5d6")] {
        let error = fen.uci(Pmn::parse(pmn).unwrap()).unwrap_err();
        assert_eq!(
            error.kind(),
            MoveErrorKind::Unwritable {
                uci: Uci::parse(uci).unwrap()
            }
        );
        assert_eq!(
            error.to_string(),
            format!(
                "cannot play \"{pmn}\": expected a move UCI writes, found one whose UCI {uci} reads as another move"
            )
        );
    }
    assert_eq!(
        fen.pmn(Uci::parse("e1g1").unwrap()).unwrap().to_string(),
        "e1~g1"
    );
    assert_eq!(
        fen.pmn(Uci::parse("e5d6").unwrap()).unwrap().to_string(),
        "e5~d6"
    );
}

#[test]
fn clocks_absent_stay_absent_and_the_last_count_is_played() {
    let mut fen = Fen::parse("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
    fen.play(Pmn::parse("e1-e2").unwrap()).unwrap();
    fen.play(Pmn::parse("e8-e7").unwrap()).unwrap();
    assert_eq!(fen.to_string(), "8/4k3/8/8/8/8/4K3/8 w - -");
    let mut fen = Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 4294967294 4294967294").unwrap();
    fen.play(Pmn::parse("e1-e2").unwrap()).unwrap();
    fen.play(Pmn::PASS).unwrap_err();
    let mut fen = Fen::parse("4k3/8/8/8/8/8/8/4K3 b - - 3 4294967294").unwrap();
    fen.play(Pmn::PASS).unwrap();
    assert_eq!(fen.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 4 4294967295");
}

#[test]
fn uci_conversions_refused() {
    let fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1").unwrap();
    let kind = |uci: &str| fen.pmn(Uci::parse(uci).unwrap()).unwrap_err().kind();
    assert!(matches!(
        kind("e1a1"),
        MoveErrorKind::NoCastlingRook { h_side: false, .. }
    ));
    assert!(matches!(
        kind("e1c1"),
        MoveErrorKind::NoCastlingRook { h_side: false, .. }
    ));
    assert!(matches!(
        kind("e4e5"),
        MoveErrorKind::NotMover { found: None, .. }
    ));
    assert_eq!(kind("P@e4"), MoveErrorKind::NoPockets);
    assert!(matches!(kind("e1e2q"), MoveErrorKind::Promotion { .. }));
    // A king stepping to a file two away from elsewhere than e1 moves.
    let fen960 = Fen::parse("4k3/8/8/8/8/8/8/5K1R w H - 0 1").unwrap();
    assert_eq!(
        fen960.pmn(Uci::parse("f1g1").unwrap()).unwrap().to_string(),
        "f1-g1"
    );
    assert_eq!(
        fen960.pmn(Uci::parse("f1h1").unwrap()).unwrap().to_string(),
        "f1~g1"
    );
}
