//! The check before launch: the campaign's parts fit together, its header file (or folder of
//! them) is there, and every recipient has a value for every variable within Meta's rules and
//! a header file found.

use std::collections::BTreeMap;

use pacer_cloud::Media;
use pacer_words::{Said, ids};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use super::hours_plan::{HoursPlan, plan_hours};
use super::languages::Languages;
use super::store::get;
use super::values::{Headers, column_value, values_for};
use super::{
    Campaign, CampaignError, CampaignSpec, HeaderFile, HeaderKind, TierPlan, header_files, plan,
    schedule_millis,
};
use crate::contacts::{self, Contact};
use crate::engine::{Engine, EngineError};
use crate::phone::E164;
use crate::prices;
use crate::templates::{self, TemplateInfo};

/// One recipient who cannot be sent to as the campaign stands, and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Problem {
    /// The recipient's number.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub phone: E164,
    /// Their name, when known.
    pub name: Option<String>,
    /// The variable or file concerned.
    pub what: String,
    /// `what` as a catalogue message: the window shows it in the person's language (`None`
    /// when it is the variable's own label, shown as it is).
    pub what_said: Option<Said>,
    /// What is wrong, in plain words.
    pub problem: String,
    /// `problem` as a catalogue message: the window shows it in the person's language.
    pub problem_said: Said,
}

impl Problem {
    /// `contact`'s problem with `what` (a catalogue message, or the variable's label as it is).
    pub(super) fn new(contact: &Contact, what: Result<Said, String>, problem: Said) -> Problem {
        let (what, what_said) = match what {
            Ok(said) => (said.to_string(), Some(said)),
            Err(label) => (label, None),
        };
        Problem {
            phone: contact.phone.clone(),
            name: contact.name.clone(),
            what,
            what_said,
            problem: problem.to_string(),
            problem_said: problem,
        }
    }

    /// `contact`'s problem with a value of the template (or the template itself).
    pub(super) fn of_value(contact: &Contact, value: templates::ValueProblem) -> Problem {
        Problem::new(contact, Err(value.label), value.problem_said)
    }
}

/// Who gets which of the template's languages, when a column chooses each customer's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LanguagePlan {
    /// The column choosing.
    pub column: String,
    /// Ready customers per language (Meta's code), the campaign's own language first.
    pub ready: Vec<(String, usize)>,
    /// Of those in the campaign's own language, how many got it because their column was
    /// empty or named a language the template has no approved version in.
    pub fell_back: usize,
    /// What a person reads.
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language.
    pub summary_said: Said,
}

impl LanguagePlan {
    fn of(languages: &Languages, sorted: &Sorted) -> Option<LanguagePlan> {
        let column = languages.column()?.to_owned();
        let ready: Vec<(String, usize)> = languages
            .all()
            .map(|t| {
                let n = sorted.by_language.get(&t.language).copied().unwrap_or(0);
                (t.language.clone(), n)
            })
            .collect();
        let list = ready
            .iter()
            .map(|(language, n)| format!("{language} {}", crate::numbers::thousands(*n)))
            .collect::<Vec<_>>()
            .join(" · ");
        let said = Said::new(ids::ENGINE_CAMPAIGN_LANGUAGES)
            .with("column", column.as_str())
            .with("list", list)
            .with("fell_back", sorted.fell_back)
            .with("fallback", languages.fallback().language.as_str());
        Some(LanguagePlan {
            column,
            ready,
            fell_back: sorted.fell_back,
            summary: said.to_string(),
            summary_said: said,
        })
    }
}

/// The check before launch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Check {
    /// Contacts in the audience.
    pub audience: usize,
    /// Who will be sent to.
    pub ready: usize,
    /// Who opted out of marketing (a marketing template is not sent to them).
    pub opted_out: usize,
    /// Who cannot be sent to, and why (at most 1,000 listed; `problem_count` has them all).
    pub problems: Vec<Problem>,
    /// How many recipients have a problem.
    pub problem_count: usize,
    /// The tier plan.
    pub tier: TierPlan,
    /// What the campaign's sending hours do to it, when it has hours.
    pub hours: Option<HoursPlan>,
    /// Who gets which language, when a column chooses each customer's.
    pub languages: Option<LanguagePlan>,
    /// One paragraph for a person.
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language. Its
    /// first sentence only: the tier plan's is `tier.summary_said`.
    pub summary_said: Said,
    /// What the ready recipients' messages will cost, by country and category, with the rate
    /// card in use; `None` without a card, or when the template's category is not one Meta
    /// prices (`docs/prices.md#the-estimate`).
    pub estimate: Option<prices::Estimate>,
}

pub(super) fn template_for(
    conn: &Connection,
    spec: &CampaignSpec,
) -> Result<TemplateInfo, CampaignError> {
    let info =
        templates::get(conn, &spec.template_name, &spec.template_language)?.ok_or_else(|| {
            CampaignError::UnknownTemplate {
                name: spec.template_name.clone(),
                language: spec.template_language.clone(),
            }
        })?;
    if !info.usable {
        return Err(CampaignError::NotApproved {
            name: info.name.clone(),
            status: info.status.clone(),
        });
    }
    Ok(info)
}

/// Checks a campaign's parts fit together in the database (not yet its recipients: see
/// [`check`]; nor its header files: that is file work, done off the read connection by
/// [`check_folder`]).
pub(super) fn validate_spec(
    conn: &Connection,
    spec: &CampaignSpec,
) -> Result<TemplateInfo, CampaignError> {
    if spec.name.trim().is_empty() {
        return Err(CampaignError::NoName);
    }
    let info = template_for(conn, spec)?;
    if !spec.audience.brings_anyone() {
        return Err(CampaignError::NoAudience);
    }
    crate::audiences::refuse(conn, &spec.audience)?;
    // Files first: a file given to a template that takes none says so, not "unknown variable".
    let has_files = spec.pdf.is_some() || spec.header_file.is_some();
    if spec.pdf.is_some() && spec.header_file.is_some() {
        return Err(CampaignError::TwoHeaderSources);
    }
    if has_files && header_kind(&info).is_none() {
        return Err(CampaignError::NoMediaHeader {
            template: info.name.clone(),
        });
    }
    for key in spec.mapping.keys() {
        if !info.variables.iter().any(|v| &v.key == key) {
            return Err(CampaignError::UnknownVariable {
                key: key.clone(),
                known: info
                    .variables
                    .iter()
                    .map(|v| v.key.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
    }
    for variable in &info.variables {
        let covered = spec.mapping.contains_key(&variable.key)
            || (HeaderKind::of(variable.kind).is_some() && has_files);
        if !covered {
            return Err(CampaignError::Unmapped {
                key: variable.key.clone(),
                label: variable.label.clone(),
            });
        }
    }
    if let Some(schedule) = &spec.schedule {
        schedule_millis(schedule)?;
    }
    Ok(info)
}

/// What the template's media header takes a file of, if it has one.
pub(super) fn header_kind(info: &TemplateInfo) -> Option<HeaderKind> {
    info.variables.iter().find_map(|v| HeaderKind::of(v.kind))
}

/// Runs file system work on a blocking thread, off the async threads and off the ledger's read
/// connection: a folder on a slow disk or a network share, or a hundred thousand invoices, then
/// holds up nothing else (webhooks, the API, Home).
pub(super) async fn off_the_engine<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, CampaignError> {
    match tokio::task::spawn_blocking(work).await {
        Ok(value) => Ok(value),
        // A panic stays a panic of the caller (a launch is supervised as one).
        Err(error) if error.is_panic() => std::panic::resume_unwind(error.into_panic()),
        Err(_) => Err(CampaignError::Engine(EngineError::Stopped)),
    }
}

/// Checks the campaign's folder of header files, or its one header file, if it has either
/// (off the engine's threads).
pub(super) async fn check_folder(
    spec: &CampaignSpec,
    info: &TemplateInfo,
) -> Result<(), CampaignError> {
    let (folder, file) = (spec.pdf.clone(), spec.header_file.clone());
    let kind = header_kind(info);
    off_the_engine(move || -> Result<(), CampaignError> {
        if let Some(source) = folder {
            header_files::check_folder(&source.folder)?;
        }
        if let (Some(file), Some(kind)) = (file, kind) {
            header_files::check_file(&file, kind)?;
        }
        Ok(())
    })
    .await?
}

pub(super) struct Prepared {
    /// What sorted them: it knows each recipient's language.
    sorter: Sorter,
    pub(super) ready: Vec<Ready>,
    pub(super) opted_out: usize,
    audience: usize,
    pub(super) problems: Vec<Problem>,
    languages: Option<LanguagePlan>,
}

impl Prepared {
    /// The campaign's template category (its own language's: Meta prices by category).
    pub(super) fn category(&self) -> &str {
        &self.sorter.languages.fallback().category
    }

    /// The template in `contact`'s language.
    pub(super) fn info_for(&self, contact: &Contact) -> &TemplateInfo {
        self.sorter
            .languages
            .pick(contact, &self.sorter.headers)
            .info
    }
}

/// A recipient ready to send to: their values for every variable, and their header file.
pub(super) type Ready = (Contact, BTreeMap<String, String>, Option<HeaderFile>);

/// Sorts contacts into who is ready (values and header file found) and who has a problem, with
/// what the campaign needs read once: its template in each language, the headers imports used,
/// its folder of header files or its one file. Looks at files: runs on a blocking thread.
#[derive(Clone)]
pub(super) struct Sorter {
    spec: CampaignSpec,
    /// The template this sorter sends: the campaign's own, or one language's of
    /// [`Sorter::per_language`].
    pub(super) info: TemplateInfo,
    languages: Languages,
    /// Sort only the customers who get this language (`None`: everyone).
    only: Option<String>,
    headers: Headers,
    /// The folder of header files, checked, and what they must be.
    folder: Option<(std::path::PathBuf, HeaderKind)>,
    /// The one header file for everyone, checked.
    one_file: Option<HeaderFile>,
}

/// What sorting some contacts found.
#[derive(Default)]
pub(super) struct Sorted {
    /// Contacts sorted.
    pub(super) audience: usize,
    /// Who will be sent to.
    pub(super) ready: Vec<Ready>,
    /// Who opted out of marketing (a marketing template is not sent to them).
    pub(super) opted_out: usize,
    /// Who cannot be sent to, and why.
    pub(super) problems: Vec<Problem>,
    /// Ready recipients per language.
    pub(super) by_language: BTreeMap<String, usize>,
    /// Ready recipients given the campaign's own language for want of one named.
    pub(super) fell_back: usize,
}

impl Sorter {
    /// Reads the campaign's template and the imports' headers, and checks its folder.
    pub(super) async fn for_campaign(
        engine: &Engine,
        campaign: &Campaign,
    ) -> Result<Sorter, CampaignError> {
        let spec = campaign.spec.clone();
        let (languages, headers) = engine
            .ledger()
            .read(move |c| {
                let languages =
                    validate_spec(c, &spec).and_then(|info| Languages::load(c, &spec, info));
                Ok((languages, Headers::load(c)?))
            })
            .await?;
        let spec = campaign.spec.clone();
        off_the_engine(move || Sorter::new(spec, languages?, headers)).await?
    }

    fn new(
        spec: CampaignSpec,
        languages: Languages,
        headers: Headers,
    ) -> Result<Sorter, CampaignError> {
        let kind = header_kind(languages.fallback());
        let folder = match (&spec.pdf, kind) {
            (Some(source), Some(kind)) => Some((header_files::check_folder(&source.folder)?, kind)),
            _ => None,
        };
        let one_file = match (&spec.header_file, kind) {
            (Some(file), Some(kind)) => Some(header_files::check_file(file, kind)?),
            _ => None,
        };
        Ok(Sorter {
            info: languages.fallback().clone(),
            languages,
            only: None,
            spec,
            headers,
            folder,
            one_file,
        })
    }

    /// One sorter per language the campaign sends in, each keeping only the customers who get
    /// it (the launch queues one language after another, each with its own shape); just this
    /// one when no column chooses.
    pub(super) fn per_language(self) -> Vec<Sorter> {
        if self.languages.column().is_none() {
            return vec![self];
        }
        self.languages
            .all()
            .map(|info| Sorter {
                info: info.clone(),
                only: Some(info.language.clone()),
                ..self.clone()
            })
            .collect()
    }

    /// Sorts `people`, in their order.
    pub(super) fn sort(&self, people: Vec<Contact>) -> Sorted {
        let spec = &self.spec;
        let mut sorted = Sorted {
            ready: Vec::with_capacity(people.len()),
            ..Sorted::default()
        };
        for contact in people {
            let pick = self.languages.pick(&contact, &self.headers);
            let (info, fell_back) = (pick.info, pick.fell_back);
            if self
                .only
                .as_ref()
                .is_some_and(|only| *only != info.language)
            {
                continue;
            }
            sorted.audience += 1;
            if info.category.eq_ignore_ascii_case("MARKETING") && contact.opted_out {
                sorted.opted_out += 1;
                continue;
            }
            let values = values_for(spec, &contact, &self.headers);
            let mut bad = false;
            let mut file = self.one_file.clone();
            if let (Some(source), Some((folder, kind))) = (&spec.pdf, &self.folder) {
                match column_value(&contact, &source.column, &self.headers) {
                    None => {
                        sorted.problems.push(Problem::new(
                            &contact,
                            Ok(Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_PDF_COLUMN)
                                .with("column", source.column.as_str())
                                .with("kind", kind.as_str())),
                            Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_EMPTY_COLUMN)
                                .with("column", source.column.as_str())
                                .with("kind", kind.as_str()),
                        ));
                        bad = true;
                    }
                    Some(name) => match header_files::find(folder, &name, *kind) {
                        Ok(path) => file = Some(path),
                        Err(why) => {
                            sorted.problems.push(Problem::new(
                                &contact,
                                Ok(Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_PDF_FILE)
                                    .with("file", name.as_str())
                                    .with("kind", kind.as_str())),
                                why.said(),
                            ));
                            bad = true;
                        }
                    },
                }
            }
            // A file's problem is reported once (above), not again as a missing header.
            let media = (self.folder.is_some() || self.one_file.is_some())
                .then(|| Media::id("pending-upload"));
            if let Err(value_problems) = templates::build(info, &values, media) {
                for p in value_problems {
                    sorted.problems.push(Problem::of_value(&contact, p));
                }
                bad = true;
            }
            if !bad {
                *sorted.by_language.entry(info.language.clone()).or_default() += 1;
                sorted.fell_back += usize::from(fell_back);
                sorted.ready.push((contact, values, file));
            }
        }
        sorted
    }
}

/// Every recipient's values and header file, checked: the rows are read first (a long read, on the
/// ledger's second reading connection), then the files are looked at on a blocking thread (one
/// look per recipient with a file of their own), holding no connection.
pub(super) async fn prepare(
    engine: &Engine,
    campaign: Campaign,
) -> Result<Prepared, CampaignError> {
    let sorter = Sorter::for_campaign(engine, &campaign).await?;
    let audience = campaign.spec.audience.clone();
    let people = engine
        .ledger()
        .read_long(move |c| contacts::audience(c, &audience))
        .await?;
    off_the_engine(move || {
        let sorted = sorter.sort(people);
        Prepared {
            languages: LanguagePlan::of(&sorter.languages, &sorted),
            ready: sorted.ready,
            opted_out: sorted.opted_out,
            audience: sorted.audience,
            problems: sorted.problems,
            sorter,
        }
    })
    .await
}

/// The check's first sentence: who is in the audience, who is ready, who opted out, who has a
/// problem (the counts as numbers, for the reader's plurals).
fn summary_said(audience: usize, ready: usize, opted_out: usize, problems: usize) -> Said {
    Said::new(ids::ENGINE_CAMPAIGN_CHECK_SUMMARY)
        .with("audience", audience)
        .with("ready", ready)
        .with("opted_out", opted_out)
        .with("problems", problems)
}

/// Checks every recipient before launch: every variable has a value within Meta's rules, every
/// header file is found, and the tier plan.
pub async fn check(engine: &Engine, id: &str) -> Result<Check, CampaignError> {
    let campaign = get(engine, id).await?;
    let limit = engine.stats().tier_limit;
    let now = engine.clock().now_ms();
    let zone = campaign.spec.schedule.as_ref().map(|s| s.time_zone.clone());
    let hours = campaign
        .spec
        .send_hours
        .as_ref()
        .map(|h| h.read())
        .transpose()?;
    // Bulk's share of the rate: what a campaign's messages go at when nothing else is sent.
    let config = engine.config();
    let rate = config
        .target_rate()
        .map(|rate| rate * config.bulk_cap.unwrap_or(1.0));
    let prepared = prepare(engine, campaign).await?;
    let phones: Vec<E164> = prepared
        .ready
        .iter()
        .map(|(c, _, _)| c.phone.clone())
        .collect();
    let estimate = prices::for_recipients(engine, prepared.category(), phones.clone()).await?;
    let (tier, hours) = engine
        .ledger()
        .read_long(move |c| {
            let phones: Vec<&str> = phones.iter().map(E164::as_str).collect();
            let tier = plan::plan(c, &phones, limit, now, zone.as_deref())?;
            let hours = hours.map(|hours| plan_hours(&hours, &phones, rate, now));
            Ok((tier, hours))
        })
        .await?;
    let problem_count = prepared
        .problems
        .iter()
        .map(|p| &p.phone)
        .collect::<std::collections::HashSet<_>>()
        .len();
    let said = summary_said(
        prepared.audience,
        prepared.ready.len(),
        prepared.opted_out,
        problem_count,
    );
    let mut summary = format!("{said} {}", tier.summary);
    for more in [
        prepared.languages.as_ref().map(|l| &l.summary),
        hours.as_ref().map(|h| &h.summary),
    ]
    .into_iter()
    .flatten()
    {
        summary.push(' ');
        summary.push_str(more);
    }
    let mut problems = prepared.problems;
    problems.truncate(1_000);
    Ok(Check {
        audience: prepared.audience,
        ready: prepared.ready.len(),
        opted_out: prepared.opted_out,
        problems,
        problem_count,
        tier,
        hours,
        languages: prepared.languages,
        summary,
        summary_said: said,
        estimate,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(audience: usize, ready: usize, opted_out: usize, problems: usize) -> Said {
        summary_said(audience, ready, opted_out, problems)
    }

    #[test]
    fn the_summary_reads_in_english_as_before_and_carries_its_counts() {
        assert_eq!(
            summary(1_250, 1_250, 0, 0).to_string(),
            "1,250 contacts in the audience: 1,250 ready to send."
        );
        assert_eq!(
            summary(1_250, 1_247, 0, 3).to_string(),
            "1,250 contacts in the audience: 1,247 ready to send, 3 with a problem to fix first (see the list)."
        );
        assert_eq!(
            summary(1_250, 1_200, 47, 3).to_string(),
            "1,250 contacts in the audience: 1,200 ready to send, 47 opted out of marketing (not sent), 3 with a problem to fix first (see the list)."
        );
        assert_eq!(
            summary(1, 0, 1, 0).to_string(),
            "1 contacts in the audience: 0 ready to send, 1 opted out of marketing (not sent)."
        );
        let said = summary(5, 4, 0, 1);
        assert_eq!(said.id, ids::ENGINE_CAMPAIGN_CHECK_SUMMARY);
        assert_eq!(said.args["problems"], pacer_words::Arg::Number(1.0));
        assert_eq!(said.args["audience"], pacer_words::Arg::Number(5.0));
    }

    #[test]
    fn a_problem_keeps_its_english_beside_its_message() {
        let contact: Contact = serde_json::from_value(serde_json::json!({
            "id": 1, "phone": "+923001234567", "name": "Ayesha", "opted_out": false,
            "lists": [], "tags": [], "attributes": {}
        }))
        .unwrap_or_else(|e| panic!("a contact: {e}"));
        let problem = Problem::new(
            &contact,
            Ok(Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_PDF_COLUMN).with("column", "Invoice")),
            Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_EMPTY_COLUMN).with("column", "Invoice"),
        );
        assert_eq!(problem.what, "PDF (Invoice)");
        assert_eq!(
            problem.problem,
            "the column \"Invoice\" is empty for this contact, so there is no invoice to attach"
        );
        assert_eq!(
            problem.problem_said.args["column"],
            pacer_words::Arg::Text("Invoice".into())
        );
        let labelled = Problem::new(
            &contact,
            Err("Customer name".into()),
            Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_UPLOAD_UNFINISHED),
        );
        assert_eq!(
            (labelled.what.as_str(), labelled.what_said),
            ("Customer name", None)
        );
    }
}
