//! Whole positions as compile-time constants: the starts of chess, shogi,
//! xiangqi and makruk, a shogi handicap, a tsume problem with a piece in
//! hand, and a cross-style match of chess against shogi, each written once
//! in FEEN with `feen!` and printed as a board with its hands, the side to
//! move and a legend of its pieces.
//!
//! Run from the workspace root with `cargo run --example openings`.

use std::collections::BTreeSet;

use pin_runtime::feen::Grid;
use pin_runtime::{Cell, Epin, Hand, Position, Side, feen};

feen! {
    /// Chess. In this convention `-R` is a rook that may still castle and
    /// `+P` a pawn that may still advance two squares.
    const CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w";
    /// Shogi.
    const SHOGI = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j";
    /// Shogi with a rook handicap: the stronger player, second, gives up
    /// a rook and moves first.
    const HANDICAP = "lnsgk^gsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / j/J";
    /// A tsume problem: the first player mates in one with the gold in
    /// hand, dropped in front of the king.
    const TSUME = "8k^/9/8P/9/9/9/9/9/9 G/ J/j";
    /// Xiangqi.
    const XIANGQI = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c";
    /// Makruk.
    const MAKRUK = "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / S/s";
    /// Chess (first) against shogi (second): the shogi side has taken a
    /// chess pawn and dropped another; `'` marks a piece playing the other
    /// side's style, so `p'` is a chess pawn the shogi side now owns.
    const CROSS = "lnsgk^gsnl/1r5b1/pppp1pppp/4p4/4P'4/9/PPPPPPPP1/1B4p'2/RNBQK^BNR1 /p' W/j";
}

fn main() {
    show(
        "Chess",
        "-R: a rook that may still castle; +P: a pawn that may still advance two squares",
        &CHESS,
    );
    show("Shogi", "", &SHOGI);
    show(
        "Shogi, rook handicap",
        "the stronger player, second, plays without a rook and moves first",
        &HANDICAP,
    );
    show(
        "Tsume",
        "first to move and mate in one: drop the gold in front of the king",
        &TSUME,
    );
    show("Xiangqi", "", &XIANGQI);
    show("Makruk", "", &MAKRUK);
    show(
        "Chess against shogi",
        "': a piece playing the other side's style; p' is a chess pawn the shogi side holds",
        &CROSS,
    );
}

/// Prints a position: its FEEN, the board, both hands, the side to move and
/// a legend of the pieces.
fn show<B: Grid>(title: &str, note: &str, position: &Position<B>) {
    println!("{title}");
    println!("{}", "=".repeat(title.chars().count()));
    if !note.is_empty() {
        println!("({note})");
    }
    println!("FEEN  {position}");
    println!();
    print_grid(position);
    println!();
    for side in Side::ALL {
        println!(
            "{:>6} player ({}) holds {}",
            side.name(),
            position.style(side),
            describe_hand(position.hand(side))
        );
    }
    let turn = position.turn();
    println!(
        "{:>6} player ({}) to move",
        turn.name(),
        position.style(turn)
    );
    println!();
    print_legend(position);
    println!();
}

/// Draws a 2-D board as the first player sees it, each file and rank
/// labelled with its CELL name: files lettered from `a`, ranks numbered
/// from 1 at the bottom.
fn print_grid<B: Grid>(position: &Position<B>) {
    let files = position.dimensions().last().copied().unwrap_or(1);
    let cells: Vec<(Cell, Option<Epin>)> = position.cells().collect();
    let ranks: Vec<&[(Cell, Option<Epin>)]> = cells.chunks(files).collect();
    let header: Vec<String> = ranks
        .last()
        .map(|rank| {
            rank.iter()
                .map(|(cell, _)| format!("{:^4} ", Cell::new_1d(cell.file())))
                .collect()
        })
        .unwrap_or_default();
    let header = header.concat();
    let line = |left: &str, middle: &str, right: &str| {
        println!("    {left}{}{right}", vec!["────"; files].join(middle));
    };
    println!("     {header}");
    line("┌", "┬", "┐");
    for rank in &ranks {
        let label = rank
            .first()
            .and_then(|(cell, _)| cell.rank())
            .map_or(0, |rank| u16::from(rank) + 1);
        let squares: Vec<String> = rank
            .iter()
            .map(|(_, square)| match square {
                Some(piece) => format!("{piece:^4}"),
                None => format!("{:^4}", "·"),
            })
            .collect();
        println!("{label:>3} │{}│", squares.join("│"));
    }
    line("└", "┴", "┘");
}

/// A hand in words: `nothing`, or each piece with its count.
fn describe_hand(hand: &Hand) -> String {
    if hand.is_empty() {
        return "nothing".to_string();
    }
    let items: Vec<String> = hand
        .iter()
        .map(|(piece, count)| {
            if count > 1 {
                format!("{count} × {piece}")
            } else {
                piece.to_string()
            }
        })
        .collect();
    format!("{}  (FEEN \"{hand}\")", items.join(", "))
}

/// Decodes every distinct piece on the board and in hand.
fn print_legend<B: Grid>(position: &Position<B>) {
    let on_board = position.squares().flatten();
    let in_hand = Side::ALL
        .into_iter()
        .flat_map(|side| position.hand(side).iter().map(|(piece, _)| piece));
    let pieces: BTreeSet<Epin> = on_board.chain(in_hand).collect();
    println!("    piece  side    state       terminal  style    QPI");
    for piece in pieces {
        let terminal = if piece.is_terminal() { "terminal" } else { "" };
        let style = if piece.is_derived() {
            "derived"
        } else {
            "native"
        };
        println!(
            "    {:<6} {:<7} {:<11} {:<9} {:<8} {}",
            piece.to_string(),
            piece.side().name(),
            piece.state().name(),
            terminal,
            style,
            position.qualify(piece),
        );
    }
}
