//! A reply from the Inbox: free text, a file or an approved template, sent through the express
//! lane and the ledger like every message. Inside the customer's 24-hour window anything may
//! go; outside it only a template (Meta refuses the rest with 131047), so Pacer refuses before
//! sending and the window offers a template instead.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// What a person answers with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reply {
    /// Words (and emoji).
    Text {
        /// What it says (at most 4,096 characters).
        body: String,
    },
    /// A picture, video, sound or file from this computer, with words under it.
    File {
        /// The file, as the person chose it.
        path: String,
        /// Words shown under it (not for a sound).
        caption: Option<String>,
    },
    /// An approved template, with its values (by variable key: `body.1`).
    Template {
        /// Its name.
        name: String,
        /// Its language (Meta's code).
        language: String,
        /// Its values.
        values: BTreeMap<String, String>,
    },
}
