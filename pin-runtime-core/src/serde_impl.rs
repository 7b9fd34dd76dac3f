//! `serde` support: a piece is its token string.

use core::fmt;

use serde_core::de::{Deserialize, Deserializer, Error, Visitor};
use serde_core::ser::{Serialize, Serializer};

use crate::{Epin, ParseError, Pin, Qpi, Sin};

/// A type written as one token.
trait Token: Copy {
    /// Hands the token's text to `f`.
    fn with_token<R>(self, f: impl FnOnce(&str) -> R) -> R;
}

impl Token for Pin {
    fn with_token<R>(self, f: impl FnOnce(&str) -> R) -> R {
        f(self.encode().as_str())
    }
}

impl Token for Epin {
    fn with_token<R>(self, f: impl FnOnce(&str) -> R) -> R {
        f(self.encode().as_str())
    }
}

impl Token for Sin {
    fn with_token<R>(self, f: impl FnOnce(&str) -> R) -> R {
        f(self.as_str())
    }
}

impl Token for Qpi {
    fn with_token<R>(self, f: impl FnOnce(&str) -> R) -> R {
        self.with_str(f)
    }
}

/// Implements `Serialize` and `Deserialize` for a type as its token.
macro_rules! token_serde {
    ($ty:ident, $expecting:literal) => {
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                self.with_token(|token| serializer.serialize_str(token))
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct TokenVisitor;

                impl Visitor<'_> for TokenVisitor {
                    type Value = $ty;

                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str($expecting)
                    }

                    fn visit_str<E: Error>(self, token: &str) -> Result<$ty, E> {
                        $ty::parse(token).map_err(E::custom::<ParseError>)
                    }

                    fn visit_bytes<E: Error>(self, token: &[u8]) -> Result<$ty, E> {
                        $ty::parse_bytes(token).map_err(E::custom::<ParseError>)
                    }
                }

                deserializer.deserialize_str(TokenVisitor)
            }
        }
    };
}

token_serde!(Pin, "a PIN token such as \"+K^\"");
token_serde!(Epin, "an EPIN token such as \"S'\"");
token_serde!(Sin, "a SIN token such as \"W\"");
token_serde!(Qpi, "a QPI token such as \"W:K^\"");
