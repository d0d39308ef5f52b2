//! Pacer's engine: everything that sends, paces and accounts for messages, with no window.
//!
//! The flow is `docs/sending.md#the-flow-of-one-message`: a message is committed to the [`ledger`] as `queued`; the
//! [`dispatcher`] picks it (express before bulk, [`pacing`] per recipient, the [`tier`]
//! budget), commits `sending`, takes a slot from the [`limiter`] and sends it with the Graph
//! client (`pacer-cloud`) on the [`wire`] thread; Meta's answer goes through the [`retry`] policy; status webhooks
//! arrive through the [`webhook`] receiver and move messages to delivered, read or failed; a
//! message whose answer was lost is sent once more only as [`reconcile`] allows; one that could
//! not leave within its time limit ends expired ([`expiry`]).
//! [`Engine`] ties it together; [`api`] is the local HTTP API; [`supervision`] watches the
//! parts that run on their own, so a panic in one is shown and never a silent stop. The engine
//! never depends on Tauri.
//!
//! The modules sit in three layers, one folder each, and a module leans only on its own layer
//! and the ones below it (`docs/architecture.md` names the places that do not yet):
//!
//! - [`core`]: the sending engine — ledger, dispatcher, limiter, pacing, tier, retry,
//!   reconciliation, expiry, the connection state and applying Meta's webhooks;
//! - [`office`]: what office staff work with — imports, contacts, templates, campaigns, reports,
//!   and the rules of the settings a person chooses;
//! - [`host`]: how the engine is reached — the local API, the webhook receiver, the tunnel, and
//!   [`node`], which starts them together.
//!
//! Each module is also re-exported here, so callers write `pacer_engine::ledger`, not
//! `pacer_engine::core::ledger`: the layer is where a file lives, not part of its name.

pub mod core;
pub mod host;
pub mod office;

pub use crate::core::{
    clock, config, connection, dispatcher, expiry, ledger, limiter, numbers, pacing, phone,
    reasons, reconcile, retry, send_hours, supervision, tier, webhook, wire,
};
pub use host::{api, doors, listener, node, readable, sharing, tunnel, webhook_receiver};
pub use office::{
    audiences, audit, campaigns, contacts, import, inbox, opt_outs, prices, reports,
    settings_rules, templates,
};

pub(crate) use crate::core::engine;
pub use crate::core::engine::{
    Engine, EngineError, ShapedItem, ShapedSubmissions, Submission, Submitted,
};
pub use crate::core::phone::E164;
pub use pacer_cloud as cloud;
