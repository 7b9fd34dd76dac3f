//! A private reader of FEEN piece placements, with the runtime's words.
//!
//! It must read as `pin_runtime::parse_placement` does: the tests at the
//! bottom compare the two on generated and mutated placements.

use std::fmt::Write as _;

use crate::grammar;

/// The most squares a rank may have (the runtime's `MAX_WIDTH`).
const MAX_WIDTH: usize = 1024;

/// What is wrong with a placement: the runtime's `PlacementErrorKind`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Empty,
    Token,
    ZeroCount,
    LeadingZero,
    CountTooLarge,
    EmptyRank,
    TrailingSeparator,
    Layers,
    RankWidth { width: usize, expected: usize },
    RankCount { found: usize, expected: usize },
}

/// A rejected placement, with where and the runtime's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Mistake {
    pub(crate) kind: Kind,
    pub(crate) rank: usize,
    pub(crate) square: usize,
    pub(crate) index: usize,
    pub(crate) message: String,
}

impl Mistake {
    fn new(kind: Kind, rank: usize, square: usize, index: usize, token: Option<&str>) -> Self {
        let mut message = String::from("invalid FEEN placement");
        let _ = match &kind {
            Kind::Empty => write!(
                message,
                ": expected at least one rank, found an empty string"
            ),
            Kind::RankCount { found, expected } => {
                write!(message, ": expected {expected} ranks, found {found}")
            }
            Kind::Token | Kind::ZeroCount | Kind::LeadingZero | Kind::CountTooLarge => {
                write!(message, " at rank {rank}, square {square} (byte {index}): ")
            }
            Kind::EmptyRank | Kind::TrailingSeparator | Kind::Layers | Kind::RankWidth { .. } => {
                write!(message, " at rank {rank} (byte {index}): ")
            }
        };
        let _ = match &kind {
            Kind::Token => write!(message, "{}", token.unwrap_or_default()),
            Kind::ZeroCount => write!(message, "expected a count of empty squares from 1, found 0"),
            Kind::LeadingZero => write!(
                message,
                "expected a count of empty squares without leading zeros, found '0'"
            ),
            Kind::CountTooLarge => write!(
                message,
                "expected a count of at most {MAX_WIDTH} empty squares, found a larger one"
            ),
            Kind::EmptyRank => write!(
                message,
                "expected a piece or a count of empty squares, found an empty rank"
            ),
            Kind::TrailingSeparator => {
                write!(message, "expected a rank after '/', found end of input")
            }
            Kind::Layers => write!(
                message,
                "found the layer separator \"//\" of a 3-D board, which is not supported"
            ),
            Kind::RankWidth { width, expected } => {
                write!(
                    message,
                    "rank {rank} has {width} squares, expected {expected}"
                )
            }
            Kind::Empty | Kind::RankCount { .. } => Ok(()),
        };
        Self {
            kind,
            rank,
            square,
            index,
            message,
        }
    }
}

/// Reads a placement into ranks of EPIN codes (0 for an empty square).
///
/// With `shape` (width, height) it checks them as the runtime does for a
/// board of that shape; without, every rank must be as wide as the first and
/// any number of ranks is fine, which is what `board!` needs.
pub(crate) fn parse(input: &[u8], shape: Option<(usize, usize)>) -> Result<Vec<Vec<u16>>, Mistake> {
    if input.is_empty() {
        return Err(Mistake::new(Kind::Empty, 0, 0, 0, None));
    }
    let mut ranks: Vec<Vec<u16>> = vec![Vec::new()];
    let mut expected = shape.map(|(width, _)| width);
    let mut at = 0;
    loop {
        let rank = ranks.len();
        let width = ranks[rank - 1].len();
        let rest = &input[at..];
        match rest {
            [b'/', ..] if width == 0 => {
                return Err(Mistake::new(Kind::EmptyRank, rank, 0, at, None));
            }
            [] | [b'/', ..] => {
                let expected = *expected.get_or_insert(width);
                if width != expected {
                    let kind = Kind::RankWidth { width, expected };
                    return Err(Mistake::new(kind, rank, 0, at, None));
                }
                match rest {
                    [] => break,
                    [_] => return Err(Mistake::new(Kind::TrailingSeparator, rank, 0, at, None)),
                    [_, b'/', ..] => return Err(Mistake::new(Kind::Layers, rank, 0, at, None)),
                    _ => {
                        at += 1;
                        ranks.push(Vec::new());
                    }
                }
            }
            [b'0', b'0'..=b'9', ..] => {
                return Err(Mistake::new(Kind::LeadingZero, rank, width + 1, at, None));
            }
            [b'0', ..] => return Err(Mistake::new(Kind::ZeroCount, rank, width + 1, at, None)),
            [b'1'..=b'9', ..] => {
                let start = at;
                let mut count = 0;
                while let Some(&digit @ b'0'..=b'9') = input.get(at) {
                    count = count * 10 + usize::from(digit - b'0');
                    // Checked at every digit, so the count cannot overflow.
                    if width + count > MAX_WIDTH {
                        let kind = Kind::CountTooLarge;
                        return Err(Mistake::new(kind, rank, width + 1, start, None));
                    }
                    at += 1;
                }
                ranks[rank - 1].extend(std::iter::repeat_n(0, count));
            }
            _ => match grammar::parse_prefix(rest) {
                Ok((code, len)) => {
                    if width + 1 > MAX_WIDTH {
                        return Err(Mistake::new(Kind::CountTooLarge, rank, width + 1, at, None));
                    }
                    // EPIN codes fit in 16 bits.
                    ranks[rank - 1].push(u16::try_from(code).unwrap_or_default());
                    at += len;
                }
                Err(error) => {
                    let token = Some(error.message.as_str());
                    return Err(Mistake::new(Kind::Token, rank, width + 1, at, token));
                }
            },
        }
    }
    if let Some((_, height)) = shape {
        if ranks.len() != height {
            let kind = Kind::RankCount {
                found: ranks.len(),
                expected: height,
            };
            return Err(Mistake::new(kind, 0, 0, input.len(), None));
        }
    }
    Ok(ranks)
}

#[cfg(test)]
mod tests {
    use super::{Kind, Mistake, parse};
    use pin_runtime::{Epin, PlacementError, PlacementErrorKind, parse_placement, placement};
    use proptest::prelude::*;

    fn same_kind(ours: &Kind, theirs: PlacementErrorKind) -> bool {
        match (ours, theirs) {
            (Kind::Empty, PlacementErrorKind::Empty)
            | (Kind::Token, PlacementErrorKind::Token(_))
            | (Kind::ZeroCount, PlacementErrorKind::ZeroCount)
            | (Kind::LeadingZero, PlacementErrorKind::LeadingZero)
            | (Kind::CountTooLarge, PlacementErrorKind::CountTooLarge)
            | (Kind::EmptyRank, PlacementErrorKind::EmptyRank)
            | (Kind::TrailingSeparator, PlacementErrorKind::TrailingSeparator)
            | (Kind::Layers, PlacementErrorKind::Layers) => true,
            (
                Kind::RankWidth { width, expected },
                PlacementErrorKind::RankWidth {
                    width: w,
                    expected: e,
                },
            )
            | (
                Kind::RankCount {
                    found: width,
                    expected,
                },
                PlacementErrorKind::RankCount {
                    found: w,
                    expected: e,
                },
            ) => (*width, *expected) == (w, e),
            _ => false,
        }
    }

    /// Compares this reader with the runtime's on `input`, for a board of
    /// `W` × `H`.
    fn agree<const W: usize, const H: usize>(input: &str) {
        let ours: Result<Vec<Vec<u16>>, Mistake> = parse(input.as_bytes(), Some((W, H)));
        let theirs: Result<[[Option<Epin>; W]; H], PlacementError> = parse_placement(input);
        match (ours, theirs) {
            (Ok(ranks), Ok(board)) => {
                let codes: Vec<Vec<u16>> = board
                    .iter()
                    .map(|rank| {
                        rank.iter()
                            .map(|square| square.map_or(0, Epin::code))
                            .collect()
                    })
                    .collect();
                assert_eq!(ranks, codes, "{input:?}");
                // Canonical text reads back to itself.
                let text = placement(&board).to_string();
                assert_eq!(parse_placement::<W, H>(&text), Ok(board), "{input:?}");
            }
            (Err(ours), Err(theirs)) => {
                assert!(
                    same_kind(&ours.kind, theirs.kind()),
                    "{input:?}: {ours:?} {theirs:?}"
                );
                assert_eq!(
                    (ours.rank, ours.square, ours.index),
                    (theirs.rank(), theirs.square(), theirs.index()),
                    "{input:?}"
                );
                assert_eq!(ours.message, theirs.to_string(), "{input:?}");
            }
            (ours, theirs) => panic!("{input:?}: {ours:?} but the runtime says {theirs:?}"),
        }
        // Without a shape (as `board!` reads), an accepted placement has the
        // shape of its first rank and its number of ranks.
        if let Ok(ranks) = parse(input.as_bytes(), None) {
            let shape = (ranks[0].len(), ranks.len());
            assert_eq!(parse(input.as_bytes(), Some(shape)), Ok(ranks), "{input:?}");
        }
    }

    fn agree_on_every_shape(input: &str) {
        agree::<1, 1>(input);
        agree::<2, 2>(input);
        agree::<3, 2>(input);
        agree::<4, 4>(input);
        agree::<8, 8>(input);
        agree::<9, 9>(input);
    }

    #[test]
    fn agrees_on_the_openings_and_on_every_listed_mistake() {
        for input in [
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R",
            "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL",
            "",
            "/",
            "8/",
            "8//8",
            "08",
            "0",
            "4/4/4/4",
            "1K'^2",
            "2K2/5",
            "K+",
            "99999",
            "1025",
            "1000/24",
            "rk^2/1+P'1K",
            "a/b/",
            "//",
            "8/8/8/8/8/8/8/8/8",
            " 8",
        ] {
            agree_on_every_shape(input);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn agrees_on_random_text(input in "[Kkq+\\-^'/0-9 x]{0,24}") {
            agree_on_every_shape(&input);
        }

        #[test]
        fn agrees_on_mutated_boards(
            squares in proptest::collection::vec(proptest::option::of(0..624usize), 16),
            position in 0..40usize,
            byte in prop::sample::select(b"Kk+-^'/019 x".to_vec()),
            action in 0..3u8,
        ) {
            let mut board = [[None; 4]; 4];
            for (i, square) in squares.iter().enumerate() {
                board[i / 4][i % 4] = square.map(|n| Epin::ALL[n]);
            }
            let mut text = placement(&board).to_string().into_bytes();
            let position = position.min(text.len());
            match action {
                0 => text.insert(position, byte),
                1 if position < text.len() => { text.remove(position); }
                _ if position < text.len() => text[position] = byte,
                _ => {}
            }
            agree_on_every_shape(&String::from_utf8(text).unwrap());
        }
    }
}
