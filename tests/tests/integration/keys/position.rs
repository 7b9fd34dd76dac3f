//! `Position::key` and `Feen::key`: the documented derivation, computed
//! again here from the docs; golden keys; each part of a position changes
//! the key; incremental updates; no collision among positions of mixed
//! shapes.

use std::collections::HashMap;

use pin_runtime::feen::Grid;
use pin_runtime::{Board, Board3, Cell, Epin, Feen, Hand, Position, Side, Sin, epin, feen};
use proptest::prelude::*;

/// The finalizer of `SplitMix64`, as `Position::key`'s docs give it.
fn mix(w: u64) -> u64 {
    let mut z = (w ^ (w >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The 128-bit product of two words with its halves XOR-ed, as the docs
/// give it.
fn fold(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    let [low, high] =
        [product, product >> 64].map(|half| u64::try_from(half & u128::from(u64::MAX)).unwrap());
    low ^ high
}

/// `SplitMix64`'s increment, the docs' `step`.
const STEP: u64 = 0x9E37_79B9_7F4A_7C15;

/// The shape's bits, as the docs give them: the sizes, a byte each.
fn shape_bits(sizes: &[usize]) -> u64 {
    (0..3).fold(0, |bits, i| {
        bits << 8 | sizes.get(i).map_or(0, |&size| u64::try_from(size).unwrap())
    })
}

/// The part of `piece` on the square at `square` of a board of `sizes`,
/// as the docs derive it.
fn documented_piece(sizes: &[usize], square: usize, piece: Epin) -> u64 {
    let [letter, attributes] = piece.code().to_le_bytes().map(u64::from);
    let square = u64::try_from(square).unwrap();
    let board = mix(2 << 56 | shape_bits(sizes) << 32);
    let group = board.wrapping_add((square / 8).wrapping_mul(STEP));
    fold(
        group ^ mix(8 << 56 | (square % 8)) ^ mix(7 << 56 | attributes),
        mix(6 << 56 | letter),
    )
}

/// The part of `count` of `piece` held by `side` (0 or 1), as the docs
/// derive it.
fn documented_hand(side: u64, piece: Epin, count: u32) -> u64 {
    let [letter, attributes] = piece.code().to_le_bytes().map(u64::from);
    fold(
        mix(3 << 56 | side << 48) ^ u64::from(count).wrapping_mul(STEP) ^ mix(7 << 56 | attributes),
        mix(6 << 56 | letter),
    )
}

/// The key as `Position::key`'s docs derive it, from a view's parts.
fn documented_key(feen: &Feen<'_>) -> u64 {
    let sizes = feen.dimensions();
    let mut key = mix(1 << 56 | shape_bits(sizes) << 32);
    for (square, piece) in feen.squares().enumerate() {
        if let Some(piece) = piece {
            key ^= documented_piece(sizes, square, piece);
        }
    }
    for (side, hand) in [(0, feen.first_hand()), (1, feen.second_hand())] {
        for (piece, count) in hand {
            key ^= documented_hand(side, piece, count);
        }
    }
    for side in [Side::First, Side::Second] {
        key ^= mix(4 << 56 | u64::from(feen.style(side).code()));
    }
    if feen.turn() == Side::Second {
        key ^= mix(5 << 56);
    }
    key
}

#[test]
fn mix_is_splitmix64s_finalizer() {
    // SplitMix64 seeded with 0 returns the finalizer of n × γ as its n-th
    // output; its first three, as published with it.
    let gamma: u64 = 0x9E37_79B9_7F4A_7C15;
    assert_eq!(mix(gamma), 0xe220_a839_7b1d_cdaf);
    assert_eq!(mix(gamma.wrapping_mul(2)), 0x6e78_9e6a_a1b9_65f4);
    assert_eq!(mix(gamma.wrapping_mul(3)), 0x06c4_5d18_8009_454f);
    assert_eq!(gamma, STEP);
}

#[test]
fn fold_xors_the_halves_of_the_product() {
    // 2⁶³ × 4 = 2⁶⁵: low half 0, high half 2.
    assert_eq!(fold(1 << 63, 4), 2);
    // (2⁶⁴ − 1)² = 2¹²⁸ − 2⁶⁵ + 1: high half 2⁶⁴ − 2, low half 1.
    assert_eq!(fold(u64::MAX, u64::MAX), u64::MAX);
    assert_eq!(fold(0x1_0000_0001, 0x1_0000_0001), 0x2_0000_0001 ^ 1);
}

/// Positions of every kind, and their keys: pinned, as a key never
/// changes within a major version.
const GOLDEN: [(&str, u64); 10] = [
    (
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w",
        0x1a04_4d8f_414f_0a63,
    ),
    (
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / w/W",
        0xe6d3_e4eb_186e_5ba3,
    ),
    (
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
        0xcfbe_ea10_30df_de85,
    ),
    (
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S",
        0x6477_aa7a_b782_f9f7,
    ),
    (
        "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c",
        0x0835_8030_d284_edc8,
    ),
    (
        "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / S/s",
        0x50c9_4a08_ddc0_642b,
    ),
    ("k^+p4+PK^ / W/w", 0x115a_8155_56fa_6522),
    ("k^1/2//2/1K^ / W/w", 0x4a67_e26e_68f6_9c14),
    ("8/8/8/8/8/8/8/8 / W/w", 0x5be9_9421_8935_3bf1),
    (
        "K^'p'6/8/8/8/8/8/8/7k^ 3P'-p/2+S^' w/J",
        0x4477_9757_61b0_1c16,
    ),
];

#[test]
fn golden_keys() {
    for (text, key) in GOLDEN {
        let feen = Feen::parse(text).unwrap();
        assert_eq!(feen.key(), key, "{text}: {:#018x}", feen.key());
        assert_eq!(documented_key(&feen), key, "{text}");
    }
    // The typed positions give the same keys.
    let chess: Position<Board<8, 8>> = GOLDEN[0].0.parse().unwrap();
    assert_eq!(chess.key(), GOLDEN[0].1);
    assert_eq!(pin_runtime::chess::START.key(), GOLDEN[0].1);
    let shogi: Position<Board<9, 9>> = GOLDEN[3].0.parse().unwrap();
    assert_eq!(shogi.key(), GOLDEN[3].1);
    let line: Position<Board<1, 8>> = GOLDEN[6].0.parse().unwrap();
    assert_eq!(line.key(), GOLDEN[6].1);
    let cube: Position<Board3<2, 2, 2>> = GOLDEN[7].0.parse().unwrap();
    assert_eq!(cube.key(), GOLDEN[7].1);
}

/// A small generator (a 64-bit LCG, its high bits mixed), seeded by
/// proptest or by the test.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let x = self.0;
        (x ^ (x >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd) ^ (x >> 29)
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % u64::try_from(n).unwrap()).unwrap()
    }
}

/// Pieces the generated positions hold: few, so that generated positions
/// are often one element apart, the hardest case for XOR-ed keys.
const PIECES: [&str; 10] = ["K^", "k^", "P", "p", "+P", "-p", "R", "r", "S'", "s^'"];
const STYLES: [(char, char); 4] = [('W', 'w'), ('J', 'j'), ('C', 'c'), ('W', 's')];

/// A random FEEN position: a board of 1 to 3 dimensions, small, some of
/// its squares occupied, pieces in hand, random styles and turn.
fn random_text(rng: &mut Rng) -> String {
    let sizes: Vec<usize> = match rng.below(3) {
        0 => vec![1 + rng.below(10)],
        1 => vec![2 + rng.below(5), 1 + rng.below(6)],
        _ => vec![2 + rng.below(2), 2 + rng.below(2), 1 + rng.below(3)],
    };
    let squares: usize = sizes.iter().product();
    let density = 1 + rng.below(4);
    let mut board = Vec::with_capacity(squares);
    for _ in 0..squares {
        if rng.below(6) < density {
            board.push(Some(PIECES[rng.below(PIECES.len())]));
        } else {
            board.push(None);
        }
    }
    let mut free = board.iter().filter(|square| square.is_none()).count();
    let mut hands = [Hand::new(), Hand::new()];
    for hand in &mut hands {
        for _ in 0..rng.below(3) {
            let count = 1 + rng.below(3);
            if count <= free {
                let piece = Epin::parse(PIECES[rng.below(PIECES.len())]).unwrap();
                hand.add(piece, u32::try_from(count).unwrap()).unwrap();
                free -= count;
            }
        }
    }
    let (first, second) = STYLES[rng.below(STYLES.len())];
    let styles = if rng.below(2) == 0 {
        format!("{first}/{second}")
    } else {
        format!("{second}/{first}")
    };
    format!(
        "{} {}/{} {styles}",
        placement(&sizes, &board),
        hands[0],
        hands[1]
    )
}

/// The placement field of a board of `sizes`, squares in the order written.
fn placement(sizes: &[usize], squares: &[Option<&str>]) -> String {
    let files = *sizes.last().unwrap();
    let ranks_per_layer = if sizes.len() == 3 {
        sizes[1]
    } else {
        usize::MAX
    };
    let mut text = String::new();
    for (rank, squares) in squares.chunks(files).enumerate() {
        if rank > 0 {
            text.push_str(if rank % ranks_per_layer == 0 {
                "//"
            } else {
                "/"
            });
        }
        let mut empty = 0;
        for square in squares {
            match square {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push_str(piece);
                }
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
    }
    text
}

/// Draws `count` positions and checks that no two different ones have the
/// same key, and that every key is the documented one; returns how many
/// different positions there were.
fn no_collision(seed: u64, count: usize) -> usize {
    let mut rng = Rng(seed);
    let mut texts: HashMap<u64, String> = HashMap::with_capacity(count);
    for _ in 0..count {
        let text = random_text(&mut rng);
        let feen = Feen::parse(&text).unwrap_or_else(|err| panic!("{text}: {err}"));
        let key = feen.key();
        if let Some(other) = texts.get(&key) {
            assert_eq!(*other, text, "two positions of key {key:#018x}");
        } else {
            assert_eq!(key, documented_key(&feen), "{text}");
            texts.insert(key, text);
        }
    }
    texts.len()
}

#[test]
fn no_collision_among_20_000_positions() {
    let distinct = no_collision(20_000, 20_000);
    assert!(distinct > 15_000, "{distinct} different positions");
}

#[test]
#[ignore = "a million positions: 25 to 40 s in the tests' build; 20,000 run by default"]
fn no_collision_among_a_million_positions() {
    let distinct = no_collision(1_000_000, 1_000_000);
    assert!(distinct > 700_000, "{distinct} different positions");
}

/// A random position of a board of `sizes`: about a third of its squares
/// occupied, the last one always, and pieces in both hands.
fn random_position(rng: &mut Rng, sizes: &[usize]) -> String {
    let squares: usize = sizes.iter().product();
    let mut board: Vec<Option<&str>> = (0..squares)
        .map(|_| (rng.below(3) == 0).then(|| PIECES[rng.below(PIECES.len())]))
        .collect();
    board[squares - 1] = Some(PIECES[rng.below(PIECES.len())]);
    let mut hands = [Hand::new(), Hand::new()];
    for hand in &mut hands {
        let piece = Epin::parse(PIECES[rng.below(PIECES.len())]).unwrap();
        hand.add(piece, 1 + u32::try_from(rng.below(3)).unwrap())
            .unwrap();
    }
    format!("{} {}/{} J/w", placement(sizes, &board), hands[0], hands[1])
}

/// The key of typed positions of `B` equals the documented one.
fn typed_key_is_documented<B: Grid>(rng: &mut Rng) {
    let sizes = B::DIMENSIONS.as_slice().to_vec();
    for _ in 0..20 {
        let text = random_position(rng, &sizes);
        let feen = Feen::parse(&text).unwrap_or_else(|err| panic!("{text}: {err}"));
        let position: Position<B> = text.parse().unwrap_or_else(|err| panic!("{text}: {err}"));
        assert_eq!(position.key(), documented_key(&feen), "{text}");
        assert_eq!(feen.key(), position.key(), "{text}");
    }
}

#[test]
fn typed_keys_on_both_sides_of_128_squares() {
    // Boards of at most 128 squares are scanned written out, larger ones
    // by a loop: the same derivation on both sides.
    let mut rng = Rng(128);
    typed_key_is_documented::<Board<8, 8>>(&mut rng);
    typed_key_is_documented::<Board<9, 9>>(&mut rng);
    typed_key_is_documented::<Board<10, 9>>(&mut rng);
    typed_key_is_documented::<Board<1, 127>>(&mut rng);
    typed_key_is_documented::<Board<8, 16>>(&mut rng);
    typed_key_is_documented::<Board3<2, 8, 8>>(&mut rng);
    typed_key_is_documented::<Board<1, 129>>(&mut rng);
    typed_key_is_documented::<Board<12, 12>>(&mut rng);
    typed_key_is_documented::<Board3<3, 7, 7>>(&mut rng);
    typed_key_is_documented::<Board<19, 19>>(&mut rng);
}

#[test]
fn shapes_holding_the_same_pieces_differ() {
    // Every shape of at most 64 squares, the same pieces on its first
    // squares in the order written, the same hands: all keys different.
    let mut keys = HashMap::new();
    let mut shapes: Vec<Vec<usize>> = (1..=64).map(|n| vec![n]).collect();
    for ranks in 2..=8 {
        for files in 1..=64 / ranks {
            shapes.push(vec![ranks, files]);
        }
    }
    for layers in 2..=4 {
        for ranks in 2..=4 {
            for files in 1..=64 / (layers * ranks) {
                shapes.push(vec![layers, ranks, files]);
            }
        }
    }
    for empty in [true, false] {
        keys.clear();
        for sizes in &shapes {
            let squares: usize = sizes.iter().product();
            if !empty && squares < 3 {
                continue;
            }
            let mut board = vec![None; squares];
            if !empty {
                board[0] = Some("K^");
                board[squares - 1] = Some("k^");
            }
            let text = format!("{} P/ W/w", placement(sizes, &board));
            let key = Feen::parse(&text).unwrap().key();
            assert_eq!(keys.insert(key, text.clone()), None, "{text}");
        }
    }
    // Two boards of 8 squares, one piece on the first.
    let line: Position<Board<1, 8>> = feen!("K^7 / W/w");
    let square: Position<Board<2, 4>> = feen!("K^3/4 / W/w");
    let cube: Position<Board3<2, 2, 2>> = feen!("K^1/2//2/2 / W/w");
    assert_ne!(line.key(), square.key());
    assert_ne!(square.key(), cube.key());
    assert_ne!(line.key(), cube.key());
}

/// Each element alone changes the key: each square to each other content,
/// each hand count up and down, each style, the turn.
fn each_part_changes_the_key<B: Grid>(position: &Position<B>) {
    let key = position.key();
    let shape = B::DIMENSIONS;
    for index in 0..shape.square_count() {
        let cell = shape.cell(index).unwrap();
        let here = position.get(cell).unwrap();
        for piece in PIECES
            .iter()
            .map(|p| Some(Epin::parse(p).unwrap()))
            .chain([None])
        {
            let mut changed = *position;
            if piece != here && changed.set(cell, piece).is_ok() {
                assert_ne!(changed.key(), key, "{position} with {piece:?} at {cell}");
            }
        }
    }
    for side in [Side::First, Side::Second] {
        for piece in PIECES.map(|p| Epin::parse(p).unwrap()) {
            let mut more = *position;
            if more.add_to_hand(side, piece, 1).is_ok() {
                assert_ne!(more.key(), key, "{position} with one more {piece}");
            }
            let mut fewer = *position;
            if fewer.remove_from_hand(side, piece, 1).is_ok() {
                assert_ne!(fewer.key(), key, "{position} with one fewer {piece}");
            }
        }
    }
    for (first, second) in STYLES {
        let (first, second) = (
            Sin::parse(&first.to_string()).unwrap(),
            Sin::parse(&second.to_string()).unwrap(),
        );
        for (active, inactive) in [(first, second), (second, first)] {
            let restyled = Position::new(*position.board(), active, inactive).unwrap();
            let mut same = restyled;
            // The same hands, so only the styles or the turn differ.
            for side in [Side::First, Side::Second] {
                for (piece, count) in position.hand(side) {
                    same.add_to_hand(side, piece, count).unwrap();
                }
            }
            let same_parts = same.style(Side::First) == position.style(Side::First)
                && same.style(Side::Second) == position.style(Side::Second)
                && same.turn() == position.turn();
            assert_eq!(same.key() == key, same_parts, "{position} as {same}");
        }
    }
    assert_ne!(position.with_turn(position.turn().flipped()).key(), key);
}

#[test]
fn each_part_alone_changes_the_key() {
    let chess: Position<Board<8, 8>> =
        feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / w/W");
    each_part_changes_the_key(&chess);
    let shogi: Position<Board<9, 9>> = feen!(
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S"
    );
    each_part_changes_the_key(&shogi);
    let line: Position<Board<1, 8>> = feen!("k^+p2-P2K^ P/2p W/w");
    each_part_changes_the_key(&line);
    let cube: Position<Board3<2, 3, 2>> = feen!("k^1/2/1P//2/p1/1K^ S'/ J/w");
    each_part_changes_the_key(&cube);
}

/// One change to a position.
#[derive(Clone, Debug)]
enum Change {
    /// Put a piece (or nothing) on the square at an index.
    Set(prop::sample::Index, Option<usize>),
    /// Add pieces to a hand.
    Add(bool, usize, u32),
    /// Take pieces from a hand.
    Remove(bool, usize, u32),
    /// Switch the turn.
    Switch,
}

fn change() -> impl Strategy<Value = Change> {
    let piece = 0..PIECES.len();
    prop_oneof![
        4 => (any::<prop::sample::Index>(), prop::option::of(piece.clone())).prop_map(|(at, p)| Change::Set(at, p)),
        2 => (any::<bool>(), piece.clone(), 1..4_u32).prop_map(|(s, p, n)| Change::Add(s, p, n)),
        2 => (any::<bool>(), piece, 1..4_u32).prop_map(|(s, p, n)| Change::Remove(s, p, n)),
        1 => Just(Change::Switch),
    ]
}

/// Applies `changes` to `position`, updating its key with the parts, and
/// checks it against the key computed again after each.
fn incremental<B: Grid>(
    mut position: Position<B>,
    changes: &[Change],
) -> Result<(), TestCaseError> {
    let mut key = position.key();
    let side = |first: bool| if first { Side::First } else { Side::Second };
    for change in changes {
        match *change {
            Change::Set(at, piece) => {
                let cell: Cell = B::DIMENSIONS
                    .cell(at.index(B::DIMENSIONS.square_count()))
                    .unwrap();
                let piece = piece.map(|p| Epin::parse(PIECES[p]).unwrap());
                let old = position.get(cell).unwrap();
                if position.set(cell, piece).is_ok() {
                    for piece in [old, piece].into_iter().flatten() {
                        key ^= Position::<B>::piece_key(cell, piece);
                    }
                }
            }
            Change::Add(first, piece, count) | Change::Remove(first, piece, count) => {
                let (side, piece) = (side(first), Epin::parse(PIECES[piece]).unwrap());
                let before = position.hand(side).count(piece);
                let done = if matches!(change, Change::Add(..)) {
                    position.add_to_hand(side, piece, count).is_ok()
                } else {
                    position.remove_from_hand(side, piece, count).is_ok()
                };
                if done {
                    let after = position.hand(side).count(piece);
                    key ^= Position::<B>::hand_key(side, piece, before)
                        ^ Position::<B>::hand_key(side, piece, after);
                }
            }
            Change::Switch => {
                position.switch_turn();
                key ^= Position::<B>::turn_key(Side::Second);
            }
        }
        prop_assert_eq!(key, position.key(), "{}", position);
        let text = position.to_string();
        prop_assert_eq!(Feen::parse(&text).unwrap().key(), key);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn incremental_updates_equal_the_key(changes in prop::collection::vec(change(), 1..60)) {
        incremental::<Board<9, 9>>(feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j"), &changes)?;
        incremental::<Board<1, 5>>(feen!("k^3K^ / W/w"), &changes)?;
        incremental::<Board3<2, 2, 3>>(feen!("k^2/3//3/2K^ / W/w"), &changes)?;
    }

    /// The view's key and the typed position's, on generated positions,
    /// and both the documented derivation.
    #[test]
    fn view_and_position_agree(seed: u64) {
        let mut rng = Rng(seed);
        for _ in 0..20 {
            let text = random_text(&mut rng);
            let feen = Feen::parse(&text).unwrap();
            let key = feen.key();
            prop_assert_eq!(key, documented_key(&feen));
            let typed = match feen.dimensions() {
                [3] => Position::<Board<1, 3>>::try_from(feen).map(|p| p.key()).ok(),
                [2, 2] => Position::<Board<2, 2>>::try_from(feen).map(|p| p.key()).ok(),
                [3, 4] => Position::<Board<3, 4>>::try_from(feen).map(|p| p.key()).ok(),
                [2, 2, 2] => Position::<Board3<2, 2, 2>>::try_from(feen).map(|p| p.key()).ok(),
                _ => None,
            };
            if let Some(typed) = typed {
                prop_assert_eq!(typed, key, "{}", text);
            }
        }
    }
}

#[test]
fn parts_are_the_documented_ones() {
    type Shogi = Position<Board<9, 9>>;
    type Line = Position<Board<1, 3>>;
    // Const: the parts can be constants.
    const KING: u64 = Position::<Board<9, 9>>::piece_key(Cell::new_2d(4, 0), epin!("K^"));
    // e1 is square 76 of a 9×9 board, in the order written: the fifth
    // (offset 4) of the tenth group of eight (group 9). `K^` is the letter
    // 0x4b with the attribute byte 0x04 (`^`).
    let shape = 0x0009_0900_u64 << 32;
    let board = mix(2 << 56 | shape);
    assert_eq!(
        Shogi::piece_key(Cell::parse("e1").unwrap(), epin!("K^")),
        fold(
            board.wrapping_add(9_u64.wrapping_mul(STEP)) ^ mix(8 << 56 | 4) ^ mix(7 << 56 | 0x04),
            mix(6 << 56 | 0x4b)
        )
    );
    // a9 is square 0: the first group's word is the board's.
    assert_eq!(
        Shogi::piece_key(Cell::parse("a9").unwrap(), epin!("+p'")),
        fold(
            board ^ mix(8 << 56) ^ mix(7 << 56 | 0x09),
            mix(6 << 56 | 0x70)
        )
    );
    assert_eq!(Shogi::shape_key(), mix(1 << 56 | shape));
    assert_eq!(
        Shogi::hand_key(Side::Second, epin!("p"), 3),
        fold(
            mix(3 << 56 | 1 << 48) ^ 3_u64.wrapping_mul(STEP) ^ mix(7 << 56),
            mix(6 << 56 | 0x70)
        )
    );
    assert_eq!(
        Shogi::style_key(Sin::parse("J").unwrap()),
        mix(4 << 56 | 0x4a)
    );
    assert_eq!(Shogi::turn_key(Side::Second), mix(5 << 56));
    // Parts of hands, styles and turn do not depend on the shape.
    assert_eq!(
        Line::hand_key(Side::Second, epin!("p"), 3),
        Shogi::hand_key(Side::Second, epin!("p"), 3)
    );
    assert_eq!(
        Line::style_key(Sin::parse("J").unwrap()),
        Shogi::style_key(Sin::parse("J").unwrap())
    );
    assert_eq!(Line::turn_key(Side::Second), Shogi::turn_key(Side::Second));
    // A cell off the board, or of other dimensions, has no part.
    assert_eq!(Shogi::piece_key(Cell::parse("j1").unwrap(), epin!("K^")), 0);
    assert_eq!(Shogi::piece_key(Cell::parse("e").unwrap(), epin!("K^")), 0);
    assert_eq!(
        Shogi::piece_key(Cell::parse("e1A").unwrap(), epin!("K^")),
        0
    );
    assert_eq!(
        KING,
        Shogi::piece_key(Cell::parse("e1").unwrap(), epin!("K^"))
    );
}

/// The pairs of pairs of `parts` whose XORs are equal in their low `bits`
/// bits, in their high `bits` bits and in all 64: for parts that behave as
/// independent random numbers, about `n² / 2^(bits + 1)` (n the number of
/// pairs) in each and none in all 64. A part built as the XOR of a word of
/// the square and a word of the piece would give as many in all 64 as
/// there are pairs of squares times pairs of pieces.
fn equal_xors(parts: &[u64], bits: u32) -> [u64; 3] {
    let mut xors = Vec::with_capacity(parts.len() * (parts.len() - 1) / 2);
    for (i, a) in parts.iter().enumerate() {
        xors.extend(parts[i + 1..].iter().map(|b| a ^ b));
    }
    let equal = |mut xors: Vec<u64>, shift: u32, mask: u64| {
        for xor in &mut xors {
            *xor = *xor >> shift & mask;
        }
        xors.sort_unstable();
        let mut pairs = 0;
        let mut run = 1;
        for window in xors.windows(2) {
            if window[0] == window[1] {
                pairs += run;
                run += 1;
            } else {
                run = 1;
            }
        }
        pairs
    };
    let mask = u64::MAX >> (64 - bits);
    [
        equal(xors.clone(), 0, mask),
        equal(xors.clone(), 64 - bits, mask),
        equal(xors, 0, u64::MAX),
    ]
}

/// Checks `equal_xors` of `parts` against what random numbers give.
fn parts_behave_as_random_numbers(parts: &[u64], bits: u32) {
    let mut distinct = parts.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), parts.len(), "two parts are equal");
    let pairs = f64::from(u32::try_from(parts.len() * (parts.len() - 1) / 2).unwrap());
    let expected = pairs * pairs / 2f64.powf(f64::from(bits + 1));
    let [low, high, all] = equal_xors(parts, bits);
    assert_eq!(all, 0, "pairs of parts with equal XORs");
    for (half, count) in [("low", low), ("high", high)] {
        let count = f64::from(u32::try_from(count).unwrap());
        // Poisson: at most 4.5 standard deviations either side.
        let spread = 4.5 * expected.sqrt();
        assert!(
            (expected - spread..=expected + spread).contains(&count),
            "{count} pairs of pairs equal in their {half} {bits} bits, {expected:.0} expected"
        );
    }
}

/// The parts of `tokens` on the first `squares` squares of a 9×9 board
/// and held 1 to `counts` times in either hand.
fn shogi_parts(tokens: &[Epin], squares: usize, counts: u32) -> Vec<u64> {
    type Shogi = Position<Board<9, 9>>;
    let cells = (0..squares).map(|index| <Board<9, 9>>::DIMENSIONS.cell(index).unwrap());
    let mut parts: Vec<u64> = cells
        .flat_map(|cell| {
            tokens
                .iter()
                .map(move |&piece| Shogi::piece_key(cell, piece))
        })
        .collect();
    for side in Side::ALL {
        for &piece in tokens {
            parts.extend((1..=counts).map(|count| Shogi::hand_key(side, piece, count)));
        }
    }
    parts
}

/// Sixteen tokens of shogi, promoted and not, of both sides.
fn shogi_tokens() -> Vec<Epin> {
    [
        "P", "L", "N", "S", "G", "B", "R", "K^", "+P", "+B", "+R", "p", "l", "+s", "r", "k^",
    ]
    .map(|token| Epin::parse(token).unwrap())
    .to_vec()
}

#[test]
fn parts_behave_as_random_numbers_on_two_ranks_and_in_hand() {
    // 16 tokens on 18 squares and twice in either hand: 352 parts, 61,776
    // pairs, about 1,820 pairs of pairs equal in their low 20 bits and as
    // many in their high 20 bits.
    parts_behave_as_random_numbers(&shogi_parts(&shogi_tokens(), 18, 2), 20);
}

#[test]
#[ignore = "1.75 million pairs of parts: about 40 s in the tests' build; 61,776 run by default"]
fn parts_behave_as_random_numbers_on_a_shogi_board_and_in_hand() {
    // 16 tokens on 81 squares and up to 18 times in either hand: 1,872
    // parts, 1.75 million pairs, about 356 pairs of pairs equal in each
    // half of 32 bits.
    parts_behave_as_random_numbers(&shogi_parts(&shogi_tokens(), 81, 18), 32);
}
