//! The game records' readers (`chess::pgn`, `shogi::kif`, `shogi::csa`) on
//! any bytes: no panic in the games, their tags or statements, their
//! tokens and their main lines; a PGN game the writer writes reads back
//! to the same main line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pin_runtime::chess::Uci;
use pin_runtime::chess::pgn::{self, Writer};
use pin_runtime::shogi::{csa, kif};

/// The main line's moves, or the first error's message.
fn mainline(game: &pgn::Game<'_>) -> Result<Vec<Uci>, String> {
    game.mainline()
        .map(|ply| ply.map(|ply| ply.uci()).map_err(|error| error.to_string()))
        .collect()
}

fn chess(data: &[u8]) {
    for game in pgn::Reader::new(data).take(8) {
        let _ = game.tags().count();
        for (token, at) in game.tokens() {
            let _ = (token, at.line(), at.column());
        }
        let _ = (
            game.result(),
            game.start().map_err(|error| error.to_string()),
        );
        let moves = mainline(&game);
        let mut writer = Writer::new(String::new());
        if writer.write_game(&game).is_ok() {
            let text = writer.into_inner();
            let again = pgn::Reader::new(text.as_bytes()).next().expect("a game");
            assert_eq!(mainline(&again), moves, "{text}");
        }
    }
}

fn shogi(text: &str) {
    for game in kif::Reader::new(text).take(8) {
        let _ = game.statements().count();
        let _ = game.start().map_err(|error| error.to_string());
        for ply in game.mainline() {
            let _ = ply.map_err(|error| error.to_string());
        }
    }
    for game in csa::Reader::new(text).take(8) {
        let _ = game.statements().count();
        let _ = game.start().map_err(|error| error.to_string());
        for ply in game.mainline() {
            let _ = ply.map_err(|error| error.to_string());
        }
    }
}

fuzz_target!(|data: &[u8]| {
    chess(data);
    if let Ok(text) = core::str::from_utf8(data) {
        shogi(text);
    }
});
