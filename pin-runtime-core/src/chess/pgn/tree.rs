//! The game tree python-chess's `GameBuilder` builds from a movetext,
//! walked over the tokens without being built: which move each move
//! follows, and which move each NAG and comment belongs to.
//!
//! A node is a move, named by its count in the movetext; the game
//! itself is [`ROOT`]. As the builder does, a `(` opens a variation of the
//! last move of its line (ignored where the line has no move since the
//! game's start), a `)` closes the innermost one (ignored in the main
//! line), a NAG goes to the last move of the line, and a comment to it
//! when a move was made since the last `(`, to the game before its first
//! move, and otherwise waits for the next move as its starting comment.

use super::error::PgnErrorKind;
use super::lex::{Location, Token, Tokens};
use crate::Side;
use crate::chess::San;

/// How deeply variations may nest in a game [`Writer`](super::Writer)
/// writes: a variation of a variation is 2 deep.
pub const MAX_DEPTH: usize = 16;

/// A move of the tree, by its count from the movetext's start (1 for the
/// first move written, in any line).
pub(super) type Node = u32;

/// The game, parent of its first move.
pub(super) const ROOT: Node = 0;

/// A node not named (the move before the one a variation is opened from,
/// until the variation has a move).
const UNKNOWN: Node = Node::MAX;

/// A line being read: the main line or a variation.
#[derive(Clone, Copy, Debug)]
struct Level {
    /// The last move of the line (at first, the move the variation's moves
    /// are alternatives to follow).
    current: Node,
    /// The move before it.
    parent: Node,
    /// The plies from the game's start to `current`.
    ply: u32,
}

/// What a token does to the tree.
#[derive(Clone, Copy, Debug)]
pub(super) enum Event<'a> {
    /// A move, made a child of `parent`.
    Move {
        node: Node,
        parent: Node,
        san: San,
        at: Location,
    },
    /// A NAG of a node (or of the game, which keeps none).
    Nag { node: Node, nag: u16 },
    /// A comment of a node, or (`None`) the next move's starting comment.
    Comment { node: Option<Node>, text: &'a [u8] },
    /// A game-termination marker of the main line.
    Result(&'a str),
    /// Any other token: a variation opened or closed, text skipped.
    Other,
}

/// The tokens of a movetext read as the builder reads them.
#[derive(Clone, Debug)]
pub(super) struct Cursor<'a> {
    tokens: Tokens<'a>,
    levels: [Level; MAX_DEPTH + 1],
    /// The innermost line: 0 for the main line.
    depth: usize,
    /// The builder's `in_variation`: a move was made since the last `(`.
    in_variation: bool,
    /// The moves read so far.
    moves: Node,
    /// The start position's fullmove number and side to move, to name a
    /// move in an error.
    number: u32,
    black: bool,
}

impl<'a> Cursor<'a> {
    /// The tokens of a game starting from a position of fullmove number
    /// `number` and side to move `side`.
    pub(super) fn new(tokens: Tokens<'a>, number: u32, side: Side) -> Self {
        let main = Level {
            current: ROOT,
            parent: UNKNOWN,
            ply: 0,
        };
        Self {
            tokens,
            levels: [main; MAX_DEPTH + 1],
            depth: 0,
            in_variation: false,
            moves: 0,
            number,
            black: side == Side::Second,
        }
    }

    /// Whether events may still belong to `node`: it is the last move of a
    /// line, or the move before it.
    pub(super) fn live(&self, node: Node) -> bool {
        self.levels[..=self.depth]
            .iter()
            .any(|level| level.current == node || level.parent == node)
    }

    /// The move number and side of the move after `ply` plies.
    fn numbered(&self, ply: u32) -> (u32, Side) {
        let plies = ply + u32::from(self.black);
        let side = if plies.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        };
        (self.number.saturating_add(plies / 2), side)
    }

    /// The next event, or the error python-chess's reader would meet (a
    /// move that is no SAN, a result inside a variation) or that the writer
    /// refuses (a variation opened before its line has a move, variations
    /// nested deeper than [`MAX_DEPTH`]).
    pub(super) fn step(&mut self) -> Option<Result<Event<'a>, (PgnErrorKind, Location)>> {
        let (token, at) = self.tokens.next()?;
        let top = &mut self.levels[self.depth];
        Some(Ok(match token {
            // In a variation opened before its line had a move, `( (`, a
            // move or a NAG belongs to a move the writer cannot name.
            Token::Move(_) | Token::Nag(_) | Token::Suffix(_) if top.current == UNKNOWN => {
                return Some(Err((PgnErrorKind::NestedVariation, at)));
            }
            Token::Move(san) => {
                self.moves = self.moves.saturating_add(1);
                let node = self.moves;
                let parent = top.current;
                *top = Level {
                    current: node,
                    parent,
                    ply: top.ply + 1,
                };
                self.in_variation = true;
                Event::Move {
                    node,
                    parent,
                    san,
                    at,
                }
            }
            Token::BadMove(_, error) => {
                let ply = top.ply;
                let (number, side) = self.numbered(ply);
                return Some(Err((
                    PgnErrorKind::San {
                        number,
                        side,
                        error,
                    },
                    at,
                )));
            }
            Token::Nag(_) | Token::Suffix(_) => match token.nag() {
                Some(nag) => Event::Nag {
                    node: top.current,
                    nag,
                },
                None => Event::Other,
            },
            Token::Comment(text) => {
                let node = (self.in_variation || (top.current == ROOT && self.moves == 0))
                    .then_some(top.current);
                Event::Comment { node, text }
            }
            Token::StartVariation if top.ply == 0 => Event::Other,
            Token::StartVariation => {
                if self.depth == MAX_DEPTH {
                    return Some(Err((PgnErrorKind::Depth, at)));
                }
                let level = Level {
                    current: top.parent,
                    parent: UNKNOWN,
                    ply: top.ply - 1,
                };
                self.depth += 1;
                self.levels[self.depth] = level;
                self.in_variation = false;
                Event::Other
            }
            Token::EndVariation => {
                self.depth = self.depth.saturating_sub(1);
                Event::Other
            }
            Token::Result(text) if self.depth == 0 => Event::Result(text),
            Token::Result(_) => return Some(Err((PgnErrorKind::ResultInVariation, at))),
            _ => Event::Other,
        }))
    }
}

/// A move found by [`find_next`].
#[derive(Clone, Debug)]
pub(super) struct Child<'a> {
    /// The reading just after the move before it in the text, where its
    /// starting comment begins.
    pub(super) prev: Cursor<'a>,
    pub(super) node: Node,
    pub(super) parent: Node,
    pub(super) san: San,
    pub(super) at: Location,
}

/// What [`find_next`] found.
#[derive(Clone, Debug)]
pub(super) enum Next<'a> {
    /// Another child of the node's parent: a variation of the node.
    Sibling(Child<'a>),
    /// The node's first child: the move after it.
    Main(Child<'a>),
}

/// From `cursor` on, the next child of `sibling_of` (when given) or the
/// first child of `node`, the cursor left just after it; `None` when no
/// later move can follow either. The variations of a move come before the
/// move after it, so that once the latter is found no variation is left.
pub(super) fn find_next<'a>(
    cursor: &mut Cursor<'a>,
    sibling_of: Option<Node>,
    node: Node,
) -> Option<Next<'a>> {
    let mut prev = cursor.clone();
    while cursor.live(node) || sibling_of.is_some_and(|of| cursor.live(of)) {
        if let Event::Move {
            node: found,
            parent,
            san,
            at,
        } = cursor.step()?.ok()?
        {
            let child = |prev| Child {
                prev,
                node: found,
                parent,
                san,
                at,
            };
            if parent == node {
                return Some(Next::Main(child(prev)));
            }
            if Some(parent) == sibling_of {
                return Some(Next::Sibling(child(prev)));
            }
            prev = cursor.clone();
        }
    }
    None
}

/// The smallest NAG of `node` above `above`, from `cursor` (just after
/// the node's move) on.
pub(super) fn next_nag(mut cursor: Cursor<'_>, node: Node, above: Option<u16>) -> Option<u16> {
    let mut least = None;
    while cursor.live(node) {
        let Some(Ok(event)) = cursor.step() else {
            break;
        };
        if let Event::Nag { node: of, nag } = event
            && of == node
            && above.is_none_or(|above| nag > above)
            && least.is_none_or(|least| nag < least)
        {
            least = Some(nag);
        }
    }
    least
}

/// The parts of a comment: those of a node, or the starting comment of a
/// move.
#[derive(Clone, Debug)]
pub(super) struct Parts<'a> {
    cursor: Cursor<'a>,
    want: Want,
}

#[derive(Clone, Copy, Debug)]
enum Want {
    /// The comments of a node, from just after its move.
    Of(Node),
    /// The starting comments before a move, from the move before it.
    Before(Node),
}

impl<'a> Parts<'a> {
    /// The comments of `node`, from `cursor` just after its move (or the
    /// game's start for [`ROOT`]).
    pub(super) const fn of(cursor: Cursor<'a>, node: Node) -> Self {
        Self {
            cursor,
            want: Want::Of(node),
        }
    }

    /// The starting comment of `node`, from `cursor` just after the move
    /// before it.
    pub(super) const fn before(cursor: Cursor<'a>, node: Node) -> Self {
        Self {
            cursor,
            want: Want::Before(node),
        }
    }
}

impl<'a> Iterator for Parts<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        loop {
            if let Want::Of(node) = self.want
                && !self.cursor.live(node)
            {
                return None;
            }
            match (self.cursor.step()?.ok()?, self.want) {
                (Event::Comment { node, text }, Want::Of(want)) if node == Some(want) => {
                    return Some(text);
                }
                (Event::Comment { node: None, text }, Want::Before(_)) => return Some(text),
                (Event::Move { node, .. }, Want::Before(want)) if node == want => return None,
                _ => {}
            }
        }
    }
}

/// How deep in variations the tokens are, as python-chess's reader counts:
/// a `(` where the line has no move since the game's start is passed over
/// (and the `)` after it closes the variation around it), a `)` in the main
/// line too. Plies are kept for the 64 outermost lines; a deeper `(` is
/// taken to follow a move.
#[derive(Clone, Copy, Debug)]
pub(super) struct Depth {
    depth: usize,
    /// The plies from the game's start to each line's last move.
    plies: [u32; 64],
}

impl Depth {
    pub(super) const fn new() -> Self {
        Self {
            depth: 0,
            plies: [0; 64],
        }
    }

    /// The depth: 0 in the main line.
    pub(super) const fn depth(&self) -> usize {
        self.depth
    }

    /// Counts a token.
    pub(super) fn count(&mut self, token: &Token<'_>) {
        match token {
            Token::Move(_) => {
                if let Some(ply) = self.plies.get_mut(self.depth) {
                    *ply += 1;
                }
            }
            Token::StartVariation => {
                let ply = self.plies.get(self.depth).copied().unwrap_or(1);
                if ply > 0 {
                    self.depth += 1;
                    if let Some(next) = self.plies.get_mut(self.depth) {
                        *next = ply - 1;
                    }
                }
            }
            Token::EndVariation => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
    }
}
