//! Shogi moves against python-shogi: every move of the vectors
//! (`tests/scripts/moves_shogi.py`) converts from USI to the PMN move the
//! script worked out and back, plays to the SFEN python-shogi wrote, and
//! applied without rules then undone gives the position back; each game
//! replays as one `position` command.

use pin_runtime::shogi::{CommandErrorKind, MoveErrorKind, Sfen, Square, Usi, UsiErrorKind};
use pin_runtime::{Captures, Pmn};

/// The vectors: `@ <SFEN>` sets the position, `<usi> <pmn> <SFEN after>`
/// plays a move on it.
const VECTORS: &str = include_str!("../../../data/moves/shogi.txt");

#[test]
fn every_engine_move_converts_plays_and_applies_as_python_shogi_says() {
    let mut before = "";
    let mut count = 0;
    for line in VECTORS.lines() {
        if let Some(text) = line.strip_prefix("@ ") {
            before = text;
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let (usi_text, pmn_text, after) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        let context = format!("{before} {usi_text}");
        let sfen = Sfen::parse(before).unwrap();
        assert_eq!(sfen.to_string(), before, "{context}");
        let usi = Usi::parse(usi_text).unwrap();
        assert_eq!(usi.to_string(), usi_text);
        let pmn = Pmn::parse(pmn_text).unwrap();
        assert_eq!(sfen.pmn(usi), Ok(pmn), "{context}");
        assert_eq!(sfen.usi(pmn), Ok(usi), "{context}");
        let mut played = sfen;
        played
            .play(pmn)
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(played.to_string(), after, "{context}");
        let mut by_usi = sfen;
        assert_eq!(by_usi.play_usi(usi), Ok(pmn));
        assert_eq!(by_usi, played);
        // Without rules, the same move under `ToHand`, then undone.
        let start = *sfen.position();
        let mut position = start;
        let undo = position.apply(pmn, Captures::ToHand).unwrap();
        assert_eq!(position, *played.position(), "{context}");
        position.undo(undo).unwrap();
        assert_eq!(position, start);
        before = after;
        count += 1;
    }
    assert!(count > 5000, "{count}");
}

#[test]
fn each_game_in_one_command() {
    let mut games: Vec<(&str, Vec<&str>, &str)> = Vec::new();
    for line in VECTORS.lines() {
        if let Some(text) = line.strip_prefix("@ ") {
            games.push((text, Vec::new(), text));
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let game = games.last_mut().unwrap();
        game.1.push(parts.next().unwrap());
        game.2 = parts.nth(1).unwrap();
    }
    for (start, moves, last) in &games {
        let command = format!("position sfen {start} moves {}", moves.join(" "));
        let sfen = Sfen::from_position_command(&command).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(sfen.to_string(), *last);
    }
    let start = Sfen::from_position_command("position startpos").unwrap();
    assert_eq!(
        start.to_string(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    );
    let three =
        Sfen::from_position_command("position sfen 4k4/9/9/9/9/9/9/9/4K4 b G moves G*5b").unwrap();
    assert_eq!(three.to_string(), "4k4/4G4/9/9/9/9/9/9/4K4 w -");
}

/// The start position.
const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

#[test]
fn refusals_name_the_square_and_what_stands_there() {
    let cases = [
        (
            START,
            "c3~c4",
            "expected a shogi move ('-', '+', a drop '*' or '...'), found another form",
        ),
        (
            START,
            "+c3",
            "expected a shogi move ('-', '+', a drop '*' or '...'), found another form",
        ),
        (
            START,
            "c3-c4=+p",
            "expected =+X on an unpromoted piece of the side to move but K and G, found =+p for P on c3",
        ),
        (
            START,
            "d1-d2=+G",
            "expected =+X on an unpromoted piece of the side to move but K and G, found =+G for G on d1",
        ),
        (
            START,
            "b2+h8",
            "expected /B for the piece taken on h8, found none",
        ),
        (
            START,
            "b2+h8/b",
            "expected /B for the piece taken on h8, found /b",
        ),
        (
            START,
            "c4-c5",
            "expected a piece of the side to move on c4, found an empty square",
        ),
        (
            START,
            "P*e5",
            "expected P in the hand of the side to move, found none",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b G 1",
            "G*e5=+G",
            "expected =+X on an unpromoted piece of the side to move but K and G, found =+G for G on e5",
        ),
        (
            "4k4/4G4/9/9/9/9/9/9/4K4 b - 1",
            "e8+e9",
            "expected a piece a hand can hold, found k^ taken on e9",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b - 4294967295",
            "e1-e2",
            "expected a move number below 4294967295, found 4294967295 before the move",
        ),
    ];
    for (sfen, pmn, message) in cases {
        let parsed = Pmn::parse(pmn).unwrap();
        let mut sfen = Sfen::parse(sfen).unwrap();
        let before = sfen;
        let error = sfen.play(parsed).unwrap_err();
        assert_eq!(sfen, before);
        assert_eq!(
            error.to_string(),
            format!("cannot play \"{pmn}\": {message}")
        );
        if !matches!(error.kind(), MoveErrorKind::MoveNumberOverflow) {
            assert_eq!(sfen.usi(parsed), Err(error));
        }
    }
}

/// A USI move's refusal names its squares as USI does, the CELL name
/// beside; the same move in PMN names them in CELL alone.
#[test]
fn usi_refusals_name_squares_as_usi_does() {
    let mut empty = Sfen::parse("9/9/9/9/9/9/9/9/9 b - 1").unwrap();
    for file in 1..=9 {
        for rank in 'a'..='i' {
            let from = format!("{file}{rank}");
            let to = if rank == 'a' {
                format!("{file}b")
            } else {
                format!("{file}a")
            };
            let usi = Usi::parse(&format!("{from}{to}")).unwrap();
            let cell = Square::parse(&from).unwrap().cell();
            let error = empty.play_usi(usi).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!(
                    "cannot play \"{usi}\": expected a piece of the side to move on {from} \
                     (CELL {cell}), found an empty square"
                )
            );
            let to_cell = Square::parse(&to).unwrap().cell();
            let pmn = Pmn::parse(&format!("{cell}-{to_cell}")).unwrap();
            assert_eq!(
                empty.play(pmn).unwrap_err().to_string(),
                format!(
                    "cannot play \"{pmn}\": expected a piece of the side to move on {cell}, \
                     found an empty square"
                )
            );
        }
    }
    // Every kind that names a square.
    let mut sfen = Sfen::parse("4k4/4G4/9/9/9/9/9/9/4K4 b - 1").unwrap();
    let cases = [
        (
            "5b5a",
            "expected a piece a hand can hold, found k^ taken on 5a (CELL e9)",
        ),
        (
            "5i5b",
            "expected a piece of the other side to take on 5b (CELL e8), found G",
        ),
        (
            "5b5c+",
            "expected =+X on an unpromoted piece of the side to move but K and G, found =+G \
             for G on 5b (CELL e8)",
        ),
    ];
    for (usi, message) in cases {
        let error = sfen.play_usi(Usi::parse(usi).unwrap()).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!("cannot play \"{usi}\": {message}")
        );
    }
}

/// A move longer than USI's is quoted cut, before its length.
#[test]
fn an_input_too_long_is_quoted_cut() {
    let long = Usi::parse("7g7f+x").unwrap_err();
    assert_eq!(
        long.to_string(),
        "invalid USI move \"7g7f+…\": expected 4 or 5 bytes, found 6 bytes"
    );
    // The kept bytes are cut before a character they end inside.
    assert_eq!(
        Usi::parse("7g7f€").unwrap_err().to_string(),
        "invalid USI move \"7g7f…\": expected 4 or 5 bytes, found 7 bytes"
    );
}

#[test]
fn usi_grammar_and_messages() {
    let cases = [
        (
            "",
            UsiErrorKind::Empty,
            0,
            "expected 4 or 5 bytes, found an empty string",
        ),
        (
            "7g-7f",
            UsiErrorKind::ExpectedFile,
            2,
            "expected a file digit (1-9), found '-' at byte 2",
        ),
        (
            "7j7f",
            UsiErrorKind::ExpectedRank,
            1,
            "expected a rank letter (a-i), found 'j' at byte 1",
        ),
        (
            "7g7g",
            UsiErrorKind::SameSquare,
            2,
            "expected a destination other than the origin 7g, found 7g at byte 2",
        ),
        (
            "7g7f=",
            UsiErrorKind::ExpectedPromotion,
            4,
            "expected '+' or end of move, found '=' at byte 4",
        ),
        (
            "K*5e",
            UsiErrorKind::ExpectedDropPiece,
            0,
            "expected a piece to drop (P, L, N, S, G, B, R), found 'K' at byte 0",
        ),
        (
            "P5e",
            UsiErrorKind::ExpectedAsterisk,
            1,
            "expected '*' after the piece to drop 'P', found '5' at byte 1",
        ),
        (
            "P*5e+",
            UsiErrorKind::ExpectedEnd,
            4,
            "expected end of move, found '+' at byte 4",
        ),
        (
            "000",
            UsiErrorKind::ExpectedNull,
            3,
            "expected the null move 0000, found end of move at byte 3",
        ),
    ];
    for (input, kind, index, message) in cases {
        let error = Usi::parse(input).unwrap_err();
        assert_eq!((error.kind(), error.index()), (kind, index), "{input:?}");
        assert_eq!(
            error.to_string(),
            format!("invalid USI move {input:?}: {message}")
        );
    }
    assert_eq!(
        format!("{:?}", Usi::parse("7g7g").unwrap_err()),
        "UsiError { kind: SameSquare, index: 2, .. }"
    );
    // Every move between two squares, with and without promotion, and
    // every drop, round-trips.
    let files = b"123456789";
    let ranks = b"abcdefghi";
    let mut all = 0;
    for &f0 in files {
        for &r0 in ranks {
            for &f1 in files {
                for &r1 in ranks {
                    for promote in ["", "+"] {
                        let text = format!(
                            "{}{}{}{}{promote}",
                            f0 as char, r0 as char, f1 as char, r1 as char
                        );
                        let parsed = Usi::parse(&text);
                        assert_eq!(parsed.is_ok(), (f0, r0) != (f1, r1), "{text}");
                        if let Ok(usi) = parsed {
                            assert_eq!(usi.to_string(), text);
                            assert_eq!(
                                Usi::new(usi.from().unwrap(), usi.to().unwrap(), usi.promotes()),
                                Some(usi)
                            );
                            all += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(all, 81 * 80 * 2);
}

#[test]
fn command_mistakes() {
    let error = Sfen::from_position_command("position startpos moves 7g7f 3c3d 2g2g").unwrap_err();
    assert!(matches!(
        error.kind(),
        CommandErrorKind::Usi { number: 3, .. }
    ));
    let error =
        Sfen::from_position_command("position sfen 4k4/9/9/9/9/9/9/9/4K4 x - 1").unwrap_err();
    assert!(matches!(error.kind(), CommandErrorKind::Sfen(_)));
    assert_eq!(error.index(), 14);
    assert!(
        error
            .to_string()
            .starts_with("invalid position command at byte 14, in the SFEN: ")
    );
    let error = Sfen::from_position_command("position startpos moves 7g7f 3c3d 5i5h+").unwrap_err();
    assert!(matches!(
        error.kind(),
        CommandErrorKind::Move { number: 3, .. }
    ));
    assert_eq!(
        Sfen::from_position_command("position startpos move 7g7f")
            .unwrap_err()
            .to_string(),
        "invalid position command at byte 18: expected \"moves\" after a space, or end of command, found \"move\""
    );
}
