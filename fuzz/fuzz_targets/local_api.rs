//! Requests to the local API (`api::router`, with `api/work.rs`'s routes), driven in-process
//! through the router on a real engine and ledger: any method, path, query, headers and body,
//! up to four requests in a row (see `pacer_fuzz::api` for the input's form).
//!
//! Checked besides "no panic, no hang": every answer is a result or the client's mistake, never
//! a 500 or a 503 (the engine failing or stopping), and a JSON answer parses.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(init: pacer_fuzz::init(), |data: &[u8]| {
    pacer_fuzz::api::exercise(data);
});
