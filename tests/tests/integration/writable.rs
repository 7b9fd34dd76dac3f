//! No public operation yields a position whose text its reader rejects:
//! the mutators refuse more pieces than squares and keep the hands' own
//! bounds, a refused change leaves the position as it was, and after any
//! sequence of operations the position reads back from its text (as a
//! `Position`, as a `Feen` view, and through serde). Placements read alone
//! have the same length bound as positions.

use pin_runtime::feen::{Dimensions, Grid};
use pin_runtime::{
    Board, Board3, Cell, Epin, Feen, FeenErrorKind, Hand, HandError, Position, PositionError, Side,
    Sin, cell, epin, feen, parse_board, parse_placement,
};
use proptest::prelude::*;

#[test]
fn a_full_board_refuses_more_pieces_in_hand() {
    // The case that wrote "1 5P/ W/w", which no reader accepts.
    let mut line: Position<Board<1, 1>> = "1 / W/w".parse().unwrap();
    let before = line;
    assert_eq!(
        line.add_to_hand(Side::First, epin!("P"), 5),
        Err(PositionError::TooManyPieces {
            pieces: 5,
            squares: 1
        })
    );
    assert_eq!(line, before);
    assert_eq!(
        line.add_to_hand(Side::Second, epin!("P"), 2)
            .unwrap_err()
            .to_string(),
        "expected at most 1 piece on the board and in hand (one per square), found 2"
    );
    line.add_to_hand(Side::First, epin!("P"), 1).unwrap();
    assert_eq!(line.to_string(), "1 P/ W/w");
    // The board is full too, counting the hand.
    assert_eq!(
        line.set(cell!("a"), Some(epin!("K^"))),
        Err(PositionError::TooManyPieces {
            pieces: 2,
            squares: 1
        })
    );
    // Emptying a square or replacing a piece is always allowed.
    line.remove_from_hand(Side::First, epin!("P"), 1).unwrap();
    line.set(cell!("a"), Some(epin!("K^"))).unwrap();
    assert_eq!(
        line.set(cell!("a"), Some(epin!("k^"))),
        Ok(Some(epin!("K^")))
    );
    assert_eq!(line.to_string(), "k^ / W/w");
    assert_eq!(
        line.add_to_hand(Side::First, epin!("P"), u32::MAX),
        Err(PositionError::TooManyPieces {
            pieces: 1 + u32::MAX as usize,
            squares: 1
        })
    );
}

#[test]
fn a_new_board_must_leave_room_for_the_hands() {
    let mut position = feen!("3/3/3 7P/ W/w");
    let before = position;
    let crowded: Board<3, 3> = parse_board("k^2/1p1/2K^").unwrap();
    assert_eq!(
        position.set_board(crowded),
        Err(PositionError::TooManyPieces {
            pieces: 10,
            squares: 9
        })
    );
    assert_eq!(position, before);
    position
        .set_board(parse_board("k^2/3/2K^").unwrap())
        .unwrap();
    assert_eq!(position.to_string(), "k^2/3/2K^ 7P/ W/w");
}

#[test]
fn hands_keep_their_own_bounds_through_the_position() {
    let mut position = feen!("8/8/8/8/8/8/8/8 / W/w");
    for piece in Epin::ALL.iter().take(Hand::CAPACITY) {
        position.add_to_hand(Side::First, *piece, 1).unwrap();
    }
    let before = position;
    let extra = Epin::ALL[Hand::CAPACITY];
    assert_eq!(
        position.add_to_hand(Side::First, extra, 1),
        Err(PositionError::Hand(HandError::Full { piece: extra }))
    );
    assert_eq!(
        position
            .add_to_hand(Side::First, extra, 1)
            .unwrap_err()
            .to_string(),
        format!("expected at most 16 different pieces in a hand, found a new one: {extra}")
    );
    assert_eq!(position, before);
    // The other hand has its own room.
    position.add_to_hand(Side::Second, extra, 1).unwrap();
    assert_eq!(
        position.remove_from_hand(Side::Second, extra, 2),
        Err(HandError::NotHeld {
            piece: extra,
            held: 1,
            wanted: 2
        })
    );
    assert_eq!(Position::parse(&position.to_string()), Ok(position));
}

#[test]
fn a_detached_hand_keeps_its_own_bounds() {
    // A hand alone knows no board: it bounds its kinds and each count, the
    // bounds of a hand field in FEEN; the position checks the squares.
    let mut hand = Hand::new();
    hand.add(epin!("P"), 65_025).unwrap();
    assert_eq!(
        hand.add(epin!("P"), 1),
        Err(HandError::TooMany {
            piece: epin!("P"),
            count: 65_026
        })
    );
    let mut position = feen!("9/9/9/9/9/9/9/9/9 / J/j");
    assert_eq!(
        position.add_to_hand(Side::First, epin!("P"), 65_025),
        Err(PositionError::TooManyPieces {
            pieces: 65_025,
            squares: 81
        })
    );
}

/// A placement of 255 ranks of 17 kings: 4589 bytes, a valid board but for
/// its length.
fn long_placement() -> String {
    vec!["KKKKKKKKKKKKKKKKK"; 255].join("/")
}

#[test]
fn placements_alone_refuse_more_than_4096_bytes() {
    let text = long_placement();
    assert_eq!(text.len(), 4589);
    let error = parse_board::<Board<255, 17>>(&text).unwrap_err();
    assert_eq!(error.kind(), FeenErrorKind::TooLong { len: 4589 });
    assert_eq!(
        error.to_string(),
        "invalid FEEN placement at byte 4096: expected at most 4096 bytes, found 4589"
    );
    assert_eq!(parse_placement::<255, 17>(&text), Err(error));
    // The same board is fine at 4096 bytes or fewer.
    let short = vec!["17"; 255].join("/");
    assert!(parse_board::<Board<255, 17>>(&short).is_ok());
}

/// One thing done to a position.
#[derive(Clone, Debug)]
enum Op {
    /// Puts a piece or nothing on a cell, on the board or not.
    Set(Cell, Option<Epin>),
    /// Replaces the board with these squares (in the order written).
    SetBoard(Vec<Option<Epin>>),
    Add(Side, Epin, u32),
    Remove(Side, Epin, u32),
    SwitchTurn,
    WithTurn(Side),
}

/// A few pieces, more than a hand holds, so that hands can fill up.
fn piece() -> impl Strategy<Value = Epin> {
    prop::sample::select((0..20).map(|i| Epin::ALL[i * 31]).collect::<Vec<_>>())
}

/// Counts around the bounds: small, the board's squares, the largest count.
fn count() -> impl Strategy<Value = u32> {
    prop_oneof![
        4 => 0..4u32,
        1 => 60..70u32,
        1 => Just(65_025u32),
        1 => Just(u32::MAX),
    ]
}

fn side() -> impl Strategy<Value = Side> {
    prop::sample::select(Side::ALL.to_vec())
}

/// Cells on the board of `dimensions`, and anywhere else.
fn cell(dimensions: Dimensions) -> impl Strategy<Value = Cell> {
    let squares = dimensions.square_count();
    prop_oneof![
        3 => (0..squares).prop_map(move |index| dimensions.cell(index).unwrap()),
        1 => (0..12u8, 0..12u8, 0..3u8, 1..=3u8).prop_map(|(file, rank, layer, dims)| match dims {
            1 => Cell::new_1d(file),
            2 => Cell::new_2d(file, rank),
            _ => Cell::new_3d(file, rank, layer),
        }),
    ]
}

fn op(dimensions: Dimensions) -> impl Strategy<Value = Op> {
    let squares = dimensions.square_count();
    prop_oneof![
        6 => (cell(dimensions), prop::option::of(piece())).prop_map(|(cell, square)| Op::Set(cell, square)),
        1 => prop::collection::vec(prop::option::weighted(0.4, piece()), squares).prop_map(Op::SetBoard),
        4 => (side(), piece(), count()).prop_map(|(side, piece, count)| Op::Add(side, piece, count)),
        2 => (side(), piece(), count()).prop_map(|(side, piece, count)| Op::Remove(side, piece, count)),
        1 => Just(Op::SwitchTurn),
        1 => side().prop_map(Op::WithTurn),
    ]
}

/// Does `op` to `position`; a refused change must leave it as it was.
fn apply<B: Grid + PartialEq + std::fmt::Debug>(position: &mut Position<B>, op: &Op) {
    let before = *position;
    let refused = match op {
        Op::Set(cell, square) => position.set(*cell, *square).is_err(),
        Op::SetBoard(squares) => {
            let mut board = B::EMPTY;
            board.as_squares_mut().copy_from_slice(squares);
            position.set_board(board).is_err()
        }
        Op::Add(side, piece, count) => position.add_to_hand(*side, *piece, *count).is_err(),
        Op::Remove(side, piece, count) => position.remove_from_hand(*side, *piece, *count).is_err(),
        Op::SwitchTurn => {
            position.switch_turn();
            false
        }
        Op::WithTurn(side) => {
            *position = position.with_turn(*side);
            false
        }
    };
    if refused {
        assert_eq!(*position, before, "{op:?}");
    }
}

/// The position reads back from its text in every way it can be read.
fn reads_back<B: Grid + PartialEq + std::fmt::Debug>(position: &Position<B>) {
    let text = position.to_string();
    assert_eq!(Position::<B>::parse(&text), Ok(*position), "{text}");
    let view = Feen::parse(&text).unwrap_or_else(|error| panic!("{text}: {error}"));
    assert_eq!(view.as_str(), text);
    assert_eq!(Position::<B>::try_from(view), Ok(*position), "{text}");
    let json = serde_json::to_string(position).unwrap();
    assert_eq!(json, format!("{text:?}"));
    let back: Position<B> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, *position, "{text}");
    assert!(position.piece_count() <= position.square_count(), "{text}");
}

/// Runs `ops` from an empty position of board type `B`.
fn run<B: Grid + PartialEq + std::fmt::Debug>(ops: &[Op]) {
    let styles = (Sin::parse("W").unwrap(), Sin::parse("j").unwrap());
    let mut position = Position::new(B::EMPTY, styles.0, styles.1).unwrap();
    reads_back(&position);
    for op in ops {
        apply(&mut position, op);
        reads_back(&position);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_sequence_of_operations_writes_text_that_reads_back_on_a_single_square(
        ops in prop::collection::vec(op(<Board<1, 1>>::DIMENSIONS), 0..30),
    ) {
        run::<Board<1, 1>>(&ops);
    }

    #[test]
    fn every_sequence_of_operations_writes_text_that_reads_back_on_a_line(
        ops in prop::collection::vec(op(<Board<1, 3>>::DIMENSIONS), 0..30),
    ) {
        run::<Board<1, 3>>(&ops);
    }

    #[test]
    fn every_sequence_of_operations_writes_text_that_reads_back_on_a_small_board(
        ops in prop::collection::vec(op(<Board<3, 3>>::DIMENSIONS), 0..40),
    ) {
        run::<Board<3, 3>>(&ops);
    }

    #[test]
    fn every_sequence_of_operations_writes_text_that_reads_back_on_a_chess_board(
        ops in prop::collection::vec(op(<Board<8, 8>>::DIMENSIONS), 0..60),
    ) {
        run::<Board<8, 8>>(&ops);
    }

    #[test]
    fn every_sequence_of_operations_writes_text_that_reads_back_on_a_cube(
        ops in prop::collection::vec(op(<Board3<2, 2, 2>>::DIMENSIONS), 0..30),
    ) {
        run::<Board3<2, 2, 2>>(&ops);
    }
}
