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
use quote::{quote, quote_spanned};

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
        .map(|variant| value(*mapping, krate, variant.code()))
        .collect();
    // Every token listed, each with the position of its variant.
    let (listed, listed_positions): (Vec<TokenStream>, Vec<Literal>) = variants
        .iter()
        .enumerate()
        .flat_map(|(position, variant)| {
            variant.codes.iter().map(move |&code| {
                (
                    value(*mapping, krate, code),
                    Literal::usize_unsuffixed(position),
                )
            })
        })
        .unzip();
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
    let what = mapping.singular();
    let to_doc = format!(
        "Returns the {what} this variant is written as, the first it lists \
         (`#[derive(Pieces)]`)."
    );
    let from_doc = format!(
        "Returns the variant that lists this {what}, or `None` when none does: \
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
                    #(__positions[#listed.index()] = #listed_positions;)*
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
                    #(#positions => #option::Some(Self::#idents),)*
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
/// and `FromStr` as tokens, boards both ways, and the `Pieces` trait, which
/// positions typed by the enum build on.
fn tokens(context: &Context) -> TokenStream {
    let Context {
        name,
        krate,
        variants,
        with_fields,
        core,
        result,
        token,
        from,
        target,
        ..
    } = context;
    let site = Span::mixed_site();
    let idents = variants.iter().map(|variant| &variant.ident);
    let texts = variants.iter().map(|variant| &variant.token);
    let boards = boards(context);
    let pieces = pieces_trait(context);
    quote_spanned! {site=>
        #boards

        #pieces

        #[automatically_derived]
        impl #core::fmt::Display for #name {
            /// Writes the token this variant is written as (the first it
            /// lists), honouring width and alignment.
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

/// A `match` on `scrutinee` (a `Self` or a `&Self`) giving the EPIN token
/// each variant is written as: its first token's (a native PIN token and
/// its EPIN token have the same code).
fn epin_of(context: &Context, scrutinee: &TokenStream) -> TokenStream {
    let krate = context.krate;
    let idents = context.variants.iter().map(|variant| &variant.ident);
    let epins = context
        .variants
        .iter()
        .map(|variant| value(Mapping::Epin, krate, variant.code()));
    let with_fields = context.with_fields;
    let placeholder = value(Mapping::Epin, krate, u16::from(b'A'));
    quote_spanned! {Span::mixed_site()=>
        match #scrutinee {
            #(Self::#idents { .. } => #epins,)*
            #(Self::#with_fields { .. } => #placeholder,)*
        }
    }
}

/// A board shape: its function names and const parameters.
struct Shape {
    from: &'static str,
    to: &'static str,
    /// The const parameters, outermost first.
    sizes: &'static [&'static str],
    /// What the board is, for the docs.
    doc: &'static str,
}

const SHAPES: [Shape; 2] = [
    Shape {
        from: "from_board",
        to: "to_board",
        sizes: &["RANKS", "FILES"],
        doc: "a 2-D board, or a 1-D one as a single rank (`Board<RANKS, FILES>`, \
              such as a `board!` constant)",
    },
    Shape {
        from: "from_board3",
        to: "to_board3",
        sizes: &["LAYERS", "RANKS", "FILES"],
        doc: "a 3-D board (`Board3<LAYERS, RANKS, FILES>`)",
    },
];

/// `from_board` and `to_board` (2-D, and 1-D as one rank), `from_board3`
/// and `to_board3` (3-D): boards of EPIN tokens to boards of the enum and
/// back, square by square, shape parameters outermost first as in `Board`.
fn boards(context: &Context) -> TokenStream {
    let Context {
        name,
        krate,
        mapping,
        option,
        ..
    } = context;
    let site = Span::mixed_site();
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
    let epin = epin_of(context, &quote_spanned!(site=> __variant));
    let functions = SHAPES
        .iter()
        .map(|shape| board_functions(context, shape, &lookup, &epin));
    quote_spanned! {site=>
        #[automatically_derived]
        impl #name {
            #(#functions)*
        }
    }
}

/// The two board functions of one shape; `lookup` reads the variant of
/// `__piece`, `epin` writes the token of `__variant`.
fn board_functions(
    context: &Context,
    shape: &Shape,
    lookup: &TokenStream,
    epin: &TokenStream,
) -> TokenStream {
    let Context {
        name,
        krate,
        core,
        option,
        result,
        target,
        ..
    } = context;
    let site = Span::mixed_site();
    let sizes: Vec<Ident> = shape
        .sizes
        .iter()
        .map(|size| Ident::new(size, site))
        .collect();
    // `[[square; FILES]; RANKS]`, or `[[[square; FILES]; RANKS]; LAYERS]`;
    // each array of the empty variant board in a `const` block, so the
    // enum need not be `Copy`.
    let array = |square: TokenStream, repeat: &dyn Fn(TokenStream) -> TokenStream| {
        sizes.iter().rev().fold(square, |inner, size| {
            let inner = repeat(inner);
            quote_spanned!(site=> [#inner; #size])
        })
    };
    let plain = |inner: TokenStream| inner;
    let epins = array(quote_spanned!(site=> #option<#krate::Epin>), &plain);
    let variants = array(quote_spanned!(site=> #option<Self>), &plain);
    let empty_epins = array(quote_spanned!(site=> #option::None), &plain);
    let empty_variants = array(
        quote_spanned!(site=> NONE),
        &|inner| quote_spanned!(site=> const { #inner }),
    );
    let flat: TokenStream = (1..sizes.len())
        .map(|_| quote_spanned!(site=> .as_flattened()))
        .collect();
    let flat_mut: TokenStream = (1..sizes.len())
        .map(|_| quote_spanned!(site=> .as_flattened_mut()))
        .collect();
    let (from, to) = (Ident::new(shape.from, site), Ident::new(shape.to, site));
    let enum_name = target_text(target);
    let from_doc = format!(
        "Converts {}, square by square, to a board of `{enum_name}`'s variants \
         (`#[derive(Pieces)]`); the shape parameters are outermost first.",
        shape.doc,
    );
    let to_doc = format!(
        "Converts a board of `{enum_name}`'s variants, square by square, to {}, \
         each variant as the token it is written as (`#[derive(Pieces)]`).",
        shape.doc,
    );
    quote_spanned! {site=>
        #[doc = #from_doc]
        ///
        /// # Errors
        ///
        /// The first square, in the order written, whose piece no variant
        /// maps, named by its CELL coordinate.
        pub const fn #from<#(const #sizes: #core::primitive::usize),*>(
            board: #epins,
        ) -> #result<#variants, #krate::UnmappedSquareError> {
            const NONE: #option<#name> = #option::None;
            let mut __board = #empty_variants;
            let __squares = board #flat;
            let __variants = __board #flat_mut;
            let mut __index = 0;
            while __index < __squares.len() {
                if let #option::Some(__piece) = __squares[__index] {
                    match #lookup {
                        #option::Some(__variant) => {
                            __variants[__index] = #option::Some(__variant);
                        }
                        #option::None => {
                            return #result::Err(#krate::__private::unmapped_square::<Self>(
                                __piece,
                                &[#(#sizes),*],
                                __index,
                            ));
                        }
                    }
                }
                __index += 1;
            }
            #result::Ok(__board)
        }

        #[doc = #to_doc]
        #[must_use]
        pub const fn #to<#(const #sizes: #core::primitive::usize),*>(
            board: #variants,
        ) -> #epins {
            let mut __board = #empty_epins;
            let __squares = board #flat;
            let __epins = __board #flat_mut;
            let mut __index = 0;
            while __index < __squares.len() {
                if let #option::Some(__variant) = &__squares[__index] {
                    __epins[__index] = #option::Some(#epin);
                }
                __index += 1;
            }
            __board
        }
    }
}

/// The enum's name as messages give it, without the quotes of its literal.
fn target_text(target: &Literal) -> String {
    target.to_string().trim_matches('"').to_string()
}

/// `impl Pieces`: the enum's name, its variants, the token each is
/// written as, and for each EPIN token the position of the variant that
/// lists it, the tables through which the runtime's generic code (typed
/// positions, typed hands) converts in `const fn`s.
fn pieces_trait(context: &Context) -> TokenStream {
    let Context {
        name,
        krate,
        variants,
        core,
        option,
        target,
        ..
    } = context;
    let site = Span::mixed_site();
    let epins = variants
        .iter()
        .map(|variant| value(Mapping::Epin, krate, variant.code()));
    // Every token listed, as an EPIN token, each with the position of its
    // variant: PIN tokens map their native EPIN token, of the same code.
    let (listed, positions): (Vec<TokenStream>, Vec<Literal>) = variants
        .iter()
        .enumerate()
        .flat_map(|(position, variant)| {
            variant.codes.iter().map(move |&code| {
                let position = u16::try_from(position).unwrap_or(u16::MAX);
                (
                    value(Mapping::Epin, krate, code),
                    Literal::u16_unsuffixed(position),
                )
            })
        })
        .unzip();
    let epin = epin_of(context, &quote_spanned!(site=> self));
    let epin_type = quote_spanned!(site=> #krate::Epin);
    quote_spanned! {site=>
        #[automatically_derived]
        impl #krate::Pieces for #name {
            const NAME: &'static #core::primitive::str = #target;
            const ALL: &'static [Self] = &Self::ALL;
            const EPINS: &'static [#epin_type] = &[#(#epins),*];
            const INDEX_IN_ALL: [#option<#core::primitive::u16>; <#epin_type>::COUNT] = {
                let mut __positions = [#option::None; <#epin_type>::COUNT];
                #(__positions[#listed.index()] = #option::Some(#positions);)*
                __positions
            };

            #[inline]
            fn to_epin(self) -> #epin_type {
                #epin
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
