//! The fixes that follow a rejected literal's message: a concrete one
//! where it exists, else a reminder of the grammar. The bridges' macros
//! have theirs in `chess.rs`, `shogi.rs`, `xiangqi.rs` and `makruk.rs`, with
//! the FEEN that `feen!` suggests for a position written in their notation;
//! the moves' macros theirs in `moves.rs`, and SAN's, which has more,
//! in `san.rs`.

#[cfg(feature = "chess")]
pub(crate) mod chess;
#[cfg(feature = "makruk")]
pub(crate) mod makruk;
pub(crate) mod moves;
#[cfg(feature = "chess")]
mod san;
#[cfg(feature = "shogi")]
pub(crate) mod shogi;
#[cfg(all(
    test,
    feature = "chess",
    feature = "shogi",
    feature = "xiangqi",
    feature = "makruk"
))]
mod tests;
#[cfg(feature = "xiangqi")]
pub(crate) mod xiangqi;

#[cfg(feature = "bridge")]
use pin_runtime_core::__private::position_shape;
use pin_runtime_core::{Epin, FeenError, FeenErrorKind, FeenField as Field, Hand};

use crate::args::Syntax;
use crate::bridges::{About, Bridge};
use crate::token::Notation;

/// A concrete fix for a rejected token where one exists, else a reminder of
/// the grammar, written in `syntax`.
pub(crate) fn token(token: &str, notation: Notation, syntax: Syntax) -> String {
    match notation {
        Notation::Sin => {
            return "a SIN token is one letter, its case the side: sin!(\"W\"), sin!(\"j\")"
                .to_string();
        }
        Notation::Qpi => return qpi_help(token),
        Notation::Pin | Notation::Epin => {}
    }
    let fix = |token: &str| syntax.write(notation, token);
    let valid = |candidate: &str, notation: Notation| notation.reads(candidate);
    // A PIN literal with the derivation marker is an EPIN token.
    if notation == Notation::Pin && valid(token, Notation::Epin) {
        let epin = syntax.write(Notation::Epin, token);
        return format!("the derivation marker ' belongs to EPIN: write {epin}");
    }
    // Whitespace around a good token.
    let trimmed = token.trim_matches(|c: char| c.is_whitespace());
    if trimmed != token && !trimmed.is_empty() && valid(trimmed, notation) {
        return format!("remove the whitespace: {}", fix(trimmed));
    }
    // A marker written twice.
    let mut once = String::new();
    for c in token.chars() {
        if !(once.ends_with(c) && "+-^'".contains(c)) {
            once.push(c);
        }
    }
    if once != token && valid(&once, notation) {
        return format!("each marker is written once: {}", fix(&once));
    }
    // The right parts in the wrong order.
    if let Some(canonical) = reorder(token).filter(|canonical| canonical != token) {
        if valid(&canonical, notation) {
            let rule = rule_broken(token);
            return format!("{rule}: {}", fix(&canonical));
        }
        if notation == Notation::Pin && valid(&canonical, Notation::Epin) {
            let epin = syntax.write(Notation::Epin, &canonical);
            return format!("the derivation marker ' belongs to EPIN and comes last: write {epin}");
        }
    }
    if !token.is_ascii() {
        return format!(
            "tokens are ASCII: a letter A-Z or a-z and the markers {}",
            if notation == Notation::Epin {
                "'+', '-', '^' and '\\''"
            } else {
                "'+', '-' and '^'"
            }
        );
    }
    match notation {
        Notation::Pin | Notation::Sin | Notation::Qpi => format!(
            "a PIN token is an optional '+' or '-', one letter, and an optional '^': {}",
            syntax.examples(Notation::Pin, &["K", "+r", "K^"])
        ),
        Notation::Epin => format!(
            "an EPIN token is an optional '+' or '-', one letter, an optional '^' and an \
             optional '\\'' last: {}",
            syntax.examples(Notation::Epin, &["S", "+s'", "K^'"])
        ),
    }
}

/// Puts a letter and its markers in the grammar's order (modifier, letter,
/// `^`, `'`), when the token has one letter and each marker at most once.
fn reorder(token: &str) -> Option<String> {
    let count = |c: char| token.chars().filter(|&x| x == c).count();
    let letters: Vec<char> = token.chars().filter(char::is_ascii_alphabetic).collect();
    let modifiers: Vec<char> = token.chars().filter(|&c| c == '+' || c == '-').collect();
    let other = token
        .chars()
        .any(|c| !(c.is_ascii_alphabetic() || "+-^'".contains(c)));
    if letters.len() != 1 || modifiers.len() > 1 || count('^') > 1 || count('\'') > 1 || other {
        return None;
    }
    let mut canonical = String::new();
    canonical.extend(modifiers);
    canonical.push(letters[0]);
    if count('^') == 1 {
        canonical.push('^');
    }
    if count('\'') == 1 {
        canonical.push('\'');
    }
    Some(canonical)
}

/// Says which ordering rule a misordered token breaks.
fn rule_broken(token: &str) -> &'static str {
    let position = |c: char| token.find(c);
    let letter = token.find(|c: char| c.is_ascii_alphabetic());
    match (
        position('+').or(position('-')),
        letter,
        position('^'),
        position('\''),
    ) {
        (Some(m), Some(l), _, _) if m > l => "the state modifier comes before the letter",
        (_, Some(l), Some(t), _) if t < l => "the terminal marker '^' comes after the letter",
        (_, _, Some(t), Some(d)) if d < t => "the derivation marker ' comes last, after '^'",
        _ => "the derivation marker ' comes last",
    }
}

/// A concrete fix for a rejected QPI token, else a reminder of the grammar.
fn qpi_help(token: &str) -> String {
    let valid = |candidate: &str| Notation::Qpi.reads(candidate);
    let mut chars = token.chars();
    if let (Some(style), Some(second)) = (chars.next(), chars.next()) {
        // The colon left out.
        let with_colon = format!("{style}:{second}{}", chars.as_str());
        if second != ':' && valid(&with_colon) {
            return format!("a colon separates the style from the piece: qpi!({with_colon:?})");
        }
        // The two letters in different cases.
        let piece = &token[style.len_utf8()..];
        let lower = format!("{}{piece}", style.to_ascii_lowercase());
        let upper = format!("{}{piece}", style.to_ascii_uppercase());
        for candidate in [lower, upper] {
            if candidate != token && valid(&candidate) {
                return format!(
                    "the style and the piece name the same side, so they share a case: qpi!({candidate:?})"
                );
            }
        }
    }
    "a QPI token is a style letter, ':', and a PIN token in the same case: qpi!(\"W:K^\"), qpi!(\"j:+r\")"
        .to_string()
}

/// A fix for a rejected `board!` literal (`text`), where one helps.
pub(crate) fn board(error: &FeenError, text: &str) -> String {
    match error.kind() {
        FeenErrorKind::RankWidth { .. } => {
            "\n  help: every rank has as many squares as the first; count the empty squares"
                .to_string()
        }
        FeenErrorKind::Token(_) if text.as_bytes().get(error.index()) == Some(&b' ') => {
            let bridged = Bridge::ALL.into_iter().find_map(|bridge| {
                let feen = bridge.to_feen(text)?;
                let board = feen.split(' ').next()?.to_string();
                Some((bridge.about(), board))
            });
            match bridged {
                Some((About { name, notation, .. }, board)) => format!(
                    "\n  help: board! reads the placement field alone; this is {notation}, which \
                     {name}! reads, and its board in FEEN is board!({board:?})"
                ),
                None => "\n  help: board! reads the placement field alone; for a whole position \
                         with hands and styles, use feen!"
                    .to_string(),
            }
        }
        _ => String::new(),
    }
}

/// A fix for a rejected `feen!` literal, where one exists.
pub(crate) fn position(error: &FeenError, text: &str) -> String {
    let shape = "a FEEN position is three fields joined by single spaces: \
                 <placement> <hands> <style-turn>, such as feen!(\"k^2/3/2K^ / W/w\")";
    let help = match error.kind() {
        FeenErrorKind::RankWidth { .. } => {
            "every rank has as many squares as the first; count the empty squares".to_string()
        }
        FeenErrorKind::MissingField => match error.field() {
            Some(Field::Hands) => {
                format!("{shape}; with nothing in hand the hands field is \"/\"")
            }
            _ => missing_style_turn(text, shape),
        },
        FeenErrorKind::ExpectedEnd { .. } => format!("{shape}; nothing follows the style-turn field"),
        FeenErrorKind::SecondSpace => format!("{shape}; remove the second space"),
        FeenErrorKind::Empty => shape.to_string(),
        FeenErrorKind::ExpectedHandSeparator { .. } => {
            "the hands field is the first side's hand, '/', the second side's: \"2P/p\", or \"/\" when both are empty"
                .to_string()
        }
        FeenErrorKind::Repeated { .. } | FeenErrorKind::Unordered { .. } => match canonical_hand(text, error.index()) {
            Some(hand) => format!(
                "write each piece once with its count, most numerous first, then by letter \
                 (uppercase first, then '-', '+', none, then without '^' and '\\'' first): {hand:?}"
            ),
            None => "write each piece once with its count, most numerous first, then by letter"
                .to_string(),
        },
        FeenErrorKind::HandCount { count: 1 } => {
            "a single piece is written without a count: remove the 1".to_string()
        }
        FeenErrorKind::HandCount { .. } => "a count is 2 or more; remove the item to hold none".to_string(),
        FeenErrorKind::LeadingZero => "remove the leading zeros".to_string(),
        FeenErrorKind::SameCase { active, inactive } => format!(
            "the first player's style is uppercase and the second's lowercase: \"{}/{}\"",
            active.as_char(),
            inactive.flipped().as_char()
        ),
        FeenErrorKind::ChessFen => in_feen(Bridge::Chess, text),
        FeenErrorKind::Sfen => in_feen(Bridge::Shogi, text),
        FeenErrorKind::XiangqiFen => in_feen(Bridge::Xiangqi, text),
        FeenErrorKind::MakrukFen => in_feen(Bridge::Makruk, text),
        FeenErrorKind::HandFull => format!(
            "a position's hands hold at most {} different pieces each (`Hand::CAPACITY`)",
            Hand::CAPACITY
        ),
        _ => return String::new(),
    };
    format!("\n  help: {help}")
}

/// A fix for a position that ends after its second field: when that field
/// reads as styles (`W/w`), the hands field is the one left out.
fn missing_style_turn(text: &str, shape: &str) -> String {
    match text.rsplit_once(' ') {
        Some((placement, last)) if matches!(last.as_bytes(), [a, b'/', b] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic()) =>
        {
            format!(
                "the hands field comes before the style-turn field, and is \"/\" when nothing is in \
                 hand: feen!(\"{placement} / {last}\")"
            )
        }
        _ => format!(
            "{shape}; the style-turn field is the style of the side to move, '/', the other's: \"W/w\""
        ),
    }
}

/// The hand around byte `at`, each piece once with its count, in
/// canonical order, as `Hand` writes it; `None` when its items do not all
/// read (a count, then a token) or a `Hand` cannot hold them.
fn canonical_hand(text: &str, at: usize) -> Option<String> {
    let bytes = text.as_bytes();
    let start = bytes
        .get(..at)?
        .iter()
        .rposition(|&b| b == b' ' || b == b'/')
        .map_or(0, |i| i + 1);
    let end = bytes[start..]
        .iter()
        .position(|&b| b == b' ' || b == b'/')
        .map_or(bytes.len(), |len| start + len);
    let mut hand = Hand::new();
    let mut items = &bytes[start..end];
    while !items.is_empty() {
        let digits = items.iter().take_while(|b| b.is_ascii_digit()).count();
        let count = match digits {
            0 => 1,
            // A count is 2 or more, without leading zeros.
            _ if items[0] == b'0' => return None,
            _ => std::str::from_utf8(&items[..digits])
                .ok()?
                .parse()
                .ok()
                .filter(|&count| count > 1)?,
        };
        let (piece, len) = Epin::parse_prefix_bytes(&items[digits..]).ok()?;
        hand.add(piece, count).ok()?;
        items = &items[digits + len..];
    }
    Some(hand.to_string())
}

/// The help of `feen!` given a position in a bridge's notation: the macro
/// that reads it and the same position in FEEN; or, when the bridge
/// rejects it too, that bridge's mistake.
fn in_feen(bridge: Bridge, text: &str) -> String {
    let About {
        name,
        notation,
        value,
        ..
    } = bridge.about();
    if !bridge.enabled() {
        return format!(
            "{name}! reads {notation} (a constant {value}) with pin-runtime's feature `{}`",
            bridge.feature()
        );
    }
    match bridge.to_feen(text) {
        Some(feen) => format!(
            "{name}! reads {notation} (a constant {value}); this position in FEEN: feen!({feen:?})"
        ),
        // The message quotes why the bridge rejects the text.
        None => format!("{name}! reads {notation} once the mistake above is fixed"),
    }
}

/// The help of a bridge's macro given a position that another macro
/// reads (FEEN, or another bridge's notation), or the text after one of
/// `commands` (the words of an engine protocol before a position), which
/// the bridge reads (`why` says so).
#[cfg(feature = "bridge")]
pub(crate) fn other_notation(
    bridge: Bridge,
    text: &str,
    commands: &[&str],
    why: &str,
) -> Option<String> {
    if position_shape(text).is_ok() {
        return Some(format!(
            "this is a FEEN position, which feen! reads: feen!({text:?})"
        ));
    }
    if let Some(rest) = commands
        .iter()
        .find_map(|command| text.strip_prefix(command))
    {
        return Some(rewrite(bridge, why, Some(rest.to_string())));
    }
    Bridge::ALL
        .into_iter()
        .find(|&other| other != bridge && other.reads(text))
        .map(|other| {
            let About { name, notation, .. } = other.about();
            format!("this is {notation}, which {name}! reads: {name}!({text:?})")
        })
}

/// A fix for a literal of `bridge`: `why`, with the literal rewritten as
/// `candidate` when the bridge reads that.
#[cfg(feature = "bridge")]
pub(crate) fn rewrite(bridge: Bridge, why: &str, candidate: Option<String>) -> String {
    match candidate.filter(|candidate| bridge.reads(candidate)) {
        Some(candidate) => format!("{why}: {}!({candidate:?})", bridge.name()),
        None => why.to_string(),
    }
}

/// `text` with the bytes `range` replaced by `with`.
#[cfg(feature = "bridge")]
pub(crate) fn replaced(text: &str, range: std::ops::Range<usize>, with: &str) -> Option<String> {
    let mut out = text.get(..range.start)?.to_string();
    out.push_str(with);
    out.push_str(text.get(range.end..)?);
    Some(out)
}

/// `text` with the two counts of empty squares that end at byte `at`
/// written as one, their sum.
#[cfg(feature = "bridge")]
pub(crate) fn merged_counts(text: &str, at: usize) -> Option<String> {
    let digits = text.as_bytes().get(at.checked_sub(1)?..=at)?;
    let sum = digits.iter().map(|digit| digit - b'0').sum::<u8>();
    replaced(text, at - 1..at + 1, &sum.to_string())
}

/// `text` with the zeros that start the number at byte `at` removed (one
/// kept for a number that is all zeros).
#[cfg(feature = "bridge")]
pub(crate) fn without_leading_zeros(text: &str, at: usize) -> Option<String> {
    let rest = text.get(at..)?;
    let zeros = rest.bytes().take_while(|&b| b == b'0').count();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    replaced(text, at..at + zeros.min(digits.saturating_sub(1)), "")
}
