//! The expansions of `board!` and `feen!`: a constant of the literal's
//! shape, or exactly one compile error on the literal with a fix where one
//! exists.
//!
//! The runtime's reader reads the literal twice: here, at expansion, for
//! its shape (the type of the constant) or its error
//! (`__private::placement_shape`, `__private::position_shape`), then in
//! the expansion, for the value, run by the compiler
//! (`__private::board::<R, F>("…")`); so a constant always equals what the
//! runtime reads from that text.

use pin_runtime_core::__private::{placement_shape, position_shape};
use pin_runtime_core::FeenError;
use proc_macro2::{Delimiter, Literal, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned};

use crate::args::{Syntax, error, string_argument};
use crate::help;

/// What is being expanded.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Macro {
    Board,
    Feen,
}

impl Macro {
    const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Feen => "feen",
        }
    }

    /// A literal the macro takes, for messages.
    const fn example(self) -> &'static str {
        match self {
            Self::Board => "rk^/2/KR",
            Self::Feen => "k^2/3/2K^ / W/w",
        }
    }
}

/// A literal read: its dimensions (outermost first), or the mistake and
/// its help.
struct Read {
    dimensions: Result<Vec<usize>, (FeenError, String)>,
    text: String,
    literal: Literal,
    span: Span,
}

/// Splits the runtime's crate path (`$crate`, passed first) from the rest.
pub(crate) fn split_crate(input: TokenStream) -> (TokenStream, TokenStream) {
    let mut tokens = input.into_iter();
    let krate: TokenStream = tokens.next().into_iter().collect();
    let rest: TokenStream = tokens
        .skip_while(|token| matches!(token, TokenTree::Punct(p) if p.as_char() == ','))
        .collect();
    (krate, rest)
}

/// Splits a typed call's piece type from the rest: `Piece, "…"` gives
/// `Piece` and `"…"`. The type is a path (`Piece`, `crate::pieces::Piece`)
/// before the first comma; anything else is left whole, for the literal's
/// reader to say what it expected.
fn split_type(input: TokenStream) -> (Option<TokenStream>, TokenStream) {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let comma = tokens
        .iter()
        .position(|token| matches!(token, TokenTree::Punct(p) if p.as_char() == ','));
    let is_path = |tokens: &[TokenTree]| {
        !tokens.is_empty()
            && tokens.iter().all(|token| match token {
                TokenTree::Ident(_) => true,
                TokenTree::Punct(p) => p.as_char() == ':',
                _ => false,
            })
            && matches!(tokens.last(), Some(TokenTree::Ident(_)))
    };
    match comma {
        Some(at) if is_path(&tokens[..at]) => (
            Some(tokens[..at].iter().cloned().collect()),
            tokens[at + 1..].iter().cloned().collect(),
        ),
        _ => (None, tokens.into_iter().collect()),
    }
}

/// The constant of a typed call, `board!(Piece, "…")` or
/// `feen!(Piece, "…")`: the value the runtime reads, converted by the enum
/// at compile time, or the build stopped on the literal with the
/// conversion's message.
fn typed(
    which: Macro,
    krate: &TokenStream,
    pieces: &TokenStream,
    dimensions: &[usize],
    read: &Read,
) -> TokenStream {
    let span = read.span;
    // The runtime's path resolves as `$crate` does, but is located at the
    // literal, so the compile-time error of an unmapped piece points there.
    let krate: TokenStream = krate
        .clone()
        .into_iter()
        .map(|mut token| {
            token.set_span(token.span().located_at(span));
            token
        })
        .collect();
    let krate = &krate;
    let (_, reader) = shape(which, krate, dimensions, span);
    let literal = &read.literal;
    let three_d = dimensions.len() == 3;
    let (convert, message) = match (which, three_d) {
        (Macro::Board, false) => (
            quote_spanned!(span=> <#pieces>::from_board),
            quote_spanned!(span=> square),
        ),
        (Macro::Board, true) => (
            quote_spanned!(span=> <#pieces>::from_board3),
            quote_spanned!(span=> square),
        ),
        (Macro::Feen, three_d) => {
            let sizes = sizes(dimensions, span);
            let (board, function) = if three_d {
                (
                    quote_spanned!(span=> #krate::Board3Of),
                    quote_spanned!(span=> from_position3),
                )
            } else {
                (
                    quote_spanned!(span=> #krate::BoardOf),
                    quote_spanned!(span=> from_position),
                )
            };
            let sizes = if dimensions.len() == 1 {
                let one = Literal::usize_unsuffixed(1);
                quote_spanned!(span=> #one, #(#sizes),*)
            } else {
                quote_spanned!(span=> #(#sizes),*)
            };
            (
                quote_spanned!(span=> #krate::TypedPosition::<#board<#pieces, #sizes>>::#function),
                quote_spanned!(span=> piece),
            )
        }
    };
    let value = match which {
        Macro::Board => quote_spanned!(span=> #reader(#literal)),
        Macro::Feen => quote_spanned!(span=> &#reader(#literal)),
    };
    let result = quote_spanned!(span=> #krate::__private::core::result::Result);
    quote_spanned! {span=>
        const {
            match #convert(#value) {
                #result::Ok(__value) => __value,
                #result::Err(__error) => #krate::__private::core::panic!(
                    "{}",
                    #krate::__private::UnmappedMessage::#message(&__error).as_str()
                ),
            }
        }
    }
}

/// The sizes of a shape as literals carrying `span`.
fn sizes(dimensions: &[usize], span: Span) -> Vec<Literal> {
    dimensions
        .iter()
        .map(|&size| {
            let mut literal = Literal::usize_unsuffixed(size);
            literal.set_span(span);
            literal
        })
        .collect()
}

/// Reads the string literal of a call.
fn read(which: Macro, input: TokenStream) -> Result<Read, TokenStream> {
    let (text, span) = string_argument(
        input,
        which.name(),
        Syntax::Macro,
        which.example(),
        Span::call_site(),
    )
    .map_err(|(span, message)| error(span, &message))?;
    let dimensions = match which {
        Macro::Board => placement_shape(&text)
            .map(|dimensions| dimensions.as_slice().to_vec())
            .map_err(|error| {
                let help = help::board(&error, &text);
                (error, help)
            }),
        Macro::Feen => position_shape(&text)
            .map(|dimensions| dimensions.as_slice().to_vec())
            .map_err(|error| {
                let help = help::position(&error, &text);
                (error, help)
            }),
    };
    let mut literal = Literal::string(&text);
    literal.set_span(span);
    Ok(Read {
        dimensions,
        text,
        literal,
        span,
    })
}

/// The type of a value of these dimensions, and the runtime function that
/// reads one, with its sizes.
fn shape(
    which: Macro,
    krate: &TokenStream,
    dimensions: &[usize],
    span: Span,
) -> (TokenStream, TokenStream) {
    let sizes = sizes(dimensions, span);
    let (board, reader) = match sizes.as_slice() {
        [files] => (
            quote_spanned!(span=> #krate::Board<1, #files>),
            quote_spanned!(span=> ::<1, #files>),
        ),
        [layers, ranks, files] => (
            quote_spanned!(span=> #krate::Board3<#layers, #ranks, #files>),
            quote_spanned!(span=> ::<#layers, #ranks, #files>),
        ),
        sizes => (
            quote_spanned!(span=> #krate::Board<#(#sizes),*>),
            quote_spanned!(span=> ::<#(#sizes),*>),
        ),
    };
    let three_d = dimensions.len() == 3;
    let function = match (which, three_d) {
        (Macro::Board, false) => quote_spanned!(span=> board),
        (Macro::Board, true) => quote_spanned!(span=> board3),
        (Macro::Feen, false) => quote_spanned!(span=> position),
        (Macro::Feen, true) => quote_spanned!(span=> position3),
    };
    let ty = match which {
        Macro::Board => board,
        Macro::Feen => quote_spanned!(span=> #krate::Position<#board>),
    };
    (
        ty,
        quote_spanned!(span=> #krate::__private::#function #reader),
    )
}

/// Expands `board!(…)` or `feen!(…)` in an expression: the `$crate` path,
/// a comma, then the macro's arguments.
pub(crate) fn value(which: Macro, input: TokenStream) -> TokenStream {
    let (krate, rest) = split_crate(input);
    let (pieces, rest) = split_type(rest);
    let read = match read(which, rest) {
        Ok(read) => read,
        Err(error) => return error,
    };
    match &read.dimensions {
        Ok(dimensions) if pieces.is_some() => {
            let pieces = pieces.unwrap_or_default();
            typed(which, &krate, &pieces, dimensions, &read)
        }
        Ok(dimensions) => {
            let (_, reader) = shape(which, &krate, dimensions, read.span);
            let literal = &read.literal;
            quote_spanned!(read.span=> const { #reader(#literal) })
        }
        Err((mistake, help)) => error(read.span, &format!("{mistake}{help}")),
    }
}

/// Expands one item of `board! { const NAME = "…"; }` or `feen! { … }`:
/// the `$crate` path, a comma, the attributes and the visibility in
/// brackets, the name, a comma, the value.
pub(crate) fn item(which: Macro, input: TokenStream) -> TokenStream {
    let (krate, rest) = split_crate(input);
    let mut tokens = rest.into_iter();
    let attributes = bracketed(tokens.next());
    let visibility = bracketed(tokens.next());
    let Some(TokenTree::Ident(name)) = tokens.next() else {
        return error(Span::call_site(), "expected `const NAME = \"…\";`");
    };
    let value: TokenStream = tokens
        .skip_while(|token| matches!(token, TokenTree::Punct(p) if p.as_char() == ','))
        .collect();
    let read = match read(which, value) {
        Ok(read) => read,
        Err(error) => return error,
    };
    let span = read.span;
    let (dimensions, value) = match &read.dimensions {
        Ok(dimensions) => {
            let (_, reader) = shape(which, &krate, dimensions, span);
            let literal = &read.literal;
            (dimensions.clone(), quote_spanned!(span=> #reader(#literal)))
        }
        Err((mistake, help)) => {
            // The one error, in place of the value; the item keeps the type
            // of the board as far as it reads, so uses of it type-check.
            let message = format!("{mistake}{help}");
            let dimensions = fallback_dimensions(which, &read.text);
            (
                dimensions,
                quote_spanned!(span=> ::core::compile_error!(#message)),
            )
        }
    };
    let (ty, _) = shape(which, &krate, &dimensions, span);
    quote! {
        #attributes #visibility const #name: #ty = #value;
    }
}

/// The contents of a bracketed group passed by the wrapper.
fn bracketed(token: Option<TokenTree>) -> TokenStream {
    match token {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Bracket => group.stream(),
        _ => TokenStream::new(),
    }
}

/// The dimensions of the board of a rejected literal, as far as its
/// placement reads: the shape of a mistake outside the board, else one
/// square.
fn fallback_dimensions(which: Macro, text: &str) -> Vec<usize> {
    let placement = match which {
        Macro::Board => text,
        Macro::Feen => text.split(' ').next().unwrap_or_default(),
    };
    placement_shape(placement).map_or_else(|_| vec![1], |dimensions| dimensions.as_slice().to_vec())
}

#[cfg(test)]
mod tests {
    use pin_runtime_core::__private::{placement_shape, position_shape};
    use pin_runtime_core::feen::{Dimensions, Grid};
    use pin_runtime_core::{Board, Board3, Feen, FeenError, FeenErrorKind, Position, parse_board};
    use proptest::prelude::*;

    /// Checks that what `feen!` checks at expansion (`position_shape`) is
    /// what its expansion's reader, a `Position` of the shape found, reads:
    /// a text of shape `B` reads as a `Position<B>`, a text it rejects is
    /// rejected with the same error (or, first, for its shape); and the
    /// same of `board!` (`placement_shape`) and `parse_board`.
    fn same_verdict<B: Grid>(text: &str) {
        let dimensions = B::DIMENSIONS;
        let same = |checked: Result<Dimensions, FeenError>, read: Result<(), FeenError>| match (
            checked, read,
        ) {
            (Ok(found), Ok(())) => assert_eq!(found, dimensions, "{text:?}"),
            (Ok(found), Err(error)) => {
                assert_ne!(found, dimensions, "{text:?}: {error}");
                assert!(
                    matches!(error.kind(), FeenErrorKind::Shape { .. }),
                    "{text:?}"
                );
            }
            (Err(error), Ok(())) => panic!("{text:?}: checked {error}, but read"),
            (Err(checked), Err(read)) => assert!(
                checked == read || matches!(read.kind(), FeenErrorKind::Shape { .. }),
                "{text:?}: {checked} but {read}"
            ),
        };
        same(position_shape(text), Position::<B>::parse(text).map(drop));
        same(placement_shape(text), parse_board::<B>(text).map(drop));
    }

    /// Every shape of the bases below.
    fn every_shape(text: &str) {
        same_verdict::<Board<1, 3>>(text);
        same_verdict::<Board<2, 3>>(text);
        same_verdict::<Board3<2, 2, 2>>(text);
    }

    /// A position and a placement of each shape: 1-D, 2-D and 3-D.
    const BASES: [&str; 6] = [
        "k^1K^ 2P/ W/w",
        "k^2/1+P'K^ P/p W/w",
        "k^1/2//2/1K^ / w/W",
        "k^1K^",
        "k^2/1+P'K^",
        "k^1/2//2/1K^",
    ];

    #[test]
    fn the_bases_read_with_their_shapes() {
        for text in BASES {
            every_shape(text);
        }
        assert_eq!(position_shape(BASES[1]).map(|d| d.square_count()), Ok(6));
        assert_eq!(placement_shape(BASES[5]).map(|d| d.square_count()), Ok(8));
    }

    #[test]
    fn a_hand_a_position_cannot_hold_is_rejected_as_feen_reads_it() {
        // Seventeen different pieces in the first hand: valid FEEN, which
        // `Feen` reads, but more than a `Hand` holds.
        let text = format!("{}9 ABCDEFGHIJKLMNOPQ/ W/w", "9/".repeat(8));
        assert!(Feen::parse(&text).is_ok());
        let error = position_shape(&text).unwrap_err();
        assert_eq!(error.kind(), FeenErrorKind::HandFull);
        assert_eq!(Position::<Board<9, 9>>::parse(&text), Err(error));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn the_check_and_the_expansion_read_alike(
            base in 0..BASES.len(),
            edits in proptest::collection::vec(
                (0..4u8, any::<usize>(), prop::sample::select(b"/ 0123Kk^+-'Pp?Ww".to_vec())),
                0..4,
            ),
        ) {
            let mut text = BASES[base].as_bytes().to_vec();
            for (edit, at, byte) in edits {
                let at = at % (text.len() + 1);
                match edit {
                    0 if at < text.len() => text[at] = byte,
                    1 if at < text.len() => {
                        text.remove(at);
                    }
                    _ => text.insert(at, byte),
                }
                every_shape(&String::from_utf8_lossy(&text));
            }
        }
    }
}
