//! From the tokens a macro was given to its expansion: the piece's code, or
//! exactly one compile error on the offending token.

#[cfg(feature = "derive")]
use proc_macro2::Group;
use proc_macro2::{Delimiter, Literal, Span, TokenStream, TokenTree};
#[cfg(feature = "derive")]
use quote::quote;
use quote::quote_spanned;
use syn::Lit;

use crate::grammar::{self, Notation};

/// Expands `pin_code!(…)`, `epin_code!(…)`, `sin_code!(…)` or `qpi_code!(…)`.
pub(crate) fn code(input: TokenStream, notation: Notation) -> TokenStream {
    let (token, span) = match string_argument(
        input,
        notation.macro_name(),
        Syntax::Macro,
        notation.example(),
        Span::call_site(),
    ) {
        Ok(argument) => argument,
        Err((span, message)) => return error(span, &message),
    };
    match grammar::parse(token.as_bytes(), notation) {
        Ok(code) => {
            let mut literal = Literal::u32_unsuffixed(code);
            literal.set_span(span);
            TokenTree::Literal(literal).into()
        }
        Err(mistake) => {
            let help = help(&token, notation, Syntax::Macro);
            let message = format!("{}\n  help: {help}", mistake.message);
            error(span, &message)
        }
    }
}

/// A `compile_error!` carrying `message`, reported at `span`, for an
/// expression.
pub(crate) fn error(span: Span, message: &str) -> TokenStream {
    quote_spanned!(span=> ::core::compile_error!(#message))
}

/// A `compile_error!` carrying `message` reported from `start` to `end`, for
/// an item: the call's first tokens carry `start` and its braced argument
/// `end`, and the compiler reports the whole call.
#[cfg(feature = "derive")]
pub(crate) fn error_between(start: Span, end: Span, message: &str) -> TokenStream {
    let mut argument = Group::new(Delimiter::Brace, quote_spanned!(end=> #message));
    argument.set_span(end);
    let call = quote_spanned!(start=> ::core::compile_error!);
    quote!(#call #argument)
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
    let usage = syntax.call(bare, example);
    let name = syntax.shown(bare);
    let tokens = flatten(input);
    let Some(first) = tokens.first() else {
        return Err((
            empty,
            format!("{name} takes one string literal such as {usage}, found no argument"),
        ));
    };
    let first_span = first.span();
    let not_evaluated = |what: String| {
        Err((
            first_span,
            format!(
                "{name} takes one string literal such as {usage}, found {what}: \
                 macros, constants and expressions are not evaluated; write the token itself"
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
        return Err((
            second.span(),
            format!("{name} takes exactly one string literal such as {usage}, found {what}"),
        ));
    }
    let wrong = |what: &str| {
        Err((
            first_span,
            format!("{name} takes one string literal such as {usage}, found {what}"),
        ))
    };
    match Lit::new(literal) {
        Lit::Str(string) if string.suffix().is_empty() => Ok((string.value(), first_span)),
        Lit::Str(string) => wrong(&format!(
            "a string literal with the suffix `{}`: remove the suffix",
            string.suffix()
        )),
        Lit::Char(c) => wrong(&format!(
            "the character literal {:?}: write it in double quotes, {}",
            c.value(),
            syntax.call(bare, &c.value().to_string()),
        )),
        Lit::ByteStr(_) => wrong("a byte string literal: remove the `b` prefix"),
        Lit::CStr(_) => wrong("a C string literal: remove the `c` prefix"),
        Lit::Byte(_) => wrong("a byte literal: write the token in double quotes"),
        Lit::Int(_) | Lit::Float(_) => wrong("a number"),
        _ => wrong("a literal that is not a string"),
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

/// How a fix is written: as a macro call or as a derive's attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Syntax {
    /// `pin!("K")`
    Macro,
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
            Self::Attribute => format!("#[{name}]"),
        }
    }

    /// A call of the macro or attribute `name` on `token`: `pin!("K")` or
    /// `#[pin("K")]`.
    pub(crate) fn call(self, name: &str, token: &str) -> String {
        match self {
            Self::Macro => format!("{name}!({token:?})"),
            Self::Attribute => format!("#[{name}({token:?})]"),
        }
    }

    /// A call of the macro or attribute of `notation` on `token`.
    fn write(self, notation: Notation, token: &str) -> String {
        self.call(notation.macro_name(), token)
    }

    /// Calls of `notation` on each of `tokens`, for a reminder of the grammar.
    fn examples(self, notation: Notation, tokens: &[&str]) -> String {
        let calls: Vec<String> = tokens
            .iter()
            .map(|token| self.write(notation, token))
            .collect();
        calls.join(", ")
    }
}

/// A concrete fix for a rejected token where one exists, else a reminder of
/// the grammar, written in `syntax`.
pub(crate) fn help(token: &str, notation: Notation, syntax: Syntax) -> String {
    match notation {
        Notation::Sin => {
            return "a SIN token is one letter, its case the side: sin!(\"W\"), sin!(\"j\")"
                .to_string();
        }
        Notation::Qpi => return qpi_help(token),
        Notation::Pin | Notation::Epin => {}
    }
    let fix = |token: &str| syntax.write(notation, token);
    let valid = |candidate: &str, notation| grammar::parse(candidate.as_bytes(), notation).is_ok();
    // A PIN literal with the derivation marker is an EPIN token.
    if notation == Notation::Pin && valid(token, Notation::Epin) {
        let epin = syntax.write(Notation::Epin, token);
        return format!("the derivation marker ' belongs to EPIN: write {epin}");
    }
    // Whitespace around a good token.
    let trimmed = token.trim_matches(|c: char| c.is_whitespace());
    if trimmed != token && !trimmed.is_empty() && valid(trimmed, notation) {
        return format!("remove the whitespace: {}", fix(trimmed));
    }
    // A marker written twice.
    let mut once = String::new();
    for c in token.chars() {
        if !(once.ends_with(c) && "+-^'".contains(c)) {
            once.push(c);
        }
    }
    if once != token && valid(&once, notation) {
        return format!("each marker is written once: {}", fix(&once));
    }
    // The right parts in the wrong order.
    if let Some(canonical) = reorder(token).filter(|canonical| canonical != token) {
        if valid(&canonical, notation) {
            let rule = rule_broken(token);
            return format!("{rule}: {}", fix(&canonical));
        }
        if notation == Notation::Pin && valid(&canonical, Notation::Epin) {
            let epin = syntax.write(Notation::Epin, &canonical);
            return format!("the derivation marker ' belongs to EPIN and comes last: write {epin}");
        }
    }
    if !token.is_ascii() {
        return format!(
            "tokens are ASCII: a letter A-Z or a-z and the markers {}",
            if notation == Notation::Epin {
                "'+', '-', '^' and '\\''"
            } else {
                "'+', '-' and '^'"
            }
        );
    }
    match notation {
        Notation::Pin | Notation::Sin | Notation::Qpi => format!(
            "a PIN token is an optional '+' or '-', one letter, and an optional '^': {}",
            syntax.examples(Notation::Pin, &["K", "+r", "K^"])
        ),
        Notation::Epin => format!(
            "an EPIN token is an optional '+' or '-', one letter, an optional '^' and an \
             optional '\\'' last: {}",
            syntax.examples(Notation::Epin, &["S", "+s'", "K^'"])
        ),
    }
}

/// Puts a letter and its markers in the grammar's order (modifier, letter,
/// `^`, `'`), when the token has one letter and each marker at most once.
fn reorder(token: &str) -> Option<String> {
    let count = |c: char| token.chars().filter(|&x| x == c).count();
    let letters: Vec<char> = token.chars().filter(char::is_ascii_alphabetic).collect();
    let modifiers: Vec<char> = token.chars().filter(|&c| c == '+' || c == '-').collect();
    let other = token
        .chars()
        .any(|c| !(c.is_ascii_alphabetic() || "+-^'".contains(c)));
    if letters.len() != 1 || modifiers.len() > 1 || count('^') > 1 || count('\'') > 1 || other {
        return None;
    }
    let mut canonical = String::new();
    canonical.extend(modifiers);
    canonical.push(letters[0]);
    if count('^') == 1 {
        canonical.push('^');
    }
    if count('\'') == 1 {
        canonical.push('\'');
    }
    Some(canonical)
}

/// Says which ordering rule a misordered token breaks.
fn rule_broken(token: &str) -> &'static str {
    let position = |c: char| token.find(c);
    let letter = token.find(|c: char| c.is_ascii_alphabetic());
    match (
        position('+').or(position('-')),
        letter,
        position('^'),
        position('\''),
    ) {
        (Some(m), Some(l), _, _) if m > l => "the state modifier comes before the letter",
        (_, Some(l), Some(t), _) if t < l => "the terminal marker '^' comes after the letter",
        (_, _, Some(t), Some(d)) if d < t => "the derivation marker ' comes last, after '^'",
        _ => "the derivation marker ' comes last",
    }
}

/// A concrete fix for a rejected QPI token, else a reminder of the grammar.
fn qpi_help(token: &str) -> String {
    let valid = |candidate: &str| grammar::parse(candidate.as_bytes(), Notation::Qpi).is_ok();
    let mut chars = token.chars();
    if let (Some(style), Some(second)) = (chars.next(), chars.next()) {
        // The colon left out.
        let with_colon = format!("{style}:{second}{}", chars.as_str());
        if second != ':' && valid(&with_colon) {
            return format!("a colon separates the style from the piece: qpi!({with_colon:?})");
        }
        // The two letters in different cases.
        let piece = &token[style.len_utf8()..];
        let lower = format!("{}{piece}", style.to_ascii_lowercase());
        let upper = format!("{}{piece}", style.to_ascii_uppercase());
        for candidate in [lower, upper] {
            if candidate != token && valid(&candidate) {
                return format!(
                    "the style and the piece name the same side, so they share a case: qpi!({candidate:?})"
                );
            }
        }
    }
    "a QPI token is a style letter, ':', and a PIN token in the same case: qpi!(\"W:K^\"), qpi!(\"j:+r\")"
        .to_string()
}
