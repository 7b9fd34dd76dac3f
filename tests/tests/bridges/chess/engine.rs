//! The engine's own board: a 12-variant enum with `#[pieces(any_state)]`
//! reads every chess position of the corpus and of the Polyglot vectors,
//! and `Fen::from_board` writes it back from that board, the turn, and the
//! castling rights and en-passant square `Fen::castling` and
//! `Fen::en_passant` gave, the same FEN, byte for byte; the two rights
//! agree with `shakmaty` 0.30's reading of the same text.

use pin_runtime::chess::{Castling, Fen, FromPositionErrorKind, Pockets};
use pin_runtime::{Board, BoardOf, Cell, Pieces, Side, State, TypedPosition, board};

use crate::corpus::corpus;

/// The Polyglot key vectors: a key, then a FEN, per line.
const VECTORS: &str = include_str!("../../../data/polyglot/vectors.txt");

/// An engine's pieces: one per kind and side, no state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
#[pieces(any_state)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("Q")]
    WhiteQueen,
    #[pin("R")]
    WhiteRook,
    #[pin("B")]
    WhiteBishop,
    #[pin("N")]
    WhiteKnight,
    #[pin("P")]
    WhitePawn,
    #[pin("k^")]
    BlackKing,
    #[pin("q")]
    BlackQueen,
    #[pin("r")]
    BlackRook,
    #[pin("b")]
    BlackBishop,
    #[pin("n")]
    BlackKnight,
    #[pin("p")]
    BlackPawn,
}

/// The FENs to try, each with where it comes from: every line of the chess
/// corpus and every Polyglot vector that the strict reader accepts,
/// without crazyhouse pockets (hands are no engine board's).
fn fens() -> Vec<(String, Fen)> {
    let mut fens = Vec::new();
    for source in corpus().into_iter().filter(|source| source.game == "chess") {
        for line in &source.lines {
            if let Ok(fen) = Fen::parse(line) {
                if fen.pockets() == Pockets::Absent {
                    fens.push((format!("{}: {line}", source.path()), fen));
                }
            }
        }
    }
    for line in VECTORS.lines() {
        let (_, text) = line.split_once(' ').expect("a key, then a FEN");
        let fen = Fen::parse(text).expect(text);
        if fen.pockets() == Pockets::Absent {
            fens.push((format!("polyglot: {text}"), fen));
        }
    }
    fens
}

/// Round trip through the engine's board: typed by the enum, converted to
/// tokens, written from the parts; the same FEN, clocks added back.
#[test]
fn the_engine_s_board_writes_back_every_fen() {
    let fens = fens();
    assert!(fens.len() > 2_000, "{} FENs", fens.len());
    let (mut castling, mut en_passant, mut promoted) = (0, 0, 0);
    for (name, fen) in &fens {
        let typed = TypedPosition::<BoardOf<Piece, 8, 8>>::try_from(*fen.position())
            .unwrap_or_else(|error| panic!("{name}: {error}"));
        let board: Board<8, 8> = Piece::to_board(*typed.board());
        let mut back = Fen::from_board(board, typed.turn(), fen.castling(), fen.en_passant())
            .unwrap_or_else(|error| panic!("{name}: {error}"));
        if let (Some(halfmove), Some(fullmove)) = (fen.halfmove_clock(), fen.fullmove_number()) {
            back = back.with_clocks(halfmove, fullmove.try_into().unwrap());
        }
        // A promoted piece (`N~`) is one the enum has no variant for: it
        // comes back as the piece it became.
        castling += usize::from(!fen.castling().is_empty());
        en_passant += usize::from(fen.en_passant().is_some());
        if fen.to_string().contains('~') {
            promoted += 1;
            assert_eq!(back.to_string(), fen.to_string().replace('~', ""), "{name}");
            continue;
        }
        assert_eq!(board, fen.plain_board(), "{name}");
        assert_eq!(&back, fen, "{name}");
        assert_eq!(back.to_string(), fen.to_string(), "{name}");
        // The plain board needs no enum.
        let plain = Fen::from_board(
            fen.plain_board(),
            fen.turn(),
            fen.castling(),
            fen.en_passant(),
        );
        assert_eq!(plain, Ok(fen.without_clocks()), "{name}");
    }
    // Both rights are met many times over.
    println!(
        "{} FENs written back from the engine's board, {castling} with castling rights, \
         {en_passant} with an en-passant square, {promoted} with promoted pieces",
        fens.len()
    );
    assert!(castling > 500 && en_passant > 50, "{castling} {en_passant}");
}

/// The castling rights and the en-passant square, as `shakmaty` reads
/// them from the same text: the squares of the rooks, the square passed.
#[test]
fn the_rights_agree_with_shakmaty() {
    let mut compared = 0;
    for (name, fen) in fens() {
        let text = fen.to_string();
        let Ok(theirs) = shakmaty::fen::Fen::from_ascii(text.as_bytes()) else {
            continue;
        };
        let setup = theirs.as_setup();
        let ours: Vec<u32> = fen
            .castling()
            .rooks()
            .map(|cell| u32::from(cell.rank().unwrap()) * 8 + u32::from(cell.file()))
            .collect();
        let mut rooks: Vec<u32> = setup
            .castling_rights
            .into_iter()
            .map(|square| square as u32)
            .collect();
        rooks.sort_unstable();
        assert_eq!(ours, rooks, "{name}");
        let ours = fen
            .en_passant()
            .map(|cell| u32::from(cell.rank().unwrap()) * 8 + u32::from(cell.file()));
        let theirs = setup.ep_square.map(|square| square as u32);
        assert_eq!(ours, theirs, "{name}");
        compared += 1;
    }
    assert!(compared > 2_000, "{compared}");
}

/// A plain board, no state anywhere, and the rights beside it: the states
/// FEN's position has are set from them.
#[test]
fn states_come_from_the_parts() {
    let board: Board<8, 8> = board!("r3k^2r/8/8/3pP3/8/8/PPP2PPP/R3K^2R");
    let d6 = Cell::parse("d6").unwrap();
    let rights = Castling::NONE.with(Side::First, 7).with(Side::Second, 0);
    let fen = Fen::from_board(board, Side::First, rights, Some(d6)).unwrap();
    assert_eq!(fen.to_string(), "r3k2r/8/8/3pP3/8/8/PPP2PPP/R3K2R w Kq d6");
    assert_eq!(
        fen.position().to_string(),
        "-r3k^2r/8/8/3-pP3/8/8/+P+P+P2+P+P+P/R3K^2-R / W/w"
    );
    assert_eq!((fen.castling(), fen.en_passant()), (rights, Some(d6)));
    // States already on the board are replaced by what the parts say.
    let stated = *fen.position().board();
    let again = Fen::from_board(stated, Side::First, Castling::NONE, None).unwrap();
    assert_eq!(again.to_string(), "r3k2r/8/8/3pP3/8/8/PPP2PPP/R3K2R w - -");
    // A promoted piece stays one; Chess960 rights name inner rooks.
    let board: Board<8, 8> = board!("1r2k^1r1/8/8/8/8/8/8/1R1+QK^1R1");
    let rights = Castling::NONE
        .with(Side::First, 1)
        .with(Side::First, 6)
        .with(Side::Second, 6);
    let fen = Fen::from_board(board, Side::Second, rights, None).unwrap();
    // Written as X-FEN: `K`, `Q` for the outermost rooks.
    assert_eq!(fen.to_string(), "1r2k1r1/8/8/8/8/8/8/1R1Q~K1R1 b KQk -");
    assert_eq!(
        fen.shredder().to_string(),
        "1r2k1r1/8/8/8/8/8/8/1R1Q~K1R1 b GBg -"
    );
    assert_eq!(
        fen.position().board()[7][3].map(pin_runtime::Epin::state),
        Some(State::Enhanced)
    );
    assert_eq!(fen.castling(), rights);
}

/// What the parts cannot say is an error naming the square.
#[test]
fn parts_that_cannot_be_written() {
    let start: Board<8, 8> = board!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR");
    let cell = |text| Cell::parse(text).unwrap();
    let message = |board, turn, castling, en_passant| {
        let error = Fen::from_board(board, turn, castling, en_passant).unwrap_err();
        (error.kind(), error.to_string())
    };
    let white = Side::First;
    assert_eq!(
        message(start, white, Castling::NONE.with(Side::Second, 1), None),
        (
            FromPositionErrorKind::CastlingRook,
            "cannot write FEN at b8: expected a rook of the side with the castling right on its \
             back rank, found n"
                .to_string()
        )
    );
    let empty_corner: Board<8, 8> = board!("rnbqk^bn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR");
    assert_eq!(
        message(empty_corner, white, Castling::STANDARD, None).1,
        "cannot write FEN at h8: expected a rook of the side with the castling right on its \
         back rank, found an empty square"
    );
    // A rook of the other side is no rook with the right.
    let swapped: Board<8, 8> = board!("Rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/rNBQK^BNR");
    assert_eq!(
        message(swapped, white, Castling::NONE.with(Side::First, 0), None).1,
        "cannot write FEN at a1: expected a rook of the side with the castling right on its \
         back rank, found r"
    );
    // A right whose king is not on the back rank: from_position's check.
    let king_up: Board<8, 8> = board!("rnbqk^bnr/pppppppp/8/8/8/4K^3/PPPPPPPP/RNBQ1BNR");
    assert_eq!(
        message(king_up, white, Castling::STANDARD, None).0,
        FromPositionErrorKind::CastlingKing
    );
    assert_eq!(
        message(start, white, Castling::NONE, Some(cell("e3"))),
        (
            FromPositionErrorKind::EnPassantSquare,
            "cannot write FEN at e3: expected an en-passant square on rank 6 with white to \
             move, rank 3 with black to move"
                .to_string()
        )
    );
    assert_eq!(
        message(start, Side::Second, Castling::NONE, Some(cell("e3"))),
        (
            FromPositionErrorKind::EnPassantPawn,
            "cannot write FEN at e4: expected the pawn that passed the en-passant square just \
             in front of it, of the side that just moved, found an empty square"
                .to_string()
        )
    );
    // Off the board, or not a square of a flat board.
    for square in [cell("i6"), cell("e6A"), Cell::new_1d(4)] {
        assert_eq!(
            message(start, white, Castling::NONE, Some(square)).0,
            FromPositionErrorKind::EnPassantSquare,
            "{square}"
        );
    }
    // The pawn is there, but its start square is not empty.
    let blocked: Board<8, 8> = board!("rnbqk^bnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQK^BNR");
    assert_eq!(
        message(blocked, Side::Second, Castling::NONE, Some(cell("e3"))).0,
        FromPositionErrorKind::EnPassant
    );
}

/// Any rights given with a board of the corpus: either refused, or kept
/// exactly as given, in a FEN that reads back to itself.
#[test]
fn any_rights_are_kept_or_refused() {
    let files: [(Side, u8); 4] = [
        (Side::First, 0),
        (Side::First, 7),
        (Side::Second, 0),
        (Side::Second, 7),
    ];
    let squares: Vec<Option<Cell>> = std::iter::once(None)
        .chain((0..8).flat_map(|rank| (0..8).map(move |file| Some(Cell::new_2d(file, rank)))))
        .collect();
    let (mut kept, mut refused) = (0, 0);
    for (name, fen) in fens().iter().step_by(97) {
        let board = fen.plain_board();
        for mask in 0..16 {
            let castling = files
                .iter()
                .enumerate()
                .filter(|(bit, _)| mask & (1 << bit) != 0)
                .fold(Castling::NONE, |rights, (_, &(side, file))| {
                    rights.with(side, file)
                });
            for &en_passant in &squares {
                for turn in Side::ALL {
                    let Ok(made) = Fen::from_board(board, turn, castling, en_passant) else {
                        refused += 1;
                        continue;
                    };
                    kept += 1;
                    assert_eq!(
                        (made.castling(), made.en_passant(), made.turn()),
                        (castling, en_passant, turn),
                        "{name}"
                    );
                    assert_eq!(made.plain_board(), board, "{name}");
                    assert_eq!(Fen::parse(&made.to_string()), Ok(made), "{name}");
                }
            }
        }
    }
    println!("rights given with a board: {kept} kept, {refused} refused");
    assert!(kept > 1_000 && refused > 1_000, "{kept} {refused}");
}
