//! Boards and positions typed by an engine's enum: the chess, shogi and
//! xiangqi starts read by enums whose variants list several tokens, boards
//! of every shape converted both ways, the errors of unmapped pieces (by
//! CELL coordinate or hand), and round trips over generated positions.

use pin_runtime::diagram::Glyphs;
use pin_runtime::feen::{Dimensions, Grid};
use pin_runtime::{
    Board, Board3, Board3Of, BoardOf, Epin, Pieces, Position, Side, TypedPosition,
    UnmappedPieceError, UnmappedSquareError, board, cell, epin, feen,
};
use proptest::prelude::*;

use super::{AllEpins, GroupedPins};

/// A chess engine's twelve pieces. Castling rights and en passant are the
/// engine's state, so the marks FEEN gives them (`-R`, `+P`, `-P`) are read
/// as plain rooks and pawns, written back without the mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Pieces)]
enum Chess {
    #[pin("K^")]
    WhiteKing,
    #[pin("Q")]
    WhiteQueen,
    #[pin("R", "-R")]
    WhiteRook,
    #[pin("B")]
    WhiteBishop,
    #[pin("N")]
    WhiteKnight,
    #[pin("P", "+P", "-P")]
    WhitePawn,
    #[pin("k^")]
    BlackKing,
    #[pin("q")]
    BlackQueen,
    #[pin("r", "-r")]
    BlackRook,
    #[pin("b")]
    BlackBishop,
    #[pin("n")]
    BlackKnight,
    #[pin("p", "+p", "-p")]
    BlackPawn,
}

/// The same twelve pieces, each written as it stands at the start: a rook
/// that may castle, a pawn that may step twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Pieces)]
enum ChessStart {
    #[pin("K^")]
    WhiteKing,
    #[pin("Q")]
    WhiteQueen,
    #[pin("-R", "R")]
    WhiteRook,
    #[pin("B")]
    WhiteBishop,
    #[pin("N")]
    WhiteKnight,
    #[pin("+P", "P", "-P")]
    WhitePawn,
    #[pin("k^")]
    BlackKing,
    #[pin("q")]
    BlackQueen,
    #[pin("-r", "r")]
    BlackRook,
    #[pin("b")]
    BlackBishop,
    #[pin("n")]
    BlackKnight,
    #[pin("+p", "p", "-p")]
    BlackPawn,
}

/// A shogi engine's pieces: a king in check (`-K^`) is still the king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Pieces)]
enum Shogi {
    #[pin("K^", "-K^")]
    SenteKing,
    #[pin("R")]
    SenteRook,
    #[pin("+R")]
    SenteDragon,
    #[pin("B")]
    SenteBishop,
    #[pin("+B")]
    SenteHorse,
    #[pin("G")]
    SenteGold,
    #[pin("S")]
    SenteSilver,
    #[pin("N")]
    SenteKnight,
    #[pin("L")]
    SenteLance,
    #[pin("P")]
    SentePawn,
    #[pin("+P")]
    SenteTokin,
    #[pin("k^", "-k^")]
    GoteKing,
    #[pin("r")]
    GoteRook,
    #[pin("b")]
    GoteBishop,
    #[pin("g")]
    GoteGold,
    #[pin("s")]
    GoteSilver,
    #[pin("n")]
    GoteKnight,
    #[pin("l")]
    GoteLance,
    #[pin("p")]
    GotePawn,
}

/// A xiangqi engine's pieces: a soldier across the river (`+S`) is still a
/// soldier, and the general in check (`-K^`) still the general.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Pieces)]
enum Xiangqi {
    #[pin("K^", "-K^")]
    RedGeneral,
    #[pin("A")]
    RedAdvisor,
    #[pin("E")]
    RedElephant,
    #[pin("H")]
    RedHorse,
    #[pin("R")]
    RedChariot,
    #[pin("C")]
    RedCannon,
    #[pin("S", "+S")]
    RedSoldier,
    #[pin("k^", "-k^")]
    BlackGeneral,
    #[pin("a")]
    BlackAdvisor,
    #[pin("e")]
    BlackElephant,
    #[pin("h")]
    BlackHorse,
    #[pin("r")]
    BlackChariot,
    #[pin("c")]
    BlackCannon,
    #[pin("s", "+s")]
    BlackSoldier,
}

/// The project's chess start (as in the `openings` example).
const CHESS_START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w";
const SHOGI_START: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j";
const XIANGQI_START: &str = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c";

const CHESS: TypedPosition<BoardOf<Chess, 8, 8>> = feen!(
    Chess,
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w"
);
const SHOGI: TypedPosition<BoardOf<Shogi, 9, 9>> = feen!(
    Shogi,
    "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j"
);
const XIANGQI: TypedPosition<BoardOf<Xiangqi, 10, 9>> = feen!(
    Xiangqi,
    "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c"
);

/// Checks that `text` reads into a typed position equal to `constant` by
/// both conversions, that typed → position → typed is the identity, and
/// returns the position written back.
fn typed_both_ways<B>(text: &str, constant: TypedPosition<B>) -> Position<B::Epins>
where
    B: pin_runtime::typed::TypedGrid + PartialEq + std::fmt::Debug,
    B::Epins: PartialEq + std::fmt::Debug,
{
    let position: Position<B::Epins> = text.parse().unwrap();
    let typed = TypedPosition::<B>::try_from(position).unwrap();
    assert_eq!(typed, constant);
    // Borrowed, as by value.
    assert_eq!(TypedPosition::<B>::try_from(&position), Ok(typed));
    let back = typed.to_position();
    assert_eq!(Position::from(typed), back);
    assert_eq!(TypedPosition::<B>::try_from(back), Ok(typed));
    assert_eq!(typed.to_string(), back.to_string());
    back
}

#[test]
fn a_twelve_piece_chess_enum_reads_the_chess_start() {
    let back = typed_both_ways(CHESS_START, CHESS);
    let board = CHESS.board();
    assert_eq!(board[7][0], Some(Chess::WhiteRook));
    assert_eq!(board[7][4], Some(Chess::WhiteKing));
    assert_eq!(board[6], [Some(Chess::WhitePawn); 8]);
    assert_eq!(board[1], [Some(Chess::BlackPawn); 8]);
    assert_eq!(board[0][3], Some(Chess::BlackQueen));
    assert_eq!(board[3], [None; 8]);
    assert_eq!(
        (CHESS.turn(), CHESS.active()),
        (Side::First, CHESS.style(Side::First))
    );
    // Written back with each variant's first token, the marks dropped.
    assert_eq!(
        back.to_string(),
        "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w"
    );
    // Squares by cell, as `Position` gives them.
    assert_eq!(CHESS.find(Chess::WhiteKing), Some(cell!("e1")));
    assert_eq!(CHESS.get(cell!("e1")), Some(Some(Chess::WhiteKing)));
    assert_eq!(CHESS.get(cell!("e4")), Some(None));
    assert_eq!(CHESS.get(cell!("i1")), None);
    assert_eq!(CHESS.find(Chess::WhiteQueen), Some(cell!("d1")));
    assert_eq!(CHESS.count(Chess::WhitePawn), 8);
    assert_eq!(CHESS.board_count(Chess::BlackRook), 2);
    assert_eq!((CHESS.piece_count(), CHESS.board_piece_count()), (32, 32));
    let position: Position<Board<8, 8>> = CHESS_START.parse().unwrap();
    for ((cell, typed), (same, piece)) in CHESS.cells().zip(position.cells()) {
        assert_eq!(cell, same);
        assert_eq!(typed, piece.map(|piece| Chess::from_epin(piece).unwrap()));
        assert_eq!(CHESS.get(cell), Some(typed));
    }
    assert_eq!(CHESS.pieces().count(), 32);
    assert_eq!(CHESS.squares().len(), 64);
    // An en-passant pawn is a pawn too.
    let after_e4: Position<Board<8, 8>> =
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / w/W"
            .parse()
            .unwrap();
    let typed = TypedPosition::<BoardOf<Chess, 8, 8>>::try_from(after_e4).unwrap();
    assert_eq!(typed.board()[4][4], Some(Chess::WhitePawn));
    assert_eq!(typed.turn(), Side::Second);
}

#[test]
fn the_starts_round_trip_through_their_typed_positions() {
    // Position → typed → position is the identity when every piece is
    // written as its variant's first token: the start for `ChessStart`,
    // and the shogi and xiangqi starts, whose extra tokens (`-K^`, `+S`)
    // are not in them.
    let chess: Position<Board<8, 8>> = CHESS_START.parse().unwrap();
    let typed = TypedPosition::<BoardOf<ChessStart, 8, 8>>::try_from(chess).unwrap();
    assert_eq!(typed.to_position(), chess);
    assert_eq!(typed.to_string(), CHESS_START);

    assert_eq!(typed_both_ways(SHOGI_START, SHOGI).to_string(), SHOGI_START);
    assert_eq!(SHOGI.board()[0][4], Some(Shogi::GoteKing));
    assert_eq!(SHOGI.board()[7][1], Some(Shogi::SenteBishop));
    assert_eq!(SHOGI.board()[7][7], Some(Shogi::SenteRook));

    assert_eq!(
        typed_both_ways(XIANGQI_START, XIANGQI).to_string(),
        XIANGQI_START
    );
    assert_eq!(XIANGQI.board()[9][4], Some(Xiangqi::RedGeneral));
    assert_eq!(XIANGQI.board()[3][0], Some(Xiangqi::BlackSoldier));
    assert_eq!(XIANGQI.dimensions(), [10, 9]);
    assert_eq!(XIANGQI.square_count(), 90);
}

#[test]
fn a_shogi_position_with_hands_keeps_them() {
    const LATER: TypedPosition<BoardOf<Shogi, 9, 9>> = feen!(
        Shogi,
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S"
    );
    let text =
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S";
    assert_eq!(typed_both_ways(text, LATER).to_string(), text);
    let first: Vec<_> = LATER.first_hand().collect();
    assert_eq!(first, [(Shogi::SentePawn, 2), (Shogi::SenteSilver, 1)]);
    assert_eq!(LATER.hand(Side::Second).count(Shogi::GoteBishop), 1);
    assert_eq!(LATER.hand(Side::Second).total(), 2);
    assert_eq!(LATER.board()[5][6], Some(Shogi::SenteTokin));
    assert_eq!(LATER.turn(), Side::Second);
}

#[test]
fn tokens_of_one_variant_count_together_in_hand() {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    enum Piece {
        #[pin("K^")]
        WhiteKing,
        #[pin("k^")]
        BlackKing,
        #[pin("P", "+P", "-P")]
        WhitePawn,
    }
    let position: Position<Board<3, 3>> = "k^2/3/2K^ 2P-P+P/ W/w".parse().unwrap();
    let typed = TypedPosition::<BoardOf<Piece, 3, 3>>::try_from(position).unwrap();
    assert_eq!(typed.hand(Side::First).count(Piece::WhitePawn), 4);
    assert_eq!(typed.hand(Side::First).len(), 1);
    assert_eq!(typed.count(Piece::WhitePawn), 4);
    assert_eq!(typed.to_string(), "k^2/3/2K^ 4P/ W/w");
    assert_eq!(
        format!("{:?}", typed.hand(Side::First)),
        "TypedHand(\"4P\")"
    );
}

#[test]
fn boards_convert_both_ways_in_every_shape() {
    const LINE: BoardOf<GroupedPins, 1, 5> = board!(GroupedPins, "k^2+qK");
    const CUBE: Board3Of<AllEpins, 2, 2, 3> = board!(AllEpins, "k^2/3//p'2/1K^S'");
    // 1-D, as one rank.
    let line: Board<1, 5> = board!("k^2+qK");
    let typed = GroupedPins::from_board(line).unwrap();
    assert_eq!(typed, LINE);
    assert_eq!(
        GroupedPins::to_board(typed).map(|rank| rank.map(|s| s.is_some())),
        [[true, false, false, true, true]]
    );
    // Written back as each variant's first token, which keeps letter and case.
    for (written, read) in GroupedPins::to_board(typed)[0].iter().zip(line[0]) {
        assert_eq!(
            written.map(|piece| (piece.letter(), piece.side())),
            read.map(|piece| (piece.letter(), piece.side()))
        );
    }

    // 2-D, ranks first: xiangqi's 10 ranks of 9 files.
    let xiangqi: Board<10, 9> =
        board!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR");
    let typed = Xiangqi::from_board::<10, 9>(xiangqi).unwrap();
    assert_eq!(typed, *XIANGQI.board());
    assert_eq!(Xiangqi::to_board(typed), xiangqi);

    // 3-D.
    let cube: Board3<2, 2, 3> = board!("k^2/3//p'2/1K^S'");
    let typed = AllEpins::from_board3(cube).unwrap();
    assert_eq!(typed[1][1][2].map(AllEpins::to_epin), Some(epin!("S'")));
    assert_eq!(AllEpins::to_board3(typed), cube);
    assert_eq!(CUBE, typed);
}

#[test]
fn unmapped_squares_are_named_by_cell() {
    // 1-D: a file alone.
    let err = Chess::from_board(board!("K^2+Q")).unwrap_err();
    assert_eq!(err.cell(), Some(cell!("d")));
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"+Q\" at d: \
         Chess maps \"Q\" but not \"+Q\""
    );
    // 2-D: the last rank written is rank 1.
    let err = Chess::from_board(board!("k^2/1+BK^")).unwrap_err();
    assert_eq!(
        (
            err.piece(),
            err.cell(),
            err.rank(),
            err.square(),
            err.layer()
        ),
        (epin!("+B"), Some(cell!("b1")), 2, 2, 0)
    );
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"+B\" at b1: \
         Chess maps \"B\" but not \"+B\""
    );
    // 3-D: the last layer written is layer A.
    let err = Chess::from_board3(board!("k^2/3//3/1+BK^")).unwrap_err();
    assert_eq!(
        (
            err.cell(),
            err.layer(),
            err.rank(),
            err.square(),
            err.index()
        ),
        (Some(cell!("b1A")), 2, 2, 2, 10)
    );
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"+B\" at b1A: \
         Chess maps \"B\" but not \"+B\""
    );
    // A derived piece has no PIN token.
    let err = Chess::from_board(board!("K^P'")).unwrap_err();
    assert_eq!((err.piece(), err.cell()), (epin!("P'"), Some(cell!("b"))));
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"P'\" at b"
    );
}

/// An enum written with `#[pin("K")]`, as a chess player names the king,
/// where FEEN and FEN read `K^`: the error names the token it maps and
/// what to write instead, as the FEN's other pieces in states (`+P`, `-R`)
/// are named beside the token the enum maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum PlainKings {
    #[pin("K")]
    WhiteKing,
    #[pin("k")]
    BlackKing,
    #[pin("P")]
    WhitePawn,
    #[pin("-r")]
    BlackRook,
}

#[test]
fn a_piece_the_enum_maps_in_another_form_is_named() {
    let cases = [
        (
            "k^1/1K",
            "found \"k^\" at a2: PlainKings maps \"k\" but not \"k^\": did you mean #[pin(\"k^\")]?",
        ),
        (
            "k1/+PK",
            "found \"+P\" at a1: PlainKings maps \"P\" but not \"+P\"",
        ),
        (
            "k1/+P^K",
            "found \"+P^\" at a1: PlainKings maps \"P\" but not \"+P^\"",
        ),
        // The other way: `r` where the enum maps `-r` only; no near token
        // for a letter the enum does not map at all.
        (
            "rk/1K",
            "found \"r\" at a2: PlainKings maps \"-r\" but not \"r\"",
        ),
        ("qk/1K", "found \"q\" at a2"),
        ("k'k/1K", "found \"k'\" at a2"),
    ];
    for (board, message) in cases {
        let position: Position<Board<2, 2>> = format!("{board} / W/w").parse().unwrap();
        let expected = format!("expected a piece that a variant of PlainKings maps, {message}");
        let err = PlainKings::from_board(*position.board()).unwrap_err();
        assert_eq!(err.to_string(), expected, "{board:?}");
        // The typed position says the same, and its error equals one built
        // without the token named beside.
        let typed = TypedPosition::<BoardOf<PlainKings, 2, 2>>::try_from(position).unwrap_err();
        assert_eq!(typed.to_string(), expected, "{board:?}");
        let UnmappedPieceError::Square(square) = typed else {
            panic!("{board:?}: a square's error");
        };
        let built = UnmappedSquareError::new(
            square.piece(),
            square.dimensions(),
            square.index(),
            "PlainKings",
        );
        assert_eq!(square, built);
        assert!(!built.to_string().contains("maps \""), "{built}");
    }
}

#[test]
fn unmapped_pieces_of_positions_are_named_by_cell_or_hand() {
    let typo: Position<Board<8, 8>> =
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQ+BBN-R / W/w"
            .parse()
            .unwrap();
    let err = TypedPosition::<BoardOf<Chess, 8, 8>>::try_from(typo).unwrap_err();
    let chess = Dimensions::new(&[8, 8]).unwrap();
    assert_eq!(
        err,
        UnmappedPieceError::Square(UnmappedSquareError::new(epin!("+B"), chess, 60, "Chess"))
    );
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"+B\" at e1: \
         Chess maps \"B\" but not \"+B\""
    );
    // The const conversion says the same, and so does the borrowing one.
    assert_eq!(
        TypedPosition::<BoardOf<Chess, 8, 8>>::from_position(&typo),
        Err(err)
    );
    assert_eq!(
        TypedPosition::<BoardOf<Chess, 8, 8>>::try_from(&typo),
        Err(err)
    );

    // A square CELL cannot name (past file 256) is placed in the order
    // written, alone.
    let wide = Dimensions::new(&[2, 300]).unwrap();
    let err = UnmappedSquareError::new(epin!("Q"), wide, 580, "Chess");
    assert_eq!(err.cell(), None);
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"Q\" at rank 2, square 281"
    );
    let deep = Dimensions::new(&[2, 2, 300]).unwrap();
    let err = UnmappedSquareError::new(epin!("Q"), deep, 1180, "Chess");
    assert_eq!(err.cell(), None);
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"Q\" at layer 2, rank 2, square 281"
    );

    let held: Position<Board<8, 8>> = "k^7/8/8/8/8/8/8/K^7 /Q' W/w".parse().unwrap();
    let err = TypedPosition::<BoardOf<Chess, 8, 8>>::try_from(held).unwrap_err();
    assert_eq!(
        err,
        UnmappedPieceError::Hand {
            piece: epin!("Q'"),
            side: Side::Second,
            target: "Chess"
        }
    );
    assert_eq!((err.piece(), err.target()), (epin!("Q'"), "Chess"));
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"Q'\" in the second player's hand"
    );
    // The board is read before the hands, the first hand before the second.
    let both: Position<Board<2, 2>> = "K^+R/2 +Q/Q' W/w".parse().unwrap();
    let err = TypedPosition::<BoardOf<Chess, 2, 2>>::try_from(both).unwrap_err();
    assert_eq!(err.piece(), epin!("+R"));
    let hands: Position<Board<2, 2>> = "K^1/2 +Q/Q' W/w".parse().unwrap();
    let err = TypedPosition::<BoardOf<Chess, 2, 2>>::try_from(hands).unwrap_err();
    assert_eq!(err.piece(), epin!("+Q"));

    // 3-D, through the const conversion and the generic one.
    let cube: Position<Board3<2, 2, 2>> = "k^1/2//1Q'/1K^ / W/w".parse().unwrap();
    let err = TypedPosition::<Board3Of<Chess, 2, 2, 2>>::from_position3(&cube).unwrap_err();
    assert_eq!(
        err.to_string(),
        "expected a piece that a variant of Chess maps, found \"Q'\" at b2A"
    );
    assert_eq!(
        TypedPosition::<Board3Of<Chess, 2, 2, 2>>::try_from(&cube),
        Err(err)
    );
    assert_eq!(
        TypedPosition::<Board3Of<Chess, 2, 2, 2>>::try_from(cube),
        Err(err)
    );
}

#[test]
fn a_typed_position_is_built_from_a_board_and_styles() {
    let board = Shogi::from_board(board!("k^2/3/2K^")).unwrap();
    let styles = (SHOGI.style(Side::First), SHOGI.style(Side::Second));
    let position = TypedPosition::new(board, styles.1, styles.0).unwrap();
    assert_eq!(position.to_string(), "k^2/3/2K^ / j/J");
    assert!(position.hand(Side::First).is_empty());
    assert_eq!(
        position.with_turn(Side::First).to_string(),
        "k^2/3/2K^ / J/j"
    );
    let mut switched = position;
    switched.switch_turn();
    assert_eq!(switched.turn(), Side::First);
    assert!(TypedPosition::new(board, styles.0, styles.0).is_none());
    assert_eq!(
        format!("{position:?}"),
        "TypedPosition(\"k^2/3/2K^ / j/J\")"
    );
}

#[test]
fn typed_positions_draw_as_their_positions_in_every_shape() {
    let line: TypedPosition<BoardOf<AllEpins, 1, 8>> = feen!(AllEpins, "k^+p4+P'K^ 2P/ W/w");
    let cube: TypedPosition<Board3Of<AllEpins, 3, 2, 3>> =
        feen!(AllEpins, "k^2/3//1p1/1P1//3/2K^ /b' w/W");
    // A rook read from `-R`, written `R`: the diagram shows `R`.
    let chess: TypedPosition<BoardOf<Chess, 8, 8>> = feen!(
        Chess,
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w"
    );
    let texts = [
        (
            line.diagram().to_string(),
            line.to_position().diagram().to_string(),
        ),
        (
            cube.diagram().to_string(),
            cube.to_position().diagram().to_string(),
        ),
        (
            chess.diagram().to_string(),
            chess.to_position().diagram().to_string(),
        ),
        (line.svg().to_string(), line.to_position().svg().to_string()),
        (cube.svg().to_string(), cube.to_position().svg().to_string()),
        (
            chess.svg().orientation(Side::Second).to_string(),
            chess
                .to_position()
                .svg()
                .orientation(Side::Second)
                .to_string(),
        ),
    ];
    for (typed, position) in texts {
        assert_eq!(typed, position);
    }
    assert!(
        chess
            .diagram()
            .to_string()
            .contains("1 │  R   N   B   Q   K^  B   N   R  │")
    );
    assert!(chess.svg().to_string().contains(
        "<title>rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w, first to move</title>"
    ));
}

/// Positions of a 3 × 4 board: any EPIN token or none on each square, and
/// hands holding as many pieces as the empty squares leave room for, in
/// either side's turn.
fn positions() -> impl Strategy<Value = Position<Board<3, 4>>> {
    let square = proptest::option::weighted(0.6, proptest::sample::select(Epin::ALL.to_vec()));
    (
        proptest::collection::vec(square, 12),
        proptest::collection::vec(proptest::sample::select(Epin::ALL.to_vec()), 0..12),
        any::<bool>(),
    )
        .prop_map(|(squares, held, second)| {
            let mut board = <Board<3, 4> as Grid>::EMPTY;
            for (square, piece) in board.as_flattened_mut().iter_mut().zip(&squares) {
                *square = *piece;
            }
            let room = squares.iter().filter(|square| square.is_none()).count();
            let (active, inactive) = if second { ("w", "W") } else { ("W", "w") };
            let mut position =
                Position::new(board, active.parse().unwrap(), inactive.parse().unwrap()).unwrap();
            for (i, piece) in held.into_iter().take(room).enumerate() {
                let side = if i % 2 == 0 {
                    Side::First
                } else {
                    Side::Second
                };
                // A hand holds at most 16 kinds; 12 pieces never fill it.
                position.add_to_hand(side, piece, 1).unwrap();
            }
            position
        })
}

proptest! {
    /// An enum mapping every EPIN token reads any position and writes it
    /// back unchanged, by both conversions; an enum listing several tokens
    /// per variant reads the positions whose pieces it maps, and typed →
    /// position → typed is the identity.
    #[test]
    fn typed_positions_round_trip(position in positions()) {
        let typed = TypedPosition::<BoardOf<AllEpins, 3, 4>>::try_from(position).unwrap();
        prop_assert_eq!(TypedPosition::from_position(&position), Ok(typed));
        prop_assert_eq!(typed.to_position(), position);
        prop_assert_eq!(typed.to_string(), position.to_string());
        // Drawn as the position is.
        prop_assert_eq!(typed.diagram().to_string(), position.diagram().to_string());
        prop_assert_eq!(
            typed.diagram().ascii().orientation(Side::Second).to_string(),
            position.diagram().ascii().orientation(Side::Second).to_string()
        );
        prop_assert_eq!(typed.svg().to_string(), position.svg().to_string());

        let grouped = TypedPosition::<BoardOf<GroupedPins, 3, 4>>::try_from(position);
        prop_assert_eq!(TypedPosition::from_position(&position), grouped);
        let derived = position.board().as_flattened().iter().flatten().chain(
            Side::ALL.iter().flat_map(|&side| position.hand(side).iter().map(|(piece, _)| piece)).collect::<Vec<_>>().iter(),
        ).find(|piece| piece.is_derived()).copied();
        match grouped {
            Ok(grouped) => {
                prop_assert_eq!(derived, None);
                let back = grouped.to_position();
                prop_assert_eq!(TypedPosition::try_from(back), Ok(grouped));
                prop_assert_eq!(
                    grouped.svg().glyphs(Glyphs::Traditional).to_string(),
                    back.svg().glyphs(Glyphs::Traditional).to_string()
                );
                prop_assert_eq!(back.piece_count(), position.piece_count());
            }
            Err(error) => prop_assert_eq!(Some(error.piece()), derived),
        }
    }
}
