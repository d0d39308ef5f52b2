//! Pacer's engine: everything that sends, paces and accounts for messages, with no window.
//!
//! The flow it implements is `DESIGN.md` §2. Today it holds the Graph API client (re-exported
//! from `pacer-cloud`, which owns Meta's wire format and error classification); the ledger,
//! dispatcher, limiter, pacing, retry policy, webhook applier, tunnel, import, campaigns and
//! reports arrive with their issues. The engine never depends on Tauri.

pub use pacer_cloud as cloud;
