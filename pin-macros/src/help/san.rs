//! The fixes of `chess::san!`: the literal as python-chess's `Board.san`
//! writes it when the runtime reads it in another spelling (`0-0`, `e8Q`,
//! `Ng1-f3`, `P@e4`, `Z0`), the macro that reads a move written with both
//! of its squares (`e2e4`, `e2-e4`), and the literal without what SAN does
//! not write (an annotation, a lowercase piece letter, a pawn's letter, a
//! second check mark). Every rewritten literal is one the macro reads.

use pin_runtime_core::chess::{San, SanErrorKind, SanKind};

use super::moves::{call, rewrite};
use crate::moves::{Notation, san_is_written};

/// A fix for a SAN literal the macro refuses, or `None`.
pub(super) fn fix(text: &str) -> Option<String> {
    match San::parse(text) {
        Ok(san) => pawn(text, san).or_else(|| spelling(text, san)),
        Err(error) => mistyped(text, error.kind(), error.index()),
    }
}

/// The text of a move the macro reads, from a candidate the runtime reads
/// in any spelling: its canonical spelling, if python-chess writes that.
fn settled(candidate: &str) -> Option<String> {
    let san = San::parse(candidate).ok()?.canonical();
    san_is_written(san).then(|| san.to_string())
}

/// The fixes of a move with no piece letter that python-chess would not
/// write: both origin coordinates (UCI or PMN, or long algebraic), a
/// rank, or a file where a pawn's move names none or needs one.
fn pawn(text: &str, san: San) -> Option<String> {
    let SanKind::Normal {
        piece: None,
        from_file,
        from_rank,
        capture,
        to,
        promotion,
    } = san.kind()
    else {
        return None;
    };
    let promotion = promotion
        .map(|p| format!("={}", p.as_char()))
        .unwrap_or_default();
    let suffix = san
        .suffix()
        .map(|s| s.as_char().to_string())
        .unwrap_or_default();
    let file_name = |file: u8| char::from(b'a' + file);
    match (from_file, from_rank) {
        (Some(file), Some(rank)) => {
            for other in [Notation::Uci, Notation::Pmn] {
                if other.reads(text) {
                    let about = other.about();
                    return Some(format!(
                        "SAN names the piece that moves (Nf3, a pawn's e4); this is {}, which \
                         {}! reads: {}",
                        about.notation,
                        about.name,
                        call(other, text)
                    ));
                }
            }
            let from = format!("{}{}", file_name(file), rank + 1);
            let promotion = promotion.to_ascii_lowercase().replace('=', "");
            rewrite(
                Notation::Uci,
                "this is long algebraic notation, with both squares: SAN names the piece that \
                 moves (Nf3, a pawn's e4); UCI writes the two squares",
                &format!("{from}{to}{promotion}"),
            )
        }
        (None, Some(_)) if !capture => rewrite(
            Notation::San,
            "a pawn's move names no rank to move from",
            &format!("{to}{promotion}{suffix}"),
        ),
        (Some(1), None) if !capture => rewrite(
            Notation::San,
            "a bishop's letter is uppercase",
            &format!("B{to}{promotion}{suffix}"),
        ),
        (Some(file), None) if !capture && file == to.file() => rewrite(
            Notation::San,
            "a pawn's move names the file it leaves only on a capture",
            &format!("{to}{promotion}{suffix}"),
        ),
        (Some(file), None) if !capture && file.abs_diff(to.file()) == 1 => rewrite(
            Notation::San,
            "a pawn's capture is written with 'x' between the file it leaves and its square",
            &format!("{}x{to}{promotion}{suffix}", file_name(file)),
        ),
        (None, _) if capture => {
            let files: Vec<String> = [to.file().checked_sub(1), Some(to.file() + 1)]
                .into_iter()
                .flatten()
                .filter(|&file| file < 8)
                .map(|file| {
                    call(
                        Notation::San,
                        &format!("{}x{to}{promotion}{suffix}", file_name(file)),
                    )
                })
                .collect();
            Some(format!(
                "a pawn's capture names the file it leaves: {}",
                files.join(" or ")
            ))
        }
        _ => None,
    }
}

/// The move in python-chess's spelling, with what differs.
fn spelling(text: &str, san: San) -> Option<String> {
    let canonical = san.canonical();
    let mut why = Vec::new();
    if san.castling().is_some() && text.starts_with('0') {
        why.push("castling is written with the letter O");
    }
    if let Some(promotion) = san.promotion() {
        if !text.contains(&format!("={}", promotion.as_char())) {
            why.push("a promotion is written '=' and the piece's uppercase letter");
        }
    }
    if !san.is_drop() && !san.is_null() && text.contains('-') && san.castling().is_none() {
        why.push("SAN writes nothing between the squares but 'x' on a capture");
    }
    if san.is_drop() && text.starts_with(['P', 'p']) {
        why.push("a pawn's drop names no piece, as python-chess writes it");
    } else if san.is_drop() && text.starts_with(|c: char| c.is_ascii_lowercase()) {
        why.push("a dropped piece's letter is uppercase");
    }
    if san.is_null() {
        why.push("the null move is written --");
    }
    if why.is_empty() {
        return None;
    }
    rewrite(Notation::San, &why.join("; "), &canonical.to_string())
}

/// The fixes of a literal the runtime does not read.
fn mistyped(text: &str, kind: SanErrorKind, index: usize) -> Option<String> {
    let before = text.get(..index).unwrap_or_default();
    let mark = text
        .get(index..)
        .is_some_and(|after| after.starts_with(['+', '#']));
    let candidate = match kind {
        SanErrorKind::Annotation => Some((
            "SAN moves carry no annotation",
            text.replace(['!', '?'], ""),
        )),
        SanErrorKind::ExpectedEnd if mark && before.ends_with(['+', '#']) => Some((
            "a move takes one check mark, '+' for check or '#' for mate",
            before.to_string(),
        )),
        SanErrorKind::ExpectedEnd if mark => {
            Some(("the null move takes no check mark", before.to_string()))
        }
        SanErrorKind::ExpectedAt if text.starts_with(['P', 'p']) => Some((
            "a pawn's move names no piece",
            text.get(1..).unwrap_or_default().to_string(),
        )),
        SanErrorKind::ExpectedAt => Some((
            "a piece's letter is uppercase in SAN",
            text.get(..1).unwrap_or_default().to_ascii_uppercase()
                + text.get(1..).unwrap_or_default(),
        )),
        SanErrorKind::ExpectedMove if text.starts_with(['o', 'O']) => Some((
            "castling is written with the letter O",
            text.replace('o', "O"),
        )),
        _ => None,
    };
    if let Some(fix) = candidate
        .and_then(|(why, candidate)| Some((why, settled(&candidate)?)))
        .and_then(|(why, candidate)| rewrite(Notation::San, why, &candidate))
    {
        return Some(fix);
    }
    // `E4`, `NF3`, `EXD5`: squares and `x` lowercase.
    let recased: String = text
        .char_indices()
        .map(|(i, c)| match c {
            'N' | 'B' | 'R' | 'Q' | 'K' if i == 0 => c,
            'A'..='H' | 'X' => c.to_ascii_lowercase(),
            _ => c,
        })
        .collect();
    if recased != text {
        if let Some(fix) = settled(&recased).and_then(|candidate| {
            rewrite(Notation::San, "SAN writes squares lowercase", &candidate)
        }) {
            return Some(fix);
        }
    }
    None
}
