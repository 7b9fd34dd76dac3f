//! The code `#[derive(Pieces)]` writes: from an enum read by
//! [`ast`](super::ast) to its conversions, written the same on the
//! placeholder tokens of its mistakes, so that code using them still
//! type-checks and each mistake is the one error it causes.
//!
//! The generated code names the runtime through the enum's `crate` path and
//! `core` through the runtime's `__private::core`. A binding takes the name
//! of a constant in scope rather than shadow it, so its local names start
//! with `__`, as serde's and thiserror's do; only the documented parameters
//! of the inherent functions (`pin`, `epin`, `letter`, `board`) are plain.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use super::ast::{Mapping, Pieces, Variant};

/// The paths and names the generated code is written with.
struct Context<'a> {
    /// The enum's name.
    name: &'a Ident,
    /// The path to the runtime.
    krate: &'a TokenStream,
    mapping: Mapping,
    variants: &'a [Variant],
    /// The variants with fields, a mistake: matched on, never built.
    with_fields: &'a [Ident],
    /// `core`, through the runtime.
    core: TokenStream,
    option: TokenStream,
    result: TokenStream,
    /// The token type: `Pin`, `Epin` or `Letter`.
    token: TokenStream,
    /// `to_pin`, `to_epin` or `to_letter`.
    to: Ident,
    /// `from_pin`, `from_epin` or `from_letter`.
    from: Ident,
    /// The enum's name, as messages give it.
    target: Literal,
}

/// The conversions of an enum.
pub(super) fn generate(pieces: &Pieces) -> TokenStream {
    let krate = &pieces.krate;
    let site = Span::mixed_site();
    let core = quote_spanned!(site=> #krate::__private::core);
    let (token, to, from) = match pieces.mapping {
        Mapping::Pin => (quote!(#krate::Pin), "to_pin", "from_pin"),
        Mapping::Epin => (quote!(#krate::Epin), "to_epin", "from_epin"),
        Mapping::Letter => (quote!(#krate::Letter), "to_letter", "from_letter"),
    };
    let context = Context {
        name: &pieces.name,
        krate,
        mapping: pieces.mapping,
        variants: &pieces.variants,
        with_fields: &pieces.with_fields,
        option: quote_spanned!(site=> #core::option::Option),
        result: quote_spanned!(site=> #core::result::Result),
        core,
        token,
        to: Ident::new(to, site),
        from: Ident::new(from, site),
        target: Literal::string(pieces.name.to_string().trim_start_matches("r#")),
    };
    let mut output = inherent(&context);
    output.extend(traits(&context));
    if pieces.mapping != Mapping::Letter {
        output.extend(tokens(&context));
    }
    output
}

/// What every mapping has: `ALL` and the two `const fn` conversions.
fn inherent(context: &Context) -> TokenStream {
    let Context {
        name,
        krate,
        mapping,
        variants,
        with_fields,
        core,
        option,
        token,
        to,
        from,
        ..
    } = context;
    let site = Span::mixed_site();
    // The parameter is named as the attribute: `pin`, `epin`, `letter`.
    let parameter = Ident::new(mapping.attribute(), site);
    let idents: Vec<&Ident> = variants.iter().map(|variant| &variant.ident).collect();
    let values: Vec<TokenStream> = variants
        .iter()
        .map(|variant| value(*mapping, krate, variant.code))
        .collect();
    // A variant with fields (a mistake) is matched on, never built; any
    // value will do.
    let placeholder = value(*mapping, krate, u16::from(b'A'));
    let count = variants.len();
    // Positions in `ALL`, with one more value meaning "no variant".
    let (position, none) = if count < usize::from(u8::MAX) {
        (quote_spanned!(site=> u8), Literal::u8_unsuffixed(u8::MAX))
    } else {
        (
            quote_spanned!(site=> u16),
            Literal::u16_unsuffixed(u16::MAX),
        )
    };
    let positions = (0..count).map(Literal::usize_unsuffixed);
    let positions_again = positions.clone();
    let what = mapping.singular();
    let to_doc = format!("Returns the {what} this variant maps to (`#[derive(Pieces)]`).");
    let from_doc = format!(
        "Returns the variant that maps to this {what}, or `None` when none does: \
         one load from a table built at compile time."
    );
    quote_spanned! {site=>
        #[automatically_derived]
        impl #name {
            /// Every variant, in declaration order (`#[derive(Pieces)]`).
            pub const ALL: [Self; #count] = [#(Self::#idents),*];

            #[doc = #to_doc]
            #[must_use]
            #[inline]
            pub const fn #to(self) -> #token {
                match self {
                    #(Self::#idents { .. } => #values,)*
                    #(Self::#with_fields { .. } => #placeholder,)*
                }
            }

            #[doc = #from_doc]
            #[must_use]
            #[inline]
            pub const fn #from(#parameter: #token) -> #option<Self> {
                const POSITIONS: [#core::primitive::#position; <#token>::COUNT] = {
                    let mut __positions = [#none; <#token>::COUNT];
                    #(__positions[#values.index()] = #positions;)*
                    __positions
                };
                let __index = #parameter.index();
                // Always below COUNT: testing it, rather than indexing with a
                // check, leaves no panic on any path.
                let __position = if __index < <#token>::COUNT {
                    POSITIONS[__index]
                } else {
                    #none
                };
                match __position {
                    #(#positions_again => #option::Some(Self::#idents),)*
                    _ => #option::None,
                }
            }
        }
    }
}

/// `From<E>` for the token type and `TryFrom` of it for `E`.
fn traits(context: &Context) -> TokenStream {
    let Context {
        name,
        krate,
        core,
        option,
        result,
        token,
        to,
        from,
        target,
        ..
    } = context;
    quote_spanned! {Span::mixed_site()=>
        #[automatically_derived]
        impl #core::convert::From<#name> for #token {
            #[inline]
            fn from(__value: #name) -> Self {
                #name::#to(__value)
            }
        }

        #[automatically_derived]
        impl #core::convert::TryFrom<#token> for #name {
            type Error = #krate::UnmappedError<#token>;

            #[inline]
            fn try_from(__token: #token) -> #result<Self, Self::Error> {
                match Self::#from(__token) {
                    #option::Some(__value) => #result::Ok(__value),
                    #option::None => #result::Err(#krate::UnmappedError::new(__token, #target)),
                }
            }
        }
    }
}

/// What the pieces of PIN and EPIN tokens have beyond letters: `Display`
/// and `FromStr` as tokens, and boards.
fn tokens(context: &Context) -> TokenStream {
    let Context {
        name,
        krate,
        mapping,
        variants,
        with_fields,
        core,
        option,
        result,
        token,
        from,
        target,
        ..
    } = context;
    let site = Span::mixed_site();
    let usize = quote_spanned!(site=> #core::primitive::usize);
    let idents = variants.iter().map(|variant| &variant.ident);
    let texts = variants.iter().map(|variant| &variant.token);
    let lookup = if *mapping == Mapping::Pin {
        quote_spanned! {site=>
            match #krate::Pin::from_epin(__piece) {
                #option::Some(__pin) => Self::from_pin(__pin),
                #option::None => #option::None,
            }
        }
    } else {
        quote_spanned!(site=> Self::from_epin(__piece))
    };
    let board = format_ident!("from_board", span = site);
    quote_spanned! {site=>
        #[automatically_derived]
        impl #name {
            /// Converts a board of pieces, such as a `board!` constant, to a
            /// board of this enum's variants, square by square (`#[derive(Pieces)]`).
            ///
            /// # Errors
            ///
            /// The first square, rank by rank, whose piece no variant maps.
            pub const fn #board<const RANKS: #usize, const FILES: #usize>(
                board: [[#option<#krate::Epin>; FILES]; RANKS],
            ) -> #result<[[#option<Self>; FILES]; RANKS], #krate::UnmappedSquareError> {
                const NONE: #option<#name> = #option::None;
                let mut __variants = [const { [NONE; FILES] }; RANKS];
                let mut __rank = 0;
                while __rank < RANKS {
                    let mut __square = 0;
                    while __square < FILES {
                        if let #option::Some(__piece) = board[__rank][__square] {
                            match #lookup {
                                #option::Some(__variant) => {
                                    __variants[__rank][__square] = #option::Some(__variant);
                                }
                                #option::None => {
                                    return #result::Err(#krate::UnmappedSquareError::new(
                                        __piece,
                                        __rank + 1,
                                        __square + 1,
                                        #target,
                                    ));
                                }
                            }
                        }
                        __square += 1;
                    }
                    __rank += 1;
                }
                #result::Ok(__variants)
            }
        }

        #[automatically_derived]
        impl #core::fmt::Display for #name {
            /// Writes the token this variant maps to, honouring width and
            /// alignment.
            fn fmt(&self, __f: &mut #core::fmt::Formatter<'_>) -> #core::fmt::Result {
                __f.pad(match self {
                    #(Self::#idents { .. } => #texts,)*
                    #(Self::#with_fields { .. } => "",)*
                })
            }
        }

        #[automatically_derived]
        impl #core::str::FromStr for #name {
            type Err = #krate::ParseVariantError<#token>;

            fn from_str(__s: &#core::primitive::str) -> #result<Self, Self::Err> {
                #krate::__private::parse_variant(<#token>::parse(__s), Self::#from, #target)
            }
        }
    }
}

/// The constant a variant maps to, from its code.
fn value(mapping: Mapping, krate: &TokenStream, code: u16) -> TokenStream {
    let site = Span::mixed_site();
    match mapping {
        Mapping::Pin => {
            let code = Literal::u16_unsuffixed(code);
            quote_spanned!(site=> #krate::__private::PinLit::<#code>::VALUE)
        }
        Mapping::Epin => {
            let code = Literal::u16_unsuffixed(code);
            quote_spanned!(site=> #krate::__private::EpinLit::<#code>::VALUE)
        }
        Mapping::Letter => {
            let letter = char::from(u8::try_from(code).unwrap_or(b'A')).to_string();
            let letter = Ident::new(&letter, site);
            quote_spanned!(site=> #krate::Letter::#letter)
        }
    }
}
