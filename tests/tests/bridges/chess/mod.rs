//! `pin_runtime::chess`: FEN read into a FEEN position and written back,
//! against `shakmaty` 0.30 and against oracles written here.

mod agreement;
mod binary;
mod engine;
mod epd;
mod exhaustive;
mod literal;
mod pgn;
mod pgn_write;
mod real_san;
mod rejection;
mod round_trip;
mod rules;
mod san;

use std::fmt::Write as _;

use pin_runtime::chess::{Fen, Pockets};
use pin_runtime::{Epin, Side, State};

/// A board as the tests build it: row 0 is rank 8, each square a FEN
/// letter and whether it is promoted (`~`).
pub(super) type TestBoard = [[Option<(u8, bool)>; 8]; 8];

/// The board field of a test board.
pub(super) fn board_text(board: &TestBoard) -> String {
    crate::placement(board, '~', false)
}

/// A test board from a board field written without `~` or pockets.
pub(super) fn test_board(field: &str) -> TestBoard {
    let mut board = [[None; 8]; 8];
    for (row, rank) in field.split('/').enumerate() {
        let mut file = 0;
        let bytes = rank.as_bytes();
        for (i, &byte) in bytes.iter().enumerate() {
            match byte {
                b'1'..=b'8' => file += usize::from(byte - b'0'),
                b'~' => {}
                _ => {
                    let promoted = bytes.get(i + 1) == Some(&b'~');
                    board[row][file] = Some((byte, promoted));
                    file += 1;
                }
            }
        }
    }
    board
}

/// A small deterministic generator (`SplitMix64`), seeded by proptest so a
/// failing case is reported with its seed.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    pub(super) fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap_or(0)
    }

    /// `true` with `percent` percent chance.
    pub(super) fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One of `items`.
    pub(super) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// A generated FEN.
pub(super) struct Generated {
    pub(super) text: String,
}

/// How the castling rights of a generated FEN are written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Rights {
    /// `K`/`Q` for the outermost rook, file letters for inner ones, in
    /// canonical order.
    XFen,
    /// Every right by its file letter, in canonical order.
    Shredder,
    /// A mix of both and any order: read, but not written back so.
    Any,
}

/// A random FEN of a legal-looking position: kings mostly on their back
/// ranks, rooks beside them, any pieces elsewhere, a subset of the rights
/// the rooks allow, an en-passant square where a pawn could just have
/// advanced, sometimes promoted pieces and crazyhouse pockets, clocks or
/// none (EPD). Canonical but for `rights` other than X-FEN and pockets
/// shuffled when `shuffle`.
#[allow(
    clippy::too_many_lines,
    reason = "one generator, field after field, reads best in one piece"
)]
#[allow(
    clippy::needless_range_loop,
    reason = "rows and files are coordinates here, as in the rules"
)]
pub(super) fn random_fen(rng: &mut Rng, rights: Rights, shuffle: bool) -> Generated {
    let mut board: TestBoard = [[None; 8]; 8];
    let free = |board: &TestBoard, rng: &mut Rng, row: Option<usize>| loop {
        let r = row.unwrap_or_else(|| rng.below(8));
        let f = rng.below(8);
        if board[r][f].is_none() {
            return (r, f);
        }
    };
    for (king, back) in [(b'K', 7), (b'k', 0)] {
        let row = rng.chance(80).then_some(back);
        let (r, f) = free(&board, rng, row);
        board[r][f] = Some((king, false));
        // Rooks beside the king on its back rank.
        for file in 0..8 {
            if board[back][file].is_none() && rng.chance(30) {
                let rook = if king == b'K' { b'R' } else { b'r' };
                board[back][file] = Some((rook, rng.chance(5)));
            }
        }
    }
    let density = rng.below(70);
    for row in 0..8 {
        for file in 0..8 {
            if board[row][file].is_some() || !rng.chance(density) {
                continue;
            }
            let letter = rng.pick(b"QRBNPPPPQRBNPPPP");
            if letter == b'P' && (row == 0 || row == 7) && !rng.chance(5) {
                continue;
            }
            let letter = if rng.chance(50) {
                letter.to_ascii_lowercase()
            } else {
                letter
            };
            let promoted = !letter.eq_ignore_ascii_case(&b'P') && rng.chance(8);
            board[row][file] = Some((letter, promoted));
        }
    }
    let white_to_move = rng.chance(50);

    // Castling rights: at most one per side of a king alone on its back rank.
    let mut castling = Vec::new();
    for (king, rook, back) in [(b'K', b'R', 7), (b'k', b'r', 0)] {
        let kings: Vec<usize> = (0..8)
            .filter(|&f| board[back][f].is_some_and(|(l, _)| l == king))
            .collect();
        let [king_file] = kings[..] else { continue };
        let is_rook = |f: usize| board[back][f].is_some_and(|(l, _)| l == rook);
        let castles = |f: usize| board[back][f] == Some((rook, false));
        for h_side in [true, false] {
            let files: Vec<usize> = if h_side {
                (king_file + 1..8).rev().collect()
            } else {
                (0..king_file).collect()
            };
            let candidates: Vec<usize> = files.iter().copied().filter(|&f| castles(f)).collect();
            if candidates.is_empty() || !rng.chance(60) {
                continue;
            }
            let file = rng.pick(&candidates);
            let outermost = files.iter().copied().find(|&f| is_rook(f)) == Some(file);
            let by_file = match rights {
                Rights::XFen => !outermost,
                Rights::Shredder => true,
                Rights::Any => !outermost || rng.chance(50),
            };
            let letter = if by_file {
                b'A' + u8::try_from(file).unwrap_or(0)
            } else if h_side {
                b'K'
            } else {
                b'Q'
            };
            let case = if king == b'k' { 0x20 } else { 0 };
            castling.push(letter | case);
        }
    }
    if rights == Rights::Any {
        for i in (1..castling.len()).rev() {
            castling.swap(i, rng.below(i + 1));
        }
    }

    // The en-passant square: behind a pawn of the side that just moved
    // that stands where a double step takes it, both squares behind empty.
    let (pawn, row, behind, rank) = if white_to_move {
        (b'p', 3, [2, 1], '6')
    } else {
        (b'P', 4, [5, 6], '3')
    };
    let candidates: Vec<usize> = (0..8)
        .filter(|&f| {
            board[row][f] == Some((pawn, false))
                && board[behind[0]][f].is_none()
                && board[behind[1]][f].is_none()
        })
        .collect();
    let en_passant = if !candidates.is_empty() && rng.chance(60) {
        let file = rng.pick(&candidates);
        format!(
            "{}{rank}",
            char::from(b'a' + u8::try_from(file).unwrap_or(0))
        )
    } else {
        "-".to_string()
    };

    let mut text = board_text(&board);
    if rng.chance(15) {
        let pieces = board.iter().flatten().flatten().count();
        let held = rng.below(65 - pieces.min(64));
        let mut pocket: Vec<u8> = (0..held).map(|_| rng.pick(b"QRBNPqrbnp")).collect();
        if shuffle {
            for i in (1..pocket.len()).rev() {
                pocket.swap(i, rng.below(i + 1));
            }
        } else {
            let order = |l: &u8| {
                (
                    l.is_ascii_lowercase(),
                    b"QRBNP".iter().position(|p| *p == l.to_ascii_uppercase()),
                )
            };
            pocket.sort_by_key(order);
        }
        let pocket = String::from_utf8(pocket).unwrap_or_default();
        if rng.chance(70) {
            let _ = write!(text, "[{pocket}]");
        } else {
            let _ = write!(text, "/{pocket}");
        }
    }
    let castling = if castling.is_empty() {
        "-".to_string()
    } else {
        String::from_utf8(castling).unwrap_or_default()
    };
    let side = if white_to_move { 'w' } else { 'b' };
    let _ = write!(text, " {side} {castling} {en_passant}");
    if rng.chance(80) {
        let halfmove = match rng.below(3) {
            0 => 0,
            1 => rng.next() % 120,
            _ => rng.next() & u64::from(u32::MAX),
        };
        let fullmove = match rng.below(3) {
            0 => 1,
            1 => 1 + rng.next() % 300,
            _ => (rng.next() & u64::from(u32::MAX)).max(1),
        };
        let _ = write!(text, " {halfmove} {fullmove}");
    }
    Generated { text }
}

/// A FEN with one to three bytes replaced, inserted, deleted or doubled,
/// from the bytes FEN uses and a few it does not.
pub(crate) fn mutate(text: &str, rng: &mut Rng) -> String {
    const BYTES: &[u8] = b"KQRBNPkqrbnp0123456789/ -[]~wbABCDEFGHabcdefghi+_x\n";
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(bytes.len() + 1);
        match rng.below(4) {
            0 if at < bytes.len() => bytes[at] = rng.pick(BYTES),
            1 => bytes.insert(at, rng.pick(BYTES)),
            2 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ if at < bytes.len() => bytes.insert(at, bytes[at]),
            _ => bytes.push(rng.pick(BYTES)),
        }
    }
    String::from_utf8(bytes).unwrap_or_default()
}

/// What a FEN says, as both crates can tell it, squares numbered from a1
/// (0) to h8 (63).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Snapshot {
    pub(super) board: Vec<Option<char>>,
    pub(super) promoted: u64,
    pub(super) white_to_move: bool,
    pub(super) castling: u64,
    pub(super) en_passant: Option<u32>,
    /// Halfmove clock and fullmove number; `shakmaty`'s defaults (0, 1)
    /// for EPD.
    pub(super) clocks: (u32, u32),
    /// Counts of `Q R B N P q r b n p`.
    pub(super) pockets: Option<[u32; 10]>,
}

/// The square number of a board row and file.
fn square(row: usize, file: usize) -> u32 {
    u32::try_from((7 - row) * 8 + file).unwrap_or(u32::MAX)
}

/// What our `Fen` says.
pub(super) fn ours(fen: &Fen) -> Snapshot {
    let position = fen.position();
    let mut snapshot = Snapshot {
        board: vec![None; 64],
        promoted: 0,
        white_to_move: position.turn().is_first(),
        castling: 0,
        en_passant: None,
        clocks: (
            fen.halfmove_clock().unwrap_or(0),
            fen.fullmove_number().unwrap_or(1),
        ),
        pockets: None,
    };
    for (row, rank) in position.board().iter().enumerate() {
        for (file, piece) in rank.iter().enumerate() {
            let Some(piece) = piece else { continue };
            let index = square(row, file);
            snapshot.board[index as usize] = Some(piece.letter_char());
            let pawn = piece.letter_char().eq_ignore_ascii_case(&'p');
            match piece.state() {
                State::Enhanced if !pawn => snapshot.promoted |= 1 << index,
                State::Diminished if pawn => {
                    // The square the pawn passed, one rank behind it.
                    let behind = if piece.is_first() {
                        index - 8
                    } else {
                        index + 8
                    };
                    snapshot.en_passant = Some(behind);
                }
                State::Diminished => snapshot.castling |= 1 << index,
                _ => {}
            }
        }
    }
    if fen.pockets() != Pockets::Absent {
        let mut counts = [0; 10];
        for (i, letter) in ["Q", "R", "B", "N", "P", "q", "r", "b", "n", "p"]
            .iter()
            .enumerate()
        {
            let piece = Epin::parse(letter).expect("a token");
            let side = if i < 5 { Side::First } else { Side::Second };
            counts[i] = position.hand(side).count(piece);
        }
        snapshot.pockets = Some(counts);
    }
    snapshot
}

/// What `shakmaty`'s setup says.
pub(super) fn theirs(setup: &shakmaty::Setup) -> Snapshot {
    let board = (0..64)
        .map(|i| {
            setup
                .board
                .piece_at(shakmaty::Square::new(i))
                .map(shakmaty::Piece::char)
        })
        .collect();
    let pockets = setup.pockets.as_ref().map(|pockets| {
        let count = |side: &shakmaty::ByRole<u8>| {
            [side.queen, side.rook, side.bishop, side.knight, side.pawn].map(u32::from)
        };
        let [white, black] = [count(&pockets.white), count(&pockets.black)];
        let mut counts = [0; 10];
        counts[..5].copy_from_slice(&white);
        counts[5..].copy_from_slice(&black);
        counts
    });
    Snapshot {
        board,
        promoted: setup.promoted.0,
        white_to_move: setup.turn == shakmaty::Color::White,
        castling: setup.castling_rights.0,
        en_passant: setup.ep_square.map(u32::from),
        clocks: (setup.halfmoves, setup.fullmoves.get()),
        pockets,
    }
}

/// Our reading of a text, with `FromStr` and `TryFrom` checked to agree.
pub(super) fn parse(text: &str) -> Result<Fen, pin_runtime::chess::FenError> {
    let parsed = Fen::parse(text);
    assert_eq!(text.parse::<Fen>(), parsed, "FromStr of {text:?}");
    assert_eq!(Fen::try_from(text), parsed, "TryFrom of {text:?}");
    parsed
}
