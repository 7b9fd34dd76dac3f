//! Xiangqi moves against Fairy-Stockfish: every move of the vectors
//! (`tests/scripts/moves_xiangqi.py`) converts from UCCI to the PMN move the
//! script worked out and back, plays to the FEN pyffish wrote, and applied
//! without rules then undone gives the position back; each game replays as
//! one `position` command.

use pin_runtime::xiangqi::{CommandErrorKind, Fen, MoveErrorKind, Ucci, UcciErrorKind};
use pin_runtime::{Captures, Pmn};

/// The vectors: `@ <FEN>` sets the position, `<ucci> <pmn> <FEN after>`
/// plays a move on it.
const VECTORS: &str = include_str!("../../../data/moves/xiangqi.txt");

#[test]
fn every_engine_move_converts_plays_and_applies_as_fairy_stockfish_says() {
    let mut before = "";
    let mut count = 0;
    for line in VECTORS.lines() {
        if let Some(text) = line.strip_prefix("@ ") {
            before = text;
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let (ucci_text, pmn_text, after) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        let context = format!("{before} {ucci_text}");
        let fen = Fen::parse(before).unwrap();
        assert_eq!(fen.to_string(), before, "{context}");
        let ucci = Ucci::parse(ucci_text).unwrap();
        let pmn = Pmn::parse(pmn_text).unwrap();
        assert_eq!(fen.pmn(ucci), Ok(pmn), "{context}");
        assert_eq!(fen.ucci(pmn), Ok(ucci), "{context}");
        let mut played = fen;
        played
            .play(pmn)
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(played.to_string(), after, "{context}");
        let mut by_ucci = fen;
        assert_eq!(by_ucci.play_ucci(ucci), Ok(pmn));
        assert_eq!(by_ucci, played);
        let start = *fen.position();
        let mut position = start;
        let undo = position.apply(pmn, Captures::Remove).unwrap();
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
        let command = format!("position fen {start} moves {}", moves.join(" "));
        let fen = Fen::from_position_command(&command).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(fen.to_string(), *last);
    }
    let start = Fen::from_position_command("position startpos").unwrap();
    assert_eq!(
        start.to_string(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    );
    let no_clocks =
        Fen::from_position_command("position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - moves e0e1")
            .unwrap();
    assert_eq!(no_clocks.to_string(), "4k4/9/9/9/9/9/9/9/4K4/9 b - -");
}

#[test]
fn refusals() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let cases = [
        (
            "h3~e3",
            "expected a xiangqi move ('-', '+' or '...'), found another form",
        ),
        (
            "P*e5",
            "expected a xiangqi move ('-', '+' or '...'), found another form",
        ),
        (
            "h3-e3=R",
            "expected no '=' or '/' (pieces neither promote nor enter a hand), found one",
        ),
        (
            "h3+h10/H",
            "expected no '=' or '/' (pieces neither promote nor enter a hand), found one",
        ),
        (
            "a1+a4",
            "expected a piece of the other side to take on a4, found S",
        ),
        ("a1-a4", "expected an empty square at a4, found S"),
        (
            "e5-e6",
            "expected a piece of the side to move on e5, found an empty square",
        ),
        (
            "i1-j1",
            "expected a square of the board (10 ranks of 9 squares), found j1",
        ),
    ];
    for (pmn, message) in cases {
        let mut fen = Fen::parse(start).unwrap();
        let error = fen.play(Pmn::parse(pmn).unwrap()).unwrap_err();
        assert_eq!(fen, Fen::parse(start).unwrap());
        assert_eq!(
            error.to_string(),
            format!("cannot play \"{pmn}\": {message}")
        );
        assert_eq!(fen.ucci(Pmn::parse(pmn).unwrap()), Err(error));
    }
    let mut fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 4294967295 3").unwrap();
    let error = fen.play(Pmn::parse("e1-e2").unwrap()).unwrap_err();
    assert_eq!(
        error.kind(),
        MoveErrorKind::ClockOverflow { fullmove: false }
    );
}

/// A UCCI move's refusal names its squares as ICCS does (ranks from 0),
/// the CELL name beside; the same move in PMN names them in CELL alone.
#[test]
fn ucci_refusals_name_squares_as_iccs_does() {
    let mut empty = Fen::parse("9/9/9/9/9/9/9/9/9/9 w - - 0 1").unwrap();
    for file in 'a'..='i' {
        for rank in 0..=9 {
            let to_rank = u8::from(rank == 0);
            let ucci = Ucci::parse(&format!("{file}{rank}{file}{to_rank}")).unwrap();
            let cell = format!("{file}{}", rank + 1);
            let error = empty.play_ucci(ucci).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!(
                    "cannot play \"{ucci}\": expected a piece of the side to move on \
                     {file}{rank} (CELL {cell}), found an empty square"
                )
            );
            let pmn = Pmn::parse(&format!("{cell}-{file}{}", to_rank + 1)).unwrap();
            assert_eq!(
                empty.play(pmn).unwrap_err().to_string(),
                format!(
                    "cannot play \"{pmn}\": expected a piece of the side to move on {cell}, \
                     found an empty square"
                )
            );
        }
    }
    let mut fen = Fen::parse("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1").unwrap();
    let error = fen.play_ucci(Ucci::parse("e0e1").unwrap()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "cannot play \"e0e1\": expected a piece of the other side to take on e1 (CELL e2), found A"
    );
}

#[test]
fn ucci_grammar_and_messages() {
    let cases = [
        (
            "",
            UcciErrorKind::Empty,
            0,
            "expected 4 bytes, found an empty string",
        ),
        (
            "h2-e2",
            UcciErrorKind::TooLong,
            4,
            "expected 4 bytes, found 5 bytes",
        ),
        (
            "j2e2",
            UcciErrorKind::ExpectedFile,
            0,
            "expected a file letter (a-i), found 'j' at byte 0",
        ),
        (
            "h2ex",
            UcciErrorKind::ExpectedRank,
            3,
            "expected a rank digit (0-9), found 'x' at byte 3",
        ),
        (
            "h2h2",
            UcciErrorKind::SameSquare,
            2,
            "expected a destination other than the origin h2, found h2 at byte 2",
        ),
        (
            "7g7f",
            UcciErrorKind::ExpectedFile,
            0,
            "expected a file letter (a-i), found '7' at byte 0",
        ),
        (
            "000",
            UcciErrorKind::ExpectedNull,
            3,
            "expected the null move 0000, found end of move at byte 3",
        ),
    ];
    for (input, kind, index, message) in cases {
        let error = Ucci::parse(input).unwrap_err();
        assert_eq!((error.kind(), error.index()), (kind, index), "{input:?}");
        assert_eq!(
            error.to_string(),
            format!("invalid UCCI move {input:?}: {message}")
        );
    }
    assert_eq!(
        format!("{:?}", Ucci::parse("h2e").unwrap_err()),
        "UcciError { kind: ExpectedRank, index: 3, .. }"
    );
    // Past the 8 bytes an error keeps, the input is quoted cut.
    assert_eq!(
        Ucci::parse("h2e2 h9g7").unwrap_err().to_string(),
        "invalid UCCI move \"h2e2 h9g…\": expected 4 bytes, found 9 bytes"
    );
    let mut all = 0;
    for f0 in 'a'..='i' {
        for r0 in '0'..='9' {
            for f1 in 'a'..='i' {
                for r1 in '0'..='9' {
                    let text = format!("{f0}{r0}{f1}{r1}");
                    let parsed = Ucci::parse(&text);
                    assert_eq!(parsed.is_ok(), (f0, r0) != (f1, r1), "{text}");
                    if let Ok(ucci) = parsed {
                        assert_eq!(ucci.to_string(), text);
                        assert_eq!(
                            Ucci::new(ucci.from().unwrap(), ucci.to().unwrap()),
                            Some(ucci)
                        );
                        all += 1;
                    }
                }
            }
        }
    }
    assert_eq!(all, 90 * 89);
    assert_eq!(Ucci::parse("0000").unwrap().to_string(), "0000");
}

#[test]
fn command_mistakes() {
    let error = Fen::from_position_command("position startpos moves h2e2 h9").unwrap_err();
    assert!(matches!(
        error.kind(),
        CommandErrorKind::Ucci { number: 2, .. }
    ));
    assert_eq!(error.index(), 31);
    let error = Fen::from_position_command("position fen 9/9 w - - 0 1").unwrap_err();
    assert!(matches!(error.kind(), CommandErrorKind::Fen(_)));
    assert!(
        error
            .to_string()
            .starts_with("invalid position command at byte 13, in the FEN: ")
    );
    let error = Fen::from_position_command("position startpos moves h2e2 h2e2").unwrap_err();
    assert!(matches!(
        error.kind(),
        CommandErrorKind::Move { number: 2, .. }
    ));
}
