//! The fixes of the bridges' macros and `feen!`'s help on their notations:
//! each fix reached by the mistake it is for, each rewritten literal read,
//! and no input that makes the help panic.

use pin_runtime_core::__private::{placement_shape, position_shape};
use pin_runtime_core::{shogi, xiangqi};
use proptest::prelude::*;

use crate::bridges::Bridge;

const CHESS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const SHOGI: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

/// The help of `bridge` for `text`, which must be a mistake with a help.
fn help_of(bridge: Bridge, text: &str) -> String {
    let message = bridge.mistake(text).unwrap_or_default();
    let (_, help) = message
        .split_once("\n  help: ")
        .unwrap_or_else(|| panic!("{text:?}: no help in {message:?}"));
    help.to_string()
}

/// Checks that the help of `bridge` for `text` gives the reason `why` and,
/// when `fixed` is given, that literal rewritten, which the bridge reads.
fn fixes(bridge: Bridge, text: &str, why: &str, fixed: Option<&str>) {
    let help = help_of(bridge, text);
    assert!(help.starts_with(why), "{text:?}: {help:?}");
    match fixed {
        Some(fixed) => {
            assert!(bridge.reads(fixed), "{fixed:?}");
            let call = format!("{}!({fixed:?})", bridge.name());
            assert!(help.ends_with(&call), "{text:?}: {help:?}, not {call}");
        }
        None => assert!(!help.contains('!'), "{text:?}: {help:?}"),
    }
}

#[test]
fn each_chess_fix_is_reached_by_its_mistake() {
    let start = format!("{CHESS} w KQkq - 0 1");
    let cases: [(String, &str, Option<String>); 12] = [
        (
            format!("{CHESS} W KQkq - 0 1"),
            "the side to move is lowercase",
            Some(start.clone()),
        ),
        (
            "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR w KQkq - 0 1".to_string(),
            "FEN writes kings without '^'",
            Some(start.clone()),
        ),
        (
            "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            "a run of empty squares is one count",
            Some(start.clone()),
        ),
        (
            "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            "a chess board is 8 ranks of 8 squares",
            None,
        ),
        (
            CHESS.to_string(),
            "a FEN has at least four fields",
            Some(format!("{CHESS} w - -")),
        ),
        (
            format!("{CHESS} b"),
            "a FEN has at least four fields",
            Some(format!("{CHESS} b - -")),
        ),
        (
            "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            "a castling right needs its king and rook",
            Some("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1".to_string()),
        ),
        (
            "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1".replace("R3K3 w Q", "R3K3 w QQ"),
            "a castling right needs its king and rook",
            Some("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1".to_string()),
        ),
        (
            format!("{CHESS} w KQkq e6 0 1"),
            "no pawn can be taken en passant there",
            Some(start.clone()),
        ),
        (
            format!("{CHESS} w KQkq - 00 1"),
            "remove the leading zeros",
            Some(start.clone()),
        ),
        (
            format!("{CHESS} w KQkq - 0 0"),
            "the fullmove number counts from 1",
            Some(start.clone()),
        ),
        (
            format!("{CHESS} w KQkq - bm e4;"),
            "chess::fen! reads the position alone",
            Some(format!("{CHESS} w KQkq -")),
        ),
    ];
    for (text, why, fixed) in &cases {
        fixes(Bridge::Chess, text, why, fixed.as_deref());
    }
    for (text, why, fixed) in [
        (
            format!("{start} "),
            "chess::fen! reads one position",
            start.clone(),
        ),
        (
            format!("{CHESS} w KQkq - "),
            "the clocks are optional",
            format!("{CHESS} w KQkq -"),
        ),
        (
            format!("{CHESS} w KQkq"),
            "a FEN has at least four fields",
            format!("{CHESS} w KQkq -"),
        ),
        (
            format!("position fen {start}"),
            "chess::fen! reads the FEN alone",
            start.clone(),
        ),
    ] {
        fixes(Bridge::Chess, &text, why, Some(&fixed));
    }
}

#[test]
fn each_bridge_names_the_notation_a_text_is_in() {
    let texts = [
        format!("{CHESS} w KQkq - 0 1"),
        format!("{SHOGI} b - 1"),
        format!("{XIANGQI} w - - 0 1"),
    ];
    for (bridge, text) in Bridge::ALL.into_iter().zip(&texts) {
        assert!(bridge.reads(text), "{text:?}");
        for other in Bridge::ALL.into_iter().filter(|&other| other != bridge) {
            let help = help_of(other, text);
            let call = format!(
                "which {}! reads: {}!({text:?})",
                bridge.name(),
                bridge.name()
            );
            assert!(help.ends_with(&call), "{help:?}");
        }
        let feen = bridge.to_feen(text).unwrap_or_default();
        assert!(position_shape(&feen).is_ok(), "{feen:?}");
        let help = help_of(bridge, &feen);
        assert_eq!(
            help,
            format!("this is a FEEN position, which feen! reads: feen!({feen:?})")
        );
    }
}

/// The help of every macro for `text`, which must not panic: each bridge's,
/// and `feen!`'s and `board!`'s.
fn every_help(text: &str) {
    for bridge in Bridge::ALL {
        if let Some(message) = bridge.mistake(text) {
            assert!(!message.is_empty());
        }
    }
    if let Err(error) = position_shape(text) {
        let _ = super::position(&error, text);
    }
    if let Err(error) = placement_shape(text) {
        let _ = super::board(&error, text);
    }
}

/// `text` with one edit at `at` (taken modulo its length): the byte
/// replaced by `byte`, removed, `byte` inserted, or the byte repeated.
fn mutated(text: &str, edit: u8, at: usize, byte: u8) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let at = at % (bytes.len() + 1);
    match edit % 4 {
        0 if at < bytes.len() => bytes[at] = byte,
        1 if at < bytes.len() => {
            bytes.remove(at);
        }
        3 if at < bytes.len() => bytes.insert(at, bytes[at]),
        _ => bytes.insert(at, byte),
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn no_mutated_position_makes_the_help_panic(
        which in 0..3usize,
        edits in proptest::collection::vec(
            (0..4u8, any::<usize>(), prop::sample::select(b"/ 0123456789-+^~[]KkQqRrBbNnPpGgw".to_vec())),
            1..5,
        ),
    ) {
        let mut text = [
            format!("{CHESS} w KQkq e3 0 1"),
            format!("{SHOGI} w S2Pbp 24"),
            format!("{XIANGQI} b - - 1 1"),
        ][which].clone();
        for (edit, at, byte) in edits {
            text = mutated(&text, edit, at, byte);
            every_help(&text);
        }
    }

    #[test]
    fn no_short_text_makes_the_help_panic(text in "[ /0-9a-zA-Z+^~\\-\\[\\]]{0,24}") {
        every_help(&text);
    }
}

#[test]
fn the_rewritten_literals_of_the_examples_read() {
    // A fix is only offered with a literal the bridge reads: the shogi and
    // xiangqi fixes of a few mistakes.
    fixes(
        Bridge::Shogi,
        &format!("{SHOGI} b PP 1"),
        "write each piece once",
        Some(&format!("{SHOGI} b 2P 1")),
    );
    fixes(
        Bridge::Shogi,
        &format!("sfen {SHOGI} b - 1"),
        "shogi::sfen! reads the SFEN alone",
        Some(&format!("{SHOGI} b - 1")),
    );
    fixes(
        Bridge::Xiangqi,
        &format!("{XIANGQI} w - - 0"),
        "the clocks come both or neither",
        Some(&format!("{XIANGQI} w - -")),
    );
    assert!(shogi::Sfen::parse(&format!("{SHOGI} b - 1")).is_ok());
    assert!(xiangqi::Fen::parse(&format!("{XIANGQI} w - -")).is_ok());
}
