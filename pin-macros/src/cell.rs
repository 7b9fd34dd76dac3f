//! The expansion of `cell!`: the coordinate's code, read by the runtime's
//! `Cell::parse`, or exactly one compile error on the literal in the
//! runtime's words, with a fix.

use std::fmt::Write as _;

use pin_runtime_core::Cell;
use proc_macro2::{Literal, Span, TokenStream, TokenTree};

use crate::args::{self, Syntax};

/// A coordinate the user probably meant, for the help line: trimmed of
/// whitespace, in the right cases, file before rank, without leading zeros.
fn fix(input: &str) -> Option<String> {
    let valid = |candidate: &str| Cell::parse(candidate).is_ok();
    let trimmed = input.trim();
    if trimmed != input && valid(trimmed) {
        return Some(format!("remove the whitespace: cell!({trimmed:?})"));
    }
    // `E4` for `e4`, `e4a` for `e4A`: lowercase file, uppercase layer.
    let letters: String = trimmed
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .collect();
    let rest = &trimmed[letters.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let layer = &rest[digits.len()..];
    // Only leading zeros go: a rank `0` has no fix.
    let number = match digits.trim_start_matches('0') {
        "" => digits.as_str(),
        number => number,
    };
    let cased = format!(
        "{}{number}{}",
        letters.to_ascii_lowercase(),
        layer.to_ascii_uppercase()
    );
    if cased != trimmed && valid(&cased) {
        return Some(format!(
            "files are lowercase, ranks decimal from 1, layers uppercase: cell!({cased:?})"
        ));
    }
    // `4e` for `e4`.
    let digits: String = trimmed.chars().take_while(char::is_ascii_digit).collect();
    let swapped = format!("{}{digits}", &trimmed[digits.len()..]);
    if !digits.is_empty() && valid(&swapped) {
        return Some(format!("the file comes first: cell!({swapped:?})"));
    }
    None
}

/// Expands `cell_code!("…")` to the coordinate's code, or to one error on
/// the literal.
pub(crate) fn code(input: TokenStream) -> TokenStream {
    let (text, span) =
        match args::string_argument(input, "cell", Syntax::Macro, "e4", Span::call_site()) {
            Ok(argument) => argument,
            Err((span, message)) => return args::error(span, &message),
        };
    match Cell::parse(&text) {
        Ok(cell) => {
            let mut literal = Literal::u32_unsuffixed(cell.code());
            literal.set_span(span);
            TokenTree::Literal(literal).into()
        }
        Err(mistake) => {
            let mut message = mistake.to_string();
            let help = fix(&text).unwrap_or_else(|| {
                "a CELL coordinate is a file a-z (then aa-iv), a rank from 1 and, on a 3-D \
                 board, a layer A-Z: cell!(\"e4\"), cell!(\"a1A\")"
                    .to_string()
            });
            let _ = write!(message, "\n  help: {help}");
            args::error(span, &message)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fix;

    #[test]
    fn fixes_what_users_mistype() {
        assert_eq!(
            fix("E4").as_deref(),
            Some("files are lowercase, ranks decimal from 1, layers uppercase: cell!(\"e4\")")
        );
        assert_eq!(
            fix("e04").as_deref(),
            Some("files are lowercase, ranks decimal from 1, layers uppercase: cell!(\"e4\")")
        );
        assert_eq!(
            fix("a1a").as_deref(),
            Some("files are lowercase, ranks decimal from 1, layers uppercase: cell!(\"a1A\")")
        );
        assert_eq!(
            fix("4e").as_deref(),
            Some("the file comes first: cell!(\"e4\")")
        );
        assert_eq!(
            fix(" e4").as_deref(),
            Some("remove the whitespace: cell!(\"e4\")")
        );
        assert_eq!(fix("a0"), None);
    }
}
