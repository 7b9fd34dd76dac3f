//! The rules' own copy of a chess position: a set of squares per side and
//! per kind of piece, read once from a [`Fen`] and played on move after
//! move without going back to FEEN.

use super::attacks::{
    BISHOP_RAYS, Bits, FILE_A, KING, KNIGHT, PAWN, RANK_1, RANK_8, ROOK_RAYS, Squares, between,
    bishop, bit, rook,
};
use super::list::{Kind, MoveList};
use crate::Side;
use crate::chess::fen::{Fen, Pockets};

/// The kinds of piece, as indices of [`Sets::roles`].
pub(super) const PAWN_: usize = 0;
/// A knight.
pub(super) const KNIGHT_: usize = 1;
/// A bishop.
pub(super) const BISHOP_: usize = 2;
/// A rook.
pub(super) const ROOK_: usize = 3;
/// A queen.
pub(super) const QUEEN_: usize = 4;
/// A king.
pub(super) const KING_: usize = 5;

/// The uppercase letter of each kind of piece.
pub(super) const LETTERS: [u8; 6] = *b"PNBRQK";

/// No square: the en-passant target when there is none.
pub(super) const NO_SQUARE: u8 = 64;

/// The set of [`Sets::from_fen`]'s pass each piece joins, by the low
/// ten bits of its code: its letter byte and its state (bits 8 and 9: 1
/// `+`, 2 `-`): side × 16 plus 0 to 5 for a pawn, knight, bishop, rook, queen,
/// king, 6 a `-` pawn (it just advanced two squares), 7 a `-` rook (it may
/// castle), 8 to 11 a `+` knight, bishop, rook, queen (promoted); 31 for an
/// empty square or another letter.
const SLOTS: [u8; 1024] = {
    let mut slots = [31; 1024];
    let mut role = 0;
    while role < 6 {
        let mut side = 0;
        while side < 2 {
            let letter = if side == 0 {
                LETTERS[role]
            } else {
                LETTERS[role].to_ascii_lowercase()
            };
            let mut state = 0;
            while state < 3 {
                let kind = match (role, state) {
                    (PAWN_, 2) => 6,
                    (ROOK_, 2) => 7,
                    (KNIGHT_..=QUEEN_, 1) => 7 + role,
                    _ => role,
                };
                #[allow(clippy::cast_possible_truncation, reason = "below 32")]
                {
                    slots[letter as usize | state << 8] = (side * 16 + kind) as u8;
                }
                state += 1;
            }
            side += 1;
        }
        role += 1;
    }
    slots
};

/// White's index in the per-side arrays.
pub(super) const WHITE: usize = 0;

/// The kind of piece of an uppercase letter, if a chess one.
#[inline]
pub(super) const fn role_of(letter: u8) -> Option<usize> {
    match letter {
        b'P' => Some(PAWN_),
        b'N' => Some(KNIGHT_),
        b'B' => Some(BISHOP_),
        b'R' => Some(ROOK_),
        b'Q' => Some(QUEEN_),
        b'K' => Some(KING_),
        _ => None,
    }
}

/// What the rules need of a chess position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sets {
    /// Each side's pieces: white's, then black's.
    pub(super) sides: [Bits; 2],
    /// The pieces of each kind, both sides (indexed by `PAWN_`…`KING_`).
    pub(super) roles: [Bits; 6],
    /// The promoted pieces (crazyhouse's `~`), which go back to a pocket as
    /// pawns when taken.
    pub(super) promoted: Bits,
    /// The rooks that may still castle.
    pub(super) castling: Bits,
    /// The square a pawn may take en passant, or [`NO_SQUARE`].
    pub(super) ep: u8,
    /// The side to move: 0 white, 1 black.
    pub(super) turn: usize,
    /// Each side's pocket, counts of `P N B R Q`.
    pub(super) pockets: [[u8; 5]; 2],
    /// Whether pieces taken go to a pocket and may be dropped.
    pub(super) crazyhouse: bool,
}

/// A side's king is missing, or there are two: the rules judge positions
/// with one king a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingFault {
    /// The side has no king.
    Missing(usize),
    /// The side has a second king on this square (the first is on a lower
    /// square index).
    Extra(usize, u8),
}

impl Sets {
    /// The sets of the standard start position, [`Fen::START`]'s
    /// (`Sets::from_fen(&Fen::START)`, without reading the board).
    pub(crate) const START: Self = Self {
        sides: [0xFFFF, 0xFFFF << 48],
        roles: [
            0x00FF_0000_0000_FF00,
            0x4200_0000_0000_0042,
            0x2400_0000_0000_0024,
            0x8100_0000_0000_0081,
            0x0800_0000_0000_0008,
            0x1000_0000_0000_0010,
        ],
        promoted: 0,
        castling: 0x8100_0000_0000_0081,
        ep: NO_SQUARE,
        turn: WHITE,
        pockets: [[0; 5]; 2],
        crazyhouse: false,
    };

    /// Reads a [`Fen`]'s board, pockets, castling rooks and en-passant pawn.
    pub(crate) fn from_fen(fen: &Fen) -> Self {
        let position = fen.position();
        let board = position.board();
        let mut this = Self {
            sides: [0; 2],
            roles: [0; 6],
            promoted: 0,
            castling: 0,
            ep: NO_SQUARE,
            turn: match position.turn() {
                Side::First => 0,
                Side::Second => 1,
            },
            pockets: [[0; 5]; 2],
            crazyhouse: !matches!(fen.pockets(), Pockets::Absent),
        };
        // A branch-free pass: each square's letter and state pick the one
        // set it joins (see `SLOTS`), the last for an empty square.
        // Two banks, the files alternating, so that a set written twice
        // in a row (empty squares, a rank of pawns) waits less on itself.
        let mut banks = [[0; 32]; 2];
        for (row, rank) in board.iter().enumerate() {
            // Row 0 is rank 8.
            let mut b: Bits = 1 << ((7 - row) * 8);
            for (file, square) in rank.iter().enumerate() {
                let code = crate::Epin::code_or_zero(*square);
                banks[file & 1][usize::from(SLOTS[usize::from(code & 0x3FF)] & 31)] |= b;
                b <<= 1;
            }
        }
        let mut sets = banks[0];
        for (set, other) in sets.iter_mut().zip(banks[1]) {
            *set |= other;
        }
        for side in 0..2 {
            let of = |kind: usize| sets[side * 16 + kind];
            let roles = [
                of(0) | of(6),
                of(1) | of(8),
                of(2) | of(9),
                of(3) | of(7) | of(10),
                of(4) | of(11),
                of(5),
            ];
            for (role, set) in roles.into_iter().enumerate() {
                this.roles[role] |= set;
                this.sides[side] |= set;
            }
            this.promoted |= of(8) | of(9) | of(10) | of(11);
            this.castling |= of(7);
        }
        let passed = sets[(this.turn ^ 1) * 16 + 6];
        if passed != 0 {
            #[allow(clippy::cast_possible_truncation, reason = "below 64")]
            let passed = passed.trailing_zeros() as u8;
            // The square the pawn passed: behind it, seen from its side.
            this.ep = if this.turn == WHITE {
                passed + 8
            } else {
                passed - 8
            };
        }
        if this.crazyhouse {
            for (index, side) in [Side::First, Side::Second].into_iter().enumerate() {
                for (piece, count) in position.hand(side) {
                    let letter = piece.letter().as_byte().to_ascii_uppercase();
                    if let Some(role @ PAWN_..=QUEEN_) = role_of(letter) {
                        let count = u8::try_from(count).unwrap_or(u8::MAX);
                        this.pockets[index][role] = this.pockets[index][role].saturating_add(count);
                    }
                }
            }
        }
        this
    }

    /// The one king of each side, or what is wrong with them.
    pub(crate) fn kings(&self) -> Result<[u8; 2], KingFault> {
        let mut kings = [0; 2];
        for (side, king) in kings.iter_mut().enumerate() {
            let set = self.roles[KING_] & self.sides[side];
            if set == 0 {
                return Err(KingFault::Missing(side));
            }
            let rest = set & (set - 1);
            if rest != 0 {
                #[allow(clippy::cast_possible_truncation, reason = "below 64")]
                return Err(KingFault::Extra(side, rest.trailing_zeros() as u8));
            }
            #[allow(clippy::cast_possible_truncation, reason = "below 64")]
            {
                *king = set.trailing_zeros() as u8;
            }
        }
        Ok(kings)
    }

    /// Every piece.
    #[inline]
    pub(super) const fn occupied(&self) -> Bits {
        self.sides[0] | self.sides[1]
    }

    /// The king of the side to move, which [`kings`](Self::kings) checked.
    #[inline]
    pub(super) const fn our_king(&self) -> u8 {
        #[allow(clippy::cast_possible_truncation, reason = "below 64")]
        let king = (self.roles[KING_] & self.sides[self.turn]).trailing_zeros() as u8;
        king & 63
    }

    /// The pieces of `side` that attack `square` when `occupied` are the
    /// squares taken.
    #[inline]
    pub(super) const fn attackers(&self, side: usize, square: u8, occupied: Bits) -> Bits {
        let s = (square & 63) as usize;
        let queens = self.roles[QUEEN_];
        let attackers = (KNIGHT[s] & self.roles[KNIGHT_])
            | (KING[s] & self.roles[KING_])
            | (PAWN[(side ^ 1) & 1][s] & self.roles[PAWN_])
            | (bishop(square, occupied) & (self.roles[BISHOP_] | queens))
            | (rook(square, occupied) & (self.roles[ROOK_] | queens));
        attackers & self.sides[side & 1]
    }

    /// The enemy pieces that give check to the side to move's king.
    #[inline]
    pub(super) const fn checkers(&self) -> Bits {
        self.attackers(self.turn ^ 1, self.our_king(), self.occupied())
    }

    /// The kind of the piece on a square, if any.
    #[inline]
    pub(super) const fn role_at(&self, square: u8) -> Option<usize> {
        let b = bit(square);
        let mut role = 0;
        while role < 6 {
            if self.roles[role] & b != 0 {
                return Some(role);
            }
            role += 1;
        }
        None
    }

    /// The squares a piece of `role` and `side` on `square` attacks.
    #[inline]
    pub(super) const fn attacks(role: usize, side: usize, square: u8, occupied: Bits) -> Bits {
        let s = (square & 63) as usize;
        match role {
            PAWN_ => PAWN[side & 1][s],
            KNIGHT_ => KNIGHT[s],
            BISHOP_ => bishop(square, occupied),
            ROOK_ => rook(square, occupied),
            QUEEN_ => bishop(square, occupied) | rook(square, occupied),
            _ => KING[s],
        }
    }

    /// The side to move's pieces pinned to their king, with its king on
    /// `king`.
    #[inline]
    fn pinned(&self, king: u8) -> Bits {
        let us = self.turn;
        let them = us ^ 1;
        let queens = self.roles[QUEEN_];
        let k = (king & 63) as usize;
        let snipers = ((ROOK_RAYS[k] & (self.roles[ROOK_] | queens))
            | (BISHOP_RAYS[k] & (self.roles[BISHOP_] | queens)))
            & self.sides[them];
        let occupied = self.occupied();
        let mut pinned = 0;
        for sniper in Squares(snipers) {
            let blockers = between(king, sniper) & occupied;
            // One blocker (`is_power_of_two` would count the bits, a
            // sequence of instructions without POPCNT).
            if blockers & blockers.wrapping_sub(1) == 0 {
                pinned |= blockers & self.sides[us];
            }
        }
        pinned
    }

    /// Whether any square of `squares` is attacked by the side not to move
    /// when `occupied` are the squares taken.
    #[inline]
    fn any_attacked(&self, squares: Bits, occupied: Bits) -> bool {
        let them = self.turn ^ 1;
        Squares(squares).any(|square| self.attackers(them, square, occupied) != 0)
    }

    /// The back rank of a side.
    #[inline]
    pub(super) const fn back_rank(side: usize) -> Bits {
        if side == WHITE { RANK_1 } else { RANK_8 }
    }

    /// The rank a side's pawns start on.
    #[inline]
    const fn pawn_rank(side: usize) -> Bits {
        if side == WHITE {
            RANK_1 << 8
        } else {
            RANK_8 >> 8
        }
    }

    /// The squares a side's pawn on `square` advances to, one or two
    /// steps, on the empty squares.
    #[inline]
    pub(super) const fn pushes(side: usize, square: u8, empty: Bits) -> Bits {
        let from = bit(square);
        if side == WHITE {
            let one = (from << 8) & empty;
            let two = ((one & (RANK_1 << 16)) << 8) & empty;
            one | two
        } else {
            let one = (from >> 8) & empty;
            let two = ((one & (RANK_8 >> 16)) >> 8) & empty;
            one | two
        }
    }

    /// The castling king's and rook's destinations: on `rank` (a square of
    /// the back rank), the g- and f-files on the h-side, else c and d.
    #[inline]
    pub(super) const fn castling_targets(king: u8, rook: u8) -> (u8, u8) {
        let rank = king & 0o70;
        if rook > king {
            (rank + 6, rank + 5)
        } else {
            (rank + 2, rank + 3)
        }
    }

    /// Whether the side to move may castle now with the rook on `rook`,
    /// its king on `king` (python-chess's test, which also covers
    /// Chess960: the squares both pieces cross and land on empty but for
    /// themselves, the king's squares from its own to its destination not
    /// attacked, the destination looked at with the rook on its own).
    pub(super) fn may_castle(&self, king: u8, rook: u8) -> bool {
        let (king_to, rook_to) = Self::castling_targets(king, rook);
        let (king_bit, rook_bit) = (bit(king), bit(rook));
        let occupied = self.occupied();
        let path = between(king, king_to) | between(rook, rook_to) | bit(king_to) | bit(rook_to);
        if (occupied ^ king_bit ^ rook_bit) & path != 0 {
            return false;
        }
        let king_path = between(king, king_to) | king_bit;
        !self.any_attacked(king_path, occupied ^ king_bit)
            && !self.any_attacked(
                bit(king_to),
                (occupied ^ king_bit ^ rook_bit) | bit(rook_to),
            )
    }

    /// Whether a pawn of the side to move on `from` may take en passant:
    /// its king not attacked once both pawns have gone.
    pub(super) fn en_passant_safe(&self, king: u8, from: u8) -> bool {
        let to = self.ep;
        let taken = (from & 0o70) | (to & 7);
        let occupied = (self.occupied() ^ bit(from) ^ bit(taken)) | bit(to);
        let them = self.turn ^ 1;
        self.attackers(them, king, occupied) & !bit(taken) == 0
    }

    /// The squares a drop may land on: every empty square, or when in check
    /// from one slider the squares between it and the king; none in double
    /// check or when a leaper checks.
    #[inline]
    pub(super) const fn drop_targets(&self, king: u8, checkers: Bits) -> Bits {
        let empty = !self.occupied();
        if checkers == 0 {
            empty
        } else if checkers & checkers.wrapping_sub(1) == 0 {
            #[allow(clippy::cast_possible_truncation, reason = "below 64")]
            let checker = checkers.trailing_zeros() as u8;
            between(king, checker) & empty
        } else {
            0
        }
    }

    /// The moves of the side to move's pawns to squares of `target`, as
    /// the four sets of destinations a [`MoveList`] holds them in (toward
    /// the a-file, one step, toward the h-file, two steps): the pawns not
    /// pinned all at once, a pinned one alone, along its line.
    #[inline]
    fn pawn_moves(&self, pawns: Bits, pinned: Bits, king: u8, target: Bits) -> [Bits; 4] {
        let white = self.turn == WHITE;
        let theirs = self.sides[self.turn ^ 1] & target;
        let empty = !self.occupied();
        // The third rank seen from the side to move, where a pawn that
        // stepped once may step again.
        let third = if white { RANK_1 << 16 } else { RANK_8 >> 16 };
        let up = |set: Bits, n: u32| if white { set << n } else { set >> n };
        let free = pawns & !pinned;
        // Toward the a-file and toward the h-file: white's steps 7 and 9,
        // black's 9 and 7.
        let (west, east) = if white { (7, 9) } else { (9, 7) };
        let one = up(free, 8) & empty;
        let mut moves = [
            up(free & !FILE_A, west) & theirs,
            one & target,
            up(free & !(FILE_A << 7), east) & theirs,
            up(one & third, 8) & empty & target,
        ];
        for from in Squares(pawns & pinned) {
            let origin = bit(from);
            let to = (Self::pushes(self.turn, from, empty)
                | (PAWN[self.turn][from as usize] & theirs))
                & target
                & line(king, from);
            for (set, step) in moves.iter_mut().zip([west, 8, east, 16]) {
                *set |= to & up(origin, step);
            }
        }
        moves
    }

    /// The squares the side to move's king, on `king`, may step to: not
    /// `untouchable`, and not attacked once it has left its own square.
    /// The squares the enemy's pawns, knights and king attack are found
    /// once; the sliders are asked square by square.
    #[inline]
    fn king_steps(&self, king: u8, untouchable: Bits) -> Bits {
        let them = self.turn ^ 1;
        let without_king = self.occupied() ^ bit(king);
        let theirs = self.sides[them];
        let pawns = theirs & self.roles[PAWN_];
        let mut leapers = if them == WHITE {
            ((pawns & !FILE_A) << 7) | ((pawns & !(FILE_A << 7)) << 9)
        } else {
            ((pawns & !FILE_A) >> 9) | ((pawns & !(FILE_A << 7)) >> 7)
        };
        for knight in Squares(theirs & self.roles[KNIGHT_]) {
            leapers |= KNIGHT[knight as usize];
        }
        for enemy_king in Squares(theirs & self.roles[KING_]) {
            leapers |= KING[enemy_king as usize];
        }
        let queens = self.roles[QUEEN_];
        let diagonal = theirs & (self.roles[BISHOP_] | queens);
        let straight = theirs & (self.roles[ROOK_] | queens);
        let mut steps = 0;
        for to in Squares(KING[king as usize] & !untouchable & !leapers) {
            if bishop(to, without_king) & diagonal == 0 && rook(to, without_king) & straight == 0 {
                steps |= bit(to);
            }
        }
        steps
    }

    /// Puts every legal move of the side to move into `list`, which must
    /// be empty. The position must have one king a side
    /// ([`kings`](Self::kings)).
    pub(crate) fn generate(&self, list: &mut MoveList) {
        let us = self.turn;
        let them = us ^ 1;
        // The enemy king is never taken: where it could be (the side not
        // to move in check, which no game reaches) no move takes it.
        let ours = self.sides[us];
        let untouchable = ours | (self.sides[them] & self.roles[KING_]);
        let occupied = self.occupied();
        let king = self.our_king();
        let king_bit = bit(king);
        let checkers = self.attackers(them, king, occupied);
        list.set_context(us == WHITE, king & 7 == 4);

        // The king, off the squares attacked once it has left its own.
        let king_to = self.king_steps(king, untouchable);
        list.push(Kind::Normal, king, king_to);
        if checkers & checkers.wrapping_sub(1) != 0 {
            return;
        }

        let target = if checkers == 0 {
            !untouchable
        } else {
            #[allow(clippy::cast_possible_truncation, reason = "below 64")]
            let checker = checkers.trailing_zeros() as u8;
            (between(king, checker) | checkers) & !untouchable
        };
        let pinned = self.pinned(king);

        let pawns = ours & self.roles[PAWN_];
        list.set_pawns(self.pawn_moves(pawns, pinned, king, target));
        if self.ep != NO_SQUARE {
            for from in Squares(PAWN[them][self.ep as usize] & pawns) {
                if self.en_passant_safe(king, from) {
                    list.push(Kind::EnPassant, from, bit(self.ep));
                }
            }
        }
        // Each kind in its own loop, without a branch on the kind.
        let restrict = |from: u8, to: Bits| {
            if pinned & bit(from) != 0 {
                to & line(king, from)
            } else {
                to
            }
        };
        for from in Squares(ours & self.roles[KNIGHT_] & !pinned) {
            list.push(Kind::Normal, from, KNIGHT[from as usize] & target);
        }
        for from in Squares(ours & self.roles[BISHOP_]) {
            list.push(
                Kind::Normal,
                from,
                restrict(from, bishop(from, occupied) & target),
            );
        }
        for from in Squares(ours & self.roles[ROOK_]) {
            list.push(
                Kind::Normal,
                from,
                restrict(from, rook(from, occupied) & target),
            );
        }
        for from in Squares(ours & self.roles[QUEEN_]) {
            let to = (bishop(from, occupied) | rook(from, occupied)) & target;
            list.push(Kind::Normal, from, restrict(from, to));
        }
        if checkers == 0 {
            let rooks = self.castling & ours & self.roles[ROOK_] & Self::back_rank(us);
            if king_bit & Self::back_rank(us) != 0 {
                for rook in Squares(rooks) {
                    if self.may_castle(king, rook) {
                        list.push(Kind::Castle, king, bit(rook));
                    }
                }
            }
        }
        if self.crazyhouse {
            let drops = self.drop_targets(king, checkers);
            if drops != 0 {
                for role in PAWN_..KING_ {
                    if self.pockets[us][role] > 0 {
                        let to = if role == PAWN_ {
                            drops & !(RANK_1 | RANK_8)
                        } else {
                            drops
                        };
                        #[allow(clippy::cast_possible_truncation, reason = "below 6")]
                        list.push(Kind::Drop, role as u8, to);
                    }
                }
            }
        }
    }

    /// Plays a move the generator gave: `kind`, its origin (a dropped
    /// piece's kind for a drop), destination (the rook's square for
    /// castling) and promotion (a kind, or 0).
    pub(crate) fn play(&mut self, kind: Kind, from: u8, to: u8, promotion: usize) {
        let us = self.turn;
        let them = us ^ 1;
        let (from_bit, to_bit) = (bit(from), bit(to));
        match kind {
            Kind::Drop => {
                let role = from as usize % 5;
                self.sides[us] |= to_bit;
                self.roles[role] |= to_bit;
                self.pockets[us][role] = self.pockets[us][role].saturating_sub(1);
                self.ep = NO_SQUARE;
            }
            Kind::Castle => {
                let (king_to, rook_to) = Self::castling_targets(from, to);
                let moved = from_bit | to_bit;
                self.sides[us] ^= moved;
                self.roles[KING_] ^= from_bit;
                self.roles[ROOK_] ^= to_bit;
                self.promoted &= !moved;
                self.sides[us] |= bit(king_to) | bit(rook_to);
                self.roles[KING_] |= bit(king_to);
                self.roles[ROOK_] |= bit(rook_to);
                self.castling &= !Self::back_rank(us);
                self.ep = NO_SQUARE;
            }
            Kind::EnPassant => {
                let taken = bit((from & 0o70) | (to & 7));
                self.sides[them] ^= taken;
                self.roles[PAWN_] ^= taken;
                self.sides[us] ^= from_bit | to_bit;
                self.roles[PAWN_] ^= from_bit | to_bit;
                if self.crazyhouse {
                    self.pockets[us][PAWN_] = self.pockets[us][PAWN_].saturating_add(1);
                }
                self.ep = NO_SQUARE;
            }
            Kind::Normal | Kind::Pawn => {
                if self.sides[them] & to_bit != 0 {
                    if let Some(taken) = self.role_at(to) {
                        self.sides[them] ^= to_bit;
                        self.roles[taken] ^= to_bit;
                        if self.crazyhouse && taken != KING_ {
                            let pocket = if self.promoted & to_bit != 0 {
                                PAWN_
                            } else {
                                taken
                            };
                            self.pockets[us][pocket] = self.pockets[us][pocket].saturating_add(1);
                        }
                    }
                    self.promoted &= !to_bit;
                    self.castling &= !to_bit;
                }
                let role = self.role_at(from).unwrap_or(PAWN_);
                self.sides[us] ^= from_bit | to_bit;
                self.roles[role] ^= from_bit | to_bit;
                if self.promoted & from_bit != 0 {
                    self.promoted ^= from_bit | to_bit;
                }
                self.ep = NO_SQUARE;
                match role {
                    PAWN_ => {
                        if promotion != 0 {
                            self.roles[PAWN_] ^= to_bit;
                            self.roles[promotion % 6] |= to_bit;
                            if self.crazyhouse {
                                self.promoted |= to_bit;
                            }
                        } else if from ^ to == 16 {
                            self.ep = from.midpoint(to);
                        }
                    }
                    KING_ => self.castling &= !Self::back_rank(us),
                    _ => self.castling &= !from_bit,
                }
            }
        }
        self.turn = them;
    }

    /// The number of move paths `depth` plies deep.
    pub(crate) fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::new();
        self.generate(&mut list);
        if depth == 1 {
            return list.len() as u64;
        }
        let mut nodes = 0;
        for (kind, from, to, promotion) in list.raw() {
            let mut next = *self;
            next.play(kind, from, to, promotion);
            nodes += next.perft(depth - 1);
        }
        nodes
    }

    /// Whether the side to move's king is attacked.
    #[inline]
    pub(crate) const fn is_check(&self) -> bool {
        self.checkers() != 0
    }

    /// Whether the side to move has a legal move: the king's steps first
    /// (enough after most checks), then every move.
    pub(crate) fn has_moves(&self) -> bool {
        let them = self.turn ^ 1;
        let untouchable = self.sides[self.turn] | (self.sides[them] & self.roles[KING_]);
        if self.king_steps(self.our_king(), untouchable) != 0 {
            return true;
        }
        let mut list = MoveList::new();
        self.generate(&mut list);
        !list.is_empty()
    }
}

/// The line through two squares on one rank, file or diagonal, without
/// the first: where a pinned piece may still go.
#[inline]
fn line(king: u8, square: u8) -> Bits {
    let s = bit(square);
    let (k, q) = ((king & 63) as usize, (square & 63) as usize);
    if ROOK_RAYS[k] & s != 0 {
        (ROOK_RAYS[k] & ROOK_RAYS[q]) | s
    } else {
        (BISHOP_RAYS[k] & BISHOP_RAYS[q]) | s
    }
}

/// Whether `square` is on a side's pawns' start rank.
#[allow(dead_code)]
#[inline]
pub(super) const fn on_pawn_rank(side: usize, square: u8) -> bool {
    Sets::pawn_rank(side) & bit(square) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_sets_are_the_start_fens() {
        assert_eq!(Sets::from_fen(&Fen::START), Sets::START);
    }
}
