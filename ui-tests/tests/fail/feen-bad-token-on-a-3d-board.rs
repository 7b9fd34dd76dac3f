// The square is named by CELL: the last layer written is layer A.
const POSITION: pin_runtime::Position<pin_runtime::Board3<2, 2, 2>> =
    pin_runtime::feen!("ab/c?//AB/CD / W/w");

fn main() {}
