//! The launch: every ready recipient's message queued into the ledger as one batch, PDFs
//! uploaded round by round, each message keyed `<campaign>:<contact>` so nothing is queued twice.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use futures::StreamExt;
use pacer_cloud::{MessageContent, TemplateContent};
use serde::{Deserialize, Serialize};

use pacer_words::{Said, ids};

use super::check::{Prepared, prepare};
use super::store::{get, mark_launched, set_state, state_of};
use super::values::Values;
use super::{Campaign, CampaignError, CampaignState, InvoicePdf, PdfUploads, Problem, Refused};
use crate::contacts::Contact;
use crate::engine::{Engine, Submission};
use crate::ledger::messages::Lane;
use crate::numbers::thousands;
use crate::supervision::Part;
use crate::templates;

/// What a launch did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LaunchReport {
    /// Messages queued now.
    pub queued: usize,
    /// Recipients already queued by an earlier launch (nothing sent twice).
    pub already_queued: usize,
    /// Opted out of marketing: not sent.
    pub opted_out: usize,
    /// Recipients left out because of a problem (see the check).
    pub problems: Vec<Problem>,
    /// PDFs uploaded now / re-used from earlier uploads.
    pub pdfs_uploaded: usize,
    /// PDFs re-used.
    pub pdfs_reused: usize,
    /// One line for a person.
    pub summary: String,
}

/// How far a launch has got (shared with whoever watches it).
#[derive(Debug, Default)]
pub struct LaunchProgress {
    /// Distinct PDFs the launch needs.
    pub pdfs_total: AtomicUsize,
    /// PDFs uploaded or re-used so far.
    pub pdfs_done: AtomicUsize,
    /// Messages queued so far (including ones an earlier launch queued).
    pub queued: AtomicUsize,
    /// Recipients to queue.
    pub recipients: AtomicUsize,
}

/// A launch's progress as numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LaunchView {
    /// Distinct PDFs the launch needs.
    pub pdfs_total: usize,
    /// PDFs uploaded or re-used so far.
    pub pdfs_done: usize,
    /// Recipients to queue.
    pub recipients: usize,
    /// Queued so far.
    pub queued: usize,
}

impl LaunchProgress {
    /// The numbers now.
    pub fn view(&self) -> LaunchView {
        LaunchView {
            pdfs_total: self.pdfs_total.load(Ordering::Relaxed),
            pdfs_done: self.pdfs_done.load(Ordering::Relaxed),
            recipients: self.recipients.load(Ordering::Relaxed),
            queued: self.queued.load(Ordering::Relaxed),
        }
    }
}

/// Distinct PDFs uploaded per round: sending starts after the first round, not after the last.
const PDF_ROUND: usize = 64;
/// Messages queued per ledger write.
const QUEUE_CHUNK: usize = 10_000;

/// Queues every ready recipient's message. Recipients without a PDF are queued at once; those
/// with one are queued round by round as their PDFs are uploaded, so sending starts within
/// seconds even when thousands of invoices still have to go up. Idempotent: launching again
/// (or after a crash mid-launch) queues only who is not queued yet and re-uses every upload.
pub async fn launch(engine: &Engine, id: &str) -> Result<LaunchReport, CampaignError> {
    launch_with(engine, id, &LaunchProgress::default()).await
}

/// [`launch`], reporting progress as it goes.
pub async fn launch_with(
    engine: &Engine,
    id: &str,
    progress: &LaunchProgress,
) -> Result<LaunchReport, CampaignError> {
    let campaign = get(engine, id).await?;
    match campaign.state {
        CampaignState::Draft
        | CampaignState::Scheduled
        | CampaignState::Launching
        | CampaignState::Running
        | CampaignState::Paused => {}
        state @ (CampaignState::Cancelled | CampaignState::Done) => {
            return Err(CampaignError::WrongState {
                name: campaign.spec.name.clone(),
                state: state.as_str(),
                why: Refused::LaunchAgain,
            });
        }
    }
    let now = engine.clock().now_ms();
    let key = campaign.id.clone();
    let paused = campaign.state == CampaignState::Paused;
    if !paused {
        engine
            .ledger()
            .write(move |c| set_state(c, &key, CampaignState::Launching, now))
            .await?;
    }
    let started = std::time::Instant::now();
    let prepared = prepare(engine, campaign.clone()).await?;
    tracing::debug!(campaign = %campaign.id, recipients = prepared.ready.len(), elapsed = ?started.elapsed(), "launch: recipients checked");
    let Prepared {
        info,
        ready,
        opted_out,
        mut problems,
        ..
    } = prepared;
    progress.recipients.store(ready.len(), Ordering::Relaxed);

    let submission = |contact: &Contact, content: TemplateContent| Submission {
        to: contact.phone.clone(),
        lane: Lane::Bulk,
        content: MessageContent::Template(content),
        idempotency_key: Some(format!("{}:{}", campaign.id, contact.id)),
        batch: Some(campaign.id.clone()),
        expires_in: None,
    };
    let mut tally = Tally::default();
    let (plain, with_pdf): (Vec<_>, Vec<_>) =
        ready.into_iter().partition(|(_, _, file)| file.is_none());
    let mut submissions = Vec::with_capacity(plain.len());
    for (contact, values, _) in &plain {
        match templates::build(&info, values, None) {
            Ok(content) => submissions.push(submission(contact, content)),
            Err(value_problems) => problems.extend(problems_for(contact, value_problems)),
        }
    }
    tracing::debug!(campaign = %campaign.id, elapsed = ?started.elapsed(), "launch: messages built");
    tally
        .submit_all(engine, &campaign, submissions, progress)
        .await?;
    tracing::debug!(campaign = %campaign.id, elapsed = ?started.elapsed(), "launch: messages without a PDF queued");

    // Recipients by file, files in the order the audience first needs them.
    let mut files: Vec<InvoicePdf> = Vec::new();
    let mut by_file: HashMap<InvoicePdf, Vec<(Contact, Values)>> = HashMap::new();
    for (contact, values, file) in with_pdf {
        let Some(file) = file else { continue };
        let entry = by_file.entry(file.clone()).or_default();
        if entry.is_empty() {
            files.push(file);
        }
        entry.push((contact, values));
    }
    progress.pdfs_total.store(files.len(), Ordering::Relaxed);
    for round in files.chunks(PDF_ROUND) {
        let uploads = PdfUploads::upload_all(engine, round.to_vec()).await;
        tally.pdfs_uploaded += uploads.uploaded;
        tally.pdfs_reused += uploads.reused;
        progress.pdfs_done.fetch_add(round.len(), Ordering::Relaxed);
        let mut submissions = Vec::new();
        for file in round {
            let recipients = by_file.remove(file).unwrap_or_default();
            match uploads.media.get(file) {
                Some(Ok(media)) => {
                    for (contact, values) in recipients {
                        match templates::build(&info, &values, Some(media.clone())) {
                            Ok(content) => submissions.push(submission(&contact, content)),
                            Err(value_problems) => {
                                problems.extend(problems_for(&contact, value_problems))
                            }
                        }
                    }
                }
                failed => {
                    let why = match failed {
                        Some(Err(e)) => e.said(),
                        _ => Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_UPLOAD_UNFINISHED),
                    };
                    problems.extend(recipients.into_iter().map(|(contact, _)| {
                        Problem::new(
                            &contact,
                            Ok(Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_PDF)),
                            why.clone(),
                        )
                    }));
                }
            }
        }
        tally
            .submit(engine, &campaign, submissions, progress)
            .await?;
    }

    let now = engine.clock().now_ms();
    let key = campaign.id.clone();
    // A pause during the launch wins over "running".
    let state = engine
        .ledger()
        .write(move |c| {
            let current = state_of(c, &key)?;
            match current {
                Some(CampaignState::Launching) => set_state(c, &key, CampaignState::Running, now)?,
                Some(CampaignState::Paused) => mark_launched(c, &key, now)?,
                _ => {}
            }
            Ok(current)
        })
        .await?;
    if state == Some(CampaignState::Cancelled) {
        // Cancelled while the last round was being queued: what it queued is cancelled too.
        engine.cancel_batch(&campaign.id).await?;
    }
    let mut summary = format!("{} messages queued", thousands(tally.queued));
    if tally.already_queued > 0 {
        summary.push_str(&format!(
            ", {} already queued by an earlier launch (not sent twice)",
            thousands(tally.already_queued)
        ));
    }
    if opted_out > 0 {
        summary.push_str(&format!(
            ", {} opted out of marketing (not sent)",
            thousands(opted_out)
        ));
    }
    if !problems.is_empty() {
        summary.push_str(&format!(
            ", {} left out because of a problem (see the list)",
            thousands(problems.len())
        ));
    }
    if tally.pdfs_uploaded + tally.pdfs_reused > 0 {
        summary.push_str(&format!(
            "; {} PDFs uploaded, {} re-used from earlier uploads",
            thousands(tally.pdfs_uploaded),
            thousands(tally.pdfs_reused)
        ));
    }
    summary.push('.');
    Ok(LaunchReport {
        queued: tally.queued,
        already_queued: tally.already_queued,
        opted_out,
        problems,
        pdfs_uploaded: tally.pdfs_uploaded,
        pdfs_reused: tally.pdfs_reused,
        summary,
    })
}

#[derive(Default)]
struct Tally {
    queued: usize,
    already_queued: usize,
    pdfs_uploaded: usize,
    pdfs_reused: usize,
}

impl Tally {
    async fn submit(
        &mut self,
        engine: &Engine,
        campaign: &Campaign,
        items: Vec<Submission>,
        progress: &LaunchProgress,
    ) -> Result<(), CampaignError> {
        let (queued, already) = queue(engine, campaign, items, progress).await?;
        self.queued += queued;
        self.already_queued += already;
        Ok(())
    }

    /// Queues chunks two at a time: the next one is built while the ledger commits the last.
    async fn submit_all(
        &mut self,
        engine: &Engine,
        campaign: &Campaign,
        items: Vec<Submission>,
        progress: &LaunchProgress,
    ) -> Result<(), CampaignError> {
        let mut items = items.into_iter();
        let chunks = std::iter::from_fn(|| {
            let chunk: Vec<Submission> = items.by_ref().take(QUEUE_CHUNK).collect();
            (!chunk.is_empty()).then_some(chunk)
        });
        let results: Vec<Result<(usize, usize), CampaignError>> = futures::stream::iter(chunks)
            .map(|chunk| queue(engine, campaign, chunk, progress))
            .buffered(2)
            .collect()
            .await;
        for result in results {
            let (queued, already) = result?;
            self.queued += queued;
            self.already_queued += already;
        }
        Ok(())
    }
}

/// Queues one chunk unless the campaign was cancelled meanwhile; (new, already queued).
async fn queue(
    engine: &Engine,
    campaign: &Campaign,
    items: Vec<Submission>,
    progress: &LaunchProgress,
) -> Result<(usize, usize), CampaignError> {
    if items.is_empty() {
        return Ok((0, 0));
    }
    let key = campaign.id.clone();
    let state = engine.ledger().read(move |c| state_of(c, &key)).await?;
    if state == Some(CampaignState::Cancelled) {
        return Err(CampaignError::WrongState {
            name: campaign.spec.name.clone(),
            state: "cancelled",
            why: Refused::LaunchStopped,
        });
    }
    let count = items.len();
    let submitted = engine.submit(items).await?;
    let already = submitted.iter().filter(|s| s.duplicate).count();
    progress.queued.fetch_add(count, Ordering::Relaxed);
    // A panic a test plants in a launch strikes here: mid-launch, after a chunk is queued.
    engine.planted_panic(Part::CampaignLaunch);
    Ok((count - already, already))
}

fn problems_for(
    contact: &Contact,
    problems: Vec<templates::ValueProblem>,
) -> impl Iterator<Item = Problem> + '_ {
    problems
        .into_iter()
        .map(move |p| Problem::of_value(contact, p))
}
