//! The expansions of `chess::fen!`, `shogi::sfen!`, `xiangqi::fen!` and
//! `makruk::fen!`:
//! the literal's bytes packed into integers, for the runtime's reader to
//! read at compile time, or exactly one compile error on the literal with
//! a fix where one exists.
//!
//! A `&str` cannot be a const generic argument, so the text travels as up
//! to sixteen `u128`s (16 bytes each, little-endian, zero-padded) in
//! `__private::Packed<…>`, a type; the runtime's wrapper names
//! `__private::SfenLit::<Packed<…>>::VALUE` (or `ChessFenLit`,
//! `XiangqiFenLit`, `MakrukFenLit`), an associated constant whose value `Sfen::parse`
//! reads from the unpacked text. That path is a constant expression *and*
//! a pattern. The same reader checks the literal first, here, for the
//! error on it.

#[cfg(feature = "chess")]
use pin_runtime_core::chess;
#[cfg(feature = "makruk")]
use pin_runtime_core::makruk;
#[cfg(feature = "shogi")]
use pin_runtime_core::shogi;
#[cfg(feature = "xiangqi")]
use pin_runtime_core::xiangqi;
use proc_macro2::{Literal, Span, TokenStream};
use quote::quote_spanned;

use crate::args::{Syntax, string_argument};
use crate::boards::split_crate;
#[cfg(feature = "bridge")]
use crate::help;

/// A bridge to a notation users already have, and its macro. A bridge is
/// one arm in each of [`Bridge::about`], [`Bridge::error`],
/// [`Bridge::mistake`] and [`Bridge::to_feen`]; one whose game's feature is
/// off has no reader here, and its macro is not in the build: it reads
/// nothing, and messages name the feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bridge {
    Chess,
    Shogi,
    Xiangqi,
    Makruk,
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
    #[cfg_attr(
        not(feature = "bridge"),
        allow(dead_code, reason = "read by the games' macros")
    )]
    pub(crate) example: &'static str,
}

impl Bridge {
    /// Every bridge, in the order their notations are tried.
    pub(crate) const ALL: [Self; 4] = [Self::Chess, Self::Shogi, Self::Xiangqi, Self::Makruk];

    /// What messages say of the bridge.
    pub(crate) const fn about(self) -> About {
        match self {
            Self::Chess => About {
                name: "chess::fen",
                notation: "a chess FEN",
                value: "chess::Fen",
                example: "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            },
            Self::Shogi => About {
                name: "shogi::sfen",
                notation: "an SFEN",
                value: "shogi::Sfen",
                example: "4k4/9/9/9/9/9/9/9/4K4 b - 1",
            },
            Self::Xiangqi => About {
                name: "xiangqi::fen",
                notation: "a xiangqi FEN",
                value: "xiangqi::Fen",
                example: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            },
            Self::Makruk => About {
                name: "makruk::fen",
                notation: "a makruk FEN",
                value: "makruk::Fen",
                example: "4k3/8/8/8/8/8/8/3K4 w - - 0 1",
            },
        }
    }

    /// The macro's name as users call it, for messages.
    #[cfg(feature = "bridge")]
    pub(crate) const fn name(self) -> &'static str {
        self.about().name
    }

    /// The feature of `pin-runtime` that brings the bridge's game.
    pub(crate) const fn feature(self) -> &'static str {
        match self {
            Self::Chess => "chess",
            Self::Shogi => "shogi",
            Self::Xiangqi => "xiangqi",
            Self::Makruk => "makruk",
        }
    }

    /// Whether the bridge's game is in the build: its feature is on.
    pub(crate) const fn enabled(self) -> bool {
        match self {
            Self::Chess => cfg!(feature = "chess"),
            Self::Shogi => cfg!(feature = "shogi"),
            Self::Xiangqi => cfg!(feature = "xiangqi"),
            Self::Makruk => cfg!(feature = "makruk"),
        }
    }

    /// Whether the bridge's reader reads `text`.
    #[cfg(feature = "bridge")]
    pub(crate) fn reads(self, text: &str) -> bool {
        self.error(text).is_none()
    }

    /// The message of the bridge's reader for a text it rejects; `None`
    /// when it reads.
    #[cfg(feature = "bridge")]
    pub(crate) fn error(self, text: &str) -> Option<String> {
        match self {
            #[cfg(feature = "chess")]
            Self::Chess => chess::Fen::parse(text).err().map(|e| e.to_string()),
            #[cfg(feature = "shogi")]
            Self::Shogi => shogi::Sfen::parse(text).err().map(|e| e.to_string()),
            #[cfg(feature = "xiangqi")]
            Self::Xiangqi => xiangqi::Fen::parse(text).err().map(|e| e.to_string()),
            #[cfg(feature = "makruk")]
            Self::Makruk => makruk::Fen::parse(text).err().map(|e| e.to_string()),
            #[allow(unreachable_patterns, reason = "every game is in the build")]
            _ => Some(self.disabled()),
        }
    }

    /// What is said of a bridge whose game is not in the build.
    #[cfg(feature = "bridge")]
    fn disabled(self) -> String {
        format!(
            "{}! needs pin-runtime's feature `{}`",
            self.name(),
            self.feature()
        )
    }

    /// The error of a literal the bridge's reader rejects, with a fix where
    /// one exists; `None` when it reads.
    #[cfg(feature = "bridge")]
    pub(crate) fn mistake(self, text: &str) -> Option<String> {
        let (message, fix) = match self {
            #[cfg(feature = "chess")]
            Self::Chess => {
                let error = chess::Fen::parse(text).err()?;
                (error.to_string(), help::chess::fix(text, &error))
            }
            #[cfg(feature = "shogi")]
            Self::Shogi => {
                let error = shogi::Sfen::parse(text).err()?;
                (error.to_string(), help::shogi::fix(text, &error))
            }
            #[cfg(feature = "xiangqi")]
            Self::Xiangqi => {
                let error = xiangqi::Fen::parse(text).err()?;
                (error.to_string(), help::xiangqi::fix(text, &error))
            }
            #[cfg(feature = "makruk")]
            Self::Makruk => {
                let error = makruk::Fen::parse(text).err()?;
                (error.to_string(), help::makruk::fix(text, &error))
            }
            #[allow(unreachable_patterns, reason = "every game is in the build")]
            _ => (self.disabled(), None::<String>),
        };
        Some(match fix {
            Some(fix) => format!("{message}\n  help: {fix}"),
            None => message,
        })
    }

    /// The FEEN of the position the bridge's reader reads from `text`, as
    /// `Position` writes it; `None` when it rejects the text.
    #[cfg_attr(
        not(any(
            feature = "chess",
            feature = "shogi",
            feature = "xiangqi",
            feature = "makruk"
        )),
        allow(unused_variables, reason = "no game's reader is in the build")
    )]
    pub(crate) fn to_feen(self, text: &str) -> Option<String> {
        match self {
            #[cfg(feature = "chess")]
            Self::Chess => chess::Fen::parse(text)
                .ok()
                .map(|fen| fen.position().to_string()),
            #[cfg(feature = "shogi")]
            Self::Shogi => shogi::Sfen::parse(text)
                .ok()
                .map(|sfen| sfen.position().to_string()),
            #[cfg(feature = "xiangqi")]
            Self::Xiangqi => xiangqi::Fen::parse(text)
                .ok()
                .map(|fen| fen.position().to_string()),
            #[cfg(feature = "makruk")]
            Self::Makruk => makruk::Fen::parse(text)
                .ok()
                .map(|fen| fen.position().to_string()),
            #[allow(unreachable_patterns, reason = "every game is in the build")]
            _ => None,
        }
    }
}

/// The integers that pack `text`: 16 bytes each, little-endian, the last
/// zero-padded; no more than needed (the runtime's type defaults the rest
/// to zero).
pub(crate) fn pack(text: &[u8]) -> Vec<u128> {
    text.chunks(16)
        .map(|chunk| {
            let mut bytes = [0; 16];
            bytes[..chunk.len()].copy_from_slice(chunk);
            u128::from_le_bytes(bytes)
        })
        .collect()
}

/// Expands `chess_fen_text!($crate, …)`, `sfen_text!($crate, …)`,
/// `xiangqi_fen_text!($crate, …)` or `makruk_fen_text!($crate, …)`: the type
/// `$crate::__private::Packed<…>` of the literal, or that type with one
/// compile error on the literal as its argument, so that nothing else is
/// reported.
#[cfg(feature = "bridge")]
pub(crate) fn text(bridge: Bridge, input: TokenStream) -> TokenStream {
    // A literal the runtime reads has no zero byte, which would end the
    // text when the runtime unpacks it, and fits in the sixteen integers:
    // each bridge's longest text does (`PACKED_CAPACITY`; tested).
    packed_literal(input, bridge.name(), bridge.about().example, |text| {
        bridge.mistake(text)
    })
}

/// Expands a macro `name` (taking literals such as `example`) whose
/// literal travels packed: the type `$crate::__private::Packed<…>` of the
/// literal, or, when `mistake` gives the literal's error, that type with
/// one compile error on the literal as its argument. The literal `mistake`
/// accepts holds no zero byte and fits in `PACKED_CAPACITY` bytes.
pub(crate) fn packed_literal(
    input: TokenStream,
    name: &str,
    example: &str,
    mistake: impl Fn(&str) -> Option<String>,
) -> TokenStream {
    let (krate, rest) = split_crate(input);
    let packed = |span: Span, arguments: TokenStream| quote_spanned!(span=> #krate::__private::Packed<#arguments>);
    let error = |span: Span, message: &str| {
        packed(
            span,
            quote_spanned!(span=> { ::core::compile_error!(#message) }),
        )
    };
    let (text, span) = match string_argument(rest, name, Syntax::Macro, example, Span::call_site())
    {
        Ok(argument) => argument,
        Err((span, message)) => return error(span, &message),
    };
    if let Some(message) = mistake(&text) {
        return error(span, &message);
    }
    let chunks = pack(text.as_bytes()).into_iter().map(|chunk| {
        let mut literal = Literal::u128_unsuffixed(chunk);
        literal.set_span(span);
        literal
    });
    packed(span, quote_spanned!(span=> #(#chunks),*))
}

// The tests read every bridge: `cargo test --workspace` (or this crate's
// tests with `--all-features`) builds every game.
#[cfg(all(
    test,
    feature = "chess",
    feature = "shogi",
    feature = "xiangqi",
    feature = "makruk"
))]
mod tests {
    use pin_runtime_core::__private::PACKED_CAPACITY;
    #[cfg(feature = "chess")]
    use pin_runtime_core::chess;
    #[cfg(feature = "makruk")]
    use pin_runtime_core::makruk;
    #[cfg(feature = "shogi")]
    use pin_runtime_core::shogi;
    #[cfg(feature = "xiangqi")]
    use pin_runtime_core::xiangqi;

    use super::{Bridge, pack};

    #[test]
    fn the_longest_text_of_every_bridge_fits_in_a_packed_literal() {
        for max_len in [
            chess::MAX_LEN,
            shogi::MAX_LEN,
            xiangqi::MAX_LEN,
            makruk::MAX_LEN,
        ] {
            assert!(max_len <= PACKED_CAPACITY);
        }
        assert_eq!(PACKED_CAPACITY, 16 * size_of::<u128>());
    }

    #[test]
    fn each_bridge_writes_the_feen_of_what_it_reads() {
        for (bridge, text, feen) in [
            (
                Bridge::Chess,
                "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
                "-rnbqk^bn-r/+p+p+p1+p+p+p+p/8/3-pP3/8/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / W/w",
            ),
            (
                Bridge::Shogi,
                "4k4/9/9/9/9/9/9/9/4K4 w pS2P 3",
                "4k^4/9/9/9/9/9/9/9/4K^4 2PS/p j/J",
            ),
            (
                Bridge::Xiangqi,
                "4k4/9/9/9/9/9/9/9/9/3NK4 b - - 0 1",
                "4k^4/9/9/9/9/9/9/9/9/3HK^4 / c/C",
            ),
            (
                Bridge::Makruk,
                "8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1",
                "8/3k^4/6+M1/2K^1S3/8/8/8/8 / s/S",
            ),
        ] {
            assert_eq!(bridge.to_feen(text).as_deref(), Some(feen), "{text:?}");
            assert!(bridge.reads(text));
            assert_eq!(bridge.mistake(text), None);
        }
        assert_eq!(Bridge::Chess.to_feen("8/8 w - -"), None);
    }

    #[test]
    fn no_literal_a_bridge_reads_holds_a_zero_byte() {
        for text in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] w KQkq - 0 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b S2P 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
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
