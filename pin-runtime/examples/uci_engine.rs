//! A UCI chess engine in a few dozen lines: it reads every command with
//! `ToEngine`, plays the `position` it is given and answers `go` with a
//! legal move (one of the position's legal moves, picked by a hash of the
//! position, so that games differ), written with `FromEngine`.
//!
//! ```sh
//! cargo run --example uci_engine
//! ```
//!
//! Any UCI GUI can play it; `tests/scripts/uci_engine_games.py` has
//! python-chess's `chess.engine` play whole games against it.

use std::io::{self, BufRead, Write};

use pin_runtime::chess::Fen;
use pin_runtime::chess::protocol::{BestMove, FromEngine, Id, Info, ToEngine};

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    let mut fen = Fen::START;
    for line in io::stdin().lock().lines() {
        let line = line?;
        let command = match ToEngine::parse(&line) {
            Ok(command) => command,
            Err(error) => {
                let mut info = Info::new();
                let text = error.to_string();
                info.string = Some(&text);
                writeln!(out, "{}", FromEngine::Info(info))?;
                continue;
            }
        };
        match command {
            ToEngine::Uci => {
                writeln!(out, "{}", FromEngine::Id(Id::Name("pin-runtime example")))?;
                writeln!(out, "{}", FromEngine::Id(Id::Author("pin-runtime")))?;
                writeln!(out, "{}", FromEngine::UciOk)?;
            }
            ToEngine::IsReady => writeln!(out, "{}", FromEngine::ReadyOk)?,
            ToEngine::UciNewGame => fen = Fen::START,
            ToEngine::PositionCommand(command) => fen = command.fen(),
            ToEngine::Go(_) => {
                let moves: Vec<_> = fen.legal_moves().into_iter().collect();
                let hash = fen
                    .to_string()
                    .bytes()
                    .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
                        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
                    });
                let best = usize::try_from(hash % moves.len().max(1) as u64)
                    .ok()
                    .and_then(|i| moves.get(i));
                let mut info = Info::new();
                info.depth = Some(1);
                info.nodes = Some(moves.len() as u64);
                writeln!(out, "{}", FromEngine::Info(info))?;
                let answer = best.map_or(BestMove::NONE, |&best| BestMove::new(best));
                writeln!(out, "{}", FromEngine::BestMove(answer))?;
            }
            ToEngine::Quit => break,
            _ => {}
        }
        out.flush()?;
    }
    Ok(())
}
