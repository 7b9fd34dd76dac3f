//! The SVG diagrams drawn by a real renderer (resvg), their pixels checked:
//! light and dark squares where they belong, each piece's ink inside its
//! square, the hands beside the board, the marks where they were asked.
//!
//! Text needs fonts: the system's are loaded, and a machine without any
//! fails here with a message saying what to install. With
//! `PIN_DIAGRAM_PNG=<dir>`, every picture drawn is also written there as a
//! PNG, to look at.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use pin_runtime::diagram::{Arrow, Glyphs, Rect, Svg};
use pin_runtime::feen::Grid;
use pin_runtime::{Board, Board3, Position, Side, cell, feen};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::{CHESS, CUBE, SHOGI_HANDS, XIANGQI};

const LIGHT: [u8; 3] = [0xf0, 0xd9, 0xb5];
const DARK: [u8; 3] = [0xb5, 0x88, 0x63];

/// The system's fonts, loaded once, and the family to draw `sans-serif`
/// with: `DejaVu Sans` when there.
fn fonts() -> &'static (Arc<usvg::fontdb::Database>, String) {
    static FONTS: OnceLock<(Arc<usvg::fontdb::Database>, String)> = OnceLock::new();
    FONTS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_system_fonts();
        let families: Vec<String> = fonts
            .faces()
            .flat_map(|face| face.families.iter().map(|(name, _)| name.clone()))
            .collect();
        assert!(
            !families.is_empty(),
            "no font found on this machine, so the SVG diagrams' text cannot be drawn: \
             install one (on Debian: apt-get install -y fonts-dejavu-core)"
        );
        let family = families
            .iter()
            .find(|name| *name == "DejaVu Sans")
            .unwrap_or(&families[0])
            .clone();
        fonts.set_sans_serif_family(family.clone());
        (Arc::new(fonts), family)
    })
}

/// The renderer's options, with the system's fonts.
fn options() -> usvg::Options<'static> {
    let (fonts, family) = fonts();
    let mut options = usvg::Options {
        font_family: family.clone(),
        ..usvg::Options::default()
    };
    options.fontdb = Arc::clone(fonts);
    options
}

/// A picture drawn at one pixel per unit.
struct Picture {
    pixmap: Pixmap,
}

static DRAWN: AtomicUsize = AtomicUsize::new(0);

fn draw(svg: &Svg<'_>) -> Picture {
    let document = svg.to_string();
    let tree = usvg::Tree::from_str(&document, &options())
        .unwrap_or_else(|error| panic!("the renderer rejects the SVG: {error}\n{document}"));
    let bounds = svg.bounds();
    let mut pixmap = Pixmap::new(bounds.width, bounds.height).unwrap();
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    if let Some(dir) = std::env::var_os("PIN_DIAGRAM_PNG") {
        let n = DRAWN.fetch_add(1, Ordering::Relaxed);
        let path = std::path::Path::new(&dir).join(format!("diagram-{n:02}.png"));
        pixmap.save_png(&path).unwrap();
        std::fs::write(path.with_extension("svg"), &document).unwrap();
    }
    Picture { pixmap }
}

impl Picture {
    fn rgb(&self, x: u32, y: u32) -> [u8; 3] {
        let pixel = self.pixmap.pixel(x, y).unwrap();
        [pixel.red(), pixel.green(), pixel.blue()]
    }

    /// The smallest rectangle holding every pixel that differs from
    /// `other`'s, or `None` when none does.
    fn difference(&self, other: &Picture) -> Option<Rect> {
        assert_eq!(
            (self.pixmap.width(), self.pixmap.height()),
            (other.pixmap.width(), other.pixmap.height())
        );
        let (mut left, mut top, mut right, mut bottom) = (u32::MAX, u32::MAX, 0, 0);
        for y in 0..self.pixmap.height() {
            for x in 0..self.pixmap.width() {
                if self.pixmap.pixel(x, y) != other.pixmap.pixel(x, y) {
                    left = left.min(x);
                    top = top.min(y);
                    right = right.max(x);
                    bottom = bottom.max(y);
                }
            }
        }
        (left <= right).then(|| Rect {
            x: left,
            y: top,
            width: right - left + 1,
            height: bottom - top + 1,
        })
    }
}

fn inside(inner: Rect, outer: Rect) -> bool {
    inner.x >= outer.x
        && inner.y >= outer.y
        && inner.x + inner.width <= outer.x + outer.width
        && inner.y + inner.height <= outer.y + outer.height
}

/// The rectangle from the first square's corner to the last's.
fn span(a: Rect, b: Rect) -> Rect {
    let (x, y) = (a.x.min(b.x), a.y.min(b.y));
    Rect {
        x,
        y,
        width: (a.x + a.width).max(b.x + b.width) - x,
        height: (a.y + a.height).max(b.y + b.height) - y,
    }
}

/// Light and dark squares where they belong, `a1` dark, from either side
/// and on each layer of a 3-D board (where they alternate layer to layer).
#[test]
fn light_and_dark_squares() {
    for side in Side::ALL {
        let svg = CHESS.svg().orientation(side);
        let picture = draw(&svg);
        for file in 0..8 {
            for rank in 0..8 {
                let square = svg
                    .square_bounds(pin_runtime::Cell::new_2d(file, rank))
                    .unwrap();
                // The top-left corner: no piece's ink reaches it.
                let expected = if (file + rank) % 2 == 0 { DARK } else { LIGHT };
                assert_eq!(
                    picture.rgb(square.x + 2, square.y + 2),
                    expected,
                    "square {}{} with {side:?} at the bottom",
                    char::from(b'a' + file),
                    rank + 1
                );
            }
        }
    }
    let svg = CUBE.svg();
    let picture = draw(&svg);
    for layer in 0..3 {
        for rank in 0..2 {
            for file in 0..3 {
                let square = svg
                    .square_bounds(pin_runtime::Cell::new_3d(file, rank, layer))
                    .unwrap();
                let expected = if (file + rank + layer) % 2 == 0 {
                    DARK
                } else {
                    LIGHT
                };
                assert_eq!(picture.rgb(square.x + 2, square.y + 2), expected);
            }
        }
    }
}

/// Each piece drawn alone on an empty board: its ink (every pixel that
/// differs from the empty board) lies inside its square, and there is ink.
#[test]
fn piece_ink_inside_its_square() {
    let styles = ["W/w", "J/j", "C/c", "S/s", "X/x"];
    let tokens = ["K", "+K^'", "-p'", "k^", "+R", "P", "q", "s", "H'"];
    for style in styles {
        let empty: Position<Board<3, 3>> = format!("3/3/3 / {style}").parse().unwrap();
        for token in tokens {
            let position: Position<Board<3, 3>> =
                format!("3/1{token}1/3 / {style}").parse().unwrap();
            for glyphs in [Glyphs::Tokens, Glyphs::Traditional] {
                for side in Side::ALL {
                    let svg = position.svg().glyphs(glyphs).orientation(side);
                    let ink = draw(&svg)
                        .difference(&draw(&empty.svg().glyphs(glyphs).orientation(side)))
                        .unwrap_or_else(|| panic!("no ink for {token} in {style} ({glyphs:?})"));
                    let square = svg.square_bounds(cell!("b2")).unwrap();
                    assert!(
                        inside(ink, square),
                        "{token} in {style} ({glyphs:?}, {side:?} at the bottom): ink {ink:?} outside its square {square:?}"
                    );
                }
            }
        }
    }
}

/// Text is drawn where its square is, for every piece of the three starts:
/// each occupied square has ink of the piece's colour near its centre.
#[test]
fn every_piece_is_drawn() {
    fn check<B: Grid>(position: &Position<B>, glyphs: Glyphs) {
        let svg = position.svg().glyphs(glyphs);
        let drawn = draw(&svg);
        let blank = draw(
            &Position::<B>::new(B::EMPTY, position.active(), position.inactive())
                .unwrap()
                .svg()
                .glyphs(glyphs)
                .hands(svg.hand_bounds(Side::First, 0).is_some()),
        );
        for (cell, square) in position.cells() {
            let bounds = svg.square_bounds(cell).unwrap();
            let differs = (bounds.y..bounds.y + bounds.height).any(|y| {
                (bounds.x..bounds.x + bounds.width).any(|x| drawn.rgb(x, y) != blank.rgb(x, y))
            });
            assert_eq!(differs, square.is_some(), "{cell} in {position}");
        }
    }
    for glyphs in [Glyphs::Tokens, Glyphs::Traditional] {
        check(&CHESS, glyphs);
        check(&SHOGI_HANDS, glyphs);
        check(&XIANGQI, glyphs);
    }
}

/// The hands stand beside the board: the first side's right of it, the
/// second side's left of it (the other way round when the second side is
/// at the bottom), and a piece in hand is drawn there and nowhere else.
#[test]
fn hands_beside_the_board() {
    const HELD: Position<Board<3, 3>> = feen!("k^2/3/2K^ 2P/n W/w");
    const NONE: Position<Board<3, 3>> = feen!("k^2/3/2K^ / W/w");
    for side in Side::ALL {
        let svg = HELD.svg().orientation(side);
        let board = span(
            svg.square_bounds(cell!("a3")).unwrap(),
            svg.square_bounds(cell!("c1")).unwrap(),
        );
        let pawns = svg.hand_bounds(Side::First, 0).unwrap();
        let knight = svg.hand_bounds(Side::Second, 0).unwrap();
        let (right, left) = match side {
            Side::First => (pawns, knight),
            Side::Second => (knight, pawns),
        };
        assert!(
            right.x >= board.x + board.width,
            "{right:?} right of {board:?}"
        );
        assert!(left.x + left.width <= board.x, "{left:?} left of {board:?}");
        let ink = draw(&svg)
            .difference(&draw(&NONE.svg().orientation(side).hands(true)))
            .unwrap();
        assert!(inside(ink, span(span(pawns, knight), board)) && !inside(ink, board));
        // Each hand's own ink: one hand at a time.
        let only_pawns: Position<Board<3, 3>> = "k^2/3/2K^ 2P/ W/w".parse().unwrap();
        let pawn_ink = draw(&only_pawns.svg().orientation(side))
            .difference(&draw(&NONE.svg().orientation(side).hands(true)))
            .unwrap();
        assert!(inside(pawn_ink, pawns), "{pawn_ink:?} outside {pawns:?}");
    }
}

/// The last move's squares tinted, the check glowing red, an arrow's ink
/// between its squares.
#[test]
fn marks_where_asked() {
    let plain = draw(&CHESS.svg());
    let svg = CHESS.svg().last_move(cell!("e2"), cell!("e4"));
    let marked = draw(&svg);
    for square in [cell!("e2"), cell!("e4")] {
        let bounds = svg.square_bounds(square).unwrap();
        let (x, y) = (bounds.x + 2, bounds.y + 2);
        assert_ne!(marked.rgb(x, y), plain.rgb(x, y), "{square}");
    }
    let ink = marked.difference(&plain).unwrap();
    assert!(inside(
        ink,
        span(
            svg.square_bounds(cell!("e4")).unwrap(),
            svg.square_bounds(cell!("e2")).unwrap()
        )
    ));

    let svg = CHESS.svg().check(cell!("e1"));
    let bounds = svg.square_bounds(cell!("e1")).unwrap();
    // Above the king's letter, inside the glow.
    let [red, green, blue] = draw(&svg).rgb(bounds.x + bounds.width / 2, bounds.y + 7);
    assert!(
        red > green.saturating_add(100) && red > blue.saturating_add(100),
        "{:?}",
        [red, green, blue]
    );

    let arrows = [Arrow::new(cell!("g1"), cell!("f3"))];
    let svg = CHESS.svg().arrows(&arrows);
    let ink = draw(&svg).difference(&plain).unwrap();
    let (g1, f3) = (
        svg.square_bounds(cell!("g1")).unwrap(),
        svg.square_bounds(cell!("f3")).unwrap(),
    );
    assert!(inside(ink, span(g1, f3)), "{ink:?}");
    assert!(ink.width > 30 && ink.height > 60);
}

/// The side to move is marked outside the board, at its own end.
#[test]
fn turn_marker_beside_the_board() {
    const WHITE: Position<Board3<2, 2, 2>> = feen!("2/2//2/2 / W/w");
    const BLACK: Position<Board3<2, 2, 2>> = feen!("2/2//2/2 / w/W");
    let svg = WHITE.svg();
    let board = span(
        svg.square_bounds(cell!("a2A")).unwrap(),
        svg.square_bounds(cell!("b1B")).unwrap(),
    );
    let ink = draw(&svg).difference(&draw(&BLACK.svg())).unwrap();
    assert!(ink.x >= board.x + board.width, "{ink:?} right of {board:?}");
}

/// Every SVG the other tests write is read by the renderer: the shogi and
/// xiangqi ones with their traditional glyphs, and a 255 × 255 board.
#[test]
fn renderer_reads_every_diagram() {
    let documents = [
        SHOGI_HANDS
            .svg()
            .glyphs(Glyphs::Traditional)
            .orientation(Side::Second),
        XIANGQI.svg().glyphs(Glyphs::Traditional),
        CUBE.svg().orientation(Side::Second),
    ];
    for svg in documents {
        draw(&svg);
    }
    let text = format!("{}k^{} / W/w", "255/".repeat(254), 254);
    let big = pin_runtime::Feen::parse(&text).unwrap();
    usvg::Tree::from_str(&big.svg().to_string(), &options()).unwrap();
}
