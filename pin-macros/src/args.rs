//! Reading a macro's or attribute's one string literal, and reporting a
//! mistake as one compile error.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::quote_spanned;

use crate::literal::{self, Literal};
use crate::token::Notation;

/// A `compile_error!` carrying `message`, reported at `span`, for an
/// expression.
pub(crate) fn error(span: Span, message: &str) -> TokenStream {
    quote_spanned!(span=> ::core::compile_error!(#message))
}

/// Takes the one string literal that the macro or attribute `name` accepts
/// (such as `example`), or says what was given instead and where; `empty` is
/// where to report no argument.
pub(crate) fn string_argument(
    input: TokenStream,
    name: &str,
    syntax: Syntax,
    example: &str,
    empty: Span,
) -> Result<(String, Span), (Span, String)> {
    let bare = name;
    let usage = syntax.usage(bare, example);
    let name = syntax.shown(bare);
    let takes = match syntax {
        Syntax::List => "string literals separated by commas, such as",
        Syntax::Macro => "one string literal such as",
        // An attribute lists one token or more: `#[pin("R", "-R")]`.
        Syntax::Attribute => "one string literal or more, such as",
    };
    let tokens = flatten(input);
    let Some(first) = tokens.first() else {
        return Err((
            empty,
            format!("{name} takes {takes} {usage}, found no argument"),
        ));
    };
    let first_span = first.span();
    let not_evaluated = |what: String| {
        Err((
            first_span,
            format!(
                "{name} takes {takes} {usage}, found {what}: \
                 macros, constants and expressions are not evaluated; write the string literal itself"
            ),
        ))
    };
    let literal = match first {
        TokenTree::Literal(literal) => literal.clone(),
        TokenTree::Ident(ident) => {
            let is_macro = tokens
                .iter()
                .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == '!'));
            let text: String = tokens.iter().map(ToString::to_string).collect();
            return if is_macro {
                not_evaluated(format!("a macro call `{text}`"))
            } else if tokens.len() == 1 && (ident == "true" || ident == "false") {
                not_evaluated(format!("the boolean `{ident}`"))
            } else {
                not_evaluated(format!("`{}`", shorten(&text)))
            };
        }
        TokenTree::Group(_) | TokenTree::Punct(_) => {
            let text: String = tokens
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ");
            return not_evaluated(format!("`{}`", shorten(&text)));
        }
    };
    if let Some(second) = tokens.get(1) {
        let comma = matches!(second, TokenTree::Punct(p) if p.as_char() == ',');
        let what = if comma && tokens.len() == 2 {
            "a trailing comma".to_string()
        } else if comma {
            "more than one argument".to_string()
        } else {
            format!("`{}` after the literal", shorten(&second.to_string()))
        };
        let takes = match syntax {
            Syntax::List => format!("{takes} {usage}"),
            Syntax::Macro => format!("exactly one string literal such as {usage}"),
            // The attribute's list is split at its commas before this.
            Syntax::Attribute => "string literals separated by commas".to_string(),
        };
        return Err((second.span(), format!("{name} takes {takes}, found {what}")));
    }
    let wrong = |what: &str| {
        Err((
            first_span,
            format!("{name} takes {takes} {usage}, found {what}"),
        ))
    };
    match literal::read(&literal.to_string()) {
        Literal::Str { value, suffix } if suffix.is_empty() => Ok((value, first_span)),
        Literal::Str { suffix, .. } => wrong(&format!(
            "a string literal with the suffix `{suffix}`: remove the suffix"
        )),
        Literal::Char(c) => wrong(&format!(
            "the character literal {c:?}: write it in double quotes, {}",
            syntax.call(bare, &c.to_string()),
        )),
        Literal::ByteStr => wrong("a byte string literal: remove the `b` prefix"),
        Literal::CStr => wrong("a C string literal: remove the `c` prefix"),
        Literal::Byte => wrong("a byte literal: write the token in double quotes"),
        Literal::Number => wrong("a number"),
        Literal::Other => wrong("a literal that is not a string"),
    }
}

/// The tokens of `input`, with the invisible groups that wrap a captured
/// `$x:expr` or `$x:literal` taken apart.
fn flatten(input: TokenStream) -> Vec<TokenTree> {
    let mut tokens = Vec::new();
    for token in input {
        match token {
            TokenTree::Group(group) if group.delimiter() == Delimiter::None => {
                tokens.extend(flatten(group.stream()));
            }
            token => tokens.push(token),
        }
    }
    tokens
}

/// Keeps a quoted piece of source short.
fn shorten(text: &str) -> String {
    if text.chars().count() > 40 {
        let head: String = text.chars().take(37).collect();
        format!("{head}...")
    } else {
        text.to_string()
    }
}

/// How a fix is written: as a macro call, an item of a list macro, or a
/// derive's attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Syntax {
    /// `pin!("K")`
    Macro,
    /// An item of `pins![…]` or `epins![…]`: `pins![…, "K", …]`
    List,
    /// `#[pin("K")]`
    #[cfg_attr(
        not(feature = "derive"),
        allow(dead_code, reason = "written by the derive alone")
    )]
    Attribute,
}

impl Syntax {
    /// How the macro or attribute `name` is named in messages: `pin!` or
    /// `#[pin]`.
    pub(crate) fn shown(self, name: &str) -> String {
        match self {
            Self::Macro => format!("{name}!"),
            Self::List => format!("{name}s!"),
            Self::Attribute => format!("#[{name}]"),
        }
    }

    /// A call of the macro or attribute `name` on `token`: `pin!("K")`,
    /// `pins![…, "K", …]` or `#[pin("K")]`.
    pub(crate) fn call(self, name: &str, token: &str) -> String {
        match self {
            Self::Macro => format!("{name}!({token:?})"),
            Self::List => format!("{name}s![…, {token:?}, …]"),
            Self::Attribute => format!("#[{name}({token:?})]"),
        }
    }

    /// How the macro or attribute `name` is used, with `example`:
    /// `pin!("K^")`, `pins!["R", "K^"]` or `#[pin("K^")]`.
    fn usage(self, name: &str, example: &str) -> String {
        match self {
            Self::List => format!("{name}s![\"R\", {example:?}]"),
            Self::Macro | Self::Attribute => self.call(name, example),
        }
    }

    /// A call of the macro or attribute of `notation` on `token`.
    pub(crate) fn write(self, notation: Notation, token: &str) -> String {
        self.call(notation.macro_name(), token)
    }

    /// Calls of `notation` on each of `tokens`, for a reminder of the grammar.
    pub(crate) fn examples(self, notation: Notation, tokens: &[&str]) -> String {
        if self == Self::List {
            let items: Vec<String> = tokens.iter().map(|token| format!("{token:?}")).collect();
            return format!("{}s![{}]", notation.macro_name(), items.join(", "));
        }
        let calls: Vec<String> = tokens
            .iter()
            .map(|token| self.write(notation, token))
            .collect();
        calls.join(", ")
    }
}
