//! No public operation yields a position whose text its reader rejects:
//! the mutators refuse more pieces than squares and a text longer than
//! `MAX_LEN`, and keep the hands' own bounds, a refused change leaves the
//! position as it was, and after any sequence of operations the position
//! reads back from its text (as a `Position`, as a `Feen` view, and
//! through serde). A change is refused for its length exactly when the
//! text it would give is too long. Placements read alone have the same
//! length bound as positions. The guard of `Position::edit` does what the
//! mutators do, change for change (`edit`).

use pin_runtime::feen::{Dimensions, Grid, MAX_LEN};
use pin_runtime::{
    Board, Board3, Cell, Epin, Feen, FeenErrorKind, Hand, HandError, Position, PositionError, Side,
    Sin, cell, epin, feen, parse_board, parse_placement, placement,
};
use proptest::prelude::*;

mod edit;

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

#[test]
fn a_change_that_would_write_more_than_4096_bytes_is_refused() {
    // The case that wrote 4,133 bytes: 32 ranks of 32 `+K^'`.
    let piece = epin!("+K^'");
    let mut big: Position<Board<32, 32>> = feen!(
        "32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32/32 / W/w"
    );
    let full: Board<32, 32> = [[Some(piece); 32]; 32];
    let before = big;
    assert_eq!(
        big.set_board(full),
        Err(PositionError::TooLong { len: 4133 })
    );
    assert_eq!(
        big.set_board(full).unwrap_err().to_string(),
        "expected at most 4096 bytes of FEEN text, found 4133"
    );
    assert_eq!(big, before);
    // Nine squares short of full: 4,133 - 9 × 4 + 1 (a count of 9) = 4,098
    // bytes, still too long; ten short, 4,095 bytes (a count of 10).
    let mut nearly = full;
    nearly[31][23..].fill(None);
    assert_eq!(
        big.set_board(nearly),
        Err(PositionError::TooLong { len: 4098 })
    );
    nearly[31][22] = None;
    big.set_board(nearly).unwrap();
    assert_eq!(big.to_string().len(), 4095);
    // Another `+K^'` would make 4,098 bytes again; a one-byte token fits in
    // its place (the count shrinks by a digit), a two-byte one too, a
    // three-byte one does not.
    assert_eq!(
        big.set(cell!("w1"), Some(piece)),
        Err(PositionError::TooLong { len: 4098 })
    );
    big.set(cell!("w1"), Some(epin!("K"))).unwrap();
    assert_eq!(big.to_string().len(), 4095);
    big.set(cell!("w1"), Some(epin!("+K"))).unwrap();
    assert_eq!(big.to_string().len(), 4096);
    assert_eq!(
        big.set(cell!("w1"), Some(epin!("+K^"))),
        Err(PositionError::TooLong { len: 4097 })
    );
    // Hands count too: `K` fits, `2K` does not.
    big.set(cell!("w1"), None).unwrap();
    big.add_to_hand(Side::First, epin!("K"), 1).unwrap();
    assert_eq!(big.to_string().len(), 4096);
    let full_hand = big;
    assert_eq!(
        big.add_to_hand(Side::First, epin!("K"), 1),
        Err(PositionError::TooLong { len: 4097 })
    );
    assert_eq!(big, full_hand);
    let text = big.to_string();
    assert_eq!(text.len(), 4096);
    assert_eq!(text.parse::<Position<Board<32, 32>>>(), Ok(big));
}

#[test]
fn a_position_made_too_long_by_new_may_only_shrink() {
    // `Position::new` cannot read a generic board in a `const fn`: this one
    // writes 4,133 bytes. A change that lengthens it is refused, one that
    // shortens it is allowed.
    let full: Board<32, 32> = [[Some(epin!("+K^'")); 32]; 32];
    let styles = (Sin::parse("W").unwrap(), Sin::parse("w").unwrap());
    let mut big = Position::new(full, styles.0, styles.1).unwrap();
    assert_eq!(big.to_string().len(), 4133);
    assert_eq!(big.to_string().len(), 4133);
    assert_eq!(
        big.add_to_hand(Side::First, epin!("P"), 0),
        Ok(()),
        "adding nothing changes nothing"
    );
    big.set(cell!("a1"), None).unwrap();
    assert_eq!(big.to_string().len(), 4130);
    big.set(cell!("a1"), Some(epin!("K"))).unwrap();
    assert_eq!(big.to_string().len(), 4130);
    assert_eq!(
        big.set(cell!("a1"), Some(epin!("+K"))),
        Err(PositionError::TooLong { len: 4131 })
    );
    for file in ["b", "c", "d", "e", "f", "g", "h", "i", "j"] {
        big.set(Cell::parse(&format!("{file}1")).unwrap(), None)
            .unwrap();
    }
    // `K9+K^'…`: 4,130 - 9 × 4 + 1 = 4,095 bytes, readable again.
    assert_eq!(big.to_string().len(), 4095);
    assert_eq!(big.to_string().parse::<Position<Board<32, 32>>>(), Ok(big));
}

#[test]
fn filling_a_large_board_square_by_square_stops_at_the_bound() {
    // Pawns fill the first ranks of 64 until the text is full.
    let mut position: Position<Board<64, 64>> =
        Position::parse(&format!("{} / W/w", vec!["64"; 64].join("/"))).unwrap();
    let shape = position.shape();
    let mut placed = 0;
    for index in 0..position.square_count() {
        match position.set(shape.cell(index).unwrap(), Some(epin!("P"))) {
            Ok(_) => placed += 1,
            Err(PositionError::TooLong { len }) => {
                assert_eq!(len, MAX_LEN + 1);
                break;
            }
            Err(error) => panic!("{error}"),
        }
    }
    let text = position.to_string();
    // Each pawn adds a byte or none (`P10` to `PP9`): the last one fitted.
    assert_eq!(text.len(), MAX_LEN);
    assert_eq!(position.board_piece_count(), placed);
    assert_eq!(text.parse::<Position<Board<64, 64>>>(), Ok(position));
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
    /// Puts a piece on an empty square: the one after this many others,
    /// counting round the board.
    Fill(usize, Epin),
    Add(Side, Epin, u32),
    Remove(Side, Epin, u32),
    SwitchTurn,
    WithTurn(Side),
}

/// A few pieces, more than a hand holds, so that hands can fill up.
fn piece() -> impl Strategy<Value = Epin> {
    prop::sample::select((0..20).map(|i| Epin::ALL[i * 31]).collect::<Vec<_>>())
}

/// Pieces of four bytes (`+K^'`), most of them, and of one to three.
fn long_piece() -> impl Strategy<Value = Epin> {
    let by_length = |len: usize| {
        Epin::ALL
            .iter()
            .copied()
            .filter(move |piece| piece.encode().len() == len)
            .collect::<Vec<_>>()
    };
    prop_oneof![
        8 => prop::sample::select(by_length(4)),
        1 => prop::sample::select(by_length(3)),
        1 => prop::sample::select(by_length(2)),
        1 => prop::sample::select(by_length(1)),
    ]
}

/// A board of four-byte tokens but for 8 to 30 empty squares here and
/// there: on a board of about a thousand squares, a little more or a
/// little less than the bound.
fn nearly_full(squares: usize) -> impl Strategy<Value = Vec<Option<Epin>>> {
    nearly_full_but(squares, 8..30)
}

/// A board of four-byte tokens but for `holes` empty squares.
fn nearly_full_but(
    squares: usize,
    holes: std::ops::Range<usize>,
) -> impl Strategy<Value = Vec<Option<Epin>>> {
    let long: Vec<Epin> = Epin::ALL
        .iter()
        .copied()
        .filter(|piece| piece.encode().len() == 4)
        .collect();
    (
        prop::collection::vec(prop::sample::select(long), squares),
        prop::collection::vec(0..squares, holes),
    )
        .prop_map(|(pieces, holes)| {
            let mut board: Vec<_> = pieces.into_iter().map(Some).collect();
            for hole in holes {
                board[hole] = None;
            }
            board
        })
}

/// Ranks of 255 squares, the first half nearly full and the second nearly
/// empty, so that runs of empty squares take one, two or three digits
/// near the bound.
fn half_full(squares: usize) -> impl Strategy<Value = Vec<Option<Epin>>> {
    let half = squares / 2;
    (
        nearly_full_but(half, 25..55),
        prop::collection::vec(prop::option::weighted(0.02, long_piece()), squares - half),
    )
        .prop_map(|(mut full, sparse)| {
            full.extend(sparse);
            full
        })
}

/// What a change near the bound does: pieces long and short, on cells of
/// the board, whole boards from `boards`, and hands.
fn op_near_bound(
    dimensions: Dimensions,
    boards: impl Strategy<Value = Vec<Option<Epin>>>,
) -> impl Strategy<Value = Op> {
    let squares = dimensions.square_count();
    prop_oneof![
        4 => ((0..squares).prop_map(move |index| dimensions.cell(index).unwrap()), prop::option::weighted(0.7, long_piece()))
            .prop_map(|(cell, square)| Op::Set(cell, square)),
        4 => (any::<usize>(), long_piece()).prop_map(|(nth, piece)| Op::Fill(nth, piece)),
        1 => boards.prop_map(Op::SetBoard),
        3 => (side(), long_piece(), prop_oneof![0..3u32, 8..12u32, 98..102u32])
            .prop_map(|(side, piece, count)| Op::Add(side, piece, count)),
        2 => (side(), long_piece(), 0..3u32).prop_map(|(side, piece, count)| Op::Remove(side, piece, count)),
        1 => Just(Op::SwitchTurn),
    ]
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

/// The bytes of the FEEN of a board and hands, worked out by the writers
/// of each field, which know no bound.
fn text_len<B: Grid>(board: &B, hands: [Hand; 2]) -> usize {
    placement(board).to_string().len()
        + hands[0].to_string().len()
        + hands[1].to_string().len()
        + " / W/w".len()
}

/// What an operation gave: what stood on the square for a change of one
/// square, `None` for the others; an error of `remove_from_hand` as
/// `PositionError::Hand`.
type Outcome = Result<Option<Epin>, PositionError>;

/// The board of `squares`, in the order written.
fn board_of<B: Grid>(squares: &[Option<Epin>]) -> B {
    let mut board = B::EMPTY;
    board.as_squares_mut().copy_from_slice(squares);
    board
}

/// The index of the empty square `Op::Fill(nth, _)` fills: the one after
/// `nth` others, counting round the board; `None` on a full board.
fn nth_empty<B: Grid>(position: &Position<B>, nth: usize) -> Option<usize> {
    let empty: Vec<usize> = position
        .squares()
        .enumerate()
        .filter_map(|(index, square)| square.is_none().then_some(index))
        .collect();
    (!empty.is_empty()).then(|| empty[nth % empty.len()])
}

/// Does `op` to `position` with its own mutators.
fn plain<B: Grid>(position: &mut Position<B>, op: &Op) -> Outcome {
    match op {
        Op::Set(cell, square) => position.set(*cell, *square),
        Op::SetBoard(squares) => position.set_board(board_of(squares)).map(|()| None),
        Op::Fill(nth, piece) => match nth_empty(position, *nth) {
            Some(index) => position.set(position.shape().cell(index).unwrap(), Some(*piece)),
            None => Ok(None),
        },
        Op::Add(side, piece, count) => position.add_to_hand(*side, *piece, *count).map(|()| None),
        Op::Remove(side, piece, count) => position
            .remove_from_hand(*side, *piece, *count)
            .map(|()| None)
            .map_err(PositionError::Hand),
        Op::SwitchTurn => {
            position.switch_turn();
            Ok(None)
        }
        Op::WithTurn(side) => {
            *position = position.with_turn(*side);
            Ok(None)
        }
    }
}

/// The bytes of the text `op` would give `position`, worked out by the
/// writers, when the change gets that far: a square of the board, a
/// board, pieces the hand takes.
fn len_after<B: Grid>(position: &Position<B>, op: &Op) -> Option<usize> {
    let hands = [*position.hand(Side::First), *position.hand(Side::Second)];
    let with_square = |index: usize, square: Option<Epin>| {
        let mut board = *position.board();
        board.as_squares_mut()[index] = square;
        text_len(&board, hands)
    };
    match op {
        Op::Set(cell, square) => position
            .shape()
            .index_of(*cell)
            .map(|index| with_square(index, *square)),
        Op::SetBoard(squares) => Some(text_len(&board_of::<B>(squares), hands)),
        Op::Fill(nth, piece) => {
            nth_empty(position, *nth).map(|index| with_square(index, Some(*piece)))
        }
        Op::Add(side, piece, count) => {
            let mut added = hands;
            added[side.index()]
                .add(*piece, *count)
                .is_ok()
                .then(|| text_len(position.board(), added))
        }
        Op::Remove(..) | Op::SwitchTurn | Op::WithTurn(_) => None,
    }
}

/// Does `op` to `position`; a refused change must leave it as it was, and
/// be refused for its length exactly when the text it would give is longer
/// than `MAX_LEN` (and than the text before).
fn apply<B: Grid + PartialEq + std::fmt::Debug>(position: &mut Position<B>, op: &Op) -> Outcome {
    let before = *position;
    let hands = [*position.hand(Side::First), *position.hand(Side::Second)];
    let len_before = text_len(position.board(), hands);
    let after = len_after(position, op);
    let result = plain(position, op);
    let too_long = after.filter(|&len| len > MAX_LEN && len > len_before);
    match result {
        Err(PositionError::TooLong { len }) => {
            assert_eq!(Some(len), too_long, "{op:?}");
        }
        Err(PositionError::TooManyPieces { .. } | PositionError::Hand(_)) => {}
        Ok(_) => assert_eq!(too_long, None, "{op:?} was not refused"),
        Err(error) => {
            assert!(
                matches!(error, PositionError::OffBoard { .. }),
                "{op:?}: {error}"
            );
        }
    }
    if result.is_err() {
        assert_eq!(*position, before, "{op:?}");
    }
    result
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
        let _ = apply(&mut position, op);
        reads_back(&position);
    }
}

/// Runs `ops` from a position whose board is `squares` when that fits the
/// bound (else empty).
fn run_near_bound<B: Grid + PartialEq + std::fmt::Debug>(squares: &[Option<Epin>], ops: &[Op]) {
    let styles = (Sin::parse("W").unwrap(), Sin::parse("w").unwrap());
    let mut position = Position::new(B::EMPTY, styles.0, styles.1).unwrap();
    let _ = apply(&mut position, &Op::SetBoard(squares.to_vec()));
    reads_back(&position);
    for op in ops {
        let _ = apply(&mut position, op);
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

/// The operations near the bound, in sequences of up to 40.
fn ops_near_bound<B: Grid>() -> impl Strategy<Value = Vec<Op>> {
    let dimensions = B::DIMENSIONS;
    prop::collection::vec(
        op_near_bound(dimensions, half_full(dimensions.square_count())),
        0..40,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_sequence_of_operations_near_the_length_bound_writes_text_that_reads_back(
        board in nearly_full(1024),
        ops in ops_near_bound::<Board<32, 32>>(),
    ) {
        run_near_bound::<Board<32, 32>>(&board, &ops);
    }

    #[test]
    fn every_sequence_of_operations_near_the_length_bound_writes_text_that_reads_back_on_a_cube(
        board in nearly_full(1024),
        ops in ops_near_bound::<Board3<2, 16, 32>>(),
    ) {
        run_near_bound::<Board3<2, 16, 32>>(&board, &ops);
    }

    #[test]
    fn every_sequence_of_operations_near_the_length_bound_writes_text_that_reads_back_on_long_ranks(
        board in half_full(8 * 255),
        ops in ops_near_bound::<Board<8, 255>>(),
    ) {
        run_near_bound::<Board<8, 255>>(&board, &ops);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    #[ignore = "150 sequences on boards of a thousand squares: CI runs it (cargo test -- --ignored)"]
    fn every_sequence_of_operations_near_the_length_bound_writes_text_that_reads_back_on_150_boards(
        board in nearly_full(1024),
        ops in ops_near_bound::<Board<32, 32>>(),
    ) {
        run_near_bound::<Board<32, 32>>(&board, &ops);
    }

    #[test]
    #[ignore = "150 sequences on boards of a thousand squares: CI runs it (cargo test -- --ignored)"]
    fn every_sequence_of_operations_near_the_length_bound_writes_text_that_reads_back_on_150_cubes(
        board in nearly_full(1024),
        ops in ops_near_bound::<Board3<2, 16, 32>>(),
    ) {
        run_near_bound::<Board3<2, 16, 32>>(&board, &ops);
    }

    #[test]
    #[ignore = "150 sequences on boards of two thousand squares: CI runs it (cargo test -- --ignored)"]
    fn every_sequence_of_operations_near_the_length_bound_writes_text_that_reads_back_on_150_long_ranks(
        board in half_full(8 * 255),
        ops in ops_near_bound::<Board<8, 255>>(),
    ) {
        run_near_bound::<Board<8, 255>>(&board, &ops);
    }
}
