//! `Position::apply` and `Position::undo`: each check in its order with its
//! message, against a model of the rules written here on random move
//! sequences; every position reached reads back from its text, a refused
//! move changes nothing, and undoing restores each position exactly.

use std::collections::BTreeMap;

use pin_runtime::feen::Grid;
use pin_runtime::{
    ApplyErrorKind, Board, Board3, Captures, Cell, Epin, Hand, Pmn, PmnForm, Position, Side,
    UndoError,
};
use proptest::prelude::*;

/// Applies `text` to `position` and returns the error's message.
fn refusal<B: Grid + PartialEq + std::fmt::Debug>(
    position: &str,
    text: &str,
    captures: Captures,
) -> String {
    let mut position: Position<B> = position.parse().unwrap();
    let before = position;
    let error = position
        .apply(Pmn::parse(text).unwrap(), captures)
        .unwrap_err();
    assert_eq!(position, before, "{text}");
    error.to_string()
}

#[test]
fn each_check_with_its_message() {
    let p = "k^2/1p1/1R1 2P/ J/j";
    let cases = [
        (
            "d1-a1",
            Captures::Remove,
            "expected a square of the board (3 ranks of 3 squares), found d1",
        ),
        (
            "b1-c",
            Captures::Remove,
            "expected a square of the board (3 ranks of 3 squares), found c",
        ),
        (
            "b1~b2",
            Captures::Remove,
            "expected a move without game rules, found '~', whose other effects a game's bridge applies",
        ),
        (
            "a3-a2",
            Captures::Remove,
            "expected a piece of the side to move (uppercase) on a3, found k^",
        ),
        (
            "a1-a2",
            Captures::Remove,
            "expected a piece of the side to move on a1, found an empty square",
        ),
        (
            "*a1",
            Captures::ToHand,
            "expected the piece to drop before '*', found none",
        ),
        (
            ".b2",
            Captures::ToHand,
            "expected the piece to drop before '.', found none",
        ),
        (
            "p*a1",
            Captures::ToHand,
            "expected p in the hand of the side to move, found none",
        ),
        (
            "b1-b2",
            Captures::Remove,
            "expected an empty square at b2, found p",
        ),
        (
            "P*b2",
            Captures::ToHand,
            "expected an empty square at b2, found p",
        ),
        (
            "b1+a2",
            Captures::Remove,
            "expected a piece to take on a2, found an empty square",
        ),
        (
            "+a1",
            Captures::Remove,
            "expected a piece to take on a1, found an empty square",
        ),
        (
            "a1=Q",
            Captures::Remove,
            "expected a piece to change on a1, found an empty square",
        ),
        (
            "b1-a1=R",
            Captures::Remove,
            "expected a piece other than R after '=', found R at b1",
        ),
        (
            "P*a1=P",
            Captures::ToHand,
            "expected a piece other than P after '=', found P at a1",
        ),
        (
            "b2=p",
            Captures::Remove,
            "expected a piece other than p after '=', found p at b2",
        ),
        (
            "b1+b2/p",
            Captures::Remove,
            "expected no '/' where taken pieces leave play, found p taken at b2",
        ),
        (
            "b1+b2/p",
            Captures::ToHand,
            "expected a piece other than p after '/', found p at b2",
        ),
    ];
    for (text, captures, message) in cases {
        assert_eq!(
            refusal::<Board<3, 3>>(p, text, captures),
            format!("cannot apply \"{text}\": {message}"),
        );
    }
}

#[test]
fn checks_come_in_their_order() {
    let p = "k^2/1p1/1R1 2P/ J/j";
    let kind = |text: &str, captures| {
        let mut position: Position<Board<3, 3>> = p.parse().unwrap();
        position
            .apply(Pmn::parse(text).unwrap(), captures)
            .unwrap_err()
            .kind()
    };
    let c = |text: &str| Cell::parse(text).unwrap();
    let e = |text: &str| Epin::parse(text).unwrap();
    // Off the board before `~`, `~` before the origin, the origin before
    // the destination, the destination before the suffixes, `=` before
    // `/`.
    assert!(matches!(
        kind("a9~a1", Captures::Remove),
        ApplyErrorKind::OffBoard { .. }
    ));
    assert_eq!(kind("a2~a1", Captures::Remove), ApplyErrorKind::Special);
    assert_eq!(
        kind("a2+b2=Q/p", Captures::Remove),
        ApplyErrorKind::NotMover {
            square: c("a2"),
            found: None
        }
    );
    assert_eq!(
        kind("p*b2=P", Captures::ToHand),
        ApplyErrorKind::NotInHand { piece: e("p") }
    );
    assert_eq!(
        kind("b1-b2=R", Captures::Remove),
        ApplyErrorKind::Occupied {
            square: c("b2"),
            found: e("p")
        }
    );
    assert_eq!(
        kind("b1+b2=R/p", Captures::Remove),
        ApplyErrorKind::SameActor {
            square: c("b1"),
            piece: e("R")
        }
    );
}

#[test]
fn a_seventeenth_kind_in_hand_is_refused() {
    // 16 different pieces in the first hand, a 17th to take.
    let hand = "ABCDEFGHIJLMNOPQ";
    let text = format!("k^4/z4/Y4/5/5 {hand}/ W/w");
    let mut position: Position<Board<5, 5>> = text.parse().unwrap();
    let before = position;
    let error = position
        .apply(Pmn::parse("a3+a4").unwrap(), Captures::ToHand)
        .unwrap_err();
    assert_eq!(
        error.kind(),
        ApplyErrorKind::HandFull {
            piece: Epin::parse("z").unwrap()
        }
    );
    assert_eq!(
        error.to_string(),
        "cannot apply \"a3+a4\": expected at most 16 different pieces in the hand of the side to move, found a new one: z"
    );
    assert_eq!(position, before);
    // Under `Remove`, or taking a kind held, or dropping the last of a kind
    // while taking a new one, the hand stays within 16.
    position
        .apply(Pmn::parse("a3+a4").unwrap(), Captures::Remove)
        .unwrap();
    let mut position: Position<Board<5, 5>> = text.parse().unwrap();
    position
        .apply(Pmn::parse("Q.a4").unwrap(), Captures::ToHand)
        .unwrap();
    assert_eq!(position.to_string(), "k^4/Q4/Y4/5/5 ABCDEFGHIJLMNOPz/ w/W");
    assert_eq!(position.hand(Side::First).len(), Hand::CAPACITY);
}

#[test]
fn a_result_over_4096_bytes_is_refused() {
    // 1,200 squares, 957 of them `+K^'` and the others `P`: 3 × 957 +
    // 1,200 + 19 slashes + " / W/w" make 4,096 bytes.
    type Big = Board<20, 60>;
    let squares: Vec<&str> = (0..1200)
        .map(|i| if i < 957 { "+K^'" } else { "P" })
        .collect();
    let ranks: Vec<String> = squares.chunks(60).map(<[&str]>::concat).collect();
    let text = format!("{} / W/w", ranks.join("/"));
    let mut position: Position<Big> = text.parse().unwrap();
    let written = position.to_string().len();
    assert_eq!(written, 4096);
    let pawn = position
        .pieces()
        .find(|(_, piece)| piece.to_string() == "P")
        .unwrap()
        .0;
    let before = position;
    let grow = Pmn::new_mutate(pawn, Epin::parse("+K^'").unwrap());
    let error = position.apply(grow, Captures::Remove).unwrap_err();
    assert_eq!(error.kind(), ApplyErrorKind::TooLong { len: written + 3 });
    assert_eq!(
        error.to_string(),
        format!(
            "cannot apply \"{grow}\": expected a position of at most 4096 bytes, found {} bytes",
            written + 3
        )
    );
    assert_eq!(position, before);
    // A change that keeps the length is applied.
    position
        .apply(
            Pmn::new_mutate(pawn, Epin::parse("Q").unwrap()),
            Captures::Remove,
        )
        .unwrap();
}

#[test]
fn undo_refuses_what_another_position_shows() {
    let mut position: Position<Board<3, 3>> = "k^2/1p1/1R1 / J/j".parse().unwrap();
    let start = position;
    let undo = position
        .apply(Pmn::parse("b1+b2=+R").unwrap(), Captures::ToHand)
        .unwrap();
    // The move is taken back once; then the position no longer shows it.
    let mut twice = position;
    twice.undo(undo).unwrap();
    assert_eq!(twice, start);
    assert_eq!(
        twice.undo(undo),
        Err(UndoError::Turn {
            expected: Side::Second
        })
    );
    let mut other: Position<Board<3, 3>> = "k^2/1+R1/3 / j/J".parse().unwrap();
    let err = other.undo(undo).unwrap_err();
    assert_eq!(
        err,
        UndoError::NotInHand {
            piece: Epin::parse("p").unwrap()
        }
    );
    assert_eq!(
        err.to_string(),
        "cannot undo the move: expected p in the hand of the side that moved, as the move left it, found none"
    );
    let mut other: Position<Board<3, 3>> = "k^2/1R1/3 p/ j/J".parse().unwrap();
    assert_eq!(
        other.undo(undo).unwrap_err().to_string(),
        "cannot undo the move: expected +R on b2, as the move left it, found R"
    );
}

/// The pieces of the random positions: both sides, every modifier.
const PIECES: [&str; 12] = [
    "P", "p", "+P", "-p", "K^", "k^", "S'", "+s'", "R", "r", "+B^'", "q",
];

/// A board's squares in the order written, and the two hands.
type Outcome = (Vec<Option<Epin>>, [BTreeMap<Epin, u32>; 2]);

/// A model of `apply` written from the specification: the resulting
/// board and hands, or the name of the first check that refuses.
fn model<B: Grid>(
    position: &Position<B>,
    pmn: Pmn,
    captures: Captures,
) -> Result<Outcome, &'static str> {
    let dims = position.shape();
    let mut board: Vec<Option<Epin>> = position.squares().collect();
    let mut hands = [
        position.first_hand().collect::<BTreeMap<_, _>>(),
        position.second_hand().collect::<BTreeMap<_, _>>(),
    ];
    let mover = position.turn();
    if pmn.form() == PmnForm::Pass {
        return Ok((board, hands));
    }
    let from = pmn.from().map(|cell| dims.index_of(cell).ok_or("OffBoard"));
    let from = from.transpose()?;
    let to = dims.index_of(pmn.to().unwrap()).ok_or("OffBoard")?;
    if pmn.form() == PmnForm::Special {
        return Err("Special");
    }
    let mut actor = match from {
        Some(i) => match board[i] {
            Some(piece) if piece.side() == mover => Some(piece),
            _ => return Err("NotMover"),
        },
        None => None,
    };
    let dropped = if pmn.is_drop() {
        let piece = pmn.piece().ok_or("NoDropPiece")?;
        if hands[mover.index()].get(&piece).copied().unwrap_or(0) == 0 {
            return Err("NotInHand");
        }
        actor = Some(piece);
        Some(piece)
    } else {
        None
    };
    let takes = matches!(
        pmn.form(),
        PmnForm::Capture | PmnForm::Static | PmnForm::DropCapture | PmnForm::Mutate
    );
    match (board[to], takes) {
        (Some(_), false) => return Err("Occupied"),
        (None, true) => return Err("Vacant"),
        _ => {}
    }
    if pmn.form() == PmnForm::Mutate {
        actor = board[to];
    }
    if pmn.actor().is_some() && pmn.actor() == actor {
        return Err("SameActor");
    }
    let landed = pmn.actor().or(actor);
    if pmn.form() == PmnForm::Mutate {
        board[to] = landed;
        return Ok((board, hands));
    }
    let mut into_hand = None;
    if takes {
        let target = board[to].unwrap();
        match (pmn.captured(), captures) {
            (Some(_), Captures::Remove) => return Err("CapturedRemoved"),
            (Some(piece), Captures::ToHand) if piece == target => return Err("SameCaptured"),
            (suffix, Captures::ToHand) => into_hand = Some(suffix.unwrap_or(target)),
            (None, Captures::Remove) => {}
        }
    }
    let hand = &mut hands[mover.index()];
    if let Some(piece) = dropped {
        let left = hand[&piece] - 1;
        if left == 0 {
            hand.remove(&piece);
        } else {
            hand.insert(piece, left);
        }
    }
    if let Some(piece) = into_hand {
        *hand.entry(piece).or_insert(0) += 1;
        if hand.len() > Hand::CAPACITY {
            return Err("HandFull");
        }
    }
    if let Some(i) = from {
        board[i] = None;
    }
    board[to] = if pmn.form() == PmnForm::Static {
        None
    } else {
        landed
    };
    Ok((board, hands))
}

/// The name of an error kind, as the model says it.
fn name(kind: ApplyErrorKind) -> &'static str {
    match kind {
        ApplyErrorKind::OffBoard { .. } => "OffBoard",
        ApplyErrorKind::Special => "Special",
        ApplyErrorKind::NotMover { .. } => "NotMover",
        ApplyErrorKind::NoDropPiece => "NoDropPiece",
        ApplyErrorKind::NotInHand { .. } => "NotInHand",
        ApplyErrorKind::Occupied { .. } => "Occupied",
        ApplyErrorKind::Vacant { .. } => "Vacant",
        ApplyErrorKind::SameActor { .. } => "SameActor",
        ApplyErrorKind::SameCaptured { .. } => "SameCaptured",
        ApplyErrorKind::CapturedRemoved { .. } => "CapturedRemoved",
        ApplyErrorKind::HandFull { .. } => "HandFull",
        ApplyErrorKind::TooLong { .. } => "TooLong",
        _ => "other",
    }
}

/// A move built from `seed` for `position`: mostly moves its pieces could
/// make without rules, sometimes anything.
fn random_move<B: Grid>(position: &Position<B>, seed: u64) -> Pmn {
    let dims = position.shape();
    let squares = dims.square_count();
    let pick = |n: usize, shift: u32| usize::try_from((seed >> shift) % n as u64).unwrap();
    let piece = |shift: u32| Epin::parse(PIECES[pick(PIECES.len(), shift)]).unwrap();
    let any_cell = |shift: u32| {
        if pick(8, shift) == 0 {
            // Off the board, or of another dimension.
            Cell::new_2d(u8::try_from(pick(12, shift + 3)).unwrap(), 9)
        } else {
            dims.cell(pick(squares, shift + 3)).unwrap()
        }
    };
    let mover = position.turn();
    let own: Vec<Cell> = position
        .pieces()
        .filter(|(_, piece)| piece.side() == mover)
        .map(|(cell, _)| cell)
        .collect();
    let held: Vec<Epin> = position
        .hand(mover)
        .iter()
        .map(|(piece, _)| piece)
        .collect();
    let occupied = |cell: Cell| matches!(position.get(cell), Some(Some(_)));
    let actor = if pick(4, 40) == 0 {
        Some(piece(44))
    } else {
        None
    };
    let captured = if pick(3, 48) == 0 {
        Some(piece(52))
    } else {
        None
    };
    let pmn = match pick(12, 0) {
        0 => Pmn::PASS,
        1..=4 => {
            let from = if own.is_empty() {
                any_cell(8)
            } else {
                own[pick(own.len(), 8)]
            };
            let to = any_cell(16);
            let form = if occupied(to) ^ (pick(10, 24) == 0) {
                PmnForm::Capture
            } else {
                PmnForm::Move
            };
            match Pmn::new(form, from, to) {
                Some(pmn) => pmn,
                None => Pmn::PASS,
            }
        }
        5 => Pmn::new(PmnForm::Special, any_cell(8), any_cell(16)).unwrap_or(Pmn::PASS),
        6 => Pmn::new_static(any_cell(8)),
        7..=9 => {
            let dropped = if held.is_empty() || pick(10, 24) == 0 {
                if pick(6, 28) == 0 {
                    None
                } else {
                    Some(piece(32))
                }
            } else {
                Some(held[pick(held.len(), 24)])
            };
            let to = any_cell(8);
            Pmn::new_drop(dropped, to, occupied(to) ^ (pick(10, 36) == 0))
        }
        10 => Pmn::new_mutate(any_cell(8), piece(16)),
        _ => {
            let text = ["a1+a2=K^/p", "a1+b1/P", ".a1/+B^'", "+a1/q", "P*c1"][pick(5, 8)];
            Pmn::parse(text).unwrap()
        }
    };
    let pmn = pmn.with_actor(actor).unwrap_or(pmn);
    pmn.with_captured(captured).unwrap_or(pmn)
}

/// Plays the moves of `seeds` from `start`, each checked against the model;
/// then takes them all back.
fn play<B: Grid + PartialEq + std::fmt::Debug>(start: &str, seeds: &[u64]) {
    let start: Position<B> = start.parse().unwrap();
    let mut position = start;
    let mut undos = Vec::new();
    for (i, &seed) in seeds.iter().enumerate() {
        let pmn = random_move(&position, seed);
        let captures = if seed >> 60 & 1 == 0 {
            Captures::Remove
        } else {
            Captures::ToHand
        };
        let before = position;
        let expected = model(&position, pmn, captures);
        match position.apply(pmn, captures) {
            Err(error) => {
                assert_eq!(position, before, "{pmn} refused changed the position");
                assert_eq!(
                    expected.err(),
                    Some(name(error.kind())),
                    "{before} {pmn} {captures:?}: {error}"
                );
            }
            Ok(undo) => {
                let (board, hands) =
                    expected.unwrap_or_else(|e| panic!("{before} {pmn}: model says {e}"));
                assert_eq!(
                    position.squares().collect::<Vec<_>>(),
                    board,
                    "{before} {pmn}"
                );
                assert_eq!(position.first_hand().collect::<BTreeMap<_, _>>(), hands[0]);
                assert_eq!(position.second_hand().collect::<BTreeMap<_, _>>(), hands[1]);
                assert_eq!(position.turn(), before.turn().flipped());
                let text = position.to_string();
                assert_eq!(text.parse::<Position<B>>().unwrap(), position, "{text}");
                // Taken back at once, and later in order.
                let mut back = position;
                back.undo(undo).unwrap();
                assert_eq!(back, before, "{pmn}");
                undos.push((i, undo, before));
            }
        }
    }
    while let Some((_, undo, before)) = undos.pop() {
        position.undo(undo).unwrap();
        assert_eq!(position, before);
    }
    assert_eq!(position, start);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_moves_on_a_board_keep_positions_readable_and_undo_restores(
        seeds in prop::collection::vec(any::<u64>(), 0..40),
    ) {
        play::<Board<3, 3>>("k^+B^'1/1p1/1R1 2P/s' J/j", &seeds);
        play::<Board<5, 5>>("k^4/z4/Y4/5/5 ABCDEFGHIJLMNOPQ/ W/w", &seeds);
    }

    #[test]
    fn random_moves_on_lines_and_cubes(
        seeds in prop::collection::vec(any::<u64>(), 0..40),
    ) {
        play::<Board<1, 6>>("K^p2-pk^ P/p W/w", &seeds);
        play::<Board3<2, 2, 2>>("K^1/p1//S'1/1k^ / w/W", &seeds);
    }
}
