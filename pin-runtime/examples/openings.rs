//! The starting positions of chess, shogi, xiangqi and makruk, and a
//! cross-style match of chess against shogi pieces, all built at compile
//! time with `board!` and `sin!`, printed as boards with a legend that
//! decodes every piece.
//!
//! Run from the workspace root with `cargo run --example openings`.

use std::collections::BTreeSet;

use pin_runtime::{Epin, Sin, board, placement, sin};

/// A game's opening: its name, the native styles of both sides, and the
/// board as written in FEEN, first rank written on top.
struct Opening<const W: usize, const H: usize> {
    name: &'static str,
    styles: (Sin, Sin),
    board: [[Option<Epin>; W]; H],
}

const CHESS: Opening<8, 8> = Opening {
    name: "Chess",
    styles: (sin!("W"), sin!("w")),
    board: board!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R"),
};

const SHOGI: Opening<9, 9> = Opening {
    name: "Shogi",
    styles: (sin!("J"), sin!("j")),
    board: board!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL"),
};

const XIANGQI: Opening<9, 10> = Opening {
    name: "Xiangqi",
    styles: (sin!("C"), sin!("c")),
    board: board!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR"),
};

const MAKRUK: Opening<8, 8> = Opening {
    name: "Makruk",
    styles: (sin!("S"), sin!("s")),
    board: board!("rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR"),
};

/// Chess (first) against shogi pieces (second), a few moves in: a `'` marks
/// a piece playing the other side's style, such as a captured piece dropped
/// back by its new owner.
const CROSS: Opening<9, 9> = Opening {
    name: "Chess against shogi, with derived pieces",
    styles: (sin!("W"), sin!("j")),
    board: board!("lnsgk^gsnl/1r5b1/pppp1pppp/4p4/4P'4/9/PPPPPPPP1/1B4p'2/RNBQK^BNR1"),
};

fn main() {
    show(&CHESS);
    show(&SHOGI);
    show(&XIANGQI);
    show(&MAKRUK);
    show(&CROSS);
}

fn show<const W: usize, const H: usize>(opening: &Opening<W, H>) {
    let (first, second) = opening.styles;
    println!(
        "{}  (first side {first}, second side {second})",
        opening.name
    );
    println!("FEEN: {}", placement(&opening.board));
    println!();
    print_grid(&opening.board);
    println!();
    print_legend(&opening.board, first, second);
    println!();
}

/// Draws the board, files lettered from `a`, ranks numbered from the
/// bottom, as a player facing the first side's pieces sees it.
fn print_grid<const W: usize, const H: usize>(board: &[[Option<Epin>; W]; H]) {
    let mut files = String::new();
    for file in (b'a'..).take(W) {
        files.push_str("  ");
        files.push(char::from(file));
        files.push_str("  ");
    }
    let line = |left: &str, middle: &str, right: &str| {
        let cells = vec!["────"; W].join(middle);
        println!("    {left}{cells}{right}");
    };
    println!("    {files}");
    line("┌", "┬", "┐");
    for (i, rank) in board.iter().enumerate() {
        let cells: Vec<String> = rank
            .iter()
            .map(|square| match square {
                Some(piece) => format!("{piece:^4}"),
                None => format!("{:^4}", "·"),
            })
            .collect();
        println!("{:>3} │{}│", H - i, cells.join("│"));
    }
    line("└", "┴", "┘");
}

/// Decodes every distinct piece on the board.
fn print_legend<const W: usize, const H: usize>(
    board: &[[Option<Epin>; W]; H],
    first: Sin,
    second: Sin,
) {
    let pieces: BTreeSet<Epin> = board.iter().flatten().flatten().copied().collect();
    println!("    piece side    state      terminal  style    QPI");
    for piece in pieces {
        let (side, state) = (piece.side().name(), piece.state().name());
        let terminal = if piece.is_terminal() { "terminal" } else { "" };
        let style = if piece.is_derived() {
            "derived"
        } else {
            "native"
        };
        println!(
            "    {:<5} {:<7} {:<10} {:<9} {:<8} {}",
            piece.to_string(),
            side,
            state,
            terminal,
            style,
            piece.qualify(first, second),
        );
    }
}
