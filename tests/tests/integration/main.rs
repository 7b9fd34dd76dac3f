//! The integration tests, one module per subject.

mod shogi;
mod xiangqi;
