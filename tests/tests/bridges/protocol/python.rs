//! `FromEngine` against python-chess's `chess.engine` readers, on the
//! vectors of `tests/scripts/protocol_chess.py`: generated `info` and
//! `bestmove` lines and Stockfish's own.

use serde_json::{Map, Value, json};

use pin_runtime::chess::protocol::{FromEngine, Info};
use pin_runtime::protocol::{Bound, Score};

/// The vectors: a header, then one record a line.
const VECTORS: &str = include_str!("../../../data/protocol/chess.jsonl");

/// What python-chess reads in an info line, as the script writes it.
fn as_python(info: &Info<'_>) -> Map<String, Value> {
    let mut read = Map::new();
    for (name, value) in super::info_numbers(info) {
        read.insert(name.to_owned(), json!(value));
    }
    match info.score {
        Some(Score::Centipawns(cp)) => read.insert("score".to_owned(), json!({ "cp": cp })),
        Some(Score::Mate(moves)) => read.insert("score".to_owned(), json!({ "mate": moves })),
        Some(score) => panic!("{score:?}: USI's"),
        None => None,
    };
    match info.bound {
        Some(Bound::Lower) => read.insert("lowerbound".to_owned(), json!(true)),
        Some(Bound::Upper) => read.insert("upperbound".to_owned(), json!(true)),
        None => None,
    };
    if let Some(wdl) = info.wdl {
        read.insert("wdl".to_owned(), json!([wdl.win, wdl.draw, wdl.loss]));
    }
    if let Some(currmove) = info.currmove {
        read.insert("currmove".to_owned(), json!(currmove.to_string()));
    }
    let words = |moves: pin_runtime::chess::protocol::Moves<'_>| {
        moves.iter().map(|m| m.to_string()).collect::<Vec<_>>()
    };
    if let Some(pv) = info.pv {
        read.insert("pv".to_owned(), json!(words(pv)));
    }
    if let Some(refutation) = info.refutation {
        let mut line = words(refutation);
        let refuted = line.remove(0);
        read.insert("refutation".to_owned(), json!({ refuted: line }));
    }
    if let Some(currline) = info.currline {
        let cpu = currline.cpu.map_or("0".to_owned(), |cpu| cpu.to_string());
        read.insert("currline".to_owned(), json!({ cpu: words(currline.moves) }));
    }
    if let Some(text) = info.string {
        read.insert("string".to_owned(), json!(text));
    }
    read
}

#[test]
fn info_and_bestmove_lines_read_as_python_chess_reads_them() {
    let mut lines = VECTORS.lines();
    let header: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert!(
        header["source"]
            .as_str()
            .unwrap()
            .starts_with("python-chess")
    );
    let (mut infos, mut bestmoves, mut real, mut bounds_after_wdl) = (0, 0, 0, 0);
    for record in lines {
        let record: Value = serde_json::from_str(record).unwrap();
        let line = record["line"].as_str().unwrap();
        real += usize::from(record.get("real").is_some());
        match record["kind"].as_str().unwrap() {
            "info" => {
                infos += 1;
                let text = format!("info {line}");
                let Ok(FromEngine::Info(info)) = FromEngine::parse(&text) else {
                    panic!("{text}")
                };
                let mut ours = as_python(&info);
                let theirs = record["read"].as_object().unwrap();
                // python-chess reads a bound only right after the score's
                // value; Stockfish writes it after `wdl`.
                if info.bound.is_some()
                    && line.contains(" wdl ")
                    && !theirs.contains_key("lowerbound")
                    && !theirs.contains_key("upperbound")
                {
                    bounds_after_wdl += 1;
                    ours.remove("lowerbound");
                    ours.remove("upperbound");
                }
                assert_eq!(&ours, theirs, "{text}");
                // And written back, it reads the same.
                assert_eq!(
                    FromEngine::parse(&FromEngine::Info(info).to_string()).unwrap(),
                    FromEngine::Info(info)
                );
            }
            "bestmove" => {
                bestmoves += 1;
                let text = format!("bestmove {line}");
                let Ok(FromEngine::BestMove(best)) = FromEngine::parse(&text) else {
                    panic!("{text}")
                };
                let ours = json!([
                    best.best.map(|m| m.to_string()),
                    best.ponder.map(|m| m.to_string())
                ]);
                assert_eq!(ours, record["read"], "{text}");
            }
            kind => panic!("{kind}"),
        }
    }
    assert!(
        infos > 2000 && bestmoves > 200 && real > 100,
        "{infos} {bestmoves} {real}"
    );
    assert!(bounds_after_wdl < real, "{bounds_after_wdl}");
}
