//! The two FEEN readers compared: this crate's and `pin_runtime`'s.

use super::{FeenError, Layout, parse_placement, parse_position, scan};
use pin_runtime::feen::Grid;
use pin_runtime::{Board, Board3, Epin, Feen, Hand, Position, Side, parse_board};
use proptest::prelude::*;

/// Compares this reader with `Feen::parse` and `Position::parse` on
/// `input`, and the placement reader on its first field.
fn agree(input: &str) {
    let bytes = input.as_bytes();
    // The view: no bound on hands.
    let view = Feen::parse(input);
    match (scan::position(bytes, None), &view) {
        (Ok(ours), Ok(feen)) => {
            assert_eq!(ours.layout.dimensions, feen.dimensions(), "{input:?}");
            let squares: Vec<u16> = feen.squares().map(|s| s.map_or(0, Epin::code)).collect();
            assert_eq!(ours.layout.squares, squares, "{input:?}");
            let first: Vec<(u16, u32)> = feen.first_hand().map(|(p, n)| (p.code(), n)).collect();
            let second: Vec<(u16, u32)> = feen.second_hand().map(|(p, n)| (p.code(), n)).collect();
            assert_eq!(ours.hands, [first, second], "{input:?}");
            assert_eq!(ours.styles, [feen.active().code(), feen.inactive().code()]);
        }
        (Err(ours), Err(theirs)) => {
            assert_eq!(ours.to_string(), theirs.to_string(), "{input:?}");
            assert_eq!(ours.index, theirs.index(), "{input:?}");
            let cell = theirs.cell().map(|cell| cell.to_string());
            assert_eq!(ours.cell(), cell.as_deref(), "{input:?}");
        }
        (ours, theirs) => panic!(
            "{input:?}: {:?} but the runtime says {theirs:?}",
            ours.is_ok()
        ),
    }
    // Typed positions, with the bounded hands, on a few shapes.
    let ours = parse_position(bytes);
    agree_typed::<Board<8, 8>>(input, &ours);
    agree_typed::<Board<1, 8>>(input, &ours);
    agree_typed::<Board<3, 3>>(input, &ours);
    agree_typed::<Board3<2, 2, 2>>(input, &ours);
    // The placement alone.
    let field = input.split(' ').next().unwrap_or_default();
    let ours = parse_placement(field.as_bytes());
    agree_board::<Board<8, 8>>(field, &ours);
    agree_board::<Board<1, 8>>(field, &ours);
    agree_board::<Board3<2, 2, 2>>(field, &ours);
}

/// `Position::<B>::parse` agrees with our reader: the same mistake, or
/// a shape error exactly when our shape is not `B`'s.
fn agree_typed<B: Grid>(input: &str, ours: &Result<super::Position, FeenError>) {
    let theirs = Position::<B>::parse(input);
    match (ours, theirs) {
        (Ok(ours), Ok(position)) => {
            assert_eq!(
                ours.layout.dimensions,
                B::DIMENSIONS.as_slice(),
                "{input:?}"
            );
            assert_eq!(position.to_string(), input, "{input:?}");
            let hand = |hand: &Hand| hand.iter().map(|(p, n)| (p.code(), n)).collect::<Vec<_>>();
            assert_eq!(
                ours.hands,
                [
                    hand(position.hand(Side::First)),
                    hand(position.hand(Side::Second))
                ]
            );
        }
        (Ok(ours), Err(error)) => {
            assert_ne!(
                ours.layout.dimensions,
                B::DIMENSIONS.as_slice(),
                "{input:?}: {error}"
            );
        }
        (Err(ours), Err(theirs))
            if !matches!(theirs.kind(), pin_runtime::FeenErrorKind::Shape { .. }) =>
        {
            assert_eq!(ours.to_string(), theirs.to_string(), "{input:?}");
        }
        (Err(_), Err(_)) => {
            // A shape error is found as soon as the placement ends,
            // before a later mistake in the other fields.
        }
        (Err(ours), Ok(_)) => panic!("{input:?}: {ours} but the runtime accepts it"),
    }
}

/// `parse_board::<B>` agrees with our placement reader.
fn agree_board<B: Grid + PartialEq + std::fmt::Debug>(
    field: &str,
    ours: &Result<Layout, FeenError>,
) {
    let theirs = parse_board::<B>(field);
    match (ours, theirs) {
        (Ok(ours), Ok(board)) => {
            let squares: Vec<u16> = board
                .as_squares()
                .iter()
                .map(|s| s.map_or(0, Epin::code))
                .collect();
            assert_eq!(ours.squares, squares, "{field:?}");
        }
        (Ok(ours), Err(_)) => {
            assert_ne!(ours.dimensions, B::DIMENSIONS.as_slice(), "{field:?}");
        }
        (Err(ours), Err(theirs)) => assert_eq!(ours.to_string(), theirs.to_string(), "{field:?}"),
        (Err(ours), Ok(_)) => panic!("{field:?}: {ours} but the runtime accepts it"),
    }
}

#[test]
fn agrees_on_the_examples_and_on_every_listed_mistake() {
    for input in [
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S",
        "ab/cd//AB/CD / W/w",
        "k^+p4+PK^ / W/w",
        "a/b/c / W/w",
        "",
        " / W/w",
        "8/8/ / W/w",
        "/8 / W/w",
        "8//8 / W/w",
        "ab/cd//AB / W/w",
        "a/b///c/d / W/w",
        "rkr/pp/PPPP / W/w",
        "ab/cd/ef//AB/CD / W/w",
        "08 / W/w",
        "0 / W/w",
        "k$k / W/w",
        "256 / W/w",
        "200A100 / W/w",
        "8/8 PP/ W/w",
        "8/8 3P3Q2P/ W/w",
        "8/8 QP/ W/w",
        "8/8 2P3Q/ W/w",
        "8/8 pP/ W/w",
        "8/8 1P/ W/w",
        "8/8 0P/ W/w",
        "8/8 02P/ W/w",
        "8/8 2/ W/w",
        "8/8 P/p/ W/w",
        "8/8 P W/w",
        "8/8 / C/C",
        "8/8 / C",
        "8/8 / CC/c",
        "8/8 / W/w ",
        "8/8 / 1/w",
        "8/8 /",
        "8/8",
        "8/8 / W/w 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "1 2P/ W/w",
        "8/8  / W/w",
        "ab/cd//AB/C? / W/w",
        "8/1x? / W/w",
        "a//b/c / W/w",
        "8/8 ABCDEFGHIJKLMNOPQ/ W/w",
        "8/8 99999P/ W/w",
        "K'K / W/w",
        "K'^ / W/w",
        // Squares by CELL name on boards of each shape, and ranks and
        // layers compared with the first.
        "rnbqk^bnr/pppp?ppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        "rnbqk^bnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w",
        "ab/cd//ABC/CD / W/w",
        "ab/cd//AB/CD/EF / W/w",
        "ab/cd//AB//CD/EF / W/w",
        "ab/c$//AB/CD / W/w",
        "ab/cd//AB/CD//EF/G$ / W/w",
        "k^$ / W/w",
        "8/8/ / W/w",
        "8/+? / W/w",
        "8/8x8/ / W/w",
        // Characters users mistype: whole non-ASCII characters, named
        // whitespace, a second space, an empty position.
        "8/é7 / W/w",
        "8/+é7 / W/w",
        "8/+😀7 / W/w",
        "♔7/8 / W/w",
        "8/8 ♔/ W/w",
        "8/8 2♔/ W/w",
        "8/8 / Ｗ/w",
        "8/8 / W/ｗ",
        "8/8 / W|w",
        "8/8 Pé/ W/w",
        "8/8\t/ W/w",
        "8/8 / W/w\r",
        "8/8 / W/w\n",
        "8/8 /  W/w",
        "\n",
        "\r\n",
        " ",
        "\t \u{3000}",
        "\u{3000}8/8 / W/w",
        "8/8\u{a0}/ W/w",
        "8/8 2",
    ] {
        agree(input);
    }
    agree(&"K".repeat(5000));
    agree(&format!("{} / W/w", "8/".repeat(300)));
    agree(&format!("{}é / W/w", "1/".repeat(260)));
    agree(&format!("{}/x?", "a/a//".repeat(300)));
    agree(&format!("{} / W/w", "K".repeat(300)));
    agree(&format!("{} / W/w", "1/".repeat(300)));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn agrees_on_random_text(input in "[Kkq+\\-^'/0-9 xWwPé♔ｗ\t]{0,24}") {
        agree(&input);
    }

    #[test]
    fn agrees_on_mutated_positions(
        squares in proptest::collection::vec(proptest::option::of(0..624usize), 16),
        hand in proptest::collection::vec((0..624usize, 1..4u32), 0..4),
        position in 0..60usize,
        byte in prop::sample::select(b"Kk+-^'/019 xPpWw".to_vec()),
        action in 0..3u8,
    ) {
        let mut board = [[None; 4]; 4];
        for (i, square) in squares.iter().enumerate() {
            board[i / 4][i % 4] = square.map(|n| Epin::ALL[n]);
        }
        let mut first = Hand::new();
        for (piece, count) in hand {
            let _ = first.add(Epin::ALL[piece], count);
        }
        let text = format!("{} {first}/ W/w", pin_runtime::placement(&board));
        let mut text = text.into_bytes();
        let position = position.min(text.len());
        match action {
            0 => text.insert(position, byte),
            1 if position < text.len() => { text.remove(position); }
            _ if position < text.len() => text[position] = byte,
            _ => {}
        }
        agree(&String::from_utf8(text).unwrap());
    }
}
