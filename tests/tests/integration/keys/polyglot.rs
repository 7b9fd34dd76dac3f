//! `chess::Fen::polyglot_key` against python-chess and shakmaty 0.30: on
//! every position of `tests/data/polyglot/vectors.txt` (written by
//! `tests/scripts/polyglot_vectors.py` with python-chess's
//! `chess.polyglot.zobrist_hash`), and the 781 published numbers against
//! shakmaty's.

use pin_runtime::chess::Fen;
use pin_runtime::chess::polyglot::RANDOM64;
use shakmaty::zobrist::{Zobrist64, ZobristValue};
use shakmaty::{
    CastlingMode, CastlingSide, Chess, Color, EnPassantMode, File, FromSetup as _, Piece,
    Position as _, Role, Square,
};

/// The vectors: a key in hex and a FEN per line.
pub(super) const VECTORS: &str = include_str!("../../../data/polyglot/vectors.txt");

/// Every vector: its FEN and the key python-chess computed.
pub(super) fn vectors() -> impl Iterator<Item = (&'static str, u64)> {
    VECTORS.lines().map(|line| {
        let (key, fen) = line.split_once(' ').expect("a key and a FEN");
        (fen, u64::from_str_radix(key, 16).expect("a key in hex"))
    })
}

/// The FEN with its en-passant field replaced by `-`.
fn without_en_passant(fen: &str) -> String {
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields[3] = "-";
    fields.join(" ")
}

#[test]
fn keys_are_python_chess_keys() {
    let (mut en_passant, mut hashed, mut chess960, mut crazyhouse) = (0, 0, 0, 0);
    let mut count = 0;
    for (text, key) in vectors() {
        let fen = Fen::parse(text).unwrap_or_else(|err| panic!("{text}: {err}"));
        assert_eq!(fen.polyglot_key(), key, "{text}");
        count += 1;
        let fields: Vec<&str> = text.split(' ').collect();
        if fields[3] != "-" {
            en_passant += 1;
            let plain = Fen::parse(&without_en_passant(text)).unwrap();
            if plain.polyglot_key() != key {
                hashed += 1;
            }
        }
        // Rights of rooks on other files than a and h, or of a king off e.
        let board = fen.position().board();
        let unusual = |row: usize| {
            board[row].iter().enumerate().any(|(file, square)| {
                square.is_some_and(|piece| {
                    let letter = piece.letter_char().to_ascii_lowercase();
                    (letter == 'r'
                        && piece.state() == pin_runtime::State::Diminished
                        && file != 0
                        && file != 7)
                        || (letter == 'k' && file != 4)
                })
            })
        };
        if fields[2] != "-" && (unusual(0) || unusual(7)) {
            chess960 += 1;
        }
        if text.contains('[') {
            crazyhouse += 1;
        }
    }
    // The vectors hold what the rules of the key are about.
    assert!(count > 10_000, "{count} vectors");
    assert!(
        hashed > 100 && en_passant - hashed > 100,
        "{hashed} of {en_passant} hashed"
    );
    assert!(chess960 > 1_000, "{chess960} Chess960 castling positions");
    assert!(crazyhouse > 1_000, "{crazyhouse} crazyhouse positions");
}

/// shakmaty's Polyglot key of a FEN: its Zobrist hash with pseudo-legal en
/// passant, Chess960 castling (a right names a rook of any file); for a
/// crazyhouse FEN, of the board without pockets or promotions, which
/// shakmaty hashes with numbers of its own.
fn shakmaty_key(text: &str) -> u64 {
    let fen = shakmaty::fen::Fen::from_ascii(text.as_bytes()).expect("shakmaty reads it");
    let mut setup = fen.into_setup();
    setup.pockets = None;
    setup.promoted = shakmaty::Bitboard::EMPTY;
    let chess: Chess = Chess::from_setup(setup, CastlingMode::Chess960)
        .or_else(shakmaty::PositionError::ignore_too_much_material)
        .or_else(shakmaty::PositionError::ignore_impossible_check)
        .unwrap_or_else(|err| panic!("{text}: {err}"));
    chess
        .zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)
        .0
}

#[test]
fn keys_are_shakmaty_keys() {
    for (text, key) in vectors() {
        assert_eq!(shakmaty_key(text), key, "{text}");
    }
}

#[test]
fn start_key_is_the_documented_one() {
    // shakmaty's documentation (`zobrist` module) and Polyglot's give
    // this key for the start position.
    let start = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    assert_eq!(start.polyglot_key(), 0x463b_9618_1691_fc9c);
    let shakmaty = Chess::default().zobrist_hash::<Zobrist64>(EnPassantMode::Legal);
    assert_eq!(shakmaty, Zobrist64(0x463b_9618_1691_fc9c));
    // The keys the Polyglot format's documentation lists for its two
    // lines, 1. e4 d5 2. e5 f5 3. Ke2 Kf7 and 1. a4 b5 2. h4 b4 3. c4 bxc3
    // 4. Ra3, after each move (but a few).
    let listed = [
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            0x823c_9b50_fd11_4196,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            0x0756_b944_61c5_0fb0,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
            0x662f_afb9_65db_29d4,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            0x22a4_8b5a_8e47_ff78,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
            0x652a_607c_a3f2_42c1,
        ),
        (
            "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
            0x00fd_d303_c946_bdd9,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
            0x3c81_23ea_7b06_7637,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
            0x5c3f_9b82_9b27_9560,
        ),
    ];
    for (text, key) in listed {
        assert_eq!(Fen::parse(text).unwrap().polyglot_key(), key, "{text}");
    }
}

#[test]
fn random64_is_the_published_table() {
    // Each number as shakmaty has it (the low 64 bits of its 128-bit
    // table, which extends Polyglot's).
    for color in Color::ALL {
        for (kind, role) in Role::ALL.into_iter().enumerate() {
            for square in Square::ALL {
                let index = 64 * (2 * kind + usize::from(color.is_white())) + usize::from(square);
                let theirs = Zobrist64::zobrist_for_piece(square, Piece { color, role });
                assert_eq!(RANDOM64[index], theirs.0, "{color:?} {role:?} {square}");
            }
        }
    }
    for (i, (color, side)) in [
        (Color::White, CastlingSide::KingSide),
        (Color::White, CastlingSide::QueenSide),
        (Color::Black, CastlingSide::KingSide),
        (Color::Black, CastlingSide::QueenSide),
    ]
    .into_iter()
    .enumerate()
    {
        let theirs = Zobrist64::zobrist_for_castling_right(color, side);
        assert_eq!(RANDOM64[768 + i], theirs.0);
    }
    for file in File::ALL {
        let theirs = Zobrist64::zobrist_for_en_passant_file(file);
        assert_eq!(RANDOM64[772 + usize::from(file)], theirs.0);
    }
    assert_eq!(RANDOM64[780], Zobrist64::zobrist_for_white_turn().0);
    // And by their first, last and a sum of all, written from the format's
    // documentation.
    assert_eq!(RANDOM64[0], 0x9d39_247e_3377_6d41);
    assert_eq!(RANDOM64[780], 0xf8d6_26aa_af27_8509);
    let sum = RANDOM64.iter().fold(0_u64, |sum, n| sum.wrapping_add(*n));
    let xor = RANDOM64.iter().fold(0_u64, |xor, n| xor ^ n);
    assert_eq!((sum, xor), (SUM, XOR));
}

/// The wrapping sum and the XOR of the 781 numbers, computed from
/// python-chess's `POLYGLOT_RANDOM_ARRAY`.
const SUM: u64 = 0xb875_3761_5dbe_2812;
const XOR: u64 = 0xeaa4_dc0d_d065_42b6;

#[test]
fn en_passant_is_hashed_with_a_pawn_beside() {
    let key = |text: &str| Fen::parse(text).unwrap().polyglot_key();
    let hashed = |text: &str| key(text) != key(&without_en_passant(text));
    // Beside, though taking would leave the white king in check.
    assert!(hashed("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1"));
    assert!(hashed("4k3/8/8/8/pP6/8/8/4K3 b - b3 0 1"));
    assert!(hashed("4k3/8/8/6pP/8/8/8/4K3 w - g6 0 1"));
    // Two files away; of the side not to move; none.
    assert!(!hashed("8/8/8/K1p1P2r/8/8/8/4k3 w - c6 0 1"));
    assert!(!hashed("4k3/8/8/8/1PP5/8/8/4K3 b - b3 0 1"));
    assert!(!hashed("4k3/8/8/7p/8/8/8/4K3 w - h6 0 1"));
    assert!(!hashed("4k3/8/8/8/P7/8/8/4K3 b - a3 0 1"));
    // The file hashed is the square's.
    let c6 = key("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1") ^ key("8/8/8/KPp4r/8/8/8/4k3 w - - 0 1");
    assert_eq!(c6, RANDOM64[772 + 2]);
}

#[test]
fn castling_rights_hash_by_wing() {
    let key = |text: &str| Fen::parse(text).unwrap().polyglot_key();
    // Shredder-FEN, X-FEN and inner rooks: the wing counts, not the file.
    assert_eq!(
        key("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1"),
        key("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1")
    );
    assert_eq!(
        key("1r2k1r1/8/8/8/8/8/8/R1R1K1RR w GCgb - 0 1"),
        key("1r2k1r1/8/8/8/8/8/8/R1R1K1RR w GCkq - 0 1")
    );
    let none = key("1r2k1r1/8/8/8/8/8/8/R1R1K1RR w - - 0 1");
    let each = [("G", 768), ("C", 769), ("g", 770), ("b", 771)];
    for (right, index) in each {
        let text = format!("1r2k1r1/8/8/8/8/8/8/R1R1K1RR w {right} - 0 1");
        assert_eq!(key(&text) ^ none, RANDOM64[index], "{right}");
    }
}

#[test]
fn crazyhouse_pockets_and_promotions_are_left_out() {
    let key = |text: &str| Fen::parse(text).unwrap().polyglot_key();
    let board = "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R";
    let plain = key(&format!("{board} w KQkq - 4 5"));
    assert_eq!(key(&format!("{board}[QRBNPPqrbnnp] w KQkq - 4 5")), plain);
    assert_eq!(key(&format!("{board}/QRBNPPqrbnnp w KQkq - 4 5")), plain);
    assert_eq!(key(&format!("{board}[] w KQkq - 4 5")), plain);
    assert_eq!(
        key("4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1"),
        key("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1")
    );
    // Nor are the clocks.
    assert_eq!(key(&format!("{board} w KQkq -")), plain);
    assert_eq!(key(&format!("{board} w KQkq - 0 1")), plain);
}
