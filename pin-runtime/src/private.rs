//! What the macros' expansions name. Not part of the API.

pub use pin_runtime_core::__private::*;
#[cfg(feature = "makruk")]
pub use pin_runtime_macros::makruk_fen_text;
pub use pin_runtime_macros::{
    board_item, board_value, cell_code, epin_code, epins_code, feen_item, feen_value, pin_code,
    pins_code, pmn_text, qpi_code, sin_code,
};
#[cfg(feature = "chess")]
pub use pin_runtime_macros::{chess_fen_text, san_text, uci_text};
#[cfg(feature = "shogi")]
pub use pin_runtime_macros::{sfen_text, usi_text};
#[cfg(feature = "xiangqi")]
pub use pin_runtime_macros::{ucci_text, xiangqi_fen_text};
