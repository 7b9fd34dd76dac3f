//! The model of an enum deriving `Pieces` (what each variant maps to, the
//! path to the runtime) and its reading, as far as its mistakes let it be
//! read: every mistake is reported, in the order of the source, by the
//! attribute parsing ([`attr`]) and the checks
//! ([`valid`]) this reading calls.

use std::collections::HashSet;

use pin_runtime_core::{Epin, Pin, State};
use proc_macro2::{Ident, TokenStream};
use syn::{Attribute, DeriveInput};

use super::Error;
use super::attr;
use super::valid::{self, Checks};
use crate::args::Syntax;

/// What the variants map to, from their attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mapping {
    /// `#[pin("K^")]`: a PIN token.
    Pin,
    /// `#[epin("S'")]`: an EPIN token.
    Epin,
    /// `#[letter("K")]`: a piece-name letter, without side.
    Letter,
}

impl Mapping {
    pub(crate) const ALL: [Self; 3] = [Self::Pin, Self::Epin, Self::Letter];

    /// The attribute's name.
    pub(crate) const fn attribute(self) -> &'static str {
        match self {
            Self::Pin => "pin",
            Self::Epin => "epin",
            Self::Letter => "letter",
        }
    }

    /// An example of the attribute's argument.
    pub(crate) const fn example(self) -> &'static str {
        match self {
            Self::Pin => "K^",
            Self::Epin => "S'",
            Self::Letter => "K",
        }
    }

    /// What a variant of an enum of this mapping maps to, in messages.
    pub(crate) const fn singular(self) -> &'static str {
        match self {
            Self::Pin => "PIN token",
            Self::Epin => "EPIN token",
            Self::Letter => "letter",
        }
    }

    /// What the variants of an enum of this mapping map to, in messages.
    pub(crate) const fn plural(self) -> &'static str {
        match self {
            Self::Pin => "PIN tokens",
            Self::Epin => "EPIN tokens",
            Self::Letter => "letters",
        }
    }

    /// The attribute with an example argument, such as `#[pin("K^")]`.
    pub(crate) fn usage(self) -> String {
        Syntax::Attribute.call(self.attribute(), self.example())
    }

    /// The attribute with an example of several tokens for one variant,
    /// such as `#[pin("R", "-R")]`.
    pub(crate) fn list_usage(self) -> String {
        let (first, second) = match self {
            Self::Pin => ("R", "-R"),
            Self::Epin => ("S", "S'"),
            Self::Letter => ("H", "N"),
        };
        format!("#[{}({first:?}, {second:?})]", self.attribute())
    }
}

/// A variant and what it maps to.
#[derive(Debug)]
pub(crate) struct Variant {
    pub(crate) ident: Ident,
    /// The first token listed, the one the variant is written as; for a
    /// letter, the letter.
    pub(crate) token: String,
    /// The codes of every token listed, the first one's first: `Pin::code`,
    /// `Epin::code` or the letter's byte. Never empty.
    pub(crate) codes: Vec<u16>,
}

impl Variant {
    /// The code of the token the variant is written as.
    pub(crate) fn code(&self) -> u16 {
        self.codes.first().copied().unwrap_or(u16::from(b'A'))
    }
}

/// An enum deriving `Pieces`, as far as its mistakes let it be read.
#[derive(Debug)]
pub(crate) struct Pieces {
    pub(crate) name: Ident,
    /// The path to the runtime crate.
    pub(crate) krate: TokenStream,
    pub(crate) mapping: Mapping,
    /// The unit variants, in declaration order.
    pub(crate) variants: Vec<Variant>,
    /// The variants with fields, a mistake: matched on, never built.
    pub(crate) with_fields: Vec<Ident>,
}

impl Pieces {
    /// Applies `#[pieces(any_state)]`: each token listed without state
    /// (`R`, `P`, `K^`) also reads, in the two states no variant lists
    /// itself (`+R` and `-R`, ...), as its variant; what a variant lists
    /// wins. The codes added come after the listed ones, so the first
    /// token is still the one written. Returns whether any token was
    /// listed without state.
    pub(super) fn any_state(&mut self) -> bool {
        let listed: HashSet<u16> = self
            .variants
            .iter()
            .flat_map(|variant| variant.codes.iter().copied())
            .collect();
        let mut stateless = false;
        for variant in &mut self.variants {
            let mut added = Vec::new();
            for &code in &variant.codes {
                for other in other_states(self.mapping, code) {
                    stateless = true;
                    if !listed.contains(&other) {
                        added.push(other);
                    }
                }
            }
            variant.codes.extend(added);
        }
        stateless
    }
}

/// The codes of the same token as `code` in the two other states, when
/// `code` is a token without state (`+R` and `-R` for `R`), of a mapping
/// whose tokens have states; none otherwise.
fn other_states(mapping: Mapping, code: u16) -> Vec<u16> {
    const OTHERS: [State; 2] = [State::Enhanced, State::Diminished];
    match mapping {
        Mapping::Pin => Pin::from_code(code)
            .filter(|pin| pin.state() == State::Normal)
            .map(|pin| OTHERS.map(|state| pin.with_state(state).code()).to_vec())
            .unwrap_or_default(),
        Mapping::Epin => Epin::from_code(code)
            .filter(|epin| epin.state() == State::Normal)
            .map(|epin| OTHERS.map(|state| epin.with_state(state).code()).to_vec())
            .unwrap_or_default(),
        Mapping::Letter => Vec::new(),
    }
}

/// What was read: the enum, unless the input is no enum, has generic
/// parameters or no variant (then there is nothing to generate code for),
/// and the mistakes.
pub(super) fn read(input: TokenStream) -> (Option<Pieces>, Vec<Error>) {
    let input = match syn::parse2::<DeriveInput>(input) {
        Ok(input) => input,
        Err(error) => return (None, vec![Error::new(error.span(), error.to_string())]),
    };
    let mut errors = Vec::new();
    let attr::Container { krate, any_state } = attr::container(&input, &mut errors);
    let data = match valid::enum_data(&input) {
        Ok(data) => data,
        Err(error) => {
            errors.push(error);
            return (None, errors);
        }
    };
    // The enum's mapping is that of the first token attribute.
    let first = data.variants.iter().find_map(|variant| {
        let mapping = variant.attrs.iter().find_map(attr::mapping_of)?;
        Some((mapping, variant.ident.clone()))
    });
    let mapping = first.as_ref().map_or(Mapping::Pin, |(mapping, _)| *mapping);
    let mut pieces = Pieces {
        name: input.ident.clone(),
        krate,
        mapping,
        variants: Vec::new(),
        with_fields: Vec::new(),
    };
    let mut checks = Checks::new(mapping, first.map(|(_, ident)| ident));
    for variant in &data.variants {
        read_variant(variant, &mut pieces, &mut checks, &mut errors);
    }
    if let Some(span) = any_state {
        if let Err(error) = valid::any_state(&mut pieces, span, errors.is_empty()) {
            errors.push(error);
        }
    }
    (Some(pieces), errors)
}

/// Reads one variant into `pieces`, its mistakes into `errors`.
fn read_variant(
    variant: &syn::Variant,
    pieces: &mut Pieces,
    checks: &mut Checks,
    errors: &mut Vec<Error>,
) {
    let ident = &variant.ident;
    let mapped = if let Some((attribute, mapping)) = attr::token_attribute(variant, errors) {
        Some(read_tokens(ident, attribute, mapping, checks, errors))
    } else {
        errors.push(checks.missing(ident));
        None
    };
    if let Err(error) = valid::unit(variant) {
        errors.push(error);
        pieces.with_fields.push(ident.clone());
        return;
    }
    // A variant whose tokens were all mistakes keeps a placeholder.
    let (token, codes) = match mapped {
        Some(tokens) if !tokens.is_empty() => {
            let token = tokens[0].0.clone();
            (token, tokens.into_iter().map(|(_, code)| code).collect())
        }
        _ => (String::new(), vec![u16::from(b'A')]),
    };
    pieces.variants.push(Variant {
        ident: ident.clone(),
        token,
        codes,
    });
}

/// Reads the tokens of `attribute`, of the given mapping, for the variant
/// `ident`: the text and code of each valid one, in the order listed; the
/// mistakes go into `errors`.
fn read_tokens(
    ident: &Ident,
    attribute: &Attribute,
    mapping: Mapping,
    checks: &mut Checks,
    errors: &mut Vec<Error>,
) -> Vec<(String, u16)> {
    if let Err(error) = checks.same_mapping(attribute, mapping) {
        errors.extend(error);
        return Vec::new();
    }
    let arguments = match attr::arguments(attribute, mapping) {
        Ok(arguments) => arguments,
        Err(error) => {
            errors.push(error);
            return Vec::new();
        }
    };
    let mut tokens = Vec::new();
    for (text, span) in arguments {
        let checked = valid::code(&text, mapping)
            .map_err(|message| Error::new(span, message))
            .and_then(|code| checks.unique(ident, &text, span, code).map(|()| code));
        match checked {
            Ok(code) => tokens.push((text, code)),
            Err(error) => errors.push(error),
        }
    }
    tokens
}

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::{Mapping, Pieces, read};

    /// Reads an enum; returns it and the messages of its mistakes.
    fn messages(input: proc_macro2::TokenStream) -> (Option<Pieces>, Vec<String>) {
        let (pieces, errors) = read(input);
        let messages = errors.iter().map(|e| e.message().to_string()).collect();
        (pieces, messages)
    }
    #[test]
    fn reads_each_mapping_with_the_grammar_codes() {
        let (pieces, errors) = messages(quote! {
            enum Piece { #[pin("+K^")] A, #[pin("p")] B }
        });
        let pieces = pieces.unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(pieces.mapping, Mapping::Pin);
        let read: Vec<(String, String, u16)> = pieces
            .variants
            .iter()
            .map(|v| (v.ident.to_string(), v.token.clone(), v.code()))
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
        assert_eq!(pieces.as_ref().map(|p| p.mapping), Some(Mapping::Epin));
        assert_eq!(pieces.unwrap().variants[0].code(), 0x0C53);

        let (pieces, errors) = messages(quote!(
            enum Role {
                #[letter("Q")]
                A,
            }
        ));
        assert!(errors.is_empty());
        assert_eq!(pieces.as_ref().map(|p| p.mapping), Some(Mapping::Letter));
        assert_eq!(pieces.unwrap().variants[0].code(), u16::from(b'Q'));
    }

    #[test]
    fn a_variant_lists_several_tokens_the_first_written() {
        let (pieces, errors) = messages(quote! {
            enum Piece { #[pin("R", "-R",)] WhiteRook, #[pin("P", "+P", "-P")] WhitePawn }
        });
        assert!(errors.is_empty(), "{errors:?}");
        let pieces = pieces.unwrap();
        assert_eq!(pieces.variants[0].token, "R");
        assert_eq!(pieces.variants[0].codes, [0x0052, 0x0252]);
        assert_eq!(pieces.variants[1].token, "P");
        assert_eq!(pieces.variants[1].codes, [0x0050, 0x0150, 0x0250]);
    }

    #[test]
    fn any_state_reads_the_states_no_variant_lists() {
        let (pieces, errors) = messages(quote! {
            #[pieces(any_state)]
            enum Piece { #[pin("K^")] King, #[pin("R")] Rook, #[pin("+R")] Dragon, #[pin("+P")] Pawn }
        });
        assert!(errors.is_empty(), "{errors:?}");
        let pieces = pieces.unwrap();
        // `+K^` and `-K^`; `-R` only, `+R` being the dragon's; nothing for
        // `+P`, listed with its state.
        assert_eq!(pieces.variants[0].codes, [0x044B, 0x054B, 0x064B]);
        assert_eq!(pieces.variants[1].codes, [0x0052, 0x0252]);
        assert_eq!(pieces.variants[2].codes, [0x0152]);
        assert_eq!(pieces.variants[3].codes, [0x0150]);

        let (pieces, errors) = messages(quote! {
            #[pieces(crate = pr, any_state)]
            enum Hand { #[epin("S'")] Silver }
        });
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(pieces.unwrap().variants[0].codes, [0x0853, 0x0953, 0x0A53]);
    }

    #[test]
    fn any_state_misused() {
        let message = |input: &str| messages(input.parse().unwrap()).1;
        assert_eq!(
            message(r#"#[pieces(any_state)] enum Role { #[letter("K")] King }"#),
            [
                "#[pieces(any_state)] expected an enum of PIN or EPIN tokens, found one of letters \
                 in `Role`: a letter has no state to read alike\n  \
                 help: remove any_state, or map tokens with #[pin] on every variant"
            ]
        );
        assert!(
            message(r#"#[pieces(any_state)] enum P { #[pin("+P", "-P")] Pawn }"#)[0].starts_with(
                "#[pieces(any_state)] expected a variant listing a token without state"
            )
        );
        assert!(
            message(r#"#[pieces(any_state = true)] enum P { #[pin("P")] Pawn }"#)[0]
                .starts_with("#[pieces(any_state)] takes no value")
        );
        assert_eq!(
            message(r#"#[pieces(any_state, any_state)] enum P { #[pin("P")] Pawn }"#),
            ["#[pieces] expected the key `any_state` once, found it a second time"]
        );
    }

    #[test]
    fn a_token_listed_twice_names_the_first_variant_to_list_it() {
        let (_, errors) = messages(quote! {
            enum Piece { #[pin("R", "-R")] WhiteRook, #[pin("P", "-R")] WhitePawn }
        });
        assert_eq!(
            errors,
            [
                "duplicate PIN token \"-R\": expected a PIN token no other variant maps, \
              found the one `WhiteRook` maps\n  \
              help: each PIN token maps to one variant; give `WhitePawn` its own"
            ]
        );
        let (_, errors) = messages(quote! {
            enum Piece { #[pin("R", "-R", "R")] WhiteRook }
        });
        assert_eq!(
            errors,
            [
                "duplicate PIN token \"R\": expected each PIN token listed once, found it \
              listed twice for `WhiteRook`\n  help: remove the second \"R\""
            ]
        );
    }

    #[test]
    fn a_list_says_what_it_takes() {
        let message = |input: &str| messages(input.parse().unwrap()).1;
        assert_eq!(
            message(r"enum P { #[pin()] A }"),
            ["#[pin] takes one string literal or more, such as #[pin(\"K^\")], found no argument"]
        );
        assert_eq!(
            message(r#"enum P { #[pin("R",, "-R")] A }"#),
            [
                "#[pin] takes string literals separated by commas such as #[pin(\"R\", \"-R\")], \
              found a comma without a literal before it"
            ]
        );
        assert_eq!(
            message(r#"enum P { #[epin("S" "S'")] A }"#),
            ["#[epin] takes string literals separated by commas, found `\"S'\"` after the literal"]
        );
        assert_eq!(
            message(r#"enum P { #[letter("H", 1)] A }"#),
            [
                "#[letter] takes one string literal or more, such as #[letter(\"K\")], found a number"
            ]
        );
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
            r#"enum P { #[pin("R", "R")] A }"#,
            r#"enum P { #[pin("R", "-R")] A, #[pin("-R")] B }"#,
            r#"enum P { #[pin("R",, "-R")] A }"#,
            r"enum P { #[pin(,)] A }",
            r#"enum P { #[pin("R" "-R")] A }"#,
            r#"enum P { #[pin("R", 1)] A }"#,
            r#"enum P { #[pin("R", "R+")] A }"#,
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
}
