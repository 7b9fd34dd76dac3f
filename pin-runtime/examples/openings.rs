//! Whole positions as compile-time constants: the starts of chess, shogi,
//! xiangqi and makruk, a shogi handicap, a tsume problem with a piece in
//! hand, and a cross-style match of chess against shogi, each written once
//! in FEEN with `feen!` and printed with the library's text diagram (board,
//! hands, styles, side to move) and a legend of its pieces. The chess,
//! shogi, xiangqi and makruk starts are also read from the notations their
//! engines use: FEN, SFEN, xiangqi FEN and makruk FEN.
//!
//! Run from the workspace root with `cargo run --example openings`; with
//! `-- --svg DIR` it also writes each position as an SVG picture in `DIR`
//! (`chess.svg`, `shogi.svg`, ...), drawn with each style's own pieces.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use pin_runtime::diagram::Glyphs;
use pin_runtime::feen::Grid;
use pin_runtime::{Epin, Position, Side, chess, feen, makruk, shogi, xiangqi};

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
    let svg_dir = match std::env::args().skip(1).collect::<Vec<_>>().as_slice() {
        [] => None,
        [flag, dir] if flag == "--svg" => Some(PathBuf::from(dir)),
        _ => {
            eprintln!("usage: openings [--svg DIR]");
            std::process::exit(2);
        }
    };
    let out = Out { svg_dir };
    // The chess start as chess engines and GUIs write it, read to the same
    // position.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        chess::Fen::parse(fen).map(chess::Fen::into_position),
        Ok(CHESS)
    );
    out.show(
        "Chess",
        &format!(
            "FEN {fen}; -R: a rook that may still castle; +P: a pawn that may still advance two squares"
        ),
        &CHESS,
    );
    // The shogi start as USI engines write it, read to the same position.
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    assert_eq!(
        shogi::Sfen::parse(sfen).map(shogi::Sfen::into_position),
        Ok(SHOGI)
    );
    out.show("Shogi", &format!("SFEN {sfen}"), &SHOGI);
    out.show(
        "Shogi, rook handicap",
        "the stronger player, second, plays without a rook and moves first",
        &HANDICAP,
    );
    out.show(
        "Tsume",
        "first to move and mate in one: drop the gold in front of the king",
        &TSUME,
    );
    // The xiangqi start as UCCI engines write it, read to the same position.
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    assert_eq!(
        xiangqi::Fen::parse(fen).map(xiangqi::Fen::into_position),
        Ok(XIANGQI)
    );
    out.show("Xiangqi", &format!("FEN {fen}"), &XIANGQI);
    // The makruk start as Fairy-Stockfish writes it, read to the same
    // position.
    let fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    assert_eq!(
        makruk::Fen::parse(fen).map(makruk::Fen::into_position),
        Ok(MAKRUK)
    );
    out.show("Makruk", &format!("FEN {fen}"), &MAKRUK);
    out.show(
        "Chess against shogi",
        "': a piece playing the other side's style; p' is a chess pawn the shogi side holds",
        &CROSS,
    );
}

/// Where the pictures go, if anywhere.
struct Out {
    svg_dir: Option<PathBuf>,
}

impl Out {
    /// Prints a position: its FEEN, its diagram and a legend of the pieces;
    /// writes its SVG picture when asked.
    fn show<B: Grid>(&self, title: &str, note: &str, position: &Position<B>) {
        println!("{title}");
        println!("{}", "=".repeat(title.chars().count()));
        if !note.is_empty() {
            println!("({note})");
        }
        println!("FEEN  {position}");
        println!();
        println!("{}", position.diagram());
        println!();
        print_legend(position);
        println!();
        if let Some(dir) = &self.svg_dir {
            let path = dir.join(file_name(title));
            let svg = position.svg().glyphs(Glyphs::Traditional).to_string();
            if let Err(error) = write(&path, &svg) {
                eprintln!("cannot write {}: {error}", path.display());
                std::process::exit(1);
            }
        }
    }
}

/// `Shogi, rook handicap` is `shogi-rook-handicap.svg`.
fn file_name(title: &str) -> String {
    let words: Vec<String> = title
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    format!("{}.svg", words.join("-"))
}

fn write(path: &Path, svg: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, svg)
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
