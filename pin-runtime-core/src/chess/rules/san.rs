//! SAN both ways on a position: written as python-chess's `Board.san`
//! writes it, read as its `Board.parse_san` reads it.

use super::attacks::{Bits, FILE_A, PAWN, Squares, bishop, bit, rook};
use super::board::{BISHOP_, KING_, LETTERS, PAWN_, QUEEN_, ROOK_, Sets, WHITE, role_of};
use super::legal::{Move, king_fault, piece_at};
use super::list::Kind;
use crate::chess::Uci;
use crate::chess::epd::{Epd, Operands};
use crate::chess::fen::Fen;
use crate::chess::move_error::{Given, MoveError, MoveErrorKind, SquareSet};
use crate::chess::san::{RawSan, San};
use crate::chess::uci::cell_of;
use crate::{Epin, Letter, Pin, Pmn, Side, State};

/// Rank 1's squares, shifted to a rank.
const RANK: Bits = 0xFF;

/// The uppercase letter of a promotion given as a kind of piece.
const fn promotion_letter(promotion: usize) -> u8 {
    if promotion == 0 {
        0
    } else {
        LETTERS[promotion % 6]
    }
}

impl Sets {
    /// The check mark a move gives: `#` on mate, `+` on check, else 0.
    fn suffix_after(&self, m: Move) -> u8 {
        if !self.may_give_check(m) {
            return 0;
        }
        let mut next = *self;
        next.play(m.kind, m.from, m.to, m.promotion);
        if next.roles[KING_] & next.sides[next.turn] == 0 || !next.is_check() {
            0
        } else if next.has_moves() {
            b'+'
        } else {
            b'#'
        }
    }

    /// Whether a legal move may give check: `false` only when it surely
    /// does not, a plain move of a piece that then attacks no enemy king
    /// and uncovers no attack of a slider of its side (the others, castling,
    /// en passant, promotions and drops, are played to be sure).
    fn may_give_check(&self, m: Move) -> bool {
        let us = self.turn;
        let them_king = self.sides[us ^ 1] & self.roles[KING_];
        if them_king == 0 || m.promotion != 0 || !matches!(m.kind, Kind::Normal | Kind::Pawn) {
            return true;
        }
        let Some(role) = self.role_at(m.from) else {
            return true;
        };
        #[allow(clippy::cast_possible_truncation, reason = "below 64")]
        let king = them_king.trailing_zeros() as u8;
        let occupied = (self.occupied() & !bit(m.from)) | bit(m.to);
        if Self::attacks(role, us, m.to, occupied) & them_king != 0 {
            return true;
        }
        // A slider of the mover's, seen from the king once the piece left.
        let ours = (self.sides[us] & !bit(m.from)) | bit(m.to);
        let queens = self.roles[QUEEN_];
        let rooks = (self.roles[ROOK_] | queens) & ours & !bit(m.to);
        let bishops = (self.roles[BISHOP_] | queens) & ours & !bit(m.to);
        rook(king, occupied) & rooks != 0 || bishop(king, occupied) & bishops != 0
    }

    /// The SAN of a legal move, as python-chess writes it.
    fn write_san(&self, m: Move) -> San {
        let suffix = self.suffix_after(m);
        match m.kind {
            Kind::Drop => San::new_drop(LETTERS[m.from as usize % 6], m.to, suffix),
            Kind::Castle => San::new_castling(m.to > m.from, suffix),
            Kind::Normal | Kind::Pawn | Kind::EnPassant => {
                let role = self.role_at(m.from).unwrap_or(PAWN_);
                let capture =
                    matches!(m.kind, Kind::EnPassant) || self.sides[self.turn ^ 1] & bit(m.to) != 0;
                let promotion = promotion_letter(m.promotion);
                if role == PAWN_ {
                    let file = if capture { Some(m.from & 7) } else { None };
                    return San::new_normal(0, file, None, capture, m.to, promotion, suffix);
                }
                // The other pieces of the kind with a legal move there: a
                // piece's moves are symmetric, so those its moves from the
                // destination reach.
                let mut others = 0;
                let reach = Self::attacks(role, self.turn, m.to, self.occupied());
                let twins = reach & self.sides[self.turn] & self.roles[role] & !bit(m.from);
                for from in Squares(twins) {
                    let twin = Move {
                        kind: Kind::Normal,
                        from,
                        to: m.to,
                        promotion: 0,
                    };
                    if self.legal(twin) {
                        others |= bit(from);
                    }
                }
                let (mut file, mut rank) = (None, None);
                if others != 0 {
                    let same_rank = others & (RANK << (m.from & 0o70)) != 0;
                    let same_file = others & (FILE_A << (m.from & 7)) != 0;
                    if same_rank || !same_file {
                        file = Some(m.from & 7);
                    }
                    if same_file {
                        rank = Some(m.from >> 3);
                    }
                }
                San::new_normal(LETTERS[role], file, rank, capture, m.to, promotion, suffix)
            }
        }
    }

    /// The legal moves a SAN move to a square matches (python-chess's
    /// `parse_san` past castling and drops), from the pieces of `role` on
    /// `from_mask`: the squares they leave from (each move is
    /// [`matched`](Self::matched) from its square). Only a set is given
    /// back, in a register: an array of moves built in memory and read
    /// back whole by the caller waited on its stores.
    fn matches(&self, role: usize, from_mask: Bits, to: u8, promotion: usize) -> Bits {
        let us = self.turn;
        let ours = self.sides[us];
        let occupied = self.occupied();
        let to_bit = bit(to);
        let mut origins = 0;
        if ours & to_bit != 0 {
            return 0;
        }
        // The squares a piece of `role` could come from.
        let sources = if role == PAWN_ {
            let back = |square: u8| {
                if us == WHITE {
                    square.wrapping_sub(8)
                } else {
                    square + 8
                }
            };
            let mut sources = 0;
            if occupied & to_bit == 0 {
                let one = back(to);
                if one < 64 {
                    sources |= bit(one);
                    let two = back(one);
                    if occupied & bit(one) == 0 && two < 64 {
                        sources |= bit(two);
                    }
                }
            }
            if self.sides[us ^ 1] & to_bit != 0 || to == self.ep {
                sources |= PAWN[us ^ 1][to as usize];
            }
            sources
        } else {
            Self::attacks(role, us, to, occupied)
        };
        for from in Squares(sources & from_mask & ours & self.roles[role]) {
            let m = self.matched(role, from, to, promotion);
            // A piece other than a pawn reaches `to` from `from` as one
            // on `to` would reach `from`: only the rest is judged.
            let legal = if role == PAWN_ {
                self.legal(m)
            } else {
                self.legal_reached(m, role)
            };
            if legal {
                origins |= bit(from);
            }
        }
        origins
    }

    /// The move of a piece of `role` from `from` to `to` that
    /// [`matches`](Self::matches) judges: a pawn's taking en passant
    /// when it moves across to the en-passant square.
    const fn matched(&self, role: usize, from: u8, to: u8, promotion: usize) -> Move {
        let kind = match role {
            PAWN_ if to == self.ep && from & 7 != to & 7 => Kind::EnPassant,
            PAWN_ => Kind::Pawn,
            _ => Kind::Normal,
        };
        Move {
            kind,
            from,
            to,
            promotion,
        }
    }
}

/// A piece of a kind (an index of [`LETTERS`]) and side as EPIN names it.
fn kind_piece(role: usize, white: bool) -> Epin {
    let letter = match role {
        PAWN_ => Letter::P,
        1 => Letter::N,
        2 => Letter::B,
        ROOK_ => Letter::R,
        4 => Letter::Q,
        _ => Letter::K,
    };
    let side = if white { Side::First } else { Side::Second };
    Epin::new(Pin::new(letter, side, State::Normal, role == KING_), false)
}

impl Fen {
    /// Returns the SAN of a legal move, as python-chess's `Board.san`
    /// writes it: the piece letter (none for a pawn), the least
    /// disambiguation among the legal moves of that kind of piece to that
    /// square (the file, else the rank, else both), `x` on a capture (a
    /// pawn's with its file), the destination, `=Q` on promotion, `+` or
    /// `#`; castling `O-O` or `O-O-O` (Chess960 too), a drop `N@f3` (a
    /// pawn's `@e4`).
    ///
    /// # Errors
    ///
    /// The [`MoveError`] of [`play_legal`](Self::play_legal) for a move
    /// that is not legal; the null move is written `--`.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Uci};
    ///
    /// let fen = Fen::parse("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")?;
    /// assert_eq!(fen.san(Uci::parse("h5f7")?)?.to_string(), "Qxf7#");
    /// assert_eq!(fen.san(Uci::parse("g1e2")?)?.to_string(), "Ne2");
    /// assert_eq!(fen.san(Uci::parse("e1f1")?)?.to_string(), "Kf1");
    /// assert!(fen.san(Uci::parse("e1g1")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn san(&self, uci: Uci) -> Result<San, MoveError> {
        self.san_on(&Sets::from_fen(self), uci)
    }

    /// [`san`](Self::san) on the rules' copy of this position.
    pub(super) fn san_on(&self, board: &Sets, uci: Uci) -> Result<San, MoveError> {
        if uci.is_null() {
            return Ok(San::NULL);
        }
        match self.judge(board, uci) {
            Ok(m) => Ok(board.write_san(m)),
            Err(kind) => Err(MoveError::new(Given::Uci(uci), kind)),
        }
    }

    /// Returns the legal move a SAN move names on this position, read as
    /// python-chess's `Board.parse_san` reads it: more disambiguation than
    /// needed (`Ng1f3`), both origin coordinates without a piece letter
    /// for any piece (`g1f3`), `0-0`, `e8Q`, a check mark missing or wrong,
    /// `x` where nothing is taken or its absence; the null move `--` gives
    /// [`Uci::NULL`]. Castling is given as the legal moves write it
    /// ([`legal_moves`](Self::legal_moves)).
    ///
    /// # Errors
    ///
    /// A [`MoveError`]: [`MoveErrorKind::Ambiguous`] naming the pieces
    /// that match and how to write each move; when none matches, the rule
    /// that refuses the one piece of that kind that moves there
    /// ([`LeavesCheck`](MoveErrorKind::LeavesCheck) for a pinned piece,
    /// [`MustPromote`](MoveErrorKind::MustPromote), …) or
    /// [`NoCandidate`](MoveErrorKind::NoCandidate); for castling the rule
    /// that refuses it; and the errors of [`play_legal`](Self::play_legal)
    /// for a drop or a move given by both squares.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, San};
    ///
    /// let fen = Fen::parse("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")?;
    /// assert_eq!(fen.resolve_san(San::parse("Nbd2")?)?.to_string(), "b1d2");
    /// assert_eq!(fen.resolve_san(San::parse("N1d2+")?)?.to_string(), "b1d2");
    /// let err = fen.resolve_san(San::parse("Nd2")?).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot play \"Nd2\": ambiguous: the white knights on b1 and f3 reach d2; write Nbd2 or Nfd2",
    /// );
    /// let err = fen.resolve_san(San::parse("Nc4")?).unwrap_err();
    /// assert_eq!(err.to_string(), "cannot play \"Nc4\": no white knight reaches c4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resolve_san(&self, san: San) -> Result<Uci, MoveError> {
        let board = self.judged(san)?;
        self.resolve_on(&board, san).map(|(uci, _)| uci)
    }

    /// The rules' copy of this position, when the rules judge it (one king
    /// a side; the null move is judged anywhere).
    fn judged(&self, san: San) -> Result<Sets, MoveError> {
        let board = Sets::from_fen(self);
        match board.kings() {
            Err(fault) if !san.is_null() => {
                Err(MoveError::new(Given::San(san), king_fault(self, fault)))
            }
            _ => Ok(board),
        }
    }

    /// Plays a SAN move, read as [`resolve_san`](Self::resolve_san) reads
    /// it, and returns it in PMN.
    ///
    /// # Errors
    ///
    /// The [`MoveError`] of [`resolve_san`](Self::resolve_san); a refused
    /// move changes nothing.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, San};
    ///
    /// let mut fen = Fen::START;
    /// for san in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"] {
    ///     fen.play_san(San::parse(san)?)?;
    /// }
    /// assert_eq!(
    ///     fen.to_string(),
    ///     "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_san(&mut self, san: San) -> Result<Pmn, MoveError> {
        let board = self.judged(san)?;
        let (uci, _) = self.resolve_on(&board, san)?;
        self.play_uci(uci)
    }

    /// [`resolve_san`](Self::resolve_san) on the rules' copy of this
    /// position, with the move in the rules' terms; the position must have
    /// one king a side.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm a form of SAN, as parse_san reads them"
    )]
    #[inline]
    pub(super) fn resolve_on(
        &self,
        board: &Sets,
        san: San,
    ) -> Result<(Uci, Option<Move>), MoveError> {
        // A move to a square, the most common, read as stored.
        if let Some(bytes) = san.normal_bytes() {
            return self.resolve_normal(board, san, bytes);
        }
        let refuse = |kind| MoveError::new(Given::San(san), kind);
        let raw = san.raw();
        if let RawSan::Null = raw {
            // With pockets, python-chess reads a move with `@` as a drop,
            // so `@@@@` is none.
            if board.crazyhouse && Ok(san) == San::parse("@@@@") {
                return Err(refuse(MoveErrorKind::Form));
            }
            return Ok((Uci::NULL, None));
        }
        let ours = board.sides[board.turn];
        match raw {
            RawSan::Null => Ok((Uci::NULL, None)),
            RawSan::Castling { h_side } => {
                let king = board.our_king();
                let rooks = board.castling & ours & board.roles[ROOK_];
                for rook in Squares(rooks) {
                    let m = Move {
                        kind: Kind::Castle,
                        from: king,
                        to: rook,
                        promotion: 0,
                    };
                    if (rook > king) == h_side && board.legal(m) {
                        return Ok((board.uci_of(m), Some(m)));
                    }
                }
                // Why not: the rook that may castle on that wing, if any.
                let rank = RANK << (king & 0o70);
                let wing = if h_side {
                    rank & !(bit(king) | (bit(king) - 1))
                } else {
                    rank & (bit(king) - 1)
                };
                let rooks = board.castling & ours & board.roles[ROOK_] & wing;
                let Some(rook) = Squares(rooks).next() else {
                    return Err(refuse(MoveErrorKind::NoCastlingRook {
                        king: cell_of(king),
                        h_side,
                    }));
                };
                let uci = Uci::raw(king, rook, 0);
                match self.judge(board, uci) {
                    Err(why) => Err(refuse(why)),
                    Ok(m) => Ok((board.uci_of(m), Some(m))),
                }
            }
            RawSan::Drop { piece, to } => {
                let role = role_of(piece).unwrap_or(KING_);
                if role == KING_ {
                    return Err(refuse(MoveErrorKind::Form));
                }
                #[allow(clippy::cast_possible_truncation, reason = "below 6")]
                let uci = Uci::raw_drop(role as u8, to);
                match self.judge(board, uci) {
                    Ok(m) => Ok((uci, Some(m))),
                    Err(kind) => Err(refuse(kind)),
                }
            }
            RawSan::Normal {
                piece,
                from_file,
                from_rank,
                capture: _,
                to,
                promotion,
            } => {
                let file = from_file.map_or(0, |file| b'a' + file);
                let rank = from_rank.map_or(0, |rank| b'1' + rank);
                self.resolve_normal(board, san, [piece, file, rank, to, promotion])
            }
        }
    }

    /// [`resolve_on`](Self::resolve_on) of a move to a square, its bytes as
    /// [`San::normal_bytes`] gives them.
    #[allow(
        clippy::inline_always,
        reason = "read for most moves of a main line: its one caller's fast path"
    )]
    #[inline(always)]
    fn resolve_normal(
        &self,
        board: &Sets,
        san: San,
        [piece, file, rank, to, promotion]: [u8; 5],
    ) -> Result<(Uci, Option<Move>), MoveError> {
        let refuse = |kind| MoveError::new(Given::San(san), kind);
        let us = board.turn;
        let ours = board.sides[us];
        let white = us == 0;
        let promotion = match promotion {
            0 => 0,
            letter => role_of(letter).unwrap_or(KING_),
        };
        if piece == 0 && file != 0 && rank != 0 {
            // Both origin coordinates: any piece's move (python-chess's
            // `find_move`).
            let from = (rank.wrapping_sub(b'1') & 7) * 8 + (file.wrapping_sub(b'a') & 7);
            let uci = Uci::raw(from, to, promotion);
            return match self.judge(board, uci) {
                Ok(m) => Ok((board.uci_of(m), Some(m))),
                Err(kind) => Err(refuse(kind)),
            };
        }
        let role = if piece == 0 {
            PAWN_
        } else {
            role_of(piece).unwrap_or(KING_)
        };
        // The origins the text allows: its file (a pawn's own file when
        // none is written) and rank.
        let files = if file != 0 {
            FILE_A << (file.wrapping_sub(b'a') & 7)
        } else if role == PAWN_ {
            FILE_A << (to & 7)
        } else {
            !0
        };
        let ranks = if rank == 0 {
            !0
        } else {
            RANK << ((rank.wrapping_sub(b'1') & 7) * 8)
        };
        let from_mask = ours & board.roles[role] & files & ranks;
        if ours & bit(to) != 0 {
            if let Some(found) = piece_at(self, to) {
                return Err(refuse(MoveErrorKind::OwnPiece {
                    square: cell_of(to),
                    found,
                }));
            }
        }
        let origins = board.matches(role, from_mask, to, promotion);
        #[allow(clippy::cast_possible_truncation, reason = "below 64")]
        let first = origins.trailing_zeros() as u8;
        let m = board.matched(role, first, to, promotion);
        match origins {
            0 => Err(refuse(board.no_match(self, from_mask, role, to, promotion))),
            // One square: the move is the one it names.
            _ if origins.is_power_of_two() => Ok((board.uci_of(m), Some(m))),
            _ => {
                let capture =
                    board.sides[us ^ 1] & bit(to) != 0 || matches!(m.kind, Kind::EnPassant);
                Err(refuse(MoveErrorKind::Ambiguous {
                    piece: kind_piece(role, white),
                    to: cell_of(to),
                    candidates: SquareSet::from_bits(origins),
                    capture,
                    promotion: match m.promotion {
                        0 => None,
                        p => Some(kind_piece(p, true).letter()),
                    },
                }))
            }
        }
    }
}

impl Sets {
    /// Why no legal move matches a SAN move of `role` from `from_mask` to
    /// `to`: the rule refusing the first piece that moves there at all,
    /// or that none does.
    fn no_match(
        &self,
        fen: &Fen,
        from_mask: Bits,
        role: usize,
        to: u8,
        promotion: usize,
    ) -> MoveErrorKind {
        for from in Squares(from_mask) {
            let uci = Uci::raw(from, to, promotion);
            match fen.judge(self, uci) {
                Err(MoveErrorKind::Unreachable { .. }) => {}
                Err(kind) => return kind,
                Ok(_) => {
                    // Legal, but not as written: a promotion where none
                    // was, or none where one was.
                    return if promotion == 0 {
                        MoveErrorKind::MustPromote {
                            square: cell_of(to),
                        }
                    } else {
                        MoveErrorKind::PromotionRank {
                            square: cell_of(to),
                        }
                    };
                }
            }
        }
        MoveErrorKind::NoCandidate {
            piece: kind_piece(role, self.turn == 0),
            to: cell_of(to),
        }
    }
}

/// The moves of an EPD operation (`bm`, `am`, `pm`, `sm`) resolved on the
/// EPD's position, from [`Epd::san_moves`].
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let epd = Epd::parse("4k3/8/8/8/8/8/8/R3K3 w Q - bm Ra8+ O-O-O;")?;
/// let moves: Vec<String> = epd.san_moves("bm").map(|m| m.unwrap().to_string()).collect();
/// assert_eq!(moves, ["a1a8", "e1c1"]);
/// # Ok::<(), pin_runtime::chess::EpdError>(())
/// ```
#[derive(Clone, Debug)]
pub struct SanMoves<'a> {
    fen: Fen,
    operands: Option<Operands<'a>>,
}

impl Iterator for SanMoves<'_> {
    type Item = Result<Uci, MoveError>;

    fn next(&mut self) -> Option<Self::Item> {
        let operand = self.operands.as_mut()?.next()?;
        Some(match San::parse(operand.as_str()) {
            Ok(san) => self.fen.resolve_san(san),
            Err(error) => Err(MoveError::new(
                Given::Unread,
                MoveErrorKind::NotSan { error },
            )),
        })
    }
}

impl core::iter::FusedIterator for SanMoves<'_> {}

impl<'a> Epd<'a> {
    /// Returns the moves of the operation `opcode` (`bm`, `am`, `pm` or
    /// `sm`), each operand read as SAN and resolved on this EPD's position
    /// by [`Fen::resolve_san`]; none when the line has no such operation.
    ///
    /// Compare a best move with an engine's: `epd.san_moves("bm")` gives
    /// the UCI moves the engine writes.
    ///
    /// ```
    /// use pin_runtime::chess::{Epd, Uci};
    ///
    /// let epd = Epd::parse(
    ///     "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"mate\";",
    /// )?;
    /// let best: Vec<_> = epd.san_moves("bm").collect();
    /// assert_eq!(best, [Ok(Uci::parse("h5f7").unwrap())]);
    /// assert_eq!(epd.san_moves("am").count(), 0);
    ///
    /// let bad = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - bm Nf3 e2e5x;")?;
    /// let errors: Vec<String> = bad.san_moves("bm").map(|m| m.unwrap_err().to_string()).collect();
    /// assert_eq!(errors[0], "cannot play \"Nf3\": no white knight reaches f3");
    /// assert!(errors[1].starts_with("cannot read the move: "));
    /// # Ok::<(), pin_runtime::chess::EpdError>(())
    /// ```
    #[must_use]
    pub fn san_moves(&self, opcode: &str) -> SanMoves<'a> {
        SanMoves {
            fen: *self.fen(),
            operands: self.operation(opcode),
        }
    }
}
