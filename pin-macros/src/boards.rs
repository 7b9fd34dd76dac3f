//! The expansions of `board!` and `feen!`: a constant of the literal's
//! shape, or exactly one compile error on the literal with a fix where one
//! exists.
//!
//! The value is built by the runtime's own `const` reader from the same
//! literal (`__private::board::<R, F>("…")`), so a constant always equals
//! what the runtime reads from that text; this crate's reader checks the
//! literal first, to report a mistake on it in the runtime's words and to
//! find the shape for the type.

use proc_macro2::{Delimiter, Literal, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned};

use crate::args::{Syntax, error, string_argument};
use crate::feen::{self, FeenError};
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

/// A literal read: its dimensions (outermost first), or the mistake.
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
        Macro::Board => feen::parse_placement(text.as_bytes())
            .map(|layout| layout.dimensions)
            .map_err(|error| {
                let help = help::board(&error, text.as_bytes());
                (error, help)
            }),
        Macro::Feen => feen::parse_position(text.as_bytes())
            .map(|position| position.layout.dimensions)
            .map_err(|error| {
                let help = help::position(&error, text.as_bytes());
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
    feen::parse_placement(placement.as_bytes()).map_or_else(|_| vec![1], |layout| layout.dimensions)
}
