//! A template's media or location header filled in for one recipient: a file (an uploaded id
//! or an https link, with a file name for documents) or a place (`latitude, longitude | name |
//! address`), checked the way Meta checks it.

use std::collections::BTreeMap;

use pacer_cloud::{ExtraFields, HeaderFormat, Media, MediaSource, Parameter};
use pacer_words::{Said, ids};
use serde_json::Value;

use super::super::definition::Variable;
use super::{ProblemKind, ValueProblem, check_text, media_text, problem};

/// The header parameter of a media or location header.
pub(super) fn media_parameter(
    format: &HeaderFormat,
    variable: &Variable,
    values: &BTreeMap<String, String>,
    given: Option<Media>,
    problems: &mut Vec<ValueProblem>,
) -> Option<Parameter> {
    let label = &variable.label;
    if *format == HeaderFormat::Location {
        let value = values.get(variable.key.as_str());
        let value = check_text(variable, value, problems)?;
        return match location(value) {
            Some(location) => Some(Parameter::Other(location)),
            None => {
                problems.push(problem(
                    variable,
                    ProblemKind::BadLocation,
                    Said::new(ids::ENGINE_CAMPAIGN_VALUE_LOCATION).with("label", label.as_str()),
                    value,
                    131009,
                ));
                None
            }
        };
    }
    let media = match given {
        Some(media) => media,
        None => {
            let value = values
                .get(variable.key.as_str())
                .map(String::as_str)
                .map(str::trim)
                .filter(|value| !value.is_empty());
            let Some(value) = value else {
                problems.push(problem(
                    variable,
                    ProblemKind::Missing,
                    Said::new(ids::ENGINE_CAMPAIGN_VALUE_NO_FILE).with("label", label.as_str()),
                    "",
                    // Meta counts a header without its media parameter as a wrong number of
                    // parameters.
                    132000,
                ));
                return None;
            };
            if is_http_link(value) {
                let media = Media::link(value);
                match link_file_name(value) {
                    Some(name) if *format == HeaderFormat::Document => media.with_filename(name),
                    _ => media,
                }
            } else if value.contains("://") || value.contains(char::is_whitespace) {
                problems.push(problem(
                    variable,
                    ProblemKind::BadMedia,
                    Said::new(ids::ENGINE_CAMPAIGN_VALUE_LINK).with("label", label.as_str()),
                    value,
                    131009,
                ));
                return None;
            } else {
                Media::id(value)
            }
        }
    };
    let value = media_text(&media.source);
    if let MediaSource::Link(link) = &media.source
        && !is_http_link(link)
    {
        problems.push(problem(
            variable,
            ProblemKind::BadMedia,
            Said::new(ids::ENGINE_CAMPAIGN_VALUE_LINK).with("label", label.as_str()),
            link,
            131009,
        ));
        return None;
    }
    match format {
        HeaderFormat::Document => {
            let name = media.filename.as_deref().or(match &media.source {
                MediaSource::Link(link) => link_file_name(link),
                MediaSource::Id(_) => None,
            });
            if let Some(name) = name
                && name.contains('.')
                && !name.to_ascii_lowercase().ends_with(".pdf")
            {
                problems.push(problem(
                    variable,
                    ProblemKind::NotPdf,
                    Said::new(ids::ENGINE_CAMPAIGN_VALUE_NOT_PDF)
                        .with("label", label.as_str())
                        .with("file", name),
                    value,
                    131053,
                ));
                return None;
            }
            // Captions are not supported in template headers.
            Some(Parameter::document(Media {
                caption: None,
                ..media
            }))
        }
        HeaderFormat::Image => Some(Parameter::image(Media {
            caption: None,
            filename: None,
            ..media
        })),
        _ => Some(Parameter::video(Media {
            caption: None,
            filename: None,
            ..media
        })),
    }
}

fn is_http_link(value: &str) -> bool {
    let lower = value.get(..8).unwrap_or(value).to_ascii_lowercase();
    (lower.starts_with("https://") || lower.starts_with("http://"))
        && !value.contains(char::is_whitespace)
}

/// The last path segment of a link, if it looks like a file name.
pub(super) fn link_file_name(link: &str) -> Option<&str> {
    let path = link.split(['?', '#']).next()?;
    let (_, after_scheme) = path.split_once("://")?;
    let (_, path) = after_scheme.split_once('/')?;
    path.rsplit('/').next().filter(|name| name.contains('.'))
}

/// `latitude, longitude [| name [| address]]` as Meta's location parameter.
pub(super) fn location(value: &str) -> Option<ExtraFields> {
    let mut parts = value.split('|').map(str::trim);
    let (latitude, longitude) = parts.next()?.split_once(',')?;
    let (latitude, longitude) = (latitude.trim(), longitude.trim());
    let lat: f64 = latitude.parse().ok()?;
    let long: f64 = longitude.parse().ok()?;
    if !(-90.0..=90.0).contains(&lat) || !(-180.0..=180.0).contains(&long) {
        return None;
    }
    let mut place = ExtraFields::new();
    place.insert("latitude".into(), Value::from(latitude));
    place.insert("longitude".into(), Value::from(longitude));
    if let Some(name) = parts.next().filter(|name| !name.is_empty()) {
        place.insert("name".into(), Value::from(name));
    }
    if let Some(address) = parts.next().filter(|address| !address.is_empty()) {
        place.insert("address".into(), Value::from(address));
    }
    let mut parameter = ExtraFields::new();
    parameter.insert("type".into(), Value::from("location"));
    parameter.insert("location".into(), Value::Object(place));
    Some(parameter)
}
