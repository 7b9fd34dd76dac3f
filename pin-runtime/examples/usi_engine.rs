//! A USI shogi engine in a few dozen lines: it reads every command with
//! `shogi::protocol::ToEngine` and answers with `FromEngine`. This crate
//! has no shogi rules yet, so it plays from a book: from the start
//! position, the next move of one opening line while the game follows it,
//! and `bestmove resign` once it leaves it; `go mate` is answered
//! `checkmate notimplemented`.
//!
//! ```sh
//! cargo run --example usi_engine
//! ```
//!
//! `tests/scripts/usi_engine_cshogi.py` drives it with cshogi's USI engine
//! driver (`cshogi.usi.Engine`), as a shogi GUI does.

use std::io::{self, BufRead, Write};

use pin_runtime::shogi::Usi;
use pin_runtime::shogi::protocol::{BestMove, Checkmate, FromEngine, Id, Info, ToEngine};

/// The book: a Yagura opening's first moves, both sides.
const LINE: [&str; 12] = [
    "7g7f", "8c8d", "6g6f", "3c3d", "6i7h", "7a6b", "5g5f", "5c5d", "3i4h", "4a3b", "4i5h", "6a5b",
];

fn main() -> io::Result<()> {
    let line: Vec<Usi> = LINE
        .iter()
        .filter_map(|text| Usi::parse(text).ok())
        .collect();
    let mut out = io::stdout().lock();
    // The moves played from the start position; `None` off the book.
    let mut played: Option<Vec<Usi>> = Some(Vec::new());
    for text in io::stdin().lock().lines() {
        let text = text?;
        let command = match ToEngine::parse(&text) {
            Ok(command) => command,
            Err(error) => {
                let mut info = Info::new();
                let error = error.to_string();
                info.string = Some(&error);
                writeln!(out, "{}", FromEngine::Info(info))?;
                out.flush()?;
                continue;
            }
        };
        match command {
            ToEngine::Usi => {
                writeln!(out, "{}", FromEngine::Id(Id::Name("pin-runtime book")))?;
                writeln!(out, "{}", FromEngine::Id(Id::Author("pin-runtime")))?;
                writeln!(out, "{}", FromEngine::UsiOk)?;
            }
            ToEngine::IsReady => writeln!(out, "{}", FromEngine::ReadyOk)?,
            ToEngine::PositionCommand(command) => {
                let from_start = command.text().split_whitespace().nth(1) == Some("startpos");
                played = from_start.then(|| command.moves().into_iter().collect());
            }
            ToEngine::Go(go) if go.mate.is_some() => {
                writeln!(out, "{}", FromEngine::Checkmate(Checkmate::NotImplemented))?;
            }
            ToEngine::Go(_) => {
                let next = played
                    .as_ref()
                    .filter(|played| line.starts_with(played))
                    .and_then(|played| line.get(played.len()));
                let mut info = Info::new();
                info.depth = Some(1);
                writeln!(out, "{}", FromEngine::Info(info))?;
                match next {
                    Some(&best) => {
                        let ponder = played
                            .as_ref()
                            .and_then(|played| line.get(played.len() + 1));
                        let mut answer = BestMove::new(best);
                        answer.ponder = ponder.copied();
                        writeln!(out, "{}", FromEngine::BestMove(answer))?;
                    }
                    None => writeln!(out, "{}", FromEngine::Resign)?,
                }
            }
            ToEngine::Quit => break,
            _ => {}
        }
        out.flush()?;
    }
    Ok(())
}
