//! placeholder while writing
