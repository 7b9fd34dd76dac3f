//! What the bridge types (`chess::Fen`, `shogi::Sfen`, `xiangqi::Fen`,
//! `makruk::Fen`) share: the same shape for the same job. Each converts
//! from a `Position` by value and by reference and back, says whose turn it
//! is, and draws itself as its position does.

use pin_runtime::diagram::{Coordinates, Glyphs, SideNames, Svg, Text};
use pin_runtime::feen::Grid;
use pin_runtime::{Board, Cell, Epin, Position, Side, chess, epin, feen, makruk, shogi, xiangqi};

/// Positions of each game, to convert and draw: the start, one with the
/// second side to move, and one the bridge refuses.
const CHESS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R[QRBNPPqrbnnp] w KQkq - 4 5",
];
const SHOGI: [&str; 3] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "8k/9/8P/9/9/9/9/9/9 w G2r2b3g4s4n4l17p 12",
    "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 13",
];
const XIANGQI: [&str; 3] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2",
    "3k5/9/9/9/9/9/9/9/4p4/4K4 w - -",
];
const MAKRUK: [&str; 3] = [
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "rnsmksnr/8/pppppppp/8/5P2/PPPPP1PP/8/RNSKMSNR b - - 0 1",
    "8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1",
];

#[test]
fn chess_fens_convert_from_and_to_positions_as_sfens_and_xiangqi_fens_do() {
    for text in CHESS {
        let fen = chess::Fen::parse(text).unwrap();
        let position = *fen.position();
        assert_eq!(Position::from(fen), position);
        assert_eq!(Position::<Board<8, 8>>::from(fen), fen.into_position());
        let converted = chess::Fen::from_position(position);
        assert_eq!(chess::Fen::try_from(position), converted, "{text}");
        assert_eq!(chess::Fen::try_from(&position), converted, "{text}");
        if let Ok(again) = converted {
            // Written again without clocks: the same position.
            assert_eq!(again.into_position(), position);
        } else {
            // Only the crazyhouse position (pieces in hand) is refused: its
            // pockets are from_crazyhouse's.
            assert!(!position.hand(Side::First).is_empty());
            let pockets = chess::Fen::from_crazyhouse(position).unwrap();
            assert_eq!(pockets.into_position(), position);
        }
    }
    // A refusal is the same by every path.
    let shogi_like = feen!("4k^3/8/8/8/8/8/8/4K^3 / J/j");
    let err = chess::Fen::from_position(shogi_like).unwrap_err();
    assert_eq!(chess::Fen::try_from(shogi_like), Err(err));
    assert_eq!(chess::Fen::try_from(&shogi_like), Err(err));
}

#[test]
fn sfens_and_xiangqi_fens_convert_from_borrowed_positions_too() {
    for text in SHOGI {
        let sfen = shogi::Sfen::parse(text).unwrap();
        let position = *sfen.position();
        let converted = shogi::Sfen::from_position(position);
        assert_eq!(shogi::Sfen::try_from(&position), converted, "{text}");
        assert_eq!(converted.map(shogi::Sfen::into_position), Ok(position));
    }
    let tsume = feen!("8k^/9/8P/9/9/9/9/9/9 +G/ J/j");
    let err = shogi::Sfen::from_position(tsume).unwrap_err();
    assert_eq!(shogi::Sfen::try_from(&tsume), Err(err));

    for text in XIANGQI {
        let fen = xiangqi::Fen::parse(text).unwrap();
        let position = *fen.position();
        let converted = xiangqi::Fen::from_position(position);
        assert_eq!(xiangqi::Fen::try_from(&position), converted, "{text}");
        assert_eq!(converted.map(xiangqi::Fen::into_position), Ok(position));
    }
    let held = feen!("4k^4/9/9/9/9/9/9/9/4s4/4K^4 P/ C/c");
    let err = xiangqi::Fen::from_position(held).unwrap_err();
    assert_eq!(xiangqi::Fen::try_from(&held), Err(err));

    for text in MAKRUK {
        let fen = makruk::Fen::parse(text).unwrap();
        let position = *fen.position();
        let converted = makruk::Fen::from_position(position);
        assert_eq!(makruk::Fen::try_from(&position), converted, "{text}");
        assert_eq!(makruk::Fen::try_from(position), converted, "{text}");
        assert_eq!(converted.map(Position::from), Ok(position));
    }
    let held = feen!("4k^3/8/8/8/8/8/8/3K^4 P/ M/m");
    let err = makruk::Fen::from_position(held).unwrap_err();
    assert_eq!(makruk::Fen::try_from(&held), Err(err));
}

#[test]
fn every_bridge_says_whose_turn_it_is() {
    // chess and xiangqi: `w` is the first side, `b` the second; shogi: `b`
    // (sente) is the first, `w` (gote) the second.
    let first_to_move = |text: &str, first: &str| text.split(' ').nth(1) == Some(first);
    for text in CHESS {
        let fen = chess::Fen::parse(text).unwrap();
        assert_eq!(fen.turn(), fen.position().turn());
        assert_eq!(
            fen.turn() == Side::First,
            first_to_move(text, "w"),
            "{text}"
        );
    }
    for text in SHOGI {
        let sfen = shogi::Sfen::parse(text).unwrap();
        assert_eq!(sfen.turn(), sfen.position().turn());
        assert_eq!(
            sfen.turn() == Side::First,
            first_to_move(text, "b"),
            "{text}"
        );
    }
    for text in XIANGQI {
        let fen = xiangqi::Fen::parse(text).unwrap();
        assert_eq!(fen.turn(), fen.position().turn());
        assert_eq!(
            fen.turn() == Side::First,
            first_to_move(text, "w"),
            "{text}"
        );
    }
    for text in MAKRUK {
        let fen = makruk::Fen::parse(text).unwrap();
        assert_eq!(fen.turn(), fen.position().turn());
        assert_eq!(
            fen.turn() == Side::First,
            first_to_move(text, "w"),
            "{text}"
        );
    }
    // Both sides are seen.
    assert_eq!(chess::Fen::parse(CHESS[1]).unwrap().turn(), Side::Second);
    assert_eq!(shogi::Sfen::parse(SHOGI[1]).unwrap().turn(), Side::Second);
    assert_eq!(
        xiangqi::Fen::parse(XIANGQI[1]).unwrap().turn(),
        Side::Second
    );
}

/// What a bridge's diagrams are: its position's, with the game's pieces
/// and side names (and xiangqi's ranks from 0), in text, ASCII and SVG,
/// whichever side is at the bottom.
fn draws_as_its_game<B: Grid>(
    text: &str,
    position: &Position<B>,
    (diagram, svg): (Text<'_>, Svg<'_>),
    coordinates: Coordinates,
    names: [&str; 2],
) {
    let game_text = || {
        position
            .diagram()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
            .coordinates(coordinates)
    };
    let game_svg = || {
        position
            .svg()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
            .coordinates(coordinates)
    };
    let drawn = diagram.to_string();
    assert_eq!(drawn, game_text().to_string(), "{text}");
    assert_eq!(
        diagram.ascii().to_string(),
        game_text().ascii().to_string(),
        "{text}"
    );
    assert_eq!(svg.to_string(), game_svg().to_string(), "{text}");
    assert_eq!(
        svg.size(200).orientation(Side::Second).to_string(),
        game_svg().size(200).orientation(Side::Second).to_string(),
        "{text}"
    );
    for name in names {
        assert!(
            drawn.contains(&format!("\n{name} ")) || drawn.starts_with(&format!("{name} ")),
            "{text}: {name}"
        );
    }
    assert!(
        !drawn.contains("first ") && !drawn.contains("second "),
        "{text}"
    );
    // The position itself draws FEEN's tokens and names.
    assert!(position.diagram().to_string().contains("first "), "{text}");
}

#[test]
fn every_bridge_draws_its_game() {
    for text in CHESS {
        let fen = chess::Fen::parse(text).unwrap();
        let drawings = (fen.diagram(), fen.svg());
        draws_as_its_game(
            text,
            fen.position(),
            drawings,
            Coordinates::Auto,
            ["white", "black"],
        );
    }
    for text in SHOGI {
        let sfen = shogi::Sfen::parse(text).unwrap();
        let drawings = (sfen.diagram(), sfen.svg());
        draws_as_its_game(
            text,
            sfen.position(),
            drawings,
            Coordinates::Auto,
            ["sente", "gote"],
        );
    }
    for text in XIANGQI {
        let fen = xiangqi::Fen::parse(text).unwrap();
        let drawings = (fen.diagram(), fen.svg());
        draws_as_its_game(
            text,
            fen.position(),
            drawings,
            Coordinates::Iccs,
            ["red", "black"],
        );
        assert!(fen.diagram().to_string().contains("\n0 │"), "{text}");
    }
    for text in MAKRUK {
        let fen = makruk::Fen::parse(text).unwrap();
        let drawings = (fen.diagram(), fen.svg());
        draws_as_its_game(
            text,
            fen.position(),
            drawings,
            Coordinates::Auto,
            ["white", "black"],
        );
    }
    // The drawings differ from one position to the next.
    let [start, e4, _] = CHESS.map(|text| chess::Fen::parse(text).unwrap());
    assert_ne!(start.diagram().to_string(), e4.diagram().to_string());
}

#[test]
fn every_bridge_error_answers_the_same_questions() {
    // Reading errors: the square as [row, column] and as a CELL coordinate,
    // the one from the other (row 0 is the last rank).
    let chess = chess::Fen::parse("rnbqkbnr/pppp1ppp/8/4x3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        .unwrap_err();
    let shogi = shogi::Sfen::parse("9/9/9/9/9/9/4x4/9/9 b - 1").unwrap_err();
    let xiangqi = xiangqi::Fen::parse("9/9/9/9/9/9/4x4/9/9/9 w - - 0 1").unwrap_err();
    let squares = [
        (chess.coord(), chess.cell(), 8),
        (shogi.coord(), shogi.cell(), 9),
        (xiangqi.coord(), xiangqi.cell(), 10),
    ];
    for (coord, cell, ranks) in squares {
        let [row, column] = coord.unwrap();
        let cell = cell.unwrap();
        assert_eq!(column, usize::from(cell.file()));
        assert_eq!(row, ranks - 1 - usize::from(cell.rank().unwrap()));
    }
    assert_eq!(chess.coord(), Some([3, 4]));
    assert_eq!(shogi.coord(), Some([6, 4]));
    assert_eq!(xiangqi.coord(), Some([6, 4]));
    // No square: no coordinate.
    let clocks = chess::Fen::parse("8/8/8/8/8/8/8/8 w - - 0 0").unwrap_err();
    assert_eq!((clocks.coord(), clocks.cell()), (None, None));

    // from_position errors: the piece, its square or its hand.
    let on_board = |piece: Option<Epin>, cell: Option<Cell>, hand: Option<Side>, square: &str| {
        assert_eq!((cell, hand), (Some(Cell::parse(square).unwrap()), None));
        assert!(piece.is_some());
    };
    let err = chess::Fen::from_position(feen!("k^7/8/8/8/3S4/8/8/4K^3 / W/w")).unwrap_err();
    on_board(err.piece(), err.cell(), err.hand(), "d4");
    let err = shogi::Sfen::from_position(feen!("k^8/9/9/9/9/9/9/9/4Q3K^ / J/j")).unwrap_err();
    on_board(err.piece(), err.cell(), err.hand(), "e1");
    assert_eq!(err.piece(), Some(epin!("Q")));
    let err = xiangqi::Fen::from_position(feen!("4k^4/9/9/9/9/9/9/9/9/3NK^4 / C/c")).unwrap_err();
    on_board(err.piece(), err.cell(), err.hand(), "d1");
    assert_eq!(err.piece(), Some(epin!("N")));

    let err = chess::Fen::from_position(feen!("k^7/8/8/8/8/8/8/4K^3 /p W/w")).unwrap_err();
    assert_eq!(
        (err.piece(), err.cell(), err.hand()),
        (Some(epin!("p")), None, Some(Side::Second))
    );
    let err = shogi::Sfen::from_position(feen!("8k^/9/9/9/9/9/9/9/K^8 /+r J/j")).unwrap_err();
    assert_eq!(
        (err.piece(), err.cell(), err.hand()),
        (Some(epin!("+r")), None, Some(Side::Second))
    );
    let err = xiangqi::Fen::from_position(feen!("4k^4/9/9/9/9/9/9/9/9/4K^4 P/ C/c")).unwrap_err();
    assert_eq!(
        (err.piece(), err.cell(), err.hand()),
        (Some(epin!("P")), None, Some(Side::First))
    );

    // Styles: no piece, no square, no hand.
    let err = shogi::Sfen::from_position(feen!("k^8/9/9/9/9/9/9/9/8K^ / W/w")).unwrap_err();
    assert_eq!((err.piece(), err.cell(), err.hand()), (None, None, None));
    let err = xiangqi::Fen::from_position(feen!("4k^4/9/9/9/9/9/9/9/9/4K^4 / J/j")).unwrap_err();
    assert_eq!((err.piece(), err.cell(), err.hand()), (None, None, None));
    let err = chess::Fen::from_position(feen!("k^7/8/8/8/8/8/8/4K^3 / C/c")).unwrap_err();
    assert_eq!((err.piece(), err.cell(), err.hand()), (None, None, None));
}
