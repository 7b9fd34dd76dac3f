//! `serde` support: a position is its FEEN string.

use core::fmt;
use core::marker::PhantomData;

use serde_core::de::{Deserialize, Deserializer, Error, Visitor};
use serde_core::ser::{Serialize, Serializer};

use super::{Feen, FeenError, Grid, Position};

impl<B: Grid> Serialize for Position<B> {
    /// Writes the canonical FEEN string.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de, B: Grid> Deserialize<'de> for Position<B> {
    /// Reads a FEEN string of this board's shape; a bad one fails with its
    /// [`FeenError`] message.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PositionVisitor<B>(PhantomData<B>);

        impl<B: Grid> Visitor<'_> for PositionVisitor<B> {
            type Value = Position<B>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a FEEN position of {}", B::DIMENSIONS)
            }

            fn visit_str<E: Error>(self, text: &str) -> Result<Position<B>, E> {
                Position::parse(text).map_err(E::custom::<FeenError>)
            }
        }

        deserializer.deserialize_str(PositionVisitor(PhantomData))
    }
}

impl Serialize for Feen<'_> {
    /// Writes the FEEN string read.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Feen<'de> {
    /// Reads a FEEN string borrowed from the input (so from formats that
    /// can lend one, such as JSON without escapes); a bad one fails with its
    /// [`FeenError`] message.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FeenVisitor;

        impl<'de> Visitor<'de> for FeenVisitor {
            type Value = Feen<'de>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a FEEN position borrowed from the input")
            }

            fn visit_borrowed_str<E: Error>(self, text: &'de str) -> Result<Feen<'de>, E> {
                Feen::parse(text).map_err(E::custom::<FeenError>)
            }
        }

        deserializer.deserialize_str(FeenVisitor)
    }
}
