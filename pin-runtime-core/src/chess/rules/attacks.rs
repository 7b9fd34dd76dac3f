//! Bitboards of the 8×8 board (bit `rank * 8 + file`, a1 = 0) and the
//! squares each piece attacks: tables of 64 entries for the leapers, and
//! the sliders' rays read from the occupancy by subtraction (each file and
//! diagonal crosses a rank once, so reversing the bytes reverses the
//! line) and from a table of 8 × 64 entries for the ranks.

/// A set of squares: bit `rank * 8 + file`.
pub(super) type Bits = u64;

/// The set of one square.
#[inline]
pub(super) const fn bit(square: u8) -> Bits {
    1 << (square & 63)
}

/// The a-file.
pub(super) const FILE_A: Bits = 0x0101_0101_0101_0101;

/// Rank 1.
pub(super) const RANK_1: Bits = 0xFF;

/// Rank 8.
pub(super) const RANK_8: Bits = 0xFF << 56;

/// The squares a step of `(df, dr)` from `square` reaches, if on the board.
const fn step(square: u8, df: i8, dr: i8) -> Bits {
    let file = (square % 8).cast_signed() + df;
    let rank = (square / 8).cast_signed() + dr;
    if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
        #[allow(clippy::cast_sign_loss, reason = "both checked on the board")]
        let to = (rank * 8 + file) as u8;
        bit(to)
    } else {
        0
    }
}

/// For every square, the union of the steps of `deltas` from it.
const fn leaper(deltas: &[(i8, i8)]) -> [Bits; 64] {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        let mut i = 0;
        while i < deltas.len() {
            table[square as usize] |= step(square, deltas[i].0, deltas[i].1);
            i += 1;
        }
        square += 1;
    }
    table
}

/// For every square, the squares a knight there attacks.
pub(super) const KNIGHT: [Bits; 64] = leaper(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);

/// For every square, the squares a king there attacks.
pub(super) const KING: [Bits; 64] = leaper(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);

/// For each side (white, black) and square, the squares a pawn of that
/// side there attacks.
pub(super) const PAWN: [[Bits; 64]; 2] = [leaper(&[(-1, 1), (1, 1)]), leaper(&[(-1, -1), (1, -1)])];

/// For every square, the squares of a line through it in direction
/// `(df, dr)` both ways, the square itself left out.
const fn line(df: i8, dr: i8) -> [Bits; 64] {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        let mut mask = 0;
        let mut sign = -1;
        while sign <= 1 {
            let mut k = 1;
            while k < 8 {
                mask |= step(square, df * k * sign, dr * k * sign);
                k += 1;
            }
            sign += 2;
        }
        table[square as usize] = mask;
        square += 1;
    }
    table
}

/// The file through each square, the square left out.
const FILE: [Bits; 64] = line(0, 1);

/// The diagonal (a1–h8 direction) through each square, the square left out.
const DIAGONAL: [Bits; 64] = line(1, 1);

/// The anti-diagonal (a8–h1 direction) through each square, the square
/// left out.
const ANTI_DIAGONAL: [Bits; 64] = line(-1, 1);

/// For a rook on each file of a rank and each occupancy of the rank's six
/// inner squares (bits 1–6 of the rank, shifted down by one), the squares
/// of the rank it attacks.
const RANK_ATTACKS: [[u8; 64]; 8] = {
    let mut table = [[0; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            #[allow(clippy::cast_possible_truncation, reason = "below 128")]
            let occupied = (inner << 1) as u8;
            let mut attacks = 0u8;
            let mut f = file + 1;
            while f < 8 {
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            let mut f = file;
            while f > 0 {
                f -= 1;
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
            }
            table[file][inner] = attacks;
            inner += 1;
        }
        file += 1;
    }
    table
};

/// The squares a slider on `square` attacks along `mask` (a file or a
/// diagonal through it, itself left out), stopping at the first occupied
/// square each way.
#[inline]
const fn along(square: u8, occupied: Bits, mask: Bits) -> Bits {
    let on = occupied & mask;
    let piece = bit(square);
    let forward = on.wrapping_sub(piece.wrapping_mul(2));
    let backward = on
        .swap_bytes()
        .wrapping_sub(piece.swap_bytes().wrapping_mul(2))
        .swap_bytes();
    (forward ^ backward) & mask
}

/// The squares of its rank a rook on `square` attacks.
#[inline]
const fn rank_attacks(square: u8, occupied: Bits) -> Bits {
    let shift = (square & 0o70) as u32;
    let inner = ((occupied >> (shift + 1)) & 63) as usize;
    (RANK_ATTACKS[(square & 7) as usize][inner] as Bits) << shift
}

/// The squares a bishop on `square` attacks.
#[inline]
pub(super) const fn bishop(square: u8, occupied: Bits) -> Bits {
    let s = (square & 63) as usize;
    along(square, occupied, DIAGONAL[s]) | along(square, occupied, ANTI_DIAGONAL[s])
}

/// The squares a rook on `square` attacks.
#[inline]
pub(super) const fn rook(square: u8, occupied: Bits) -> Bits {
    along(square, occupied, FILE[(square & 63) as usize]) | rank_attacks(square, occupied)
}

/// For every square, the squares a rook there attacks on an empty board.
pub(super) const ROOK_RAYS: [Bits; 64] = {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        table[square] = FILE[square] | ((RANK_1 << (square & 0o70)) ^ (1 << square));
        square += 1;
    }
    table
};

/// For every square, the squares a bishop there attacks on an empty board.
pub(super) const BISHOP_RAYS: [Bits; 64] = {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        table[square] = DIAGONAL[square] | ANTI_DIAGONAL[square];
        square += 1;
    }
    table
};

/// The squares strictly between two squares on one line (rank, file or
/// diagonal), none when they share none: read from a table of 64 × 64
/// entries (32 KiB) built by [`segment`].
#[inline]
pub(super) const fn between(a: u8, b: u8) -> Bits {
    BETWEEN[(a & 63) as usize][(b & 63) as usize]
}

/// [`between`] for every pair of squares.
static BETWEEN: [[Bits; 64]; 64] = {
    let mut table = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            table[a as usize][b as usize] = segment(a, b);
            b += 1;
        }
        a += 1;
    }
    table
};

/// The squares strictly between two squares on one line (rank, file or
/// diagonal), none when they share none: the squares whose indices lie
/// between theirs, on the line through both.
const fn segment(a: u8, b: u8) -> Bits {
    let (a, b) = (a & 63, b & 63);
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    // The bits above `low` and below `high`.
    let range = (bit(high).wrapping_sub(1)) & !(bit(low).wrapping_mul(2).wrapping_sub(1));
    let s = a as usize;
    let target = bit(b);
    let line = if FILE[s] & target != 0 {
        FILE[s]
    } else if DIAGONAL[s] & target != 0 {
        DIAGONAL[s]
    } else if ANTI_DIAGONAL[s] & target != 0 {
        ANTI_DIAGONAL[s]
    } else if a >> 3 == b >> 3 {
        RANK_1 << (a & 0o70)
    } else {
        0
    };
    line & range
}

/// Iterates the squares of a set, lowest first.
#[derive(Clone)]
pub(super) struct Squares(pub(super) Bits);

impl Iterator for Squares {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        #[allow(clippy::cast_possible_truncation, reason = "below 64")]
        let square = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A slider's attacks found by walking each direction.
    fn walk(square: u8, occupied: Bits, directions: &[(i8, i8)]) -> Bits {
        let mut attacks = 0;
        for &(df, dr) in directions {
            let (mut f, mut r) = ((square % 8).cast_signed(), (square / 8).cast_signed());
            loop {
                f += df;
                r += dr;
                if !(0..8).contains(&f) || !(0..8).contains(&r) {
                    break;
                }
                let to = (r * 8 + f).cast_unsigned();
                attacks |= bit(to);
                if occupied & bit(to) != 0 {
                    break;
                }
            }
        }
        attacks
    }

    #[test]
    fn sliders_agree_with_walking() {
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occupied = seed & (seed >> 3);
            for square in 0..64 {
                let rook_dirs = [(1, 0), (-1, 0), (0, 1), (0, -1)];
                let bishop_dirs = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
                assert_eq!(rook(square, occupied), walk(square, occupied, &rook_dirs));
                assert_eq!(
                    bishop(square, occupied),
                    walk(square, occupied, &bishop_dirs)
                );
            }
        }
    }

    #[test]
    fn between_is_the_segment() {
        let directions = [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (-1, 1),
            (1, -1),
            (-1, -1),
        ];
        for a in 0..64u8 {
            for b in 0..64u8 {
                // Walk from `a` each way; the squares passed before `b`.
                let mut expected = 0;
                for &(df, dr) in &directions {
                    let (mut f, mut r, mut passed) =
                        ((a % 8).cast_signed(), (a / 8).cast_signed(), 0);
                    loop {
                        f += df;
                        r += dr;
                        if !(0..8).contains(&f) || !(0..8).contains(&r) {
                            break;
                        }
                        let to = (r * 8 + f).cast_unsigned();
                        if to == b {
                            expected = passed;
                            break;
                        }
                        passed |= bit(to);
                    }
                }
                assert_eq!(between(a, b), expected, "{a} {b}");
            }
        }
        assert_eq!(between(0, 63).count_ones(), 6);
        for square in 0..64u8 {
            assert_eq!(ROOK_RAYS[square as usize], rook(square, 0));
            assert_eq!(BISHOP_RAYS[square as usize], bishop(square, 0));
        }
        assert_eq!(between(0, 7), 0x7E);
    }
}
