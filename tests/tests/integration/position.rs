//! Positions by square and one position API: squares read, set and found by
//! their CELL names, iterators that give cells, the same shapes of queries
//! on the view (`Feen`) and the typed position, the conversion from one to
//! the other, and shape parameters ranks first everywhere.

use pin_runtime::feen::{Dimensions, Grid};
use pin_runtime::{
    Board, Board3, Cell, Epin, Feen, FeenErrorKind, Pieces, Position, PositionError, Side, board,
    cell, epin, feen, parse_board, parse_placement,
};

const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w";
const SHOGI_LATER: &str =
    "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S";
const XIANGQI: &str = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c";

#[test]
fn the_chess_king_starts_on_e1() {
    let chess = feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w");
    assert_eq!(chess.find(epin!("K^")), Some(cell!("e1")));
    assert_eq!(chess.get(cell!("e1")), Some(Some(epin!("K^"))));
    assert_eq!(chess.find(epin!("k^")), Some(cell!("e8")));
    assert_eq!(chess.get(cell!("a8")), Some(Some(epin!("r"))));
    assert_eq!(chess.get(cell!("h1")), Some(Some(epin!("R"))));
    assert_eq!(chess.get(cell!("e4")), Some(None));
    // Off the board, or of another number of dimensions.
    assert_eq!(chess.get(cell!("i1")), None);
    assert_eq!(chess.get(cell!("a9")), None);
    assert_eq!(chess.get(cell!("e")), None);
    assert_eq!(chess.get(cell!("e1A")), None);
    // The first square written is a8: `find` looks rank by rank from there.
    assert_eq!(chess.find(epin!("P")), Some(cell!("a2")));
}

#[test]
fn other_games_and_shapes_name_their_squares_alike() {
    let shogi: Position<Board<9, 9>> = SHOGI_LATER.parse().unwrap();
    assert_eq!(shogi.find(epin!("K^")), Some(cell!("e1")));
    assert_eq!(shogi.get(cell!("g4")), Some(Some(epin!("+P"))));
    let xiangqi: Position<Board<10, 9>> = XIANGQI.parse().unwrap();
    assert_eq!(xiangqi.find(epin!("k^")), Some(cell!("e10")));
    assert_eq!(xiangqi.get(cell!("b3")), Some(Some(epin!("C"))));
    assert_eq!(xiangqi.get(cell!("j1")), None);
    let line = feen!("k^+p4+PK^ / W/w");
    assert_eq!(line.find(epin!("K^")), Some(cell!("h")));
    assert_eq!(line.get(cell!("b")), Some(Some(epin!("+p"))));
    assert_eq!(line.get(cell!("b1")), None);
    // Layers from the last written, `A`, as ranks from the last written.
    let cube = feen!("ab/cd//AB/CD / W/w");
    assert_eq!(cube.get(cell!("a2B")), Some(Some(epin!("a"))));
    assert_eq!(cube.get(cell!("b1A")), Some(Some(epin!("D"))));
    assert_eq!(cube.find(epin!("C")), Some(cell!("a1A")));
    assert_eq!(cube.get(cell!("a1C")), None);
}

#[test]
fn a_square_is_set_by_its_cell_and_says_what_stood_there() {
    let mut chess = feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w");
    // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#
    let moves = [
        ("e2", "e4"),
        ("e7", "e5"),
        ("d1", "h5"),
        ("b8", "c6"),
        ("f1", "c4"),
        ("g8", "f6"),
        ("h5", "f7"),
    ];
    let mut taken = Vec::new();
    for (from, to) in moves {
        let piece = chess.set(Cell::parse(from).unwrap(), None).unwrap();
        assert!(piece.is_some(), "{from}");
        taken.extend(chess.set(Cell::parse(to).unwrap(), piece).unwrap());
        chess.switch_turn();
    }
    assert_eq!(taken, [epin!("p")]);
    assert_eq!(
        chess.to_string(),
        "r1bqk^b1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K^1NR / w/W"
    );
    let before = chess;
    assert_eq!(
        chess.set(cell!("i9"), Some(epin!("Q"))),
        Err(PositionError::OffBoard {
            cell: cell!("i9"),
            dimensions: Dimensions::new(&[8, 8]).unwrap()
        })
    );
    assert_eq!(
        chess.set(cell!("e1A"), None).unwrap_err().to_string(),
        "expected a square of the board (8 ranks of 8 squares), found e1A"
    );
    assert_eq!(chess, before);
}

#[test]
fn iterators_give_cells() {
    for text in [CHESS, SHOGI_LATER, "k^+p4+PK^ / W/w", "ab/c1//AB/1D P/ W/w"] {
        let view = Feen::parse(text).unwrap();
        let cells: Vec<(Cell, Option<Epin>)> = view.cells().collect();
        assert_eq!(cells.len(), view.square_count());
        for (index, (cell, square)) in cells.iter().enumerate() {
            assert_eq!(view.shape().index_of(*cell), Some(index), "{text}");
            assert_eq!(view.squares().nth(index), Some(*square), "{text}");
        }
        let pieces: Vec<(Cell, Epin)> = view.pieces().collect();
        let expected: Vec<(Cell, Epin)> = cells
            .iter()
            .filter_map(|&(cell, square)| square.map(|piece| (cell, piece)))
            .collect();
        assert_eq!(pieces, expected, "{text}");
    }
    let chess: Position<Board<8, 8>> = CHESS.parse().unwrap();
    let cells: Vec<Cell> = chess.cells().map(|(cell, _)| cell).collect();
    assert_eq!(
        (cells[0], cells[7], cells[63]),
        (cell!("a8"), cell!("h8"), cell!("h1"))
    );
    let (cell, piece) = chess.pieces().nth(4).unwrap();
    assert_eq!((cell, piece), (cell!("e8"), epin!("k^")));
    assert_eq!(chess.get(cell), Some(Some(piece)));
}

/// Checks that the view and the typed position of `text` answer every
/// query of the same name with the same value.
fn same_answers<B: Grid>(text: &str) {
    let view = Feen::parse(text).unwrap();
    let position: Position<B> = text.parse().unwrap();
    assert_eq!(view.dimensions(), position.dimensions(), "{text}");
    assert_eq!(view.shape(), position.shape(), "{text}");
    assert_eq!(view.square_count(), position.square_count(), "{text}");
    assert!(view.squares().eq(position.squares()), "{text}");
    assert!(view.cells().eq(position.cells()), "{text}");
    assert!(view.pieces().eq(position.pieces()), "{text}");
    assert!(view.first_hand().eq(position.first_hand()), "{text}");
    assert!(view.second_hand().eq(position.second_hand()), "{text}");
    assert_eq!(view.piece_count(), position.piece_count(), "{text}");
    assert_eq!(
        view.board_piece_count(),
        position.board_piece_count(),
        "{text}"
    );
    assert_eq!(
        (view.active(), view.inactive(), view.turn()),
        (position.active(), position.inactive(), position.turn()),
        "{text}"
    );
    // The board reader gives the same squares.
    let field = text.split(' ').next().unwrap();
    let board: B = parse_board(field).unwrap();
    assert_eq!(board.as_squares(), position.board().as_squares(), "{text}");
}

#[test]
fn the_view_and_the_position_answer_alike() {
    same_answers::<Board<8, 8>>(CHESS);
    same_answers::<Board<9, 9>>(SHOGI_LATER);
    same_answers::<Board<10, 9>>(XIANGQI);
    same_answers::<Board<1, 8>>("k^+p4+PK^ / W/w");
    same_answers::<Board<3, 1>>("a/1/c P/ W/w");
    same_answers::<Board3<2, 2, 2>>("ab/c1//AB/1D P/b W/w");
}

#[test]
fn piece_counts_are_board_and_hands_everywhere() {
    let text = "k^2/PP1/2K^ 2P/p W/w";
    let view = Feen::parse(text).unwrap();
    let position: Position<Board<3, 3>> = text.parse().unwrap();
    assert_eq!((view.piece_count(), view.board_piece_count()), (7, 4));
    assert_eq!(
        (position.piece_count(), position.board_piece_count()),
        (7, 4)
    );
    assert_eq!(position.count(epin!("P")), 4);
    assert_eq!(position.board_count(epin!("P")), 2);
    assert_eq!(position.hand(Side::First).count(epin!("P")), 2);
    assert_eq!(position.count(epin!("p")), 1);
    assert_eq!(position.board_count(epin!("p")), 0);
}

#[test]
fn hands_are_iterators_on_both_and_a_hand_value_on_the_position() {
    let position: Position<Board<9, 9>> = SHOGI_LATER.parse().unwrap();
    assert_eq!(
        position.first_hand().collect::<Vec<_>>(),
        [(epin!("P"), 2), (epin!("S"), 1)]
    );
    assert_eq!(
        position.second_hand().collect::<Vec<_>>(),
        [(epin!("b"), 1), (epin!("p"), 1)]
    );
    let first = position.hand(Side::First);
    assert_eq!((first.total(), first.len()), (3, 2));
    assert_eq!(first.to_string(), "2PS");
    // The view's hands are the same type, read from either end.
    let view = Feen::parse(SHOGI_LATER).unwrap();
    assert!(view.first_hand().eq(position.first_hand()));
    assert!(view.second_hand().rev().eq(position.second_hand().rev()));
    assert_eq!(view.second_hand().len(), 2);
}

#[test]
fn a_hand_read_from_text_backwards_splits_its_items_where_they_start() {
    // Counts, modifiers and markers before and after each letter.
    let text = "9/9/9/9 12+P'10-p^3K^'2A+b^b'S-s/ J/j";
    let view = Feen::parse(text).unwrap();
    let forward: Vec<_> = view.first_hand().collect();
    let mut backward: Vec<_> = view.first_hand().rev().collect();
    backward.reverse();
    assert_eq!(forward, backward);
    assert_eq!(
        forward
            .iter()
            .map(|(piece, count)| format!("{count}{piece}"))
            .collect::<Vec<_>>(),
        ["12+P'", "10-p^", "3K^'", "2A", "1+b^", "1b'", "1S", "1-s"]
    );
    let position: Position<Board<4, 9>> = text.parse().unwrap();
    assert!(view.first_hand().rev().eq(position.first_hand().rev()));
}

#[test]
fn a_view_converts_to_a_position_without_reading_again() {
    for text in [
        CHESS,
        "8/8/8/8/8/8/8/8 / w/W",
        "8/8/8/8/8/8/8/8 ABCDEFGH/abcdefgh W/w",
    ] {
        let view = Feen::parse(text).unwrap();
        let converted = Position::<Board<8, 8>>::try_from(view).unwrap();
        assert_eq!(converted, text.parse::<Position<Board<8, 8>>>().unwrap());
        assert_eq!(converted.to_string(), text);
    }
    // A file of mixed shapes: each line read once, then converted by shape.
    let file = [
        SHOGI_LATER,
        XIANGQI,
        "ab/c1//AB/1D P/b W/w",
        "k^+p4+PK^ / W/w",
    ];
    let mut written = Vec::new();
    for line in file {
        let view = Feen::parse(line).unwrap();
        let text = match view.dimensions() {
            [9, 9] => Position::<Board<9, 9>>::try_from(view).unwrap().to_string(),
            [10, 9] => Position::<Board<10, 9>>::try_from(view)
                .unwrap()
                .to_string(),
            [2, 2, 2] => Position::<Board3<2, 2, 2>>::try_from(view)
                .unwrap()
                .to_string(),
            [8] => Position::<Board<1, 8>>::try_from(view).unwrap().to_string(),
            other => panic!("{other:?}"),
        };
        written.push(text);
    }
    assert_eq!(written, file);
}

#[test]
fn a_conversion_fails_as_reading_the_text_does() {
    let converted = Position::<Board<9, 9>>::try_from(Feen::parse(CHESS).unwrap());
    let error = converted.unwrap_err();
    assert_eq!(Err(error), Position::<Board<9, 9>>::parse(CHESS));
    assert_eq!(
        error.to_string(),
        "invalid FEEN position at byte 0 (placement): \
         expected a board of 9 ranks of 9 squares, found 8 ranks of 8 squares"
    );
    // Valid FEEN whose hands hold more kinds than a `Hand`, in either hand.
    for (text, index) in [
        ("9/9 ABCDEFGHIJKLMNOPQ/ W/w", 20),
        ("9/9 /ABCDEFGHIJKLMNOPQ W/w", 21),
    ] {
        let converted = Position::<Board<2, 9>>::try_from(Feen::parse(text).unwrap());
        let error = converted.unwrap_err();
        assert_eq!(Err(error), Position::<Board<2, 9>>::parse(text), "{text}");
        assert_eq!(
            (error.kind(), error.index()),
            (FeenErrorKind::HandFull, index)
        );
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("k^")]
    BlackKing,
    #[pin("R")]
    WhiteRook,
}

#[test]
fn shape_parameters_come_ranks_first() {
    // Xiangqi: 10 ranks of 9 files, as `Board<10, 9>` says.
    let xiangqi = parse_placement::<10, 9>(XIANGQI.split(' ').next().unwrap()).unwrap();
    let typed: Board<10, 9> = xiangqi;
    assert_eq!(typed[9][4], Some(epin!("K^")));
    let error = parse_placement::<9, 10>(XIANGQI.split(' ').next().unwrap()).unwrap_err();
    assert!(
        matches!(error.kind(), FeenErrorKind::Shape { .. }),
        "{error}"
    );
    // The derived conversion of a board too.
    let board = Piece::from_board::<2, 3>(board!("k^2/1RK^")).unwrap();
    assert_eq!(
        board[1],
        [None, Some(Piece::WhiteRook), Some(Piece::WhiteKing)]
    );
}
