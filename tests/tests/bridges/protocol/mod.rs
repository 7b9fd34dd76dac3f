//! The engine protocols (`chess::protocol`, UCI; `shogi::protocol`, USI;
//! `xiangqi::protocol`, UCCI):
//! every message kind read and written back, whitespace and unknown words,
//! the errors, and the readings of python-chess (vectors) and of
//! vampirc-uci (feature `vampirc`).

mod chess;
mod python;
mod shogi;
#[cfg(feature = "vampirc")]
mod vampirc;
mod whitespace;
mod xiangqi;

/// The numbers of an `info` line by their names, as the references give
/// them (`sbhits` is none's but vampirc-uci's).
fn info_numbers(info: &pin_runtime::chess::protocol::Info<'_>) -> Vec<(&'static str, u64)> {
    [
        ("depth", info.depth.map(u64::from)),
        ("seldepth", info.seldepth.map(u64::from)),
        ("multipv", info.multipv.map(u64::from)),
        ("currmovenumber", info.currmovenumber.map(u64::from)),
        ("hashfull", info.hashfull.map(u64::from)),
        ("cpuload", info.cpuload.map(u64::from)),
        ("nodes", info.nodes),
        ("nps", info.nps),
        ("tbhits", info.tbhits),
        ("sbhits", info.sbhits),
        ("time", info.time),
    ]
    .into_iter()
    .filter_map(|(name, value)| Some((name, value?)))
    .collect()
}

/// Each line reads as `$ty`, writes itself back byte for byte, and what
/// it writes reads the same; with `$spaced` (its spaces replaced,
/// whitespace at the ends) it reads the same too, unless `$keeps_spaces`
/// says its text keeps them (a name, a value).
macro_rules! round_trips {
    ($lines:expr, $ty:ty, $spaced:expr, $keeps_spaces:expr $(,)?) => {
        for &line in $lines {
            let line: &str = line;
            let read = <$ty>::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            let written = read.to_string();
            assert_eq!(written, line);
            assert_eq!(<$ty>::parse(&written).unwrap(), read);
            if !$keeps_spaces(line) {
                let text: String = $spaced(line);
                let again = <$ty>::parse(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
                assert_eq!(again, read, "{text:?}");
            }
        }
    };
}

use round_trips;
