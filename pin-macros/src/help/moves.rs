//! The fixes of `pmn!`, `chess::uci!`, `shogi::usi!` and `xiangqi::ucci!`:
//! the literal in the macro's own notation when another reader of the
//! runtime reads it (a UCI move in `pmn!`, a PMN move in `chess::uci!`),
//! the macro that reads a move of another game, or a reminder of the
//! grammar. Every rewritten literal is one the macro's reader reads.

#[cfg(feature = "chess")]
use pin_runtime_core::Epin;
#[cfg(feature = "chess")]
use pin_runtime_core::chess;
#[cfg(feature = "shogi")]
use pin_runtime_core::shogi;
#[cfg(feature = "xiangqi")]
use pin_runtime_core::xiangqi;
#[cfg(any(feature = "chess", feature = "shogi", feature = "xiangqi"))]
use pin_runtime_core::{Pmn, PmnForm};

use crate::moves::Notation;

/// A fix for a literal of `notation` that its reader rejects: a concrete
/// one where it exists, else a reminder of the grammar.
pub(crate) fn fix(notation: Notation, text: &str) -> String {
    let trimmed = text.trim();
    if trimmed != text && notation.reads(trimmed) {
        return format!("remove the whitespace: {}", call(notation, trimmed));
    }
    let own = match notation {
        Notation::Pmn => pmn(text),
        #[cfg(feature = "chess")]
        Notation::Uci => uci(text),
        #[cfg(feature = "chess")]
        Notation::San => super::san::fix(text),
        #[cfg(feature = "shogi")]
        Notation::Usi => usi(text),
        #[cfg(feature = "xiangqi")]
        Notation::Ucci => ucci(text),
    };
    own.or_else(|| elsewhere(notation, text))
        .unwrap_or_else(|| grammar(notation).to_string())
}

/// `name!("text")`.
pub(super) fn call(notation: Notation, text: &str) -> String {
    format!("{}!({text:?})", notation.name())
}

/// `why`, with the literal rewritten as `candidate` when the macro of
/// `notation` reads it; `None` when it does not.
pub(super) fn rewrite(notation: Notation, why: &str, candidate: &str) -> Option<String> {
    notation
        .reads(candidate)
        .then(|| format!("{why}: {}", call(notation, candidate)))
}

/// The macros of the other notations that read `text`, or `pmn!` when
/// none of the engines' does.
fn elsewhere(notation: Notation, text: &str) -> Option<String> {
    let readers: Vec<String> = Notation::ENGINES
        .iter()
        .copied()
        .filter(|&other| other != notation && other.reads(text))
        .map(|other| {
            let about = other.about();
            format!(
                "{}, which {}! reads: {}",
                about.notation,
                about.name,
                call(other, text)
            )
        })
        .collect();
    if !readers.is_empty() {
        return Some(format!("this is {}", readers.join(", or ")));
    }
    (notation != Notation::Pmn && Notation::Pmn.reads(text)).then(|| {
        format!(
            "{} has no such move; this is a PMN move, which pmn! reads: {}",
            notation.about().short,
            call(Notation::Pmn, text),
        )
    })
}

/// A reminder of the grammar of `notation`.
fn grammar(notation: Notation) -> &'static str {
    match notation {
        Notation::Pmn => {
            "a PMN move is two squares around '-' (to an empty square), '+' (to take) or '~' \
             (castling, en passant), then '=' and the piece it becomes: pmn!(\"e2-e4\"), \
             pmn!(\"d1+f3\"), pmn!(\"e7-e8=Q\"); a drop, pmn!(\"P*e5\"); a pass, pmn!(\"...\")"
        }
        #[cfg(feature = "chess")]
        Notation::Uci => {
            "a UCI move is two squares a1-h8 and a promotion q, r, b or n: chess::uci!(\"e2e4\"), \
             chess::uci!(\"e7e8q\"); a crazyhouse drop, chess::uci!(\"P@e4\"); the null move, \
             chess::uci!(\"0000\")"
        }
        #[cfg(feature = "chess")]
        Notation::San => {
            "a SAN move is the letter of the piece that moves (N, B, R, Q, K; none for a pawn), \
             the file or rank it leaves when two pieces could go, 'x' to take, its square, '=' \
             and the piece a pawn becomes, then '+' or '#': chess::san!(\"Nbd7\"), \
             chess::san!(\"exd8=Q+\"); castling, chess::san!(\"O-O\"); a crazyhouse drop, \
             chess::san!(\"N@f3\"); the null move, chess::san!(\"--\")"
        }
        #[cfg(feature = "shogi")]
        Notation::Usi => {
            "a USI move is two squares, each a file 1-9 and a rank a-i, then '+' to promote: \
             shogi::usi!(\"7g7f\"), shogi::usi!(\"8h2b+\"); a drop, shogi::usi!(\"P*5e\"); the \
             null move, shogi::usi!(\"0000\")"
        }
        #[cfg(feature = "xiangqi")]
        Notation::Ucci => {
            "a UCCI move is two ICCS points, each a file a-i from red's left and a rank 0-9 from \
             red's side: xiangqi::ucci!(\"h2e2\"); the null move, xiangqi::ucci!(\"0000\")"
        }
    }
}

/// The letter of a token, lowercase or uppercase.
#[cfg(feature = "chess")]
fn letter(piece: Epin, uppercase: bool) -> String {
    let letter = piece
        .to_string()
        .chars()
        .find(char::is_ascii_alphabetic)
        .unwrap_or_default();
    if uppercase {
        letter.to_ascii_uppercase().to_string()
    } else {
        letter.to_ascii_lowercase().to_string()
    }
}

/// Castling written as in SAN or PGN (`O-O`, `0-0-0`): the king's two
/// squares of white and of black, on the king's side or the queen's.
fn castling(text: &str) -> Option<(&'static str, &'static str)> {
    match text {
        "O-O" | "0-0" | "o-o" => Some(("e1g1", "e8g8")),
        "O-O-O" | "0-0-0" | "o-o-o" => Some(("e1c1", "e8c8")),
        _ => None,
    }
}

/// `text` as engines write it: the piece before `drop` (`@`, `*`)
/// uppercase, the squares after it lowercase, without the `stray` bytes
/// other notations put between the squares.
#[cfg(any(feature = "chess", feature = "shogi"))]
fn recased(text: &str, drop: char, stray: &[char]) -> String {
    let (piece, rest) = text.split_once(drop).unwrap_or(("", text));
    let squares: String = rest
        .chars()
        .filter(|c| !stray.contains(c))
        .map(|c| c.to_ascii_lowercase())
        .collect();
    if text.contains(drop) {
        format!("{}{drop}{squares}", piece.to_ascii_uppercase())
    } else {
        squares
    }
}

/// Whether `text` looks like a piece's move in SAN (`Nf3`, `Qxd5+`,
/// `Rad1`), which names the piece and needs the position.
fn san(text: &str) -> bool {
    match text.as_bytes() {
        [b'K' | b'Q' | b'R' | b'B' | b'N', rest @ ..] => {
            rest.len() >= 2
                && rest
                    .iter()
                    .all(|b| matches!(b, b'a'..=b'h' | b'1'..=b'8' | b'x' | b'+' | b'#'))
        }
        _ => false,
    }
}

/// The fixes of `pmn!`: a move of an engine's notation or of SAN written
/// in PMN, where PMN's form needs no position.
fn pmn(text: &str) -> Option<String> {
    if let Some((white, black)) = castling(text) {
        let with_tilde = |squares: &str| format!("{}~{}", &squares[..2], &squares[2..]);
        return Some(format!(
            "PMN writes castling as the king's move with '~' ({} for black): {}",
            with_tilde(black),
            call(Notation::Pmn, &with_tilde(white))
        ));
    }
    #[cfg(feature = "chess")]
    if let Ok(uci) = chess::Uci::parse(text) {
        let operator = "PMN writes an operator between the two squares, '-' to an empty square or '+' \
                        to take";
        if uci.is_null() {
            return rewrite(Notation::Pmn, "the null move is PMN's pass", "...");
        }
        let to = uci.to()?;
        if let Some(piece) = uci.drop_piece() {
            return rewrite(
                Notation::Pmn,
                "PMN drops with '*', the piece in its side's case (p*e4 for black)",
                &format!("{}*{to}", piece.as_char()),
            );
        }
        let from = uci.from()?;
        return match uci.promotion() {
            Some(promotion) => {
                // The promoting side is the one whose last rank it reaches.
                let piece = if to.to_string().ends_with('8') {
                    promotion.as_char().to_ascii_uppercase()
                } else {
                    promotion.as_char().to_ascii_lowercase()
                };
                rewrite(
                    Notation::Pmn,
                    &format!("{operator}, and a promotion '=' and the piece in its side's case"),
                    &format!("{from}-{to}={piece}"),
                )
            }
            None => rewrite(Notation::Pmn, operator, &format!("{from}-{to}")),
        };
    }
    #[cfg(feature = "xiangqi")]
    if let Ok(ucci) = xiangqi::Ucci::parse(text) {
        let (from, to) = (ucci.from()?, ucci.to()?);
        return rewrite(
            Notation::Pmn,
            "this is a UCCI move (xiangqi), which xiangqi::ucci! reads; PMN's ranks count from \
             1 (UCCI's h0 is h1) and it writes an operator between the squares, '-' to an empty \
             square or '+' to take",
            &format!("{from}-{to}"),
        );
    }
    #[cfg(feature = "shogi")]
    if let Ok(usi) = shogi::Usi::parse(text) {
        let why = "this is a USI move (shogi), which shogi::usi! reads";
        let to = usi.to()?;
        if let Some(piece) = usi.drop_piece() {
            return rewrite(
                Notation::Pmn,
                &format!(
                    "{why}; PMN names the board's squares by CELL and drops the piece in its \
                     side's case (p*e5 for gote)"
                ),
                &format!("{}*{to}", piece.as_char()),
            );
        }
        let from = usi.from()?;
        return Some(if usi.promotes() {
            format!(
                "{why}; in PMN a promotion names the piece it becomes, which shogi::Sfen::pmn \
                 reads on the position"
            )
        } else {
            rewrite(
                Notation::Pmn,
                &format!(
                    "{why}; PMN names the board's squares by CELL (7g is c3) and writes an \
                     operator between them, '-' to an empty square or '+' to take"
                ),
                &format!("{from}-{to}"),
            )?
        });
    }
    if san(text) {
        return Some(format!(
            "this looks like SAN, which names the piece and needs the position; PMN writes the \
             move's two squares, such as {}",
            call(Notation::Pmn, "g1-f3")
        ));
    }
    // `E2-E4`: squares are lowercase (a move naming no piece has no
    // uppercase letter but a 3-D board's layer, which this leaves alone).
    let lowercase = text.to_ascii_lowercase();
    if !text.contains(['=', '*', '.', '/']) && lowercase != text {
        return rewrite(
            Notation::Pmn,
            "files are lowercase letters (a layer of a 3-D board uppercase)",
            &lowercase,
        );
    }
    None
}

/// The fixes of `chess::uci!`: a PMN move written in UCI where it has a
/// UCI form, letters in the wrong case, operators, SAN's castling.
#[cfg(feature = "chess")]
fn uci(text: &str) -> Option<String> {
    if let Some((white, black)) = castling(text) {
        let rook = if white == "e1g1" { "e1h1" } else { "e1a1" };
        return Some(format!(
            "UCI writes castling as the king's two squares ({black} for black; in Chess960 the \
             king takes its rook, {rook}): {}",
            call(Notation::Uci, white),
        ));
    }
    if let Ok(pmn) = Pmn::parse(text) {
        let candidate = match pmn.form() {
            PmnForm::Pass => Some((
                "the null move is written 0000 in UCI".to_string(),
                "0000".to_string(),
            )),
            PmnForm::Move | PmnForm::Capture | PmnForm::Special => {
                let (from, to) = (pmn.from()?, pmn.to()?);
                let promotion = pmn.actor().map(|actor| letter(actor, false));
                Some((
                    "UCI writes a move as its two squares, without an operator, and a promotion \
                     as its lowercase letter"
                        .to_string(),
                    format!("{from}{to}{}", promotion.unwrap_or_default()),
                ))
            }
            PmnForm::Drop => {
                let piece = pmn.piece()?;
                Some((
                    "UCI writes a crazyhouse drop as the piece's uppercase letter, '@' and the \
                     square"
                        .to_string(),
                    format!("{}@{}", letter(piece, true), pmn.to()?),
                ))
            }
            PmnForm::Static | PmnForm::DropCapture | PmnForm::Mutate => None,
        };
        if let Some(fix) =
            candidate.and_then(|(why, candidate)| rewrite(Notation::Uci, &why, &candidate))
        {
            return Some(fix);
        }
    }
    if san(text) {
        let literal = if Notation::San.reads(text) {
            call(Notation::San, text)
        } else {
            format!("{}!", Notation::San.name())
        };
        return Some(format!(
            "this looks like SAN, which names the piece and needs the position (a SAN literal \
             is {literal}); UCI writes the move's two squares, such as {}",
            call(Notation::Uci, "g1f3")
        ));
    }
    // `E2E4`, `e7e8Q`, `p@e4`, `e2xe4`, `e7e8=q`.
    let candidate = recased(text, '@', &['-', 'x', 'X', '=', '+', '#']);
    if candidate != text {
        return rewrite(
            Notation::Uci,
            "UCI writes the squares alone, squares and promotions lowercase, a dropped piece \
             uppercase",
            &candidate,
        );
    }
    None
}

/// The fixes of `shogi::usi!`: a PMN move written in USI, letters in the
/// wrong case, operators.
#[cfg(feature = "shogi")]
fn usi(text: &str) -> Option<String> {
    if let Ok(pmn) = Pmn::parse(text) {
        let usi = match pmn.form() {
            PmnForm::Pass => Some(shogi::Usi::NULL),
            PmnForm::Move | PmnForm::Capture => {
                let promotes = pmn
                    .actor()
                    .is_some_and(|actor| actor.to_string().contains('+'));
                shogi::Usi::new(pmn.from()?, pmn.to()?, promotes)
            }
            PmnForm::Drop => {
                let piece = pmn.piece()?.to_string();
                let letter = piece.chars().find(char::is_ascii_alphabetic)?;
                pin_runtime_core::Letter::from_char(letter.to_ascii_uppercase())
                    .and_then(|letter| shogi::Usi::new_drop(letter, pmn.to()?))
            }
            _ => None,
        };
        if let Some(usi) = usi {
            return rewrite(
                Notation::Usi,
                "USI names a square by its file, 9 to 1 from the left, and its rank, a to i from \
                 the top (PMN's c3 is 7g), writes nothing between the squares and '+' to promote, \
                 and drops with '*' and the piece's uppercase letter",
                &usi.to_string(),
            );
        }
    }
    // `7G7F`, `p*5e`, `7g-7f`, `8h2b=`.
    let candidate = recased(text, '*', &['-', 'x', '=']);
    if candidate != text {
        return rewrite(
            Notation::Usi,
            "USI writes the squares alone, ranks lowercase, a dropped piece uppercase",
            &candidate,
        );
    }
    None
}

/// The fixes of `xiangqi::ucci!`: a PMN move written in UCCI, ICCS written
/// uppercase or with its `-`, and WXF notation.
#[cfg(feature = "xiangqi")]
fn ucci(text: &str) -> Option<String> {
    if let Ok(pmn) = Pmn::parse(text) {
        let ucci = match pmn.form() {
            PmnForm::Pass => Some(xiangqi::Ucci::NULL),
            PmnForm::Move | PmnForm::Capture => xiangqi::Ucci::new(pmn.from()?, pmn.to()?),
            _ => None,
        };
        if let Some(ucci) = ucci {
            return rewrite(
                Notation::Ucci,
                "UCCI writes a move as its two points without an operator, ranks counting from 0 \
                 (PMN's h3 is h2)",
                &ucci.to_string(),
            );
        }
    }
    // ICCS as often printed: `H2-E2`.
    let candidate: String = text
        .chars()
        .filter(|&c| c != '-')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    if candidate != text {
        if let Some(fix) = rewrite(
            Notation::Ucci,
            "UCCI writes the ICCS points lowercase, without the '-'",
            &candidate,
        ) {
            return Some(fix);
        }
    }
    // WXF: a piece, its file, a direction and a file or a count (`C2.5`).
    if let [piece, file, direction, to] = text.as_bytes() {
        if piece.is_ascii_alphabetic()
            && file.is_ascii_digit()
            && matches!(direction, b'.' | b'+' | b'-' | b'=')
            && to.is_ascii_digit()
        {
            return Some(
                "this is WXF notation, which names a piece and needs the position; UCCI writes the \
                 move's two points, such as xiangqi::ucci!(\"h2e2\")"
                    .to_string(),
            );
        }
    }
    None
}

#[cfg(all(test, feature = "chess", feature = "shogi", feature = "xiangqi"))]
mod tests {
    use proptest::prelude::*;

    use super::fix;
    use crate::moves::Notation;

    /// Every notation of moves.
    const ALL: [Notation; 5] = [
        Notation::Pmn,
        Notation::Uci,
        Notation::San,
        Notation::Usi,
        Notation::Ucci,
    ];

    /// The help of `notation` for `text`, which must be a mistake.
    fn help(notation: Notation, text: &str) -> String {
        let message = notation.mistake(text).unwrap_or_default();
        let (_, help) = message
            .split_once("\n  help: ")
            .unwrap_or_else(|| panic!("{text:?}: no help in {message:?}"));
        help.to_string()
    }

    /// Checks that the help of `notation` for `text` gives the reason
    /// `why` and ends with `fixed`, a call the macro in it reads.
    fn fixes(notation: Notation, text: &str, why: &str, fixed: &str) {
        let help = help(notation, text);
        assert!(help.contains(why), "{text:?}: {help:?}");
        assert!(help.ends_with(fixed), "{text:?}: {help:?}, not {fixed}");
        let (name, literal) = fixed
            .trim_end_matches("\")")
            .split_once("!(\"")
            .unwrap_or_else(|| panic!("{fixed}"));
        let reader = ALL
            .into_iter()
            .find(|notation| notation.name() == name)
            .unwrap_or_else(|| panic!("{name}"));
        assert!(reader.reads(literal), "{fixed}");
    }

    #[test]
    fn each_pmn_fix_is_reached_by_its_mistake() {
        let operator = "PMN writes an operator between the two squares";
        fixes(Notation::Pmn, "e2e4", operator, "pmn!(\"e2-e4\")");
        fixes(Notation::Pmn, "e7e8q", "a promotion", "pmn!(\"e7-e8=Q\")");
        fixes(Notation::Pmn, "e2e1r", "a promotion", "pmn!(\"e2-e1=r\")");
        fixes(
            Notation::Pmn,
            "P@e4",
            "PMN drops with '*'",
            "pmn!(\"P*e4\")",
        );
        fixes(Notation::Pmn, "0000", "pass", "pmn!(\"...\")");
        fixes(
            Notation::Pmn,
            "O-O",
            "with '~' (e8~g8 for black)",
            "pmn!(\"e1~g1\")",
        );
        fixes(
            Notation::Pmn,
            "0-0-0",
            "with '~' (e8~c8 for black)",
            "pmn!(\"e1~c1\")",
        );
        fixes(
            Notation::Pmn,
            "h0g2",
            "xiangqi::ucci! reads",
            "pmn!(\"h1-g3\")",
        );
        fixes(
            Notation::Pmn,
            "7g7f",
            "shogi::usi! reads",
            "pmn!(\"c3-c4\")",
        );
        fixes(Notation::Pmn, "P*5e", "shogi::usi! reads", "pmn!(\"P*e5\")");
        fixes(
            Notation::Pmn,
            " e2-e4",
            "remove the whitespace",
            "pmn!(\"e2-e4\")",
        );
        fixes(Notation::Pmn, "E2-E4", "lowercase", "pmn!(\"e2-e4\")");
        assert!(help(Notation::Pmn, "8h2b+").contains("shogi::Sfen::pmn"));
        fixes(Notation::Pmn, "Nf3", "looks like SAN", "pmn!(\"g1-f3\")");
        fixes(Notation::Pmn, "Qxd5+", "looks like SAN", "pmn!(\"g1-f3\")");
        assert!(help(Notation::Pmn, "e4").starts_with("a PMN move is"));
    }

    #[test]
    fn each_uci_fix_is_reached_by_its_mistake() {
        let squares = "UCI writes a move as its two squares";
        fixes(Notation::Uci, "e2-e4", squares, "chess::uci!(\"e2e4\")");
        fixes(Notation::Uci, "d1+f3", squares, "chess::uci!(\"d1f3\")");
        fixes(Notation::Uci, "e1~g1", squares, "chess::uci!(\"e1g1\")");
        fixes(Notation::Uci, "e7-e8=Q", squares, "chess::uci!(\"e7e8q\")");
        fixes(Notation::Uci, "p*e4", "'@'", "chess::uci!(\"P@e4\")");
        fixes(Notation::Uci, "...", "0000", "chess::uci!(\"0000\")");
        let alone = "UCI writes the squares alone";
        fixes(Notation::Uci, "E2E4", alone, "chess::uci!(\"e2e4\")");
        fixes(Notation::Uci, "e7e8Q", alone, "chess::uci!(\"e7e8q\")");
        fixes(Notation::Uci, "e7e8=q", alone, "chess::uci!(\"e7e8q\")");
        fixes(Notation::Uci, "p@e4", alone, "chess::uci!(\"P@e4\")");
        fixes(
            Notation::Uci,
            "O-O",
            "king takes its rook, e1h1",
            "chess::uci!(\"e1g1\")",
        );
        fixes(
            Notation::Uci,
            "O-O-O",
            "(e8c8 for black",
            "chess::uci!(\"e1c1\")",
        );
        fixes(
            Notation::Uci,
            "7g7f",
            "shogi::usi! reads",
            "shogi::usi!(\"7g7f\")",
        );
        fixes(
            Notation::Uci,
            "h9g7",
            "xiangqi::ucci! reads",
            "xiangqi::ucci!(\"h9g7\")",
        );
        fixes(
            Notation::Uci,
            "+e4",
            "UCI has no such move",
            "pmn!(\"+e4\")",
        );
        fixes(
            Notation::Uci,
            "Nf3",
            "looks like SAN",
            "chess::uci!(\"g1f3\")",
        );
        fixes(
            Notation::Uci,
            "Rad1",
            "looks like SAN",
            "chess::uci!(\"g1f3\")",
        );
        assert!(help(Notation::Uci, "e4").starts_with("a UCI move is"));
    }

    #[test]
    fn each_san_fix_is_reached_by_its_mistake() {
        let san = Notation::San;
        fixes(san, "0-0", "the letter O", "chess::san!(\"O-O\")");
        fixes(san, "0-0-0+", "the letter O", "chess::san!(\"O-O-O+\")");
        fixes(
            san,
            "e8Q",
            "'=' and the piece's uppercase",
            "chess::san!(\"e8=Q\")",
        );
        fixes(
            san,
            "e8=q",
            "'=' and the piece's uppercase",
            "chess::san!(\"e8=Q\")",
        );
        fixes(
            san,
            "Ng1-f3",
            "nothing between the squares",
            "chess::san!(\"Ng1f3\")",
        );
        fixes(
            san,
            "P@e4",
            "a pawn's drop names no piece",
            "chess::san!(\"@e4\")",
        );
        fixes(san, "n@f3", "letter is uppercase", "chess::san!(\"N@f3\")");
        fixes(
            san,
            "Z0",
            "the null move is written --",
            "chess::san!(\"--\")",
        );
        fixes(
            san,
            "0000",
            "the null move is written --",
            "chess::san!(\"--\")",
        );
        fixes(
            san,
            "@@@@",
            "the null move is written --",
            "chess::san!(\"--\")",
        );
        fixes(san, "nf3", "letter is uppercase", "chess::san!(\"Nf3\")");
        fixes(
            san,
            "qxd5+",
            "letter is uppercase",
            "chess::san!(\"Qxd5+\")",
        );
        fixes(san, "Pe4", "names no piece", "chess::san!(\"e4\")");
        fixes(san, "Pexd5", "names no piece", "chess::san!(\"exd5\")");
        fixes(san, "e2e4", "a UCI move (chess)", "chess::uci!(\"e2e4\")");
        fixes(san, "e7e8q", "a UCI move (chess)", "chess::uci!(\"e7e8q\")");
        fixes(san, "e2-e4", "a PMN move", "pmn!(\"e2-e4\")");
        fixes(san, "e7xd8=Q", "long algebraic", "chess::uci!(\"e7d8q\")");
        fixes(san, "Nf3!", "no annotation", "chess::san!(\"Nf3\")");
        fixes(san, "e4?", "no annotation", "chess::san!(\"e4\")");
        fixes(san, "Qh5!?", "no annotation", "chess::san!(\"Qh5\")");
        fixes(san, "Qxf7#!!", "no annotation", "chess::san!(\"Qxf7#\")");
        fixes(san, "Nf3++", "one check mark", "chess::san!(\"Nf3+\")");
        fixes(san, "--+", "no check mark", "chess::san!(\"--\")");
        fixes(san, "o-o", "the letter O", "chess::san!(\"O-O\")");
        fixes(san, "E4", "lowercase", "chess::san!(\"e4\")");
        fixes(san, "NF3", "lowercase", "chess::san!(\"Nf3\")");
        fixes(san, "EXD8=Q", "lowercase", "chess::san!(\"exd8=Q\")");
        fixes(san, "2e4", "no rank", "chess::san!(\"e4\")");
        fixes(san, "ee4", "only on a capture", "chess::san!(\"e4\")");
        fixes(san, "bf3", "bishop's letter", "chess::san!(\"Bf3\")");
        fixes(san, "de5", "with 'x'", "chess::san!(\"dxe5\")");
        fixes(
            san,
            "xd5",
            "names the file it leaves",
            "chess::san!(\"exd5\")",
        );
        assert!(help(san, "xa5").ends_with("chess::san!(\"bxa5\")"));
        fixes(san, " Nf3", "remove the whitespace", "chess::san!(\"Nf3\")");
        fixes(san, "7g7f", "shogi::usi! reads", "shogi::usi!(\"7g7f\")");
        assert!(help(san, "Ni9").starts_with("a SAN move is"));
    }

    #[test]
    fn each_usi_fix_is_reached_by_its_mistake() {
        let squares = "USI names a square by its file";
        fixes(Notation::Usi, "c3-c4", squares, "shogi::usi!(\"7g7f\")");
        fixes(
            Notation::Usi,
            "b2+h8=+B/B",
            squares,
            "shogi::usi!(\"8h2b+\")",
        );
        fixes(Notation::Usi, "p*e5", squares, "shogi::usi!(\"P*5e\")");
        let alone = "USI writes the squares alone";
        fixes(Notation::Usi, "7G7F", alone, "shogi::usi!(\"7g7f\")");
        fixes(Notation::Usi, "p*5e", alone, "shogi::usi!(\"P*5e\")");
        fixes(Notation::Usi, "7g-7f", alone, "shogi::usi!(\"7g7f\")");
        let both = help(Notation::Usi, "e2e4");
        assert!(both.contains("chess::uci!(\"e2e4\")"), "{both}");
        assert!(both.contains("xiangqi::ucci!(\"e2e4\")"), "{both}");
        assert!(help(Notation::Usi, "S-7g").starts_with("a USI move is"));
    }

    #[test]
    fn each_ucci_fix_is_reached_by_its_mistake() {
        fixes(
            Notation::Ucci,
            "h3-e3",
            "ranks counting from 0",
            "xiangqi::ucci!(\"h2e2\")",
        );
        fixes(
            Notation::Ucci,
            "...",
            "ranks counting from 0",
            "xiangqi::ucci!(\"0000\")",
        );
        fixes(
            Notation::Ucci,
            "H2-E2",
            "ICCS points lowercase",
            "xiangqi::ucci!(\"h2e2\")",
        );
        fixes(
            Notation::Ucci,
            "7g7f",
            "shogi::usi! reads",
            "shogi::usi!(\"7g7f\")",
        );
        fixes(
            Notation::Ucci,
            "P*5e",
            "shogi::usi! reads",
            "shogi::usi!(\"P*5e\")",
        );
        fixes(
            Notation::Ucci,
            "e7e8q",
            "chess::uci! reads",
            "chess::uci!(\"e7e8q\")",
        );
        fixes(
            Notation::Ucci,
            "C2.5",
            "WXF notation",
            "xiangqi::ucci!(\"h2e2\")",
        );
        assert!(help(Notation::Ucci, "z9z8").starts_with("a UCCI move is"));
    }

    #[test]
    fn every_rejected_literal_has_one_help_and_none_panics() {
        let alphabet = [
            "e", "2", "4", "-", "+", "~", "*", "=", "@", "P", "q", "0", "g", " ", "é", "N", "x",
            "!", "O",
        ];
        let mut texts = vec![String::new()];
        for _ in 0..3 {
            texts = texts
                .iter()
                .flat_map(|text| alphabet.iter().map(move |c| format!("{text}{c}")))
                .chain(texts.iter().cloned())
                .collect();
        }
        for text in &texts {
            for notation in ALL {
                match notation.mistake(text) {
                    Some(message) => {
                        assert_eq!(message.matches("\n  help: ").count(), 1, "{message}");
                        assert!(message.ends_with(&fix(notation, text)));
                    }
                    None => assert!(notation.reads(text)),
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Mixed-up moves of every notation, SAN and WXF: each help is
        /// given, whole, and each literal it rewrites is read.
        #[test]
        fn no_mangled_move_makes_the_help_panic(
            text in "[a-jA-J0-9xX@*=+#.~/ '^-]{0,12}|[KQRBNO][a-h1-8x+#-]{1,5}|[\\PC]{0,8}",
        ) {
            for notation in ALL {
                let Some(message) = notation.mistake(&text) else {
                    prop_assert!(notation.reads(&text));
                    continue;
                };
                let help = fix(notation, &text);
                let ending = format!("\n  help: {help}");
                prop_assert!(message.ends_with(&ending));
                // A help ending in a call names a literal its macro reads.
                if let Some((name, literal)) = help
                    .strip_suffix("\")")
                    .and_then(|help| help.rsplit_once("!(\""))
                {
                    let name = name.rsplit([' ', '(']).next().unwrap_or_default();
                    let reader = ALL
                        .into_iter()
                        .find(|notation| notation.name() == name);
                    if let Some(reader) = reader {
                        prop_assert!(reader.reads(literal), "{text:?}: {help}");
                    }
                }
            }
        }
    }
}
