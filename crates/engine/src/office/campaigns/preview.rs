//! What one recipient will see, and a test send of it to one number.

use base64::Engine as _;
use pacer_cloud::{Media, MessageContent};
use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::check::{header_kind, off_the_engine, prepare, template_for};
use super::languages::Languages;
use super::store::get;
use super::values::{Headers, column_value, values_for};
use super::{
    CampaignError, CampaignSpec, HeaderFile, HeaderFileError, HeaderKind, HeaderUploads, Problem,
    header_files,
};
use crate::contacts;
use crate::engine::{Engine, Submission};
use crate::ledger::messages::Lane;
use crate::phone::E164;
use crate::templates::{self, Preview};

/// What one recipient will see.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientPreview {
    /// The recipient.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub phone: E164,
    /// Their name.
    pub name: Option<String>,
    /// The template's language they get (Meta's code).
    pub language: String,
    /// The message with their values.
    pub preview: Preview,
    /// The name of their header file, if the campaign has files (from the column, for a
    /// folder of files; the file's own, for one file for everyone).
    pub pdf: Option<String>,
    /// Their header file as found, when it was.
    pub file: Option<FilePreview>,
    /// What is wrong for them, if anything.
    pub problems: Vec<Problem>,
}

/// A recipient's header file, as the preview shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FilePreview {
    /// The file's name.
    pub name: String,
    /// What it is.
    pub kind: HeaderKind,
    /// Its size in bytes.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub size: u64,
    /// A picture as a `data:` URL the window shows as it is (pictures only; Meta's limit for
    /// them, 5 MB, bounds it).
    pub picture: Option<String>,
}

impl FilePreview {
    /// Reads what the preview shows of a checked file (a picture's bytes, read as an upload
    /// reads them: from the very file checked, bounded by its kind's limit).
    fn of(file: &HeaderFile) -> Result<FilePreview, HeaderFileError> {
        let picture = match file.kind() {
            HeaderKind::Image => Some(format!(
                "data:{};base64,{}",
                file.mime_type(),
                base64::engine::general_purpose::STANDARD.encode(file.read()?)
            )),
            HeaderKind::Video | HeaderKind::Document => None,
        };
        Ok(FilePreview {
            name: file.name(),
            kind: file.kind(),
            size: file.size(),
            picture,
        })
    }
}

/// Finds and reads a recipient's header file for the preview (file work: off the engine's
/// threads); `Err` says why it cannot be used, as the check would.
fn find_file(
    spec: &CampaignSpec,
    kind: HeaderKind,
    named: Option<&str>,
) -> Result<FilePreview, HeaderFileError> {
    let file = match (&spec.header_file, &spec.pdf) {
        (Some(file), _) => header_files::check_file(file, kind)?,
        (None, Some(source)) => {
            let folder = header_files::check_folder(&source.folder)?;
            header_files::find(&folder, named.unwrap_or_default(), kind)?
        }
        (None, None) => {
            return Err(HeaderFileError::NotFound {
                name: String::new(),
                kind,
            });
        }
    };
    FilePreview::of(&file)
}

/// The message as one recipient will see it (the first of the audience when none is named),
/// with their header file found and, for a picture, shown.
pub async fn preview(
    engine: &Engine,
    id: &str,
    phone: Option<&E164>,
) -> Result<RecipientPreview, CampaignError> {
    let campaign = get(engine, id).await?;
    let spec = campaign.spec.clone();
    let wanted = phone.cloned();
    // Reads the whole audience to find one recipient: a long read, beside the short ones.
    let (mut preview, contact, kind) = engine
        .ledger()
        .read_long(move |c| {
            let result = (|| -> Result<_, CampaignError> {
                let languages =
                    Languages::load(c, &campaign.spec, template_for(c, &campaign.spec)?)?;
                let people = contacts::audience(c, &campaign.spec.audience)?;
                let contact = match &wanted {
                    Some(phone) => people
                        .into_iter()
                        .find(|p| &p.phone == phone)
                        .ok_or_else(|| CampaignError::NotInAudience(phone.to_string()))?,
                    None => people.into_iter().next().ok_or(CampaignError::NoAudience)?,
                };
                let headers = Headers::load(c)?;
                let info = languages.pick(&contact, &headers).info;
                let values = values_for(&campaign.spec, &contact, &headers);
                let spec = &campaign.spec;
                let pdf = match (&spec.header_file, &spec.pdf) {
                    (Some(file), _) => file
                        .file_name()
                        .map(|name| name.to_string_lossy().into_owned()),
                    (None, Some(source)) => column_value(&contact, &source.column, &headers),
                    (None, None) => None,
                };
                let has_files = spec.header_file.is_some() || spec.pdf.is_some();
                let problems = match templates::build(
                    info,
                    &values,
                    has_files.then(|| Media::id("pending-upload")),
                ) {
                    Ok(_) => Vec::new(),
                    Err(problems) => problems
                        .into_iter()
                        .map(|p| Problem::of_value(&contact, p))
                        .collect(),
                };
                let preview = RecipientPreview {
                    language: info.language.clone(),
                    preview: templates::render(info, &values),
                    phone: contact.phone.clone(),
                    name: contact.name.clone(),
                    pdf,
                    file: None,
                    problems,
                };
                Ok((preview, contact, header_kind(info).filter(|_| has_files)))
            })();
            Ok(result)
        })
        .await??;
    let Some(kind) = kind else {
        return Ok(preview);
    };
    let named = preview.pdf.clone();
    match off_the_engine(move || find_file(&spec, kind, named.as_deref())).await? {
        Ok(file) => preview.file = Some(file),
        Err(why) => preview.problems.insert(
            0,
            Problem::new(
                &contact,
                Ok(Said::new(ids::ENGINE_CAMPAIGN_PROBLEM_PDF_FILE)
                    .with("file", preview.pdf.clone().unwrap_or_default())
                    .with("kind", kind.as_str())),
                why.said(),
            ),
        ),
    }
    Ok(preview)
}

/// Sends the campaign's message to one number now (express), with the values of an audience
/// member (the first, unless named), so the person sees exactly what customers will get.
pub async fn test_send(
    engine: &Engine,
    id: &str,
    to: &E164,
    sample: Option<&E164>,
) -> Result<String, CampaignError> {
    let campaign = get(engine, id).await?;
    let prepared = prepare(engine, campaign).await?;
    let (contact, values, file) = match sample {
        Some(phone) => prepared
            .ready
            .iter()
            .find(|(c, _, _)| &c.phone == phone)
            .cloned(),
        None => prepared.ready.first().cloned(),
    }
    .ok_or(CampaignError::NoAudience)?;
    let info = prepared.info_for(&contact).clone();
    let media = match file {
        Some(path) => {
            let mut uploads = HeaderUploads::upload_all(engine, vec![path.clone()]).await;
            Some(uploads.media.remove(&path).unwrap_or_else(|| {
                Err(HeaderFileError::NotFound {
                    name: path.path().display().to_string(),
                    kind: path.kind(),
                })
            })?)
        }
        None => None,
    };
    let content =
        templates::build(&info, &values, media).map_err(|problems| CampaignError::Unmapped {
            key: problems.first().map(|p| p.key.clone()).unwrap_or_default(),
            label: problems
                .first()
                .map(|p| format!("{} ({})", p.label, p.problem))
                .unwrap_or_default(),
        })?;
    let submitted = engine
        .submit(vec![Submission {
            to: to.clone(),
            lane: Lane::Express,
            content: MessageContent::Template(content),
            idempotency_key: None,
            batch: None,
            expires_in: None,
        }])
        .await?;
    Ok(submitted
        .into_iter()
        .next()
        .map(|s| s.id)
        .unwrap_or_default())
}
