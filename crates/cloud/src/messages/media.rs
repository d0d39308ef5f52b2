//! Media objects (`id` or `link`, with `filename` and `caption`) as a send carries them, for a
//! standalone message or a template header.

use serde::{Deserialize, Serialize};

use super::ExtraFields;

/// Where a media object's bytes come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MediaSource {
    /// `id`: an uploaded media id (preferred; valid 30 days).
    Id(String),
    /// `link`: a public URL Meta downloads (cached by Meta 10 minutes per URL).
    Link(String),
}

/// A media object: `id` or `link`, plus `filename` for documents and `caption` for standalone
/// messages (captions are not supported in template headers).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "WireMedia", into = "WireMedia")]
pub struct Media {
    /// `id` or `link`.
    pub source: MediaSource,
    /// `filename` (documents).
    pub filename: Option<String>,
    /// `caption` (standalone messages).
    pub caption: Option<String>,
    /// Fields not modelled here.
    pub extra: ExtraFields,
}

impl Media {
    /// Media by uploaded id.
    pub fn id(id: impl Into<String>) -> Self {
        Media {
            source: MediaSource::Id(id.into()),
            filename: None,
            caption: None,
            extra: ExtraFields::new(),
        }
    }

    /// Media by public link.
    pub fn link(link: impl Into<String>) -> Self {
        Media {
            source: MediaSource::Link(link.into()),
            filename: None,
            caption: None,
            extra: ExtraFields::new(),
        }
    }

    /// Sets `filename`.
    pub fn with_filename(mut self, filename: impl Into<String>) -> Self {
        self.filename = Some(filename.into());
        self
    }

    /// Sets `caption`.
    pub fn with_caption(mut self, caption: impl Into<String>) -> Self {
        self.caption = Some(caption.into());
        self
    }
}

/// Media as it is on the wire.
#[derive(Serialize, Deserialize)]
struct WireMedia {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    link: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    caption: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    filename: Option<String>,
    #[serde(flatten)]
    extra: ExtraFields,
}

impl TryFrom<WireMedia> for Media {
    type Error = String;

    fn try_from(wire: WireMedia) -> Result<Self, Self::Error> {
        let source = match (wire.id, wire.link) {
            (Some(id), None) => MediaSource::Id(id),
            (None, Some(link)) => MediaSource::Link(link),
            (Some(_), Some(_)) => {
                return Err("a media object takes `id` or `link`, not both".to_owned());
            }
            (None, None) => return Err("a media object needs `id` or `link`".to_owned()),
        };
        Ok(Media {
            source,
            filename: wire.filename,
            caption: wire.caption,
            extra: wire.extra,
        })
    }
}

impl From<Media> for WireMedia {
    fn from(media: Media) -> Self {
        let (id, link) = match media.source {
            MediaSource::Id(id) => (Some(id), None),
            MediaSource::Link(link) => (None, Some(link)),
        };
        WireMedia {
            id,
            link,
            caption: media.caption,
            filename: media.filename,
            extra: media.extra,
        }
    }
}
