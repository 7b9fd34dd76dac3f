//! Diagrams: the text diagrams against reviewed snapshot files, the same
//! picture from a `Position` and from a `Feen`, the SVG's well-formedness,
//! and boards and hands at the bounds. The SVG's pixels, rendered by a real
//! renderer, are checked in `render` (feature `render`).
//!
//! A snapshot is `snapshots/<name>.txt`, compared byte for byte. After a
//! change to the diagrams, run with `PIN_SNAPSHOTS=overwrite` to write the
//! files anew, then review their diff before committing.

#[cfg(feature = "render")]
mod render;

use std::fmt::{self, Write as _};
use std::path::PathBuf;

use pin_runtime::diagram::{Arrow, Coordinates, Glyphs, Pattern, compare};
use pin_runtime::feen::Grid;
use pin_runtime::{Board, Board3, Cell, Epin, Feen, Position, Side, cell, feen};

pub(crate) const CHESS: Position<Board<8, 8>> =
    feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");
pub(crate) const SHOGI_HANDS: Position<Board<9, 9>> =
    feen!("ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp j/J");
pub(crate) const XIANGQI: Position<Board<10, 9>> =
    feen!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c");
pub(crate) const LINE: Position<Board<1, 8>> = feen!("k^+p4+P'K^ / W/w");
pub(crate) const CUBE: Position<Board3<3, 2, 3>> = feen!("k^2/3//1p1/1P1//3/2K^ / w/W");
const CROSS: Position<Board<9, 9>> =
    feen!("lnsgk^gsnl/1r5b1/pppp1pppp/4p4/4P'4/9/PPPPPPPP1/1B4p'2/RNBQK^BNR1 /p' W/j");

/// Compares `actual` with the snapshot `name`, or writes it when
/// `PIN_SNAPSHOTS=overwrite`.
pub(crate) fn snapshot(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/integration/diagram/snapshots")
        .join(format!("{name}.txt"));
    let actual = format!("{actual}\n");
    if std::env::var_os("PIN_SNAPSHOTS").is_some_and(|value| value == "overwrite") {
        std::fs::write(&path, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!(
            "cannot read the snapshot {}: {error}; run with PIN_SNAPSHOTS=overwrite to write it, then review it",
            path.display()
        )
    });
    assert!(
        expected == actual,
        "the diagram differs from the snapshot {}\n--- expected\n{expected}--- found\n{actual}\
         (run with PIN_SNAPSHOTS=overwrite to accept it, then review the diff)",
        path.display()
    );
}

/// The bridges draw their game: its pieces, its sides' names and its
/// coordinates (xiangqi's ranks from 0), in Unicode and in ASCII.
#[test]
fn bridges_draw_their_game() {
    use pin_runtime::{chess, makruk, shogi, xiangqi};
    let both = |unicode: String, ascii: String| format!("{unicode}\n\n{ascii}");
    let fen =
        chess::Fen::parse("r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 1 11")
            .unwrap();
    snapshot(
        "bridge-chess",
        &both(fen.diagram().to_string(), fen.diagram().ascii().to_string()),
    );
    let sfen = shogi::Sfen::parse(
        "ln1g3nl/1r1sgkb2/p1pp1p1pp/4p1p2/1p5P1/2P1S4/PPBP1PP1P/5S1R1/LN1GKG1NL w Pp 36",
    )
    .unwrap();
    snapshot(
        "bridge-shogi",
        &both(
            sfen.diagram().to_string(),
            sfen.diagram().ascii().to_string(),
        ),
    );
    let fen = xiangqi::Fen::START;
    snapshot(
        "bridge-xiangqi",
        &both(fen.diagram().to_string(), fen.diagram().ascii().to_string()),
    );
    let fen = makruk::Fen::START;
    snapshot(
        "bridge-makruk",
        &both(fen.diagram().to_string(), fen.diagram().ascii().to_string()),
    );
}

#[test]
fn chess() {
    snapshot("chess", &CHESS.diagram().to_string());
    snapshot(
        "chess-figurines",
        &CHESS.diagram().glyphs(Glyphs::Traditional).to_string(),
    );
}

#[test]
fn chess_flipped() {
    snapshot(
        "chess-flipped",
        &CHESS.diagram().orientation(Side::Second).to_string(),
    );
}

#[test]
fn chess_ascii() {
    let text = CHESS.diagram().ascii().to_string();
    assert!(text.is_ascii());
    snapshot("chess-ascii", &text);
    // Traditional pieces in ASCII are FEN's letters: no states, no `^`.
    let letters = CHESS
        .diagram()
        .ascii()
        .glyphs(Glyphs::Traditional)
        .to_string();
    assert!(letters.is_ascii());
    snapshot("chess-ascii-letters", &letters);
    let fen_board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let drawn: String = letters
        .lines()
        .filter(|line| line.contains(" | "))
        .map(|line| {
            let squares = line.split('|').nth(1).unwrap_or_default();
            squares
                .split_whitespace()
                .map(|square| square.replace('.', "1"))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/");
    assert_eq!(drawn.replace("11111111", "8"), fen_board, "{letters}");
}

#[test]
fn shogi_with_hands() {
    snapshot("shogi-hands", &SHOGI_HANDS.diagram().to_string());
    snapshot(
        "shogi-hands-kanji",
        &SHOGI_HANDS
            .diagram()
            .glyphs(Glyphs::Traditional)
            .to_string(),
    );
    snapshot(
        "shogi-hands-flipped-ascii",
        &SHOGI_HANDS
            .diagram()
            .orientation(Side::Second)
            .ascii()
            .to_string(),
    );
    snapshot(
        "shogi-hands-cell",
        &SHOGI_HANDS
            .diagram()
            .coordinates(Coordinates::Cell)
            .to_string(),
    );
}

#[test]
fn xiangqi() {
    snapshot("xiangqi", &XIANGQI.diagram().to_string());
    snapshot(
        "xiangqi-hanzi",
        &XIANGQI.diagram().glyphs(Glyphs::Traditional).to_string(),
    );
}

#[test]
fn one_dimension() {
    snapshot("line", &LINE.diagram().to_string());
    snapshot(
        "line-flipped",
        &LINE.diagram().orientation(Side::Second).to_string(),
    );
}

#[test]
fn three_dimensions() {
    snapshot("cube", &CUBE.diagram().to_string());
    snapshot(
        "cube-flipped-ascii",
        &CUBE.diagram().orientation(Side::Second).ascii().to_string(),
    );
}

#[test]
fn cross_style() {
    snapshot(
        "cross-traditional",
        &CROSS.diagram().glyphs(Glyphs::Traditional).to_string(),
    );
}

#[test]
fn hidden_coordinates() {
    let text = CHESS.diagram().coordinates(Coordinates::Hidden).to_string();
    assert!(!text.contains(" a ") && !text.contains("8 │"));
    snapshot("chess-no-coordinates", &text);
}

/// The debug form used by `dbg!` and `{:#?}`.
#[test]
fn alternate_debug() {
    let debug = format!("{LINE:#?}");
    assert_eq!(debug, format!("Position(\"{LINE}\")\n{}", LINE.diagram()));
    let text = LINE.to_string();
    let view = Feen::parse(&text).unwrap();
    assert_eq!(
        format!("{view:#?}"),
        format!("Feen(\"{text}\")\n{}", view.diagram())
    );
    assert_eq!(format!("{LINE:?}"), format!("Position(\"{LINE}\")"));
}

/// Two diagrams side by side, for a failing test's message, with what
/// differs named.
#[test]
fn side_by_side() {
    let mut moved = CHESS;
    moved.set(cell!("e2"), None).unwrap();
    moved.set(cell!("e4"), Some("-P".parse().unwrap())).unwrap();
    moved.switch_turn();
    let text = compare(moved.diagram(), CHESS.diagram()).to_string();
    snapshot("compare-chess", &text);
    assert!(
        text.ends_with("\ndiffers at e4, e2; the side to move differs"),
        "{text}"
    );
    assert!(text.lines().all(|line| !line.ends_with(' ')));
    assert!(
        compare(CHESS.diagram(), CHESS.diagram())
            .to_string()
            .ends_with("\nno difference")
    );
    let shapes = compare(LINE.diagram(), CUBE.diagram()).to_string();
    assert!(
        shapes.ends_with("the boards differ: a rank of 8 squares and 3 layers of 2 ranks of 3 squares; the side to move differs"),
        "{shapes}"
    );
    // Squares past the twelfth are counted, not named.
    let empty = Position::<Board<8, 8>>::new(
        <Board<8, 8>>::EMPTY,
        "W".parse().unwrap(),
        "w".parse().unwrap(),
    )
    .unwrap();
    let many = compare(empty.diagram(), CHESS.diagram()).to_string();
    assert!(
        many.ends_with("differs at a8, b8, c8, d8, e8, f8, g8, h8, a7, b7, c7, d7 and 20 more"),
        "{many}"
    );
    // From views of any shapes and kinds.
    let view = Feen::parse("k^2/3/2K^ / W/w").unwrap();
    assert!(
        compare(
            view.diagram(),
            SHOGI_HANDS.diagram().glyphs(Glyphs::Traditional)
        )
        .to_string()
        .contains("v玉")
    );
}

/// A `Feen` view and a `Position` of the same text draw the same pictures,
/// whatever the options.
#[test]
fn feen_and_position_agree() {
    agree(&CHESS);
    agree(&SHOGI_HANDS);
    agree(&XIANGQI);
    agree(&LINE);
    agree(&CUBE);
    agree(&CROSS);
}

fn agree<B: Grid>(position: &Position<B>) {
    let text = position.to_string();
    let view = Feen::parse(&text).unwrap();
    for side in Side::ALL {
        for glyphs in [Glyphs::Tokens, Glyphs::Traditional] {
            let from_view = view.diagram().orientation(side).glyphs(glyphs);
            let from_position = position.diagram().orientation(side).glyphs(glyphs);
            assert_eq!(from_view.to_string(), from_position.to_string(), "{text}");
            assert_eq!(
                from_view.ascii().to_string(),
                from_position.ascii().to_string(),
                "{text}"
            );
            assert_eq!(
                view.svg().orientation(side).glyphs(glyphs).to_string(),
                position.svg().orientation(side).glyphs(glyphs).to_string(),
                "{text}"
            );
        }
    }
}

/// A `core::fmt::Write` sink that keeps only a count of the bytes, and
/// checks that what it is given is well-formed XML as far as this writer
/// uses it: elements opened and closed in order, attributes quoted, no
/// stray `<` or `&` in text.
#[derive(Default)]
pub(crate) struct XmlCheck {
    pub(crate) bytes: usize,
    /// Names of the open elements.
    open: Vec<String>,
    /// The markup being read, from its `<`.
    tag: Option<String>,
    pub(crate) elements: usize,
}

impl fmt::Write for XmlCheck {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.bytes += s.len();
        for c in s.chars() {
            match (&mut self.tag, c) {
                (Some(tag), '>') => {
                    let tag = std::mem::take(tag);
                    self.tag = None;
                    self.close_tag(&tag);
                }
                (Some(tag), c) => tag.push(c),
                (None, '<') => self.tag = Some(String::new()),
                (None, '&' | '>') => panic!("a bare {c:?} in text"),
                (None, _) => {}
            }
        }
        Ok(())
    }
}

impl XmlCheck {
    fn close_tag(&mut self, tag: &str) {
        if let Some(name) = tag.strip_prefix('/') {
            let open = self.open.pop();
            assert_eq!(open.as_deref(), Some(name), "closing </{name}>");
            return;
        }
        self.elements += 1;
        let (body, empty) = match tag.strip_suffix('/') {
            Some(body) => (body, true),
            None => (tag, false),
        };
        let name: String = body
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        assert!(!name.is_empty(), "an element without a name: <{tag}>");
        // Attributes: name="value", each value quoted, no `<` in it.
        let mut rest = body[name.len()..].trim();
        while !rest.is_empty() {
            let (attribute, after) = rest
                .split_once("=\"")
                .unwrap_or_else(|| panic!("unquoted attribute in <{tag}>"));
            assert!(
                attribute
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':'),
                "attribute {attribute:?} in <{tag}>"
            );
            let (value, after) = after
                .split_once('"')
                .unwrap_or_else(|| panic!("unclosed attribute in <{tag}>"));
            assert!(
                !value.contains('<') && !value.contains('&'),
                "value {value:?} in <{tag}>"
            );
            rest = after.trim_start();
        }
        if !empty {
            self.open.push(name);
        }
    }

    /// Checks a whole document was written: one root, closed.
    pub(crate) fn finish(&self) {
        assert!(
            self.tag.is_none() && self.open.is_empty(),
            "unclosed: {:?}",
            self.open
        );
        assert!(self.elements > 0);
    }
}

#[test]
fn svg_is_well_formed() {
    let arrows = [
        Arrow::new(cell!("g1"), cell!("f3")),
        Arrow::new(cell!("e2"), cell!("e2")),
    ];
    let highlights = [cell!("d4"), cell!("z9")];
    let documents = [
        CHESS
            .svg()
            .last_move(cell!("e2"), cell!("e4"))
            .check(cell!("e1"))
            .highlights(&highlights)
            .arrows(&arrows)
            .size(300)
            .to_string(),
        CHESS
            .svg()
            .glyphs(Glyphs::Traditional)
            .orientation(Side::Second)
            .to_string(),
        SHOGI_HANDS.svg().glyphs(Glyphs::Traditional).to_string(),
        XIANGQI.svg().glyphs(Glyphs::Traditional).to_string(),
        XIANGQI
            .svg()
            .pattern(Pattern::Grid)
            .coordinates(Coordinates::Hidden)
            .to_string(),
        LINE.svg().to_string(),
        CUBE.svg().orientation(Side::Second).to_string(),
        CROSS
            .svg()
            .glyphs(Glyphs::Traditional)
            .hands(false)
            .to_string(),
    ];
    for document in documents {
        let mut check = XmlCheck::default();
        check.write_str(&document).unwrap();
        check.finish();
        assert!(document.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(document.contains("<title>") && document.contains("<desc>"));
    }
}

/// The description embedded for screen readers: the board rank by rank with
/// its labels, then the hands with the side to move; the title is the FEEN
/// with the side to move.
#[test]
fn svg_describes_the_position() {
    let svg = SHOGI_HANDS.svg().to_string();
    let desc = "<desc>second  j  hand: b p  (to move)
a: l n . . . k^ . n l
b: . r . s g . g b .
c: p . p p p p . p p
d: . p . . . . p . .
e: . . . . . . . . .
f: . . P . . . +P . .
g: P P . P P P . P P
h: . +B . . . S . R .
i: L N S G K^ G . N L
files: 9 8 7 6 5 4 3 2 1
first   J  hand: S Px2</desc>";
    assert!(svg.contains(desc), "{svg}");
    assert!(svg.contains(&format!("<title>{SHOGI_HANDS}, second to move</title>")));
    let flipped = CUBE.svg().orientation(Side::Second).to_string();
    let desc = "<desc>first   W  hand: none
layer A
1: K^ . .
2: . . .
layer B
1: . P .
2: . p .
layer C
1: . . .
2: . . k^
files: c b a
second  w  hand: none  (to move)</desc>";
    assert!(flipped.contains(desc), "{flipped}");
}

/// Squares named off the board are left out of highlights and arrows.
#[test]
fn marks_off_the_board_are_left_out() {
    let far = [cell!("i9"), cell!("a1A"), cell!("e")];
    let arrows = [Arrow::new(cell!("e2"), cell!("i9"))];
    assert_eq!(
        CHESS
            .svg()
            .highlights(&far)
            .arrows(&arrows)
            .last_move(cell!("a9"), cell!("a1A"))
            .to_string(),
        CHESS.svg().to_string()
    );
    assert!(CHESS.svg().square_bounds(cell!("i1")).is_none());
    assert!(CHESS.svg().square_bounds(cell!("a1A")).is_none());
}

/// Bounds of squares follow the orientation: a1 at the bottom left for the
/// first side, at the top right for the second.
#[test]
fn square_bounds_follow_the_orientation() {
    let svg = CHESS.svg();
    let (a1, h8) = (
        svg.square_bounds(cell!("a1")).unwrap(),
        svg.square_bounds(cell!("h8")).unwrap(),
    );
    assert!(a1.x < h8.x && a1.y > h8.y);
    let flipped = CHESS.svg().orientation(Side::Second);
    let (a1, h8) = (
        flipped.square_bounds(cell!("a1")).unwrap(),
        flipped.square_bounds(cell!("h8")).unwrap(),
    );
    assert!(a1.x > h8.x && a1.y < h8.y);
    let bounds = svg.bounds();
    for file in 0..8 {
        for rank in 0..8 {
            let square = svg.square_bounds(Cell::new_2d(file, rank)).unwrap();
            assert!(
                square.x + square.width <= bounds.width
                    && square.y + square.height <= bounds.height
            );
        }
    }
}

/// The largest board FEEN allows, and hands of 16 kinds each and of the
/// largest count (a position holds no more pieces than squares, so 65,025
/// of one piece fill a 255 × 255 board's hands): drawn without a panic,
/// every square and item in the output.
#[test]
fn extremes() {
    let empty = ["255"; 255].join("/");
    let full: Position<Board<255, 255>> = format!("{empty} 65025P/ W/w").parse().unwrap();
    let mut big: Position<Board<255, 255>> = format!("{}k^{} / W/w", "255/".repeat(254), 254)
        .parse()
        .unwrap();
    let pieces: Vec<Epin> = [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "+K^'", "L", "M", "N", "O", "-p'",
    ]
    .iter()
    .map(|token| token.parse().unwrap())
    .collect();
    for side in Side::ALL {
        for (i, &piece) in pieces.iter().enumerate() {
            let count = if i == 0 { 30_000 } else { 1 };
            big.add_to_hand(side, piece, count).unwrap();
        }
        assert_eq!(big.hand(side).len(), 16);
    }
    let text = full.diagram().to_string();
    assert!(
        text.contains("hand: P×65025  (to move)"),
        "{}",
        &text[text.len() - 200..]
    );
    let mut svg = XmlCheck::default();
    write!(svg, "{}", full.svg()).unwrap();
    svg.finish();
    assert!(full.svg().to_string().contains(">65025</text>"));
    for side in Side::ALL {
        for glyphs in [Glyphs::Tokens, Glyphs::Traditional] {
            let mut text = XmlCheck::default();
            // The text diagram is no XML, but has no markup either.
            write!(text, "{}", big.diagram().orientation(side).glyphs(glyphs)).unwrap();
            assert!(text.bytes > 255 * 255 * 4);
            let mut svg = XmlCheck::default();
            write!(svg, "{}", big.svg().orientation(side).glyphs(glyphs)).unwrap();
            svg.finish();
        }
    }
    let text = big.diagram().to_string();
    assert!(
        text.contains("hand: A×30000 B C D E F G H I J +K^' L M N O -p'"),
        "{}",
        &text[..200]
    );
    assert!(text.lines().any(|line| line.starts_with("  1 │ ")));
    assert!(text.contains(" it  iu"));
    // The same board read in place.
    let feen = format!("{}k^{} / W/w", "255/".repeat(254), 254);
    let view = Feen::parse(&feen).unwrap();
    for side in Side::ALL {
        let mut text = XmlCheck::default();
        write!(text, "{}", view.diagram().orientation(side)).unwrap();
        let mut svg = XmlCheck::default();
        write!(svg, "{}", view.svg().orientation(side)).unwrap();
        svg.finish();
    }
    // A 3-D board of 255 layers, and one rank of 255 squares.
    let layers = format!("{} / W/w", ["1/1"; 255].join("//"));
    let layers = Feen::parse(&layers).unwrap();
    assert_eq!(layers.dimensions(), [255, 2, 1]);
    let mut svg = XmlCheck::default();
    write!(svg, "{}", layers.svg()).unwrap();
    svg.finish();
    assert!(layers.diagram().to_string().contains("layer IU"));
    let line = Feen::parse("255 / W/w").unwrap();
    // Two hands, two edges, the rank and the files.
    assert_eq!(line.diagram().to_string().lines().count(), 6);
}

/// Diagrams are small `Copy` values that cross threads.
#[test]
fn diagrams_are_send_sync_copy() {
    fn check<T: Send + Sync + Copy>(_: T) {}
    check(CHESS.diagram());
    check(CHESS.svg());
    check(compare(CHESS.diagram(), LINE.diagram()));
    let text = CHESS.to_string();
    let view = Feen::parse(&text).unwrap();
    check(view.diagram());
    check(view.svg());
}

/// A writer that fails makes the diagram fail, without a panic.
#[test]
fn a_failing_writer_is_an_error() {
    struct Full(usize);
    impl fmt::Write for Full {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            if self.0 < s.len() {
                return Err(fmt::Error);
            }
            self.0 -= s.len();
            Ok(())
        }
    }
    let text = SHOGI_HANDS.diagram().to_string().len();
    let svg = SHOGI_HANDS.svg().to_string().len();
    for room in [0, 10, 100, text - 1] {
        assert!(write!(Full(room), "{}", SHOGI_HANDS.diagram()).is_err());
    }
    assert!(write!(Full(text), "{}", SHOGI_HANDS.diagram()).is_ok());
    for room in [0, 10, 100, 1000, svg - 1] {
        assert!(write!(Full(room), "{}", SHOGI_HANDS.svg()).is_err());
    }
    assert!(write!(Full(svg), "{}", SHOGI_HANDS.svg()).is_ok());
}

/// A shogi player's hand is listed as shogi boards list it, rook first
/// (飛 角 金 銀 桂 香 歩), whatever the counts FEEN orders it by; pieces shogi
/// has no place for come last; a hand of another style keeps FEEN's order.
#[test]
fn shogi_hands_in_board_order() {
    let full: Position<Board<5, 5>> = "k^4/5/5/5/4K^ 3P2G2L2NBRS/2rbk+p J/j".parse().unwrap();
    let text = full.diagram().glyphs(Glyphs::Traditional).to_string();
    snapshot("shogi-hands-order", &text);
    assert!(
        text.ends_with("first   J  hand: 飛 角 金×2 銀 桂×2 香×2 歩×3  (to move)"),
        "{text}"
    );
    assert!(
        text.starts_with("second  j  hand: v飛×2 v角 vと v玉\n"),
        "{text}"
    );
    let tokens = full.diagram().to_string();
    assert!(
        tokens.ends_with("hand: R B G×2 S N×2 L×2 P×3  (to move)"),
        "{tokens}"
    );
    // The screen readers' description and the SVG's stands say the same.
    let svg = full.svg().to_string();
    assert!(
        svg.contains("first   J  hand: R B Gx2 S Nx2 Lx2 Px3  (to move)</desc>"),
        "{svg}"
    );
    let rook = full.svg().hand_bounds(Side::First, 0).unwrap();
    let pawns = full.svg().hand_bounds(Side::First, 6).unwrap();
    assert_ne!((rook.x, rook.y), (pawns.x, pawns.y));
    assert!(full.svg().hand_bounds(Side::First, 7).is_none());
    // The first side's stand (drawn first) holds its pieces in that order.
    let kanji = full.svg().glyphs(Glyphs::Traditional).to_string();
    let stand = kanji.split("<rect rx=\"6\"").nth(1).unwrap();
    let order: Vec<usize> = ["飛", "角", "金", "銀", "桂", "香", "歩"]
        .iter()
        .map(|kanji| stand.find(kanji).unwrap())
        .collect();
    assert!(order.is_sorted(), "{order:?}");
    // A chess player's hand (crazyhouse) stays in FEEN's order.
    let chess: Position<Board<3, 3>> = "k^2/3/2K^ 2PBR/ W/j".parse().unwrap();
    assert!(
        chess
            .diagram()
            .to_string()
            .contains("first   W  hand: P×2 B R")
    );
}

/// Crazyhouse's promoted pieces (`+Q`, FEN's `Q~`) and makruk's promoted
/// met (`+M`) keep a mark as figurines; a chess `+P` (a pawn that may
/// advance two squares) is no promoted piece.
#[test]
fn promoted_figurines() {
    let crazyhouse: Position<Board<8, 8>> =
        "-rnb1k^bn-r/+p+p+p2+p+p+p/8/3+q4/8/8/+P+P+P+P1+P+P+P/-RNB+QK^B+N'-R 2P+Q/+n W/w"
            .parse()
            .unwrap();
    let text = crazyhouse.diagram().glyphs(Glyphs::Traditional).to_string();
    snapshot("crazyhouse-figurines", &text);
    assert!(
        text.contains("│  ♖   ♘   ♗   ♕~  ♔   ♗   ♘~' ♖  │"),
        "{text}"
    );
    assert!(
        text.contains("│  ·   ·   ·   ♛~  ·   ·   ·   ·  │"),
        "{text}"
    );
    assert!(text.contains("hand: ♙×2 ♕~  (to move)"), "{text}");
    assert!(text.contains("hand: ♞~\n"), "{text}");
    assert!(!text.contains("♙~") && !text.contains("♟~"), "{text}");
    // Tokens show the `+` already.
    assert!(!crazyhouse.diagram().to_string().contains('~'));
    let svg = crazyhouse.svg().glyphs(Glyphs::Traditional).to_string();
    // Three on the board, two in hand.
    assert_eq!(svg.matches(">~</text>").count(), 5, "{svg}");
    assert!(!crazyhouse.svg().to_string().contains(">~</text>"));
    let makruk: Position<Board<2, 3>> = "k^+m1/1MK^ / S/s".parse().unwrap();
    let text = makruk.diagram().glyphs(Glyphs::Traditional).to_string();
    assert!(text.contains("│  ♚   ♛~  ·  │"), "{text}");
    assert!(text.contains("│  ·   ♕   ♔  │"), "{text}");
}

/// Xiangqi's river: 楚 河 漢 界 between the two halves, in the text diagram
/// (Unicode only) and in the SVG, upright whichever side is at the bottom.
#[test]
fn xiangqi_river() {
    let flipped = XIANGQI
        .diagram()
        .orientation(Side::Second)
        .glyphs(Glyphs::Traditional)
        .to_string();
    snapshot("xiangqi-hanzi-flipped", &flipped);
    let lines: Vec<&str> = flipped.lines().collect();
    assert_eq!(lines[7], "   │        楚  河          漢  界       │");
    assert!(lines[6].starts_with(" 5 │") && lines[8].starts_with(" 6 │"));
    // ASCII has no room for the words: no river line.
    let ascii = XIANGQI.diagram().ascii().to_string();
    assert!(ascii.is_ascii());
    assert_eq!(
        ascii.lines().count() + 1,
        XIANGQI.diagram().to_string().lines().count()
    );
    for svg in [
        XIANGQI.svg().to_string(),
        XIANGQI.svg().orientation(Side::Second).to_string(),
        XIANGQI.svg().glyphs(Glyphs::Traditional).to_string(),
    ] {
        let river = svg.split("<g class=\"river\"").nth(1).unwrap();
        let river = &river[..river.find("</g>").unwrap()];
        let words: Vec<usize> = ["楚", "河", "漢", "界"]
            .iter()
            .map(|word| river.find(word).unwrap())
            .collect();
        assert!(words.is_sorted() && !river.contains("rotate"), "{river}");
    }
    // Chess and shogi boards have no river; a small xiangqi-styled board
    // neither; drawn as squares, xiangqi has no river.
    assert!(!CHESS.diagram().to_string().contains('楚'));
    assert!(!SHOGI_HANDS.svg().to_string().contains('楚'));
    let small: Position<Board<4, 3>> = "k^2/3/3/2K^ / C/c".parse().unwrap();
    assert!(!small.diagram().to_string().contains('楚'));
    assert!(
        !XIANGQI
            .svg()
            .pattern(Pattern::Checkered)
            .to_string()
            .contains('楚')
    );
    // Side by side, the river's extra line keeps the two boards level.
    let text = compare(XIANGQI.diagram(), XIANGQI.diagram()).to_string();
    assert!(text.contains("漢  界       │       │        楚"), "{text}");
}
