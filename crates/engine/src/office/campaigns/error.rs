//! What can go wrong with a campaign, in words a person can act on.

use pacer_words::{Said, ids};

use super::versions::{Changed, action_word, time_of};
use super::{Check, HeaderFileError};
use crate::audiences::AudienceProblem;
use crate::engine::EngineError;
use crate::ledger::LedgerError;

/// What can go wrong, in words a person can act on. Its words are the catalogue's
/// (`engine-campaign-…`, `engine-pdf-…`, `engine-header-file-…`): [`CampaignError::said`] for the window, in the
/// person's language; `Display` in English, for the command line and the local API.
#[derive(Debug)]
pub enum CampaignError {
    /// No such campaign.
    NotFound(String),
    /// A number asked for (a preview) is not one of the campaign's recipients.
    NotInAudience(String),
    /// The template is not in the template list.
    UnknownTemplate {
        /// Name.
        name: String,
        /// Language.
        language: String,
    },
    /// The template cannot be sent.
    NotApproved {
        /// Name.
        name: String,
        /// Meta's status.
        status: String,
    },
    /// A variable has no source.
    Unmapped {
        /// Variable key.
        key: String,
        /// What the person calls it.
        label: String,
    },
    /// A mapping names a variable the template does not have.
    UnknownVariable {
        /// The key given.
        key: String,
        /// The keys it has.
        known: String,
    },
    /// A list does not exist.
    UnknownList(String),
    /// Nobody to send to.
    NoAudience,
    /// A part of the audience cannot be read (a filter, a report's campaign).
    BadAudience(AudienceProblem),
    /// The name is empty.
    NoName,
    /// The schedule cannot be read.
    BadSchedule(String),
    /// The sending hours cannot be read (the hours and zone as given).
    BadHours(String),
    /// A header file, or the folder of them, is unusable.
    HeaderFile(HeaderFileError),
    /// Both one file for everyone and a folder of files per customer were given.
    TwoHeaderSources,
    /// Files were given for a template whose header takes none (text, a place, or none).
    NoMediaHeader {
        /// The template's name.
        template: String,
    },
    /// The campaign is not in a state that allows this.
    WrongState {
        /// Campaign name.
        name: String,
        /// Its state.
        state: &'static str,
        /// What cannot be done and why.
        why: Refused,
    },
    /// The campaign changed since its person looked at it: nothing was done.
    Changed(Box<Changed>),
    /// Some recipients cannot be sent to as the campaign stands.
    HasProblems(Box<Check>),
    /// Nobody can be sent to: the check's counts.
    NobodyReady(Box<Check>),
    /// The ledger failed.
    Ledger(LedgerError),
    /// The engine failed.
    Engine(EngineError),
}

/// What a campaign's state does not allow ([`CampaignError::WrongState`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Pausing, resuming or cancelling ("pause", "resume", "cancel") one that is over.
    Over(&'static str),
    /// Launching one that is cancelled or done.
    LaunchAgain,
    /// Deleting one that has sent.
    DeleteSent,
    /// Deleting one that started sending meanwhile.
    DeleteStarted,
    /// Queuing more of one cancelled during its launch.
    LaunchStopped,
}

impl CampaignError {
    /// What to tell the person, as a catalogue message (names, numbers, Meta's status and the
    /// file's words go in as they are). `None` for the ledger's and the engine's own failures,
    /// which have their own words.
    pub fn said(&self) -> Option<Said> {
        Some(match self {
            Self::NotFound(campaign) => {
                Said::new(ids::ENGINE_CAMPAIGN_NOT_FOUND).with("campaign", campaign.as_str())
            }
            Self::NotInAudience(phone) => {
                Said::new(ids::ENGINE_CAMPAIGN_NOT_IN_AUDIENCE).with("phone", phone.as_str())
            }
            Self::UnknownTemplate { name, language } => {
                Said::new(ids::ENGINE_CAMPAIGN_UNKNOWN_TEMPLATE)
                    .with("name", name.as_str())
                    .with("language", language.as_str())
            }
            Self::NotApproved { name, status } => Said::new(ids::ENGINE_CAMPAIGN_NOT_APPROVED)
                .with("name", name.as_str())
                .with("status", status.as_str()),
            Self::Unmapped { key, label } => Said::new(ids::ENGINE_CAMPAIGN_UNMAPPED)
                .with("label", label.as_str())
                .with("key", key.as_str()),
            Self::UnknownVariable { key, known } => {
                Said::new(ids::ENGINE_CAMPAIGN_UNKNOWN_VARIABLE)
                    .with("key", key.as_str())
                    .with("known", known.as_str())
            }
            Self::UnknownList(list) => {
                Said::new(ids::ENGINE_CAMPAIGN_UNKNOWN_LIST).with("list", list.as_str())
            }
            Self::NoAudience => Said::new(ids::ENGINE_CAMPAIGN_NO_AUDIENCE),
            Self::BadAudience(problem) => problem.said(),
            Self::NoName => Said::new(ids::ENGINE_CAMPAIGN_NO_NAME),
            Self::BadSchedule(schedule) => {
                Said::new(ids::ENGINE_CAMPAIGN_BAD_SCHEDULE).with("schedule", schedule.as_str())
            }
            Self::BadHours(hours) => {
                Said::new(ids::ENGINE_CAMPAIGN_BAD_HOURS).with("hours", hours.as_str())
            }
            Self::HeaderFile(e) => e.said(),
            Self::TwoHeaderSources => Said::new(ids::ENGINE_CAMPAIGN_TWO_HEADER_SOURCES),
            Self::NoMediaHeader { template } => {
                Said::new(ids::ENGINE_CAMPAIGN_NO_MEDIA_HEADER).with("template", template.as_str())
            }
            Self::WrongState { name, state, why } => {
                let id = match why {
                    Refused::Over(_) => ids::ENGINE_CAMPAIGN_OVER,
                    Refused::LaunchAgain => ids::ENGINE_CAMPAIGN_LAUNCH_AGAIN,
                    Refused::DeleteSent => ids::ENGINE_CAMPAIGN_DELETE_SENT,
                    Refused::DeleteStarted => ids::ENGINE_CAMPAIGN_DELETE_STARTED,
                    Refused::LaunchStopped => ids::ENGINE_CAMPAIGN_LAUNCH_STOPPED,
                };
                let said = Said::new(id)
                    .with("name", name.as_str())
                    .with("state", *state);
                match why {
                    Refused::Over(action) => said.with("action", *action),
                    _ => said,
                }
            }
            Self::Changed(changed) => {
                let name = changed.campaign.spec.name.as_str();
                match &changed.last {
                    Some(last) => Said::new(ids::ENGINE_CAMPAIGN_CHANGED)
                        .with("name", name)
                        .with("who", last.who.as_str())
                        .with("action", action_word(last.action))
                        .with("time", time_of(last.at)),
                    None => Said::new(ids::ENGINE_CAMPAIGN_CHANGED_BY_PACER).with("name", name),
                }
            }
            Self::HasProblems(check) => Said::new(ids::ENGINE_CAMPAIGN_HAS_PROBLEMS)
                .with("problems", check.problem_count)
                .with("audience", check.audience)
                .with("ready", check.ready),
            Self::NobodyReady(check) => Said::new(ids::ENGINE_CAMPAIGN_NOBODY_READY)
                .with("audience", check.audience)
                .with("ready", check.ready)
                .with("opted_out", check.opted_out)
                .with("problems", check.problem_count),
            Self::Ledger(_) | Self::Engine(_) => return None,
        })
    }
}

impl std::fmt::Display for CampaignError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Ledger(e) => e.fmt(f),
            Self::Engine(e) => e.fmt(f),
            // The check's summary (with its tier plan) as the command line has always said it.
            Self::NobodyReady(check) => write!(f, "{} There is nobody to send to.", check.summary),
            // The counts without thousands separators, as the command line has always said
            // them (the catalogue's English groups them, as the window writes numbers).
            Self::HasProblems(check) => write!(
                f,
                "{} of the {} recipients cannot be sent to as the campaign stands (the list shows who and why). Fix them, or launch anyway to send to the other {}.",
                check.problem_count, check.audience, check.ready
            ),
            other => match other.said() {
                Some(said) => said.fmt(f),
                None => Ok(()),
            },
        }
    }
}

impl std::error::Error for CampaignError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        // As `#[error(transparent)]` did: the wrapped error's own source.
        match self {
            Self::Ledger(e) => e.source(),
            Self::Engine(e) => e.source(),
            Self::HeaderFile(e) => e.source(),
            _ => None,
        }
    }
}

impl From<HeaderFileError> for CampaignError {
    fn from(error: HeaderFileError) -> Self {
        CampaignError::HeaderFile(error)
    }
}

impl From<LedgerError> for CampaignError {
    fn from(error: LedgerError) -> Self {
        CampaignError::Ledger(error)
    }
}

impl From<EngineError> for CampaignError {
    fn from(error: EngineError) -> Self {
        CampaignError::Engine(error)
    }
}

impl From<rusqlite::Error> for CampaignError {
    fn from(error: rusqlite::Error) -> Self {
        CampaignError::Ledger(LedgerError::Sql(error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::campaigns::TierPlan;

    fn check(audience: usize, ready: usize, problem_count: usize) -> Check {
        let tier = Said::new(ids::ENGINE_PLAN_UNLIMITED).with("count", ready);
        Check {
            audience,
            ready,
            opted_out: 0,
            problems: Vec::new(),
            problem_count,
            tier: TierPlan {
                limit: None,
                used_today: 0,
                new_customers: ready,
                send_now: ready,
                later: Vec::new(),
                summary: tier.to_string(),
                summary_said: tier,
            },
            hours: None,
            languages: None,
            summary: format!(
                "{audience} contacts in the audience: {ready} ready to send. Meta does not limit how many customers your account reaches: all {ready} go now."
            ),
            summary_said: Said::new(ids::ENGINE_CAMPAIGN_CHECK_SUMMARY),
            estimate: None,
        }
    }

    #[test]
    fn in_english_the_refusals_read_as_pacer_has_always_said_them() {
        let said = |e: CampaignError| e.to_string();
        assert_eq!(
            said(CampaignError::NotFound("cmp_1".into())),
            "There is no campaign \"cmp_1\". `pacer campaign list` shows them."
        );
        assert_eq!(
            said(CampaignError::NotInAudience("+923001234567".into())),
            "+923001234567 is not among this campaign's customers (the members of its lists and tags). Give one of them, or no number for the first."
        );
        assert_eq!(
            said(CampaignError::UnknownTemplate {
                name: "invoice_ready".into(),
                language: "en_US".into()
            }),
            "The template \"invoice_ready\" (en_US) is not in Pacer's template list. Sync templates from Meta, then check the name and language."
        );
        assert_eq!(
            said(CampaignError::NotApproved {
                name: "invoice_ready".into(),
                status: "PAUSED".into()
            }),
            "The template \"invoice_ready\" is PAUSED, not approved: only templates Meta approved can be sent. Check it in WhatsApp Manager, then sync templates."
        );
        assert_eq!(
            said(CampaignError::Unmapped {
                key: "body.1".into(),
                label: "Customer name".into()
            }),
            "Customer name has no value: map it to a column or a fixed text (body.1=column:<header> or body.1=text:<words>)."
        );
        assert_eq!(
            said(CampaignError::UnknownVariable {
                key: "body.9".into(),
                known: "body.1, body.2".into()
            }),
            "The template has no variable \"body.9\". Its variables are: body.1, body.2."
        );
        assert_eq!(
            said(CampaignError::UnknownList("Lahore".into())),
            "There is no list \"Lahore\". Import contacts into it first (`pacer import FILE --list \"Lahore\"`)."
        );
        assert_eq!(
            said(CampaignError::NoAudience),
            "The campaign has no audience: choose at least one list or tag."
        );
        assert_eq!(
            said(CampaignError::NoName),
            "Give the campaign a name, such as \"December invoices\": it is how you find it in the campaign list and its report."
        );
        assert_eq!(
            said(CampaignError::BadSchedule("tomorrow Karachi".into())),
            "The schedule \"tomorrow Karachi\" cannot be read: write it like 2026-12-01 09:00 with a time zone such as Asia/Karachi."
        );
        assert_eq!(
            said(CampaignError::HeaderFile(HeaderFileError::NoFolder)),
            "Choose the folder that holds the invoice PDFs."
        );
        let wrong = |state, why| CampaignError::WrongState {
            name: "December invoices".into(),
            state,
            why,
        };
        assert_eq!(
            said(wrong("done", Refused::Over("pause"))),
            "The campaign \"December invoices\" is done: there is nothing left to pause"
        );
        assert_eq!(
            said(wrong("cancelled", Refused::Over("resume"))),
            "The campaign \"December invoices\" is cancelled: there is nothing left to resume"
        );
        assert_eq!(
            said(wrong("cancelled", Refused::LaunchAgain)),
            "The campaign \"December invoices\" is cancelled: it cannot be launched again; clone it to send it once more"
        );
        assert_eq!(
            said(wrong("running", Refused::DeleteSent)),
            "The campaign \"December invoices\" is running: only a campaign that never sent anything can be deleted; cancel it instead, and its report stays"
        );
        assert_eq!(
            said(wrong("launching", Refused::DeleteStarted)),
            "The campaign \"December invoices\" is launching: it started sending, so it is kept for its report; cancel it instead"
        );
        assert_eq!(
            said(wrong("cancelled", Refused::LaunchStopped)),
            "The campaign \"December invoices\" is cancelled: the launch stopped; nothing more is queued"
        );
        assert_eq!(
            said(CampaignError::HasProblems(Box::new(check(1_250, 1_247, 3)))),
            "3 of the 1250 recipients cannot be sent to as the campaign stands (the list shows who and why). Fix them, or launch anyway to send to the other 1247."
        );
        assert_eq!(
            said(CampaignError::NobodyReady(Box::new(check(2, 0, 2)))),
            "2 contacts in the audience: 0 ready to send. Meta does not limit how many customers your account reaches: all 0 go now. There is nobody to send to."
        );
    }

    #[test]
    fn the_window_gets_the_counts_as_numbers_and_names_as_they_are() {
        let e = CampaignError::HasProblems(Box::new(check(1_250, 1_247, 3)));
        let said = e.said().expect("a catalogue message");
        assert_eq!(said.id, ids::ENGINE_CAMPAIGN_HAS_PROBLEMS);
        assert_eq!(said.args["problems"], pacer_words::Arg::Number(3.0));
        assert_eq!(said.args["audience"], pacer_words::Arg::Number(1_250.0));
        assert_eq!(
            said.to_string(),
            "3 of the 1,250 recipients cannot be sent to as the campaign stands (the list shows who and why). Fix them, or launch anyway to send to the other 1,247."
        );
        let e = CampaignError::WrongState {
            name: "December invoices".into(),
            state: "done",
            why: Refused::Over("cancel"),
        };
        let said = e.said().expect("a catalogue message");
        assert_eq!(said.id, ids::ENGINE_CAMPAIGN_OVER);
        assert_eq!(said.args["state"], pacer_words::Arg::Text("done".into()));
        assert_eq!(said.args["action"], pacer_words::Arg::Text("cancel".into()));
        let said = CampaignError::NobodyReady(Box::new(check(2, 0, 2)))
            .said()
            .expect("a catalogue message");
        assert_eq!(
            said.to_string(),
            "2 contacts in the audience: 0 ready to send, 2 with a problem to fix first (see the list). There is nobody to send to."
        );
        assert_eq!(
            CampaignError::HeaderFile(HeaderFileError::NoFolder)
                .said()
                .map(|s| s.id),
            Some(ids::ENGINE_PDF_NO_FOLDER.to_owned())
        );
        let ledger = CampaignError::Ledger(LedgerError::Sql(rusqlite::Error::InvalidQuery));
        assert_eq!(
            ledger.said(),
            None,
            "the ledger's failures have their own words"
        );
    }
}
