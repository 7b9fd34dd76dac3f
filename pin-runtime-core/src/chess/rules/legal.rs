//! A move given in UCI, judged by the rules: legal or not, and why not.

use super::attacks::{BISHOP_RAYS, Bits, PAWN, RANK_1, RANK_8, ROOK_RAYS, Squares, between, bit};
use super::board::{KING_, KingFault, NO_SQUARE, PAWN_, QUEEN_, ROOK_, Sets, WHITE};
use super::list::{Kind, MoveList};
use crate::Side;
use crate::chess::Uci;
use crate::chess::fen::Fen;
use crate::chess::move_error::{Given, MoveError, MoveErrorKind};
use crate::chess::uci::{RawUci, cell_of};
use crate::{Epin, Letter, Pin, State};

/// A move in the rules' terms: what [`Sets::play`] takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Move {
    pub(super) kind: Kind,
    /// The origin; a drop's kind of piece.
    pub(super) from: u8,
    /// The destination; castling's rook.
    pub(super) to: u8,
    /// The promotion, a kind of piece, or 0.
    pub(super) promotion: usize,
}

/// The piece on a square of a FEN's board.
pub(super) fn piece_at(fen: &Fen, square: u8) -> Option<Epin> {
    let row = 7 - (square as usize / 8) % 8;
    fen.position().board()[row][square as usize % 8]
}

/// The piece on a square, which the rules found there.
fn found_at(fen: &Fen, square: u8) -> Epin {
    piece_at(fen, square).unwrap_or(Epin::new(
        Pin::new(Letter::K, Side::First, State::Normal, true),
        false,
    ))
}

/// Why the rules cannot judge a position with these kings.
pub(super) fn king_fault(fen: &Fen, fault: KingFault) -> MoveErrorKind {
    match fault {
        KingFault::Missing(side) => MoveErrorKind::NoKing {
            side: if side == WHITE {
                Side::First
            } else {
                Side::Second
            },
        },
        KingFault::Extra(_, square) => MoveErrorKind::SecondKing {
            square: cell_of(square),
            found: found_at(fen, square),
        },
    }
}

impl Sets {
    /// Reads a UCI move in the rules' terms: castling as king-takes-rook or
    /// as the king's two-file step from the e-file, en passant as the
    /// pawn's step to the en-passant square. `None` for the null move and
    /// for an origin without a piece of the side to move.
    pub(super) fn read_uci(&self, uci: Uci) -> Option<Move> {
        let (from, to, promotion) = match uci.raw_parts() {
            RawUci::Null => return None,
            RawUci::Drop(role, to) => {
                return Some(Move {
                    kind: Kind::Drop,
                    from: role,
                    to,
                    promotion: 0,
                });
            }
            RawUci::Move(from, to, promotion) => (from, to, promotion),
        };
        let ours = self.sides[self.turn];
        if ours & bit(from) == 0 {
            return None;
        }
        let kind = match self.role_at(from) {
            Some(KING_) if promotion == 0 => {
                let rooks = self.castling & ours & self.roles[ROOK_] & Self::back_rank(self.turn);
                let rank: Bits = 0xFF << (from & 0o70);
                if rooks & bit(to) != 0 {
                    Kind::Castle
                } else if from & 7 == 4 && to & 0o70 == from & 0o70 && (to & 7).abs_diff(4) == 2 {
                    // The standard form: the rook of that wing, the
                    // outermost if two.
                    let wing = if to > from {
                        rank & !(bit(from) | (bit(from) - 1))
                    } else {
                        rank & (bit(from) - 1)
                    };
                    let candidates = rooks & wing;
                    if candidates == 0 {
                        Kind::Normal
                    } else {
                        #[allow(clippy::cast_possible_truncation, reason = "below 64")]
                        let rook = if to > from {
                            63 - candidates.leading_zeros() as u8
                        } else {
                            candidates.trailing_zeros() as u8
                        };
                        return Some(Move {
                            kind: Kind::Castle,
                            from,
                            to: rook,
                            promotion: 0,
                        });
                    }
                } else {
                    Kind::Normal
                }
            }
            Some(PAWN_) if to == self.ep && PAWN[self.turn][from as usize] & bit(to) != 0 => {
                Kind::EnPassant
            }
            Some(PAWN_) => Kind::Pawn,
            _ => Kind::Normal,
        };
        Some(Move {
            kind,
            from,
            to,
            promotion,
        })
    }

    /// Whether a move read by [`read_uci`](Self::read_uci) is legal,
    /// judged alone: the piece's reach, promotion, castling's squares, and
    /// the king not attacked once the move is played.
    pub(super) fn legal(&self, m: Move) -> bool {
        let us = self.turn;
        let them = us ^ 1;
        let ours = self.sides[us];
        let occupied = self.occupied();
        let king = self.our_king();
        let to_bit = bit(m.to);
        let from_bit = bit(m.from);
        match m.kind {
            Kind::Drop => {
                let role = m.from as usize;
                if !self.crazyhouse || role > QUEEN_ || self.pockets[us][role] == 0 {
                    return false;
                }
                let mut targets = self.drop_targets(king, self.checkers());
                if role == PAWN_ {
                    targets &= !(RANK_1 | RANK_8);
                }
                targets & to_bit != 0
            }
            Kind::Castle => {
                let back = Self::back_rank(us);
                m.from == king
                    && bit(king) & back != 0
                    && self.castling & ours & self.roles[ROOK_] & back & to_bit != 0
                    && self.may_castle(king, m.to)
            }
            Kind::EnPassant => {
                m.promotion == 0
                    && m.to == self.ep
                    && ours & self.roles[PAWN_] & from_bit != 0
                    && PAWN[us][m.from as usize] & to_bit != 0
                    && self.en_passant_safe(king, m.from)
            }
            Kind::Pawn | Kind::Normal => {
                if ours & from_bit == 0 {
                    return false;
                }
                let Some(role) = self.role_at(m.from) else {
                    return false;
                };
                let untouchable = ours | (self.sides[them] & self.roles[KING_]);
                let reach = if role == PAWN_ {
                    Self::pushes(us, m.from, !occupied)
                        | (PAWN[us][m.from as usize] & self.sides[them])
                } else {
                    Self::attacks(role, us, m.from, occupied)
                };
                if reach & to_bit & !untouchable == 0 {
                    return false;
                }
                let last = role == PAWN_ && self.last_rank() & to_bit != 0;
                let promotes = (1..=4).contains(&m.promotion);
                if last != promotes || (m.promotion != 0 && !promotes) {
                    return false;
                }
                self.leaves_king_safe(m, role, king, occupied)
            }
        }
    }

    /// Whether a move of a piece of `role` from `m.from` to `m.to`, taking
    /// what stands there (neither castling nor en passant), leaves our king
    /// out of check.
    #[inline]
    fn leaves_king_safe(&self, m: Move, role: usize, king: u8, occupied: Bits) -> bool {
        let them = self.turn ^ 1;
        let from_bit = bit(m.from);
        let to_bit = bit(m.to);
        // A piece on no line through its king uncovers nothing: the move
        // is legal unless the king is in check (then it may still take the
        // checker or block).
        let k = (king & 63) as usize;
        if role != KING_
            && (ROOK_RAYS[k] | BISHOP_RAYS[k]) & from_bit == 0
            && self.attackers(them, king, occupied) == 0
        {
            return true;
        }
        // The move played on the squares alone, as `play` plays it: the
        // piece leaves `from` for `to`, taking what stands there; the other
        // enemy pieces stay as they are.
        let after = if role == KING_ { m.to } else { king };
        self.attackers(them, after, (occupied ^ from_bit) | to_bit) & !to_bit == 0
    }

    /// Whether a move of a piece other than a pawn, which reaches its
    /// square (the caller found it among the pieces of `role` that square
    /// is reached from, and the square holds none of ours), is legal:
    /// [`legal`](Self::legal) without what the caller checked.
    pub(super) fn legal_reached(&self, m: Move, role: usize) -> bool {
        let them = self.turn ^ 1;
        // Taking the king, or promoting a piece, is no move.
        if self.sides[them] & self.roles[KING_] & bit(m.to) != 0 || m.promotion != 0 {
            return false;
        }
        self.leaves_king_safe(m, role, self.our_king(), self.occupied())
    }

    /// The UCI move of a legal move, castling written as
    /// [`MoveList`] writes it.
    #[allow(
        clippy::unused_self,
        reason = "asked of the position the move was judged on"
    )]
    pub(super) fn uci_of(&self, m: Move) -> Uci {
        match m.kind {
            Kind::Drop => Uci::raw_drop(m.from, m.to),
            Kind::Castle if m.from & 7 == 4 => {
                Uci::raw(m.from, Self::castling_targets(m.from, m.to).0, 0)
            }
            _ => Uci::raw(m.from, m.to, m.promotion),
        }
    }

    /// The last rank of the side to move.
    pub(super) const fn last_rank(&self) -> Bits {
        if self.turn == WHITE { RANK_8 } else { RANK_1 }
    }

    /// The first attacker of `square` (the lowest square), by the side not
    /// to move, with `occupied` taken.
    fn first_attacker(&self, square: u8, occupied: Bits) -> Option<u8> {
        let attackers = self.attackers(self.turn ^ 1, square, occupied);
        Squares(attackers).next()
    }

    /// Why a move the list does not hold is illegal, past the checks that
    /// [`Fen::pmn`] makes of its form.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm a kind of move, each rule in the order a reader looks"
    )]
    fn why_illegal(&self, fen: &Fen, m: Move) -> MoveErrorKind {
        let king = self.our_king();
        let occupied = self.occupied();
        let attacker = |by: u8| found_at(fen, by);
        match m.kind {
            Kind::Drop => {
                if m.from == 0 && (RANK_1 | RANK_8) & bit(m.to) != 0 {
                    return MoveErrorKind::PawnDropRank {
                        square: cell_of(m.to),
                    };
                }
            }
            Kind::Castle => {
                if let Some(by) = self.first_attacker(king, occupied) {
                    return MoveErrorKind::CastlingInCheck {
                        king: cell_of(king),
                        by: cell_of(by),
                        attacker: attacker(by),
                    };
                }
                let (king_to, rook_to) = Self::castling_targets(king, m.to);
                let path =
                    between(king, king_to) | between(m.to, rook_to) | bit(king_to) | bit(rook_to);
                if let Some(square) = Squares((occupied ^ bit(king) ^ bit(m.to)) & path).next() {
                    return MoveErrorKind::CastlingBlocked {
                        square: cell_of(square),
                        found: attacker(square),
                    };
                }
                // The squares the king crosses, from its own.
                let crossed = between(king, king_to) | bit(king_to);
                let mut squares = [NO_SQUARE; 8];
                let mut count = 0;
                for square in Squares(crossed) {
                    squares[count & 7] = square;
                    count += 1;
                }
                if king_to < king {
                    squares[..count.min(8)].reverse();
                }
                for &square in &squares[..count.min(8)] {
                    let seen = if square == king_to {
                        (occupied ^ bit(king) ^ bit(m.to)) | bit(rook_to)
                    } else {
                        occupied ^ bit(king)
                    };
                    if let Some(by) = self.first_attacker(square, seen) {
                        return MoveErrorKind::CastlingThrough {
                            square: cell_of(square),
                            by: cell_of(by),
                            attacker: attacker(by),
                        };
                    }
                }
            }
            Kind::Normal | Kind::Pawn | Kind::EnPassant => {
                let role = self.role_at(m.from).unwrap_or(PAWN_);
                let us = self.turn;
                let reach = if role == PAWN_ {
                    let forward = if us == WHITE {
                        m.from + 8
                    } else {
                        m.from.wrapping_sub(8)
                    };
                    let push = if forward < 64 && occupied & bit(forward) == 0 {
                        let two = if us == WHITE {
                            forward + 8
                        } else {
                            forward.wrapping_sub(8)
                        };
                        let start = if us == WHITE {
                            m.from / 8 == 1
                        } else {
                            m.from / 8 == 6
                        };
                        bit(forward)
                            | if start && two < 64 {
                                bit(two) & !occupied
                            } else {
                                0
                            }
                    } else {
                        0
                    };
                    let ep = if self.ep == NO_SQUARE {
                        0
                    } else {
                        bit(self.ep)
                    };
                    push | (PAWN[us][m.from as usize] & (self.sides[us ^ 1] | ep))
                } else {
                    Self::attacks(role, us, m.from, occupied) & !self.sides[us]
                };
                if reach & bit(m.to) == 0 {
                    return MoveErrorKind::Unreachable {
                        square: cell_of(m.from),
                        found: attacker(m.from),
                        to: cell_of(m.to),
                    };
                }
                let last = self.last_rank() & bit(m.to) != 0;
                if role == PAWN_ && last && m.promotion == 0 {
                    return MoveErrorKind::MustPromote {
                        square: cell_of(m.to),
                    };
                }
                if m.promotion != 0 && !(role == PAWN_ && last) {
                    return MoveErrorKind::PromotionRank {
                        square: cell_of(m.to),
                    };
                }
            }
        }
        // Played, the move leaves the king attacked.
        let mut next = *self;
        next.play(m.kind, m.from, m.to, m.promotion);
        next.turn = self.turn;
        let king_after = next.our_king();
        let by = next
            .first_attacker(king_after, next.occupied())
            .unwrap_or(king_after);
        MoveErrorKind::LeavesCheck {
            king: cell_of(king_after),
            by: cell_of(by),
            attacker: attacker(by),
        }
    }
}

impl Fen {
    /// Returns whether the side to move is in check.
    ///
    /// `false` when the side to move has no king; with two kings, whether
    /// either is attacked.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert!(!Fen::START.is_check());
    /// let fen = Fen::parse("rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3")?;
    /// assert!(fen.is_check());
    /// # Ok::<(), pin_runtime::chess::FenError>(())
    /// ```
    #[must_use]
    pub fn is_check(&self) -> bool {
        let board = Sets::from_fen(self);
        let kings = board.roles[KING_] & board.sides[board.turn];
        Squares(kings).any(|king| board.attackers(board.turn ^ 1, king, board.occupied()) != 0)
    }

    /// Returns whether a move is legal: one of
    /// [`legal_moves`](Self::legal_moves), castling also written
    /// king-takes-rook (`e1h1`) when the list writes `e1g1`, and the other
    /// way.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Uci};
    ///
    /// assert!(Fen::START.is_legal(Uci::parse("e2e4")?));
    /// assert!(!Fen::START.is_legal(Uci::parse("e2e5")?));
    /// assert!(!Fen::START.is_legal(Uci::NULL));
    /// # Ok::<(), pin_runtime::chess::UciError>(())
    /// ```
    #[must_use]
    pub fn is_legal(&self, uci: Uci) -> bool {
        let board = Sets::from_fen(self);
        if board.kings().is_err() {
            return false;
        }
        board.read_uci(uci).is_some_and(|m| board.legal(m))
    }

    /// Why a move is not legal here, or `Ok` with the move in the rules'
    /// terms when it is.
    pub(super) fn judge(&self, board: &Sets, uci: Uci) -> Result<Move, MoveErrorKind> {
        if let Err(fault) = board.kings() {
            return Err(king_fault(self, fault));
        }
        let read = board.read_uci(uci);
        if let Some(m) = read {
            if board.legal(m) {
                return Ok(m);
            }
        }
        if let Err(error) = self.pmn(uci) {
            return Err(error.kind());
        }
        match read {
            Some(m) => Err(board.why_illegal(self, m)),
            None => Err(MoveErrorKind::NullMove),
        }
    }

    /// Plays a move if it is legal, as [`play_uci`](Self::play_uci) plays
    /// it, and returns it in PMN.
    ///
    /// # Errors
    ///
    /// A [`MoveError`] naming the rule the move breaks, with the squares:
    /// those of [`pmn`](Self::pmn) for a move chess cannot write here (no
    /// piece of the side to move on the origin, …), then
    /// [`MoveErrorKind::Unreachable`] (a knight's move to a square it does
    /// not jump to, a blocked bishop, a pawn's step of three squares),
    /// [`MustPromote`](MoveErrorKind::MustPromote),
    /// [`CastlingInCheck`](MoveErrorKind::CastlingInCheck),
    /// [`CastlingThrough`](MoveErrorKind::CastlingThrough),
    /// [`LeavesCheck`](MoveErrorKind::LeavesCheck), and, when the rules
    /// cannot judge the position, [`NoKing`](MoveErrorKind::NoKing) or
    /// [`SecondKing`](MoveErrorKind::SecondKing). The null move is refused
    /// ([`NullMove`](MoveErrorKind::NullMove)). A refused move changes
    /// nothing.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, Uci};
    ///
    /// let mut fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(fen.play_legal(Uci::parse("e1g1")?)?.to_string(), "e1~g1");
    ///
    /// let mut fen = Fen::parse("4kr2/8/8/8/8/8/8/4K2R w K - 0 1")?;
    /// let err = fen.play_legal(Uci::parse("e1g1")?).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot play \"e1g1\": castling through f1, attacked by the black rook on f8",
    /// );
    ///
    /// let mut fen = Fen::parse("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1")?;
    /// let err = fen.play_legal(Uci::parse("d2f3")?).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot play \"d2f3\": leaves the king on e1 in check from the black bishop on b4",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_legal(&mut self, uci: Uci) -> Result<crate::Pmn, MoveError> {
        let board = Sets::from_fen(self);
        match self.judge(&board, uci) {
            Ok(_) => self.play_uci(uci),
            Err(kind) => Err(MoveError::new(Given::Uci(uci), kind)),
        }
    }
}

impl Fen {
    /// Whether a pawn of the side to move stands ready to take en passant.
    pub(crate) fn en_passant_ready(&self) -> bool {
        let board = Sets::from_fen(self);
        let us = board.turn;
        board.ep != NO_SQUARE
            && PAWN[us ^ 1][board.ep as usize] & board.sides[us] & board.roles[PAWN_] != 0
    }

    /// Whether a legal en-passant capture exists; with a side without a
    /// king or with two, [`en_passant_ready`](Self::en_passant_ready).
    pub(crate) fn en_passant_legal(&self) -> bool {
        let board = Sets::from_fen(self);
        if board.kings().is_err() {
            return self.en_passant_ready();
        }
        let mut list = MoveList::new();
        board.generate(&mut list);
        list.entries()
            .any(|(kind, _, _)| matches!(kind, Kind::EnPassant))
    }
}
