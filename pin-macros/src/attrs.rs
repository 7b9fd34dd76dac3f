//! Reads an enum that derives `Pieces`: the token each variant maps to, the
//! path to the runtime, and every mistake, each as one error on its culprit.
//!
//! A mistake leaves the variant with a placeholder token, so the code
//! generated next still declares every function and user code that calls
//! them type-checks: the build fails on the mistakes alone.

use std::collections::HashMap;

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::quote;
use syn::{Attribute, Data, DeriveInput, Fields, Meta};

use crate::expand::{self, Syntax};
use crate::grammar::{self, Notation};

/// What the variants map to, from their attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `#[pin("K^")]`: a PIN token.
    Pin,
    /// `#[epin("S'")]`: an EPIN token.
    Epin,
    /// `#[letter("K")]`: a piece-name letter, without side.
    Letter,
}

impl Kind {
    const ALL: [Self; 3] = [Self::Pin, Self::Epin, Self::Letter];

    /// The attribute's name.
    pub(crate) const fn attribute(self) -> &'static str {
        match self {
            Self::Pin => "pin",
            Self::Epin => "epin",
            Self::Letter => "letter",
        }
    }

    /// An example of the attribute's argument.
    const fn example(self) -> &'static str {
        match self {
            Self::Pin => "K^",
            Self::Epin => "S'",
            Self::Letter => "K",
        }
    }

    /// What a variant of an enum of this kind maps to, in messages.
    pub(crate) const fn singular(self) -> &'static str {
        match self {
            Self::Pin => "PIN token",
            Self::Epin => "EPIN token",
            Self::Letter => "letter",
        }
    }

    /// What the variants of an enum of this kind map to, in messages.
    const fn plural(self) -> &'static str {
        match self {
            Self::Pin => "PIN tokens",
            Self::Epin => "EPIN tokens",
            Self::Letter => "letters",
        }
    }

    /// The attribute with an example argument, such as `#[pin("K^")]`.
    fn usage(self) -> String {
        Syntax::Attribute.call(self.attribute(), self.example())
    }

    /// The kind an attribute gives, if it is one of the three.
    fn of(attribute: &Attribute) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|kind| attribute.path().is_ident(kind.attribute()))
    }
}

/// A variant and what it maps to.
#[derive(Debug)]
pub(crate) struct Variant {
    pub(crate) ident: Ident,
    /// The token as written; for a letter, the letter.
    pub(crate) token: String,
    /// The token's code (`Pin::code`, `Epin::code`) or the letter's byte.
    pub(crate) code: u16,
}

/// An enum deriving `Pieces`, as far as its mistakes let it be read.
#[derive(Debug)]
pub(crate) struct Pieces {
    pub(crate) name: Ident,
    /// The path to the runtime crate.
    pub(crate) krate: TokenStream,
    pub(crate) kind: Kind,
    /// The unit variants, in declaration order.
    pub(crate) variants: Vec<Variant>,
    /// The variants with fields, a mistake: matched on, never built.
    pub(crate) with_fields: Vec<Ident>,
}

/// A mistake: a message and the source it is reported on.
#[derive(Debug)]
pub(crate) struct Error {
    start: Span,
    end: Span,
    message: String,
}

impl Error {
    fn new(span: Span, message: impl Into<String>) -> Self {
        Self::between(span, span, message)
    }

    fn between(start: Span, end: Span, message: impl Into<String>) -> Self {
        Self {
            start,
            end,
            message: message.into(),
        }
    }

    /// The `compile_error!` that reports it.
    pub(crate) fn to_tokens(&self) -> TokenStream {
        expand::error_between(self.start, self.end, &self.message)
    }

    /// The message, for tests.
    #[cfg(test)]
    pub(crate) fn message(&self) -> &str {
        &self.message
    }
}

/// What was read: the enum, unless the input is no enum, has generic
/// parameters or no variant (then there is nothing to generate code for),
/// and the mistakes.
pub(crate) fn read(input: TokenStream) -> (Option<Pieces>, Vec<Error>) {
    let input = match syn::parse2::<DeriveInput>(input) {
        Ok(input) => input,
        Err(error) => return (None, vec![Error::new(error.span(), error.to_string())]),
    };
    let mut errors = Vec::new();
    let krate = container(&input, &mut errors);
    let (found, keyword) = match &input.data {
        Data::Enum(data) => ("", data.enum_token.span),
        Data::Struct(data) => ("a struct", data.struct_token.span),
        Data::Union(data) => ("a union", data.union_token.span),
    };
    let Data::Enum(data) = &input.data else {
        let message = format!("#[derive(Pieces)] expected an enum, found {found}");
        errors.push(Error::between(keyword, input.ident.span(), message));
        return (None, errors);
    };
    let generics = &input.generics;
    if let (Some(lt), Some(gt)) = (&generics.lt_token, &generics.gt_token) {
        errors.push(Error::between(
            lt.spans[0],
            gt.spans[0],
            format!(
                "#[derive(Pieces)] expected an enum without generic parameters, found them on `{}`: \
                 a token maps to one value, which a type parameter cannot choose",
                input.ident
            ),
        ));
        return (None, errors);
    }
    if data.variants.is_empty() {
        // No variant to map: nothing to generate code for, and nothing in
        // user code can call what it would have declared.
        errors.push(Error::new(
            input.ident.span(),
            format!(
                "#[derive(Pieces)] expected at least one variant, found none in `{}`\n  \
                 help: give each variant its token: #[pin(\"K^\")] WhiteKing",
                input.ident
            ),
        ));
        return (None, errors);
    }
    // The enum's kind is that of the first token attribute.
    let first = data.variants.iter().find_map(|variant| {
        let kind = variant.attrs.iter().find_map(Kind::of)?;
        Some((kind, variant.ident.clone()))
    });
    let kind = first.as_ref().map_or(Kind::Pin, |(kind, _)| *kind);
    let mut pieces = Pieces {
        name: input.ident.clone(),
        krate,
        kind,
        variants: Vec::new(),
        with_fields: Vec::new(),
    };
    let mut reader = Reader {
        kind,
        first_of_kind: first.map(|(_, ident)| ident),
        mixed: false,
        seen: HashMap::new(),
        errors,
    };
    for variant in &data.variants {
        reader.variant(variant, &mut pieces);
    }
    (Some(pieces), reader.errors)
}

/// Reads the enum's own attributes: `#[pieces(crate = …)]`, and token
/// attributes put on the enum instead of a variant. Returns the path to
/// the runtime.
fn container(input: &DeriveInput, errors: &mut Vec<Error>) -> TokenStream {
    let mut krate = None;
    for attribute in &input.attrs {
        if let Some(kind) = Kind::of(attribute) {
            errors.push(Error::new(
                path_span(attribute),
                format!(
                    "expected #[{}] on each variant, found it on the enum `{}`\n  \
                     help: write the token above the variant it maps: {} WhiteKing",
                    kind.attribute(),
                    input.ident,
                    kind.usage(),
                ),
            ));
        } else if attribute.path().is_ident("pieces") {
            pieces_attribute(attribute, &mut krate, errors);
        }
    }
    krate.unwrap_or_else(|| quote!(::pin_runtime))
}

/// How `#[pieces(…)]` is written, for messages.
const PIECES_USAGE: &str = "#[pieces(crate = pin_runtime)] or #[pieces(crate = \"pin_runtime\")]";

/// Reads one `#[pieces(crate = path)]`: the path into `krate`, mistakes
/// into `errors`.
fn pieces_attribute(
    attribute: &Attribute,
    krate: &mut Option<TokenStream>,
    errors: &mut Vec<Error>,
) {
    let list = match &attribute.meta {
        Meta::List(list) => list,
        Meta::Path(_) | Meta::NameValue(_) => {
            errors.push(Error::new(
                path_span(attribute),
                format!("#[pieces] takes the key `crate`, such as {PIECES_USAGE}, found no list"),
            ));
            return;
        }
    };
    let tokens: Vec<TokenTree> = list.tokens.clone().into_iter().collect();
    if tokens.is_empty() {
        errors.push(Error::new(
            list.delimiter.span().join(),
            format!("#[pieces] takes the key `crate`, such as {PIECES_USAGE}, found no argument"),
        ));
    }
    for entry in tokens.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
        let Some((key, rest)) = entry.split_first() else {
            continue;
        };
        let key_is_crate = matches!(key, TokenTree::Ident(ident) if ident == "crate");
        if !key_is_crate {
            errors.push(Error::new(
                key.span(),
                format!(
                    "#[pieces] expected the key `crate`, such as {PIECES_USAGE}, found `{key}`"
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

/// The span of an attribute's name: `pin` in `#[pin("K")]`.
fn path_span(attribute: &Attribute) -> Span {
    attribute
        .path()
        .segments
        .first()
        .map_or_else(Span::call_site, |segment| segment.ident.span())
}

/// Reads the variants one by one, remembering what the checks across
/// variants need.
struct Reader {
    /// The enum's kind: that of the first token attribute.
    kind: Kind,
    /// The first variant with a token attribute, which sets the kind.
    first_of_kind: Option<Ident>,
    /// Whether a variant of another kind was reported: the one mistake of
    /// mixing kinds is reported once.
    mixed: bool,
    /// Each code read so far, and the variant that maps it.
    seen: HashMap<u16, Ident>,
    errors: Vec<Error>,
}

impl Reader {
    /// Reads one variant into `pieces`.
    fn variant(&mut self, variant: &syn::Variant, pieces: &mut Pieces) {
        let ident = &variant.ident;
        let mut token: Option<(&Attribute, Kind)> = None;
        for attribute in &variant.attrs {
            if attribute.path().is_ident("pieces") {
                self.errors.push(Error::new(
                    path_span(attribute),
                    format!(
                        "expected #[pieces] on the enum, found it on the variant `{ident}`\n  \
                         help: write it below #[derive(Pieces)]: {PIECES_USAGE}"
                    ),
                ));
                continue;
            }
            let Some(kind) = Kind::of(attribute) else {
                continue;
            };
            if let Some((_, first)) = token {
                self.errors.push(Error::new(
                    path_span(attribute),
                    format!(
                        "expected one token attribute on the variant `{ident}`, found #[{}] after #[{}]\n  \
                         help: each variant maps to one token; remove one of them",
                        kind.attribute(),
                        first.attribute(),
                    ),
                ));
                continue;
            }
            token = Some((attribute, kind));
        }
        let mapped = if let Some((attribute, kind)) = token {
            self.token(ident, attribute, kind)
        } else {
            self.missing(ident);
            None
        };
        if !matches!(variant.fields, Fields::Unit) {
            let span = match &variant.fields {
                Fields::Named(fields) => fields.brace_token.span.join(),
                Fields::Unnamed(fields) => fields.paren_token.span.join(),
                Fields::Unit => ident.span(),
            };
            self.errors.push(Error::new(
                span,
                format!(
                    "expected a variant without fields, found fields on `{ident}`\n  \
                     help: a #[derive(Pieces)] enum maps each variant to one token; \
                     keep other data beside it, as in (Piece, u8)"
                ),
            ));
            pieces.with_fields.push(ident.clone());
            return;
        }
        let (token, code) = mapped.unwrap_or_else(|| (String::new(), u16::from(b'A')));
        pieces.variants.push(Variant {
            ident: ident.clone(),
            token,
            code,
        });
    }

    /// Reports a variant without token attribute.
    fn missing(&mut self, ident: &Ident) {
        let (expected, help) = if let Some(first) = &self.first_of_kind {
            let help = format!(
                "every variant maps to one of the {}, as `{first}` does",
                self.kind.plural()
            );
            (self.kind.usage(), help)
        } else {
            let [pin, epin, letter] = Kind::ALL.map(Kind::usage);
            let help =
                "write the token a variant maps to above it, the same attribute on every variant";
            (format!("{pin}, {epin} or {letter}"), help.to_string())
        };
        self.errors.push(Error::new(
            ident.span(),
            format!(
                "expected {expected} on the variant `{ident}`, found no token attribute\n  help: {help}"
            ),
        ));
    }

    /// Reads the token of `attribute`, of the given kind, for the variant
    /// `ident`: its text and code, or `None` after reporting a mistake.
    fn token(&mut self, ident: &Ident, attribute: &Attribute, kind: Kind) -> Option<(String, u16)> {
        if kind != self.kind {
            if !self.mixed {
                self.mixed = true;
                let first = self
                    .first_of_kind
                    .as_ref()
                    .map_or_else(String::new, |first| format!(" like the variant `{first}`"));
                self.errors.push(Error::new(
                    path_span(attribute),
                    format!(
                        "expected #[{}]{first}, found #[{}]: an enum maps {}, {} or {}, not a mix\n  \
                         help: write the same attribute on every variant",
                        self.kind.attribute(),
                        kind.attribute(),
                        Kind::Pin.plural(),
                        Kind::Epin.plural(),
                        Kind::Letter.plural(),
                    ),
                ));
            }
            return None;
        }
        let read = argument(attribute, kind).and_then(|(text, span)| match code(&text, kind) {
            Ok(code) => Ok((text, span, code)),
            Err(message) => Err(Error::new(span, message)),
        });
        let (text, span, code) = match read {
            Ok(read) => read,
            Err(error) => {
                self.errors.push(error);
                return None;
            }
        };
        if let Some(first) = self.seen.get(&code) {
            let what = kind.singular();
            self.errors.push(Error::new(
                span,
                format!(
                    "duplicate {what} {}: expected a {what} no other variant maps, found the one `{first}` maps\n  \
                     help: each {what} maps to one variant; give `{ident}` its own",
                    grammar::quote(text.as_bytes()),
                ),
            ));
            return None;
        }
        self.seen.insert(code, ident.clone());
        Some((text, code))
    }
}

/// Takes the one string literal in an attribute's parentheses, or the
/// error saying what was written instead.
fn argument(attribute: &Attribute, kind: Kind) -> Result<(String, Span), Error> {
    let name = kind.attribute();
    let (empty, arguments) = match &attribute.meta {
        Meta::List(list) => (list.delimiter.span().join(), list.tokens.clone()),
        Meta::Path(_) => (path_span(attribute), TokenStream::new()),
        Meta::NameValue(value) => {
            let fix = match &value.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(token),
                    ..
                }) => Syntax::Attribute.call(name, &token.value()),
                _ => kind.usage(),
            };
            return Err(Error::new(
                value.eq_token.spans[0],
                format!(
                    "#[{name}] takes one string literal in parentheses, found `=`\n  help: write {fix}"
                ),
            ));
        }
    };
    expand::string_argument(arguments, name, Syntax::Attribute, kind.example(), empty)
        .map_err(|(span, message)| Error::new(span, message))
}

/// Checks the text of a token of `kind`: its code, or the message of the
/// mistake with a fix, in the words of `pin!` and `epin!`.
fn code(text: &str, kind: Kind) -> Result<u16, String> {
    let notation = match kind {
        Kind::Pin => Notation::Pin,
        Kind::Epin => Notation::Epin,
        Kind::Letter => return letter(text).map(u16::from),
    };
    match grammar::parse(text.as_bytes(), notation) {
        // PIN and EPIN codes end below 0x1000.
        Ok(code) => Ok(u16::try_from(code).unwrap_or_default()),
        Err(mistake) => {
            let help = expand::help(text, notation, Syntax::Attribute);
            Err(format!("{}\n  help: {help}", mistake.message))
        }
    }
}

/// Checks the argument of `#[letter("…")]`: one uppercase ASCII letter.
/// Returns its byte, or the message of the mistake with a fix.
pub(crate) fn letter(text: &str) -> Result<u8, String> {
    let bytes = text.as_bytes();
    let quoted = grammar::quote(bytes);
    let mistake = match bytes {
        [byte] if byte.is_ascii_uppercase() => return Ok(*byte),
        [] => format!("invalid letter {quoted}: expected 1 byte, found an empty string"),
        [byte] => format!(
            "invalid letter {quoted}: expected an uppercase letter (A-Z), found {} at byte 0",
            grammar::describe(*byte)
        ),
        _ => format!(
            "invalid letter {quoted}: expected 1 byte, found {} bytes",
            bytes.len()
        ),
    };
    let letters: Vec<char> = text.chars().filter(char::is_ascii_alphabetic).collect();
    let help = match letters.as_slice() {
        [letter] => {
            let upper = letter.to_ascii_uppercase().to_string();
            let fix = Syntax::Attribute.call("letter", &upper);
            if grammar::parse(bytes, Notation::Epin).is_ok() && bytes.len() > 1 {
                format!(
                    "a role is a letter alone, without side, state or markers: {fix}; \
                     to map whole tokens, write #[pin] or #[epin] on every variant"
                )
            } else {
                format!("a role is one uppercase letter, without side: {fix}")
            }
        }
        _ => "a role is one uppercase letter, without side: #[letter(\"K\")]".to_string(),
    };
    Err(format!("{mistake}\n  help: {help}"))
}

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::{Kind, Pieces, crate_path, letter, read};

    /// Reads an enum; returns it and the messages of its mistakes.
    fn messages(input: proc_macro2::TokenStream) -> (Option<Pieces>, Vec<String>) {
        let (pieces, errors) = read(input);
        let messages = errors.iter().map(|e| e.message().to_string()).collect();
        (pieces, messages)
    }

    #[test]
    fn reads_each_kind_with_the_grammar_codes() {
        let (pieces, errors) = messages(quote! {
            enum Piece { #[pin("+K^")] A, #[pin("p")] B }
        });
        let pieces = pieces.unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(pieces.kind, Kind::Pin);
        let read: Vec<(String, String, u16)> = pieces
            .variants
            .iter()
            .map(|v| (v.ident.to_string(), v.token.clone(), v.code))
            .collect();
        assert_eq!(
            read,
            [
                ("A".to_string(), "+K^".to_string(), 0x054B),
                ("B".to_string(), "p".to_string(), 0x0070),
            ]
        );
        assert_eq!(pieces.krate.to_string(), quote!(::pin_runtime).to_string());

        let (pieces, errors) = messages(quote!(
            enum Hand {
                #[epin("S^'")]
                A,
            }
        ));
        assert!(errors.is_empty());
        assert_eq!(pieces.as_ref().map(|p| p.kind), Some(Kind::Epin));
        assert_eq!(pieces.unwrap().variants[0].code, 0x0C53);

        let (pieces, errors) = messages(quote!(
            enum Role {
                #[letter("Q")]
                A,
            }
        ));
        assert!(errors.is_empty());
        assert_eq!(pieces.as_ref().map(|p| p.kind), Some(Kind::Letter));
        assert_eq!(pieces.unwrap().variants[0].code, u16::from(b'Q'));
    }

    #[test]
    fn each_mistake_is_one_error() {
        let cases = [
            r#"enum P { #[pin("K+")] A }"#,
            r#"enum P { #[pin("K")] A, #[pin("K")] B }"#,
            r#"enum P { #[pin("K")] A, B }"#,
            r#"enum P { #[pin("K")] A(u8) }"#,
            r#"enum P { #[pin("K")] A { value: u8 } }"#,
            r#"enum P { #[pin("K")] #[pin("Q")] A }"#,
            r"enum P { #[pin(K)] A }",
            r"enum P { #[pin] A }",
            r"enum P { #[pin()] A }",
            r#"enum P { #[pin = "K"] A }"#,
            r#"enum P { #[letter("k")] A }"#,
            r"struct P;",
            r"union P { a: u8 }",
            r"enum P {}",
            r#"enum P<T> { #[pin("K")] A(T) }"#,
            r#"#[pieces(krate = x)] enum P { #[pin("K")] A }"#,
            r#"#[pieces(crate = 1)] enum P { #[pin("K")] A }"#,
            r#"#[pieces(crate)] enum P { #[pin("K")] A }"#,
            r#"#[pieces(crate = x, crate = y)] enum P { #[pin("K")] A }"#,
            r#"#[pieces] enum P { #[pin("K")] A }"#,
            r#"#[pieces()] enum P { #[pin("K")] A }"#,
            r#"#[pin("K")] enum P { #[pin("K")] A }"#,
            r#"enum P { #[pieces(crate = x)] #[pin("K")] A }"#,
            // Mixing kinds is one mistake however many variants differ.
            r#"enum P { #[pin("K")] A, #[epin("K'")] B, #[epin("Q'")] C }"#,
        ];
        for case in cases {
            let (_, errors) = messages(case.parse().unwrap());
            assert_eq!(errors.len(), 1, "{case}: {errors:?}");
        }
    }

    #[test]
    fn independent_mistakes_are_reported_each_once() {
        let (pieces, errors) = messages(quote! {
            enum P { #[pin("K+")] A, #[pin("Q")] B, C, #[pin("Q")] D }
        });
        assert_eq!(errors.len(), 3, "{errors:?}");
        assert!(errors[0].starts_with("invalid PIN token \"K+\""));
        assert!(errors[1].starts_with("expected #[pin(\"K^\")] on the variant `C`"));
        assert!(errors[2].starts_with("duplicate PIN token \"Q\""));
        // Every unit variant is kept, with a placeholder where it was wrong.
        assert_eq!(pieces.unwrap().variants.len(), 4);
    }

    #[test]
    fn a_bad_token_is_no_duplicate_of_another() {
        let (_, errors) = messages(quote!(
            enum P {
                #[pin("A+")]
                X,
                #[pin("A")]
                Y,
            }
        ));
        assert_eq!(errors.len(), 1, "{errors:?}");
    }

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

    #[test]
    fn letters() {
        assert_eq!(letter("K"), Ok(b'K'));
        let message = |text| letter(text).unwrap_err();
        assert_eq!(
            message("k"),
            "invalid letter \"k\": expected an uppercase letter (A-Z), found 'k' at byte 0\n  \
             help: a role is one uppercase letter, without side: #[letter(\"K\")]"
        );
        assert_eq!(
            message(""),
            "invalid letter \"\": expected 1 byte, found an empty string\n  \
             help: a role is one uppercase letter, without side: #[letter(\"K\")]"
        );
        assert!(message("+r").starts_with(
            "invalid letter \"+r\": expected 1 byte, found 2 bytes\n  \
             help: a role is a letter alone, without side, state or markers: #[letter(\"R\")]"
        ));
        assert!(message("1").contains("found '1' at byte 0"));
        assert!(message("\u{e9}").contains("found 2 bytes"));
    }
}
