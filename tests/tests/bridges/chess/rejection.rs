//! Every kind of mistake, each with the exact message it must give: FEN
//! that cannot be read, and positions FEN cannot say.

use pin_runtime::chess::Fen;
use pin_runtime::{Board, Position};

/// FEN that cannot be read, and the message for each.
const UNREADABLE: &[(&str, &str)] = &[
    (
        "",
        "invalid FEN board at a8 (byte 0): expected a piece (KQRBNP, kqrbnp) or a count of empty squares (1 to 8), found end of input",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP",
        "invalid FEN at byte 34 (board): expected '/' and rank 1, found end of input",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/",
        "invalid FEN board at a1 (byte 35): expected a piece (KQRBNP, kqrbnp) or a count of empty squares (1 to 8), found end of input",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN",
        "invalid FEN board at rank 1 (byte 42): expected 8 squares, found 7",
    ),
    (
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at rank 7 (byte 16): expected 8 squares, found 7",
    ),
    (
        "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at rank 8 (byte 8): expected 8 squares, found 9",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN2 w KQkq - 0 1",
        "invalid FEN board at rank 1 (byte 42): expected 8 squares, found 9",
    ),
    (
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at e6 (byte 19): expected a piece after a count of empty squares, found another count '4'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/9/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at a4 (byte 22): expected a piece (KQRBNP, kqrbnp) or a count of empty squares (1 to 8), found '9'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/0/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at a4 (byte 22): expected a piece (KQRBNP, kqrbnp) or a count of empty squares (1 to 8), found '0'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "invalid FEN at byte 34 (board): expected '/' and rank 1, found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",
        "invalid FEN at byte 43 (board): expected 8 ranks, or crazyhouse pockets (QRBNP, qrbnp) after the eighth, found 9 ranks",
    ),
    // More ranks than 8, read as pockets until one holds what pockets
    // cannot: named by their number.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/RNBQKBNR w KQkq - 0 1",
        "invalid FEN at byte 43 (board): expected 8 ranks, or crazyhouse pockets (QRBNP, qrbnp) after the eighth, found 9 ranks",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8/8 w KQkq - 0 1",
        "invalid FEN at byte 43 (board): expected 8 ranks, or crazyhouse pockets (QRBNP, qrbnp) after the eighth, found 10 ranks",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Q~ w KQkq - 0 1",
        "invalid FEN at byte 43 (board): expected 8 ranks, or crazyhouse pockets (QRBNP, qrbnp) after the eighth, found 9 ranks",
    ),
    // A ninth rank of one king, or of two, reads as pockets holding a king:
    // the message names the 8 ranks too.
    (
        "8/8/8/8/8/8/8/8/K w - - 0 1",
        "invalid FEN at byte 16 (pockets): expected a pocket piece (QRBNP, qrbnp) or ' ' to end the pockets, found 'K' (a board has 8 ranks; after the eighth, '/' starts the pockets)",
    ),
    (
        "8/8/8/8/8/8/8/8/Qk w - - 0 1",
        "invalid FEN at byte 17 (pockets): expected a pocket piece (QRBNP, qrbnp) or ' ' to end the pockets, found 'k' (a board has 8 ranks; after the eighth, '/' starts the pockets)",
    ),
    // A king in pockets of fewer than 8 pieces is read as a king in the
    // pockets.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/QK w KQkq - 0 1",
        "invalid FEN at byte 45 (pockets): expected a pocket piece (QRBNP, qrbnp) or ' ' to end the pockets, found 'K' (a board has 8 ranks; after the eighth, '/' starts the pockets)",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPP~PPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at d2 (byte 30): expected '~' (promoted) only after a queen, rook, bishop or knight, found it after 'P'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR~ w KQkq - 0 1",
        "invalid FEN at byte 47 (castling): expected an unpromoted rook for the right 'K', found a promoted rook at h1",
    ),
    (
        "rnbqk~bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at e8 (byte 5): expected '~' (promoted) only after a queen, rook, bishop or knight, found it after 'k'",
    ),
    // After a count or another `~`, on rank 1 too, where the rank is
    // complete before the `~`.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPP1~P/RNBQKBNR w KQkq - 0 1",
        "invalid FEN board at rank 2 (byte 33): expected '~' (promoted) only after a queen, rook, bishop or knight, found it after '1'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1~ w - - 0 1",
        "invalid FEN board at rank 1 (byte 43): expected '~' (promoted) only after a queen, rook, bishop or knight, found it after '1'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNQ~~ w - - 0 1",
        "invalid FEN board at rank 1 (byte 44): expected '~' (promoted) only after a queen, rook, bishop or knight, found it after '~'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QK] w KQkq - 0 1",
        "invalid FEN at byte 45 (pockets): expected a pocket piece (QRBNP, qrbnp) or ']' to end the pockets, found 'K'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q w KQkq - 0 1",
        "invalid FEN at byte 45 (pockets): expected a pocket piece (QRBNP, qrbnp) or ']' to end the pockets, found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Q] w KQkq - 0 1",
        "invalid FEN at byte 45 (pockets): expected a pocket piece (QRBNP, qrbnp) or ' ' to end the pockets, found ']' (a board has 8 ranks; after the eighth, '/' starts the pockets)",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP] w KQkq - 0 1",
        "invalid FEN at byte 76 (pockets): expected at most 64 pieces on the board and in the pockets, found 65",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR]",
        "invalid FEN at byte 43 (side to move): expected ' ' and the side to move, found ']'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "invalid FEN at byte 43 (side to move): expected ' ' and the side to move, found end of input",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
        "invalid FEN at byte 44 (side to move): expected 'w' or 'b', found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
        "invalid FEN at byte 44 (side to move): expected 'w' or 'b', found 'W'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wb KQkq - 0 1",
        "invalid FEN at byte 45 (castling): expected ' ' and the castling rights, found 'b'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
        "invalid FEN at byte 45 (castling): expected ' ' and the castling rights, found end of input",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  - 0 1",
        "invalid FEN at byte 46 (castling): expected '-' or a castling right (K, Q, k, q or a file letter A-H, a-h), found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
        "invalid FEN at byte 49 (castling): expected '-' or a castling right (K, Q, k, q or a file letter A-H, a-h), found 'x'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K- - 0 1",
        "invalid FEN at byte 47 (castling): expected '-' or a castling right (K, Q, k, q or a file letter A-H, a-h), found '-'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -K - 0 1",
        "invalid FEN at byte 47 (en passant): expected ' ' and the en-passant square, found 'K'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
        "invalid FEN at byte 47 (castling): expected each castling right once, found 'K' twice",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KH - 0 1",
        "invalid FEN at byte 47 (castling): expected at most one right h-side of the white king, found 'H' after 'K'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
        "invalid FEN at byte 50 (castling): expected each castling right once, found 'K' twice",
    ),
    (
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1",
        "invalid FEN at byte 46 (castling): expected a white king on the first rank for the right 'K', found none",
    ),
    (
        "rnbqkknr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1",
        "invalid FEN at byte 46 (castling): expected one white king on the first rank for the right 'K', found two or more",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1",
        "invalid FEN at byte 47 (castling): expected a rook for the right 'Q' on the first rank a-side of the king, found none",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqC - 0 1",
        "invalid FEN at byte 50 (castling): expected a white rook at c1 for the right 'C', found 'B'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w E - 0 1",
        "invalid FEN at byte 46 (castling): expected a white rook at e1 for the right 'E', found 'K'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w D - 0 1",
        "invalid FEN at byte 46 (castling): expected a white rook at d1 for the right 'D', found 'Q'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR~ w K - 0 1",
        "invalid FEN at byte 47 (castling): expected an unpromoted rook for the right 'K', found a promoted rook at h1",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBR~R w G - 0 1",
        "invalid FEN at byte 47 (castling): expected an unpromoted rook for the right 'G', found a promoted rook at g1",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKR1R w KF - 0 1",
        "invalid FEN at byte 47 (castling): expected at most one right h-side of the white king, found 'F' after 'K'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq x 0 1",
        "invalid FEN at byte 51 (en passant): expected '-' or an en-passant square (a-h and 3 or 6), found 'x'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e 0 1",
        "invalid FEN at byte 52 (en passant): expected '-' or an en-passant square (a-h and 3 or 6), found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
        "invalid FEN at byte 52 (en passant): expected '-' or an en-passant square (a-h and 3 or 6), found '9'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
        "invalid FEN at byte 51 (en passant): expected an en-passant square on rank 6 with white to move, found e3",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
        "invalid FEN at byte 51 (en passant): expected a black pawn at e5, in front of the en-passant square e6, found an empty square",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
        "invalid FEN at byte 53 (en passant): expected a black pawn at e5, in front of the en-passant square e6, found 'N'",
    ),
    (
        "rnbqkbnr/pppp1ppp/4n3/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
        "invalid FEN at byte 55 (en passant): expected e6 and e7 empty, as a pawn just passed them, found 'n' at e6",
    ),
    (
        "rnbqkbnr/pppppppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
        "invalid FEN at byte 53 (en passant): expected e6 and e7 empty, as a pawn just passed them, found 'p' at e7",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -x 0 1",
        "invalid FEN at byte 52 (en passant): expected end of input (EPD) or ' ' and the halfmove clock, found 'x'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
        "invalid FEN at byte 53 (halfmove clock): expected the halfmove clock (a decimal number), found 'x'",
    ),
    // A word and a `;` after the four fields: EPD operations.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; id \"start\";",
        "invalid FEN at byte 53 (halfmove clock): expected the halfmove clock (a decimal number), found 'b': an EPD operation? read EPD lines with chess::Epd",
    ),
    // The moves of a UCI position command, after the clocks or without them.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4",
        "invalid FEN at byte 56 (fullmove number): expected end of input after the fullmove number, found a space: a position command's moves? read \"position fen <FEN> moves …\" with chess::Fen::from_position_command",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - moves",
        "invalid FEN at byte 53 (halfmove clock): expected the halfmove clock (a decimal number), found 'm': a position command's moves? read \"position fen <FEN> moves …\" with chess::Fen::from_position_command",
    ),
    // Neither: a word that is not `moves`, with no `;`.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 movesx",
        "invalid FEN at byte 56 (fullmove number): expected end of input after the fullmove number, found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
        "invalid FEN at byte 53 (halfmove clock): expected the halfmove clock (a decimal number), found '-'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +1 1",
        "invalid FEN at byte 53 (halfmove clock): expected the halfmove clock (a decimal number), found '+'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 01 1",
        "invalid FEN at byte 53 (halfmove clock): expected the halfmove clock without leading zeros, found '0' followed by a digit",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4294967296 1",
        "invalid FEN at byte 53 (halfmove clock): expected the halfmove clock to be at most 4294967295, found more",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        "invalid FEN at byte 54 (fullmove number): expected ' ' and the fullmove number, found end of input",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ",
        "invalid FEN at byte 55 (fullmove number): expected the fullmove number (a decimal number), found end of input",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0  1",
        "invalid FEN at byte 55 (fullmove number): expected the fullmove number (a decimal number), found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
        "invalid FEN at byte 55 (fullmove number): expected a fullmove number from 1, found 0",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ",
        "invalid FEN at byte 56 (fullmove number): expected end of input after the fullmove number, found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 3+3",
        "invalid FEN at byte 56 (fullmove number): expected end of input after the fullmove number, found a space",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        "invalid FEN at byte 54 (fullmove number): expected ' ' and the fullmove number, found '+'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1x",
        "invalid FEN at byte 56 (fullmove number): expected end of input after the fullmove number, found 'x'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n",
        "invalid FEN at byte 52 (en passant): expected end of input (EPD) or ' ' and the halfmove clock, found a line feed",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1",
        "invalid FEN at byte 43 (side to move): expected ' ' and the side to move, found '_'",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 é",
        "invalid FEN at byte 55 (fullmove number): expected the fullmove number (a decimal number), found 'é'",
    ),
];

#[test]
fn every_unreadable_fen_says_where_and_what() {
    for (text, message) in UNREADABLE {
        let err = super::parse(text).expect_err(text);
        assert_eq!(err.to_string(), *message, "{text:?}");
        // The prefix reader, used for EPD lines, says the same where the
        // FEN is at fault.
        if let Err(prefix) = Fen::parse_prefix(text) {
            assert_eq!(prefix, err, "{text:?}");
        }
    }
}

/// FEEN positions FEN cannot say, and the message for each.
const UNWRITABLE: &[(&str, &str)] = &[
    (
        "k^7/8/8/8/8/8/8/7K^ / J/j",
        "cannot write FEN: expected the chess styles W/w (white to move) or w/W (black to move), found J/j",
    ),
    (
        "k^7/8/8/8/8/8/8/7K^ / W/j",
        "cannot write FEN: expected the chess styles W/w (white to move) or w/W (black to move), found W/j",
    ),
    (
        "k^7/8/8/8/3S4/8/8/4K^3 / W/w",
        "cannot write FEN at d4: expected a chess piece (K^ Q R B N P, lowercase for black), found S",
    ),
    (
        "k^7/8/8/8/3P'4/8/8/4K^3 / W/w",
        "cannot write FEN at d4: expected a native piece (FEN has one style), found P'",
    ),
    (
        "k^7/8/8/8/3Q^4/8/8/4K^3 / W/w",
        "cannot write FEN at d4: expected only kings to be terminal, found Q^",
    ),
    (
        "k^7/8/8/8/8/8/8/4K3 / W/w",
        "cannot write FEN at e1: expected a king to be K^ (k^ for black), found K",
    ),
    (
        "k^7/8/8/8/3-N4/8/8/4K^3 / W/w",
        "cannot write FEN at d4: expected N or +N (promoted), found -N",
    ),
    (
        "k^7/8/8/8/3-Q4/8/8/4K^3 / W/w",
        "cannot write FEN at d4: expected Q or +Q (promoted), found -Q",
    ),
    (
        "k^7/8/8/8/8/8/4P3/4K^3 / W/w",
        "cannot write FEN at e2: expected +P for a pawn on its start rank (it may still advance two squares), found P",
    ),
    (
        "k^7/8/8/8/4+P3/8/8/4K^3 / W/w",
        "cannot write FEN at e4: expected +P only on the pawn's start rank (rank 2 for white, 7 for black), found +P",
    ),
    (
        "k^7/8/8/8/4-P3/8/8/4K^3 / W/w",
        "cannot write FEN at e4: expected -P only for a pawn that just advanced two squares (rank 4 with black to move, rank 5 with white to move, both squares behind it empty), found -P",
    ),
    (
        "k^7/8/8/8/3-P-P3/8/8/4K^3 / w/W",
        "cannot write FEN at e4: expected at most one -P (one en-passant square), found -P",
    ),
    (
        "k^7/8/8/8/8/8/-R7/4K^3 / W/w",
        "cannot write FEN at a2: expected -R (castling right) only on the rook's back rank, found -R",
    ),
    (
        "k^7/8/8/8/8/8/8/-R2K^1K^2 / W/w",
        "cannot write FEN at a1: expected one king of its side on the back rank of a -R (castling right), found -R",
    ),
    (
        "k^7/8/8/8/8/8/8/-R-R2K^3 / W/w",
        "cannot write FEN at b1: expected at most one -R (castling right) on each side of the king, found -R",
    ),
    (
        "k^7/8/8/8/8/8/8/-R7 / W/w",
        "cannot write FEN at a1: expected one king of its side on the back rank of a -R (castling right), found -R",
    ),
    (
        "k^7/8/8/8/8/8/8/4K^3 P/ W/w",
        "cannot write FEN in the first hand: expected empty hands (only crazyhouse FEN has pockets), found P",
    ),
    (
        "k^7/8/8/8/8/8/8/4K^3 /+p W/w",
        "cannot write FEN in the second hand: expected empty hands (only crazyhouse FEN has pockets), found +p",
    ),
];

/// Crazyhouse positions whose hands pockets cannot hold.
const NO_POCKETS: &[(&str, &str)] = &[
    (
        "k^7/8/8/8/8/8/8/4K^3 /+p W/w",
        "cannot write FEN in the second hand: expected pocket pieces Q R B N P in the first hand and q r b n p in the second, found +p",
    ),
    (
        "k^7/8/8/8/8/8/8/4K^3 p/ W/w",
        "cannot write FEN in the first hand: expected pocket pieces Q R B N P in the first hand and q r b n p in the second, found p",
    ),
    (
        "k^7/8/8/8/8/8/8/4K^3 K/ W/w",
        "cannot write FEN in the first hand: expected pocket pieces Q R B N P in the first hand and q r b n p in the second, found K",
    ),
];

#[test]
fn every_unwritable_position_names_the_first_square_or_hand_item() {
    for (feen, message) in UNWRITABLE {
        let position: Position<Board<8, 8>> = feen.parse().expect("FEEN");
        let err = Fen::from_position(position).expect_err(feen);
        assert_eq!(err.to_string(), *message, "{feen}");
    }
    for (feen, message) in NO_POCKETS {
        let position: Position<Board<8, 8>> = feen.parse().expect("FEEN");
        let err = Fen::from_crazyhouse(position).expect_err(feen);
        assert_eq!(err.to_string(), *message, "{feen}");
    }
}

#[test]
fn the_fullest_crazyhouse_position_is_written() {
    // 64 pieces: two kings and 62 pawns in a pocket, as many as FEEN holds.
    let position: Position<Board<8, 8>> = "k^7/8/8/8/8/8/8/4K^3 62P/ W/w".parse().expect("FEEN");
    let fen = Fen::from_crazyhouse(position).expect("64 pieces");
    let text = format!("k7/8/8/8/8/8/8/4K3[{}] w - -", "P".repeat(62));
    assert_eq!(fen.to_string(), text);
    assert_eq!(super::parse(&text).map(Fen::into_position), Ok(position));
}
