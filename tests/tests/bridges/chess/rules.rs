//! The chess rules against python-chess 1.11.2: legal moves, SAN both
//! ways, check, outcome and the fifty-move claim on the positions of
//! `tests/data/rules/chess.jsonl`, SAN reading on `san.jsonl`, and perft
//! against the published counts of `tests/data/rules/perft/` (written by
//! `tests/scripts/rules_chess.py`; see its docstring for the format).

use std::collections::BTreeSet;

use pin_runtime::chess::{
    CastlingForm, Chessboard, Dialect, EnPassantForm, Fen, MoveErrorKind, Outcome, San, Uci,
};
use pin_runtime::{Letter, Side};
use serde_json::Value;

/// The records of a JSON-lines file of `tests/data/rules`, the header
/// line left out.
fn records(name: &str) -> Vec<Value> {
    let path = format!("{}/data/rules/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header")).expect("JSON");
    let records: Vec<Value> = lines
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    assert_eq!(
        header["records"].as_u64(),
        Some(records.len() as u64),
        "{name}"
    );
    records
}

/// A string field.
fn text<'a>(record: &'a Value, key: &str) -> &'a str {
    record[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} in {record}"))
}

/// Our outcome in python-chess's terms: termination and winner.
fn outcome_terms(outcome: Option<Outcome>) -> Value {
    let Some(outcome) = outcome else {
        return Value::Null;
    };
    let termination = match outcome {
        Outcome::Checkmate { .. } => "checkmate",
        Outcome::Stalemate => "stalemate",
        Outcome::InsufficientMaterial => "insufficient_material",
        Outcome::SeventyFiveMoves => "seventyfive_moves",
        // A claim, which python-chess's `outcome()` leaves out.
        Outcome::FiftyMoves => return Value::Null,
        _ => "other",
    };
    let winner = match outcome.winner() {
        Some(Side::First) => Value::from("white"),
        Some(Side::Second) => Value::from("black"),
        None => Value::Null,
    };
    Value::Array(vec![Value::from(termination), winner])
}

#[test]
fn every_position_agrees_with_python_chess() {
    let records = records("chess.jsonl");
    assert!(records.len() > 1000);
    let mut moves_seen = 0;
    for record in &records {
        let fen_text = text(record, "fen");
        let fen = Fen::parse(fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"));

        // The moves as the list writes them: castling `e1g1` when the king
        // starts on the e-file, king-takes-rook otherwise.
        let mut expected = BTreeSet::new();
        for m in record["moves"].as_array().expect("moves") {
            let (uci960, uci, san) = (
                m[0].as_str().expect("uci"),
                m[1].as_str().expect("uci"),
                m[2].as_str().expect("san"),
            );
            let written = if san.starts_with("O-O") && uci960.starts_with('e') {
                // The king's two-file step, `e1g1` or `e1c1`.
                let file = if san.starts_with("O-O-O") { 'c' } else { 'g' };
                format!("{}{file}{}", &uci960[..2], &uci960[3..4])
            } else if san.starts_with("O-O") {
                uci960.to_string()
            } else {
                uci.to_string()
            };
            expected.insert((written, san.to_string()));
        }
        let list = fen.legal_moves();
        assert_eq!(
            list.len(),
            expected.len(),
            "{fen_text}: the number of moves"
        );
        let mut ours = BTreeSet::new();
        for m in &list {
            let san = fen.san(m).unwrap_or_else(|e| panic!("{fen_text} {m}: {e}"));
            ours.insert((m.to_string(), san.to_string()));
            assert!(fen.is_legal(m), "{fen_text} {m}");
            // Read back, the SAN gives the move.
            let read = San::parse(&san.to_string()).expect("our SAN reads");
            assert_eq!(fen.resolve_san(read), Ok(m), "{fen_text} {san}");
        }
        assert_eq!(ours, expected, "{fen_text}");
        moves_seen += ours.len();

        // The en-passant square written three ways, as python-chess does.
        let castling = if text(record, "variant") == "chess960" {
            CastlingForm::Shredder
        } else {
            CastlingForm::XFen
        };
        let dialect = Dialect::CANONICAL.with_castling(castling);
        assert_eq!(fen.display_in(dialect).to_string(), fen_text);
        for (form, key) in [
            (EnPassantForm::Legal, "fen_legal"),
            (EnPassantForm::Ready, "fen_xfen"),
        ] {
            let written = fen.display_in(dialect.with_en_passant(form)).to_string();
            assert_eq!(written, text(record, key), "{fen_text}: {key}");
        }

        assert_eq!(
            Some(fen.is_check()),
            record["check"].as_bool(),
            "{fen_text}: check"
        );
        assert_eq!(
            outcome_terms(fen.outcome()),
            record["outcome"],
            "{fen_text}: outcome"
        );
        assert_eq!(
            Some(fen.can_claim_fifty_moves()),
            record["fifty"].as_bool(),
            "{fen_text}: fifty"
        );
        assert!(
            fen.outcome().is_some() || !fen.can_claim_fifty_moves(),
            "{fen_text}: a claim without Outcome::FiftyMoves"
        );
    }
    assert!(moves_seen > 20_000, "{moves_seen}");
}

#[test]
fn every_legal_move_plays_and_every_other_is_refused_with_its_rule() {
    for record in records("chess.jsonl").iter().step_by(7) {
        let fen = Fen::parse(text(record, "fen")).expect("a FEN");
        let list = fen.legal_moves();
        for m in &list {
            let mut played = fen;
            played
                .play_legal(m)
                .unwrap_or_else(|e| panic!("{fen} {m}: {e}"));
        }
        // Every move between two squares the list does not hold is refused,
        // and leaves the position as it was.
        for from in 0..64u8 {
            for to in 0..64u8 {
                let cell = |s: u8| pin_runtime::Cell::new_2d(s % 8, s / 8);
                let Some(uci) = Uci::new(cell(from), cell(to), None) else {
                    continue;
                };
                let (listed, legal) = (list.contains(uci), fen.is_legal(uci));
                if listed || legal {
                    // Castling is legal written both ways, listed one way.
                    let castling = fen
                        .san(uci)
                        .is_ok_and(|san| san.to_string().starts_with("O-O"));
                    assert!(
                        listed == legal || castling,
                        "{fen} {uci}: listed {listed}, legal {legal}"
                    );
                    continue;
                }
                let mut copy = fen;
                let err = copy.play_legal(uci).expect_err("not in the list");
                assert_eq!(copy, fen, "{fen} {uci}: changed by a refused move");
                assert!(!err.to_string().is_empty());
            }
        }
        // Drops and promotions: legal exactly when listed.
        let cell = |s: u8| pin_runtime::Cell::new_2d(s % 8, s / 8);
        for to in 0..64u8 {
            for letter in [Letter::P, Letter::N, Letter::B, Letter::R, Letter::Q] {
                let drop = Uci::new_drop(letter, cell(to)).expect("a drop");
                assert_eq!(fen.is_legal(drop), list.contains(drop), "{fen} {drop}");
                if !(8..56).contains(&to) {
                    for from in [
                        to.wrapping_sub(9),
                        to.wrapping_sub(8),
                        to.wrapping_sub(7),
                        to + 7,
                        to + 8,
                        to + 9,
                    ] {
                        if from >= 64 || from == to {
                            continue;
                        }
                        if let Some(uci) = Uci::new(cell(from), cell(to), Some(letter)) {
                            assert_eq!(fen.is_legal(uci), list.contains(uci), "{fen} {uci}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn san_reads_as_python_chess_parse_san() {
    let records = records("san.jsonl");
    let mut checked = [0; 4];
    for record in &records {
        let fen_text = text(record, "fen");
        let san_text = text(record, "san");
        let fen = Fen::parse(fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"));
        // python-chess's crazyhouse reader strips any run of `+`, `#` and
        // spaces after a drop (`N@f3++`); this crate reads one mark, as
        // after every other move.
        let marks = san_text.len() - san_text.trim_end_matches(['+', '#', ' ']).len();
        if san_text.contains('@') && (marks > 1 || san_text.ends_with(' ')) {
            assert!(San::parse(san_text).is_err(), "{san_text:?}");
            continue;
        }
        let read = San::parse(san_text);
        let resolved = read.map(|san| fen.resolve_san(san));
        match record.get("error").and_then(Value::as_str) {
            None => {
                let uci960 = text(record, "uci");
                let Ok(Ok(uci)) = resolved else {
                    panic!("{fen_text} {san_text:?}: python-chess reads {uci960}, we {resolved:?}");
                };
                // The same move, whichever way castling is written.
                let same = uci.to_string() == uci960 || {
                    let read = Uci::parse(uci960).expect("UCI");
                    fen.is_legal(read) && fen.san(read) == fen.san(uci)
                };
                assert!(same, "{fen_text} {san_text:?}: {uci} against {uci960}");
                checked[0] += 1;
            }
            Some("ambiguous") => {
                let Ok(Err(err)) = resolved else {
                    panic!(
                        "{fen_text} {san_text:?}: python-chess finds it ambiguous, we {resolved:?}"
                    );
                };
                assert!(
                    matches!(err.kind(), MoveErrorKind::Ambiguous { .. }),
                    "{fen_text} {san_text:?}: {err}"
                );
                checked[1] += 1;
            }
            Some("illegal") => {
                // A Chess960 king's two-file step from the e-file written by
                // its squares (`e1c1`): castling for this crate, which reads
                // a FEN without knowing the game is Chess960, as
                // python-chess reads it in standard chess; a plain king's
                // move, illegal, for python-chess in Chess960.
                if let Ok(Ok(uci)) = resolved {
                    let castling = fen
                        .san(uci)
                        .is_ok_and(|san| san.to_string().starts_with("O-O"));
                    if text(record, "variant") == "chess960"
                        && castling
                        && san_text.starts_with('e')
                    {
                        continue;
                    }
                }
                let Ok(Err(err)) = resolved else {
                    panic!(
                        "{fen_text} {san_text:?}: python-chess finds it illegal, we {resolved:?}"
                    );
                };
                assert!(
                    !matches!(err.kind(), MoveErrorKind::Ambiguous { .. }),
                    "{fen_text} {san_text:?}: {err}"
                );
                checked[2] += 1;
            }
            Some(_) => {
                // Invalid for python-chess: not SAN, or a drop where there
                // are no pockets.
                let refused = match &resolved {
                    Err(_) => true,
                    Ok(Err(err)) => {
                        matches!(err.kind(), MoveErrorKind::NoPockets | MoveErrorKind::Form)
                    }
                    Ok(Ok(_)) => false,
                };
                assert!(
                    refused,
                    "{fen_text} {san_text:?}: python-chess refuses it, we {resolved:?}"
                );
                checked[3] += 1;
            }
        }
    }
    assert!(checked.iter().all(|&n| n > 100), "{checked:?}");
}

/// The positions and counts of a perft file: `<fen> ;D1 20 ;D2 400 …`.
fn perft_file(name: &str) -> Vec<(String, Vec<(u32, u64)>)> {
    let path = format!("{}/data/rules/perft/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().expect("a FEN").trim().to_string();
            let counts = parts
                .map(|part| {
                    let (depth, count) = part.trim().split_once(' ').expect("D<n> <count>");
                    (
                        depth.trim_start_matches('D').parse().expect("a depth"),
                        count.trim().parse().expect("a count"),
                    )
                })
                .collect();
            (fen, counts)
        })
        .collect()
}

/// Checks every count of a perft file up to `max_nodes` nodes.
fn check_perft(name: &str, max_nodes: u64) -> usize {
    let mut checked = 0;
    for (fen_text, counts) in perft_file(name) {
        let fen = Fen::parse(&fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"));
        for (depth, count) in counts {
            if count > max_nodes {
                continue;
            }
            assert_eq!(fen.perft(depth), count, "{fen_text} depth {depth}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_of_the_standard_suites() {
    assert!(check_perft("standard.txt", 200_000) > 300);
}

#[test]
fn perft_of_the_chess960_starts() {
    assert!(check_perft("chess960.txt", 20_000) > 1900);
}

#[test]
fn perft_of_crazyhouse_positions() {
    assert!(check_perft("crazyhouse.txt", 200_000) > 5);
}

#[test]
#[ignore = "deep counts: minutes in a test build; CI runs it"]
fn perft_deep() {
    check_perft("standard.txt", 200_000_000);
    check_perft("chess960.txt", 20_000_000);
    check_perft("crazyhouse.txt", 200_000_000);
}

/// The legal moves of a position as SAN and its perft at depth 2 from
/// `shakmaty`, when it takes the position as a legal one (one king a side,
/// the side not to move not in check, …): standard chess and Chess960
/// alike in its Chess960 mode. Crazyhouse (its `variant` feature, which
/// the tests leave out for their build time) is python-chess's to check.
fn shakmaty_sans(text: &str) -> Option<(BTreeSet<String>, u64)> {
    use shakmaty::{CastlingMode, Chess, FromSetup, Position, san::SanPlus};
    fn of<P: Position + Clone>(pos: &P) -> (BTreeSet<String>, u64) {
        let sans = pos
            .legal_moves()
            .into_iter()
            .map(|m| SanPlus::from_move(pos.clone(), m).to_string())
            .collect();
        (sans, shakmaty::perft(pos, 2))
    }
    let setup = shakmaty::fen::Fen::from_ascii(text.as_bytes())
        .ok()?
        .into_setup();
    if setup.pockets.is_some() {
        return None;
    }
    Chess::from_setup(setup, CastlingMode::Chess960)
        .ok()
        .map(|pos| of(&pos))
}

/// Generated positions of any material, every one `shakmaty` takes read
/// alike: the legal moves as SAN, and perft at depth 2.
#[test]
fn generated_positions_agree_with_shakmaty() {
    let mut compared = 0;
    for seed in 0..4000 {
        let mut rng = super::Rng::new(seed);
        let rights = if rng.chance(50) {
            super::Rights::XFen
        } else {
            super::Rights::Shredder
        };
        let text = super::random_fen(&mut rng, rights, false).text;
        let Ok(fen) = Fen::parse(&text) else { continue };
        let list = fen.legal_moves();
        let ours: BTreeSet<String> = list
            .iter()
            .map(|m| {
                fen.san(m)
                    .unwrap_or_else(|e| panic!("{text} {m}: {e}"))
                    .to_string()
            })
            .collect();
        assert_eq!(ours.len(), list.len(), "{text}");
        if let Some((theirs, perft)) = shakmaty_sans(&text) {
            assert_eq!(ours, theirs, "{text}");
            assert_eq!(fen.perft(2), perft, "{text}");
            compared += 1;
        }
    }
    assert!(compared > 400, "{compared} positions compared");
}

/// Games played on a `Chessboard` (by UCI and by SAN in turn) keep its
/// sets and its FEN in step: after every move, the rules answer alike on
/// the board and on its FEN copied afresh.
#[test]
fn chessboard_stays_in_step_with_its_fen() {
    let mut rng = super::Rng::new(31);
    let mut plies = 0;
    for record in records("chess.jsonl").iter().step_by(5) {
        let fen = Fen::parse(text(record, "fen")).expect("a FEN");
        let mut board = Chessboard::new(fen).expect("one king a side");
        for ply in 0..60 {
            let list = board.legal_moves();
            let fen = *board.fen();
            assert_eq!(list, fen.legal_moves(), "{fen}");
            assert_eq!(board.is_check(), fen.is_check(), "{fen}");
            assert_eq!(board.outcome(), fen.outcome(), "{fen}");
            let moves: Vec<Uci> = list.iter().collect();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            assert_eq!(board.san(m), fen.san(m), "{fen} {m}");
            if ply % 2 == 0 {
                board.play(m).unwrap_or_else(|e| panic!("{fen} {m}: {e}"));
            } else {
                let san = board.san(m).expect("SAN");
                assert_eq!(board.resolve_san(san), Ok(m), "{fen} {san}");
                board
                    .play_san(san)
                    .unwrap_or_else(|e| panic!("{fen} {san}: {e}"));
            }
            let mut played = fen;
            played.play_legal(m).expect("legal");
            assert_eq!(*board.fen(), played);
            plies += 1;
        }
    }
    assert!(plies > 5000, "{plies}");
}
