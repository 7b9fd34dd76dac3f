//! FEEN against the reference implementation, `sashite-feen` 0.2: on
//! generated positions (random shapes, pieces, hands, styles and turn), on
//! mutations of valid positions, on random and structured noise and on a
//! table of edge cases, both give the same verdict; on every valid input the
//! borrowing view (`Feen`), the typed readers (`Position`, `parse_board`,
//! `parse_placement`) and the reference read the same board, hands, styles
//! and turn, and writing what was read gives the input back. No input
//! panics, megabytes long included, and the readers stop within the first
//! few kilobytes of those.

use std::cmp::Reverse;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

use pin_runtime::feen::{Grid, MAX_DIMENSION, MAX_LEN, MAX_SQUARES};
use pin_runtime::{
    Board, Board3, Epin, Feen, FeenError, FeenErrorKind, Hand, HandError, Position, parse_board,
    parse_placement, placement,
};
use proptest::collection::vec;
use proptest::option::weighted;
use proptest::prelude::*;
use proptest::sample::{Index, select};
use sashite_feen::Feen as Reference;

// ---------------------------------------------------------------------------
// Tokens and the canonical order of hands, from the notation, not the crate.
// ---------------------------------------------------------------------------

/// Every EPIN token, built from the grammar's parts: 52 letters, 3 states,
/// with and without `^`, with and without `'`.
static TOKENS: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut tokens = Vec::new();
    for letter in ('A'..='Z').chain('a'..='z') {
        for state in ["", "+", "-"] {
            for terminal in ["", "^"] {
                for derived in ["", "'"] {
                    tokens.push(format!("{state}{letter}{terminal}{derived}"));
                }
            }
        }
    }
    tokens
});

/// The token with index `i` in [`TOKENS`].
fn token(i: u16) -> &'static str {
    &TOKENS[usize::from(i)]
}

/// A token's place in the canonical order of a hand, counts aside: letter
/// ignoring case, uppercase first, state `-` then `+` then none, without
/// `^` first, without `'` first.
fn hand_key(token: &str) -> (u8, bool, u8, bool, bool) {
    let bytes = token.as_bytes();
    let (state, rest) = match bytes.split_first() {
        Some((b'-', rest)) => (0, rest),
        Some((b'+', rest)) => (1, rest),
        _ => (2, bytes),
    };
    let letter = rest.first().copied().unwrap_or_default();
    (
        letter.to_ascii_uppercase(),
        letter.is_ascii_lowercase(),
        state,
        rest.contains(&b'^'),
        rest.contains(&b'\''),
    )
}

// ---------------------------------------------------------------------------
// What a reader saw, as plain data, so ours and the reference compare.
// ---------------------------------------------------------------------------

/// A valid position as read: sizes, every square's token, both hands'
/// items (token, count), the styles in the order written and the turn.
#[derive(Debug, PartialEq, Eq)]
struct Snapshot {
    dims: Vec<usize>,
    squares: Vec<Option<String>>,
    hands: [Vec<(String, u32)>; 2],
    styles: [char; 2],
    first_to_move: bool,
}

impl Snapshot {
    /// What our view reads; checks on the way that its square iterator
    /// knows how many squares are left.
    fn ours(view: &Feen<'_>) -> Self {
        let mut squares = Vec::with_capacity(view.square_count());
        let mut walk = view.squares();
        assert_eq!(walk.len(), view.square_count(), "{view}");
        while let Some(square) = walk.next() {
            squares.push(square.map(|piece| piece.to_string()));
            assert_eq!(walk.len(), view.square_count() - squares.len(), "{view}");
        }
        assert_eq!(
            view.board_piece_count(),
            squares.iter().flatten().count(),
            "{view}"
        );
        let hand = |items: pin_runtime::feen::HandIter<'_>| {
            let forward: Vec<_> = items
                .clone()
                .map(|(piece, count)| (piece.to_string(), count))
                .collect();
            // Read from both ends, the text alike: the same items, as many
            // as it said.
            assert_eq!(items.len(), forward.len(), "{view}");
            let (mut front, mut back, mut both) = (Vec::new(), Vec::new(), items);
            while let Some(item) = both.next() {
                front.push(item);
                back.extend(both.next_back());
                assert_eq!(both.len(), forward.len() - front.len() - back.len());
            }
            front.extend(back.into_iter().rev());
            let front: Vec<_> = front
                .into_iter()
                .map(|(piece, count)| (piece.to_string(), count))
                .collect();
            assert_eq!(front, forward, "{view}");
            forward
        };
        let hands = [hand(view.first_hand()), hand(view.second_hand())];
        let in_hand: u32 = hands.iter().flatten().map(|(_, count)| count).sum();
        assert_eq!(
            view.piece_count(),
            view.board_piece_count() + in_hand as usize,
            "{view}"
        );
        Self {
            dims: view.dimensions().to_vec(),
            squares,
            hands,
            styles: [view.active().as_char(), view.inactive().as_char()],
            first_to_move: view.turn().is_first(),
        }
    }

    /// What the reference reads.
    fn reference(view: &Reference<'_>) -> Self {
        let hand = |items: sashite_feen::HandIter<'_>| {
            items
                .map(|item| (item.piece().to_string(), item.count()))
                .collect()
        };
        Self {
            dims: view
                .shape()
                .dimensions()
                .iter()
                .map(|&size| usize::from(size))
                .collect(),
            squares: view
                .squares()
                .map(|square| square.map(|piece| piece.to_string()))
                .collect(),
            hands: [hand(view.first_hand()), hand(view.second_hand())],
            styles: [
                view.active_style().to_char(),
                view.inactive_style().to_char(),
            ],
            first_to_move: view.active_side() == sashite_feen::Side::First,
        }
    }

    /// Pieces on the board and in both hands.
    fn pieces(&self) -> usize {
        let held: u32 = self.hands.iter().flatten().map(|(_, count)| count).sum();
        self.squares.iter().flatten().count() + held as usize
    }

    /// Asserts that `other` read the same, naming the first square that
    /// differs rather than printing a board of 65 025 squares.
    fn assert_same(&self, other: &Self, who: &str, input: &str) {
        assert_eq!(self.dims, other.dims, "{who}: dimensions of {input:?}");
        assert_eq!(
            self.squares.len(),
            other.squares.len(),
            "{who}: squares of {input:?}"
        );
        if let Some(i) = (0..self.squares.len()).find(|&i| self.squares[i] != other.squares[i]) {
            panic!(
                "{who}: square {i} of {input:?} is {:?}, expected {:?}",
                other.squares[i], self.squares[i]
            );
        }
        assert_eq!(self.hands, other.hands, "{who}: hands of {input:?}");
        assert_eq!(self.styles, other.styles, "{who}: styles of {input:?}");
        assert_eq!(
            self.first_to_move, other.first_to_move,
            "{who}: turn of {input:?}"
        );
    }
}

// ---------------------------------------------------------------------------
// The checks every input goes through.
// ---------------------------------------------------------------------------

/// Reads `input` with ours and the reference and asserts they agree: the
/// same verdict; on valid input the same reading, written back unchanged;
/// the same verdicts and readings from the typed readers. Returns the
/// reference's reading of a valid input.
fn agree(input: &str) -> Option<Snapshot> {
    let ours = Feen::parse(input);
    let theirs = Reference::parse(input);
    assert_eq!(
        ours.is_ok(),
        theirs.is_ok(),
        "verdicts differ on {input:?}: ours {ours:?}, reference {theirs:?}"
    );
    assert_eq!(Feen::is_valid(input), ours.is_ok(), "{input:?}");
    assert_eq!(Feen::try_from(input), ours, "{input:?}");
    let reference = match (ours, theirs) {
        (Ok(view), Ok(reference)) => {
            let expected = Snapshot::reference(&reference);
            expected.assert_same(&Snapshot::ours(&view), "Feen", input);
            assert_eq!(view.square_count(), expected.squares.len(), "{input:?}");
            assert_eq!(view.as_str(), input);
            assert_eq!(view.to_string(), input);
            assert_eq!(reference.to_string(), input);
            Some(expected)
        }
        (Err(error), _) => {
            check_error(&error, input);
            None
        }
        (Ok(_), Err(_)) => unreachable!("verdicts compared above"),
    };
    each_board_type(input, reference.as_ref());
    reference
}

/// What every error must satisfy: an index inside the input (or at the
/// length bound), and a message in the project's form.
fn check_error(error: &FeenError, input: &str) {
    assert!(
        error.index() <= input.len().max(MAX_LEN),
        "index {} past the end of {input:?}: {error:?}",
        error.index()
    );
    let message = error.to_string();
    assert!(message.starts_with("invalid FEEN "), "{message}");
}

/// Runs [`typed`] and [`placement_alone`] on every board type tested.
fn each_board_type(input: &str, reference: Option<&Snapshot>) {
    let field = input.split(' ').next().unwrap_or_default();
    let field_reference = reference_placement(field);
    typed::<Board<8, 8>>(input, reference, field, &field_reference);
    typed::<Board<9, 9>>(input, reference, field, &field_reference);
    typed::<Board<10, 9>>(input, reference, field, &field_reference);
    typed::<Board<3, 1>>(input, reference, field, &field_reference);
    typed::<Board<1, 8>>(input, reference, field, &field_reference);
    typed::<Board<1, 1>>(input, reference, field, &field_reference);
    typed::<Board<1, 255>>(input, reference, field, &field_reference);
    typed::<Board3<2, 2, 2>>(input, reference, field, &field_reference);
    // `parse_placement` takes the ranks first, as `Board` does.
    assert_eq!(
        parse_placement::<8, 8>(field),
        parse_board::<Board<8, 8>>(field)
    );
    assert_eq!(
        parse_placement::<10, 9>(field),
        parse_board::<Board<10, 9>>(field)
    );
    assert_eq!(
        parse_placement::<3, 1>(field),
        parse_board::<Board<3, 1>>(field)
    );
    assert_eq!(
        parse_placement::<1, 8>(field),
        parse_board::<Board<1, 8>>(field)
    );
}

/// What the reference says of a placement alone.
enum FieldReading {
    /// Nothing: it has no reader of a placement alone, and this one is
    /// too long to ask as a position.
    Unknown,
    Invalid,
    Valid(Snapshot),
}

/// The reference's reading of a placement alone: as the board of a
/// position with empty hands, when that position is within its length
/// bound.
fn reference_placement(field: &str) -> FieldReading {
    let position = format!("{field} / W/w");
    if field.contains(' ') || position.len() > MAX_LEN {
        return FieldReading::Unknown;
    }
    match Reference::parse(&position) {
        Ok(view) => FieldReading::Valid(Snapshot::reference(&view)),
        Err(_) => FieldReading::Invalid,
    }
}

/// Reads `input` into a `Position<B>`, and its placement `field` into a
/// `B`, and checks both against the reference's readings: the same verdict
/// as the reference for a board of `B`'s shape (a shape error for another
/// shape, a full-hand error for a hand of more than `Hand::CAPACITY`
/// different pieces), the same squares, hands, styles and turn, and the
/// input back when written.
fn typed<B: Grid + fmt::Debug + PartialEq>(
    input: &str,
    reference: Option<&Snapshot>,
    field: &str,
    field_reference: &FieldReading,
) {
    let dims = B::DIMENSIONS.as_slice();
    let parsed = Position::<B>::parse(input);
    assert_eq!(input.parse::<Position<B>>(), parsed, "{input:?}");
    assert_eq!(Position::<B>::try_from(input), parsed, "{input:?}");
    match (reference, &parsed) {
        (None, parsed) => assert!(parsed.is_err(), "{dims:?}: {input:?} read as {parsed:?}"),
        (Some(expected), Err(error)) if expected.dims != dims => assert!(
            matches!(error.kind(), FeenErrorKind::Shape { .. }),
            "{dims:?}: {input:?} gives {error:?}"
        ),
        (Some(expected), Err(error))
            if expected
                .hands
                .iter()
                .any(|hand| hand.len() > Hand::CAPACITY) =>
        {
            assert_eq!(error.kind(), FeenErrorKind::HandFull, "{input:?}");
        }
        (Some(_), Err(error)) => panic!("{dims:?}: {input:?} rejected: {error}"),
        (Some(expected), Ok(position)) => {
            assert_eq!(expected.dims, dims, "{input:?} read into {dims:?}");
            assert_eq!(position.dimensions(), dims);
            let seen = Snapshot {
                dims: dims.to_vec(),
                squares: squares_of(position.board()),
                hands: [position.first_hand(), position.second_hand()]
                    .map(|hand| hand.map(|(p, n)| (p.to_string(), n)).collect()),
                styles: [position.active().as_char(), position.inactive().as_char()],
                first_to_move: position.turn().is_first(),
            };
            expected.assert_same(&seen, "Position", input);
            assert_eq!(position.piece_count(), expected.pieces(), "{input:?}");
            assert_eq!(position.to_string(), input, "read then written");
        }
    }

    // The placement alone: the reference has no reader of a placement
    // alone, so it is compared with the reference only where the reference
    // can be asked (as a position of at most 4096 bytes, the placement's
    // bound too).
    let board = parse_board::<B>(field);
    if let Err(error) = &board {
        assert!(error.index() <= field.len(), "{field:?}: {error:?}");
        assert!(error.to_string().starts_with("invalid FEEN placement"));
    }
    match (field_reference, &board) {
        (FieldReading::Unknown, _) => {}
        (FieldReading::Invalid, board) => assert!(board.is_err(), "{field:?} read as {board:?}"),
        (FieldReading::Valid(expected), Err(error)) if expected.dims != dims => assert!(
            matches!(error.kind(), FeenErrorKind::Shape { .. }),
            "{dims:?}: {field:?} gives {error:?}"
        ),
        (FieldReading::Valid(_), Err(error)) => panic!("{dims:?}: {field:?} rejected: {error}"),
        (FieldReading::Valid(expected), Ok(board)) => {
            assert_eq!(expected.dims, dims, "{field:?} read into {dims:?}");
            let squares = squares_of(board);
            if let Some(i) = (0..squares.len()).find(|&i| squares[i] != expected.squares[i]) {
                panic!("parse_board: square {i} of {field:?} is {:?}", squares[i]);
            }
            assert_eq!(placement(board).to_string(), field, "read then written");
        }
    }
}

/// A board's squares as token strings, in the order written.
fn squares_of<B: Grid>(board: &B) -> Vec<Option<String>> {
    board
        .as_squares()
        .iter()
        .map(|square| square.map(|piece| piece.to_string()))
        .collect()
}

// ---------------------------------------------------------------------------
// Generated positions.
// ---------------------------------------------------------------------------

/// A position to write as FEEN: sizes, the pieces on the board by square
/// index (indices into [`TOKENS`]), both hands in canonical order, the
/// style of the side to move and the other's.
#[derive(Clone)]
struct Spec {
    dims: Vec<usize>,
    board: BTreeMap<usize, u16>,
    hands: [Vec<(u16, u32)>; 2],
    styles: [char; 2],
}

impl fmt::Debug for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} {:?}", self.dims, self.text())
    }
}

impl Spec {
    /// A position from generated parts: each hand keeps the first of
    /// repeated pieces, and the counts are made to fit the board (`fill`
    /// 0), to pass it by one (`fill` 1), or trimmed to fit (otherwise).
    fn new(
        dims: Vec<usize>,
        board: BTreeMap<usize, u16>,
        mut hands: [Vec<(u16, u32)>; 2],
        fill: u8,
        styles: [char; 2],
    ) -> Self {
        for hand in &mut hands {
            let mut seen = [false; 624];
            hand.retain(|&(piece, _)| !std::mem::replace(&mut seen[usize::from(piece)], true));
        }
        let squares: usize = dims.iter().product();
        let room = squares - board.len();
        let held = |hands: &[Vec<(u16, u32)>; 2]| -> usize {
            hands.iter().flatten().map(|&(_, n)| n as usize).sum()
        };
        if fill <= 1 {
            // Exactly `room + fill` pieces in hand.
            let target = room + usize::from(fill);
            while hands[0].len() + hands[1].len() > target {
                let longer = usize::from(hands[1].len() >= hands[0].len());
                hands[longer].pop();
            }
            for item in hands.iter_mut().flatten() {
                item.1 = 1;
            }
            let missing = target - held(&hands);
            if missing > 0 {
                let hand = usize::from(hands[0].is_empty() && !hands[1].is_empty());
                match hands[hand].first_mut() {
                    Some(item) => item.1 += u32::try_from(missing).expect("at most 65 026"),
                    None => hands[hand].push((0, u32::try_from(missing).expect("at most 65 026"))),
                }
            }
        } else {
            while held(&hands) > room {
                let excess = held(&hands) - room;
                let hand = usize::from(hands[1].len() > hands[0].len());
                if let Some(item) = hands[hand].last_mut() {
                    let cut = excess.min(item.1 as usize - 1);
                    item.1 -= u32::try_from(cut).expect("below a count");
                    if cut < excess {
                        hands[hand].pop();
                    }
                }
            }
        }
        for hand in &mut hands {
            hand.sort_by_key(|&(piece, count)| (Reverse(count), hand_key(token(piece))));
        }
        Self {
            dims,
            board,
            hands,
            styles,
        }
    }

    fn squares(&self) -> usize {
        self.dims.iter().product()
    }

    /// Whether the reference's bounds and rules admit this position.
    fn is_valid(&self) -> bool {
        let held: usize = self.hands.iter().flatten().map(|&(_, n)| n as usize).sum();
        self.dims.iter().all(|&size| size <= MAX_DIMENSION)
            && self.squares() <= MAX_SQUARES
            && self.board.len() + held <= self.squares()
            && self.text().len() <= MAX_LEN
    }

    /// The position as parts of text, to mutate.
    fn parts(&self) -> Parts {
        let hand = |items: &Vec<(u16, u32)>| {
            items
                .iter()
                .map(|&(piece, count)| {
                    let count = if count > 1 {
                        count.to_string()
                    } else {
                        String::new()
                    };
                    (count, token(piece).to_owned())
                })
                .collect()
        };
        Parts {
            placement: write_placement(&self.dims, &self.board),
            hands: [hand(&self.hands[0]), hand(&self.hands[1])],
            styles: self.styles,
        }
    }

    fn text(&self) -> String {
        self.parts().text()
    }

    /// What a reader must see in this position.
    fn snapshot(&self) -> Snapshot {
        let hand = |items: &Vec<(u16, u32)>| {
            items
                .iter()
                .map(|&(p, n)| (token(p).to_owned(), n))
                .collect()
        };
        Snapshot {
            dims: self.dims.clone(),
            squares: (0..self.squares())
                .map(|i| self.board.get(&i).map(|&p| token(p).to_owned()))
                .collect(),
            hands: [hand(&self.hands[0]), hand(&self.hands[1])],
            styles: self.styles,
            first_to_move: self.styles[0].is_ascii_uppercase(),
        }
    }
}

/// Writes a placement: ranks of `dims.last()` squares, runs of empty
/// squares as counts, ranks joined by `/`, layers of a 3-D board by `//`.
fn write_placement(dims: &[usize], board: &BTreeMap<usize, u16>) -> String {
    let files = dims.last().copied().unwrap_or(1);
    let ranks_per_layer = if dims.len() == 3 { dims[1] } else { usize::MAX };
    let ranks = dims.iter().product::<usize>() / files;
    let mut text = String::new();
    for rank in 0..ranks {
        if rank > 0 {
            text.push_str(if rank % ranks_per_layer == 0 {
                "//"
            } else {
                "/"
            });
        }
        let mut empty = 0;
        for square in rank * files..(rank + 1) * files {
            if let Some(&piece) = board.get(&square) {
                if empty > 0 {
                    text.push_str(&empty.to_string());
                    empty = 0;
                }
                text.push_str(token(piece));
            } else {
                empty += 1;
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
    }
    text
}

/// A position as parts of text: the placement, each hand item as its
/// count text and token, the two style letters.
#[derive(Clone, Debug)]
struct Parts {
    placement: String,
    hands: [Vec<(String, String)>; 2],
    styles: [char; 2],
}

impl Parts {
    /// A hand's text: each item's count text, then its token.
    fn hand(&self, hand: usize) -> String {
        let mut text = String::new();
        for (count, piece) in &self.hands[hand] {
            text.push_str(count);
            text.push_str(piece);
        }
        text
    }

    fn text(&self) -> String {
        format!(
            "{} {}/{} {}/{}",
            self.placement,
            self.hand(0),
            self.hand(1),
            self.styles[0],
            self.styles[1]
        )
    }
}

/// The board types the typed readers are checked with.
const TYPED: [&[usize]; 8] = [
    &[8, 8],
    &[9, 9],
    &[10, 9],
    &[3, 1],
    &[8],
    &[1],
    &[255],
    &[2, 2, 2],
];

/// Sizes at and around the bounds: 255 along a dimension, 65 025 squares
/// (in 2-D and 3-D), and one past each.
const EDGES: [&[usize]; 26] = [
    &[1],
    &[2],
    &[254],
    &[255],
    &[256],
    &[2, 1],
    &[255, 1],
    &[256, 1],
    &[2, 255],
    &[2, 256],
    &[255, 255],
    &[256, 255],
    &[255, 256],
    &[2, 2, 1],
    &[2, 2, 255],
    &[2, 255, 1],
    &[255, 2, 1],
    &[256, 2, 1],
    &[2, 256, 1],
    &[5, 51, 255],
    &[17, 15, 255],
    &[3, 85, 255],
    &[2, 128, 255],
    &[3, 86, 255],
    &[3, 255, 255],
    &[255, 255, 1],
];

/// Small boards of every dimension, and the typed readers' shapes.
fn small_shape() -> BoxedStrategy<Vec<usize>> {
    prop_oneof![
        (1..=12usize).prop_map(|files| vec![files]),
        (2..=12usize, 1..=12usize).prop_map(|(ranks, files)| vec![ranks, files]),
        (2..=4usize, 2..=4usize, 1..=5usize).prop_map(|(l, r, f)| vec![l, r, f]),
        select(TYPED.map(<[usize]>::to_vec).to_vec()),
    ]
    .boxed()
}

/// Any board within the bounds, in 1, 2 or 3 dimensions.
fn bounded_shape() -> BoxedStrategy<Vec<usize>> {
    let three_d = (1..=MAX_DIMENSION)
        .prop_flat_map(|files| {
            let ranks = (MAX_SQUARES / (2 * files)).min(MAX_DIMENSION);
            (Just(files), 2..=ranks)
        })
        .prop_flat_map(|(files, ranks)| {
            let layers = (MAX_SQUARES / (ranks * files)).min(MAX_DIMENSION);
            (2..=layers).prop_map(move |layers| vec![layers, ranks, files])
        });
    prop_oneof![
        (1..=MAX_DIMENSION).prop_map(|files| vec![files]),
        (2..=MAX_DIMENSION, 1..=MAX_DIMENSION).prop_map(|(ranks, files)| vec![ranks, files]),
        three_d,
    ]
    .boxed()
}

/// Every kind of shape: small, typed, any within the bounds, at the bounds.
fn any_shape() -> BoxedStrategy<Vec<usize>> {
    prop_oneof![
        4 => small_shape(),
        3 => bounded_shape(),
        2 => select(EDGES.map(<[usize]>::to_vec).to_vec()),
    ]
    .boxed()
}

/// The pieces on a board of `squares` squares, by square: up to 48 pieces
/// at random squares; on small boards also none, some, half or all of the
/// squares holding random pieces.
fn occupancy(squares: usize) -> BoxedStrategy<BTreeMap<usize, u16>> {
    let sparse = vec((0..squares, 0..624u16), 0..=48)
        .prop_map(|pieces| pieces.into_iter().collect())
        .boxed();
    if squares > 600 {
        return sparse;
    }
    let dense = |density: f64| {
        vec(weighted(density, 0..624u16), squares).prop_map(|squares| {
            squares
                .into_iter()
                .enumerate()
                .filter_map(|(i, square)| square.map(|piece| (i, piece)))
                .collect()
        })
    };
    let full = vec(0..624u16, squares)
        .prop_map(|pieces| (0..).zip(pieces).collect::<BTreeMap<usize, u16>>());
    prop_oneof![Just(BTreeMap::new()), dense(0.1), dense(0.5), full, sparse].boxed()
}

/// A hand's items before they are made canonical: mostly a few pieces
/// with small counts, sometimes more kinds than a `Hand` holds, sometimes
/// counts past any board.
fn hand() -> BoxedStrategy<Vec<(u16, u32)>> {
    let count = prop_oneof![6 => 1..=3u32, 2 => 2..=40u32, 1 => 1..=70_000u32];
    prop_oneof![
        8 => vec((0..624u16, count.clone()), 0..=6),
        1 => vec((0..624u16, count), 15..=20),
    ]
    .boxed()
}

/// A whole position on a board of one of `shapes`.
fn position(shapes: BoxedStrategy<Vec<usize>>) -> impl Strategy<Value = Spec> {
    shapes
        .prop_flat_map(|dims| {
            let squares = dims.iter().product();
            (
                Just(dims),
                occupancy(squares),
                [hand(), hand()],
                0..8u8,
                (b'a'..=b'z', b'a'..=b'z', any::<bool>()),
            )
        })
        .prop_map(|(dims, board, hands, fill, (active, inactive, first))| {
            let (active, inactive) = if first {
                (active.to_ascii_uppercase(), inactive)
            } else {
                (active, inactive.to_ascii_uppercase())
            };
            Spec::new(
                dims,
                board,
                hands,
                fill,
                [char::from(active), char::from(inactive)],
            )
        })
}

// ---------------------------------------------------------------------------
// Mutations.
// ---------------------------------------------------------------------------

/// Bytes inserted or written over: the FEEN alphabet, its neighbours, and
/// bytes no FEEN holds.
const ALPHABET: [&str; 24] = [
    "/", "//", "0", "1", "2", "9", "+", "-", "^", "'", "P", "p", "K", "k", "W", "w", " ", "\n",
    "\t", "$", "\0", "\u{e9}", "\u{7f}", "255",
];

/// Counts written before a hand item: none, forbidden ones, and large ones.
const COUNTS: [&str; 12] = [
    "",
    "0",
    "1",
    "01",
    "2",
    "02",
    "10",
    "255",
    "65025",
    "65026",
    "4294967296",
    "99999999999999999999",
];

/// A change to a position's structure.
#[derive(Clone, Debug)]
enum Rework {
    /// Writes a hand item a second time: right after it (`at` none), or
    /// anywhere in its hand.
    Duplicate {
        hand: usize,
        item: Index,
        at: Option<Index>,
    },
    /// Exchanges two items of a hand.
    SwapItems { hand: usize, a: Index, b: Index },
    /// Writes another count before an item.
    Recount {
        hand: usize,
        item: Index,
        count: &'static str,
    },
    /// Moves an item to the end of the other hand.
    MoveItem { hand: usize, item: Index },
    /// Changes the case of a style letter.
    FlipStyleCase { style: usize },
}

impl Rework {
    fn apply(&self, parts: &mut Parts) {
        match *self {
            Self::Duplicate {
                hand,
                ref item,
                ref at,
            } => {
                let items = &mut parts.hands[hand];
                if !items.is_empty() {
                    let item = item.index(items.len());
                    let at = at.as_ref().map_or(item + 1, |at| at.index(items.len() + 1));
                    items.insert(at, items[item].clone());
                }
            }
            Self::SwapItems { hand, ref a, ref b } => {
                let items = &mut parts.hands[hand];
                if !items.is_empty() {
                    let len = items.len();
                    items.swap(a.index(len), b.index(len));
                }
            }
            Self::Recount {
                hand,
                ref item,
                count,
            } => {
                let items = &mut parts.hands[hand];
                if !items.is_empty() {
                    let len = items.len();
                    count.clone_into(&mut items[item.index(len)].0);
                }
            }
            Self::MoveItem { hand, ref item } => {
                let items = &mut parts.hands[hand];
                if !items.is_empty() {
                    let moved = items.remove(item.index(items.len()));
                    parts.hands[1 - hand].push(moved);
                }
            }
            Self::FlipStyleCase { style } => {
                let letter = &mut parts.styles[style];
                *letter = if letter.is_ascii_uppercase() {
                    letter.to_ascii_lowercase()
                } else {
                    letter.to_ascii_uppercase()
                };
            }
        }
    }
}

fn rework() -> impl Strategy<Value = Rework> {
    prop_oneof![
        (
            0..2usize,
            any::<Index>(),
            proptest::option::of(any::<Index>())
        )
            .prop_map(|(hand, item, at)| Rework::Duplicate { hand, item, at }),
        (0..2usize, any::<Index>(), any::<Index>()).prop_map(|(hand, a, b)| Rework::SwapItems {
            hand,
            a,
            b
        }),
        (0..2usize, any::<Index>(), select(COUNTS.to_vec()))
            .prop_map(|(hand, item, count)| Rework::Recount { hand, item, count }),
        (0..2usize, any::<Index>()).prop_map(|(hand, item)| Rework::MoveItem { hand, item }),
        (0..2usize).prop_map(|style| Rework::FlipStyleCase { style }),
    ]
}

/// A change to a position's bytes.
#[derive(Clone, Debug)]
enum Edit {
    Insert(Index, &'static str),
    Delete(Index),
    /// Exchanges a byte with the next.
    Swap(Index),
    Replace(Index, &'static str),
}

impl Edit {
    fn apply(&self, bytes: &mut Vec<u8>) {
        match self {
            Self::Insert(at, text) => {
                let at = at.index(bytes.len() + 1);
                bytes.splice(at..at, text.bytes());
            }
            Self::Delete(at) if !bytes.is_empty() => {
                bytes.remove(at.index(bytes.len()));
            }
            Self::Swap(at) if bytes.len() >= 2 => {
                let at = at.index(bytes.len() - 1);
                bytes.swap(at, at + 1);
            }
            Self::Replace(at, text) if !bytes.is_empty() => {
                let at = at.index(bytes.len());
                bytes.splice(at..=at, text.bytes());
            }
            _ => {}
        }
    }
}

fn edit() -> impl Strategy<Value = Edit> {
    let text = select(ALPHABET.to_vec());
    prop_oneof![
        (any::<Index>(), text.clone()).prop_map(|(at, text)| Edit::Insert(at, text)),
        any::<Index>().prop_map(Edit::Delete),
        any::<Index>().prop_map(Edit::Swap),
        (any::<Index>(), text).prop_map(|(at, text)| Edit::Replace(at, text)),
    ]
}

/// Pieces of FEEN text, glued at random into near-FEEN strings.
const FRAGMENTS: [&str; 30] = [
    "K", "k", "P", "p", "+P", "-p", "K^", "k^'", "P'", "1", "2", "8", "9", "10", "0", "255", "256",
    "/", "//", "///", " ", "W/w", "w/W", "W/W", "2P", "P/", "/p", " / ", "65025", "\u{e9}",
];

/// Pieces of a placement.
const BOARD_FRAGMENTS: [&str; 16] = [
    "K", "k", "P'", "+p", "-R^", "1", "2", "3", "8", "9", "10", "/", "/", "//", "0", "256",
];

/// Pieces of a hand.
const HAND_FRAGMENTS: [&str; 11] = ["P", "p", "2P", "3Q", "K'", "+B", "b", "B", "2", "10", "01"];

/// Style-turn fields, good and bad.
const STYLE_FRAGMENTS: [&str; 8] = ["W/w", "w/W", "J/c", "W/W", "w", "W/w/", "/", "W/1"];

// ---------------------------------------------------------------------------
// Properties.
// ---------------------------------------------------------------------------

/// Positions of every shape, written canonically: valid exactly when
/// within the bounds, and then read as written by ours, the reference
/// and, for the typed shapes, `Position` and `parse_board`.
fn generated_position_reads_alike(spec: &Spec) -> Result<(), TestCaseError> {
    let text = spec.text();
    let read = agree(&text);
    prop_assert_eq!(read.is_some(), spec.is_valid(), "{:?}", spec);
    if let Some(read) = read {
        spec.snapshot().assert_same(&read, "reference", &text);
        let view = Reference::parse(&text).expect("valid");
        let encoded = sashite_feen::encode(&view.to_qi());
        prop_assert_eq!(encoded.as_deref(), Ok(text.as_str()));
    }
    // Our `Hand` orders and writes hands as the canonical text does,
    // whatever order the pieces come in.
    let parts = spec.parts();
    for (i, items) in spec.hands.iter().enumerate() {
        let items: Vec<(Epin, u32)> = items
            .iter()
            .map(|&(piece, count)| (token(piece).parse().expect("a token"), count))
            .collect();
        let reversed: Vec<_> = items.iter().rev().copied().collect();
        let written = parts.hand(i);
        let built = Hand::from_items(&items);
        if items.iter().any(|&(_, n)| n as usize > MAX_SQUARES) {
            prop_assert!(built.is_err());
        } else if items.len() > Hand::CAPACITY {
            prop_assert!(matches!(built, Err(HandError::Full { .. })), "{:?}", built);
        } else {
            let hand = built.expect("fits");
            prop_assert_eq!(hand.to_string(), written.clone());
            prop_assert_eq!(
                Hand::from_items(&reversed).expect("fits").to_string(),
                written
            );
            prop_assert!(hand.iter().eq(items.iter().copied()));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 200,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn generated_positions_read_alike(spec in position(any_shape())) {
        generated_position_reads_alike(&spec)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1500,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    #[ignore = "exhaustive to the full length: CI runs it (cargo test -- --ignored)"]
    fn generated_positions_read_alike_on_1500_positions(spec in position(any_shape())) {
        generated_position_reads_alike(&spec)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1500,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Valid positions on small boards, changed in their structure (hand
    /// items repeated, swapped, recounted or moved, a style's case
    /// flipped) and in their bytes (insertions, deletions, swaps,
    /// replacements): the same verdict, and the same reading when valid.
    #[test]
    fn mutated_positions_read_alike(
        spec in position(small_shape()),
        reworks in vec(rework(), 0..=2),
        edits in vec(edit(), 0..=3),
    ) {
        let mut parts = spec.parts();
        for rework in &reworks {
            rework.apply(&mut parts);
        }
        let mut bytes = parts.text().into_bytes();
        for edit in &edits {
            edit.apply(&mut bytes);
        }
        agree(&String::from_utf8_lossy(&bytes));
    }

    /// Strings glued from pieces of FEEN: three fields of likely pieces,
    /// and strings of any pieces.
    #[test]
    fn near_feen_strings_read_alike(
        board in vec(select(BOARD_FRAGMENTS.to_vec()), 1..=10),
        hands in [vec(select(HAND_FRAGMENTS.to_vec()), 0..=4), vec(select(HAND_FRAGMENTS.to_vec()), 0..=4)],
        styles in select(STYLE_FRAGMENTS.to_vec()),
        pieces in vec(select(FRAGMENTS.to_vec()), 0..=16),
    ) {
        let [first, second] = hands.map(|hand| hand.concat());
        agree(&format!("{} {first}/{second} {styles}", board.concat()));
        agree(&pieces.concat());
    }

    /// Any bytes at all (made UTF-8 by replacing invalid sequences), and
    /// printable ASCII.
    #[test]
    fn random_strings_read_alike(
        bytes in vec(any::<u8>(), 0..=300),
        ascii in "[ -~]{0,120}",
    ) {
        agree(&String::from_utf8_lossy(&bytes));
        agree(&ascii);
    }
}

// ---------------------------------------------------------------------------
// Exhaustive short texts.
// ---------------------------------------------------------------------------

/// Every string of up to `len` symbols of `alphabet`.
fn strings(alphabet: &[&str], len: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..len {
        last = last
            .iter()
            .flat_map(|s| alphabet.iter().map(move |a| format!("{s}{a}")))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

#[test]
fn every_short_field_reads_alike() {
    for placement in strings(&["K", "k'", "1", "2", "0", "/", "^", "'", "+"], 4) {
        agree(&format!("{placement} / W/w"));
        agree(&format!("{placement} P/p w/W"));
    }
    for hand in strings(&["P", "p", "P'", "2", "1", "0", "/", "+", "K"], 4) {
        agree(&format!("3/3 {hand} W/w"));
        agree(&format!("3/3 {hand}/ W/w"));
        agree(&format!("3/3 /{hand} W/w"));
    }
    for styles in strings(&["W", "w", "J", "/", " ", "1"], 5) {
        agree(&format!("8 /{styles}"));
    }
}

#[test]
fn tokens_are_those_of_the_crate() {
    let mut ours: Vec<String> = Epin::ALL.iter().map(ToString::to_string).collect();
    let mut built = TOKENS.clone();
    ours.sort();
    built.sort();
    assert_eq!(ours, built);
}

// ---------------------------------------------------------------------------
// Edge cases.
// ---------------------------------------------------------------------------

/// `count` ranks of `rank`, joined by `separator`.
fn ranks(rank: &str, count: usize, separator: &str) -> String {
    vec![rank; count].join(separator)
}

/// A valid position of exactly `len` bytes: 15 ranks of 255 pieces, some of
/// them `+K` rather than `K` to make up the length.
fn of_length(len: usize) -> String {
    let tail = " / W/w";
    let plain = 15 * 255 + 14 + tail.len();
    let mut enhanced = len - plain;
    let mut ranks = Vec::new();
    for _ in 0..15 {
        let now = enhanced.min(255);
        enhanced -= now;
        ranks.push(format!("{}{}", "+K".repeat(now), "K".repeat(255 - now)));
    }
    let text = format!("{}{tail}", ranks.join("/"));
    assert_eq!(text.len(), len);
    text
}

/// Inputs at the edges of the grammar and of the bounds, and whether they
/// are valid.
fn edge_cases() -> Vec<(String, bool)> {
    let mut cases = Vec::new();
    for (text, valid) in placement_cases().into_iter().chain(field_cases()) {
        cases.push((text.to_owned(), valid));
    }
    cases.extend(bound_cases());
    cases
}

/// Placements at the edges of the grammar, and whether they are valid.
fn placement_cases() -> Vec<(&'static str, bool)> {
    vec![
        // The examples of the notation.
        (
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w",
            true,
        ),
        (
            "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
            true,
        ),
        (
            "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S",
            true,
        ),
        (
            "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c",
            true,
        ),
        ("k^+p4+PK^ / W/w", true),
        // Tokens by longest match.
        ("K'K / W/w", true),
        ("+K^' / W/w", true),
        ("K'^ / W/w", false),
        ("K'' / W/w", false),
        ("++K / W/w", false),
        ("'K / W/w", false),
        ("^K / W/w", false),
        ("+ / W/w", false),
        ("K$ / W/w", false),
        // Dimensions.
        ("a/b/c / W/w", true),
        ("ab/cd//AB/CD / W/w", true),
        ("ab/cd//AB / W/w", false),
        ("a//b / W/w", false),
        ("a/b//c/d//e/f / W/w", true),
        ("a/b//c/d//e / W/w", false),
        ("a/b//c/d/e / W/w", false),
        ("a/b///c/d / W/w", false),
        ("/// / W/w", false),
        ("8///8 / W/w", false),
        ("/8 / W/w", false),
        ("8/ / W/w", false),
        ("8//8 / W/w", false),
        ("8/7 / W/w", false),
        // Counts of empty squares.
        ("0 / W/w", false),
        ("08 / W/w", false),
        ("80 / W/w", true),
        ("10/10 / W/w", true),
        ("1K0 / W/w", false),
    ]
}

/// The other fields at the edges of the grammar, and whether they are
/// valid.
fn field_cases() -> Vec<(&'static str, bool)> {
    vec![
        // Hands.
        ("8/8 P/ W/w", true),
        ("8/8 /p W/w", true),
        ("8/8 P/P W/w", true),
        ("8/8 2P/ W/w", true),
        ("8/8 1P/ W/w", false),
        ("8/8 0P/ W/w", false),
        ("8/8 01P/ W/w", false),
        ("8/8 02P/ W/w", false),
        ("8/8 PP/ W/w", false),
        ("8/8 2P2P/ W/w", false),
        ("8/8 3P3Q2P/ W/w", false),
        ("8/8 QP/ W/w", false),
        ("8/8 2P3Q/ W/w", false),
        ("8/8 3Q2P/ W/w", true),
        ("8/8 pP/ W/w", false),
        ("8/8 Pp/ W/w", true),
        ("8/8 2PS/ W/w", true),
        ("8/8 S2P/ W/w", false),
        ("8/8 BbPp/ W/w", true),
        ("8/8 -K+KKK^K^'/ W/w", true),
        ("8/8 +K-K/ W/w", false),
        ("8/8 PP'P^P^'/ W/w", true),
        ("8/8 P'P/ W/w", false),
        ("8/8 +P'P/ W/w", true),
        ("8/8 K+k/ W/w", true),
        ("8/8 2/ W/w", false),
        ("8/8 P W/w", false),
        ("8/8 P// W/w", false),
        ("8/8 P/p/ W/w", false),
        ("8/8 99999999999P/ W/w", false),
        ("8/8 4294967297P/ W/w", false),
        // Styles and turn.
        ("8 / W/w", true),
        ("8 / w/W", true),
        ("8 / C/m", true),
        ("8 / m/C", true),
        ("8 / W/W", false),
        ("8 / w/w", false),
        ("8 / W", false),
        ("8 / W/", false),
        ("8 / /w", false),
        ("8 / W/w/", false),
        ("8 / WW/w", false),
        ("8 / 1/w", false),
        ("8 / W/ w", false),
        ("8 / W//w", false),
        // Fields and spaces.
        ("", false),
        (" ", false),
        ("  ", false),
        ("8", false),
        ("8 /", false),
        ("8 / ", false),
        (" / W/w", false),
        ("8  W/w", false),
        ("8  / W/w", false),
        (" 8 / W/w", false),
        ("8 / W/w ", false),
        ("8 / W/w\n", false),
        ("8\t/ W/w", false),
        ("8 / W/w 0 1", false),
        // Not FEEN.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            false,
        ),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - -", false),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            false,
        ),
        ("8 / W/w\u{e9}", false),
        ("\u{e9} / W/w", false),
        ("8 \u{e9}/ W/w", false),
        // Pieces and squares.
        ("8 8P/ W/w", true),
        ("8 9P/ W/w", false),
        ("K7 7P/ W/w", true),
        ("K7 4P/3p W/w", true),
        ("K7 4P/4p W/w", false),
        ("KKKKKKKK / W/w", true),
        ("KKKKKKKK P/ W/w", false),
        ("1 P/ W/w", true),
        ("1 /p W/w", true),
        ("1 P/p W/w", false),
        ("K / W/w", true),
        ("K P/ W/w", false),
    ]
}

/// A position of `placement` holding `hands`, the first side to move.
fn with_hands(placement: &str, hands: &str) -> String {
    format!("{placement} {hands} W/w")
}

/// A placement of `layers` layers (2-D when 1) of `count` ranks of `rank`.
fn board(rank: &str, count: usize, layers: usize) -> String {
    ranks(&ranks(rank, count, "/"), layers, "//")
}

/// Inputs at the bounds and one past them, and whether they are valid.
fn bound_cases() -> Vec<(String, bool)> {
    let full = board("255", 255, 1);
    let cube = board("255", 51, 5);
    vec![
        // 4 096 bytes and one more.
        (of_length(MAX_LEN), true),
        (of_length(MAX_LEN + 1), false),
        // 255 squares in a rank and one more, as a count and as pieces.
        (with_hands("255", "/"), true),
        (with_hands("256", "/"), false),
        (with_hands("K254", "/"), true),
        (with_hands("K255", "/"), false),
        (with_hands("254K", "/"), true),
        (with_hands("255K", "/"), false),
        (with_hands(&"K".repeat(255), "/"), true),
        (with_hands(&"K".repeat(256), "/"), false),
        (with_hands(&"+K^'".repeat(255), "/"), true),
        // 255 ranks and one more, in 2-D and in a layer.
        (with_hands(&board("1", 255, 1), "/"), true),
        (with_hands(&board("1", 256, 1), "/"), false),
        (with_hands(&board("1", 255, 2), "/"), true),
        (with_hands(&board("1", 256, 2), "/"), false),
        // 255 layers and one more.
        (with_hands(&board("1", 2, 255), "/"), true),
        (with_hands(&board("1", 2, 256), "/"), false),
        // 65 025 squares, and more.
        (with_hands(&full, "/"), true),
        (with_hands(&cube, "/"), true),
        (with_hands(&board("255", 85, 3), "/"), true),
        (with_hands(&board("255", 128, 2), "/"), false),
        (with_hands(&board("255", 86, 3), "/"), false),
        (with_hands(&board("255", 255, 3), "/"), false),
        // As many pieces as squares, and one more.
        (with_hands(&full, "65025P/"), true),
        (with_hands(&full, "65026P/"), false),
        (with_hands(&full, "65024P/p"), true),
        (with_hands(&full, "65025P/p"), false),
        (with_hands(&cube, "65025P/"), true),
        (with_hands(&cube, "65026P/"), false),
        // Hands of more kinds than a `Hand` holds are valid FEEN.
        (with_hands(&board("9", 9, 1), "ABCDEFGHIJKLMNOP/"), true),
        (with_hands(&board("9", 9, 1), "ABCDEFGHIJKLMNOPQ/"), true),
        (
            with_hands(&board("9", 9, 1), "ABCDEFGHIJKLMNOPQRSTUVWXYZ/"),
            true,
        ),
    ]
}

#[test]
fn edge_cases_read_alike() {
    for (input, valid) in edge_cases() {
        let shown = if input.len() > 80 {
            &input[..80]
        } else {
            &input[..]
        };
        assert_eq!(
            Reference::is_valid(&input),
            valid,
            "the reference on {shown:?}…"
        );
        assert_eq!(Feen::is_valid(&input), valid, "ours on {shown:?}…");
        agree(&input);
    }
}

#[test]
fn tokens_are_read_by_longest_match() {
    let read = agree("K'K / W/w").expect("valid");
    assert_eq!(read.squares, [Some("K'".to_owned()), Some("K".to_owned())]);
    let read = agree("a/b/c / W/w").expect("valid");
    assert_eq!(read.dims, [3, 1]);
}

#[test]
fn a_full_board_of_the_largest_shape_reads_alike() {
    let text = format!("{} 65025P/ w/W", ranks("255", 255, "/"));
    let position = Position::<Board<255, 255>>::parse(&text).expect("valid");
    assert_eq!(
        position
            .hand(pin_runtime::Side::First)
            .count("P".parse().expect("a token")),
        65_025
    );
    assert_eq!(position.to_string(), text);
    assert_eq!(position.piece_count(), MAX_SQUARES);
    let cube = format!("{} 65025P/ w/W", ranks(&ranks("255", 51, "/"), 5, "//"));
    let position = Position::<Board3<5, 51, 255>>::parse(&cube).expect("valid");
    assert_eq!(position.to_string(), cube);
    assert_eq!(
        Position::<Board3<5, 51, 255>>::parse(&text).map_err(|e| e.kind()),
        Err(FeenErrorKind::Shape {
            found: pin_runtime::feen::Dimensions::new(&[255, 255]).expect("valid"),
            expected: pin_runtime::feen::Dimensions::new(&[5, 51, 255]).expect("valid"),
        })
    );
}

// ---------------------------------------------------------------------------
// Long inputs.
// ---------------------------------------------------------------------------

/// Ten megabytes of text: `unit` repeated, between `head` and `tail`.
fn long(head: &str, unit: &str, tail: &str) -> String {
    format!("{head}{}{tail}", unit.repeat(10_000_000 / unit.len()))
}

/// The largest character boundary of `text` at or below `at`.
fn boundary(text: &str, at: usize) -> usize {
    (0..=at)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

/// Long inputs are errors, rejected by their length before anything is
/// read: a position and a placement alone alike, at 4096 bytes.
#[test]
fn megabytes_of_input_are_rejected_early() {
    let random: Vec<u8> = (0..10_000_000u32)
        .map(|i| u8::try_from(i.wrapping_mul(2_654_435_761) >> 24).expect("a byte"))
        .collect();
    let inputs = [
        long("", "K", ""),
        long("", "+K^'", ""),
        long("", "1/", ""),
        long("", "1", ""),
        long("", "9", ""),
        long("", "/", ""),
        long("", "//", ""),
        long("", "1/1//", ""),
        long("", "255/", ""),
        long("", "K/", ""),
        long("", " ", ""),
        long("", "+", ""),
        long("", "\u{e9}", ""),
        long("8/8 ", "P", "/ W/w"),
        long("8/8 ", "2P", "/ W/w"),
        long("8/8 P/", "p", " W/w"),
        long("8/8 / ", "W", "/w"),
        long("", "8 / W/w", ""),
        String::from_utf8_lossy(&random).into_owned(),
    ];
    for input in &inputs {
        let shown = &input[..boundary(input, 24)];
        for error in [
            Feen::parse(input).expect_err(shown),
            Position::<Board<8, 8>>::parse(input).expect_err(shown),
            Position::<Board3<2, 2, 2>>::parse(input).expect_err(shown),
        ] {
            assert_eq!(
                error.kind(),
                FeenErrorKind::TooLong { len: input.len() },
                "{shown}"
            );
        }
        assert!(!Reference::is_valid(input), "{shown}");
        for error in [
            parse_placement::<8, 8>(input).map(|_| ()),
            parse_board::<Board<1, 8>>(input).map(|_| ()),
            parse_board::<Board3<2, 2, 2>>(input).map(|_| ()),
        ]
        .map(|read| read.expect_err(shown))
        {
            assert_eq!(
                (error.kind(), error.index()),
                (FeenErrorKind::TooLong { len: input.len() }, MAX_LEN),
                "{shown}"
            );
        }
    }
}
