//! Shogi positions in SFEN, the notation of USI engines and kifu tools,
//! read into a FEEN [`Position`] and written back byte for byte.
//!
//! ```text
//! <board> <side> <hands> [ <move-number> ]
//! lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1
//! ```
//!
//! # Conventions
//!
//! | SFEN | FEEN [`Position`] |
//! |---|---|
//! | `K` `k` | `K^` `k^` (terminal) |
//! | `R B G S N L P`, lowercase for gote | the same tokens |
//! | promoted `+R +B +S +N +L +P` | the same tokens (enhanced) |
//! | side `b` (sente, first) / `w` (gote, second) | style–turn `J/j` / `j/J` |
//! | hands `-`, or items `[count]letter`, uppercase for sente | first hand (uppercase pieces) / second hand (lowercase), in FEEN's order |
//! | move number | kept beside the position: [`Sfen::move_number`] |
//!
//! The board is 9 ranks of 9 squares, written from the top as sente sees
//! it: the first square written is USI `9a`, whose CELL name is `a9`
//! ([`Square`] converts). Written back, the hands list sente's pieces then
//! gote's, each in the order `R B G S N L P`, with a count only from 2
//! (`S2Pbp`), and `-` when both are empty.
//!
//! ```
//! use pin_runtime::shogi::{Sfen, START};
//! use pin_runtime::{Epin, Side};
//!
//! let text = "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 13";
//! let sfen = Sfen::parse(text)?;
//! let position = sfen.position();
//! assert_eq!(position.turn(), Side::First);
//! assert_eq!(position.hand(Side::First).count(Epin::parse("B")?), 1);
//! assert_eq!(position.board()[0][4], Some(Epin::parse("k^")?));
//! assert_eq!(sfen.move_number(), Some(13));
//! assert_eq!(
//!     position.to_string(),
//!     "lnsgk^2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2K^GSNL B/b J/j",
//! );
//!
//! // Read, written back byte for byte.
//! assert_eq!(sfen.to_string(), text);
//!
//! // From a FEEN position: no move number until one is given.
//! let start = Sfen::from_position(START)?;
//! assert_eq!(start.to_string(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -");
//! assert_eq!(
//!     start.with_move_number(1).to_string(),
//!     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
//! );
//!
//! // The start with its move number is a constant of its own.
//! assert_eq!(Sfen::START, start.with_move_number(1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Moves
//!
//! Engines speak USI ([`Usi`]: `7g7f`, `8h2b+`, `P*5e`); this crate speaks
//! PMN ([`Pmn`](crate::Pmn)) on CELL squares (`7g7f` is `c3-c4`, a capture
//! names the piece as it enters the hand: `b2+h8=+B/B`). [`Sfen::pmn`] and
//! [`Sfen::usi`] convert on a position, [`Sfen::play`] and
//! [`Sfen::play_usi`] play a move, and [`Sfen::from_position_command`]
//! reads an engine's `position … moves …` command in one call.
//! [`protocol`] reads and writes every other USI line, both ways
//! ([`ToEngine`](protocol::ToEngine), [`FromEngine`](protocol::FromEngine)),
//! as `chess::protocol` does UCI's.
//!
//! ```
//! use pin_runtime::shogi::Sfen;
//!
//! let sfen = Sfen::from_position_command("position startpos moves 7g7f 3c3d 8h2b+")?;
//! assert_eq!(sfen.to_string(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Literals checked at compile time
//!
//! With the `macros` feature (on by default), [`sfen!`][sfen] reads an SFEN
//! literal at compile time into an [`Sfen`] constant, usable in `const`,
//! `static` and `match` patterns; a mistake fails the build with one error
//! on the literal, in the words of [`SfenError`], and a fix where one
//! exists.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::shogi::{sfen, Sfen, START};
//!
//! const OPENING: Sfen = sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
//! assert_eq!(*OPENING.position(), START);
//! assert!(matches!(
//!     Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
//!     Ok(sfen!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")),
//! ));
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[sfen]: macro@sfen")]
#![cfg_attr(not(feature = "macros"), doc = "[sfen]: crate#features")]
//!
//! So does [`usi!`][usi] for a USI move, into a [`Usi`] constant; a PMN
//! move in it fails with the USI to write (`shogi::usi!("c3-c4")` suggests
//! `shogi::usi!("7g7f")`), a move of another game with its macro.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::shogi::{usi, Sfen, Usi};
//! use pin_runtime::pmn;
//!
//! const PAWN: Usi = usi!("7g7f");
//! let mut sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
//! assert_eq!(sfen.play_usi(PAWN), Ok(pmn!("c3-c4")));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[usi]: macro@usi")]
#![cfg_attr(not(feature = "macros"), doc = "[usi]: crate#features")]
//!
//! # Game records: CSA and KIF
//!
//! [`csa::Reader`] reads the records of the computer-shogi servers
//! (Floodgate) and championships, V2.2 and V3.0, several games split at
//! `/`; each [`csa::Game`] gives its players, headers, start position
//! (`PI`, `P1`…`P9`, `P+`, `P-` with `00AL`), its statements in order, its
//! ending ([`Ending`]: `%TORYO`, `%SENNICHITE`, …) and its main line,
//! played on an [`Sfen`]: each move as [`Usi`] with the position after it
//! and its time. [`csa::Writer`] writes a record back from USI moves.
//! Nothing is allocated; the text is `&str`, decoded by the caller, or by
//! [`decode`][decode] with the `encoding` feature (`Shift_JIS` or UTF-8).
//!
#![cfg_attr(feature = "encoding", doc = "[decode]: decode")]
#![cfg_attr(not(feature = "encoding"), doc = "[decode]: crate#features")]
//!
//! ```
//! use pin_runtime::shogi::csa::{Reader, Writer};
//! use pin_runtime::shogi::Ending;
//!
//! let record = "V2.2\nN+gps\nN-bonanza\nPI\n+\n+7776FU\nT3\n-3334FU\nT1\n%TORYO\n";
//! let game = Reader::new(record).next().unwrap();
//! let last = game.mainline().last().unwrap()?;
//! assert_eq!(last.sfen().to_string(), "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
//! assert_eq!(game.ending(), Some(Ending::Resign));
//!
//! // Written back: the same game, canonical text.
//! let written = game.write(String::new())?;
//! assert_eq!(written, "V2.2\nN+gps\nN-bonanza\nPI\n+\n+7776FU,T3\n-3334FU,T1\n%TORYO\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`kif::Reader`] reads the records of Kifu for Windows, `ShogiGUI`,
//! Shogidokoro and the Japan Shogi Association: headers (`先手`, `後手`,
//! `棋戦`, `開始日時`, …), the start (`手合割` handicaps or a board
//! diagram), the moves with their times (`   1 ７六歩(77)   ( 0:16/00:00:16)`,
//! `同　歩(23)`, `打`, `成`, `不成`), comments `*`, bookmarks `&`, the
//! endings (`投了`, `千日手`, `詰み`, `中断`, …) and the branches
//! (`変化：N手`, [`kif::Game::branches`], each played from the line it
//! leaves by [`kif::Branch::mainline`]); its main line is played as CSA's
//! is. [`kif::Writer`] writes one back. Most `.kif` files are `Shift_JIS`,
//! `.kifu` files UTF-8.
//!
//! ```
//! use pin_runtime::shogi::{csa, kif};
//!
//! let record = "先手：A\n後手：B\n手合割：平手\n手数----指手---------消費時間--\n\
//!     \x20  1 ７六歩(77)   ( 0:16/00:00:16)\n   2 ３四歩(33)   ( 0:05/00:00:05)\n   3 投了\n";
//! let game = kif::Reader::new(record).next().unwrap();
//! assert_eq!(game.mainline().count(), 2);
//!
//! // The same game as CSA.
//! let mut writer = csa::Writer::new(String::new(), game.start()?)?;
//! for ply in game.mainline() {
//!     let ply = ply?;
//!     writer.play(ply.usi(), ply.time())?;
//! }
//! writer.end(game.ending().unwrap(), None)?;
//! assert_eq!(writer.finish()?, "V2.2\nPI\n+\n+7776FU,T16\n-3334FU,T5\n%TORYO\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Neither format needs the rules to read its moves (KIF writes each
//! origin, `(77)`); KI2, which does not, would be a third module beside
//! them once shogi's rules are in the crate, and xiangqi's records
//! (WXF, `.xqf`) a module of `xiangqi`.
//!
//! A move is checked against what the record says (its side, the piece
//! on its origin, a dropped piece in hand, no piece of its own side or
//! king taken), not against how the pieces move: this crate has no shogi
//! rules yet. A move refused ends the main line with a [`RecordError`]
//! naming the game, the move number, the line and the column.
//!
//! # Fairy-Stockfish's shogi FEN
//!
//! Fairy-Stockfish (and pyffish, its Python binding) writes shogi as a
//! chess FEN with pockets, `<board>[<pockets>] w - - <halfmove>
//! <fullmove>`, where **`w` is sente**, the opposite of SFEN's letters.
//! [`FairyFen`] reads and writes that dialect, and converts to and from
//! [`Sfen`]; [`Sfen::parse`] never reads it, so a side letter is always
//! read as the reader's own dialect means it.
//!
//! ```
//! use pin_runtime::shogi::{FairyFen, Sfen};
//!
//! let fen = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[PPb] b - - 0 12")?;
//! assert_eq!(fen.to_sfen(), Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 w 2Pb 24")?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What is read
//!
//! Exactly one SFEN: fields separated by one space, nothing before or
//! after (no `sfen` keyword, no `moves`, no newline). Where USI leaves
//! room, this reader chooses:
//!
//! - **The move number is optional**: three fields are a position without
//!   one, written back with three. It is a decimal number without sign or
//!   leading zeros, from `0` to `u32::MAX`; `0`, which some tools write and
//!   the `shogi` crate reads, is kept as written.
//! - **Counts in hand** are decimal from 2, as USI writes them, two digits
//!   where needed (`10p`, `18p` in a tsume problem's remaining pieces);
//!   `0`, `1` and leading zeros are refused.
//! - **Hands in any order** are read (`pS` as well as `Sp`), each piece
//!   listed once: `PP` is refused (write `2P`). Written back in the order
//!   above, so only canonical input comes back byte for byte.
//! - **A run of empty squares is one count**: `45` (four then five) is
//!   refused, as is `0`.
//! - **What belongs to the rules is not checked**: how many kings, pawns
//!   on the last rank, two pawns on a file, more pieces of a kind than the
//!   set has. What belongs to the format is: `+` only before `R B S N L P`
//!   (golds and kings never promote), no promoted piece or king in hand,
//!   and at most [`MAX_PIECES`] pieces on the board and in hand, so the
//!   position is also valid FEEN.
//! - **Length**: at most [`MAX_LEN`] bytes, checked before any byte is
//!   read.
//!
//! # Files as other tools write them
//!
//! [`Sfen::parse_lenient`] reads what engines and libraries also write (a
//! board alone, `<board> <side>`, USI's `sfen` or `position sfen` in
//! front, hands as `PPP` or `1P`, stray whitespace) and returns, beside
//! the value, the [`Repairs`](crate::Repairs) it made, each with its byte
//! index. SFEN writers agree on letters and turn, so there is no dialect
//! to keep. Fairy-Stockfish's shogi FEN, whose `w` is sente, is another
//! format and is not read as SFEN.
//!
//! # Binary positions and training records
//!
//! Engines' training sets hold positions in 32 bytes, read and written
//! here without text and without allocating: `YaneuraOu`'s `PackedSfen`
//! ([`Sfen::to_packed`], [`Sfen::from_packed`]) and cshogi's HCP, Apery's
//! `HuffmanCodedPos` ([`Sfen::to_hcp`], [`Sfen::from_hcp`]), in training
//! records of `YaneuraOu` ([`PackedSfenValue`], 40 bytes) and of cshogi and
//! dlshogi ([`Hcpe`], 38 bytes), whose files [`Records`] reads in place.
//! The bytes are cshogi's (`Board.to_psfen`, `Board.to_hcp`, its numpy
//! dtypes), tested on every position of random games and of the handicap
//! starts.
//!
//! ```
//! use pin_runtime::shogi::{PackedSfenValue, Sfen, Usi};
//! use pin_runtime::Side;
//!
//! let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")?;
//! let packed = sfen.to_packed();
//! assert_eq!(Sfen::from_packed(&packed)?, sfen.without_move_number());
//!
//! let record = PackedSfenValue::new(sfen, 1)?.with_score(-52).with_usi(Some(Usi::parse("3c3d")?));
//! let file = [record.to_bytes(), record.with_winner(Some(Side::First)).to_bytes()].concat();
//! for read in PackedSfenValue::records(&file) {
//!     assert_eq!(read?.sfen(), &sfen);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Both positions are 256 bits, from the lowest bit of byte 0: the side to
//! move, the squares of the two kings (7 bits each, numbered file by file
//! from `1a`: `9 * (file - 1) + rank - 1`), every other square in that
//! order (1 bit when empty, a Huffman code for a piece), then the pieces
//! in sente's hand, in gote's, and the rest of the set (the piece box),
//! each in the order `P L N S G B R`. A piece takes as many bits wherever
//! it is, so one king a side and the set fill the 256 bits exactly: a
//! position with no king or two, or more pieces of a kind than the set
//! (18 P, 4 L, 4 N, 4 S, 4 G, 2 B, 2 R, promoted or not), does not fit.
//! [`Sfen::try_to_packed`] and [`Sfen::try_to_hcp`] refuse it with a
//! [`PackError`]; [`Sfen::to_packed`] and [`Sfen::to_hcp`], whose bytes
//! are always 32, give 32 bytes of 0 for it, which no reader reads. The
//! move number is not written: a position read has none
//! ([`PackedSfenValue`] holds it as its ply).
//!
//! Every reader refuses what no writer writes, with a [`BinaryError`]
//! naming the byte: a king's square of 81 or more, both kings on one
//! square, a piece more than the set, bits in hand or in the box that
//! begin no code, pieces there out of the writers' order, bits left over
//! at the end; in records, a 16-bit move no writer writes, a result out
//! of range, a padding byte other than 0, and a file's tail shorter than
//! a record. So whatever is read is written back byte for byte.
//!
//! Where the sources differ, and what this module does:
//!
//! - **Codes.** HCP's pieces have other codes than `PackedSfen`'s (knight
//!   and silver swapped, the side bit before the promoted bit on the
//!   board, other hand and box codes): a position's two forms differ. The
//!   piece box is cshogi's addition to Apery's `HuffmanCodedPos`, which
//!   holds positions with every piece; `YaneuraOu` took cshogi's box codes
//!   for `PackedSfen`.
//! - **The piece box.** `YaneuraOu`'s reader takes any promoted piece after
//!   the board for a piece of the box, of either side bit; cshogi's knows
//!   only the seven box codes and throws on the others, as this module
//!   refuses them. Both readers take hand and box pieces in any order;
//!   their writers write one order, the one read here.
//! - **A missing king.** `YaneuraOu`'s sources say a tsume position writes
//!   square 81 for the missing king, and cshogi writes 81 too, but such a
//!   position needs 257 bits with the set: both writers write one bit past
//!   the 32 bytes (cshogi past its buffer), and so do positions with more
//!   than the set. Such positions are refused both ways here.
//! - **The move number.** Neither form holds it. `YaneuraOu`'s
//!   `sfen_unpack` writes 0, cshogi's `set_psfen` and `set_hcp` set 1;
//!   [`Sfen::from_packed`] and [`Sfen::from_hcp`] give none.
//! - **Records.** `PackedSfenValue` (`PsvRecord` in `YaneuraOu`'s latest
//!   sources) holds the score, the move, the ply and the result for the
//!   side to move (1, 0, -1); HCPE the evaluation, the move and the result
//!   for sente and gote (cshogi's `GameResult`: 0 a draw, 1 sente won, 2
//!   gote won). cshogi's numpy dtypes read HCPE's move and result as
//!   signed; the bytes are the same.
//! - **Moves.** Both 16-bit moves put the destination in bits 0 to 6 and
//!   the origin in bits 7 to 13, squares numbered as above. `YaneuraOu`'s
//!   marks a drop with bit 14, the piece (1 to 7, `P L N S B R G`) as
//!   origin, and promotion with bit 15; cshogi's writes a drop's origin as
//!   80 plus the piece, and promotion in bit 14 (its `move16_to_psv`
//!   converts). Both write 0 for no move and 129 for the null move
//!   ([`Usi::NULL`]); `YaneuraOu` also 258 and 387 for resigning and a win
//!   by declaration, read as no [`Usi`] (`raw_move` keeps them).
//!
//! # Errors
//!
//! Reading stops at the first mistake; the [`SfenError`] says the field,
//! the byte index, what was expected and what was found, and names a square
//! of the board by its CELL coordinate:
//!
//! ```
//! use pin_runtime::shogi::{Field, Sfen};
//!
//! let err = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2P+b 1").unwrap_err();
//! assert_eq!(err.field(), Some(Field::Hands));
//! assert_eq!(
//!     err.to_string(),
//!     "invalid SFEN at byte 62 (hands): expected a piece in hand (R B G S N L P, lowercase for gote), \
//!      found '+': a piece in hand is never promoted",
//! );
//!
//! let err = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "invalid SFEN at byte 63 (move number): expected end of input after the move number, found a space: \
//!      a position command's moves? read \"position sfen <SFEN> moves …\" with shogi::Sfen::from_position_command",
//! );
//! ```
//!
//! Writing a position SFEN cannot say ([`Sfen::from_position`]) fails with
//! a [`FromPositionError`] naming the first square (by its CELL
//! coordinate) or hand item that cannot be written: styles other than
//! `J/j`, a piece outside the table (a king without `^`, a promoted gold, a
//! derived piece, another letter), a promoted piece or a king in hand, a
//! piece in the other side's case in a hand.
//!
//! # The `shogi` crate
//!
//! On every SFEN both read, this module and `shogi` 0.12's
//! `Position::set_sfen` agree on the board, the hands, the side to move and
//! the move number (tested on generated and mutated positions). They
//! differ in what they accept. `set_sfen` also reads, where this module
//! refuses:
//!
//! - any whitespace between fields, several spaces, and whitespace before
//!   or after (it splits on whitespace), and anything after the move number
//!   (ignored, or read as moves after `moves`);
//! - boards with fewer than 9 ranks or ranks with fewer than 9 squares,
//!   empty ranks (`//`) included (the rest stays empty), `0` and two
//!   counts in a row (`45`), and a `+` not directly before a letter (it
//!   applies to the next piece, or to none);
//! - hands in which a piece is listed twice (the last count wins: `2PP` is
//!   one pawn), counts `0` and `1` (both one piece), leading zeros, a king
//!   in hand (dropped), digits after the last piece (ignored), and counts
//!   above 255 (they wrap around, or panic in a debug build);
//! - move numbers with a sign (`+5`) or leading zeros (`007`).
//!
//! This module reads, where `set_sfen` refuses: an SFEN without a move
//! number, and move numbers above 65535 (it keeps them in a `u16`). Neither
//! checks that the pieces fit the set (`set_sfen` does not bound the total;
//! this module bounds it by the 81 squares).

//!
//! [`Position`]: crate::Position
#[doc(inline)]
pub use pin_runtime_core::shogi::*;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__shogi_sfen as sfen;

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__shogi_usi as usi;
