//! The expansions of `pin!`, `epin!`, `sin!` and `qpi!`: the piece's code,
//! or exactly one compile error on the literal, with a fix.

use proc_macro2::{Literal, Span, TokenStream, TokenTree};

use crate::args::{Syntax, error, string_argument};
use crate::help;
use crate::token::Notation;

/// Expands `pin_code!(…)`, `epin_code!(…)`, `sin_code!(…)` or `qpi_code!(…)`
/// (`syntax` [`Syntax::Macro`]), or one item of `pins!` or `epins!`
/// ([`Syntax::List`]), naming that macro in its errors.
pub(crate) fn code(input: TokenStream, notation: Notation, syntax: Syntax) -> TokenStream {
    let (token, span) = match string_argument(
        input,
        notation.macro_name(),
        syntax,
        notation.example(),
        Span::call_site(),
    ) {
        Ok(argument) => argument,
        Err((span, message)) => return error(span, &message),
    };
    match notation.read(&token) {
        Ok(code) => {
            let mut literal = Literal::u32_unsuffixed(code);
            literal.set_span(span);
            TokenTree::Literal(literal).into()
        }
        Err(mistake) => {
            let help = help::token(&token, notation, syntax);
            let message = format!("{mistake}\n  help: {help}");
            error(span, &message)
        }
    }
}
