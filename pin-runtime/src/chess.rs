//! Chess FEN, the positions chess tools already have: read into a FEEN
//! [`Position`] and written back byte for byte. EPD (four fields), X-FEN
//! and Shredder-FEN castling rights (Chess960), and crazyhouse pockets are
//! read too.
//!
//! ```
//! use pin_runtime::chess::{self, Fen};
//!
//! let text = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
//! let fen = Fen::parse(text)?;
//! // The same position in FEEN: kings terminal, rooks that may castle `-R`,
//! // pawns that may advance two squares `+P`, the pawn that just did `-p`.
//! assert_eq!(
//!     fen.position().to_string(),
//!     "-rnbqk^bn-r/+p+p+p1+p+p+p+p/8/3-pP3/8/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / W/w",
//! );
//! assert_eq!((fen.halfmove_clock(), fen.fullmove_number()), (Some(0), Some(3)));
//! assert_eq!(fen.to_string(), text);
//!
//! // And back from a FEEN position, which has no clocks: four fields.
//! assert_eq!(
//!     Fen::from_position(chess::START)?.to_string(),
//!     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
//! );
//!
//! // The start with its clocks is a constant of its own.
//! assert_eq!(Fen::START.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Conventions
//!
//! ```text
//! <board>[<pockets>] <side> <castling> <en-passant> [<halfmove> <fullmove>]
//! ```
//!
//! | FEN | FEEN [`Position<Board<8, 8>>`](crate::Position) |
//! |---|---|
//! | `K` `k` | `K^` `k^`: kings are terminal |
//! | `Q R B N P`, lowercase for black | the same letters, the same case |
//! | a rook a castling right names | `-R` / `-r` |
//! | a pawn on its start rank (white rank 2, black rank 7) | `+P` / `+p`: it may still advance two squares |
//! | the pawn in front of the en-passant square | `-P` / `-p` |
//! | `Q~` (crazyhouse: promoted) | `+Q`; `R~` `B~` `N~` alike |
//! | side `w` / `b` | style–turn `W/w` / `w/W` |
//! | crazyhouse pockets `[QNqn]` or `/QNqn` | white's pieces in the first hand, black's in the second (`QN/nq`) |
//! | halfmove clock, fullmove number | [`Fen::halfmove_clock`], [`Fen::fullmove_number`] (`None` in EPD) |
//!
//! Board rows are in the order written: `board()[0]` is rank 8 and
//! `board()[7][4]` is `e1`, as CELL names FEEN squares.
//!
//! **Castling rights name rooks.** `K` and `Q` (`k`, `q`) are the outermost
//! rook of their side on the king's h-side and a-side of its back rank
//! (X-FEN); a file letter `A`–`H` (`a`–`h`) is the rook on that file of the
//! back rank (Shredder-FEN, and X-FEN for an inner rook). The king of that
//! side stands on the same back rank, alone, between them; each side of
//! each king has at most one right. Rights are read in any order and
//! written white's first, h-side before a-side: `KQkq`, an inner rook by its
//! file (`KBkb`); [`Fen::shredder`] writes every right by its file (`HAha`).
//!
//! **En passant.** The square is on rank 6 with white to move or rank 3
//! with black to move, the pawn that passed it stands just in front, and
//! the square it passed and the square it came from are empty. Whether a
//! capture is possible is not asked: generators differ on writing the
//! square then, and the bridge keeps what it read (`-P` means "the
//! en-passant field named me").
//!
//! **Crazyhouse.** Pockets hold `Q R B N P` and `q r b n p` in any order,
//! are written white's first, each in the order `Q R B N P`, and a `Fen`
//! remembers their form ([`Pockets`]): `[]` and a ninth rank `/` round-trip
//! as read. `~` is read after any queen, rook, bishop or knight, with or
//! without pockets; a promoted rook cannot castle.
//!
//! **EPD.** A FEN of four fields has no clocks
//! ([`Fen::halfmove_clock`] is `None`) and is written back with four. EPD
//! test suites follow the four fields with operations (`bm Nf3; id
//! "WAC.001";`): [`Epd`] reads such a line, its fields as a `Fen` (with the
//! clocks of the operations `hmvc` and `fmvn`) and its operations, and
//! writes it back; [`Fen::parse_prefix`] reads the FEN at the start of a
//! line and returns the rest unread.
//!
//! **What is checked is the format, not the rules**: 8 ranks of 8 squares,
//! one count between two pieces (`44` is an error; `8` is right), letters
//! `KQRBNPkqrbnp`, castling and en-passant squares as above, at most 64
//! pieces on the board and in the pockets, clocks as decimal numbers
//! without sign or leading zero, at most `u32::MAX`, the fullmove number
//! from 1. Two kings, pawns on the first rank, a side in check: legality is
//! the engine's business.
//!
//! **Writing.** A `Fen` writes what it read: canonical input (castling
//! rights in the order above, pockets in their order, one space between
//! fields) comes back byte for byte, EPD with four fields.
//! [`Fen::from_position`] takes a FEEN position FEN can say, so that reading
//! what it writes gives the same position: the pieces above and nothing
//! else (a normal `P` on its start rank is an error, as FEN would read it
//! back as `+P`), styles `W/w` or `w/W`, empty hands
//! ([`Fen::from_crazyhouse`] writes them as pockets).
//!
//! # The engine's own board
//!
//! An engine keeps its castling rights and en-passant square beside a
//! board of plain pieces, as FEN does, rather than as states of its rooks
//! and pawns. [`Fen::castling`] (a [`Castling`]), [`Fen::en_passant`] and
//! [`Fen::plain_board`] give a `Fen` in those parts, and
//! [`Fen::from_board`] makes one from them, the states set from the rights
//! (a pawn on its start rank `+P`, the pawn that passed the en-passant
//! square `-P`, a rook with a right `-R`). An enum of the engine's pieces
//! reads the states it does not list as its plain pieces with
//! `#[pieces(any_state)]` (see `derive(Pieces)`, feature `derive`).
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::chess::{Castling, Fen};
//! use pin_runtime::{board, Board, Side};
//!
//! let fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 20")?;
//! let (board, castling) = (fen.plain_board(), fen.castling());
//! assert_eq!(board, board!("r3k^2r/8/8/8/8/8/8/R3K^2R"));
//! assert_eq!(castling, Castling::NONE.with(Side::First, 7).with(Side::Second, 0));
//!
//! // The engine moves on, and writes its board back.
//! let moved: Board<8, 8> = board!("2k^r3r/8/8/8/8/8/8/R3K^2R");
//! let next = Fen::from_board(moved, Side::First, castling.without(Side::Second, 0), None)?;
//! assert_eq!(next.to_string(), "2kr3r/8/8/8/8/8/8/R3K2R w K -");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Bounds.** A FEN is at most [`MAX_LEN`] (165) bytes: a board of 64
//! promoted pieces (`Q~`, 135 bytes), empty pockets `[]`, `w - -` and two
//! ten-digit clocks. Longer input is refused by its length alone;
//! [`Fen::parse_prefix`], which reads EPD lines, bounds only the FEN.
//!
//! # Moves
//!
//! Engines speak UCI ([`Uci`]: `e2e4`, `e7e8q`, `P@e4`, `0000`); this crate
//! speaks PMN ([`Pmn`](crate::Pmn): `e2-e4`, `e7-e8=Q`, `P*e4`, `...`).
//! [`Fen::pmn`] and [`Fen::uci`] convert on a position (castling by the
//! king's squares, `e1~g1`, read from `e1g1` and from king-takes-rook
//! `e1h1` alike; [`Fen::uci_chess960`] writes the latter), [`Fen::play`]
//! and [`Fen::play_uci`] play a move with FEN's books kept (castling rights,
//! en passant, start-rank pawns, clocks, crazyhouse pockets), and
//! [`Fen::from_position_command`] reads an engine's `position … moves …`
//! command in one call. Legality is the engine's: what is checked is what
//! FEN can say.
//!
//! People and PGN write SAN ([`San`]: `Nf3`, `exd5`, `e8=Q+`, `O-O`,
//! `N@f3`, `--`), read as python-chess's `parse_san` reads it (`0-0`,
//! `e8Q`, `Ng1-f3` and `e2e4` too) and written back as it was read;
//! [`San::canonical`] spells it as python-chess's `Board.san` does. A
//! `San` is the text: which piece moves is the rules' to say on a
//! position.
//!
//! ```
//! use pin_runtime::chess::{Fen, Uci};
//!
//! let mut fen = Fen::from_position_command("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6")?;
//! let castle = fen.play_uci(Uci::parse("e1g1")?)?;
//! assert_eq!(castle.to_string(), "e1~g1");
//! assert_eq!(fen.to_string(), "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Game records
//!
//! [`pgn::Reader`] splits a PGN file's bytes into games as python-chess
//! reads them and plays each main line on a [`Chessboard`];
//! [`pgn::Writer`] writes a game back, or a game made move by move, byte
//! for byte as python-chess's exporter writes it, into any
//! [`fmt::Write`](core::fmt::Write), without allocating:
//!
//! ```
//! use pin_runtime::chess::pgn::{Reader, Writer};
//!
//! let game = Reader::new(b"[White \"A\"]\n\n1.e4 e5 2.Nf3 {main} (2.f4 exf4) Nc6 1-0").next().unwrap();
//! let mut writer = Writer::new(String::new());
//! writer.write_game(&game)?;
//! assert!(writer.into_inner().ends_with("\n\n1. e4 e5 2. Nf3 { main } ( 2. f4 exf4 ) 2... Nc6 1-0\n\n"));
//! # Ok::<(), pin_runtime::chess::pgn::WriteError>(())
//! ```
//!
//! # The engine conversation
//!
//! [`protocol`] reads every UCI line a GUI sends
//! ([`ToEngine`](protocol::ToEngine): `uci`, `setoption`, `position`, `go`
//! with its typed limits, …) and every line an engine answers
//! ([`FromEngine`](protocol::FromEngine): `id`, `option`, `info` with every
//! field typed, `bestmove`, …), borrowing the line, without allocation, and
//! writes each back canonically; an engine builds its `info`, `bestmove`,
//! `option` and `id` lines from typed parts and writes them to any
//! `core::fmt::Write`. Any whitespace separates words, and unknown words
//! are skipped, as the UCI document asks.
//!
//! ```
//! use pin_runtime::chess::protocol::{BestMove, FromEngine, ToEngine};
//!
//! let ToEngine::PositionCommand(command) = ToEngine::parse("position startpos moves e2e4\r\n")? else { panic!() };
//! let best = command.fen().legal_moves().into_iter().next().map(BestMove::new);
//! assert_eq!(FromEngine::BestMove(best.unwrap_or(BestMove::NONE)).to_string(), "bestmove a7a5");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Keys and opening books
//!
//! [`Fen::polyglot_key`] is the position's Polyglot key, bit for bit the
//! key of python-chess and of every Polyglot opening book (`.bin`);
//! [`polyglot::Book`] reads a book in place and finds a key's moves by
//! binary search. Crazyhouse pockets are not part of Polyglot and are
//! left out; castling and en passant hash as the [`polyglot`] page says.
//! For a key of any position, chess or not, hands and styles included, see
//! [`Position::key`](crate::Position::key).
//!
//! ```
//! use pin_runtime::chess::Fen;
//! use pin_runtime::chess::polyglot::Book;
//!
//! let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
//! assert_eq!(fen.polyglot_key(), 0x823c_9b50_fd11_4196);
//! // A book of one entry: 1... e5 (e7, 52, to e5, 36), weight 1.
//! let mut entry = [0; 16];
//! entry[..8].copy_from_slice(&fen.polyglot_key().to_be_bytes());
//! entry[8..10].copy_from_slice(&(36_u16 | 52 << 6).to_be_bytes());
//! entry[10..12].copy_from_slice(&1_u16.to_be_bytes());
//! let book = Book::new(&entry)?;
//! let moves: Vec<String> = book.get(fen.polyglot_key()).map(|e| e.uci().to_string()).collect();
//! assert_eq!(moves, ["e7e5"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Binary FEN
//!
//! Training and analysis data stores positions in Lichess's binary FEN,
//! 24 bytes for the start and at most 32 for a legal chess position
//! without clocks, against some 56 of text. [`Fen::to_binary`] writes
//! it byte for byte as shakmaty 0.30 writes the same FEN
//! (`PackedSetup`), into a [`BinaryFen`] of at most 64 bytes;
//! [`Fen::from_binary`] reads what shakmaty or scalachess writes. Both
//! hold chess, Chess960 and crazyhouse (pockets and promoted pieces), the
//! clocks only when they say something, and allocate nothing.
//!
//! ```
//! use pin_runtime::chess::{BinaryForm, Fen};
//!
//! let fen = Fen::parse("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")?;
//! let binary = fen.to_binary();
//! assert_eq!(binary.len(), 26);
//! assert_eq!(Fen::from_binary(binary.as_bytes())?, fen);
//!
//! // scalachess's bytes of a Chess960 game: its form is kept.
//! let scalachess = fen.try_to_binary_in(BinaryForm::ScalachessChess960)?;
//! assert_eq!(Fen::from_binary_form(scalachess.as_bytes())?, (fen, BinaryForm::ScalachessChess960));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The layout, after scalachess's `BinaryFen.scala` and shakmaty's
//! `packed.rs`: the occupied squares as a big-endian bitboard, a nibble a
//! piece from a1 (the pawn that just advanced two squares, the rooks that
//! may castle and the black king with black to move have nibbles of
//! their own), then, when one of them says something, the halfmove clock
//! and the ply in LEB128, the variant byte, and crazyhouse's five bytes of
//! pockets and eight of promoted pieces. Where the two sources differ:
//!
//! - **Trailing zeros.** shakmaty leaves out every zero byte at the end
//!   (the empty board, white to move at move 1, is no bytes at all);
//!   scalachess writes every byte of the layout (the empty board is eight
//!   bytes of 0, a crazyhouse start ends with five zero bytes of pockets).
//! - **Chess960.** shakmaty writes a Chess960 position as chess, with no
//!   variant byte; scalachess writes variant byte 2 for a Chess960 game
//!   and 3 for a game from a position, and with it always the clocks.
//! - **Three-check.** scalachess writes the checks each side has given,
//!   shakmaty the checks each side has left, in the same nibbles after
//!   variant byte 5.
//! - **Readers.** scalachess reads any bytes, an unknown variant byte as
//!   chess; shakmaty refuses promoted bits on empty squares and variant
//!   bytes it does not know, and reads the rest leniently.
//!
//! This module follows shakmaty: [`Fen::to_binary`] writes its bytes, the
//! contract the tests hold it to on every position of the perft suites
//! and of thousands of random games. [`BinaryForm`] names scalachess's
//! forms, which [`Fen::try_to_binary_in`] writes and
//! [`Fen::from_binary_form`] recognises, so that bytes read are written
//! back as they were. Three-check and Lichess's other variants (king of
//! the hill, antichess, atomic, horde, racing kings) are no chess
//! [`Fen`] holds: their variant byte (4 to 9) is refused, named in the
//! error, whichever count of checks follows. Every reader refuses what no
//! writer writes ([`BinaryFenError`], naming the byte and, for a piece,
//! its square): a piece count over the board's squares, bits left over
//! (a high nibble after an odd count of pieces, a number in more bytes
//! than it takes, a trailing zero byte where shakmaty's form ends, bytes
//! after the layout, promoted bits on an empty square or a king), an
//! unknown variant byte, a rook that may castle off its back rank or
//! without one king of its side there, a black king's nibble at odds with
//! the side to move. What the layout has no room for, a promoted piece
//! without pockets or more than 15 of a piece in a pocket, is
//! [`BinaryFen::UNWRITABLE`] to [`Fen::to_binary`] and a
//! [`ToBinaryError`] to [`Fen::try_to_binary`].
//!
//! # Literals checked at compile time
//!
//! With the `macros` feature (on by default), [`fen!`][fen] reads a FEN
//! literal at compile time into a [`Fen`] constant, usable in `const`,
//! `static` and `match` patterns; a mistake fails the build with one error
//! on the literal, in the words of [`FenError`], and a fix where one
//! exists.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::chess::{fen, Fen, START};
//!
//! const OPENING: Fen = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! assert_eq!(*OPENING.position(), START);
//! assert!(matches!(
//!     Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"),
//!     Ok(fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")),
//! ));
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[fen]: macro@fen")]
#![cfg_attr(not(feature = "macros"), doc = "[fen]: crate#features")]
//!
//! So does [`uci!`][uci] for a UCI move, into a [`Uci`] constant; a PMN
//! move in it fails with the UCI to write (`chess::uci!("e2-e4")` suggests
//! `chess::uci!("e2e4")`), a move of another game with its macro.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::chess::{uci, Fen, Uci};
//! use pin_runtime::pmn;
//!
//! const CASTLE: Uci = uci!("e1g1");
//! let mut fen = Fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
//! assert_eq!(fen.play_uci(CASTLE), Ok(pmn!("e1~g1")));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[uci]: macro@uci")]
#![cfg_attr(not(feature = "macros"), doc = "[uci]: crate#features")]
//!
//! And [`san!`][san] for a SAN move, into a [`San`] constant, spelled as
//! python-chess writes it: `chess::san!("0-0")` suggests
//! `chess::san!("O-O")`, `chess::san!("e2e4")` names `chess::uci!`.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::chess::{san, San};
//!
//! const CASTLE: San = san!("O-O");
//! assert_eq!(San::parse("0-0")?.canonical(), CASTLE);
//! # Ok::<(), pin_runtime::chess::SanError>(())
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[san]: macro@san")]
#![cfg_attr(not(feature = "macros"), doc = "[san]: crate#features")]
//!
//! # Files as other tools write them
//!
//! [`Fen::parse`] reads the format exactly. [`Fen::parse_lenient`] reads
//! what engines and libraries also write (a board alone, `<board>
//! <side>`, UCI's `position fen` in front, tabs, two spaces or a carriage
//! return, `Kqkq`, rights without their rook, an impossible en-passant
//! square, a fullmove number of 0) and returns, beside the value, the
//! [`Repairs`](crate::Repairs) it made, each with its byte index. A text
//! `parse` reads is read alike with no repairs. [`Fen::parse_dialect`]
//! gives the [`Dialect`] too (X-FEN or Shredder-FEN castling), which
//! [`Fen::display_in`] writes back:
//!
//! ```
//! use pin_runtime::chess::Fen;
//!
//! let (fen, dialect, repairs) =
//!     Fen::parse_lenient_dialect("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAhaa - 0 1\r")?;
//! assert_eq!(fen.display_in(dialect).to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
//! assert_eq!(
//!     repairs.to_string(),
//!     "at byte 50: dropped the castling right 'a' given twice\n\
//!      at byte 57: removed a carriage return outside the fields",
//! );
//! # Ok::<(), pin_runtime::chess::FenError>(())
//! ```
//!
//! # Errors
//!
//! A FEN is read left to right and the first mistake is reported with its
//! field, its byte index, what was expected and what was found; a square of
//! the board is named by its CELL coordinate:
//!
//! ```
//! use pin_runtime::chess::Fen;
//!
//! let message = |text: &str| Fen::parse(text).unwrap_err().to_string();
//! assert_eq!(
//!     message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1"),
//!     "invalid FEN at byte 46 (castling): expected a rook for the right 'K' \
//!      on the first rank h-side of the king, found none",
//! );
//! assert_eq!(
//!     message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"),
//!     "invalid FEN at byte 51 (en passant): expected a black pawn at e5, in front \
//!      of the en-passant square e6, found an empty square",
//! );
//! assert_eq!(
//!     message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK~BNR w KQkq - 0 1"),
//!     "invalid FEN board at e1 (byte 40): expected '~' (promoted) only after a queen, \
//!      rook, bishop or knight, found it after 'K'",
//! );
//! ```
//!
//! Writing a position FEN cannot say names the first square or hand item
//! in the way, in the order FEN writes them:
//!
//! ```
//! use pin_runtime::chess::Fen;
//! use pin_runtime::{Board, Position};
//!
//! let position: Position<Board<8, 8>> = "k^7/8/8/8/4+P3/8/8/R3K^2-R / W/w".parse()?;
//! assert_eq!(
//!     Fen::from_position(position).unwrap_err().to_string(),
//!     "cannot write FEN at e4: expected +P only on the pawn's start rank \
//!      (rank 2 for white, 7 for black), found +P",
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Compared with `shakmaty`
//!
//! `shakmaty` 0.30 (`Fen::from_ascii`) reads every FEN this module reads,
//! into the same board, side to move, castling rooks, en-passant square,
//! clocks, promoted pieces and pockets: the tests check it on generated
//! FENs in every castling notation and on a few hundred thousand byte
//! mutations of them. It is more lenient; these are the inputs it reads
//! and this module rejects, each with an error saying why:
//!
//! - missing fields (`<board> w`), filled in with defaults, five fields,
//!   separators other than one space (several spaces, `_`, a leading one);
//! - castling rights with no rook or king to back them (`K` with no rook
//!   h-side of the king stands for `h1`), two rights on one side of a king,
//!   a right given twice, a right for a promoted rook;
//! - any en-passant square (`e4`, `e3` with white to move, no pawn in front
//!   of it, squares behind it occupied);
//! - clocks with leading zeros or above `u32::MAX` (saturated), a fullmove
//!   number of 0 (read as 1);
//! - counts of empty squares side by side (`44`), `~` after a pawn or a
//!   king, kings in the pockets, more than 64 pieces on the board and in the
//!   pockets;
//! - three-check counters (`3+3`, `+0+0`), which this module does not read.
//!
//! Both write the same FEN from the same position, but for crazyhouse
//! pockets: `shakmaty` writes each side's in the order `P N B R Q`
//! (`[PPNqp]`), this module in the order `Q R B N P` (`[NPPqp]`), as
//! `python-chess` does and as [`Pockets`] says.

//!
//! [`Position`]: crate::Position
#[doc(inline)]
pub use pin_runtime_core::chess::*;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__chess_fen as fen;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__chess_uci as uci;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__chess_san as san;
