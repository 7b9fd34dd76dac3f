//! The integration tests, one module per subject.

mod cell;
mod diagram;
