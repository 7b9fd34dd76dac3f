//! Moves: PMN, the engines' move notations (UCI, USI, UCCI) and moves
//! played on positions.

mod apply;
mod chess;
mod command;
mod layout;
mod pmn;
mod serde;
mod shogi;
mod uci;
mod xiangqi;
