#![no_implicit_prelude]

#[derive(::pin_runtime::Pieces)]
enum Hand {
    #[epin("S'")]
    DerivedSilver,
    #[epin("+p")]
    PromotedPawn,
}

#[derive(::pin_runtime::Pieces)]
enum Role {
    #[letter("K")]
    King,
}

const START: [[::core::option::Option<Hand>; 2]; 1] =
    ::pin_runtime::board_of!(Hand, ::pin_runtime::board!("S'+p"));

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
    let _ = Typed::from_board(::pin_runtime::board!("K^1+p"));
    let _ = Typed::to_board(::pin_runtime::board!(Typed, "K^1+p"));
    let _ = Typed::to_board3(CUBE);
    let _ = Hand::from_epin(Hand::DerivedSilver.to_epin());
    let _ = Role::from_letter(Role::King.to_letter());
    let _ = <Hand as ::core::str::FromStr>::from_str("+p");
    let _ = <Hand as ::core::convert::TryFrom<::pin_runtime::Epin>>::try_from(Hand::PromotedPawn.to_epin());
    let _ = START;
}
