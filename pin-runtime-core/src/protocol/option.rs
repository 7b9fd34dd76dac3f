//! `EngineOption`: an option an engine declares (`option name Hash type
//! spin default 16 min 1 max 33554432`).

use core::fmt;
use core::hash::{Hash, Hasher};

use super::{Cursor, Expected, Missing, Number, Skip, read_choice, write_text};

/// An option an engine declares: its name (spaces and all) and its type
/// with its default, bounds or values. Written in the order Stockfish
/// writes them: `name`, `type`, `default`, `min`, `max`, the `var`s.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::{EngineOption, OptionKind};
///
/// let line = "option name Hash type spin default 16 min 1 max 33554432";
/// let FromEngine::EngineOption(option) = FromEngine::parse(line)? else { panic!() };
/// assert_eq!(option.name, "Hash");
/// assert_eq!(option.kind, OptionKind::Spin { default: Some(16), min: Some(1), max: Some(33_554_432) });
/// assert_eq!(FromEngine::EngineOption(option).to_string(), line);
///
/// let clear = EngineOption { name: "Clear Hash", kind: OptionKind::Button };
/// assert_eq!(FromEngine::EngineOption(clear).to_string(), "option name Clear Hash type button");
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EngineOption<'a> {
    /// The name, which may hold spaces (`Clear Hash`).
    pub name: &'a str,
    /// The type, with its default and bounds or values.
    pub kind: OptionKind<'a>,
}

/// The type of an [`EngineOption`], with what it declares.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::OptionKind;
///
/// let line = "option name Style type combo default Normal var Solid var Normal var Risky";
/// let FromEngine::EngineOption(option) = FromEngine::parse(line)? else { panic!() };
/// let OptionKind::Combo { default, vars } = option.kind else { panic!() };
/// assert_eq!(default, Some("Normal"));
/// assert_eq!(vars.iter().collect::<Vec<_>>(), ["Solid", "Normal", "Risky"]);
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionKind<'a> {
    /// `check`: on or off.
    Check {
        /// `true` or `false`.
        default: Option<bool>,
    },
    /// `spin`: a whole number between bounds.
    Spin {
        /// The default.
        default: Option<i64>,
        /// The least value.
        min: Option<i64>,
        /// The greatest value.
        max: Option<i64>,
    },
    /// `combo`: one of a list of values.
    Combo {
        /// The default.
        default: Option<&'a str>,
        /// The values.
        vars: Vars<'a>,
    },
    /// `button`: an action, no value.
    Button,
    /// `string`: a text (`<empty>` is how engines write an empty one).
    String {
        /// The default, empty when `default` ends the line.
        default: Option<&'a str>,
    },
    /// `filename`: a path.
    Filename {
        /// The default.
        default: Option<&'a str>,
    },
}

/// The values of a `combo` option: the `var`s of a line, or a slice to
/// write.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::protocol::{EngineOption, OptionKind, Vars};
///
/// let kind = OptionKind::Combo { default: Some("Fast"), vars: Vars::from_slice(&["Fast", "Very slow"]) };
/// let text = FromEngine::EngineOption(EngineOption { name: "Mode", kind }).to_string();
/// assert_eq!(text, "option name Mode type combo default Fast var Fast var Very slow");
/// assert_eq!(FromEngine::parse(&text)?, FromEngine::EngineOption(EngineOption { name: "Mode", kind }));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Vars<'a> {
    repr: VarsRepr<'a>,
}

#[derive(Clone, Copy, Debug)]
enum VarsRepr<'a> {
    /// The part of a line from the first `var` on.
    Text(&'a str),
    Slice(&'a [&'a str]),
}

/// The words that end a value.
const STOPS: &[&str] = &["default", "min", "max", "var"];

impl<'a> Vars<'a> {
    /// The values of a slice.
    ///
    /// ```
    /// use pin_runtime::protocol::Vars;
    ///
    /// assert_eq!(Vars::from_slice(&["a", "b"]).iter().count(), 2);
    /// ```
    #[must_use]
    pub const fn from_slice(vars: &'a [&'a str]) -> Self {
        Self {
            repr: VarsRepr::Slice(vars),
        }
    }

    /// Returns the values, in order.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::FromEngine;
    /// use pin_runtime::protocol::OptionKind;
    ///
    /// let FromEngine::EngineOption(option) = FromEngine::parse("option name A type combo var x y var z")? else { panic!() };
    /// let OptionKind::Combo { vars, .. } = option.kind else { panic!() };
    /// assert_eq!(vars.iter().collect::<Vec<_>>(), ["x y", "z"]);
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = &'a str> + 'a {
        let (text, slice) = match self.repr {
            VarsRepr::Text(text) => (text, [].as_slice()),
            VarsRepr::Slice(slice) => ("", slice),
        };
        let mut cursor = Cursor::new(text);
        let from_text = core::iter::from_fn(move || {
            loop {
                let (_, word) = cursor.next_word()?;
                if word == "var" {
                    return Some(cursor.until(STOPS).1);
                }
            }
        });
        from_text.chain(slice.iter().copied())
    }
}

impl PartialEq for Vars<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for Vars<'_> {}

impl Hash for Vars<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for var in self.iter() {
            var.hash(state);
        }
    }
}

impl fmt::Debug for Vars<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Reads a number from a value's text.
fn value_number<N: Number>((at, text): (usize, &str)) -> Result<N, Missing> {
    N::read(text).ok_or(Missing(N::EXPECTED, at))
}

/// Reads what follows `option`: unknown words before `name` and among the
/// parameters are skipped.
pub(crate) fn read_option<'a>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
    keyword: bool,
) -> Result<EngineOption<'a>, Missing> {
    if keyword {
        read_name(cursor, skip)?;
    }
    let (_, name) = cursor.until(&["type"]);
    let at = cursor.next_start();
    if cursor.next_word().is_none() {
        return Err(Missing(Expected::Type, at));
    }
    let at = cursor.next_start();
    let mut kind = match cursor.next_word() {
        Some((_, "check")) => OptionKind::Check { default: None },
        Some((_, "spin")) => OptionKind::Spin {
            default: None,
            min: None,
            max: None,
        },
        Some((_, "combo")) => OptionKind::Combo {
            default: None,
            vars: Vars {
                repr: VarsRepr::Text(""),
            },
        },
        Some((_, "button")) => OptionKind::Button,
        Some((_, "string")) => OptionKind::String { default: None },
        Some((_, "filename")) => OptionKind::Filename { default: None },
        _ => return Err(Missing(Expected::OptionType, at)),
    };
    let mut first_var = None;
    while let Some((at, word)) = cursor.next_word() {
        let value = match word {
            "default" | "min" | "max" | "var" => cursor.until(STOPS),
            _ => {
                skip.skip(at, word);
                continue;
            }
        };
        match (&mut kind, word) {
            (OptionKind::Check { default }, "default") => {
                *default = Some(match value.1 {
                    "true" => true,
                    "false" => false,
                    _ => return Err(Missing(Expected::Boolean, value.0)),
                });
            }
            (OptionKind::Spin { default, .. }, "default") => {
                *default = Some(value_number(value)?);
            }
            (OptionKind::Spin { min, .. }, "min") => *min = Some(value_number(value)?),
            (OptionKind::Spin { max, .. }, "max") => *max = Some(value_number(value)?),
            (
                OptionKind::Combo { default, .. }
                | OptionKind::String { default }
                | OptionKind::Filename { default },
                "default",
            ) => *default = Some(value.1),
            (OptionKind::Combo { vars, .. }, "var") => {
                let start = *first_var.get_or_insert(at);
                let text = cursor.line().get(start..cursor.at()).unwrap_or_default();
                vars.repr = VarsRepr::Text(text);
            }
            _ => {
                skip.skip(at, word);
                if !value.1.is_empty() {
                    skip.skip(value.0, value.1);
                }
            }
        }
    }
    Ok(EngineOption { name, kind })
}

/// Skips to `name` (read): unknown words before it are skipped.
fn read_name<'a>(cursor: &mut Cursor<'a>, skip: &mut dyn Skip<'a>) -> Result<(), Missing> {
    read_choice(cursor, skip, &["name"], Expected::Name).map(|_| ())
}

impl fmt::Display for EngineOption<'_> {
    /// `option name …`, the type and what it declares.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, true)
    }
}

impl EngineOption<'_> {
    /// Writes the declaration, with `name` before the name (UCI, USI) or
    /// without (UCCI).
    pub(crate) fn write(&self, f: &mut fmt::Formatter<'_>, keyword: bool) -> fmt::Result {
        f.write_str(if keyword { "option name" } else { "option" })?;
        if !self.name.is_empty() {
            write!(f, " {}", self.name)?;
        }
        f.write_str(" type ")?;
        match self.kind {
            OptionKind::Check { default } => {
                f.write_str("check")?;
                if let Some(default) = default {
                    write!(f, " default {default}")?;
                }
            }
            OptionKind::Spin { default, min, max } => {
                f.write_str("spin")?;
                for (name, value) in [("default", default), ("min", min), ("max", max)] {
                    if let Some(value) = value {
                        write!(f, " {name} {value}")?;
                    }
                }
            }
            OptionKind::Combo { default, vars } => {
                f.write_str("combo")?;
                write_default(f, default)?;
                for var in vars.iter() {
                    f.write_str(" var")?;
                    write_text(f, var)?;
                }
            }
            OptionKind::Button => f.write_str("button")?,
            OptionKind::String { default } => {
                f.write_str("string")?;
                write_default(f, default)?;
            }
            OptionKind::Filename { default } => {
                f.write_str("filename")?;
                write_default(f, default)?;
            }
        }
        Ok(())
    }
}

/// Writes ` default` and the text, if any.
fn write_default(f: &mut fmt::Formatter<'_>, default: Option<&str>) -> fmt::Result {
    match default {
        Some("") => f.write_str(" default"),
        Some(text) => write!(f, " default {text}"),
        None => Ok(()),
    }
}
