//! The attributes of an enum deriving `Pieces`: `#[pieces(crate = …)]` and
//! `#[pieces(any_state)]` on the enum, and on each variant the token attribute (`#[pin("…")]`,
//! `#[epin("…")]` or `#[letter("…")]`) and its one string literal.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::quote;
use syn::{Attribute, DeriveInput, Meta};

use super::Error;
use super::ast::Mapping;
use crate::args::{Syntax, string_argument};

/// How `#[pieces(…)]` is written, for messages.
const PIECES_USAGE: &str = "#[pieces(crate = pin_runtime)] or #[pieces(crate = \"pin_runtime\")]";

/// The keys `#[pieces(…)]` takes, for messages.
const PIECES_KEYS: &str = "the key `crate` or `any_state`";

/// The mapping an attribute gives, if it is one of the three token
/// attributes.
pub(super) fn mapping_of(attribute: &Attribute) -> Option<Mapping> {
    Mapping::ALL
        .into_iter()
        .find(|mapping| attribute.path().is_ident(mapping.attribute()))
}

/// The span of an attribute's name: `pin` in `#[pin("K")]`.
pub(super) fn path_span(attribute: &Attribute) -> Span {
    attribute
        .path()
        .segments
        .first()
        .map_or_else(Span::call_site, |segment| segment.ident.span())
}

/// What the enum's own attributes say.
pub(super) struct Container {
    /// The path to the runtime.
    pub(super) krate: TokenStream,
    /// Where `any_state` was written, if it was.
    pub(super) any_state: Option<Span>,
}

/// Reads the enum's own attributes: `#[pieces(crate = …)]`,
/// `#[pieces(any_state)]`, and token attributes put on the enum instead of
/// a variant.
pub(super) fn container(input: &DeriveInput, errors: &mut Vec<Error>) -> Container {
    let mut krate = None;
    let mut any_state = None;
    for attribute in &input.attrs {
        if let Some(mapping) = mapping_of(attribute) {
            errors.push(Error::new(
                path_span(attribute),
                format!(
                    "expected #[{}] on each variant, found it on the enum `{}`\n  \
                     help: write the token above the variant it maps: {} WhiteKing",
                    mapping.attribute(),
                    input.ident,
                    mapping.usage(),
                ),
            ));
        } else if attribute.path().is_ident("pieces") {
            pieces_attribute(attribute, &mut krate, &mut any_state, errors);
        }
    }
    Container {
        krate: krate.unwrap_or_else(|| quote!(::pin_runtime)),
        any_state,
    }
}

/// Reads one `#[pieces(crate = path, any_state)]`: the path into `krate`,
/// the flag's span into `any_state`, mistakes into `errors`.
fn pieces_attribute(
    attribute: &Attribute,
    krate: &mut Option<TokenStream>,
    any_state: &mut Option<Span>,
    errors: &mut Vec<Error>,
) {
    let list = match &attribute.meta {
        Meta::List(list) => list,
        Meta::Path(_) | Meta::NameValue(_) => {
            errors.push(Error::new(
                path_span(attribute),
                format!(
                    "#[pieces] takes {PIECES_KEYS}, such as {PIECES_USAGE} or #[pieces(any_state)], \
                     found no list"
                ),
            ));
            return;
        }
    };
    let tokens: Vec<TokenTree> = list.tokens.clone().into_iter().collect();
    if tokens.is_empty() {
        errors.push(Error::new(
            list.delimiter.span().join(),
            format!(
                "#[pieces] takes {PIECES_KEYS}, such as {PIECES_USAGE} or #[pieces(any_state)], \
                 found no argument"
            ),
        ));
    }
    for entry in tokens.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
        let Some((key, rest)) = entry.split_first() else {
            continue;
        };
        if matches!(key, TokenTree::Ident(ident) if ident == "any_state") {
            if let Some(value) = rest.first() {
                errors.push(Error::new(
                    value.span(),
                    "#[pieces(any_state)] takes no value: it reads a token in every state \
                     as the variant of its token without state\n  \
                     help: write #[pieces(any_state)]",
                ));
            } else if any_state.is_some() {
                errors.push(Error::new(
                    key.span(),
                    "#[pieces] expected the key `any_state` once, found it a second time",
                ));
            } else {
                *any_state = Some(key.span());
            }
            continue;
        }
        let key_is_crate = matches!(key, TokenTree::Ident(ident) if ident == "crate");
        if !key_is_crate {
            errors.push(Error::new(
                key.span(),
                format!(
                    "#[pieces] expected {PIECES_KEYS}, such as {PIECES_USAGE} or \
                     #[pieces(any_state)], found `{key}`"
                ),
            ));
            continue;
        }
        let value = match rest.split_first() {
            Some((TokenTree::Punct(eq), value)) if eq.as_char() == '=' && !value.is_empty() => {
                value
            }
            _ => {
                let at = rest.first().map_or_else(|| key.span(), TokenTree::span);
                errors.push(Error::new(
                    at,
                    format!(
                        "#[pieces] expected `=` and a path after `crate`, such as {PIECES_USAGE}"
                    ),
                ));
                continue;
            }
        };
        let (start, end) = (value[0].span(), value[value.len() - 1].span());
        let Some(path) = crate_path(value) else {
            let found: Vec<String> = value.iter().map(ToString::to_string).collect();
            errors.push(Error::between(
                start,
                end,
                format!(
                    "#[pieces(crate = …)] expected a path to the pin-runtime crate, such as \
                     `pin_runtime` or `\"pin_runtime\"`, found `{}`",
                    found.join(" ")
                ),
            ));
            continue;
        };
        if krate.is_some() {
            errors.push(Error::new(
                key.span(),
                "#[pieces] expected the key `crate` once, found it a second time",
            ));
            continue;
        }
        *krate = Some(path);
    }
}

/// The path a `crate = …` value gives: written as a path, or as a string
/// literal holding one (the serde spelling).
fn crate_path(value: &[TokenTree]) -> Option<TokenStream> {
    if let [TokenTree::Literal(literal)] = value {
        let syn::Lit::Str(string) = syn::Lit::new(literal.clone()) else {
            return None;
        };
        let mut tokens: Vec<TokenTree> = string
            .value()
            .parse::<TokenStream>()
            .ok()?
            .into_iter()
            .collect();
        for token in &mut tokens {
            token.set_span(literal.span());
        }
        return is_path(&tokens).then(|| tokens.into_iter().collect());
    }
    is_path(value).then(|| value.iter().cloned().collect())
}

/// Whether `tokens` are a module path: `a`, `::a`, `a::b`, `crate::a`.
fn is_path(tokens: &[TokenTree]) -> bool {
    let colons = |at: usize| {
        matches!(
            (tokens.get(at), tokens.get(at + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && b.as_char() == ':'
        )
    };
    let mut at = if colons(0) { 2 } else { 0 };
    loop {
        if !matches!(tokens.get(at), Some(TokenTree::Ident(_))) {
            return false;
        }
        at += 1;
        if at == tokens.len() {
            return true;
        }
        if !colons(at) {
            return false;
        }
        at += 2;
    }
}

/// The token attribute of a variant and its mapping, if it has one;
/// `#[pieces]` on the variant and a second token attribute are reported
/// into `errors`.
pub(super) fn token_attribute<'a>(
    variant: &'a syn::Variant,
    errors: &mut Vec<Error>,
) -> Option<(&'a Attribute, Mapping)> {
    let ident = &variant.ident;
    let mut token: Option<(&Attribute, Mapping)> = None;
    for attribute in &variant.attrs {
        if attribute.path().is_ident("pieces") {
            errors.push(Error::new(
                path_span(attribute),
                format!(
                    "expected #[pieces] on the enum, found it on the variant `{ident}`\n  \
                     help: write it below #[derive(Pieces)]: {PIECES_USAGE}"
                ),
            ));
            continue;
        }
        let Some(mapping) = mapping_of(attribute) else {
            continue;
        };
        if let Some((_, first)) = token {
            errors.push(Error::new(
                path_span(attribute),
                format!(
                    "expected one token attribute on the variant `{ident}`, found #[{}] after #[{}]\n  \
                     help: each variant maps to one token; remove one of them",
                    mapping.attribute(),
                    first.attribute(),
                ),
            ));
            continue;
        }
        token = Some((attribute, mapping));
    }
    token
}

/// Takes the string literals in an attribute's parentheses, one or more
/// separated by commas (a trailing comma allowed), or the error saying what
/// was written instead.
pub(super) fn arguments(
    attribute: &Attribute,
    mapping: Mapping,
) -> Result<Vec<(String, Span)>, Error> {
    let name = mapping.attribute();
    let (empty, arguments) = match &attribute.meta {
        Meta::List(list) => (list.delimiter.span().join(), list.tokens.clone()),
        Meta::Path(_) => (path_span(attribute), TokenStream::new()),
        Meta::NameValue(value) => {
            let fix = match &value.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(token),
                    ..
                }) => Syntax::Attribute.call(name, &token.value()),
                _ => mapping.usage(),
            };
            return Err(Error::new(
                value.eq_token.spans[0],
                format!(
                    "#[{name}] takes one string literal or more, in parentheses, found `=`\n  \
                     help: write {fix}"
                ),
            ));
        }
    };
    let tokens: Vec<TokenTree> = arguments.into_iter().collect();
    let read = |segment: &[TokenTree], empty: Span| {
        string_argument(
            segment.iter().cloned().collect(),
            name,
            Syntax::Attribute,
            mapping.example(),
            empty,
        )
        .map_err(|(span, message)| Error::new(span, message))
    };
    let is_comma = |token: &TokenTree| matches!(token, TokenTree::Punct(p) if p.as_char() == ',');
    let mut read_all = Vec::new();
    let mut start = 0;
    loop {
        let end = tokens[start..]
            .iter()
            .position(is_comma)
            .map_or(tokens.len(), |at| start + at);
        let segment = &tokens[start..end];
        if segment.is_empty() && !read_all.is_empty() && end == tokens.len() {
            // A trailing comma after a literal.
            break;
        }
        if segment.is_empty() && end < tokens.len() {
            return Err(Error::new(
                tokens[end].span(),
                format!(
                    "#[{name}] takes string literals separated by commas such as {}, \
                     found a comma without a literal before it",
                    mapping.list_usage()
                ),
            ));
        }
        read_all.push(read(segment, empty)?);
        if end == tokens.len() {
            break;
        }
        start = end + 1;
    }
    Ok(read_all)
}

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::crate_path;

    #[test]
    fn crate_paths() {
        let path = |tokens: proc_macro2::TokenStream| {
            let tokens: Vec<_> = tokens.into_iter().collect();
            crate_path(&tokens).map(|path| path.to_string())
        };
        assert_eq!(path(quote!(pr)), Some("pr".to_string()));
        assert_eq!(path(quote!(::pr)), Some(":: pr".to_string()));
        assert_eq!(
            path(quote!(crate::reexports::pr)),
            Some("crate :: reexports :: pr".to_string())
        );
        assert_eq!(path(quote!("pr")), Some("pr".to_string()));
        assert_eq!(path(quote!("::a::b")), Some(":: a :: b".to_string()));
        for bad in [
            quote!(1),
            quote!("pin runtime"),
            quote!(""),
            quote!(a::),
            quote!(a::<T>),
            quote!(::),
            quote!(b"pr"),
        ] {
            assert_eq!(path(bad.clone()), None, "{bad}");
        }
    }
}
