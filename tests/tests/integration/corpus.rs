//! The corpus of position strings from public engines and libraries
//! (`tests/corpus`, their sources in its `SOURCES.md`), read by every
//! reader of its game: none panics, every line accepted writes back text
//! that reads to the same value (the same bytes when the input was
//! written so), and what a reference also reads it reads alike: chess with
//! `shakmaty` 0.30, shogi with the `shogi` crate 0.12.
//!
//! The counts per source are the table of `tests/corpus/README.md`,
//! checked here; after a change to a reader or to the corpus, run with
//! `PIN_SNAPSHOTS=overwrite` to write the table anew, then review its diff.
//! `--nocapture` prints it.

use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use pin_runtime::chess::{Epd, Fen};
use pin_runtime::shogi::Sfen;
use pin_runtime::{Side, xiangqi};

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
    let mut fen_row = Row::new(source, "chess::Fen::parse");
    let mut epd_row = Row::new(source, "chess::Epd::parse");
    let mut shakmaty_row = Row::reference(source, "shakmaty 0.30 Fen::from_ascii");
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        let theirs_read = read(source, number, "shakmaty", || {
            shakmaty::fen::Fen::from_ascii(line.as_bytes())
        });
        if theirs_read.is_ok() {
            shakmaty_row.accept(line, line);
        }
        if let Ok(fen) = read(source, number, "Fen::parse", || Fen::parse(line)) {
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

/// The rows of a shogi source: `Sfen`, and the `shogi` crate, which must
/// read every line `Sfen` reads that it reads at all to the same position.
fn shogi(source: &Source) -> Vec<Row> {
    let mut sfen_row = Row::new(source, "shogi::Sfen::parse");
    let mut reference_row = Row::reference(source, "shogi 0.12 Position::set_sfen");
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        let theirs_read = read(source, number, "the shogi crate", || their_shogi(line));
        if theirs_read.is_some() {
            reference_row.accept(line, line);
        }
        if let Ok(sfen) = read(source, number, "Sfen::parse", || Sfen::parse(line)) {
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
    vec![sfen_row, reference_row]
}

/// The row of a xiangqi source.
fn xiangqi(source: &Source) -> Vec<Row> {
    let mut row = Row::new(source, "xiangqi::Fen::parse");
    for (i, line) in source.lines.iter().enumerate() {
        let number = i + 1;
        if let Ok(fen) = read(source, number, "xiangqi::Fen::parse", || {
            xiangqi::Fen::parse(line)
        }) {
            row.accept(line, &fen.to_string());
            round_trip(source, number, &fen, xiangqi::Fen::parse);
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
            // No reader yet: Fairy-Stockfish's shogi FEN and makruk.
            _ => vec![Row {
                as_read: None,
                ..Row::reference(&source, "(none yet)")
            }],
        });
    }
    rows
}

/// The table of `rows`, in Markdown.
fn table(rows: &[Row]) -> String {
    let mut text = String::from(
        "| source | lines | reader | accepted | written back as read |\n|---|--:|---|--:|--:|\n",
    );
    for row in rows {
        let as_read = row
            .as_read
            .map_or_else(|| "–".to_string(), |n| n.to_string());
        let _ = writeln!(
            text,
            "| `{}` | {} | {} | {} | {as_read} |",
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
