//! Conversations (`docs/inbox.md`): what customers write back and the files they send.

pub mod media;
