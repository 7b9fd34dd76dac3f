//! Moves on a chess [`Fen`]: PMN and UCI both ways, and a move played
//! with the bookkeeping FEN keeps (castling rights, the en-passant pawn,
//! the pawns that may still advance two squares, the clocks, the
//! crazyhouse pockets).

use super::Uci;
use super::fen::{Fen, Pockets};
use super::move_error::{Given, MoveError, MoveErrorKind};
use super::uci::{cell_of, square_of};
use super::{BOARD_FILES, FILES, LOWERCASE, RANKS};
use crate::attrs::Attrs;
use crate::letter::Ascii;
use crate::{Board, Epin, Letter, Pmn, PmnForm, Side, State};

/// What a checked move is, with what [`perform`] needs beyond its squares.
#[derive(Clone, Copy, Debug)]
enum Effect {
    /// `...`: the turn passes.
    Pass,
    /// A piece moves, taking what stands on its destination if anything.
    Normal,
    /// Castling: the king from `from` to `to`, the rook from `rook` to
    /// `rook_to`.
    Castle { rook: u8, rook_to: u8 },
    /// A pawn takes the pawn on `taken`, which just advanced two squares.
    EnPassant { taken: u8 },
    /// A piece from the mover's pocket lands on `to`.
    Drop,
}

/// A move checked on a position: everything [`perform`] changes, and what
/// [`Fen::uci`] writes.
#[derive(Clone, Copy, Debug)]
pub(super) struct Checked {
    kind: Effect,
    /// The origin (the king's square when castling; 0 for a drop or a
    /// pass).
    from: u8,
    /// The destination (the king's when castling; 0 for a pass).
    to: u8,
    /// The piece as it lands on `to`, its marks kept as the books say.
    lands: Epin,
    /// What the move takes into the mover's pocket (crazyhouse).
    pocket_in: Option<Epin>,
    /// The piece a drop takes out of the mover's pocket.
    pocket_out: Option<Epin>,
    /// Whether the halfmove clock starts again: a pawn move on the board
    /// or a capture.
    resets: bool,
    /// The letter a pawn promotes to.
    promotion: Option<Letter>,
    /// Whether the move takes a king, whose side's castling rights go
    /// with it.
    king_taken: bool,
}

/// A piece of `letter` and `side` with these attributes.
const fn piece(letter: Letter, side: Side, state: State, terminal: bool) -> Epin {
    Epin::from_parts(Ascii::new(letter, side), Attrs::new(state, terminal, false))
}

/// White's back rank, rank 1: ranks are counted from 0 in a square index.
const RANK_1: u8 = 0;

/// White's pawns' start rank, rank 2.
const RANK_2: u8 = 1;

/// The rank a white pawn's double step reaches, rank 4.
const RANK_4: u8 = 3;

/// The rank a black pawn's double step reaches, rank 5.
const RANK_5: u8 = 4;

/// Black's pawns' start rank, rank 7.
const RANK_7: u8 = 6;

/// Black's back rank, rank 8, the last.
const RANK_8: u8 = 7;

/// The c-file, where castling on the a-side puts the king: files are
/// counted from 0, the a-file.
const FILE_C: u8 = 2;

/// The d-file, where castling on the a-side puts the rook.
const FILE_D: u8 = 3;

/// The e-file, where the king starts in standard chess.
const FILE_E: u8 = 4;

/// The f-file, where castling on the h-side puts the rook.
const FILE_F: u8 = 5;

/// The g-file, where castling on the h-side puts the king.
const FILE_G: u8 = 6;

/// How far apart, in square indices, a pawn's double step's squares are:
/// two ranks.
const DOUBLE_STEP: u8 = 2 * BOARD_FILES;

/// Each side's pawn in no state, by [`Side::index`].
const PAWNS: [Epin; 2] = [
    piece(Letter::P, Side::First, State::Normal, false),
    piece(Letter::P, Side::Second, State::Normal, false),
];
/// The code of each side's pawn that just advanced two squares, `-P`.
const PASSED: [u16; 2] = [
    piece(Letter::P, Side::First, State::Diminished, false).code(),
    piece(Letter::P, Side::Second, State::Diminished, false).code(),
];

/// The square index of a file and a rank (both from 0): `rank * 8 + file`,
/// as [`square_of`] gives it.
#[inline]
const fn square(file: u8, rank: u8) -> u8 {
    rank * BOARD_FILES + file
}

/// The file of a square, from 0 (the a-file).
#[inline]
const fn file_of(square: u8) -> u8 {
    square % BOARD_FILES
}

/// The rank of a square, from 0 (rank 1).
#[inline]
const fn rank_of(square: u8) -> u8 {
    square / BOARD_FILES
}

/// The row of a FEEN board (rank 8 first) that a rank is: `7 - rank`,
/// written `^` and kept below 8, so that no index of a square leaves the
/// board.
#[inline]
const fn row_of(rank: u8) -> usize {
    (rank ^ RANK_8) as usize % RANKS
}

/// The piece on a square, `rank * 8 + file` (the rows of a FEEN board
/// start at rank 8).
#[inline]
const fn at(board: &Board<RANKS, FILES>, square: u8) -> Option<Epin> {
    board[row_of(rank_of(square))][file_of(square) as usize]
}

/// Puts a piece, or nothing, on a square.
#[inline]
const fn put(board: &mut Board<RANKS, FILES>, square: u8, piece: Option<Epin>) {
    board[row_of(rank_of(square))][file_of(square) as usize] = piece;
}

/// The letter of a piece as written: its case is its side.
#[inline]
const fn written(piece: Option<Epin>) -> u8 {
    match piece {
        // The low byte of a code is the letter as written.
        Some(piece) => piece.code().to_le_bytes()[0],
        None => 0,
    }
}

/// The letter `letter` as `side` writes it.
#[inline]
const fn cased(letter: Letter, side: Side) -> u8 {
    match side {
        Side::First => letter as u8,
        Side::Second => letter as u8 | LOWERCASE,
    }
}

/// Whether `piece` is the chess piece `letter` of `side`, in any state.
#[inline]
const fn is(piece: Option<Epin>, letter: Letter, side: Side) -> bool {
    written(piece) == cased(letter, side)
}

/// Whether `piece` is a rook of `side` that may castle: `-R`.
#[inline]
const fn is_castling_rook(square: Option<Epin>, side: Side) -> bool {
    raw(square) == piece(Letter::R, side, State::Diminished, false).code()
}

/// The rank of a side's pieces at the start: rank 1 for white, 8 for
/// black.
const fn back_rank(side: Side) -> u8 {
    match side {
        Side::First => RANK_1,
        Side::Second => RANK_8,
    }
}

/// The squares a king and its rook castle to on the h-side (`h_side`: the
/// g- and f-files) or the a-side (the c- and d-files) of the back rank
/// `back`.
const fn castled(back: u8, h_side: bool) -> (u8, u8) {
    if h_side {
        (square(FILE_G, back), square(FILE_F, back))
    } else {
        (square(FILE_C, back), square(FILE_D, back))
    }
}

/// Whether a king's step along its back rank from `king` to `to` is the
/// standard form of castling: from the e-file two files on, to the g- or
/// c-file.
const fn is_standard_castling(king: u8, to: u8) -> bool {
    file_of(king) == FILE_E && (file_of(to) == FILE_G || file_of(to) == FILE_C)
}

/// The square of `side`'s rook that may castle on the h-side (`h_side`)
/// or the a-side of the king on `king`, if any.
const fn castling_rook(
    board: &Board<RANKS, FILES>,
    king: u8,
    side: Side,
    h_side: bool,
) -> Option<u8> {
    let rank = rank_of(king);
    let mut file = 0;
    while file < BOARD_FILES {
        let square = square(file, rank);
        if (square > king) == h_side && square != king && is_castling_rook(at(board, square), side)
        {
            return Some(square);
        }
        file += 1;
    }
    None
}

/// A square's content as one number: the piece's code, 0 when empty.
#[inline]
const fn raw(piece: Option<Epin>) -> u16 {
    match piece {
        Some(piece) => piece.code(),
        None => 0,
    }
}

/// Whether two pieces are the same token.
#[inline]
const fn same(a: Option<Epin>, b: Option<Epin>) -> bool {
    raw(a) == raw(b)
}

/// The piece a capture puts in the mover's pocket: the taken letter in
/// the mover's case, a promoted piece as a pawn; `None` for a king, which
/// no pocket holds.
const fn pocketed(taken: Epin, mover: Side) -> Option<Epin> {
    let letter = match taken.state() {
        State::Enhanced if !matches!(taken.letter(), Letter::P) => Letter::P,
        _ => taken.letter(),
    };
    if matches!(letter, Letter::K) {
        return None;
    }
    Some(piece(letter, mover, State::Normal, false))
}

/// The square one rank forward of `square` for `side`, if on the board:
/// not from the other side's back rank.
const fn forward(square: u8, side: Side) -> Option<u8> {
    match side {
        Side::First if rank_of(square) < RANK_8 => Some(square + BOARD_FILES),
        Side::Second if rank_of(square) > RANK_1 => Some(square - BOARD_FILES),
        _ => None,
    }
}

/// Whether two squares are on files side by side: a pawn's diagonal step.
const fn files_adjacent(a: u8, b: u8) -> bool {
    file_of(a).abs_diff(file_of(b)) == 1
}

/// The square of the pawn that a pawn's diagonal step from `from` to `to`
/// takes en passant: beside the origin, on the destination's file.
const fn taken_en_passant(from: u8, to: u8) -> u8 {
    square(file_of(to), rank_of(from))
}

/// A refusal of the move as given.
const fn refuse(given: Given, kind: MoveErrorKind) -> MoveError {
    MoveError::new(given, kind)
}

/// The square a cell names on the board, or the error.
const fn square_named(given: Given, cell: crate::Cell) -> Result<u8, MoveError> {
    match square_of(cell) {
        Some(square) => Ok(square),
        None => Err(refuse(given, MoveErrorKind::OffBoard { square: cell })),
    }
}

/// Checks a PMN move on a position, in the order
/// [`Fen::play`](super::Fen::play) documents, and says what it changes.
pub(super) const fn check(fen: &Fen, pmn: Pmn, given: Given) -> Result<Checked, MoveError> {
    let position = fen.position();
    let board = position.board();
    let mover = position.turn();
    let crazyhouse = !matches!(fen.pockets(), Pockets::Absent);
    let mut checked = Checked {
        kind: Effect::Normal,
        from: 0,
        to: 0,
        lands: piece(Letter::P, mover, State::Normal, false),
        pocket_in: None,
        pocket_out: None,
        resets: false,
        promotion: None,
        king_taken: false,
    };
    // 1. A form chess has.
    match pmn.form() {
        PmnForm::Pass => {
            checked.kind = Effect::Pass;
            return Ok(checked);
        }
        PmnForm::Move | PmnForm::Capture | PmnForm::Special => {}
        PmnForm::Drop if crazyhouse => return check_drop(fen, pmn, given, checked),
        PmnForm::Drop => return Err(refuse(given, MoveErrorKind::NoPockets)),
        _ => return Err(refuse(given, MoveErrorKind::Form)),
    }
    // 2. Squares on the board.
    let (Some(from_cell), Some(to_cell)) = (pmn.from(), pmn.to()) else {
        return Err(refuse(given, MoveErrorKind::Form));
    };
    let from = tri!(square_named(given, from_cell));
    let to = tri!(square_named(given, to_cell));
    checked.from = from;
    checked.to = to;
    // 3. The mover's piece.
    let own = match at(board, from) {
        Some(piece) if piece.side() as u8 == mover as u8 => piece,
        found => {
            return Err(refuse(
                given,
                MoveErrorKind::NotMover {
                    square: from_cell,
                    found,
                },
            ));
        }
    };
    // 4. The destination, and what `~` is.
    let target = at(board, to);
    if let PmnForm::Special = pmn.form() {
        return check_special(fen, pmn, given, checked, own);
    }
    checked.king_taken = tri!(check_destination(pmn.form(), given, to_cell, target, mover));
    let pawn = is(Some(own), Letter::P, mover);
    checked.resets = pawn || target.is_some();
    // A promoted pawn lands as its promotion, never `-P`.
    if pmn.actor().is_none() {
        checked.lands = tri!(landing(board, from, to, own, mover, given));
    }
    // 5. `=`: a pawn's promotion.
    if let Some(actor) = pmn.actor() {
        match promotion(actor, mover, crazyhouse) {
            Some(letter) if pawn => {
                checked.lands = actor;
                checked.promotion = Some(letter);
            }
            _ => {
                return Err(refuse(
                    given,
                    MoveErrorKind::Promotion {
                        square: from_cell,
                        found: own,
                        actor,
                    },
                ));
            }
        }
    }
    // 6. `/`: the rule's in crazyhouse, none in chess.
    if let Some(taken) = target {
        tri!(check_captured(
            pmn, given, to_cell, taken, mover, crazyhouse
        ));
        if crazyhouse {
            checked.pocket_in = pocketed(taken, mover);
        }
    }
    Ok(checked)
}

/// The piece as it lands, the books kept: a moved pawn loses its start
/// mark and a rook its castling right; a double step makes the pawn
/// `-P`, over an empty square. A promoted piece (`+Q`) stays one.
#[inline]
const fn landing(
    board: &Board<RANKS, FILES>,
    from: u8,
    to: u8,
    own: Epin,
    mover: Side,
    given: Given,
) -> Result<Epin, MoveError> {
    let pawn = is(Some(own), Letter::P, mover);
    if pawn && file_of(from) == file_of(to) && rank_of(from) == pawn_start(mover) {
        if let (Some(passed), Some(reached)) = (forward(from, mover), forward_twice(from, mover)) {
            if reached == to {
                if let Some(found) = at(board, passed) {
                    return Err(refuse(
                        given,
                        MoveErrorKind::PassedSquare {
                            square: cell_of(passed),
                            found,
                        },
                    ));
                }
                return Ok(own.with_state(State::Diminished));
            }
        }
    }
    Ok(match (own.letter(), own.state()) {
        // A pawn on its start rank may advance two squares, as FEN reads it.
        (Letter::P, _) if rank_of(to) == pawn_start(mover) => own.with_state(State::Enhanced),
        (Letter::P, _) | (Letter::R, State::Diminished) => own.normalized(),
        _ => own,
    })
}

/// Checks the destination of `-` (empty) or `+` (a piece of the other
/// side); says whether the piece taken is a king.
const fn check_destination(
    form: PmnForm,
    given: Given,
    square: crate::Cell,
    target: Option<Epin>,
    mover: Side,
) -> Result<bool, MoveError> {
    match (form, target) {
        (PmnForm::Move, Some(found)) => {
            Err(refuse(given, MoveErrorKind::Occupied { square, found }))
        }
        (PmnForm::Capture, None) => Err(refuse(given, MoveErrorKind::Vacant { square })),
        (PmnForm::Capture, Some(found)) if found.side() as u8 == mover as u8 => {
            Err(refuse(given, MoveErrorKind::OwnPiece { square, found }))
        }
        _ => Ok(is(target, Letter::K, mover.flipped())),
    }
}

/// The rank a side's pawns start on: rank 2 for white, 7 for black.
const fn pawn_start(side: Side) -> u8 {
    match side {
        Side::First => RANK_2,
        Side::Second => RANK_7,
    }
}

/// The rank a side's pawn reaches by advancing two squares: rank 4 for
/// white, 5 for black.
const fn double_step_rank(side: Side) -> u8 {
    match side {
        Side::First => RANK_4,
        Side::Second => RANK_5,
    }
}

/// The square two ranks forward of `square` for `side`, if on the board.
const fn forward_twice(square: u8, side: Side) -> Option<u8> {
    match forward(square, side) {
        Some(once) => forward(once, side),
        None => None,
    }
}

/// The letter of a promotion `actor` may be for a pawn of `mover`: `Q`,
/// `R`, `B` or `N` of its side, enhanced (`+Q`) in crazyhouse.
const fn promotion(actor: Epin, mover: Side, crazyhouse: bool) -> Option<Letter> {
    let state = if crazyhouse {
        State::Enhanced
    } else {
        State::Normal
    };
    let letter = actor.letter();
    if !matches!(letter, Letter::Q | Letter::R | Letter::B | Letter::N) {
        return None;
    }
    if actor.code() == piece(letter, mover, state, false).code() {
        Some(letter)
    } else {
        None
    }
}

/// Checks the `/` of a capture of `taken` on `square`.
const fn check_captured(
    pmn: Pmn,
    given: Given,
    square: crate::Cell,
    taken: Epin,
    mover: Side,
    crazyhouse: bool,
) -> Result<(), MoveError> {
    let expected = if crazyhouse {
        match pocketed(taken, mover) {
            Some(piece) => Some(piece),
            None => {
                return Err(refuse(
                    given,
                    MoveErrorKind::KingTaken {
                        square,
                        found: taken,
                    },
                ));
            }
        }
    } else {
        None
    };
    if same(pmn.captured(), expected) {
        Ok(())
    } else {
        Err(refuse(
            given,
            MoveErrorKind::Captured {
                square,
                expected,
                found: pmn.captured(),
            },
        ))
    }
}

/// Checks a crazyhouse drop.
const fn check_drop(
    fen: &Fen,
    pmn: Pmn,
    given: Given,
    mut checked: Checked,
) -> Result<Checked, MoveError> {
    let position = fen.position();
    let mover = position.turn();
    let Some(to_cell) = pmn.to() else {
        return Err(refuse(given, MoveErrorKind::Form));
    };
    let to = tri!(square_named(given, to_cell));
    let Some(dropped) = pmn.piece() else {
        return Err(refuse(given, MoveErrorKind::NoDropPiece));
    };
    if position.hand(mover).count(dropped) == 0 {
        return Err(refuse(given, MoveErrorKind::NotInHand { piece: dropped }));
    }
    if let Some(found) = at(position.board(), to) {
        return Err(refuse(
            given,
            MoveErrorKind::Occupied {
                square: to_cell,
                found,
            },
        ));
    }
    if let Some(actor) = pmn.actor() {
        return Err(refuse(
            given,
            MoveErrorKind::Promotion {
                square: to_cell,
                found: dropped,
                actor,
            },
        ));
    }
    checked.kind = Effect::Drop;
    checked.to = to;
    checked.pocket_out = Some(dropped);
    // A pawn dropped on its start rank may advance two squares.
    checked.lands = if is(Some(dropped), Letter::P, mover) && rank_of(to) == pawn_start(mover) {
        dropped.with_state(State::Enhanced)
    } else {
        dropped
    };
    Ok(checked)
}

/// Checks an en-passant capture.
const fn check_en_passant(
    fen: &Fen,
    pmn: Pmn,
    given: Given,
    mut checked: Checked,
    not_special: MoveError,
) -> Result<Checked, MoveError> {
    let board = fen.position().board();
    let mover = fen.position().turn();
    let (from, to) = (checked.from, checked.to);
    let Some(own) = at(board, from) else {
        return Err(not_special);
    };
    // En passant: diagonally forward to an empty square, behind which
    // the pawn that just advanced two squares stands.
    let diagonal = files_adjacent(from, to);
    let ahead = match forward(from, mover) {
        Some(ahead) => rank_of(ahead) == rank_of(to),
        None => false,
    };
    if !diagonal || !ahead || at(board, to).is_some() {
        return Err(not_special);
    }
    let taken = taken_en_passant(from, to);
    let found = at(board, taken);
    let enemy = piece(Letter::P, mover.flipped(), State::Diminished, false);
    if !same(found, Some(enemy)) {
        return Err(refuse(
            given,
            MoveErrorKind::NoEnPassantPawn {
                square: cell_of(taken),
                found,
            },
        ));
    }
    let crazyhouse = !matches!(fen.pockets(), Pockets::Absent);
    tri!(check_captured(
        pmn,
        given,
        cell_of(taken),
        enemy,
        mover,
        crazyhouse
    ));
    if crazyhouse {
        checked.pocket_in = pocketed(enemy, mover);
    }
    checked.kind = Effect::EnPassant { taken };
    checked.lands = own.normalized();
    checked.resets = true;
    Ok(checked)
}

/// Checks that the squares a castling king and rook land on hold nothing
/// but the two of them.
const fn check_landing(
    board: &Board<RANKS, FILES>,
    castling: [u8; 2],
    landing: [u8; 2],
    given: Given,
) -> Result<(), MoveError> {
    let [king, rook] = castling;
    let mut i = 0;
    while i < landing.len() {
        let square = landing[i];
        if square != king && square != rook {
            if let Some(found) = at(board, square) {
                return Err(refuse(
                    given,
                    MoveErrorKind::CastlingBlocked {
                        square: cell_of(square),
                        found,
                    },
                ));
            }
        }
        i += 1;
    }
    Ok(())
}

/// Checks a `~` move: castling or en passant.
const fn check_special(
    fen: &Fen,
    pmn: Pmn,
    given: Given,
    mut checked: Checked,
    own: Epin,
) -> Result<Checked, MoveError> {
    let position = fen.position();
    let board = position.board();
    let mover = position.turn();
    let (from, to) = (checked.from, checked.to);
    let from_cell = cell_of(from);
    let back = back_rank(mover);
    let not_special = refuse(
        given,
        MoveErrorKind::NotSpecial {
            square: from_cell,
            found: own,
        },
    );
    if pmn.actor().is_some() {
        return Err(refuse(
            given,
            MoveErrorKind::Promotion {
                square: from_cell,
                found: own,
                actor: match pmn.actor() {
                    Some(actor) => actor,
                    None => own,
                },
            },
        ));
    }
    if is(Some(own), Letter::P, mover) {
        return check_en_passant(fen, pmn, given, checked, not_special);
    }
    if rank_of(from) != back || rank_of(to) != back {
        return Err(not_special);
    }
    // Castling by the king's squares (to the g- or c-file), or by the
    // rook's when the king stands where it goes (to the f- or d-file).
    let king_moves = is(Some(own), Letter::K, mover);
    let (king, h_side) = if king_moves {
        match file_of(to) {
            FILE_G => (from, true),
            FILE_C => (from, false),
            _ => return Err(not_special),
        }
    } else if is_castling_rook(Some(own), mover) {
        let (king_file, h_side) = match file_of(to) {
            FILE_F => (FILE_G, true),
            FILE_D => (FILE_C, false),
            _ => return Err(not_special),
        };
        let king = square(king_file, back);
        if !is(at(board, king), Letter::K, mover) || (from > king) != h_side {
            return Err(not_special);
        }
        (king, h_side)
    } else {
        return Err(not_special);
    };
    let Some(rook) = castling_rook(board, king, mover, h_side) else {
        return Err(refuse(
            given,
            MoveErrorKind::NoCastlingRook {
                king: cell_of(king),
                h_side,
            },
        ));
    };
    if !king_moves && rook != from {
        return Err(not_special);
    }
    let (king_to, rook_to) = castled(back, h_side);
    tri!(check_landing(
        board,
        [king, rook],
        [king_to, rook_to],
        given
    ));
    if pmn.captured().is_some() {
        return Err(refuse(
            given,
            MoveErrorKind::Captured {
                square: cell_of(to),
                expected: None,
                found: pmn.captured(),
            },
        ));
    }
    checked.kind = Effect::Castle { rook, rook_to };
    checked.from = king;
    checked.to = king_to;
    checked.lands = piece(Letter::K, mover, State::Normal, true);
    Ok(checked)
}

/// The clocks after a move of `mover`, or the error of one that would pass
/// `u32::MAX`.
const fn clocks_after(
    fen: &Fen,
    checked: &Checked,
    given: Given,
) -> Result<Option<(u32, u32)>, MoveError> {
    let (Some(halfmove), Some(fullmove)) = (fen.halfmove_clock(), fen.fullmove_number()) else {
        return Ok(None);
    };
    let halfmove = if checked.resets {
        0
    } else {
        match halfmove.checked_add(1) {
            Some(next) => next,
            None => {
                return Err(refuse(
                    given,
                    MoveErrorKind::ClockOverflow { fullmove: false },
                ));
            }
        }
    };
    let fullmove = match fen.turn() {
        Side::First => fullmove,
        Side::Second => match fullmove.checked_add(1) {
            Some(next) => next,
            None => {
                return Err(refuse(
                    given,
                    MoveErrorKind::ClockOverflow { fullmove: true },
                ));
            }
        },
    };
    Ok(Some((halfmove, fullmove)))
}

/// Plays a checked move: the pieces, the marks the books keep, the
/// pockets, the turn and the clocks.
pub(super) const fn perform(fen: &mut Fen, checked: &Checked, clocks: Option<(u32, u32)>) {
    let mover = fen.position.turn();
    let (board, hands) = fen.position.board_and_hands_mut();
    clear_passed(board, mover);
    match checked.kind {
        Effect::Pass => {}
        Effect::Normal => {
            put(board, checked.from, None);
            put(board, checked.to, Some(checked.lands));
        }
        Effect::Castle { rook, rook_to } => {
            put(board, checked.from, None);
            put(board, rook, None);
            put(board, checked.to, Some(checked.lands));
            put(
                board,
                rook_to,
                Some(piece(Letter::R, mover, State::Normal, false)),
            );
        }
        Effect::EnPassant { taken } => {
            put(board, checked.from, None);
            put(board, taken, None);
            put(board, checked.to, Some(checked.lands));
        }
        Effect::Drop => put(board, checked.to, Some(checked.lands)),
    }
    // A king that moved, castling too, gives up its side's rights; a king
    // taken, its own side's.
    if let Effect::Normal | Effect::Castle { .. } = checked.kind {
        if is(Some(checked.lands), Letter::K, mover) {
            clear_rights(board, mover);
        }
    }
    if checked.king_taken {
        clear_rights(board, mover.flipped());
    }
    let hand = &mut hands[mover.index()];
    if let Some(piece) = checked.pocket_out {
        // Checked held.
        let _ = hand.remove(piece, 1);
    }
    if let Some(piece) = checked.pocket_in {
        // The pieces stay as many: one left the board.
        let _ = hand.add(piece, 1);
    }
    fen.position.switch_turn();
    set_clocks(fen, clocks);
}

/// The pawn that advanced two squares on the move before `mover`'s (the
/// other side's `-P`, at most one) is no longer one en passant can take.
#[inline]
const fn clear_passed(board: &mut Board<RANKS, FILES>, mover: Side) {
    let passed = PASSED[mover.flipped().index()];
    let squares = &mut board[row_of(double_step_rank(mover.flipped()))];
    let mut file = 0;
    while file < FILES {
        if raw(squares[file]) == passed {
            squares[file] = Some(PAWNS[mover.flipped().index()]);
            return;
        }
        file += 1;
    }
}

/// A king that moves gives up its side's castling rights: `-R` becomes `R`.
const fn clear_rights(board: &mut Board<RANKS, FILES>, mover: Side) {
    let back = back_rank(mover);
    let rook = piece(Letter::R, mover, State::Normal, false);
    let mut file = 0;
    while file < BOARD_FILES {
        let square = square(file, back);
        if is_castling_rook(at(board, square), mover) {
            put(board, square, Some(rook));
        }
        file += 1;
    }
}

/// Writes the clocks, when the position has them.
#[inline]
const fn set_clocks(fen: &mut Fen, clocks: Option<(u32, u32)>) {
    if let Some((halfmove, fullmove)) = clocks {
        if let Some(fullmove) = core::num::NonZeroU32::new(fullmove) {
            // Only the clocks of a copy of the empty position are kept.
            fen.clocks = Fen::EMPTY.with_clocks(halfmove, fullmove).clocks;
        }
    }
}

/// Plays, at once, a UCI move between two squares that is neither castling
/// nor en passant, on a position without pockets, when FEN's books let it:
/// what most moves of a game are. Returns `None`, the position unchanged,
/// for every other move, which the checks of [`check`] then read.
#[inline]
const fn play_plain(fen: &mut Fen, uci: Uci) -> Option<Pmn> {
    if !matches!(fen.pockets, Pockets::Absent) {
        return None;
    }
    let Some((from, to)) = uci.squares() else {
        return None;
    };
    let mover = fen.position.turn();
    let board = fen.position.board();
    let own = at(board, from);
    let letter = written(own);
    let Some(own) = own else {
        return None;
    };
    let target = at(board, to);
    let back = back_rank(mover);
    let king = letter == cased(Letter::K, mover);
    if king
        && rank_of(from) == back
        && rank_of(to) == back
        && (is(target, Letter::R, mover) || is_standard_castling(from, to))
    {
        return None;
    }
    let pawn = letter == cased(Letter::P, mover);
    if !pawn && !king && own.side() as u8 != mover as u8 {
        return None;
    }
    // A piece of the mover's taken, or a king: the general checks.
    if let Some(found) = target {
        if found.side() as u8 == mover as u8 || matches!(found.letter(), Letter::K) {
            return None;
        }
    }
    if pawn && file_of(from) != file_of(to) && target.is_none() {
        return None;
    }
    let lands = match uci.promotion() {
        Some(letter) if pawn => piece(letter, mover, State::Normal, false),
        Some(_) => return None,
        None if pawn => {
            let start = pawn_start(mover);
            if rank_of(to) == start {
                own.with_state(State::Enhanced)
            } else if rank_of(from) == start
                && file_of(to) == file_of(from)
                && to.abs_diff(from) == DOUBLE_STEP
            {
                // A double step over an empty square.
                if at(board, u8::midpoint(from, to)).is_some() {
                    return None;
                }
                own.with_state(State::Diminished)
            } else {
                own.normalized()
            }
        }
        None if is_castling_rook(Some(own), mover) => own.normalized(),
        None => own,
    };
    let checked = Checked {
        kind: Effect::Normal,
        from,
        to,
        lands,
        pocket_in: None,
        pocket_out: None,
        resets: pawn || target.is_some(),
        promotion: None,
        king_taken: false,
    };
    let Ok(clocks) = clocks_after(fen, &checked, Given::Uci(uci)) else {
        return None;
    };
    let (board, _) = fen.position.board_and_hands_mut();
    clear_passed(board, mover);
    set_clocks(fen, clocks);
    Some(move_between(
        fen,
        from,
        to,
        lands,
        king,
        target.is_some(),
        uci.promotion().is_some(),
    ))
}

/// The end of [`play_plain`] and [`play_judged`]: moves the piece that
/// lands as `lands` from `from` to `to` (a king's side losing its rights),
/// passes the turn and gives the PMN move, a capture when `capture`, with
/// the piece it becomes when `promotion`.
#[allow(
    clippy::inline_always,
    reason = "the end of two functions on the main line's path, each its one caller"
)]
#[inline(always)]
const fn move_between(
    fen: &mut Fen,
    from: u8,
    to: u8,
    lands: Epin,
    king: bool,
    capture: bool,
    promotion: bool,
) -> Pmn {
    let mover = fen.position.turn();
    let (board, _) = fen.position.board_and_hands_mut();
    put(board, from, None);
    put(board, to, Some(lands));
    if king {
        clear_rights(board, mover);
    }
    fen.position.switch_turn();
    let form = if capture {
        PmnForm::Capture
    } else {
        PmnForm::Move
    };
    let pmn = Pmn::from_parts(form, cell_of(from), cell_of(to));
    if promotion {
        if let Some(pmn) = pmn.with_actor(Some(lands)) {
            return pmn;
        }
    }
    pmn
}

/// Plays a move between two squares that the rules judged legal, neither
/// castling nor en passant, on a position without pockets, as
/// [`Fen::play_uci`] plays it, and returns the same PMN move: none of the
/// checks of a move that may be anything. `promotion` is the letter a
/// pawn becomes; `passed` the square of the other side's pawn that just
/// advanced two squares as the rules read it (its first `-P`), `None`
/// when that side has none. Returns `None`, the position unchanged, when
/// the position has pockets or no piece on `from`, or a clock would pass
/// `u32::MAX` (the checked path gives the error).
#[inline(never)]
pub(super) const fn play_judged(
    fen: &mut Fen,
    from: u8,
    to: u8,
    promotion: Option<Letter>,
    passed: Option<u8>,
) -> Option<Pmn> {
    write_judged(fen, from, to, promotion, passed)
}

/// [`play_judged`] without the PMN move (a main line's ply has none):
/// whether the move was played.
#[inline(never)]
pub(super) const fn play_judged_bare(
    fen: &mut Fen,
    from: u8,
    to: u8,
    promotion: Option<Letter>,
    passed: Option<u8>,
) -> bool {
    // The PMN move, built and left unread, is left out by the compiler.
    write_judged(fen, from, to, promotion, passed).is_some()
}

/// The body of [`play_judged`] and [`play_judged_bare`].
#[allow(
    clippy::inline_always,
    reason = "the body of two functions, each with its own use of the PMN move"
)]
#[inline(always)]
const fn write_judged(
    fen: &mut Fen,
    from: u8,
    to: u8,
    promotion: Option<Letter>,
    passed: Option<u8>,
) -> Option<Pmn> {
    if !matches!(fen.pockets, Pockets::Absent) {
        return None;
    }
    let mover = fen.position.turn();
    let them = mover.flipped();
    let board = fen.position.board();
    let Some(own) = at(board, from) else {
        return None;
    };
    let target = at(board, to);
    let letter = written(Some(own));
    let pawn = letter == cased(Letter::P, mover);
    let lands = if pawn {
        let start = pawn_start(mover);
        match promotion {
            Some(letter) => piece(letter, mover, State::Normal, false),
            None if rank_of(to) == start => own.with_state(State::Enhanced),
            None if rank_of(from) == start && to.abs_diff(from) == DOUBLE_STEP => {
                own.with_state(State::Diminished)
            }
            None => own.normalized(),
        }
    } else if is_castling_rook(Some(own), mover) {
        own.normalized()
    } else {
        own
    };
    // The clocks first: a move they refuse changes nothing.
    let clocks = match fen.clocks {
        None => None,
        Some(clocks) => {
            let halfmove = if pawn || target.is_some() {
                0
            } else {
                match clocks.halfmove().checked_add(1) {
                    Some(next) => next,
                    None => return None,
                }
            };
            let fullmove = match mover {
                Side::First => clocks.fullmove(),
                Side::Second => match clocks.fullmove().checked_add(1) {
                    Some(next) => next,
                    None => return None,
                },
            };
            crate::bridge::Clocks::new(halfmove, fullmove)
        }
    };
    let (board, _) = fen.position.board_and_hands_mut();
    // The other side's `-P` is a pawn like any other now: the rules' one
    // when FEN's books have it there, else as the books find it.
    if let Some(square) = passed {
        if square < 64
            && rank_of(square) == double_step_rank(them)
            && raw(at(board, square)) == PASSED[them.index()]
        {
            put(board, square, Some(PAWNS[them.index()]));
        } else {
            clear_passed(board, mover);
        }
    }
    if clocks.is_some() {
        fen.clocks = clocks;
    }
    Some(move_between(
        fen,
        from,
        to,
        lands,
        letter == cased(Letter::K, mover),
        target.is_some(),
        promotion.is_some(),
    ))
}

impl Fen {
    /// Plays a PMN move on the position, keeping FEN's books: the turn
    /// passes; a castling rook goes with its king, a pawn taken en passant
    /// leaves; a king that moves, castling too, gives up its side's
    /// castling rights (`-R` becomes `R`), and a rook that leaves its
    /// square, or is taken there, its own; a pawn that advances two
    /// squares becomes `-P` (the en-passant square is then written), and
    /// the `-P` of the move before becomes `P`; a pawn that moves loses
    /// its start mark (`+P`), a pawn dropped on its start rank has it.
    /// The halfmove clock starts again after a pawn move on the board or a
    /// capture (not after castling or a drop), and the fullmove number
    /// grows after black's move; clocks that are absent stay absent. With
    /// pockets (crazyhouse), a captured piece enters the mover's pocket
    /// (a promoted one as a pawn), and drops come from it.
    ///
    /// What is checked is what FEN can say, not the rules: a piece may
    /// move anywhere, and check is the engine's business. The bridge
    /// values are `Copy`: to take a move back, keep the value from before
    /// it.
    ///
    /// # Errors
    ///
    /// A [`MoveError`] naming the square and what stands there; the `Fen`
    /// is unchanged. The checks, in this order: a form chess has (no
    /// static capture `+e4`, change in place `e4=Q`, drop that takes
    /// `P.e4`, nor a drop without pockets); squares of the board; a piece
    /// of the side to move on the origin (a drop's piece in its pocket);
    /// the destination empty for `-` and `*`, occupied for `+`; a `~` that
    /// is castling with its side's `-R` (to landing squares holding no
    /// other piece) or en passant with the enemy `-P` behind; a double
    /// step over an empty square; an `=` only on a pawn, to `Q`, `R`,
    /// `B` or `N` of its side (`+Q`… with pockets); a `/` only with
    /// pockets, always the rule's (the taken letter in the mover's case,
    /// no state; a promoted piece as `P`; a king is refused); a clock that
    /// would pass `u32::MAX`.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::Pmn;
    ///
    /// let mut fen = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// for pmn in ["e2-e4", "c7-c5", "g1-f3"] {
    ///     fen.play(Pmn::parse(pmn)?)?;
    /// }
    /// assert_eq!(fen.to_string(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    ///
    /// let err = fen.play(Pmn::parse("e8~g8")?).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot play \"e8~g8\": expected an empty square at g8 for castling, found n",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn play(&mut self, pmn: Pmn) -> Result<(), MoveError> {
        let given = Given::Pmn(pmn);
        let checked = tri!(check(self, pmn, given));
        let clocks = tri!(clocks_after(self, &checked, given));
        perform(self, &checked, clocks);
        Ok(())
    }

    /// Plays a UCI move, as [`play`](Self::play) plays the PMN move
    /// [`pmn`](Self::pmn) gives, and returns that PMN move.
    ///
    /// # Errors
    ///
    /// A [`MoveError`], as [`pmn`](Self::pmn) and [`play`](Self::play)
    /// give; the `Fen` is unchanged.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Uci};
    ///
    /// let mut fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
    /// let pmn = fen.play_uci(Uci::parse("e1g1")?)?;
    /// assert_eq!(pmn.to_string(), "e1~g1");
    /// assert_eq!(fen.to_string(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn play_uci(&mut self, uci: Uci) -> Result<Pmn, MoveError> {
        if let Some(pmn) = play_plain(self, uci) {
            return Ok(pmn);
        }
        let given = Given::Uci(uci);
        let (pmn, checked) = tri!(self.convert(uci));
        let clocks = tri!(clocks_after(self, &checked, given));
        perform(self, &checked, clocks);
        Ok(pmn)
    }

    /// Returns the PMN move a UCI move is on this position: `-` to an empty
    /// square, `+` to an occupied one; en passant `~` by the capturer's
    /// squares (a pawn's step diagonally forward to the empty square behind
    /// the enemy `-P`); castling `~` by the king's squares (the standard `e1g1`,
    /// and king-takes-rook `e1h1`, read alike), or by the rook's when the
    /// king does not move (Chess960 `g1h1` is `h1~f1`); promotions in the
    /// mover's case (`e2e1r` is `e2-e1=r`, `+R` with pockets); crazyhouse
    /// drops from the mover's pocket (`N@f6` is `n*f6` for black) and
    /// captures into it (`d4+e5/P`); `0000` is `...`.
    ///
    /// The standard form is castling only for a king on its e-file start
    /// square moving two files; every other castling is king-takes-rook.
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: the move must be one [`play`](Self::play) plays,
    /// the clocks aside.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Uci};
    ///
    /// let fen = Fen::parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")?;
    /// assert_eq!(fen.pmn(Uci::parse("e5f6")?)?.to_string(), "e5~f6");
    /// // The pawn on d5 did not just advance two squares: no en passant.
    /// assert_eq!(fen.pmn(Uci::parse("e5d6")?)?.to_string(), "e5-d6");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn pmn(&self, uci: Uci) -> Result<Pmn, MoveError> {
        match self.convert(uci) {
            Ok((pmn, _)) => Ok(pmn),
            Err(error) => Err(error),
        }
    }

    /// The PMN move of a UCI move, checked.
    const fn convert(&self, uci: Uci) -> Result<(Pmn, Checked), MoveError> {
        let given = Given::Uci(uci);
        let position = self.position();
        let board = position.board();
        let mover = position.turn();
        let crazyhouse = !matches!(self.pockets, Pockets::Absent);
        let pmn = if uci.is_null() {
            Pmn::PASS
        } else if let (Some(letter), Some(to)) = (uci.drop_piece(), uci.to()) {
            Pmn::new_drop(Some(piece(letter, mover, State::Normal, false)), to, false)
        } else {
            let (Some(from_cell), Some(to_cell)) = (uci.from(), uci.to()) else {
                return Err(refuse(given, MoveErrorKind::Form));
            };
            let (Some(from), Some(to)) = (square_of(from_cell), square_of(to_cell)) else {
                return Err(refuse(given, MoveErrorKind::Form));
            };
            let own = at(board, from);
            let target = at(board, to);
            let Some(own) = own else {
                return Err(refuse(
                    given,
                    MoveErrorKind::NotMover {
                        square: from_cell,
                        found: None,
                    },
                ));
            };
            let mut form = if target.is_some() {
                PmnForm::Capture
            } else {
                PmnForm::Move
            };
            let (mut pmn_from, mut pmn_to) = (from_cell, to_cell);
            if is(Some(own), Letter::K, mover) {
                let back = back_rank(mover);
                let own_rook = is(target, Letter::R, mover);
                let standard = rank_of(from) == back
                    && rank_of(to) == back
                    && is_standard_castling(from, to)
                    && !own_rook;
                if own_rook && rank_of(from) == back && rank_of(to) == back {
                    // King takes rook: the king's squares, or the rook's
                    // when the king stays; the rook named must be the one
                    // that castles.
                    let h_side = to > from;
                    if !is_castling_rook(target, mover) {
                        return Err(refuse(
                            given,
                            MoveErrorKind::NoCastlingRook {
                                king: from_cell,
                                h_side,
                            },
                        ));
                    }
                    form = PmnForm::Special;
                    let (king_to, rook_to) = castled(back, h_side);
                    if king_to == from {
                        pmn_from = to_cell;
                        pmn_to = cell_of(rook_to);
                    } else {
                        pmn_to = cell_of(king_to);
                    }
                } else if standard {
                    form = PmnForm::Special;
                }
            } else if is(Some(own), Letter::P, mover) && is_en_passant(board, from, to, mover) {
                form = PmnForm::Special;
            }
            let Some(mut pmn) = Pmn::new(form, pmn_from, pmn_to) else {
                return Err(refuse(given, MoveErrorKind::Form));
            };
            if let Some(letter) = uci.promotion() {
                let state = if crazyhouse {
                    State::Enhanced
                } else {
                    State::Normal
                };
                if let Some(with) = pmn.with_actor(Some(piece(letter, mover, state, false))) {
                    pmn = with;
                }
            }
            if crazyhouse {
                let taken = match form {
                    PmnForm::Special if is(Some(own), Letter::P, mover) => {
                        at(board, taken_en_passant(from, to))
                    }
                    PmnForm::Capture => target,
                    _ => None,
                };
                if let Some(taken) = taken {
                    if let Some(with) = pmn.with_captured(pocketed(taken, mover)) {
                        pmn = with;
                    }
                }
            }
            pmn
        };
        match check(self, pmn, given) {
            Ok(checked) => Ok((pmn, checked)),
            Err(error) => Err(error),
        }
    }

    /// Returns the UCI move of a PMN move on this position, castling in
    /// the standard form when the king goes from its e-file start square
    /// two files (`e1g1`), else king-takes-rook (`e1h1`, Chess960);
    /// [`uci_chess960`](Self::uci_chess960) writes every castling
    /// king-takes-rook. [`pmn`](Self::pmn) reads the UCI move written back
    /// as the same PMN move.
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: the move must be one [`play`](Self::play) plays,
    /// the clocks aside, and one UCI can say:
    /// [`MoveErrorKind::Unwritable`](super::MoveErrorKind::Unwritable) for a
    /// king's plain two-file step from its e-file start square, or a pawn's
    /// plain diagonal step behind the enemy `-P`, which UCI reads as
    /// castling and en passant.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::Pmn;
    ///
    /// let fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(fen.uci(Pmn::parse("e1~c1")?)?.to_string(), "e1c1");
    /// assert_eq!(fen.uci_chess960(Pmn::parse("e1~c1")?)?.to_string(), "e1a1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn uci(&self, pmn: Pmn) -> Result<Uci, MoveError> {
        self.write_uci(pmn, false)
    }

    /// Returns the UCI move of a PMN move as Chess960 engines write it:
    /// every castling king-takes-rook (`e1h1`), else as [`uci`](Self::uci).
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: the move must be one [`play`](Self::play) plays,
    /// the clocks aside.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::Pmn;
    ///
    /// let fen = Fen::parse("nrk3rn/8/8/8/8/8/8/NRK3RN w KQkq - 0 1")?;
    /// assert_eq!(fen.uci_chess960(Pmn::parse("c1~g1")?)?.to_string(), "c1g1");
    /// assert_eq!(fen.uci_chess960(Pmn::parse("b1~d1")?)?.to_string(), "c1b1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn uci_chess960(&self, pmn: Pmn) -> Result<Uci, MoveError> {
        self.write_uci(pmn, true)
    }

    /// The UCI move of a checked PMN move.
    const fn write_uci(&self, pmn: Pmn, chess960: bool) -> Result<Uci, MoveError> {
        let checked = tri!(check(self, pmn, Given::Pmn(pmn)));
        let (from, to) = (checked.from, checked.to);
        let uci = match checked.kind {
            Effect::Pass => Some(Uci::NULL),
            Effect::Drop => match checked.pocket_out {
                Some(piece) => Uci::new_drop(piece.letter(), cell_of(to)),
                None => None,
            },
            Effect::Castle { rook, .. } => {
                let standard = !chess960 && is_standard_castling(from, to);
                let to = if standard { to } else { rook };
                Uci::new(cell_of(from), cell_of(to), None)
            }
            Effect::Normal | Effect::EnPassant { .. } => {
                Uci::new(cell_of(from), cell_of(to), checked.promotion)
            }
        };
        let Some(uci) = uci else {
            return Err(refuse(Given::Pmn(pmn), MoveErrorKind::Form));
        };
        // UCI must read the move back: a king's two-file step from its
        // e-file start square is castling there, a pawn's diagonal step
        // behind the enemy `-P` en passant.
        match self.convert(uci) {
            Ok((read, _)) if same_move(read, pmn) => Ok(uci),
            _ => Err(refuse(Given::Pmn(pmn), MoveErrorKind::Unwritable { uci })),
        }
    }
}

/// Whether a pawn's step from `from` to `to` is en passant: diagonally
/// forward to the empty square behind the enemy pawn that just advanced
/// two squares.
const fn is_en_passant(board: &Board<RANKS, FILES>, from: u8, to: u8, mover: Side) -> bool {
    let passed = piece(Letter::P, mover.flipped(), State::Diminished, false);
    let behind = taken_en_passant(from, to);
    let ahead = match forward(from, mover) {
        Some(ahead) => rank_of(ahead) == rank_of(to),
        None => false,
    };
    ahead
        && files_adjacent(from, to)
        && at(board, to).is_none()
        && raw(at(board, behind)) == passed.code()
}

/// Whether two moves are the same (`==`, in a `const fn`).
const fn same_move(a: Pmn, b: Pmn) -> bool {
    let (a, a_len) = a.to_bytes();
    let (b, b_len) = b.to_bytes();
    if a_len != b_len {
        return false;
    }
    let mut i = 0;
    while i < a_len {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
