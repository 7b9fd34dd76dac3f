//! A UCI GUI: it starts an engine (Stockfish by default), plays white
//! itself (the position's first legal move) and lets the engine play
//! black, to the end of the game. Every line it sends is a `ToEngine`,
//! every line it reads a `FromEngine`; every move the engine answers is
//! checked against the rules.
//!
//! ```sh
//! cargo run --example uci_gui -- /usr/games/stockfish
//! ```

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use pin_runtime::chess::protocol::{FromEngine, Go, PositionCommand, ToEngine};
use pin_runtime::chess::{Chessboard, Fen, Uci};

fn main() -> io::Result<()> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "stockfish".to_owned());
    let mut child = Command::new(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    let (Some(mut to_engine), Some(from_engine)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(io::Error::other("no pipes"));
    };
    let mut lines = BufReader::new(from_engine).lines();
    let mut send = |command: ToEngine<'_>| writeln!(to_engine, "{command}");
    // Reads lines to the first for which `done` gives a value.
    let mut wait = |done: &mut dyn FnMut(FromEngine<'_>) -> Option<Option<Uci>>| loop {
        let Some(line) = lines.next().transpose()? else {
            return Err(io::Error::other("the engine stopped"));
        };
        match FromEngine::parse(&line) {
            Ok(message) => {
                if let Some(answer) = done(message) {
                    return Ok(answer);
                }
            }
            Err(error) => eprintln!("{error}"),
        }
    };
    send(ToEngine::Uci)?;
    wait(&mut |message| match message {
        FromEngine::Id(id) => {
            println!("{id}");
            None
        }
        FromEngine::UciOk => Some(None),
        _ => None,
    })?;
    send(ToEngine::UciNewGame)?;
    send(ToEngine::IsReady)?;
    wait(&mut |message| matches!(message, FromEngine::ReadyOk).then_some(None))?;

    let mut board = Chessboard::new(Fen::START).map_err(io::Error::other)?;
    let mut moves = Vec::new();
    while board.outcome().is_none() && moves.len() < 400 {
        let played = if moves.len() % 2 == 0 {
            board.legal_moves().into_iter().next()
        } else {
            let text = format!("position startpos moves {}", words(&moves));
            let command = PositionCommand::parse(&text).map_err(io::Error::other)?;
            send(ToEngine::PositionCommand(command))?;
            let mut go = Go::new();
            go.movetime = Some(20);
            send(ToEngine::Go(go))?;
            wait(&mut |message| match message {
                FromEngine::BestMove(best) => Some(best.best),
                _ => None,
            })?
        };
        let Some(played) = played else { break };
        board.play(played).map_err(io::Error::other)?;
        moves.push(played);
    }
    send(ToEngine::Quit)?;
    child.wait()?;
    println!("{}", words(&moves));
    println!("{} plies: {:?}", moves.len(), board.outcome());
    Ok(())
}

/// The moves with one space between them.
fn words(moves: &[Uci]) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
