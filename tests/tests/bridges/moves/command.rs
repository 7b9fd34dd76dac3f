//! `chess::Fen::from_position_command`: the games of the vectors sent as
//! one command each, and every mistake with its byte and move number.

use pin_runtime::chess::{CommandErrorKind, Fen, UciErrorKind};

use super::chess::VECTORS;

#[test]
fn each_game_of_the_vectors_in_one_command() {
    // Each stretch of moves from a position set by `@`.
    let mut games: Vec<(String, &str, Vec<&str>, &str)> = Vec::new();
    for line in VECTORS.lines() {
        if let Some(rest) = line.strip_prefix("@ ") {
            let (variant, text) = rest.split_once(' ').unwrap();
            games.push((text.to_owned(), variant, Vec::new(), text));
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let game = games.last_mut().unwrap();
        game.2.push(parts.next().unwrap());
        game.3 = parts.nth(1).unwrap();
    }
    for (start, variant, moves, last) in &games {
        let command = format!("position fen {start} moves {}", moves.join(" "));
        let fen = Fen::from_position_command(&command).unwrap_or_else(|e| panic!("{e}"));
        let written = if *variant == "chess960" {
            fen.shredder().to_string()
        } else {
            fen.to_string()
        };
        assert_eq!(written, *last, "{command}");
        // Without moves, the position alone.
        let alone = Fen::from_position_command(&format!("position fen {start}")).unwrap();
        assert_eq!(alone, Fen::parse(start).unwrap());
        let none = Fen::from_position_command(&format!("position fen {start} moves")).unwrap();
        assert_eq!(none, alone);
    }
    assert!(games.len() > 1000, "{}", games.len());
}

#[test]
fn startpos_has_its_clocks_and_a_fen_without_clocks_none() {
    let start = Fen::from_position_command("position startpos").unwrap();
    assert_eq!(
        start.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let fen = Fen::from_position_command("position startpos moves e2e4 e7e5 g1f3 b8c6").unwrap();
    assert_eq!(
        fen.to_string(),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    let epd =
        Fen::from_position_command("position fen 4k3/8/8/8/8/8/4P3/4K3 w - - moves e2e4").unwrap();
    assert_eq!(epd.to_string(), "4k3/8/8/8/4P3/8/8/4K3 b - e3");
    let zh = Fen::from_position_command(
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 moves e2e4 d7d5 e4d5 d8d5 P@e4",
    )
    .unwrap();
    assert_eq!(
        zh.to_string(),
        "rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 1 3"
    );
}

/// Commands refused: the byte and move number of the mistake, and the
/// start of the message after the byte.
const MISTAKES: &[(&str, usize, Option<usize>, &str)] = &[
    (
        "",
        0,
        None,
        "expected \"position\" and a space, found end of command",
    ),
    (
        "position",
        0,
        None,
        "expected \"position\" and a space, found \"position\"",
    ),
    (
        "go infinite",
        0,
        None,
        "expected \"position\" and a space, found \"go\"",
    ),
    (
        "position startposition",
        9,
        None,
        "expected \"startpos\" or \"fen\" and a space, found \"startposition\"",
    ),
    (
        "position start",
        9,
        None,
        "expected \"startpos\" or \"fen\" and a space, found \"start\"",
    ),
    (
        "position startpos move e2e4",
        18,
        None,
        "expected \"moves\" after a space, or end of command, found \"move\"",
    ),
    (
        "position startpos movese2e4",
        18,
        None,
        "expected \"moves\" after a space, or end of command, found \"movese2e4\"",
    ),
    (
        "position startpos moves e2e4 e7-e5",
        31,
        Some(2),
        "in move 2: invalid UCI move \"e7-e5\": expected a file letter (a-h), found '-' at byte 2",
    ),
    (
        "position startpos moves e2e4\t\te7-e5\r\n",
        32,
        Some(2),
        "in move 2: invalid UCI move \"e7-e5\": expected a file letter (a-h), found '-' at byte 2",
    ),
    (
        "position startpos moves e2e4 e7e5 e1c1",
        34,
        Some(3),
        "in move 3: cannot play \"e1c1\": expected an empty square at c1 for castling, found B",
    ),
    (
        "position fen 8/8 w - - moves e2e4",
        13,
        None,
        "in the FEN: ",
    ),
];

#[test]
fn mistakes_name_their_byte_and_move() {
    for &(command, index, number, message) in MISTAKES {
        let error = Fen::from_position_command(command).unwrap_err();
        assert_eq!(
            (error.index(), error.move_number()),
            (index, number),
            "{command:?}"
        );
        let text = error.to_string();
        let expected = format!("invalid position command at byte {index}");
        assert!(text.starts_with(&expected), "{text}");
        let rest = &text[expected.len()..];
        let rest = rest
            .strip_prefix(": ")
            .or_else(|| rest.strip_prefix(", "))
            .unwrap();
        assert!(rest.starts_with(message), "{command:?}: {rest}");
    }
    let error = Fen::from_position_command("position startpos moves e2e4 e7e9").unwrap_err();
    assert!(matches!(
        error.kind(),
        CommandErrorKind::Uci { number: 2, error } if error.kind() == UciErrorKind::ExpectedRank
    ));
}
