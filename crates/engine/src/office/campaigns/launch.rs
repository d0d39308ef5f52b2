//! The launch: every ready recipient's message queued into the ledger as one batch, PDFs
//! uploaded round by round, each message keyed `<campaign>:<contact>` so nothing is queued twice.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use futures::StreamExt;
use pacer_cloud::{MessageContent, TemplateContent};
use serde::{Deserialize, Serialize};

use pacer_words::{Said, ids};

use super::check::{Ready, Sorted, Sorter};
use super::store::{get, mark_launched, set_state, state_of};
use super::values::Values;
use super::{Campaign, CampaignError, CampaignState, HeaderFile, HeaderUploads, Problem, Refused};
use crate::contacts::{self, Contact};
use crate::engine::{Engine, ShapedItem, ShapedSubmissions, Submission};
use crate::ledger::messages::Lane;
use crate::numbers::thousands;
use crate::prices::{self, Category, CountByCountry};
use crate::supervision::Part;
use crate::templates::{self, TemplateShape};

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
    /// Header files (PDFs, pictures, videos) uploaded now.
    pub pdfs_uploaded: usize,
    /// Header files re-used from earlier uploads.
    pub pdfs_reused: usize,
    /// One line for a person.
    pub summary: String,
}

/// How far a launch has got (shared with whoever watches it).
#[derive(Debug, Default)]
pub struct LaunchProgress {
    /// Distinct header files the launch needs.
    pub pdfs_total: AtomicUsize,
    /// Header files uploaded or re-used so far.
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
    /// Distinct header files the launch needs.
    pub pdfs_total: usize,
    /// Header files uploaded or re-used so far.
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
    let hours = campaign
        .spec
        .send_hours
        .as_ref()
        .map(super::Hours::read)
        .transpose()?;
    let now = engine.clock().now_ms();
    let key = campaign.id.clone();
    let paused = campaign.state == CampaignState::Paused;
    if !paused {
        engine
            .ledger()
            .write(move |c| set_state(c, &key, CampaignState::Launching, now))
            .await?;
    }
    // The hours hold before the first message is queued (and over every restart).
    engine.set_batch_hours(&campaign.id, hours).await?;
    let started = std::time::Instant::now();
    // One pass per language the campaign sends in (one when no column chooses): each has its
    // own template, so its own shape. Each pass reads the audience again and keeps only its
    // language's customers: a second read of 100,000 contacts costs a fraction of writing them,
    // and a campaign without a language column pays nothing.
    let sorters = Sorter::for_campaign(engine, &campaign)
        .await?
        .per_language();
    // Meta prices by the template's category: the campaign's own language's. With a card in
    // use, the launch counts its recipients by country as it reads them, for the estimate it
    // keeps (`docs/prices.md#the-estimate`).
    let category = sorters
        .first()
        .and_then(|s| Category::of_template(&s.info.category));
    let card = match category {
        Some(_) => engine.ledger().read(prices::card).await?,
        None => None,
    };
    let mut tally = Tally {
        counted: category.filter(|_| card.is_some()).map(CountByCountry::new),
        ..Tally::default()
    };
    let (mut opted_out, mut problems) = (0, Vec::new());
    for sorter in sorters {
        let info = sorter.info.clone();
        let streamed = queue_as_read(engine, &campaign, sorter, &mut tally, progress).await?;
        tracing::debug!(campaign = %campaign.id, language = %info.language, elapsed = ?started.elapsed(), "launch: messages without a PDF queued");
        opted_out += streamed.opted_out;
        problems.extend(streamed.problems);
        queue_with_pdfs(
            engine,
            &campaign,
            &info,
            streamed.with_pdf,
            (&mut tally, &mut problems),
            progress,
        )
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
    // The cost of what was queued (or queued before, by an earlier launch), with today's
    // card, kept for the report to compare with the cost after delivery.
    if let (Some(card), Some(counted)) = (card, tally.counted.take()) {
        let made = prices::estimate(&card, counted.counts());
        let key = campaign.id.clone();
        engine
            .ledger()
            .write(move |c| crate::prices::keep_estimate(c, &key, &made, now))
            .await?;
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
            "; {} header files uploaded, {} re-used from earlier uploads",
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

/// Queues the recipients with a header file, round by round as their files are uploaded (each
/// file once, however many recipients share it: one poster for everyone is one upload); a
/// recipient whose file could not go up is left out with the reason.
async fn queue_with_pdfs(
    engine: &Engine,
    campaign: &Campaign,
    info: &templates::TemplateInfo,
    with_pdf: Vec<Ready>,
    (tally, problems): (&mut Tally, &mut Vec<Problem>),
    progress: &LaunchProgress,
) -> Result<(), CampaignError> {
    // Recipients by file, files in the order the audience first needs them.
    let mut files: Vec<HeaderFile> = Vec::new();
    let mut by_file: HashMap<HeaderFile, Vec<(Contact, Values)>> = HashMap::new();
    for (contact, values, file) in with_pdf {
        let Some(file) = file else { continue };
        let entry = by_file.entry(file.clone()).or_default();
        if entry.is_empty() {
            files.push(file);
        }
        entry.push((contact, values));
    }
    progress
        .pdfs_total
        .fetch_add(files.len(), Ordering::Relaxed);
    // Trusted once the first file is up: its id and name are among the values it checks.
    let mut file_shape: Option<Option<TemplateShape>> = None;
    for round in files.chunks(PDF_ROUND) {
        let uploads = HeaderUploads::upload_all(engine, round.to_vec()).await;
        tally.pdfs_uploaded += uploads.uploaded;
        tally.pdfs_reused += uploads.reused;
        progress.pdfs_done.fetch_add(round.len(), Ordering::Relaxed);
        let mut batch = Batch::default();
        for file in round {
            let recipients = by_file.remove(file).unwrap_or_default();
            match uploads.media.get(file) {
                Some(Ok(media)) => {
                    let shape = file_shape
                        .get_or_insert_with(|| {
                            trusted(info, TemplateShape::with_file(info), |shape| {
                                let (contact, values) = recipients.first()?;
                                shape.values(&contact.phone, values, Some(media))
                            })
                        })
                        .as_ref();
                    for (contact, values) in recipients {
                        if let Some(counted) = tally.counted.as_mut() {
                            counted.add(&contact.phone);
                        }
                        if let Some(values) =
                            shape.and_then(|s| s.values(&contact.phone, &values, Some(media)))
                        {
                            batch.shaped.push(ShapedItem {
                                to: contact.phone.clone(),
                                values,
                                idempotency_key: Some(idempotency_key(campaign, &contact)),
                            });
                            continue;
                        }
                        match templates::build(info, &values, Some(media.clone())) {
                            Ok(content) => {
                                batch.whole.push(submission(campaign, &contact, content))
                            }
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
                    let what = Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_PDF)
                        .with("kind", file.kind().as_str());
                    problems.extend(
                        recipients.into_iter().map(|(contact, _)| {
                            Problem::new(&contact, Ok(what.clone()), why.clone())
                        }),
                    );
                }
            }
        }
        let shape = file_shape.as_ref().and_then(Option::as_ref);
        let (queued, already, left_out) =
            queue_batch(engine, campaign, info, shape, batch, progress).await?;
        tally.queued += queued;
        tally.already_queued += already;
        problems.extend(left_out);
    }

    Ok(())
}

#[derive(Default)]
struct Tally {
    queued: usize,
    already_queued: usize,
    pdfs_uploaded: usize,
    pdfs_reused: usize,
    /// The recipients queued or queued before, by country; `None` when no estimate is made.
    counted: Option<CountByCountry>,
}

/// What queueing one chunk did: (new, already queued, left out).
type Queued = (usize, usize, Vec<Problem>);

/// What reading, checking and queueing the audience left for the PDF rounds.
struct Streamed {
    with_pdf: Vec<Ready>,
    opted_out: usize,
    problems: Vec<Problem>,
}

/// Reads the audience a page at a time and checks it on a blocking thread while the pages
/// before are queued: the ledger writes one page while the next is read, checked and built, so
/// a 100,000-recipient launch takes about as long as writing its messages. Recipients without
/// a PDF are queued here; those with one are handed back for the upload rounds.
async fn queue_as_read(
    engine: &Engine,
    campaign: &Campaign,
    sorter: Sorter,
    tally: &mut Tally,
    progress: &LaunchProgress,
) -> Result<Streamed, CampaignError> {
    let info = sorter.info.clone();
    let audience = campaign.spec.audience.clone();
    let (pages, mut sorted_pages) = tokio::sync::mpsc::channel::<Sorted>(2);
    // The reading side counts the recipients it hands over by country: it has time to spare
    // while the writer writes, and the launch need not read its messages back to estimate.
    let counting = tally.counted.as_ref().map(CountByCountry::category);
    let reading = engine.ledger().read_long(move |c| {
        let mut counted = counting.map(CountByCountry::new);
        contacts::audience_pages(
            c,
            &audience,
            contacts::Tags::Skipped,
            QUEUE_CHUNK,
            |people| {
                let page = sorter.sort(people);
                if let Some(counted) = counted.as_mut() {
                    for (contact, _, _) in page.ready.iter().filter(|(_, _, file)| file.is_none()) {
                        counted.add(&contact.phone);
                    }
                }
                pages.blocking_send(page).is_ok()
            },
        )?;
        Ok(counted)
    });
    let mut streamed = Streamed {
        with_pdf: Vec::new(),
        opted_out: 0,
        problems: Vec::new(),
    };
    let queueing = async {
        let Some(first) = sorted_pages.recv().await else {
            return Ok(Vec::new());
        };
        let shape = trusted(&info, TemplateShape::of(&info), |shape| {
            let (contact, values, _) = first.ready.iter().find(|(_, _, file)| file.is_none())?;
            shape.values(&contact.phone, values, None)
        });
        let rest = futures::stream::unfold(sorted_pages, |mut pages| async move {
            pages.recv().await.map(|page| (page, pages))
        });
        let batches = futures::stream::iter([first]).chain(rest).map(|page| {
            streamed.opted_out += page.opted_out;
            streamed.problems.extend(page.problems);
            progress
                .recipients
                .fetch_add(page.ready.len(), Ordering::Relaxed);
            let (plain, with_pdf): (Vec<_>, Vec<_>) = page
                .ready
                .into_iter()
                .partition(|(_, _, file)| file.is_none());
            streamed.with_pdf.extend(with_pdf);
            build_batch(campaign, &info, shape.as_ref(), &plain)
        });
        let results: Vec<Result<Queued, CampaignError>> = batches
            .map(|batch| queue_batch(engine, campaign, &info, shape.as_ref(), batch, progress))
            .buffered(2)
            .collect()
            .await;
        Ok::<_, CampaignError>(results)
    };
    let (read, queued) = futures::join!(reading, queueing);
    // A failed queueing stops the reading (its pages have nowhere to go): its error is the one
    // that matters.
    let results = queued?;
    if let (Some(total), Some(counted)) = (tally.counted.as_mut(), read?) {
        total.merge(counted);
    }
    for result in results {
        let (queued, already, chunk_problems) = result?;
        tally.queued += queued;
        tally.already_queued += already;
        streamed.problems.extend(chunk_problems);
    }
    Ok(streamed)
}

/// One chunk of recipients without a PDF: their messages, whole or as values for the
/// campaign's shape, and the recipients left out.
#[derive(Default)]
struct Batch {
    shaped: Vec<ShapedItem>,
    whole: Vec<Submission>,
    problems: Vec<Problem>,
}

/// Checks each recipient's values and builds their message, as values for the shape when
/// there is one.
fn build_batch(
    campaign: &Campaign,
    info: &templates::TemplateInfo,
    shape: Option<&TemplateShape>,
    chunk: &[(Contact, Values, Option<HeaderFile>)],
) -> Batch {
    let mut batch = Batch::default();
    for (contact, values, _) in chunk {
        // The check built each ready recipient's message already: their values are fine.
        if let Some(values) = shape.and_then(|shape| shape.values(&contact.phone, values, None)) {
            batch.shaped.push(ShapedItem {
                to: contact.phone.clone(),
                values,
                idempotency_key: Some(idempotency_key(campaign, contact)),
            });
            continue;
        }
        match templates::build(info, values, None) {
            Ok(content) => batch.whole.push(submission(campaign, contact, content)),
            Err(value_problems) => batch.problems.extend(problems_for(contact, value_problems)),
        }
    }
    batch
}

/// A recipient's message as a whole body.
fn submission(campaign: &Campaign, contact: &Contact, content: TemplateContent) -> Submission {
    Submission {
        to: contact.phone.clone(),
        lane: Lane::Bulk,
        content: MessageContent::Template(content),
        idempotency_key: Some(idempotency_key(campaign, contact)),
        batch: Some(campaign.id.clone()),
        expires_in: None,
    }
}

/// The key that makes a recipient's message one message however often the campaign launches.
fn idempotency_key(campaign: &Campaign, contact: &Contact) -> String {
    format!("{}:{}", campaign.id, contact.id)
}

/// `shape` when it fills exactly as a whole body would be built, checked on the first
/// recipient's values (on every one in a debug build, in [`queue_batch`]); `None` keeps whole
/// bodies.
fn trusted(
    info: &templates::TemplateInfo,
    shape: Option<TemplateShape>,
    first: impl FnOnce(&TemplateShape) -> Option<Vec<String>>,
) -> Option<TemplateShape> {
    let shape = shape?;
    match first(&shape) {
        Some(values) if !shape.fills_as_built(info, &values) => {
            tracing::warn!(template = %info.name, "the template's shape does not fill as its body: whole bodies are stored");
            None
        }
        _ => Some(shape),
    }
}

/// Queues one chunk of messages, shaped or whole; (new, already queued, left out).
async fn queue_batch(
    engine: &Engine,
    campaign: &Campaign,
    info: &templates::TemplateInfo,
    shape: Option<&TemplateShape>,
    mut batch: Batch,
    progress: &LaunchProgress,
) -> Result<Queued, CampaignError> {
    if cfg!(debug_assertions)
        && let Some(shape) = shape
    {
        verify_every_body(campaign, info, shape, &mut batch);
    }
    let (mut queued, mut already) = queue(engine, campaign, batch.whole, progress).await?;
    if let Some(shape) = shape
        && !batch.shaped.is_empty()
    {
        let count = batch.shaped.len();
        let submissions = ShapedSubmissions {
            shape: shape.shape.clone(),
            lane: Lane::Bulk,
            kind: "template".into(),
            template: Some((info.name.clone(), info.language.clone())),
            batch: Some(campaign.id.clone()),
            expires_in: None,
            items: batch.shaped,
        };
        stop_if_cancelled(engine, campaign).await?;
        let submitted = engine.submit_shaped(submissions).await?;
        let again = submitted.iter().filter(|s| s.duplicate).count();
        progress.queued.fetch_add(count, Ordering::Relaxed);
        engine.planted_panic(Part::CampaignLaunch);
        queued += count - again;
        already += again;
    }
    Ok((queued, already, batch.problems))
}

/// A debug build's check that every shaped message fills as its whole body would be built:
/// any that does not is sent whole, and the test that launched it sees the error logged.
fn verify_every_body(
    campaign: &Campaign,
    info: &templates::TemplateInfo,
    shape: &TemplateShape,
    batch: &mut Batch,
) {
    let items = std::mem::take(&mut batch.shaped);
    for item in items {
        if shape.fills_as_built(info, &item.values) {
            batch.shaped.push(item);
            continue;
        }
        tracing::error!(to = %item.to, "a shaped body differs from the whole body: sent whole");
        match shape.rebuild(info, &item.values) {
            Some((_, content)) => batch.whole.push(Submission {
                to: item.to,
                lane: Lane::Bulk,
                content: MessageContent::Template(content),
                idempotency_key: item.idempotency_key,
                batch: Some(campaign.id.clone()),
                expires_in: None,
            }),
            None => batch.shaped.push(item),
        }
    }
}

/// Refuses to queue more once the campaign was cancelled.
async fn stop_if_cancelled(engine: &Engine, campaign: &Campaign) -> Result<(), CampaignError> {
    let key = campaign.id.clone();
    let state = engine.ledger().read(move |c| state_of(c, &key)).await?;
    if state == Some(CampaignState::Cancelled) {
        return Err(CampaignError::WrongState {
            name: campaign.spec.name.clone(),
            state: "cancelled",
            why: Refused::LaunchStopped,
        });
    }
    Ok(())
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
    stop_if_cancelled(engine, campaign).await?;
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
