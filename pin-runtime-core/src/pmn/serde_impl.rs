//! `serde` support: a move is its string, PMN, an engine's or SAN.

use core::fmt;

use serde_core::de::{Deserialize, Deserializer, Error, Visitor};
use serde_core::ser::{Serialize, Serializer};

use super::Pmn;
use crate::PmnError;
#[cfg(feature = "chess")]
use crate::chess::{San, SanError, Uci, UciError};

/// Implements `Serialize` and `Deserialize` for a move type as its text.
macro_rules! move_serde {
    ($ty:ident, $error:ident, $expecting:literal) => {
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let (bytes, len) = self.to_bytes();
                let text = bytes.get(..len).unwrap_or_default();
                // Moves are written in ASCII.
                serializer.serialize_str(core::str::from_utf8(text).unwrap_or_default())
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct MoveVisitor;

                impl Visitor<'_> for MoveVisitor {
                    type Value = $ty;

                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str($expecting)
                    }

                    fn visit_str<E: Error>(self, text: &str) -> Result<$ty, E> {
                        $ty::parse(text).map_err(E::custom::<$error>)
                    }

                    fn visit_bytes<E: Error>(self, text: &[u8]) -> Result<$ty, E> {
                        $ty::parse_bytes(text).map_err(E::custom::<$error>)
                    }
                }

                deserializer.deserialize_str(MoveVisitor)
            }
        }
    };
}

move_serde!(Pmn, PmnError, "a PMN move such as \"e2-e4\"");
#[cfg(feature = "chess")]
move_serde!(Uci, UciError, "a UCI move such as \"e2e4\"");
#[cfg(feature = "chess")]
move_serde!(San, SanError, "a SAN move such as \"Nf3\"");
