//! The expansions of `chess::fen!`, `shogi::sfen!` and `xiangqi::fen!`:
//! the literal's
//! bytes packed into integers, for the runtime's reader to read at compile
//! time, or exactly one compile error on the literal with a fix where one
//! exists.
//!
//! A `&str` cannot be a const generic argument, so the text travels as up
//! to sixteen `u128`s (16 bytes each, little-endian, zero-padded) in
//! `__private::Packed<…>`, a type; the runtime's wrapper names
//! `__private::SfenLit::<Packed<…>>::VALUE` (or `ChessFenLit`,
//! `XiangqiFenLit`), an associated constant whose value `Sfen::parse` reads from the unpacked text. That path is a
//! constant expression *and* a pattern. This crate's twin of the reader
//! checks the literal first, to report a mistake on it in the runtime's
//! words.

use proc_macro2::{Literal, Span, TokenStream};
use quote::quote_spanned;

use crate::args::{Syntax, string_argument};
use crate::boards::split_crate;
use crate::help;

/// A bridge to a notation users already have, and its macro. A bridge is
/// one arm in each of [`Bridge::about`], [`Bridge::error`],
/// [`Bridge::mistake`] and [`Bridge::to_feen`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bridge {
    Chess,
    Shogi,
    Xiangqi,
}

/// What messages say of a bridge.
pub(crate) struct About {
    /// The macro's name as users call it: `shogi::sfen`.
    pub(crate) name: &'static str,
    /// The notation, with its article: `an SFEN`.
    pub(crate) notation: &'static str,
    /// The type of the macro's constants: `shogi::Sfen`.
    pub(crate) value: &'static str,
    /// A literal the macro takes.
    pub(crate) example: &'static str,
    /// The longest text the bridge reads, in bytes.
    pub(crate) max_len: usize,
}

impl Bridge {
    /// Every bridge, in the order their notations are tried.
    pub(crate) const ALL: [Self; 3] = [Self::Chess, Self::Shogi, Self::Xiangqi];

    /// What messages say of the bridge.
    pub(crate) const fn about(self) -> About {
        match self {
            Self::Chess => About {
                name: "chess::fen",
                notation: "a chess FEN",
                value: "chess::Fen",
                example: "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                max_len: crate::chess::MAX_LEN,
            },
            Self::Shogi => About {
                name: "shogi::sfen",
                notation: "an SFEN",
                value: "shogi::Sfen",
                example: "4k4/9/9/9/9/9/9/9/4K4 b - 1",
                max_len: crate::shogi::MAX_LEN,
            },
            Self::Xiangqi => About {
                name: "xiangqi::fen",
                notation: "a xiangqi FEN",
                value: "xiangqi::Fen",
                example: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
                max_len: crate::xiangqi::MAX_LEN,
            },
        }
    }

    /// The macro's name as users call it, for messages.
    pub(crate) const fn name(self) -> &'static str {
        self.about().name
    }

    /// Whether the bridge reads `text`.
    pub(crate) fn reads(self, text: &str) -> bool {
        self.error(text).is_none()
    }

    /// The message of the bridge's reader for a text it rejects, in the
    /// runtime's words; `None` when it reads.
    pub(crate) fn error(self, text: &str) -> Option<String> {
        let bytes = text.as_bytes();
        match self {
            Self::Chess => crate::chess::parse(bytes).err().map(|e| e.to_string()),
            Self::Shogi => crate::shogi::parse(bytes).err().map(|e| e.to_string()),
            Self::Xiangqi => crate::xiangqi::parse(bytes).err().map(|e| e.to_string()),
        }
    }

    /// The error of a literal the bridge rejects, in the runtime's words,
    /// with a fix where one exists; `None` when it reads.
    pub(crate) fn mistake(self, text: &str) -> Option<String> {
        let (message, fix) = match self {
            Self::Chess => {
                let error = crate::chess::parse(text.as_bytes()).err()?;
                (error.to_string(), help::chess::fix(text, &error))
            }
            Self::Shogi => {
                let error = crate::shogi::parse(text.as_bytes()).err()?;
                (error.to_string(), help::shogi::fix(text, &error))
            }
            Self::Xiangqi => {
                let error = crate::xiangqi::parse(text.as_bytes()).err()?;
                (error.to_string(), help::xiangqi::fix(text, &error))
            }
        };
        Some(match fix {
            Some(fix) => format!("{message}\n  help: {fix}"),
            None => message,
        })
    }

    /// The FEEN position the bridge's reader reads from `text`, as FEEN
    /// writes it; `None` when it rejects the text.
    pub(crate) fn to_feen(self, text: &str) -> Option<String> {
        match self {
            Self::Chess => crate::chess::feen(text.as_bytes()).ok(),
            Self::Shogi => help::shogi::to_feen(text),
            Self::Xiangqi => help::xiangqi::to_feen(text),
        }
    }
}

/// The most bytes the runtime's `__private::Packed` holds: sixteen `u128`s
/// (`pin_runtime::__private::PACKED_CAPACITY`).
const CAPACITY: usize = 16 * size_of::<u128>();

// Every literal a bridge reads fits.
const _: () = {
    let mut i = 0;
    while i < Bridge::ALL.len() {
        assert!(Bridge::ALL[i].about().max_len <= CAPACITY);
        i += 1;
    }
};

/// The integers that pack `text`: 16 bytes each, little-endian, the last
/// zero-padded; no more than needed (the runtime's type defaults the rest
/// to zero).
fn pack(text: &[u8]) -> Vec<u128> {
    text.chunks(16)
        .map(|chunk| {
            let mut bytes = [0; 16];
            bytes[..chunk.len()].copy_from_slice(chunk);
            u128::from_le_bytes(bytes)
        })
        .collect()
}

/// Expands `chess_fen_text!($crate, …)`, `sfen_text!($crate, …)` or
/// `xiangqi_fen_text!($crate, …)`: the
/// type `$crate::__private::Packed<…>` of the literal, or that type with
/// one compile error on the literal as its argument, so that nothing else
/// is reported.
pub(crate) fn text(bridge: Bridge, input: TokenStream) -> TokenStream {
    let (krate, rest) = split_crate(input);
    let packed = |span: Span, arguments: TokenStream| quote_spanned!(span=> #krate::__private::Packed<#arguments>);
    let error = |span: Span, message: &str| {
        packed(
            span,
            quote_spanned!(span=> { ::core::compile_error!(#message) }),
        )
    };
    let (text, span) = match string_argument(
        rest,
        bridge.name(),
        Syntax::Macro,
        bridge.about().example,
        Span::call_site(),
    ) {
        Ok(argument) => argument,
        Err((span, message)) => return error(span, &message),
    };
    if let Some(message) = bridge.mistake(&text) {
        return error(span, &message);
    }
    // A literal the twin reads has no zero byte, which would end the text
    // when the runtime unpacks it, and fits in the sixteen integers (tested).
    let chunks = pack(text.as_bytes()).into_iter().map(|chunk| {
        let mut literal = Literal::u128_unsuffixed(chunk);
        literal.set_span(span);
        literal
    });
    packed(span, quote_spanned!(span=> #(#chunks),*))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{Bridge, pack};
    use crate::bridge::tests::mutated;
    use crate::{shogi, xiangqi};

    /// The FEEN `feen!`'s help gives for `text` is the runtime's: the
    /// position its reader reads, as `Position` writes it.
    fn feen_is_the_runtime_s(bridge: Bridge, text: &str) {
        let theirs = match bridge {
            Bridge::Chess => pin_runtime::chess::Fen::parse(text)
                .ok()
                .map(|fen| fen.position().to_string()),
            Bridge::Shogi => pin_runtime::shogi::Sfen::parse(text)
                .ok()
                .map(|sfen| sfen.position().to_string()),
            Bridge::Xiangqi => pin_runtime::xiangqi::Fen::parse(text)
                .ok()
                .map(|fen| fen.position().to_string()),
        };
        assert_eq!(bridge.to_feen(text), theirs, "{text:?}");
        assert_eq!(bridge.reads(text), theirs.is_some(), "{text:?}");
    }

    #[test]
    fn the_feen_of_each_example_is_the_runtime_s() {
        for (bridge, text) in [
            (
                Bridge::Chess,
                "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            ),
            (Bridge::Chess, "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1"),
            (
                Bridge::Chess,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNqn] w KQkq - 0 1",
            ),
            (Bridge::Chess, "4k3/8/8/8/8/8/8/4K3 w - -"),
            (
                Bridge::Shogi,
                "ln3k1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGKG1NL w S2Pbp 24",
            ),
            (Bridge::Shogi, "4k4/9/9/9/9/9/9/9/4K4 b pS2P"),
            (
                Bridge::Xiangqi,
                "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -",
            ),
            (
                Bridge::Xiangqi,
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
            ),
        ] {
            assert!(bridge.reads(text), "{text:?}");
            feen_is_the_runtime_s(bridge, text);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        #[test]
        fn the_feen_of_generated_and_mutated_sfens_is_the_runtime_s(
            squares in proptest::collection::vec(proptest::option::weighted(0.4, 0..28usize), 81),
            held in proptest::collection::vec((0..14usize, 1..20u32), 0..6),
            second in any::<bool>(),
            number in proptest::option::of(any::<u32>()),
            edits in proptest::collection::vec(
                (0..4u8, any::<usize>(), prop::sample::select(b"+/ 123456789KkPpGgRrbw-".to_vec())),
                0..3,
            ),
        ) {
            let text = shogi::tests::sfen_of(&squares, &held, second, number);
            prop_assume!(text.is_some());
            let mut text = text.unwrap_or_default();
            feen_is_the_runtime_s(Bridge::Shogi, &text);
            for (edit, at, byte) in edits {
                text = mutated(&text, edit, at, byte);
                feen_is_the_runtime_s(Bridge::Shogi, &text);
            }
        }

        #[test]
        fn the_feen_of_generated_and_mutated_xiangqi_fens_is_the_runtime_s(
            squares in proptest::collection::vec(proptest::option::weighted(0.4, 0..14usize), 90),
            second in any::<bool>(),
            clocks in proptest::option::of((any::<u32>(), 1..=u32::MAX)),
            wxf in any::<bool>(),
            red in any::<bool>(),
            edits in proptest::collection::vec(
                (0..4u8, any::<usize>(), prop::sample::select(b"/ 123456789KkNnHhBbEePpwrb-".to_vec())),
                0..3,
            ),
        ) {
            let clocks = clocks.map(|(halfmove, fullmove)| {
                (halfmove, std::num::NonZeroU32::new(fullmove).unwrap_or(std::num::NonZeroU32::MIN))
            });
            let mut text = xiangqi::tests::fen_of(&squares, second, clocks, wxf, red);
            feen_is_the_runtime_s(Bridge::Xiangqi, &text);
            for (edit, at, byte) in edits {
                text = mutated(&text, edit, at, byte);
                feen_is_the_runtime_s(Bridge::Xiangqi, &text);
            }
        }
    }

    #[test]
    fn no_literal_a_bridge_reads_holds_a_zero_byte() {
        for text in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] w KQkq - 0 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b S2P 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        ] {
            let bridge = Bridge::ALL.into_iter().find(|bridge| bridge.reads(text));
            assert!(bridge.is_some(), "{text:?}");
            for at in 0..=text.len() {
                let with_zero = format!("{}\0{}", &text[..at], &text[at..]);
                assert!(Bridge::ALL.iter().all(|bridge| !bridge.reads(&with_zero)));
            }
        }
    }

    #[test]
    fn texts_are_packed_sixteen_bytes_to_an_integer_little_endian() {
        assert_eq!(pack(b""), Vec::<u128>::new());
        assert_eq!(pack(b"ab"), [0x6261]);
        let text = b"0123456789abcdefXY";
        let packed = pack(text);
        assert_eq!(packed.len(), 2);
        assert_eq!(packed[0].to_le_bytes(), *b"0123456789abcdef");
        assert_eq!(packed[1], 0x5958);
    }
}
