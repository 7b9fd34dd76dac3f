//! `Position::edit`: every change made through the guard gives what the
//! position's own mutator gives (the same result or error, the same
//! position), and the counts the guard keeps are those of the position as
//! it stands, whatever came before: a guard made anywhere in a sequence,
//! on any shape, near the length bound, with full boards and hands.

use pin_runtime::feen::PositionEdit;

use super::*;

/// Does `op` through the guard, as `plain` does it with the position's
/// own mutators.
fn guarded<B: Grid>(edit: &mut PositionEdit<'_, B>, op: &Op) -> Outcome {
    match op {
        Op::Set(cell, square) => edit.set(*cell, *square),
        Op::SetBoard(squares) => edit.set_board(board_of(squares)).map(|()| None),
        Op::Fill(nth, piece) => match nth_empty(edit, *nth) {
            Some(index) => {
                let cell = edit.shape().cell(index).unwrap();
                edit.set(cell, Some(*piece))
            }
            None => Ok(None),
        },
        Op::Add(side, piece, count) => edit.add_to_hand(*side, *piece, *count).map(|()| None),
        Op::Remove(side, piece, count) => edit
            .remove_from_hand(*side, *piece, *count)
            .map(|()| None)
            .map_err(PositionError::Hand),
        Op::SwitchTurn => {
            edit.switch_turn();
            Ok(None)
        }
        // The guard has no `with_turn`, which takes the position by value.
        Op::WithTurn(side) => {
            if edit.turn() != *side {
                edit.switch_turn();
            }
            Ok(None)
        }
    }
}

/// The guard's counts are the position's, measured by its writer.
fn counts_agree<B: Grid>(edit: &PositionEdit<'_, B>) {
    let text = edit.to_string();
    assert_eq!(edit.text_len(), text.len(), "{text}");
    // The position's own count, square by square.
    assert_eq!(edit.piece_count(), (**edit).piece_count(), "{text}");
}

/// Runs `ops` from `start` twice, with the position's mutators (checked
/// by `apply` against the writers) and through guards, a new guard made
/// before each op marked `true`: every op gives the same outcome and the
/// same position, and after each the guard's counts are the position's
/// and its text reads back.
fn twin<B: Grid + PartialEq + std::fmt::Debug>(start: Position<B>, ops: &[(Op, bool)]) {
    let mut plain = start;
    let mut edited = start;
    let mut edit = edited.edit();
    counts_agree(&edit);
    for (op, renew) in ops {
        if *renew {
            // The guard before ends here: its borrow is not used again.
            edit = edited.edit();
            counts_agree(&edit);
        }
        let before = *edit;
        let expected = apply(&mut plain, op);
        let got = guarded(&mut edit, op);
        assert_eq!(got, expected, "{op:?}");
        assert_eq!(*edit, plain, "{op:?}");
        if got.is_err() {
            assert_eq!(*edit, before, "{op:?}");
        }
        counts_agree(&edit);
        assert!(edit.text_len() <= MAX_LEN, "{op:?}");
        reads_back(&edit);
    }
    assert_eq!(edited, plain);
}

/// `ops` with, before each, a new guard one time in eight.
fn with_renewals(
    ops: impl Strategy<Value = Op>,
    len: std::ops::Range<usize>,
) -> impl Strategy<Value = Vec<(Op, bool)>> {
    prop::collection::vec((ops, prop::bool::weighted(0.125)), len)
}

/// An empty position of board type `B`.
fn empty<B: Grid>() -> Position<B> {
    Position::new(B::EMPTY, Sin::parse("W").unwrap(), Sin::parse("j").unwrap()).unwrap()
}

/// A position whose board is `squares` when that is within the bounds
/// (else empty), made by the position's own `set_board`.
fn near_bound<B: Grid + PartialEq + std::fmt::Debug>(squares: &[Option<Epin>]) -> Position<B> {
    let mut position = empty::<B>();
    let _ = apply(&mut position, &Op::SetBoard(squares.to_vec()));
    position
}

/// `pieces` tokens, most of them long, on random squares of an empty board
/// of `squares` (a few may land on the same square): the 255×255 board's
/// text passes the bound with about 580.
fn sparse(
    squares: usize,
    pieces: std::ops::Range<usize>,
) -> impl Strategy<Value = Vec<Option<Epin>>> {
    prop::collection::vec((0..squares, long_piece()), pieces).prop_map(move |placed| {
        let mut board = vec![None; squares];
        for (index, piece) in placed {
            board[index] = Some(piece);
        }
        board
    })
}

/// Runs `test` on a thread of its own with room for the positions of
/// 65,025 squares (127 KiB each) that a test of the largest board keeps on
/// its stack, more than a test thread has.
fn on_a_large_stack(test: impl FnOnce() + Send + 'static) {
    let thread = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(test)
        .unwrap();
    if let Err(panic) = thread.join() {
        std::panic::resume_unwind(panic);
    }
}

/// Near the bound on a board of `B`, boards for `SetBoard` from `boards`.
fn ops_near<B: Grid>(
    boards: impl Strategy<Value = Vec<Option<Epin>>>,
    len: std::ops::Range<usize>,
) -> impl Strategy<Value = Vec<(Op, bool)>> {
    with_renewals(op_near_bound(B::DIMENSIONS, boards), len)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_guard_does_what_the_mutators_do_on_a_single_square(
        ops in with_renewals(op(<Board<1, 1>>::DIMENSIONS), 0..30),
    ) {
        twin(empty::<Board<1, 1>>(), &ops);
    }

    #[test]
    fn the_guard_does_what_the_mutators_do_on_a_line(
        ops in with_renewals(op(<Board<1, 3>>::DIMENSIONS), 0..30),
    ) {
        twin(empty::<Board<1, 3>>(), &ops);
    }

    #[test]
    fn the_guard_does_what_the_mutators_do_on_a_small_board(
        ops in with_renewals(op(<Board<3, 3>>::DIMENSIONS), 0..40),
    ) {
        twin(empty::<Board<3, 3>>(), &ops);
    }

    #[test]
    fn the_guard_does_what_the_mutators_do_on_a_chess_board(
        ops in with_renewals(op(<Board<8, 8>>::DIMENSIONS), 0..60),
    ) {
        twin(empty::<Board<8, 8>>(), &ops);
    }

    #[test]
    fn the_guard_does_what_the_mutators_do_on_a_cube(
        ops in with_renewals(op(<Board3<2, 2, 2>>::DIMENSIONS), 0..30),
    ) {
        twin(empty::<Board3<2, 2, 2>>(), &ops);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn the_guard_does_what_the_mutators_do_near_the_length_bound(
        board in nearly_full(1024),
        ops in ops_near::<Board<32, 32>>(nearly_full(1024), 0..40),
    ) {
        twin(near_bound::<Board<32, 32>>(&board), &ops);
    }

    #[test]
    fn the_guard_does_what_the_mutators_do_near_the_length_bound_on_a_cube(
        board in nearly_full(1024),
        ops in ops_near::<Board3<2, 16, 32>>(nearly_full(1024), 0..40),
    ) {
        twin(near_bound::<Board3<2, 16, 32>>(&board), &ops);
    }

    #[test]
    fn the_guard_does_what_the_mutators_do_near_the_length_bound_on_long_ranks(
        board in half_full(8 * 255),
        ops in ops_near::<Board<8, 255>>(half_full(8 * 255), 0..40),
    ) {
        twin(near_bound::<Board<8, 255>>(&board), &ops);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3))]

    #[test]
    fn the_guard_does_what_the_mutators_do_near_the_length_bound_on_the_largest_board(
        board in sparse(255 * 255, 545..580),
        ops in ops_near::<Board<255, 255>>(sparse(255 * 255, 560..620), 0..20),
    ) {
        on_a_large_stack(move || twin(near_bound::<Board<255, 255>>(&board), &ops));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    #[ignore = "100 sequences on boards of one to two thousand squares: CI runs it (cargo test -- --ignored)"]
    fn the_guard_does_what_the_mutators_do_near_the_length_bound_on_100_boards(
        board in nearly_full(1024),
        ops in ops_near::<Board<32, 32>>(nearly_full(1024), 0..40),
        cube in nearly_full(1024),
        cube_ops in ops_near::<Board3<2, 16, 32>>(nearly_full(1024), 0..40),
        ranks in half_full(8 * 255),
        rank_ops in ops_near::<Board<8, 255>>(half_full(8 * 255), 0..40),
    ) {
        twin(near_bound::<Board<32, 32>>(&board), &ops);
        twin(near_bound::<Board3<2, 16, 32>>(&cube), &cube_ops);
        twin(near_bound::<Board<8, 255>>(&ranks), &rank_ops);
    }

    #[test]
    #[ignore = "100 sequences on the 255×255 board: CI runs it (cargo test -- --ignored)"]
    fn the_guard_does_what_the_mutators_do_near_the_length_bound_on_100_of_the_largest_boards(
        board in sparse(255 * 255, 545..580),
        ops in ops_near::<Board<255, 255>>(sparse(255 * 255, 560..620), 0..20),
    ) {
        on_a_large_stack(move || twin(near_bound::<Board<255, 255>>(&board), &ops));
    }
}

#[test]
fn a_guard_on_a_full_board_refuses_what_the_position_refuses() {
    let mut position = feen!("k^PP/PPP/PPK^ / W/w");
    let before = position;
    let mut edit = position.edit();
    assert_eq!((edit.piece_count(), edit.text_len()), (9, 19));
    let full = Err(PositionError::TooManyPieces {
        pieces: 10,
        squares: 9,
    });
    assert_eq!(edit.add_to_hand(Side::First, epin!("P"), 1), full);
    assert_eq!(
        edit.add_to_hand(Side::Second, epin!("P"), u32::MAX),
        Err(PositionError::TooManyPieces {
            pieces: 9 + u32::MAX as usize,
            squares: 9
        })
    );
    // Replacing a piece is always allowed, and keeps the count.
    assert_eq!(
        edit.set(cell!("b2"), Some(epin!("+P"))),
        Ok(Some(epin!("P")))
    );
    assert_eq!((edit.piece_count(), edit.text_len()), (9, 20));
    // A piece taken into hand keeps the board full.
    let taken = edit.set(cell!("b2"), None).unwrap().unwrap();
    edit.add_to_hand(Side::Second, taken.flipped(), 1).unwrap();
    assert_eq!(
        edit.set(cell!("b2"), Some(epin!("p"))),
        Err(PositionError::TooManyPieces {
            pieces: 10,
            squares: 9
        })
    );
    assert_eq!(edit.to_string(), "k^PP/P1P/PPK^ /+p W/w");
    assert_eq!((edit.piece_count(), edit.text_len()), (9, 21));
    assert_ne!(position, before);
    assert_eq!(Position::parse(&position.to_string()), Ok(position));
}

#[test]
fn a_guard_keeps_the_hands_own_bounds() {
    let mut position = feen!("8/8/8/8/8/8/8/8 / W/w");
    let mut edit = position.edit();
    for piece in Epin::ALL.iter().take(Hand::CAPACITY) {
        edit.add_to_hand(Side::First, *piece, 1).unwrap();
    }
    let full_hand = *edit;
    let (pieces, len) = (edit.piece_count(), edit.text_len());
    let extra = Epin::ALL[Hand::CAPACITY];
    assert_eq!(
        edit.add_to_hand(Side::First, extra, 1),
        Err(PositionError::Hand(HandError::Full { piece: extra }))
    );
    assert_eq!(
        edit.remove_from_hand(Side::First, extra, 1),
        Err(HandError::NotHeld {
            piece: extra,
            held: 0,
            wanted: 1
        })
    );
    assert_eq!(
        edit.remove_from_hand(Side::First, Epin::ALL[0], 2),
        Err(HandError::NotHeld {
            piece: Epin::ALL[0],
            held: 1,
            wanted: 2
        })
    );
    // Refused changes leave the position and both counts as they were.
    assert_eq!(*edit, full_hand);
    assert_eq!((edit.piece_count(), edit.text_len()), (pieces, len));
    // The other hand has its own room; 48 more pieces fill the board.
    edit.add_to_hand(Side::Second, extra, 48).unwrap();
    assert_eq!(edit.piece_count(), 64);
    assert_eq!(
        edit.add_to_hand(Side::Second, extra, 1),
        Err(PositionError::TooManyPieces {
            pieces: 65,
            squares: 64
        })
    );
    // Removing to zero takes the item out of the hand: `48x` becomes
    // nothing, and the text shrinks by its bytes.
    let len = edit.text_len();
    edit.remove_from_hand(Side::Second, extra, 48).unwrap();
    assert_eq!(edit.text_len(), len - format!("48{extra}").len());
    assert!(edit.hand(Side::Second).is_empty());
    assert_eq!(edit.to_string().len(), edit.text_len());
    assert_eq!(Position::parse(&edit.to_string()), Ok(*edit));
}

#[test]
fn a_guard_refuses_a_change_past_the_bound_as_the_position_does() {
    // The 32×32 board of `+K^'` ten squares short of full: 4,095 bytes.
    let piece = epin!("+K^'");
    let mut nearly: Board<32, 32> = [[Some(piece); 32]; 32];
    nearly[31][22..].fill(None);
    let styles = (Sin::parse("W").unwrap(), Sin::parse("w").unwrap());
    let mut position = Position::new(nearly, styles.0, styles.1).unwrap();
    let mut plain = position;
    let mut edit = position.edit();
    assert_eq!(edit.text_len(), 4095);
    for (cell, square) in [
        (cell!("w1"), Some(piece)),
        (cell!("w1"), Some(epin!("K"))),
        (cell!("w1"), Some(epin!("+K"))),
        (cell!("w1"), Some(epin!("+K^"))),
        (cell!("w1"), None),
        (cell!("a1"), None),
        (cell!("a1"), Some(piece)),
    ] {
        let before = (*edit, edit.text_len());
        let got = edit.set(cell, square);
        assert_eq!(got, plain.set(cell, square), "{cell} {square:?}");
        if got.is_err() {
            assert_eq!((*edit, edit.text_len()), before);
        }
        assert_eq!(*edit, plain);
        assert_eq!(edit.text_len(), edit.to_string().len());
    }
    assert_eq!(
        edit.add_to_hand(Side::First, epin!("K"), 1),
        plain.add_to_hand(Side::First, epin!("K"), 1)
    );
    assert_eq!(edit.text_len(), 4096);
    assert_eq!(
        edit.add_to_hand(Side::First, epin!("K"), 1),
        Err(PositionError::TooLong { len: 4097 })
    );
    // A full board leaves no room for the piece in hand, and without it
    // is too long.
    let full = [[Some(piece); 32]; 32];
    assert_eq!(
        edit.set_board(full),
        Err(PositionError::TooManyPieces {
            pieces: 1025,
            squares: 1024
        })
    );
    assert_eq!(edit.set_board(full), plain.set_board(full));
    edit.remove_from_hand(Side::First, epin!("K"), 1).unwrap();
    plain.remove_from_hand(Side::First, epin!("K"), 1).unwrap();
    assert_eq!(
        edit.set_board(full),
        Err(PositionError::TooLong { len: 4133 })
    );
    assert_eq!(edit.set_board(full), plain.set_board(full));
    assert_eq!(*edit, plain);
    assert_eq!(edit.text_len(), 4095);
}

#[test]
fn a_guard_on_a_position_made_too_long_lets_it_only_shrink() {
    // `Position::new` does not measure: 4,133 bytes, which the guard
    // measures when it is made.
    let full: Board<32, 32> = [[Some(epin!("+K^'")); 32]; 32];
    let styles = (Sin::parse("W").unwrap(), Sin::parse("w").unwrap());
    let mut position = Position::new(full, styles.0, styles.1).unwrap();
    let mut edit = position.edit();
    assert_eq!(edit.text_len(), 4133);
    assert_eq!(edit.add_to_hand(Side::First, epin!("P"), 0), Ok(()));
    edit.set(cell!("a1"), None).unwrap();
    assert_eq!(edit.text_len(), 4130);
    edit.set(cell!("a1"), Some(epin!("K"))).unwrap();
    assert_eq!(
        edit.set(cell!("a1"), Some(epin!("+K"))),
        Err(PositionError::TooLong { len: 4131 })
    );
    edit.switch_turn();
    assert_eq!(edit.text_len(), 4130);
    assert_eq!(edit.text_len(), edit.to_string().len());
}

#[test]
fn a_guard_fills_a_board_square_by_square_as_the_position_does() {
    // Pawns fill the first ranks of 64 until the text is full; the guard
    // stops on the same square with the same error.
    let mut position: Position<Board<64, 64>> =
        Position::parse(&format!("{} / W/w", vec!["64"; 64].join("/"))).unwrap();
    let mut plain = position;
    let shape = position.shape();
    let mut edit = position.edit();
    let mut stopped = None;
    for index in 0..edit.square_count() {
        let cell = shape.cell(index).unwrap();
        let got = edit.set(cell, Some(epin!("P")));
        assert_eq!(got, plain.set(cell, Some(epin!("P"))), "{cell}");
        if let Err(error) = got {
            stopped = Some((index, error));
            break;
        }
    }
    assert_eq!(
        stopped.map(|(_, error)| error),
        Some(PositionError::TooLong { len: MAX_LEN + 1 })
    );
    assert_eq!(edit.text_len(), MAX_LEN);
    assert_eq!(edit.piece_count(), stopped.unwrap().0);
    assert_eq!(*edit, plain);
}
