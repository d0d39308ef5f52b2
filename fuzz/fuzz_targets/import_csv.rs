//! A contact list file of any bytes: read, normalised, deduplicated (the preview), then
//! imported into a real ledger. Every input ends in a report or an `ImportError`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pacer_fuzz::import;

fuzz_target!(init: pacer_fuzz::init(), |data: &[u8]| {
    import::exercise("list.csv", data);
});
