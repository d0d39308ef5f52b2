//! Campaigns (`docs/sending.md#templates-and-campaigns`): a template, an audience (lists and tags), a mapping of each
//! template variable to a column or a fixed text, optionally a PDF per recipient — checked
//! before launch, previewed per recipient, test-sent to one number, planned against the tier,
//! scheduled in a time zone, and launched into the ledger as one batch whose id is the
//! campaign's id.
//!
//! Launch is idempotent: every recipient's message carries the idempotency key
//! `<campaign>:<contact>`, so launching twice, or again after a crash mid-launch, never queues
//! anyone twice.
//!
//! The parts: the types in `model.rs` (and `error.rs`), storing and reading them in `store.rs`,
//! the check before launch in `check.rs` (with each recipient's values from `values.rs`), the
//! preview and test send in `preview.rs`, the launch in `launch.rs`, pause/resume/cancel/discard
//! and retry in `control.rs`, progress in `progress.rs`, and the background launcher with its
//! scheduler in `launcher.rs`; header files (pictures, videos, PDFs) in `header_files.rs`, the tier plan in `plan.rs`.

mod check;
mod control;
mod error;
pub mod header_files;
mod hours_plan;
mod languages;
mod launch;
mod launcher;
mod model;
mod plan;
mod preview;
mod progress;
mod store;
mod values;
mod versions;
pub(crate) use values::Headers;

pub use crate::audiences::Audience;
pub use check::{Check, LanguagePlan, Problem, check};
pub use control::{RetryReport, cancel, discard, pause, resume, retry_failed};
pub use error::{CampaignError, Refused};
pub use header_files::{HeaderFile, HeaderFileError, HeaderKind, HeaderUploads};
pub use hours_plan::HoursPlan;
pub use languages::match_language;
pub use launch::{LaunchProgress, LaunchReport, LaunchView, launch, launch_with};
pub use launcher::Launcher;
pub use model::{
    Campaign, CampaignSpec, CampaignState, HeaderFolder, Hours, Schedule, Source, schedule_millis,
};
pub use plan::TierPlan;
pub use preview::{FilePreview, RecipientPreview, preview, test_send};
pub use progress::{Progress, progress};
pub(crate) use store::{audience_of, name_of};
pub use store::{clone_campaign, create, files_in_use, get, list};
pub use versions::{Changed, LastChange, unchanged};
