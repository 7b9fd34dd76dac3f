//! Shogi's binary positions and training records against cshogi: every
//! position of the vectors (`tests/scripts/binary_shogi.py`) written as
//! cshogi's `to_psfen` and `to_hcp` write it and read back, every
//! `PackedSfenValue` and HCPE record read with its fields and written back
//! byte for byte, one by one and as a file; a table of the bytes no
//! writer writes, each refused with its message; and mutated inputs, each
//! refused or written back as read.

use pin_runtime::shogi::{
    BinaryError, BinaryErrorKind, BinaryFormat, Hcpe, PackError, PackedSfenValue, Sfen, Square, Usi,
};
use pin_runtime::{Letter, Side};
use proptest::prelude::*;
use std::sync::LazyLock;

/// `<PackedSfen> <HCP> <SFEN>`, one position a line.
const POSITIONS: &str = include_str!("../../data/binary/shogi-positions.txt");
/// `<record> <score> <move> <raw move> <ply> <result> <SFEN>`.
const PSV: &str = include_str!("../../data/binary/shogi-psv.txt");
/// `<record> <eval> <move> <raw move> <result> <SFEN>`.
const HCPE: &str = include_str!("../../data/binary/shogi-hcpe.txt");

/// The lines of a vector file, without its comments.
fn lines(text: &'static str) -> impl Iterator<Item = &'static str> {
    text.lines().filter(|line| !line.starts_with('#'))
}

/// The bytes of a hex string.
fn hex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&text[at..at + 2], 16).unwrap())
        .collect()
}

/// The 32 bytes of a hex string.
fn hex32(text: &str) -> [u8; 32] {
    hex(text).try_into().unwrap()
}

/// A position of the vectors: the `PackedSfen`, the HCP and the SFEN.
type Position = ([u8; 32], [u8; 32], &'static str);

/// The positions of the vectors, read once.
fn positions() -> &'static [Position] {
    static POSITIONS_READ: LazyLock<Vec<Position>> = LazyLock::new(|| {
        lines(POSITIONS)
            .map(|line| {
                let mut parts = line.splitn(3, ' ');
                let packed = hex32(parts.next().unwrap());
                let hcp = hex32(parts.next().unwrap());
                (packed, hcp, parts.next().unwrap())
            })
            .collect()
    });
    &POSITIONS_READ
}

/// The bytes of the records of a vector file, read once per file.
fn records<const N: usize>(text: &'static str) -> Vec<[u8; N]> {
    lines(text)
        .map(|line| hex(line.split(' ').next().unwrap()).try_into().unwrap())
        .collect()
}

/// The bytes of the `PackedSfenValue` records and of the HCPE records.
type RecordBytes = (Vec<[u8; 40]>, Vec<[u8; 38]>);

/// The `PackedSfenValue` and HCPE records of the vectors.
fn record_bytes() -> &'static RecordBytes {
    static RECORDS: LazyLock<RecordBytes> = LazyLock::new(|| (records(PSV), records(HCPE)));
    &RECORDS
}

/// The move of a vector: `none`, or a USI move.
fn usi(text: &str) -> Option<Usi> {
    (text != "none").then(|| Usi::parse(text).unwrap())
}

#[test]
fn every_position_is_written_as_cshogi_writes_it_and_read_back() {
    let positions = positions();
    assert!(positions.len() > 9000, "{}", positions.len());
    for &(packed, hcp, text) in positions {
        let sfen = Sfen::parse(text).unwrap();
        assert_eq!(sfen.to_packed(), packed, "{text}");
        assert_eq!(sfen.try_to_packed(), Ok(packed), "{text}");
        assert_eq!(sfen.to_hcp(), hcp, "{text}");
        assert_eq!(sfen.try_to_hcp(), Ok(hcp), "{text}");
        let read = Sfen::from_packed(&packed).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(read, sfen.without_move_number(), "{text}");
        let read = Sfen::from_hcp(&hcp).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(read, sfen.without_move_number(), "{text}");
    }
}

#[test]
fn the_vectors_hold_handicaps_hands_and_promotions() {
    let sfens: Vec<&str> = positions().iter().map(|(_, _, text)| *text).collect();
    // The ten-piece handicap, the kings alone, all in a hand, and pieces of
    // every kind in hand and promoted.
    assert!(
        sfens
            .iter()
            .any(|text| text.starts_with("4k4/9/ppppppppp/"))
    );
    assert!(sfens.contains(&"4k4/9/9/9/9/9/9/9/4K4 b - 1"));
    assert!(sfens.contains(&"4k4/9/9/9/9/9/9/9/4K4 w 2R2B4G4S4N4L18P 1"));
    for token in [
        "R", "B", "G", "S", "N", "L", "P", "r", "b", "g", "s", "n", "l", "p",
    ] {
        let in_hand = |text: &&&str| text.split(' ').nth(2).unwrap().contains(token);
        assert!(sfens.iter().filter(in_hand).count() > 50, "{token} in hand");
    }
    for token in [
        "+R", "+B", "+S", "+N", "+L", "+P", "+r", "+b", "+s", "+n", "+l", "+p",
    ] {
        let count = sfens.iter().filter(|text| text.contains(token)).count();
        assert!(count > 25, "{token} on the board: {count}");
    }
}

#[test]
fn every_packed_sfen_value_is_read_with_its_fields_and_written_back() {
    let mut file = Vec::new();
    let mut expected = Vec::new();
    for line in lines(PSV) {
        let parts: Vec<&str> = line.splitn(7, ' ').collect();
        let bytes: [u8; 40] = hex(parts[0]).try_into().unwrap();
        let context = line;
        let record = PackedSfenValue::from_bytes(&bytes).unwrap_or_else(|e| panic!("{line}: {e}"));
        let score: i16 = parts[1].parse().unwrap();
        let raw_move: u16 = parts[3].parse().unwrap();
        let ply: u16 = parts[4].parse().unwrap();
        let result: i8 = parts[5].parse().unwrap();
        let sfen = Sfen::parse(parts[6]).unwrap();
        assert_eq!(record.sfen(), &sfen, "{context}");
        assert_eq!(record.sfen().to_string(), parts[6], "{context}");
        assert_eq!(record.score(), score, "{context}");
        assert_eq!(record.raw_move(), raw_move, "{context}");
        assert_eq!(record.usi(), usi(parts[2]), "{context}");
        assert_eq!(record.ply(), ply, "{context}");
        let winner = match result {
            1 => Some(sfen.turn()),
            -1 => Some(sfen.turn().flipped()),
            _ => None,
        };
        assert_eq!(record.winner(), winner, "{context}");
        assert_eq!(record.to_bytes(), bytes, "{context}");
        let built = PackedSfenValue::new(sfen, ply)
            .unwrap()
            .with_score(score)
            .with_usi(usi(parts[2]))
            .with_winner(winner);
        assert_eq!(built, record, "{context}");
        assert_eq!(built.to_bytes(), bytes, "{context}");
        file.extend(bytes);
        expected.push(record);
    }
    assert!(expected.len() > 3000, "{}", expected.len());
    let read: Vec<PackedSfenValue> = PackedSfenValue::records(&file)
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(read, expected);
    assert_eq!(PackedSfenValue::records(&file).len(), expected.len());
    // A tail cut off is refused, naming the record.
    let cut = &file[..file.len() - 1];
    let mut records = PackedSfenValue::records(cut);
    assert_eq!(records.len(), expected.len());
    let last = records.by_ref().last().unwrap().unwrap_err();
    assert_eq!(last.record(), Some(expected.len() - 1));
    assert_eq!(last.index(), cut.len() - 39);
    assert_eq!(last.kind(), BinaryErrorKind::Truncated { len: 39 });
    assert!(records.next().is_none());
}

#[test]
fn every_hcpe_is_read_with_its_fields_and_written_back() {
    let mut file = Vec::new();
    let mut expected = Vec::new();
    for line in lines(HCPE) {
        let parts: Vec<&str> = line.splitn(6, ' ').collect();
        let bytes: [u8; 38] = hex(parts[0]).try_into().unwrap();
        let context = line;
        let record = Hcpe::from_bytes(&bytes).unwrap_or_else(|e| panic!("{line}: {e}"));
        let score: i16 = parts[1].parse().unwrap();
        let raw_move: u16 = parts[3].parse().unwrap();
        let winner = match parts[4] {
            "0" => None,
            "1" => Some(Side::First),
            "2" => Some(Side::Second),
            other => panic!("{other}"),
        };
        let sfen = Sfen::parse(parts[5]).unwrap().without_move_number();
        assert_eq!(record.sfen(), &sfen, "{context}");
        assert_eq!(record.score(), score, "{context}");
        assert_eq!(record.raw_move(), raw_move, "{context}");
        assert_eq!(record.usi(), usi(parts[2]), "{context}");
        assert_eq!(record.winner(), winner, "{context}");
        assert_eq!(record.to_bytes(), bytes, "{context}");
        let built = Hcpe::new(sfen)
            .unwrap()
            .with_score(score)
            .with_usi(usi(parts[2]))
            .with_winner(winner);
        assert_eq!(built, record, "{context}");
        file.extend(bytes);
        expected.push(record);
    }
    assert!(expected.len() > 3000, "{}", expected.len());
    let read: Vec<Hcpe> = Hcpe::records(&file).collect::<Result<_, _>>().unwrap();
    assert_eq!(read, expected);
    let cut = &file[..file.len() - 37];
    let last = Hcpe::records(cut).last().unwrap().unwrap_err();
    assert_eq!(
        (last.record(), last.index(), last.kind()),
        (
            Some(expected.len() - 1),
            cut.len() - 1,
            BinaryErrorKind::Truncated { len: 1 }
        )
    );
}

/// The start's `PackedSfen` and HCP, changed by `change`.
fn start_with(change: impl Fn(&mut [u8; 32])) -> ([u8; 32], [u8; 32]) {
    let mut packed = Sfen::START.to_packed();
    let mut hcp = Sfen::START.to_hcp();
    change(&mut packed);
    change(&mut hcp);
    (packed, hcp)
}

/// The error of `bytes` read as `PackedSfen`, and as HCP.
fn errors(bytes: ([u8; 32], [u8; 32])) -> (BinaryError, BinaryError) {
    (
        Sfen::from_packed(&bytes.0).unwrap_err(),
        Sfen::from_hcp(&bytes.1).unwrap_err(),
    )
}

#[test]
fn kings_no_writer_writes_are_refused() {
    // Sente's king (bits 1 to 7) on 81, the writers' mark of a missing one.
    let (packed, hcp) = errors(start_with(|bytes| bytes[0] = (bytes[0] & 1) + 2 * 81));
    assert_eq!(
        packed.kind(),
        BinaryErrorKind::MissingKing { side: Side::First }
    );
    assert_eq!(
        (packed.format(), packed.index(), packed.record()),
        (BinaryFormat::PackedSfen, 0, None)
    );
    assert_eq!(hcp.kind(), packed.kind());
    assert_eq!(
        hcp.to_string(),
        "invalid HCP at byte 0: expected the square of sente's king (0 to 80), found 81, \
         a missing king: HCP holds one king a side"
    );
    // Gote's king (bits 8 to 14) on 127.
    let (packed, hcp) = errors(start_with(|bytes| bytes[1] |= 0x7f));
    assert_eq!(
        packed.kind(),
        BinaryErrorKind::KingSquare {
            side: Side::Second,
            found: 127
        }
    );
    assert_eq!(hcp.index(), 1);
    assert_eq!(
        packed.to_string(),
        "invalid PackedSfen at byte 1: expected the square of gote's king (0 to 80), found 127"
    );
    // Both kings on 5i: a second king where the first stands.
    let (packed, hcp) = errors(start_with(|bytes| {
        let sente = bytes[0] >> 1;
        bytes[1] = bytes[1] & 0x80 | sente;
    }));
    let square = Square::parse("5i").unwrap();
    assert_eq!(packed.kind(), BinaryErrorKind::KingsOnOneSquare { square });
    assert_eq!(hcp.kind(), packed.kind());
    assert_eq!(
        packed.to_string(),
        "invalid PackedSfen at byte 1: expected the two kings on two squares, found both on 5i"
    );
}

/// 32 bytes of a stream of `0` and `1` in the order the formats read
/// them (from the lowest bit of byte 0), spaces skipped, 0 after its end.
fn bytes_of(stream: &str) -> [u8; 32] {
    let mut bytes = [0; 32];
    for (at, bit) in stream.bytes().filter(|&bit| bit != b' ').enumerate() {
        if bit == b'1' {
            bytes[at / 8] |= 1 << (at % 8);
        }
    }
    bytes
}

/// The 7 bits of a square's number, first the lowest.
fn square(number: u8) -> String {
    (0..7)
        .map(|bit| if number >> bit & 1 == 1 { '1' } else { '0' })
        .collect()
}

/// The stream of the kings alone on 5i and 5a, sente to move, the 79
/// other squares empty, then `tail`.
fn kings_then(tail: &str) -> [u8; 32] {
    bytes_of(&format!(
        "0 {} {} {} {tail}",
        square(44),
        square(36),
        "0".repeat(79)
    ))
}

/// The piece box of the whole set but the kings, in `PackedSfen`'s codes,
/// pawns first (`010` each).
fn packed_box(pawns: usize) -> String {
    piece_box(
        pawns,
        ["10010", "10110", "11010", "11011", "1111010", "1111110"],
    )
}

/// The piece box of the whole set but the kings, in HCP's codes.
fn hcp_box(pawns: usize) -> String {
    piece_box(
        pawns,
        ["10010", "11010", "10110", "10111", "1111000", "1111010"],
    )
}

/// A piece box: `pawns` pawns (`010` in both formats), then the whole
/// set of the other kinds in these codes, `L N S G B R`.
fn piece_box(pawns: usize, codes: [&str; 6]) -> String {
    let [lance, knight, silver, gold, bishop, rook] = codes;
    format!(
        "{}{}{}{}{}{}{}",
        "010".repeat(pawns),
        lance.repeat(4),
        knight.repeat(4),
        silver.repeat(4),
        gold.repeat(4),
        bishop.repeat(2),
        rook.repeat(2),
    )
}

#[test]
fn the_stream_helpers_write_as_the_writers_write() {
    let kings = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
    assert_eq!(kings_then(&packed_box(18)), kings.to_packed());
    assert_eq!(kings_then(&hcp_box(18)), kings.to_hcp());
}

#[test]
fn pieces_no_writer_writes_are_refused() {
    // The second piece of the box made a pawn in sente's hand (`000`).
    let order = kings_then(&format!("010 000 {}", &packed_box(18)[6..]));
    let err = Sfen::from_packed(&order).unwrap_err();
    let kind = BinaryErrorKind::Order {
        found: Some(Side::First),
        piece: Letter::P,
        after: None,
        after_piece: Letter::P,
    };
    assert_eq!((err.kind(), err.index()), (kind, 97 / 8));
    assert_eq!(
        err.to_string(),
        "invalid PackedSfen at byte 12: expected sente's hand, gote's hand, then the piece box, \
         each in the order P L N S G B R, found P of sente's hand after P of the piece box"
    );
    assert_eq!(Sfen::from_hcp(&order).unwrap_err().kind(), err.kind());
    // A promoted pawn of gote (`011`): YaneuraOu reads it as a piece of the
    // box, cshogi refuses it, as does HCP.
    let promoted = kings_then(&format!("011 {}", &packed_box(18)[3..]));
    let err = Sfen::from_packed(&promoted).unwrap_err();
    let kind = BinaryErrorKind::Code {
        bits: 0b110,
        len: 3,
    };
    assert_eq!((err.kind(), err.index()), (kind, 11));
    assert_eq!(
        err.to_string(),
        "invalid PackedSfen at byte 11: expected a piece in hand or in the piece box, found the \
         bits 011, which begin no code of PackedSfen"
    );
    assert_eq!(Sfen::from_hcp(&promoted).unwrap_err().kind(), err.kind());
    // A promoted lance of gote in the box (`10011`), which YaneuraOu reads.
    let lance = kings_then(&format!("{} 10011", "010".repeat(18)));
    let err = Sfen::from_packed(&lance).unwrap_err();
    let kind = BinaryErrorKind::Code {
        bits: 0b11001,
        len: 5,
    };
    assert_eq!((err.kind(), err.index()), (kind, 18));
    // A 19th pawn.
    let pawns = kings_then(&"010".repeat(19));
    let err = Sfen::from_packed(&pawns).unwrap_err();
    let kind = BinaryErrorKind::TooMany {
        piece: Letter::P,
        max: 18,
    };
    assert_eq!((err.kind(), err.index()), (kind, (94 + 54) / 8));
    assert_eq!(
        err.to_string(),
        "invalid PackedSfen at byte 18: expected at most 18 P (on the board, in hand and in the \
         piece box, promoted or not), found one more"
    );
    assert_eq!(Sfen::from_hcp(&pawns).unwrap_err().kind(), err.kind());
    // A fifth gold on the board (`111100` in both formats), at bit 39.
    let golds = bytes_of(&format!(
        "0 {} {} {}",
        square(44),
        square(36),
        "111100".repeat(5)
    ));
    for err in [
        Sfen::from_packed(&golds).unwrap_err(),
        Sfen::from_hcp(&golds).unwrap_err(),
    ] {
        let kind = BinaryErrorKind::TooMany {
            piece: Letter::G,
            max: 4,
        };
        assert_eq!((err.kind(), err.index()), (kind, 4));
    }
    // One box pawn less, and three bits that begin a longer code.
    let left = kings_then(&format!("{} 111", packed_box(17)));
    let err = Sfen::from_packed(&left).unwrap_err();
    assert_eq!(
        (err.kind(), err.index()),
        (BinaryErrorKind::LeftOver { bits: 3 }, 31)
    );
    assert_eq!(
        err.to_string(),
        "invalid PackedSfen at byte 31: expected a whole code in the last 3 bits, found the \
         start of a longer one"
    );
    let left = kings_then(&format!("{} 111", hcp_box(17)));
    assert_eq!(Sfen::from_hcp(&left).unwrap_err().kind(), err.kind());
}

#[test]
fn positions_the_formats_cannot_hold_are_refused() {
    let tsume = Sfen::parse("8k/9/8P/9/9/9/9/9/9 b G 1").unwrap();
    assert_eq!(
        tsume.try_to_packed(),
        Err(PackError::NoKing { side: Side::First })
    );
    assert_eq!(
        tsume.try_to_hcp(),
        Err(PackError::NoKing { side: Side::First })
    );
    assert_eq!((tsume.to_packed(), tsume.to_hcp()), ([0; 32], [0; 32]));
    let no_gote = Sfen::parse("9/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
    assert_eq!(
        no_gote.try_to_packed(),
        Err(PackError::NoKing { side: Side::Second })
    );
    let two = Sfen::parse("4k3k/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
    let err = two.try_to_packed().unwrap_err();
    assert_eq!(
        err,
        PackError::SecondKing {
            side: Side::Second,
            square: Square::parse("5a").unwrap()
        }
    );
    assert_eq!(
        err.to_string(),
        "cannot write the position as PackedSfen or HCP: expected one king of gote, found a \
         second on 5a (e9)"
    );
    let golds = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b 3G2g 1").unwrap();
    let err = golds.try_to_hcp().unwrap_err();
    assert_eq!(
        err,
        PackError::TooMany {
            piece: Letter::G,
            count: 5,
            max: 4
        }
    );
    assert_eq!(
        err.to_string(),
        "cannot write the position as PackedSfen or HCP: expected at most 4 G (on the board and \
         in hand, promoted or not), found 5"
    );
    // Promoted pieces count as their kind.
    let pawns = Sfen::parse("4k4/9/9/9/9/9/9/+P8/4K4 b 18P 1").unwrap();
    assert_eq!(
        pawns.try_to_packed(),
        Err(PackError::TooMany {
            piece: Letter::P,
            count: 19,
            max: 18
        })
    );
    // Neither record holds such a position.
    assert_eq!(
        PackedSfenValue::new(tsume, 1),
        Err(PackError::NoKing { side: Side::First })
    );
    assert_eq!(
        Hcpe::new(golds),
        Err(PackError::TooMany {
            piece: Letter::G,
            count: 5,
            max: 4
        })
    );
}

#[test]
fn record_fields_no_writer_writes_are_refused() {
    let psv = PackedSfenValue::new(Sfen::START, 1).unwrap().to_bytes();
    let hcpe = Hcpe::new(Sfen::START).unwrap().to_bytes();
    let psv_error = |change: &dyn Fn(&mut [u8; 40])| {
        let mut bytes = psv;
        change(&mut bytes);
        PackedSfenValue::from_bytes(&bytes).unwrap_err()
    };
    let hcpe_error = |change: &dyn Fn(&mut [u8; 38])| {
        let mut bytes = hcpe;
        change(&mut bytes);
        Hcpe::from_bytes(&bytes).unwrap_err()
    };
    // The position's error, in the record's words.
    let err = psv_error(&|bytes| bytes[1] |= 0x7f);
    assert_eq!(
        (err.format(), err.index()),
        (BinaryFormat::PackedSfenValue, 1)
    );
    assert!(
        err.to_string()
            .starts_with("invalid PackedSfenValue at byte 1: ")
    );
    let err = hcpe_error(&|bytes| bytes[1] |= 0x7f);
    assert!(
        err.to_string().starts_with("invalid HCPE at byte 1: "),
        "{err}"
    );
    // Moves: to a square off the board, to its own square, a promoting
    // drop, a drop of piece 8, and in cshogi's form bit 15.
    // A move's 16 bits: the destination, the origin times 128, the flags.
    let raw = |to: u16, from: u16, flags: u16| to + 128 * from + flags;
    let (drop, promote) = (0x4000, 0x8000);
    let moves: [(u16, u16); 5] = [
        (raw(81, 0, 0), raw(81, 0, 0)),
        (raw(10, 10, 0), raw(10, 10, 0)),
        (raw(40, 1, drop + promote), raw(40, 81, promote / 2)),
        (raw(40, 8, drop), raw(40, 88, 0)),
        (raw(40, 81, 0), raw(40, 50, promote)),
    ];
    for (yaneuraou, cshogi) in moves {
        let err = psv_error(&|bytes| bytes[34..36].copy_from_slice(&yaneuraou.to_le_bytes()));
        assert_eq!(
            (err.kind(), err.index()),
            (BinaryErrorKind::Move { raw: yaneuraou }, 34)
        );
        let err = hcpe_error(&|bytes| bytes[34..36].copy_from_slice(&cshogi.to_le_bytes()));
        assert_eq!(
            (err.kind(), err.index()),
            (BinaryErrorKind::Move { raw: cshogi }, 34)
        );
    }
    let err = psv_error(&|bytes| bytes[34..36].copy_from_slice(&81_u16.to_le_bytes()));
    assert_eq!(
        err.to_string(),
        "invalid PackedSfenValue at byte 34: expected a move, none or null in YaneuraOu's \
         Move16, found 0x0051"
    );
    // Results and padding.
    let err = psv_error(&|bytes| bytes[38] = 0x80);
    assert_eq!(
        (err.kind(), err.index()),
        (BinaryErrorKind::GameResult { found: -128 }, 38)
    );
    let err = hcpe_error(&|bytes| bytes[36] = 3);
    assert_eq!(
        (err.kind(), err.index()),
        (BinaryErrorKind::GameResult { found: 3 }, 36)
    );
    assert_eq!(
        err.to_string(),
        "invalid HCPE at byte 36: expected a game result of 0, 1 or 2 (a draw, sente won, gote \
         won), found 3"
    );
    let err = psv_error(&|bytes| bytes[39] = 1);
    assert_eq!(
        (err.kind(), err.index()),
        (BinaryErrorKind::Padding { found: 1 }, 39)
    );
    assert_eq!(
        err.to_string(),
        "invalid PackedSfenValue at byte 39: expected a padding byte of 0, found 0x01"
    );
    let err = hcpe_error(&|bytes| bytes[37] = 0xff);
    assert_eq!(
        (err.kind(), err.index()),
        (BinaryErrorKind::Padding { found: 0xff }, 37)
    );
}

#[test]
fn special_moves_read_as_written() {
    let record = PackedSfenValue::new(Sfen::START, 1).unwrap();
    for (raw, usi) in [(0, None), (129, Some(Usi::NULL)), (258, None), (387, None)] {
        let mut bytes = record.to_bytes();
        bytes[34..36].copy_from_slice(&u16::to_le_bytes(raw));
        let read = PackedSfenValue::from_bytes(&bytes).unwrap();
        assert_eq!((read.raw_move(), read.usi()), (raw, usi));
        assert_eq!(read.to_bytes(), bytes);
    }
    assert_eq!(record.with_usi(Some(Usi::NULL)).raw_move(), 129);
    let record = Hcpe::new(Sfen::START).unwrap();
    for (raw, usi) in [(0, None), (129, Some(Usi::NULL))] {
        let mut bytes = record.to_bytes();
        bytes[34..36].copy_from_slice(&u16::to_le_bytes(raw));
        let read = Hcpe::from_bytes(&bytes).unwrap();
        assert_eq!((read.raw_move(), read.usi()), (raw, usi));
    }
    // Resigning and winning are YaneuraOu's, not cshogi's.
    let mut bytes = record.to_bytes();
    bytes[34..36].copy_from_slice(&258_u16.to_le_bytes());
    assert!(Hcpe::from_bytes(&bytes).is_err());
}

/// A vector's bytes with bits flipped: `flips` of (byte, bit).
fn flipped<const N: usize>(mut bytes: [u8; N], flips: &[(usize, u8)]) -> [u8; N] {
    for &(at, bit) in flips {
        bytes[at % N] ^= 1 << (bit % 8);
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn any_32_bytes_are_refused_or_written_back(bytes in any::<[u8; 32]>()) {
        if let Ok(sfen) = Sfen::from_packed(&bytes) {
            prop_assert_eq!(sfen.to_packed(), bytes);
        }
        if let Ok(sfen) = Sfen::from_hcp(&bytes) {
            prop_assert_eq!(sfen.to_hcp(), bytes);
        }
    }

    #[test]
    fn mutated_positions_are_refused_or_written_back(
        line in 0..9000usize,
        flips in prop::collection::vec((0..32usize, 0..8u8), 1..4),
    ) {
        let positions = positions();
        let (packed, hcp, _) = positions[line % positions.len()];
        let packed = flipped(packed, &flips);
        if let Ok(sfen) = Sfen::from_packed(&packed) {
            prop_assert_eq!(sfen.to_packed(), packed);
        }
        let hcp = flipped(hcp, &flips);
        if let Ok(sfen) = Sfen::from_hcp(&hcp) {
            prop_assert_eq!(sfen.to_hcp(), hcp);
        }
    }

    #[test]
    fn mutated_records_are_refused_or_written_back(
        line in 0..3000usize,
        flips in prop::collection::vec((0..40usize, 0..8u8), 1..4),
    ) {
        let (psv, hcpe) = record_bytes();
        let bytes = flipped(psv[line % psv.len()], &flips);
        if let Ok(record) = PackedSfenValue::from_bytes(&bytes) {
            prop_assert_eq!(record.to_bytes(), bytes);
        }
        let bytes = flipped(hcpe[line % hcpe.len()], &flips);
        if let Ok(record) = Hcpe::from_bytes(&bytes) {
            prop_assert_eq!(record.to_bytes(), bytes);
        }
    }
}
