//! The expansions of `pmn!`, `chess::uci!`, `chess::san!`, `shogi::usi!`
//! and `xiangqi::ucci!`: the literal's bytes packed into integers, for the
//! runtime's reader to read at compile time, as the bridges' macros do
//! (`bridges`), or exactly one compile error on the literal, in the words
//! of the runtime's reader, with a fix where one exists (`help::moves`).
//! A SAN literal is also refused when the runtime reads it but
//! python-chess would not write it so ([`san_is_written`]).

use pin_runtime_core::Pmn;
#[cfg(feature = "chess")]
use pin_runtime_core::chess;
#[cfg(feature = "shogi")]
use pin_runtime_core::shogi;
#[cfg(feature = "xiangqi")]
use pin_runtime_core::xiangqi;
use proc_macro2::TokenStream;

use crate::bridges::packed_literal;
use crate::help;

/// A notation of moves and its macro. A notation is one arm in each of
/// [`Notation::about`] and [`Notation::error`], and has its fixes in
/// `help::moves`. An engine's notation is here with its game's feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Notation {
    /// PMN, `pmn!`.
    Pmn,
    /// Chess's UCI, `chess::uci!`.
    #[cfg(feature = "chess")]
    Uci,
    /// Chess's SAN, `chess::san!`.
    #[cfg(feature = "chess")]
    San,
    /// Shogi's USI, `shogi::usi!`.
    #[cfg(feature = "shogi")]
    Usi,
    /// Xiangqi's UCCI, `xiangqi::ucci!`.
    #[cfg(feature = "xiangqi")]
    Ucci,
}

/// What messages say of a notation of moves.
pub(crate) struct About {
    /// The macro's name as users call it: `chess::uci`.
    pub(crate) name: &'static str,
    /// The notation's name: `UCI`.
    pub(crate) short: &'static str,
    /// The notation, with its article and game: `a UCI move (chess)`.
    pub(crate) notation: &'static str,
    /// A literal the macro takes.
    pub(crate) example: &'static str,
}

impl Notation {
    /// The engines' notations, in the order a literal is tried against
    /// them when it is not the macro's.
    pub(crate) const ENGINES: &[Self] = &[
        #[cfg(feature = "chess")]
        Self::Uci,
        #[cfg(feature = "shogi")]
        Self::Usi,
        #[cfg(feature = "xiangqi")]
        Self::Ucci,
    ];

    /// What messages say of the notation.
    pub(crate) const fn about(self) -> About {
        match self {
            Self::Pmn => About {
                name: "pmn",
                short: "PMN",
                notation: "a PMN move",
                example: "e2-e4",
            },
            #[cfg(feature = "chess")]
            Self::Uci => About {
                name: "chess::uci",
                short: "UCI",
                notation: "a UCI move (chess)",
                example: "e2e4",
            },
            #[cfg(feature = "chess")]
            Self::San => About {
                name: "chess::san",
                short: "SAN",
                notation: "a SAN move (chess)",
                example: "Nf3",
            },
            #[cfg(feature = "shogi")]
            Self::Usi => About {
                name: "shogi::usi",
                short: "USI",
                notation: "a USI move (shogi)",
                example: "7g7f",
            },
            #[cfg(feature = "xiangqi")]
            Self::Ucci => About {
                name: "xiangqi::ucci",
                short: "UCCI",
                notation: "a UCCI move (xiangqi)",
                example: "h2e2",
            },
        }
    }

    /// The macro's name as users call it, for messages.
    pub(crate) const fn name(self) -> &'static str {
        self.about().name
    }

    /// The message of the notation's reader for a text it rejects; `None`
    /// when it reads.
    pub(crate) fn error(self, text: &str) -> Option<String> {
        match self {
            Self::Pmn => Pmn::parse(text).err().map(|e| e.to_string()),
            #[cfg(feature = "chess")]
            Self::Uci => chess::Uci::parse(text).err().map(|e| e.to_string()),
            #[cfg(feature = "chess")]
            Self::San => match chess::San::parse(text) {
                Err(error) => Some(error.to_string()),
                Ok(san) if san_is_written(san) => None,
                Ok(_) => Some(format!(
                    "invalid SAN literal {text:?}: chess::san! takes SAN as python-chess writes it"
                )),
            },
            #[cfg(feature = "shogi")]
            Self::Usi => shogi::Usi::parse(text).err().map(|e| e.to_string()),
            #[cfg(feature = "xiangqi")]
            Self::Ucci => xiangqi::Ucci::parse(text).err().map(|e| e.to_string()),
        }
    }

    /// Whether the notation's reader reads `text`.
    pub(crate) fn reads(self, text: &str) -> bool {
        self.error(text).is_none()
    }

    /// The error of a literal the notation's reader rejects, with a fix
    /// or a reminder of the grammar; `None` when it reads.
    pub(crate) fn mistake(self, text: &str) -> Option<String> {
        let message = self.error(text)?;
        Some(format!(
            "{message}\n  help: {}",
            help::moves::fix(self, text)
        ))
    }
}

/// Whether python-chess's `Board.san` can write a SAN move, as far as its
/// text says without a position: spelled canonically
/// ([`chess::San::is_canonical`]: `O-O`, `e8=Q`, no `-`, `@e4`, `--`), and
/// a move without a piece letter a pawn's that names the file it leaves
/// on a capture and nothing else (not `e2e4`, `xd5` or `de4`).
/// Disambiguation and check marks need the position, and so do moves no
/// position makes legal (`e5=Q`, `K@e4`): those are the rules'.
#[cfg(feature = "chess")]
pub(crate) fn san_is_written(san: chess::San) -> bool {
    san.is_canonical()
        && match san.kind() {
            chess::SanKind::Normal {
                piece: None,
                from_file,
                from_rank,
                capture,
                ..
            } => from_rank.is_none() && from_file.is_some() == capture,
            _ => true,
        }
}

/// Expands `pmn_text!($crate, …)`, `uci_text!($crate, …)`,
/// `san_text!($crate, …)`, `usi_text!($crate, …)` or
/// `ucci_text!($crate, …)`: the type
/// `$crate::__private::Packed<…>` of the literal, or that type with one
/// compile error on the literal as its argument, so that nothing else is
/// reported.
pub(crate) fn text(notation: Notation, input: TokenStream) -> TokenStream {
    // A move the runtime reads is printable ASCII, so it holds no zero
    // byte (which would end the text when the runtime unpacks it), and
    // fits in two integers (`Pmn::MAX_LEN` is 25 bytes, SAN's 9, the
    // engines' 5; tested).
    packed_literal(input, notation.name(), notation.about().example, |text| {
        notation.mistake(text)
    })
}

#[cfg(all(test, feature = "chess", feature = "shogi", feature = "xiangqi"))]
mod tests {
    use pin_runtime_core::Pmn;

    use super::Notation;
    use crate::bridges::pack;

    #[test]
    fn every_move_a_macro_reads_is_printable_ascii_and_fits_two_integers() {
        assert!(Pmn::MAX_LEN <= 2 * size_of::<u128>());
        for (notation, text) in [
            (Notation::Pmn, "iv256IV~iv256IU=+K^'/+K^'"),
            (Notation::Uci, "e7e8q"),
            (Notation::San, "Qa1xb2=Q+"),
            (Notation::Usi, "8h2b+"),
            (Notation::Ucci, "h2e2"),
        ] {
            assert!(notation.reads(text), "{text:?}");
            assert!(text.bytes().all(|b| b.is_ascii_graphic()));
            assert!(pack(text.as_bytes()).len() <= 2);
        }
        for notation in [
            Notation::Pmn,
            Notation::Uci,
            Notation::San,
            Notation::Usi,
            Notation::Ucci,
        ] {
            assert!(!notation.reads("e2\0e4"));
            assert!(!notation.reads(""));
        }
    }
}
