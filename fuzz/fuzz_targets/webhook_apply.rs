//! A webhook body, signed, through the receiver into the inbox, then the applier: parsed
//! (`webhook::payload`) and applied by the dispatcher to a real ledger holding messages the
//! real payloads talk about. A body the parser reads must end `applied`, any other
//! `unparseable`, and the applier must keep going.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(init: pacer_fuzz::init(), |data: &[u8]| {
    pacer_fuzz::webhook::exercise(data);
});
