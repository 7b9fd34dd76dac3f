//! What a literal token holds, read from its source text: the value of a
//! string literal (escapes undone, raw strings as written) and its suffix,
//! or what other kind of literal it is, for the message that asks for a
//! string.
//!
//! The compiler has lexed the token, so its text is a well-formed literal;
//! what a well-formed literal cannot hold reads as [`Literal::Other`]
//! rather than panicking. The literal macros read their argument with this
//! alone: syn, whose `Lit` reads literals too, is built only for
//! `#[derive(Pieces)]` (feature `derive`), so that a build that writes
//! literals does not compile it. The tests compare every case with syn's
//! `Lit`.

/// A literal token, as the literal macros tell its kinds apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Literal {
    /// A string literal, cooked or raw: its value and its suffix (empty
    /// without one).
    Str { value: String, suffix: String },
    /// A character literal and its value.
    Char(char),
    /// A byte string literal, `b"…"` or `br"…"`.
    ByteStr,
    /// A C string literal, `c"…"` or `cr"…"`.
    CStr,
    /// A byte literal, `b'…'`.
    Byte,
    /// An integer or a float.
    Number,
    /// Anything else.
    Other,
}

/// Reads the literal whose source text is `text`.
pub(crate) fn read(text: &str) -> Literal {
    let bytes = text.as_bytes();
    match bytes {
        [b'"', ..] => cooked(&text[1..]).unwrap_or(Literal::Other),
        [b'r', b'"' | b'#', ..] => raw(&text[1..]).unwrap_or(Literal::Other),
        [b'b', b'"', ..] | [b'b', b'r', b'"' | b'#', ..] => Literal::ByteStr,
        [b'c', b'"', ..] | [b'c', b'r', b'"' | b'#', ..] => Literal::CStr,
        [b'b', b'\'', ..] => Literal::Byte,
        [b'\'', ..] => character(&text[1..]).map_or(Literal::Other, Literal::Char),
        [b'0'..=b'9', ..] | [b'-', b'0'..=b'9', ..] => Literal::Number,
        _ => Literal::Other,
    }
}

/// The value and suffix of a cooked string literal, `rest` following its
/// opening quote.
fn cooked(mut rest: &str) -> Option<Literal> {
    let mut value = String::new();
    loop {
        let mut chars = rest.chars();
        match chars.next()? {
            '"' => break,
            '\\' => {
                let (escaped, after) = escape(chars.as_str())?;
                if let Some(c) = escaped {
                    value.push(c);
                }
                rest = after;
                continue;
            }
            // The compiler reads a line's end as `\n`, whatever the file.
            '\r' if chars.as_str().starts_with('\n') => {
                value.push('\n');
                rest = &chars.as_str()[1..];
                continue;
            }
            c => value.push(c),
        }
        rest = chars.as_str();
    }
    Some(Literal::Str {
        value,
        suffix: rest[1..].to_string(),
    })
}

/// The character an escape stands for, `rest` following its backslash,
/// and the text after it: `None` as the character for a line continuation
/// (the line's end and the whitespace after it stand for nothing).
fn escape(rest: &str) -> Option<(Option<char>, &str)> {
    let mut chars = rest.chars();
    let c = match chars.next()? {
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        '\\' => '\\',
        '0' => '\0',
        '\'' => '\'',
        '"' => '"',
        'x' => {
            let digits = rest.get(1..3)?;
            let byte = u8::from_str_radix(digits, 16).ok().filter(u8::is_ascii)?;
            return Some((Some(char::from(byte)), &rest[3..]));
        }
        'u' => {
            let body = rest.strip_prefix("u{")?;
            let end = body.find('}')?;
            let digits: String = body[..end].chars().filter(|&c| c != '_').collect();
            if digits.is_empty() || digits.len() > 6 || body.starts_with('_') {
                return None;
            }
            let c = char::from_u32(u32::from_str_radix(&digits, 16).ok()?)?;
            return Some((Some(c), &body[end + 1..]));
        }
        '\n' | '\r' => {
            let after = rest.trim_start_matches([' ', '\t', '\n', '\r']);
            return Some((None, after));
        }
        _ => return None,
    };
    Some((Some(c), chars.as_str()))
}

/// The value and suffix of a raw string literal, `rest` following its
/// `r`: as written between `r#…"` and `"#…`, but for line ends read as
/// `\n`.
fn raw(rest: &str) -> Option<Literal> {
    let hashes = rest.bytes().take_while(|&b| b == b'#').count();
    let body = rest[hashes..].strip_prefix('"')?;
    let closing = format!("\"{}", "#".repeat(hashes));
    let end = body.rfind(&closing)?;
    Some(Literal::Str {
        value: body[..end].replace("\r\n", "\n"),
        suffix: body[end + closing.len()..].to_string(),
    })
}

/// The value of a character literal, `rest` following its opening quote.
fn character(rest: &str) -> Option<char> {
    let mut chars = rest.chars();
    let (c, after) = match chars.next()? {
        '\\' => {
            let (c, after) = escape(chars.as_str())?;
            (c?, after)
        }
        c => (c, chars.as_str()),
    };
    after.starts_with('\'').then_some(c)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proc_macro2::{Literal as Token, TokenStream, TokenTree};
    use proptest::prelude::*;
    use syn::Lit;

    use super::{Literal, read};

    /// What syn's `Lit` reads from the literal of `source`.
    fn syn_reads(source: &str) -> Literal {
        let token: TokenStream = source.parse().expect("a literal");
        let Some(TokenTree::Literal(token)) = token.into_iter().next() else {
            panic!("{source:?} is not one literal token");
        };
        match Lit::new(token) {
            Lit::Str(string) => Literal::Str {
                value: string.value(),
                suffix: string.suffix().to_string(),
            },
            Lit::Char(c) => Literal::Char(c.value()),
            Lit::ByteStr(_) => Literal::ByteStr,
            Lit::CStr(_) => Literal::CStr,
            Lit::Byte(_) => Literal::Byte,
            Lit::Int(_) | Lit::Float(_) => Literal::Number,
            _ => Literal::Other,
        }
    }

    /// Reads the one literal token of `source` both ways.
    fn both(source: &str) -> (Literal, Literal) {
        let token: TokenStream = source.parse().expect("a literal");
        let text = token.to_string();
        (read(&text), syn_reads(source))
    }

    #[test]
    fn every_kind_of_literal_reads_as_syn_reads_it() {
        for source in [
            r#""K^""#,
            r#""""#,
            r#""+S'""#,
            r#""e2-e4""#,
            r#""k^2/3/2K^ / W/w""#,
            r#""K^"suffix"#,
            r#""a\nb\r\t\\\0\'\"c""#,
            r#""\x41\x7f\x00""#,
            r#""\u{4B}\u{1F600}\u{10_FFFF}\u{0}\u{5_e}""#,
            "\"line \\\n    continued\"",
            "\"line \\\n\n \t  continued twice\"",
            "\"two\nlines\"",
            r#""é 王 𝄞""#,
            r#"r"K^""#,
            r##"r#"a "quoted" token"#"##,
            r###"r##"#"# inside"##"###,
            r##"r#"raw"#suffix"##,
            r#"r"\n stays""#,
            r"'K'",
            r"'\n'",
            r"'\u{5F}'",
            r"'\''",
            r"'王'",
            r#"b"K""#,
            r##"br#"K"#"##,
            r#"c"K""#,
            r##"cr#"K"#"##,
            r"b'K'",
            "42",
            "0x2A",
            "1.5",
            "1e3",
            "7u8",
        ] {
            let (ours, syn) = both(source);
            assert_eq!(ours, syn, "{source}");
        }
    }

    #[test]
    fn a_literal_made_by_a_macro_reads_as_written() {
        for token in [
            Token::string("K^"),
            Token::string("tab\tquote\"backslash\\"),
            Token::string("王 \u{7f} \0"),
            Token::character('\''),
            Token::character('é'),
            Token::i32_unsuffixed(-3),
        ] {
            let text = token.to_string();
            let syn = match Lit::new(token) {
                Lit::Str(string) => Literal::Str {
                    value: string.value(),
                    suffix: string.suffix().to_string(),
                },
                Lit::Char(c) => Literal::Char(c.value()),
                Lit::Int(_) | Lit::Float(_) => Literal::Number,
                _ => Literal::Other,
            };
            assert_eq!(read(&text), syn, "{text}");
        }
    }

    #[test]
    fn a_text_no_literal_can_have_reads_as_other() {
        for text in [
            "",
            "\"",
            "\"\\",
            "\"\\q\"",
            "\"\\x80\"",
            "\"\\u{}\"",
            "'",
            "''",
            "r#\"",
            "x",
        ] {
            assert!(matches!(read(text), Literal::Other), "{text:?}");
        }
    }

    /// A string literal's source text for `value`: cooked with the escape
    /// `escapes` picks for each character, or raw with enough `#`.
    fn source(value: &str, raw: bool, escapes: &[u8]) -> String {
        if raw {
            let mut hashes = String::new();
            while value.contains(&format!("\"{hashes}")) {
                hashes.push('#');
            }
            return format!("r{hashes}\"{value}\"{hashes}");
        }
        let mut out = String::from('"');
        let chars: Vec<char> = value.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let pick = escapes.get(i).copied().unwrap_or(0);
            match c {
                '"' | '\\' => {
                    out.push('\\');
                    out.push(c);
                }
                '\r' => out.push_str("\\r"),
                c if pick % 4 == 1 => {
                    let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
                }
                c if pick % 4 == 2 && c.is_ascii() => {
                    let _ = write!(out, "\\x{:02x}", u32::from(c));
                }
                c if pick % 4 == 3 => out.push_str(&c.escape_default().to_string()),
                c => out.push(c),
            }
            // A line continuation swallows the whitespace after it.
            let next = chars.get(i + 1).copied().unwrap_or('x');
            if pick == 7 && !matches!(next, ' ' | '\t' | '\n' | '\r') {
                out.push_str("\\\n  \t ");
            }
        }
        out.push('"');
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Any string, written in any way the compiler accepts, reads back
        /// as itself and as syn reads it.
        #[test]
        fn any_string_literal_reads_as_syn_reads_it(
            value in "[ -~\t\n\r\\u{80}-\\u{7ff}\\u{3000}-\\u{30ff}\\u{1f600}]{0,12}",
            raw in any::<bool>(),
            escapes in proptest::collection::vec(any::<u8>(), 12),
        ) {
            let source = source(&value, raw && !value.contains('\r'), &escapes);
            let (ours, syn) = both(&source);
            prop_assert_eq!(&ours, &syn, "{}", source);
            prop_assert_eq!(ours, Literal::Str { value, suffix: String::new() }, "{}", source);
        }
    }
}
