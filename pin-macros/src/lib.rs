//! Procedural macros behind `pin_runtime::pin!` and `pin_runtime::epin!`.
