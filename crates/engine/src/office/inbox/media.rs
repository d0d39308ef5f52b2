//! Files customers send — a photo of a bank slip, a PDF, a voice note — fetched from Meta into
//! the data folder, so they can be shown beside the conversation.
//!
//! A customer's message of a media kind carries only a media id (`inbound_messages.detail`'s
//! `$.id`); the file must be fetched within seven days, after which Meta has forgotten it. The
//! fetcher ([`MediaFetcher`], one background loop per running Pacer) finds new media messages,
//! checks the size Meta declares against Meta's limit for the kind, downloads the file through
//! a temporary file to `<data folder>/media/inbound/<sha256>.<ext>`, and checks its SHA-256.
//! What fails for good ends `expired` or `too_big`; what may pass (the network, Meta busy) is
//! tried again with a growing wait, then ends `failed` until a person asks again
//! ([`MediaFetcher::fetch_now`]).
//!
//! This module owns the table `inbound_media`: every write is in `media/store.rs`.
//!
//! - `kinds`: the media kinds, Meta's size limit for each, a file's extension.
//! - `problem`: why a file is not here, in the catalogue's words.
//! - `store`: the table's rows: discovered, due, stored, given up.
//! - `fetch`: one file from Meta to the data folder.
//! - `fetcher`: the background loop and its wake-ups.
//! - `view`: what the thread view reads.

mod fetch;
mod fetcher;
mod kinds;
mod problem;
mod store;
mod view;

pub use fetcher::{FetchSettings, MediaFetcher};
pub use kinds::{MediaKind, human_size, limit_for};
pub use problem::MediaProblem;
pub use store::fetch_again;
pub use view::{InboundMediaView, MediaState, media_for};

/// Where stored files go, relative to the data folder.
pub const INBOUND_FOLDER: &str = "media/inbound";
