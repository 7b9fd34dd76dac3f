//! What the macros' expansions name. Not part of the API.

pub use pin_runtime_core::__private::*;
pub use pin_runtime_macros::{
    board_item, board_value, cell_code, chess_fen_text, epin_code, epins_code, feen_item,
    feen_value, makruk_fen_text, pin_code, pins_code, pmn_text, qpi_code, sfen_text, sin_code,
    ucci_text, uci_text, usi_text, xiangqi_fen_text,
};
