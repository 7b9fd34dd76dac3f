//! FEEN positions and placements: the openings round-trip through the view,
//! the typed positions and the constants, positions are edited as an engine
//! does, and every error is pinned with its place and message.

use pin_runtime::feen::{Dimensions, Grid};
use pin_runtime::{
    Board, Board3, Cell, Epin, Feen, FeenErrorKind as Kind, FeenField as Field, Position, Side,
    board, cell, epin, feen, parse_board, parse_placement, placement, sin,
};

const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w";
const SHOGI: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j";
const SHOGI_LATER: &str =
    "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S";
const XIANGQI: &str = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c";
const MAKRUK: &str = "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / S/s";
const CROSS: &str = "lnsgk^gsnl/1r5b1/pppp1pp1p/4p4/4P'4/9/PPPPPPPP1/1B4p'2/RNBQK^BNR1 P/ W/j";

/// Reads `text` three ways (view, typed position, constant) and checks they
/// agree and write it back.
fn round_trip<B: Grid + PartialEq + std::fmt::Debug>(text: &str, constant: Position<B>) {
    let position: Position<B> = text.parse().unwrap();
    assert_eq!(position, constant, "{text}");
    assert_eq!(position.to_string(), text);
    let view = Feen::parse(text).unwrap();
    assert_eq!(view.to_string(), text);
    assert_eq!(view.dimensions(), B::DIMENSIONS.as_slice());
    let squares: Vec<Option<Epin>> = view.squares().collect();
    assert_eq!(squares, position.board().as_squares(), "{text}");
    assert_eq!(squares, position.squares().collect::<Vec<_>>(), "{text}");
    assert_eq!(view.squares().len(), squares.len());
    assert_eq!(
        view.first_hand().collect::<Vec<_>>(),
        position.first_hand().collect::<Vec<_>>()
    );
    assert_eq!(
        view.second_hand().collect::<Vec<_>>(),
        position.second_hand().collect::<Vec<_>>()
    );
    assert_eq!(
        (view.active(), view.inactive(), view.turn()),
        (position.active(), position.inactive(), position.turn())
    );
    for side in Side::ALL {
        assert_eq!(view.style(side), position.style(side));
    }
}

#[test]
fn openings_read_the_same_three_ways_and_write_back() {
    round_trip(
        CHESS,
        feen!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w"),
    );
    round_trip(
        SHOGI,
        feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j"),
    );
    round_trip(
        SHOGI_LATER,
        feen!(
            "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S"
        ),
    );
    round_trip(
        XIANGQI,
        feen!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c"),
    );
    round_trip(
        MAKRUK,
        feen!("rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / S/s"),
    );
    round_trip(
        CROSS,
        feen!("lnsgk^gsnl/1r5b1/pppp1pp1p/4p4/4P'4/9/PPPPPPPP1/1B4p'2/RNBQK^BNR1 P/ W/j"),
    );
    round_trip("k^+p4+PK^ / W/w", feen!("k^+p4+PK^ / W/w"));
    round_trip("ab/cd//AB/CD / w/W", feen!("ab/cd//AB/CD / w/W"));
    round_trip("a/b/c / W/w", feen!("a/b/c / W/w"));
}

#[test]
fn constants_have_the_shape_of_their_literal() {
    const LINE: Position<Board<1, 8>> = feen!("k^+p4+PK^ / W/w");
    const CUBE: Position<Board3<2, 2, 2>> = feen!("ab/cd//AB/CD / w/W");
    static SHOGI_LATER: Position<Board<9, 9>> = feen!(
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S"
    );
    assert_eq!(LINE.dimensions(), [8]);
    assert_eq!(Feen::parse("k^+p4+PK^ / W/w").unwrap().dimensions(), [8]);
    assert_eq!(LINE.board()[0][1], Some(epin!("+p")));
    assert_eq!(CUBE.board()[1][0][1], Some(epin!("B")));
    assert_eq!(CUBE.turn(), Side::Second);
    assert_eq!(SHOGI_LATER.hand(Side::First).count(epin!("P")), 2);
    assert_eq!(SHOGI_LATER.hand(Side::Second).count(epin!("b")), 1);
    let local = feen!("8 / W/w");
    assert_eq!(local.board(), &[[None; 8]]);
}

pin_runtime::feen! {
    /// A constant declared inside the macro takes the literal's type.
    const DECLARED = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c";
    pub(crate) const CUBE = "ab/c1//AB/1D 2P/ W/w";
}

pin_runtime::board! {
    const BACK = "rnbqk^bnr";
}

#[test]
fn constants_declared_in_the_macros() {
    let xiangqi: Position<Board<10, 9>> = DECLARED;
    assert_eq!(xiangqi.to_string(), XIANGQI);
    let cube: Position<Board3<2, 2, 2>> = CUBE;
    assert_eq!(cube.hand(Side::First).total(), 2);
    let back: Board<1, 8> = BACK;
    assert_eq!(back[0][4], Some(epin!("k^")));
}

#[test]
fn positions_of_one_shape_share_a_type_whatever_their_hands() {
    type Shogi = Position<Board<9, 9>>;
    const POSITIONS: [Shogi; 2] = [
        feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j"),
        feen!(
            "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S"
        ),
    ];
    assert_eq!(POSITIONS[0].to_string(), SHOGI);
    assert_eq!(POSITIONS[1].to_string(), SHOGI_LATER);
}

#[test]
fn engine_operations() {
    let mut position = feen!("k^2/1p1/2K^ / W/w");
    assert_eq!(position.find(epin!("K^")), Some(cell!("c1")));
    assert_eq!(position.find(epin!("Q")), None);
    assert_eq!(position.count(epin!("p")), 1);
    assert_eq!(position.pieces().count(), 3);
    // The first side takes the pawn and holds it as its own.
    let taken = position.set(cell!("b2"), None).unwrap();
    assert_eq!(taken, Some(epin!("p")));
    position
        .add_to_hand(Side::First, epin!("p").flipped(), 1)
        .unwrap();
    position.switch_turn();
    assert_eq!(position.to_string(), "k^2/3/2K^ P/ w/W");
    assert_eq!(position.piece_count(), 3);
    // And drops it back.
    position
        .remove_from_hand(Side::First, epin!("P"), 1)
        .unwrap();
    position.set(cell!("c3"), Some(epin!("P"))).unwrap();
    assert_eq!(position.to_string(), "k^1P/3/2K^ / w/W");
    assert_eq!(position.qualify(epin!("P")), pin_runtime::qpi!("W:P"));
    assert_eq!(position.with_turn(Side::First).turn(), Side::First);
    let cells: Vec<Cell> = position.cells().map(|(cell, _)| cell).collect();
    assert_eq!(cells.first(), Some(&cell!("a3")));
    assert_eq!(cells.last(), Some(&cell!("c1")));
    let cube = feen!("ab/cd//AB/CD / W/w");
    assert_eq!(cube.find(epin!("C")), Some(cell!("a1A")));
}

/// One rejected position: input, kind, field, the square by its CELL name,
/// byte index, message.
type Case = (
    &'static str,
    Kind,
    Option<Field>,
    Option<&'static str>,
    usize,
    &'static str,
);

/// Every mistake a position can have, with the error it must give.
#[allow(clippy::too_many_lines, reason = "a table, one case per kind")]
fn position_cases() -> Vec<Case> {
    let p = Some(Field::Placement);
    let h = Some(Field::Hands);
    let s = Some(Field::StyleTurn);
    vec![
        (
            "",
            Kind::Empty,
            None,
            None,
            0,
            "invalid FEEN position at byte 0: expected <placement> <hands> <style-turn>, found an empty position",
        ),
        (
            "/8 / W/w",
            Kind::ExpectedSquare { found: Some('/') },
            p,
            Some("a2"),
            0,
            "invalid FEEN position at a2 (byte 0): expected a piece or a count of empty squares, found '/'",
        ),
        (
            "8/8/ / W/w",
            Kind::ExpectedSquare { found: Some(' ') },
            p,
            Some("a1"),
            4,
            "invalid FEEN position at a1 (byte 4): expected a piece or a count of empty squares, found a space",
        ),
        (
            "8/0K6 / W/w",
            Kind::ZeroCount,
            p,
            Some("a1"),
            2,
            "invalid FEEN position at a1 (byte 2): expected a count of empty squares from 1, found 0",
        ),
        (
            "8/K07 / W/w",
            Kind::LeadingZero,
            p,
            Some("b1"),
            3,
            "invalid FEEN position at b1 (byte 3): expected a count of empty squares without leading zeros, found '0'",
        ),
        (
            "8/2K'^4 / W/w",
            Kind::Token(Epin::parse_prefix_bytes(b"^").unwrap_err()),
            p,
            Some("d1"),
            5,
            "invalid FEEN position at d1 (byte 5): invalid EPIN token \"^\": expected a letter or a state modifier ('+' or '-'), found '^'",
        ),
        (
            "8/99999 / W/w",
            Kind::RankTooWide,
            p,
            Some("a1"),
            2,
            "invalid FEEN position at a1 (byte 2): expected at most 255 squares in a rank, found more",
        ),
        (
            "200A100 / W/w",
            Kind::RankTooWide,
            p,
            Some("gt"),
            4,
            "invalid FEEN position at gt (byte 4): expected at most 255 squares in a rank, found more",
        ),
        (
            "7/8 / W/w",
            Kind::RankWidth {
                width: 8,
                expected: 7,
            },
            p,
            None,
            3,
            "invalid FEEN position at byte 3 (placement): expected 7 squares in rank 1, as in rank 2, found 8",
        ),
        (
            "8//8 / W/w",
            Kind::ThinLayer,
            p,
            None,
            1,
            "invalid FEEN position at byte 1 (placement): expected at least 2 ranks in layer B of a 3-D board, found 1",
        ),
        (
            "ab/cd//AB / W/w",
            Kind::ThinLayer,
            p,
            None,
            9,
            "invalid FEEN position at byte 9 (placement): expected at least 2 ranks in layer A of a 3-D board, found 1",
        ),
        (
            "ab/cd/ef//AB/CD / W/w",
            Kind::LayerDepth {
                ranks: 2,
                expected: 3,
            },
            p,
            None,
            15,
            "invalid FEEN position at byte 15 (placement): expected 3 ranks in layer A, as in layer B, found 2",
        ),
        (
            "a/b///c/d / W/w",
            Kind::TooManyDimensions,
            p,
            None,
            5,
            "invalid FEEN position at byte 5 (placement): expected a square after \"//\", found a third '/': boards have at most 3 dimensions",
        ),
        (
            "ab/cd//AB/C? / W/w",
            Kind::Token(Epin::parse_prefix_bytes(b"?").unwrap_err()),
            p,
            Some("b1A"),
            11,
            "invalid FEEN position at b1A (byte 11): invalid EPIN token \"?\": expected a letter or a state modifier ('+' or '-'), found '?'",
        ),
        (
            "8/8",
            Kind::MissingField,
            h,
            None,
            3,
            "invalid FEEN position at byte 3 (hands): expected ' ' and the hands field, found end of input",
        ),
        (
            "8/8 /",
            Kind::MissingField,
            s,
            None,
            5,
            "invalid FEEN position at byte 5 (style-turn): expected ' ' and the style-turn field, found end of input",
        ),
        (
            "8/8 P W/w",
            Kind::ExpectedHandSeparator { found: Some(' ') },
            h,
            None,
            5,
            "invalid FEEN position at byte 5 (hands): expected '/' between the first and the second hand, found a space",
        ),
        (
            "8/8 P/p/ W/w",
            Kind::ExtraHandSeparator,
            h,
            None,
            7,
            "invalid FEEN position at byte 7 (hands): expected ' ' after the second hand, found a second '/'",
        ),
        (
            "8/8 1P/ W/w",
            Kind::HandCount { count: 1 },
            h,
            None,
            4,
            "invalid FEEN position at byte 4 (hands): expected a count from 2 (a single piece has none), found 1",
        ),
        (
            "8/8 0P/ W/w",
            Kind::HandCount { count: 0 },
            h,
            None,
            4,
            "invalid FEEN position at byte 4 (hands): expected a count from 2 (a single piece has none), found 0",
        ),
        (
            "8/8 02P/ W/w",
            Kind::LeadingZero,
            h,
            None,
            4,
            "invalid FEEN position at byte 4 (hands): expected a count of pieces without leading zeros, found '0'",
        ),
        (
            "8/8 99999P/ W/w",
            Kind::HandCountTooLarge,
            h,
            None,
            4,
            "invalid FEEN position at byte 4 (hands): expected a count of at most 65025 pieces, found more",
        ),
        (
            "8/8 PP/ W/w",
            Kind::Repeated {
                piece: epin!("P"),
                first: 4,
            },
            h,
            None,
            5,
            "invalid FEEN position at byte 5 (hands): expected each piece once in a hand, with a count, found P again (first at byte 4)",
        ),
        (
            "8/8 3P3Q2P/ W/w",
            Kind::Repeated {
                piece: epin!("P"),
                first: 4,
            },
            h,
            None,
            8,
            "invalid FEEN position at byte 8 (hands): expected each piece once in a hand, with a count, found P again (first at byte 4)",
        ),
        (
            "8/8 2P3Q/ W/w",
            Kind::Unordered {
                piece: epin!("Q"),
                count: 3,
                previous: epin!("P"),
                previous_count: 2,
            },
            h,
            None,
            6,
            "invalid FEEN position at byte 6 (hands): expected hand items in canonical order, found 3Q after 2P",
        ),
        (
            "8/8 pP/ W/w",
            Kind::Unordered {
                piece: epin!("P"),
                count: 1,
                previous: epin!("p"),
                previous_count: 1,
            },
            h,
            None,
            5,
            "invalid FEEN position at byte 5 (hands): expected hand items in canonical order, found P after p",
        ),
        (
            "8/8 / C",
            Kind::ExpectedStyleSeparator { found: None },
            s,
            None,
            7,
            "invalid FEEN position at byte 7 (style-turn): expected '/' after the style of the side to move, found end of input",
        ),
        (
            "8/8 / 1/w",
            Kind::ExpectedStyle { found: Some('1') },
            s,
            None,
            6,
            "invalid FEEN position at byte 6 (style-turn): expected a style letter (A-Z or a-z), found '1'",
        ),
        (
            "8/8 / C/C",
            Kind::SameCase {
                active: sin!("C"),
                inactive: sin!("C"),
            },
            s,
            None,
            8,
            "invalid FEEN position at byte 8 (style-turn): expected a lowercase style after 'C', one per side, found 'C'",
        ),
        (
            "8/8 / w/j",
            Kind::SameCase {
                active: sin!("w"),
                inactive: sin!("j"),
            },
            s,
            None,
            8,
            "invalid FEEN position at byte 8 (style-turn): expected an uppercase style after 'w', one per side, found 'j'",
        ),
        (
            "8/8 / W/w 0 1",
            Kind::ExpectedEnd { found: ' ' },
            s,
            None,
            9,
            "invalid FEEN position at byte 9 (style-turn): expected end of input after the style-turn field, found a space",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Kind::ChessFen,
            None,
            None,
            44,
            "invalid FEEN position at byte 44: expected the three fields of FEEN (placement, hands, style-turn), found a chess FEN (side to move, castling, en passant, clocks), which chess::Fen::parse reads",
        ),
        // A text a bridge reads is named so, whatever FEEN finds first.
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            Kind::Sfen,
            None,
            None,
            58,
            "invalid FEEN position at byte 58: expected the three fields of FEEN (placement, hands, style-turn), found an SFEN (side to move, hands, move number), which shogi::Sfen::parse reads",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -",
            Kind::Sfen,
            None,
            None,
            58,
            "invalid FEEN position at byte 58: expected the three fields of FEEN (placement, hands, style-turn), found an SFEN (side to move, hands, move number), which shogi::Sfen::parse reads",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            Kind::XiangqiFen,
            None,
            None,
            60,
            "invalid FEEN position at byte 60: expected the three fields of FEEN (placement, hands, style-turn), found a xiangqi FEN (side to move, '-' and '-', clocks), which xiangqi::Fen::parse reads",
        ),
        (
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -",
            Kind::XiangqiFen,
            None,
            None,
            60,
            "invalid FEEN position at byte 60: expected the three fields of FEEN (placement, hands, style-turn), found a xiangqi FEN (side to move, '-' and '-', clocks), which xiangqi::Fen::parse reads",
        ),
        // A text a bridge rejects too: named by what it looks like, with
        // the bridge's reason.
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1",
            Kind::Sfen,
            None,
            None,
            58,
            "invalid FEEN position at byte 58: expected the three fields of FEEN (placement, hands, style-turn), found what looks like an SFEN (side to move, hands, move number), which shogi::Sfen::parse rejects: invalid SFEN at byte 61 (hands): expected each piece once in the hands, with a count, found 'P' again (first at byte 60)",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w K - 0 1",
            Kind::XiangqiFen,
            None,
            None,
            60,
            "invalid FEEN position at byte 60: expected the three fields of FEEN (placement, hands, style-turn), found what looks like a xiangqi FEN (side to move, '-' and '-', clocks), which xiangqi::Fen::parse rejects: invalid xiangqi FEN at byte 62 (castling): expected '-' (xiangqi has no castling), found 'K'",
        ),
        (
            "8/8 b - -",
            Kind::ChessFen,
            None,
            None,
            4,
            "invalid FEEN position at byte 4: expected the three fields of FEEN (placement, hands, style-turn), found what looks like a chess FEN (side to move, castling, en passant, clocks), which chess::Fen::parse rejects: invalid FEN at byte 3 (board): expected '/' and rank 6, found a space",
        ),
        // Named as a chess FEN only when chess::Fen::parse reads it: not
        // with a trailing newline.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
            Kind::ChessFen,
            None,
            None,
            44,
            "invalid FEEN position at byte 44: expected the three fields of FEEN (placement, hands, style-turn), found what looks like a chess FEN (side to move, castling, en passant, clocks), which chess::Fen::parse rejects: invalid FEN at byte 56 (fullmove number): expected end of input after the fullmove number, found a line feed",
        ),
        // A xiangqi FEN of 9 ranks and an SFEN of too many pieces in hand
        // look like what they are, not like a text another reader reads.
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w - - 0 1",
            Kind::XiangqiFen,
            None,
            None,
            50,
            "invalid FEEN position at byte 50: expected the three fields of FEEN (placement, hands, style-turn), found what looks like a xiangqi FEN (side to move, '-' and '-', clocks), which xiangqi::Fen::parse rejects: invalid xiangqi FEN at byte 49 (board): expected 10 ranks, found 9",
        ),
        (
            "9/9/9/9/9/9/9/9/9 b 100P 1",
            Kind::Sfen,
            None,
            None,
            18,
            "invalid FEEN position at byte 18: expected the three fields of FEEN (placement, hands, style-turn), found what looks like an SFEN (side to move, hands, move number), which shogi::Sfen::parse rejects: invalid SFEN at byte 20 (hands): expected a count of at most 81 pieces, found more",
        ),
        // A crazyhouse FEN, whose board FEEN cannot read, is named too.
        (
            "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R[QRBNPPqrbnnp] w KQkq - 4 5",
            Kind::ChessFen,
            None,
            None,
            71,
            "invalid FEEN position at byte 71: expected the three fields of FEEN (placement, hands, style-turn), found a chess FEN (side to move, castling, en passant, clocks), which chess::Fen::parse reads",
        ),
        // A board with one of FEEN's own marks (`^`, `'`, `-`, `//`) is
        // FEEN's, whatever the fields after it look like: FEEN's own
        // mistake is named (here a board ending with a `/`), not an SFEN.
        (
            "k^1/2//2/1K^/ w W",
            Kind::ExpectedSquare { found: Some(' ') },
            p,
            Some("a1A"),
            13,
            "invalid FEEN position at a1A (byte 13): expected a piece or a count of empty squares, found a space",
        ),
        (
            "-r7/8 b - -",
            Kind::ExpectedHandSeparator { found: Some(' ') },
            h,
            None,
            7,
            "invalid FEEN position at byte 7 (hands): expected '/' between the first and the second hand, found a space",
        ),
        // Fields with a `/` are FEEN's, so FEEN's own mistake is named.
        (
            "8/8 b / W/w",
            Kind::ExpectedHandSeparator { found: Some(' ') },
            h,
            None,
            5,
            "invalid FEEN position at byte 5 (hands): expected '/' between the first and the second hand, found a space",
        ),
        (
            "1 2P/ W/w",
            Kind::TooManyPieces {
                pieces: 2,
                squares: 1,
            },
            h,
            None,
            2,
            "invalid FEEN position at byte 2 (hands): expected at most 1 piece on the board and in hand (one per square), found 2",
        ),
    ]
}

#[test]
fn every_position_error_is_pinned() {
    for (input, kind, field, cell, index, message) in position_cases() {
        let error = Feen::parse(input).unwrap_err();
        assert_eq!(error.kind(), kind, "{input:?}");
        assert_eq!(error.field(), field, "{input:?}");
        let cell = cell.map(|name| Cell::parse(name).unwrap());
        assert_eq!((error.cell(), error.index()), (cell, index), "{input:?}");
        assert_eq!(error.to_string(), message, "{input:?}");
        // The typed readers report the same first mistake, unless the
        // board itself is already of another shape, or its first rank is
        // not as wide as the shape's (blamed against the shape's width).
        if let Err(typed) = Position::<Board<8, 2>>::parse(input) {
            match (typed.kind(), error.kind()) {
                (Kind::Shape { .. }, _) => {}
                (
                    Kind::RankWidth { width, expected: 2 },
                    Kind::RankWidth {
                        expected: first, ..
                    },
                ) if width == first && first != 2 => {}
                _ => assert_eq!(typed, error, "{input:?}"),
            }
        }
    }
}

#[test]
fn bounds_of_the_input_and_of_the_board() {
    let long = "K".repeat(4097);
    let error = Feen::parse(&long).unwrap_err();
    assert_eq!(error.kind(), Kind::TooLong { len: 4097 });
    assert_eq!(
        error.to_string(),
        "invalid FEEN position at byte 4096: expected at most 4096 bytes, found 4097"
    );
    // 255 squares in a rank, 255 ranks, 65025 squares in all.
    assert!(Feen::is_valid("255 / W/w"));
    assert_eq!(
        Feen::parse("256 / W/w").unwrap_err().kind(),
        Kind::RankTooWide
    );
    let ranks = |n: usize| format!("{} / W/w", vec!["1"; n].join("/"));
    assert!(Feen::is_valid(&ranks(255)));
    let error = Feen::parse(&ranks(256)).unwrap_err();
    assert_eq!((error.kind(), error.cell()), (Kind::TooManyRanks, None));
    assert_eq!(
        error.to_string(),
        "invalid FEEN position at byte 509 (placement): expected at most 255 ranks, found more"
    );
    let full = format!("{} / W/w", vec!["255"; 255].join("/"));
    assert!(Feen::is_valid(&full));
    let layer = ["255"; 255].join("/");
    let error = Feen::parse(&format!("{layer}//{layer} / W/w")).unwrap_err();
    assert_eq!(error.kind(), Kind::TooManySquares { squares: 130_050 });
    let deep = format!("{} / W/w", ["255/255"; 2].join("//"));
    assert_eq!(Feen::parse(&deep).unwrap().dimensions(), [2, 2, 255]);
}

#[test]
fn typed_readers_name_both_shapes() {
    let error = Position::<Board<8, 8>>::parse("8/8 / W/w").unwrap_err();
    assert_eq!(
        error.kind(),
        Kind::Shape {
            found: Dimensions::new(&[2, 8]).unwrap(),
            expected: Dimensions::new(&[8, 8]).unwrap()
        }
    );
    assert_eq!(
        error.to_string(),
        "invalid FEEN position at byte 0 (placement): expected a board of 8 ranks of 8 squares, found 2 ranks of 8 squares"
    );
    assert_eq!(
        Position::<Board3<2, 2, 2>>::parse("2/2 / W/w")
            .unwrap_err()
            .to_string(),
        "invalid FEEN position at byte 0 (placement): expected a board of 2 layers of 2 ranks of 2 squares, found 2 ranks of 2 squares"
    );
    assert_eq!(
        parse_placement::<1, 8>("4/4").unwrap_err().to_string(),
        "invalid FEEN placement at byte 0: expected a board of a rank of 8 squares, found 2 ranks of 4 squares"
    );
    let full = format!("9/9 {}/ W/w", "ABCDEFGHIJKLMNOPQ");
    assert!(Feen::is_valid(&full));
    let error = Position::<Board<2, 9>>::parse(&full).unwrap_err();
    assert_eq!((error.kind(), error.index()), (Kind::HandFull, 20));
}

#[test]
fn placements_alone() {
    const SHOGI: Board<9, 9> =
        board!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL");
    let board =
        parse_placement::<9, 9>("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL")
            .unwrap();
    assert_eq!(board, SHOGI);
    assert_eq!(
        placement(&board).to_string(),
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL"
    );
    let cube: Board3<2, 2, 3> = parse_board("3/1k1//1K1/3").unwrap();
    assert_eq!(placement(&cube).to_string(), "3/1k1//1K1/3");
    assert_eq!(cube, board!("3/1k1//1K1/3"));
    let line: Board<1, 11> = parse_board("K10").unwrap();
    assert_eq!(placement(&line).to_string(), "K10");
    // A space is a mistake in a placement read alone; the token starts on
    // the fifth square, the space is byte 2.
    assert_eq!(
        parse_placement::<1, 8>("4+ 3").unwrap_err().to_string(),
        "invalid FEEN placement at e (byte 2): invalid EPIN token \"+ \": \
         expected a letter after the state modifier '+', found a space"
    );
    assert_eq!(
        parse_placement::<2, 8>("8/8/").unwrap_err().to_string(),
        "invalid FEEN placement at a1 (byte 4): expected a piece or a count of empty squares, found end of input"
    );
    // One rank stops at its 256th square, file iv.
    let error = parse_placement::<8, 8>(&"K".repeat(300)).unwrap_err();
    assert_eq!((error.kind(), error.index()), (Kind::RankTooWide, 255));
    assert_eq!(
        error.to_string(),
        "invalid FEEN placement at iv (byte 255): expected at most 255 squares in a rank, found more"
    );
    // Ten megabytes are refused by their length, as a whole position is.
    let error = parse_placement::<8, 8>(&"K".repeat(10_000_000)).unwrap_err();
    assert_eq!(
        (error.kind(), error.index()),
        (Kind::TooLong { len: 10_000_000 }, 4096)
    );
}

/// The scanner reads the tokens of a placement and of a hand with a reader
/// of its own, faster than `Epin::parse_prefix_bytes` (see `feen/scan.rs`), and
/// words a token it rejects with `Epin::parse_prefix_bytes`'s error: both read the
/// same tokens. Checked on every string of up to four bytes over the bytes
/// that decide where a token ends, as the one square of a board, and on
/// each of the 624 tokens as a hand item.
#[test]
fn the_scanner_reads_tokens_as_epin_does() {
    // The empty placement is no token: an error of its own.
    for text in crate::strings(b"+-^'Kk?\xe9", 4).into_iter().skip(1) {
        let placement = parse_placement::<1, 1>(&text);
        // The tokens of the rank, one after the other, up to the first
        // byte where none starts.
        let mut tokens = Vec::new();
        let mut at = 0;
        let mistake = loop {
            match Epin::parse_prefix_bytes(&text.as_bytes()[at..]) {
                Ok((epin, len)) => {
                    tokens.push(epin);
                    at += len;
                }
                Err(error) => break Some(error),
            }
            if at == text.len() {
                break None;
            }
        };
        match (mistake, tokens.as_slice()) {
            (None, &[epin]) => assert_eq!(placement, Ok([[Some(epin)]]), "{text:?}"),
            // A rank of several squares on a board of one.
            (None, _) => {
                let error = placement.unwrap_err();
                assert!(matches!(error.kind(), Kind::Shape { .. }), "{text:?}");
            }
            // The token's error counts from the token, the position's from
            // the start of the text.
            (Some(error), _) => {
                let placement = placement.unwrap_err();
                assert_eq!(
                    (placement.kind(), placement.index()),
                    (Kind::Token(error), at + error.index()),
                    "{text:?}"
                );
            }
        }
    }
    for epin in Epin::ALL {
        for item in [epin.to_string(), format!("2{epin}")] {
            let text = format!("9 {item}/ W/w");
            let feen = Feen::parse(&text).unwrap();
            let count = if item.starts_with('2') { 2 } else { 1 };
            assert_eq!(
                feen.first_hand().collect::<Vec<_>>(),
                [(epin, count)],
                "{text:?}"
            );
        }
    }
}

#[test]
#[allow(deprecated)]
fn the_root_field_of_feen_keeps_its_old_name() {
    // `FeenField` beside `chess::Field`, `shogi::Field` and
    // `xiangqi::Field`; the old name is the same type.
    let old: pin_runtime::Field = Field::Hands;
    assert_eq!(old, Field::Hands);
    assert_eq!(pin_runtime::Field::StyleTurn.name(), "style-turn");
    let error = Feen::parse("8/8 PP/ W/w").unwrap_err();
    assert!(matches!(error.field(), Some(pin_runtime::Field::Hands)));
}

/// `feen!` checks a literal with the core's `position_shape`: a text in
/// another notation is named there as `Position::parse` names it, read by
/// that notation's reader or rejected by it.
#[test]
fn feen_literals_in_another_notation_are_named_as_position_parse_names_them() {
    let chess = [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
    ];
    let shogi = [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1",
    ];
    for text in chess {
        let literal = pin_runtime::__private::position_shape(text).unwrap_err();
        let runtime = text.parse::<Position<Board<8, 8>>>().unwrap_err();
        assert_eq!(literal.to_string(), runtime.to_string());
        assert_eq!(literal.kind(), Kind::ChessFen, "{text}");
    }
    for text in shogi {
        let literal = pin_runtime::__private::position_shape(text).unwrap_err();
        let runtime = text.parse::<Position<Board<9, 9>>>().unwrap_err();
        assert_eq!(literal.to_string(), runtime.to_string());
        assert_eq!(literal.kind(), Kind::Sfen, "{text}");
    }
}
