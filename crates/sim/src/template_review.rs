//! Meta's review of a created or edited template, in simulated time: `SimConfig::template_review`
//! after the request, the template becomes APPROVED or REJECTED (the decision is
//! `templates::review`) and Meta's `message_template_status_update` webhook goes to the
//! subscribers through the same queue as every other webhook.
//!
//! Each review is one task on the simulator's tracker that sleeps until its time; it ends at
//! shutdown. A template edited or deleted while in review is left alone by the older review
//! (`TemplateStore::conclude_review` checks the review round).

use std::sync::Arc;

use crate::clock::micros;
use crate::log::LogRecord;
use crate::shared::Shared;
use crate::templates::{Reviewing, review::Verdict};
use crate::webhook_queue::Update;

impl Shared {
    /// Starts the review of a template that has just become PENDING.
    pub(crate) fn start_review(self: &Arc<Self>, reviewing: Reviewing) {
        let shared = Arc::clone(self);
        let due = self.clock.now() + self.config.template_review;
        self.tasks.spawn(async move {
            tokio::select! {
                () = shared.shutdown.cancelled() => {}
                () = tokio::time::sleep_until(shared.clock.instant_at(due)) => {
                    shared.conclude_review(&reviewing);
                }
            }
        });
    }

    fn conclude_review(&self, reviewing: &Reviewing) {
        let Some(done) = self.lock().templates.conclude_review(reviewing) else {
            return;
        };
        let now = self.clock.now();
        let rejection_info = match &done.verdict {
            Verdict::Approved => None,
            Verdict::Rejected {
                reason,
                recommendation,
            } => Some(((*reason).to_owned(), (*recommendation).to_owned())),
        };
        self.webhooks.push(
            now,
            Update::TemplateStatus {
                id: done.id,
                name: done.name.clone(),
                language: done.language.clone(),
                event: done.verdict.status().to_owned(),
                reason: done.verdict.reason().to_owned(),
                category: done.category.meta_name().to_owned(),
                rejection_info,
            },
        );
        self.log.write(LogRecord::TemplateStatus {
            t_us: micros(now),
            name: done.name,
            language: done.language,
            status: done.verdict.status().to_owned(),
        });
    }
}
