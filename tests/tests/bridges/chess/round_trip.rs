//! Round trips: canonical FEN read and written gives the same bytes; a
//! FEEN position FEN can say comes back the same through FEN; one FEN can't
//! say is refused at the first square or hand item in the way.

use core::num::NonZeroU32;

use pin_runtime::chess::{self, Fen, FromPositionErrorKind as Kind, MAX_LEN, Pockets};
use pin_runtime::{Board, Epin, Position, Side, Sin, feen};
use proptest::prelude::*;

use super::{Rights, Rng, parse, random_fen};

/// Canonical FENs, written back byte for byte.
const CANONICAL: &[&str] = &[
    // The start, after 1. e4 (an en-passant square no capture uses), after
    // 1. e4 c5 2. Nf3.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    // Kiwipete, and a position with an en-passant capture possible.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    // Some rights, none, black to move, large clocks.
    "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 99 250",
    "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
    // EPD: four fields.
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3",
    // Chess960 (X-FEN): outermost rooks as K/Q, an inner rook by its file.
    "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1",
    "rr2k1rr/8/8/8/8/8/8/RR2K1RR w GBgb - 0 1",
    "rr2k1rr/8/8/8/8/8/8/RR2K1RR w KBkq - 0 1",
    "1r2k2r/8/8/8/8/8/8/R1R1K2R w KC - 0 1",
    // Crazyhouse: pockets in brackets or as a ninth rank, promoted pieces.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",
    "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R[QRBNPPqrbnnp] w KQkq - 4 5",
    "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R/Pp b KQkq -",
    "4k3/8/8/8/8/8/8/Q~R~B~N~K3[Pp] b - - 0 40",
    "4k2r~/8/8/8/8/8/8/4K2R b K - 0 40",
];

/// Shredder-FEN, written back byte for byte by `shredder()`.
const SHREDDER: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
    "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1",
    "rr2k1rr/8/8/8/8/8/8/RR2K1RR b HBga -",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
];

#[test]
fn canonical_fens_are_written_back_byte_for_byte() {
    for text in CANONICAL {
        let fen = parse(text).unwrap_or_else(|error| panic!("{text}: {error}"));
        assert_eq!(fen.to_string(), *text);
        assert_eq!(format!("{fen:?}"), format!("Fen(\"{text}\")"));
        // Written as Shredder-FEN and read back, the same FEN.
        assert_eq!(parse(&fen.shredder().to_string()), Ok(fen), "{text}");
    }
    for text in SHREDDER {
        let fen = parse(text).unwrap_or_else(|error| panic!("{text}: {error}"));
        assert_eq!(fen.shredder().to_string(), *text);
        assert_eq!(parse(&fen.to_string()), Ok(fen), "{text}");
    }
}

#[test]
fn display_pads_as_a_str_does() {
    let fen = parse("4k3/8/8/8/8/8/8/4K3 w - -").expect("a FEN");
    assert_eq!(format!("[{fen:>30}]"), "[     4k3/8/8/8/8/8/8/4K3 w - -]");
    assert_eq!(
        format!("[{:<27}]", fen.shredder()),
        "[4k3/8/8/8/8/8/8/4K3 w - -  ]"
    );
}

#[test]
fn non_canonical_fens_are_read_and_written_canonically() {
    for (text, written) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HaAh - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3[pPqQ] w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3[QPqp] w - - 0 1",
        ),
    ] {
        let fen = parse(text).expect("a FEN");
        assert_eq!(fen.to_string(), written);
        assert_eq!(parse(written), Ok(fen));
    }
}

#[test]
fn the_start_is_the_openings_example_s() {
    // The constant of `examples/openings.rs`.
    const CHESS: Position<Board<8, 8>> =
        feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");
    assert_eq!(chess::START, CHESS);
    let fen = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").expect("a FEN");
    assert_eq!(*fen.position(), chess::START);
    let written = Fen::from_position(chess::START).expect("FEN can say it");
    assert_eq!(
        written.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
    );
    assert_eq!(written.with_clocks(0, NonZeroU32::MIN), fen);
}

#[test]
fn clocks_and_pockets_change_only_what_they_say() {
    let fen = parse("4k3/8/8/8/8/8/8/4K3[Qp] b - - 3 12").expect("a FEN");
    assert_eq!(fen.turn(), Side::Second);
    assert_eq!(
        fen.without_clocks().to_string(),
        "4k3/8/8/8/8/8/8/4K3[Qp] b - -"
    );
    let later = fen.with_clocks(0, NonZeroU32::new(13).expect("not 0"));
    assert_eq!(later.to_string(), "4k3/8/8/8/8/8/8/4K3[Qp] b - - 0 13");
    assert_eq!(
        fen.with_pockets(Pockets::Slash).map(|fen| fen.to_string()),
        Ok("4k3/8/8/8/8/8/8/4K3/Qp b - - 3 12".to_string())
    );
    let err = fen
        .with_pockets(Pockets::Absent)
        .expect_err("pieces in hand");
    assert_eq!(err.kind(), Kind::Hand);
    assert_eq!(err.piece(), Some(Epin::parse("Q").expect("a token")));
    // Empty pockets can go.
    let empty = parse("4k3/8/8/8/8/8/8/4K3[] b - -").expect("a FEN");
    assert_eq!(
        empty
            .with_pockets(Pockets::Absent)
            .map(|fen| fen.to_string()),
        Ok("4k3/8/8/8/8/8/8/4K3 b - -".to_string())
    );
}

#[test]
fn a_fen_is_a_constant() {
    const START: Fen = match Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    {
        Ok(fen) => fen,
        Err(_) => panic!("not a FEN"),
    };
    const FROM_FEEN: Fen = match Fen::from_position(chess::START) {
        Ok(fen) => fen.with_clocks(0, NonZeroU32::MIN),
        Err(_) => panic!("not a FEN position"),
    };
    assert_eq!(START, FROM_FEEN);
    // A `Fen` constant is a pattern, as a literal macro needs.
    match parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") {
        Ok(START) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_longest_fen_is_read_and_one_byte_more_is_refused_by_length() {
    let rank = "Q~".repeat(8);
    let longest = format!(
        "{}[] w - - 4294967295 4294967295",
        [rank.as_str(); 8].join("/")
    );
    assert_eq!(longest.len(), MAX_LEN);
    assert_eq!(
        parse(&longest).map(|fen| fen.to_string()),
        Ok(longest.clone())
    );
    let longer = format!("{longest} ");
    let err = parse(&longer).expect_err("too long");
    assert_eq!(
        err.to_string(),
        format!("invalid FEN at byte {MAX_LEN}: expected at most {MAX_LEN} bytes, found 166")
    );
    // Anything longer, valid FEN or not, is refused by its length alone.
    assert_eq!(
        parse(&"x".repeat(10_000)).map_err(|e| e.index()),
        Err(MAX_LEN)
    );
}

#[test]
fn epd_lines_are_split_after_the_fen() {
    let cases = [
        (
            r#"r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - bm g4; id "test";"#,
            "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ -",
            r#"bm g4; id "test";"#,
        ),
        ("4k3/8/8/8/8/8/8/4K3 w - -", "4k3/8/8/8/8/8/8/4K3 w - -", ""),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - ",
            "4k3/8/8/8/8/8/8/4K3 w - -",
            "",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 7 9 c0 \"clocks too\";",
            "4k3/8/8/8/8/8/8/4K3 w - - 7 9",
            "c0 \"clocks too\";",
        ),
    ];
    for (line, fen, rest) in cases {
        let (read, operations) = Fen::parse_prefix(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!((read.to_string().as_str(), operations), (fen, rest));
    }
    // A long line is fine; only the FEN is bounded.
    let line = format!("4k3/8/8/8/8/8/8/4K3 w - - id \"{}\";", "x".repeat(1000));
    assert!(Fen::parse_prefix(&line).is_ok());
    // The FEN's own mistakes are reported as `parse` reports them.
    for bad in [
        "4k3/8/8/8/8/8/8/4K3 w - e3 bm",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 bm",
        "4k3/8/8/8/8/8/8/4K3 w - -x",
    ] {
        let prefix = Fen::parse_prefix(bad).map(|(fen, _)| fen);
        assert_eq!(
            prefix.map_err(|e| e.to_string()),
            Fen::parse(bad).map_err(|e| e.to_string()),
            "{bad}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 3000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Generated canonical FENs are written back byte for byte, X-FEN by
    /// `Display` and Shredder-FEN by `shredder()`; others are read, written
    /// canonically, and that reads back to the same FEN.
    #[test]
    fn generated_fens_round_trip(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        for (rights, shuffle) in [(Rights::XFen, false), (Rights::Shredder, false), (Rights::Any, true)] {
            let text = random_fen(&mut rng, rights, shuffle).text;
            let fen = parse(&text);
            prop_assert!(fen.is_ok(), "{text}: {:?}", fen.map_err(|e| e.to_string()));
            let fen = fen.unwrap_or_else(|_| unreachable!());
            match (rights, shuffle) {
                (Rights::XFen, false) => prop_assert_eq!(fen.to_string(), text),
                (Rights::Shredder, false) => prop_assert_eq!(fen.shredder().to_string(), text),
                _ => {
                    let written = fen.to_string();
                    prop_assert_eq!(parse(&written), Ok(fen));
                    prop_assert_eq!(parse(&written).map(|fen| fen.to_string()), Ok(written));
                }
            }
            prop_assert!(fen.to_string().len() <= MAX_LEN);
        }
    }

    /// FEEN → FEN → FEEN: the position of any FEN, in FEEN text, read and
    /// written as FEN, reads back the same.
    #[test]
    fn feen_through_fen_is_the_same_position(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let fen = parse(&random_fen(&mut rng, Rights::Any, true).text).expect("a FEN");
        let feen_text = fen.position().to_string();
        let position: Position<Board<8, 8>> = feen_text.parse().expect("FEEN");
        let written = if fen.pockets() == Pockets::Absent {
            Fen::from_position(position)
        } else {
            Fen::from_crazyhouse(position)
        };
        prop_assert!(written.is_ok(), "{feen_text}: {:?}", written.map_err(|e| e.to_string()));
        let written = written.unwrap_or_else(|_| unreachable!());
        let back = parse(&written.to_string()).expect("a FEN");
        prop_assert_eq!(back.position().to_string(), feen_text);
    }

    /// Any FEEN position on an 8 × 8 board, of chess pieces in every state
    /// and a few others: written as FEN and read back the same, or refused
    /// at the first square or hand item the rules of FEN (restated here)
    /// find in the way.
    #[test]
    fn feen_positions_are_written_or_refused_at_the_first_obstacle(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let position = random_position(&mut rng);
        let expected = obstacle(&position);
        match (Fen::from_position(position), expected) {
            (Ok(fen), None) => {
                let back = parse(&fen.to_string()).expect("a FEN");
                prop_assert_eq!(*back.position(), position);
            }
            (Err(error), Some((kind, found, cell))) => {
                prop_assert_eq!(error.kind(), kind, "{}", position);
                let (start, end) = found;
                let message = error.to_string();
                prop_assert!(message.starts_with(&start) && message.ends_with(&end), "{} for {}", message, position);
                prop_assert_eq!(error.cell().map(|cell| cell.to_string()), cell);
            }
            (written, expected) => {
                prop_assert!(false, "{position}: {:?}, expected {:?}", written.map(|f| f.to_string()), expected);
            }
        }
    }
}

/// A random FEEN position on an 8 × 8 board, mostly of chess pieces in the
/// states FEN gives them, with some in states it does not, a few foreign
/// letters, sometimes other styles or a piece in hand.
#[allow(
    clippy::needless_range_loop,
    reason = "rows and files are coordinates here, as in the rules"
)]
fn random_position(rng: &mut Rng) -> Position<Board<8, 8>> {
    const USUAL: &[&str] = &["Q", "R", "B", "N", "P", "+Q", "+N", "+R"];
    const ODD: &[&str] = &[
        "K", "+K^", "Q^", "-N", "-B", "S", "P'", "-R", "+P", "-P", "P",
    ];
    let mut board: Board<8, 8> = [[None; 8]; 8];
    let token = |text: &str| Epin::parse(text).expect("a token");
    for (king, back) in [("K^", 7), ("k^", 0)] {
        let row = if rng.chance(80) { back } else { rng.below(8) };
        board[row][rng.below(8)] = Some(token(king));
    }
    let density = rng.below(40);
    for row in 0..8 {
        for file in 0..8 {
            if board[row][file].is_some() || !rng.chance(density) {
                continue;
            }
            let text = if rng.chance(90) {
                rng.pick(USUAL)
            } else {
                rng.pick(ODD)
            };
            let piece = token(text);
            board[row][file] = Some(if rng.chance(50) {
                piece.flipped()
            } else {
                piece
            });
        }
    }
    // Rooks that may castle, a pawn that just advanced two squares: one or
    // two, where FEN allows them or not.
    for (rook, back) in [("-R", 7), ("-r", 0)] {
        for _ in 0..rng.below(3) {
            let row = if rng.chance(90) { back } else { rng.below(8) };
            board[row][rng.below(8)] = Some(token(rook));
        }
    }
    for _ in 0..rng.below(3) {
        let (pawn, row) = if rng.chance(50) { ("-P", 4) } else { ("-p", 3) };
        let row = if rng.chance(90) { row } else { rng.below(8) };
        let file = rng.below(8);
        board[row][file] = Some(token(pawn));
        if rng.chance(70) {
            for behind in [
                row.saturating_sub(2),
                row.saturating_sub(1),
                row + 1,
                row + 2,
            ] {
                if let Some(square) = board.get_mut(behind) {
                    square[file] = None;
                }
            }
        }
    }
    // Pawns on their start ranks as FEN reads them, most of the time.
    for (row, pawn, start) in [(6, "P", "+P"), (1, "p", "+p")] {
        for square in &mut board[row] {
            if *square == Some(token(pawn)) && rng.chance(90) {
                *square = Some(token(start));
            }
        }
    }
    let (active, inactive) = if rng.chance(3) {
        ("J", "j")
    } else {
        ("W", "w")
    };
    let sin = |text: &str| Sin::parse(text).expect("a style");
    let mut position = Position::new(board, sin(active), sin(inactive)).expect("two sides");
    if rng.chance(50) {
        position.switch_turn();
    }
    if rng.chance(5) {
        let side = if rng.chance(50) {
            Side::First
        } else {
            Side::Second
        };
        position
            .add_to_hand(side, token(rng.pick(&["P", "q", "+B"])), 1)
            .expect("room in hand");
    }
    position
}

/// The rules of FEN for a FEEN position, restated over token strings: the
/// kind of the first obstacle, the start and end of its message and its
/// square, `None` when FEN can say the position.
#[allow(
    clippy::needless_range_loop,
    reason = "rows and files are coordinates here, as in the rules"
)]
#[allow(
    clippy::too_many_lines,
    reason = "one rule after the other, in the order the writer checks them"
)]
fn obstacle(position: &Position<Board<8, 8>>) -> Option<(Kind, (String, String), Option<String>)> {
    let (first, second) = (position.style(Side::First), position.style(Side::Second));
    if (first.to_string().as_str(), second.to_string().as_str()) != ("W", "w") {
        return Some((
            Kind::Styles { first, second },
            (
                "cannot write FEN: ".to_string(),
                format!(", found {first}/{second}"),
            ),
            None,
        ));
    }
    let board = position.board();
    let text = |row: usize, file: usize| board[row][file].map(|piece| piece.to_string());
    let white_to_move = position.turn() == Side::First;
    let mut en_passant = false;
    let mut wings = std::collections::HashSet::new();
    for row in 0..8 {
        for file in 0..8 {
            let Some(token) = text(row, file) else {
                continue;
            };
            let cell = format!(
                "{}{}",
                char::from(b'a' + u8::try_from(file).expect("a file")),
                8 - row
            );
            let found = (
                format!("cannot write FEN at {cell}: "),
                format!(", found {token}"),
            );
            let letter = token
                .trim_start_matches(['+', '-'])
                .chars()
                .next()
                .expect("a letter");
            let white = letter.is_ascii_uppercase();
            let upper = letter.to_ascii_uppercase();
            let kind = if !"KQRBNP".contains(upper) {
                Some(Kind::Letter)
            } else if token.ends_with('\'') {
                Some(Kind::Derived)
            } else if upper == 'K' {
                (token != "K^" && token != "k^").then_some(Kind::King)
            } else if token.contains('^') {
                Some(Kind::Terminal)
            } else if upper == 'P' {
                let start = if white { 6 } else { 1 };
                match token.chars().next() {
                    Some('+') => (row != start).then_some(Kind::AdvancedPawn),
                    Some('-') => {
                        let (reached, behind) = if white { (4, [5, 6]) } else { (3, [2, 1]) };
                        if row != reached
                            || white == white_to_move
                            || behind.iter().any(|&r| board[r][file].is_some())
                        {
                            Some(Kind::EnPassant)
                        } else if en_passant {
                            Some(Kind::SecondEnPassant)
                        } else {
                            en_passant = true;
                            None
                        }
                    }
                    _ => (row == start).then_some(Kind::StartPawn),
                }
            } else if token.starts_with('-') && upper == 'R' {
                let back = if white { 7 } else { 0 };
                let king = if white { "K^" } else { "k^" };
                let kings: Vec<usize> = (0..8)
                    .filter(|&f| text(back, f).as_deref() == Some(king))
                    .collect();
                if row != back {
                    Some(Kind::CastlingRank)
                } else if kings.len() != 1 {
                    Some(Kind::CastlingKing)
                } else if !wings.insert((white, file > kings[0])) {
                    Some(Kind::CastlingSide)
                } else {
                    None
                }
            } else if token.starts_with('-') {
                Some(Kind::State)
            } else {
                None
            };
            if let Some(kind) = kind {
                return Some((kind, found, Some(cell)));
            }
        }
    }
    for side in Side::ALL {
        if let Some((piece, _)) = position.hand(side).iter().next() {
            return Some((
                Kind::Hand,
                (
                    format!("cannot write FEN in the {} hand: ", side.name()),
                    format!(", found {piece}"),
                ),
                None,
            ));
        }
    }
    None
}

#[test]
fn a_fen_is_a_plain_value() {
    fn plain<T: Copy + Send + Sync + Eq + core::hash::Hash + core::fmt::Debug>() {}
    plain::<Fen>();
    plain::<chess::FenError>();
    plain::<chess::FromPositionError>();
    // The position (264 bytes), its two clocks (8, none taking no room of
    // its own) and the form of the pockets.
    assert_eq!(size_of::<Fen>(), 276);
    // The kind, the byte index, the field and the squares it names.
    assert!(size_of::<chess::FenError>() <= 40);
    assert_eq!(size_of::<chess::FromPositionError>(), 8);
}

/// The FEN rank of `occupied` (bit `f` for file `f`), its pieces taken in
/// turn from `pieces`.
fn rank_of(occupied: u32, pieces: &[&str]) -> String {
    let (mut rank, mut run, mut next) = (String::new(), 0, 0);
    for file in 0..8 {
        if occupied >> file & 1 == 1 {
            if run > 0 {
                rank.push_str(&run.to_string());
                run = 0;
            }
            rank.push_str(pieces[next % pieces.len()]);
            next += 1;
        } else {
            run += 1;
        }
    }
    if run > 0 {
        rank.push_str(&run.to_string());
    }
    rank
}

#[test]
fn every_rank_shape_is_written_back_as_read() {
    // Each of the 256 sets of occupied squares on a middle rank, with plain
    // pieces and with a promoted piece among them (the writer's two ways
    // through a rank), and the clocks' numbers of one, two, three and more
    // digits.
    let clocks = [(0, 1), (9, 10), (99, 100), (100, 999), (12_345, 1_000)];
    for occupied in 0..256 {
        for pieces in [&["p", "N", "b", "R", "q", "P"][..], &["N", "Q~", "r"]] {
            let rank = rank_of(occupied, pieces);
            let (halfmove, fullmove) = clocks[occupied as usize % clocks.len()];
            let text = format!("4k3/8/8/{rank}/8/8/8/4K3 w - - {halfmove} {fullmove}");
            let text = if pieces.contains(&"Q~") {
                text.replacen(" w", "[] w", 1)
            } else {
                text
            };
            assert_eq!(parse(&text).map(|fen| fen.to_string()), Ok(text));
        }
    }
}
