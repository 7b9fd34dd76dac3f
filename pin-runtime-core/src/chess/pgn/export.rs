//! A game read, written in the order python-chess's exporter visits the
//! tree its reader builds (`ChildNode._accept`): a move, its NAGs and
//! comment, the variations of it, then the next move; the tree walked over
//! the tokens (`tree.rs`) with one frame a variation.

use core::fmt::{self, Write};

use super::error::{PgnErrorKind, WriteError};
use super::lex::{chars, comment_chars};
use super::tree::{Child, Cursor, Event, MAX_DEPTH, Next, Node, Parts, ROOT, find_next, next_nag};
use super::write::{Printer, Text, advance, write_tags};
use super::{Game, Location};
use crate::chess::{Chessboard, MoveError, San, Uci};

/// A move being written, and where the tree is read for it.
#[derive(Clone, Debug)]
struct Frame<'a> {
    node: Node,
    parent: Node,
    san: San,
    at: Location,
    /// The reading just after the move (its NAGs and comment are read
    /// from there), then where the search for its variations and the move
    /// after it resumes.
    cursor: Cursor<'a>,
    /// The position before the move.
    board: Chessboard,
    uci: Option<Uci>,
    /// Whether its variations are written after it (not for the first
    /// move of a variation, whose variations its line's move has).
    sidelines: bool,
    /// Whether a variation of it is being written.
    in_variation: bool,
}

/// Output that keeps nothing: the game is walked once without writing, so
/// that an error leaves nothing written.
struct Discard;

impl Write for Discard {
    fn write_str(&mut self, _: &str) -> fmt::Result {
        Ok(())
    }
}

/// Writes a game read, as [`Writer::write_game`](super::Writer::write_game).
pub(super) fn write<W: Write>(
    game: &Game<'_>,
    printer: &mut Printer,
    out: &mut W,
) -> Result<(), WriteError> {
    let start = game.start().map_err(WriteError::Game)?;
    let board = Chessboard::new(start).map_err(|error| {
        WriteError::Game(game.error(game.line, 1, PgnErrorKind::StartPosition(error)))
    })?;
    let fen = board.fen();
    let cursor = Cursor::new(
        game.tokens(),
        fen.fullmove_number().unwrap_or(1),
        fen.turn(),
    );
    // The reader's errors, and the result: the `Result` tag, or when it is
    // `*` the main line's first other result.
    let mut result = game
        .tag_last("Result")
        .map_or(&b"*"[..], |value| value.as_bytes());
    let mut all = cursor.clone();
    while let Some(step) = all.step() {
        match step {
            Err((kind, at)) => return Err(located(game, kind, at)),
            Ok(Event::Result(text)) if result == b"*" => result = text.as_bytes(),
            Ok(_) => {}
        }
    }
    // Every move checked before a byte is written.
    let mut trial = *printer;
    movetext(
        game,
        &mut trial,
        &mut Discard,
        cursor.clone(),
        &board,
        result,
    )?;
    let tags = game
        .tags()
        .map(|(name, value)| (name, Text::Read(value.as_bytes())));
    write_tags(out, &tags, Text::Read(result))?;
    movetext(game, printer, out, cursor, &board, result)
}

/// An error of the game at a token.
fn located(game: &Game<'_>, kind: PgnErrorKind, at: Location) -> WriteError {
    WriteError::Game(game.error(at.line(), at.column(), kind))
}

/// Writes the movetext, from the game's comment to the result.
fn movetext<'a, W: Write>(
    game: &Game<'a>,
    printer: &mut Printer,
    out: &mut W,
    cursor: Cursor<'a>,
    board: &Chessboard,
    result: &[u8],
) -> Result<(), WriteError> {
    comment(printer, out, Parts::of(cursor.clone(), ROOT))?;
    let mut search = cursor;
    if let Some(Next::Main(child)) = find_next(&mut search, None, ROOT) {
        // Frames of the variations being written, the main line's first.
        let mut frames: [Option<Frame<'a>>; MAX_DEPTH + 1] = [const { None }; MAX_DEPTH + 1];
        frames[0] = Some(frame(printer, out, child, search, board, true)?);
        let mut depth = 0;
        while let Some(top) = frames[depth].as_mut() {
            if top.in_variation {
                top.in_variation = false;
                printer.parenthesis(out, ')')?;
            }
            let Some(uci) = top.uci else {
                top.uci = Some(play(game, printer, out, top)?);
                continue;
            };
            let sibling_of = top.sidelines.then_some(top.parent);
            match find_next(&mut top.cursor, sibling_of, top.node) {
                Some(Next::Sibling(sibling)) => {
                    top.in_variation = true;
                    printer.parenthesis(out, '(')?;
                    let at = sibling.at;
                    let next = frame(printer, out, sibling, top.cursor.clone(), &top.board, false)?;
                    // The tree's variations nest no deeper than its text's.
                    let Some(slot) = frames.get_mut(depth + 1) else {
                        return Err(located(game, PgnErrorKind::Depth, at));
                    };
                    *slot = Some(next);
                    depth += 1;
                }
                Some(Next::Main(child)) => {
                    let mut board = top.board;
                    advance(&mut board, uci)
                        .map_err(|error| moved(game, &top.board, top.san, top.at, error))?;
                    *top = frame(printer, out, child, top.cursor.clone(), &board, true)?;
                }
                None => {
                    frames[depth] = None;
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                }
            }
        }
    }
    printer.result(out, chars(result))?;
    Ok(())
}

/// The frame of a move found, its starting comment written.
fn frame<'a, W: Write>(
    printer: &mut Printer,
    out: &mut W,
    child: Child<'a>,
    cursor: Cursor<'a>,
    board: &Chessboard,
    sidelines: bool,
) -> Result<Frame<'a>, WriteError> {
    comment(printer, out, Parts::before(child.prev, child.node))?;
    Ok(Frame {
        node: child.node,
        parent: child.parent,
        san: child.san,
        at: child.at,
        cursor,
        board: *board,
        uci: None,
        sidelines,
        in_variation: false,
    })
}

/// Writes a frame's move, its NAGs and its comment, and gives the move.
fn play<W: Write>(
    game: &Game<'_>,
    printer: &mut Printer,
    out: &mut W,
    top: &Frame<'_>,
) -> Result<Uci, WriteError> {
    let uci = top
        .board
        .resolve_san(top.san)
        .map_err(|error| moved(game, &top.board, top.san, top.at, error))?;
    printer
        .play(out, &top.board, uci)
        .map_err(|error| match error {
            WriteError::Move(error) => moved(game, &top.board, top.san, top.at, error),
            error => error,
        })?;
    let mut nag = None;
    while let Some(next) = next_nag(top.cursor.clone(), top.node, nag) {
        printer.nag(out, next)?;
        nag = Some(next);
    }
    comment(printer, out, Parts::of(top.cursor.clone(), top.node))?;
    Ok(uci)
}

/// A move refused, located.
fn moved(
    game: &Game<'_>,
    board: &Chessboard,
    san: San,
    at: Location,
    error: MoveError,
) -> WriteError {
    let fen = board.fen();
    let kind = PgnErrorKind::Move {
        number: fen.fullmove_number().unwrap_or(1),
        side: fen.turn(),
        san,
        error,
    };
    located(game, kind, at)
}

/// Writes a comment of its parts when one is not empty: joined by spaces,
/// `}` left out, line ends as `\n` (as Python reads a file's lines).
fn comment<W: Write>(printer: &mut Printer, out: &mut W, parts: Parts<'_>) -> fmt::Result {
    let parts = parts.filter(|part| !part.is_empty());
    if parts.clone().next().is_none() {
        return Ok(());
    }
    let text = parts
        .enumerate()
        .flat_map(|(i, part)| {
            (i > 0)
                .then_some(' ')
                .into_iter()
                .chain(comment_chars(part))
        })
        .filter(|&c| c != '}');
    printer.comment(out, text)
}
