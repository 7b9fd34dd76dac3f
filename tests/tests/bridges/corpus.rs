//! The corpus of position strings from public engines and libraries
//! (`tests/corpus`, their sources in its `SOURCES.md`), read by every
//! reader of its game: none panics, every line accepted writes back text
//! that reads to the same value (the same bytes when the input was
//! written so), and what a reference also reads it reads alike: chess with
//! `shakmaty` 0.30, shogi with the `shogi` crate 0.12.
//!
//! Each bridge's `parse_lenient` reads every line too: alike where the
//! strict reader reads, to canonical text the strict reader takes back,
//! and alike with the references but for what it names among its repairs.
//!
//! The counts per source are the table of `tests/corpus/README.md`,
//! checked here; after a change to a reader or to the corpus, run with
//! `PIN_SNAPSHOTS=overwrite` to write the table anew, then review its diff.
//! `--nocapture` prints it.

use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use pin_runtime::chess::{Epd, Fen};
use pin_runtime::shogi::{FairyFen, Sfen};
use pin_runtime::{RepairKind, Repairs, Side, makruk, xiangqi};

use crate::chess::{ours, theirs};

/// The corpus directory.
pub(crate) fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// A file of the corpus: its game, its source and its lines.
pub(crate) struct Source {
    pub(crate) game: String,
    pub(crate) name: String,
    pub(crate) lines: Vec<String>,
}

impl Source {
    /// The file's path in the corpus: `chess/stockfish.txt`.
    pub(crate) fn path(&self) -> String {
        format!("{}/{}.txt", self.game, self.name)
    }
}

/// Every file of the corpus, by game then source. A line is what lies
/// between two line feeds, as it is (a carriage return, a tab, a trailing
/// space are kept).
pub(crate) fn corpus() -> Vec<Source> {
    let mut sources = Vec::new();
    let mut games: Vec<PathBuf> = std::fs::read_dir(root())
        .expect("the corpus directory")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.is_dir())
        .collect();
    games.sort();
    for game in games {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&game)
            .expect("a game's directory")
            .map(|entry| entry.expect("a directory entry").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a corpus file in UTF-8");
            let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
            assert_eq!(
                lines.pop().as_deref(),
                Some(""),
                "{}: a last line feed",
                file.display()
            );
            sources.push(Source {
                game: name_of(&game),
                name: file
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                lines,
            });
        }
    }
    sources
}

fn name_of(path: &Path) -> String {
    path.file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Runs a reader on a line, turning a panic into a failure that names the
/// line.
fn read<T>(source: &Source, number: usize, reader: &str, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| {
        panic!(
            "{reader} panicked on {} line {number}: {:?}",
            source.path(),
            source.lines[number - 1]
        )
    })
}

/// One row of the table: how many lines of a source a reader accepts, and
/// how many of those it writes back byte for byte.
pub(crate) struct Row {
    pub(crate) source: String,
    pub(crate) lines: usize,
    pub(crate) reader: String,
    pub(crate) accepted: usize,
    /// How many lines its lenient reader accepts, `None` for a reader
    /// without one and for a reference.
    pub(crate) lenient: Option<usize>,
    /// `None` for a reference, whose writing is not asked.
    pub(crate) as_read: Option<usize>,
}

impl Row {
    fn new(source: &Source, reader: &str) -> Self {
        Self {
            source: source.path(),
            lines: source.lines.len(),
            reader: reader.to_string(),
            accepted: 0,
            lenient: None,
            as_read: Some(0),
        }
    }

    fn reference(source: &Source, reader: &str) -> Self {
        Self {
            as_read: None,
            ..Self::new(source, reader)
        }
    }

    /// Counts a line accepted, written back as `written`.
    fn accept(&mut self, line: &str, written: &str) {
        self.accepted += 1;
        if let Some(as_read) = &mut self.as_read {
            *as_read += usize::from(written == line);
        }
    }
}

/// A value's text reads back to the value and writes the same text again.
fn round_trip<T, E>(source: &Source, number: usize, value: &T, parse: impl Fn(&str) -> Result<T, E>)
where
    T: PartialEq + std::fmt::Display + std::fmt::Debug,
    E: std::fmt::Display,
{
    let written = value.to_string();
    match parse(&written) {
        Ok(again) => {
            assert_eq!(
                &again,
                value,
                "{} line {number}: {written:?} reads to another value",
                source.path()
            );
            assert_eq!(
                again.to_string(),
                written,
                "{} line {number}: not a fixed point",
                source.path()
            );
        }
        Err(error) => panic!(
            "{} line {number}: {written:?} written, not read: {error}",
            source.path()
        ),
    }
}

/// The four fields of an EPD line: up to its fourth space.
pub(crate) fn four_fields(line: &str) -> &str {
    line.match_indices(' ')
        .nth(3)
        .map_or(line, |(at, _)| &line[..at])
}

/// The rows of a chess source: `Fen`, `Epd`, and `shakmaty`, which must
/// read every line `Fen` reads to the same position, and the four fields of
/// every line `Epd` reads.
fn chess(source: &Source) -> Vec<Row> {
    let mut fen_row = Row {
        lenient: Some(0),
        ..Row::new(source, "chess::Fen::parse")
    };
    let mut epd_row = Row {
        lenient: Some(0),
        ..Row::new(source, "chess::Epd::parse")
    };
    let mut shakmaty_row = Row::reference(source, "shakmaty 0.30 Fen::from_ascii");
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        let theirs_read = read(source, number, "shakmaty", || {
            shakmaty::fen::Fen::from_ascii(line.as_bytes())
        });
        if theirs_read.is_ok() {
            shakmaty_row.accept(line, line);
        }
        let lenient = read(source, number, "Fen::parse_lenient", || {
            Fen::parse_lenient(line)
        });
        lenient_chess(
            source,
            number,
            &lenient,
            theirs_read.as_ref().ok(),
            &mut fen_row,
        );
        if let Ok(fen) = read(source, number, "Fen::parse", || Fen::parse(line)) {
            assert_eq!(
                lenient,
                Ok((fen, Repairs::new())),
                "{} line {number}: {line:?} read strictly, not alike leniently",
                source.path()
            );
            fen_row.accept(line, &fen.to_string());
            round_trip(source, number, &fen, Fen::parse);
            match &theirs_read {
                Ok(their) => assert_eq!(
                    ours(&fen),
                    theirs(their.as_setup()),
                    "{} line {number}: {line:?} read differently",
                    source.path()
                ),
                Err(error) => panic!(
                    "{} line {number}: {line:?} read by Fen alone; shakmaty: {error}",
                    source.path()
                ),
            }
        }
        lenient_epd(source, number, &mut epd_row);
        if let Ok(epd) = read(source, number, "Epd::parse", || Epd::parse(line)) {
            let written = epd.to_string();
            epd_row.accept(line, &written);
            let again = Epd::parse(&written).unwrap_or_else(|error| {
                panic!(
                    "{} line {number}: {written:?} written, not read: {error}",
                    source.path()
                )
            });
            assert_eq!(again, epd, "{} line {number}: {written:?}", source.path());
            assert_eq!(
                again.to_string(),
                written,
                "{} line {number}",
                source.path()
            );
            let fields = four_fields(line);
            // Fields written as the FEN writer writes them are written
            // back so, and the operations always are.
            if epd.fen().without_clocks().to_string() == fields {
                assert_eq!(&written, line, "{} line {number}", source.path());
            }
            let their = shakmaty::fen::Fen::from_ascii(fields.as_bytes()).unwrap_or_else(|error| {
                panic!(
                    "{} line {number}: {fields:?} read by Epd alone; shakmaty: {error}",
                    source.path()
                )
            });
            assert_eq!(
                ours(&epd.fen().without_clocks()),
                theirs(their.as_setup()),
                "{} line {number}: {line:?} read differently",
                source.path()
            );
        }
    }
    let (version, counts) = python_chess_reads();
    let mut python_row = Row::reference(source, &format!("python-chess {version} Board.from_epd"));
    python_row.accepted = counts.get(&source.path()).copied().unwrap_or(0);
    vec![fen_row, epd_row, shakmaty_row, python_row]
}

/// Counts a line `Epd::parse_lenient` reads, and checks that it writes it
/// as the strict grammar does, to text read again alike.
fn lenient_epd(source: &Source, number: usize, row: &mut Row) {
    let line = &source.lines[number - 1];
    let Ok((epd, _)) = read(source, number, "Epd::parse_lenient", || {
        Epd::parse_lenient(line)
    }) else {
        return;
    };
    if let Some(lenient) = &mut row.lenient {
        *lenient += 1;
    }
    let written = epd.to_string();
    assert_eq!(
        Epd::parse(&written).as_ref(),
        Ok(&epd),
        "{} line {number}: {line:?} written as {written:?}",
        source.path()
    );
}

/// Checks a chess line's lenient reading: it writes canonical text the
/// strict reader reads to the same value, and it agrees with `shakmaty`'s
/// reading, if any, but for what it repaired (castling rights and an
/// en-passant square `shakmaty` keeps and this crate drops, named).
fn lenient_chess(
    source: &Source,
    number: usize,
    lenient: &Result<(Fen, Repairs), pin_runtime::chess::FenError>,
    their: Option<&shakmaty::fen::Fen>,
    row: &mut Row,
) {
    let line = &source.lines[number - 1];
    let (fen, repairs) = match lenient {
        Ok(read) => read,
        Err(error) => {
            if their.is_some() {
                let reason = refused_on_purpose(line, error);
                assert!(
                    reason.is_some(),
                    "{} line {number}: {line:?} read by shakmaty, not leniently: {error}",
                    source.path()
                );
            }
            return;
        }
    };
    if let Some(lenient) = &mut row.lenient {
        *lenient += 1;
    }
    round_trip(source, number, fen, Fen::parse);
    let Some(their) = their else {
        return;
    };
    let mut ours = ours(fen);
    let theirs = theirs(their.as_setup());
    // Rights `shakmaty` keeps and the lenient reader dropped, named.
    let dropped = theirs.castling & !ours.castling;
    assert_eq!(
        ours.castling & !theirs.castling,
        0,
        "{} line {number}: {line:?}",
        source.path()
    );
    let named = repairs
        .iter()
        .filter(|repair| {
            matches!(
                repair.kind(),
                RepairKind::RightWithoutRook { .. } | RepairKind::RepeatedRight { .. }
            )
        })
        .count();
    assert!(
        dropped == 0 || named > 0,
        "{} line {number}: {line:?} dropped castling rights {dropped:#x} without a repair",
        source.path()
    );
    ours.castling = theirs.castling;
    if ours.en_passant != theirs.en_passant {
        assert_eq!(
            ours.en_passant,
            None,
            "{} line {number}: {line:?}",
            source.path()
        );
        assert!(
            repairs.iter().any(|repair| matches!(
                repair.kind(),
                RepairKind::ImpossibleEnPassant { square }
                    if Some(u32::from(square.file()) + 8 * u32::from(square.rank().unwrap_or(0)))
                        == theirs.en_passant
            )),
            "{} line {number}: {line:?} dropped the en-passant square without a repair",
            source.path()
        );
        ours.en_passant = theirs.en_passant;
    }
    assert_eq!(
        ours,
        theirs,
        "{} line {number}: {line:?} read differently leniently",
        source.path()
    );
}

/// Why the lenient chess reader refuses a line `shakmaty` reads, when it
/// does so on purpose: what the line holds is a variant's, which a `Fen`
/// has no room for, or it has two meanings.
fn refused_on_purpose(line: &str, error: &pin_runtime::chess::FenError) -> Option<&'static str> {
    use pin_runtime::chess::FenErrorKind as Kind;
    let after_board = line.split_whitespace().skip(1);
    if after_board.clone().any(|field| field.contains('+')) {
        return Some("three-check's counts of checks");
    }
    match error.kind() {
        Kind::Pocket { .. } | Kind::TooManyPieces { .. } => {
            Some("a variant's pockets (kings, more pieces than squares)")
        }
        Kind::SameSide { .. } => Some("two rooks named on one side of a king"),
        Kind::ExpectedSpace { found: None } if line.split_whitespace().count() == 5 => {
            Some("a halfmove clock without the fullmove number")
        }
        _ => None,
    }
}

/// The python-chess version and how many lines of each chess file it
/// reads as EPD, from the first line of `python-chess-epd.jsonl`.
pub(crate) fn python_chess_reads() -> (String, std::collections::BTreeMap<String, usize>) {
    let text = std::fs::read_to_string(root().join("python-chess-epd.jsonl"))
        .expect("tests/corpus/python-chess-epd.jsonl");
    let header: serde_json::Value =
        serde_json::from_str(text.lines().next().unwrap_or_default()).expect("a JSON header");
    let version = header["python-chess"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let counts = header["read"]
        .as_object()
        .map(|read| {
            read.iter()
                .map(|(file, n)| {
                    (
                        file.clone(),
                        n.as_u64()
                            .and_then(|n| usize::try_from(n).ok())
                            .unwrap_or(0),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    (version, counts)
}

/// A shogi position as both crates can say it: the squares (FEEN tokens,
/// rows in the order written), the hands (R B G S N L P counts, sente's
/// first), and whether sente is to move.
type Shogi = (Vec<Option<String>>, [[u32; 7]; 2], bool);

fn our_shogi(sfen: &Sfen) -> Shogi {
    let position = sfen.position();
    let board = position
        .board()
        .iter()
        .flatten()
        .map(|square| square.map(|piece| piece.to_string()))
        .collect();
    let mut hands = [[0; 7]; 2];
    for (side, hand) in [Side::First, Side::Second].into_iter().enumerate() {
        for (slot, letter) in ["R", "B", "G", "S", "N", "L", "P"].into_iter().enumerate() {
            let letter = if side == 0 {
                letter.to_string()
            } else {
                letter.to_ascii_lowercase()
            };
            let piece = pin_runtime::Epin::parse(&letter).expect("a token");
            hands[side][slot] = position.hand(hand).count(piece);
        }
    }
    (board, hands, position.turn() == Side::First)
}

/// Whether the `shogi` crate would overflow counting a hand (a count above
/// 255), which panics in a test build.
fn shogi_overflows(text: &str) -> bool {
    let Some(hands) = text.split_whitespace().nth(2) else {
        return false;
    };
    let mut count: u32 = 0;
    for byte in hands.bytes() {
        if byte.is_ascii_digit() {
            count = count * 10 + u32::from(byte - b'0');
            if count > 255 {
                return true;
            }
        } else {
            count = 0;
        }
    }
    false
}

fn their_shogi(text: &str) -> Option<Shogi> {
    use ::shogi::PieceType as T;
    // Once for the whole binary: the `shogi` crate's tables are statics.
    crate::shogi::setup_reference();
    if shogi_overflows(text) {
        return None;
    }
    let mut position = ::shogi::Position::new();
    position.set_sfen(text).ok()?;
    let mut board = Vec::new();
    for rank in 0..9 {
        for column in 0..9 {
            let square = ::shogi::Square::new(8 - column, rank)?;
            board.push(position.piece_at(square).map(|piece| {
                let token = match piece.piece_type {
                    T::King => "K^",
                    T::Rook => "R",
                    T::Bishop => "B",
                    T::Gold => "G",
                    T::Silver => "S",
                    T::Knight => "N",
                    T::Lance => "L",
                    T::Pawn => "P",
                    T::ProRook => "+R",
                    T::ProBishop => "+B",
                    T::ProSilver => "+S",
                    T::ProKnight => "+N",
                    T::ProLance => "+L",
                    T::ProPawn => "+P",
                };
                if piece.color == ::shogi::Color::Black {
                    token.to_string()
                } else {
                    token.to_ascii_lowercase()
                }
            }));
        }
    }
    let mut hands = [[0; 7]; 2];
    for (side, color) in [::shogi::Color::Black, ::shogi::Color::White]
        .into_iter()
        .enumerate()
    {
        let types = [
            T::Rook,
            T::Bishop,
            T::Gold,
            T::Silver,
            T::Knight,
            T::Lance,
            T::Pawn,
        ];
        for (slot, piece_type) in types.into_iter().enumerate() {
            hands[side][slot] = u32::from(position.hand(::shogi::Piece { piece_type, color }));
        }
    }
    Some((
        board,
        hands,
        position.side_to_move() == ::shogi::Color::Black,
    ))
}

/// How python-shogi read the shogi lines of the corpus, by file and line
/// number, from `python-shogi-sfen.jsonl`, and its version.
fn python_shogi_reads() -> (String, std::collections::BTreeMap<(String, usize), Shogi>) {
    let text = std::fs::read_to_string(root().join("python-shogi-sfen.jsonl"))
        .expect("tests/corpus/python-shogi-sfen.jsonl");
    let mut lines = text.lines();
    let header: serde_json::Value =
        serde_json::from_str(lines.next().unwrap_or_default()).expect("a JSON header");
    let version = header["python-shogi"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let mut reads = std::collections::BTreeMap::new();
    for line in lines {
        let record: serde_json::Value = serde_json::from_str(line).expect("a JSON record");
        let squares = record["squares"]
            .as_array()
            .expect("squares")
            .iter()
            .map(|square| match square.as_str().expect("a symbol") {
                "." => None,
                "K" => Some("K^".to_string()),
                "k" => Some("k^".to_string()),
                symbol => Some(symbol.to_string()),
            })
            .collect();
        let mut hands = [[0; 7]; 2];
        for (side, counts) in record["hands"]
            .as_array()
            .expect("hands")
            .iter()
            .enumerate()
        {
            for (slot, count) in counts.as_array().expect("counts").iter().enumerate() {
                hands[side][slot] = u32::try_from(count.as_u64().expect("a count")).expect("small");
            }
        }
        let key = (
            record["file"].as_str().expect("a file").to_string(),
            usize::try_from(record["line"].as_u64().expect("a line")).expect("small"),
        );
        reads.insert(
            key,
            (squares, hands, record["sente"].as_bool().expect("a turn")),
        );
    }
    (version, reads)
}

/// The rows of a shogi source: `Sfen`, and the `shogi` crate, which must
/// read every line `Sfen` reads that it reads at all to the same position.
fn shogi(source: &Source) -> Vec<Row> {
    let mut sfen_row = Row {
        lenient: Some(0),
        ..Row::new(source, "shogi::Sfen::parse")
    };
    let mut reference_row = Row::reference(source, "shogi 0.12 Position::set_sfen");
    let (version, python) = python_shogi_reads();
    let mut python_row = Row::reference(source, &format!("python-shogi {version} Board"));
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        // What python-shogi reads, the lenient reader reads alike.
        if let Some(theirs) = python.get(&(source.path(), number)) {
            python_row.accept(line, line);
            match Sfen::parse_lenient(line) {
                Ok((sfen, _)) => assert_eq!(
                    &our_shogi(&sfen),
                    theirs,
                    "{} line {number}: {line:?} read unlike python-shogi",
                    source.path()
                ),
                Err(error) => panic!(
                    "{} line {number}: {line:?} read by python-shogi, not leniently: {error}",
                    source.path()
                ),
            }
        }
        let theirs_read = read(source, number, "the shogi crate", || their_shogi(line));
        if theirs_read.is_some() {
            reference_row.accept(line, line);
        }
        let lenient = read(source, number, "Sfen::parse_lenient", || {
            Sfen::parse_lenient(line)
        });
        if let Ok((sfen, _)) = &lenient {
            sfen_row.lenient = sfen_row.lenient.map(|n| n + 1);
            round_trip(source, number, sfen, Sfen::parse);
            if let Some(theirs) = &theirs_read {
                assert_eq!(
                    &our_shogi(sfen),
                    theirs,
                    "{} line {number}: {line:?}",
                    source.path()
                );
            }
        } else {
            assert!(
                theirs_read.is_none(),
                "{} line {number}: {line:?} read by the shogi crate, not leniently: {:?}",
                source.path(),
                lenient.err()
            );
        }
        if let Ok(sfen) = read(source, number, "Sfen::parse", || Sfen::parse(line)) {
            assert_eq!(
                lenient,
                Ok((sfen, Repairs::new())),
                "{} line {number}",
                source.path()
            );
            sfen_row.accept(line, &sfen.to_string());
            round_trip(source, number, &sfen, Sfen::parse);
            if let Some(theirs) = theirs_read {
                assert_eq!(
                    our_shogi(&sfen),
                    theirs,
                    "{} line {number}: {line:?}",
                    source.path()
                );
            }
        }
    }
    vec![sfen_row, reference_row, python_row]
}

/// The row of a xiangqi source.
fn xiangqi(source: &Source) -> Vec<Row> {
    let mut row = Row {
        lenient: Some(0),
        ..Row::new(source, "xiangqi::Fen::parse")
    };
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        let lenient = read(source, number, "xiangqi::Fen::parse_lenient", || {
            xiangqi::Fen::parse_lenient(line)
        });
        if let Ok((fen, _)) = &lenient {
            row.lenient = row.lenient.map(|n| n + 1);
            round_trip(source, number, fen, xiangqi::Fen::parse);
        }
        if let Ok(fen) = xiangqi::Fen::parse(line) {
            assert_eq!(
                lenient,
                Ok((fen, Repairs::new())),
                "{} line {number}",
                source.path()
            );
        }
        if let Ok(fen) = read(source, number, "xiangqi::Fen::parse", || {
            xiangqi::Fen::parse(line)
        }) {
            row.accept(line, &fen.to_string());
            round_trip(source, number, &fen, xiangqi::Fen::parse);
        }
    }
    vec![row]
}

/// The row of a makruk source: `makruk::Fen`, strict and lenient.
fn makruk(source: &Source) -> Vec<Row> {
    let mut row = Row {
        lenient: Some(0),
        ..Row::new(source, "makruk::Fen::parse")
    };
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        let lenient = read(source, number, "makruk::Fen::parse_lenient", || {
            makruk::Fen::parse_lenient(line)
        });
        if let Ok((fen, _)) = &lenient {
            row.lenient = row.lenient.map(|n| n + 1);
            round_trip(source, number, fen, makruk::Fen::parse);
        }
        if let Ok(fen) = read(source, number, "makruk::Fen::parse", || {
            makruk::Fen::parse(line)
        }) {
            assert_eq!(
                lenient,
                Ok((fen, Repairs::new())),
                "{} line {number}",
                source.path()
            );
            row.accept(line, &fen.to_string());
            round_trip(source, number, &fen, makruk::Fen::parse);
        }
    }
    vec![row]
}

/// The row of a source of Fairy-Stockfish's shogi FEN: `shogi::FairyFen`,
/// strict and lenient; every position read is one SFEN says, read back
/// from the SFEN written.
fn fairy_shogi(source: &Source) -> Vec<Row> {
    let mut row = Row {
        lenient: Some(0),
        ..Row::new(source, "shogi::FairyFen::parse")
    };
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        let lenient = read(source, number, "FairyFen::parse_lenient", || {
            FairyFen::parse_lenient(line)
        });
        if let Ok((fen, _)) = &lenient {
            row.lenient = row.lenient.map(|n| n + 1);
            round_trip(source, number, fen, FairyFen::parse);
        }
        if let Ok(fen) = read(source, number, "FairyFen::parse", || FairyFen::parse(line)) {
            assert_eq!(
                lenient,
                Ok((fen, Repairs::new())),
                "{} line {number}",
                source.path()
            );
            row.accept(line, &fen.to_string());
            round_trip(source, number, &fen, FairyFen::parse);
            let sfen = Sfen::parse(&fen.to_sfen().to_string()).expect("the SFEN written");
            assert_eq!(sfen.position(), fen.position(), "{line:?}");
        }
    }
    vec![row]
}

/// The rows of every source.
pub(crate) fn rows() -> Vec<Row> {
    let mut rows = Vec::new();
    for source in corpus() {
        rows.extend(match source.game.as_str() {
            "chess" => chess(&source),
            "shogi" => shogi(&source),
            "xiangqi" => xiangqi(&source),
            "makruk" => makruk(&source),
            "fairy-shogi" => fairy_shogi(&source),
            _ => vec![Row {
                as_read: None,
                ..Row::reference(&source, "(no reader)")
            }],
        });
    }
    rows
}

/// The table of `rows`, in Markdown.
fn table(rows: &[Row]) -> String {
    let mut text = String::from(
        "| source | lines | reader | accepted | leniently | written back as read |\n|---|--:|---|--:|--:|--:|\n",
    );
    for row in rows {
        let as_read = row
            .as_read
            .map_or_else(|| "–".to_string(), |n| n.to_string());
        let lenient = row
            .lenient
            .map_or_else(|| "–".to_string(), |n| n.to_string());
        let _ = writeln!(
            text,
            "| `{}` | {} | {} | {} | {lenient} | {as_read} |",
            row.source, row.lines, row.reader, row.accepted
        );
    }
    text
}

const BEGIN: &str = "<!-- the table, written by the corpus tests -->\n";
const END: &str = "<!-- end of the table -->\n";

#[test]
fn every_reader_reads_the_corpus_without_panic_and_alike() {
    let rows = rows();
    let table = table(&rows);
    eprintln!("{table}");
    let path = root().join("README.md");
    let readme = std::fs::read_to_string(&path).expect("tests/corpus/README.md");
    let (Some(begin), Some(end)) = (readme.find(BEGIN), readme.find(END)) else {
        panic!("{}: no table markers", path.display());
    };
    let current = &readme[begin + BEGIN.len()..end];
    if current == table {
        return;
    }
    if std::env::var_os("PIN_SNAPSHOTS").is_some_and(|value| value == "overwrite") {
        let updated = format!(
            "{}{table}{}",
            &readme[..begin + BEGIN.len()],
            &readme[end..]
        );
        std::fs::write(&path, updated).expect("writing tests/corpus/README.md");
        return;
    }
    panic!(
        "the counts differ from tests/corpus/README.md:\n--- expected\n{current}--- found\n{table}\
         (run with PIN_SNAPSHOTS=overwrite to write them, then review the diff)"
    );
}
