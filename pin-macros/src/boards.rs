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

use crate::expand::{Syntax, error, string_argument};
use crate::feen::{self, Kind, Mistake};

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
    dimensions: Result<Vec<usize>, (Mistake, String)>,
    text: String,
    literal: Literal,
    span: Span,
}

/// Splits the runtime's crate path (`$crate`, passed first) from the rest.
fn split_crate(input: TokenStream) -> (TokenStream, TokenStream) {
    let mut tokens = input.into_iter();
    let krate: TokenStream = tokens.next().into_iter().collect();
    let rest: TokenStream = tokens
        .skip_while(|token| matches!(token, TokenTree::Punct(p) if p.as_char() == ','))
        .collect();
    (krate, rest)
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
            .map_err(|mistake| {
                let help = board_help(&mistake);
                (mistake, help)
            }),
        Macro::Feen => feen::parse_position(text.as_bytes())
            .map(|position| position.layout.dimensions)
            .map_err(|mistake| {
                let help = feen_help(&mistake, text.as_bytes());
                (mistake, help)
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
    let sizes: Vec<Literal> = dimensions
        .iter()
        .map(|&size| {
            let mut literal = Literal::usize_unsuffixed(size);
            literal.set_span(span);
            literal
        })
        .collect();
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
    let read = match read(which, rest) {
        Ok(read) => read,
        Err(error) => return error,
    };
    match &read.dimensions {
        Ok(dimensions) => {
            let (_, reader) = shape(which, &krate, dimensions, read.span);
            let literal = &read.literal;
            quote_spanned!(read.span=> const { #reader(#literal) })
        }
        Err((mistake, help)) => error(read.span, &format!("{}{help}", mistake.message)),
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
            let message = format!("{}{help}", mistake.message);
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

/// A fix for a rejected `board!` literal, where one helps.
fn board_help(mistake: &Mistake) -> String {
    match mistake.kind {
        Kind::RankWidth { .. } => {
            "\n  help: every rank has as many squares as the first; count the empty squares"
                .to_string()
        }
        Kind::Token { .. } if mistake.message.contains("found whitespace") => {
            "\n  help: board! reads the placement field alone; for a whole position with hands and \
             styles, use feen!"
                .to_string()
        }
        _ => String::new(),
    }
}

/// A fix for a rejected `feen!` literal, where one exists.
fn feen_help(mistake: &Mistake, text: &[u8]) -> String {
    let shape = "a FEEN position is three fields joined by single spaces: \
                 <placement> <hands> <style-turn>, such as feen!(\"k^2/3/2K^ / W/w\")";
    let help = match &mistake.kind {
        Kind::RankWidth { .. } => {
            "every rank has as many squares as the first; count the empty squares".to_string()
        }
        Kind::MissingField => match mistake.field {
            Some(feen::Field::Hands) => {
                format!("{shape}; with nothing in hand the hands field is \"/\"")
            }
            _ => missing_style_turn(text, shape),
        },
        Kind::ExpectedEnd { .. } => format!("{shape}; nothing follows the style-turn field"),
        Kind::ExpectedHandSeparator { .. } => {
            "the hands field is the first side's hand, '/', the second side's: \"2P/p\", or \"/\" when both are empty"
                .to_string()
        }
        Kind::Repeated { .. } | Kind::Unordered { .. } => match canonical_hand(text, mistake.index) {
            Some(hand) => format!(
                "write each piece once with its count, most numerous first, then by letter \
                 (uppercase first, then '-', '+', none, then without '^' and '\\'' first): {hand:?}"
            ),
            None => "write each piece once with its count, most numerous first, then by letter"
                .to_string(),
        },
        Kind::HandCount { count: 1 } => {
            "a single piece is written without a count: remove the 1".to_string()
        }
        Kind::HandCount { .. } => "a count is 2 or more; remove the item to hold none".to_string(),
        Kind::LeadingZero => "remove the leading zeros".to_string(),
        Kind::SameCase { active, inactive } => {
            let flipped = if inactive.is_ascii_uppercase() {
                inactive.to_ascii_lowercase()
            } else {
                inactive.to_ascii_uppercase()
            };
            format!(
                "the first player's style is uppercase and the second's lowercase: \"{}/{}\"",
                char::from(*active),
                char::from(flipped)
            )
        }
        Kind::Fen => fen_help(text),
        Kind::HandFull => {
            "a position's hands hold at most 16 different pieces each (`Hand::CAPACITY`)".to_string()
        }
        _ => return String::new(),
    };
    format!("\n  help: {help}")
}

/// A fix for a position that ends after its second field: when that field
/// reads as styles (`W/w`), the hands field is the one left out.
fn missing_style_turn(text: &[u8], shape: &str) -> String {
    let text = String::from_utf8_lossy(text);
    match text.rsplit_once(' ') {
        Some((placement, last)) if matches!(last.as_bytes(), [a, b'/', b] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic()) =>
        {
            format!(
                "the hands field comes before the style-turn field, and is \"/\" when nothing is in \
                 hand: feen!(\"{placement} / {last}\")"
            )
        }
        _ => format!(
            "{shape}; the style-turn field is the style of the side to move, '/', the other's: \"W/w\""
        ),
    }
}

/// The hand around byte `at`, aggregated and in canonical order, as FEEN
/// writes it.
fn canonical_hand(text: &[u8], at: usize) -> Option<String> {
    let items = feen::hand_around(text, at)?;
    let mut merged: Vec<(u16, u32)> = Vec::new();
    for (code, count) in items {
        match merged.iter_mut().find(|(seen, _)| *seen == code) {
            Some((_, total)) => *total += count,
            None => merged.push((code, count)),
        }
    }
    merged.sort_by_key(|&(code, count)| feen::hand_order(code, count));
    Some(
        merged
            .iter()
            .map(|&(code, count)| feen::item_text(code, count))
            .collect(),
    )
}

/// The FEEN of a chess FEN's board: kings marked terminal, empty hands,
/// the side to move's style first.
fn fen_help(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    let mut fields = text.split(' ');
    let placement: String = fields
        .next()
        .unwrap_or_default()
        .chars()
        .flat_map(|c| match c {
            'K' | 'k' => vec![c, '^'],
            c => vec![c],
        })
        .collect();
    let turn = if fields.next() == Some("b") {
        "w/W"
    } else {
        "W/w"
    };
    format!(
        "FEEN writes pieces in hand and the two styles instead of FEN's last fields, and marks \
         kings '^'; this board in FEEN: feen!(\"{placement} / {turn}\")"
    )
}
