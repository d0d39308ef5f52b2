//! Why a customer's file is not in Pacer, in the catalogue's words (`inbox-media-…`).
//!
//! A problem is kept in `inbound_media.error` as its own JSON (`{"problem": "too_big", …}`),
//! so a row read back days later is said again in the reader's language; a text Pacer does
//! not recognise is shown as stored.

use pacer_cloud::MediaFetchError;
use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::kinds::human_size;

/// Why a file could not be fetched.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum MediaProblem {
    /// Meta no longer has it (older than seven days, or never had it). Final.
    Expired,
    /// Larger than Meta's limit for its kind. Final.
    TooBig {
        /// Its size (declared, or what arrived before the download stopped).
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// The network failed or a read stalled.
    Network {
        /// The system's words.
        detail: String,
    },
    /// Meta answered with its error object.
    MetaRefused {
        /// Meta's code.
        code: i64,
        /// Meta's words.
        reason: String,
    },
    /// An answer without Meta's error object (a bare 5xx, 429, 404).
    Unexpected {
        /// Its HTTP status.
        status: u16,
    },
    /// The bytes do not have the SHA-256 Meta gave.
    Damaged,
    /// The download URL was not Meta's: the token was not sent. Final.
    ForeignHost {
        /// The host named.
        host: String,
    },
    /// Meta's answer could not be read. Final.
    BadAnswer {
        /// What was wrong.
        detail: String,
    },
    /// The file could not be written to the data folder.
    Disk {
        /// The system's words.
        detail: String,
    },
}

impl MediaProblem {
    /// The problem a fetch failure stands for.
    pub fn from_failure(failure: &MediaFetchError) -> MediaProblem {
        match failure {
            MediaFetchError::Expired { .. } => MediaProblem::Expired,
            MediaFetchError::TooBig { limit, size, .. } => MediaProblem::TooBig {
                size: *size,
                limit: *limit,
            },
            MediaFetchError::Network(failure) => MediaProblem::Network {
                detail: failure.kind().to_string(),
            },
            MediaFetchError::Meta { error, .. } => MediaProblem::MetaRefused {
                code: error.code,
                reason: error
                    .details
                    .clone()
                    .unwrap_or_else(|| error.message.clone()),
            },
            MediaFetchError::Unexpected { http_status, .. } => MediaProblem::Unexpected {
                status: *http_status,
            },
            MediaFetchError::BadAnswer { detail } => MediaProblem::BadAnswer {
                detail: detail.clone(),
            },
            MediaFetchError::ForeignHost { host } => {
                MediaProblem::ForeignHost { host: host.clone() }
            }
            MediaFetchError::Damaged { .. } => MediaProblem::Damaged,
            MediaFetchError::Write(detail) => MediaProblem::Disk {
                detail: detail.clone(),
            },
        }
    }

    /// What to tell the person.
    pub fn said(&self) -> Said {
        match self {
            MediaProblem::Expired => Said::new(ids::INBOX_MEDIA_EXPIRED),
            MediaProblem::TooBig { size, limit } => Said::new(ids::INBOX_MEDIA_TOO_BIG)
                .with("size", human_size(*size))
                .with("limit", human_size(*limit)),
            MediaProblem::Network { detail } => {
                Said::new(ids::INBOX_MEDIA_NETWORK).with("detail", detail.as_str())
            }
            MediaProblem::MetaRefused { reason, .. } => {
                Said::new(ids::INBOX_MEDIA_META_REFUSED).with("reason", reason.as_str())
            }
            MediaProblem::Unexpected { status } => {
                Said::new(ids::INBOX_MEDIA_UNEXPECTED).with("status", u32::from(*status))
            }
            MediaProblem::Damaged => Said::new(ids::INBOX_MEDIA_DAMAGED),
            MediaProblem::ForeignHost { host } => {
                Said::new(ids::INBOX_MEDIA_FOREIGN_HOST).with("host", host.as_str())
            }
            MediaProblem::BadAnswer { detail } => {
                Said::new(ids::INBOX_MEDIA_BAD_ANSWER).with("detail", detail.as_str())
            }
            MediaProblem::Disk { detail } => {
                Said::new(ids::INBOX_MEDIA_DISK).with("detail", detail.as_str())
            }
        }
    }

    /// As kept in `inbound_media.error`.
    pub(super) fn stored(&self) -> String {
        // A plain enum of strings and numbers always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A stored problem read back, when Pacer recognises it.
    pub(super) fn from_stored(text: &str) -> Option<MediaProblem> {
        serde_json::from_str(text).ok()
    }
}

impl std::fmt::Display for MediaProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for MediaProblem {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_problem_is_said_again_the_same_way() {
        let problems = [
            MediaProblem::Expired,
            MediaProblem::TooBig {
                size: 6 * 1024 * 1024,
                limit: 5 * 1024 * 1024,
            },
            MediaProblem::Network {
                detail: "no answer before the timeout".into(),
            },
            MediaProblem::ForeignHost {
                host: "example.com".into(),
            },
        ];
        for problem in problems {
            let back = MediaProblem::from_stored(&problem.stored());
            assert_eq!(back.as_ref(), Some(&problem), "a stored problem reads back");
        }
        assert_eq!(MediaProblem::from_stored("disk full"), None);
    }

    #[test]
    fn in_english_a_too_big_file_names_both_sizes() {
        let text = MediaProblem::TooBig {
            size: 6 * 1024 * 1024,
            limit: 5 * 1024 * 1024,
        }
        .to_string();
        assert!(text.contains("6 MB") && text.contains("(5 MB)"), "{text}");
    }
}
