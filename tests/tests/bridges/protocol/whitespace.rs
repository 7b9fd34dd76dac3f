//! Whitespace as the protocols allow it: any run of spaces and tabs
//! between words, leading and trailing whitespace, a line end; in every
//! UCI line and in the three bridges' `position` commands.

use pin_runtime::chess::protocol::{FromEngine, ToEngine};
use pin_runtime::{chess, shogi, xiangqi};

use super::chess::{COMMANDS, MESSAGES};

/// The line with its separators replaced: `gap(i)` for the `i`th, and
/// whitespace before and after.
fn spaced(line: &str, gap: impl Fn(usize) -> &'static str, before: &str, after: &str) -> String {
    let mut out = before.to_owned();
    for (i, word) in line.split(' ').enumerate() {
        if i > 0 {
            out.push_str(gap(i));
        }
        out.push_str(word);
    }
    out.push_str(after);
    out
}

/// Whether the line holds a text whose inner spaces are its own (a name,
/// a value, a string): there only the ends may change.
fn has_text(line: &str) -> bool {
    ["setoption", "register", "id ", "option", "string"]
        .iter()
        .any(|word| line.contains(word))
}

const GAPS: [&str; 4] = [" ", "  ", "\t", " \t "];

#[test]
fn any_whitespace_reads_the_same_and_writes_canonically() {
    let ends = [("", "\r\n"), ("  ", ""), ("\t", " \n"), ("", "\n")];
    for (lines, is_command) in [(COMMANDS, true), (MESSAGES, false)] {
        for line in lines {
            for (n, (before, after)) in ends.iter().enumerate() {
                let text = if has_text(line) {
                    format!("{before}{line}{after}")
                } else {
                    spaced(line, |i| GAPS[(i + n) % GAPS.len()], before, after)
                };
                let written = if is_command {
                    ToEngine::parse(&text).map(|c| c.to_string())
                } else {
                    FromEngine::parse(&text).map(|m| m.to_string())
                };
                assert_eq!(written.unwrap_or_else(|e| panic!("{text:?}: {e}")), *line);
            }
        }
    }
}

/// Each command read with its words separated by every run of `GAPS` and
/// whitespace at both ends reads as the command does.
fn reads_spaced<T: PartialEq + std::fmt::Debug, E: std::fmt::Display>(
    commands: &[&str],
    read: impl Fn(&str) -> Result<T, E>,
) {
    for command in commands {
        let want = read(command).unwrap_or_else(|e| panic!("{command:?}: {e}"));
        for n in 0..GAPS.len() {
            let text = spaced(command, |i| GAPS[(i + n) % GAPS.len()], GAPS[n], "\r\n");
            let got = read(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(got, want, "{text:?}");
        }
    }
}

#[test]
fn position_commands_of_the_three_bridges_read_any_whitespace() {
    reads_spaced(
        &[
            "position startpos",
            "position startpos moves e2e4 e7e5",
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4",
            "position fen 4k3/8/8/8/8/8/8/4K2R w K - moves e1g1",
            "position fen 4k3/8/8/8/8/8/8/4K2R w K -",
        ],
        chess::Fen::from_position_command,
    );
    reads_spaced(
        &[
            "position startpos moves 7g7f 3c3d",
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f",
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -",
        ],
        shogi::Sfen::from_position_command,
    );
    reads_spaced(
        &[
            "position startpos moves h2e2 h9g7",
            "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2",
            "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -",
        ],
        xiangqi::Fen::from_position_command,
    );
}

#[test]
fn the_errors_of_a_spaced_command_name_its_bytes() {
    let err = chess::Fen::from_position_command("position\tstartpos  moves e2e4\t\te2e4\r\n")
        .unwrap_err();
    assert_eq!((err.index(), err.move_number()), (31, Some(2)));
    let err = chess::Fen::from_position_command(" position  startpos  move").unwrap_err();
    assert_eq!(err.index(), 21);
    assert_eq!(
        err.to_string(),
        "invalid position command at byte 21: expected \"moves\" after a space, or end of command, found \"move\""
    );
    let err = chess::Fen::from_position_command("position fen  8/8/8/8/8/8/8/K6k  w  -  -  junk")
        .unwrap_err();
    assert_eq!(err.index(), 42);
    let err = shogi::Sfen::from_position_command("position  sfen  9/9/9  b").unwrap_err();
    assert_eq!(err.index(), 16);
    let err =
        xiangqi::Fen::from_position_command("position  startpos\tmoves  h2e2  h2e2").unwrap_err();
    assert_eq!((err.index(), err.move_number()), (32, Some(2)));
}
