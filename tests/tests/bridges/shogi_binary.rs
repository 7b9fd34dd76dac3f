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
use pin_runtime::{Epin, Letter, Side};
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

/// The kinds in the formats' order of errors, with the set's count of
/// each.
const KINDS_AND_SET: [(u8, Letter, u32); 7] = [
    (b'P', Letter::P, 18),
    (b'L', Letter::L, 4),
    (b'N', Letter::N, 4),
    (b'S', Letter::S, 4),
    (b'G', Letter::G, 4),
    (b'B', Letter::B, 2),
    (b'R', Letter::R, 2),
];

/// What the writers give for the SFEN `text`, read from the text alone:
/// the first side (sente, then gote) without one king (none, or the
/// second king in the formats' order of squares, 1a 1b … 9i), then the
/// first kind, `P L N S G B R`, of which the board (promoted or not) and
/// both hands hold more than the set; otherwise the bytes, which
/// `check_written` reads back.
fn expected_error(text: &str) -> Option<PackError> {
    let mut fields = text.split(' ');
    let ranks: Vec<Vec<Option<u8>>> = fields
        .next()
        .unwrap()
        .split('/')
        .map(|rank| {
            let mut squares = Vec::new();
            for byte in rank.bytes() {
                match byte {
                    b'1'..=b'9' => squares.extend((0..byte - b'0').map(|_| None)),
                    b'+' => {}
                    letter => squares.push(Some(letter)),
                }
            }
            squares
        })
        .collect();
    let hands = fields.nth(1).unwrap();
    // Kings, in the formats' order of squares: file 1 first, rank a first.
    let mut kings = [0; 2];
    let mut seconds = [None, None];
    for file in 1..=9u8 {
        for rank in 1..=9u8 {
            let side = match ranks[usize::from(rank - 1)][usize::from(9 - file)] {
                Some(b'K') => 0,
                Some(b'k') => 1,
                _ => continue,
            };
            kings[side] += 1;
            if kings[side] == 2 {
                seconds[side] = Square::new(file, rank);
            }
        }
    }
    for (side, owner) in [(0, Side::First), (1, Side::Second)] {
        if kings[side] == 0 {
            return Some(PackError::NoKing { side: owner });
        }
        if let Some(square) = seconds[side] {
            return Some(PackError::SecondKing {
                side: owner,
                square,
            });
        }
    }
    let mut totals = [0u32; 7];
    for byte in ranks.iter().flatten().flatten() {
        if let Some(kind) = KINDS_AND_SET
            .iter()
            .position(|&(letter, _, _)| letter == byte.to_ascii_uppercase())
        {
            totals[kind] += 1;
        }
    }
    let mut count = 0;
    for byte in hands.bytes() {
        match byte {
            b'-' => {}
            b'0'..=b'9' => count = count * 10 + u32::from(byte - b'0'),
            letter => {
                let kind = KINDS_AND_SET
                    .iter()
                    .position(|&(kind, _, _)| kind == letter.to_ascii_uppercase())
                    .unwrap();
                totals[kind] += count.max(1);
                count = 0;
            }
        }
    }
    KINDS_AND_SET
        .iter()
        .zip(totals)
        .find(|&(&(_, _, max), count)| count > max)
        .map(|(&(_, piece, max), count)| PackError::TooMany { piece, count, max })
}

/// Checks both writers on the SFEN `text` against [`expected_error`]: the
/// error when there is one (and 32 zero bytes from the infallible
/// writers), otherwise bytes that read back to the position.
fn check_written(text: &str) -> Result<(), TestCaseError> {
    let sfen = Sfen::parse(text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
    let expected = expected_error(text);
    let (packed, hcp) = (sfen.try_to_packed(), sfen.try_to_hcp());
    if let Some(error) = expected {
        prop_assert_eq!(packed, Err(error), "{}", text);
        prop_assert_eq!(hcp, Err(error), "{}", text);
        prop_assert_eq!(
            (sfen.to_packed(), sfen.to_hcp()),
            ([0; 32], [0; 32]),
            "{}",
            text
        );
    } else {
        let (Ok(packed), Ok(hcp)) = (packed, hcp) else {
            return Err(TestCaseError::fail(format!("{text}: {packed:?}, {hcp:?}")));
        };
        prop_assert_eq!((sfen.to_packed(), sfen.to_hcp()), (packed, hcp), "{}", text);
        let position = sfen.without_move_number();
        prop_assert_eq!(Sfen::from_packed(&packed), Ok(position), "{}", text);
        prop_assert_eq!(Sfen::from_hcp(&hcp), Ok(position), "{}", text);
    }
    Ok(())
}

/// The numbers of a test's positions, from a seed (splitmix64).
struct Draws(u64);

impl Draws {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        u32::try_from((z ^ (z >> 31)) % u64::from(n)).unwrap()
    }
}

/// An SFEN drawn from `seed`: kings mostly one a side (sometimes none,
/// two or three), the set or counts of the kinds near it, one over and
/// another under, far fewer or far more, each piece on the board
/// (promoted or not), in either hand or in the box; and sometimes counts
/// in hand as large as the 81 places allow.
fn drawn_sfen(seed: u64) -> String {
    const LETTERS: &[u8; 7] = b"PLNSGBR";
    const SET: [u32; 7] = [18, 4, 4, 4, 4, 2, 2];
    let mut draws = Draws(seed);
    let mut board = [[None::<(u8, bool)>; 9]; 9];
    let mut places: Vec<usize> = (0..81).collect();
    for i in (1..places.len()).rev() {
        places.swap(i, draws.below(u32::try_from(i).unwrap() + 1) as usize);
    }
    let mut place = |board: &mut [[Option<(u8, bool)>; 9]; 9], letter: u8, promoted: bool| {
        places
            .pop()
            .map(|at| board[at / 9][at % 9] = Some((letter, promoted)))
    };
    for king in [b'K', b'k'] {
        let kings = [0, 2, 3]
            .get(draws.below(20) as usize)
            .copied()
            .unwrap_or(1);
        for _ in 0..kings {
            place(&mut board, king, false);
        }
    }
    let mut counts = SET;
    match draws.below(6) {
        0 => {}
        1 => {
            counts[draws.below(7) as usize] += 1;
            let under = draws.below(7) as usize;
            counts[under] = counts[under].saturating_sub(1);
        }
        2 => counts
            .iter_mut()
            .for_each(|count| *count = (*count + draws.below(5)).saturating_sub(2)),
        3 => counts
            .iter_mut()
            .for_each(|count| *count = draws.below(*count + 1)),
        4 => counts.iter_mut().for_each(|count| *count = draws.below(40)),
        _ => counts[draws.below(7) as usize] += 1 + draws.below(3),
    }
    let on_board = draws.below(101);
    let in_hand = draws.below(101 - on_board);
    let mut hands = [[0u32; 7]; 2];
    for (kind, &count) in counts.iter().enumerate() {
        for _ in 0..count {
            let gote = draws.below(2) == 1;
            let letter = if gote {
                LETTERS[kind].to_ascii_lowercase()
            } else {
                LETTERS[kind]
            };
            let roll = draws.below(100);
            let promoted = kind != 4 && draws.below(4) == 0;
            if roll < on_board {
                if place(&mut board, letter, promoted).is_none() {
                    hands[usize::from(gote)][kind] += 1;
                }
            } else if roll < on_board + in_hand {
                hands[usize::from(gote)][kind] += 1;
            }
        }
    }
    // Large counts: the SFEN's limit is 81 pieces in all, kept below.
    for _ in 0..[0, 0, 0, 1, 2, 14][draws.below(6) as usize] {
        let count = [19, 38, 39, 63, 64, 80][draws.below(6) as usize];
        hands[draws.below(2) as usize][draws.below(7) as usize] = count;
    }
    let pieces = board.iter().flatten().flatten().count();
    let mut room = 81 - u32::try_from(pieces).unwrap();
    let mut order: Vec<usize> = (0..14).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, draws.below(u32::try_from(i).unwrap() + 1) as usize);
    }
    for at in order {
        let count = &mut hands[at / 7][at % 7];
        *count = (*count).min(room);
        room -= *count;
    }
    sfen_text(&board, &hands, draws.below(2) == 1)
}

/// The SFEN of `board` (by rank, then file 9 to 1: a letter and whether
/// promoted), `hands` (by side, the counts of `P L N S G B R`) and the
/// side to move, move number 1.
fn sfen_text(
    board: &[[Option<(u8, bool)>; 9]; 9],
    hands: &[[u32; 7]; 2],
    gote_to_move: bool,
) -> String {
    const LETTERS: &[u8; 7] = b"PLNSGBR";
    let mut text = crate::placement(board, '+', true);
    text += if gote_to_move { " w " } else { " b " };
    let before = text.len();
    for (side, hand) in hands.iter().enumerate() {
        // SFEN's order of the hands: R B G S N L P.
        for kind in (0..7).rev() {
            let count = hand[kind];
            if count > 1 {
                text += &count.to_string();
            }
            if count > 0 {
                let letter = LETTERS[kind];
                text.push(char::from(if side == 1 {
                    letter.to_ascii_lowercase()
                } else {
                    letter
                }));
            }
        }
    }
    if text.len() == before {
        text.push('-');
    }
    text + " 1"
}

#[test]
fn the_writers_accept_one_set_and_one_king_a_side_exactly() {
    // The set to the piece, its edges, and counts a 7-bit lane of each
    // kind would overflow were more pieces allowed.
    for text in [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1",
        "4k4/9/9/9/9/9/9/9/4K4 w 2r2b4g4s4n4l18p 1",
        "4k4/9/9/9/9/9/9/9/4K4 b RBGSNL9Prbgsnl9p 1",
        "4k4/9/9/9/9/9/9/9/4K4 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L19P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N3L19P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N5L17P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 3R2B4G4S4N4L17P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b R2B4G4S4N4L18Pr 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18Pr 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 79P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 3R 1",
        "4k4/9/9/9/9/9/9/9/4K4 w 64r15p 1",
        "4k4/9/9/9/9/9/9/9/4K4 w 19R38B22p 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P2r2b4g4s4n4l18p 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P2r2b4g4s4n4l17p 1",
        "+P+P+P+P+P+P+P+P+P/+P+P+P+P+P+P+P+P+P/+P+P+P+P+P+P+P+P+P/9/4k4/9/9/9/4K4 b - 1",
        "+R+B+R+B4k/9/9/9/9/9/9/9/K8 b - 1",
        "+R+B+R+B4k/9/9/9/9/9/9/9/K8 b r 1",
        "8k/9/9/9/9/9/9/9/K7K b - 1",
        "K7k/9/9/9/9/9/9/9/k7K b 2R 1",
        "9/9/9/9/9/9/9/9/9 b 3R 1",
        "lnsg1gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1",
    ] {
        check_written(text).unwrap();
    }
    // No more: a position holds at most 81 pieces, kings counted, so no
    // count of a kind on the board and in hand reaches 128 (the writers'
    // lanes of 7 bits). Neither SFEN nor a hand's edit makes more.
    assert!(Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b 80P 1").is_err());
    assert!(Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b 1000P 1").is_err());
    let pawn = Epin::parse("P").unwrap();
    let full = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b 79P 1").unwrap();
    assert!(
        full.into_position()
            .add_to_hand(Side::First, pawn, 1)
            .is_err()
    );
    let kings = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
    for count in [80, 128, 1000, 65_000] {
        assert!(
            kings
                .into_position()
                .add_to_hand(Side::First, pawn, count)
                .is_err()
        );
    }
}

#[test]
fn drawn_positions_are_written_or_refused_as_the_rule_says() {
    for seed in 0..3000 {
        check_written(&drawn_sfen(seed)).unwrap();
    }
}

#[test]
#[ignore = "a million positions, about 20 s in a debug build: run with --ignored"]
fn a_million_drawn_positions_are_written_or_refused_as_the_rule_says() {
    for seed in 0..1_000_000u64 {
        check_written(&drawn_sfen(seed.wrapping_mul(0x2545_f491_4f6c_dd1d))).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn any_drawn_position_is_written_or_refused_as_the_rule_says(seed in any::<u64>()) {
        check_written(&drawn_sfen(seed))?;
    }
}
