//! CELL coordinates: the grammar against a regular-expression oracle, every
//! valid coordinate written back, the messages, the mapping onto FEEN
//! boards, and the `cell!` literal.

use std::collections::HashSet;

use pin_runtime::feen::Dimensions;
use pin_runtime::{Cell, CellErrorKind, cell};
use regex_lite::Regex;

use crate::full_match;

/// The names of the indices 0..=255 in bijective base 26 from `a`.
fn letters(index: u8, a: u8) -> String {
    let value = u16::from(index) + 1;
    let shift = |n: u16| char::from(a + u8::try_from(n).unwrap());
    if value > 26 {
        [shift((value - 1) / 26 - 1), shift((value - 1) % 26)]
            .iter()
            .collect()
    } else {
        shift(value - 1).to_string()
    }
}

/// Every string over `alphabet` of at most `max` bytes.
fn strings(alphabet: &[u8], max: usize) -> Vec<Vec<u8>> {
    let mut all = vec![Vec::new()];
    let mut last = vec![Vec::new()];
    for _ in 0..max {
        let next: Vec<Vec<u8>> = last
            .iter()
            .flat_map(|prefix| {
                alphabet.iter().map(move |&byte| {
                    let mut s = prefix.clone();
                    s.push(byte);
                    s
                })
            })
            .collect();
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}

/// Every one- and two-dimensional coordinate, and the three-dimensional
/// ones whose layer is the rank's modulo `step`, written and read back.
fn coordinates_written_back_and_read_again(step: u8) {
    let mut seen = HashSet::new();
    for file in 0..=255u8 {
        let one = Cell::new_1d(file);
        assert_eq!(one.to_string(), letters(file, b'a'));
        assert_eq!(Cell::parse(&one.to_string()), Ok(one));
        for rank in 0..=255u8 {
            let two = Cell::new_2d(file, rank);
            let text = format!("{}{}", letters(file, b'a'), u16::from(rank) + 1);
            assert_eq!(two.to_string(), text);
            assert_eq!(text.parse::<Cell>(), Ok(two));
            assert_eq!(Cell::from_code(two.code()), Some(two));
            assert!(seen.insert(two.code()));
            // Every layer over the ranks, a share of them on each rank.
            for layer in (0..=255u8).filter(|layer| layer % step == rank % step) {
                let three = Cell::new_3d(file, rank, layer);
                let text = format!("{text}{}", letters(layer, b'A'));
                assert_eq!(three.to_string(), text);
                assert_eq!(Cell::try_from(text.as_str()), Ok(three));
                assert_eq!(
                    (three.file(), three.rank(), three.layer()),
                    (file, Some(rank), Some(layer))
                );
            }
        }
    }
}

#[test]
fn every_coordinate_is_written_back_and_read_again() {
    coordinates_written_back_and_read_again(16);
}

#[test]
#[ignore = "5.6 million coordinates, a third of the cube: CI runs it (cargo test -- --ignored)"]
fn every_coordinate_is_written_back_and_read_again_on_a_third_of_the_cube() {
    coordinates_written_back_and_read_again(3);
}

/// Every string over an alphabet of the bytes that matter, of at most `max`
/// bytes, read as the regular expression of the grammar says; returns how
/// many are coordinates.
fn grammar_agrees_with_a_regular_expression(max: usize) -> usize {
    let file = "([a-z]|[a-h][a-z]|i[a-v])";
    let rank = "([1-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])";
    let layer = "([A-Z]|[A-H][A-Z]|I[A-V])";
    let oracle = Regex::new(&format!(r"\A{file}({rank}{layer}?)?\z")).unwrap();
    let alphabet = b"0125689aivwzAIVZ {/\xc3";
    let mut valid = 0;
    for input in strings(alphabet, max) {
        let parsed = Cell::parse_bytes(&input);
        assert_eq!(parsed.is_ok(), full_match(&oracle, &input), "{input:?}");
        if let Ok(cell) = parsed {
            valid += 1;
            assert_eq!(cell.to_string().as_bytes(), input, "canonical");
        } else if let Ok(text) = std::str::from_utf8(&input) {
            assert_eq!(text.parse::<Cell>(), parsed);
        }
    }
    for long in ["iv256IVx", "aaaaaaaa", "a1234567"] {
        let err = Cell::parse(long).unwrap_err();
        assert_eq!((err.kind(), err.index()), (CellErrorKind::TooLong, 7));
    }
    valid
}

#[test]
fn the_grammar_agrees_with_a_regular_expression_on_every_short_string() {
    // Counted apart with Python's `re` over the same strings.
    assert_eq!(grammar_agrees_with_a_regular_expression(4), 2_374);
}

#[test]
#[ignore = "5 million strings: CI runs it (cargo test -- --ignored)"]
fn the_grammar_agrees_with_a_regular_expression_on_every_string_of_5_bytes() {
    assert_eq!(grammar_agrees_with_a_regular_expression(5), 7_624);
}

#[test]
fn each_mistake_has_its_message() {
    let cases = [
        (
            "",
            "invalid CELL coordinate \"\": expected 1 to 7 bytes, found an empty string",
        ),
        (
            "a1A12345",
            "invalid CELL coordinate \"a1A1234…\": expected 1 to 7 bytes, found 8 bytes",
        ),
        (
            "E4",
            "invalid CELL coordinate \"E4\": expected a file letter (a-z), found 'E' at byte 0",
        ),
        (
            "4e",
            "invalid CELL coordinate \"4e\": expected a file letter (a-z), found '4' at byte 0",
        ),
        (
            "iw1",
            "invalid CELL coordinate \"iw1\": expected a file from a to iv, found \"iw\" at byte 0",
        ),
        (
            "abc",
            "invalid CELL coordinate \"abc\": expected a rank (1-256) or end of coordinate after the file \"ab\", found 'c' at byte 2",
        ),
        (
            "eA",
            "invalid CELL coordinate \"eA\": expected a rank (1-256) or end of coordinate after the file \"e\", found 'A' at byte 1",
        ),
        (
            "a0",
            "invalid CELL coordinate \"a0\": expected a rank from 1, found '0' at byte 1",
        ),
        (
            "e04",
            "invalid CELL coordinate \"e04\": expected a rank without leading zeros, found '0' at byte 1",
        ),
        (
            "a257",
            "invalid CELL coordinate \"a257\": expected a rank from 1 to 256, found 257 at byte 1",
        ),
        (
            "e4a",
            "invalid CELL coordinate \"e4a\": expected a layer letter (A-Z) or end of coordinate after the rank 4, found 'a' at byte 2",
        ),
        (
            "e4 ",
            "invalid CELL coordinate \"e4 \": expected a layer letter (A-Z) or end of coordinate after the rank 4, found a space at byte 2",
        ),
        (
            "a1IW",
            "invalid CELL coordinate \"a1IW\": expected a layer from A to IV, found \"IW\" at byte 2",
        ),
        (
            "a1A1",
            "invalid CELL coordinate \"a1A1\": expected end of coordinate after the layer \"A\", found '1' at byte 3",
        ),
        (
            "a1ABC",
            "invalid CELL coordinate \"a1ABC\": expected end of coordinate after the layer \"AB\", found 'C' at byte 4",
        ),
    ];
    for (input, message) in cases {
        let err = Cell::parse(input).unwrap_err();
        assert_eq!(err.to_string(), message, "{input:?}");
        assert_eq!(format!("{err:>1}"), message, "Display pads");
    }
    assert_eq!(
        format!("{:?}", Cell::parse("a0").unwrap_err()),
        "CellError { kind: RankZero, index: 1, .. }"
    );
}

#[test]
fn cells_map_onto_boards_in_the_order_written() {
    for sizes in [
        &[1][..],
        &[8],
        &[255],
        &[8, 8],
        &[9, 9],
        &[10, 9],
        &[1, 5],
        &[255, 255],
        &[2, 2, 3],
        &[3, 8, 8],
    ] {
        let dimensions = Dimensions::new(sizes).unwrap();
        let mut cells = HashSet::new();
        for index in 0..dimensions.square_count() {
            let cell = dimensions.cell(index).unwrap();
            assert_eq!(cell.dimensions(), sizes.len());
            assert_eq!(dimensions.index_of(cell), Some(index), "{sizes:?} {cell}");
            assert!(cells.insert(cell));
        }
        assert_eq!(dimensions.cell(dimensions.square_count()), None);
    }
    let chess = Dimensions::new(&[8, 8]).unwrap();
    assert_eq!(chess.cell(0), Some(cell!("a8")));
    assert_eq!(chess.cell(7), Some(cell!("h8")));
    assert_eq!(chess.cell(60), Some(cell!("e1")));
    assert_eq!(chess.index_of(cell!("i1")), None);
    assert_eq!(chess.index_of(cell!("a9")), None);
    assert_eq!(chess.index_of(cell!("a1A")), None);
    let xiangqi = Dimensions::new(&[10, 9]).unwrap();
    assert_eq!(xiangqi.cell(89), Some(cell!("i1")));
    assert_eq!(xiangqi.cell(0), Some(cell!("a10")));
    let cube = Dimensions::new(&[3, 2, 2]).unwrap();
    assert_eq!(cube.cell(0), Some(cell!("a2C")));
    assert_eq!(cube.cell(11), Some(cell!("b1A")));
    // CELL names 256 squares along each dimension, no more.
    let long = Dimensions::new(&[300]).unwrap();
    assert_eq!(long.cell(255), Some(cell!("iv")));
    assert_eq!(long.cell(256), None);
}

#[test]
fn cells_are_ordered_rank_by_rank_from_a1() {
    let mut cells: Vec<Cell> = ["b2", "a", "h1", "a2", "a1", "a1B", "a2A", "iv", "b1"]
        .iter()
        .map(|text| text.parse().unwrap())
        .collect();
    cells.sort();
    let sorted: Vec<String> = cells.iter().map(ToString::to_string).collect();
    assert_eq!(
        sorted,
        ["a", "iv", "a1", "b1", "h1", "a2", "b2", "a2A", "a1B"]
    );
    assert_eq!(size_of::<Cell>(), 4);
    assert_eq!(size_of::<Option<Cell>>(), 4);
    assert_eq!(format!("{:?}", cell!("e4")), "Cell(e4)");
    assert_eq!(format!("[{:>4}]", cell!("e4")), "[  e4]");
}

#[test]
fn cell_literals_are_constants_and_patterns() {
    const SQUARES: [Cell; 3] = [cell!("e1"), cell!("a1A"), cell!("iv")];
    fn name(cell: Cell) -> &'static str {
        match cell {
            cell!("e1") => "king",
            cell!("a1A") | cell!("iv") => "corner",
            _ => "other",
        }
    }
    assert_eq!(SQUARES.map(name), ["king", "corner", "corner"]);
    assert_eq!(name(cell!("e2")), "other");
    assert_eq!(cell!(r"e4"), Cell::new_2d(4, 3));
}
