//! `#[derive(Pieces)]`, split by job as thiserror-impl's derive is:
//! [`ast`] reads the enum into its model, [`attr`] parses the attributes,
//! [`valid`] checks the tokens and the variants, [`expand`] writes the
//! conversions.
//!
//! Every mistake is one [`Error`] on its culprit; a mistake leaves the
//! variant with a placeholder token, so the code generated next still
//! declares every function and user code that calls them type-checks: the
//! build fails on the mistakes alone.

mod ast;
mod attr;
mod expand;
mod valid;

use proc_macro2::{Delimiter, Group, Span, TokenStream};
use quote::{quote, quote_spanned};

/// Expands `#[derive(Pieces)]`: the mistakes, then the conversions of the
/// enum as far as it reads.
pub(crate) fn pieces(input: TokenStream) -> TokenStream {
    let (pieces, errors) = ast::read(input);
    let mut output: TokenStream = errors.iter().map(Error::to_tokens).collect();
    if let Some(pieces) = pieces {
        output.extend(expand::generate(&pieces));
    }
    output
}

/// A mistake: a message and the source it is reported on.
#[derive(Debug)]
struct Error {
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

    /// The `compile_error!` that reports it, for an item: the call's first
    /// tokens carry `start` and its braced argument `end`, and the compiler
    /// reports the whole call.
    fn to_tokens(&self) -> TokenStream {
        let (start, end, message) = (self.start, self.end, &self.message);
        let mut argument = Group::new(Delimiter::Brace, quote_spanned!(end=> #message));
        argument.set_span(end);
        let call = quote_spanned!(start=> ::core::compile_error!);
        quote!(#call #argument)
    }

    /// The message, for tests.
    #[cfg(test)]
    fn message(&self) -> &str {
        &self.message
    }
}
