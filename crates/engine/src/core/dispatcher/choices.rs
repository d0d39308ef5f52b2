//! Marketing choices a person makes for customers (a member of staff on the phone, a
//! do-not-contact list, the local API): they reach the loop as a command, so the customers'
//! marketing messages already waiting are skipped from the next claim on, exactly as after a
//! customer's own STOP.

use super::*;
use crate::ledger::state::{ChoiceMaker, PersonChoiceOutcome};

/// One marketing choice a person made for some customers, with who and why.
#[derive(Debug, Clone)]
pub struct PersonChoices {
    /// The customers.
    pub recipients: Vec<E164>,
    /// Stop or resume marketing.
    pub choice: MarketingChoice,
    /// Where it came from, as stored (`staff`, `local API`).
    pub source: String,
    /// The person.
    pub by: String,
    /// Why, in their words.
    pub reason: Option<String>,
}

/// What the loop answers: for each customer, in order, whether it changed anything.
pub type ChoicesAnswer = oneshot::Sender<Result<Vec<PersonChoiceOutcome>, LedgerError>>;

impl Dispatcher {
    /// Applies a person's choice. A stop is held in memory at once, before the write: the
    /// next claim already skips the customer's marketing, and a stop that fails to be written
    /// only errs on the side the person asked for (it is taken back below). A resume lets
    /// marketing go again only once it is written, so a failed write never lets a message go
    /// to a customer the ledger still says stopped.
    pub(super) fn person_choices(&mut self, choices: PersonChoices, done: ChoicesAnswer) {
        let now = self.clock.now_ms();
        let mut newly_held = Vec::new();
        if choices.choice == MarketingChoice::Stop {
            for recipient in &choices.recipients {
                if self.opted_out.insert(recipient.clone()) {
                    newly_held.push(recipient.clone());
                }
            }
        }
        // Written after every decision already made, so nothing older overtakes it.
        self.flush();
        let job = choices.clone();
        let write = self.ledger.submit(move |c| {
            let maker = ChoiceMaker {
                by: Some(job.by.as_str()),
                reason: job.reason.as_deref(),
            };
            job.recipients
                .iter()
                .map(|r| {
                    saved::save_person_choice(c, r.as_str(), job.choice, now, &job.source, maker)
                })
                .collect::<rusqlite::Result<Vec<_>>>()
        });
        let events = self.events_tx.clone();
        tokio::spawn(async move {
            let result = write.await;
            // The dispatcher outlives the tasks it spawns.
            let _ = events.send(Event::ChoicesSaved {
                choices,
                newly_held,
                result,
                done,
            });
        });
    }

    /// The write of [`Dispatcher::person_choices`] ended.
    pub(super) fn choices_saved(
        &mut self,
        choices: PersonChoices,
        newly_held: Vec<E164>,
        result: Result<Vec<PersonChoiceOutcome>, LedgerError>,
        done: ChoicesAnswer,
    ) {
        match &result {
            Ok(_) => {
                let changed = choices.recipients.len();
                match choices.choice {
                    MarketingChoice::Stop => {
                        tracing::info!(changed, source = %choices.source, "opted out of marketing by a person");
                    }
                    MarketingChoice::Resume => {
                        tracing::info!(changed, source = %choices.source, "marketing allowed again by a person");
                        for recipient in &choices.recipients {
                            self.opted_out.remove(recipient);
                        }
                    }
                }
            }
            Err(error) => {
                for recipient in &newly_held {
                    self.opted_out.remove(recipient);
                }
                self.ledger_failed(error);
            }
        }
        let _ = done.send(result);
    }
}
