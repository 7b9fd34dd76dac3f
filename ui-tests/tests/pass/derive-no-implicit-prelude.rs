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

fn main() {
    let _ = Hand::from_epin(Hand::DerivedSilver.to_epin());
    let _ = Role::from_letter(Role::King.to_letter());
    let _ = <Hand as ::core::str::FromStr>::from_str("+p");
    let _ = <Hand as ::core::convert::TryFrom<::pin_runtime::Epin>>::try_from(Hand::PromotedPawn.to_epin());
    let _ = START;
}
