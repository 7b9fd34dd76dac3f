// A user's own items named like the ones the derive's code could reach for.
#![allow(dead_code, non_camel_case_types, non_upper_case_globals)]

struct Ok;
struct Err;
struct Some;
struct None;
struct Option;
struct Result;
struct Pin;
struct Epin;
struct Letter;
struct From;
struct TryFrom;
struct FromStr;
struct Display;
struct u8;
struct u16;
struct usize;
struct str;
mod core {}
mod std {}
mod pin_runtime {}
mod __private {}
// Lowercase constants and unit structs named like the derive's locals: a
// binding cannot take the name of either.
const positions: i32 = 0;
const token: i32 = 0;
const rank: i32 = 0;
const square: i32 = 0;
const variants: i32 = 0;
const variant: i32 = 0;
const piece: i32 = 0;
struct value;
const f: i32 = 0;
const s: i32 = 0;
const NONE: i32 = 0;
const POSITIONS: i32 = 0;

#[derive(::pin_runtime::Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("p")]
    BlackPawn,
}

#[derive(::pin_runtime::Pieces)]
enum Hand {
    #[epin("S'")]
    Silver,
}

#[derive(::pin_runtime::Pieces)]
enum Role {
    #[letter("K")]
    King,
}

// The typed forms, whose expansions name the runtime's items and `core`.
#[derive(::core::clone::Clone, ::core::marker::Copy, ::pin_runtime::Pieces)]
enum Typed {
    #[pin("K^", "-K^")]
    WhiteKing,
    #[pin("p", "+p")]
    BlackPawn,
}

const TYPED: ::pin_runtime::TypedPosition<::pin_runtime::BoardOf<Typed, 1, 3>> =
    ::pin_runtime::feen!(Typed, "-K^1+p p/ W/w");
const CUBE: ::pin_runtime::Board3Of<Typed, 2, 2, 1> = ::pin_runtime::board!(Typed, "K^/1//1/p");

fn main() {
    let _ = TYPED.to_position();
    let _ = Typed::to_board3(CUBE);
    let _ = Typed::from_board3(::pin_runtime::board!("K^/1//1/p"));
    let _ = Piece::from_pin(Piece::WhiteKing.to_pin());
    let _ = Hand::from_epin(Hand::Silver.to_epin());
    let _ = Role::from_letter(Role::King.to_letter());
    let _ = Piece::from_board(::pin_runtime::board!("K^p"));
    let _ = <Piece as ::core::str::FromStr>::from_str("p");
    let _ = ::std::string::ToString::to_string(&Piece::BlackPawn);
}
