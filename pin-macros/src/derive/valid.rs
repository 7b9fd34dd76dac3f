//! The checks of an enum deriving `Pieces`: an enum with unit variants and
//! no generic parameters, every token valid in its grammar, one mapping for
//! the whole enum, no variant without a token, no token mapped twice.

use std::collections::HashMap;

use pin_runtime_core::__private::{Found, Quoted};
use proc_macro2::{Ident, Span};
use syn::{Attribute, Data, DataEnum, DeriveInput, Fields};

use super::Error;
use super::ast::{Mapping, Pieces};
use super::attr::path_span;
use crate::args::Syntax;
use crate::help;
use crate::token::Notation;

/// The enum's variants, or the one mistake that leaves nothing to generate
/// code for: the input is no enum, has generic parameters or no variant.
pub(super) fn enum_data(input: &DeriveInput) -> Result<&DataEnum, Error> {
    let (found, keyword) = match &input.data {
        Data::Enum(data) => ("", data.enum_token.span),
        Data::Struct(data) => ("a struct", data.struct_token.span),
        Data::Union(data) => ("a union", data.union_token.span),
    };
    let Data::Enum(data) = &input.data else {
        let message = format!("#[derive(Pieces)] expected an enum, found {found}");
        return Err(Error::between(keyword, input.ident.span(), message));
    };
    let generics = &input.generics;
    if let (Some(lt), Some(gt)) = (&generics.lt_token, &generics.gt_token) {
        return Err(Error::between(
            lt.spans[0],
            gt.spans[0],
            format!(
                "#[derive(Pieces)] expected an enum without generic parameters, found them on `{}`: \
                 a token maps to one value, which a type parameter cannot choose",
                input.ident
            ),
        ));
    }
    if data.variants.is_empty() {
        // No variant to map: nothing to generate code for, and nothing in
        // user code can call what it would have declared.
        return Err(Error::new(
            input.ident.span(),
            format!(
                "#[derive(Pieces)] expected at least one variant, found none in `{}`\n  \
                 help: give each variant its token: #[pin(\"K^\")] WhiteKing",
                input.ident
            ),
        ));
    }
    Ok(data)
}

/// Checks that a variant has no fields.
pub(super) fn unit(variant: &syn::Variant) -> Result<(), Error> {
    let ident = &variant.ident;
    let span = match &variant.fields {
        Fields::Unit => return Ok(()),
        Fields::Named(fields) => fields.brace_token.span.join(),
        Fields::Unnamed(fields) => fields.paren_token.span.join(),
    };
    Err(Error::new(
        span,
        format!(
            "expected a variant without fields, found fields on `{ident}`\n  \
             help: a #[derive(Pieces)] enum maps each variant to one token; \
             keep other data beside it, as in (Piece, u8)"
        ),
    ))
}

/// The checks across variants, with what they remember of the variants
/// read so far.
pub(super) struct Checks {
    /// The enum's mapping: that of the first token attribute.
    mapping: Mapping,
    /// The first variant with a token attribute, which sets the mapping.
    first_of_mapping: Option<Ident>,
    /// Whether a variant of another mapping was reported: the one mistake
    /// of mixing mappings is reported once.
    mixed: bool,
    /// Each code read so far, and the variant that maps it.
    seen: HashMap<u16, Ident>,
}

impl Checks {
    pub(super) fn new(mapping: Mapping, first_of_mapping: Option<Ident>) -> Self {
        Self {
            mapping,
            first_of_mapping,
            mixed: false,
            seen: HashMap::new(),
        }
    }

    /// The mistake of a variant without token attribute.
    pub(super) fn missing(&self, ident: &Ident) -> Error {
        let (expected, help) = if let Some(first) = &self.first_of_mapping {
            let help = format!(
                "every variant maps to one of the {}, as `{first}` does",
                self.mapping.plural()
            );
            (self.mapping.usage(), help)
        } else {
            let [pin, epin, letter] = Mapping::ALL.map(Mapping::usage);
            let help =
                "write the token a variant maps to above it, the same attribute on every variant";
            (format!("{pin}, {epin} or {letter}"), help.to_string())
        };
        Error::new(
            ident.span(),
            format!(
                "expected {expected} on the variant `{ident}`, found no token attribute\n  help: {help}"
            ),
        )
    }

    /// Checks that a token attribute is of the enum's mapping; a mismatch
    /// is reported the first time only (`Err(None)` after).
    pub(super) fn same_mapping(
        &mut self,
        attribute: &Attribute,
        mapping: Mapping,
    ) -> Result<(), Option<Error>> {
        if mapping == self.mapping {
            return Ok(());
        }
        if self.mixed {
            return Err(None);
        }
        self.mixed = true;
        let first = self
            .first_of_mapping
            .as_ref()
            .map_or_else(String::new, |first| format!(" like the variant `{first}`"));
        Err(Some(Error::new(
            path_span(attribute),
            format!(
                "expected #[{}]{first}, found #[{}]: an enum maps {}, {} or {}, not a mix\n  \
                 help: write the same attribute on every variant",
                self.mapping.attribute(),
                mapping.attribute(),
                Mapping::Pin.plural(),
                Mapping::Epin.plural(),
                Mapping::Letter.plural(),
            ),
        )))
    }

    /// Checks that no variant read before maps the token `text` (of
    /// `code`, written at `span`) that the variant `ident` maps, and
    /// remembers it.
    pub(super) fn unique(
        &mut self,
        ident: &Ident,
        text: &str,
        span: Span,
        code: u16,
    ) -> Result<(), Error> {
        if let Some(first) = self.seen.get(&code) {
            let what = self.mapping.singular();
            let quoted = Quoted(text.as_bytes());
            let message = if first == ident {
                format!(
                    "duplicate {what} {quoted}: expected each {what} listed once, found it \
                     listed twice for `{ident}`\n  help: remove the second {quoted}"
                )
            } else {
                format!(
                    "duplicate {what} {quoted}: expected a {what} no other variant maps, found the one `{first}` maps\n  \
                     help: each {what} maps to one variant; give `{ident}` its own"
                )
            };
            return Err(Error::new(span, message));
        }
        self.seen.insert(code, ident.clone());
        Ok(())
    }
}

/// Applies `#[pieces(any_state)]` (written at `span`) to the enum read:
/// the mistake of an enum of letters, which have no state, or of one whose
/// variants list no token without state, for which the flag would do
/// nothing. When the enum had other mistakes (`clean` false), only the
/// first is checked: its variants may hold placeholders.
pub(super) fn any_state(pieces: &mut Pieces, span: Span, clean: bool) -> Result<(), Error> {
    if pieces.mapping == Mapping::Letter {
        return Err(Error::new(
            span,
            format!(
                "#[pieces(any_state)] expected an enum of PIN or EPIN tokens, found one of letters \
                 in `{}`: a letter has no state to read alike\n  \
                 help: remove any_state, or map tokens with #[pin] on every variant",
                pieces.name
            ),
        ));
    }
    if !pieces.any_state() && clean {
        return Err(Error::new(
            span,
            format!(
                "#[pieces(any_state)] expected a variant listing a token without state, such as \
                 #[pin(\"R\")], found none in `{}`: each other state reads as the variant of the \
                 token without state, and no variant lists one\n  \
                 help: list the token without state first, as #[pin(\"P\", \"+P\")], or remove any_state",
                pieces.name
            ),
        ));
    }
    Ok(())
}

/// Checks the text of a token of `mapping`: its code, or the message of
/// the mistake with a fix, in the words of `pin!` and `epin!`.
pub(super) fn code(text: &str, mapping: Mapping) -> Result<u16, String> {
    let notation = match mapping {
        Mapping::Pin => Notation::Pin,
        Mapping::Epin => Notation::Epin,
        Mapping::Letter => return letter(text).map(u16::from),
    };
    match notation.read(text) {
        // PIN and EPIN codes end below 0x1000.
        Ok(code) => Ok(u16::try_from(code).unwrap_or_default()),
        Err(mistake) => {
            let help = help::token(text, notation, Syntax::Attribute);
            Err(format!("{mistake}\n  help: {help}"))
        }
    }
}

/// Checks the argument of `#[letter("…")]`: one uppercase ASCII letter.
/// Returns its byte, or the message of the mistake with a fix.
fn letter(text: &str) -> Result<u8, String> {
    let bytes = text.as_bytes();
    let quoted = Quoted(bytes);
    let mut chars = text.chars();
    let one_char = chars.next().is_some() && chars.next().is_none();
    let mistake = match bytes {
        [byte] if byte.is_ascii_uppercase() => return Ok(*byte),
        [] => format!("invalid letter {quoted}: expected 1 byte, found an empty string"),
        _ if one_char => format!(
            "invalid letter {quoted}: expected an uppercase letter (A-Z), found {} at byte 0",
            Found(bytes)
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
            if Notation::Epin.reads(text) && bytes.len() > 1 {
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
    use super::letter;

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
        // One character of two bytes is named whole.
        assert!(
            message("\u{e9}")
                .contains("expected an uppercase letter (A-Z), found '\u{e9}' at byte 0")
        );
        assert!(message("\u{ff2b}").contains("found '\u{ff2b}' at byte 0"));
    }
}
